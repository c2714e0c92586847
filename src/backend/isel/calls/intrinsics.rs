//! Calls of LLVM intrinsics: the ones that emit nothing, memcpy/memmove/memset, vector
//! reductions, math and integer intrinsics as OpenCL.std instructions (fmuladd, min/max, ctpop,
//! ...), and byte swaps and funnel shifts as core shift sequences.

use rspirv::spirv::{OpenclStd100Op, StorageClass, Word};

use super::opencl_std::ext_inst;
use super::{binop, constant_u64, emit_value, emits_no_code, operands, unsupported};
use crate::backend::LowerError;
use crate::backend::isel::flavour::FlavourLowering;
use crate::backend::isel::function::FunctionLowering;
use crate::backend::isel::select::{Kind, kind_of, splat_int as int_constant};
use crate::backend::isel::state::module_variable;
use crate::backend::module::core_build as build;
use crate::backend::module::core_build::DecorationOperand;
use crate::backend::module::spirv::TypeKey;
use crate::ir::{Instruction, TypeRef, Value};

use OpenclStd100Op as Cl;

/// `llvm.<name>` (given without the prefix): nothing, a copy, memory copies, reductions, or
/// the OpenCL.std instruction or core sequence computing the same value.
pub(super) fn lower_intrinsic<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    i: &Instruction,
    name: &str,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let base = name.split('.').next().unwrap_or(name);
    let family = |prefix: &str| name == prefix || name.starts_with(&format!("{prefix}."));
    if family("stacksave") {
        check_stack_save_uses(fl, i)?;
    }
    if emits_no_code(name) {
        return Ok(());
    }
    if family("expect") || family("annotation") || family("launder.invariant.group") {
        let t = fl.ty(i.ty)?;
        let a = fl.operand(args[0])?;
        copy_to_result(fl, t, result, a);
        return Ok(());
    }
    if family("memcpy") || family("memmove") {
        let [dst, src, len, ..] = args else {
            return Err(LowerError::Invalid("memcpy needs three operands".into()));
        };
        let d = fl.operand(*dst)?;
        let s = fl.operand(*src)?;
        let l = fl.operand(*len)?;
        copy_memory_sized(fl, d, s, l);
        return Ok(());
    }
    if family("memset") {
        return lower_memset(fl, args);
    }
    if let Some(reduction) = name.strip_prefix("vector.reduce.") {
        return lower_reduction(
            fl,
            i,
            reduction.split('.').next().unwrap_or(""),
            args,
            result,
        );
    }
    let t = fl.ty(i.ty)?;
    let (kind, _) = kind_of(fl, i.ty);
    let (instruction, arity) = match base {
        "ceil" => (Cl::ceil, 1),
        "cos" => (Cl::cos, 1),
        "exp" => (Cl::exp, 1),
        "exp2" => (Cl::exp2, 1),
        "floor" => (Cl::floor, 1),
        "log" => (Cl::log, 1),
        "log10" => (Cl::log10, 1),
        "log2" => (Cl::log2, 1),
        "rint" => (Cl::rint, 1),
        "round" => (Cl::round, 1),
        "sin" => (Cl::sin, 1),
        "sqrt" => (Cl::sqrt, 1),
        "trunc" => (Cl::trunc, 1),
        "fmuladd" | "fma" => (Cl::fma, 3),
        "fabs" => (Cl::fabs, 1),
        "copysign" => (Cl::copysign, 2),
        "minnum" | "minimum" => (Cl::fmin, 2),
        "maxnum" | "maximum" => (Cl::fmax, 2),
        "pow" => (Cl::pow, 2),
        "smin" => (Cl::s_min, 2),
        "smax" => (Cl::s_max, 2),
        "umin" => (Cl::u_min, 2),
        "umax" => (Cl::u_max, 2),
        // The i1 flag (is_int_min_poison / is_zero_poison) has no SPIR-V counterpart.
        "abs" => (Cl::s_abs, 1),
        "ctpop" => (Cl::popcount, 1),
        "ctlz" => (Cl::clz, 1),
        "cttz" => (Cl::ctz, 1),
        "bswap" => return lower_bswap(fl, i, args, result),
        "fshl" | "fshr" => return lower_funnel_shift(fl, i, base == "fshl", args, result),
        _ => return Err(unsupported(format!("intrinsic 'llvm.{name}'"))),
    };
    if args.len() < arity || matches!(kind, Kind::Other | Kind::Pointer(_)) {
        return Err(LowerError::Invalid(format!(
            "intrinsic 'llvm.{name}' operands"
        )));
    }
    let ids = operands(fl, &args[..arity])?;
    ext_inst(fl, t, result, instruction, &ids);
    Ok(())
}

/// memset with constant value and length: copy from a constant array of that many bytes.
fn lower_memset<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    args: &[Value],
) -> Result<(), LowerError> {
    let [dst, value, len, ..] = args else {
        return Err(LowerError::Invalid("memset needs three operands".into()));
    };
    let (Some(byte), Some(count)) = (constant_u64(fl, *value), constant_u64(fl, *len)) else {
        return Err(unsupported("memset with a non-constant value or length"));
    };
    if count == 0 {
        return Ok(());
    }
    if count > 1 << 20 {
        return Err(unsupported(format!("memset of {count} bytes")));
    }
    let spv = &mut fl.st.spv;
    let byte_ty = crate::backend::module::types::byte_type(spv);
    let len_id = spv.const_u32(count as u32);
    let array_ty = spv.type_id(TypeKey::Array(byte_ty, len_id));
    let init = if byte == 0 {
        spv.const_null(array_ty)
    } else {
        let b = spv.constant_words(byte_ty, vec![byte as u32 & 0xff]);
        spv.const_composite(array_ty, vec![b; count as usize])
    };
    let source = module_variable(fl.st, StorageClass::UniformConstant, array_ty, Some(init));
    fl.st.spv.decorate(source, DecorationOperand::Constant);
    let d = fl.operand(*dst)?;
    let l = fl.operand(*len)?;
    copy_memory_sized(fl, d, source, l);
    Ok(())
}

/// `OpCopyMemorySized` of `len` bytes from `source` to `destination` (all three ids).
fn copy_memory_sized<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    destination: Word,
    source: Word,
    len: Word,
) {
    fl.emit(
        build::CopyMemorySized {
            target: destination,
            source,
            size: len,
            memory_access: None,
            source_memory_access: None,
        }
        .into_instruction(),
    );
}

/// `llvm.vector.reduce.<op>`: extract every lane and fold (in lane order, which is also the
/// order the ordered floating-point reductions require).
fn lower_reduction<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    i: &Instruction,
    op: &str,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let t = fl.ty(i.ty)?;
    let (start, vector) = match (op, args) {
        ("fadd" | "fmul", [start, v]) => (Some(fl.operand(*start)?), *v),
        (_, [v]) => (None, *v),
        _ => return Err(LowerError::Invalid(format!("vector.reduce.{op} operands"))),
    };
    let lanes = fl
        .value_type(vector)
        .map(|vt| kind_of(fl, vt).1)
        .ok_or_else(|| LowerError::Invalid("reduction of an untyped value".into()))?;
    let combine =
        |acc: Word, x: Word, fl: &mut FunctionLowering<'_, '_, F>| -> Result<Word, LowerError> {
            let ext = |instruction: OpenclStd100Op, fl: &mut FunctionLowering<'_, '_, F>| {
                let id = fl.st.spv.id();
                ext_inst(fl, t, Some(id), instruction, &[acc, x]);
                id
            };
            Ok(match op {
                "add" => binop(fl, build::BinaryOp::IAdd, t, acc, x),
                "mul" => binop(fl, build::BinaryOp::IMul, t, acc, x),
                "and" => binop(fl, build::BinaryOp::BitwiseAnd, t, acc, x),
                "or" => binop(fl, build::BinaryOp::BitwiseOr, t, acc, x),
                "xor" => binop(fl, build::BinaryOp::BitwiseXor, t, acc, x),
                "fadd" => binop(fl, build::BinaryOp::FAdd, t, acc, x),
                "fmul" => binop(fl, build::BinaryOp::FMul, t, acc, x),
                "smax" => ext(Cl::s_max, fl),
                "smin" => ext(Cl::s_min, fl),
                "umax" => ext(Cl::u_max, fl),
                "umin" => ext(Cl::u_min, fl),
                "fmax" => ext(Cl::fmax, fl),
                "fmin" => ext(Cl::fmin, fl),
                _ => return Err(unsupported(format!("intrinsic 'llvm.vector.reduce.{op}'"))),
            })
        };
    let v = fl.operand(vector)?;
    let mut acc = start;
    for lane in 0..lanes {
        let x = emit_value(fl, |id| {
            build::CompositeExtract {
                composite: v,
                indexes: vec![lane],
            }
            .with_result(t, id)
        });
        acc = Some(match acc {
            None => x,
            Some(a) => combine(a, x, fl)?,
        });
    }
    let value = acc.ok_or_else(|| LowerError::Invalid("reduction of an empty vector".into()))?;
    copy_to_result(fl, t, result, value);
    Ok(())
}

/// `OpCopyObject` of `value` into the call's result id: a computed chain (or a value passed
/// through) ends in the id the call's users name.
fn copy_to_result<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    ty: Word,
    result: Option<Word>,
    value: Word,
) {
    fl.emit(
        build::Unary {
            op: build::UnaryOp::CopyObject,
            operand: value,
        }
        .with_optional_result(ty, result),
    );
}

fn int_shape<F: FlavourLowering>(
    fl: &FunctionLowering<'_, '_, F>,
    ty: TypeRef,
) -> Result<(u32, u32), LowerError> {
    match kind_of(fl, ty) {
        (Kind::Int(bits), lanes) => Ok((bits, lanes)),
        _ => Err(LowerError::Invalid(
            "integer intrinsic on a non-integer".into(),
        )),
    }
}

/// Byte swap by shifting each byte into place (OpenCL.std has no bswap).
fn lower_bswap<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    i: &Instruction,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let (bits, lanes) = int_shape(fl, i.ty)?;
    let t = fl.ty(i.ty)?;
    let x = fl.operand(args[0])?;
    let bytes = bits / 8;
    let mut acc: Option<Word> = None;
    for b in 0..bytes {
        let from = b * 8;
        let to = (bytes - 1 - b) * 8;
        let mask = int_constant(fl, t, bits, lanes, 0xff_i64 << from);
        let masked = binop(fl, build::BinaryOp::BitwiseAnd, t, x, mask);
        let moved = if to > from {
            let s = int_constant(fl, t, bits, lanes, i64::from(to - from));
            binop(fl, build::BinaryOp::ShiftLeftLogical, t, masked, s)
        } else if from > to {
            let s = int_constant(fl, t, bits, lanes, i64::from(from - to));
            binop(fl, build::BinaryOp::ShiftRightLogical, t, masked, s)
        } else {
            masked
        };
        acc = Some(match acc {
            None => moved,
            Some(a) => binop(fl, build::BinaryOp::BitwiseOr, t, a, moved),
        });
    }
    let value =
        acc.ok_or_else(|| LowerError::Invalid("bswap of a type narrower than a byte".into()))?;
    copy_to_result(fl, t, result, value);
    Ok(())
}

/// fshl(a, b, s) = (a << s%w) | (b >> (w - s%w)), written so no shift reaches the width;
/// rotates (a == b) use OpenCL.std rotate.
fn lower_funnel_shift<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    i: &Instruction,
    left: bool,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let (bits, lanes) = int_shape(fl, i.ty)?;
    let t = fl.ty(i.ty)?;
    let [a, b, s] = args else {
        return Err(LowerError::Invalid(
            "funnel shift needs three operands".into(),
        ));
    };
    let (a_id, b_id, s_id) = (fl.operand(*a)?, fl.operand(*b)?, fl.operand(*s)?);
    let mask = int_constant(fl, t, bits, lanes, i64::from(bits - 1));
    let amount = binop(fl, build::BinaryOp::BitwiseAnd, t, s_id, mask);
    if a == b {
        let rotate_by = if left {
            amount
        } else {
            let w = int_constant(fl, t, bits, lanes, i64::from(bits));
            let r = binop(fl, build::BinaryOp::ISub, t, w, amount);
            binop(fl, build::BinaryOp::BitwiseAnd, t, r, mask)
        };
        ext_inst(fl, t, result, Cl::rotate, &[a_id, rotate_by]);
        return Ok(());
    }
    let one = int_constant(fl, t, bits, lanes, 1);
    let inverse = binop(fl, build::BinaryOp::ISub, t, mask, amount);
    let value = if left {
        let hi = binop(fl, build::BinaryOp::ShiftLeftLogical, t, a_id, amount);
        let b1 = binop(fl, build::BinaryOp::ShiftRightLogical, t, b_id, one);
        let lo = binop(fl, build::BinaryOp::ShiftRightLogical, t, b1, inverse);
        binop(fl, build::BinaryOp::BitwiseOr, t, hi, lo)
    } else {
        let a1 = binop(fl, build::BinaryOp::ShiftLeftLogical, t, a_id, one);
        let hi = binop(fl, build::BinaryOp::ShiftLeftLogical, t, a1, inverse);
        let lo = binop(fl, build::BinaryOp::ShiftRightLogical, t, b_id, amount);
        binop(fl, build::BinaryOp::BitwiseOr, t, hi, lo)
    };
    copy_to_result(fl, t, result, value);
    Ok(())
}

/// `llvm.stacksave` emits nothing (a stack pointer only matters to dynamic allocas, which are
/// refused), so its result may only go to `llvm.stackrestore`, which emits nothing either.
fn check_stack_save_uses<F: FlavourLowering>(
    fl: &FunctionLowering<'_, '_, F>,
    save: &Instruction,
) -> Result<(), LowerError> {
    let save_id =
        fl.f.insts
            .iter()
            .position(|x| std::ptr::eq(x, save))
            .map(|p| crate::ir::InstId(p as u32));
    let is_restore = |user: &Instruction| {
        matches!(&user.detail, crate::ir::InstDetail::Call { callee: Some(c) }
            if c.starts_with("llvm.stackrestore"))
    };
    let escapes = fl.f.insts.iter().any(|user| {
        save_id.is_some_and(|s| user.operands.contains(&Value::Inst(s))) && !is_restore(user)
    });
    if escapes {
        return Err(unsupported(
            "use of an 'llvm.stacksave' result other than by 'llvm.stackrestore' (nsdi has no \
             stack pointer: it lowers both to nothing)",
        ));
    }
    Ok(())
}
