//! SPIR-V linkage: which functions and variables get `LinkageAttributes`, and when a module
//! needs the `Linkage` capability.
//!
//! The rule is LLVM's SPIR-V backend's (`getSpirvLinkageTypeFor` in SPIRVUtils.cpp): local
//! symbols get nothing; declarations and `available_externally` copies are `Import`; hidden
//! symbols get nothing; `linkonce_odr` is `LinkOnceODR` when SPV_KHR_linkonce_odr may be used;
//! everything else is `Export`. Entry points never carry linkage (SPIRVCallLowering decorates a
//! function only when it is not an entry point). A module without entry points is a library and
//! needs `Linkage` even when it exports nothing, or spirv-val rejects it.

use rspirv::spirv::{Capability, LinkageType, Word};

use crate::backend::module::core_build::DecorationOperand;
use crate::backend::module::spirv::SpirvModule;
use crate::ir::Linkage;

/// The extension that allows `LinkOnceODR`.
pub const LINKONCE_ODR_EXTENSION: &str = "SPV_KHR_linkonce_odr";

/// The linkage type of a symbol, or `None` when it stays local to the module.
pub fn linkage_type(
    linkage: Linkage,
    hidden: bool,
    is_declaration: bool,
    linkonce_odr_allowed: bool,
) -> Option<LinkageType> {
    if linkage == Linkage::Local {
        return None;
    }
    if is_declaration || linkage == Linkage::AvailableExternally {
        return Some(LinkageType::Import);
    }
    if hidden {
        return None;
    }
    if linkage == Linkage::LinkOnceOdr && linkonce_odr_allowed {
        return Some(LinkageType::LinkOnceODR);
    }
    Some(LinkageType::Export)
}

/// `OpDecorate %id LinkageAttributes "name" <linkage>`, with the capability (and extension)
/// it needs.
pub fn decorate(spv: &mut SpirvModule, id: Word, name: &str, linkage: LinkageType) {
    spv.require(Capability::Linkage);
    if linkage == LinkageType::LinkOnceODR {
        spv.extension(LINKONCE_ODR_EXTENSION);
    }
    spv.decorate(
        id,
        DecorationOperand::LinkageAttributes {
            name: name.to_owned(),
            linkage_type: linkage,
        },
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn follows_llvm_spirv_backend_rule() {
        let of = |l, hidden, decl, odr| linkage_type(l, hidden, decl, odr);
        assert_eq!(of(Linkage::Local, false, false, true), None);
        assert_eq!(
            of(Linkage::External, false, true, false),
            Some(LinkageType::Import)
        );
        assert_eq!(
            of(Linkage::AvailableExternally, false, false, false),
            Some(LinkageType::Import)
        );
        assert_eq!(of(Linkage::External, true, false, false), None);
        assert_eq!(
            of(Linkage::External, true, true, false),
            Some(LinkageType::Import)
        );
        assert_eq!(
            of(Linkage::LinkOnceOdr, false, false, false),
            Some(LinkageType::Export)
        );
        assert_eq!(
            of(Linkage::LinkOnceOdr, false, false, true),
            Some(LinkageType::LinkOnceODR)
        );
        assert_eq!(
            of(Linkage::Mergeable, false, false, true),
            Some(LinkageType::Export)
        );
    }
}
