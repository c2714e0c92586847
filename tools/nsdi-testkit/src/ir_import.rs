//! The `ir_import` fuzz target: bytes as an LLVM module, through the loader, the backend and
//! the round-trip check, as `nsdi-llc -g --verify-roundtrip` runs them.

use rspirv::spirv::Word;

use crate::Stage;
use nsdi::roundtrip;

/// `ir_import`: bytes as a `.ll` (or `.bc`) file, loaded with [`nsdi::ir::load_memory`]; when
/// it loads, the `--dump-di` text and the `-g` compile of `nsdi-llc` (forward references on
/// for odd-length inputs, as `--spirv-ext=+all`), then `--verify-roundtrip`'s check. Runs on a
/// thread with `nsdi-llc`'s stack size, so recursion depth is judged as the tool would.
pub fn ir_import(data: &[u8]) {
    ir_import_stage(data);
}

pub(crate) fn ir_import_stage(data: &[u8]) -> Stage {
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
const STACK_SIZE: usize = 512 << 20;

fn ir_import_body(data: &[u8]) -> Stage {
    use nsdi::ir::{LoadOptions, load_memory};
    let loaded = match load_memory(data, "fuzz.ll", &LoadOptions::default()) {
        Ok(loaded) => loaded,
        Err(_) => return Stage::Rejected,
    };
    let module = &loaded.module;
    let _ = module.di.dump();
    let _ = module.dump_debug_uses();
    let Ok(words) = compile_g(module, data.len() % 2 == 1) else {
        return Stage::Loaded;
    };
    if !module.di.compile_units.is_empty() {
        let options = roundtrip::CheckOptions::new(true);
        let _ = nsdi::llvm_adapter::check_module(module, &words, &options);
    }
    Stage::Compiled
}

/// What `nsdi-llc -g [--spirv-ext=+all]` does with a loaded module, into memory: the NSDI
/// handler only when the module has a compile unit, a fixed command line.
pub fn compile_g(module: &nsdi::ir::Module, forward_refs: bool) -> Result<Vec<Word>, String> {
    use nsdi::backend::AsmPrinterHandler;
    use nsdi::debug::{DebugLevel, DebugOptions};
    use nsdi::llvm_adapter::NsdiDebugHandler;
    let mut handlers: Vec<Box<dyn AsmPrinterHandler + '_>> = Vec::new();
    if !module.di.compile_units.is_empty() {
        let options = DebugOptions {
            level: DebugLevel::Full,
            forward_refs,
            command_line: "nsdi-llc -g fuzz.ll".to_owned(),
            inlined_variables: false,
            pointer_storage: Default::default(),
            member_indexes: false,
        };
        // Source text from the current directory, as nsdi-llc reads it.
        let mut handler = NsdiDebugHandler::new(module, options);
        handler.set_source_provider(Box::new(nsdi::llvm_adapter::DiskSources::new(None)));
        handlers.push(Box::new(handler));
    }
    nsdi::backend::compile(module, handlers).map_err(|e| e.to_string())
}
