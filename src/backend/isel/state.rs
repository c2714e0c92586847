//! The state instruction selection shares across a module: the IR, the SPIR-V module being
//! written, type interning, the ids of functions and globals (the flavour's own module state is
//! `FlavourLowering::Module`, beside it).

use std::collections::BTreeMap;

use rspirv::spirv::{BuiltIn, StorageClass, Word};

use crate::backend::LowerError;
use crate::backend::module::core_build as build;
use crate::backend::module::spirv::SpirvModule;
use crate::backend::module::types::TypeLowering;
use crate::ir::Module;

/// The module being lowered and every table the lowering shares: everything the printer holds
/// but the handlers, so function lowering and the hooks can borrow both at once.
pub(crate) struct LoweringState<'m> {
    pub ir: &'m Module,
    pub spv: SpirvModule,
    pub types: TypeLowering,
    pub functions: Vec<Word>,
    pub globals: Vec<Option<Word>>,
    /// BuiltIn Input variables, for OpEntryPoint interfaces.
    pub builtin_vars: BuiltinVariables,
    /// Functions declared with Import linkage, by function.
    pub imported: BTreeMap<u32, ()>,
    /// Whether `linkonce_odr` symbols may be `LinkOnceODR` (SPV_KHR_linkonce_odr); else
    /// they are `Export`.
    pub linkonce_odr: bool,
    /// Vulkan flavour: only the pointer arguments a kernel uses get a binding (clspv's
    /// interface, `--bindings=used`); else every one, in argument order.
    pub bindings_used_only: bool,
    /// Which SPIR-V the printer writes (the user's choice; the lowering asks its
    /// `FlavourLowering` type, never this).
    pub flavour: crate::backend::Flavour,
    /// `FlavourLowering::DEBUG_VALUE_CODE` of the flavour being written, for the hooks.
    pub debug_value_code: bool,
}

/// A module-scope `OpVariable` of `class` holding a `pointee`, optionally initialized.
pub(crate) fn module_variable(
    st: &mut LoweringState<'_>,
    class: StorageClass,
    pointee: Word,
    init: Option<Word>,
) -> Word {
    let ptr = st.types.pointer_to(&mut st.spv, class, pointee);
    let id = st.spv.id();
    st.spv.push_global(
        build::Variable {
            storage_class: class,
            initializer: init,
        }
        .with_result(ptr, id),
    );
    id
}

/// Lowers a module-level constant (no function context: no globals as values).
pub(crate) fn lower_constant(
    st: &mut LoweringState<'_>,
    c: crate::ir::ConstId,
) -> Result<Word, LowerError> {
    crate::backend::module::constants::lower_constant_in(st.ir, &mut st.spv, &mut st.types, c)
}

/// The BuiltIn `Input` variables declared so far, one per built-in.
#[derive(Default)]
pub(crate) struct BuiltinVariables(Vec<(BuiltIn, Word)>);

impl BuiltinVariables {
    /// The variable of `builtin`, if declared.
    pub fn get(&self, builtin: BuiltIn) -> Option<Word> {
        self.0.iter().find(|(b, _)| *b == builtin).map(|(_, v)| *v)
    }

    /// Records `variable` as `builtin`'s.
    pub fn insert(&mut self, builtin: BuiltIn, variable: Word) {
        self.0.push((builtin, variable));
    }

    /// Every variable, ordered by its built-in's name: an entry point's interface lists them
    /// in the same order whichever function used them first.
    pub fn interface(&self) -> Vec<Word> {
        let mut named: Vec<(String, Word)> =
            self.0.iter().map(|(b, v)| (format!("{b:?}"), *v)).collect();
        named.sort();
        named.into_iter().map(|(_, v)| v).collect()
    }
}
