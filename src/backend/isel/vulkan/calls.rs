//! Calls in the Vulkan flavour: work-item functions as `Input` built-ins (32-bit, widened to
//! `size_t`), math as `GLSL.std.450`, barriers and atomics with Vulkan scopes and semantics,
//! the intrinsics clang emits for them. What has no Vulkan equivalent is refused by name.

use rspirv::spirv::{
    BuiltIn, FPRoundingMode, GlslStd450Op as GLOp, MemorySemantics, Op, OpenclStd100Op as Cl,
    Scope, StorageClass, Word,
};

use super::memory;
use crate::backend::LowerError;
use crate::backend::isel::builtins::{self, Builtin};
use crate::backend::isel::function::FunctionLowering;
use crate::backend::isel::state::module_variable;
use crate::backend::isel::vulkan::flavour::VulkanFlavour;
use crate::backend::module::core_build as build;
use crate::backend::module::core_build::DecorationOperand;
use crate::backend::module::opencl_std;
use crate::backend::module::spirv::TypeKey;
use crate::ir::{Constant, Instruction, Type, Value};

fn unsupported(what: String) -> LowerError {
    LowerError::Unsupported(what)
}

/// Lowers a call in a kernel (every helper was inlined before import).
pub fn lower_call(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
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
    if let Some(lowered) = super::subgroups::lower_collective(fl, i, name, &args, result) {
        return lowered;
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
        Some(Builtin::CoreOp { op }) if matches!(op, Op::Dot | Op::FMul) => {
            let t = fl.ty(i.ty)?;
            let [a, b] = args[..] else {
                return Err(LowerError::Invalid(format!("'{name}' takes two operands")));
            };
            let (operand_1, operand_2) = (fl.operand(a)?, fl.operand(b)?);
            let op = build::BinaryOp::from_opcode(op)
                .ok_or_else(|| LowerError::Invalid(format!("'{name}': not a product")))?;
            let r = result.unwrap_or_else(|| fl.st.spv.id());
            fl.emit(
                build::Binary {
                    op,
                    operand_1,
                    operand_2,
                }
                .with_result(t, r),
            );
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
            fl.emit(
                build::ControlBarrier {
                    execution: scope,
                    memory: scope,
                    semantics: sem,
                }
                .into_instruction(),
            );
            Ok(())
        }
        Some(Builtin::Atomic {
            op,
            explicit_order,
            explicit_scope,
        }) => atomic(
            fl,
            i,
            name,
            op,
            explicit_order,
            explicit_scope,
            &args,
            result,
        ),
        Some(Builtin::CoreOp { op }) => relational(fl, i, name, op, &args, result),
        Some(Builtin::VectorLoadStore { instruction, lanes }) => {
            vector_load_store(fl, i, name, instruction, lanes, &args, result)
        }
        Some(_) => Err(unsupported(format!(
            "call to '{name}': no Vulkan equivalent implemented"
        ))),
        None => Err(unknown_callee(name)),
    }
}

/// The refusal of a call to a body-less function no builtin table knows: a builtin of a
/// reserved family (or `printf`) has no Vulkan form yet; any other name is the user's own
/// function without a body. Vulkan modules are not linked, so that body must be in this
/// file; the usual cause is a C99 `inline` definition, which is only an inline hint and
/// which clang emits as a bare declaration at -O0.
fn unknown_callee(name: &str) -> LowerError {
    if let Some((builtin, family)) = builtins::reserved_builtin(name) {
        return unsupported(format!(
            "call to '{name}' ({family} '{builtin}'): no Vulkan equivalent implemented"
        ));
    }
    if name == "printf" {
        return unsupported("call to 'printf': no Vulkan equivalent implemented".into());
    }
    let source_name = builtins::demangle(name).map_or_else(|| name.to_owned(), |d| d.name);
    unsupported(format!(
        "call to undefined function '{source_name}' (no body in this file, and Vulkan SPIR-V \
         is not linked with other modules; a C99 'inline' function gets none at -O0: make it \
         'static inline' or define it here)"
    ))
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
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    i: &Instruction,
    op: GLOp,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let t = fl.ty(i.ty)?;
    let set = fl.st.spv.ext_import("GLSL.std.450");
    let mut operands = Vec::with_capacity(args.len());
    for a in args {
        operands.push(fl.operand(*a)?);
    }
    let r = result.unwrap_or_else(|| fl.st.spv.id());
    fl.emit(
        build::ExtInst {
            set,
            instruction: op as u32,
            operands,
        }
        .with_result(t, r),
    );
    Ok(())
}

fn intrinsic_call(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    i: &Instruction,
    intrinsic: &str,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let family = intrinsic.split('.').next().unwrap_or("");
    let gl = match family {
        "lifetime" | "assume" | "experimental" | "var" => return Ok(()),
        "memcpy" | "memmove" | "memset" => {
            let ptr = |fl: &mut FunctionLowering<'_, '_, VulkanFlavour>, k: usize| {
                let traced = match args.get(k) {
                    Some(v) => super::select::trace_pointer(fl, *v)?,
                    None => None,
                };
                traced
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
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
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
        Core(build::BinaryOp),
        Gl(GLOp),
    }
    let comb = match kind {
        "add" => Comb::Core(build::BinaryOp::IAdd),
        "mul" => Comb::Core(build::BinaryOp::IMul),
        "and" => Comb::Core(build::BinaryOp::BitwiseAnd),
        "or" => Comb::Core(build::BinaryOp::BitwiseOr),
        "xor" => Comb::Core(build::BinaryOp::BitwiseXor),
        "fadd" => Comb::Core(build::BinaryOp::FAdd),
        "fmul" => Comb::Core(build::BinaryOp::FMul),
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
        fl.emit(
            build::CompositeExtract {
                composite: v,
                indexes: vec![k],
            }
            .with_result(t, e),
        );
        let Some(a) = acc else {
            acc = Some(e);
            continue;
        };
        let r = match result {
            Some(r) if k + 1 == len => r,
            _ => fl.st.spv.id(),
        };
        match comb {
            Comb::Core(op) => fl.emit(
                build::Binary {
                    op,
                    operand_1: a,
                    operand_2: e,
                }
                .with_result(t, r),
            ),
            Comb::Gl(op) => {
                let set = fl.st.spv.ext_import("GLSL.std.450");
                fl.emit(
                    build::ExtInst {
                        set,
                        instruction: op as u32,
                        operands: vec![a, e],
                    }
                    .with_result(t, r),
                )
            }
        }
        acc = Some(r);
    }
    // A one-element reduction without a start value is the element itself.
    if let (Some(r), Some(a)) = (result, acc)
        && r != a
    {
        fl.emit(
            build::Unary {
                op: build::UnaryOp::CopyObject,
                operand: a,
            }
            .with_result(t, r),
        );
    }
    Ok(())
}

/// A 32-bit `Input` built-in variable (vector of 3 or scalar), declared on first use.
fn input_builtin(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    builtin: BuiltIn,
    vector: bool,
) -> Result<Word, LowerError> {
    if let Some(v) = fl.st.builtin_vars.get(builtin) {
        return Ok(v);
    }
    let u32_ty = fl.st.spv.u32_type();
    let ty = if vector {
        fl.st.spv.type_id(TypeKey::Vector(u32_ty, 3))
    } else {
        u32_ty
    };
    let v = module_variable(fl.st, StorageClass::Input, ty, None);
    fl.st.spv.decorate(v, DecorationOperand::BuiltIn(builtin));
    fl.st.spv.name(v, &format!("__spirv_BuiltIn{builtin:?}"));
    fl.st.builtin_vars.insert(builtin, v);
    Ok(v)
}

/// The value of a scalar 32-bit `Input` built-in.
fn load_scalar_input(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    builtin: BuiltIn,
) -> Result<Word, LowerError> {
    let u32_ty = fl.st.spv.u32_type();
    let var = input_builtin(fl, builtin, false)?;
    let id = fl.st.spv.id();
    fl.emit(
        build::Load {
            pointer: var,
            memory_access: None,
        }
        .with_result(u32_ty, id),
    );
    Ok(id)
}

fn work_item(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    i: &Instruction,
    builtin: BuiltIn,
    takes_dim: bool,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let u32_ty = fl.st.spv.u32_type();
    let v3 = fl.st.spv.type_id(TypeKey::Vector(u32_ty, 3));
    let load = |fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
                builtin: BuiltIn|
     -> Result<Word, LowerError> {
        let var = input_builtin(fl, builtin, true)?;
        let id = fl.st.spv.id();
        fl.emit(
            build::Load {
                pointer: var,
                memory_access: None,
            }
            .with_result(v3, id),
        );
        Ok(id)
    };
    let size = |fl: &mut FunctionLowering<'_, '_, VulkanFlavour>| -> Word {
        match fl.f.reqd_work_group_size {
            Some([x, y, z]) => {
                let c = [x, y, z].map(|n| fl.st.spv.const_u32(n));
                fl.st.spv.const_composite(v3, c.to_vec())
            }
            None => super::workgroup_size(fl.st, fl.module)[3],
        }
    };
    if !takes_dim && let Some(value) = super::subgroups::query(fl, builtin, &mut load_scalar_input)
    {
        return widen(fl, i, value?, result);
    }
    let vector = match builtin {
        BuiltIn::GlobalInvocationId
        | BuiltIn::LocalInvocationId
        | BuiltIn::WorkgroupId
        | BuiltIn::NumWorkgroups => load(fl, builtin)?,
        BuiltIn::WorkgroupSize | BuiltIn::EnqueuedWorkgroupSize => size(fl),
        BuiltIn::GlobalSize => {
            let n = load(fl, BuiltIn::NumWorkgroups)?;
            let s = size(fl);
            let id = fl.st.spv.id();
            fl.emit(
                build::Binary {
                    op: build::BinaryOp::IMul,
                    operand_1: n,
                    operand_2: s,
                }
                .with_result(v3, id),
            );
            id
        }
        BuiltIn::GlobalOffset => fl.st.spv.const_null(v3),
        BuiltIn::LocalInvocationIndex if !takes_dim => {
            let id = load_scalar_input(fl, builtin)?;
            return widen(fl, i, id, result);
        }
        other => {
            return Err(unsupported(format!(
                "work-item query '{other:?}' has no Vulkan compute equivalent"
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
            fl.emit(
                build::CompositeExtract {
                    composite: vector,
                    indexes: vec![d],
                }
                .with_result(u32_ty, component),
            );
        }
        Some(v) => {
            let d = fl.operand(v)?;
            fl.emit(
                build::VectorExtractDynamic { vector, index: d }.with_result(u32_ty, component),
            );
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
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    i: &Instruction,
    v: Word,
    result: Option<Word>,
) -> Result<(), LowerError> {
    let t = fl.ty(i.ty)?;
    let r = result.unwrap_or_else(|| fl.st.spv.id());
    let op = if matches!(fl.st.ir.ty(i.ty), Type::Int(32)) {
        build::UnaryOp::CopyObject
    } else {
        build::UnaryOp::UConvert
    };
    fl.emit(build::Unary { op, operand: v }.with_result(t, r));
    Ok(())
}

/// The Vulkan scope of an OpenCL `memory_scope` value: `memory_scope_work_group` and
/// `memory_scope_device` (and `memory_scope_all_svm_devices`, the same memory on one Vulkan
/// device). `work_item` and `sub_group` are refused.
fn vk_scope(memory_scope: u64) -> Option<Scope> {
    match memory_scope {
        1 => Some(Scope::Workgroup),
        2 | 3 => Some(Scope::Device),
        _ => None,
    }
}

/// The semantics order bits of an OpenCL/C11 `memory_order` value; `seq_cst` is
/// AcquireRelease, which is what Vulkan gives SequentiallyConsistent.
fn vk_order(memory_order: u64) -> Option<MemorySemantics> {
    Some(match memory_order {
        0 => MemorySemantics::RELAXED,
        1 | 2 => MemorySemantics::ACQUIRE,
        3 => MemorySemantics::RELEASE,
        4 | 5 => MemorySemantics::ACQUIRE_RELEASE,
        _ => return None,
    })
}

/// Only the acquire half of an order (for loads and a compare-exchange's failure order).
fn acquire_part(m: MemorySemantics) -> MemorySemantics {
    if m.intersects(MemorySemantics::ACQUIRE | MemorySemantics::ACQUIRE_RELEASE) {
        MemorySemantics::ACQUIRE
    } else {
        MemorySemantics::RELAXED
    }
}

/// Only the release half of an order (for stores).
fn release_part(m: MemorySemantics) -> MemorySemantics {
    if m.intersects(MemorySemantics::RELEASE | MemorySemantics::ACQUIRE_RELEASE) {
        MemorySemantics::RELEASE
    } else {
        MemorySemantics::RELAXED
    }
}

fn const_arg(fl: &FunctionLowering<'_, '_, VulkanFlavour>, v: Option<&Value>) -> Option<u64> {
    match v {
        Some(Value::Const(c)) => match fl.st.ir.constant(*c) {
            Constant::Int { value, .. } => Some(*value),
            _ => None,
        },
        _ => None,
    }
}

/// Atomics on a buffer or workgroup pointer. Legacy ones (`atomic_add(p, v)` & co.) are
/// relaxed; C11 ones (`atomic_fetch_add[_explicit]`, load, store, exchange,
/// compare_exchange_strong/weak) take their order (default `seq_cst`) and scope (default:
/// Workgroup for `local` memory, else Device) from the call. Storage-class bits (Uniform or
/// Workgroup memory) join any non-relaxed order.
#[allow(clippy::too_many_arguments)]
fn atomic(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    i: &Instruction,
    name: &str,
    op: Op,
    explicit_order: bool,
    explicit_scope: bool,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let opcode = match op {
        Op::AtomicIAdd
        | Op::AtomicISub
        | Op::AtomicExchange
        | Op::AtomicSMin
        | Op::AtomicUMin
        | Op::AtomicSMax
        | Op::AtomicUMax
        | Op::AtomicAnd
        | Op::AtomicOr
        | Op::AtomicXor
        | Op::AtomicIIncrement
        | Op::AtomicIDecrement
        | Op::AtomicCompareExchange
        | Op::AtomicLoad
        | Op::AtomicStore => op,
        _ => {
            return Err(unsupported(format!(
                "atomic '{name}' in the Vulkan flavour (atomic flags and floating-point \
                 atomics need Kernel or extension capabilities)"
            )));
        }
    };
    let Some((&ptr, rest)) = args.split_first() else {
        return Err(LowerError::Invalid("atomic without a pointer".into()));
    };
    let p = super::select::trace_pointer(fl, ptr)?
        .ok_or_else(|| unsupported(format!("atomic '{name}' on a pointer nsdi cannot trace")))?;
    let ir = fl.st.ir;
    let c11 = name.contains("U7_Atomic");
    let returns_bool = matches!(ir.ty(i.ty), Type::Int(1));
    let value_count = match opcode {
        Op::AtomicLoad | Op::AtomicIIncrement | Op::AtomicIDecrement => 0,
        Op::AtomicCompareExchange => 2,
        _ => 1,
    };
    let (values, tail) = rest
        .split_at_checked(value_count)
        .ok_or_else(|| LowerError::Invalid(format!("atomic '{name}' operands")))?;
    let value_ty_ref = match values.last() {
        Some(v) => super::value_type(ir, fl.f, *v)
            .ok_or_else(|| LowerError::Invalid("atomic value type".into()))?,
        None => i.ty,
    };
    if !matches!(ir.ty(value_ty_ref), Type::Int(32)) {
        return Err(unsupported(format!(
            "atomic '{name}' on '{}' (Vulkan: 32-bit integer atomics only; 64-bit and \
             floating-point atomics need device features)",
            ir.type_name(value_ty_ref)
        )));
    }
    let orders = match (explicit_order, opcode) {
        (false, _) => 0,
        (true, Op::AtomicCompareExchange) => 2,
        (true, _) => 1,
    };
    let order_at = |fl: &FunctionLowering<'_, '_, VulkanFlavour>,
                    n: usize|
     -> Result<MemorySemantics, LowerError> {
        if !c11 {
            return Ok(MemorySemantics::RELAXED);
        }
        if n >= orders {
            return Ok(MemorySemantics::ACQUIRE_RELEASE); // seq_cst
        }
        const_arg(fl, tail.get(n))
            .and_then(vk_order)
            .ok_or_else(|| unsupported(format!("atomic '{name}' with a non-constant memory order")))
    };
    let default_scope = if p.class == StorageClass::Workgroup {
        Scope::Workgroup
    } else {
        Scope::Device
    };
    let scope =
        if explicit_scope {
            const_arg(fl, tail.get(orders)).and_then(vk_scope).ok_or_else(|| {
            unsupported(format!(
                "atomic '{name}' with a memory scope other than a constant work_group, device \
                 or all_svm_devices"
            ))
        })?
        } else {
            default_scope
        };
    let storage = if p.class == StorageClass::Workgroup {
        MemorySemantics::WORKGROUP_MEMORY
    } else {
        MemorySemantics::UNIFORM_MEMORY
    };
    let with_storage = |m: MemorySemantics| {
        if m.is_empty() { m } else { m | storage }
    };
    let success = order_at(fl, 0)?;
    let eq = with_storage(match opcode {
        Op::AtomicLoad => acquire_part(success),
        Op::AtomicStore => release_part(success),
        _ => success,
    });
    // The failure order may be neither stronger than the success one nor release-flavoured.
    let neq = with_storage(acquire_part(order_at(fl, 1)?) & acquire_part(success));
    let pointer = memory::access(fl, &p, value_ty_ref)?;
    let scope = fl.st.spv.const_u32(scope as u32);
    let eq = fl.st.spv.const_u32(eq.bits());
    let t = fl.ty(value_ty_ref)?;
    let (memory, semantics) = (scope, eq);
    if let Some(op) = build::AtomicNoValueOp::from_opcode(opcode) {
        let r = result.unwrap_or_else(|| fl.st.spv.id());
        fl.emit(
            build::AtomicNoValue {
                op,
                pointer,
                memory,
                semantics,
            }
            .with_result(t, r),
        );
        return Ok(());
    }
    match opcode {
        Op::AtomicStore => {
            let value = fl.operand(*values.first().unwrap_or(&ptr))?;
            fl.emit(
                build::AtomicStore {
                    pointer,
                    memory,
                    semantics,
                    value,
                }
                .into_instruction(),
            );
            Ok(())
        }
        Op::AtomicCompareExchange if returns_bool => {
            // C11: (object, expected*, desired) -> bool; the old value goes to *expected.
            let unequal = fl.st.spv.const_u32(neq.bits());
            let e = super::select::trace_pointer(fl, *values.first().unwrap_or(&ptr))?.ok_or_else(
                || unsupported(format!("'{name}': an 'expected' pointer nsdi cannot trace")),
            )?;
            let expected = fl.st.spv.id();
            memory::load(fl, &e, value_ty_ref, Some(expected))?;
            let desired = fl.operand(*values.get(1).unwrap_or(&ptr))?;
            let old = fl.st.spv.id();
            fl.emit(
                build::AtomicCompareExchange {
                    pointer,
                    memory,
                    equal: semantics,
                    unequal,
                    value: desired,
                    comparator: expected,
                }
                .with_result(t, old),
            );
            memory::store(fl, &e, value_ty_ref, old)?;
            let bool_ty = fl.ty(i.ty)?;
            let r = result.unwrap_or_else(|| fl.st.spv.id());
            fl.emit(
                build::Binary {
                    op: build::BinaryOp::IEqual,
                    operand_1: old,
                    operand_2: expected,
                }
                .with_result(bool_ty, r),
            );
            Ok(())
        }
        Op::AtomicCompareExchange => {
            // Legacy atomic_cmpxchg(p, cmp, val): Value is val, Comparator cmp.
            let unequal = fl.st.spv.const_u32(neq.bits());
            let (Some(cmp), Some(val)) = (values.first(), values.get(1)) else {
                return Err(LowerError::Invalid("atomic_cmpxchg operands".into()));
            };
            let value = fl.operand(*val)?;
            let comparator = fl.operand(*cmp)?;
            let r = result.unwrap_or_else(|| fl.st.spv.id());
            fl.emit(
                build::AtomicCompareExchange {
                    pointer,
                    memory,
                    equal: semantics,
                    unequal,
                    value,
                    comparator,
                }
                .with_result(t, r),
            );
            Ok(())
        }
        _ => {
            let op = build::AtomicRmwOp::from_opcode(opcode).ok_or_else(|| {
                LowerError::Invalid(format!("'{name}': Op{opcode:?} is not an atomic update"))
            })?;
            let value = fl.operand(*values.first().unwrap_or(&ptr))?;
            let r = result.unwrap_or_else(|| fl.st.spv.id());
            fl.emit(
                build::AtomicRmw {
                    op,
                    pointer,
                    memory,
                    semantics,
                    value,
                }
                .with_result(t, r),
            );
            Ok(())
        }
    }
}

fn unary_op(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    op: build::UnaryOp,
    ty: Word,
    operand: Word,
) -> Word {
    let r = fl.st.spv.id();
    fl.emit(build::Unary { op, operand }.with_result(ty, r));
    r
}

pub(super) fn binary_op(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    op: build::BinaryOp,
    ty: Word,
    operand_1: Word,
    operand_2: Word,
) -> Word {
    let r = fl.st.spv.id();
    fl.emit(
        build::Binary {
            op,
            operand_1,
            operand_2,
        }
        .with_result(ty, r),
    );
    r
}

/// Relational builtins (`isnan`, `isinf`, `isfinite`, `isnormal`, `signbit`, `isequal` & co.,
/// `isordered`, `isunordered`, `any`, `all`): a boolean from Shader-capability instructions
/// (`OpIsFinite`, `OpIsNormal`, `OpSignBitSet`, `OpOrdered`, `OpUnordered` are Kernel-only, so
/// they are built from `OpIsNan`/`OpIsInf` and the bits), then OpenCL's integer result: 1 for a
/// scalar, -1 per true lane of a vector.
fn relational(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    i: &Instruction,
    name: &str,
    op: Op,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    use crate::backend::isel::select::{Kind, kind_of, splat_int};
    let ir = fl.st.ir;
    let t = fl.ty(i.ty)?;
    let (Kind::Int(bits), lanes) = kind_of(fl, i.ty) else {
        return Err(unsupported(format!(
            "relational builtin '{name}' not returning an integer"
        )));
    };
    let arg_ty = args
        .first()
        .and_then(|a| super::value_type(ir, fl.f, *a))
        .ok_or_else(|| LowerError::Invalid(format!("'{name}' without an operand")))?;
    let (arg_kind, arg_lanes) = kind_of(fl, arg_ty);
    let mut ids = Vec::new();
    for a in args {
        ids.push(fl.operand(*a)?);
    }
    let bool_ty = fl.st.spv.type_id(TypeKey::Bool);
    let cmp_ty = if arg_lanes > 1 {
        fl.st.spv.type_id(TypeKey::Vector(bool_ty, arg_lanes))
    } else {
        bool_ty
    };
    let first = ids.first().copied().unwrap_or_default();
    let second = ids.get(1).copied().unwrap_or_default();
    let need_two = |n: usize| {
        if n < 2 {
            Err(LowerError::Invalid(format!("'{name}' needs two operands")))
        } else {
            Ok(())
        }
    };
    let as_int = |fl: &mut FunctionLowering<'_, '_, VulkanFlavour>, fbits: u32| {
        let it = fl.st.types.int_type(&mut fl.st.spv, fbits);
        let vt = if arg_lanes > 1 {
            fl.st.spv.type_id(TypeKey::Vector(it, arg_lanes))
        } else {
            it
        };
        (vt, unary_op(fl, build::UnaryOp::Bitcast, vt, first))
    };
    let cond = match (op, arg_kind) {
        (Op::Any | Op::All, Kind::Int(abits)) => {
            // The most significant bit of each component.
            let at = fl.ty(arg_ty)?;
            let zero = splat_int(fl, at, abits, arg_lanes, 0);
            let neg = binary_op(fl, build::BinaryOp::SLessThan, cmp_ty, first, zero);
            if arg_lanes > 1 {
                let op = build::UnaryOp::from_opcode(op)
                    .ok_or_else(|| LowerError::Invalid(format!("'{name}': not a test")))?;
                unary_op(fl, op, bool_ty, neg)
            } else {
                neg
            }
        }
        (_, Kind::Float(fbits)) => match op {
            Op::IsNan => unary_op(fl, build::UnaryOp::IsNan, cmp_ty, first),
            Op::IsInf => unary_op(fl, build::UnaryOp::IsInf, cmp_ty, first),
            Op::IsFinite => {
                let n = unary_op(fl, build::UnaryOp::IsNan, cmp_ty, first);
                let f = unary_op(fl, build::UnaryOp::IsInf, cmp_ty, first);
                let o = binary_op(fl, build::BinaryOp::LogicalOr, cmp_ty, n, f);
                unary_op(fl, build::UnaryOp::LogicalNot, cmp_ty, o)
            }
            Op::SignBitSet => {
                let (vt, b) = as_int(fl, fbits);
                let zero = splat_int(fl, vt, fbits, arg_lanes, 0);
                binary_op(fl, build::BinaryOp::SLessThan, cmp_ty, b, zero)
            }
            Op::IsNormal => {
                // The exponent field is neither all zeros (zero, subnormal) nor all ones.
                let (mant, exp_mask) = match fbits {
                    16 => (10, 0x1f),
                    32 => (23, 0xff),
                    _ => (52, 0x7ff),
                };
                let (vt, b) = as_int(fl, fbits);
                let shift = splat_int(fl, vt, fbits, arg_lanes, mant);
                let mask = splat_int(fl, vt, fbits, arg_lanes, exp_mask);
                let zero = splat_int(fl, vt, fbits, arg_lanes, 0);
                let sh = binary_op(fl, build::BinaryOp::ShiftRightLogical, vt, b, shift);
                let e = binary_op(fl, build::BinaryOp::BitwiseAnd, vt, sh, mask);
                let nz = binary_op(fl, build::BinaryOp::INotEqual, cmp_ty, e, zero);
                let nm = binary_op(fl, build::BinaryOp::INotEqual, cmp_ty, e, mask);
                binary_op(fl, build::BinaryOp::LogicalAnd, cmp_ty, nz, nm)
            }
            Op::Ordered | Op::Unordered => {
                need_two(ids.len())?;
                let a = unary_op(fl, build::UnaryOp::IsNan, cmp_ty, first);
                let b = unary_op(fl, build::UnaryOp::IsNan, cmp_ty, second);
                let o = binary_op(fl, build::BinaryOp::LogicalOr, cmp_ty, a, b);
                if op == Op::Ordered {
                    unary_op(fl, build::UnaryOp::LogicalNot, cmp_ty, o)
                } else {
                    o
                }
            }
            _ => {
                need_two(ids.len())?;
                let o = match op {
                    Op::FOrdEqual
                    | Op::FOrdNotEqual
                    | Op::FUnordNotEqual
                    | Op::FOrdGreaterThan
                    | Op::FOrdGreaterThanEqual
                    | Op::FOrdLessThan
                    | Op::FOrdLessThanEqual => op,
                    _ => {
                        return Err(unsupported(format!(
                            "relational builtin '{name}' in the Vulkan flavour"
                        )));
                    }
                };
                let o = build::BinaryOp::from_opcode(o)
                    .ok_or_else(|| LowerError::Invalid(format!("'{name}': not a comparison")))?;
                binary_op(fl, o, cmp_ty, first, second)
            }
        },
        _ => {
            return Err(unsupported(format!(
                "relational builtin '{name}' on '{}'",
                ir.type_name(arg_ty)
            )));
        }
    };
    let r = result.unwrap_or_else(|| fl.st.spv.id());
    let (true_value, sel_lanes) = if lanes > 1 { (-1, lanes) } else { (1, 1) };
    let one = splat_int(fl, t, bits, sel_lanes, true_value);
    let zero = splat_int(fl, t, bits, sel_lanes, 0);
    fl.emit(
        build::Select {
            condition: cond,
            object_1: one,
            object_2: zero,
        }
        .with_result(t, r),
    );
    Ok(())
}

/// Whether a vector load or store builtin reads or writes `half`s (`vload_half`,
/// `vstorea_half4_rtz`, ...), not elements of its own type (`vload4`).
pub fn is_half_vector_access(instruction: Cl) -> bool {
    !matches!(instruction, Cl::vloadn | Cl::vstoren)
}

/// `vloadN`/`vstoreN` and the half forms (`vload_half[N]`, `vloada_halfN`, `vstore_half[N]`,
/// `vstorea_halfN`, with a rounding suffix or not): one `OpLoad`/`OpStore` per lane on the
/// array the pointer points into (elements `offset * N + k`; `offset * 4 + k` for the `a`
/// forms of 3 lanes). A half is loaded as a 16-bit float and widened by `OpFConvert`; a store
/// narrows by `OpFConvert` decorated `FPRoundingMode` RTE (the default, and `_rte`) or RTZ
/// (`_rtz`): Vulkan leaves an undecorated conversion's rounding to the implementation, and
/// allows the decoration only on a value stored to a buffer and only with these two modes, so
/// `_rtp`/`_rtn` and half stores to `local` or private memory are refused.
fn vector_load_store(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    i: &Instruction,
    mangled: &str,
    instruction: Cl,
    lanes: u32,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let builtin = builtins::demangle(mangled).map_or_else(|| mangled.to_owned(), |d| d.name);
    let is_store = opencl_std::is_vector_store(instruction);
    let half = is_half_vector_access(instruction);
    let aligned = matches!(
        instruction,
        Cl::vloada_halfn | Cl::vstorea_halfn | Cl::vstorea_halfn_r
    );
    let stride = if aligned && lanes == 3 { 4 } else { lanes };
    let (data, offset, ptr) = match (is_store, args) {
        (false, [offset, ptr]) => (None, *offset, *ptr),
        (true, [data, offset, ptr]) => (Some(*data), *offset, *ptr),
        _ => {
            return Err(LowerError::Invalid(format!(
                "'{builtin}' with {} operands",
                args.len()
            )));
        }
    };
    let rounding = if !(is_store && half) {
        None
    } else if matches!(
        instruction,
        Cl::vstore_half_r | Cl::vstore_halfn_r | Cl::vstorea_halfn_r
    ) {
        match builtin.rsplit('_').next() {
            Some("rte") => Some(FPRoundingMode::RTE),
            Some("rtz") => Some(FPRoundingMode::RTZ),
            _ => {
                return Err(unsupported(format!(
                    "call to '{builtin}': Vulkan rounds a conversion to half only to nearest \
                     even or toward zero (FPRoundingMode RTE/RTZ); use vstore_half or the _rtz \
                     form"
                )));
            }
        }
    } else {
        Some(FPRoundingMode::RTE)
    };
    let base = super::select::trace_pointer(fl, ptr)?
        .ok_or_else(|| unsupported(format!("'{builtin}' on a pointer nsdi cannot trace")))?;
    if rounding.is_some() && base.class != StorageClass::StorageBuffer {
        return Err(unsupported(format!(
            "call to '{builtin}' into local or private memory: Vulkan fixes the rounding of a \
             conversion to half (FPRoundingMode) only for a value stored to a buffer; store \
             to a global buffer"
        )));
    }
    // The value's scalar type: the result's (loads) or the data's (stores).
    let value_ty = match data {
        Some(d) => fl.value_type(d),
        None => Some(i.ty),
    }
    .ok_or_else(|| LowerError::Invalid(format!("'{builtin}': value type")))?;
    let scalar = match fl.st.ir.ty(value_ty) {
        Type::Vector { elem, .. } => *elem,
        _ => value_ty,
    };
    let memory_elem = if half {
        fl.st
            .ir
            .types
            .iter()
            .position(|t| *t == Type::Half)
            .map(|n| crate::ir::TypeRef(n as u32))
            .ok_or_else(|| LowerError::Invalid("no half type in the module".into()))?
    } else {
        scalar
    };
    let scalar_ty = fl.ty(scalar)?;
    let memory_ty = fl.ty(memory_elem)?;
    let elements = memory::vector_elements(fl, &base, memory_elem, offset, stride, lanes)?;
    if let Some(data) = data {
        let data = fl.operand(data)?;
        for (k, q) in (0u32..).zip(&elements) {
            let lane = if lanes > 1 {
                let v = fl.st.spv.id();
                fl.emit(
                    build::CompositeExtract {
                        composite: data,
                        indexes: vec![k],
                    }
                    .with_result(scalar_ty, v),
                );
                v
            } else {
                data
            };
            let stored = match rounding {
                Some(mode) => {
                    let v = fl.st.spv.id();
                    fl.emit(
                        build::Unary {
                            op: build::UnaryOp::FConvert,
                            operand: lane,
                        }
                        .with_result(memory_ty, v),
                    );
                    fl.st
                        .spv
                        .decorate(v, DecorationOperand::FPRoundingMode(mode));
                    v
                }
                None => lane,
            };
            let address = memory::access(fl, q, memory_elem)?;
            fl.emit(
                build::Store {
                    pointer: address,
                    object: stored,
                    memory_access: None,
                }
                .into_instruction(),
            );
        }
        return Ok(());
    }
    // One lane is the result itself (vload_half); more are put together.
    let t = fl.ty(i.ty)?;
    let r = result.unwrap_or_else(|| fl.st.spv.id());
    let single = elements.len() == 1;
    let mut parts = Vec::with_capacity(elements.len());
    for q in &elements {
        let address = memory::access(fl, q, memory_elem)?;
        let loaded = if single && !half { r } else { fl.st.spv.id() };
        fl.emit(
            build::Load {
                pointer: address,
                memory_access: None,
            }
            .with_result(memory_ty, loaded),
        );
        let value = if half {
            let v = if single { r } else { fl.st.spv.id() };
            fl.emit(
                build::Unary {
                    op: build::UnaryOp::FConvert,
                    operand: loaded,
                }
                .with_result(scalar_ty, v),
            );
            v
        } else {
            loaded
        };
        parts.push(value);
    }
    if !single {
        fl.emit(
            build::CompositeConstruct {
                constituents: parts,
            }
            .with_result(t, r),
        );
    }
    Ok(())
}
