//! The `di_graph` fuzz target: bytes decoded as a DI graph, lowered through the
//! producer-neutral API (`DiBuilder`, `NsdiEmitter`, `BuilderTarget`) and read back.

use rspirv::spirv::Word;

use nsdi::roundtrip;

/// `di_graph`: bytes decoded as a random DI graph (types with struct <-> pointer cycles, enums,
/// arrays, typedefs, functions with parameters, locals in nested blocks, globals), built with
/// [`DiBuilder`](nsdi::di::DiBuilder), lowered by [`NsdiEmitter`](nsdi::debug::NsdiEmitter)
/// into an rspirv module through [`BuilderTarget`](nsdi::debug::BuilderTarget), then read
/// back: the module must read and round-trip with 0 differences. The smoke test also runs
/// spirv-val on a batch of the modules.
pub fn di_graph(data: &[u8]) {
    let (words, differences) = di_graph_module(data);
    assert!(
        differences.is_empty(),
        "round trip of a fuzzed DI graph: {differences:?}"
    );
    assert!(roundtrip::read(&words).is_ok(), "the module reads back");
}

/// Bytes as a stream of choices; zeros past the end.
struct Choices<'a> {
    data: &'a [u8],
    at: usize,
}

impl Choices<'_> {
    fn byte(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            usize::from(self.byte()) % n
        }
    }
}

/// The module [`di_graph`] builds from `data` and the round trip's differences.
pub fn di_graph_module(data: &[u8]) -> (Vec<Word>, Vec<String>) {
    use nsdi::debug::{BuilderTarget, DebugLevel, DebugOptions, NsdiEmitter};
    use nsdi::di::{DiBuilder, DiFlags, DwAte, DwLang, TypeId};
    use rspirv::binary::Assemble;
    use rspirv::dr::Builder;
    use rspirv::spirv::{
        AddressingModel, Capability, ExecutionMode, ExecutionModel, FunctionControl, MemoryModel,
    };

    let mut c = Choices { data, at: 0 };
    let mode = c.byte();
    let full = mode & 1 == 0;
    let forward_refs = mode & 2 != 0;
    let mut b = DiBuilder::new();
    // No text, text shorter than the lines the graph names (the emitter leaves it out), or
    // text long enough for every line (at most 256 + 4).
    let text = "a\nb\nc\n".repeat([0, 2, 90, 100][c.below(4)]);
    let file = b.file(
        "fuzz.c",
        "/fuzz",
        (!text.is_empty()).then_some(text.as_str()),
    );
    let language = [
        gimli::DW_LANG_C11,
        gimli::DW_LANG_C_plus_plus_14,
        gimli::DW_LANG_Rust,
    ];
    let unit = b.compile_unit(DwLang(language[c.below(3)].0), file, "fuzz");
    let int = b.basic_type("int", 32, DwAte(gimli::DW_ATE_signed.0));
    let float = b.basic_type("float", 32, DwAte(gimli::DW_ATE_float.0));
    let mut types: Vec<TypeId> = vec![int, float];
    let type_count = c.below(16);
    for n in 0..type_count {
        let pick = c.below(types.len());
        let base = types[pick];
        let line = u32::from(c.byte());
        let ty = match c.below(7) {
            0 => {
                let space = [None, Some(1), Some(3), Some(4)][c.below(4)];
                let pointee = (c.byte() % 5 != 0).then_some(base);
                b.pointer_type(pointee, 64, space)
            }
            1 => b.qualified_type(gimli::DW_TAG_const_type, base),
            2 => b.typedef(&format!("T{n}"), base, file, line, unit.into()),
            3 => {
                let s = b.composite_type(
                    gimli::DW_TAG_structure_type,
                    &format!("S{n}"),
                    None,
                    file,
                    line,
                    64,
                    DiFlags(0),
                );
                // A member pointing back to the struct makes the cycle.
                let back = b.pointer_type(Some(s), 64, None);
                let mut members = Vec::new();
                for m in 0..c.below(4) {
                    let ty = if c.byte() % 3 == 0 {
                        back
                    } else {
                        types[c.below(types.len())]
                    };
                    members.push(b.member(s, &format!("m{m}"), file, line, ty, 32, 32 * m as u64));
                }
                b.set_elements(s, &members);
                types.push(back);
                s
            }
            4 => {
                let counts: Vec<u64> = (0..1 + c.below(2))
                    .map(|_| 1 + c.below(16) as u64)
                    .collect();
                b.array_type(base, &counts, false)
            }
            5 => b.array_type([int, float][c.below(2)], &[2 + c.below(3) as u64], true),
            _ => {
                let e = b.composite_type(
                    gimli::DW_TAG_enumeration_type,
                    &format!("E{n}"),
                    None,
                    file,
                    line,
                    32,
                    DiFlags(0),
                );
                let values: Vec<_> = (0..1 + c.below(3))
                    .map(|v| b.enumerator(&format!("E{n}_{v}"), v as i64 - 1))
                    .collect();
                b.set_elements(e, &values);
                e
            }
        };
        types.push(ty);
        if c.byte() % 2 == 0 {
            b.retain_type(unit, ty);
        }
    }
    let mut functions = Vec::new();
    for f in 0..1 + c.below(3) {
        let params: Vec<TypeId> = (0..c.below(3))
            .map(|_| types[c.below(types.len())])
            .collect();
        let ret = (c.byte() % 2 == 0).then(|| types[c.below(types.len())]);
        let fn_ty = b.subroutine_type(ret, &params);
        let line = 1 + u32::from(c.byte());
        let sp = b.function(unit, &format!("f{f}"), file, line, fn_ty, DiFlags(0));
        for (i, ty) in params.iter().enumerate() {
            let p = b.parameter(sp.into(), &format!("p{i}"), i as u32 + 1, file, line, *ty);
            b.retain(sp, p.0);
        }
        let mut scope = sp.into();
        let mut locations = vec![b.location(line, 1, scope, None)];
        for depth in 0..c.below(4) {
            scope = b.lexical_block(scope, file, line + depth as u32 + 1, 3);
            let ty = types[c.below(types.len())];
            let v = b.local_variable(scope, &format!("v{depth}"), file, line + 1, ty);
            b.retain(sp, v.0);
            locations.push(b.location(line + depth as u32 + 1, 5, scope, None));
        }
        functions.push((sp, locations));
    }
    for g in 0..c.below(3) {
        b.global_variable(unit, &format!("g{g}"), file, 1, types[c.below(types.len())]);
    }
    let di = b.finish();

    let options = DebugOptions {
        level: if full {
            DebugLevel::Full
        } else {
            DebugLevel::LineTablesOnly
        },
        forward_refs,
        command_line: "fuzz".to_owned(),
        inlined_variables: false,
        // A Vulkan compute module: its pointers have Vulkan's storage classes, which the
        // checker expects of a module with this header (docs/ROUNDTRIP.md).
        pointer_storage: nsdi::debug::PointerStorage::Vulkan,
        member_indexes: true,
    };
    let mut emitter = NsdiEmitter::new(&di, options);
    let mut builder = Builder::new();
    builder.set_version(1, 3);
    builder.capability(Capability::Shader);
    builder.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
    let mut t = BuilderTarget::new(&mut builder);
    emitter.begin_module(&mut t);
    let void = t.builder().type_void();
    let fn_void = t.builder().type_function(void, vec![]);
    let mut entry = None;
    for (sp, locations) in &functions {
        let b = t.builder();
        let id = b
            .begin_function(void, None, FunctionControl::NONE, fn_void)
            .expect("no function open");
        b.begin_block(None).expect("no block open");
        entry.get_or_insert(id);
        emitter.begin_function(Some(*sp));
        emitter.function_definition(&mut t, id);
        emitter.begin_block(&mut t, locations.first().copied());
        for loc in locations {
            emitter.set_location(&mut t, Some(*loc));
            t.builder().nop().expect("in a block");
        }
        t.builder().ret().expect("in a block");
        t.builder().end_function().expect("in a function");
        emitter.end_function();
    }
    // No DebugEntryPoint: the round trip expects one per kernel of an IR module, and this one
    // has no code (its DebugFunctions are checked against the DI alone).
    emitter.end_module(&mut t, &[]);
    let b = t.builder();
    let main = entry.expect("at least one function");
    b.entry_point(ExecutionModel::GLCompute, main, "main", vec![]);
    b.execution_mode(main, ExecutionMode::LocalSize, vec![1, 1, 1]);
    let words = builder.module().assemble();
    let program = roundtrip::SourceProgram::default();
    let differences =
        match roundtrip::check(&di, &program, &words, &roundtrip::CheckOptions::new(full)) {
            Ok(report) => report.lines(),
            Err(e) => vec![format!("does not read back: {e}")],
        };
    (words, differences)
}
