//! The AsmPrinter: owns the module's sections, lowers globals and functions in order, and calls
//! every registered handler at each step (see [`handler`](crate::backend::printer::handler) for the sequence).

use std::collections::BTreeMap;

use rspirv::spirv::Word;

use crate::backend::Flavour;
use crate::backend::LowerError;
use crate::backend::isel::flavour::FlavourLowering;
use crate::backend::isel::function::{FunctionIds, FunctionLowering, is_terminator};
use crate::backend::isel::globals::lower_global;
use crate::backend::isel::kernel::KernelFlavour;
use crate::backend::isel::state::LoweringState;
use crate::backend::isel::vulkan::Reflection;
use crate::backend::isel::vulkan::flavour::VulkanFlavour;
use crate::backend::module::linkage;
use crate::backend::module::spirv::SpirvModule;
use crate::backend::module::types::TypeLowering;
use crate::backend::printer::handler::{AsmPrinterHandler, PrinterContext};
use crate::ir::{FuncId, Module, Opcode, Type};

/// Drives lowering and the handlers: LLVM's `AsmPrinter` for the SPIR-V backend.
///
/// It owns the [`SpirvModule`] being written, lowers globals, then each defined function in
/// module order, and calls every registered [`AsmPrinterHandler`] at the points described in
/// [`handler`](crate::backend::printer::handler). Kernels (`spir_kernel`) become `OpEntryPoint Kernel`s.
///
/// # Example
///
/// A handler that records which instructions produced a result id:
///
/// ```
/// # #[cfg(feature = "llvm")]
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use std::cell::RefCell;
/// use std::rc::Rc;
///
/// use nsdi::backend::{AsmPrinter, AsmPrinterHandler, LowerError, PrinterContext};
/// use nsdi::ir::{InstId, LoadOptions, load_file};
///
/// struct Results(Rc<RefCell<Vec<(InstId, u32)>>>);
///
/// impl AsmPrinterHandler for Results {
///     fn end_instruction(
///         &mut self,
///         _cx: &mut PrinterContext<'_>,
///         inst: InstId,
///         result: Option<u32>,
///     ) -> Result<(), LowerError> {
///         if let Some(id) = result {
///             self.0.borrow_mut().push((inst, id));
///         }
///         Ok(())
///     }
/// }
///
/// let path = std::env::temp_dir().join(format!("nsdi-doc-printer-{}.ll", std::process::id()));
/// std::fs::write(
///     &path,
///     r#"
/// define spir_kernel void @twice(ptr addrspace(1) %p) {
/// entry:
///   %v = load i32, ptr addrspace(1) %p, align 4
///   %w = add i32 %v, %v
///   store i32 %w, ptr addrspace(1) %p, align 4
///   ret void
/// }
/// "#,
/// )?;
/// let module = load_file(&path, &LoadOptions::default())?.module;
/// std::fs::remove_file(&path)?;
///
/// let seen = Rc::new(RefCell::new(Vec::new()));
/// let mut printer = AsmPrinter::new(&module);
/// printer.add_handler(Box::new(Results(seen.clone())));
/// let words = printer.emit()?;
/// assert!(!words.is_empty());
/// // The load and the add have results; the store and the ret do not.
/// let insts: Vec<u32> = seen.borrow().iter().map(|(i, _)| i.0).collect();
/// assert_eq!(insts, [0, 1]);
/// # Ok(())
/// # }
/// # #[cfg(not(feature = "llvm"))]
/// # fn main() {}
/// ```
pub struct AsmPrinter<'m> {
    state: LoweringState<'m>,
    handlers: Vec<Box<dyn AsmPrinterHandler + 'm>>,
}

/// Room reserved for the finished module per LLVM instruction ([`SpirvModule::reserve_words`]).
const WORDS_RESERVED_PER_INSTRUCTION: usize = 32;

impl<'m> AsmPrinter<'m> {
    /// A printer for `ir` with no handlers yet. Function ids are allocated up front, so calls
    /// and handlers can name any function before it is lowered.
    pub fn new(ir: &'m Module) -> Self {
        let mut spv = SpirvModule::new();
        let functions = ir.functions.iter().map(|_| spv.id()).collect();
        AsmPrinter {
            state: LoweringState {
                ir,
                types: TypeLowering::new(ir),
                spv,
                functions,
                globals: vec![None; ir.globals.len()],
                builtin_vars: Default::default(),
                imported: BTreeMap::new(),
                linkonce_odr: false,
                bindings_used_only: false,
                flavour: crate::backend::Flavour::OpenClKernel,
                debug_value_code: false,
            },
            handlers: Vec::new(),
        }
    }

    /// A printer for `ir` writing the given flavour ([`new`](Self::new) is the OpenCL Kernel
    /// flavour).
    pub fn with_flavour(ir: &'m Module, flavour: crate::backend::Flavour) -> Self {
        let mut printer = Self::new(ir);
        printer.state.flavour = flavour;
        printer.state.spv.set_header(flavour.header());
        printer
    }

    /// [`emit_module`](Self::emit_module), plus the reflection of the Vulkan flavour's entry
    /// points (their resources; empty for the Kernel flavour).
    ///
    /// # Errors
    /// As [`emit_module`](Self::emit_module).
    pub fn emit_with_reflection(
        self,
    ) -> Result<(SpirvModule, crate::backend::isel::vulkan::Reflection), LowerError> {
        let ir = self.state.ir;
        // The one place that asks which flavour this is: it picks the lowering's type.
        match self.state.flavour {
            Flavour::OpenClKernel => {
                let (spv, ()) = self.emit_module_for::<KernelFlavour>()?;
                Ok((spv, Reflection::default()))
            }
            Flavour::VulkanCompute(_) => {
                let (spv, resources) = self.emit_module_for::<VulkanFlavour>()?;
                Ok((spv, Reflection::new(ir, &resources)))
            }
        }
    }

    /// Vulkan flavour: gives a binding only to the `global`/`constant` pointer arguments a
    /// kernel uses (`nsdi-llc --bindings=used`, clspv's interface: bindings stay in argument
    /// order, an unused argument takes none). The default binds every one (docs/VULKAN.md).
    pub fn bind_used_arguments_only(&mut self, used_only: bool) {
        self.state.bindings_used_only = used_only;
    }

    /// Lets `linkonce_odr` functions and variables be `LinkOnceODR` (declaring
    /// SPV_KHR_linkonce_odr) instead of `Export`, as `--spirv-ext=+SPV_KHR_linkonce_odr` asks.
    pub fn allow_linkonce_odr(&mut self, allowed: bool) {
        self.state.linkonce_odr = allowed;
    }

    /// Registers a handler; handlers are called in registration order at every hook.
    pub fn add_handler(&mut self, handler: Box<dyn AsmPrinterHandler + 'm>) {
        self.handlers.push(handler);
    }

    /// Lowers the whole module, running every handler hook, and returns the SPIR-V words.
    ///
    /// # Errors
    /// The first [`LowerError`] of the lowering or of a hook, with the instruction, source
    /// location and function or global it happened in.
    pub fn emit(self) -> Result<Vec<Word>, LowerError> {
        self.emit_module()?.take_words()
    }

    /// [`emit`](Self::emit) without the final encoding: the module's sections, for callers
    /// that measure or inspect the stages apart.
    pub fn emit_module(self) -> Result<SpirvModule, LowerError> {
        Ok(self.emit_with_reflection()?.0)
    }

    /// The module, and what the flavour kept for it.
    fn emit_module_for<F: FlavourLowering>(
        mut self,
    ) -> Result<(SpirvModule, F::Module), LowerError> {
        let st = &mut self.state;
        let mut module = F::Module::default();
        st.types.logical = !F::POINTERS_ARE_VALUES;
        st.debug_value_code = F::DEBUG_VALUE_CODE;
        F::begin_module(st, &mut module)?;
        with_handlers(st, &mut self.handlers, None, false, |h, cx| {
            h.begin_module(cx)
        })?;
        // With debug info a module takes about 25 words per LLVM instruction, 15 of them in
        // the functions (nsdi-synth's, 1k to 30k functions): reserved at once, the function
        // section never moves as it grows, and pages beyond the module are never touched.
        let ir_instructions: usize = st.ir.functions.iter().map(|f| f.insts.len()).sum();
        st.spv
            .reserve_words(ir_instructions.saturating_mul(WORDS_RESERVED_PER_INSTRUCTION));
        for g in 0..st.ir.globals.len() {
            let marks = st.spv.marks();
            lower_global::<F>(st, g)?;
            st.spv
                .check_limits(marks)
                .map_err(|e| e.in_global(&st.ir.globals[g].name))?;
        }
        for (i, f) in st.ir.functions.iter().enumerate() {
            if f.is_declaration() {
                continue;
            }
            if let Type::Function { vararg: true, .. } = st.ir.ty(f.ty) {
                return Err(LowerError::Unsupported(
                    "variadic function definition (SPIR-V has no variadic functions)".to_owned(),
                )
                .in_function(&f.name));
            }
            if !F::lowers_function(f) {
                continue;
            }
            if !f.is_kernel()
                && let Some(kind) =
                    linkage::linkage_type(f.linkage, f.hidden, false, st.linkonce_odr)
            {
                linkage::decorate(&mut st.spv, st.functions[i], &f.name, kind);
            }
            print_function::<F>(st, &mut module, &mut self.handlers, FuncId(i as u32))
                .map_err(|e| e.in_function(&f.name))?;
        }
        with_handlers(st, &mut self.handlers, None, false, |h, cx| {
            h.end_module(cx)
        })?;
        let marks = st.spv.marks();
        F::end_module(st, &mut module)?;
        st.spv.check_limits(marks)?;
        Ok((std::mem::take(&mut st.spv), module))
    }
}

/// Calls `hook` on every handler with a fresh context.
fn with_handlers(
    st: &mut LoweringState<'_>,
    handlers: &mut [Box<dyn AsmPrinterHandler + '_>],
    func: Option<(FuncId, &FunctionIds)>,
    block_open: bool,
    mut hook: impl FnMut(&mut dyn AsmPrinterHandler, &mut PrinterContext<'_>) -> Result<(), LowerError>,
) -> Result<(), LowerError> {
    for h in handlers.iter_mut() {
        let mut cx = PrinterContext {
            ir: st.ir,
            spv: &mut st.spv,
            types: &mut st.types,
            functions: &st.functions,
            globals: &st.globals,
            func,
            block_open,
            flavour: st.flavour,
            debug_value_code: st.debug_value_code,
        };
        hook(h.as_mut(), &mut cx)?;
    }
    Ok(())
}

/// Lowers one function block by block, calling the handlers around each step in the order
/// [`handler`](crate::backend::printer::handler) describes.
fn print_function<'m, F: FlavourLowering>(
    st: &mut LoweringState<'m>,
    module: &mut F::Module,
    handlers: &mut [Box<dyn AsmPrinterHandler + 'm>],
    fid: FuncId,
) -> Result<(), LowerError> {
    let mut lowering = FunctionLowering::<F>::new(st, module, fid)?;
    lowering.begin()?;
    let f = lowering.f;
    let mut hooks = |lowering: &mut FunctionLowering<'_, 'm, F>,
                     block_open: bool,
                     hook: &mut dyn FnMut(
        &mut dyn AsmPrinterHandler,
        &mut PrinterContext<'_>,
    ) -> Result<(), LowerError>| {
        with_handlers(
            lowering.st,
            handlers,
            Some((fid, &lowering.ids)),
            block_open,
            hook,
        )
    };
    hooks(&mut lowering, false, &mut |h, cx| h.begin_function(cx, fid))?;
    for block in f.block_order() {
        if lowering.begin_block(block)? {
            // The header block is the structurizer's: a debugger reading the module in
            // order would give its OpBranch the previous block's line without its own.
            hooks(&mut lowering, true, &mut |h, cx| {
                h.begin_loop_header(cx, block)
            })?;
            lowering.loop_header(block);
        }
        hooks(&mut lowering, true, &mut |h, cx| {
            h.begin_basic_block(cx, block)
        })?;
        if block.0 == 0 && lowering.has_entry_prologue() {
            hooks(&mut lowering, true, &mut |h, cx| h.begin_entry_prologue(cx))?;
            lowering.entry_prologue()?;
        }
        for (id, inst) in f.block_insts(block) {
            if inst.opcode == Opcode::Phi {
                continue;
            }
            hooks(&mut lowering, true, &mut |h, cx| {
                h.begin_instruction(cx, id)
            })?;
            let result = lowering.lower_instruction(block, id)?;
            let block_open = !is_terminator(inst.opcode);
            hooks(&mut lowering, block_open, &mut |h, cx| {
                h.end_instruction(cx, id, result)
            })?;
        }
        hooks(&mut lowering, false, &mut |h, cx| {
            h.end_basic_block(cx, block)
        })?;
    }
    lowering.end();
    hooks(&mut lowering, false, &mut |h, cx| h.end_function(cx, fid))
}
