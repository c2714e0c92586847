//! Criterion benchmarks, one group per stage of `nsdi-llc -g` (docs/PERFORMANCE.md):
//! LLVM parse, IR import without and with DI, code lowering, NSDI emission, encoding, and the
//! round trip's reader and check.
//!
//! Input: `NSDI_BENCH_INPUT` (an .ll or .bc file), else a 1000-function module from
//! `nsdi-synth --functions 1000 --seed 1`, generated into target/bench on first use.
//!
//! ```text
//! cargo bench --bench stages                 # all stages
//! cargo bench --bench stages -- nsdi_emission
//! ```

use std::path::{Path, PathBuf};
use std::process::Command;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use nsdi::backend::{AsmPrinter, AsmPrinterHandler};
use nsdi::debug::{DebugLevel, DebugOptions};
use nsdi::ir::{LoadOptions, Module, load_memory, parse_only};
use nsdi::llvm_adapter::NsdiDebugHandler;

fn input() -> PathBuf {
    if let Some(path) = std::env::var_os("NSDI_BENCH_INPUT") {
        return PathBuf::from(path);
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = root.join("target/bench/synth-1000.ll");
    if !path.exists() {
        std::fs::create_dir_all(path.parent().expect("has a parent")).expect("target/bench");
        let status = Command::new("cargo")
            .args(["run", "--release", "--quiet", "-p", "nsdi-synth", "--"])
            .args(["--functions", "1000", "--seed", "1", "-o"])
            .arg(&path)
            .current_dir(root)
            .status()
            .expect("cargo runs");
        assert!(status.success(), "nsdi-synth failed");
    }
    path
}

fn handler(module: &Module, level: DebugLevel) -> Vec<Box<dyn AsmPrinterHandler + '_>> {
    let options = DebugOptions {
        level,
        forward_refs: false,
        command_line: "bench".to_owned(),
        inlined_variables: false,
        pointer_storage: Default::default(),
        member_indexes: false,
    };
    // Source text from the current directory, as nsdi-llc reads it.
    let mut handler = NsdiDebugHandler::new(module, options);
    handler.set_source_provider(Box::new(nsdi::llvm_adapter::DiskSources::new(None)));
    vec![Box::new(handler)]
}

fn stages(c: &mut Criterion) {
    let path = input();
    let name = path.display().to_string();
    let bytes = std::fs::read(&path).expect("bench input readable");
    let load = |skip_debug_info| {
        load_memory(
            &bytes,
            &name,
            &LoadOptions {
                skip_debug_info,
                ..LoadOptions::default()
            },
        )
        .expect("bench input loads")
        .module
    };
    let module = load(false);
    let stripped = load(true);

    let mut group = c.benchmark_group("ir_load");
    group.sample_size(10);
    group.bench_function("parse_only", |b| {
        b.iter(|| parse_only(&bytes, &name).expect("parses"))
    });
    group.bench_function("import_without_di", |b| b.iter(|| load(true)));
    group.bench_function("import_with_di", |b| b.iter(|| load(false)));
    group.finish();

    let mut group = c.benchmark_group("lowering");
    group.sample_size(10);
    group.bench_function("code_only_g0", |b| {
        b.iter(|| nsdi::backend::compile(&stripped, Vec::new()).expect("compiles"))
    });
    group.finish();

    let mut group = c.benchmark_group("nsdi_emission");
    group.sample_size(10);
    group.bench_function("code_and_full_di_g", |b| {
        b.iter(|| nsdi::backend::compile(&module, handler(&module, DebugLevel::Full)).expect("ok"))
    });
    group.bench_function("code_and_line_tables", |b| {
        b.iter(|| {
            nsdi::backend::compile(&module, handler(&module, DebugLevel::LineTablesOnly))
                .expect("ok")
        })
    });
    group.finish();

    let mut group = c.benchmark_group("encoding");
    group.sample_size(10);
    group.bench_function("assemble", |b| {
        b.iter_batched(
            || {
                let mut printer = AsmPrinter::new(&module);
                for h in handler(&module, DebugLevel::Full) {
                    printer.add_handler(h);
                }
                printer.emit_module().expect("ok")
            },
            |spv| spv.assemble(),
            BatchSize::LargeInput,
        )
    });
    group.finish();

    let words =
        nsdi::backend::compile(&module, handler(&module, DebugLevel::Full)).expect("compiles");
    let mut group = c.benchmark_group("roundtrip");
    group.sample_size(10);
    group.bench_function("read", |b| {
        b.iter(|| nsdi::roundtrip::reader::read(&words).expect("reads"))
    });
    group.bench_function("check", |b| {
        b.iter(|| {
            let options = nsdi::roundtrip::CheckOptions::new(true);
            nsdi::llvm_adapter::check_module(&module, &words, &options).expect("checks")
        })
    });
    group.finish();
}

criterion_group!(benches, stages);
criterion_main!(benches);
