//! DIExpression: a DWARF expression plus LLVM's own `DW_OP_LLVM_*` operations.
//!
//! gimli's `DwOp` is 8 bits wide, so the LLVM extensions (0x1000 and up, see
//! llvm/BinaryFormat/Dwarf.h) have their own table here.

use std::fmt::Write;

use super::fields::{Field, FieldReader};
use super::{DiError, DiModule, FieldRef};

/// `DW_OP_LLVM_fragment offset size`: the value describes only bits `[offset, offset + size)`
/// of the variable (a scalar-replaced struct field); always the last operation.
pub const DW_OP_LLVM_FRAGMENT: u64 = 0x1000;
/// `DW_OP_LLVM_convert size encoding`: convert the top of stack to a base type.
pub const DW_OP_LLVM_CONVERT: u64 = 0x1001;
/// `DW_OP_LLVM_tag_offset offset`: memory tag offset (hardware-assisted address sanitizer).
pub const DW_OP_LLVM_TAG_OFFSET: u64 = 0x1002;
/// `DW_OP_LLVM_entry_value count`: the value the next `count` operations had on function entry.
pub const DW_OP_LLVM_ENTRY_VALUE: u64 = 0x1003;
/// `DW_OP_LLVM_implicit_pointer`: the variable is a pointer to a value that has no address.
pub const DW_OP_LLVM_IMPLICIT_POINTER: u64 = 0x1004;
/// `DW_OP_LLVM_arg n`: push location operand `n` of a `DIArgList`.
pub const DW_OP_LLVM_ARG: u64 = 0x1005;
/// `DW_OP_LLVM_extract_bits_sext offset size`: sign-extend a bit range of the top of stack.
pub const DW_OP_LLVM_EXTRACT_BITS_SEXT: u64 = 0x1006;
/// `DW_OP_LLVM_extract_bits_zext offset size`: zero-extend a bit range of the top of stack.
pub const DW_OP_LLVM_EXTRACT_BITS_ZEXT: u64 = 0x1007;

const LLVM_OPS: &[(u64, &str, usize)] = &[
    (DW_OP_LLVM_FRAGMENT, "DW_OP_LLVM_fragment", 2),
    (DW_OP_LLVM_CONVERT, "DW_OP_LLVM_convert", 2),
    (DW_OP_LLVM_TAG_OFFSET, "DW_OP_LLVM_tag_offset", 1),
    (DW_OP_LLVM_ENTRY_VALUE, "DW_OP_LLVM_entry_value", 1),
    (
        DW_OP_LLVM_IMPLICIT_POINTER,
        "DW_OP_LLVM_implicit_pointer",
        0,
    ),
    (DW_OP_LLVM_ARG, "DW_OP_LLVM_arg", 1),
    (
        DW_OP_LLVM_EXTRACT_BITS_SEXT,
        "DW_OP_LLVM_extract_bits_sext",
        2,
    ),
    (
        DW_OP_LLVM_EXTRACT_BITS_ZEXT,
        "DW_OP_LLVM_extract_bits_zext",
        2,
    ),
];

/// How many operand words follow a standard DWARF opcode in an LLVM DIExpression, mirroring
/// `DIExpression::ExprOperand::getSize`. `None`: LLVM does not accept the opcode in DI.
fn dwarf_operand_count(op: u8) -> Option<usize> {
    use gimli::constants as c;
    // DW_OP_lit0..lit31 and reg0..reg31 take nothing, breg0..breg31 an offset.
    if (c::DW_OP_lit0.0..=c::DW_OP_reg31.0).contains(&op) {
        return Some(0);
    }
    if (c::DW_OP_breg0.0..=c::DW_OP_breg31.0).contains(&op) {
        return Some(1);
    }
    let op = gimli::DwOp(op);
    Some(match op {
        c::DW_OP_constu
        | c::DW_OP_consts
        | c::DW_OP_deref_size
        | c::DW_OP_plus_uconst
        | c::DW_OP_regx
        | c::DW_OP_piece
        | c::DW_OP_pick
        | c::DW_OP_implicit_value
        | c::DW_OP_addrx
        | c::DW_OP_constx => 1,
        c::DW_OP_bregx | c::DW_OP_bit_piece => 2,
        c::DW_OP_deref
        | c::DW_OP_plus
        | c::DW_OP_minus
        | c::DW_OP_mul
        | c::DW_OP_div
        | c::DW_OP_mod
        | c::DW_OP_or
        | c::DW_OP_and
        | c::DW_OP_xor
        | c::DW_OP_shl
        | c::DW_OP_shr
        | c::DW_OP_shra
        | c::DW_OP_not
        | c::DW_OP_neg
        | c::DW_OP_abs
        | c::DW_OP_dup
        | c::DW_OP_drop
        | c::DW_OP_over
        | c::DW_OP_swap
        | c::DW_OP_rot
        | c::DW_OP_xderef
        | c::DW_OP_eq
        | c::DW_OP_ne
        | c::DW_OP_gt
        | c::DW_OP_ge
        | c::DW_OP_lt
        | c::DW_OP_le
        | c::DW_OP_stack_value
        | c::DW_OP_push_object_address
        | c::DW_OP_form_tls_address
        | c::DW_OP_call_frame_cfa => 0,
        _ => return None,
    })
}

/// Name and operand count of any opcode LLVM allows in a DIExpression; `None` for one it does
/// not (LLVM's verifier would have rejected the expression).
///
/// ```
/// use nsdi::di::expression::{DW_OP_LLVM_FRAGMENT, op_info};
///
/// assert_eq!(op_info(0x23), Some(("DW_OP_plus_uconst", 1)));
/// assert_eq!(op_info(DW_OP_LLVM_FRAGMENT), Some(("DW_OP_LLVM_fragment", 2)));
/// assert_eq!(op_info(0xee), None);
/// ```
pub fn op_info(opcode: u64) -> Option<(&'static str, usize)> {
    if let Some(&(_, name, n)) = LLVM_OPS.iter().find(|(op, _, _)| *op == opcode) {
        return Some((name, n));
    }
    let byte = u8::try_from(opcode).ok()?;
    Some((
        gimli::DwOp(byte).static_string()?,
        dwarf_operand_count(byte)?,
    ))
}

/// One operation: an opcode and its operand words.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DiOp {
    /// A `DW_OP_*` code (one byte) or a `DW_OP_LLVM_*` extension (0x1000 and up).
    pub opcode: u64,
    /// The operand words, as many as [`op_info`] says.
    pub args: Vec<u64>,
}

impl DiOp {
    /// The opcode's DWARF name (`DW_OP_plus_uconst`), or `DW_OP_unknown`.
    pub fn name(&self) -> &'static str {
        op_info(self.opcode).map_or("DW_OP_unknown", |(n, _)| n)
    }
}

/// The decoded element list of a DIExpression.
///
/// ```
/// use nsdi::di::DiOps;
///
/// // DW_OP_plus_uconst 8, DW_OP_LLVM_fragment 32 16
/// let ops = DiOps::decode(&[0x23, 8, 0x1000, 32, 16]).unwrap();
/// assert_eq!(ops.0.len(), 2);
/// assert_eq!(ops.0[0].name(), "DW_OP_plus_uconst");
/// assert_eq!(ops.fragment(), Some((32, 16)));
/// assert!(DiOps::decode(&[0x1000, 32]).is_err()); // truncated
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct DiOps(pub Vec<DiOp>);

impl DiOps {
    /// Splits raw words into operations; fails on an unknown opcode or a truncated operation.
    pub fn decode(words: &[u64]) -> Result<DiOps, String> {
        let mut ops = Vec::new();
        let mut rest = words;
        while let Some((&opcode, tail)) = rest.split_first() {
            let (_, count) =
                op_info(opcode).ok_or_else(|| format!("unknown DWARF operation {opcode:#x}"))?;
            if tail.len() < count {
                return Err(format!(
                    "{} needs {count} operands, has {}",
                    DiOp {
                        opcode,
                        args: vec![]
                    }
                    .name(),
                    tail.len()
                ));
            }
            ops.push(DiOp {
                opcode,
                args: tail[..count].to_vec(),
            });
            rest = &tail[count..];
        }
        Ok(DiOps(ops))
    }

    /// The `DW_OP_LLVM_fragment` (offset, size) in bits, when present.
    pub fn fragment(&self) -> Option<(u64, u64)> {
        self.0
            .iter()
            .find(|op| op.opcode == DW_OP_LLVM_FRAGMENT)
            .map(|op| (op.args[0], op.args[1]))
    }
}

impl Field for DiOps {
    fn read(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<Self, DiError> {
        match value {
            FieldRef::IntList(words) => DiOps::decode(words).map_err(|e| r.error(name, e)),
            FieldRef::Absent => Ok(DiOps::default()),
            other => Err(r.error(name, format_args!("expected elements, got {other:?}"))),
        }
    }
    fn dump(&self, _: &DiModule, out: &mut String) {
        out.push('(');
        for (i, op) in self.0.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(op.name());
            for a in &op.args {
                let _ = write!(out, ", {a}");
            }
        }
        out.push(')');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_opencl_address_space_pattern() {
        // DW_OP_constu 0, DW_OP_swap, DW_OP_xderef: what clang emits for private-space pointers.
        let ops = DiOps::decode(&[0x10, 0, 0x16, 0x18]).unwrap();
        let names: Vec<_> = ops.0.iter().map(DiOp::name).collect();
        assert_eq!(names, ["DW_OP_constu", "DW_OP_swap", "DW_OP_xderef"]);
        assert_eq!(ops.0[0].args, [0]);
    }

    #[test]
    fn decodes_fragment() {
        let ops = DiOps::decode(&[0x23, 8, DW_OP_LLVM_FRAGMENT, 32, 16]).unwrap();
        assert_eq!(ops.fragment(), Some((32, 16)));
        assert_eq!(ops.0[0].name(), "DW_OP_plus_uconst");
    }

    #[test]
    fn rejects_truncated_and_unknown() {
        assert!(DiOps::decode(&[DW_OP_LLVM_FRAGMENT, 32]).is_err());
        assert!(DiOps::decode(&[0xee]).is_err());
    }
}

/// A binary operation of an [`IntStep`]: the value on the stack and a constant.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntBinary {
    /// `DW_OP_plus`, `DW_OP_plus_uconst`.
    Add,
    /// `DW_OP_minus`.
    Sub,
    /// `DW_OP_mul`.
    Mul,
    /// `DW_OP_shl`.
    Shl,
    /// `DW_OP_shr` (logical).
    Shr,
    /// `DW_OP_shra` (arithmetic).
    Shra,
    /// `DW_OP_and`.
    And,
    /// `DW_OP_or`.
    Or,
    /// `DW_OP_xor`.
    Xor,
}

/// One step of the integer computation a DIExpression applies to its SSA value: what LLVM
/// writes when it deletes an instruction but keeps its operand (`salvageDebugInfo`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntStep {
    /// `DW_OP_LLVM_convert FROM enc, DW_OP_LLVM_convert TO _`: truncation to `to_bits`, or an
    /// extension (sign extension when `signed`, from the first conversion's encoding).
    Convert {
        /// Width before.
        from_bits: u32,
        /// Width after.
        to_bits: u32,
        /// A sign extension (`DW_ATE_signed`/`DW_ATE_signed_char`).
        signed: bool,
    },
    /// `value OP constant`, in the value's width.
    Binary(IntBinary, u64),
}

/// The integer computation `ops` describe, when that is all they describe: [`IntStep`]s,
/// clang's address-space idiom (`DW_OP_constu N` or `DW_OP_litN`, `DW_OP_swap`,
/// `DW_OP_xderef`) before or after them, then `DW_OP_stack_value` (a computed value, not a
/// memory location). `None` when there is no step, or any other operation.
///
/// ```
/// use nsdi::di::expression::{integer_computation, IntBinary, IntStep};
/// use nsdi::di::DiOps;
/// // DW_OP_plus_uconst 2, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value
/// let ops = DiOps::decode(&[0x23, 2, 0x30, 0x16, 0x18, 0x9f]).unwrap();
/// assert_eq!(integer_computation(&ops.0), Some(vec![IntStep::Binary(IntBinary::Add, 2)]));
/// // Without DW_OP_stack_value the result would be an address.
/// let ops = DiOps::decode(&[0x23, 2]).unwrap();
/// assert_eq!(integer_computation(&ops.0), None);
/// ```
pub fn integer_computation(ops: &[DiOp]) -> Option<Vec<IntStep>> {
    use gimli::constants as c;
    let is = |op: &DiOp, code: gimli::DwOp| op.opcode == u64::from(code.0);
    let constant = |op: &DiOp| -> Option<u64> {
        match op.args.as_slice() {
            [n] if is(op, c::DW_OP_constu) || is(op, c::DW_OP_consts) => Some(*n),
            [] if (u64::from(c::DW_OP_lit0.0)..=u64::from(c::DW_OP_lit31.0))
                .contains(&op.opcode) =>
            {
                Some(op.opcode - u64::from(c::DW_OP_lit0.0))
            }
            _ => None,
        }
    };
    let idiom = |ops: &[DiOp]| {
        matches!(ops, [k, s, x, ..] if constant(k).is_some()
            && is(s, c::DW_OP_swap) && is(x, c::DW_OP_xderef))
    };
    let (last, mut rest) = ops.split_last()?;
    if !is(last, c::DW_OP_stack_value) {
        return None;
    }
    if idiom(rest) {
        rest = &rest[3..];
    }
    let mut steps = Vec::new();
    while !rest.is_empty() {
        if idiom(rest) && rest.len() == 3 {
            break;
        }
        let binary = |op: &DiOp| {
            [
                (c::DW_OP_plus, IntBinary::Add),
                (c::DW_OP_minus, IntBinary::Sub),
                (c::DW_OP_mul, IntBinary::Mul),
                (c::DW_OP_shl, IntBinary::Shl),
                (c::DW_OP_shr, IntBinary::Shr),
                (c::DW_OP_shra, IntBinary::Shra),
                (c::DW_OP_and, IntBinary::And),
                (c::DW_OP_or, IntBinary::Or),
                (c::DW_OP_xor, IntBinary::Xor),
            ]
            .into_iter()
            .find(|(code, _)| is(op, *code) && op.args.is_empty())
            .map(|(_, b)| b)
        };
        let (step, used) = match rest {
            [a, b, ..] if a.opcode == DW_OP_LLVM_CONVERT && b.opcode == DW_OP_LLVM_CONVERT => {
                let (&[from, encoding], &[to, _]) = (a.args.as_slice(), b.args.as_slice()) else {
                    return None;
                };
                let signed = encoding == u64::from(gimli::DW_ATE_signed.0)
                    || encoding == u64::from(gimli::DW_ATE_signed_char.0);
                let step = IntStep::Convert {
                    from_bits: u32::try_from(from).ok()?,
                    to_bits: u32::try_from(to).ok()?,
                    signed,
                };
                (step, 2)
            }
            [a, ..] if is(a, c::DW_OP_plus_uconst) => {
                let [n] = a.args.as_slice() else { return None };
                (IntStep::Binary(IntBinary::Add, *n), 1)
            }
            [a, b, ..] if constant(a).is_some() && binary(b).is_some() => {
                (IntStep::Binary(binary(b)?, constant(a)?), 2)
            }
            _ => return None,
        };
        steps.push(step);
        rest = &rest[used..];
    }
    (!steps.is_empty()).then_some(steps)
}
