//! The two flavours the printer can be built with: the seam between OpenCL Kernel SPIR-V and
//! Vulkan compute SPIR-V.
//!
//! The printer, the hook protocol, type interning, constants and the debug handler are shared.
//! What differs — the header (version, capabilities, addressing and memory model), how kernel
//! arguments become resources, the entry-point interface, pointers and memory access,
//! structured control flow and the builtin table — is asked of the flavour by the lowering
//! modules; the Vulkan side lives in `crate::backend::isel::vulkan`.

use rspirv::spirv::{AddressingModel, MemoryModel};

use crate::backend::module::spirv::Header;

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
