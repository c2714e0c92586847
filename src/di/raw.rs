//! Self-describing DI records, the hand-over format between a DI source (the LLVM importer in
//! `src/ir`, or a test) and the typed [`DiModule`](super::DiModule).
//!
//! A record is one node: its kind under LLVM's class name and its fields under the names LLVM's
//! assembly writer uses. [`DiModule::from_raw`](super::DiModule::from_raw) checks every field and
//! every reference, so a producer of records cannot build an inconsistent module.

/// One field value, as the source had it.
#[derive(Clone, Debug, PartialEq)]
pub enum RawValue {
    /// A null operand or an empty optional.
    Absent,
    Unsigned(u64),
    Signed(i64),
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
        text: String,
        int: Option<i64>,
    },
}

/// One DI node in record form.
#[derive(Clone, Debug, PartialEq)]
pub struct RawNode {
    /// LLVM class name: `DICompositeType`, `DILocation`, ...
    pub kind: String,
    pub distinct: bool,
    pub fields: Vec<(String, RawValue)>,
}

impl RawNode {
    pub fn new(kind: impl Into<String>) -> Self {
        RawNode {
            kind: kind.into(),
            distinct: false,
            fields: Vec::new(),
        }
    }

    /// Builder-style field append, for tests and non-LLVM producers.
    pub fn with(mut self, name: &str, value: RawValue) -> Self {
        self.fields.push((name.to_owned(), value));
        self
    }

    pub fn field(&self, name: &str) -> Option<&RawValue> {
        self.fields.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }
}
