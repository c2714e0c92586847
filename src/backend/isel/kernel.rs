//! The OpenCL Kernel flavour: Physical64 pointers as values, kernel arguments as function
//! parameters, linkage, `OpEntryPoint Kernel` with every built-in variable as its interface.

use rspirv::spirv::{Capability, ExecutionModel, LinkageType, StorageClass, Word};

use crate::backend::LowerError;
use crate::backend::isel::flavour::FlavourLowering;
use crate::backend::isel::function::FunctionLowering;
use crate::backend::isel::state::LoweringState;
use crate::backend::module::core_build as build;
use crate::backend::module::core_build::DecorationOperand;
use crate::backend::module::linkage;
use crate::backend::module::spirv::SpirvModule;
use crate::backend::module::types::storage_class;
use crate::ir::{BlockId, Function, Global, InstId};

/// OpenCL Kernel SPIR-V (`Flavour::OpenClKernel`).
pub(crate) struct KernelFlavour;

impl FlavourLowering for KernelFlavour {
    /// Unstructured control flow and pointers as values: nothing of its own per function.
    type Function = ();
    type Module = ();

    const POINTERS_ARE_VALUES: bool = true;
    const ALIGNMENT_DECORATIONS: bool = true;
    const DEBUG_VALUE_CODE: bool = false;

    fn begin_module(st: &mut LoweringState<'_>, _: &mut ()) -> Result<(), LowerError> {
        st.spv.require(Capability::Addresses);
        st.spv.require(Capability::Kernel);
        Ok(())
    }

    fn lowers_function(_: &Function) -> bool {
        true
    }

    fn global_storage_class(g: &Global) -> Result<StorageClass, LowerError> {
        global_storage_class(g.address_space)
    }

    fn global_linkage(g: &Global, linkonce_odr: bool) -> Option<LinkageType> {
        linkage::linkage_type(g.linkage, g.hidden, g.is_external, linkonce_odr)
    }

    fn decorate_global(spv: &mut SpirvModule, id: Word, g: &Global) {
        if g.alignment > 0 {
            spv.decorate(id, DecorationOperand::Alignment(g.alignment));
        }
        if g.is_constant {
            spv.decorate(id, DecorationOperand::Constant);
        }
    }

    fn end_module(st: &mut LoweringState<'_>, _: &mut ()) -> Result<(), LowerError> {
        write_entry_points(st)?;
        if st.spv.has_no_entry_points() {
            // A library: spirv-val accepts a module without OpEntryPoint only with Linkage.
            st.spv.require(Capability::Linkage);
        }
        Ok(())
    }

    fn begin_function(_: &Function) -> Result<(), LowerError> {
        Ok(())
    }

    fn emit_function_header(fl: &mut FunctionLowering<'_, '_, Self>) -> Result<(), LowerError> {
        fl.emit_function_with_parameters()
    }

    fn has_entry_prologue(_: &FunctionLowering<'_, '_, Self>) -> bool {
        false
    }

    fn emit_entry_prologue(_: &mut FunctionLowering<'_, '_, Self>) -> Result<(), LowerError> {
        Ok(())
    }

    fn is_loop_header(_: &FunctionLowering<'_, '_, Self>, _: BlockId) -> bool {
        false
    }

    fn open_loop_header(_: &mut FunctionLowering<'_, '_, Self>, _: BlockId) {}

    fn before_terminator(_: &mut FunctionLowering<'_, '_, Self>, _: BlockId) {}

    fn phi_parent_label(fl: &mut FunctionLowering<'_, '_, Self>, from: BlockId) -> Word {
        fl.ids.blocks[from.0 as usize]
    }

    fn lower_inst(fl: &mut FunctionLowering<'_, '_, Self>, id: InstId) -> Result<(), LowerError> {
        fl.lower_shared(id)
    }
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
    let interface = st
        .builtin_vars
        .interface()
        .into_iter()
        .collect::<Vec<Word>>();
    for (i, f) in st.ir.functions.iter().enumerate() {
        if !f.is_kernel() || f.is_declaration() {
            continue;
        }
        let id = st.functions[i];
        st.spv.push_entry_point(
            build::EntryPoint {
                execution_model: ExecutionModel::Kernel,
                entry_point: id,
                name: f.name.clone(),
                interface: interface.clone(),
            }
            .into_instruction(),
        );
        if let Some(size) = f.reqd_work_group_size {
            st.spv.local_size(id, size);
        }
    }
    Ok(())
}
