//! Composites and cycles: DebugTypeComposite with its DebugTypeMembers, and a struct that
//! points to itself, with forward references (one OpExtInstWithForwardRefsKHR, the pointer
//! naming the composite) and without (docs/MAPPING.md "Cycles": the back edge names an unsized
//! `void`, with a remark).

use crate::di::{DiBuilder, DiFlags, DwAte};
use crate::nsdi::{FORWARD_REFS_EXTENSION, composite, encoding, flags, view};

use super::{Emitted, Scenario, linked_list_node, opencl_unit};

/// `struct node { struct node *next; int value; }` at line 2, retained by the unit.
fn linked_list() -> crate::di::DiModule {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let (node, _) = linked_list_node(&mut di, file, unit);
    di.retain_type(unit, node);
    di.finish()
}

/// The member names of a composite, in order.
fn member_names<'e>(
    emitted: &'e Emitted,
    composite: &view::DebugTypeComposite<'_>,
) -> Vec<&'e str> {
    composite
        .members()
        .iter()
        .map(|m| emitted.string(emitted.get::<view::DebugTypeMember>(m).name()))
        .collect()
}

#[test]
fn struct_union_and_class_with_members() {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let float = di.basic_type("float", 32, DwAte(gimli::DW_ATE_float.0));
    for (tag, name, line) in [
        (gimli::DW_TAG_structure_type, "point", 2),
        (gimli::DW_TAG_union_type, "bits", 5),
        (gimli::DW_TAG_class_type, "box", 8),
    ] {
        let parent = di.composite_type(tag, name, Some(unit.into()), file, line, 64, DiFlags(0));
        let x = di.member(parent, "x", file, line + 1, float, 32, 0);
        let y = di.member(parent, "y", file, line + 2, float, 32, 32);
        di.set_elements(parent, &[x, y]);
        di.retain_type(unit, parent);
    }
    let di = di.finish();
    let emitted = Scenario::new(&di).run(|_| {});

    let (float_id, _) = emitted.only::<view::DebugTypeBasic>();
    let (unit_id, _) = emitted.only::<view::DebugCompilationUnit>();
    let composites = emitted.all::<view::DebugTypeComposite>();
    let expected = [
        ("point", composite::STRUCTURE, 2),
        ("bits", composite::UNION, 5),
        ("box", composite::CLASS, 8),
    ];
    assert_eq!(composites.len(), expected.len());
    for ((_, c), (name, tag, line)) in composites.iter().zip(expected) {
        assert_eq!(emitted.string(c.name()), name);
        assert_eq!(emitted.number(c.tag()), u64::from(tag), "{name}");
        assert_eq!(emitted.number(c.line()), line, "{name}");
        assert_eq!(emitted.number(c.column()), 0, "{name}");
        assert_eq!(c.parent().word(), unit_id, "{name}");
        assert_eq!(
            emitted.string(c.linkage_name()),
            name,
            "no identifier: the name"
        );
        assert_eq!(emitted.number(c.size()), 64, "{name}");
        assert_eq!(emitted.number(c.flags()), u64::from(flags::NONE), "{name}");
        assert_eq!(member_names(&emitted, c), ["x", "y"], "{name}");
        let source = emitted.get::<view::DebugSource>(c.source());
        assert_eq!(emitted.string(source.file()), "/src/k.cl");

        for (index, member) in c.members().iter().enumerate() {
            let member = emitted.get::<view::DebugTypeMember>(member);
            let index = index as u64;
            assert_eq!(member.ty().word(), float_id);
            assert_eq!(member.source(), c.source());
            assert_eq!(emitted.number(member.line()), line + 1 + index);
            assert_eq!(emitted.number(member.column()), 0);
            assert_eq!(emitted.number(member.offset()), 32 * index);
            assert_eq!(emitted.number(member.size()), 32);
            assert_eq!(emitted.number(member.flags()), u64::from(flags::IS_PUBLIC));
            assert_eq!(member.value(), None);
        }
    }
    assert_eq!(emitted.forward_count(), 0);
    assert!(emitted.remarks.is_empty(), "{:?}", emitted.remarks);
}

#[test]
fn self_referential_struct_with_forward_references() {
    let di = linked_list();
    let emitted = Scenario::new(&di).forward_refs().run(|_| {});

    let (node_id, node) = emitted.only::<view::DebugTypeComposite>();
    assert_eq!(emitted.string(node.name()), "node");
    assert_eq!(member_names(&emitted, &node), ["next", "value"]);
    let (pointer_id, pointer) = emitted.only::<view::DebugTypePointer>();
    assert_eq!(pointer.base_type().word(), node_id);
    let next = emitted.get::<view::DebugTypeMember>(node.members().get(0).expect("next"));
    assert_eq!(next.ty().word(), pointer_id);

    // The back edge, and only it, is a forward reference.
    let forward: Vec<u32> = emitted
        .instructions()
        .iter()
        .filter(|i| i.forward)
        .map(|i| i.result)
        .collect();
    assert_eq!(forward, [pointer_id]);
    assert!(emitted.extensions().contains(&FORWARD_REFS_EXTENSION));
    assert!(emitted.remarks.is_empty(), "{:?}", emitted.remarks);
}

#[test]
fn self_referential_struct_without_forward_references() {
    let di = linked_list();
    let emitted = Scenario::new(&di).run(|_| {});

    let (_, node) = emitted.only::<view::DebugTypeComposite>();
    assert_eq!(member_names(&emitted, &node), ["next", "value"]);
    // The pointer's base is the unsized 'void' placeholder instead of the struct.
    let (_, pointer) = emitted.only::<view::DebugTypePointer>();
    let base = emitted.get::<view::DebugTypeBasic>(pointer.base_type());
    assert_eq!(emitted.string(base.name()), "void");
    assert_eq!(emitted.number(base.size()), 0);
    assert_eq!(
        emitted.number(base.encoding()),
        u64::from(encoding::UNSPECIFIED)
    );

    assert_eq!(emitted.forward_count(), 0);
    assert!(!emitted.extensions().contains(&FORWARD_REFS_EXTENSION));
    assert_eq!(
        emitted.remarks,
        [format!(
            "DebugTypePointer: a reference back into a type cycle names 'void'; --spirv-ext=+{FORWARD_REFS_EXTENSION} keeps it"
        )]
    );
}
