//! Questions about DI types that the type lowering, the walk and the module-scope lowering
//! ask without writing anything: which tags a kind has, a matrix's column, a type without its
//! typedefs, an array's count. Functions of the DI model alone.

use crate::di::{self, DiCompositeType, DiFlags, DiModule, DiNode, DiOperand};
use crate::nsdi::mapping::matrix_scalar_matches;

/// A typedef or a qualifier: the kinds that name one base and add nothing NSDI keeps apart
/// from it when they sit on a type ring (walk.rs) or a chain the lowering follows.
pub(super) fn is_typedef_or_qualifier_tag(tag: u16) -> bool {
    use gimli::constants as c;
    matches!(
        gimli::DwTag(tag),
        c::DW_TAG_typedef
            | c::DW_TAG_const_type
            | c::DW_TAG_volatile_type
            | c::DW_TAG_restrict_type
            | c::DW_TAG_atomic_type
    )
}

/// DW_TAG_pointer_type, DW_TAG_reference_type or DW_TAG_rvalue_reference_type: a
/// DebugTypePointer.
pub(super) fn is_pointer_tag(tag: u16) -> bool {
    use gimli::constants as c;
    matches!(
        gimli::DwTag(tag),
        c::DW_TAG_pointer_type | c::DW_TAG_reference_type | c::DW_TAG_rvalue_reference_type
    )
}

/// The column vector of a matrix-shaped array: an array (not a vector) of `columns`
/// elements whose element, through typedefs, is a vector of `rows` `scalar`s.
pub(super) fn matrix_column(
    di: &DiModule,
    base: Option<di::TypeId>,
    scalar: &str,
    rows: u32,
    columns: u32,
) -> Option<di::TypeId> {
    let DiNode::CompositeType(array) = di.node(base?.0) else {
        return None;
    };
    if array.flags.contains(DiFlags::VECTOR) || single_count(di, array)? != i64::from(columns) {
        return None;
    }
    let mut element = array.base_type?;
    while let DiNode::DerivedType(t) = di.node(element.0) {
        if t.tag.0 != gimli::DW_TAG_typedef.0 {
            return None;
        }
        element = t.base_type?;
    }
    let DiNode::CompositeType(vector) = di.node(element.0) else {
        return None;
    };
    let DiNode::BasicType(b) = di.node(vector.base_type?.0) else {
        return None;
    };
    let shape_ok = vector.flags.contains(DiFlags::VECTOR)
        && single_count(di, vector)? == i64::from(rows)
        && matrix_scalar_matches(scalar, &b.name);
    shape_ok.then_some(element)
}

/// A type with the typedefs around it removed (a bounded walk: LLVM's verifier rejects
/// typedef cycles, and a cycle here ends at the node it started from).
pub(super) fn strip_typedefs(di: &DiModule, ty: Option<di::TypeId>) -> Option<di::TypeId> {
    let mut current = ty?;
    for _ in 0..di.nodes.len() {
        match di.node(current.0) {
            DiNode::DerivedType(t) if t.tag.0 == gimli::DW_TAG_typedef.0 => {
                current = t.base_type?;
            }
            _ => return Some(current),
        }
    }
    None
}

/// A type with the typedefs and qualifiers (const, volatile, ...) around it removed.
pub(super) fn strip_typedefs_and_qualifiers(
    di: &DiModule,
    ty: Option<di::TypeId>,
) -> Option<di::TypeId> {
    let mut current = ty?;
    for _ in 0..di.nodes.len() {
        match di.node(current.0) {
            DiNode::DerivedType(t) if is_typedef_or_qualifier_tag(t.tag.0) => {
                current = t.base_type?;
            }
            _ => return Some(current),
        }
    }
    None
}

/// The element count of a one-dimensional array or vector with a constant count.
pub(super) fn single_count(di: &DiModule, c: &DiCompositeType) -> Option<i64> {
    let [Some(sub)] = c.elements.as_slice() else {
        return None;
    };
    match di.node(*sub) {
        DiNode::Subrange(s) => match &s.count {
            Some(DiOperand::Constant(k)) => k.int,
            _ => None,
        },
        _ => None,
    }
}
