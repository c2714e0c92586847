//! `nsdi-roundtrip INPUT.ll OUTPUT.spv`: reads the NSDI in OUTPUT back and compares it with the
//! DI of INPUT. Prints `compared N nodes, M instructions: 0 differences` and exits 0, or lists
//! the first differences and exits 1. Unreadable input: one line, exit 1.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, ValueEnum};
use nsdi::ir::{LoadOptions, load_file};
use nsdi::roundtrip::{CheckOptions, check, read};

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum Level {
    /// Decide from the binary: full when it has variables or types beyond function types.
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
}

fn main() -> ExitCode {
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
    let cli = Cli::parse();
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
    let module = load_file(&cli.input, &LoadOptions::default())
        .map_err(|e| format!("{input}: {e}"))?
        .module;
    let binary = cli.binary.display();
    let bytes = std::fs::read(&cli.binary).map_err(|e| format!("{binary}: {}", io_reason(&e)))?;
    if bytes.len() % 4 != 0 || bytes.is_empty() {
        return Err(format!(
            "{binary}: not a SPIR-V module: {} bytes is not a whole number of words",
            bytes.len()
        ));
    }
    let words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let full = match cli.level {
        Level::Full => true,
        Level::LineTables => false,
        Level::Auto => {
            let view = read(&words).map_err(|e| format!("{binary}: {e}"))?;
            view.nsdi.values().any(|i| {
                !matches!(
                    i.op,
                    nsdi::nsdi::DebugOp::DebugTypeFunction
                        | nsdi::nsdi::DebugOp::DebugSource
                        | nsdi::nsdi::DebugOp::DebugSourceContinued
                        | nsdi::nsdi::DebugOp::DebugCompilationUnit
                        | nsdi::nsdi::DebugOp::DebugFunction
                        | nsdi::nsdi::DebugOp::DebugFunctionDefinition
                        | nsdi::nsdi::DebugOp::DebugLexicalBlock
                        | nsdi::nsdi::DebugOp::DebugLexicalBlockDiscriminator
                        | nsdi::nsdi::DebugOp::DebugScope
                        | nsdi::nsdi::DebugOp::DebugNoScope
                        | nsdi::nsdi::DebugOp::DebugInlinedAt
                        | nsdi::nsdi::DebugOp::DebugLine
                        | nsdi::nsdi::DebugOp::DebugNoLine
                        | nsdi::nsdi::DebugOp::DebugEntryPoint
                        | nsdi::nsdi::DebugOp::DebugBuildIdentifier
                        | nsdi::nsdi::DebugOp::DebugStoragePath
                        | nsdi::nsdi::DebugOp::DebugInfoNone
                )
            })
        }
    };
    let report =
        check(&module, &words, CheckOptions { full }).map_err(|e| format!("{binary}: {e}"))?;
    println!("{}", report.summary());
    for d in report.differences.iter().take(cli.max) {
        println!("  {d}");
    }
    Ok(report.differences.is_empty())
}

fn io_reason(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(i) => text[..i].to_lowercase(),
        None => text.to_lowercase(),
    }
}
