//! Calls of the OpenCL relational builtins (isnan, isequal, any, all, signbit, ...) and `dot`:
//! core SPIR-V instructions, with the booleans turned into OpenCL's integer results.

use rspirv::spirv::{Op, Word};

use super::{binop, core_instruction, operands, unsupported};
use crate::backend::LowerError;
use crate::backend::isel::flavour::FlavourLowering;
use crate::backend::isel::function::FunctionLowering;
use crate::backend::isel::select::{Kind, kind_of, splat_int as int_constant};
use crate::backend::module::core_build as build;
use crate::backend::module::spirv::TypeKey;
use crate::ir::{Instruction, Value};

/// Relational builtins return int (1/0) for scalars and intN (-1/0) for vectors; the core ops
/// return booleans, converted with a select.
pub(super) fn lower_core_op<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    i: &Instruction,
    op: Op,
    args: &[Value],
    result: Option<Word>,
) -> Result<(), LowerError> {
    let t = fl.ty(i.ty)?;
    let ids = operands(fl, args)?;
    if matches!(op, Op::Dot | Op::FMul) {
        fl.emit(core_instruction(op, t, result, &ids)?);
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
        Op::Any | Op::All => {
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
            let negative = binop(fl, build::BinaryOp::SLessThan, cmp_ty, ids[0], zero);
            if arg_lanes == 1 {
                let one = int_constant(fl, t, bits, 1, 1);
                let zero = int_constant(fl, t, bits, 1, 0);
                fl.emit(
                    build::Select {
                        condition: negative,
                        object_1: one,
                        object_2: zero,
                    }
                    .with_optional_result(t, result),
                );
                return Ok(());
            }
            (op, bool_ty, vec![negative])
        }
        other => {
            let spirv_op = core_relational(other)
                .ok_or_else(|| unsupported(format!("relational builtin Op{other:?}")))?;
            let ty = if lanes > 1 {
                fl.st.spv.type_id(TypeKey::Vector(bool_ty, lanes))
            } else {
                bool_ty
            };
            (spirv_op, ty, ids)
        }
    };
    let instruction = core_instruction(spirv_op, bool_result_ty, Some(fl.st.spv.id()), &ids)?;
    let cond = instruction
        .result_id
        .expect("invariant: the instruction was given a result id");
    fl.emit(instruction);
    let true_value = if lanes > 1 { -1 } else { 1 };
    let one = int_constant(fl, t, bits, lanes, true_value);
    let zero = int_constant(fl, t, bits, lanes, 0);
    fl.emit(
        build::Select {
            condition: cond,
            object_1: one,
            object_2: zero,
        }
        .with_optional_result(t, result),
    );
    Ok(())
}

/// `op` when it is a relational instruction the builtins map to directly (a boolean result).
fn core_relational(op: Op) -> Option<Op> {
    matches!(
        op,
        Op::IsNan
            | Op::IsInf
            | Op::IsFinite
            | Op::IsNormal
            | Op::SignBitSet
            | Op::LessOrGreater
            | Op::Ordered
            | Op::Unordered
            | Op::FOrdEqual
            | Op::FOrdNotEqual
            | Op::FUnordNotEqual
            | Op::FOrdGreaterThan
            | Op::FOrdGreaterThanEqual
            | Op::FOrdLessThan
            | Op::FOrdLessThanEqual
    )
    .then_some(op)
}
