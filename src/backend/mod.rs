//! The SPIR-V backend, in two flavours ([`Flavour`]): OpenCL Kernel (Kernel, Addresses,
//! Physical64/OpenCL memory model, the default) and Vulkan compute (Shader, Logical, GLSL450).
//!
//! It exists to drive the debug handler with real code: [`AsmPrinter`] lowers an [`ir::Module`]
//! function by function and calls every registered [`AsmPrinterHandler`] in LLVM's lifecycle
//! order. What it accepts it lowers to valid SPIR-V; anything else is refused with a
//! [`LowerError`] naming the instruction and its source line. docs/BACKEND.md lists both.
//!
//! [`ir::Module`]: crate::ir::Module

// Three layers, each naming only those below it (src/layers.rs checks it):
// `printer` (module order, the handler hooks) -> `isel` (instruction selection, the flavours)
// -> `module` (the SPIR-V module: sections, ids, interning). This file is the hall they share.
mod isel;
mod module;
mod printer;

pub use isel::calls::emits_no_code;
pub use isel::flavour::{Flavour, VulkanEnv};
pub use isel::vulkan::Reflection;
pub use module::spirv;
pub use module::spirv::Header;
pub use printer::asm_printer::AsmPrinter;
pub use printer::handler;
pub use printer::handler::{AsmPrinterHandler, PrinterContext};
pub use printer::lowered_switches::{LoweredSwitchIds, ReplacedTestIds, SwitchIds};

use crate::ir::{Instruction, Module};

/// Why code could not be generated. Display gives one line.
///
/// Handlers return it too: an error from any [`AsmPrinterHandler`] hook stops the compilation.
#[derive(Debug, thiserror::Error)]
pub enum LowerError {
    /// Valid LLVM IR outside what the backend lowers (docs/BACKEND.md): the text names the
    /// construct, e.g. `type 'bfloat'` or `global in address space 5`.
    #[error("unsupported {0}")]
    Unsupported(String),
    /// IR that breaks an assumption the backend relies on (a `memcpy` without three operands, a
    /// reduction of an empty vector); the verifier accepts it, the lowering cannot.
    #[error("invalid input: {0}")]
    Invalid(String),
    /// A bug of ours caught before it became an invalid module (an instruction over SPIR-V's
    /// word limit reaching the encoder).
    #[error("internal error: {0}")]
    Internal(String),
    /// Another error, with where it happened.
    #[error("{error} {context}")]
    Context {
        /// The error itself (never a `Context` again).
        error: Box<LowerError>,
        /// Where: `in '<instruction>' at file:line:col (function @f)` or `in global @g`.
        context: String,
    },
}

impl LowerError {
    fn with_context(self, context: String) -> LowerError {
        LowerError::Context {
            error: Box::new(self),
            context,
        }
    }

    /// Adds the instruction (`in '<opcode> <type>'`) and its source location, unless already
    /// present.
    pub(crate) fn at(self, ir: &Module, inst: &Instruction) -> LowerError {
        if matches!(self, LowerError::Context { .. }) {
            return self;
        }
        let mut context = format!("in '{}'", describe_instruction(ir, inst));
        if let Some(loc) = inst.loc.and_then(|l| ir.describe_location(l)) {
            context.push_str(&format!(" at {loc}"));
        }
        self.with_context(context)
    }

    pub(crate) fn in_function(self, name: &str) -> LowerError {
        match self {
            LowerError::Context { error, context } => LowerError::Context {
                error,
                context: format!("{context} (function @{name})"),
            },
            other => other.with_context(format!("in function @{name}")),
        }
    }

    pub(crate) fn in_global(self, name: &str) -> LowerError {
        self.with_context(format!("in global @{name}"))
    }
}

/// `%x = fptrunc <2 x double>`, `call @foo`: enough to find the instruction in the `.ll`.
fn describe_instruction(ir: &Module, inst: &Instruction) -> String {
    let mut text = String::new();
    if !inst.name.is_empty() {
        text.push_str(&format!("%{} = ", inst.name));
    }
    text.push_str(inst.opcode.name());
    if let crate::ir::InstDetail::Call { callee: Some(c) } = &inst.detail {
        text.push_str(&format!(" @{c}"));
    } else if !matches!(ir.ty(inst.ty), crate::ir::Type::Void) {
        text.push_str(&format!(" {}", ir.type_name(inst.ty)));
    }
    text
}

/// Compiles a module to SPIR-V words with the given handlers registered.
///
/// The shorthand for [`AsmPrinter::new`], [`AsmPrinter::add_handler`] per handler and
/// [`AsmPrinter::emit`]. Handlers are called in the order given; with none, the result is plain
/// code without debug info. The words are a complete module (header included) for SPIR-V 1.2,
/// Kernel capability, Physical64 addressing and the OpenCL memory model.
///
/// # Errors
/// The first [`LowerError`] of the lowering or of a handler hook.
///
/// # Example
///
/// Load a kernel with [`ir::load_file`](crate::ir::load_file) and compile it without debug
/// info:
///
/// ```
/// # #[cfg(feature = "llvm")]
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use nsdi::ir::{LoadOptions, load_file};
///
/// let path = std::env::temp_dir().join(format!("nsdi-doc-compile-{}.ll", std::process::id()));
/// std::fs::write(
///     &path,
///     r#"
/// target triple = "spir64-unknown-unknown"
///
/// define spir_kernel void @fill(ptr addrspace(1) %out) {
/// entry:
///   store i32 42, ptr addrspace(1) %out, align 4
///   ret void
/// }
/// "#,
/// )?;
/// let loaded = load_file(&path, &LoadOptions::default())?;
/// std::fs::remove_file(&path)?;
///
/// let words = nsdi::backend::compile(&loaded.module, Vec::new())?;
/// assert_eq!(words[0], rspirv::spirv::MAGIC_NUMBER);
/// # Ok(())
/// # }
/// # #[cfg(not(feature = "llvm"))]
/// # fn main() {}
/// ```
pub fn compile<'m>(
    ir: &'m Module,
    handlers: Vec<Box<dyn AsmPrinterHandler + 'm>>,
) -> Result<Vec<u32>, LowerError> {
    let mut printer = AsmPrinter::new(ir);
    for h in handlers {
        printer.add_handler(h);
    }
    printer.emit()
}

#[cfg(all(test, feature = "llvm"))]
mod tests;
