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
    SourceGlobal, SourceInstruction, SourceItem, SourceProgram, SourceValue, UseKind, VariableUse,
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
