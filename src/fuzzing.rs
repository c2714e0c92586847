//! The bodies of the fuzz targets in `fuzz/` (cargo-fuzz, `tools/fuzz.sh`), as plain functions so
//! that `cargo test` smoke-runs them on stable without libFuzzer (the tests below), and the
//! determinism test. Not API: hidden from the docs, may change at any time.
//!
//! Each body must return normally on any input: errors are fine, a panic is a bug
//! (docs/TESTING.md, "Fuzzing").

use rspirv::spirv::Word;

use crate::nsdi::DebugOp;
use crate::roundtrip::{self, SpirvView};

/// `spirv_reader`: arbitrary bytes as a SPIR-V binary, loaded the way `nsdi-dump` loads a file
/// (whole little-endian words, a big-endian module swapped), then everything the library does
/// with a binary: [`roundtrip::read`], walking the view, the mutation test's
/// [`roundtrip::mutate::mutations`] and (feature `llvm`) [`roundtrip::check`] against the
/// module the binary names as its compile unit's source, if it is one of the references (the
/// small lit inputs, the seeds' sources), else `examples/particles.ll`; as `-g` for an even
/// number of words, else as `-gline-tables-only`.
pub fn spirv_reader(data: &[u8]) {
    spirv_reader_stage(data);
}

/// How far an input got: the smoke tests check the mutations reach every stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Stage {
    Rejected,
    Loaded,
    #[cfg_attr(not(feature = "llvm"), allow(dead_code))]
    Compiled,
}

fn spirv_reader_stage(data: &[u8]) -> Stage {
    let words = words_of(data);
    let Ok(view) = roundtrip::read(&words) else {
        return Stage::Rejected;
    };
    walk(&view);
    let _ = roundtrip::mutate::mutations(&words);
    #[cfg(feature = "llvm")]
    if let Some(reference) = reference_module(&view, words.len()) {
        // `-g` or `-gline-tables-only` expectations: one check per input (each parses the
        // binary again), the length picks which.
        let full = words.len() % 2 == 0;
        let options = roundtrip::CheckOptions { full };
        let _ = crate::llvm_adapter::check_module(reference, &words, options);
    }
    Stage::Loaded
}

/// `ir_import`: bytes as a `.ll` (or `.bc`) file, loaded with [`crate::ir::load_memory`]; when
/// it loads, the `--dump-di` text and the `-g` compile of `nsdi-llc` (forward references on
/// for odd-length inputs, as `--spirv-ext=+all`), then `--verify-roundtrip`'s check. Runs on a
/// thread with `nsdi-llc`'s stack size, so recursion depth is judged as the tool would.
#[cfg(feature = "llvm")]
pub fn ir_import(data: &[u8]) {
    ir_import_stage(data);
}

#[cfg(feature = "llvm")]
fn ir_import_stage(data: &[u8]) -> Stage {
    std::thread::scope(|s| {
        let worker = std::thread::Builder::new()
            .stack_size(STACK_SIZE)
            .spawn_scoped(s, || ir_import_body(data))
            .expect("cannot start the fuzzing thread");
        worker
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// `nsdi-llc`'s worker-thread stack size (LLVM's parser and verifier recurse on metadata).
#[cfg(feature = "llvm")]
const STACK_SIZE: usize = 512 << 20;

#[cfg(feature = "llvm")]
fn ir_import_body(data: &[u8]) -> Stage {
    use crate::ir::{LoadOptions, load_memory};
    let Ok(loaded) = load_memory(data, "fuzz.ll", &LoadOptions::default()) else {
        return Stage::Rejected;
    };
    let module = &loaded.module;
    let _ = module.di.dump();
    let _ = module.dump_debug_uses();
    let Ok(words) = compile_g(module, data.len() % 2 == 1) else {
        return Stage::Loaded;
    };
    if !module.di.compile_units.is_empty() {
        let options = roundtrip::CheckOptions { full: true };
        let _ = crate::llvm_adapter::check_module(module, &words, options);
    }
    Stage::Compiled
}

/// What `nsdi-llc -g [--spirv-ext=+all]` does with a loaded module, into memory: the NSDI
/// handler only when the module has a compile unit, a fixed command line.
#[cfg(feature = "llvm")]
pub fn compile_g(module: &crate::ir::Module, forward_refs: bool) -> Result<Vec<Word>, String> {
    use crate::backend::AsmPrinterHandler;
    use crate::debug::{DebugLevel, DebugOptions, NsdiDebugHandler};
    let mut handlers: Vec<Box<dyn AsmPrinterHandler + '_>> = Vec::new();
    if !module.di.compile_units.is_empty() {
        let options = DebugOptions {
            level: DebugLevel::Full,
            forward_refs,
            command_line: "nsdi-llc -g fuzz.ll".to_owned(),
            inlined_variables: false,
            source_root: None,
        };
        handlers.push(Box::new(NsdiDebugHandler::new(
            module,
            options,
            Default::default(),
        )));
    }
    crate::backend::compile(module, handlers).map_err(|e| e.to_string())
}

/// Whole little-endian words (a trailing partial word dropped), byte-swapped when the magic
/// number is big-endian, as `nsdi-dump` reads a file.
fn words_of(data: &[u8]) -> Vec<Word> {
    let whole = data.get(..data.len() / 4 * 4).unwrap_or(&[]);
    roundtrip::reader::words_from_bytes(whole).unwrap_or_default()
}

/// Follows every operand of every NSDI instruction through the view's accessors, as
/// `nsdi-dump` does when it renders one.
fn walk(view: &SpirvView) {
    let render = roundtrip::render::Render::new(view, roundtrip::render::Dialect::Dump);
    for &op in DebugOp::ALL {
        for inst in view.all(op) {
            let _ = inst.any();
            let _ = render.ty(crate::nsdi::TypeId::from_word(inst.id));
            let _ = render.scope(crate::nsdi::ScopeId::from_word(inst.id));
            for (k, (_, operand)) in roundtrip::render::named_operands(inst)
                .into_iter()
                .enumerate()
            {
                let _ = (view.string(operand), view.constant(operand));
                if let Some(target) = view.inst(operand) {
                    let _ = target.op.operands().get(k);
                }
            }
        }
    }
}

/// The module `spirv_reader` compares a binary against: a reference whose compile unit has the
/// source path the binary's first DebugCompilationUnit names (the lit inputs up to 32 KiB, when
/// the crate's source tree is at hand: the seed corpus is compiled from them, so comparisons get
/// past "different compile unit" into every kind of node), else `examples/particles.ll`. Among
/// references with the same path, `pick` chooses.
#[cfg(feature = "llvm")]
fn reference_module(view: &SpirvView, pick: usize) -> Option<&'static crate::ir::Module> {
    use std::collections::HashMap;
    use std::sync::OnceLock;
    type References = (
        HashMap<String, Vec<crate::ir::Module>>,
        Option<crate::ir::Module>,
    );
    static REFERENCES: OnceLock<References> = OnceLock::new();
    let (by_source, particles) = REFERENCES.get_or_init(|| {
        let load = |bytes: &[u8]| {
            crate::ir::load_memory(bytes, "reference.ll", &Default::default())
                .ok()
                .map(|l| l.module)
        };
        let mut by_source: HashMap<String, Vec<crate::ir::Module>> = HashMap::new();
        let lit = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("lit-tests");
        for path in ll_files(&lit) {
            let Ok(bytes) = std::fs::read(&path) else {
                continue;
            };
            let Some(module) = (bytes.len() <= 32 << 10).then(|| load(&bytes)).flatten() else {
                continue;
            };
            if let Some(source) = module_source(&module) {
                by_source.entry(source).or_default().push(module);
            }
        }
        (by_source, load(include_bytes!("../examples/particles.ll")))
    });
    let source = view
        .all(DebugOp::DebugCompilationUnit)
        .next()
        .and_then(|cu| cu.view::<crate::nsdi::view::DebugCompilationUnit>())
        .and_then(|cu| view.get::<crate::nsdi::view::DebugSource>(cu.source()))
        .and_then(|s| view.string(s.file().word()));
    match source.and_then(|s| by_source.get(s)) {
        Some(modules) => modules.get(pick % modules.len()),
        None => particles.as_ref(),
    }
}

/// The source path NSDI writes for `module`'s first compile unit.
#[cfg(feature = "llvm")]
fn module_source(module: &crate::ir::Module) -> Option<String> {
    let di = &module.di;
    let unit = di.compile_unit(*di.compile_units.first()?);
    let file = di.file(unit.file?);
    Some(file.path())
}

/// Every `.ll` file under `dir` (not lit's `Output` directories), sorted.
#[cfg(feature = "llvm")]
fn ll_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for path in entries.filter_map(|e| e.ok().map(|e| e.path())) {
            if path.is_dir() {
                if path.file_name().is_some_and(|n| n != "Output") {
                    pending.push(path);
                }
            } else if path.extension().is_some_and(|e| e == "ll") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// `di_graph`: bytes decoded as a random DI graph (types with struct <-> pointer cycles, enums,
/// arrays, typedefs, functions with parameters, locals in nested blocks, globals), built with
/// [`DiBuilder`](crate::di::DiBuilder), lowered by [`NsdiEmitter`](crate::debug::NsdiEmitter)
/// into an rspirv module through [`BuilderTarget`](crate::debug::BuilderTarget), then read
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
    use crate::debug::{BuilderTarget, DebugLevel, DebugOptions, NsdiEmitter, Remarks};
    use crate::di::{DiBuilder, DiFlags, DwAte, DwLang, TypeId};
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
    let text = "a\nb\nc\n".repeat(usize::from(c.byte() % 4));
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
        source_root: None,
    };
    let mut emitter = NsdiEmitter::new(&di, options, Remarks::default());
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
        match roundtrip::check(&di, &program, &words, roundtrip::CheckOptions { full }) {
            Ok(report) => report.lines(),
            Err(e) => vec![format!("does not read back: {e}")],
        };
    (words, differences)
}

#[cfg(all(test, feature = "llvm"))]
mod tests {
    use std::path::{Path, PathBuf};

    use super::*;

    /// xorshift64*: deterministic, no dependency.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
        }

        fn below(&mut self, n: usize) -> usize {
            (self.next() % n.max(1) as u64) as usize
        }
    }

    /// `di_graph` on 3000 pseudo-random inputs: every module round-trips with 0 differences
    /// (the body asserts it) and every tenth passes spirv-val (the venv's 2025.5: tools/setup.sh).
    #[test]
    fn di_graph_smoke() {
        let validator = std::fs::read_dir(repo(".venv/lib"))
            .expect("the venv exists (tools/setup.sh)")
            .filter_map(Result::ok)
            .map(|d| d.path().join("site-packages/cmeel.prefix/bin/spirv-val"))
            .find(|p| p.exists())
            .expect("spirv-val in the venv (tools/setup.sh)");
        let dir = std::env::temp_dir().join(format!("nsdi-di-graph-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let mut rng = Rng(0x5eed_0d1a);
        let mut files = Vec::new();
        for i in 0..3000 {
            let len = rng.below(128);
            let data: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
            di_graph(&data);
            if i % 10 == 0 {
                let (words, _) = di_graph_module(&data);
                let path = dir.join(format!("{i}.spv"));
                std::fs::write(&path, bytes_of(&words)).expect("write");
                files.push((path, data));
            }
        }
        for (path, data) in &files {
            let out = std::process::Command::new(&validator)
                .arg(path)
                .output()
                .expect("spirv-val runs");
            assert!(
                out.status.success(),
                "spirv-val rejects the module of input {data:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// The decoder reaches what it is for: cycles that need forward references (the
    /// extension is declared only then) and function bodies with line tables.
    #[test]
    fn di_graph_reaches_cycles_and_lines() {
        let mut rng = Rng(0xc1c1e);
        let (mut forward, mut lines) = (0, 0);
        for _ in 0..500 {
            let data: Vec<u8> = (0..96).map(|_| rng.next() as u8).collect();
            let (words, _) = di_graph_module(&data);
            let view = roundtrip::read(&words).expect("reads");
            if view
                .extensions
                .iter()
                .any(|e| e == crate::nsdi::FORWARD_REFS_EXTENSION)
            {
                forward += 1;
            }
            if view.nsdi.values().any(|i| i.op == DebugOp::DebugLine) {
                lines += 1;
            }
        }
        assert!(
            forward > 20 && lines > 400,
            "forward refs {forward}, lines {lines}"
        );
    }

    fn repo(path: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
    }

    /// The `ir_import` seed corpus: every `.ll` under lit-tests (generated kernels, hand-written
    /// NSDI cases, the bad-input cases) and the example.
    fn ir_corpus() -> Vec<(PathBuf, Vec<u8>)> {
        let mut paths = ll_files(&repo("lit-tests"));
        paths.push(repo("examples/particles.ll"));
        paths
            .into_iter()
            .map(|p| {
                let bytes = std::fs::read(&p).expect("corpus file is readable");
                (p, bytes)
            })
            .collect()
    }

    fn compile_file(path: &Path, forward_refs: bool) -> Vec<Word> {
        let loaded = crate::ir::load_file(path, &Default::default())
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        compile_g(&loaded.module, forward_refs)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    fn bytes_of(words: &[Word]) -> Vec<u8> {
        words.iter().flat_map(|w| w.to_le_bytes()).collect()
    }

    /// SPIR-V seeds: our output for a few inputs in both forward-reference modes, and a
    /// glslang module (another producer's NSDI).
    fn spirv_seeds() -> Vec<Vec<Word>> {
        let mut seeds = Vec::new();
        for input in [
            "examples/particles.ll",
            "lit-tests/nsdi/Inputs/cycle-class-methods.ll",
            "lit-tests/nsdi/inlined-at-chain.ll",
            "lit-tests/nsdi/type-template-params.ll",
        ] {
            for forward_refs in [false, true] {
                seeds.push(compile_file(&repo(input), forward_refs));
            }
        }
        let glslang = std::fs::read(repo("lit-tests/dump/Inputs/scale.spv")).expect("scale.spv");
        seeds.push(words_of(&glslang));
        seeds
    }

    /// One structure-aware change to a SPIR-V word stream.
    fn mutate_words(rng: &mut Rng, words: &mut Vec<Word>, ids: &[Word]) {
        let n = words.len();
        let at = rng.below(n);
        match rng.below(9) {
            0 => words[at] ^= 1 << rng.below(32),
            1 => words[at] = rng.next() as Word,
            2 => words[at] = rng.below(16) as Word,
            3 => words[at] = ids[rng.below(ids.len())],
            4 => words.truncate(at.max(1)),
            5 => {
                words.remove(at);
            }
            6 => {
                let w = words[at];
                words.insert(at, w);
            }
            // The word count or opcode of an instruction.
            7 => words[at] = (words[at] & 0xffff) | ((rng.below(12) as Word) << 16),
            _ => words[at] = (words[at] & 0xffff_0000) | rng.below(0x1200) as Word,
        }
    }

    #[test]
    fn spirv_reader_smoke() {
        let seeds = spirv_seeds();
        for seed in &seeds {
            spirv_reader(&bytes_of(seed));
            // Big-endian.
            let swapped: Vec<Word> = seed.iter().map(|w| w.swap_bytes()).collect();
            spirv_reader(&bytes_of(&swapped));
        }
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let mut read = 0;
        for round in 0..3000 {
            let seed = &seeds[round % seeds.len()];
            let ids: Vec<Word> = (0..64).map(|k| seed[3].saturating_sub(k)).collect();
            let mut words = seed.clone();
            for _ in 0..1 + rng.below(4) {
                if !words.is_empty() {
                    mutate_words(&mut rng, &mut words, &ids);
                }
            }
            let mut bytes = bytes_of(&words);
            if round % 7 == 0 {
                bytes.truncate(rng.below(bytes.len() + 1));
            }
            if spirv_reader_stage(&bytes) == Stage::Loaded {
                read += 1;
            }
        }
        // Enough mutants get past the reader to exercise the view, mutations and comparison.
        assert!(read > 400, "{read} of 3000 mutants read");
        // Unstructured bytes, with and without the magic number.
        for round in 0..1000 {
            let len = rng.below(256);
            let mut bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
            if round % 2 == 0 && bytes.len() >= 4 {
                bytes[..4].copy_from_slice(&rspirv::spirv::MAGIC_NUMBER.to_le_bytes());
            }
            spirv_reader(&bytes);
        }
    }

    const TOKENS: &[&[u8]] = &[
        b"!dbg !0",
        b"distinct ",
        b"!DILocation(line: 0, column: 4294967295, scope: !1)",
        b"!DIBasicType(name: \"int\", size: 0, encoding: DW_ATE_signed)",
        b"!{}",
        b"!{!0, !0}",
        b"ptr addrspace(1)",
        b"<4 x float>",
        b"[0 x i8]",
        b"i128",
        b"i1",
        b"half",
        b"undef",
        b"poison",
        b"zeroinitializer",
        b"-1",
        b"4294967296",
        b"18446744073709551615",
        b"call void @llvm.dbg.value(metadata i32 0, metadata !1, metadata !DIExpression())",
        b"#dbg_value(i32 0, !1, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !2)",
        b"DW_OP_deref, DW_OP_plus_uconst, 4",
        b"unreachable\n",
        b"ret void\n",
        b"\n}\n",
    ];

    /// One text-level change to `.ll` bytes.
    fn mutate_text(rng: &mut Rng, text: &mut Vec<u8>) {
        let line_starts: Vec<usize> = std::iter::once(0)
            .chain(
                text.iter()
                    .enumerate()
                    .filter(|(_, b)| **b == b'\n')
                    .map(|(i, _)| i + 1),
            )
            .filter(|&i| i < text.len())
            .collect();
        let line = |rng: &mut Rng| {
            let k = rng.below(line_starts.len());
            let start = line_starts.get(k).copied().unwrap_or(0);
            let end = line_starts.get(k + 1).copied().unwrap_or(text.len());
            start..end
        };
        let at = rng.below(text.len());
        match rng.below(8) {
            0 if !text.is_empty() => text[at] = rng.next() as u8,
            1 if !text.is_empty() => text[at] = b"0123456789!%@,()[]{}<>\"\n "[rng.below(24)],
            2 => {
                let range = line(rng);
                text.drain(range);
            }
            3 => {
                let range = line(rng);
                let copy = text[range.clone()].to_vec();
                text.splice(range.start..range.start, copy);
            }
            4 => text.truncate(at),
            5 => {
                let (a, b) = (line(rng), line(rng));
                if a.end <= b.start {
                    let (la, lb) = (text[a.clone()].to_vec(), text[b.clone()].to_vec());
                    text.splice(b, la);
                    text.splice(a, lb);
                }
            }
            6 => {
                let token = TOKENS[rng.below(TOKENS.len())];
                text.splice(at..at, token.iter().copied());
            }
            _ => {
                // A number in a metadata field or an operand becomes another. Not 2^32-1 for a
                // numbered local (`%4294967295`): LLVM 19's parser reads uninitialised memory on
                // it and crashes at times (docs/TESTING.md).
                if let Some(p) = text[at..].iter().position(u8::is_ascii_digit) {
                    let start = at + p;
                    let len = text[start..]
                        .iter()
                        .take_while(|b| b.is_ascii_digit())
                        .count();
                    let numbered = start > 0 && text[start - 1] == b'%';
                    let mut by: &[u8] =
                        [&b"0"[..], b"1", b"65536", b"4294967295", b"99999999999"][rng.below(5)];
                    if numbered && by == b"4294967295" {
                        by = b"4294967296";
                    }
                    text.splice(start..start + len, by.iter().copied());
                }
            }
        }
    }

    #[test]
    fn ir_import_smoke() {
        let corpus = ir_corpus();
        assert!(corpus.len() > 100, "{} corpus files", corpus.len());
        // Every file as it is, then mutations of the smaller ones (most lit inputs are 2-6 KB;
        // particles.ll is 24 KB) to keep the test fast in debug builds.
        for (_, bytes) in &corpus {
            ir_import(bytes);
        }
        let mut stages = [0; 3];
        let small: Vec<&Vec<u8>> = corpus
            .iter()
            .map(|(_, b)| b)
            .filter(|b| b.len() < 8192)
            .collect();
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        for round in 0..2000 {
            let mut text = small[rng.below(small.len())].clone();
            for _ in 0..1 + rng.below(3) {
                mutate_text(&mut rng, &mut text);
            }
            if round % 50 == 0 {
                // Splice two files.
                let other = small[rng.below(small.len())];
                let cut = rng.below(other.len());
                text.extend_from_slice(&other[cut..]);
            }
            stages[ir_import_stage(&text) as usize] += 1;
        }
        // Most mutants are rejected by LLVM's parser or verifier; enough get through to the
        // importer and the backend.
        let [rejected, loaded, compiled] = stages;
        assert!(
            loaded + compiled > 500 && compiled > 400,
            "rejected {rejected}, loaded {loaded}, compiled {compiled}"
        );
    }

    /// Inputs the fuzzers found (docs/TESTING.md, "Fuzzing"), each with the error it must give.
    #[test]
    fn fuzz_regressions() {
        const MODULE_FLAG_IS_A_CU: &str = r#"
define spir_kernel void @k() !dbg !5 {
  ret void, !dbg !8
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!0, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.cl", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 1, scope: !5)
"#;
        // ir_import: LLVM's parser aborted the process on both (report_fatal_error in its
        // debug-info upgrade, which verifies modules with "Debug Info Version" 3).
        let cases = [
            (
                MODULE_FLAG_IS_A_CU.to_owned(),
                "invalid module: incorrect number of operands in module flag",
            ),
            (
                MODULE_FLAG_IS_A_CU.replace(
                    "  ret void, !dbg !8",
                    "  %b = add i32 %a, 1, !dbg !8\n  %a = add i32 %b, 1, !dbg !8\n  ret void, !dbg !8",
                )
                .replace("!{!0, !3}", "!{!3}"),
                "invalid module: Instruction does not dominate all uses!",
            ),
        ];
        for (text, expected) in &cases {
            ir_import(text.as_bytes());
            match crate::ir::load_memory(text.as_bytes(), "t.ll", &Default::default()) {
                Err(e) => assert_eq!(e.to_string(), *expected),
                Ok(_) => panic!("loaded, expected {expected}"),
            }
        }
    }

    /// The NSDI instructions of `words`: (word index, operand count, instruction, result id).
    fn nsdi_instructions(words: &[Word]) -> Vec<(usize, usize, DebugOp, Word)> {
        let mut set = None;
        let mut out = Vec::new();
        let mut at = 5;
        while at < words.len() {
            let count = (words[at] >> 16) as usize;
            let opcode = words[at] & 0xffff;
            if opcode == 11 {
                let name: Vec<u8> = bytes_of(&words[at + 2..at + count]);
                if name.starts_with(crate::nsdi::SET_NAME.as_bytes()) {
                    set = Some(words[at + 1]);
                }
            }
            if (opcode == 12 || opcode == 4433) && Some(words[at + 3]) == set {
                let op = DebugOp::from_u32(words[at + 4]).expect("a known instruction");
                out.push((at, count - 5, op, words[at + 2]));
            }
            at += count;
        }
        out
    }

    /// Binaries the round-trip comparison indexed past an operand list on (the spirv_reader
    /// fuzzer found the first; the second is the same mistake elsewhere, reached by comparing
    /// against the binary's own source), checked against their own module: differences, no
    /// panic.
    #[test]
    fn roundtrip_regressions() {
        let check = |input: &str, edit: &dyn Fn(&mut Vec<Word>)| {
            let loaded = crate::ir::load_file(&repo(input), &Default::default()).expect("loads");
            let mut words = compile_g(&loaded.module, false).expect("compiles");
            edit(&mut words);
            spirv_reader(&bytes_of(&words));
            let full = roundtrip::CheckOptions { full: true };
            let report =
                crate::llvm_adapter::check_module(&loaded.module, &words, full).expect("reads");
            assert!(
                !report.differences.is_empty(),
                "{input}: the edit went unnoticed"
            );
        };
        // A DebugExpression whose first operation is an instruction without operands.
        check("lit-tests/nsdi/expression-operations.ll", &|words| {
            let insts = nsdi_instructions(words);
            let empty = insts
                .iter()
                .find(|i| i.1 == 0)
                .expect("one without operands")
                .3;
            let expression = insts
                .iter()
                .find(|i| i.2 == DebugOp::DebugExpression && i.1 > 0)
                .expect("a non-empty DebugExpression");
            words[expression.0 + 5] = empty;
        });
        // A DebugTypeEnum whose last enumerator has a value and no name.
        check("lit-tests/nsdi/type-enum.ll", &|words| {
            let insts = nsdi_instructions(words);
            let (at, count, ..) = *insts
                .iter()
                .find(|i| i.2 == DebugOp::DebugTypeEnum && i.1 > 8)
                .expect("a DebugTypeEnum with enumerators");
            words.remove(at + 5 + count - 1);
            words[at] -= 1 << 16;
        });
    }

    /// Type graphs that double at every level: rendering them for the comparison was exponential
    /// (the spirv_reader fuzzer ran out of memory on one); both sides now stop after a fixed
    /// number of types. From valid IR (a function type whose two parameters point back at it)
    /// and from a binary whose DebugTypeFunction names itself as both parameters.
    #[test]
    fn type_rendering_is_bounded() {
        let input = repo("lit-tests/roundtrip/function-type-cycle-fanout.ll");
        let loaded = crate::ir::load_file(&input, &Default::default()).expect("loads");
        let mut words = compile_g(&loaded.module, false).expect("compiles");
        let full = roundtrip::CheckOptions { full: true };
        let report =
            crate::llvm_adapter::check_module(&loaded.module, &words, full).expect("reads");
        assert_eq!(report.lines(), Vec::<String>::new());
        let insts = nsdi_instructions(&words);
        let (at, count, _, id) = *insts
            .iter()
            .find(|i| i.2 == DebugOp::DebugTypeFunction && i.1 == 4)
            .expect("DebugTypeFunction with two parameters");
        assert_eq!(count, 4);
        words[at + 5 + 2] = id;
        words[at + 5 + 3] = id;
        spirv_reader(&bytes_of(&words));
        assert!(crate::llvm_adapter::check_module(&loaded.module, &words, full).is_ok());
    }

    /// `nsdi-llc -g` on several lit inputs, sequentially twice and from several threads at once
    /// in one process (each load has its own LLVM context): byte-identical output.
    #[test]
    fn compile_is_deterministic_across_threads() {
        let inputs: Vec<PathBuf> = [
            "lit-tests/codegen/atomics_global_local-O0.ll",
            "lit-tests/codegen/classes_methods-O2.ll",
            "lit-tests/codegen/program_globals-O0.ll",
            "lit-tests/codegen/template_vectors-O2.ll",
            "lit-tests/codegen/switch_dense_sparse-O2.ll",
            "lit-tests/nsdi/Inputs/cycle-class-methods.ll",
        ]
        .iter()
        .map(|p| repo(p))
        .collect();
        let all = |rotate: usize| -> Vec<Vec<Word>> {
            let mut out = vec![Vec::new(); inputs.len()];
            for k in 0..inputs.len() {
                let i = (k + rotate) % inputs.len();
                out[i] = compile_file(&inputs[i], i % 2 == 1);
            }
            out
        };
        let first = all(0);
        assert_eq!(all(0), first, "two sequential runs differ");
        let threads: Vec<Vec<Vec<Word>>> = std::thread::scope(|s| {
            let workers: Vec<_> = (0..4)
                .map(|t| {
                    std::thread::Builder::new()
                        .stack_size(64 << 20)
                        .spawn_scoped(s, move || all(t))
                        .expect("thread")
                })
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().expect("no panic"))
                .collect()
        });
        for (t, outputs) in threads.iter().enumerate() {
            for (i, words) in outputs.iter().enumerate() {
                assert!(
                    *words == first[i],
                    "thread {t}: {} differs from the sequential output",
                    inputs[i].display()
                );
            }
        }
    }
}
