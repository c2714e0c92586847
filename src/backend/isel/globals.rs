//! Module-scope variables.

use rspirv::spirv::{LinkageType, StorageClass};

use crate::backend::LowerError;
use crate::backend::isel::flavour::FlavourLowering;
use crate::backend::isel::state::{LoweringState, module_variable};
use crate::backend::module::linkage;
use crate::ir::{Constant, Value};

/// Lowers global variable `index` (its storage class, initializer, name and decorations).
pub(crate) fn lower_global<F: FlavourLowering>(
    st: &mut LoweringState<'_>,
    index: usize,
) -> Result<(), LowerError> {
    let g = &st.ir.globals[index];
    if !F::declares_global(g) {
        return Ok(());
    }
    let context = |e: LowerError| e.in_global(&g.name);
    let sc = F::global_storage_class(g).map_err(context)?;
    let value_ty =
        crate::backend::isel::memory::memory_type(st.ir, &mut st.spv, &mut st.types, g.value_type)
            .map_err(context)?;
    // The pointer type goes before the initializer's constants (module_variable finds it).
    st.types.pointer_to(&mut st.spv, sc, value_ty);
    let linkage = F::global_linkage(g, st.linkonce_odr);
    // Workgroup variables cannot have initializers; clang gives `__local` globals undef/poison.
    // An imported variable's initializer is the exporting module's.
    let init = match g.initializer {
        _ if linkage == Some(LinkageType::Import) => None,
        Some(Value::Const(c))
            if sc != StorageClass::Workgroup
                && !matches!(st.ir.constant(c), Constant::Undef(_) | Constant::Poison(_)) =>
        {
            Some(crate::backend::isel::memory::memory_constant(st, c).map_err(context)?)
        }
        Some(Value::Const(_)) | None => None,
        Some(_) => {
            return Err(context(LowerError::Unsupported(
                "initializer that is not a constant".to_owned(),
            )));
        }
    };
    let id = module_variable(st, sc, value_ty, init);
    st.spv.name(id, &g.name);
    F::decorate_global(&mut st.spv, id, g);
    if let Some(kind) = linkage {
        linkage::decorate(&mut st.spv, id, &g.name, kind);
    }
    st.globals[index] = Some(id);
    Ok(())
}
