//! What a DI type was written as, for a producer that names its own types after the debug
//! info ([`NsdiEmitter::written_type`](super::NsdiEmitter::written_type)): the LLVM adapter
//! gives the Vulkan flavour's struct types `OpMemberName`s from the records it lowered.
//!
//! The answers come from the emitter's own tables — which id each DI type got, what each id was
//! written as, which DI members a record's `DebugTypeMember`s are — so a producer never reads
//! NSDI back, and never restates which members the record lowering lists.

use super::lowering::fitted;
use super::module_writer::ModuleWriter;
use super::types::{TypeTables, member_name};
use crate::di::{self, DiModule, DiNode};
use crate::nsdi::DebugOp;

/// What [`NsdiEmitter::written_type`](super::NsdiEmitter::written_type) found for a DI type.
/// Only instructions written as `OpExtInst` are described: one written as
/// `OpExtInstWithForwardRefsKHR` (it names an id of a cycle before that id's instruction) is
/// [`Other`](Self::Other), and left out of a record's members.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WrittenType<'d> {
    /// A `DebugTypedef` or a `DebugTypeQualifier` of this base. (A typedef of a type that is
    /// not basic is no instruction: what its base was written as is described instead.)
    Alias(Option<di::TypeId>),
    /// A struct, class or union's `DebugTypeComposite`, with its `DebugTypeMember`s in order
    /// (data members and base-class subobjects; methods are no `DebugTypeMember`).
    Record(Vec<WrittenMember<'d>>),
    /// A `DebugTypeArray` of this element type.
    Array(Option<di::TypeId>),
    /// Anything else: another instruction, a type not written (yet), `void`.
    Other,
}

/// A `DebugTypeMember` of a written record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrittenMember<'d> {
    /// Its name, as its `OpString` holds it.
    pub name: &'d str,
    /// Its DI type (for a base class, the base).
    pub ty: Option<di::TypeId>,
}

/// See [`WrittenType`].
pub(super) fn written_type<'d>(
    di: &'d DiModule,
    types: &TypeTables,
    out: &ModuleWriter,
    ty: Option<di::TypeId>,
) -> WrittenType<'d> {
    let Some(mut ty) = ty else {
        return WrittenType::Other;
    };
    let Some(id) = types.ids.get(ty) else {
        return WrittenType::Other;
    };
    // Typedefs the lowering made transparent share their base's id: the DI node that wrote
    // `id` is below them. (A bounded walk: a cycle of typedefs ends where it started.)
    for _ in 0..di.nodes.len() {
        match di.node(ty.0) {
            DiNode::DerivedType(d) if d.tag.0 == gimli::DW_TAG_typedef.0 => match d.base_type {
                Some(base) if base != ty && types.ids.get(base) == Some(id) => ty = base,
                _ => break,
            },
            _ => break,
        }
    }
    if out.is_forward_reference(id) {
        return WrittenType::Other;
    }
    match (out.kind(id), di.node(ty.0)) {
        (Some(DebugOp::DebugTypedef | DebugOp::DebugTypeQualifier), DiNode::DerivedType(d)) => {
            WrittenType::Alias(d.base_type)
        }
        (Some(DebugOp::DebugTypeArray), DiNode::CompositeType(c)) => {
            WrittenType::Array(c.base_type)
        }
        (Some(DebugOp::DebugTypeComposite), _) => {
            let listed = types.record_members.get(&id).map_or(&[][..], Vec::as_slice);
            let members = listed
                .iter()
                .filter_map(|&m| {
                    let member = types.ids.get(m)?;
                    let written = out.kind(member) == Some(DebugOp::DebugTypeMember)
                        && !out.is_forward_reference(member);
                    match di.node(m.0) {
                        DiNode::DerivedType(d) if written => Some(WrittenMember {
                            name: fitted(member_name(di, d)),
                            ty: d.base_type,
                        }),
                        _ => None,
                    }
                })
                .collect();
            WrittenType::Record(members)
        }
        _ => WrittenType::Other,
    }
}
