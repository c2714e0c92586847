//! The two flavours the printer can be built with: [`Flavour`], the user's choice, and
//! [`FlavourLowering`], what instruction selection asks of the one chosen (implemented by
//! `kernel::KernelFlavour` and `vulkan::VulkanFlavour`).
//!
//! The printer, the hook protocol, type interning, constants and the debug handler are shared.
//! What differs — the header (version, capabilities, addressing and memory model), how kernel
//! arguments become resources, the entry-point interface, pointers and memory access,
//! structured control flow and the builtin table — is asked of the flavour by the lowering
//! modules; the Vulkan side lives in `crate::backend::isel::vulkan`.

use rspirv::spirv::{AddressingModel, LinkageType, MemoryModel, StorageClass, Word};

use crate::backend::LowerError;
use crate::backend::isel::function::FunctionLowering;
use crate::backend::isel::state::LoweringState;
use crate::backend::module::spirv::{Header, SpirvModule};
use crate::ir::{BlockId, Function, Global, InstId};

/// Which Vulkan version the module targets (spirv-val's `--target-env` names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VulkanEnv {
    /// `vulkan1.2`: SPIR-V 1.5.
    Vulkan1_2,
    /// `vulkan1.3`: SPIR-V 1.6.
    Vulkan1_3,
}

/// What kind of SPIR-V the printer writes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Flavour {
    /// OpenCL Kernel SPIR-V 1.2: `Kernel`, `Addresses`, Physical64, OpenCL memory model. The
    /// default.
    #[default]
    OpenClKernel,
    /// Vulkan compute: `Shader`, Logical addressing, GLSL450 memory model, `GLCompute` entry
    /// points with descriptors and push constants (docs/VULKAN.md).
    VulkanCompute(VulkanEnv),
}

impl Flavour {
    /// The flavour a `--target-env` value names: `vulkan1.2`, `vulkan1.3`, or `opencl` (the
    /// Kernel flavour). `None` for anything else.
    pub fn from_target_env(env: &str) -> Option<Flavour> {
        Some(match env {
            "vulkan1.2" => Flavour::VulkanCompute(VulkanEnv::Vulkan1_2),
            "vulkan1.3" => Flavour::VulkanCompute(VulkanEnv::Vulkan1_3),
            "opencl" | "opencl2.2" => Flavour::OpenClKernel,
            _ => return None,
        })
    }

    /// The flavour a module's target triple asks for: Vulkan compute for a `vulkan1.2` or
    /// `vulkan1.3` triple (`spirv-unknown-vulkan1.3-compute`), else the Kernel flavour.
    pub fn from_triple(triple: &str) -> Flavour {
        if triple.contains("vulkan1.2") {
            Flavour::VulkanCompute(VulkanEnv::Vulkan1_2)
        } else if triple.contains("vulkan") {
            Flavour::VulkanCompute(VulkanEnv::Vulkan1_3)
        } else {
            Flavour::OpenClKernel
        }
    }

    /// Whether this is the Vulkan compute flavour.
    pub fn is_vulkan(self) -> bool {
        matches!(self, Flavour::VulkanCompute(_))
    }

    /// The module header this flavour writes.
    pub fn header(self) -> Header {
        match self {
            Flavour::OpenClKernel => Header::default(),
            Flavour::VulkanCompute(env) => Header {
                version: match env {
                    VulkanEnv::Vulkan1_2 => (1, 5),
                    VulkanEnv::Vulkan1_3 => (1, 6),
                },
                addressing: AddressingModel::Logical,
                memory_model: MemoryModel::GLSL450,
            },
        }
    }
}

/// What instruction selection asks of the flavour it lowers for: the seam between the two
/// rooms (`kernel` and `vulkan`) off the shared hall. Shared selection is generic over it and
/// never asks which flavour it is in; the printer picks the implementation once, from the
/// [`Flavour`] it was built with.
pub(crate) trait FlavourLowering: Sized {
    /// The flavour's own state for one function, made before any of it is lowered.
    type Function;

    /// The flavour's own state for the module (the Vulkan flavour's resources), made before
    /// the first global and given back after the last function.
    type Module: Default;

    /// Whether pointers are SPIR-V values (Physical64): with Logical addressing they are access
    /// paths the lowering follows, so a pointer-typed instruction gets no id and a pointer-typed
    /// alloca no variable.
    const POINTERS_ARE_VALUES: bool;

    /// Whether variables carry `Alignment` (Logical addressing lays memory out explicitly).
    const ALIGNMENT_DECORATIONS: bool;

    /// Whether a handler may write code for a value only debug info names
    /// (`PrinterContext::computed_integer`): the Vulkan flavour's debuggers read a variable
    /// LLVM describes by a computation only as an id; the Kernel flavour's output stays as it
    /// was (the variable is unknown there).
    const DEBUG_VALUE_CODE: bool;

    /// Before any global or function: capabilities, and the resources kernels are given.
    fn begin_module(
        st: &mut LoweringState<'_>,
        module: &mut Self::Module,
    ) -> Result<(), LowerError>;

    /// Whether the printer lowers `f` (a defined function) itself.
    fn lowers_function(f: &Function) -> bool;

    /// Whether the printer declares `g` as a variable of its own (the Vulkan flavour keeps
    /// writable program-scope `global` variables as members of one buffer instead).
    fn declares_global(_g: &Global) -> bool {
        true
    }

    /// The storage class of a module-scope variable.
    fn global_storage_class(g: &Global) -> Result<StorageClass, LowerError>;

    /// The linkage a module-scope variable gets, if any.
    fn global_linkage(g: &Global, linkonce_odr: bool) -> Option<LinkageType>;

    /// Decorations of a module-scope variable beyond its name and linkage.
    fn decorate_global(spv: &mut SpirvModule, id: Word, g: &Global);

    /// After the last function: the entry points.
    fn end_module(st: &mut LoweringState<'_>, module: &mut Self::Module) -> Result<(), LowerError>;

    /// The state for `f`, before its ids are given.
    fn begin_function(f: &Function) -> Result<Self::Function, LowerError>;

    /// `OpFunction` and what becomes of the parameters.
    fn emit_function_header(fl: &mut FunctionLowering<'_, '_, Self>) -> Result<(), LowerError>;

    /// Whether the entry block starts with code of the flavour's own, for no IR instruction
    /// (the Vulkan flavour's loads of push-constant arguments).
    fn has_entry_prologue(fl: &FunctionLowering<'_, '_, Self>) -> bool;

    /// That code, in the entry block after the handlers' `begin_basic_block` and
    /// `begin_entry_prologue` (so inside the function's debug scope), before the block's
    /// first instruction.
    fn emit_entry_prologue(fl: &mut FunctionLowering<'_, '_, Self>) -> Result<(), LowerError>;

    /// Whether `block` is a structured loop header.
    fn is_loop_header(fl: &FunctionLowering<'_, '_, Self>, block: BlockId) -> bool;

    /// A loop header's merge instruction (only called where [`Self::is_loop_header`] holds).
    fn open_loop_header(fl: &mut FunctionLowering<'_, '_, Self>, block: BlockId);

    /// What goes right before `block`'s terminator (a selection merge).
    fn before_terminator(fl: &mut FunctionLowering<'_, '_, Self>, block: BlockId);

    /// The label an `OpPhi` names for the edge from `from`.
    fn phi_parent_label(fl: &mut FunctionLowering<'_, '_, Self>, from: BlockId) -> Word;

    /// Lowers one instruction (not a phi).
    fn lower_inst(fl: &mut FunctionLowering<'_, '_, Self>, id: InstId) -> Result<(), LowerError>;
}
