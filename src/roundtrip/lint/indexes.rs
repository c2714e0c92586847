//! `index-range`: the Indexes of a `DebugDeclare` / `DebugValue` say which part of the
//! variable the value is: each an integer constant within the type it indexes (a composite's
//! member, an array's or vector's element, a matrix's column), walked from the variable's
//! type through typedefs and qualifiers.

use super::{Lint, Rule};
use crate::nsdi::{DebugOp, Id, IdList, LocalVariableId, TypeId, view};

/// How many typedefs and qualifiers one index may look through.
const MAX_ALIAS_DEPTH: usize = 64;

/// Where an index walk stands: the type being indexed, and for a multi-dimensional array the
/// dimensions still to index.
struct Place {
    ty: Id,
    dims: Vec<Id>,
}

impl Lint<'_> {
    pub(super) fn index_ranges(&mut self) {
        let declares = self
            .each_in_bodies::<view::DebugDeclare>()
            .into_iter()
            .map(|(_, id, d)| (id, d.local_variable(), d.indexes()));
        let values = self
            .each_in_bodies::<view::DebugValue>()
            .into_iter()
            .map(|(_, id, v)| (id, v.local_variable(), v.indexes()));
        let uses: Vec<(u32, LocalVariableId, IdList<'_, Id>)> = declares.chain(values).collect();
        for (id, variable, indexes) in uses {
            if indexes.is_empty() {
                continue;
            }
            if let Some(message) = self.check_indexes(variable, &indexes) {
                let path = self.at(id);
                self.report(Rule::IndexRange, path, message);
            }
        }
    }

    /// The first index that does not fit, as a message.
    fn check_indexes(&self, variable: LocalVariableId, indexes: &IdList<'_, Id>) -> Option<String> {
        let view = self.view;
        let var = view.get::<view::DebugLocalVariable>(variable)?;
        let mut place = Place {
            ty: var.ty().into(),
            dims: Vec::new(),
        };
        for (i, index) in indexes.iter().enumerate() {
            let Some(value) = view.constant(index.word()) else {
                return Some(format!(
                    "index {} (%{index}) is not an integer constant",
                    i + 1
                ));
            };
            let (bound, next) = self.index_into(&mut place)?;
            let Some(bound) = bound else {
                return Some(format!(
                    "index {} indexes {}, which has no parts",
                    i + 1,
                    self.n.ty(TypeId::from_word(place.ty.word()))
                ));
            };
            if value >= bound {
                return Some(format!(
                    "index {} is {value}; {} has {bound} parts",
                    i + 1,
                    self.n.ty(TypeId::from_word(place.ty.word()))
                ));
            }
            match next {
                Next::Type(t) => {
                    place = Place {
                        ty: t,
                        dims: Vec::new(),
                    }
                }
                Next::Member => {
                    let member = self.nth_member(place.ty, value)?;
                    place = Place {
                        ty: member,
                        dims: Vec::new(),
                    };
                }
                Next::Dimension(rest, element) => {
                    place = if rest.is_empty() {
                        Place {
                            ty: element,
                            dims: Vec::new(),
                        }
                    } else {
                        Place {
                            ty: place.ty,
                            dims: rest,
                        }
                    };
                }
            }
        }
        None
    }

    /// The number of parts of the type at `place` (`None`: it has none) and where the index
    /// leads.
    fn index_into(&self, place: &mut Place) -> Option<(Option<u64>, Next)> {
        let view = self.view;
        let mut ty = place.ty;
        for _ in 0..MAX_ALIAS_DEPTH {
            let inst = view.inst(ty.word())?;
            match inst.op {
                DebugOp::DebugTypedef => {
                    ty = inst.view::<view::DebugTypedef>()?.base_type().into();
                }
                DebugOp::DebugTypeQualifier => {
                    ty = inst.view::<view::DebugTypeQualifier>()?.base_type().into();
                }
                DebugOp::DebugTypeComposite => {
                    let c = inst.view::<view::DebugTypeComposite>()?;
                    let members = c
                        .members()
                        .iter()
                        .filter(|m| view.op(*m) == Some(DebugOp::DebugTypeMember))
                        .count() as u64;
                    place.ty = ty;
                    return Some((Some(members), Next::Member));
                }
                DebugOp::DebugTypeArray => {
                    let a = inst.view::<view::DebugTypeArray>()?;
                    let dims: Vec<Id> = if place.ty == ty && !place.dims.is_empty() {
                        place.dims.clone()
                    } else {
                        a.component_counts().iter().collect()
                    };
                    place.ty = ty;
                    let (first, rest) = dims.split_first()?;
                    let bound = view.constant(first.word());
                    return Some((bound, Next::Dimension(rest.to_vec(), a.base_type().into())));
                }
                DebugOp::DebugTypeVector => {
                    let v = inst.view::<view::DebugTypeVector>()?;
                    place.ty = ty;
                    let bound = self.n.value(v.component_count());
                    return Some((bound, Next::Type(v.base_type().into())));
                }
                DebugOp::DebugTypeMatrix => {
                    let m = inst.view::<view::DebugTypeMatrix>()?;
                    place.ty = ty;
                    let bound = self.n.value(m.vector_count());
                    return Some((bound, Next::Type(m.vector_type().into())));
                }
                _ => {
                    place.ty = ty;
                    return Some((None, Next::Type(ty)));
                }
            }
        }
        None
    }

    /// The type of the `index`th `DebugTypeMember` of composite `ty`.
    fn nth_member(&self, ty: Id, index: u64) -> Option<Id> {
        let view = self.view;
        let c = view.get::<view::DebugTypeComposite>(ty)?;
        let member = c
            .members()
            .iter()
            .filter_map(|m| view.get::<view::DebugTypeMember>(m))
            .nth(usize::try_from(index).ok()?)?;
        Some(member.ty().into())
    }
}

/// Where one index leads.
enum Next {
    /// To this type.
    Type(Id),
    /// To a member of the composite (its type is looked up by the index's value).
    Member,
    /// To the array's next dimensions, or its element type when none remain.
    Dimension(Vec<Id>, Id),
}
