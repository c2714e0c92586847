//! Module-scope variables, and the Kernel flavour's entry points.

use rspirv::dr::Operand;
use rspirv::spirv::{Decoration, ExecutionModel, LinkageType, Op, StorageClass};

use crate::backend::LowerError;
use crate::backend::isel::state::{LoweringState, module_variable};
use crate::backend::module::linkage;
use crate::backend::module::spirv::inst;
use crate::backend::module::types::storage_class;
use crate::ir::{Constant, Value};

/// Lowers global variable `index` (its storage class, initializer, name and decorations).
pub(crate) fn lower_global(st: &mut LoweringState<'_>, index: usize) -> Result<(), LowerError> {
    let g = &st.ir.globals[index];
    let context = |e: LowerError| e.in_global(&g.name);
    let vulkan = st.flavour.is_vulkan();
    let sc = if vulkan {
        crate::backend::isel::vulkan::global_storage_class(g).map_err(context)?
    } else {
        global_storage_class(g.address_space).map_err(context)?
    };
    let value_ty =
        crate::backend::isel::memory::memory_type(st.ir, &mut st.spv, &mut st.types, g.value_type)
            .map_err(context)?;
    // The pointer type goes before the initializer's constants (module_variable finds it).
    st.types.pointer_to(&mut st.spv, sc, value_ty);
    let linkage = linkage::linkage_type(g.linkage, g.hidden, g.is_external, st.linkonce_odr)
        .filter(|_| !vulkan);
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
    if g.alignment > 0 && !vulkan {
        st.spv.decorate(
            id,
            Decoration::Alignment,
            vec![Operand::LiteralBit32(g.alignment)],
        );
    }
    if g.is_constant && !vulkan {
        st.spv.decorate(id, Decoration::Constant, vec![]);
    }
    if let Some(kind) = linkage {
        linkage::decorate(&mut st.spv, id, &g.name, kind);
    }
    st.globals[index] = Some(id);
    Ok(())
}

/// The storage class of a module-scope variable in `address_space`.
///
/// Address space 0 is refused: its storage class is Function, which SPIR-V forbids outside a
/// function. LLVM's SPIR-V backend emits such a variable anyway (invalid, llvm-project issue
/// 121566); the translator refuses it, as here.
fn global_storage_class(address_space: u32) -> Result<StorageClass, LowerError> {
    match storage_class(address_space) {
        Some(StorageClass::Function) => Err(LowerError::Unsupported(
            "global in address space 0 (private): SPIR-V has no module-scope Function \
             variables; declare it __global (addrspace(1)) or __constant (addrspace(2))"
                .to_owned(),
        )),
        Some(StorageClass::Generic) => Err(LowerError::Unsupported(
            "global in address space 4 (generic): a variable needs a concrete storage class; \
             declare it __global (addrspace(1)) or __constant (addrspace(2))"
                .to_owned(),
        )),
        Some(sc) => Ok(sc),
        None => Err(LowerError::Unsupported(format!(
            "global in address space {address_space}"
        ))),
    }
}

/// The Kernel flavour's `OpEntryPoint`s: every defined kernel, with every built-in variable as
/// its interface.
pub(crate) fn write_entry_points(st: &mut LoweringState<'_>) -> Result<(), LowerError> {
    let interface: Vec<Operand> = st
        .builtin_vars
        .values()
        .map(|id| Operand::IdRef(*id))
        .collect();
    for (i, f) in st.ir.functions.iter().enumerate() {
        if !f.is_kernel() || f.is_declaration() {
            continue;
        }
        let id = st.functions[i];
        let mut operands = vec![
            Operand::ExecutionModel(ExecutionModel::Kernel),
            Operand::IdRef(id),
            Operand::LiteralString(f.name.clone()),
        ];
        operands.extend(interface.iter().cloned());
        st.spv
            .entry_points
            .push(inst(Op::EntryPoint, None, None, operands));
        if let Some(size) = f.reqd_work_group_size {
            st.spv.local_size(id, size);
        }
    }
    Ok(())
}
