//! Types: DebugTypeBasic, DebugTypePointer (storage class), DebugTypeQualifier,
//! DebugTypeArray, DebugTypeVector, DebugTypedef and DebugTypeEnum, read back field by field.
//! Types are retained by the compile unit, so `end_module` writes them with no code naming
//! them.

use crate::di::{DiBuilder, DiFlags, DiNode, DwAte, TypeId};
use crate::nsdi::{ConstId, encoding, flags, qualifier, view};

use super::{Emitted, Scenario, opencl_unit};

/// The DebugSource of the scenario's `k.cl`.
fn k_cl_source(emitted: &Emitted) -> crate::nsdi::SourceId {
    let sources = emitted.all::<view::DebugSource>();
    let k_cl = sources
        .iter()
        .find(|(_, s)| emitted.string(s.file()) == "/src/k.cl")
        .expect("a DebugSource for /src/k.cl");
    crate::nsdi::SourceId::from_word(k_cl.0)
}

fn ate(code: gimli::DwAte) -> DwAte {
    DwAte(code.0)
}

#[test]
fn basic_types_name_size_and_encoding() {
    let mut di = DiBuilder::new();
    let (_, unit) = opencl_unit(&mut di);
    let cases = [
        ("float", 32, gimli::DW_ATE_float, encoding::FLOAT),
        ("int", 32, gimli::DW_ATE_signed, encoding::SIGNED),
        (
            "uchar",
            8,
            gimli::DW_ATE_unsigned_char,
            encoding::UNSIGNED_CHAR,
        ),
        ("bool", 8, gimli::DW_ATE_boolean, encoding::BOOLEAN),
        // UTF has no NSDI encoding.
        ("char32_t", 32, gimli::DW_ATE_UTF, encoding::UNSPECIFIED),
    ];
    for (name, size, code, _) in cases {
        let ty = di.basic_type(name, size, ate(code));
        di.retain_type(unit, ty);
    }
    let di = di.finish();
    let emitted = Scenario::new(&di).run(|_| {});

    let basics = emitted.all::<view::DebugTypeBasic>();
    let read: Vec<(&str, u64, u64, u64)> = basics
        .iter()
        .map(|(_, b)| {
            let name = emitted.string(b.name());
            (
                name,
                emitted.number(b.size()),
                emitted.number(b.encoding()),
                emitted.number(b.flags()),
            )
        })
        .collect();
    let expected: Vec<(&str, u64, u64, u64)> = cases
        .iter()
        .map(|&(name, size, _, enc)| (name, size, u64::from(enc), 0))
        .collect();
    assert_eq!(read, expected);
    assert!(emitted.remarks.is_empty(), "{:?}", emitted.remarks);
}

#[test]
fn pointers_carry_the_storage_class_of_their_address_space() {
    let mut di = DiBuilder::new();
    let (_, unit) = opencl_unit(&mut di);
    let float = di.basic_type("float", 32, ate(gimli::DW_ATE_float));
    // (DWARF address space, SPIR-V storage class): docs/MAPPING.md's table.
    let cases = [
        (None, 7),
        (Some(1), 5),
        (Some(2), 0),
        (Some(3), 4),
        (Some(4), 8),
    ];
    for (space, _) in cases {
        let pointer = di.pointer_type(Some(float), 64, space);
        di.retain_type(unit, pointer);
    }
    let di = di.finish();
    let emitted = Scenario::new(&di).run(|_| {});

    let (float_id, _) = emitted.only::<view::DebugTypeBasic>();
    let pointers = emitted.all::<view::DebugTypePointer>();
    assert_eq!(pointers.len(), cases.len());
    for ((_, pointer), (space, storage_class)) in pointers.iter().zip(cases) {
        assert_eq!(pointer.base_type().word(), float_id, "{space:?}");
        assert_eq!(
            emitted.number(pointer.storage_class()),
            storage_class,
            "{space:?}"
        );
        assert_eq!(emitted.number(pointer.flags()), u64::from(flags::NONE));
    }
}

#[test]
fn qualifiers_wrap_their_base() {
    let mut di = DiBuilder::new();
    let (_, unit) = opencl_unit(&mut di);
    let int = di.basic_type("int", 32, ate(gimli::DW_ATE_signed));
    let pointer = di.pointer_type(Some(int), 64, Some(1));
    let cases = [
        (gimli::DW_TAG_const_type, int, qualifier::CONST),
        (gimli::DW_TAG_volatile_type, int, qualifier::VOLATILE),
        (gimli::DW_TAG_restrict_type, pointer, qualifier::RESTRICT),
        (gimli::DW_TAG_atomic_type, int, qualifier::ATOMIC),
    ];
    for (tag, base, _) in cases {
        let qualified = di.qualified_type(tag, base);
        di.retain_type(unit, qualified);
    }
    let di = di.finish();
    let emitted = Scenario::new(&di).run(|_| {});

    let (int_id, _) = emitted.only::<view::DebugTypeBasic>();
    let (pointer_id, _) = emitted.only::<view::DebugTypePointer>();
    let read: Vec<(u32, u64)> = emitted
        .all::<view::DebugTypeQualifier>()
        .iter()
        .map(|(_, q)| (q.base_type().word(), emitted.number(q.type_qualifier())))
        .collect();
    let expected = vec![
        (int_id, u64::from(qualifier::CONST)),
        (int_id, u64::from(qualifier::VOLATILE)),
        (pointer_id, u64::from(qualifier::RESTRICT)),
        (int_id, u64::from(qualifier::ATOMIC)),
    ];
    assert_eq!(read, expected);
}

#[test]
fn arrays_list_counts_outermost_first_and_widen_large_ones() {
    let mut di = DiBuilder::new();
    let (_, unit) = opencl_unit(&mut di);
    let float = di.basic_type("float", 32, ate(gimli::DW_ATE_float));
    let matrix = di.array_type(float, &[3, 4], false);
    let huge = di.array_type(float, &[1 << 33], false);
    di.retain_type(unit, matrix);
    di.retain_type(unit, huge);
    let di = di.finish();
    let emitted = Scenario::new(&di).run(|_| {});

    let (float_id, _) = emitted.only::<view::DebugTypeBasic>();
    let arrays = emitted.all::<view::DebugTypeArray>();
    let counts = |i: usize| -> Vec<u64> {
        let counts = arrays[i].1.component_counts();
        counts
            .iter()
            .map(|c| emitted.number(ConstId::from_word(c.word())))
            .collect()
    };
    assert_eq!(arrays.len(), 2);
    assert_eq!(arrays[0].1.base_type().word(), float_id);
    assert_eq!(counts(0), [3, 4]);
    assert_eq!(arrays[1].1.base_type().word(), float_id);
    assert_eq!(counts(1), [1 << 33]);
}

#[test]
fn vectors_up_to_four_and_wider_ones_as_arrays() {
    let mut di = DiBuilder::new();
    let (_, unit) = opencl_unit(&mut di);
    let float = di.basic_type("float", 32, ate(gimli::DW_ATE_float));
    let float4 = di.array_type(float, &[4], true);
    let float8 = di.array_type(float, &[8], true);
    di.retain_type(unit, float4);
    di.retain_type(unit, float8);
    let di = di.finish();
    let emitted = Scenario::new(&di).run(|_| {});

    let (float_id, _) = emitted.only::<view::DebugTypeBasic>();
    let (_, vector) = emitted.only::<view::DebugTypeVector>();
    assert_eq!(vector.base_type().word(), float_id);
    assert_eq!(emitted.number(vector.component_count()), 4);
    let (_, wide) = emitted.only::<view::DebugTypeArray>();
    assert_eq!(wide.base_type().word(), float_id);
    let count = wide.component_counts().get(0).expect("one count");
    assert_eq!(emitted.number(ConstId::from_word(count.word())), 8);
    assert_eq!(
        emitted.remarks,
        ["8-component vector: DebugTypeVector allows at most 4, emitted as DebugTypeArray"]
    );
}

#[test]
fn typedef_of_a_basic_type_and_a_transparent_one() {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let float = di.basic_type("float", 32, ate(gimli::DW_ATE_float));
    let real = di.typedef("real", float, file, 7, unit.into());
    let pointer = di.pointer_type(Some(float), 64, Some(1));
    let real_ptr = di.typedef("real_ptr", pointer, file, 8, unit.into());
    di.retain_type(unit, real);
    let global = di.global_variable(unit, "out", file, 9, real_ptr);
    let di = di.finish();
    let emitted = Scenario::new(&di).bind_global(global).run(|_| {});

    let (float_id, _) = emitted.only::<view::DebugTypeBasic>();
    let (unit_id, _) = emitted.only::<view::DebugCompilationUnit>();
    let (_, typedef) = emitted.only::<view::DebugTypedef>();
    assert_eq!(emitted.string(typedef.name()), "real");
    assert_eq!(typedef.base_type().word(), float_id);
    assert_eq!(typedef.source(), k_cl_source(&emitted));
    assert_eq!(emitted.number(typedef.line()), 7);
    assert_eq!(emitted.number(typedef.column()), 0);
    assert_eq!(typedef.parent().word(), unit_id);

    // spirv-val accepts only a basic base: the typedef of a pointer is its pointer.
    let (pointer_id, _) = emitted.only::<view::DebugTypePointer>();
    let (_, out) = emitted.only::<view::DebugGlobalVariable>();
    assert_eq!(out.ty().word(), pointer_id);
    assert_eq!(
        emitted.remarks,
        [
            "typedef 'real_ptr' of a non-basic type is replaced by its base type (spirv-val accepts DebugTypedef of DebugTypeBasic only)"
        ]
    );
}

#[test]
fn enums_list_values_and_names() {
    let mut di = DiBuilder::new();
    let (file, unit) = opencl_unit(&mut di);
    let uint = di.basic_type("unsigned int", 32, ate(gimli::DW_ATE_unsigned));
    let color = di.composite_type(
        gimli::DW_TAG_enumeration_type,
        "color",
        Some(unit.into()),
        file,
        3,
        32,
        DiFlags(DiFlags::ENUM_CLASS),
    );
    let enumerators = [
        di.enumerator("red", 0),
        di.enumerator("green", 1),
        di.enumerator("blue", -1),
    ];
    di.set_elements(color, &enumerators);
    let declared = di.composite_type(
        gimli::DW_TAG_enumeration_type,
        "later",
        Some(unit.into()),
        file,
        4,
        0,
        DiFlags(DiFlags::FWD_DECL),
    );
    di.retain_type(unit, color);
    di.retain_type(unit, declared);
    let mut di = di.finish();
    // DiBuilder has no call for an enum's underlying type; set it on the finished model.
    for ty in [color, declared] {
        set_base_type(&mut di, ty, uint);
    }
    let emitted = Scenario::new(&di).run(|_| {});

    let (uint_id, _) = emitted.only::<view::DebugTypeBasic>();
    let (unit_id, _) = emitted.only::<view::DebugCompilationUnit>();
    let enums = emitted.all::<view::DebugTypeEnum>();
    assert_eq!(enums.len(), 2);
    let color = &enums[0].1;
    assert_eq!(emitted.string(color.name()), "color");
    assert_eq!(color.underlying_type().word(), uint_id);
    assert_eq!(color.source(), k_cl_source(&emitted));
    assert_eq!(emitted.number(color.line()), 3);
    assert_eq!(emitted.number(color.column()), 0);
    assert_eq!(color.parent().word(), unit_id);
    assert_eq!(emitted.number(color.size()), 32);
    assert_eq!(
        emitted.number(color.flags()),
        u64::from(flags::IS_ENUM_CLASS)
    );
    let values: Vec<(u64, &str)> = color
        .enumerators()
        .iter()
        .map(|(value, name)| (emitted.number(value), emitted.string(name)))
        .collect();
    assert_eq!(values, [(0, "red"), (1, "green"), (0xffff_ffff, "blue")]);

    // A forward-declared enum has no size; spirv-val wants a positive one.
    let later = &enums[1].1;
    assert_eq!(emitted.string(later.name()), "later");
    assert_eq!(emitted.number(later.size()), 32);
    assert_eq!(emitted.number(later.flags()), u64::from(flags::FWD_DECL));
    assert!(later.enumerators().is_empty());
}

/// Sets a composite's `baseType` (an enum's underlying type).
fn set_base_type(di: &mut crate::di::DiModule, composite: TypeId, base: TypeId) {
    match &mut di.nodes[composite.0.index()] {
        DiNode::CompositeType(c) => c.base_type = Some(base),
        other => panic!("!{} is a {}", composite.0.0, other.kind_name()),
    }
}

/// `volatile V` where `typedef volatile V` (a ring of a qualifier and a typedef): its lowest
/// node, the qualifier, names `void`, whichever of the two the walk meets first. Met at the
/// typedef, the walk came back to the qualifier; met at the qualifier, it came back to the
/// typedef, which then named the stand-in `void` and survived as a DebugTypedef.
#[test]
fn a_ring_of_non_reserving_types_is_cut_at_its_lowest_node_from_either_end() {
    for typedef_first in [false, true] {
        let mut di = DiBuilder::new();
        let (file, unit) = opencl_unit(&mut di);
        let int = di.basic_type("int", 32, ate(gimli::DW_ATE_signed));
        let volatile = di.qualified_type(gimli::DW_TAG_volatile_type, int);
        let typedef = di.typedef("V", volatile, file, 1, unit.into());
        let order = if typedef_first {
            [typedef, volatile]
        } else {
            [volatile, typedef]
        };
        for ty in order {
            di.retain_type(unit, ty);
        }
        let mut di = di.finish();
        match &mut di.nodes[volatile.0.index()] {
            DiNode::DerivedType(d) => d.base_type = Some(typedef),
            other => panic!("!{} is a {}", volatile.0.0, other.kind_name()),
        }
        let emitted = Scenario::new(&di).run(|_| {});

        let (_, q) = emitted.only::<view::DebugTypeQualifier>();
        assert_eq!(
            emitted.number(q.type_qualifier()),
            u64::from(qualifier::VOLATILE)
        );
        let base = emitted.get::<view::DebugTypeBasic>(q.base_type());
        assert_eq!(
            emitted.string(base.name()),
            "void",
            "typedef first: {typedef_first}"
        );
        assert_eq!(emitted.count(crate::nsdi::DebugOp::DebugTypedef), 0);
        assert!(
            emitted
                .remarks
                .iter()
                .any(|r| r.contains("is its own base") && r.contains(&format!("!{}", volatile.0.0))),
            "{:?}",
            emitted.remarks
        );
    }
}
