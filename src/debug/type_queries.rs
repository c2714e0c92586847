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

/// How many levels of records, arrays and vectors [`part_indexes`] descends (one per index),
/// and how many nested arrays [`stated_bits`] multiplies through.
const MAX_PART_DEPTH: usize = 64;

/// The indexes of the one part of a variable of type `ty` that the bits `offset..offset+size`
/// are exactly: a data member of a record, an element of an array or vector, or such a part of
/// a part. `None` when the bits are the whole variable, not one part's bits, or in a type whose
/// parts a reader of NSDI cannot place from the NSDI types alone (a union, whose members share
/// their bits; a record with a static member, base class or method, see [`member_at`]; a bit
/// field; an array or vector whose element's size NSDI does not state: a pointer, a
/// 3-component vector padded to 4 components).
pub(super) fn part_indexes(
    di: &DiModule,
    ty: Option<di::TypeId>,
    mut offset: u64,
    size: u64,
) -> Option<Vec<u32>> {
    let mut current = strip_typedefs_and_qualifiers(di, ty)?;
    let mut indexes = Vec::new();
    for _ in 0..MAX_PART_DEPTH {
        let DiNode::CompositeType(c) = di.node(current.0) else {
            return None;
        };
        let (next, part_bits) = match gimli::DwTag(c.tag.0) {
            gimli::DW_TAG_structure_type | gimli::DW_TAG_class_type => {
                let (index, member) = member_at(di, c, offset, size)?;
                indexes.push(index);
                offset -= member.offset;
                (member.base_type, member.size)
            }
            gimli::DW_TAG_array_type => {
                let element_bits = stated_bits(di, c.base_type)?;
                let counts = constant_counts(di, c)?;
                // One index per dimension, the first the slowest.
                let mut stride = counts
                    .iter()
                    .skip(1)
                    .try_fold(element_bits, |a, &n| a.checked_mul(n))?;
                for (k, &count) in counts.iter().enumerate() {
                    let index = offset / stride;
                    if index >= count {
                        return None;
                    }
                    indexes.push(u32::try_from(index).ok()?);
                    offset -= index * stride;
                    // A row of a multi-dimensional array is a part too.
                    if offset == 0 && size == stride {
                        return Some(indexes);
                    }
                    if let Some(&next) = counts.get(k + 1) {
                        stride /= next;
                    }
                }
                (c.base_type, element_bits)
            }
            _ => return None,
        };
        if offset == 0 && size == part_bits {
            return Some(indexes);
        }
        current = strip_typedefs_and_qualifiers(di, next)?;
    }
    None
}

/// The data member of record `c` whose bits hold `offset..offset+size`, with its position among
/// the record's `DebugTypeMember`s; `None` when the record has a static member or a base class
/// (`DebugTypeMember`s too, but no part of the record's storage) or a method (listed among the
/// members with forward references, where a reader may count it), or no single non-bit-field
/// member holds the bits.
fn member_at<'d>(
    di: &'d DiModule,
    c: &DiCompositeType,
    offset: u64,
    size: u64,
) -> Option<(u32, &'d di::DiDerivedType)> {
    let mut found = None;
    let mut position = 0u32;
    for e in c.elements.iter().flatten() {
        let m = match di.node(*e) {
            DiNode::DerivedType(m) => m,
            DiNode::Subprogram(_) => return None,
            _ => continue,
        };
        match gimli::DwTag(m.tag.0) {
            gimli::DW_TAG_member if !m.flags.contains(DiFlags::STATIC_MEMBER) => {}
            gimli::DW_TAG_member | gimli::DW_TAG_variable | gimli::DW_TAG_inheritance => {
                return None;
            }
            _ => continue,
        }
        let end = m.offset.checked_add(m.size)?;
        let holds = m.offset <= offset && offset.checked_add(size)? <= end;
        if holds && found.is_none() && !m.flags.contains(DiFlags::BIT_FIELD) {
            found = Some((position, &**m));
        }
        position += 1;
    }
    found
}

/// A type's size in bits as the NSDI types state it, for the stride of an array's or vector's
/// elements: a basic type's, a record's or enumeration's Size; an array's or vector's counts
/// times its element's. `None` for a type without one (a pointer), or an array or vector whose
/// DI size is not that product (a 3-component vector, padded to 4).
fn stated_bits(di: &DiModule, ty: Option<di::TypeId>) -> Option<u64> {
    // Arrays of arrays (through typedefs): the counts of each level, then the innermost element.
    let mut arrays: Vec<(u64, u64)> = Vec::new();
    let mut current = strip_typedefs_and_qualifiers(di, ty)?;
    let mut leaf = None;
    for _ in 0..MAX_PART_DEPTH {
        match di.node(current.0) {
            DiNode::BasicType(b) => leaf = Some(b.size),
            DiNode::CompositeType(c) if gimli::DwTag(c.tag.0) == gimli::DW_TAG_array_type => {
                let count = constant_counts(di, c)?
                    .iter()
                    .try_fold(1u64, |a, &n| a.checked_mul(n))?;
                arrays.push((count, c.size));
                current = strip_typedefs_and_qualifiers(di, c.base_type)?;
                continue;
            }
            DiNode::CompositeType(c) => leaf = Some(c.size),
            _ => return None,
        }
        break;
    }
    let mut bits = leaf.filter(|&b| b > 0)?;
    for (count, stated) in arrays.into_iter().rev() {
        bits = bits.checked_mul(count)?;
        if bits != stated {
            return None;
        }
    }
    Some(bits)
}

/// The constant element counts of an array's or vector's dimensions (C's: from 0), the first
/// the slowest.
fn constant_counts(di: &DiModule, c: &DiCompositeType) -> Option<Vec<u64>> {
    c.elements
        .iter()
        .map(|sub| match di.node((*sub)?) {
            DiNode::Subrange(s) if from_zero(s.lower_bound.as_ref()) => match &s.count {
                Some(DiOperand::Constant(k)) => k.int.and_then(|n| u64::try_from(n).ok()),
                _ => None,
            },
            _ => None,
        })
        .collect::<Option<Vec<u64>>>()
        .filter(|counts| !counts.is_empty() && counts.iter().all(|&n| n > 0))
}

/// A subrange's lower bound is C's: none, or the constant 0.
fn from_zero(bound: Option<&DiOperand>) -> bool {
    match bound {
        None => true,
        Some(DiOperand::Constant(k)) => k.int == Some(0),
        Some(_) => false,
    }
}
