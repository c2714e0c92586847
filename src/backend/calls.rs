//! Calls: to defined functions, to LLVM intrinsics, to OpenCL builtins (by mangled name, see
//! `builtins`), and to other declared functions (imported through Linkage); plus the IR-level
//! atomic instructions, which share the scope/semantics rules with the atomic builtins.

use rspirv::dr::Operand;
use rspirv::spirv::{
    BuiltIn, Capability, Decoration, FPRoundingMode, FunctionControl, LinkageType, Op,
    StorageClass, Word,
};

use super::LowerError;
use super::asm_printer::module_variable;
use super::builtins::{self, Builtin, ParamType, ScalarKind};
use super::function::FunctionLowering;
use super::select::{Kind, kind_of, splat_int as int_constant};
use super::spirv::{TypeKey, inst};
use crate::ir::{Constant, FuncId, InstDetail, InstId, Instruction, Type, TypeRef, Value};

const OPENCL_STD: &str = "OpenCL.std";

// OpenCL.std instruction numbers (extinst.opencl.std.100.grammar.json).
mod ocl {
    pub const FABS: u32 = 23;
    pub const FMA: u32 = 26;
    pub const FMAX: u32 = 27;
    pub const FMIN: u32 = 28;
    pub const S_ABS: u32 = 141;
    pub const CLZ: u32 = 151;
    pub const CTZ: u32 = 152;
    pub const S_MAX: u32 = 156;
    pub const U_MAX: u32 = 157;
    pub const S_MIN: u32 = 158;
    pub const U_MIN: u32 = 159;
    pub const ROTATE: u32 = 161;
    pub const POPCOUNT: u32 = 166;
    pub const COPYSIGN: u32 = 13;
    pub const UNARY_MATH: &[(&str, u32)] = &[
        ("ceil", 12),
        ("cos", 14),
        ("exp", 19),
        ("exp2", 20),
        ("floor", 25),
        ("log", 37),
        ("log10", 39),
        ("log2", 38),
        ("rint", 53),
        ("round", 55),
        ("sin", 57),
        ("sqrt", 61),
        ("trunc", 66),
    ];
    pub const POW: u32 = 48;
}

fn unsupported(what: impl Into<String>) -> LowerError {
    LowerError::Unsupported(what.into())
}

pub fn lower_call(
    fl: &mut FunctionLowering<'_, '_>,
    id: InstId,
    callee: Option<String>,
) -> Result<(), LowerError> {
    let i = fl.f.inst(id);
    let result = fl.ids.values[id.0 as usize];
    // Operands are (args..., callee).
    let args: Vec<Value> = i.operands[..i.operands.len().saturating_sub(1)].to_vec();
    let callee_fn = match i.operands.last() {
        Some(Value::Function(f)) => *f,
        _ => return Err(unsupported("indirect call (function pointers)")),
    };
    let name = callee.unwrap_or_default();
    let target = &fl.st.ir.functions[callee_fn.0 as usize];
    if !target.is_declaration() {
        return direct_call(fl, i, callee_fn, &args, result);
    }
    if let Some(intrinsic) = name.strip_prefix("llvm.") {
        return lower_intrinsic(fl, i, intrinsic, &args, result);
    }
    if let Some(builtin) = builtins::classify(&name) {
        return lower_builtin(fl, i, &name, builtin, &args, result);
    }
    if let Some(space) = match name.as_str() {
        "__to_global" => Some(StorageClass::CrossWorkgroup),
        "__to_local" => Some(StorageClass::Workgroup),
        "__to_private" => Some(StorageClass::Function),
        _ => None,
    } {
        // OpenCL 2.0 to_global/to_local/to_private: a checked cast from the generic space.
        let t = fl.ty(i.ty)?;
        let p = fl.operand(args[0])?;
        fl.emit(inst(
            Op::GenericCastToPtrExplicit,
            Some(t),
            result,
            vec![Operand::IdRef(p), Operand::StorageClass(space)],
        ));
        return Ok(());
    }
    if name.starts_with("_Z") || name.starts_with("__") {
        return Err(unsupported(format!("call to unknown builtin '{name}'")));
    }
    declare_import(fl, callee_fn)?;
    direct_call(fl, i, callee_fn, &args, result)
}

fn direct_call(
    fl: &mut FunctionLowering<'_, '_>,
    i: &Instruction,
    callee: FuncId,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let ret = fl.ty(i.ty)?;
    let call =
        fl.f.insts
            .iter()
            .position(|x| std::ptr::eq(x, i))
            .map(|p| p as u32);
    let mut operands = vec![Operand::IdRef(fl.st.functions[callee.0 as usize])];
    for (n, a) in args.iter().enumerate() {
        let mut id = fl.operand(*a)?;
        if let Some(&temp) = call.and_then(|c| fl.ids.byval_copies.get(&(c, n as u32))) {
            // byval: copy the argument into the caller's temporary and pass that.
            let space = fl.address_space_of(*a)?;
            let t = fl.st.ir.functions[callee.0 as usize].params[n]
                .byval
                .ok_or_else(|| LowerError::Invalid("byval temporary without a type".into()))?;
            let pointee = fl.ty(t)?;
            let source = fl.typed_pointer(id, space, pointee)?;
            fl.emit(inst(
                Op::CopyMemory,
                None,
                None,
                vec![Operand::IdRef(temp), Operand::IdRef(source)],
            ));
            let canonical = fl.canonical_pointer(0)?;
            id = fl.st.spv.id();
            fl.emit(inst(
                Op::Bitcast,
                Some(canonical),
                Some(id),
                vec![Operand::IdRef(temp)],
            ));
        }
        operands.push(Operand::IdRef(id));
    }
    let result = result.or_else(|| Some(fl.st.spv.id()));
    fl.emit(inst(Op::FunctionCall, Some(ret), result, operands));
    Ok(())
}

/// Declares a body-less function with Import linkage (once).
fn declare_import(fl: &mut FunctionLowering<'_, '_>, f: FuncId) -> Result<(), LowerError> {
    if fl.st.imported.insert(f.0, ()).is_some() {
        return Ok(());
    }
    let func = &fl.st.ir.functions[f.0 as usize];
    let Type::Function { ret, .. } = fl.st.ir.ty(func.ty).clone() else {
        return Err(LowerError::Invalid(
            "declaration without a function type".into(),
        ));
    };
    let ret = fl.ty(ret)?;
    let fn_ty = fl.ty(func.ty)?;
    let id = fl.st.functions[f.0 as usize];
    let mut decl = vec![inst(
        Op::Function,
        Some(ret),
        Some(id),
        vec![
            Operand::FunctionControl(FunctionControl::NONE),
            Operand::IdRef(fn_ty),
        ],
    )];
    for p in &func.params {
        let t = fl.ty(p.ty)?;
        let pid = fl.st.spv.id();
        decl.push(inst(Op::FunctionParameter, Some(t), Some(pid), vec![]));
    }
    decl.push(inst(Op::FunctionEnd, None, None, vec![]));
    fl.st.spv.function_declarations.extend(decl);
    fl.st.spv.require(Capability::Linkage);
    fl.st.spv.name(id, &func.name);
    fl.st.spv.decorate(
        id,
        Decoration::LinkageAttributes,
        vec![
            Operand::LiteralString(func.name.clone()),
            Operand::LinkageType(LinkageType::Import),
        ],
    );
    Ok(())
}

/// Whether an intrinsic (name without `llvm.`, e.g. `lifetime.start.p0`) lowers to nothing at
/// all: lifetime markers, `assume`, scope declarations, annotations and `dbg.*`.
///
/// Public because the round-trip checker skips the same calls when it matches debug uses to
/// code: an instruction that emits nothing has no place in the line table.
///
/// ```
/// use nsdi::backend::emits_no_code;
///
/// assert!(emits_no_code("lifetime.start.p0"));
/// assert!(emits_no_code("dbg.value"));
/// assert!(!emits_no_code("memcpy.p1.p1.i64"));
/// ```
pub fn emits_no_code(name: &str) -> bool {
    let family = |prefix: &str| name == prefix || name.starts_with(&format!("{prefix}."));
    [
        "lifetime.start",
        "lifetime.end",
        "assume",
        "experimental.noalias.scope.decl",
    ]
    .into_iter()
    .chain([
        "var.annotation",
        "invariant.end",
        "sideeffect",
        "donothing",
        "dbg",
    ])
    .any(family)
}

fn ext_inst(
    fl: &mut FunctionLowering<'_, '_>,
    ty: Word,
    result: Option<Word>,
    opcode: u32,
    args: &[Word],
) {
    let set = fl.st.spv.ext_import(OPENCL_STD);
    let mut operands = vec![Operand::IdRef(set), Operand::LiteralExtInstInteger(opcode)];
    operands.extend(args.iter().map(|a| Operand::IdRef(*a)));
    let result = result.or_else(|| Some(fl.st.spv.id()));
    fl.emit(inst(Op::ExtInst, Some(ty), result, operands));
}

fn operands(fl: &mut FunctionLowering<'_, '_>, args: &[Value]) -> Result<Vec<Word>, LowerError> {
    args.iter().map(|a| fl.operand(*a)).collect()
}

fn lower_intrinsic(
    fl: &mut FunctionLowering<'_, '_>,
    i: &Instruction,
    name: &str,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let base = name.split('.').next().unwrap_or(name);
    let family = |prefix: &str| name == prefix || name.starts_with(&format!("{prefix}."));
    if emits_no_code(name) {
        return Ok(());
    }
    if family("expect") || family("annotation") || family("launder.invariant.group") {
        let t = fl.ty(i.ty)?;
        let a = fl.operand(args[0])?;
        fl.emit(inst(
            Op::CopyObject,
            Some(t),
            result,
            vec![Operand::IdRef(a)],
        ));
        return Ok(());
    }
    if family("memcpy") || family("memmove") {
        let [dst, src, len, ..] = args else {
            return Err(LowerError::Invalid("memcpy needs three operands".into()));
        };
        let d = fl.operand(*dst)?;
        let s = fl.operand(*src)?;
        let l = fl.operand(*len)?;
        fl.emit(inst(
            Op::CopyMemorySized,
            None,
            None,
            vec![Operand::IdRef(d), Operand::IdRef(s), Operand::IdRef(l)],
        ));
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
    let unary = ocl::UNARY_MATH
        .iter()
        .find(|(n, _)| *n == base)
        .map(|(_, op)| *op);
    let (opcode, arity) = match (base, unary) {
        (_, Some(op)) => (op, 1),
        ("fmuladd" | "fma", _) => (ocl::FMA, 3),
        ("fabs", _) => (ocl::FABS, 1),
        ("copysign", _) => (ocl::COPYSIGN, 2),
        ("minnum" | "minimum", _) => (ocl::FMIN, 2),
        ("maxnum" | "maximum", _) => (ocl::FMAX, 2),
        ("pow", _) => (ocl::POW, 2),
        ("smin", _) => (ocl::S_MIN, 2),
        ("smax", _) => (ocl::S_MAX, 2),
        ("umin", _) => (ocl::U_MIN, 2),
        ("umax", _) => (ocl::U_MAX, 2),
        // The i1 flag (is_int_min_poison / is_zero_poison) has no SPIR-V counterpart.
        ("abs", _) => (ocl::S_ABS, 1),
        ("ctpop", _) => (ocl::POPCOUNT, 1),
        ("ctlz", _) => (ocl::CLZ, 1),
        ("cttz", _) => (ocl::CTZ, 1),
        ("bswap", _) => return lower_bswap(fl, i, args, result),
        ("fshl" | "fshr", _) => return lower_funnel_shift(fl, i, base == "fshl", args, result),
        _ => return Err(unsupported(format!("intrinsic 'llvm.{name}'"))),
    };
    if args.len() < arity || matches!(kind, Kind::Other | Kind::Pointer(_)) {
        return Err(LowerError::Invalid(format!(
            "intrinsic 'llvm.{name}' operands"
        )));
    }
    let ids = operands(fl, &args[..arity])?;
    ext_inst(fl, t, result, opcode, &ids);
    Ok(())
}

/// memset with constant value and length: copy from a constant array of that many bytes.
fn lower_memset(fl: &mut FunctionLowering<'_, '_>, args: &[Value]) -> Result<(), LowerError> {
    let [dst, value, len, ..] = args else {
        return Err(LowerError::Invalid("memset needs three operands".into()));
    };
    let constant = |v: &Value| match v {
        Value::Const(c) => match fl.st.ir.constant(*c) {
            Constant::Int { value, .. } => Some(*value),
            _ => None,
        },
        _ => None,
    };
    let (Some(byte), Some(count)) = (constant(value), constant(len)) else {
        return Err(unsupported("memset with a non-constant value or length"));
    };
    if count == 0 {
        return Ok(());
    }
    if count > 1 << 20 {
        return Err(unsupported(format!("memset of {count} bytes")));
    }
    let spv = &mut fl.st.spv;
    let byte_ty = super::types::byte_type(spv);
    let len_id = spv.const_u32(count as u32);
    let array_ty = spv.type_id(TypeKey::Array(byte_ty, len_id));
    let init = if byte == 0 {
        spv.const_null(array_ty)
    } else {
        let b = spv.constant_words(byte_ty, vec![byte as u32 & 0xff]);
        spv.const_composite(array_ty, vec![b; count as usize])
    };
    let source = module_variable(fl.st, StorageClass::UniformConstant, array_ty, Some(init));
    fl.st.spv.decorate(source, Decoration::Constant, vec![]);
    let d = fl.operand(*dst)?;
    let l = fl.operand(*len)?;
    fl.emit(inst(
        Op::CopyMemorySized,
        None,
        None,
        vec![Operand::IdRef(d), Operand::IdRef(source), Operand::IdRef(l)],
    ));
    Ok(())
}

/// `llvm.vector.reduce.<op>`: extract every lane and fold (in lane order, which is also the
/// order the ordered floating-point reductions require).
fn lower_reduction(
    fl: &mut FunctionLowering<'_, '_>,
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
        |acc: Word, x: Word, fl: &mut FunctionLowering<'_, '_>| -> Result<Word, LowerError> {
            let ext = |opcode: u32, fl: &mut FunctionLowering<'_, '_>| {
                let id = fl.st.spv.id();
                ext_inst(fl, t, Some(id), opcode, &[acc, x]);
                id
            };
            Ok(match op {
                "add" => binop(fl, Op::IAdd, t, acc, x),
                "mul" => binop(fl, Op::IMul, t, acc, x),
                "and" => binop(fl, Op::BitwiseAnd, t, acc, x),
                "or" => binop(fl, Op::BitwiseOr, t, acc, x),
                "xor" => binop(fl, Op::BitwiseXor, t, acc, x),
                "fadd" => binop(fl, Op::FAdd, t, acc, x),
                "fmul" => binop(fl, Op::FMul, t, acc, x),
                "smax" => ext(ocl::S_MAX, fl),
                "smin" => ext(ocl::S_MIN, fl),
                "umax" => ext(ocl::U_MAX, fl),
                "umin" => ext(ocl::U_MIN, fl),
                "fmax" => ext(ocl::FMAX, fl),
                "fmin" => ext(ocl::FMIN, fl),
                _ => return Err(unsupported(format!("intrinsic 'llvm.vector.reduce.{op}'"))),
            })
        };
    let v = fl.operand(vector)?;
    let mut acc = start;
    for lane in 0..lanes {
        let x = fl.st.spv.id();
        fl.emit(inst(
            Op::CompositeExtract,
            Some(t),
            Some(x),
            vec![Operand::IdRef(v), Operand::LiteralBit32(lane)],
        ));
        acc = Some(match acc {
            None => x,
            Some(a) => combine(a, x, fl)?,
        });
    }
    let value = acc.ok_or_else(|| LowerError::Invalid("reduction of an empty vector".into()))?;
    fl.emit(inst(
        Op::CopyObject,
        Some(t),
        result,
        vec![Operand::IdRef(value)],
    ));
    Ok(())
}

/// A chain of `op(acc, x)` binary instructions helper.
fn binop(fl: &mut FunctionLowering<'_, '_>, op: Op, ty: Word, a: Word, b: Word) -> Word {
    let id = fl.st.spv.id();
    fl.emit(inst(
        op,
        Some(ty),
        Some(id),
        vec![Operand::IdRef(a), Operand::IdRef(b)],
    ));
    id
}

fn int_shape(fl: &FunctionLowering<'_, '_>, ty: TypeRef) -> Result<(u32, u32), LowerError> {
    match kind_of(fl, ty) {
        (Kind::Int(bits), lanes) => Ok((bits, lanes)),
        _ => Err(LowerError::Invalid(
            "integer intrinsic on a non-integer".into(),
        )),
    }
}

/// Byte swap by shifting each byte into place (OpenCL.std has no bswap).
fn lower_bswap(
    fl: &mut FunctionLowering<'_, '_>,
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
        let masked = binop(fl, Op::BitwiseAnd, t, x, mask);
        let moved = if to > from {
            let s = int_constant(fl, t, bits, lanes, i64::from(to - from));
            binop(fl, Op::ShiftLeftLogical, t, masked, s)
        } else if from > to {
            let s = int_constant(fl, t, bits, lanes, i64::from(from - to));
            binop(fl, Op::ShiftRightLogical, t, masked, s)
        } else {
            masked
        };
        acc = Some(match acc {
            None => moved,
            Some(a) => binop(fl, Op::BitwiseOr, t, a, moved),
        });
    }
    let value =
        acc.ok_or_else(|| LowerError::Invalid("bswap of a type narrower than a byte".into()))?;
    fl.emit(inst(
        Op::CopyObject,
        Some(t),
        result,
        vec![Operand::IdRef(value)],
    ));
    Ok(())
}

/// fshl(a, b, s) = (a << s%w) | (b >> (w - s%w)), written so no shift reaches the width;
/// rotates (a == b) use OpenCL.std rotate.
fn lower_funnel_shift(
    fl: &mut FunctionLowering<'_, '_>,
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
    let amount = binop(fl, Op::BitwiseAnd, t, s_id, mask);
    if a == b {
        let rotate_by = if left {
            amount
        } else {
            let w = int_constant(fl, t, bits, lanes, i64::from(bits));
            let r = binop(fl, Op::ISub, t, w, amount);
            binop(fl, Op::BitwiseAnd, t, r, mask)
        };
        ext_inst(fl, t, result, ocl::ROTATE, &[a_id, rotate_by]);
        return Ok(());
    }
    let one = int_constant(fl, t, bits, lanes, 1);
    let inverse = binop(fl, Op::ISub, t, mask, amount);
    let value = if left {
        let hi = binop(fl, Op::ShiftLeftLogical, t, a_id, amount);
        let b1 = binop(fl, Op::ShiftRightLogical, t, b_id, one);
        let lo = binop(fl, Op::ShiftRightLogical, t, b1, inverse);
        binop(fl, Op::BitwiseOr, t, hi, lo)
    } else {
        let a1 = binop(fl, Op::ShiftLeftLogical, t, a_id, one);
        let hi = binop(fl, Op::ShiftLeftLogical, t, a1, inverse);
        let lo = binop(fl, Op::ShiftRightLogical, t, b_id, amount);
        binop(fl, Op::BitwiseOr, t, hi, lo)
    };
    fl.emit(inst(
        Op::CopyObject,
        Some(t),
        result,
        vec![Operand::IdRef(value)],
    ));
    Ok(())
}

fn constant_u64(fl: &FunctionLowering<'_, '_>, v: Value) -> Option<u64> {
    match v {
        Value::Const(c) => match fl.st.ir.constant(c) {
            Constant::Int { value, .. } => Some(*value),
            _ => None,
        },
        _ => None,
    }
}

/// SPIR-V Scope of an OpenCL `memory_scope` value.
fn scope_of(memory_scope: u64) -> Option<u32> {
    Some(match memory_scope {
        0 => 4, // work_item -> Invocation
        1 => 2, // work_group -> Workgroup
        2 => 1, // device -> Device
        3 => 0, // all_svm_devices -> CrossDevice
        4 => 3, // sub_group -> Subgroup
        _ => return None,
    })
}

/// SPIR-V memory-order bits of an OpenCL/C11 `memory_order` value.
fn order_bits(memory_order: u64) -> Option<u32> {
    Some(match memory_order {
        0 => 0,
        1 | 2 => 0x2,
        3 => 0x4,
        4 => 0x8,
        5 => 0x10,
        _ => return None,
    })
}

/// Storage-class semantics bits for atomics through a pointer in `space`.
fn storage_bits(space: u32) -> u32 {
    match space {
        1 => 0x200,
        3 => 0x100,
        4 => 0x300,
        _ => 0,
    }
}

/// CLK_*_MEM_FENCE flags to semantics storage bits.
fn fence_flag_bits(flags: u64) -> u32 {
    let mut bits = 0;
    if flags & 1 != 0 {
        bits |= 0x100;
    }
    if flags & 2 != 0 {
        bits |= 0x200;
    }
    if flags & 4 != 0 {
        bits |= 0x800;
    }
    bits
}

fn lower_builtin(
    fl: &mut FunctionLowering<'_, '_>,
    i: &Instruction,
    name: &str,
    builtin: Builtin,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    match builtin {
        Builtin::WorkItem { builtin, takes_dim } => {
            lower_work_item(fl, i, builtin, takes_dim, args, result)
        }
        Builtin::OpenClStd { opcode, .. } => {
            let t = fl.ty(i.ty)?;
            let params = builtins::demangle(name)
                .map(|d| d.params)
                .unwrap_or_default();
            let mut ids = Vec::with_capacity(args.len());
            for (n, a) in args.iter().enumerate() {
                let id = fl.operand(*a)?;
                // Pointer arguments (fract, modf, sincos, frexp, ...) point to their own
                // element type, as the mangled parameter says.
                let id = match (
                    params.get(n),
                    fl.value_type(*a).map(|t| fl.st.ir.ty(t).clone()),
                ) {
                    (Some(ParamType::Pointer { pointee, .. }), Some(Type::Pointer(space))) => {
                        let pointee = param_type(fl, pointee)?;
                        fl.typed_pointer(id, space, pointee)?
                    }
                    _ => id,
                };
                ids.push(id);
            }
            ext_inst(fl, t, result, opcode, &ids);
            Ok(())
        }
        Builtin::Barrier { has_scope } => {
            let flags = args.first().and_then(|a| constant_u64(fl, *a));
            let flags = flags.ok_or_else(|| unsupported("barrier with non-constant flags"))?;
            let scope = if has_scope {
                args.get(1)
                    .and_then(|a| constant_u64(fl, *a))
                    .and_then(scope_of)
                    .ok_or_else(|| unsupported("barrier with a non-constant scope"))?
            } else {
                2
            };
            let sem = if flags == 0 {
                0
            } else {
                0x10 | fence_flag_bits(flags)
            };
            let exec = fl.st.spv.const_u32(2);
            let mem = fl.st.spv.const_u32(scope);
            let sem = fl.st.spv.const_u32(sem);
            fl.emit(inst(
                Op::ControlBarrier,
                None,
                None,
                vec![
                    Operand::IdRef(exec),
                    Operand::IdRef(mem),
                    Operand::IdRef(sem),
                ],
            ));
            Ok(())
        }
        Builtin::MemFence { .. } => {
            let flags = args.first().and_then(|a| constant_u64(fl, *a));
            let flags = flags.ok_or_else(|| unsupported("fence with non-constant flags"))?;
            let order = match args.get(1) {
                Some(a) => constant_u64(fl, *a)
                    .and_then(order_bits)
                    .ok_or_else(|| unsupported("fence with a non-constant order"))?,
                None => 0x8,
            };
            let scope = match args.get(2) {
                Some(a) => constant_u64(fl, *a)
                    .and_then(scope_of)
                    .ok_or_else(|| unsupported("fence with a non-constant scope"))?,
                None => 2,
            };
            let mem = fl.st.spv.const_u32(scope);
            let sem = fl.st.spv.const_u32(order | fence_flag_bits(flags));
            fl.emit(inst(
                Op::MemoryBarrier,
                None,
                None,
                vec![Operand::IdRef(mem), Operand::IdRef(sem)],
            ));
            Ok(())
        }
        Builtin::Atomic {
            op,
            explicit_order,
            explicit_scope,
        } => lower_atomic_builtin(fl, i, op, explicit_order, explicit_scope, args, result),
        Builtin::Convert { saturate, rounding } => {
            lower_convert(fl, i, name, saturate, rounding, args, result)
        }
        Builtin::VectorLoadStore {
            opcode,
            name: op_name,
            lanes,
        } => lower_vector_load_store(fl, i, name, opcode, op_name, lanes, args, result),
        Builtin::CoreOp { op } => lower_core_op(fl, i, op, args, result),
    }
}

/// The SPIR-V type of a demangled builtin parameter (scalars and vectors only).
fn param_type(fl: &mut FunctionLowering<'_, '_>, p: &ParamType) -> Result<Word, LowerError> {
    let ParamType::Scalar { kind, bits, lanes } = p else {
        return Err(unsupported(format!("builtin parameter {p:?}")));
    };
    let spv = &mut fl.st.spv;
    let scalar = match kind {
        ScalarKind::Float => {
            match bits {
                16 => spv.require(Capability::Float16),
                64 => spv.require(Capability::Float64),
                _ => {}
            }
            spv.type_id(TypeKey::Float(*bits))
        }
        ScalarKind::Signed | ScalarKind::Unsigned => fl.st.types.int_type(&mut fl.st.spv, *bits),
        _ => return Err(unsupported(format!("builtin parameter {p:?}"))),
    };
    Ok(if *lanes > 1 {
        fl.st.spv.type_id(TypeKey::Vector(scalar, *lanes))
    } else {
        scalar
    })
}

fn lower_work_item(
    fl: &mut FunctionLowering<'_, '_>,
    i: &Instruction,
    builtin: &'static str,
    takes_dim: bool,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let t = fl.ty(i.ty)?;
    let var_ty = if takes_dim {
        fl.st.spv.type_id(TypeKey::Vector(t, 3))
    } else {
        t
    };
    let var = match fl.st.builtin_vars.get(builtin) {
        Some(&v) => v,
        None => {
            let b: BuiltIn = builtin
                .parse()
                .map_err(|_| LowerError::Invalid(format!("unknown BuiltIn {builtin}")))?;
            let v = module_variable(fl.st, StorageClass::Input, var_ty, None);
            fl.st
                .spv
                .decorate(v, Decoration::BuiltIn, vec![Operand::BuiltIn(b)]);
            fl.st.spv.decorate(v, Decoration::Constant, vec![]);
            fl.st.spv.name(v, &format!("__spirv_BuiltIn{builtin}"));
            fl.st.builtin_vars.insert(builtin, v);
            v
        }
    };
    if !takes_dim {
        fl.emit(inst(Op::Load, Some(t), result, vec![Operand::IdRef(var)]));
        return Ok(());
    }
    let loaded = fl.st.spv.id();
    fl.emit(inst(
        Op::Load,
        Some(var_ty),
        Some(loaded),
        vec![Operand::IdRef(var)],
    ));
    match args.first().and_then(|a| constant_u64(fl, *a)) {
        Some(dim) if dim < 3 => fl.emit(inst(
            Op::CompositeExtract,
            Some(t),
            result,
            vec![Operand::IdRef(loaded), Operand::LiteralBit32(dim as u32)],
        )),
        _ => {
            let dim = fl.operand(*args.first().ok_or_else(|| {
                LowerError::Invalid("work-item query without a dimension".into())
            })?)?;
            fl.emit(inst(
                Op::VectorExtractDynamic,
                Some(t),
                result,
                vec![Operand::IdRef(loaded), Operand::IdRef(dim)],
            ))
        }
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn lower_atomic_builtin(
    fl: &mut FunctionLowering<'_, '_>,
    i: &Instruction,
    op: &'static str,
    explicit_order: bool,
    explicit_scope: bool,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let Some((&ptr, rest)) = args.split_first() else {
        return Err(LowerError::Invalid(
            "atomic builtin without a pointer".into(),
        ));
    };
    let space = fl.address_space_of(ptr)?;
    let returns_bool = kind_of(fl, i.ty).0 == Kind::Bool;
    let compare_exchange = op == "OpAtomicCompareExchange";
    let value_count = match op {
        "OpAtomicLoad" | "OpAtomicIIncrement" | "OpAtomicIDecrement" => 0,
        _ if compare_exchange => 2,
        _ => 1,
    };
    if rest.len() < value_count {
        return Err(LowerError::Invalid(format!("{op} builtin operands")));
    }
    let (values, tail) = rest.split_at(value_count);
    let orders = if explicit_order {
        if compare_exchange { 2 } else { 1 }
    } else {
        0
    };
    let default = 0x10;
    let order_at = |fl: &FunctionLowering<'_, '_>, n: usize| -> Result<u32, LowerError> {
        if n >= orders {
            return Ok(default);
        }
        tail.get(n)
            .and_then(|a| constant_u64(fl, *a))
            .and_then(order_bits)
            .ok_or_else(|| unsupported("atomic with a non-constant memory order"))
    };
    let scope = if explicit_scope {
        tail.get(orders)
            .and_then(|a| constant_u64(fl, *a))
            .and_then(scope_of)
            .ok_or_else(|| unsupported("atomic with a non-constant memory scope"))?
    } else {
        1
    };
    let sem_eq = order_at(fl, 0)? | storage_bits(space);
    // The failure ordering may not be stronger than, nor release-flavoured like, the success one.
    let sem_neq = (order_at(fl, 1)? & !0xc) | storage_bits(space);
    // The atomic's value type: the stored/compared value's, or what it returns.
    let value_ty_ref = match values.last() {
        Some(v) if !returns_bool => fl.value_type(*v),
        Some(v) => fl.value_type(*v),
        None => Some(i.ty),
    }
    .ok_or_else(|| LowerError::Invalid("atomic value type".into()))?;
    let value_ty = fl.ty(value_ty_ref)?;
    if matches!(kind_of(fl, value_ty_ref).0, Kind::Int(64)) {
        fl.st.spv.require(Capability::Int64Atomics);
    }
    let p = fl.operand(ptr)?;
    let typed = fl.typed_pointer(p, space, value_ty)?;
    let scope_id = fl.st.spv.const_u32(scope);
    let eq_id = fl.st.spv.const_u32(sem_eq);
    let mut operands = vec![
        Operand::IdRef(typed),
        Operand::IdRef(scope_id),
        Operand::IdRef(eq_id),
    ];
    if op == "OpAtomicStore" {
        let v = fl.operand(values[0])?;
        operands.push(Operand::IdRef(v));
        fl.emit(inst(Op::AtomicStore, None, None, operands));
        return Ok(());
    }
    if compare_exchange {
        let neq_id = fl.st.spv.const_u32(sem_neq);
        operands.push(Operand::IdRef(neq_id));
        if returns_bool {
            // C11 form: (object, expected*, desired) -> bool; writes the old value to *expected.
            let expected_ptr_space = fl.address_space_of(values[0])?;
            let e = fl.operand(values[0])?;
            let e_typed = fl.typed_pointer(e, expected_ptr_space, value_ty)?;
            let expected = fl.st.spv.id();
            fl.emit(inst(
                Op::Load,
                Some(value_ty),
                Some(expected),
                vec![Operand::IdRef(e_typed)],
            ));
            let desired = fl.operand(values[1])?;
            operands.push(Operand::IdRef(desired));
            operands.push(Operand::IdRef(expected));
            let old = fl.st.spv.id();
            fl.emit(inst(
                Op::AtomicCompareExchange,
                Some(value_ty),
                Some(old),
                operands,
            ));
            fl.emit(inst(
                Op::Store,
                None,
                None,
                vec![Operand::IdRef(e_typed), Operand::IdRef(old)],
            ));
            let bool_ty = fl.ty(i.ty)?;
            fl.emit(inst(
                Op::IEqual,
                Some(bool_ty),
                result,
                vec![Operand::IdRef(old), Operand::IdRef(expected)],
            ));
        } else {
            // Legacy atomic_cmpxchg(p, cmp, val) -> old.
            let cmp = fl.operand(values[0])?;
            let val = fl.operand(values[1])?;
            operands.push(Operand::IdRef(val));
            operands.push(Operand::IdRef(cmp));
            fl.emit(inst(
                Op::AtomicCompareExchange,
                Some(value_ty),
                result,
                operands,
            ));
        }
        return Ok(());
    }
    let spirv_op = match op {
        "OpAtomicLoad" => Op::AtomicLoad,
        "OpAtomicExchange" => Op::AtomicExchange,
        "OpAtomicIAdd" => Op::AtomicIAdd,
        "OpAtomicISub" => Op::AtomicISub,
        "OpAtomicIIncrement" => Op::AtomicIIncrement,
        "OpAtomicIDecrement" => Op::AtomicIDecrement,
        "OpAtomicSMin" => Op::AtomicSMin,
        "OpAtomicUMin" => Op::AtomicUMin,
        "OpAtomicSMax" => Op::AtomicSMax,
        "OpAtomicUMax" => Op::AtomicUMax,
        "OpAtomicAnd" => Op::AtomicAnd,
        "OpAtomicOr" => Op::AtomicOr,
        "OpAtomicXor" => Op::AtomicXor,
        other => return Err(unsupported(format!("atomic builtin {other}"))),
    };
    for v in values {
        let id = fl.operand(*v)?;
        operands.push(Operand::IdRef(id));
    }
    let result = result.or_else(|| Some(fl.st.spv.id()));
    fl.emit(inst(spirv_op, Some(value_ty), result, operands));
    Ok(())
}

/// atomicrmw / cmpxchg / fence instructions.
pub fn lower_atomic_inst(
    fl: &mut FunctionLowering<'_, '_>,
    i: &Instruction,
    result: Option<Word>,
) -> Result<(), LowerError> {
    let InstDetail::Atomic {
        op,
        ordering,
        failure_ordering,
        single_thread,
    } = i.detail
    else {
        return Err(LowerError::Invalid("atomic without details".into()));
    };
    // LLVMAtomicOrdering: NotAtomic Unordered Monotonic (3 unused) Acquire Release AcqRel SeqCst.
    let bits = |o: u32| match o {
        4 => 0x2,
        5 => 0x4,
        6 => 0x8,
        7 => 0x10,
        _ => 0,
    };
    let scope = fl.st.spv.const_u32(if single_thread { 4 } else { 1 });
    if i.opcode == crate::ir::Opcode::Fence {
        let sem = fl.st.spv.const_u32(bits(ordering) | 0x300);
        fl.emit(inst(
            Op::MemoryBarrier,
            None,
            None,
            vec![Operand::IdRef(scope), Operand::IdRef(sem)],
        ));
        return Ok(());
    }
    let ptr = i.operands[0];
    let space = fl.address_space_of(ptr)?;
    let value_ty_ref = fl
        .value_type(i.operands[1])
        .ok_or_else(|| LowerError::Invalid("atomic operand type".into()))?;
    if !matches!(kind_of(fl, value_ty_ref).0, Kind::Int(_)) {
        return Err(unsupported("atomic on a non-integer value"));
    }
    if matches!(kind_of(fl, value_ty_ref).0, Kind::Int(64)) {
        fl.st.spv.require(Capability::Int64Atomics);
    }
    let value_ty = fl.ty(value_ty_ref)?;
    let p = fl.operand(ptr)?;
    let typed = fl.typed_pointer(p, space, value_ty)?;
    let sem = fl.st.spv.const_u32(bits(ordering) | storage_bits(space));
    let mut operands = vec![
        Operand::IdRef(typed),
        Operand::IdRef(scope),
        Operand::IdRef(sem),
    ];
    if i.opcode == crate::ir::Opcode::AtomicCmpXchg {
        let neq = fl
            .st
            .spv
            .const_u32((bits(failure_ordering) & !0xc) | storage_bits(space));
        let cmp = fl.operand(i.operands[1])?;
        let new = fl.operand(i.operands[2])?;
        operands.extend([
            Operand::IdRef(neq),
            Operand::IdRef(new),
            Operand::IdRef(cmp),
        ]);
        let old = fl.st.spv.id();
        fl.emit(inst(
            Op::AtomicCompareExchange,
            Some(value_ty),
            Some(old),
            operands,
        ));
        let bool_ty = fl.st.spv.type_id(TypeKey::Bool);
        let ok = binop(fl, Op::IEqual, bool_ty, old, cmp);
        let t = fl.ty(i.ty)?;
        fl.emit(inst(
            Op::CompositeConstruct,
            Some(t),
            result,
            vec![Operand::IdRef(old), Operand::IdRef(ok)],
        ));
        return Ok(());
    }
    // LLVMAtomicRMWBinOp: Xchg Add Sub And Nand Or Xor Max Min UMax UMin ...
    let spirv_op = match op {
        0 => Op::AtomicExchange,
        1 => Op::AtomicIAdd,
        2 => Op::AtomicISub,
        3 => Op::AtomicAnd,
        5 => Op::AtomicOr,
        6 => Op::AtomicXor,
        7 => Op::AtomicSMax,
        8 => Op::AtomicSMin,
        9 => Op::AtomicUMax,
        10 => Op::AtomicUMin,
        _ => return Err(unsupported(format!("atomicrmw operation {op}"))),
    };
    let v = fl.operand(i.operands[1])?;
    operands.push(Operand::IdRef(v));
    fl.emit(inst(spirv_op, Some(value_ty), result, operands));
    Ok(())
}

fn lower_convert(
    fl: &mut FunctionLowering<'_, '_>,
    i: &Instruction,
    name: &str,
    saturate: bool,
    rounding: Option<&'static str>,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let demangled = builtins::demangle(name).ok_or_else(|| unsupported(name.to_owned()))?;
    let destination = demangled
        .name
        .strip_prefix("convert_")
        .ok_or_else(|| unsupported(name.to_owned()))?;
    let dst_unsigned = destination.starts_with('u');
    let dst_float = ["float", "double", "half"]
        .iter()
        .any(|f| destination.starts_with(f));
    let src_kind = match demangled.params.first() {
        Some(ParamType::Scalar { kind, .. }) => *kind,
        _ => return Err(unsupported(format!("conversion '{name}'"))),
    };
    let src_ty = fl
        .value_type(args[0])
        .ok_or_else(|| LowerError::Invalid("conversion operand".into()))?;
    let src_bits = match kind_of(fl, src_ty).0 {
        Kind::Int(b) | Kind::Float(b) => b,
        _ => return Err(unsupported(format!("conversion '{name}'"))),
    };
    let dst_bits = match kind_of(fl, i.ty).0 {
        Kind::Int(b) | Kind::Float(b) => b,
        _ => return Err(unsupported(format!("conversion '{name}'"))),
    };
    let src_float = src_kind == ScalarKind::Float;
    let src_signed = src_kind == ScalarKind::Signed;
    let op = match (src_float, dst_float) {
        (true, true) if src_bits == dst_bits => Op::CopyObject,
        (true, true) => Op::FConvert,
        (true, false) if dst_unsigned => Op::ConvertFToU,
        (true, false) => Op::ConvertFToS,
        (false, true) if src_signed => Op::ConvertSToF,
        (false, true) => Op::ConvertUToF,
        (false, false) if saturate && src_signed && dst_unsigned => Op::SatConvertSToU,
        (false, false) if saturate && !src_signed && !dst_unsigned => Op::SatConvertUToS,
        (false, false) if src_bits == dst_bits => Op::CopyObject,
        (false, false) if src_signed => Op::SConvert,
        (false, false) => Op::UConvert,
    };
    let t = fl.ty(i.ty)?;
    let a = fl.operand(args[0])?;
    let result = result.or_else(|| Some(fl.st.spv.id()));
    fl.emit(inst(op, Some(t), result, vec![Operand::IdRef(a)]));
    let id = result.expect("invariant: result id assigned above");
    let is_conversion =
        op != Op::CopyObject && op != Op::SatConvertSToU && op != Op::SatConvertUToS;
    if saturate && is_conversion && !(src_float && dst_float) {
        fl.st
            .spv
            .decorate(id, Decoration::SaturatedConversion, vec![]);
    }
    if let Some(mode) = rounding
        && is_conversion
        && (dst_float || src_float)
    {
        let mode = match mode {
            "rte" => FPRoundingMode::RTE,
            "rtz" => FPRoundingMode::RTZ,
            "rtp" => FPRoundingMode::RTP,
            "rtn" => FPRoundingMode::RTN,
            _ => return Err(unsupported(format!("rounding mode {mode}"))),
        };
        fl.st.spv.decorate(
            id,
            Decoration::FPRoundingMode,
            vec![Operand::FPRoundingMode(mode)],
        );
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn lower_vector_load_store(
    fl: &mut FunctionLowering<'_, '_>,
    i: &Instruction,
    mangled: &str,
    opcode: u32,
    name: &'static str,
    lanes: u32,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let is_store = name.starts_with("vstore");
    let half = name.contains("half");
    // vload*(offset, p) / vstore*(data, offset, p).
    let (data, offset, ptr) = match (is_store, args) {
        (false, [offset, ptr]) => (None, *offset, *ptr),
        (true, [data, offset, ptr]) => (Some(*data), *offset, *ptr),
        _ => return Err(unsupported(format!("builtin {name} with these operands"))),
    };
    let element = if half {
        fl.st.spv.require(Capability::Float16Buffer);
        fl.st.spv.type_id(TypeKey::Float(16))
    } else {
        let value_ty = match data {
            Some(d) => fl.value_type(d),
            None => Some(i.ty),
        }
        .ok_or_else(|| LowerError::Invalid("vector load/store type".into()))?;
        let elem = match fl.st.ir.ty(value_ty) {
            Type::Vector { elem, .. } => *elem,
            _ => value_ty,
        };
        fl.ty(elem)?
    };
    let space = fl.address_space_of(ptr)?;
    let p = fl.operand(ptr)?;
    let typed = fl.typed_pointer(p, space, element)?;
    let o = fl.operand(offset)?;
    let set = fl.st.spv.ext_import(OPENCL_STD);
    let mut operands = vec![Operand::IdRef(set), Operand::LiteralExtInstInteger(opcode)];
    if let Some(d) = data {
        operands.push(Operand::IdRef(fl.operand(d)?));
    }
    operands.push(Operand::IdRef(o));
    operands.push(Operand::IdRef(typed));
    if name == "vloadn" || name == "vload_halfn" || name == "vloada_halfn" {
        operands.push(Operand::LiteralBit32(lanes));
    }
    if name.ends_with("_r") {
        // vstore_half_r & co. take the rounding mode the builtin's name ends with.
        let builtin = builtins::demangle(mangled)
            .map(|d| d.name)
            .unwrap_or_default();
        let mode = match builtin.rsplit('_').next() {
            Some("rte") => FPRoundingMode::RTE,
            Some("rtz") => FPRoundingMode::RTZ,
            Some("rtp") => FPRoundingMode::RTP,
            Some("rtn") => FPRoundingMode::RTN,
            _ => return Err(unsupported(format!("rounding of '{builtin}'"))),
        };
        operands.push(Operand::FPRoundingMode(mode));
    }
    let t = fl.ty(i.ty)?;
    let result = result.or_else(|| Some(fl.st.spv.id()));
    fl.emit(inst(Op::ExtInst, Some(t), result, operands));
    Ok(())
}

/// Relational builtins return int (1/0) for scalars and intN (-1/0) for vectors; the core ops
/// return booleans, converted with a select.
fn lower_core_op(
    fl: &mut FunctionLowering<'_, '_>,
    i: &Instruction,
    op: &'static str,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let t = fl.ty(i.ty)?;
    let ids = operands(fl, args)?;
    if op == "OpDot" || op == "OpFMul" {
        fl.emit(inst(
            if op == "OpDot" { Op::Dot } else { Op::FMul },
            Some(t),
            result,
            ids.iter().map(|x| Operand::IdRef(*x)).collect(),
        ));
        return Ok(());
    }
    let (ret_kind, lanes) = kind_of(fl, i.ty);
    let Kind::Int(bits) = ret_kind else {
        return Err(unsupported(format!(
            "relational builtin returning {ret_kind:?}"
        )));
    };
    let bool_ty = fl.st.spv.type_id(TypeKey::Bool);
    let (spirv_op, bool_result_ty, ids) = match op {
        "OpAny" | "OpAll" => {
            // any/all test the most significant bit of each component.
            let arg_ty = fl
                .value_type(args[0])
                .ok_or_else(|| LowerError::Invalid("any/all operand".into()))?;
            let (arg_kind, arg_lanes) = kind_of(fl, arg_ty);
            let Kind::Int(arg_bits) = arg_kind else {
                return Err(LowerError::Invalid("any/all on a non-integer".into()));
            };
            let arg_t = fl.ty(arg_ty)?;
            let zero = int_constant(fl, arg_t, arg_bits, arg_lanes, 0);
            let cmp_ty = if arg_lanes > 1 {
                fl.st.spv.type_id(TypeKey::Vector(bool_ty, arg_lanes))
            } else {
                bool_ty
            };
            let negative = binop(fl, Op::SLessThan, cmp_ty, ids[0], zero);
            if arg_lanes == 1 {
                let one = int_constant(fl, t, bits, 1, 1);
                let zero = int_constant(fl, t, bits, 1, 0);
                fl.emit(inst(
                    Op::Select,
                    Some(t),
                    result,
                    vec![
                        Operand::IdRef(negative),
                        Operand::IdRef(one),
                        Operand::IdRef(zero),
                    ],
                ));
                return Ok(());
            }
            let spirv_op = if op == "OpAny" { Op::Any } else { Op::All };
            (spirv_op, bool_ty, vec![negative])
        }
        other => {
            let spirv_op = core_relational(other)
                .ok_or_else(|| unsupported(format!("relational builtin {other}")))?;
            let ty = if lanes > 1 {
                fl.st.spv.type_id(TypeKey::Vector(bool_ty, lanes))
            } else {
                bool_ty
            };
            (spirv_op, ty, ids)
        }
    };
    let cond = fl.st.spv.id();
    fl.emit(inst(
        spirv_op,
        Some(bool_result_ty),
        Some(cond),
        ids.iter().map(|x| Operand::IdRef(*x)).collect(),
    ));
    let true_value = if lanes > 1 { -1 } else { 1 };
    let one = int_constant(fl, t, bits, lanes, true_value);
    let zero = int_constant(fl, t, bits, lanes, 0);
    fl.emit(inst(
        Op::Select,
        Some(t),
        result,
        vec![
            Operand::IdRef(cond),
            Operand::IdRef(one),
            Operand::IdRef(zero),
        ],
    ));
    Ok(())
}

fn core_relational(op: &str) -> Option<Op> {
    Some(match op {
        "OpIsNan" => Op::IsNan,
        "OpIsInf" => Op::IsInf,
        "OpIsFinite" => Op::IsFinite,
        "OpIsNormal" => Op::IsNormal,
        "OpSignBitSet" => Op::SignBitSet,
        "OpLessOrGreater" => Op::LessOrGreater,
        "OpOrdered" => Op::Ordered,
        "OpUnordered" => Op::Unordered,
        "OpFOrdEqual" => Op::FOrdEqual,
        "OpFOrdNotEqual" => Op::FOrdNotEqual,
        "OpFUnordNotEqual" => Op::FUnordNotEqual,
        "OpFOrdGreaterThan" => Op::FOrdGreaterThan,
        "OpFOrdGreaterThanEqual" => Op::FOrdGreaterThanEqual,
        "OpFOrdLessThan" => Op::FOrdLessThan,
        "OpFOrdLessThanEqual" => Op::FOrdLessThanEqual,
        _ => return None,
    })
}
