//! Atomics: the OpenCL atomic builtins (legacy `atomic_*`/`atom_*` and C11-style
//! `atomic_*_explicit`) and LLVM's atomicrmw, cmpxchg and fence instructions.

use rspirv::spirv::{Capability, Op, Word};

use super::barriers::{order_bits, scope_of};
use super::{binop, constant_u64, emit_value, unsupported};
use crate::backend::LowerError;
use crate::backend::isel::flavour::FlavourLowering;
use crate::backend::isel::function::FunctionLowering;
use crate::backend::isel::select::{Kind, kind_of};
use crate::backend::module::core_build as build;
use crate::backend::module::spirv::TypeKey;
use crate::ir::{InstDetail, Instruction, Value};

#[allow(clippy::too_many_arguments)]
pub(super) fn lower_atomic_builtin<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    i: &Instruction,
    op: Op,
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
    let compare_exchange = op == Op::AtomicCompareExchange;
    let value_count = match op {
        Op::AtomicLoad | Op::AtomicIIncrement | Op::AtomicIDecrement => 0,
        _ if compare_exchange => 2,
        _ => 1,
    };
    if rest.len() < value_count {
        return Err(LowerError::Invalid(format!("Op{op:?} builtin operands")));
    }
    let (values, tail) = rest.split_at(value_count);
    let orders = if explicit_order {
        if compare_exchange { 2 } else { 1 }
    } else {
        0
    };
    let default = 0x10;
    let order_at = |fl: &FunctionLowering<'_, '_, F>, n: usize| -> Result<u32, LowerError> {
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
    if op == Op::AtomicStore {
        let v = fl.operand(values[0])?;
        fl.emit(
            build::AtomicStore {
                pointer: typed,
                memory: scope_id,
                semantics: eq_id,
                value: v,
            }
            .into_instruction(),
        );
        return Ok(());
    }
    if compare_exchange {
        let neq_id = fl.st.spv.const_u32(sem_neq);
        let exchange = |value, comparator| build::AtomicCompareExchange {
            pointer: typed,
            memory: scope_id,
            equal: eq_id,
            unequal: neq_id,
            value,
            comparator,
        };
        if returns_bool {
            // C11 form: (object, expected*, desired) -> bool; writes the old value to *expected.
            let expected_ptr_space = fl.address_space_of(values[0])?;
            let e = fl.operand(values[0])?;
            let e_typed = fl.typed_pointer(e, expected_ptr_space, value_ty)?;
            let expected = emit_value(fl, |id| {
                build::Load {
                    pointer: e_typed,
                    memory_access: None,
                }
                .with_result(value_ty, id)
            });
            let desired = fl.operand(values[1])?;
            let old = emit_value(fl, |id| {
                exchange(desired, expected).with_result(value_ty, id)
            });
            fl.emit(
                build::Store {
                    pointer: e_typed,
                    object: old,
                    memory_access: None,
                }
                .into_instruction(),
            );
            let bool_ty = fl.ty(i.ty)?;
            fl.emit(
                build::Binary {
                    op: build::BinaryOp::IEqual,
                    operand_1: old,
                    operand_2: expected,
                }
                .with_optional_result(bool_ty, result),
            );
        } else {
            // Legacy atomic_cmpxchg(p, cmp, val) -> old.
            let cmp = fl.operand(values[0])?;
            let val = fl.operand(values[1])?;
            fl.emit(exchange(val, cmp).with_optional_result(value_ty, result));
        }
        return Ok(());
    }
    let instruction = match (
        build::AtomicRmwOp::from_opcode(op),
        build::AtomicNoValueOp::from_opcode(op),
        values,
    ) {
        (Some(op), _, [value]) => {
            let value = fl.operand(*value)?;
            let result = result.unwrap_or_else(|| fl.st.spv.id());
            build::AtomicRmw {
                op,
                pointer: typed,
                memory: scope_id,
                semantics: eq_id,
                value,
            }
            .with_result(value_ty, result)
        }
        (_, Some(op), []) => {
            let result = result.unwrap_or_else(|| fl.st.spv.id());
            build::AtomicNoValue {
                op,
                pointer: typed,
                memory: scope_id,
                semantics: eq_id,
            }
            .with_result(value_ty, result)
        }
        _ => return Err(unsupported(format!("atomic builtin Op{op:?}"))),
    };
    fl.emit(instruction);
    Ok(())
}

/// atomicrmw / cmpxchg / fence instructions.
pub fn lower_atomic_inst<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
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
        fl.emit(
            build::MemoryBarrier {
                memory: scope,
                semantics: sem,
            }
            .into_instruction(),
        );
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
    if i.opcode == crate::ir::Opcode::AtomicCmpXchg {
        let neq = fl
            .st
            .spv
            .const_u32((bits(failure_ordering) & !0xc) | storage_bits(space));
        let cmp = fl.operand(i.operands[1])?;
        let new = fl.operand(i.operands[2])?;
        let old = emit_value(fl, |id| {
            build::AtomicCompareExchange {
                pointer: typed,
                memory: scope,
                equal: sem,
                unequal: neq,
                value: new,
                comparator: cmp,
            }
            .with_result(value_ty, id)
        });
        let bool_ty = fl.st.spv.type_id(TypeKey::Bool);
        let ok = binop(fl, build::BinaryOp::IEqual, bool_ty, old, cmp);
        let t = fl.ty(i.ty)?;
        fl.emit(
            build::CompositeConstruct {
                constituents: vec![old, ok],
            }
            .with_optional_result(t, result),
        );
        return Ok(());
    }
    // LLVMAtomicRMWBinOp: Xchg Add Sub And Nand Or Xor Max Min UMax UMin ...
    let rmw = match op {
        0 => build::AtomicRmwOp::AtomicExchange,
        1 => build::AtomicRmwOp::AtomicIAdd,
        2 => build::AtomicRmwOp::AtomicISub,
        3 => build::AtomicRmwOp::AtomicAnd,
        5 => build::AtomicRmwOp::AtomicOr,
        6 => build::AtomicRmwOp::AtomicXor,
        7 => build::AtomicRmwOp::AtomicSMax,
        8 => build::AtomicRmwOp::AtomicSMin,
        9 => build::AtomicRmwOp::AtomicUMax,
        10 => build::AtomicRmwOp::AtomicUMin,
        _ => return Err(unsupported(format!("atomicrmw operation {op}"))),
    };
    let v = fl.operand(i.operands[1])?;
    fl.emit(
        build::AtomicRmw {
            op: rmw,
            pointer: typed,
            memory: scope,
            semantics: sem,
            value: v,
        }
        .with_optional_result(value_ty, result),
    );
    Ok(())
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
