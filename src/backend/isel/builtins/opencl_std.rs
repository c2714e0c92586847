//! OpenCL.std instructions by name. The instruction numbers come from the `spirv` crate rspirv
//! re-exports ([`OpenclStd100Op`], generated from the grammar's JSON), and so do the names:
//! the enum's variants are spelled as the grammar spells its instructions, which is also the
//! OpenCL C name of most builtins (`fmax`, `native_sqrt`, `vload_halfn`).

use std::sync::OnceLock;

use rspirv::spirv::OpenclStd100Op;

/// The OpenCL.std instruction called `name` in the grammar, if there is one.
pub fn instruction(name: &str) -> Option<OpenclStd100Op> {
    let table = by_name();
    let index = table
        .binary_search_by(|(entry, _)| entry.as_str().cmp(name))
        .ok()?;
    table.get(index).map(|&(_, instruction)| instruction)
}

/// Every OpenCL.std instruction under its grammar name (its variant's name, which is what
/// `Debug` prints), sorted by name. Built once: the enum has no list of its values, so every
/// 16-bit number is tried (the grammar's highest is 204), which also picks up instructions a
/// later version of the crate adds.
fn by_name() -> &'static [(String, OpenclStd100Op)] {
    static TABLE: OnceLock<Vec<(String, OpenclStd100Op)>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table: Vec<(String, OpenclStd100Op)> = (0..=u32::from(u16::MAX))
            .filter_map(OpenclStd100Op::from_u32)
            .map(|instruction| (format!("{instruction:?}"), instruction))
            .collect();
        table.sort();
        table
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hand-kept table this lookup replaced (from extinst.opencl.std.100.grammar.json,
    /// Debian spirv-headers, version 100 revision 2): name and instruction number.
    const REPLACED_TABLE: &str = "
acos 0 acosh 1 acospi 2 asin 3 asinh 4 asinpi 5 atan 6 atan2 7 atan2pi 10 atanh 8 atanpi 9
bitselect 186 cbrt 11 ceil 12 clz 151 copysign 13 cos 14 cosh 15 cospi 16 cross 104 ctz 152
degrees 96 distance 105 erf 18 erfc 17 exp 19 exp10 21 exp2 20 expm1 22 fabs 23
fast_distance 108 fast_length 109 fast_normalize 110 fclamp 95 fdim 24 floor 25 fma 26
fmax 27 fmax_common 97 fmin 28 fmin_common 98 fmod 29 fract 30 frexp 31 half_cos 67
half_divide 68 half_exp 69 half_exp10 71 half_exp2 70 half_log 72 half_log10 74 half_log2 73
half_powr 75 half_recip 76 half_rsqrt 77 half_sin 78 half_sqrt 79 half_tan 80 hypot 32
ilogb 33 ldexp 34 length 106 lgamma 35 lgamma_r 36 log 37 log10 39 log1p 40 log2 38 logb 41
mad 42 maxmag 43 minmag 44 mix 99 modf 45 nan 46 native_cos 81 native_divide 82
native_exp 83 native_exp10 85 native_exp2 84 native_log 86 native_log10 88 native_log2 87
native_powr 89 native_recip 90 native_rsqrt 91 native_sin 92 native_sqrt 93 native_tan 94
nextafter 47 normalize 107 popcount 166 pow 48 pown 49 powr 50 prefetch 185 printf 184
radians 100 remainder 51 remquo 52 rint 53 rootn 54 rotate 161 round 55 rsqrt 56 s_abs 141
s_abs_diff 142 s_add_sat 143 s_clamp 149 s_hadd 145 s_mad24 167 s_mad_hi 153 s_mad_sat 155
s_max 156 s_min 158 s_mul24 169 s_mul_hi 160 s_rhadd 147 s_sub_sat 162 s_upsample 165
select 187 shuffle 182 shuffle2 183 sign 103 sin 57 sincos 58 sinh 59 sinpi 60
smoothstep 102 sqrt 61 step 101 tan 62 tanh 63 tanpi 64 tgamma 65 trunc 66 u_abs 201
u_abs_diff 202 u_add_sat 144 u_clamp 150 u_hadd 146 u_mad24 168 u_mad_hi 204 u_mad_sat 154
u_max 157 u_min 159 u_mul24 170 u_mul_hi 203 u_rhadd 148 u_sub_sat 163 u_upsample 164
vload_half 173 vload_halfn 174 vloada_halfn 179 vloadn 171 vstore_half 175 vstore_half_r 176
vstore_halfn 177 vstore_halfn_r 178 vstorea_halfn 180 vstorea_halfn_r 181 vstoren 172
";

    #[test]
    fn every_name_keeps_its_number() {
        let mut words = REPLACED_TABLE.split_whitespace();
        let mut count = 0;
        while let (Some(name), Some(number)) = (words.next(), words.next()) {
            let number: u32 = number.parse().expect("a number in the test table");
            assert_eq!(instruction(name).map(|i| i as u32), Some(number), "{name}");
            count += 1;
        }
        assert_eq!(count, 162);
        // Nothing the old table did not have: a new name would be a new builtin.
        assert_eq!(by_name().len(), count);
    }

    #[test]
    fn unknown_names_are_none() {
        for name in [
            "",
            "Fabs",
            "fabs ",
            "s_abs_",
            "vload",
            "OpenCL.std",
            "acos\0",
        ] {
            assert_eq!(instruction(name), None, "{name:?}");
        }
    }
}
