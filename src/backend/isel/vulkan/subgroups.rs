//! The OpenCL sub-group functions (cl_khr_subgroups) in the Vulkan flavour: the queries read
//! the `GroupNonUniform` built-ins, the collective functions are `OpGroupNonUniform*`
//! instructions at Subgroup scope, and `sub_group_barrier` is an `OpControlBarrier` of the
//! subgroup. Each use declares the capability whose Vulkan `subgroupSupportedOperations` bit
//! the device must have (docs/VULKAN.md, "Sub-groups"). What is not mapped here falls through
//! to the refusal that names the builtin and its family.

use rspirv::spirv::{
    BuiltIn, Capability, GlslStd450Op as GLOp, GroupOperation, MemorySemantics, Scope,
    StorageClass, Word,
};

use super::calls::binary_op;
use crate::backend::LowerError;
use crate::backend::isel::builtins::{self, ParamType, ScalarKind};
use crate::backend::isel::function::FunctionLowering;
use crate::backend::isel::state::module_variable;
use crate::backend::isel::vulkan::flavour::VulkanFlavour;
use crate::backend::module::core_build as build;
use crate::backend::module::core_build::DecorationOperand;
use crate::backend::module::core_build::GroupNonUniformArithmeticOp as Arith;
use crate::backend::module::spirv::TypeKey;
use crate::ir::{Constant, Instruction, Type, Value};

/// Reads a scalar 32-bit `Input` built-in (declared on first use).
type LoadInput =
    dyn FnMut(&mut FunctionLowering<'_, '_, VulkanFlavour>, BuiltIn) -> Result<Word, LowerError>;

/// A collective sub-group function this module lowers, with the capability it declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Collective {
    /// `sub_group_barrier(flags)` / `sub_group_barrier(flags, scope)`.
    Barrier,
    /// `sub_group_elect()`: true in one active work-item.
    Elect,
    /// `sub_group_[non_uniform_]all/any(int)`, `sub_group_non_uniform_all_equal(T)`,
    /// `sub_group_inverse_ballot(uint4)`: a boolean, returned as int 1 or 0; `int_predicate`:
    /// the operand is an int tested against 0.
    Test { op: Unary, int_predicate: bool },
    /// `sub_group_ballot(int)`: the ballot of `predicate != 0`.
    Ballot,
    /// `sub_group_broadcast_first(x)`, `sub_group_ballot_find_lsb/msb(uint4)`.
    Value(Unary),
    /// `sub_group_[non_uniform_]broadcast(x, id)`, `sub_group_shuffle[_xor|_up|_down](x, n)`,
    /// `sub_group_ballot_bit_extract(uint4, index)` (a boolean, as int 1 or 0).
    Indexed(Indexed),
    /// `sub_group_ballot_bit_count` and `sub_group_ballot_inclusive/exclusive_scan(uint4)`.
    BallotBitCount(GroupOperation),
    /// The reductions and scans (`sub_group_[non_uniform_]reduce_OP`, `..._scan_inclusive_OP`,
    /// `..._scan_exclusive_OP`, `sub_group_clustered_reduce_OP(x, clustersize)`); `logical`:
    /// OpenCL's `logical_and/or/xor` on int predicates.
    Arithmetic {
        operation: GroupOperation,
        op: Arith,
        logical: bool,
    },
}

use crate::backend::module::core_build::GroupNonUniformIndexedOp as Indexed;
use crate::backend::module::core_build::GroupNonUniformUnaryOp as Unary;

/// The collective sub-group function a demangled call names, or `None` when it is none this
/// module maps (the caller then refuses it by name).
fn classify(name: &str, params: &[ParamType]) -> Option<Collective> {
    let kind = match params.first() {
        Some(ParamType::Scalar { kind, lanes: 1, .. }) => *kind,
        _ => ScalarKind::Other,
    };
    let test = |op, int_predicate| Some(Collective::Test { op, int_predicate });
    let collective = match (name, params.len()) {
        ("sub_group_barrier", 1 | 2) => Collective::Barrier,
        ("sub_group_elect", 0) => Collective::Elect,
        ("sub_group_all" | "sub_group_non_uniform_all", 1) => {
            return test(Unary::GroupNonUniformAll, true);
        }
        ("sub_group_any" | "sub_group_non_uniform_any", 1) => {
            return test(Unary::GroupNonUniformAny, true);
        }
        ("sub_group_non_uniform_all_equal", 1) => {
            return test(Unary::GroupNonUniformAllEqual, false);
        }
        ("sub_group_inverse_ballot", 1) => return test(Unary::GroupNonUniformInverseBallot, false),
        ("sub_group_ballot", 1) => Collective::Ballot,
        ("sub_group_broadcast_first", 1) => Collective::Value(Unary::GroupNonUniformBroadcastFirst),
        ("sub_group_ballot_find_lsb", 1) => Collective::Value(Unary::GroupNonUniformBallotFindLSB),
        ("sub_group_ballot_find_msb", 1) => Collective::Value(Unary::GroupNonUniformBallotFindMSB),
        ("sub_group_broadcast" | "sub_group_non_uniform_broadcast", 2) => {
            Collective::Indexed(Indexed::GroupNonUniformBroadcast)
        }
        ("sub_group_shuffle", 2) => Collective::Indexed(Indexed::GroupNonUniformShuffle),
        ("sub_group_shuffle_xor", 2) => Collective::Indexed(Indexed::GroupNonUniformShuffleXor),
        ("sub_group_shuffle_up", 2) => Collective::Indexed(Indexed::GroupNonUniformShuffleUp),
        ("sub_group_shuffle_down", 2) => Collective::Indexed(Indexed::GroupNonUniformShuffleDown),
        ("sub_group_ballot_bit_extract", 2) => {
            Collective::Indexed(Indexed::GroupNonUniformBallotBitExtract)
        }
        ("sub_group_ballot_bit_count", 1) => Collective::BallotBitCount(GroupOperation::Reduce),
        ("sub_group_ballot_inclusive_scan", 1) => {
            Collective::BallotBitCount(GroupOperation::InclusiveScan)
        }
        ("sub_group_ballot_exclusive_scan", 1) => {
            Collective::BallotBitCount(GroupOperation::ExclusiveScan)
        }
        _ => return arithmetic_kind(name, params.len(), kind),
    };
    Some(collective)
}

/// The reductions and scans: `sub_group_` then `non_uniform_` (optional), the group operation
/// and the operator; `sub_group_clustered_reduce_OP(x, clustersize)`.
fn arithmetic_kind(name: &str, arity: usize, kind: ScalarKind) -> Option<Collective> {
    let rest = name.strip_prefix("sub_group_")?;
    let (operation, op) = if let Some(op) = rest.strip_prefix("clustered_reduce_") {
        (GroupOperation::ClusteredReduce, op)
    } else {
        let rest = rest.strip_prefix("non_uniform_").unwrap_or(rest);
        if let Some(op) = rest.strip_prefix("reduce_") {
            (GroupOperation::Reduce, op)
        } else if let Some(op) = rest.strip_prefix("scan_inclusive_") {
            (GroupOperation::InclusiveScan, op)
        } else {
            (
                GroupOperation::ExclusiveScan,
                rest.strip_prefix("scan_exclusive_")?,
            )
        }
    };
    let wanted_arity = if operation == GroupOperation::ClusteredReduce {
        2
    } else {
        1
    };
    if arity != wanted_arity {
        return None;
    }
    // cl_khr_subgroups has only add, min and max; the others are the extension's
    // non_uniform_ and clustered_ functions.
    let extended = name.contains("non_uniform_") || operation == GroupOperation::ClusteredReduce;
    let integer = matches!(kind, ScalarKind::Signed | ScalarKind::Unsigned);
    let float = kind == ScalarKind::Float;
    let op = match op {
        "add" if integer => Arith::GroupNonUniformIAdd,
        "add" if float => Arith::GroupNonUniformFAdd,
        "min" if kind == ScalarKind::Signed => Arith::GroupNonUniformSMin,
        "min" if kind == ScalarKind::Unsigned => Arith::GroupNonUniformUMin,
        "min" if float => Arith::GroupNonUniformFMin,
        "max" if kind == ScalarKind::Signed => Arith::GroupNonUniformSMax,
        "max" if kind == ScalarKind::Unsigned => Arith::GroupNonUniformUMax,
        "max" if float => Arith::GroupNonUniformFMax,
        "mul" if extended && integer => Arith::GroupNonUniformIMul,
        "mul" if extended && float => Arith::GroupNonUniformFMul,
        "and" if extended && integer => Arith::GroupNonUniformBitwiseAnd,
        "or" if extended && integer => Arith::GroupNonUniformBitwiseOr,
        "xor" if extended && integer => Arith::GroupNonUniformBitwiseXor,
        "logical_and" if extended && integer => Arith::GroupNonUniformLogicalAnd,
        "logical_or" if extended && integer => Arith::GroupNonUniformLogicalOr,
        "logical_xor" if extended && integer => Arith::GroupNonUniformLogicalXor,
        _ => return None,
    };
    let logical = matches!(
        op,
        Arith::GroupNonUniformLogicalAnd
            | Arith::GroupNonUniformLogicalOr
            | Arith::GroupNonUniformLogicalXor
    );
    Some(Collective::Arithmetic {
        operation,
        op,
        logical,
    })
}

/// The capability (and so the `subgroupSupportedOperations` bit) a collective needs.
fn capability(collective: Collective) -> Capability {
    match collective {
        Collective::Barrier | Collective::Elect => Capability::GroupNonUniform,
        Collective::Test {
            op: Unary::GroupNonUniformInverseBallot,
            ..
        } => Capability::GroupNonUniformBallot,
        Collective::Test { .. } => Capability::GroupNonUniformVote,
        Collective::Ballot | Collective::Value(_) | Collective::BallotBitCount(_) => {
            Capability::GroupNonUniformBallot
        }
        Collective::Indexed(
            Indexed::GroupNonUniformBroadcast | Indexed::GroupNonUniformBallotBitExtract,
        ) => Capability::GroupNonUniformBallot,
        Collective::Indexed(
            Indexed::GroupNonUniformShuffle | Indexed::GroupNonUniformShuffleXor,
        ) => Capability::GroupNonUniformShuffle,
        Collective::Indexed(_) => Capability::GroupNonUniformShuffleRelative,
        Collective::Arithmetic {
            operation: GroupOperation::ClusteredReduce,
            ..
        } => Capability::GroupNonUniformClustered,
        Collective::Arithmetic { .. } => Capability::GroupNonUniformArithmetic,
    }
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
    let builtin = demangled.name.as_str();
    if let Some(mask) = mask_builtin(builtin, demangled.params.len()) {
        return Some(mask_query(fl, i, mask, result));
    }
    let collective = classify(builtin, &demangled.params)?;
    fl.st.spv.require(Capability::GroupNonUniform);
    fl.st.spv.require(capability(collective));
    let lowered = match collective {
        Collective::Barrier => barrier(fl, builtin, args),
        _ => collective_value(fl, i, collective, builtin, args, result),
    };
    Some(lowered)
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

/// `value != 0` as a SPIR-V boolean (OpenCL's predicates are ints).
fn is_nonzero(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    builtin: &str,
    v: Value,
) -> Result<Word, LowerError> {
    let ty = super::value_type(fl.st.ir, fl.f, v)
        .ok_or_else(|| LowerError::Invalid(format!("'{builtin}': operand type")))?;
    let Type::Int(bits) = *fl.st.ir.ty(ty) else {
        return Err(LowerError::Invalid(format!(
            "'{builtin}' of a non-integer predicate"
        )));
    };
    let int_ty = fl.ty(ty)?;
    let value = fl.operand(v)?;
    let zero = crate::backend::isel::select::splat_int(fl, int_ty, bits, 1, 0);
    let bool_ty = fl.st.spv.type_id(TypeKey::Bool);
    Ok(binary_op(
        fl,
        build::BinaryOp::INotEqual,
        bool_ty,
        value,
        zero,
    ))
}

/// Every collective with a result: the operands converted (int predicates to booleans, a
/// clustered reduction's cluster size to a constant), the instruction, and a boolean result
/// back to OpenCL's int 1 or 0.
fn collective_value(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    i: &Instruction,
    collective: Collective,
    builtin: &str,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let operand_count = match collective {
        Collective::Elect => 0,
        Collective::Indexed(_)
        | Collective::Arithmetic {
            operation: GroupOperation::ClusteredReduce,
            ..
        } => 2,
        _ => 1,
    };
    if args.len() != operand_count {
        return Err(LowerError::Invalid(format!(
            "'{builtin}' takes {operand_count} operand(s)"
        )));
    }
    let bool_ty = fl.st.spv.type_id(TypeKey::Bool);
    let result_ty = fl.ty(i.ty)?;
    let boolean_result = matches!(
        collective,
        Collective::Elect
            | Collective::Test { .. }
            | Collective::Indexed(Indexed::GroupNonUniformBallotBitExtract)
    ) || matches!(collective, Collective::Arithmetic { logical: true, .. });
    let execution = subgroup_scope(fl);
    let value_ty = if boolean_result { bool_ty } else { result_ty };
    let direct = if boolean_result { None } else { result };
    let r = direct.unwrap_or_else(|| fl.st.spv.id());
    let instruction = match collective {
        Collective::Barrier => {
            return Err(LowerError::Invalid(format!("'{builtin}' has no result")));
        }
        Collective::Elect => build::GroupNonUniformElect { execution }.with_result(bool_ty, r),
        Collective::Test { op, int_predicate } => {
            let value = if int_predicate {
                is_nonzero(fl, builtin, args[0])?
            } else {
                fl.operand(args[0])?
            };
            build::GroupNonUniformUnary {
                op,
                execution,
                value,
            }
            .with_result(bool_ty, r)
        }
        Collective::Ballot => {
            let value = is_nonzero(fl, builtin, args[0])?;
            build::GroupNonUniformUnary {
                op: Unary::GroupNonUniformBallot,
                execution,
                value,
            }
            .with_result(result_ty, r)
        }
        Collective::Value(op) => {
            let value = fl.operand(args[0])?;
            build::GroupNonUniformUnary {
                op,
                execution,
                value,
            }
            .with_result(result_ty, r)
        }
        Collective::Indexed(op) => {
            let value = fl.operand(args[0])?;
            let index = fl.operand(args[1])?;
            build::GroupNonUniformIndexed {
                op,
                execution,
                value,
                index,
            }
            .with_result(value_ty, r)
        }
        Collective::BallotBitCount(operation) => {
            let value = fl.operand(args[0])?;
            build::GroupNonUniformBallotBitCount {
                execution,
                operation,
                value,
            }
            .with_result(result_ty, r)
        }
        Collective::Arithmetic {
            operation,
            op,
            logical,
        } => {
            let value = if logical {
                is_nonzero(fl, builtin, args[0])?
            } else {
                fl.operand(args[0])?
            };
            let cluster_size = if operation == GroupOperation::ClusteredReduce {
                // SPIR-V wants a constant power of two, as OpenCL does.
                match constant_arg(fl, args.get(1)) {
                    Some(n) if n.is_power_of_two() && n <= 128 => {
                        Some(fl.st.spv.const_u32(n as u32))
                    }
                    _ => {
                        return Err(LowerError::Unsupported(format!(
                            "'{builtin}' with a cluster size that is no constant power of two \
                             up to 128"
                        )));
                    }
                }
            } else {
                None
            };
            build::GroupNonUniformArithmetic {
                op,
                execution,
                operation,
                value,
                cluster_size,
            }
            .with_result(value_ty, r)
        }
    };
    fl.emit(instruction);
    if boolean_result {
        let Type::Int(bits) = *fl.st.ir.ty(i.ty) else {
            return Err(LowerError::Invalid(format!(
                "'{builtin}' not returning int"
            )));
        };
        let one = crate::backend::isel::select::splat_int(fl, result_ty, bits, 1, 1);
        let zero = crate::backend::isel::select::splat_int(fl, result_ty, bits, 1, 0);
        let out = result.unwrap_or_else(|| fl.st.spv.id());
        fl.emit(
            build::Select {
                condition: r,
                object_1: one,
                object_2: zero,
            }
            .with_result(result_ty, out),
        );
    }
    Ok(())
}

/// `get_sub_group_eq_mask` & co. (cl_khr_subgroup_ballot): the built-in they read.
fn mask_builtin(name: &str, arity: usize) -> Option<BuiltIn> {
    if arity != 0 {
        return None;
    }
    Some(match name {
        "get_sub_group_eq_mask" => BuiltIn::SubgroupEqMask,
        "get_sub_group_ge_mask" => BuiltIn::SubgroupGeMask,
        "get_sub_group_gt_mask" => BuiltIn::SubgroupGtMask,
        "get_sub_group_le_mask" => BuiltIn::SubgroupLeMask,
        "get_sub_group_lt_mask" => BuiltIn::SubgroupLtMask,
        _ => return None,
    })
}

/// A sub-group mask: a `uint4` `Input` built-in (declared on first use).
fn mask_query(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    i: &Instruction,
    builtin: BuiltIn,
    result: Option<Word>,
) -> Result<(), LowerError> {
    fl.st.spv.require(Capability::GroupNonUniform);
    fl.st.spv.require(Capability::GroupNonUniformBallot);
    let t = fl.ty(i.ty)?;
    let var = match fl.st.builtin_vars.get(builtin) {
        Some(v) => v,
        None => {
            let u32_ty = fl.st.spv.u32_type();
            let v4 = fl.st.spv.type_id(TypeKey::Vector(u32_ty, 4));
            let v = module_variable(fl.st, StorageClass::Input, v4, None);
            fl.st.spv.decorate(v, DecorationOperand::BuiltIn(builtin));
            fl.st.spv.name(v, &format!("__spirv_BuiltIn{builtin:?}"));
            fl.st.builtin_vars.insert(builtin, v);
            v
        }
    };
    let r = result.unwrap_or_else(|| fl.st.spv.id());
    fl.emit(
        build::Load {
            pointer: var,
            memory_access: None,
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
        let before = binary_op(fl, build::BinaryOp::IMul, u32_ty, id, width);
        binary_op(fl, build::BinaryOp::ISub, u32_ty, work_group, before)
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
            let xy = binary_op(fl, build::BinaryOp::IMul, u32_ty, x, y);
            binary_op(fl, build::BinaryOp::IMul, u32_ty, xy, z)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn classified(mangled: &str) -> Option<Collective> {
        let d = builtins::demangle(mangled)?;
        classify(&d.name, &d.params)
    }

    fn arithmetic(operation: GroupOperation, op: Arith) -> Option<Collective> {
        Some(Collective::Arithmetic {
            operation,
            op,
            logical: false,
        })
    }

    #[test]
    fn reductions_take_their_opcode_from_the_mangled_type() {
        use GroupOperation::*;
        let cases = [
            (
                "_Z20sub_group_reduce_addi",
                Reduce,
                Arith::GroupNonUniformIAdd,
            ),
            (
                "_Z20sub_group_reduce_addf",
                Reduce,
                Arith::GroupNonUniformFAdd,
            ),
            (
                "_Z20sub_group_reduce_minj",
                Reduce,
                Arith::GroupNonUniformUMin,
            ),
            (
                "_Z20sub_group_reduce_minl",
                Reduce,
                Arith::GroupNonUniformSMin,
            ),
            (
                "_Z28sub_group_scan_inclusive_maxm",
                InclusiveScan,
                Arith::GroupNonUniformUMax,
            ),
            (
                "_Z28sub_group_scan_exclusive_maxd",
                ExclusiveScan,
                Arith::GroupNonUniformFMax,
            ),
            (
                "_Z32sub_group_non_uniform_reduce_muli",
                Reduce,
                Arith::GroupNonUniformIMul,
            ),
            (
                "_Z29sub_group_clustered_reduce_orjj",
                ClusteredReduce,
                Arith::GroupNonUniformBitwiseOr,
            ),
        ];
        for (mangled, operation, op) in cases {
            assert_eq!(classified(mangled), arithmetic(operation, op), "{mangled}");
        }
        assert_eq!(
            classified("_Z40sub_group_non_uniform_reduce_logical_xori"),
            Some(Collective::Arithmetic {
                operation: GroupOperation::Reduce,
                op: Arith::GroupNonUniformLogicalXor,
                logical: true,
            })
        );
    }

    #[test]
    fn what_cl_khr_subgroups_lacks_is_not_taken_for_it() {
        // mul/and/or/xor exist only as non_uniform_ or clustered_ functions; no bitwise
        // operation on floats; a clustered reduction takes a cluster size.
        for mangled in [
            "_Z20sub_group_reduce_muli",
            "_Z20sub_group_reduce_andi",
            "_Z32sub_group_non_uniform_reduce_andf",
            "_Z30sub_group_clustered_reduce_addi",
            "_Z16sub_group_rotateii",
            "_Z17sub_group_barrierjjj",
        ] {
            assert_eq!(classified(mangled), None, "{mangled}");
        }
    }

    #[test]
    fn each_collective_declares_its_operation_class() {
        let cases = [
            ("_Z17sub_group_barrierj", Capability::GroupNonUniform),
            ("_Z15sub_group_electv", Capability::GroupNonUniform),
            ("_Z13sub_group_alli", Capability::GroupNonUniformVote),
            (
                "_Z31sub_group_non_uniform_all_equalf",
                Capability::GroupNonUniformVote,
            ),
            (
                "_Z19sub_group_broadcastij",
                Capability::GroupNonUniformBallot,
            ),
            ("_Z16sub_group_balloti", Capability::GroupNonUniformBallot),
            (
                "_Z24sub_group_inverse_ballotDv4_j",
                Capability::GroupNonUniformBallot,
            ),
            (
                "_Z17sub_group_shuffleij",
                Capability::GroupNonUniformShuffle,
            ),
            (
                "_Z22sub_group_shuffle_downfj",
                Capability::GroupNonUniformShuffleRelative,
            ),
            (
                "_Z20sub_group_reduce_addi",
                Capability::GroupNonUniformArithmetic,
            ),
            (
                "_Z30sub_group_clustered_reduce_addij",
                Capability::GroupNonUniformClustered,
            ),
        ];
        for (mangled, wanted) in cases {
            let c = classified(mangled).unwrap_or_else(|| panic!("{mangled} not classified"));
            assert_eq!(capability(c), wanted, "{mangled}");
        }
    }
}
