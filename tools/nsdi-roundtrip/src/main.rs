//! `nsdi-roundtrip INPUT.ll OUTPUT.spv`: reads the NSDI in OUTPUT back and compares it with the
//! DI of INPUT. Prints `compared N nodes, M instructions: 0 differences` and exits 0, or lists
//! the first differences and exits 1. Unreadable input: one line, exit 1.

#[cfg(test)]
mod lint_tests;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, ValueEnum};
use nsdi::ir::{LoadOptions, Structurize, load_memory};
use nsdi::llvm_adapter::source_program;
use nsdi::roundtrip::reader::module_flavour;
use nsdi::roundtrip::reader::read_file;
use nsdi::roundtrip::{CheckOptions, ModuleFlavour, ReadError, SourceProgram, check, read};

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum Level {
    /// Decide from the binary: full when it has variables, types beyond one empty function
    /// type, namespaces or nested functions (`nsdi::roundtrip::written_at_full_level`).
    Auto,
    Full,
    LineTables,
}

#[derive(Parser, Debug)]
#[command(name = "nsdi-roundtrip", version, about)]
struct Cli {
    /// The LLVM 19 module the binary was compiled from (.ll or .bc).
    input: PathBuf,
    /// The SPIR-V binary with NonSemantic.Shader.DebugInfo.100.
    binary: PathBuf,
    /// The debug level the binary was built with.
    #[arg(long, value_enum, default_value = "auto")]
    level: Level,
    /// How many differences to list.
    #[arg(long, default_value = "20")]
    max: usize,
    /// Mutation test: change each NSDI operand in turn and report how many changes the checker
    /// (or the validator given with --validator) detects.
    #[arg(long)]
    mutate: bool,
    /// Compare the DI of INPUT with the DI of another LLVM module given in place of the binary
    /// (e.g. `llvm-spirv -r` output): lists facts lost, added or changed; exit 0.
    #[arg(long = "compare-di")]
    compare_di: bool,
    /// The DWARF oracle: compile INPUT with LLVM's own DWARF writer (retargeted to x86_64),
    /// read that DWARF with gimli and compare it with the binary's NSDI (functions with code,
    /// variables, members, line tables); exit 1 on an unexplained difference.
    #[arg(long = "against-dwarf")]
    against_dwarf: bool,
    /// With --against-dwarf: list explained differences too; with --lint: what the drop rules
    /// do not report and why (`[not a drop: reason]`).
    #[arg(long)]
    verbose: bool,
    /// Run the spec lint (docs/ROUNDTRIP.md, "The spec lint") instead of the comparison: lists
    /// every finding, `[rule-id] where: what`; exit 1 when there is one.
    #[arg(long)]
    lint: bool,
    /// spirv-val executable for --mutate (reads the module from standard input), or `builtin`
    /// for SPIRV-Tools in process (the default `validate` feature).
    #[arg(long, value_name = "PATH")]
    validator: Option<PathBuf>,
    /// The `-fdebug-prefix-map=OLD=NEW` the binary was built with (file names are expected
    /// through it, as nsdi-llc writes them). Repeatable, in the same order.
    #[arg(long = "fdebug-prefix-map", value_name = "OLD=NEW")]
    debug_prefix_map: Vec<String>,
}

fn main() -> ExitCode {
    #[cfg(feature = "validate")]
    // SAFETY: first thing in main, before any thread.
    unsafe {
        nsdi::roundtrip::validate::put_validator_on_path()
    };
    nsdi_cli::process::restore_default_sigpipe();
    let worker = std::thread::Builder::new().stack_size(512 << 20).spawn(run);
    match worker.map(|w| w.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("nsdi-roundtrip: error: internal error (see above)");
            ExitCode::FAILURE
        }
    }
}

fn run() -> ExitCode {
    let cli: Cli = nsdi_cli::parse_args_or_exit("nsdi-roundtrip");
    match compare(&cli) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            eprintln!("nsdi-roundtrip: error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn compare(cli: &Cli) -> Result<bool, String> {
    let input = cli.input.display();
    let binary = cli.binary.display();
    // The input first: its errors come before the binary's (and a FIFO is refused before the
    // binary is opened).
    let input_bytes = nsdi::ir::read_input(&cli.input).map_err(|e| format!("{input}: {e}"))?;
    // A Vulkan binary was compiled from the module after the Vulkan flavour's passes (helpers
    // inlined, control flow structurized): the checker compares it with that module. The
    // binary's own header says which (its error, if any, is reported after the module loads).
    let binary_words = if cli.compare_di {
        None
    } else {
        Some(read_file(&cli.binary))
    };
    let vulkan = binary_words
        .as_ref()
        .and_then(|w| w.as_ref().ok())
        .is_some_and(|w| module_flavour(w) == ModuleFlavour::Vulkan);
    let load = LoadOptions {
        structurize: if vulkan {
            Structurize::Always
        } else {
            Structurize::Never
        },
        ..LoadOptions::default()
    };
    let module = load_memory(&input_bytes, &input.to_string(), &load)
        .map_err(|e| format!("{input}: {e}"))?
        .module;
    drop(input_bytes);
    if cli.compare_di {
        let other = nsdi::ir::load_file(&cli.binary, &LoadOptions::default())
            .map_err(|e| format!("{binary}: {e}"))?
            .module;
        let (facts, lines) = nsdi::roundtrip::difacts::compare_di(&module.di, &other.di);
        println!("compared {facts} facts: {} differences", lines.len());
        for line in lines.iter().take(cli.max) {
            println!("  {line}");
        }
        return Ok(true);
    }
    let words = binary_words
        .unwrap_or_else(|| read_file(&cli.binary))
        .map_err(|e| match e {
            ReadError::Io(reason) => format!("{binary}: {reason}"),
            other => format!("{binary}: {other}"),
        })?;
    if cli.against_dwarf {
        return against_dwarf(cli, &words, &module.di);
    }
    let full = match cli.level {
        Level::Full => true,
        Level::LineTables => false,
        Level::Auto => {
            let view = read(&words).map_err(|e| format!("{binary}: {e}"))?;
            nsdi::roundtrip::written_at_full_level(&view)
        }
    };
    let mut prefix_map = Vec::with_capacity(cli.debug_prefix_map.len());
    for v in &cli.debug_prefix_map {
        match v.split_once('=') {
            Some((old, new)) if !old.is_empty() => {
                prefix_map.push((old.to_owned(), new.to_owned()))
            }
            _ => {
                return Err(format!(
                    "invalid --fdebug-prefix-map value '{v}' (expected OLD=NEW)"
                ));
            }
        }
    }
    let options = CheckOptions { full, prefix_map };
    let program = source_program(&module);
    if cli.lint {
        let (findings, not_drops) =
            nsdi::roundtrip::lint::lint_explained(&module.di, &program, &words, &options)
                .map_err(|e| format!("{binary}: {e}"))?;
        println!("lint: {} findings", findings.len());
        for f in findings.iter().take(cli.max) {
            println!("  {f}");
        }
        if cli.verbose {
            for n in not_drops.iter().take(cli.max) {
                println!("  {n}");
            }
        }
        return Ok(findings.is_empty());
    }
    if cli.mutate {
        return mutation_test(cli, &module.di, &program, &words, &options);
    }
    let report =
        check(&module.di, &program, &words, &options).map_err(|e| format!("{binary}: {e}"))?;
    println!("{}", report.summary());
    for d in report.differences.iter().take(cli.max) {
        println!("  {d}");
    }
    Ok(report.differences.is_empty())
}

fn against_dwarf(cli: &Cli, words: &[u32], di: &nsdi::di::DiModule) -> Result<bool, String> {
    let input = cli.input.display();
    let bytes = nsdi::ir::read_input(&cli.input).map_err(|e| format!("{input}: {e}"))?;
    let object =
        nsdi::ir::dwarf_object(&bytes, &input.to_string()).map_err(|e| format!("{input}: {e}"))?;
    let input_facts = nsdi::roundtrip::dwarf::InputFacts::of(di);
    let report = nsdi::roundtrip::dwarf::compare(&object, words, &input_facts)
        .map_err(|e| format!("{}: {e}", cli.binary.display()))?;
    println!("{}", report.summary());
    let shown = if cli.verbose {
        report.differences.iter().collect::<Vec<_>>()
    } else {
        report.unexplained().collect()
    };
    for d in shown.iter().take(cli.max) {
        println!("  {d}");
    }
    Ok(report.unexplained().next().is_none())
}

fn mutation_test(
    cli: &Cli,
    di: &nsdi::di::DiModule,
    program: &SourceProgram,
    words: &[u32],
    options: &CheckOptions,
) -> Result<bool, String> {
    use nsdi_testkit::mutate::{Verdict, is_semantic, judge, mutations, unreferenced_expressions};
    let binary = cli.binary.display();
    let baseline = check(di, program, words, options).map_err(|e| format!("{binary}: {e}"))?;
    if let Some(first) = baseline.differences.first() {
        return Err(format!(
            "{binary}: the unmutated module already differs: {first}"
        ));
    }
    // A Vulkan module is validated for its environment (as nsdi-llc does): SPIR-V 1.6 is
    // Vulkan 1.3's, 1.5 Vulkan 1.2's.
    let vulkan_env = (module_flavour(words) == ModuleFlavour::Vulkan).then(|| {
        if words.get(1).is_some_and(|v| *v >= 0x0001_0600) {
            "vulkan1.3"
        } else {
            "vulkan1.2"
        }
    });
    if let Some(env) = vulkan_env {
        println!("module flavour: vulkan (validator environment {env})");
    }
    let mut validate = |w: &[u32]| -> bool {
        let Some(path) = &cli.validator else {
            return true;
        };
        if path.as_os_str() == "builtin" {
            return builtin_validator(w, vulkan_env);
        }
        let bytes: Vec<u8> = w.iter().flat_map(|x| x.to_le_bytes()).collect();
        let mut command = std::process::Command::new(path);
        if let Some(env) = vulkan_env {
            command.args(["--target-env", env]);
        }
        let child = command
            .arg("-")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn();
        let Ok(mut child) = child else {
            eprintln!(
                "nsdi-roundtrip: error: cannot run validator {}",
                path.display()
            );
            std::process::exit(1);
        };
        if let Some(mut stdin) = child.stdin.take() {
            use std::io::Write;
            let _ = stdin.write_all(&bytes);
        }
        child.wait().map(|s| s.success()).unwrap_or(true)
    };
    let all = mutations(words).map_err(|e| format!("{binary}: {e}"))?;
    let (mut checker, mut reader, mut validator) = (0, 0, 0);
    let mut missed = Vec::new();
    let mut non_semantic = 0;
    let unreferenced = unreferenced_expressions(words).map_err(|e| format!("{binary}: {e}"))?;
    let mut on_unreferenced = 0;
    for m in &all {
        if !is_semantic(m.op, m.operand) {
            non_semantic += 1;
            continue;
        }
        if unreferenced.contains(&m.id) {
            on_unreferenced += 1;
            non_semantic += 1;
            continue;
        }
        match judge(di, program, words, m, options, &mut validate) {
            Verdict::Checker => checker += 1,
            Verdict::Reader => reader += 1,
            Verdict::Validator => validator += 1,
            Verdict::Undetected => missed.push(m.describe()),
        }
    }
    let semantic = all.len() - non_semantic;
    let detected = semantic - missed.len();
    let rate = if semantic == 0 {
        100.0
    } else {
        100.0 * detected as f64 / semantic as f64
    };
    println!(
        "mutation test: {} mutations ({semantic} semantic, {non_semantic} not); detected {detected} \
         (checker {checker}, reader {reader}, validator {validator}): {rate:.1}%",
        all.len()
    );
    if on_unreferenced > 0 {
        // Counted as not semantic above; shown, since no instruction should be unreferenced.
        println!(
            "  {on_unreferenced} of them change {} DebugExpression/DebugOperation instructions no \
             instruction names",
            unreferenced.len()
        );
    }
    for m in missed.iter().take(cli.max) {
        println!("  undetected: {m}");
    }
    Ok(missed.is_empty())
}

/// Whether `words` validate, in process.
#[cfg(feature = "validate")]
fn builtin_validator(words: &[u32], vulkan_env: Option<&str>) -> bool {
    use nsdi::roundtrip::validate::{Environment, ValidateError, validate};
    let env = match vulkan_env {
        Some("vulkan1.3") => Environment::Vulkan1_3,
        Some(_) => Environment::Vulkan1_2,
        None => Environment::default(),
    };
    match validate(words, env) {
        Ok(()) => true,
        Err(ValidateError::Invalid(_)) => false,
        // Every mutant would count as caught by the validator: stop instead.
        Err(ValidateError::NoValidator(reason)) => {
            eprintln!("nsdi-roundtrip: error: --validator builtin: {reason}");
            std::process::exit(1);
        }
    }
}

#[cfg(not(feature = "validate"))]
fn builtin_validator(_: &[u32], _: Option<&str>) -> bool {
    eprintln!(
        "nsdi-roundtrip: error: --validator builtin needs nsdi-roundtrip built with the `validate` feature"
    );
    std::process::exit(1);
}
