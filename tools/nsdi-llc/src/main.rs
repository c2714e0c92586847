//! `nsdi-llc`: compile LLVM 19 IR (clang-19 output for OpenCL) to SPIR-V.
//!
//! Every failure is one line `nsdi-llc: error: <file>: <reason>` and exit code 1; the output is
//! written to a temporary file next to the destination and renamed into place, so a failure
//! never leaves a partial file.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use nsdi::backend::Flavour;
use nsdi::backend::spirv::MAX_ID_BOUND;
use nsdi::debug::{DebugLevel, DebugOptions, PointerStorage};
use nsdi::ir::{LoadOptions, Structurize, load_file};
use nsdi::llvm_adapter::{DiskSources, NsdiDebugHandler};

// mimalloc serves every allocation in the process: Rust's through this, and, with the crate's
// `override` feature, LLVM's and SPIRV-Tools' `malloc`/`operator new` too (the executable's
// definitions interpose on libc's). LLVM's parser and our import allocate millions of small
// objects; with glibc's allocator the -g compile took 1.2-1.4x as long (docs/PERFORMANCE.md,
// "The allocator"). `limit_address_space_to_memory` in `main` keeps LLVM's "out of memory" for
// a corrupted size, which mimalloc's uncommitted reservations would otherwise grant.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

// mimalloc's `mi_option_set` (the `libmimalloc-sys` crate declares it only under its
// `extended` feature, whose extra dependency we do not need): the C library is linked through
// the `mimalloc` crate either way.
unsafe extern "C" {
    fn mi_option_set(option: std::ffi::c_int, value: std::ffi::c_long);
    #[cfg(test)]
    fn mi_option_get(option: std::ffi::c_int) -> std::ffi::c_long;
}

/// `mi_option_purge_delay` in the `mi_option_t` enum of the mimalloc 2.x that the `mimalloc`
/// crate's `v2` feature builds (include/mimalloc.h); checked by a unit test below.
const MI_OPTION_PURGE_DELAY: std::ffi::c_int = 15;

/// How long, in milliseconds, memory freed back to mimalloc stays committed before it is
/// returned to the kernel. At mimalloc's default (10 ms) memory the compile freed went back
/// to the kernel between one stage and the next, and the stages that allocated again (the
/// import, the lowering, encoding) faulted the same pages in anew: 100,000 more page faults
/// than with no purging for `-g` at 10,000 functions, about 6 % of its time
/// (docs/PERFORMANCE.md, "Issue 30: the -g compile's own time"). 100 ms removes most of those
/// faults (293 k -> 217 k) for less peak RSS than 1 s (187 k faults): 768 MiB against 794,
/// 667 before, the parse's 612.
const PURGE_DELAY_MS: std::ffi::c_long = 100;

fn keep_freed_memory_committed() {
    // SAFETY: sets one integer option of the allocator this executable links; mimalloc allows
    // setting options at any time, and no other thread runs yet.
    unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, PURGE_DELAY_MS) };
}

#[derive(Parser, Debug)]
#[command(
    name = "nsdi-llc",
    version,
    about = "Compile LLVM 19 IR to SPIR-V with NonSemantic.Shader.DebugInfo.100 debug info"
)]
struct Cli {
    /// Input module: LLVM 19 assembly (.ll) or bitcode (.bc).
    input: PathBuf,

    /// Output file; `-` writes the binary to standard output. Default: the input with `.spv`.
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,

    /// Optimization level: accepted for llc compatibility; the backend does not optimize.
    #[arg(short = 'O', value_name = "N", default_value = "0")]
    opt_level: OsString,

    /// Emit full debug info (NonSemantic.Shader.DebugInfo.100).
    #[arg(short = 'g', overrides_with_all = ["no_debug", "line_tables_only"])]
    debug: bool,

    /// Emit only compile units, sources, functions, scopes and lines.
    #[arg(long = "gline-tables-only", overrides_with_all = ["no_debug", "debug"])]
    line_tables_only: bool,

    /// Emit no debug info (the default).
    #[arg(long = "g0", overrides_with_all = ["debug", "line_tables_only"])]
    no_debug: bool,

    /// Enable (+) or disable (-) SPIR-V extensions, comma-separated; `+all` enables every one
    /// nsdi can use (SPV_KHR_relaxed_extended_instruction: forward references in NSDI cycles;
    /// SPV_KHR_linkonce_odr: `linkonce_odr` functions and variables as LinkOnceODR).
    #[arg(
        long = "spirv-ext",
        value_name = "+EXT,-EXT|+all",
        allow_hyphen_values = true
    )]
    spirv_ext: Vec<OsString>,

    /// Also emit DebugInlinedVariable for variables of inlined code (SPIRV-LLVM-Translator
    /// 2024.2 cannot read it; the inlined-at chain is on DebugScope either way).
    #[arg(long = "inlined-variables")]
    inlined_variables: bool,

    /// Print a remark for each piece of debug info that was degraded (and why).
    #[arg(long)]
    remarks: bool,

    /// After writing, read the NSDI back and compare it with the source DI (as nsdi-roundtrip
    /// does); differences are an error.
    #[arg(long = "verify-roundtrip")]
    verify_roundtrip: bool,

    /// Validate the output in process (SPIRV-Tools, as spirv-val) before writing it; an
    /// output that does not validate is not written. The default (nsdi-llc's `validate`
    /// feature, on unless built with `--no-default-features`; without it, an error).
    #[arg(long, overrides_with = "no_verify")]
    verify: bool,

    /// Do not validate the output (what a build without the `validate` feature does).
    #[arg(long = "no-verify", overrides_with = "verify")]
    no_verify: bool,

    /// Testing only: make the encoded module invalid (its id bound 1) before validation, so
    /// the tests can show that an output the validator rejects is not written.
    #[arg(long = "x-corrupt-output-for-testing", hide = true)]
    corrupt_output_for_testing: bool,

    /// Directory relative DIFile paths are resolved against when reading source text
    /// (default: the current directory).
    #[arg(long = "source-root", value_name = "DIR")]
    source_root: Option<PathBuf>,

    /// Replace the path prefix OLD by NEW in every file name the debug info records (as
    /// clang's option; later ones win). Repeatable.
    #[arg(long = "fdebug-prefix-map", value_name = "OLD=NEW")]
    debug_prefix_map: Vec<OsString>,

    /// Print the imported debug-info graph (one node per line) and the debug uses of each
    /// function, then stop.
    #[arg(long = "dump-di")]
    dump_di: bool,

    /// Only parse the input with LLVM's parser, write nothing (the floor `tools/bench`
    /// measures against).
    #[arg(long = "parse-only")]
    parse_only: bool,

    /// Target environment, as spirv-val names it: `vulkan1.2` or `vulkan1.3` write Vulkan
    /// compute SPIR-V (docs/VULKAN.md); `opencl` (the default, unless the module's triple names
    /// Vulkan) OpenCL Kernel SPIR-V.
    #[arg(long = "target-env", value_name = "ENV")]
    target_env: Option<String>,

    /// Write the Vulkan entry points' resources (arguments' sets, bindings, push-constant
    /// offsets, workgroup size) as JSON to FILE.
    #[arg(long = "reflect", value_name = "FILE")]
    reflect: Option<PathBuf>,

    /// Vulkan flavour: which `global`/`constant` pointer arguments get a binding. `all` (the
    /// default, a stable interface): every one, numbered in argument order; `used`: only those
    /// the kernel refers to, still in argument order (clspv's interface); the reflection lists
    /// an unused one as `"kind": "unused_buffer"`.
    #[arg(long = "bindings", value_name = "all|used")]
    bindings: Option<String>,

    /// Instrument the module with source coverage counters (docs/COVERAGE.md):
    /// `lines` counts each (file, line) run of the line table, `functions` lists function
    /// entries (calls), `branches` counts each arm of the conditional branches that have a
    /// source line. Needs `-gline-tables-only` or `-g`.
    #[arg(long = "coverage", value_name = "KINDS")]
    coverage: Option<String>,

    /// Coverage counter width in bits: 64 (the default; needs shaderBufferInt64Atomics) or 32.
    #[arg(long = "coverage-counter-width", value_name = "BITS")]
    coverage_counter_width: Option<String>,

    /// Pin the coverage buffer at binding B of set S (default: binding 0 of the set after the
    /// highest one the kernel uses).
    #[arg(long = "coverage-binding", value_name = "B,S")]
    coverage_binding: Option<String>,

    /// Treat descriptor set N as the host's for the coverage buffer's auto-placement
    /// (repeatable; the buffer goes after the highest set used or reserved).
    #[arg(long = "coverage-reserved-set", value_name = "N")]
    coverage_reserved_sets: Vec<String>,

    /// How a coverage marker adds to its counter: `subgroup` (the Vulkan default: one atomic
    /// add per sub-group, of the count of its invocations there; needs the sub-group
    /// operations BASIC and BALLOT) or `none` (every invocation adds 1; the Kernel flavour's
    /// only way).
    #[arg(long = "coverage-aggregate", value_name = "subgroup|none")]
    coverage_aggregate: Option<String>,

    /// Write the coverage manifest (one entry per counter) as JSON to FILE.
    #[arg(long = "coverage-manifest", value_name = "FILE")]
    coverage_manifest: Option<PathBuf>,

    /// Print the wall time of each stage to standard error (as llc's -time-passes).
    #[arg(long = "time-stages")]
    time_stages: bool,
}

fn main() -> ExitCode {
    #[cfg(feature = "validate")]
    {
        use nsdi::roundtrip::validate::in_process;
        // This executable as the validator's child (below): nothing else runs in it.
        let mut args = std::env::args_os().skip(1);
        if args.next().is_some_and(|a| a == in_process::CHILD_ARGUMENT) {
            let status = in_process::serve_child(&args.next().unwrap_or_default());
            return ExitCode::from(status as u8);
        }
        // SAFETY: first thing in main, before any thread.
        unsafe { nsdi::roundtrip::validate::put_validator_on_path() };
        // The validator's heap peaks in a child rather than on top of this process's (LLVM's
        // module is never freed): peak RSS stays that of the compile (docs/PERFORMANCE.md).
        // The child is nsdi-validate-child beside this executable (no LLVM: it starts in a
        // few ms), or this executable where it is missing.
        if let Ok(executable) = std::env::current_exe() {
            let light = executable.with_file_name("nsdi-validate-child");
            in_process::validate_in_child(if light.is_file() { light } else { executable });
        }
    }
    nsdi_cli::process::ignore_file_size_signal();
    nsdi_cli::process::limit_address_space_to_memory();
    keep_freed_memory_committed();
    // LLVM's parser and verifier recurse on metadata; deep DI needs more than the default stack.
    let worker = std::thread::Builder::new().stack_size(512 << 20).spawn(|| {
        // clang and llc spell these with one dash; clap's short options are single letters.
        // Arguments are OsStrings throughout: a path need not be UTF-8.
        let args = std::env::args_os().map(|a| match a.to_str() {
            Some("-g0") => "--g0".into(),
            Some("-gline-tables-only") => "--gline-tables-only".into(),
            Some(s) if s.starts_with("-fdebug-prefix-map=") => format!("-{s}").into(),
            _ => a,
        });
        let cli: Cli = nsdi_cli::parse_or_exit("nsdi-llc", args);
        let name = cli.input.display().to_string();
        match run(&cli) {
            Ok(()) => ExitCode::SUCCESS,
            Err(reason) => {
                eprintln!("nsdi-llc: error: {name}: {reason}");
                ExitCode::FAILURE
            }
        }
    });
    match worker.map(|w| w.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("nsdi-llc: error: internal error (see above)");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: &Cli) -> Result<(), String> {
    if !matches!(
        cli.opt_level.to_str(),
        Some("0" | "1" | "2" | "3" | "s" | "z")
    ) {
        return Err(format!(
            "unknown optimization level '-O{}'",
            cli.opt_level.to_string_lossy()
        ));
    }
    if cli.parse_only {
        let bytes = nsdi::ir::read_input(&cli.input).map_err(|e| e.to_string())?;
        let name = cli.input.display().to_string();
        return nsdi::ir::parse_only(&bytes, &name).map_err(|e| e.to_string());
    }
    // `-g0` reads no debug info (a third of the import's time on large modules). A diagnostic
    // names its instruction's source line, which only the DI holds: on failure the compilation
    // is repeated with the DI read, and that run's (same, but located) error is reported.
    let lean = !cli.debug && !cli.line_tables_only && !cli.dump_di && !cli.verify_roundtrip;
    match compile(cli, lean, true) {
        Err(_) if lean => compile(cli, false, false),
        result => result,
    }
}

/// One compilation; `skip_debug_info` loads the module without its DI; `print_warnings: false`
/// leaves out LLVM's loading warnings (a repeated compilation has printed them already).
fn compile(cli: &Cli, skip_debug_info: bool, print_warnings: bool) -> Result<(), String> {
    let requested = match cli.target_env.as_deref() {
        None => None,
        Some(env) => Some(Flavour::from_target_env(env).ok_or_else(|| {
            format!("unknown --target-env '{env}' (known: vulkan1.2, vulkan1.3, opencl)")
        })?),
    };
    // The validator's child starts now and loads while the module compiles.
    #[cfg(feature = "validate")]
    if !cli.no_verify {
        nsdi::roundtrip::validate::in_process::prestart_child();
    }
    let structurize = match requested {
        Some(f) if f.is_vulkan() => Structurize::Always,
        Some(_) => Structurize::Never,
        None => Structurize::IfVulkanTriple,
    };
    // Never freed: the process ends after writing (see the encoding step below).
    let loaded = std::mem::ManuallyDrop::new(
        load_file(
            &cli.input,
            &LoadOptions {
                leak_llvm_module: true,
                structurize,
                skip_debug_info,
            },
        )
        .map_err(|e| e.to_string())?,
    );
    for warning in loaded.warnings.iter().filter(|_| print_warnings) {
        eprintln!("nsdi-llc: warning: {}: {warning}", cli.input.display());
    }
    let module = &loaded.module;
    let mut timings = loaded.timings.clone();
    let mut clock = std::time::Instant::now();
    let mut lap = |stage: &'static str| {
        let now = std::time::Instant::now();
        timings.push((stage, now - clock));
        clock = now;
    };
    if cli.dump_di {
        let mut text = module.di.dump();
        text.push_str(&module.dump_debug_uses());
        return nsdi_cli::output::write_stdout(text.as_bytes());
    }
    let level = if cli.debug {
        Some(DebugLevel::Full)
    } else if cli.line_tables_only {
        Some(DebugLevel::LineTablesOnly)
    } else {
        None
    };
    let enabled = extensions(&cli.spirv_ext)?;
    let prefix_map = prefix_map(&cli.debug_prefix_map)?;
    let flavour = requested.unwrap_or_else(|| Flavour::from_triple(&module.target_triple));
    let mut debug_handler = None;
    if let Some(level) = level {
        if module.di.compile_units.is_empty() {
            eprintln!(
                "nsdi-llc: warning: {}: -g given but the module has no debug info (no llvm.dbg.cu); emitting none",
                cli.input.display()
            );
        } else {
            let options = DebugOptions {
                level,
                forward_refs: enabled.forward_refs,
                command_line: command_line(&prefix_map),
                inlined_variables: cli.inlined_variables,
                pointer_storage: if flavour.is_vulkan() {
                    PointerStorage::Vulkan
                } else {
                    PointerStorage::OpenClKernel
                },
                member_indexes: flavour.is_vulkan(),
            };
            let mut handler = NsdiDebugHandler::new(module, options);
            handler.set_source_provider(Box::new(DiskSources::new(cli.source_root.clone())));
            handler.set_prefix_map(prefix_map.clone());
            debug_handler = Some(handler);
        }
    }
    // The Kernel flavour has no resource reflection; with --coverage, --reflect reports the
    // coverage buffer's contract alone (its kernel-argument index).
    if cli.reflect.is_some() && !flavour.is_vulkan() && cli.coverage.is_none() {
        return Err("--reflect needs the Vulkan flavour (--target-env=vulkan1.2|vulkan1.3)".into());
    }
    let coverage = coverage_options(cli, level)?;
    let bindings_used_only = match cli.bindings.as_deref() {
        None | Some("all") => false,
        Some("used") if flavour.is_vulkan() => true,
        Some("used") => {
            return Err(
                "--bindings=used needs the Vulkan flavour (--target-env=vulkan1.2|vulkan1.3)"
                    .into(),
            );
        }
        Some(other) => return Err(format!("unknown --bindings '{other}' (known: all, used)")),
    };
    let mut switch_ids = nsdi::backend::LoweredSwitchIds::default();
    let mut printer = nsdi::backend::AsmPrinter::with_flavour(module, flavour);
    printer.bind_used_arguments_only(bindings_used_only);
    printer.allow_linkonce_odr(enabled.linkonce_odr);
    if let Some(handler) = debug_handler.as_mut() {
        printer.add_handler(Box::new(handler));
    }
    // Coverage counts a lowered switch's cases as arms: the ids of its tree and selector.
    if coverage.is_some() {
        printer.add_handler(Box::new(&mut switch_ids));
    }
    let (mut spv, reflection) = printer.emit_with_reflection().map_err(|e| e.to_string())?;
    lap("lowering and NSDI emission");
    let mut words = spv.take_words().map_err(|e| e.to_string())?;
    // Coverage rewrites the finished module (off by default: other outputs are unchanged).
    let instrumented = match coverage {
        Some(mut options) => {
            (options.lowered_switches, options.replaced_tests) =
                nsdi::llvm_adapter::coverage_sites(switch_ids);
            let instrumented = nsdi::coverage::instrument(&words, &options)?;
            words = instrumented.words.clone();
            Some(instrumented)
        }
        None => None,
    };
    let validating = !cli.no_verify && (cli.verify || cfg!(feature = "validate"));
    // Refused before validation: spirv-val says so only after naming every id (minutes for a
    // module of millions). With --no-verify the module is written, as asked.
    if let Some(&bound) = words.get(3)
        && bound > MAX_ID_BOUND
    {
        let over = format!(
            "the module needs an id bound of {bound}, over SPIR-V's universal limit of {MAX_ID_BOUND}"
        );
        if validating {
            return Err(format!(
                "{over}; not written (split the module, or use less debug info: -gline-tables-only, -g0)"
            ));
        }
        eprintln!(
            "nsdi-llc: warning: {}: {over}; spirv-val refuses it",
            cli.input.display()
        );
    }
    if cli.corrupt_output_for_testing
        && let Some(bound) = words.get_mut(3)
    {
        *bound = 1;
    }
    lap("encoding");
    // The process ends after writing: freeing hundreds of thousands of instructions one by one
    // is wasted time (clang's -disable-free, for the same reason).
    std::mem::forget(spv);
    // The DI nodes a remark names: a lint drop finding about one of them is not silent.
    let remarked: Vec<_> = debug_handler
        .as_ref()
        .map(|h| h.remarks().iter().filter_map(|r| r.node).collect())
        .unwrap_or_default();
    if cli.remarks
        && let Some(handler) = debug_handler.as_mut()
    {
        for remark in handler.take_remarks() {
            eprintln!("nsdi-llc: remark: {}: {remark}", cli.input.display());
        }
    }
    if cli.verify_roundtrip
        && let Some(level) = level.filter(|_| !module.di.compile_units.is_empty())
    {
        // The checker expects file names through the same prefix map.
        let options = nsdi::roundtrip::CheckOptions {
            full: level == DebugLevel::Full,
            prefix_map: prefix_map.clone(),
        };
        let report = nsdi::llvm_adapter::check_module(module, &words, &options)
            .map_err(|e| format!("round trip: {e}"))?;
        eprintln!("nsdi-llc: round trip: {}", report.summary());
        if let Some(first) = report.differences.first() {
            for d in report.differences.iter().take(20) {
                eprintln!("nsdi-llc: round trip: {d}");
            }
            return Err(format!("round trip: {first}"));
        }
        verify_lint(module, &words, &options, &remarked)?;
    }
    if validating {
        validate(&words, flavour)?;
        lap("validation");
    }
    // Written only once the module validated: a failed run leaves no file behind.
    if let Some(path) = &cli.reflect {
        let mut json = reflection.to_json();
        if let Some(instrumented) = &instrumented {
            json = if flavour.is_vulkan() {
                nsdi::coverage::reflection_with_contract(&json, instrumented)
            } else {
                format!(
                    "{{\"synthetic_resources\": [\n  {}\n]}}\n",
                    instrumented.contract_json()
                )
            };
        }
        // Last (after any synthetic resources): the Vulkan device features of the finished
        // module, coverage's 64-bit atomics included. A Kernel module runs on OpenCL, which
        // has no such features: its contract stands alone.
        if flavour.is_vulkan() {
            json = nsdi::device_features::reflection_with_device_features(&json, &words);
        }
        nsdi_cli::output::write_output(path, json.as_bytes())?;
    }
    if let (Some(path), Some(instrumented)) = (&cli.coverage_manifest, &instrumented) {
        nsdi_cli::output::write_output(path, instrumented.manifest_json().as_bytes())?;
    }
    let result = write_output(cli, &little_endian_bytes(&words));
    lap("writing");
    if cli.time_stages {
        let total: std::time::Duration = timings.iter().map(|(_, d)| *d).sum();
        for (stage, d) in &timings {
            eprintln!("nsdi-llc: time: {:>9.3} s  {stage}", d.as_secs_f64());
        }
        eprintln!("nsdi-llc: time: {:>9.3} s  total", total.as_secs_f64());
        #[cfg(feature = "validate")]
        if validating {
            let judge = nsdi::roundtrip::validate::in_process::judged_by_child();
            eprintln!(
                "nsdi-llc: validated by {}",
                judge.map_or("the spirv-val process".to_owned(), |child| format!(
                    "libSPIRV-Tools-shared.so in {child}"
                ))
            );
        }
    }
    result
}

/// The coverage request, checked before anything is compiled.
fn coverage_options(
    cli: &Cli,
    level: Option<DebugLevel>,
) -> Result<Option<nsdi::coverage::CoverageOptions>, String> {
    let Some(kinds) = &cli.coverage else {
        if cli.coverage_aggregate.is_some() {
            return Err("--coverage-aggregate needs --coverage=lines".into());
        }
        if cli.coverage_counter_width.is_some()
            || cli.coverage_binding.is_some()
            || cli.coverage_manifest.is_some()
            || !cli.coverage_reserved_sets.is_empty()
        {
            return Err("--coverage-counter-width, --coverage-binding, --coverage-reserved-set and --coverage-manifest need --coverage=lines".into());
        }
        return Ok(None);
    };
    let mut options = nsdi::coverage::CoverageOptions::parse(
        kinds,
        cli.coverage_counter_width.as_deref(),
        cli.coverage_binding.as_deref(),
    )?;
    for set in &cli.coverage_reserved_sets {
        options.reserve_set(set)?;
    }
    if let Some(aggregate) = &cli.coverage_aggregate {
        options.set_aggregate(aggregate)?;
    }
    if level.is_none() {
        return Err("--coverage needs debug line info (-gline-tables-only or -g)".into());
    }
    Ok(Some(options))
}

/// `--verify`: the output validated in process; fail closed.
/// The module is validated for the environment it targets (as `spirv-val --target-env`), so a
/// Vulkan output also meets the Vulkan environment's rules.
#[cfg(feature = "validate")]
fn validate(words: &[u32], flavour: Flavour) -> Result<(), String> {
    use nsdi::roundtrip::validate::{ValidateError, validate};
    let env = nsdi::llvm_adapter::validation_environment(flavour);
    validate(words, env).map_err(|e| match e {
        ValidateError::Invalid(e) => format!("internal error: invalid SPIR-V, not written: {e}"),
        ValidateError::NoValidator(e) => format!("cannot validate the output, not written: {e}"),
    })
}

#[cfg(not(feature = "validate"))]
fn validate(_: &[u32], _: Flavour) -> Result<(), String> {
    Err(
        "--verify needs nsdi-llc built with its default `validate` feature \
         (this one was built with --no-default-features)"
            .to_owned(),
    )
}

/// The spec lint, as `--verify-roundtrip` enforces it: every rule; a drop a remark names is
/// not an error.
fn verify_lint(
    module: &nsdi::ir::Module,
    words: &[u32],
    options: &nsdi::roundtrip::CheckOptions,
    remarked: &[nsdi::di::DiNodeId],
) -> Result<(), String> {
    let program = nsdi::llvm_adapter::source_program(module);
    let findings = nsdi::roundtrip::lint::lint(&module.di, &program, words, options)
        .map_err(|e| format!("lint: {e}"))?;
    let errors: Vec<_> = findings
        .iter()
        .filter(|f| !f.node.is_some_and(|n| remarked.contains(&n)))
        .collect();
    for f in errors.iter().take(20) {
        eprintln!("nsdi-llc: lint: {f}");
    }
    match errors.first() {
        Some(first) => Err(format!("lint: {first}")),
        None => Ok(()),
    }
}

/// The module as SPIR-V's byte stream (words little-endian). On a little-endian host that is
/// the words' own memory, written without a copy: the copy was a second output-sized buffer
/// (40 MB at 10,000 functions, `-g`), grown by doubling and faulted in page by page.
#[cfg(target_endian = "little")]
fn little_endian_bytes(words: &[u32]) -> std::borrow::Cow<'_, [u8]> {
    std::borrow::Cow::Borrowed(bytemuck::cast_slice(words))
}

#[cfg(not(target_endian = "little"))]
fn little_endian_bytes(words: &[u32]) -> std::borrow::Cow<'_, [u8]> {
    let mut bytes = Vec::with_capacity(words.len() * 4);
    for word in words {
        bytes.extend_from_slice(&word.to_le_bytes());
    }
    std::borrow::Cow::Owned(bytes)
}

fn write_output(cli: &Cli, bytes: &[u8]) -> Result<(), String> {
    let default = || cli.input.with_extension("spv");
    nsdi_cli::output::write_output(&cli.output.clone().unwrap_or_else(default), bytes)
}

/// The extensions `--spirv-ext` lists allow.
#[derive(Default)]
struct Extensions {
    /// SPV_KHR_relaxed_extended_instruction: forward references in NSDI cycles.
    forward_refs: bool,
    /// SPV_KHR_linkonce_odr: `linkonce_odr` symbols as `LinkOnceODR`.
    linkonce_odr: bool,
}

/// The extensions enabled by `--spirv-ext` lists, later items overriding earlier ones.
fn extensions(lists: &[OsString]) -> Result<Extensions, String> {
    let mut enabled = Extensions::default();
    let lists: Vec<String> = lists.iter().map(|l| l.to_string_lossy().into()).collect();
    for item in lists.iter().flat_map(|l| l.split(',')) {
        match item.trim() {
            "+all" => {
                enabled.forward_refs = true;
                enabled.linkonce_odr = true;
            }
            "-all" => enabled = Extensions::default(),
            "+SPV_KHR_relaxed_extended_instruction" => enabled.forward_refs = true,
            "-SPV_KHR_relaxed_extended_instruction" => enabled.forward_refs = false,
            "+SPV_KHR_linkonce_odr" => enabled.linkonce_odr = true,
            "-SPV_KHR_linkonce_odr" => enabled.linkonce_odr = false,
            // Extensions the backend derives from use are always allowed.
            "+SPV_KHR_non_semantic_info" => {}
            other => {
                return Err(format!(
                    "unknown --spirv-ext item '{other}' (known: +all, -all, \
                     +SPV_KHR_relaxed_extended_instruction, -SPV_KHR_relaxed_extended_instruction, \
                     +SPV_KHR_linkonce_odr, -SPV_KHR_linkonce_odr)"
                ));
            }
        }
    }
    Ok(enabled)
}

/// `-fdebug-prefix-map=OLD=NEW` values as pairs.
fn prefix_map(values: &[OsString]) -> Result<Vec<(String, String)>, String> {
    values
        .iter()
        .map(|v| {
            let v = v.to_string_lossy();
            match v.split_once('=') {
                Some((old, new)) if !old.is_empty() => Ok((old.to_owned(), new.to_owned())),
                _ => Err(format!(
                    "invalid -fdebug-prefix-map value '{v}' (expected OLD=NEW)"
                )),
            }
        })
        .collect()
}

/// Our arguments for DebugEntryPoint: without the program path, `-o FILE` and the prefix map
/// itself (none changes what the debug info says), paths through the prefix map, arguments
/// with spaces quoted. The same input and flags give the same bytes wherever nsdi-llc is
/// installed or run from.
fn command_line(prefix_map: &[(String, String)]) -> String {
    let remap = |a: String| {
        for (old, new) in prefix_map.iter().rev() {
            if let Some(rest) = a.strip_prefix(old.as_str()) {
                return format!("{new}{rest}");
            }
        }
        a
    };
    let mut out = Vec::new();
    let mut args = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned());
    while let Some(a) = args.next() {
        if a == "-o" || a == "--fdebug-prefix-map" {
            args.next();
            continue;
        }
        if a.starts_with("-o")
            || a.starts_with("-fdebug-prefix-map=")
            || a.starts_with("--fdebug-prefix-map=")
        {
            continue;
        }
        let a = remap(a);
        out.push(if a.is_empty() || a.contains(char::is_whitespace) {
            format!("'{a}'")
        } else {
            a
        });
    }
    out.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The enum index is mimalloc's, not ours: a mimalloc whose options moved would make
    /// `keep_freed_memory_committed` set some other option. Read before anything sets it, the
    /// purge delay is mimalloc's documented default, 10 ms, and its neighbour
    /// `mi_option_eager_commit_delay` its default, 1 segment.
    #[test]
    fn purge_delay_option_is_the_one_set() {
        // SAFETY: reads integer options of the linked allocator.
        let (delay, eager_commit_delay) = unsafe {
            (
                mi_option_get(MI_OPTION_PURGE_DELAY),
                mi_option_get(MI_OPTION_PURGE_DELAY - 1),
            )
        };
        assert_eq!((delay, eager_commit_delay), (10, 1));
        keep_freed_memory_committed();
        // SAFETY: as above.
        assert_eq!(
            unsafe { mi_option_get(MI_OPTION_PURGE_DELAY) },
            PURGE_DELAY_MS
        );
    }

    /// SPIR-V's byte order, whatever the host's: each word's least significant byte first.
    #[test]
    fn output_bytes_are_little_endian_words() {
        let words = [0x0723_0203u32, 0x0001_0600, 0xdead_beef];
        let expected: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        assert_eq!(&*little_endian_bytes(&words), expected.as_slice());
        assert_eq!(&little_endian_bytes(&words)[..4], &[0x03, 0x02, 0x23, 0x07]);
    }
}
