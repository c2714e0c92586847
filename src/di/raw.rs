//! Self-describing DI records, the hand-over format between a DI source (the LLVM importer in
//! `src/ir`, or a test) and the typed [`DiModule`](super::DiModule).
//!
//! A record is one node: its kind under LLVM's class name and its fields under the names LLVM's
//! assembly writer uses. [`DiModule::from_raw`](super::DiModule::from_raw) checks every field and
//! every reference, so a producer of records cannot build an inconsistent module.
//!
//! The typed readers do not need records: they read any [`DiSource`], which hands out fields as
//! borrowed [`FieldRef`]s. The LLVM importer uses that to read the C++ wrapper's table in place
//! instead of copying every node into a record first (issue #18).

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

/// A DI source the typed model can be read from without first copying it into [`RawNode`]s:
/// the LLVM importer's view of the C++ wrapper's table implements it over the table itself, and
/// a slice of records implements it for tests and other producers.
pub trait DiSource {
    /// One node as [`DiSource::node`] hands it out.
    type Node<'a>: DiRecord
    where
        Self: 'a;
    /// Number of nodes; references are indices below this.
    fn node_count(&self) -> usize;
    /// Node `index`, for `index < node_count()`.
    fn node(&self, index: u32) -> Self::Node<'_>;
}

/// One node of a [`DiSource`]: its kind, `distinct` flag and fields by LLVM's assembly name.
pub trait DiRecord {
    /// LLVM class name (`DICompositeType`).
    fn kind(&self) -> Cow<'_, str>;
    /// The node is `distinct`.
    fn is_distinct(&self) -> bool;
    /// The field named `name`, [`FieldRef::Absent`] when the node has none. The typed readers
    /// ask for fields in their declaration order, so a source may remember where the last
    /// lookup ended to make the next one cheap.
    fn field(&self, name: &str) -> FieldRef<'_>;
}

/// A field value borrowed from its source: [`RawValue`] without the owned buffers.
#[derive(Clone, Copy)]
pub enum FieldRef<'a> {
    /// A null operand or an empty optional.
    Absent,
    /// An unsigned integer field.
    Unsigned(u64),
    /// A signed integer field.
    Signed(i64),
    /// A boolean field.
    Bool(bool),
    /// Bytes, not necessarily UTF-8.
    String(&'a [u8]),
    /// Index of another node.
    Node(u32),
    /// A tuple of nodes.
    NodeList(NodeListRef<'a>),
    /// Raw words (DIExpression elements).
    IntList(&'a [u64]),
    /// A `ConstantAsMetadata`: its text as LLVM prints it, and its value when it is an integer.
    Constant {
        /// The constant with its type (`i64 16`), as bytes.
        text: &'a [u8],
        /// The value, sign-extended, when the constant is an integer.
        int: Option<i64>,
    },
}

/// A tuple of node references in either of the two layouts sources keep them in.
#[derive(Clone, Copy)]
pub enum NodeListRef<'a> {
    /// [`RawValue::NodeList`]'s layout.
    Options(&'a [Option<u32>]),
    /// Indices with `u32::MAX` for a null element (the C++ wrapper's layout).
    Packed(&'a [u32]),
}

impl NodeListRef<'_> {
    /// The elements, `None` for a null one.
    pub fn iter(&self) -> impl Iterator<Item = Option<u32>> + '_ {
        let (options, packed): (&[Option<u32>], &[u32]) = match *self {
            NodeListRef::Options(items) => (items, &[]),
            NodeListRef::Packed(items) => (&[], items),
        };
        options
            .iter()
            .copied()
            .chain(packed.iter().map(|&i| (i != u32::MAX).then_some(i)))
    }
}

impl FieldRef<'_> {
    /// The owned value, for messages: errors print a field the way they always have, whatever
    /// the source.
    pub fn to_raw(self) -> RawValue {
        match self {
            FieldRef::Absent => RawValue::Absent,
            FieldRef::Unsigned(v) => RawValue::Unsigned(v),
            FieldRef::Signed(v) => RawValue::Signed(v),
            FieldRef::Bool(b) => RawValue::Bool(b),
            FieldRef::String(bytes) => RawValue::String(bytes.to_vec()),
            FieldRef::Node(i) => RawValue::Node(i),
            FieldRef::NodeList(items) => RawValue::NodeList(items.iter().collect()),
            FieldRef::IntList(words) => RawValue::IntList(words.to_vec()),
            FieldRef::Constant { text, int } => RawValue::Constant {
                text: String::from_utf8_lossy(text).into_owned(),
                int,
            },
        }
    }
}

impl std::fmt::Debug for FieldRef<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&self.to_raw(), f)
    }
}

impl RawValue {
    /// The value as a borrowed [`FieldRef`].
    pub fn as_field_ref(&self) -> FieldRef<'_> {
        match self {
            RawValue::Absent => FieldRef::Absent,
            RawValue::Unsigned(v) => FieldRef::Unsigned(*v),
            RawValue::Signed(v) => FieldRef::Signed(*v),
            RawValue::Bool(b) => FieldRef::Bool(*b),
            RawValue::String(bytes) => FieldRef::String(bytes),
            RawValue::Node(i) => FieldRef::Node(*i),
            RawValue::NodeList(items) => FieldRef::NodeList(NodeListRef::Options(items)),
            RawValue::IntList(words) => FieldRef::IntList(words),
            RawValue::Constant { text, int } => FieldRef::Constant {
                text: text.as_bytes(),
                int: *int,
            },
        }
    }
}

impl DiRecord for RawNode {
    fn kind(&self) -> Cow<'_, str> {
        Cow::Borrowed(&self.kind)
    }
    fn is_distinct(&self) -> bool {
        self.distinct
    }
    fn field(&self, name: &str) -> FieldRef<'_> {
        RawNode::field(self, name).map_or(FieldRef::Absent, RawValue::as_field_ref)
    }
}

impl DiSource for [RawNode] {
    type Node<'a> = &'a RawNode;
    fn node_count(&self) -> usize {
        self.len()
    }
    fn node(&self, index: u32) -> &RawNode {
        &self[index as usize]
    }
}

impl<R: DiRecord + ?Sized> DiRecord for &R {
    fn kind(&self) -> Cow<'_, str> {
        (**self).kind()
    }
    fn is_distinct(&self) -> bool {
        (**self).is_distinct()
    }
    fn field(&self, name: &str) -> FieldRef<'_> {
        (**self).field(name)
    }
}
