//! The LLVM adapter: the top of the data flow, where LLVM IR (`crate::ir`), the printer
//! (`crate::backend`), the emitter (`crate::debug`) and the checker (`crate::roundtrip`) meet.
//! It maps the printer's hooks, debug locations, `llvm.dbg.*` calls, globals and kernels onto
//! the emitter's public API (the calls any other producer makes too), and builds the checker's
//! code side from an `ir::Module`. Nothing below names this module.

mod handler;
mod member_names;
mod salvage;
mod source_program;
mod sources;

pub use handler::NsdiDebugHandler;
pub use source_program::{check_module, source_program};
pub use sources::DiskSources;

/// The environment a flavour's output is validated for (`spirv-val --target-env`): `spv1.6` for
/// the Kernel flavour, the Vulkan version for Vulkan, so a Vulkan output also meets that
/// environment's rules. Here, above both layers: `roundtrip::validate` does not know the
/// backend's flavours.
#[cfg(feature = "validate")]
pub fn validation_environment(
    flavour: crate::backend::Flavour,
) -> crate::roundtrip::validate::Environment {
    use crate::backend::{Flavour, VulkanEnv};
    use crate::roundtrip::validate::Environment;
    match flavour {
        Flavour::OpenClKernel => Environment::Universal1_6,
        Flavour::VulkanCompute(VulkanEnv::Vulkan1_2) => Environment::Vulkan1_2,
        Flavour::VulkanCompute(VulkanEnv::Vulkan1_3) => Environment::Vulkan1_3,
    }
}
