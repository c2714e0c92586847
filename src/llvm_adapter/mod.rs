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

/// The switches LLVM lowered and the branches the structurizer replaced, as the coverage pass
/// takes them (`CoverageOptions::lowered_switches`, `replaced_tests`): here, above both the
/// printer that read their ids and the pass, which names no other layer.
pub fn coverage_sites(
    ids: crate::backend::LoweredSwitchIds,
) -> (
    Vec<crate::coverage::LoweredSwitchSite>,
    Vec<crate::coverage::ReplacedTestSite>,
) {
    let tests = ids
        .replaced_tests
        .iter()
        .map(|t| crate::coverage::ReplacedTestSite {
            block_label: t.block_label,
            condition: t.condition,
        })
        .collect();
    let switches = ids
        .switches
        .into_iter()
        .map(|s| crate::coverage::LoweredSwitchSite {
            tree_label: s.tree_label,
            selector: s.selector,
            bits: s.bits,
            cases: s.cases,
            arms: s.arms,
        })
        .collect();
    (switches, tests)
}

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
