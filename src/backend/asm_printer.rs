//! The AsmPrinter: owns the module's sections, lowers globals and functions in order, and calls
//! every registered handler at each step (see [`handler`](super::handler) for the sequence).

use std::collections::BTreeMap;

use rspirv::dr::Operand;
use rspirv::spirv::{self, Decoration, ExecutionModel, LinkageType, Op, StorageClass, Word};

use super::LowerError;
use super::function::FunctionLowering;
use super::handler::{AsmPrinterHandler, PrinterContext};
use super::linkage;
use super::spirv::{SpirvModule, inst};
use super::types::{TypeLowering, storage_class};
use crate::ir::{Constant, FuncId, Module, Type, Value};

/// Everything but the handlers, so function lowering can borrow both at once.
pub(super) struct PrinterState<'m> {
    pub ir: &'m Module,
    pub spv: SpirvModule,
    pub types: TypeLowering,
    pub functions: Vec<Word>,
    pub globals: Vec<Option<Word>>,
    /// BuiltIn Input variables by built-in name, for OpEntryPoint interfaces.
    pub builtin_vars: BTreeMap<&'static str, Word>,
    /// Functions declared with Import linkage, by function.
    pub imported: BTreeMap<u32, ()>,
    /// Whether `linkonce_odr` symbols may be `LinkOnceODR` (SPV_KHR_linkonce_odr); else
    /// they are `Export`.
    pub linkonce_odr: bool,
    /// Which SPIR-V the printer writes; the lowering modules ask it where the flavours differ.
    pub flavour: super::Flavour,
    /// The Vulkan flavour's resources and module-wide state (empty for the Kernel flavour).
    pub vk: super::vulkan::ModuleState,
}

/// Drives lowering and the handlers: LLVM's `AsmPrinter` for the SPIR-V backend.
///
/// It owns the [`SpirvModule`] being written, lowers globals, then each defined function in
/// module order, and calls every registered [`AsmPrinterHandler`] at the points described in
/// [`handler`](super::handler). Kernels (`spir_kernel`) become `OpEntryPoint Kernel`s.
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
    state: PrinterState<'m>,
    handlers: Vec<Box<dyn AsmPrinterHandler + 'm>>,
}

impl<'m> AsmPrinter<'m> {
    /// A printer for `ir` with no handlers yet. Function ids are allocated up front, so calls
    /// and handlers can name any function before it is lowered.
    pub fn new(ir: &'m Module) -> Self {
        let mut spv = SpirvModule::new();
        let functions = ir.functions.iter().map(|_| spv.id()).collect();
        AsmPrinter {
            state: PrinterState {
                ir,
                types: TypeLowering::new(ir),
                spv,
                functions,
                globals: vec![None; ir.globals.len()],
                builtin_vars: BTreeMap::new(),
                imported: BTreeMap::new(),
                linkonce_odr: false,
                flavour: super::Flavour::OpenClKernel,
                vk: Default::default(),
            },
            handlers: Vec::new(),
        }
    }

    /// A printer for `ir` writing the given flavour ([`new`](Self::new) is the OpenCL Kernel
    /// flavour).
    pub fn with_flavour(ir: &'m Module, flavour: super::Flavour) -> Self {
        let mut printer = Self::new(ir);
        printer.state.flavour = flavour;
        printer.state.spv.header = flavour.header();
        printer.state.types.logical = flavour.is_vulkan();
        printer
    }

    /// [`emit_module`](Self::emit_module), plus the reflection of the Vulkan flavour's entry
    /// points (their resources; empty for the Kernel flavour).
    ///
    /// # Errors
    /// As [`emit_module`](Self::emit_module).
    pub fn emit_with_reflection(
        mut self,
    ) -> Result<(SpirvModule, super::vulkan::Reflection), LowerError> {
        let reflection_state = std::mem::take(&mut self.state.vk.kernels);
        self.state.vk.kernels = reflection_state;
        let ir = self.state.ir;
        let flavour = self.state.flavour;
        let mut kernels = None;
        let spv = self.emit_module_keeping(&mut kernels)?;
        let reflection = match (flavour, kernels) {
            (super::Flavour::VulkanCompute(_), Some(k)) => super::vulkan::Reflection::new(ir, &k),
            _ => super::vulkan::Reflection::default(),
        };
        Ok((spv, reflection))
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
        self.emit_module()?.try_assemble()
    }

    /// [`emit`](Self::emit) without the final encoding: the module's sections, for callers
    /// that measure or inspect the stages apart.
    pub fn emit_module(self) -> Result<SpirvModule, LowerError> {
        self.emit_module_keeping(&mut None)
    }

    fn emit_module_keeping(
        mut self,
        kernels: &mut Option<super::vulkan::ModuleState>,
    ) -> Result<SpirvModule, LowerError> {
        let st = &mut self.state;
        let vulkan = st.flavour.is_vulkan();
        if vulkan {
            super::vulkan::declare_resources(st)?;
        } else {
            st.spv.require(spirv::Capability::Addresses);
            st.spv.require(spirv::Capability::Kernel);
        }
        with_handlers(st, &mut self.handlers, None, false, |h, cx| {
            h.begin_module(cx)
        })?;
        for g in 0..st.ir.globals.len() {
            let marks = st.spv.marks();
            lower_global(st, g)?;
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
            if vulkan && !f.is_kernel() {
                // Inlined into every kernel before import (src/ir/llvm/structurize.rs).
                continue;
            }
            if !f.is_kernel()
                && let Some(kind) =
                    linkage::linkage_type(f.linkage, f.hidden, false, st.linkonce_odr)
            {
                linkage::decorate(&mut st.spv, st.functions[i], &f.name, kind);
            }
            FunctionLowering::new(st, FuncId(i as u32))
                .run(&mut self.handlers)
                .map_err(|e| e.in_function(&f.name))?;
        }
        with_handlers(st, &mut self.handlers, None, false, |h, cx| {
            h.end_module(cx)
        })?;
        let marks = st.spv.marks();
        if vulkan {
            super::vulkan::write_entry_points(st)?;
            st.spv.check_limits(marks)?;
            *kernels = Some(std::mem::take(&mut st.vk));
            return Ok(std::mem::take(&mut st.spv));
        }
        write_entry_points(st)?;
        st.spv.check_limits(marks)?;
        if st.spv.entry_points.is_empty() {
            // A library: spirv-val accepts a module without OpEntryPoint only with Linkage.
            st.spv.require(spirv::Capability::Linkage);
        }
        Ok(std::mem::take(&mut st.spv))
    }
}

/// Calls `hook` on every handler with a fresh context.
pub(super) fn with_handlers(
    st: &mut PrinterState<'_>,
    handlers: &mut [Box<dyn AsmPrinterHandler + '_>],
    func: Option<(FuncId, &super::handler::FunctionIds)>,
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
        };
        hook(h.as_mut(), &mut cx)?;
    }
    Ok(())
}

fn lower_global(st: &mut PrinterState<'_>, index: usize) -> Result<(), LowerError> {
    let g = &st.ir.globals[index];
    let context = |e: LowerError| e.in_global(&g.name);
    let vulkan = st.flavour.is_vulkan();
    let sc = if vulkan {
        super::vulkan::global_storage_class(g).map_err(context)?
    } else {
        global_storage_class(g.address_space).map_err(context)?
    };
    let value_ty = super::memory::memory_type(st.ir, &mut st.spv, &mut st.types, g.value_type)
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
            Some(super::memory::memory_constant(st, c).map_err(context)?)
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

/// A module-scope `OpVariable` of `class` holding a `pointee`, optionally initialized.
pub(super) fn module_variable(
    st: &mut PrinterState<'_>,
    class: StorageClass,
    pointee: Word,
    init: Option<Word>,
) -> Word {
    let ptr = st.types.pointer_to(&mut st.spv, class, pointee);
    let id = st.spv.id();
    let mut operands = vec![Operand::StorageClass(class)];
    operands.extend(init.map(Operand::IdRef));
    st.spv
        .types_globals
        .push(inst(Op::Variable, Some(ptr), Some(id), operands));
    id
}

/// Lowers a module-level constant (no function context: no globals as values).
pub(super) fn lower_constant(
    st: &mut PrinterState<'_>,
    c: crate::ir::ConstId,
) -> Result<Word, LowerError> {
    lower_constant_in(st.ir, &mut st.spv, &mut st.types, c)
}

pub(super) fn lower_constant_in(
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

fn write_entry_points(st: &mut PrinterState<'_>) -> Result<(), LowerError> {
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
