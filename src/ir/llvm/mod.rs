//! Loading LLVM 19 IR (`.ll` or `.bc`) into the owned [`Module`].
//!
//! Steps: read the file; parse it in a fresh context whose diagnostic handler collects messages
//! (LLVM's default handler exits the process on errors); upgrade debug info as LLVM's parser would
//! (but report a broken module instead of aborting); verify; collect DI through the C++
//! wrapper; convert types, constants, globals and functions, each debug record read through the
//! wrapper as the `llvm.dbg.*` call LLVM's conversion would make of it (LLVM 19's C API cannot
//! iterate records). Every step runs on the calling thread, one after the other: nothing is
//! imported before LLVM's verifier has accepted the module.

mod ffi;
mod import;
mod phi_variables;
mod safe;
mod structurize;

pub use structurize::STRUCTURIZE_PIPELINE;

pub use crate::input::MAX_INPUT_BYTES;

use std::ffi::{CStr, c_void};
use std::path::Path;

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use llvm_sys::LLVMDiagnosticSeverity;
use llvm_sys::core::{
    LLVMContextSetDiagnosticHandler, LLVMDisposeMessage, LLVMGetDiagInfoDescription,
    LLVMGetDiagInfoSeverity,
};
use llvm_sys::prelude::{LLVMDiagnosticInfoRef, LLVMModuleRef};
use llvm_sys::support::LLVMParseCommandLineOptions;

use crate::di::DiError;
use crate::ir::Module;
use safe::Failure;

/// Why a module could not be loaded. Messages are one line, lower-case, without the file name
/// (the caller prefixes it).
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The file could not be read: `no such file`, `permission denied`, `is a directory`, ...
    #[error("{0}")]
    Io(String),
    /// The file has no bytes (LLVM would parse it as an empty module).
    #[error("empty file")]
    Empty,
    /// LLVM's parser rejected the text or bitcode: `3:7: expected type`.
    #[error("{0}")]
    Parse(String),
    /// The module parsed but LLVM's verifier rejected it (first line of its report).
    #[error("invalid module: {0}")]
    Verify(String),
    /// The debug info cannot be held by the typed [`DiModule`](crate::di::DiModule).
    #[error(transparent)]
    Di(#[from] DiError),
    /// Valid IR the importer does not model: types or constants nested too deeply, a value
    /// kind it does not know, a reference to another function's block.
    #[error("{0}")]
    Unsupported(String),
    /// LLVM's parser or verifier crashed (a signal, or a fatal error such as an allocation of a
    /// corrupted size) and crash recovery contained it: `LLVM could not read this bitcode`. The
    /// LLVM context of that load is leaked; a process should end soon after (see
    /// docs/TESTING.md, "Bit-flip sweep").
    #[error("{0}")]
    Crashed(String),
}

/// How to load; `Default` imports everything.
#[derive(Clone, Debug, Default)]
pub struct LoadOptions {
    /// Skip debug-info import entirely (the module's DI is left empty): `-g0` needs none.
    pub skip_debug_info: bool,
    /// Never free LLVM's module and context (as clang's `-disable-free`): for a process that
    /// exits after one compilation, where freeing a large module one node at a time is wasted
    /// time (5 % of `nsdi-llc -g`). Leaks in a long-lived process.
    pub leak_llvm_module: bool,
    /// Whether to run LLVM's structurizer pipeline ([`STRUCTURIZE_PIPELINE`], after inlining
    /// every helper and removing `optnone`) before importing: the Vulkan flavour needs
    /// structured control flow and no calls.
    pub structurize: Structurize,
}

/// When [`load_memory`] structurizes control flow (see [`LoadOptions::structurize`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Structurize {
    /// Never: the OpenCL Kernel flavour takes any control flow.
    #[default]
    Never,
    /// Always (`--target-env=vulkan1.x`).
    Always,
    /// When the module's target triple names Vulkan (`spirv-unknown-vulkan1.3-compute`).
    IfVulkanTriple,
}

/// A loaded module plus the warnings LLVM reported while loading (e.g. invalid debug info it
/// dropped).
pub struct Loaded {
    /// The imported module, code and DI.
    pub module: Module,
    /// LLVM's warnings, one line each without the `warning: ` prefix (e.g. `ignoring invalid
    /// debug info: <verifier detail>` when it dropped the module's debug info).
    pub warnings: Vec<String>,
    /// Wall time of each loading stage, in order (`nsdi-llc --time-stages` prints them).
    pub timings: Vec<(&'static str, std::time::Duration)>,
}

/// The bytes of the regular file at `path` ([`crate::input::read_input`]), its reason an
/// [`ImportError::Io`].
///
/// # Errors
/// As `crate::input::read_input`.
pub fn read_input(path: &Path) -> Result<Vec<u8>, ImportError> {
    crate::input::read_input(path).map_err(ImportError::Io)
}

/// Loads and verifies `path` (`.ll` text or `.bc` bitcode, LLVM 19), then imports it.
///
/// Debug records are imported as the `llvm.dbg.*` calls they stand for and the debug info into
/// [`Module::di`] (skipped with [`LoadOptions::skip_debug_info`]). Unnamed values get LLVM's slot
/// numbers as names, so diagnostics say `%5` where `llvm-dis` does.
///
/// # Errors
/// An [`ImportError`] whose message does not repeat the path (the caller prefixes it).
///
/// # Example
///
/// ```
/// use nsdi::di::DiNode;
/// use nsdi::ir::{LoadOptions, load_file};
///
/// let path = std::env::temp_dir().join(format!("nsdi-doc-load-{}.ll", std::process::id()));
/// std::fs::write(
///     &path,
///     r#"
/// define spir_kernel void @k(ptr addrspace(1) %out) !dbg !4 {
/// entry:
///   store i32 1, ptr addrspace(1) %out, align 4, !dbg !7
///   ret void, !dbg !8
/// }
///
/// !llvm.dbg.cu = !{!0}
/// !llvm.module.flags = !{!2, !3}
/// !0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, emissionKind: FullDebug)
/// !1 = !DIFile(filename: "k.cl", directory: "/src")
/// !2 = !{i32 7, !"Dwarf Version", i32 5}
/// !3 = !{i32 2, !"Debug Info Version", i32 3}
/// !4 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1,
///                             spFlags: DISPFlagDefinition, unit: !0)
/// !5 = !DISubroutineType(types: !6)
/// !6 = !{null}
/// !7 = !DILocation(line: 2, column: 3, scope: !4)
/// !8 = !DILocation(line: 3, column: 1, scope: !4)
/// "#,
/// )?;
/// let loaded = load_file(&path, &LoadOptions::default())?;
/// std::fs::remove_file(&path)?;
/// assert!(loaded.warnings.is_empty());
///
/// let m = &loaded.module;
/// let k = &m.functions[0];
/// assert!(k.is_kernel());
/// let sp = m.di.subprogram(k.subprogram.expect("k has a DISubprogram"));
/// assert_eq!((sp.name.as_str(), sp.line), ("k", 1));
/// assert_eq!(m.describe_location(k.insts[0].loc.expect("located")).expect("describable"), "k.cl:2:3");
/// assert_eq!(m.di.dwarf_version, 5);
/// assert!(m.di.nodes.iter().any(|n| matches!(n, DiNode::CompileUnit(_))));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn load_file(path: &Path, options: &LoadOptions) -> Result<Loaded, ImportError> {
    let bytes = read_input(path)?;
    load_memory(&bytes, &path.display().to_string(), options)
}

/// [`load_file`] on bytes already in memory (`.ll` text or bitcode): `name` stands for the file
/// name (the module's source name and the buffer name in LLVM's messages). Same steps and errors
/// as `load_file` after reading.
pub fn load_memory(bytes: &[u8], name: &str, options: &LoadOptions) -> Result<Loaded, ImportError> {
    if bytes.is_empty() {
        return Err(ImportError::Empty);
    }
    let name = name.to_owned();
    let context = Context::create();
    let mut diagnostics: Vec<String> = Vec::new();
    // SAFETY: the handler only appends to `diagnostics`, which outlives every LLVM call made with
    // this context below (the context is dropped at the end of this function, after the last use,
    // or, with `leak_llvm_module`, kept with the handler cleared first). The pointer is not used
    // after that.
    unsafe {
        LLVMContextSetDiagnosticHandler(
            context.raw(),
            Some(collect_diagnostic),
            (&mut diagnostics as *mut Vec<String>).cast::<c_void>(),
        );
    }
    let mut timings = Vec::new();
    let mut clock = std::time::Instant::now();
    let mut lap = |stage: &'static str| {
        let now = std::time::Instant::now();
        timings.push((stage, now - clock));
        clock = now;
    };
    let raw = match parse(&context, bytes, &name) {
        Ok(raw) => raw,
        Err(Failure::Rejected(message)) => {
            return Err(ImportError::Parse(parse_reason(&message, &name)));
        }
        Err(Failure::Crashed(reason)) => {
            abandon(context);
            return Err(ImportError::Crashed(crash_message(bytes, &reason)));
        }
    };
    // SAFETY: `raw` is the module LLVM just made in `context`, owned by nothing else; it is
    // dropped (or forgotten) before `context`, which is declared first.
    let module = unsafe { inkwell::module::Module::new(raw) };
    lap("LLVM parse");
    if let Some(error) = diagnostics.iter().find(|d| d.starts_with("error: ")) {
        return Err(ImportError::Parse(error["error: ".len()..].to_owned()));
    }
    let upgrade_details = match upgrade_and_verify(raw) {
        Ok(details) => details,
        Err(Failure::Rejected(report)) => return Err(ImportError::Verify(first_line(&report))),
        Err(Failure::Crashed(reason)) => {
            std::mem::forget(module);
            abandon(context);
            return Err(ImportError::Crashed(with_reason(
                "LLVM's verifier crashed on this module",
                &reason,
            )));
        }
    };
    lap("verification");
    safe::split_large_switches(raw).map_err(ImportError::Unsupported)?;
    let vulkan_triple = || {
        // SAFETY: `raw` is live; LLVMGetTarget returns a string the module owns (or null).
        let t = unsafe { llvm_sys::core::LLVMGetTarget(raw) };
        // SAFETY: a non-null result is NUL-terminated and lives as long as the module.
        !t.is_null()
            && unsafe { CStr::from_ptr(t) }
                .to_string_lossy()
                .contains("vulkan")
    };
    let structurize = match options.structurize {
        Structurize::Never => false,
        Structurize::Always => true,
        Structurize::IfVulkanTriple => vulkan_triple(),
    };
    let mut structurized = structurize::Structurized::default();
    if structurize {
        // SAFETY: `raw` is the live, verified module owned by `module`.
        structurized = unsafe { structurize::structurize(raw)? };
        lap("structurize");
    }
    // The import reads each debug record as the llvm.dbg.* call LLVM's conversion to intrinsics
    // would make of it (the C API cannot iterate records), without converting; without debug
    // info, records are not read: the code is imported as if stripped.
    let mut out = import::import_module(raw, &name, !options.skip_debug_info, &structurized)?;
    out.source_name = name;
    lap("import (IR and DI)");
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
    if options.leak_llvm_module {
        // SAFETY: the context is live; clearing the handler first means nothing can reach
        // `diagnostics` through the context after this function returns.
        unsafe { LLVMContextSetDiagnosticHandler(context.raw(), None, std::ptr::null_mut()) };
        std::mem::forget(module);
        std::mem::forget(context);
    } else {
        drop(module);
    }
    lap("LLVM module release");
    Ok(Loaded {
        module: out,
        warnings,
        timings,
    })
}

/// The DWARF oracle's object (docs/ROUNDTRIP.md, "The DWARF oracle"): `bytes` (an LLVM module,
/// as [`load_memory`] takes it) parsed, its debug info upgraded and verified as `load_memory`
/// does, then retargeted to `x86_64-unknown-linux-gnu` (triple, data layout, the C calling
/// convention in place of SPIR's) and compiled at -O0 by LLVM's X86 backend to an ELF
/// relocatable object, whose DWARF LLVM's own `DwarfDebug` wrote from the same metadata.
///
/// # Errors
/// An [`ImportError`]: the module does not parse or verify, or LLVM's codegen rejects or
/// crashes on it (`Unsupported` / `Crashed`).
pub fn dwarf_object(bytes: &[u8], name: &str) -> Result<Vec<u8>, ImportError> {
    if bytes.is_empty() {
        return Err(ImportError::Empty);
    }
    let context = Context::create();
    let raw = match parse(&context, bytes, name) {
        Ok(raw) => raw,
        Err(Failure::Rejected(message)) => {
            return Err(ImportError::Parse(parse_reason(&message, name)));
        }
        Err(Failure::Crashed(reason)) => {
            abandon(context);
            return Err(ImportError::Crashed(crash_message(bytes, &reason)));
        }
    };
    // SAFETY: `raw` is the module LLVM just made in `context`, owned by nothing else; it is
    // dropped (or forgotten) before `context`, which is declared first.
    let module = unsafe { inkwell::module::Module::new(raw) };
    let emitted = upgrade_and_verify(raw).and_then(|_| safe::emit_x86_object(raw));
    match emitted {
        Ok(object) => Ok(object),
        Err(Failure::Rejected(report)) => Err(ImportError::Unsupported(format!(
            "x86 codegen for the DWARF oracle failed: {}",
            first_line(&report)
        ))),
        Err(Failure::Crashed(reason)) => {
            std::mem::forget(module);
            abandon(context);
            Err(ImportError::Crashed(with_reason(
                "LLVM's x86 codegen crashed on this module",
                &reason,
            )))
        }
    }
}

/// LLVM's parser alone on `bytes`, as [`load_memory`] runs it, and nothing after it (no
/// verification, no import): the floor `tools/bench` compares a whole compilation against.
pub fn parse_only(bytes: &[u8], name: &str) -> Result<(), ImportError> {
    if bytes.is_empty() {
        return Err(ImportError::Empty);
    }
    let context = Context::create();
    match parse(&context, bytes, name) {
        Ok(raw) => {
            // SAFETY: the module LLVM just made in `context`, owned by nothing else.
            drop(unsafe { inkwell::module::Module::new(raw) });
            Ok(())
        }
        Err(Failure::Rejected(message)) => Err(ImportError::Parse(parse_reason(&message, name))),
        Err(Failure::Crashed(reason)) => {
            abandon(context);
            Err(ImportError::Crashed(crash_message(bytes, &reason)))
        }
    }
}

/// LLVM's parse-time debug-info upgrade ([`safe::upgrade_debug_info`]), then LLVM's verifier
/// when the upgrade did not run it (an outdated "Debug Info Version": the upgrade only strips);
/// the verifier's complaints about the debug info it stripped (empty when none).
fn upgrade_and_verify(raw: LLVMModuleRef) -> Result<String, Failure> {
    let (details, verified) = safe::upgrade_debug_info(raw)?;
    if !verified {
        safe::verify(raw)?;
    }
    Ok(details)
}

/// LLVM's parser on `bytes` in `context` (a copy of the bytes named `name`), under crash
/// recovery: the new module, LLVM's message, or a crash.
/// clang's bitcode with its OpenCL address-space idiom (`DW_OP_constu N, DW_OP_swap,
/// DW_OP_xderef`) removed from the expression of every debug record, and how many expressions
/// changed: what a front end for the Vulkan flavour hands LLVM's optimizer so SROA keeps the
/// fragments of the variables it splits (`src/ir/wrapper/address_space_ops.h`; docs/VULKAN.md).
/// Vulkan pointers carry their storage class, so the idiom says nothing there; the Kernel
/// flavour keeps it. Global variables' expressions are left as they are. The bitcode is
/// written with its use-list order, as clang writes it.
///
/// # Errors
/// One line: LLVM could not read the bitcode (its reason), or crashed reading it.
pub fn bitcode_without_address_space_ops(bitcode: &[u8]) -> Result<(Vec<u8>, u32), String> {
    match safe::bitcode_without_address_space_ops(bitcode) {
        Ok(result) => Ok(result),
        Err(Failure::Rejected(message)) => Err(first_line(&message)),
        Err(Failure::Crashed(reason)) => Err(crash_message(bitcode, &reason)),
    }
}

fn parse(context: &Context, bytes: &[u8], name: &str) -> Result<LLVMModuleRef, Failure> {
    let buffer = MemoryBuffer::create_from_memory_range_copy(bytes, name);
    disable_auto_upgrade_debug_info();
    let raw_buffer = buffer.as_mut_ptr();
    // The parser takes ownership of the buffer.
    std::mem::forget(buffer);
    // SAFETY: the context is live; the buffer is live and given up above.
    unsafe { safe::parse_ir(context.raw(), raw_buffer) }
}

/// After LLVM crashed in `context`: nothing in it may be used or freed again. The diagnostic
/// handler is cleared first, so nothing can reach the caller's (soon dead) sink through it.
fn abandon(context: Context) {
    // SAFETY: setting the handler only stores two pointers in the context object.
    unsafe { LLVMContextSetDiagnosticHandler(context.raw(), None, std::ptr::null_mut()) };
    std::mem::forget(context);
}

/// `LLVM could not read this bitcode` (or `module`, for text), with the fatal error's reason
/// when there was one (none after a signal).
fn crash_message(bytes: &[u8], reason: &str) -> String {
    // The bitcode magic, or the bitcode wrapper's (0x0B17C0DE, little-endian).
    let bitcode = bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]);
    let what = if bitcode { "bitcode" } else { "module" };
    with_reason(&format!("LLVM could not read this {what}"), reason)
}

fn with_reason(message: &str, reason: &str) -> String {
    match reason.lines().map(str::trim).find(|l| !l.is_empty()) {
        Some(reason) => format!("{message} ({reason})"),
        None => message.to_owned(),
    }
}

/// LLVM's parsers upgrade debug info as their last step: they verify the module, strip debug info
/// the verifier rejects and print its complaints to stderr — and call `report_fatal_error` (print,
/// abort the process) when the module is invalid beyond its debug info, e.g. a dominance error in
/// any `clang -g` output. nsdi turns that step off (LLVM's `-disable-auto-upgrade-debug-info`,
/// once per process, for every LLVM user in it) and does it itself after parsing
/// (`ffi::upgrade_debug_info`), which reports instead of aborting.
fn disable_auto_upgrade_debug_info() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let args = [
            c"nsdi".as_ptr(),
            c"-disable-auto-upgrade-debug-info".as_ptr(),
        ];
        // SAFETY: two valid NUL-terminated strings that outlive the call; LLVM copies what it
        // keeps. `Once` keeps it to one call, before any parse that reads the option.
        unsafe { LLVMParseCommandLineOptions(2, args.as_ptr(), std::ptr::null()) };
    });
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
    let line = without_type_addresses(&first_line(message));
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

/// LLVM's parser names a type it has no name or number for by its address
/// (`%"type 0x55d0c8a0"`): a message that changed from run to run. The address goes.
fn without_type_addresses(line: &str) -> String {
    const MARK: &str = "\"type 0x";
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find(MARK) {
        let after = &rest[at + MARK.len()..];
        let digits = after.len()
            - after
                .trim_start_matches(|c: char| c.is_ascii_hexdigit())
                .len();
        out.push_str(&rest[..at]);
        out.push_str(if digits > 0 {
            "\"type at some address"
        } else {
            MARK
        });
        rest = &after[digits..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_reason_drops_type_addresses() {
        assert_eq!(
            parse_reason(
                "k.ll:94:21: error: '%30' defined with type 'i32' but expected '%\"type 0x7f87e000ace0\" = type opaque'",
                "k.ll"
            ),
            "94:21: '%30' defined with type 'i32' but expected '%\"type at some address\" = type opaque'"
        );
    }

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

    #[test]
    fn bitcode_rewrite_refuses_what_is_not_bitcode() {
        // One line from LLVM's reader, no crash and no partial output.
        let reason = bitcode_without_address_space_ops(b"define void @f() { ret void }")
            .expect_err("text is not bitcode");
        assert!(!reason.contains('\n'));
        assert!(reason.to_lowercase().contains("bitcode"), "{reason}");
        assert!(bitcode_without_address_space_ops(b"").is_err());
    }
}
