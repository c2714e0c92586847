//! Loading LLVM 19 IR (`.ll` or `.bc`) into the owned [`Module`](crate::ir::Module).
//!
//! Steps: read the file; parse it in a fresh context whose diagnostic handler collects messages
//! (LLVM's default handler exits the process on errors); verify; convert debug records to
//! `llvm.dbg.*` calls (LLVM 19's C API cannot iterate records); collect DI through the C++
//! wrapper; convert types, constants, globals and functions.

mod ffi;
mod import;

use std::ffi::{CStr, c_void};
use std::path::Path;

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use llvm_sys::core::{
    LLVMContextSetDiagnosticHandler, LLVMDisposeMessage, LLVMGetDiagInfoDescription,
    LLVMGetDiagInfoSeverity,
};
use llvm_sys::prelude::LLVMDiagnosticInfoRef;
use llvm_sys::{LLVMDiagnosticSeverity, debuginfo::LLVMStripModuleDebugInfo};

use crate::di::DiError;
use crate::ir::Module;

/// Why a module could not be loaded. Messages are one line, lower-case, without the file name
/// (the caller prefixes it).
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("{0}")]
    Io(String),
    #[error("empty file")]
    Empty,
    #[error("{0}")]
    Parse(String),
    #[error("invalid module: {0}")]
    Verify(String),
    #[error(transparent)]
    Di(#[from] DiError),
    #[error("{0}")]
    Unsupported(String),
}

/// How to load.
#[derive(Clone, Debug, Default)]
pub struct LoadOptions {
    /// Skip debug-info import entirely (the module's DI is left empty): `-g0` needs none.
    pub skip_debug_info: bool,
}

/// A loaded module plus the warnings LLVM reported while loading (e.g. invalid debug info it
/// dropped).
pub struct Loaded {
    pub module: Module,
    pub warnings: Vec<String>,
}

/// Loads and verifies `path`, then imports it.
pub fn load_file(path: &Path, options: &LoadOptions) -> Result<Loaded, ImportError> {
    let bytes = std::fs::read(path).map_err(|e| ImportError::Io(io_reason(&e)))?;
    if bytes.is_empty() {
        return Err(ImportError::Empty);
    }
    let name = path.display().to_string();
    let context = Context::create();
    let mut diagnostics: Vec<String> = Vec::new();
    // SAFETY: the handler only appends to `diagnostics`, which outlives every LLVM call made with
    // this context below (the context is dropped at the end of this function, after the last use,
    // and we reset nothing else). The pointer is not used after `context` is dropped.
    unsafe {
        LLVMContextSetDiagnosticHandler(
            context.raw(),
            Some(collect_diagnostic),
            (&mut diagnostics as *mut Vec<String>).cast::<c_void>(),
        );
    }
    let buffer = MemoryBuffer::create_from_memory_range_copy(&bytes, &name);
    // LLVM's debug-info upgrade prints verifier details straight to stderr; keep them for the
    // one-line warning instead.
    let (parsed, upgrade_details) = capture_stderr(|| context.create_module_from_ir(buffer));
    let module = parsed.map_err(|e| ImportError::Parse(parse_reason(&e.to_string(), &name)))?;
    if let Some(error) = diagnostics.iter().find(|d| d.starts_with("error: ")) {
        return Err(ImportError::Parse(error["error: ".len()..].to_owned()));
    }
    module
        .verify()
        .map_err(|e| ImportError::Verify(first_line(&e.to_string())))?;
    let raw = module.as_mut_ptr();
    // SAFETY: `raw` is the live module owned by `module`; converting the debug-info format only
    // rewrites its instructions.
    unsafe { llvm_sys::core::LLVMSetIsNewDbgInfoFormat(raw, 0) };
    if options.skip_debug_info {
        // SAFETY: as above; stripping removes debug intrinsics and attachments in place.
        unsafe { LLVMStripModuleDebugInfo(raw) };
    }
    let mut out = import::import_module(raw, &name)?;
    out.source_name = name;
    let detail = upgrade_details
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty());
    let warnings = diagnostics
        .into_iter()
        .filter_map(|d| d.strip_prefix("warning: ").map(str::to_owned))
        .map(
            |w| match (w.starts_with("ignoring invalid debug info"), detail) {
                (true, Some(detail)) => format!("ignoring invalid debug info: {detail}"),
                _ => w,
            },
        )
        .collect();
    drop(module);
    Ok(Loaded {
        module: out,
        warnings,
    })
}

/// Runs `f` with file descriptor 2 redirected to an unlinked temporary file and returns what was
/// written there. Falls back to running `f` uncaptured when the redirection cannot be set up.
fn capture_stderr<T>(f: impl FnOnce() -> T) -> (T, String) {
    use std::io::{Read, Seek};
    use std::os::fd::AsRawFd;
    let path = std::env::temp_dir().join(format!("nsdi-stderr-{}", std::process::id()));
    let Ok(mut file) = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(true)
        .open(&path)
    else {
        return (f(), String::new());
    };
    let _ = std::fs::remove_file(&path);
    // SAFETY: dup/dup2 on fd 2 and on a file we own; the saved descriptor is restored and closed
    // before returning, whatever `f` did.
    let saved = unsafe { libc::dup(2) };
    if saved < 0 || unsafe { libc::dup2(file.as_raw_fd(), 2) } < 0 {
        return (f(), String::new());
    }
    let result = f();
    // SAFETY: as above.
    unsafe {
        libc::dup2(saved, 2);
        libc::close(saved);
    }
    let mut text = String::new();
    if file.rewind().is_ok() {
        let mut bytes = Vec::new();
        let _ = file.read_to_end(&mut bytes);
        text = String::from_utf8_lossy(&bytes).into_owned();
    }
    (result, text)
}

extern "C" fn collect_diagnostic(info: LLVMDiagnosticInfoRef, sink: *mut c_void) {
    // SAFETY: LLVM passes a live diagnostic and the pointer registered in load_file, which is a
    // `Vec<String>` alive for as long as the context can report.
    unsafe {
        let severity = match LLVMGetDiagInfoSeverity(info) {
            LLVMDiagnosticSeverity::LLVMDSError => "error",
            LLVMDiagnosticSeverity::LLVMDSWarning => "warning",
            _ => return,
        };
        let text = LLVMGetDiagInfoDescription(info);
        let message = first_line(&CStr::from_ptr(text).to_string_lossy());
        LLVMDisposeMessage(text);
        (*sink.cast::<Vec<String>>()).push(format!("{severity}: {message}"));
    }
}

fn first_line(s: &str) -> String {
    s.lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or("unknown error")
        .to_owned()
}

/// LLVM's parser says `<name>:3:7: error: expected type` or, for bitcode, `Invalid bitcode
/// signature`; keep `3:7: expected type`.
fn parse_reason(message: &str, name: &str) -> String {
    let line = first_line(message);
    let rest = line.strip_prefix(name).map_or(line.as_str(), |r| {
        r.strip_prefix(':').unwrap_or(r).trim_start()
    });
    let rest = rest.replacen(": error: ", ": ", 1);
    let rest = rest.strip_prefix("error: ").unwrap_or(&rest);
    let mut chars = rest.chars();
    match chars.next() {
        Some(c) if c.is_ascii_uppercase() && !rest.starts_with("LLVM") => {
            c.to_lowercase().chain(chars).collect()
        }
        _ => rest.to_owned(),
    }
}

fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".to_owned(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_owned(),
        std::io::ErrorKind::IsADirectory => "is a directory".to_owned(),
        _ => {
            let text = e.to_string();
            match text.find(" (os error") {
                Some(i) => text[..i].to_lowercase(),
                None => text.to_lowercase(),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_reason_drops_file_name_and_level() {
        assert_eq!(
            parse_reason("k.ll:3:7: error: expected type\n  x\n  ^", "k.ll"),
            "3:7: expected type"
        );
        assert_eq!(
            parse_reason("Invalid bitcode signature", "k.bc"),
            "invalid bitcode signature"
        );
    }
}
