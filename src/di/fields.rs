//! Value types of DI fields: DWARF codes, LLVM flag sets, expressions and bounds, each knowing how
//! to read itself from a [`FieldRef`] and how to print itself in the `--dump-di` syntax.

use std::fmt::{self, Write};

use super::{DiError, DiModule, DiNodeId, FieldRef};

/// Context for reading one field: the node being read and the kinds of all nodes, so references
/// are checked against the kind they must have.
pub(crate) struct FieldReader<'a> {
    pub kinds: &'a [&'static str],
    pub node: u32,
}

impl FieldReader<'_> {
    pub fn error(&self, field: &str, what: impl fmt::Display) -> DiError {
        DiError::Field {
            node: self.node,
            kind: self.kinds[self.node as usize].to_owned(),
            field: field.to_owned(),
            reason: what.to_string(),
        }
    }

    pub fn reference(&self, field: &str, index: u32) -> Result<DiNodeId, DiError> {
        if (index as usize) < self.kinds.len() {
            Ok(DiNodeId(index))
        } else {
            Err(self.error(field, format_args!("refers to missing node {index}")))
        }
    }
}

/// A field type of the typed model.
pub(crate) trait Field: Sized {
    fn read(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<Self, DiError>;
    /// Writes the value in dump syntax.
    fn dump(&self, m: &DiModule, out: &mut String);
}

/// Numbers and booleans left out of a record take LLVM's default, zero / false, so builders
/// only spell out what they set.
fn unsigned(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<u64, DiError> {
    match value {
        FieldRef::Absent => Ok(0),
        FieldRef::Unsigned(v) => Ok(v),
        FieldRef::Signed(v) if v >= 0 => Ok(v as u64),
        other => Err(r.error(
            name,
            format_args!("expected an unsigned integer, got {other:?}"),
        )),
    }
}

impl Field for u64 {
    fn read(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<Self, DiError> {
        unsigned(r, name, value)
    }
    fn dump(&self, _: &DiModule, out: &mut String) {
        let _ = write!(out, "{self}");
    }
}

impl Field for u32 {
    fn read(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<Self, DiError> {
        let v = unsigned(r, name, value)?;
        u32::try_from(v).map_err(|_| r.error(name, format_args!("{v} does not fit in 32 bits")))
    }
    fn dump(&self, _: &DiModule, out: &mut String) {
        let _ = write!(out, "{self}");
    }
}

impl Field for i64 {
    fn read(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<Self, DiError> {
        match value {
            FieldRef::Absent => Ok(0),
            FieldRef::Signed(v) => Ok(v),
            FieldRef::Unsigned(v) => i64::try_from(v)
                .map_err(|_| r.error(name, format_args!("{v} does not fit in 64 signed bits"))),
            other => Err(r.error(name, format_args!("expected an integer, got {other:?}"))),
        }
    }
    fn dump(&self, _: &DiModule, out: &mut String) {
        let _ = write!(out, "{self}");
    }
}

/// An enumerator's value: LLVM's `APInt` up to 128 bits (the importer gets wider than
/// 64-bit ones as decimal text). An unsigned 128-bit value over `i128::MAX` keeps its bits.
impl Field for i128 {
    fn read(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<Self, DiError> {
        match value {
            FieldRef::Absent => Ok(0),
            FieldRef::Signed(v) => Ok(i128::from(v)),
            FieldRef::Unsigned(v) => Ok(i128::from(v)),
            FieldRef::String(digits) => {
                let text = String::from_utf8_lossy(digits);
                text.parse::<i128>()
                    .or_else(|_| text.parse::<u128>().map(|v| v as i128))
                    .map_err(|_| r.error(name, format_args!("{text} does not fit in 128 bits")))
            }
            other => Err(r.error(name, format_args!("expected an integer, got {other:?}"))),
        }
    }
    fn dump(&self, _: &DiModule, out: &mut String) {
        let _ = write!(out, "{self}");
    }
}

impl Field for bool {
    fn read(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<Self, DiError> {
        match value {
            FieldRef::Absent => Ok(false),
            FieldRef::Bool(b) => Ok(b),
            FieldRef::Unsigned(0) => Ok(false),
            FieldRef::Unsigned(1) => Ok(true),
            other => Err(r.error(name, format_args!("expected a boolean, got {other:?}"))),
        }
    }
    fn dump(&self, _: &DiModule, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

/// Strings are UTF-8 in the model: NSDI strings are `OpString` literals, which must be UTF-8.
/// Invalid bytes from the input are replaced (U+FFFD), the way LLVM's own tools print them.
impl Field for String {
    fn read(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<Self, DiError> {
        match value {
            FieldRef::String(bytes) => Ok(String::from_utf8_lossy(bytes).into_owned()),
            FieldRef::Absent => Ok(String::new()),
            other => Err(r.error(name, format_args!("expected a string, got {other:?}"))),
        }
    }
    fn dump(&self, _: &DiModule, out: &mut String) {
        dump_string(self, out);
    }
}

pub(crate) fn dump_string(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\22"),
            '\\' => out.push_str("\\5C"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\{:02X}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

impl<T: Field> Field for Option<T> {
    fn read(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<Self, DiError> {
        match value {
            FieldRef::Absent => Ok(None),
            v => T::read(r, name, v).map(Some),
        }
    }
    fn dump(&self, m: &DiModule, out: &mut String) {
        match self {
            Some(v) => v.dump(m, out),
            None => out.push_str("null"),
        }
    }
}

/// A tuple of node references; null elements are kept (`void` in a subroutine type's list).
impl<T: Field> Field for Vec<Option<T>> {
    fn read(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<Self, DiError> {
        match value {
            FieldRef::Absent => Ok(Vec::new()),
            FieldRef::NodeList(items) => items
                .iter()
                .map(|item| match item {
                    Some(i) => T::read(r, name, FieldRef::Node(i)).map(Some),
                    None => Ok(None),
                })
                .collect(),
            other => Err(r.error(name, format_args!("expected a node list, got {other:?}"))),
        }
    }
    fn dump(&self, m: &DiModule, out: &mut String) {
        out.push('{');
        for (i, item) in self.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            item.dump(m, out);
        }
        out.push('}');
    }
}

/// Declares a numeric code field printed by name, with the raw number as fallback.
macro_rules! code_field {
    ($(#[$doc:meta])* $name:ident($repr:ty), $namer:expr) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub $repr);

        impl $name {
            /// The code's name, when it has one.
            pub fn name(self) -> Option<&'static str> {
                let namer: fn($repr) -> Option<&'static str> = $namer;
                namer(self.0)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self.name() {
                    Some(n) => f.write_str(n),
                    None => write!(f, "{}", self.0),
                }
            }
        }

        impl Field for $name {
            fn read(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<Self, DiError> {
                let v = unsigned(r, name, value)?;
                <$repr>::try_from(v)
                    .map($name)
                    .map_err(|_| r.error(name, format_args!("code {v} out of range")))
            }
            fn dump(&self, _: &DiModule, out: &mut String) {
                let _ = write!(out, "{self}");
            }
        }
    };
}

code_field!(
    /// `DW_TAG_*`.
    DwTag(u16),
    |v| gimli::DwTag(v).static_string()
);
code_field!(
    /// `DW_ATE_*` basic-type encoding.
    DwAte(u8),
    |v| gimli::DwAte(v).static_string()
);
code_field!(
    /// `DW_LANG_*` source language.
    DwLang(u16),
    |v| gimli::DwLang(v).static_string()
);
code_field!(
    /// `DW_CC_*` calling convention.
    DwCc(u8),
    |v| gimli::DwCc(v).static_string()
);
code_field!(
    /// `DW_MACINFO_*` macro record type.
    DwMacinfo(u8),
    |v| gimli::DwMacinfo(v).static_string()
);
code_field!(
    /// `DICompileUnit::DebugEmissionKind`.
    EmissionKind(u8),
    |v| ["NoDebug", "FullDebug", "LineTablesOnly", "DebugDirectivesOnly"]
        .get(v as usize)
        .copied()
);
code_field!(
    /// `DICompileUnit::DebugNameTableKind`.
    NameTableKind(u8),
    |v| ["Default", "GNU", "None", "Apple"].get(v as usize).copied()
);
code_field!(
    /// `DIFile::ChecksumKind`.
    ChecksumKind(u8),
    |v| match v {
        1 => Some("CSK_MD5"),
        2 => Some("CSK_SHA1"),
        3 => Some("CSK_SHA256"),
        _ => None,
    }
);

/// Declares a bit-set field printed as `A | B | 0x..`.
macro_rules! flag_field {
    ($(#[$doc:meta])* $name:ident, $zero:literal, [$($flag:literal = $bit:expr),* $(,)?]) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
        pub struct $name(pub u32);

        impl $name {
            /// Names and values of the single flags, in LLVM's order.
            pub const NAMES: &'static [(&'static str, u32)] = &[$(($flag, $bit)),*];

            /// Whether every bit of `bits` is set; `false` for `bits == 0`. Multi-bit values
            /// (an access specifier, an inheritance kind) match only when all their bits are set.
            pub fn contains(self, bits: u32) -> bool {
                bits != 0 && self.0 & bits == bits
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write_flags(f, self.0, $zero, Self::NAMES)
            }
        }

        impl Field for $name {
            fn read(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<Self, DiError> {
                let v = unsigned(r, name, value)?;
                u32::try_from(v)
                    .map($name)
                    .map_err(|_| r.error(name, format_args!("flags {v:#x} out of range")))
            }
            fn dump(&self, _: &DiModule, out: &mut String) {
                let _ = write!(out, "{self}");
            }
        }
    };
}

fn write_flags(
    f: &mut fmt::Formatter<'_>,
    bits: u32,
    zero: &str,
    names: &[(&str, u32)],
) -> fmt::Result {
    if bits == 0 {
        return f.write_str(zero);
    }
    let mut rest = bits;
    let mut first = true;
    for &(name, bit) in names {
        // Multi-bit names (DIFlagPublic = 3) only match when all their bits are set.
        if bit != 0 && rest & bit == bit {
            if !first {
                f.write_str(" | ")?;
            }
            f.write_str(name)?;
            rest &= !bit;
            first = false;
        }
    }
    if rest != 0 {
        if !first {
            f.write_str(" | ")?;
        }
        write!(f, "{rest:#x}")?;
    }
    Ok(())
}

flag_field!(
    /// `DINode::DIFlags` (llvm/IR/DebugInfoFlags.def, LLVM 19 values).
    DiFlags,
    "DIFlagZero",
    [
        "DIFlagPublic" = 3,
        "DIFlagPrivate" = 1,
        "DIFlagProtected" = 2,
        "DIFlagFwdDecl" = 1 << 2,
        "DIFlagAppleBlock" = 1 << 3,
        "DIFlagReservedBit4" = 1 << 4,
        "DIFlagVirtual" = 1 << 5,
        "DIFlagArtificial" = 1 << 6,
        "DIFlagExplicit" = 1 << 7,
        "DIFlagPrototyped" = 1 << 8,
        "DIFlagObjcClassComplete" = 1 << 9,
        "DIFlagObjectPointer" = 1 << 10,
        "DIFlagVector" = 1 << 11,
        "DIFlagStaticMember" = 1 << 12,
        "DIFlagLValueReference" = 1 << 13,
        "DIFlagRValueReference" = 1 << 14,
        "DIFlagExportSymbols" = 1 << 15,
        "DIFlagMultipleInheritance" = 2 << 16,
        "DIFlagVirtualInheritance" = 3 << 16,
        "DIFlagSingleInheritance" = 1 << 16,
        "DIFlagIntroducedVirtual" = 1 << 18,
        "DIFlagBitField" = 1 << 19,
        "DIFlagNoReturn" = 1 << 20,
        "DIFlagTypePassByValue" = 1 << 22,
        "DIFlagTypePassByReference" = 1 << 23,
        "DIFlagEnumClass" = 1 << 24,
        "DIFlagThunk" = 1 << 25,
        "DIFlagNonTrivial" = 1 << 26,
        "DIFlagBigEndian" = 1 << 27,
        "DIFlagLittleEndian" = 1 << 28,
        "DIFlagAllCallsDescribed" = 1 << 29,
    ]
);

/// The flags nsdi tests, for [`DiFlags::contains`]. The access values share the two low bits:
/// test for them with `flags.0 & 3 == DiFlags::PUBLIC`, not `contains`, since `PUBLIC`
/// contains `PRIVATE` and `PROTECTED`.
impl DiFlags {
    /// `DIFlagPrivate` (access value).
    pub const PRIVATE: u32 = 1;
    /// `DIFlagProtected` (access value).
    pub const PROTECTED: u32 = 2;
    /// `DIFlagPublic` (access value).
    pub const PUBLIC: u32 = 3;
    /// `DIFlagFwdDecl`: a declaration without a definition (incomplete type).
    pub const FWD_DECL: u32 = 1 << 2;
    /// `DIFlagVirtual`: on an inheritance, a virtual base (located through the vtable).
    pub const VIRTUAL: u32 = 1 << 5;
    /// `DIFlagArtificial`: compiler-generated (implicit `this`, implicit methods).
    pub const ARTIFICIAL: u32 = 1 << 6;
    /// `DIFlagExplicit`: an `explicit` constructor or conversion.
    pub const EXPLICIT: u32 = 1 << 7;
    /// `DIFlagPrototyped`: a function with a prototype (C).
    pub const PROTOTYPED: u32 = 1 << 8;
    /// `DIFlagObjectPointer`: the `this` parameter.
    pub const OBJECT_POINTER: u32 = 1 << 10;
    /// `DIFlagVector`: a composite array type that is a SIMD vector (OpenCL `float4`).
    pub const VECTOR: u32 = 1 << 11;
    /// `DIFlagStaticMember`: a static data member declaration.
    pub const STATIC_MEMBER: u32 = 1 << 12;
    /// `DIFlagLValueReference`: a `&`-qualified method.
    pub const LVALUE_REFERENCE: u32 = 1 << 13;
    /// `DIFlagRValueReference`: a `&&`-qualified method.
    pub const RVALUE_REFERENCE: u32 = 1 << 14;
    /// `DIFlagBitField`: a bit-field member.
    pub const BIT_FIELD: u32 = 1 << 19;
    /// `DIFlagTypePassByValue`: the type is passed by value (C++ ABI).
    pub const TYPE_PASS_BY_VALUE: u32 = 1 << 22;
    /// `DIFlagTypePassByReference`: the type is passed by reference (C++ ABI).
    pub const TYPE_PASS_BY_REFERENCE: u32 = 1 << 23;
    /// `DIFlagEnumClass`: a scoped enumeration (`enum class`).
    pub const ENUM_CLASS: u32 = 1 << 24;
}

flag_field!(
    /// `DISubprogram::DISPFlags`.
    DiSpFlags,
    "DISPFlagZero",
    [
        "DISPFlagPureVirtual" = 2,
        "DISPFlagVirtual" = 1,
        "DISPFlagLocalToUnit" = 1 << 2,
        "DISPFlagDefinition" = 1 << 3,
        "DISPFlagOptimized" = 1 << 4,
        "DISPFlagPure" = 1 << 5,
        "DISPFlagElemental" = 1 << 6,
        "DISPFlagRecursive" = 1 << 7,
        "DISPFlagMainSubprogram" = 1 << 8,
        "DISPFlagDeleted" = 1 << 9,
        "DISPFlagObjCDirect" = 1 << 11,
    ]
);

/// The subprogram flags nsdi tests, for [`DiSpFlags::contains`].
impl DiSpFlags {
    /// `DISPFlagVirtual` (virtuality value).
    pub const VIRTUAL: u32 = 1;
    /// `DISPFlagPureVirtual` (virtuality value: 0 none, 1 virtual, 2 pure virtual).
    pub const PURE_VIRTUAL: u32 = 2;
    /// `DISPFlagLocalToUnit`: internal linkage (`static`).
    pub const LOCAL_TO_UNIT: u32 = 1 << 2;
    /// `DISPFlagDefinition`: a definition, not a declaration.
    pub const DEFINITION: u32 = 1 << 3;
    /// `DISPFlagOptimized`: compiled with optimization.
    pub const OPTIMIZED: u32 = 1 << 4;
}

/// A `ConstantAsMetadata` operand, as LLVM printed it (`i32 3`, `ptr @g`).
#[derive(Clone, Debug, PartialEq)]
pub struct DiConstant {
    /// The constant with its type, as LLVM's assembly writer prints it.
    pub text: String,
    /// The value when the constant is an integer (sign-extended).
    pub int: Option<i64>,
}

/// An operand that may be a constant, another node, or a tuple of nodes: DISubrange bounds,
/// DITemplateValueParameter values (a tuple for parameter packs), DIDerivedType extraData.
#[derive(Clone, Debug, PartialEq)]
pub enum DiOperand {
    /// A constant (`i64 16`).
    Constant(DiConstant),
    /// A node: a DILocalVariable or DIGlobalVariable holding a bound, a DIExpression computing
    /// it, or a type.
    Node(DiNodeId),
    /// A tuple of nodes (`null` elements kept).
    Tuple(Vec<Option<DiNodeId>>),
}

impl Field for DiOperand {
    fn read(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<Self, DiError> {
        match value {
            FieldRef::Constant { text, int } => Ok(DiOperand::Constant(DiConstant {
                text: String::from_utf8_lossy(text).into_owned(),
                int,
            })),
            FieldRef::Node(i) => r.reference(name, i).map(DiOperand::Node),
            list @ FieldRef::NodeList(_) => {
                <Vec<Option<DiNodeId>>>::read(r, name, list).map(DiOperand::Tuple)
            }
            other => Err(r.error(
                name,
                format_args!("expected a constant or node, got {other:?}"),
            )),
        }
    }
    fn dump(&self, m: &DiModule, out: &mut String) {
        match self {
            DiOperand::Constant(c) => out.push_str(&c.text),
            DiOperand::Node(n) => n.dump(m, out),
            DiOperand::Tuple(items) => items.dump(m, out),
        }
    }
}

impl Field for DiNodeId {
    fn read(r: &FieldReader<'_>, name: &str, value: FieldRef<'_>) -> Result<Self, DiError> {
        match value {
            FieldRef::Node(i) => r.reference(name, i),
            other => Err(r.error(name, format_args!("expected a node, got {other:?}"))),
        }
    }
    fn dump(&self, m: &DiModule, out: &mut String) {
        m.dump_node_ref(*self, out);
    }
}
