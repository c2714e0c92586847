//! `nsdi-llc`: the command-line driver. Loads LLVM 19 IR and, for now, prints what the importer
//! understood (`--dump-di`). Every failure is one line `nsdi-llc: error: <file>: <reason>` and
//! exit code 1.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use nsdi::ir::{LoadOptions, load_file};

#[derive(Parser, Debug)]
#[command(
    name = "nsdi-llc",
    version,
    about = "Compile LLVM 19 IR to SPIR-V with NonSemantic.Shader.DebugInfo.100 debug info"
)]
struct Cli {
    /// Input module: LLVM 19 assembly (.ll) or bitcode (.bc).
    input: PathBuf,

    /// Print the imported debug-info graph (one node per line) and the debug uses of each
    /// function, then stop.
    #[arg(long = "dump-di")]
    dump_di: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let name = cli.input.display().to_string();
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(reason) => {
            eprintln!("nsdi-llc: error: {name}: {reason}");
            ExitCode::FAILURE
        }
    }
}

/// Writes to stdout; a reader that went away (`| head`) is not an error.
fn write_stdout(bytes: &[u8]) -> Result<(), String> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(format!("cannot write to standard output: {e}"))
        }
        _ => Ok(()),
    }
}

fn run(cli: &Cli) -> Result<(), String> {
    let loaded = load_file(&cli.input, &LoadOptions::default()).map_err(|e| e.to_string())?;
    for warning in &loaded.warnings {
        eprintln!("nsdi-llc: warning: {}: {warning}", cli.input.display());
    }
    if cli.dump_di {
        let module = &loaded.module;
        let mut text = module.di.dump();
        text.push_str(&module.dump_debug_uses());
        return write_stdout(text.as_bytes());
    }
    Err("SPIR-V code generation is not implemented yet; use --dump-di".to_owned())
}
