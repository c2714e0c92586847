//! Where the emitter cuts a cycle of typedefs, qualifiers, arrays and enums (docs/MAPPING.md,
//! "Cycles"), found from the DI alone, independently of the emitter: the strongly connected
//! components of the graph of those kinds' base edges, each cut at its lowest node id, whose
//! base then renders `void`. The emitter walks its rings its own way (`debug::walk`); the two
//! agreeing is what the round trip checks.

use std::collections::HashSet;

use petgraph::graphmap::DiGraphMap;

use crate::di::{DiModule, DiNode, DiNodeId};

/// The base a typedef, qualifier, array or enum names; `None` for every other kind, which
/// either reserves its id (pointers, records, function types: their cycles are forward
/// references) or is reached through a record (members).
fn base_edge(node: &DiNode) -> Option<DiNodeId> {
    use gimli::constants as g;
    match node {
        DiNode::DerivedType(d) => match gimli::DwTag(d.tag.0) {
            g::DW_TAG_typedef
            | g::DW_TAG_const_type
            | g::DW_TAG_volatile_type
            | g::DW_TAG_restrict_type
            | g::DW_TAG_atomic_type => d.base_type.map(|b| b.0),
            _ => None,
        },
        DiNode::CompositeType(c) => match gimli::DwTag(c.tag.0) {
            g::DW_TAG_array_type | g::DW_TAG_enumeration_type => c.base_type.map(|b| b.0),
            _ => None,
        },
        _ => None,
    }
}

/// The nodes whose base the emitter names `void`: the lowest node of every component with a
/// cycle (more than one node, or a node that is its own base). Kosaraju's algorithm, which
/// petgraph runs from explicit stacks: a chain of 100,000 typedefs is fine.
pub fn cycle_cuts(di: &DiModule) -> HashSet<DiNodeId> {
    let mut graph: DiGraphMap<DiNodeId, ()> = DiGraphMap::new();
    for (id, node) in di.ids().zip(&di.nodes) {
        if let Some(base) = base_edge(node) {
            graph.add_edge(id, base, ());
        }
    }
    petgraph::algo::kosaraju_scc(&graph)
        .into_iter()
        .filter(|scc| scc.len() > 1 || scc.iter().any(|n| graph.contains_edge(*n, *n)))
        .filter_map(|scc| scc.into_iter().min())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::di::{DiBuilder, DwAte, TypeId};

    fn set_base(di: &mut DiModule, node: TypeId, base: TypeId) {
        match &mut di.nodes[node.0.index()] {
            DiNode::DerivedType(d) => d.base_type = Some(base),
            DiNode::CompositeType(c) => c.base_type = Some(base),
            other => panic!("test setup: {} has no base", other.kind_name()),
        }
    }

    #[test]
    fn each_ring_is_cut_once_at_its_lowest_node() {
        let mut b = DiBuilder::new();
        let file = b.file("k.cl", "/src", None);
        let unit = b.compile_unit(crate::di::DwLang(gimli::DW_LANG_C11.0), file, "t");
        let int = b.basic_type("int", 32, DwAte(gimli::DW_ATE_signed.0));
        let entry = b.typedef("E", int, file, 1, unit.into());
        let volatile = b.qualified_type(gimli::DW_TAG_volatile_type, int);
        let back = b.typedef("V", int, file, 1, unit.into());
        let array = b.array_type(int, &[2], false);
        let pointer = b.pointer_type(Some(int), 64, None);
        let constant = b.qualified_type(gimli::DW_TAG_const_type, int);
        let mut di = b.finish();
        // entry -> volatile -> back -> volatile: the ring {volatile, back}, entered from a
        // typedef not on it.
        set_base(&mut di, entry, volatile);
        set_base(&mut di, volatile, back);
        set_base(&mut di, back, volatile);
        set_base(&mut di, array, array);
        // A ring through a pointer is a forward reference: no cut.
        set_base(&mut di, pointer, constant);
        set_base(&mut di, constant, pointer);
        let mut cuts: Vec<DiNodeId> = cycle_cuts(&di).into_iter().collect();
        cuts.sort();
        assert_eq!(cuts, [volatile.0, array.0]);
    }
}
