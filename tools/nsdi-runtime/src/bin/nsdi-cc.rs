//! `nsdi-cc`: OpenCL C (`.cl`), C++ for OpenCL (`.clcpp`) or GLSL (`.comp`, `.glsl`) source to
//! SPIR-V in one command, through `nsdi_runtime::compile` (clang-19 and the nsdi lowering in
//! this process; glslangValidator for GLSL).
//!
//!     nsdi-cc [-O0|-O1|-O2|-O3] [-g|-g0|-gline-tables-only] [--target-env=ENV] [--reflect=FILE]
//!             [-DNAME[=V]] [-IDIR] [-o OUT.spv] [--keep-ll=FILE] [--coverage=KINDS
//!             [--coverage-counter-width=32|64] [--coverage-binding=B,S]
//!             [--coverage-reserved-set=N ...] [--coverage-aggregate=subgroup|none]
//!             [--coverage-manifest=FILE]]
//!             [--size-t=32|64] [--bindings=all|used] INPUT
//!
//! `--size-t`: the width of `size_t` for Vulkan targets (default 32, clang's `spirv32`: no
//! `Int64` capability unless the source uses 64-bit integers; 64 compiles for `spirv64`). The
//! `opencl` environment is always 64-bit. `--bindings=used` (nsdi-llc's) binds only the pointer
//! arguments a kernel uses (clspv's interface); the default binds every one in order.
//!
//! The `--coverage*` flags are nsdi-llc's (docs/COVERAGE.md; KINDS: lines, functions,
//! branches, comma-separated): OpenCL sources for Vulkan only.
//! ENV: vulkan1.2 / vulkan1.3 (default) for Vulkan compute SPIR-V, or `opencl` for the Kernel
//! flavour (OpenCL sources). `--reflect` writes the resources as JSON (our compiler's
//! per-argument JSON for OpenCL sources, the decorations' reflection for GLSL). The output is
//! reproducible: the same source and flags give the same bytes from any working directory.
//! `$CLANG` and `$GLSLANG` override the compilers. Errors: one line `nsdi-cc: error: ...` (or
//! the compiler's own diagnostics) and exit code 1; usage errors exit 2; nothing is written on
//! failure.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use nsdi_runtime::{
    CompileError, CompileInfo, DebugInfo, Language, Source, TargetEnv, compile_module,
    reflect_module,
};

const USAGE: &str = "\
nsdi-cc [-O0|-O1|-O2|-O3] [-g|-g0|-gline-tables-only] [--target-env=ENV] [--reflect=FILE]
        [-DNAME[=V]] [-IDIR] [-o OUT.spv] [--keep-ll=FILE] [--coverage=lines,functions,branches
        [--coverage-counter-width=32|64] [--coverage-binding=B,S] [--coverage-reserved-set=N]
        [--coverage-aggregate=subgroup|none] [--coverage-manifest=FILE]] [--size-t=32|64] [--bindings=all|used]
        INPUT.cl|INPUT.clcpp|INPUT.comp
OpenCL C / C++ for OpenCL (clang-19 and the nsdi lowering) or GLSL (glslangValidator) to SPIR-V.
ENV: vulkan1.2, vulkan1.3 (default) or opencl (Kernel SPIR-V, OpenCL sources only).
--size-t: 32 (Vulkan default, no Int64 unless the source asks) or 64 (spirv64; opencl's only).
--bindings: all (default: every pointer argument bound, in order) or used (clspv's interface).";

struct Options {
    info: CompileInfo,
    input: PathBuf,
    output: Option<PathBuf>,
    reflect: Option<PathBuf>,
    keep_ll: Option<PathBuf>,
    coverage_manifest: Option<PathBuf>,
}

/// A usage error: exit code 2.
struct Usage(String);

fn parse(args: &[String]) -> Result<Option<Options>, Usage> {
    let mut info = CompileInfo {
        optimize: 2,
        debug_info: DebugInfo::Full,
        target_env: TargetEnv::Vulkan1_3,
        ..CompileInfo::default()
    };
    let (mut input, mut output, mut reflect, mut keep_ll) = (None, None, None, None);
    let (mut coverage, mut width, mut binding, mut coverage_manifest) = (None, None, None, None);
    let mut aggregate = None;
    let mut reserved_sets = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-O0" | "-O1" | "-O2" | "-O3" => info.optimize = a.as_bytes()[2] - b'0',
            "-g" => info.debug_info = DebugInfo::Full,
            "-g0" => info.debug_info = DebugInfo::None,
            "-gline-tables-only" => info.debug_info = DebugInfo::LineTables,
            "-o" => {
                output = Some(PathBuf::from(
                    it.next().ok_or_else(|| Usage("-o needs a file".into()))?,
                ));
            }
            "-h" | "--help" => return Ok(None),
            _ if a.starts_with("--target-env=") => {
                let env = &a["--target-env=".len()..];
                info.target_env = TargetEnv::parse(env).ok_or_else(|| {
                    Usage(format!(
                        "unknown --target-env '{env}' (known: vulkan1.2, vulkan1.3, opencl)"
                    ))
                })?;
            }
            _ if a.starts_with("--reflect=") => {
                reflect = Some(PathBuf::from(&a["--reflect=".len()..]))
            }
            _ if a.starts_with("--coverage=") => coverage = Some(&a["--coverage=".len()..]),
            _ if a.starts_with("--coverage-counter-width=") => {
                width = Some(&a["--coverage-counter-width=".len()..])
            }
            _ if a.starts_with("--coverage-aggregate=") => {
                aggregate = Some(&a["--coverage-aggregate=".len()..])
            }
            _ if a.starts_with("--coverage-binding=") => {
                binding = Some(&a["--coverage-binding=".len()..])
            }
            _ if a.starts_with("--coverage-reserved-set=") => {
                reserved_sets.push(&a["--coverage-reserved-set=".len()..])
            }
            _ if a.starts_with("--coverage-manifest=") => {
                coverage_manifest = Some(PathBuf::from(&a["--coverage-manifest=".len()..]))
            }
            _ if a.starts_with("--size-t=") => {
                info.size_t_bits = Some(match &a["--size-t=".len()..] {
                    "32" => 32,
                    "64" => 64,
                    other => {
                        return Err(Usage(format!("unknown --size-t '{other}' (known: 32, 64)")));
                    }
                });
            }
            _ if a.starts_with("--bindings=") => {
                info.bindings_used_only = match &a["--bindings=".len()..] {
                    "all" => false,
                    "used" => true,
                    other => {
                        return Err(Usage(format!(
                            "unknown --bindings '{other}' (known: all, used)"
                        )));
                    }
                };
            }
            _ if a.starts_with("--keep-ll=") => {
                keep_ll = Some(PathBuf::from(&a["--keep-ll=".len()..]))
            }
            _ if a.starts_with("-D") && a.len() > 2 => {
                let d = &a[2..];
                info.defines.push(match d.split_once('=') {
                    Some((n, v)) => (n.to_owned(), Some(v.to_owned())),
                    None => (d.to_owned(), None),
                });
            }
            _ if a.starts_with("-I") && a.len() > 2 => {
                info.include_dirs.push(PathBuf::from(&a[2..]))
            }
            _ if a.starts_with('-') && a != "-" => {
                return Err(Usage(format!("unknown option '{a}'")));
            }
            _ => {
                if input.replace(PathBuf::from(a)).is_some() {
                    return Err(Usage("one input only".into()));
                }
            }
        }
    }
    let input: PathBuf = input.ok_or_else(|| Usage("no input (nsdi-cc --help)".into()))?;
    info.language = match Language::from_path(&input) {
        Some(l @ (Language::OpenClC | Language::OpenClCpp | Language::Glsl)) => l,
        _ => {
            return Err(Usage(format!(
                "'{}' is neither .cl, .clcpp nor .comp/.glsl",
                input.display()
            )));
        }
    };
    info.coverage = match coverage {
        Some(kinds) => {
            let mut options =
                nsdi::coverage::CoverageOptions::parse(kinds, width, binding).map_err(Usage)?;
            for set in reserved_sets {
                options.reserve_set(set).map_err(Usage)?;
            }
            if let Some(aggregate) = aggregate {
                options.set_aggregate(aggregate).map_err(Usage)?;
            }
            Some(options)
        }
        None if aggregate.is_some() => {
            return Err(Usage("--coverage-aggregate needs --coverage=lines".into()));
        }
        None if width.is_some()
            || binding.is_some()
            || coverage_manifest.is_some()
            || !reserved_sets.is_empty() =>
        {
            return Err(Usage(
                "--coverage-counter-width, --coverage-binding, --coverage-reserved-set and --coverage-manifest need --coverage=lines".into(),
            ));
        }
        None => None,
    };
    info.source = Source::File(input.clone());
    info.keep_llvm_ir = keep_ll.is_some();
    Ok(Some(Options {
        info,
        input,
        output,
        reflect,
        keep_ll,
        coverage_manifest,
    }))
}

fn main() -> ExitCode {
    nsdi_cli::process::ignore_file_size_signal();
    #[cfg(feature = "validate")]
    // SAFETY: first thing in main, before any thread.
    unsafe {
        nsdi::roundtrip::validate::put_validator_on_path()
    };
    let mut args = Vec::new();
    for arg in std::env::args_os().skip(1) {
        match arg.into_string() {
            Ok(arg) => args.push(arg),
            Err(arg) => {
                eprintln!(
                    "nsdi-cc: error: argument '{}' is not UTF-8 (nsdi-llc takes such paths)",
                    arg.to_string_lossy()
                );
                return ExitCode::FAILURE;
            }
        }
    }
    // Usage mistakes as every tool reports them: one line, exit 1 (tools/nsdi-cli).
    let options = match parse(&args) {
        Ok(Some(o)) => o,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(Usage(m)) => {
            eprintln!("nsdi-cc: error: {m}");
            return ExitCode::FAILURE;
        }
    };
    match run(&options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Compiler(log)) => {
            eprintln!("{log}");
            ExitCode::FAILURE
        }
        Err(Failure::Other(m)) => {
            eprintln!("nsdi-cc: error: {m}");
            ExitCode::FAILURE
        }
    }
}

enum Failure {
    /// clang's or glslang's diagnostics, printed as they are.
    Compiler(String),
    /// One line.
    Other(String),
}

fn run(o: &Options) -> Result<(), Failure> {
    if o.reflect.is_some() && o.info.target_env == TargetEnv::OpenCl {
        return Err(Failure::Other(
            "--reflect needs the Vulkan flavour (--target-env=vulkan1.2|vulkan1.3)".into(),
        ));
    }
    // The whole module, every kernel of the file (a host picks one when it loads it).
    let result = match compile_module(&o.info) {
        Ok(r) => r,
        Err(CompileError::Compiler(log)) => return Err(Failure::Compiler(log)),
        Err(e) => return Err(Failure::Other(e.to_string())),
    };
    if !result.log.is_empty() {
        eprintln!("{}", result.log);
    }
    if let (Some(path), Some(ir)) = (&o.keep_ll, &result.llvm_ir) {
        write_file(path, ir)?;
    }
    if let Some(path) = &o.reflect {
        let json = match &result.argument_json {
            Some(j) => j.clone(),
            None => {
                let all =
                    reflect_module(&result.spirv).map_err(|e| Failure::Other(e.to_string()))?;
                let lines: Vec<String> = all.iter().map(|r| r.to_json_line()).collect();
                format!("{{\"entry_points\": [\n  {}\n]}}\n", lines.join(",\n  "))
            }
        };
        write_file(path, json.as_bytes())?;
    }
    if let (Some(path), Some(manifest)) = (&o.coverage_manifest, &result.coverage_manifest) {
        write_file(path, manifest.as_bytes())?;
    }
    let default = || o.input.with_extension("spv");
    write_file(
        &o.output.clone().unwrap_or_else(default),
        &result
            .spirv
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect::<Vec<u8>>(),
    )
}

/// Writes by the tools' shared rules (docs/USAGE.md): never a partial file, `-` is standard
/// output, devices and FIFOs written in place.
fn write_file(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    nsdi_cli::output::write_output(path, bytes).map_err(Failure::Other)
}
