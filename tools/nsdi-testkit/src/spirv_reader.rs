//! The `spirv_reader` fuzz target: any bytes as a SPIR-V binary, through everything nsdi does
//! with one.

use rspirv::spirv::Word;

use crate::Stage;
use nsdi::nsdi::DebugOp;
use nsdi::roundtrip::{self, SpirvView};

/// `spirv_reader`: arbitrary bytes as a SPIR-V binary, loaded the way `nsdi-dump` loads a file
/// (whole little-endian words, a big-endian module swapped), then everything the library does
/// with a binary: [`roundtrip::read`], walking the view, the mutation test's
/// [`mutations`](crate::mutate::mutations) and [`roundtrip::check`] against the
/// module the binary names as its compile unit's source, if it is one of the references (the
/// small lit inputs, the seeds' sources), else `examples/particles.ll`; as `-g` for an even
/// number of words, else as `-gline-tables-only`.
pub fn spirv_reader(data: &[u8]) {
    spirv_reader_stage(data);
}

pub(crate) fn spirv_reader_stage(data: &[u8]) -> Stage {
    let words = words_of(data);
    let Ok(view) = roundtrip::read(&words) else {
        return Stage::Rejected;
    };
    walk(&view);
    let _ = crate::mutate::mutations(&words);
    if let Some(reference) = reference_module(&view, words.len()) {
        // `-g` or `-gline-tables-only` expectations: one check per input (each parses the
        // binary again), the length picks which.
        let full = words.len() % 2 == 0;
        let options = roundtrip::CheckOptions::new(full);
        let _ = nsdi::llvm_adapter::check_module(reference, &words, &options);
    }
    Stage::Loaded
}

/// Whole little-endian words (a trailing partial word dropped), byte-swapped when the magic
/// number is big-endian, as `nsdi-dump` reads a file.
pub(crate) fn words_of(data: &[u8]) -> Vec<Word> {
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
            let _ = render.ty(nsdi::nsdi::TypeId::from_word(inst.id));
            let _ = render.scope(nsdi::nsdi::ScopeId::from_word(inst.id));
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
fn reference_module(view: &SpirvView, pick: usize) -> Option<&'static nsdi::ir::Module> {
    use std::collections::HashMap;
    use std::sync::OnceLock;
    type References = (
        HashMap<String, Vec<nsdi::ir::Module>>,
        Option<nsdi::ir::Module>,
    );
    static REFERENCES: OnceLock<References> = OnceLock::new();
    let (by_source, particles) = REFERENCES.get_or_init(|| {
        let load = |bytes: &[u8]| {
            nsdi::ir::load_memory(bytes, "reference.ll", &Default::default())
                .ok()
                .map(|l| l.module)
        };
        let mut by_source: HashMap<String, Vec<nsdi::ir::Module>> = HashMap::new();
        let lit = crate::repository_path("lit-tests");
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
        (
            by_source,
            load(include_bytes!("../../../examples/particles.ll")),
        )
    });
    let source = view
        .all(DebugOp::DebugCompilationUnit)
        .next()
        .and_then(|cu| cu.view::<nsdi::nsdi::view::DebugCompilationUnit>())
        .and_then(|cu| view.get::<nsdi::nsdi::view::DebugSource>(cu.source()))
        .and_then(|s| view.string(s.file().word()));
    match source.and_then(|s| by_source.get(s)) {
        Some(modules) => modules.get(pick % modules.len()),
        None => particles.as_ref(),
    }
}

/// The source path NSDI writes for `module`'s first compile unit.
fn module_source(module: &nsdi::ir::Module) -> Option<String> {
    let di = &module.di;
    let unit = di.compile_unit(*di.compile_units.first()?);
    let file = di.file(unit.file?);
    Some(file.path())
}

/// Every `.ll` file under `dir` (not lit's `Output` directories), sorted.
pub(crate) fn ll_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
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
