use super::*;

fn file() -> RawNode {
    RawNode::new("DIFile")
        .with("filename", RawValue::String(b"k.cl".to_vec()))
        .with("directory", RawValue::String(b".".to_vec()))
}

fn int_type() -> RawNode {
    RawNode::new("DIBasicType")
        .with("tag", RawValue::Unsigned(0x24))
        .with("name", RawValue::String(b"int".to_vec()))
        .with("size", RawValue::Unsigned(32))
        .with("encoding", RawValue::Unsigned(5))
}

#[test]
fn typed_references_are_checked() {
    let ptr = RawNode::new("DIDerivedType")
        .with("tag", RawValue::Unsigned(0x0f))
        .with("baseType", RawValue::Node(0));
    // baseType names a DIFile: not a type.
    let err = DiModule::from_raw(&[file(), ptr.clone()], &[]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "inconsistent debug info: !1 (DIDerivedType) field 'baseType' refers to DIFile !0, expected a type"
    );
    let ok = DiModule::from_raw(&[int_type(), ptr], &[]).unwrap();
    match ok.node(DiNodeId(1)) {
        DiNode::DerivedType(d) => assert_eq!(d.base_type, Some(TypeId(DiNodeId(0)))),
        other => panic!("{other:?}"),
    }
}

#[test]
fn dangling_reference_and_unknown_kind_are_errors() {
    let loc = RawNode::new("DILocation").with("scope", RawValue::Node(7));
    let err = DiModule::from_raw(&[loc], &[]).unwrap_err();
    assert!(
        err.to_string().contains("refers to missing node 7"),
        "{err}"
    );
    let err = DiModule::from_raw(&[RawNode::new("DIFortranThing")], &[]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "unsupported debug info node kind 'DIFortranThing' (node !0)"
    );
}

#[test]
fn dump_prints_every_field_by_name() {
    let m = DiModule::from_raw(&[int_type()], &[]).unwrap();
    let mut line = String::new();
    m.dump_node(DiNodeId(0), &mut line);
    assert_eq!(
        line,
        "!0 = DIBasicType(tag: DW_TAG_base_type, name: \"int\", size: 32, align: 0, encoding: DW_ATE_signed, flags: DIFlagZero)"
    );
}

#[test]
fn flags_print_like_llvm() {
    assert_eq!(
        DiFlags(DiFlags::PROTOTYPED | DiFlags::PUBLIC).to_string(),
        "DIFlagPublic | DIFlagPrototyped"
    );
    assert_eq!(
        DiSpFlags(DiSpFlags::DEFINITION | 1 << 30).to_string(),
        "DISPFlagDefinition | 0x40000000"
    );
}

#[test]
fn compile_unit_list_must_name_compile_units() {
    let err = DiModule::from_raw(&[file()], &[0]).unwrap_err();
    assert!(err.to_string().contains("is not a DICompileUnit"), "{err}");
}

#[test]
fn integer_computations_llvm_salvages() {
    use super::expression::{IntBinary, IntStep, integer_computation};
    let ops = |words: &[u64]| DiOps::decode(words).expect("the test's words decode");
    // `int i = get_global_id(0)` at -O2: i64 -> i32, the idiom after the steps.
    let trunc = ops(&[0x1001, 64, 0x08, 0x1001, 32, 0x08, 0x30, 0x16, 0x18, 0x9f]);
    let want = IntStep::Convert {
        from_bits: 64,
        to_bits: 32,
        signed: false,
    };
    assert_eq!(integer_computation(&trunc.0), Some(vec![want]));
    // `long w = a` (sext): the first conversion's encoding (DW_ATE_signed) decides.
    let sext = ops(&[0x1001, 32, 0x05, 0x1001, 64, 0x05, 0x9f]);
    let want = IntStep::Convert {
        from_bits: 32,
        to_bits: 64,
        signed: true,
    };
    assert_eq!(integer_computation(&sext.0), Some(vec![want]));
    // `* 3 + 2`, the idiom before the steps in the constu spelling.
    let arith = ops(&[0x10, 0, 0x16, 0x18, 0x10, 3, 0x1e, 0x23, 2, 0x9f]);
    assert_eq!(
        integer_computation(&arith.0),
        Some(vec![
            IntStep::Binary(IntBinary::Mul, 3),
            IntStep::Binary(IntBinary::Add, 2)
        ])
    );
    // Nothing to compute, a memory location, an operation with no integer meaning here.
    assert_eq!(integer_computation(&ops(&[0x10, 0, 0x16, 0x18]).0), None);
    assert_eq!(
        integer_computation(&ops(&[0x10, 0, 0x16, 0x18, 0x9f]).0),
        None
    );
    assert_eq!(integer_computation(&ops(&[0x23, 4, 0x06, 0x9f]).0), None);
    assert_eq!(integer_computation(&ops(&[0x1001, 64, 0x08, 0x9f]).0), None);
}

/// A source laid out like the C++ wrapper's table (packed lists, fields looked up in order),
/// standing in for it where LLVM is not available.
struct Packed {
    kinds: Vec<&'static str>,
    fields: Vec<Vec<(String, RawValue)>>,
    lists: Vec<u32>,
}

struct PackedNode<'a>(&'a Packed, usize);

impl DiRecord for PackedNode<'_> {
    fn kind(&self) -> std::borrow::Cow<'_, str> {
        self.0.kinds[self.1].into()
    }
    fn is_distinct(&self) -> bool {
        self.1 == 0
    }
    fn field(&self, name: &str) -> FieldRef<'_> {
        match self.0.fields[self.1].iter().find(|(n, _)| *n == name) {
            Some((_, RawValue::NodeList(_))) => {
                FieldRef::NodeList(NodeListRef::Packed(&self.0.lists))
            }
            Some((_, v)) => v.as_field_ref(),
            None => FieldRef::Absent,
        }
    }
}

impl DiSource for Packed {
    type Node<'a> = PackedNode<'a>;
    fn node_count(&self) -> usize {
        self.kinds.len()
    }
    fn node(&self, index: u32) -> PackedNode<'_> {
        PackedNode(self, index as usize)
    }
}

#[test]
fn any_source_reads_like_records() {
    let types =
        RawNode::new("DISubroutineType").with("types", RawValue::NodeList(vec![None, Some(0)]));
    let mut records = [int_type(), types];
    records[0].distinct = true;
    let from_records = DiModule::from_raw(&records, &[]).unwrap();
    let packed = Packed {
        kinds: vec!["DIBasicType", "DISubroutineType"],
        fields: records
            .iter()
            .map(|r| {
                r.fields
                    .iter()
                    .map(|(n, v)| (n.to_string(), v.clone()))
                    .collect()
            })
            .collect(),
        lists: vec![u32::MAX, 0],
    };
    assert_eq!(DiModule::from_source(&packed, &[]).unwrap(), from_records);
}

/// Messages print a borrowed value exactly as they printed the owned one.
#[test]
fn field_ref_prints_as_raw_value() {
    let values = [
        RawValue::Absent,
        RawValue::Signed(-3),
        RawValue::String(b"a\xff".to_vec()),
        RawValue::NodeList(vec![Some(1), None]),
        RawValue::IntList(vec![16, 4096]),
        RawValue::Constant {
            text: "i64 16".to_owned(),
            int: Some(16),
        },
    ];
    for v in values {
        assert_eq!(format!("{:?}", v.as_field_ref()), format!("{v:?}"));
    }
    let packed = FieldRef::NodeList(NodeListRef::Packed(&[1, u32::MAX]));
    assert_eq!(format!("{packed:?}"), "NodeList([Some(1), None])");
}

/// Two retained variables in a ring of two lexical blocks, a third block inside the ring's
/// reach but not on it, and a second definition retaining a variable in the same ring: the
/// ring's blocks belong to the first definition in node order, the block leading into the
/// ring to none (the walk never comes back to it), and an acyclic block to none.
#[test]
fn a_block_cycle_belongs_to_the_first_function_retaining_into_it() {
    let definition = |retained: Vec<Option<u32>>| {
        RawNode::new("DISubprogram")
            .with("name", RawValue::String(b"f".to_vec()))
            .with("spFlags", RawValue::Unsigned(8))
            .with("retainedNodes", RawValue::NodeList(retained))
    };
    let block = |scope: u32| RawNode::new("DILexicalBlock").with("scope", RawValue::Node(scope));
    let var = |scope: u32| {
        RawNode::new("DILocalVariable")
            .with("name", RawValue::String(b"v".to_vec()))
            .with("scope", RawValue::Node(scope))
    };
    let raw = [
        definition(vec![Some(5), Some(7)]), // !0
        definition(vec![Some(6)]),          // !1
        block(3),                           // !2: on the ring
        block(2),                           // !3: on the ring
        block(2),                           // !4: leads into the ring
        var(4),                             // !5
        var(3),                             // !6
        var(8),                             // !7: in an acyclic block
        block(0),                           // !8
    ];
    let di = DiModule::from_raw(&raw, &[]).unwrap();
    let owners = di.local_scope_cycle_owners();
    let first = SubprogramId(DiNodeId(0));
    assert_eq!(owners.get(&DiNodeId(2)), Some(&first));
    assert_eq!(owners.get(&DiNodeId(3)), Some(&first));
    assert_eq!(owners.len(), 2, "{owners:?}");
}
