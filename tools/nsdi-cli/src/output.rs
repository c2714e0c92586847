//! Writing an output file (`-o`, `--reflect`, `--coverage-manifest`, tracefiles, counters),
//! the same way in every tool; the rules are in docs/USAGE.md.
//!
//! - `-` is standard output (llc's convention); a reader that goes away (`| head`) is not an
//!   error.
//! - A regular file (new or existing) is written to a temporary file in the same directory and
//!   renamed into place, so a failure never leaves a partial file. The temporary name is short
//!   (`.nsdi-<pid>-<n>.tmp`), so a destination name of NAME_MAX bytes still works.
//! - A symlink is written through, never replaced: when it leads to a regular file, that file
//!   is replaced as above (the link stays); when it leads to a device, a FIFO or socket, or
//!   goes through `/proc` (`/dev/stdout`, `/dev/fd/N`: an open file of some process), or
//!   leads nowhere yet, it is opened and written in place.
//! - A device or FIFO is written in place: renaming over `/dev/null` would replace the device
//!   node with a regular file.

use std::fs::OpenOptions;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` by the rules above.
pub fn write_output(path: &Path, bytes: &[u8]) -> Result<(), String> {
    if path == Path::new("-") {
        return write_stdout(bytes);
    }
    let shown = path.display();
    let cannot = |e: &std::io::Error| format!("cannot write {shown}: {}", io_reason(e));
    let is_directory = || format!("cannot write {shown}: is a directory");
    let meta = match std::fs::symlink_metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return replace_atomically(path, bytes).map_err(|e| cannot(&e));
        }
        Err(e) => return Err(cannot(&e)),
    };
    if meta.is_dir() {
        return Err(is_directory());
    }
    if meta.is_file() {
        return replace_atomically(path, bytes).map_err(|e| cannot(&e));
    }
    if meta.file_type().is_symlink() {
        match std::fs::metadata(path) {
            Ok(target) if target.is_dir() => return Err(is_directory()),
            Ok(target) if target.is_file() && !through_proc(path) => {
                if let Ok(real) = std::fs::canonicalize(path) {
                    return replace_atomically(&real, bytes).map_err(|e| cannot(&e));
                }
            }
            _ => {}
        }
    }
    write_in_place(path, bytes).map_err(|e| cannot(&e))
}

/// Writes to standard output; a reader that went away (`| head`) is not an error.
pub fn write_stdout(bytes: &[u8]) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(format!(
            "cannot write to standard output: {}",
            io_reason(&e)
        )),
        _ => Ok(()),
    }
}

/// Whether following the symlink `path` passes through `/proc` (`/dev/stdout` ->
/// `/proc/self/fd/1`): its target is then a file some process has open, written in place.
fn through_proc(path: &Path) -> bool {
    let mut current = path.to_path_buf();
    // Linux follows at most 40 links.
    for _ in 0..40 {
        if current.starts_with("/proc") {
            return true;
        }
        let Ok(target) = std::fs::read_link(&current) else {
            return false;
        };
        current = match current.parent() {
            Some(dir) if target.is_relative() => dir.join(target),
            _ => target,
        };
    }
    true
}

/// Opens `path` (following links; created if missing) and writes `bytes` in place.
fn write_in_place(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .open(path)?;
    file.write_all(bytes)?;
    file.flush()
}

/// Writes `bytes` to a new temporary file beside `path` and renames it over `path`; the
/// temporary file is removed on failure.
fn replace_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let (temp, mut file) = create_temporary(&dir)?;
    let result = file
        .write_all(bytes)
        .and_then(|()| file.flush())
        .and_then(|()| {
            drop(file);
            std::fs::rename(&temp, path)
        });
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    result
}

/// A new file `.nsdi-<pid>-<n>.tmp` in `dir` (at most 40 bytes, whatever the destination's
/// name), created exclusively.
fn create_temporary(dir: &Path) -> std::io::Result<(PathBuf, std::fs::File)> {
    let pid = std::process::id();
    let mut n = 0u32;
    loop {
        let temp = dir.join(format!(".nsdi-{pid}-{n}.tmp"));
        match OpenOptions::new().write(true).create_new(true).open(&temp) {
            Ok(file) => return Ok((temp, file)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && n < 100 => n += 1,
            Err(e) => return Err(e),
        }
    }
}

/// An I/O error as a lower-case reason without the `(os error N)` suffix.
pub fn io_reason(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(i) => text[..i].to_lowercase(),
        None => text.to_lowercase(),
    }
}
