//! Module-level constants: an IR constant as an interned SPIR-V constant.

use rspirv::spirv::Word;

use crate::backend::LowerError;
use crate::backend::module::spirv::SpirvModule;
use crate::backend::module::types::TypeLowering;
use crate::ir::{Constant, Module, Type, Value};

/// Lowers a constant of `ir` (no function context: no globals as values) into `spv`.
pub(crate) fn lower_constant_in(
    ir: &Module,
    spv: &mut SpirvModule,
    types: &mut TypeLowering,
    c: crate::ir::ConstId,
) -> Result<Word, LowerError> {
    let constant = ir.constant(c);
    let ty_ref = constant.ty();
    let ty = types.lower(ir, spv, ty_ref)?;
    Ok(match constant {
        Constant::Int { value, .. } => match ir.ty(ty_ref) {
            Type::Int(1) => spv.const_bool(*value != 0),
            Type::Int(64) => spv.constant_words(ty, vec![*value as u32, (*value >> 32) as u32]),
            Type::Int(bits) => {
                let mask = if *bits >= 32 {
                    u32::MAX
                } else {
                    (1u32 << bits) - 1
                };
                spv.constant_words(ty, vec![*value as u32 & mask])
            }
            _ => unreachable!("invariant: integer constants have integer types"),
        },
        Constant::Float { bits, .. } => match ir.ty(ty_ref) {
            Type::Double => spv.constant_words(ty, vec![*bits as u32, (*bits >> 32) as u32]),
            _ => spv.constant_words(ty, vec![*bits as u32]),
        },
        Constant::Null(_) | Constant::Zero(_) => spv.const_null(ty),
        Constant::Undef(_) | Constant::Poison(_) => spv.undef(ty),
        Constant::Aggregate { elems, .. } => {
            let mut ids = Vec::with_capacity(elems.len());
            for e in elems {
                match e {
                    Value::Const(ec) => ids.push(lower_constant_in(ir, spv, types, *ec)?),
                    _ => {
                        return Err(LowerError::Unsupported(
                            "constant aggregate with a non-constant element (e.g. a global's address)"
                                .to_owned(),
                        ));
                    }
                }
            }
            spv.const_composite(ty, ids)
        }
        Constant::Data { .. } | Constant::Expr { .. } | Constant::Other { .. } => {
            return Err(LowerError::Unsupported(format!(
                "constant '{}'",
                ir.describe_constant(c)
            )));
        }
    })
}
