//! Calls of the OpenCL work-item functions (get_global_id, get_local_size, get_work_dim, ...):
//! reads of BuiltIn input variables.

use rspirv::spirv::{BuiltIn, StorageClass, Word};

use super::{constant_u64, emit_value};
use crate::backend::LowerError;
use crate::backend::isel::flavour::FlavourLowering;
use crate::backend::isel::function::FunctionLowering;
use crate::backend::isel::state::module_variable;
use crate::backend::module::core_build as build;
use crate::backend::module::core_build::DecorationOperand;
use crate::backend::module::spirv::TypeKey;
use crate::ir::{Instruction, Value};

/// get_global_id & co.: a load of the BuiltIn input variable (declared on first use), and for
/// the per-dimension queries the component `dim` names.
pub(super) fn lower_work_item<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    i: &Instruction,
    builtin: BuiltIn,
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
        Some(v) => v,
        None => {
            let v = module_variable(fl.st, StorageClass::Input, var_ty, None);
            fl.st.spv.decorate(v, DecorationOperand::BuiltIn(builtin));
            fl.st.spv.decorate(v, DecorationOperand::Constant);
            fl.st.spv.name(v, &format!("__spirv_BuiltIn{builtin:?}"));
            fl.st.builtin_vars.insert(builtin, v);
            v
        }
    };
    if !takes_dim {
        fl.emit(
            build::Load {
                pointer: var,
                memory_access: None,
            }
            .with_optional_result(t, result),
        );
        return Ok(());
    }
    let loaded = emit_value(fl, |id| {
        build::Load {
            pointer: var,
            memory_access: None,
        }
        .with_result(var_ty, id)
    });
    match args.first().and_then(|a| constant_u64(fl, *a)) {
        Some(dim) if dim < 3 => fl.emit(
            build::CompositeExtract {
                composite: loaded,
                indexes: vec![dim as u32],
            }
            .with_optional_result(t, result),
        ),
        _ => {
            let dim = fl.operand(*args.first().ok_or_else(|| {
                LowerError::Invalid("work-item query without a dimension".into())
            })?)?;
            fl.emit(
                build::VectorExtractDynamic {
                    vector: loaded,
                    index: dim,
                }
                .with_optional_result(t, result),
            )
        }
    }
    Ok(())
}
