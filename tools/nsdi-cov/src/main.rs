//! `nsdi-cov`: merge the counters of one or more coverage runs (`nsdi-run --coverage-out`)
//! with the manifest `nsdi-llc --coverage-manifest` wrote, into LCOV.
//!
//! Counters are read by the entry's counter index, never by the entry's position. Runs add
//! up counter by counter. A line's count (`DA`) is, per copy of the code (one per function and
//! inlined-at site), the largest of its markers' counts: the markers of a line split across
//! blocks count pieces of the same execution, not separate ones; copies made by inlining run
//! separately, so their counts add. A function's calls (`FNDA`) are its function entries'
//! counts summed over its copies, by name.
//!
//! Every failure is one line `nsdi-cov: error: <reason>` and exit code 1; the output is
//! written only once everything was read.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use serde_json::Value;

#[derive(Parser, Debug)]
#[command(
    name = "nsdi-cov",
    version,
    about = "Coverage counters + manifest to LCOV"
)]
struct Cli {
    /// The coverage manifest (`nsdi-llc --coverage-manifest`).
    #[arg(long, value_name = "FILE")]
    manifest: PathBuf,

    /// Counter files (`nsdi-run --coverage-out`); several runs add up.
    #[arg(required = true, value_name = "COUNTERS")]
    counters: Vec<PathBuf>,

    /// The LCOV tracefile to write.
    #[arg(short = 'o', value_name = "FILE")]
    output: PathBuf,
}

/// One manifest entry, as far as LCOV needs it.
struct Entry {
    /// A function entry (else a line marker).
    function_entry: bool,
    /// The function's name (function entries).
    function: String,
    counter: usize,
    file: String,
    line: u64,
    copy: u64,
}

fn main() -> ExitCode {
    let cli: Cli = nsdi_cli::parse_args_or_exit("nsdi-cov");
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(reason) => {
            eprintln!("nsdi-cov: error: {reason}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: &Cli) -> Result<(), String> {
    let (stride, entries, count) = read_manifest(&cli.manifest)?;
    let mut totals = vec![0u64; count];
    for path in &cli.counters {
        let bytes =
            std::fs::read(path).map_err(|e| format!("{}: {}", path.display(), reason(&e)))?;
        if bytes.len() != count * stride {
            return Err(format!(
                "{}: {} bytes, but the manifest's {count} counters of {stride} bytes need {}",
                path.display(),
                bytes.len(),
                count * stride
            ));
        }
        for (total, chunk) in totals.iter_mut().zip(bytes.chunks_exact(stride)) {
            let mut word = [0u8; 8];
            word[..stride].copy_from_slice(chunk);
            *total = total.saturating_add(u64::from_le_bytes(word));
        }
    }
    // file -> line -> copy -> the largest marker count of that line in that copy.
    let mut lines: BTreeMap<&str, BTreeMap<u64, BTreeMap<u64, u64>>> = BTreeMap::new();
    // file -> function name -> (declaration line, calls summed over the function's copies).
    let mut functions: BTreeMap<&str, BTreeMap<&str, (u64, u64)>> = BTreeMap::new();
    for e in entries.iter().filter(|e| e.function_entry) {
        let slot = functions
            .entry(e.file.as_str())
            .or_default()
            .entry(e.function.as_str())
            .or_insert((e.line, 0));
        slot.1 = slot.1.saturating_add(totals[e.counter]);
    }
    for e in entries.iter().filter(|e| !e.function_entry) {
        let slot = lines
            .entry(e.file.as_str())
            .or_default()
            .entry(e.line)
            .or_default()
            .entry(e.copy)
            .or_default();
        *slot = (*slot).max(totals[e.counter]);
    }
    let mut out = String::from("TN:\n");
    let mut files: Vec<&str> = lines.keys().chain(functions.keys()).copied().collect();
    files.sort_unstable();
    files.dedup();
    let no_lines = BTreeMap::new();
    let no_functions = BTreeMap::new();
    for file in files {
        let per_line = lines.get(file).unwrap_or(&no_lines);
        let per_function = functions.get(file).unwrap_or(&no_functions);
        out.push_str(&format!("SF:{file}\n"));
        for (name, (line, _)) in per_function {
            out.push_str(&format!("FN:{line},{name}\n"));
        }
        for (name, (_, calls)) in per_function {
            out.push_str(&format!("FNDA:{calls},{name}\n"));
        }
        if !per_function.is_empty() {
            let called = per_function.values().filter(|(_, c)| *c > 0).count();
            out.push_str(&format!("FNF:{}\nFNH:{called}\n", per_function.len()));
        }
        let mut hit = 0;
        for (line, copies) in per_line {
            let count: u64 = copies.values().fold(0, |a, b| a.saturating_add(*b));
            hit += usize::from(count > 0);
            out.push_str(&format!("DA:{line},{count}\n"));
        }
        if !per_line.is_empty() {
            out.push_str(&format!("LF:{}\nLH:{hit}\n", per_line.len()));
        }
        out.push_str("end_of_record\n");
    }
    // Through a temporary file and a rename: a failed write leaves no partial tracefile.
    let dir = match cli.output.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let temp = dir.join(format!(".nsdi-cov-{}.tmp", std::process::id()));
    let written = std::fs::write(&temp, out).and_then(|()| std::fs::rename(&temp, &cli.output));
    if written.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    written.map_err(|e| {
        format!(
            "cannot write {}: {}",
            cli.output.display(),
            system_words(&e)
        )
    })
}

/// An input's I/O error in the words the other tools use: "no such file" for a missing one.
fn reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".to_owned(),
        _ => system_words(e),
    }
}

/// The system's words for an I/O error, lower case, without `(os error N)`.
fn system_words(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(at) => text[..at].to_lowercase(),
        None => text,
    }
}

/// The manifest's element stride, its line entries and its counter count, checked.
fn read_manifest(path: &PathBuf) -> Result<(usize, Vec<Entry>, usize), String> {
    let name = path.display();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{name}: {}", reason(&e)))?;
    let json: Value = serde_json::from_str(&text).map_err(|e| format!("{name}: {e}"))?;
    if json["version"] != 1 {
        return Err(format!(
            "{name}: unknown manifest version {}",
            json["version"]
        ));
    }
    let stride = match json["element_stride"].as_u64() {
        Some(4) => 4,
        Some(8) => 8,
        _ => return Err(format!("{name}: element_stride must be 4 or 8")),
    };
    let count = json["counter_count"]
        .as_u64()
        .and_then(|c| usize::try_from(c).ok())
        .ok_or_else(|| format!("{name}: no counter_count"))?;
    let mut entries = Vec::new();
    for (i, e) in json["entries"]
        .as_array()
        .ok_or_else(|| format!("{name}: no entries"))?
        .iter()
        .enumerate()
    {
        let field = |f: &str| {
            e[f].as_u64()
                .ok_or_else(|| format!("{name}: entry {i} has no valid '{f}'"))
        };
        let counter = usize::try_from(field("counter")?)
            .ok()
            .filter(|c| *c < count)
            .ok_or_else(|| format!("{name}: entry {i}'s counter is past counter_count"))?;
        let function_entry = match e["kind"].as_str() {
            Some("line") => false,
            Some("function") => true,
            // Kinds a later manifest may add (branch arms) are not LCOV lines.
            _ => continue,
        };
        entries.push(Entry {
            function_entry,
            function: e["function"].as_str().unwrap_or_default().to_owned(),
            counter,
            file: e["file"]
                .as_str()
                .ok_or_else(|| format!("{name}: entry {i} has no file"))?
                .to_owned(),
            line: field("line")?,
            copy: field("copy")?,
        });
    }
    Ok((stride, entries, count))
}
