//! Self-describing DI records, the hand-over format between a DI source (the LLVM importer in
//! `src/ir`, or a test) and the typed [`DiModule`](super::DiModule).
//!
//! A record is one node: its kind under LLVM's class name and its fields under the names LLVM's
//! assembly writer uses. [`DiModule::from_raw`](super::DiModule::from_raw) checks every field and
//! every reference, so a producer of records cannot build an inconsistent module.

use std::borrow::Cow;

/// One field value, as the source had it.
#[derive(Clone, Debug, PartialEq)]
pub enum RawValue {
    /// A null operand or an empty optional.
    Absent,
    /// An unsigned integer field (sizes, lines, tags, flags).
    Unsigned(u64),
    /// A signed integer field (`DIEnumerator` values, `thisAdjustment`).
    Signed(i64),
    /// A boolean field (`isOptimized`, `isDefinition`).
    Bool(bool),
    /// Bytes, because LLVM's `MDString` may hold anything; the typed model decides what to accept.
    String(Vec<u8>),
    /// Index of another record.
    Node(u32),
    /// A tuple of records; `None` is a null element (a `void` return in a subroutine type).
    NodeList(Vec<Option<u32>>),
    /// Raw words (DIExpression elements).
    IntList(Vec<u64>),
    /// A `ConstantAsMetadata`: its text as LLVM prints it, and its value when it is an integer.
    Constant {
        /// The constant with its type (`i64 16`, `ptr @g`).
        text: String,
        /// The value, sign-extended, when the constant is an integer.
        int: Option<i64>,
    },
}

/// One DI node in record form.
#[derive(Clone, Debug, PartialEq)]
pub struct RawNode {
    /// LLVM class name: `DICompositeType`, `DILocation`, ... (borrowed when static: an importer
    /// makes hundreds of thousands of records).
    pub kind: Cow<'static, str>,
    /// The node is `distinct` (never merged with an equal node by LLVM).
    pub distinct: bool,
    /// Fields under LLVM's assembly names (`baseType`, `scopeLine`); a missing field reads as
    /// [`RawValue::Absent`], LLVM's default.
    pub fields: Vec<(Cow<'static, str>, RawValue)>,
}

impl RawNode {
    /// A record of LLVM class `kind` with no fields, not distinct.
    pub fn new(kind: impl Into<Cow<'static, str>>) -> Self {
        RawNode {
            kind: kind.into(),
            distinct: false,
            fields: Vec::new(),
        }
    }

    /// Builder-style field append, for tests and non-LLVM producers.
    pub fn with(mut self, name: &str, value: RawValue) -> Self {
        self.fields.push((Cow::Owned(name.to_owned()), value));
        self
    }

    /// The first field named `name`, if the record has one.
    pub fn field(&self, name: &str) -> Option<&RawValue> {
        self.fields.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }
}
