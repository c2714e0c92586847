//! The names NSDI's numbers render as: DebugInfoFlags, storage classes, source languages,
//! encodings, qualifiers, composite tags, DebugOperation opcodes, and each operand word's
//! grammar name. Values come from the spec modules of [`crate::nsdi`] and rspirv's enums.

use rspirv::spirv::{StorageClass, Word};

use crate::nsdi::{DebugOp, DebugOperation, Quantifier, composite, flags, qualifier};
use crate::roundtrip::reader::NsdiInst;

/// DebugInfoFlags bits by name, in the checker's order.
const FLAG_NAMES: &[(u32, &str)] = &[
    (flags::IS_LOCAL, "local"),
    (flags::IS_DEFINITION, "definition"),
    (flags::FWD_DECL, "fwd-decl"),
    (flags::ARTIFICIAL, "artificial"),
    (flags::EXPLICIT, "explicit"),
    (flags::PROTOTYPED, "prototyped"),
    (flags::OBJECT_POINTER, "object-pointer"),
    (flags::STATIC_MEMBER, "static-member"),
    (flags::INDIRECT_VARIABLE, "indirect"),
    (flags::LVALUE_REFERENCE, "lvalue-ref"),
    (flags::RVALUE_REFERENCE, "rvalue-ref"),
    (flags::IS_OPTIMIZED, "optimized"),
    (flags::IS_ENUM_CLASS, "enum-class"),
    (flags::TYPE_PASS_BY_VALUE, "by-value"),
    (flags::TYPE_PASS_BY_REFERENCE, "by-reference"),
    (flags::UNKNOWN_PHYSICAL_LAYOUT, "unknown-layout"),
];

/// DebugInfoFlags rendered by name, `|`-separated: the access (`protected`, `private`,
/// `public`), then each flag; bits past the last named one as `unknown-bits`. Empty for 0.
///
/// ```
/// use nsdi::nsdi::flags;
/// use nsdi::roundtrip::render::flag_names;
///
/// let bits = flags::IS_PUBLIC | flags::IS_DEFINITION | flags::PROTOTYPED;
/// assert_eq!(flag_names(u64::from(bits)), "public|definition|prototyped");
/// assert_eq!(flag_names(0), "");
/// ```
pub fn flag_names(bits: u64) -> String {
    let access = match bits & u64::from(flags::IS_PUBLIC) {
        b if b == u64::from(flags::IS_PROTECTED) => Some("protected"),
        b if b == u64::from(flags::IS_PRIVATE) => Some("private"),
        b if b == u64::from(flags::IS_PUBLIC) => Some("public"),
        _ => None,
    };
    let mut out: Vec<&str> = access.into_iter().collect();
    for (bit, name) in FLAG_NAMES {
        if bits & u64::from(*bit) != 0 {
            out.push(name);
        }
    }
    // Bits past UnknownPhysicalLayout, the spec's last flag, have no name.
    if bits >> (flags::UNKNOWN_PHYSICAL_LAYOUT.trailing_zeros() + 1) != 0 {
        out.push("unknown-bits");
    }
    out.join("|")
}

/// SPIR-V storage classes by name, with OpenCL's address-space names for the ones OpenCL
/// uses (`global`, `local`, `constant`, `private`, `generic`).
pub fn storage_class_name(class: u64) -> Option<&'static str> {
    use StorageClass as Sc;
    let names = [
        (Sc::UniformConstant, "constant"),
        (Sc::Input, "input"),
        (Sc::Uniform, "uniform"),
        (Sc::Output, "output"),
        (Sc::Workgroup, "local"),
        (Sc::CrossWorkgroup, "global"),
        (Sc::Private, "module-private"),
        (Sc::Function, "private"),
        (Sc::Generic, "generic"),
        (Sc::PushConstant, "push-constant"),
        (Sc::AtomicCounter, "atomic-counter"),
        (Sc::Image, "image"),
        (Sc::StorageBuffer, "storage-buffer"),
    ];
    names
        .into_iter()
        .find(|(sc, _)| *sc as u64 == class)
        .map(|(_, name)| name)
}

/// SPIR-V source languages as the grammar spells them (`OpenCL_C`, `CPP_for_OpenCL`).
pub fn language_name(language: u64) -> Option<&'static str> {
    let names = [
        "Unknown",
        "ESSL",
        "GLSL",
        "OpenCL_C",
        "OpenCL_CPP",
        "HLSL",
        "CPP_for_OpenCL",
        "SYCL",
        "HERO_C",
        "NZSL",
        "WGSL",
        "Slang",
        "Zig",
        "Rust",
    ];
    names.get(usize::try_from(language).ok()?).copied()
}

/// The languages a DebugCompilationUnit may name as the checker compares them (`OpenCL C`,
/// `C++ for OpenCL`, `OpenCL C++`, `GLSL`, `ESSL`, `HLSL`, `SYCL`, `Rust`, `Zig`, `Unknown`;
/// `?` for any other value or none).
pub fn language_family_name(language: Option<u64>) -> &'static str {
    use crate::nsdi::language as l;
    match language.and_then(|v| u32::try_from(v).ok()) {
        Some(l::OPENCL_C) => "OpenCL C",
        Some(l::CPP_FOR_OPENCL) => "C++ for OpenCL",
        Some(l::OPENCL_CPP) => "OpenCL C++",
        Some(l::GLSL) => "GLSL",
        Some(l::ESSL) => "ESSL",
        Some(l::HLSL) => "HLSL",
        Some(l::SYCL) => "SYCL",
        Some(l::RUST) => "Rust",
        Some(l::ZIG) => "Zig",
        Some(l::UNKNOWN) => "Unknown",
        _ => "?",
    }
}

/// DebugTypeBasic encodings by name (`signed char`).
pub fn encoding_name(encoding: u64) -> Option<&'static str> {
    let names = [
        "unspecified",
        "address",
        "boolean",
        "float",
        "signed",
        "signed char",
        "unsigned",
        "unsigned char",
    ];
    names.get(usize::try_from(encoding).ok()?).copied()
}

/// DebugOperation opcodes by their grammar name (`PlusUconst`).
pub fn operation_name(opcode: u64) -> Option<&'static str> {
    let op = DebugOperation::from_u32(u32::try_from(opcode).ok()?)?;
    Some(op.name())
}

/// DebugTypeQualifier's qualifiers (`const`); `?` for another value.
pub fn qualifier_name(value: Option<u64>) -> &'static str {
    match value.and_then(|v| u32::try_from(v).ok()) {
        Some(qualifier::CONST) => "const",
        Some(qualifier::VOLATILE) => "volatile",
        Some(qualifier::RESTRICT) => "restrict",
        Some(qualifier::ATOMIC) => "atomic",
        _ => "?",
    }
}

/// DebugTypeComposite's tags (`struct`); `?` for another value.
pub fn composite_tag_name(value: Option<u64>) -> &'static str {
    match value.and_then(|v| u32::try_from(v).ok()) {
        Some(composite::CLASS) => "class",
        Some(composite::STRUCTURE) => "struct",
        Some(composite::UNION) => "union",
        _ => "?",
    }
}

/// The grammar's name of each operand word of `inst` (variadic operands repeat their name;
/// a pair operand names its two words apart: `Value`, `Name`).
pub fn named_operands(inst: &NsdiInst) -> Vec<(&'static str, Word)> {
    let mut names = Vec::new();
    for info in inst.op.operands() {
        let name = info.name.trim_end_matches(" ...");
        let parts: Vec<&str> = name.split(", ").collect();
        let width = info.kind.word_count();
        let once = |names: &mut Vec<&'static str>| {
            for k in 0..width {
                let part = parts.get(k).or(parts.last()).copied();
                names.push(part.unwrap_or("?"));
            }
        };
        match info.quantifier {
            Quantifier::One | Quantifier::Optional => once(&mut names),
            Quantifier::Variadic => {
                while names.len() < inst.operands.len() {
                    once(&mut names);
                }
            }
        }
    }
    inst.operands
        .iter()
        .enumerate()
        .map(|(k, w)| (names.get(k).copied().unwrap_or("?"), *w))
        .collect()
}

/// How to name the value of operand `name` of `op` when it is an enumerant or flags (`Flags`,
/// `Encoding`, `Storage Class`, `Tag`, `Type Qualifier`, `Language`, `OpCode`), as the dump
/// prints it.
pub fn enumerant_namer(op: DebugOp, name: &str) -> Option<fn(u64) -> String> {
    Some(match name {
        "Flags" if op != DebugOp::DebugBuildIdentifier => flag_names_or_zero,
        "Encoding" => |v| encoding_name(v).unwrap_or("?").to_owned(),
        "Storage Class" => |v| dump_storage_class(Some(v)),
        "Tag" if op == DebugOp::DebugTypeComposite => |v| composite_tag_name(Some(v)).to_owned(),
        "Type Qualifier" => |v| qualifier_name(Some(v)).to_owned(),
        "Language" => |v| language_name(v).unwrap_or("?").to_owned(),
        "OpCode" => |v| operation_name(v).unwrap_or("?").to_owned(),
        _ => return None,
    })
}

/// [`flag_names`], `0` when there are none.
pub fn flag_names_or_zero(bits: u64) -> String {
    match flag_names(bits) {
        names if names.is_empty() => "0".to_owned(),
        names => names,
    }
}

pub(super) fn dump_storage_class(class: Option<u64>) -> String {
    class
        .and_then(storage_class_name)
        .map_or_else(|| format!("{class:?}"), str::to_owned)
}
