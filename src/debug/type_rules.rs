//! The value mappings of the type lowering, DI in, NSDI spec values out: flags, encodings,
//! storage classes, and the matrix rule (docs/MAPPING.md). Pure functions; the round trip
//! applies the same matrix rule when it reads NSDI back.

use crate::di::{DiFlags, DiSpFlags};
use crate::nsdi::{encoding, flags as nsdi_flags};

/// NSDI DebugInfoFlags for LLVM DIFlags (flags NSDI has no counterpart for are dropped:
/// docs/MAPPING.md lists them).
pub(super) fn debug_info_flags(f: DiFlags) -> u32 {
    // The access value is the two low bits, which `DiFlags::PUBLIC` covers.
    let mut out = match f.0 & DiFlags::PUBLIC {
        DiFlags::PRIVATE => nsdi_flags::IS_PRIVATE,
        DiFlags::PROTECTED => nsdi_flags::IS_PROTECTED,
        DiFlags::PUBLIC => nsdi_flags::IS_PUBLIC,
        _ => nsdi_flags::NONE,
    };
    for (di, nsdi) in [
        (DiFlags::FWD_DECL, nsdi_flags::FWD_DECL),
        (DiFlags::ARTIFICIAL, nsdi_flags::ARTIFICIAL),
        (DiFlags::EXPLICIT, nsdi_flags::EXPLICIT),
        (DiFlags::PROTOTYPED, nsdi_flags::PROTOTYPED),
        (DiFlags::OBJECT_POINTER, nsdi_flags::OBJECT_POINTER),
        (DiFlags::STATIC_MEMBER, nsdi_flags::STATIC_MEMBER),
        (DiFlags::LVALUE_REFERENCE, nsdi_flags::LVALUE_REFERENCE),
        (DiFlags::RVALUE_REFERENCE, nsdi_flags::RVALUE_REFERENCE),
        (DiFlags::ENUM_CLASS, nsdi_flags::IS_ENUM_CLASS),
        (DiFlags::TYPE_PASS_BY_VALUE, nsdi_flags::TYPE_PASS_BY_VALUE),
        (
            DiFlags::TYPE_PASS_BY_REFERENCE,
            nsdi_flags::TYPE_PASS_BY_REFERENCE,
        ),
    ] {
        if f.contains(di) {
            out |= nsdi;
        }
    }
    out
}

/// NSDI encoding for a DW_ATE code.
pub(super) fn base_encoding(ate: u8) -> u32 {
    match gimli::DwAte(ate) {
        gimli::DW_ATE_address => encoding::ADDRESS,
        gimli::DW_ATE_boolean => encoding::BOOLEAN,
        gimli::DW_ATE_float => encoding::FLOAT,
        gimli::DW_ATE_signed => encoding::SIGNED,
        gimli::DW_ATE_signed_char => encoding::SIGNED_CHAR,
        gimli::DW_ATE_unsigned => encoding::UNSIGNED,
        gimli::DW_ATE_unsigned_char => encoding::UNSIGNED_CHAR,
        _ => encoding::UNSPECIFIED,
    }
}

/// SPIR-V storage class of an OpenCL DWARF address space (no address space: private) in the
/// given flavour of storage classes.
pub(super) fn pointer_storage_class(
    dwarf_address_space: Option<u32>,
    storage: super::PointerStorage,
) -> u32 {
    use rspirv::spirv::StorageClass as Sc;
    (match (storage, dwarf_address_space) {
        (super::PointerStorage::OpenClKernel, space) => match space {
            None | Some(0) => Sc::Function,
            Some(1) => Sc::CrossWorkgroup,
            Some(2) => Sc::UniformConstant,
            Some(3) => Sc::Workgroup,
            _ => Sc::Generic,
        },
        (super::PointerStorage::Vulkan, space) => match space {
            Some(1 | 2) => Sc::StorageBuffer,
            Some(3) => Sc::Workgroup,
            _ => Sc::Function,
        },
    }) as u32
}

/// Flags of a DISubprogram as DebugInfoFlags.
pub(super) fn function_flags(flags: DiFlags, sp_flags: DiSpFlags, definition: bool) -> u32 {
    let mut f = debug_info_flags(flags);
    if definition {
        f |= nsdi_flags::IS_DEFINITION;
    }
    if sp_flags.contains(DiSpFlags::LOCAL_TO_UNIT) {
        f |= nsdi_flags::IS_LOCAL;
    }
    if sp_flags.contains(DiSpFlags::OPTIMIZED) {
        f |= nsdi_flags::IS_OPTIMIZED;
    }
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn access_flags_swap_private_and_protected() {
        // LLVM: private 1, protected 2; NSDI: protected 1, private 2.
        assert_eq!(debug_info_flags(DiFlags(1)), nsdi_flags::IS_PRIVATE);
        assert_eq!(debug_info_flags(DiFlags(2)), nsdi_flags::IS_PROTECTED);
        assert_eq!(
            debug_info_flags(DiFlags(3 | DiFlags::PROTOTYPED)),
            nsdi_flags::IS_PUBLIC | nsdi_flags::PROTOTYPED
        );
    }
}
