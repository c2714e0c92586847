//! `vector-component`: a `DebugTypeVector` is 2 to 4 components of a numeric or boolean
//! `DebugTypeBasic`, a `DebugTypeMatrix` 2 to 4 such vectors (spirv-val checks "a
//! DebugTypeBasic" and 1..4 only).
//!
//! `vector-of-typedef`: with the DI, a vector whose element type is a typedef of a basic type
//! (OpenCL's headers declare `uint`, `uchar`, `ushort` and `ulong` as typedefs, so `uint4` is
//! one) must still be a `DebugTypeVector`, not a `DebugTypeArray` of the typedef.

use std::collections::BTreeMap;
use std::collections::HashSet;

use super::{Lint, Rule};
use crate::di::{DiFlags, DiNode, DiNodeId, DiOperand};
use crate::nsdi::{encoding, view};

/// Encodings a vector component may have.
const COMPONENT_ENCODINGS: [u32; 6] = [
    encoding::BOOLEAN,
    encoding::FLOAT,
    encoding::SIGNED,
    encoding::SIGNED_CHAR,
    encoding::UNSIGNED,
    encoding::UNSIGNED_CHAR,
];

/// (typedef name, component count) of a vector or array of a typedef'd scalar.
type Shape = (String, u64);

/// How many lookups through typedefs a DI element type may take.
const MAX_TYPEDEF_DEPTH: usize = 64;

impl Lint<'_> {
    pub(super) fn vector_components(&mut self) {
        let view = self.view;
        for (id, v) in self.each::<view::DebugTypeVector>() {
            let count = self.n.value(v.component_count());
            let component = view.get::<view::DebugTypeBasic>(v.base_type());
            let message = match component {
                None => Some("the component type is not a DebugTypeBasic".to_owned()),
                Some(b) => {
                    let e = self.n.value(b.encoding());
                    let numeric =
                        e.is_some_and(|e| COMPONENT_ENCODINGS.iter().any(|c| u64::from(*c) == e));
                    (!numeric).then(|| {
                        format!(
                            "the component type {} has encoding {}, not a number or boolean",
                            self.n.text(b.name()),
                            self.n.number(b.encoding())
                        )
                    })
                }
            };
            let message = message.or_else(|| {
                (!count.is_some_and(|c| (2..=4).contains(&c))).then(|| {
                    format!(
                        "{} components; a vector has 2 to 4",
                        self.n.number(v.component_count())
                    )
                })
            });
            if let Some(message) = message {
                let path = self.at(id);
                self.report(Rule::VectorComponent, path, message);
            }
        }
        for (id, m) in self.each::<view::DebugTypeMatrix>() {
            let count = self.n.value(m.vector_count());
            if !count.is_some_and(|c| (2..=4).contains(&c)) {
                let path = self.at(id);
                let message = format!(
                    "{} columns; a matrix has 2 to 4",
                    self.n.number(m.vector_count())
                );
                self.report(Rule::VectorComponent, path, message);
            }
        }
    }

    /// (typedef name, count) of every DI vector of a typedef'd basic type, with the vector's
    /// node, and of every DI array of the same shape that is not a vector.
    fn typedef_shapes(&self) -> (BTreeMap<Shape, DiNodeId>, HashSet<Shape>) {
        let di = self.d.di;
        let mut vectors = BTreeMap::new();
        let mut arrays = HashSet::new();
        for id in di.ids() {
            let DiNode::CompositeType(c) = di.node(id) else {
                continue;
            };
            if c.tag.0 != gimli::DW_TAG_array_type.0 {
                continue;
            }
            let [Some(sub)] = c.elements.as_slice() else {
                continue;
            };
            let count = match di.node(*sub) {
                DiNode::Subrange(s) => match &s.count {
                    Some(DiOperand::Constant(k)) => k.int.and_then(|n| u64::try_from(n).ok()),
                    _ => None,
                },
                _ => None,
            };
            let Some(count) = count else {
                continue;
            };
            let Some(name) = c.base_type.and_then(|t| self.typedef_of_basic(t.0)) else {
                continue;
            };
            if c.flags.contains(DiFlags::VECTOR) {
                if (2..=4).contains(&count) {
                    vectors.entry((name, count)).or_insert(id);
                }
            } else {
                arrays.insert((name, count));
            }
        }
        (vectors, arrays)
    }

    /// The name of `t` when it is a typedef (of typedefs) of a basic type.
    fn typedef_of_basic(&self, t: DiNodeId) -> Option<String> {
        let di = self.d.di;
        let DiNode::DerivedType(d) = di.node(t) else {
            return None;
        };
        if d.tag.0 != gimli::DW_TAG_typedef.0 {
            return None;
        }
        let mut base = d.base_type?;
        for _ in 0..MAX_TYPEDEF_DEPTH {
            match di.node(base.0) {
                DiNode::BasicType(_) => return Some(d.name.clone()),
                DiNode::DerivedType(inner) if inner.tag.0 == gimli::DW_TAG_typedef.0 => {
                    base = inner.base_type?;
                }
                _ => return None,
            }
        }
        None
    }

    pub(super) fn vectors_of_typedefs(&mut self) {
        let (vectors, arrays) = self.typedef_shapes();
        if vectors.is_empty() {
            return;
        }
        let view = self.view;
        for (id, a) in self.each::<view::DebugTypeArray>() {
            let counts: Vec<_> = a.component_counts().iter().collect();
            let [count] = counts.as_slice() else {
                continue;
            };
            let Some(count) = view.constant(count.word()) else {
                continue;
            };
            let Some(typedef) = view.get::<view::DebugTypedef>(a.base_type()) else {
                continue;
            };
            if view
                .get::<view::DebugTypeBasic>(typedef.base_type())
                .is_none()
            {
                continue;
            }
            let key = (self.n.text(typedef.name()), count);
            if arrays.contains(&key) {
                continue;
            }
            if let Some(node) = vectors.get(&key) {
                let path = self.at(id);
                let message = format!(
                    "the DI vector {}{count} (of typedef {}) is a DebugTypeArray, not a \
                     DebugTypeVector",
                    key.0, key.0
                );
                self.report_node(Rule::VectorOfTypedef, path, message, *node);
            }
        }
    }
}
