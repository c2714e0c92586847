//! The OpenCL sub-group functions (cl_khr_subgroups) in the Vulkan flavour: the queries read
//! the `GroupNonUniform` built-ins, the collective functions are `OpGroupNonUniform*`
//! instructions at Subgroup scope, and `sub_group_barrier` is an `OpControlBarrier` of the
//! subgroup. Each use declares the capability whose Vulkan `subgroupSupportedOperations` bit
//! the device must have (docs/VULKAN.md, "Sub-groups"). What is not mapped here falls through
//! to the refusal that names the builtin and its family.

use rspirv::spirv::{
    BuiltIn, Capability, GlslStd450Op as GLOp, GroupOperation, MemorySemantics, Scope, Word,
};

use crate::backend::LowerError;
use crate::backend::isel::builtins::{self, ParamType, ScalarKind};
use crate::backend::isel::function::FunctionLowering;
use crate::backend::isel::vulkan::flavour::VulkanFlavour;
use crate::backend::module::core_build as build;
use crate::backend::module::core_build::GroupNonUniformArithmeticOp as Arith;
use crate::backend::module::spirv::TypeKey;
use crate::ir::{Constant, Instruction, Type, Value};

/// Reads a scalar 32-bit `Input` built-in (declared on first use).
type LoadInput =
    dyn FnMut(&mut FunctionLowering<'_, '_, VulkanFlavour>, BuiltIn) -> Result<Word, LowerError>;

/// A collective sub-group function this module lowers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Collective {
    /// `sub_group_barrier(flags)` / `sub_group_barrier(flags, scope)`.
    Barrier,
    /// `sub_group_all(predicate)`.
    All,
    /// `sub_group_any(predicate)`.
    Any,
    /// `sub_group_broadcast(x, sub_group_local_id)`.
    Broadcast,
    /// `sub_group_reduce_OP`, `sub_group_scan_inclusive_OP`, `sub_group_scan_exclusive_OP`.
    Arithmetic(GroupOperation, Arith),
}

/// The collective sub-group function a demangled call names, or `None` when it is none this
/// module maps (the caller then refuses it by name).
fn classify(name: &str, params: &[ParamType]) -> Option<Collective> {
    let kind = match params.first()? {
        ParamType::Scalar { kind, lanes: 1, .. } => *kind,
        _ => ScalarKind::Other,
    };
    match (name, params.len()) {
        ("sub_group_barrier", 1 | 2) => return Some(Collective::Barrier),
        ("sub_group_all", 1) => return Some(Collective::All),
        ("sub_group_any", 1) => return Some(Collective::Any),
        ("sub_group_broadcast", 2) => return Some(Collective::Broadcast),
        (_, 1) => {}
        _ => return None,
    }
    let (operation, op) = if let Some(op) = name.strip_prefix("sub_group_reduce_") {
        (GroupOperation::Reduce, op)
    } else if let Some(op) = name.strip_prefix("sub_group_scan_inclusive_") {
        (GroupOperation::InclusiveScan, op)
    } else {
        (
            GroupOperation::ExclusiveScan,
            name.strip_prefix("sub_group_scan_exclusive_")?,
        )
    };
    let arith = match (op, kind) {
        ("add", ScalarKind::Signed | ScalarKind::Unsigned) => Arith::GroupNonUniformIAdd,
        ("add", ScalarKind::Float) => Arith::GroupNonUniformFAdd,
        ("min", ScalarKind::Signed) => Arith::GroupNonUniformSMin,
        ("min", ScalarKind::Unsigned) => Arith::GroupNonUniformUMin,
        ("min", ScalarKind::Float) => Arith::GroupNonUniformFMin,
        ("max", ScalarKind::Signed) => Arith::GroupNonUniformSMax,
        ("max", ScalarKind::Unsigned) => Arith::GroupNonUniformUMax,
        ("max", ScalarKind::Float) => Arith::GroupNonUniformFMax,
        _ => return None,
    };
    Some(Collective::Arithmetic(operation, arith))
}

/// Lowers a call when it is a collective sub-group function this module maps; `None` when the
/// callee is none (the caller goes on with the other builtin families).
pub fn lower_collective(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    i: &Instruction,
    name: &str,
    args: &[Value],
    result: Option<Word>,
) -> Option<Result<(), LowerError>> {
    let demangled = builtins::demangle(name)?;
    let collective = classify(&demangled.name, &demangled.params)?;
    let builtin = demangled.name.as_str();
    fl.st.spv.require(Capability::GroupNonUniform);
    Some(match collective {
        Collective::Barrier => barrier(fl, builtin, args),
        Collective::All | Collective::Any => vote(fl, i, collective, builtin, args, result),
        Collective::Broadcast => broadcast(fl, i, builtin, args, result),
        Collective::Arithmetic(operation, op) => arithmetic(fl, i, operation, op, args, result),
    })
}

fn subgroup_scope(fl: &mut FunctionLowering<'_, '_, VulkanFlavour>) -> Word {
    fl.st.spv.const_u32(Scope::Subgroup as u32)
}

fn constant_arg(fl: &FunctionLowering<'_, '_, VulkanFlavour>, v: Option<&Value>) -> Option<u64> {
    match v {
        Some(Value::Const(c)) => match fl.st.ir.constant(*c) {
            Constant::Int { value, .. } => Some(*value),
            _ => None,
        },
        _ => None,
    }
}

/// `sub_group_barrier(flags[, scope])`: the subgroup waits; the fence flags give the storage
/// classes (`CLK_LOCAL_MEM_FENCE` Workgroup memory, `CLK_GLOBAL_MEM_FENCE` the buffers'
/// Uniform memory, `CLK_IMAGE_MEM_FENCE` Image memory), ordered acquire-release at the given
/// memory scope (default: the sub-group).
fn barrier(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    builtin: &str,
    args: &[Value],
) -> Result<(), LowerError> {
    let flags = constant_arg(fl, args.first()).ok_or_else(|| {
        LowerError::Unsupported(format!("'{builtin}' with non-constant fence flags"))
    })?;
    let memory_scope = match args.get(1) {
        None => Scope::Subgroup,
        Some(a) => match constant_arg(fl, Some(a)) {
            Some(4) => Scope::Subgroup,
            Some(1) => Scope::Workgroup,
            Some(2 | 3) => Scope::Device,
            _ => {
                return Err(LowerError::Unsupported(format!(
                    "'{builtin}' with a memory scope other than a constant sub_group, \
                     work_group, device or all_svm_devices"
                )));
            }
        },
    };
    let mut storage = MemorySemantics::empty();
    for (flag, class) in [
        (1, MemorySemantics::WORKGROUP_MEMORY),
        (2, MemorySemantics::UNIFORM_MEMORY),
        (4, MemorySemantics::IMAGE_MEMORY),
    ] {
        if flags & flag != 0 {
            storage |= class;
        }
    }
    // An order without a storage class orders nothing (and Vulkan rejects it).
    let semantics = if storage.is_empty() {
        storage
    } else {
        storage | MemorySemantics::ACQUIRE_RELEASE
    };
    let execution = subgroup_scope(fl);
    let memory = fl.st.spv.const_u32(memory_scope as u32);
    let semantics = fl.st.spv.const_u32(semantics.bits());
    fl.emit(
        build::ControlBarrier {
            execution,
            memory,
            semantics,
        }
        .into_instruction(),
    );
    Ok(())
}

/// `sub_group_all`/`sub_group_any(int predicate)`: the vote on `predicate != 0`, as OpenCL's
/// int 1 or 0.
fn vote(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    i: &Instruction,
    collective: Collective,
    builtin: &str,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    fl.st.spv.require(Capability::GroupNonUniformVote);
    let [predicate] = args else {
        return Err(LowerError::Invalid(format!("'{builtin}' takes one operand")));
    };
    let predicate_ty = super::value_type(fl.st.ir, fl.f, *predicate)
        .ok_or_else(|| LowerError::Invalid(format!("'{builtin}': operand type")))?;
    let bits = match fl.st.ir.ty(predicate_ty) {
        Type::Int(bits) => *bits,
        _ => return Err(LowerError::Invalid(format!("'{builtin}' of a non-integer"))),
    };
    let int_ty = fl.ty(predicate_ty)?;
    let value = fl.operand(*predicate)?;
    let zero = crate::backend::isel::select::splat_int(fl, int_ty, bits, 1, 0);
    let bool_ty = fl.st.spv.type_id(TypeKey::Bool);
    let holds = fl.st.spv.id();
    fl.emit(
        build::Binary {
            op: build::BinaryOp::INotEqual,
            operand_1: value,
            operand_2: zero,
        }
        .with_result(bool_ty, holds),
    );
    let execution = subgroup_scope(fl);
    let voted = fl.st.spv.id();
    fl.emit(if collective == Collective::All {
        build::GroupNonUniformAll {
            execution,
            predicate: holds,
        }
        .with_result(bool_ty, voted)
    } else {
        build::GroupNonUniformAny {
            execution,
            predicate: holds,
        }
        .with_result(bool_ty, voted)
    });
    let (result_ty, result_bits) = match fl.st.ir.ty(i.ty) {
        Type::Int(bits) => (fl.ty(i.ty)?, *bits),
        _ => return Err(LowerError::Invalid(format!("'{builtin}' not returning int"))),
    };
    let one = crate::backend::isel::select::splat_int(fl, result_ty, result_bits, 1, 1);
    let zero = crate::backend::isel::select::splat_int(fl, result_ty, result_bits, 1, 0);
    let r = result.unwrap_or_else(|| fl.st.spv.id());
    fl.emit(
        build::Select {
            condition: voted,
            object_1: one,
            object_2: zero,
        }
        .with_result(result_ty, r),
    );
    Ok(())
}

/// `sub_group_broadcast(x, id)`: `x` of the invocation whose sub-group local id is `id`.
/// OpenCL requires `id` to be the same across the sub-group; SPIR-V 1.5 (vulkan1.2) and later
/// accept such a dynamically uniform id, so no constant is required.
fn broadcast(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    i: &Instruction,
    builtin: &str,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    fl.st.spv.require(Capability::GroupNonUniformBallot);
    let [value, id] = args else {
        return Err(LowerError::Invalid(format!("'{builtin}' takes two operands")));
    };
    let t = fl.ty(i.ty)?;
    let value = fl.operand(*value)?;
    let id = fl.operand(*id)?;
    let execution = subgroup_scope(fl);
    let r = result.unwrap_or_else(|| fl.st.spv.id());
    fl.emit(build::GroupNonUniformBroadcast { execution, value, id }.with_result(t, r));
    Ok(())
}

/// `sub_group_reduce_OP` / `sub_group_scan_inclusive_OP` / `sub_group_scan_exclusive_OP`
/// (add, min, max): one `OpGroupNonUniform*` with the group operation. SPIR-V's identity for
/// the first invocation of an exclusive scan (0, the type's largest or smallest value, ±inf)
/// is OpenCL's.
fn arithmetic(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    i: &Instruction,
    operation: GroupOperation,
    op: Arith,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    fl.st.spv.require(Capability::GroupNonUniformArithmetic);
    let [value] = args else {
        return Err(LowerError::Invalid(format!(
            "Op{:?} takes one operand",
            op.opcode()
        )));
    };
    let t = fl.ty(i.ty)?;
    let value = fl.operand(*value)?;
    let execution = subgroup_scope(fl);
    let r = result.unwrap_or_else(|| fl.st.spv.id());
    fl.emit(
        build::GroupNonUniformArithmetic {
            op,
            execution,
            operation,
            value,
            cluster_size: None,
        }
        .with_result(t, r),
    );
    Ok(())
}

/// The sub-group queries as the 32-bit Vulkan built-in each reads, for a call of
/// `get_sub_group_size` & co. (classified as work-item functions): `None` for any other
/// built-in.
pub fn query(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    builtin: BuiltIn,
    load: &mut LoadInput,
) -> Option<Result<Word, LowerError>> {
    let vulkan_builtin = match builtin {
        BuiltIn::SubgroupSize
        | BuiltIn::SubgroupMaxSize
        | BuiltIn::SubgroupId
        | BuiltIn::SubgroupLocalInvocationId => builtin,
        // Every Vulkan work-group has the enqueued size: there are no partial work-groups.
        BuiltIn::NumSubgroups | BuiltIn::NumEnqueuedSubgroups => BuiltIn::NumSubgroups,
        _ => return None,
    };
    fl.st.spv.require(Capability::GroupNonUniform);
    Some(match vulkan_builtin {
        BuiltIn::SubgroupSize | BuiltIn::SubgroupMaxSize => sizes(fl, builtin, load),
        other => load(fl, other),
    })
}

/// `get_sub_group_size` and `get_max_sub_group_size`. Vulkan's `SubgroupSize` is the device's
/// sub-group width, also in a sub-group the work-group fills only partly; OpenCL's size is the
/// number of work-items in this sub-group, and its maximum is no larger than the work-group.
/// Sub-groups of a compute work-group are filled in local-index order (the last one partial),
/// so: max = min(SubgroupSize, work-group size), size = min(SubgroupSize, work-group size -
/// SubgroupId * SubgroupSize).
fn sizes(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    builtin: BuiltIn,
    load: &mut LoadInput,
) -> Result<Word, LowerError> {
    let u32_ty = fl.st.spv.u32_type();
    let width = load(fl, BuiltIn::SubgroupSize)?;
    let work_group = work_group_items(fl);
    let available = if builtin == BuiltIn::SubgroupSize {
        let id = load(fl, BuiltIn::SubgroupId)?;
        let before = binary(fl, build::BinaryOp::IMul, u32_ty, id, width);
        binary(fl, build::BinaryOp::ISub, u32_ty, work_group, before)
    } else {
        work_group
    };
    let set = fl.st.spv.ext_import("GLSL.std.450");
    let r = fl.st.spv.id();
    fl.emit(
        build::ExtInst {
            set,
            instruction: GLOp::UMin as u32,
            operands: vec![width, available],
        }
        .with_result(u32_ty, r),
    );
    Ok(r)
}

/// The number of work-items in a work-group (x * y * z of the work-group size).
fn work_group_items(fl: &mut FunctionLowering<'_, '_, VulkanFlavour>) -> Word {
    match fl.f.reqd_work_group_size {
        Some([x, y, z]) => fl.st.spv.const_u32(x.wrapping_mul(y).wrapping_mul(z)),
        None => {
            let u32_ty = fl.st.spv.u32_type();
            let [x, y, z, _] = super::workgroup_size(fl.st, fl.module);
            let xy = binary(fl, build::BinaryOp::IMul, u32_ty, x, y);
            binary(fl, build::BinaryOp::IMul, u32_ty, xy, z)
        }
    }
}

fn binary(
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
