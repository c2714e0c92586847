//! The checker, family by family: a small DI graph built with [`DiBuilder`], its NSDI written by
//! the producer-neutral emitter ([`NsdiEmitter`] over an rspirv [`Builder`] through
//! [`BuilderTarget`]) with a [`SourceProgram`] written beside it, read back and compared by
//! [`check`](crate::roundtrip::check). The faithful module has no difference; the same words
//! checked against a copy of the DI with one field changed (or a producer that leaves one thing
//! out) have exactly the difference of that field.

use rspirv::binary::Assemble;
use rspirv::dr::Builder;
use rspirv::spirv::{AddressingModel, Capability, FunctionControl, MemoryModel, StorageClass};

use crate::debug::{BuilderTarget, DebugLevel, DebugOptions, NsdiEmitter};
use crate::di::{
    CompileUnitId, DiBuilder, DiCompileUnit, DiFile, DiFlags, DiImportedEntity, DiModule,
    DiNamespace, DiNode, DiNodeId, DiSubprogram, DwAte, DwLang, DwTag, ExpressionId, FileId,
    GlobalVariableExpressionId, LocalScopeId, LocalVariableId, LocationId, ScopeId, SubprogramId,
    TypeId,
};
use crate::roundtrip::{
    CheckOptions, CodeKind, DebugRecord, Difference, Report, SourceBlock, SourceFunction,
    SourceGlobal, SourceInstruction, SourceItem, SourceProgram, SourceValue, UseKind, ValueShape,
    VariableUse,
};

/// The source text: one line more than the fixture names.
const TEXT: &str = "struct Particle { float x; int n; };\nint counter;\n\
    void step(float x) {\n  {\n    struct Particle w;\n    float kept;\n  }\n}\n//\n";

/// The NSDI path of the fixture's file.
const PATH: &str = "/src/k.cl";

/// A kernel `step(float x)` with a block holding a `struct Particle w` (declared) and a
/// retained `float kept` (no code describes it), a global `int counter` that a unit-level
/// import names, and three located instructions over two basic blocks.
struct Fixture {
    di: DiModule,
    file: FileId,
    unit: CompileUnitId,
    float: TypeId,
    int: TypeId,
    particle: TypeId,
    /// `x` at 0 and `n` at 32 bits.
    members: [DiNodeId; 2],
    step: SubprogramId,
    block: LocalScopeId,
    x: LocalVariableId,
    w: LocalVariableId,
    kept: LocalVariableId,
    /// 3:1 in `step`, 5:5 in the block, 8:1 in `step`.
    lines: [LocationId; 3],
    counter: GlobalVariableExpressionId,
    import: DiNodeId,
    empty: ExpressionId,
}

fn fixture() -> Fixture {
    let mut b = DiBuilder::new();
    let file = b.file("k.cl", "/src", Some(TEXT));
    let unit = b.compile_unit(DwLang(gimli::DW_LANG_OpenCL.0), file, "clang 19");
    let float = b.basic_type("float", 32, DwAte(gimli::DW_ATE_float.0));
    let int = b.basic_type("int", 32, DwAte(gimli::DW_ATE_signed.0));
    let particle = b.composite_type(
        gimli::DW_TAG_structure_type,
        "Particle",
        Some(unit.into()),
        file,
        1,
        64,
        DiFlags(0),
    );
    let members = [
        b.member(particle, "x", file, 1, float, 32, 0),
        b.member(particle, "n", file, 1, int, 32, 32),
    ];
    b.set_elements(particle, &members);
    let step_ty = b.subroutine_type(None, &[float]);
    let step = b.function(unit, "step", file, 3, step_ty, DiFlags(DiFlags::PROTOTYPED));
    let x = b.parameter(step.into(), "x", 1, file, 3, float);
    let block = b.lexical_block(step.into(), file, 4, 3);
    let w = b.local_variable(block, "w", file, 5, particle);
    let kept = b.local_variable(block, "kept", file, 6, float);
    b.retain(step, kept.0);
    let lines = [
        b.location(3, 1, step.into(), None),
        b.location(5, 5, block, None),
        b.location(8, 1, step.into(), None),
    ];
    let counter = b.global_variable(unit, "counter", file, 2, int);
    let empty = b.expression(&[]);
    let mut di = b.finish();
    let counter_var = match di.node(counter.0) {
        DiNode::GlobalVariableExpression(e) => e.var.expect("the builder sets the variable"),
        other => panic!("a global variable expression, not {}", other.kind_name()),
    };
    // A `using ::counter;` at file scope (DiBuilder has no call for imports).
    let import = DiNodeId(di.nodes.len() as u32);
    di.nodes.push(DiNode::from(DiImportedEntity {
        tag: DwTag(gimli::DW_TAG_imported_declaration.0),
        scope: Some(unit.into()),
        entity: Some(counter_var.0),
        file: Some(file),
        line: 2,
        name: String::new(),
        elements: Vec::new(),
    }));
    di.distinct.push(false);
    unit_mut(&mut di, unit).imports.push(Some(import));
    Fixture {
        di,
        file,
        unit,
        float,
        int,
        particle,
        members,
        step,
        block,
        x,
        w,
        kept,
        lines,
        counter,
        import,
        empty,
    }
}

fn unit_mut(di: &mut DiModule, unit: CompileUnitId) -> &mut DiCompileUnit {
    match &mut di.nodes[unit.0.index()] {
        DiNode::CompileUnit(cu) => cu,
        other => panic!("a compile unit, not {}", other.kind_name()),
    }
}

fn subprogram_mut(di: &mut DiModule, sp: SubprogramId) -> &mut DiSubprogram {
    match &mut di.nodes[sp.0.index()] {
        DiNode::Subprogram(s) => s,
        other => panic!("a subprogram, not {}", other.kind_name()),
    }
}

/// What the producer does, besides what the fixture says.
#[derive(Clone, Copy)]
struct Producer {
    /// `-g` (else `-gline-tables-only`).
    full: bool,
    /// Reports `step` as an entry point to the emitter (the program always says it is one).
    entry_point: bool,
    /// Leaves out the `set_location` before this instruction (0, 1 or 2) of `step`.
    skip_location: Option<usize>,
    /// Writes `step`'s DebugFunctionDefinition.
    definition: bool,
}

impl Producer {
    fn full() -> Self {
        Producer {
            full: true,
            entry_point: true,
            skip_location: None,
            definition: true,
        }
    }
}

/// The module the emitter writes for `fx` and the program it was written from.
fn emit(fx: &Fixture, producer: Producer) -> (Vec<u32>, SourceProgram) {
    let options = DebugOptions {
        level: if producer.full {
            DebugLevel::Full
        } else {
            DebugLevel::LineTablesOnly
        },
        forward_refs: false,
        command_line: "check-tests".to_owned(),
        inlined_variables: false,
        pointer_storage: Default::default(),
        member_indexes: false,
    };
    let mut nsdi = NsdiEmitter::new(&fx.di, options);
    let mut builder = Builder::new();
    builder.set_version(1, 3);
    builder.capability(Capability::Shader);
    // `step` takes a parameter, so it is no OpEntryPoint: a library module.
    builder.capability(Capability::Linkage);
    builder.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
    let mut t = BuilderTarget::new(&mut builder);
    nsdi.begin_module(&mut t);

    let b = t.builder();
    let void = b.type_void();
    let float = b.type_float(32, None);
    let int = b.type_int(32, 1);
    let step_ty = b.type_function(void, vec![float]);
    let private_int = b.type_pointer(None, StorageClass::Private, int);
    let function_float = b.type_pointer(None, StorageClass::Function, float);
    let counter = b.variable(private_int, None, StorageClass::Private, None);
    b.name(counter, "counter");

    let step = b
        .begin_function(void, None, FunctionControl::NONE, step_ty)
        .expect("no function is open");
    let x = b.function_parameter(float).expect("inside a function");
    b.name(x, "x");
    b.begin_block(None).expect("no block is open");
    let w = b.variable(function_float, None, StorageClass::Function, None);
    b.name(w, "w");
    let second = b.id();

    let [at_entry, at_block, at_end] = fx.lines;
    let full = producer.full;
    let mut located = 0;
    let mut instruction = |nsdi: &mut NsdiEmitter<'_>, t: &mut BuilderTarget<'_>, at| {
        if producer.skip_location != Some(located) {
            nsdi.set_location(t, Some(at));
        }
        located += 1;
        SourceItem::Instruction(SourceInstruction {
            location: Some(at),
            code: CodeKind::Emitted,
        })
    };
    let record = |kind, variable: LocalVariableId, at, storage: Option<&str>, value: &str| {
        SourceItem::Record(DebugRecord {
            location: Some(at),
            variable_use: Some(VariableUse {
                kind,
                variable: variable.0,
                expression: Some(fx.empty),
                storage: storage.map(str::to_owned),
                value: SourceValue::Named(value.to_owned()),
                shape: ValueShape::Other,
                stored_pointer: None,
                numbered_chain: None,
            }),
        })
    };

    nsdi.begin_function(Some(fx.step));
    if producer.definition {
        nsdi.function_definition(&mut t, step);
    }
    // Block 1: `x` is a value, then `w` is declared in the inner block.
    nsdi.begin_block(&mut t, Some(at_entry));
    let mut first = Vec::new();
    if full {
        nsdi.enter_scope(&mut t, at_entry);
        nsdi.value(&mut t, fx.x, Some(at_entry), x, Some(fx.empty));
    }
    first.push(record(UseKind::Value, fx.x, at_entry, None, "x"));
    first.push(instruction(&mut nsdi, &mut t, at_entry));
    t.builder().nop().expect("inside a block");
    if full {
        nsdi.enter_scope(&mut t, at_block);
        nsdi.declare(&mut t, fx.w, Some(at_block), w, Some(fx.empty));
    }
    first.push(record(UseKind::Declare, fx.w, at_block, Some("w"), "w"));
    first.push(instruction(&mut nsdi, &mut t, at_block));
    t.builder().nop().expect("inside a block");
    first.push(instruction(&mut nsdi, &mut t, at_end));
    t.builder().branch(second).expect("inside a block");
    // Block 2: the return.
    t.builder()
        .begin_block(Some(second))
        .expect("no block is open");
    nsdi.begin_block(&mut t, Some(at_end));
    let last = SourceItem::Instruction(SourceInstruction {
        location: Some(at_end),
        code: CodeKind::Emitted,
    });
    nsdi.set_location(&mut t, Some(at_end));
    t.builder().ret().expect("inside a block");
    t.builder().end_function().expect("inside a function");
    nsdi.end_function();

    nsdi.bind_global(fx.counter, counter);
    let entry_points = if producer.entry_point {
        vec![fx.step]
    } else {
        Vec::new()
    };
    nsdi.end_module(&mut t, &entry_points);
    drop(t);
    let remarks = nsdi.take_remarks();
    assert!(
        remarks.is_empty(),
        "the fixture degrades nothing: {remarks:?}"
    );
    let words = builder.module().assemble();

    let counter_var = match fx.di.node(fx.counter.0) {
        DiNode::GlobalVariableExpression(e) => e.var.expect("the builder sets the variable"),
        other => panic!("a global variable expression, not {}", other.kind_name()),
    };
    let program = SourceProgram {
        functions: vec![SourceFunction {
            subprogram: Some(fx.step),
            is_entry_point: true,
            blocks: vec![
                SourceBlock { items: first },
                SourceBlock { items: vec![last] },
            ],
        }],
        globals: vec![SourceGlobal {
            name: "counter".to_owned(),
            variables: vec![counter_var.0],
            in_shared_buffer: false,
        }],
    };
    (words, program)
}

/// Validates the module as `spirv-val --target-env spv1.6` (with the `validate` feature).
fn validate(words: &[u32]) {
    #[cfg(feature = "validate")]
    crate::roundtrip::validate::validate(
        words,
        crate::roundtrip::validate::Environment::Universal1_6,
    )
    .expect("the module validates");
    let _ = words;
}

/// The checker's report on `words` against `di` and `program`.
fn report(di: &DiModule, program: &SourceProgram, words: &[u32], full: bool) -> Report {
    crate::roundtrip::check(di, program, words, &CheckOptions::new(full)).expect("the module reads")
}

/// The differences of the fixture's faithful module (`-g`) checked against `other`.
fn against(fx: &Fixture, other: &DiModule) -> Vec<Difference> {
    let (words, program) = emit(fx, Producer::full());
    report(other, &program, &words, true).differences
}

/// A difference with two values.
fn field(path: &str, what: &str, found: &str, expected: &str) -> Difference {
    Difference {
        path: path.to_owned(),
        what: what.to_owned(),
        found: Some(found.to_owned()),
        expected: Some(expected.to_owned()),
    }
}

/// A difference with nothing to compare.
fn missing(path: &str, what: &str) -> Difference {
    Difference {
        path: path.to_owned(),
        what: what.to_owned(),
        found: None,
        expected: None,
    }
}

// The faithful module.

#[test]
fn the_faithful_module_has_no_difference() {
    let fx = fixture();
    let (words, program) = emit(&fx, Producer::full());
    validate(&words);
    let report = report(&fx.di, &program, &words, true);
    assert_eq!(report.differences, [], "{report}");
    // Every family compared something: the unit, the source, the entry point, two basic types,
    // the struct, the import, `step`, three local variables, the global and two debug uses;
    // the line table has six entries (two block markers, four lines).
    assert_eq!(report.instructions, 6, "{report}");
    assert_eq!(report.nodes, 14, "{report}");
}

#[test]
fn the_faithful_line_tables_only_module_has_no_difference() {
    let fx = fixture();
    let producer = Producer {
        full: false,
        ..Producer::full()
    };
    let (words, program) = emit(&fx, producer);
    validate(&words);
    let report = report(&fx.di, &program, &words, false);
    assert_eq!(report.differences, [], "{report}");
    assert_eq!(report.instructions, 6, "{report}");
}

// unit.rs: the compile unit and the sources.

#[test]
fn a_different_dwarf_version_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    other.dwarf_version = 4;
    assert_eq!(
        against(&fx, &other),
        [field("unit", "DWARF version", "5", "4")]
    );
}

#[test]
fn a_different_language_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    unit_mut(&mut other, fx.unit).language = DwLang(gimli::DW_LANG_C_plus_plus_14.0);
    assert_eq!(
        against(&fx, &other),
        [field("unit", "language", "OpenCL C", "C++ for OpenCL")]
    );
}

#[test]
fn a_unit_of_another_file_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    // Another DIFile for the unit; everything else stays in k.cl.
    let main = FileId(DiNodeId(other.nodes.len() as u32));
    other.nodes.push(DiNode::from(DiFile {
        filename: "main.cl".to_owned(),
        directory: "/src".to_owned(),
        checksum_kind: None,
        checksum: String::new(),
        source: None,
    }));
    other.distinct.push(false);
    unit_mut(&mut other, fx.unit).file = Some(main);
    assert_eq!(
        against(&fx, &other),
        [field("unit", "source", PATH, "/src/main.cl")]
    );
}

#[test]
fn other_embedded_text_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    match &mut other.nodes[fx.file.0.index()] {
        DiNode::File(f) => f.source = Some(TEXT.replace("counter", "total")),
        other => panic!("a file, not {}", other.kind_name()),
    }
    assert_eq!(
        against(&fx, &other),
        [missing(
            "source /src/k.cl",
            "text differs from the DIFile's source"
        )]
    );
}

#[test]
fn the_producer_is_not_compared() {
    // NSDI has no operand for it (docs/ROUNDTRIP.md, "Excluded").
    let fx = fixture();
    let mut other = fx.di.clone();
    unit_mut(&mut other, fx.unit).producer = "another compiler 2.0".to_owned();
    assert_eq!(against(&fx, &other), []);
}

// types.rs: basic types and composites with their members.

/// `struct Particle`'s members as both sides render them, `n` at `n_offset` bits.
fn particle_members(n_name: &str, n_offset: u64) -> String {
    format!(
        "x {PATH}: float @0:32 line 1 0 [public]; {n_name} {PATH}: int @{n_offset}:32 line 1 0 \
         [public]"
    )
}

fn member_mut(di: &mut DiModule, member: DiNodeId) -> &mut crate::di::DiDerivedType {
    match &mut di.nodes[member.index()] {
        DiNode::DerivedType(d) => d,
        other => panic!("a member, not {}", other.kind_name()),
    }
}

#[test]
fn a_member_at_another_offset_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    member_mut(&mut other, fx.members[1]).offset = 64;
    assert_eq!(
        against(&fx, &other),
        [field(
            "struct Particle",
            "members",
            &particle_members("n", 32),
            &particle_members("n", 64)
        )]
    );
}

#[test]
fn a_member_of_another_name_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    member_mut(&mut other, fx.members[1]).name = "count".to_owned();
    assert_eq!(
        against(&fx, &other),
        [field(
            "struct Particle",
            "members",
            &particle_members("n", 32),
            &particle_members("count", 32)
        )]
    );
}

#[test]
fn a_composite_of_another_size_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    match &mut other.nodes[fx.particle.0.index()] {
        DiNode::CompositeType(c) => c.size = 96,
        other => panic!("a composite, not {}", other.kind_name()),
    }
    assert_eq!(
        against(&fx, &other),
        [field("struct Particle", "size", "64", "96")]
    );
}

#[test]
fn a_basic_type_of_another_encoding_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    match &mut other.nodes[fx.int.0.index()] {
        DiNode::BasicType(b) => b.encoding = DwAte(gimli::DW_ATE_unsigned.0),
        other => panic!("a basic type, not {}", other.kind_name()),
    }
    assert_eq!(
        against(&fx, &other),
        [field("basic type int", "encoding", "signed", "unsigned")]
    );
}

// functions.rs: DebugFunction against the DISubprogram, and the DebugFunctionDefinition.

/// The path of `step`.
const STEP: &str = "/src/k.cl > fn step";

#[test]
fn a_function_on_another_line_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    subprogram_mut(&mut other, fx.step).line = 2;
    assert_eq!(against(&fx, &other), [field(STEP, "line", "3", "2")]);
}

#[test]
fn a_function_in_another_parent_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    // `step` inside `namespace physics` (at file scope).
    let physics = DiNodeId(other.nodes.len() as u32);
    other.nodes.push(DiNode::from(DiNamespace {
        scope: None,
        name: "physics".to_owned(),
        export_symbols: false,
    }));
    other.distinct.push(false);
    subprogram_mut(&mut other, fx.step).scope = Some(ScopeId(physics));
    assert_eq!(
        against(&fx, &other),
        [field(
            STEP,
            "parent",
            "unit",
            "unit > ns physics (/src/k.cl:0:0)"
        )]
    );
}

#[test]
fn a_function_with_other_flags_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    subprogram_mut(&mut other, fx.step).flags = DiFlags(0);
    assert_eq!(
        against(&fx, &other),
        [field(STEP, "flags", "definition|prototyped", "definition")]
    );
}

#[test]
fn a_function_without_its_definition_is_reported() {
    let fx = fixture();
    let producer = Producer {
        definition: false,
        ..Producer::full()
    };
    let (words, program) = emit(&fx, producer);
    assert_eq!(
        report(&fx.di, &program, &words, true).differences,
        [missing(STEP, "no DebugFunctionDefinition")]
    );
}

// variables.rs: local variables and their debug uses.

/// The inner block's rendering.
const BLOCK: &str = "fn step > block /src/k.cl:4:3";

#[test]
fn a_variable_of_another_name_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    match &mut other.nodes[fx.kept.0.index()] {
        DiNode::LocalVariable(v) => v.name = "spare".to_owned(),
        other => panic!("a local variable, not {}", other.kind_name()),
    }
    assert_eq!(
        against(&fx, &other),
        [missing(
            &format!("{BLOCK} > var 'kept'"),
            "no DILocalVariable with this scope, line and argument number"
        )]
    );
}

#[test]
fn a_variable_of_another_type_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    match &mut other.nodes[fx.w.0.index()] {
        DiNode::LocalVariable(v) => v.ty = Some(fx.float),
        other => panic!("a local variable, not {}", other.kind_name()),
    }
    assert_eq!(
        against(&fx, &other),
        [field(
            &format!("{BLOCK} > var 'w'"),
            "type",
            "struct Particle",
            "float"
        )]
    );
}

#[test]
fn a_parameter_of_another_number_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    match &mut other.nodes[fx.x.0.index()] {
        DiNode::LocalVariable(v) => v.arg = 2,
        other => panic!("a local variable, not {}", other.kind_name()),
    }
    // Its DebugLocalVariable matches no DILocalVariable, and its DebugValue names another.
    assert_eq!(
        against(&fx, &other),
        [
            missing(
                "fn step > var 'x'",
                "no DILocalVariable with this scope, line and argument number"
            ),
            field(
                STEP,
                "debug use 1",
                "value 'x:3 arg 1 in fn step' () = %x in fn step",
                "value 'x:3 arg 2 in fn step' () = %x in fn step"
            )
        ]
    );
}

#[test]
fn a_declare_in_other_storage_is_reported() {
    let fx = fixture();
    let (words, mut program) = emit(&fx, Producer::full());
    // The source says `w` lives in `%slot`.
    let SourceItem::Record(r) = &mut program.functions[0].blocks[0].items[2] else {
        panic!("the third item of the entry block is the declare of w");
    };
    r.variable_use.as_mut().expect("a variable use").storage = Some("slot".to_owned());
    let declare = |at: &str| format!("declare 'w:5 arg 0 in {BLOCK}' () at %{at} in {BLOCK}");
    assert_eq!(
        report(&fx.di, &program, &words, true).differences,
        [field(STEP, "debug use 2", &declare("w"), &declare("slot"))]
    );
}

// lines.rs: the line table.

fn location_mut(di: &mut DiModule, l: LocationId) -> &mut crate::di::DiLocation {
    match &mut di.nodes[l.0.index()] {
        DiNode::Location(l) => l,
        other => panic!("a location, not {}", other.kind_name()),
    }
}

#[test]
fn a_location_on_another_line_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    location_mut(&mut other, fx.lines[1]).line = 6;
    assert_eq!(
        against(&fx, &other),
        [field(
            STEP,
            "line table entry 3",
            &format!("{PATH}:5:5 in {BLOCK}"),
            &format!("{PATH}:6:5 in {BLOCK}")
        )]
    );
}

#[test]
fn a_location_in_another_scope_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    location_mut(&mut other, fx.lines[2]).scope = Some(fx.block);
    assert_eq!(
        against(&fx, &other),
        [field(
            STEP,
            "line table entry 4",
            &format!("{PATH}:8:1 in fn step"),
            &format!("{PATH}:8:1 in {BLOCK}")
        )]
    );
}

#[test]
fn a_missing_debug_line_is_reported() {
    let fx = fixture();
    let producer = Producer {
        skip_location: Some(1),
        ..Producer::full()
    };
    let (words, program) = emit(&fx, producer);
    // The instruction runs on the line before it, in the scope its record entered.
    assert_eq!(
        report(&fx.di, &program, &words, true).differences,
        [field(
            STEP,
            "line table entry 3",
            &format!("{PATH}:3:1 in {BLOCK}"),
            &format!("{PATH}:5:5 in {BLOCK}")
        )]
    );
}

// module_scope.rs: entry points, imported entities, global variables.

#[test]
fn a_missing_entry_point_is_reported() {
    let fx = fixture();
    let producer = Producer {
        entry_point: false,
        ..Producer::full()
    };
    let (words, program) = emit(&fx, producer);
    assert_eq!(
        report(&fx.di, &program, &words, true).differences,
        [field("entry points", "kernels", "", "step in unit")]
    );
}

#[test]
fn a_global_on_another_line_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    let DiNode::GlobalVariableExpression(e) = other.node(fx.counter.0) else {
        panic!("a global variable expression");
    };
    let var = e.var.expect("the builder sets the variable");
    match &mut other.nodes[var.0.index()] {
        DiNode::GlobalVariable(g) => g.line = 7,
        other => panic!("a global variable, not {}", other.kind_name()),
    }
    assert_eq!(
        against(&fx, &other),
        [field("global counter", "line", "2", "7")]
    );
}

#[test]
fn a_global_bound_to_another_variable_is_reported() {
    let fx = fixture();
    let (words, mut program) = emit(&fx, Producer::full());
    program.globals[0].name = "total".to_owned();
    assert_eq!(
        report(&fx.di, &program, &words, true).differences,
        [field("global counter", "variable", "counter", "total")]
    );
}

#[test]
fn a_kernel_module_binds_a_shared_global_to_its_own_variable() {
    // Rule `vulkan-program-globals` is the Vulkan flavour's: a Kernel module still names the
    // variable, and naming none is a difference there.
    let fx = fixture();
    let (words, mut program) = emit(&fx, Producer::full());
    program.globals[0].in_shared_buffer = true;
    assert_eq!(report(&fx.di, &program, &words, true).differences, []);
    program.globals[0].name = "total".to_owned();
    assert_eq!(
        report(&fx.di, &program, &words, true).differences,
        [field("global counter", "variable", "counter", "total")]
    );
}

#[test]
fn an_import_on_another_line_is_reported() {
    let fx = fixture();
    let mut other = fx.di.clone();
    match &mut other.nodes[fx.import.index()] {
        DiNode::ImportedEntity(e) => e.line = 6,
        other => panic!("an imported entity, not {}", other.kind_name()),
    }
    let import = |line: u32| format!("declaration '' var counter at {PATH}:{line}:0 in unit");
    assert_eq!(
        against(&fx, &other),
        [field("unit", "imported entities", &import(2), &import(6))]
    );
}

// The Vulkan flavour's rules (docs/ROUNDTRIP.md, "The Vulkan flavour"): a module with the
// `Shader` capability, no `Kernel` or `Linkage`, Logical addressing and the GLSL450 memory
// model, written as the Vulkan backend writes one, and the program it was written from.

/// `kernel void k(global int *buf)`: a spilled buffer argument, `int i` described twice by a
/// computation (`get_global_id(0)` truncated, then `conv + 2`), a pointer local `p` with no
/// value, and a `getelementptr` that writes no code.
const VK_TEXT: &str = "kernel void k(global int *buf) {\n  int i = get_global_id(0);\n  \
    int *p = 0;\n}\n";

struct VkFixture {
    di: DiModule,
    k: SubprogramId,
    buf: LocalVariableId,
    i: LocalVariableId,
    p: LocalVariableId,
    /// 2:11, 3:5, 3:7 (a pointer instruction), 3:9 (a getelementptr), 4:1, all in `k`.
    lines: [LocationId; 5],
    empty: ExpressionId,
    /// `DW_OP_LLVM_convert 64 unsigned, DW_OP_LLVM_convert 32 unsigned, DW_OP_stack_value`.
    truncate: ExpressionId,
    /// `DW_OP_plus_uconst 2, DW_OP_stack_value`.
    plus_two: ExpressionId,
}

fn vk_fixture() -> VkFixture {
    use crate::di::expression::DW_OP_LLVM_CONVERT;
    let mut b = DiBuilder::new();
    let file = b.file("k.cl", "/src", Some(VK_TEXT));
    let unit = b.compile_unit(DwLang(gimli::DW_LANG_OpenCL.0), file, "clang 19");
    let int = b.basic_type("int", 32, DwAte(gimli::DW_ATE_signed.0));
    let global_int = b.pointer_type(Some(int), 64, Some(1));
    let private_int = b.pointer_type(Some(int), 64, None);
    // A retained type no instruction names (as clang keeps a cast's type).
    let const_int = b.qualified_type(gimli::DW_TAG_const_type, int);
    b.retain_type(unit, const_int);
    let k_ty = b.subroutine_type(None, &[global_int]);
    let k = b.function(unit, "k", file, 1, k_ty, DiFlags(DiFlags::PROTOTYPED));
    let buf = b.parameter(k.into(), "buf", 1, file, 1, global_int);
    let i = b.local_variable(k.into(), "i", file, 2, int);
    let p = b.local_variable(k.into(), "p", file, 3, private_int);
    let lines = [
        b.location(2, 11, k.into(), None),
        b.location(3, 5, k.into(), None),
        b.location(3, 7, k.into(), None),
        b.location(3, 9, k.into(), None),
        b.location(4, 1, k.into(), None),
    ];
    let unsigned = gimli::DW_ATE_unsigned.0 as u64;
    let stack_value = gimli::DW_OP_stack_value.0 as u64;
    let empty = b.expression(&[]);
    let truncate = b.expression(&[
        (DW_OP_LLVM_CONVERT, &[64, unsigned]),
        (DW_OP_LLVM_CONVERT, &[32, unsigned]),
        (stack_value, &[]),
    ]);
    let plus_two = b.expression(&[
        (gimli::DW_OP_plus_uconst.0 as u64, &[2]),
        (stack_value, &[]),
    ]);
    VkFixture {
        di: b.finish(),
        k,
        buf,
        i,
        p,
        lines,
        empty,
        truncate,
        plus_two,
    }
}

/// What the Vulkan producer does; `VkProducer::faithful()` is the Vulkan backend's output.
#[derive(Clone, Copy)]
struct VkProducer {
    /// `DebugTypePointer` storage classes.
    pointer_storage: crate::debug::PointerStorage,
    /// Where the prologue's code goes.
    prologue: VkPrologue,
    /// The DebugValue of the truncated `get_global_id` names the 32-bit built-in (else the
    /// 64-bit `%call`).
    names_builtin: bool,
    /// The constant the debug-only `OpIAdd` adds to `%conv`.
    added: u32,
    /// Writes index code for the getelementptr at this line (its own is 3:9).
    address_code: Option<usize>,
    /// The loop header split off the last block runs at this line (the block's own is 4:1).
    header_line: usize,
    /// Declares `Linkage` (a library module: the Kernel rules apply).
    linkage: bool,
    /// `%conv` has its OpName (else it is a result LLVM only numbers).
    names_conv: bool,
}

/// Where the Vulkan producer writes the prologue (a push-constant load).
#[derive(Clone, Copy, PartialEq)]
enum VkPrologue {
    /// Before the function's DebugScope (outputs before issue 26; the fixture's line-table
    /// entries count without it).
    BeforeScope,
    /// After the function's DebugScope, under DebugNoLine (the Vulkan backend since).
    InScopeWithoutLine,
}

impl VkProducer {
    fn faithful() -> Self {
        VkProducer {
            pointer_storage: crate::debug::PointerStorage::Vulkan,
            prologue: VkPrologue::BeforeScope,
            names_builtin: true,
            added: 2,
            address_code: None,
            header_line: 4,
            linkage: false,
            names_conv: true,
        }
    }
}

/// The Vulkan module for `fx` and its program (`-g`).
fn vk_emit(fx: &VkFixture, producer: VkProducer) -> (Vec<u32>, SourceProgram) {
    let options = DebugOptions {
        level: DebugLevel::Full,
        forward_refs: false,
        command_line: "check-tests".to_owned(),
        inlined_variables: false,
        pointer_storage: producer.pointer_storage,
        member_indexes: producer.pointer_storage == crate::debug::PointerStorage::Vulkan,
    };
    let mut nsdi = NsdiEmitter::new(&fx.di, options);
    let mut builder = Builder::new();
    builder.set_version(1, 5);
    builder.capability(Capability::Shader);
    builder.capability(Capability::Int64);
    if producer.linkage {
        builder.capability(Capability::Linkage);
    }
    builder.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
    let mut t = BuilderTarget::new(&mut builder);
    nsdi.begin_module(&mut t);
    let b = t.builder();
    let void = b.type_void();
    let uint = b.type_int(32, 0);
    let ulong = b.type_int(64, 0);
    let uint_ptr = b.type_pointer(None, StorageClass::Private, uint);
    let k_ty = b.type_function(void, vec![]);
    let buf = b.variable(uint_ptr, None, StorageClass::Private, None);
    b.name(buf, "buf");
    let gid = b.variable(uint_ptr, None, StorageClass::Private, None);
    let added = b.constant_bit32(uint, producer.added);
    let undef = b.undef(uint_ptr, None);
    let k = b
        .begin_function(void, None, FunctionControl::NONE, k_ty)
        .expect("no function is open");
    b.begin_block(None).expect("no block is open");
    let [l2, l3, l3_pointer, l3_address, l4] = fx.lines;
    let prologue = |t: &mut BuilderTarget<'_>| {
        t.builder()
            .load(uint, None, gid, None, [])
            .expect("in a block");
    };
    if producer.prologue == VkPrologue::BeforeScope {
        prologue(&mut t);
    }
    nsdi.begin_function(Some(fx.k));
    nsdi.function_definition(&mut t, k);
    nsdi.begin_block(&mut t, Some(l2));
    if producer.prologue == VkPrologue::InScopeWithoutLine {
        nsdi.function_scope_without_line(&mut t);
        prologue(&mut t);
    }
    nsdi.enter_scope(&mut t, l2);
    nsdi.declare(&mut t, fx.buf, Some(l2), buf, Some(fx.empty));
    nsdi.set_location(&mut t, Some(l2));
    let narrow = t
        .builder()
        .load(uint, None, gid, None, [])
        .expect("in a block");
    let call = t
        .builder()
        .u_convert(ulong, None, narrow)
        .expect("in a block");
    t.builder().name(call, "call");
    let named = if producer.names_builtin { narrow } else { call };
    nsdi.value(&mut t, fx.i, Some(l2), named, Some(fx.empty));
    nsdi.set_location(&mut t, Some(l3));
    let conv = t.builder().u_convert(uint, None, call).expect("in a block");
    if producer.names_conv {
        t.builder().name(conv, "conv");
    }
    let computed = t
        .builder()
        .i_add(uint, None, conv, added)
        .expect("in a block");
    nsdi.value(&mut t, fx.i, Some(l3), computed, Some(fx.empty));
    nsdi.value(&mut t, fx.p, Some(l3), undef, Some(fx.empty));
    if let Some(line) = producer.address_code {
        let at = if line == 3 { l3_address } else { l4 };
        nsdi.set_location(&mut t, Some(at));
        t.builder()
            .i_add(uint, None, conv, added)
            .expect("in a block");
    }
    // The last block: a loop header split off, then the return.
    let (header, last) = (t.builder().id(), t.builder().id());
    t.builder().branch(header).expect("in a block");
    t.builder()
        .begin_block(Some(header))
        .expect("no block is open");
    let header_at = if producer.header_line == 4 { l4 } else { l3 };
    nsdi.begin_block(&mut t, Some(header_at));
    nsdi.set_location(&mut t, Some(header_at));
    t.builder()
        .loop_merge(last, last, rspirv::spirv::LoopControl::NONE, [])
        .expect("in a block");
    t.builder().branch(last).expect("in a block");
    t.builder()
        .begin_block(Some(last))
        .expect("no block is open");
    nsdi.begin_block(&mut t, Some(l4));
    nsdi.set_location(&mut t, Some(l4));
    t.builder().ret().expect("in a block");
    t.builder().end_function().expect("in a function");
    nsdi.end_function();
    nsdi.end_module(&mut t, &[fx.k]);
    drop(t);
    let words = builder.module().assemble();

    let instruction = |at: Option<LocationId>, code| {
        SourceItem::Instruction(SourceInstruction { location: at, code })
    };
    let record = |kind, variable: LocalVariableId, expression, value: SourceValue, shape| {
        SourceItem::Record(DebugRecord {
            location: Some(l2),
            variable_use: Some(VariableUse {
                kind,
                variable: variable.0,
                expression: Some(expression),
                storage: (kind == UseKind::Declare).then(|| "buf.addr".to_owned()),
                value,
                shape,
                stored_pointer: (kind == UseKind::Declare)
                    .then(|| SourceValue::Named("buf".to_owned())),
                numbered_chain: None,
            }),
        })
    };
    let named = |n: &str| SourceValue::Named(n.to_owned());
    let value_in_l3 = |item: SourceItem| match item {
        SourceItem::Record(mut r) => {
            r.location = Some(l3);
            SourceItem::Record(r)
        }
        other => other,
    };
    let entry = vec![
        // `%buf.addr = alloca ptr` and the spill of `buf` into it.
        instruction(None, CodeKind::Pointer),
        instruction(None, CodeKind::Pointer),
        record(
            UseKind::Declare,
            fx.buf,
            fx.empty,
            named("buf.addr"),
            ValueShape::Pointer,
        ),
        instruction(Some(l2), CodeKind::Emitted),
        record(
            UseKind::Value,
            fx.i,
            fx.truncate,
            named("call"),
            ValueShape::Integer(64),
        ),
        instruction(Some(l3), CodeKind::Emitted),
        value_in_l3(record(
            UseKind::Value,
            fx.i,
            fx.plus_two,
            named("conv"),
            ValueShape::Integer(32),
        )),
        value_in_l3(record(
            UseKind::Value,
            fx.p,
            fx.empty,
            named("p.ptr"),
            ValueShape::Pointer,
        )),
        instruction(Some(l3_pointer), CodeKind::Pointer),
        instruction(Some(l3_address), CodeKind::Address),
    ];
    let last_block = vec![instruction(Some(l4), CodeKind::Emitted)];
    let program = SourceProgram {
        functions: vec![SourceFunction {
            subprogram: Some(fx.k),
            is_entry_point: true,
            blocks: vec![
                SourceBlock { items: entry },
                SourceBlock { items: last_block },
            ],
        }],
        globals: Vec::new(),
    };
    (words, program)
}

const K: &str = "/src/k.cl > fn k";

fn vk_report(fx: &VkFixture, producer: VkProducer, program: Option<SourceProgram>) -> Report {
    let (words, faithful) = vk_emit(fx, producer);
    report(&fx.di, &program.unwrap_or(faithful), &words, true)
}

/// The entry block's items of the faithful program, for a test to change one.
fn vk_program(fx: &VkFixture) -> SourceProgram {
    vk_emit(fx, VkProducer::faithful()).1
}

fn vk_use_mut(program: &mut SourceProgram, item: usize) -> &mut VariableUse {
    match &mut program.functions[0].blocks[0].items[item] {
        SourceItem::Record(r) => r.variable_use.as_mut().expect("a variable use"),
        _ => panic!("item {item} of the entry block is a record"),
    }
}

#[test]
fn the_flavour_is_read_from_the_capabilities_and_the_memory_model() {
    use crate::roundtrip::reader::module_flavour;
    let fx = vk_fixture();
    let (words, _) = vk_emit(&fx, VkProducer::faithful());
    assert_eq!(
        module_flavour(&words),
        crate::roundtrip::ModuleFlavour::Vulkan
    );
    let library = VkProducer {
        linkage: true,
        ..VkProducer::faithful()
    };
    let (words, _) = vk_emit(&fx, library);
    assert_eq!(
        module_flavour(&words),
        crate::roundtrip::ModuleFlavour::Kernel
    );
    // The Kernel fixture (Shader with Linkage) is a library too; truncated input is Kernel.
    let (words, _) = emit(&fixture(), Producer::full());
    assert_eq!(
        module_flavour(&words),
        crate::roundtrip::ModuleFlavour::Kernel
    );
    assert_eq!(
        module_flavour(&words[..7]),
        crate::roundtrip::ModuleFlavour::Kernel
    );
}

#[test]
fn the_faithful_vulkan_module_has_no_difference() {
    let fx = vk_fixture();
    let report = vk_report(&fx, VkProducer::faithful(), None);
    assert_eq!(report.differences, [], "{report}");
    // The same module read as a library (the Kernel rules) differs: the rules are what
    // makes it pass. (A private pointer is `private` in both flavours: `p` passes either way.)
    let library = VkProducer {
        linkage: true,
        ..VkProducer::faithful()
    };
    assert_ne!(vk_report(&fx, library, None).differences, []);
}

#[test]
fn vulkan_storage_class_other_than_the_codes_is_reported() {
    let fx = vk_fixture();
    let opencl = VkProducer {
        pointer_storage: crate::debug::PointerStorage::OpenClKernel,
        ..VkProducer::faithful()
    };
    let lines = vk_report(&fx, opencl, None).lines();
    assert_eq!(
        lines,
        [
            format!(
                r#"{K}: type "fn[](ptr<global>(int)) -> void" != "fn[](ptr<storage-buffer>(int)) -> void" (nsdi != llvm)"#
            ),
            r#"fn k > var 'buf': type "ptr<global>(int)" != "ptr<storage-buffer>(int)" (nsdi != llvm)"#.to_owned(),
        ]
    );
}

#[test]
fn vulkan_declared_storage_names_the_stored_argument() {
    let fx = vk_fixture();
    // The spill of another argument: the declare should name that one.
    let mut program = vk_program(&fx);
    vk_use_mut(&mut program, 2).stored_pointer = Some(SourceValue::Named("other".to_owned()));
    let declare = |at: &str| format!("declare 'buf:1 arg 1 in fn k' () at %{at} in fn k");
    assert_eq!(
        vk_report(&fx, VkProducer::faithful(), Some(program)).differences,
        [field(K, "debug use 1", &declare("buf"), &declare("other"))]
    );
    // A pointer an instruction computed is no variable: the location is unknown.
    let mut program = vk_program(&fx);
    vk_use_mut(&mut program, 2).stored_pointer = Some(SourceValue::None);
    assert_eq!(
        vk_report(&fx, VkProducer::faithful(), Some(program)).differences,
        [field(
            K,
            "debug use 1",
            &declare("buf"),
            "value 'buf:1 arg 1 in fn k' (Deref) = none in fn k"
        )]
    );
}

#[test]
fn vulkan_computed_values_are_followed_to_the_value_they_start_from() {
    let fx = vk_fixture();
    // The 64-bit value instead of the 32-bit built-in it was widened from.
    let wrong = VkProducer {
        names_builtin: false,
        ..VkProducer::faithful()
    };
    let lines = vk_report(&fx, wrong, None).lines();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].starts_with(&format!(
            r#"{K}: debug use 2 "value 'i:2 arg 0 in fn k' () = %call in fn k" != "value 'i:2 arg 0 in fn k' () = unnamed in fn k""#
        )),
        "{lines:?}"
    );
    // Another constant added.
    let wrong = VkProducer {
        added: 3,
        ..VkProducer::faithful()
    };
    let value = |n| format!("value 'i:2 arg 0 in fn k' () = %conv; add {n} in fn k");
    assert_eq!(
        vk_report(&fx, wrong, None).differences,
        [field(K, "debug use 3", &value(3), &value(2))]
    );
    // Another variable's record.
    let mut program = vk_program(&fx);
    vk_use_mut(&mut program, 6).variable = fx.p.0;
    let lines = vk_report(&fx, VkProducer::faithful(), Some(program)).lines();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("debug use 3"), "{lines:?}");
}

#[test]
fn vulkan_pointer_values_are_unknown() {
    let fx = vk_fixture();
    // Were `p`'s value not a pointer, it would have to be named.
    let mut program = vk_program(&fx);
    vk_use_mut(&mut program, 7).shape = ValueShape::Other;
    let value = |v: &str| format!("value 'p:3 arg 0 in fn k' () = {v} in fn k");
    assert_eq!(
        vk_report(&fx, VkProducer::faithful(), Some(program)).differences,
        [field(K, "debug use 4", &value("none"), &value("%p.ptr"))]
    );
}

#[test]
fn vulkan_prologue_is_first_in_the_entry_block() {
    let fx = vk_fixture();
    // Before the scope (not in the line table) or first in it with no line: both faithful.
    assert_eq!(vk_report(&fx, VkProducer::faithful(), None).differences, []);
    let in_scope = VkProducer {
        prologue: VkPrologue::InScopeWithoutLine,
        ..VkProducer::faithful()
    };
    assert_eq!(vk_report(&fx, in_scope, None).differences, []);
}

#[test]
fn vulkan_pointer_code_is_none_and_other_code_is() {
    let fx = vk_fixture();
    // The instruction at 3:7 makes a pointer; were it other code, its line would be missing.
    let mut program = vk_program(&fx);
    if let SourceItem::Instruction(i) = &mut program.functions[0].blocks[0].items[8] {
        i.code = CodeKind::Emitted;
    }
    assert_eq!(
        vk_report(&fx, VkProducer::faithful(), Some(program)).differences,
        [field(
            K,
            "line table entry 4",
            "block",
            "/src/k.cl:3:7 in fn k"
        )]
    );
}

#[test]
fn vulkan_address_code_may_be_absent_but_not_elsewhere() {
    let fx = vk_fixture();
    let at_its_line = VkProducer {
        address_code: Some(3),
        ..VkProducer::faithful()
    };
    assert_eq!(vk_report(&fx, at_its_line, None).differences, []);
    let at_another_line = VkProducer {
        address_code: Some(4),
        ..VkProducer::faithful()
    };
    assert_eq!(
        vk_report(&fx, at_another_line, None).differences,
        [field(
            K,
            "line table entry 4",
            "/src/k.cl:4:1 in fn k",
            "block"
        )]
    );
}

#[test]
fn vulkan_loop_header_runs_at_its_blocks_first_line() {
    let fx = vk_fixture();
    let elsewhere = VkProducer {
        header_line: 3,
        ..VkProducer::faithful()
    };
    assert_eq!(
        vk_report(&fx, elsewhere, None).differences,
        [field(
            K,
            "line table entry 5",
            "/src/k.cl:3:5 in fn k",
            "/src/k.cl:4:1 in fn k"
        )]
    );
}

#[test]
fn vulkan_bodies_are_the_kernels() {
    let fx = vk_fixture();
    // A helper without a body (inlined into the kernel) is no missing body...
    let mut program = vk_program(&fx);
    program.functions.insert(
        0,
        SourceFunction {
            subprogram: None,
            is_entry_point: false,
            blocks: Vec::new(),
        },
    );
    assert_eq!(
        vk_report(&fx, VkProducer::faithful(), Some(program.clone())).differences,
        []
    );
    // ... but a second kernel is.
    program.functions[0].is_entry_point = true;
    assert_eq!(
        vk_report(&fx, VkProducer::faithful(), Some(program)).differences,
        [missing(
            "module",
            "fewer function bodies than the IR defines"
        )]
    );
}

#[test]
fn a_debug_line_that_is_a_range_is_reported() {
    let fx = vk_fixture();
    let (mut words, program) = vk_emit(&fx, VkProducer::faithful());
    let view = crate::roundtrip::read(&words).expect("the module reads");
    // The first DebugLine's Line End: another line number's constant.
    let (line, other) = {
        let body = &view.functions[0];
        let id = body
            .items
            .iter()
            .find_map(|i| match i {
                crate::roundtrip::reader::BodyItem::Debug(id)
                    if view.inst(*id).map(|i| i.op) == Some(crate::nsdi::DebugOp::DebugLine) =>
                {
                    Some(*id)
                }
                _ => None,
            })
            .expect("a DebugLine");
        let inst = view.inst(id).expect("an NSDI instruction");
        let start = inst.operands[3];
        let other = *view
            .constants
            .iter()
            .find(|(c, v)| **c != start && **v == 4)
            .expect("a constant 4")
            .0;
        (id, other)
    };
    // Operand words: result type, result, set, number, then Source, Line Start, Line End.
    let at = (5..words.len())
        .find(|&w| words[w] >> 16 > 2 && words.get(w + 2) == Some(&line))
        .expect("the DebugLine's words");
    words[at + 7] = other;
    let lines = report(&fx.di, &program, &words, true).lines();
    assert!(
        lines
            .iter()
            .any(|l| l.contains("is a range (2-4:11-11), not a point")),
        "{lines:?}"
    );
}

#[test]
fn a_type_no_instruction_names_must_be_retained() {
    let fx = vk_fixture();
    assert_eq!(vk_report(&fx, VkProducer::faithful(), None).differences, []);
    // The same words against DI that does not retain `const int`.
    let (words, program) = vk_emit(&fx, VkProducer::faithful());
    let mut other = fx.di.clone();
    for cu in other.compile_units.clone() {
        if let DiNode::CompileUnit(u) = &mut other.nodes[cu.0.index()] {
            u.retained_types.clear();
        }
    }
    assert_eq!(
        report(&other, &program, &words, true).differences,
        [missing(
            "type const(int)",
            "no instruction names it and it is no retained DI type"
        )]
    );
}

#[test]
fn an_array_count_from_constant_bounds_is_upper_minus_lower_plus_one() {
    use crate::di::{DiConstant, DiOperand};
    let constant = |v: i64| {
        Some(DiOperand::Constant(DiConstant {
            text: format!("i64 {v}"),
            int: Some(v),
        }))
    };
    // A retained `int[10]` whose one dimension says lowerBound 1, upperBound 10 (Fortran's
    // form): NSDI gives it the count 10.
    let mut b = DiBuilder::new();
    let file = b.file("k.cl", "/src", Some(VK_TEXT));
    let unit = b.compile_unit(DwLang(gimli::DW_LANG_OpenCL.0), file, "clang 19");
    let int = b.basic_type("int", 32, DwAte(gimli::DW_ATE_signed.0));
    let array = b.array_type(int, &[10], false);
    b.retain_type(unit, array);
    let mut di = b.finish();
    let DiNode::CompositeType(a) = &di.nodes[array.0.index()] else {
        panic!("an array type");
    };
    let dimension = a.elements[0].expect("one dimension");
    if let DiNode::Subrange(s) = &mut di.nodes[dimension.index()] {
        (s.count, s.lower_bound, s.upper_bound) = (None, constant(1), constant(10));
    }
    let options = DebugOptions {
        level: DebugLevel::Full,
        forward_refs: false,
        command_line: "check-tests".to_owned(),
        inlined_variables: false,
        pointer_storage: Default::default(),
        member_indexes: false,
    };
    let mut nsdi = NsdiEmitter::new(&di, options);
    let mut builder = Builder::new();
    builder.capability(Capability::Kernel);
    builder.memory_model(AddressingModel::Logical, MemoryModel::OpenCL);
    let mut t = BuilderTarget::new(&mut builder);
    nsdi.begin_module(&mut t);
    nsdi.end_module(&mut t, &[]);
    drop(t);
    drop(nsdi);
    let words = builder.module().assemble();
    let program = SourceProgram::default();
    assert_eq!(report(&di, &program, &words, true).differences, []);
    // Bounds 2..10 are 9 elements: the same words differ.
    if let DiNode::Subrange(s) = &mut di.nodes[dimension.index()] {
        s.lower_bound = constant(2);
    }
    assert_eq!(
        report(&di, &program, &words, true).differences,
        [missing(
            "type int[10]",
            "no instruction names it and it is no retained DI type"
        )]
    );
}

#[test]
fn vulkan_numbered_values_are_followed_back_as_the_binary_is() {
    let fx = vk_fixture();
    let unnamed_conv = || VkProducer {
        names_conv: false,
        ..VkProducer::faithful()
    };
    // `%conv` is `%5 = trunc i64 %call to i32`: no OpName, so the binary's `add 2` is followed
    // back through its OpUConvert to `%call`, and the source through its trunc.
    let numbered = |steps: &[&str]| {
        let mut program = vk_program(&fx);
        let u = vk_use_mut(&mut program, 6);
        u.value = SourceValue::Unnamed;
        u.numbered_chain = Some((
            SourceValue::Named("call".to_owned()),
            steps.iter().map(|s| (*s).to_owned()).collect(),
        ));
        program
    };
    let lines = vk_report(&fx, unnamed_conv(), Some(numbered(&["uconvert 32"]))).lines();
    assert!(lines.is_empty(), "{lines:?}");
    // Another conversion in the source.
    let lines = vk_report(&fx, unnamed_conv(), Some(numbered(&["sconvert 32"]))).lines();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].contains(r#"() = %call; uconvert 32; add 2 in fn k" != "#)
            && lines[0].contains(r#"() = %call; sconvert 32; add 2 in fn k""#),
        "{lines:?}"
    );
    // The binary names the value the source only numbers: its chain stops there.
    let lines = vk_report(
        &fx,
        VkProducer::faithful(),
        Some(numbered(&["uconvert 32"])),
    )
    .lines();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].contains(r#"() = %conv; add 2 in fn k""#),
        "{lines:?}"
    );
}

// Scopes: code a debugger shows in no frame.

/// `words` as instructions (word vectors), changed by `change`, given the NSDI set's id, the
/// void type's and a fresh id, and assembled again.
fn with_instructions_changed(
    words: &[u32],
    change: impl FnOnce(&mut Vec<Vec<u32>>, u32, u32, u32),
) -> Vec<u32> {
    let mut instructions = crate::roundtrip::instructions_for_tests(words);
    let opcode = |i: &Vec<u32>| i[0] & 0xffff;
    let set = instructions
        .iter()
        .find(|i| opcode(i) == rspirv::spirv::Op::ExtInstImport as u32)
        .map(|i| i[1])
        .expect("the NSDI import");
    let void = instructions
        .iter()
        .find(|i| opcode(i) == rspirv::spirv::Op::TypeVoid as u32)
        .map(|i| i[1])
        .expect("a void type");
    change(&mut instructions, set, void, words[3]);
    let mut out = words[..5].to_vec();
    out[3] += 1;
    instructions.iter().for_each(|i| out.extend(i));
    out
}

fn is_op(i: &[u32], op: rspirv::spirv::Op) -> bool {
    i[0] & 0xffff == op as u32
}

/// The index of the `n`th (from 0) instruction that is `op`.
fn nth_of(instructions: &[Vec<u32>], op: rspirv::spirv::Op, n: usize) -> usize {
    instructions
        .iter()
        .enumerate()
        .filter(|(_, i)| is_op(i, op))
        .nth(n)
        .map(|(k, _)| k)
        .expect("the fixture has it")
}

fn is_debug(i: &[u32], op: crate::nsdi::DebugOp) -> bool {
    is_op(i, rspirv::spirv::Op::ExtInst) && i.get(4) == Some(&(op as u32))
}

#[test]
fn code_after_debug_no_scope_is_reported() {
    use rspirv::spirv::Op;
    let fx = fixture();
    let (words, program) = emit(&fx, Producer::full());
    let changed = with_instructions_changed(&words, |instructions, set, void, fresh| {
        let second_nop = nth_of(instructions, Op::Nop, 1);
        let no_scope = crate::nsdi::DebugOp::DebugNoScope as u32;
        instructions.insert(
            second_nop,
            vec![(5 << 16) | Op::ExtInst as u32, void, fresh, set, no_scope],
        );
    });
    validate(&changed);
    assert_eq!(
        report(&fx.di, &program, &changed, true).differences,
        [field(
            STEP,
            "line table entry 3",
            &format!("{PATH}:5:5 in "),
            &format!("{PATH}:5:5 in {BLOCK}")
        )]
    );
}

#[test]
fn a_block_without_a_debug_scope_of_its_own_is_reported() {
    use rspirv::spirv::Op;
    let fx = fixture();
    let (words, program) = emit(&fx, Producer::full());
    let changed = with_instructions_changed(&words, |instructions, _, _, _| {
        let second_block = nth_of(instructions, Op::Label, 1);
        let scope = (second_block..instructions.len())
            .find(|k| is_debug(&instructions[*k], crate::nsdi::DebugOp::DebugScope))
            .expect("the second block's DebugScope");
        instructions.remove(scope);
    });
    validate(&changed);
    assert_eq!(
        report(&fx.di, &program, &changed, true).differences,
        [field(
            STEP,
            "line table entry 6",
            &format!("{PATH}:8:1 in "),
            &format!("{PATH}:8:1 in fn step")
        )]
    );
}
