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
//! A branch arm's count (`BRDA`) is summed over the copies of its site: a site is identified
//! across copies by its file, line, column and its position among the sites of that line and
//! column in its copy. The `BRDA` block number is the site's index on its line, the branch
//! number its arm; a site none of whose arms ran (its code never ran) is `-`.
//!
//! `--annotate` prints a listing per source file (read from the manifest's paths): the count
//! column (`-` where a line has no counter, `#####` where it never ran), the line number and
//! the text, each line with branch sites followed by its arms' counts.
//!
//! Every failure is one line `nsdi-cov: error: <reason>` and exit code 1; the output is
//! written only once everything was read.

use std::collections::BTreeMap;
use std::fmt::Write as _;
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
    #[arg(short = 'o', value_name = "FILE", required_unless_present = "annotate")]
    output: Option<PathBuf>,

    /// Print an annotated listing of each source file (count, line, text) to stdout.
    #[arg(long)]
    annotate: bool,
}

/// What a manifest entry counts, as far as LCOV needs it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Line,
    Function,
    /// A branch arm: the site (numbered in the module) and the arm.
    Branch {
        site: u64,
        arm: u64,
    },
}

/// One manifest entry, as far as LCOV needs it.
struct Entry {
    kind: Kind,
    /// The function's name (function entries).
    function: String,
    counter: usize,
    file: String,
    line: u64,
    column: u64,
    copy: u64,
}

/// A branch site as LCOV sees it: the same site in every copy of the code.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord)]
struct SiteKey {
    column: u64,
    /// The site's position among its copy's sites at this line and column.
    ordinal: u64,
}

/// Per file: line -> copy -> the largest marker count; function name -> (declaration line,
/// calls); line -> site -> arm -> count summed over the copies.
#[derive(Default)]
struct FileCounts {
    lines: BTreeMap<u64, BTreeMap<u64, u64>>,
    functions: BTreeMap<String, (u64, u64)>,
    branches: BTreeMap<u64, BTreeMap<SiteKey, BTreeMap<u64, u64>>>,
}

impl FileCounts {
    /// A line's count: per copy the largest marker count, summed over the copies.
    fn line_count(&self, line: u64) -> Option<u64> {
        self.lines
            .get(&line)
            .map(|copies| copies.values().fold(0u64, |a, b| a.saturating_add(*b)))
    }
}

fn main() -> ExitCode {
    nsdi_cli::process::restore_default_sigpipe();
    nsdi_cli::process::ignore_file_size_signal();
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
    let files = merge(&entries, &totals);
    if cli.annotate {
        print!("{}", annotate(&files));
    }
    let Some(output) = &cli.output else {
        return Ok(());
    };
    nsdi_cli::output::write_output(output, lcov(&files).as_bytes())
}

/// The runs' totals per file: lines, functions and branch arms.
fn merge(entries: &[Entry], totals: &[u64]) -> BTreeMap<String, FileCounts> {
    let mut files: BTreeMap<String, FileCounts> = BTreeMap::new();
    for e in entries {
        let file = files.entry(e.file.clone()).or_default();
        let count = totals[e.counter];
        match e.kind {
            Kind::Line => {
                let slot = file
                    .lines
                    .entry(e.line)
                    .or_default()
                    .entry(e.copy)
                    .or_default();
                *slot = (*slot).max(count);
            }
            Kind::Function => {
                let slot = file
                    .functions
                    .entry(e.function.clone())
                    .or_insert((e.line, 0));
                slot.1 = slot.1.saturating_add(count);
            }
            Kind::Branch { .. } => {}
        }
    }
    // Branch arms in site order, so a site's position among its copy's sites at one line and
    // column does not depend on the manifest's order.
    let mut arms: Vec<(u64, u64, &Entry)> = entries
        .iter()
        .filter_map(|e| match e.kind {
            Kind::Branch { site, arm } => Some((site, arm, e)),
            _ => None,
        })
        .collect();
    arms.sort_by_key(|(site, arm, _)| (*site, *arm));
    // (copy, file, line, column) -> the sites seen there so far, in site order.
    let mut sites_at: BTreeMap<(u64, &str, u64, u64), Vec<u64>> = BTreeMap::new();
    for (site, arm, e) in arms {
        let seen = sites_at
            .entry((e.copy, e.file.as_str(), e.line, e.column))
            .or_default();
        let ordinal = match seen.iter().position(|s| *s == site) {
            Some(at) => at,
            None => {
                seen.push(site);
                seen.len() - 1
            }
        } as u64;
        let key = SiteKey {
            column: e.column,
            ordinal,
        };
        let slot = files
            .entry(e.file.clone())
            .or_default()
            .branches
            .entry(e.line)
            .or_default()
            .entry(key)
            .or_default()
            .entry(arm)
            .or_default();
        *slot = slot.saturating_add(totals[e.counter]);
    }
    files
}

/// The LCOV tracefile: one record per file.
fn lcov(files: &BTreeMap<String, FileCounts>) -> String {
    let mut out = String::from("TN:\n");
    for (file, counts) in files {
        let _ = writeln!(out, "SF:{file}");
        for (name, (line, _)) in &counts.functions {
            let _ = writeln!(out, "FN:{line},{name}");
        }
        for (name, (_, calls)) in &counts.functions {
            let _ = writeln!(out, "FNDA:{calls},{name}");
        }
        if !counts.functions.is_empty() {
            let called = counts.functions.values().filter(|(_, c)| *c > 0).count();
            let _ = writeln!(out, "FNF:{}\nFNH:{called}", counts.functions.len());
        }
        let (mut arms, mut taken) = (0, 0);
        for (line, sites) in &counts.branches {
            for (block, per_arm) in sites.values().enumerate() {
                // A site none of whose arms ran never ran itself: LCOV's `-`.
                let ran = per_arm.values().any(|c| *c > 0);
                for (arm, count) in per_arm {
                    arms += 1;
                    taken += usize::from(*count > 0);
                    if ran {
                        let _ = writeln!(out, "BRDA:{line},{block},{arm},{count}");
                    } else {
                        let _ = writeln!(out, "BRDA:{line},{block},{arm},-");
                    }
                }
            }
        }
        if arms > 0 {
            let _ = writeln!(out, "BRF:{arms}\nBRH:{taken}");
        }
        let mut hit = 0;
        for line in counts.lines.keys() {
            let count = counts.line_count(*line).unwrap_or(0);
            hit += usize::from(count > 0);
            let _ = writeln!(out, "DA:{line},{count}");
        }
        if !counts.lines.is_empty() {
            let _ = writeln!(out, "LF:{}\nLH:{hit}", counts.lines.len());
        }
        out.push_str("end_of_record\n");
    }
    out
}

/// The annotated listing: per file, one row per source line (`count|line|text`), the
/// branch arms of a line below it. A file that cannot be read gets a one-line note and its
/// counted lines without text.
fn annotate(files: &BTreeMap<String, FileCounts>) -> String {
    let mut out = String::new();
    for (file, counts) in files {
        let _ = writeln!(out, "{file}:");
        let text = match std::fs::read(file) {
            Ok(bytes) => Some(String::from_utf8_lossy(&bytes).into_owned()),
            Err(e) => {
                let _ = writeln!(
                    out,
                    "nsdi-cov: cannot read {file} ({}): its counted lines follow without text",
                    reason(&e)
                );
                None
            }
        };
        let source: Vec<&str> = text
            .as_deref()
            .map(|t| t.lines().collect())
            .unwrap_or_default();
        let rows: Vec<u64> = if text.is_some() {
            (1..=source.len() as u64).collect()
        } else {
            let mut counted: Vec<u64> = counts
                .lines
                .keys()
                .chain(counts.branches.keys())
                .copied()
                .collect();
            counted.sort_unstable();
            counted.dedup();
            counted
        };
        for line in rows {
            let count = match counts.line_count(line) {
                None => "-".to_owned(),
                Some(0) => "#####".to_owned(),
                Some(c) => c.to_string(),
            };
            let body = usize::try_from(line)
                .ok()
                .and_then(|l| source.get(l.wrapping_sub(1)))
                .copied()
                .unwrap_or_default();
            let _ = writeln!(out, "{count:>9}|{line:>5}|{body}");
            let sites = counts
                .branches
                .get(&line)
                .into_iter()
                .flat_map(|s| s.values());
            for (block, per_arm) in sites.enumerate() {
                let ran = per_arm.values().any(|c| *c > 0);
                for (arm, c) in per_arm {
                    let taken = if ran {
                        c.to_string()
                    } else {
                        "never executed".to_owned()
                    };
                    let _ = writeln!(out, "{:>9}|{:>5}|  branch {block}.{arm}: {taken}", "", "");
                }
            }
        }
    }
    out
}

/// An input's I/O error in the words the other tools use: "no such file" for a missing one.
fn reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".to_owned(),
        _ => nsdi_cli::output::io_reason(e),
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
        let kind = match e["kind"].as_str() {
            Some("line") => Kind::Line,
            Some("function") => Kind::Function,
            Some("branch") => Kind::Branch {
                site: field("site")?,
                arm: field("arm")?,
            },
            // Kinds a later manifest may add are not in LCOV.
            _ => continue,
        };
        entries.push(Entry {
            kind,
            function: e["function"].as_str().unwrap_or_default().to_owned(),
            counter,
            file: e["file"]
                .as_str()
                .ok_or_else(|| format!("{name}: entry {i} has no file"))?
                .to_owned(),
            line: field("line")?,
            column: e["column"].as_u64().unwrap_or(0),
            copy: field("copy")?,
        });
    }
    Ok((stride, entries, count))
}
