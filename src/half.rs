//! IEEE 754 binary16 ("half"): the one conversion from `f32` that nsdi needs, for LLVM's `half`
//! constants (the import) and for the host values the runtime writes into 16-bit buffer
//! members.

/// The binary16 bits nearest `value`, ties to even (IEEE's default rounding): values from
/// 65,520 up become infinity, a NaN stays a quiet NaN of the same sign (its payload is not
/// kept).
pub fn f32_to_f16_bits(value: f32) -> u16 {
    let bits = value.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exponent = ((bits >> 23) & 0xff) as i32;
    let mantissa = bits & 0x7f_ffff;
    if exponent == 0xff {
        return sign | 0x7c00 | if mantissa != 0 { 0x200 } else { 0 };
    }
    let half_exponent = exponent - 127 + 15;
    if half_exponent >= 0x1f {
        return sign | 0x7c00;
    }
    // The f32 significand and how many of its low bits fall below the half's last place. A
    // carry out of the rounded significand moves into the exponent, which is the right result
    // (up to infinity).
    let (significand, dropped, biased) = if half_exponent <= 0 {
        // Below 2^-25 nothing rounds up to the smallest subnormal, 2^-24.
        if half_exponent < -10 {
            return sign;
        }
        (mantissa | 0x80_0000, (14 - half_exponent) as u32, 0)
    } else {
        (mantissa, 13, (half_exponent as u32) << 10)
    };
    let kept = significand >> dropped;
    let rest = significand & ((1 << dropped) - 1);
    let halfway = 1 << (dropped - 1);
    let round_up = rest > halfway || (rest == halfway && kept & 1 == 1);
    sign | (biased + kept + u32::from(round_up)) as u16
}

#[cfg(test)]
mod tests {
    use super::f32_to_f16_bits;

    /// The value of finite half bits, exactly; 0x7c00 (infinity) stands for 2^16, the next value
    /// after 65,504 were the exponent unbounded, so the nearest-value rule covers overflow too.
    fn half_value(bits: u16) -> f64 {
        let magnitude = bits & 0x7fff;
        let exponent = i32::from(magnitude >> 10);
        let fraction = f64::from(magnitude & 0x3ff);
        let value = match exponent {
            0 => fraction * 2f64.powi(-24),
            _ => (1024.0 + fraction) * 2f64.powi(exponent - 25),
        };
        if bits & 0x8000 != 0 { -value } else { value }
    }

    /// Checks one input against the definition: no other half is nearer, and a tie goes to
    /// the even one.
    fn check(value: f32) {
        let got = f32_to_f16_bits(value);
        let exact = f64::from(value);
        if value.is_nan() {
            assert_eq!(got & 0x7e00, 0x7e00, "{value:e} gives {got:#06x}");
            return;
        }
        if value.is_infinite() || exact.abs() >= 65_520.0 {
            assert_eq!(got & 0x7fff, 0x7c00, "{value:e} gives {got:#06x}");
            return;
        }
        let magnitude = got & 0x7fff;
        assert!(magnitude <= 0x7c00, "{value:e} gives {got:#06x}");
        assert_eq!(
            got & 0x8000 != 0,
            value.is_sign_negative(),
            "{value:e} gives {got:#06x}"
        );
        let distance = (half_value(got) - exact).abs();
        // Neighbours of the same sign (their values are ordered as their bits).
        for neighbour in [magnitude.checked_sub(1), Some(magnitude + 1)]
            .into_iter()
            .flatten()
            .filter(|m| *m <= 0x7c00)
        {
            let other = (half_value(neighbour | (got & 0x8000)) - exact).abs();
            assert!(
                distance < other || (distance == other && magnitude & 1 == 0),
                "{value:e} gives {got:#06x}, but {neighbour:#06x} is as near or nearer"
            );
        }
        // Zero of the other sign is as near as zero: only nonzero values must keep the sign.
        if magnitude == 0 {
            assert!(exact.abs() <= 2f64.powi(-25), "{value:e} gives zero");
        }
    }

    #[test]
    fn every_rounding_case_is_nearest_ties_to_even() {
        // Every sign, exponent and top ten mantissa bits (the half's last place for normal
        // results), with the low thirteen bits at each pattern that decides rounding: none,
        // the lowest (sticky), just under, at and just over halfway, all. Subnormal results
        // round at a higher bit, among the ten enumerated, with the low bits as sticky bits.
        let low_patterns = [0x0000, 0x0001, 0x0fff, 0x1000, 0x1001, 0x1800, 0x1fff];
        for high in 0..1u32 << 19 {
            for low in low_patterns {
                check(f32::from_bits((high << 13) | low));
            }
        }
    }

    #[test]
    fn known_values() {
        assert_eq!(f32_to_f16_bits(1.0), 0x3c00);
        assert_eq!(f32_to_f16_bits(-2.0), 0xc000);
        assert_eq!(f32_to_f16_bits(65_504.0), 0x7bff);
        assert_eq!(f32_to_f16_bits(65_520.0), 0x7c00);
        assert_eq!(f32_to_f16_bits(2f32.powi(-24)), 0x0001);
        assert_eq!(f32_to_f16_bits(2f32.powi(-25)), 0x0000);
        // Just over half the smallest subnormal: the sticky bit the import used to lose.
        assert_eq!(
            f32_to_f16_bits(f32::from_bits(2f32.powi(-25).to_bits() + 1)),
            0x0001
        );
        assert_eq!(f32_to_f16_bits(f32::NAN) & 0x7e00, 0x7e00);
        assert_eq!(f32_to_f16_bits(f32::NEG_INFINITY), 0xfc00);
    }
}
