//! Calls in the Vulkan flavour: work-item functions as `Input` built-ins (32-bit, widened to
//! `size_t`), math as `GLSL.std.450`, barriers and atomics with Vulkan scopes and semantics,
//! the intrinsics clang emits for them. What has no Vulkan equivalent is refused by name.

use rspirv::dr::Operand;
use rspirv::spirv::{
    BuiltIn, Decoration, GlslStd450Op as GLOp, MemorySemantics, Op, OpenclStd100Op as Cl, Scope,
    StorageClass, Word,
};

use super::memory;
use crate::backend::LowerError;
use crate::backend::asm_printer::module_variable;
use crate::backend::builtins::{self, Builtin};
use crate::backend::function::FunctionLowering;
use crate::backend::spirv::{TypeKey, inst};
use crate::ir::{Constant, Instruction, Type, Value};

fn unsupported(what: String) -> LowerError {
    LowerError::Unsupported(what)
}

/// Lowers a call in a kernel (every helper was inlined before import).
pub fn lower_call(
    fl: &mut FunctionLowering<'_, '_>,
    i: &Instruction,
    name: &str,
    result: Option<Word>,
) -> Result<(), LowerError> {
    let args: Vec<Value> = i.operands[..i.operands.len().saturating_sub(1)].to_vec();
    let callee = match i.operands.last() {
        Some(Value::Function(f)) => &fl.st.ir.functions[f.0 as usize],
        _ => return Err(unsupported("indirect call (function pointers)".into())),
    };
    if !callee.is_declaration() {
        return Err(unsupported(format!(
            "call to @{name} that was not inlined (recursion?): Vulkan SPIR-V cannot pass \
             pointers into buffers to a function, so every helper is inlined"
        )));
    }
    if let Some(intrinsic) = name.strip_prefix("llvm.") {
        return intrinsic_call(fl, i, intrinsic, &args, result);
    }
    match builtins::classify(name) {
        Some(Builtin::WorkItem { builtin, takes_dim }) => {
            work_item(fl, i, builtin, takes_dim, &args, result)
        }
        Some(Builtin::OpenClStd { instruction }) => {
            let gl = glsl_for(instruction).ok_or_else(|| {
                unsupported(format!(
                    "OpenCL builtin '{name}' has no GLSL.std.450 or core equivalent in the \
                     Vulkan flavour"
                ))
            })?;
            ext_inst(fl, i, gl, &args, result)
        }
        Some(Builtin::CoreOp { op }) if op == "OpDot" || op == "OpFMul" => {
            let t = fl.ty(i.ty)?;
            let mut ops = Vec::new();
            for a in &args {
                ops.push(Operand::IdRef(fl.operand(*a)?));
            }
            let r = result.unwrap_or_else(|| fl.st.spv.id());
            let op = if op == "OpDot" { Op::Dot } else { Op::FMul };
            fl.emit(inst(op, Some(t), Some(r), ops));
            Ok(())
        }
        Some(Builtin::Barrier { .. }) => {
            let scope = fl.st.spv.const_u32(Scope::Workgroup as u32);
            let sem = fl.st.spv.const_u32(
                (MemorySemantics::ACQUIRE_RELEASE
                    | MemorySemantics::WORKGROUP_MEMORY
                    | MemorySemantics::UNIFORM_MEMORY)
                    .bits(),
            );
            fl.emit(inst(
                Op::ControlBarrier,
                None,
                None,
                vec![
                    Operand::IdRef(scope),
                    Operand::IdRef(scope),
                    Operand::IdRef(sem),
                ],
            ));
            Ok(())
        }
        Some(Builtin::Atomic {
            op,
            explicit_order: false,
            explicit_scope: false,
        }) => atomic(fl, i, name, op, &args, result),
        _ => Err(unsupported(format!(
            "call to '{name}': no Vulkan equivalent implemented"
        ))),
    }
}

fn glsl_for(op: Cl) -> Option<GLOp> {
    Some(match op {
        Cl::sqrt => GLOp::Sqrt,
        Cl::rsqrt => GLOp::InverseSqrt,
        Cl::sin => GLOp::Sin,
        Cl::cos => GLOp::Cos,
        Cl::tan => GLOp::Tan,
        Cl::asin => GLOp::Asin,
        Cl::acos => GLOp::Acos,
        Cl::atan => GLOp::Atan,
        Cl::atan2 => GLOp::Atan2,
        Cl::sinh => GLOp::Sinh,
        Cl::cosh => GLOp::Cosh,
        Cl::tanh => GLOp::Tanh,
        Cl::exp => GLOp::Exp,
        Cl::exp2 => GLOp::Exp2,
        Cl::log => GLOp::Log,
        Cl::log2 => GLOp::Log2,
        Cl::pow | Cl::powr => GLOp::Pow,
        Cl::fabs => GLOp::FAbs,
        Cl::floor => GLOp::Floor,
        Cl::ceil => GLOp::Ceil,
        Cl::trunc => GLOp::Trunc,
        Cl::round => GLOp::Round,
        Cl::rint => GLOp::RoundEven,
        Cl::fmin => GLOp::FMin,
        Cl::fmax => GLOp::FMax,
        Cl::fma | Cl::mad => GLOp::Fma,
        Cl::fclamp => GLOp::FClamp,
        Cl::mix => GLOp::FMix,
        Cl::s_min => GLOp::SMin,
        Cl::u_min => GLOp::UMin,
        Cl::s_max => GLOp::SMax,
        Cl::u_max => GLOp::UMax,
        Cl::s_clamp => GLOp::SClamp,
        Cl::u_clamp => GLOp::UClamp,
        Cl::s_abs => GLOp::SAbs,
        Cl::step => GLOp::Step,
        Cl::smoothstep => GLOp::SmoothStep,
        Cl::sign => GLOp::FSign,
        Cl::length => GLOp::Length,
        Cl::distance => GLOp::Distance,
        Cl::normalize => GLOp::Normalize,
        Cl::cross => GLOp::Cross,
        _ => return None,
    })
}

fn ext_inst(
    fl: &mut FunctionLowering<'_, '_>,
    i: &Instruction,
    op: GLOp,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let t = fl.ty(i.ty)?;
    let set = fl.st.spv.ext_import("GLSL.std.450");
    let mut ops = vec![
        Operand::IdRef(set),
        Operand::LiteralExtInstInteger(op as u32),
    ];
    for a in args {
        ops.push(Operand::IdRef(fl.operand(*a)?));
    }
    let r = result.unwrap_or_else(|| fl.st.spv.id());
    fl.emit(inst(Op::ExtInst, Some(t), Some(r), ops));
    Ok(())
}

fn intrinsic_call(
    fl: &mut FunctionLowering<'_, '_>,
    i: &Instruction,
    intrinsic: &str,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let family = intrinsic.split('.').next().unwrap_or("");
    let gl = match family {
        "lifetime" | "assume" | "experimental" | "var" => return Ok(()),
        "memcpy" | "memmove" | "memset" => {
            let ptr = |fl: &mut FunctionLowering<'_, '_>, k: usize| {
                args.get(k)
                    .and_then(|v| fl.vk_pointer(*v))
                    .ok_or_else(|| unsupported(format!("llvm.{family} of an untraceable pointer")))
            };
            let dst = ptr(fl, 0)?;
            return if family == "memset" {
                super::copy::memset(fl, dst, args)
            } else {
                let src = ptr(fl, 1)?;
                super::copy::memcpy(fl, dst, src, args)
            };
        }
        "fmuladd" | "fma" => GLOp::Fma,
        "fabs" => GLOp::FAbs,
        "sqrt" => GLOp::Sqrt,
        "floor" => GLOp::Floor,
        "ceil" => GLOp::Ceil,
        "trunc" => GLOp::Trunc,
        "round" => GLOp::Round,
        "rint" => GLOp::RoundEven,
        "minnum" => GLOp::FMin,
        "maxnum" => GLOp::FMax,
        "smin" => GLOp::SMin,
        "smax" => GLOp::SMax,
        "umin" => GLOp::UMin,
        "umax" => GLOp::UMax,
        "sin" => GLOp::Sin,
        "cos" => GLOp::Cos,
        "exp" => GLOp::Exp,
        "exp2" => GLOp::Exp2,
        "log" => GLOp::Log,
        "log2" => GLOp::Log2,
        "pow" => GLOp::Pow,
        "vector" if intrinsic.starts_with("vector.reduce.") => {
            return reduce(fl, i, intrinsic, args, result);
        }
        "abs" => {
            // llvm.abs(x, is_int_min_poison): the flag is not an operand of SAbs.
            return ext_inst(fl, i, GLOp::SAbs, args.get(..1).unwrap_or(&[]), result);
        }
        _ => {
            return Err(unsupported(format!(
                "intrinsic 'llvm.{intrinsic}' in the Vulkan flavour"
            )));
        }
    };
    ext_inst(fl, i, gl, args, result)
}

/// `llvm.vector.reduce.KIND` (the vectorizer's reductions): the elements extracted and
/// combined in order (`fadd`/`fmul` start from their scalar operand).
fn reduce(
    fl: &mut FunctionLowering<'_, '_>,
    i: &Instruction,
    intrinsic: &str,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let kind = intrinsic
        .strip_prefix("vector.reduce.")
        .and_then(|k| k.split('.').next())
        .unwrap_or("");
    enum Comb {
        Core(Op),
        Gl(GLOp),
    }
    let comb = match kind {
        "add" => Comb::Core(Op::IAdd),
        "mul" => Comb::Core(Op::IMul),
        "and" => Comb::Core(Op::BitwiseAnd),
        "or" => Comb::Core(Op::BitwiseOr),
        "xor" => Comb::Core(Op::BitwiseXor),
        "fadd" => Comb::Core(Op::FAdd),
        "fmul" => Comb::Core(Op::FMul),
        "smax" => Comb::Gl(GLOp::SMax),
        "smin" => Comb::Gl(GLOp::SMin),
        "umax" => Comb::Gl(GLOp::UMax),
        "umin" => Comb::Gl(GLOp::UMin),
        "fmax" => Comb::Gl(GLOp::FMax),
        "fmin" => Comb::Gl(GLOp::FMin),
        _ => {
            return Err(unsupported(format!(
                "intrinsic 'llvm.{intrinsic}' in the Vulkan flavour"
            )));
        }
    };
    let (start, vector) = match (kind, args) {
        ("fadd" | "fmul", [s, v]) => (Some(*s), *v),
        (_, [v]) => (None, *v),
        _ => return Err(LowerError::Invalid(format!("llvm.{intrinsic}: operands"))),
    };
    let len = match super::value_type(fl.st.ir, fl.f, vector).map(|t| fl.st.ir.ty(t).clone()) {
        Some(Type::Vector { len, .. }) if len > 0 => len,
        _ => {
            return Err(LowerError::Invalid(format!(
                "llvm.{intrinsic} of a non-vector"
            )));
        }
    };
    let t = fl.ty(i.ty)?;
    let v = fl.operand(vector)?;
    let mut acc = match start {
        Some(s) => Some(fl.operand(s)?),
        None => None,
    };
    for k in 0..len {
        let e = fl.st.spv.id();
        fl.emit(inst(
            Op::CompositeExtract,
            Some(t),
            Some(e),
            vec![Operand::IdRef(v), Operand::LiteralBit32(k)],
        ));
        let Some(a) = acc else {
            acc = Some(e);
            continue;
        };
        let r = match result {
            Some(r) if k + 1 == len => r,
            _ => fl.st.spv.id(),
        };
        match comb {
            Comb::Core(op) => fl.emit(inst(
                op,
                Some(t),
                Some(r),
                vec![Operand::IdRef(a), Operand::IdRef(e)],
            )),
            Comb::Gl(op) => {
                let set = fl.st.spv.ext_import("GLSL.std.450");
                fl.emit(inst(
                    Op::ExtInst,
                    Some(t),
                    Some(r),
                    vec![
                        Operand::IdRef(set),
                        Operand::LiteralExtInstInteger(op as u32),
                        Operand::IdRef(a),
                        Operand::IdRef(e),
                    ],
                ))
            }
        }
        acc = Some(r);
    }
    // A one-element reduction without a start value is the element itself.
    if let (Some(r), Some(a)) = (result, acc)
        && r != a
    {
        fl.emit(inst(
            Op::CopyObject,
            Some(t),
            Some(r),
            vec![Operand::IdRef(a)],
        ));
    }
    Ok(())
}

/// A 32-bit `Input` built-in variable (vector of 3 or scalar), declared on first use.
fn input_builtin(
    fl: &mut FunctionLowering<'_, '_>,
    name: &'static str,
    vector: bool,
) -> Result<Word, LowerError> {
    if let Some(&v) = fl.st.builtin_vars.get(name) {
        return Ok(v);
    }
    let b: BuiltIn = name
        .parse()
        .map_err(|_| LowerError::Invalid(format!("unknown BuiltIn {name}")))?;
    let u32_ty = fl.st.spv.u32_type();
    let ty = if vector {
        fl.st.spv.type_id(TypeKey::Vector(u32_ty, 3))
    } else {
        u32_ty
    };
    let v = module_variable(fl.st, StorageClass::Input, ty, None);
    fl.st
        .spv
        .decorate(v, Decoration::BuiltIn, vec![Operand::BuiltIn(b)]);
    fl.st.spv.name(v, &format!("__spirv_BuiltIn{name}"));
    fl.st.builtin_vars.insert(name, v);
    Ok(v)
}

fn work_item(
    fl: &mut FunctionLowering<'_, '_>,
    i: &Instruction,
    builtin: &'static str,
    takes_dim: bool,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let u32_ty = fl.st.spv.u32_type();
    let v3 = fl.st.spv.type_id(TypeKey::Vector(u32_ty, 3));
    let load =
        |fl: &mut FunctionLowering<'_, '_>, name: &'static str| -> Result<Word, LowerError> {
            let var = input_builtin(fl, name, true)?;
            let id = fl.st.spv.id();
            fl.emit(inst(
                Op::Load,
                Some(v3),
                Some(id),
                vec![Operand::IdRef(var)],
            ));
            Ok(id)
        };
    let size = |fl: &mut FunctionLowering<'_, '_>| -> Word {
        match fl.f.reqd_work_group_size {
            Some([x, y, z]) => {
                let c = [x, y, z].map(|n| fl.st.spv.const_u32(n));
                fl.st.spv.const_composite(v3, c.to_vec())
            }
            None => super::workgroup_size(fl.st)[3],
        }
    };
    let vector = match builtin {
        "GlobalInvocationId" | "LocalInvocationId" | "WorkgroupId" | "NumWorkgroups" => {
            load(fl, builtin)?
        }
        "WorkgroupSize" | "EnqueuedWorkgroupSize" => size(fl),
        "GlobalSize" => {
            let n = load(fl, "NumWorkgroups")?;
            let s = size(fl);
            let id = fl.st.spv.id();
            fl.emit(inst(
                Op::IMul,
                Some(v3),
                Some(id),
                vec![Operand::IdRef(n), Operand::IdRef(s)],
            ));
            id
        }
        "GlobalOffset" => fl.st.spv.const_null(v3),
        "LocalInvocationIndex" if !takes_dim => {
            let var = input_builtin(fl, builtin, false)?;
            let id = fl.st.spv.id();
            fl.emit(inst(
                Op::Load,
                Some(u32_ty),
                Some(id),
                vec![Operand::IdRef(var)],
            ));
            return widen(fl, i, id, result);
        }
        other => {
            return Err(unsupported(format!(
                "work-item query '{other}' has no Vulkan compute equivalent"
            )));
        }
    };
    if !takes_dim {
        return Err(LowerError::Invalid(
            "work-item query without a dimension".into(),
        ));
    }
    let component = fl.st.spv.id();
    match args.first().copied() {
        Some(Value::Const(c)) => {
            let d = match fl.st.ir.constant(c) {
                Constant::Int { value, .. } if *value < 3 => *value as u32,
                _ => {
                    return Err(unsupported(
                        "work-item query of a dimension other than 0, 1, 2".into(),
                    ));
                }
            };
            fl.emit(inst(
                Op::CompositeExtract,
                Some(u32_ty),
                Some(component),
                vec![Operand::IdRef(vector), Operand::LiteralBit32(d)],
            ));
        }
        Some(v) => {
            let d = fl.operand(v)?;
            fl.emit(inst(
                Op::VectorExtractDynamic,
                Some(u32_ty),
                Some(component),
                vec![Operand::IdRef(vector), Operand::IdRef(d)],
            ));
        }
        None => {
            return Err(LowerError::Invalid(
                "work-item query without a dimension".into(),
            ));
        }
    }
    widen(fl, i, component, result)
}

/// The 32-bit built-in value as the call's `size_t`.
fn widen(
    fl: &mut FunctionLowering<'_, '_>,
    i: &Instruction,
    v: Word,
    result: Option<Word>,
) -> Result<(), LowerError> {
    let t = fl.ty(i.ty)?;
    let r = result.unwrap_or_else(|| fl.st.spv.id());
    let op = if matches!(fl.st.ir.ty(i.ty), Type::Int(32)) {
        Op::CopyObject
    } else {
        Op::UConvert
    };
    fl.emit(inst(op, Some(t), Some(r), vec![Operand::IdRef(v)]));
    Ok(())
}

/// Legacy atomics (`atomic_add(p, v)` & co.) on a buffer or workgroup pointer: Device or
/// Workgroup scope, relaxed.
fn atomic(
    fl: &mut FunctionLowering<'_, '_>,
    i: &Instruction,
    name: &str,
    op: &str,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let opcode = match op {
        "OpAtomicIAdd" => Op::AtomicIAdd,
        "OpAtomicISub" => Op::AtomicISub,
        "OpAtomicExchange" => Op::AtomicExchange,
        "OpAtomicSMin" => Op::AtomicSMin,
        "OpAtomicUMin" => Op::AtomicUMin,
        "OpAtomicSMax" => Op::AtomicSMax,
        "OpAtomicUMax" => Op::AtomicUMax,
        "OpAtomicAnd" => Op::AtomicAnd,
        "OpAtomicOr" => Op::AtomicOr,
        "OpAtomicXor" => Op::AtomicXor,
        "OpAtomicIIncrement" => Op::AtomicIIncrement,
        "OpAtomicIDecrement" => Op::AtomicIDecrement,
        "OpAtomicCompareExchange" => Op::AtomicCompareExchange,
        _ => {
            return Err(unsupported(format!(
                "atomic '{name}' in the Vulkan flavour"
            )));
        }
    };
    let p = args
        .first()
        .and_then(|v| fl.vk_pointer(*v))
        .ok_or_else(|| unsupported(format!("atomic '{name}' on a pointer nsdi cannot trace")))?;
    let pointer = memory::access(fl, &p, i.ty)?;
    let scope = if p.class == StorageClass::Workgroup {
        Scope::Workgroup
    } else {
        Scope::Device
    };
    let scope = fl.st.spv.const_u32(scope as u32);
    let sem_bits = if p.class == StorageClass::Workgroup {
        MemorySemantics::WORKGROUP_MEMORY
    } else {
        MemorySemantics::UNIFORM_MEMORY
    };
    let relaxed = fl.st.spv.const_u32(0);
    let _ = sem_bits;
    let t = fl.ty(i.ty)?;
    let mut ops = vec![
        Operand::IdRef(pointer),
        Operand::IdRef(scope),
        Operand::IdRef(relaxed),
    ];
    match opcode {
        Op::AtomicIIncrement | Op::AtomicIDecrement => {}
        Op::AtomicCompareExchange => {
            // atomic_cmpxchg(p, cmp, val): Value is val, Comparator cmp.
            ops.push(Operand::IdRef(relaxed));
            let (cmp, val) = (args.get(1), args.get(2));
            let (Some(cmp), Some(val)) = (cmp, val) else {
                return Err(LowerError::Invalid(
                    "atomic_cmpxchg without operands".into(),
                ));
            };
            let val = fl.operand(*val)?;
            let cmp = fl.operand(*cmp)?;
            ops.push(Operand::IdRef(val));
            ops.push(Operand::IdRef(cmp));
        }
        _ => {
            let v = args
                .get(1)
                .ok_or_else(|| LowerError::Invalid("atomic without a value".into()))?;
            ops.push(Operand::IdRef(fl.operand(*v)?));
        }
    }
    let r = result.unwrap_or_else(|| fl.st.spv.id());
    fl.emit(inst(opcode, Some(t), Some(r), ops));
    Ok(())
}
