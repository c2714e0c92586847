//! The round-trip checker: read NSDI back from a SPIR-V binary and compare it with the source
//! DI, node by node and instruction by instruction (docs/ROUNDTRIP.md). It depends on the DI
//! model ([`crate::di`]) and the instruction layer ([`crate::nsdi`]) only: the code side comes
//! as a [`SourceProgram`], which `llvm_adapter::source_program` builds from an `ir::Module`
//! and any other producer can build itself.
//!
//! The data flow:
//!
//! - [`reader`]: words → [`SpirvView`] (strings, constants, every NSDI instruction by id,
//!   function bodies); [`reader::read_file`] / [`reader::words_from_bytes`] load files for every
//!   tool. Malformed input is a [`ReadError`], never a panic.
//! - [`render`]: the one text rendering of NSDI (types, scopes, flags, storage classes,
//!   languages, encodings, operations), in the checker's dialect or `nsdi-dump`'s.
//! - `di_render.rs`: the DI rendered the same way, by the checker's own tables.
//! - `check/`: one comparison per family of instructions, producing typed [`Difference`]s;
//!   [`check`] runs them all and returns a [`Report`].
//! - [`difacts`] compares the DI another tool read back from our output with the source DI;
//!   the checker's own mutation test is in `tools/nsdi-testkit`.

mod check;
mod cycles;
mod di_render;
pub mod difacts;
mod difference;
pub mod dwarf;
mod fit;
pub mod lint;
pub mod reader;
pub mod render;
pub mod source;
#[cfg(feature = "validate")]
pub mod validate;
#[cfg(all(test, feature = "validate", feature = "llvm"))]
mod validate_tests;

/// A module's instructions after its header, each as its words: for tests that change a
/// module by hand (the checker's and the validator's).
#[cfg(test)]
pub(crate) fn instructions_for_tests(words: &[u32]) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        out.push(words[at..at + count].to_vec());
        at += count;
    }
    out
}

use std::fmt;

use crate::di::DiModule;
pub use difference::Difference;
pub use reader::{ModuleFlavour, ReadError, SpirvView, read};
pub use source::{
    CodeKind, DebugRecord, SourceBlock, SourceFunction, SourceGlobal, SourceInstruction,
    SourceItem, SourceProgram, SourceValue, UseKind, ValueShape, VariableUse,
};

/// What was compared and what differed.
#[derive(Debug)]
pub struct Report {
    /// DI nodes and NSDI instructions compared (units, sources, types, variables, debug uses,
    /// ...).
    pub nodes: usize,
    /// Line-table entries compared, counted on the source side.
    pub instructions: usize,
    /// Every difference, in the order found; empty when the round trip is exact. Each
    /// displays as one line, `path: what "ours" != "source" (nsdi != llvm)` or
    /// `path: what`.
    pub differences: Vec<Difference>,
}

impl Report {
    /// `compared N nodes, M instructions: K differences`.
    pub fn summary(&self) -> String {
        format!(
            "compared {} nodes, {} instructions: {} differences",
            self.nodes,
            self.instructions,
            self.differences.len()
        )
    }

    /// The differences, one line each.
    pub fn lines(&self) -> Vec<String> {
        self.differences.iter().map(ToString::to_string).collect()
    }
}

impl fmt::Display for Report {
    /// The summary, then one indented line per difference.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.summary())?;
        for d in &self.differences {
            writeln!(f, "  {d}")?;
        }
        Ok(())
    }
}

/// How the binary was produced (what the comparison may expect).
#[derive(Clone, Debug, Default)]
pub struct CheckOptions {
    /// Built with `-g` (else `--gline-tables-only`).
    pub full: bool,
    /// The producer's `-fdebug-prefix-map=OLD=NEW` pairs, in order: NSDI names each file
    /// with the last matching OLD prefix replaced by NEW (docs/MAPPING.md, `DIFile`).
    pub prefix_map: Vec<(String, String)>,
}

impl CheckOptions {
    /// Options for a binary built with `-g` (`full`) or `-gline-tables-only`, without a
    /// prefix map.
    pub fn new(full: bool) -> Self {
        CheckOptions {
            full,
            prefix_map: Vec::new(),
        }
    }
}

/// Whether the binary was written at the full debug level (`-g`) rather than line tables only
/// (`-gline-tables-only`), as far as it shows: line tables only write no types but one empty
/// `void()` function type, no variables, no namespaces, and every function's parent is its
/// compile unit. Any other NSDI instruction, a second or non-empty function type, a named
/// `DebugLexicalBlock` (a namespace) or a function nested in another scope says full; a `-g`
/// module with none of these (a C function with no variables) is written alike at both levels.
pub fn written_at_full_level(view: &SpirvView) -> bool {
    use crate::nsdi::{DebugOp as Op, view as v};
    let mut function_types = 0;
    view.order
        .iter()
        .filter_map(|id| view.inst(*id))
        .any(|inst| match inst.op {
            Op::DebugTypeFunction => {
                function_types += 1;
                let Some(f) = inst.view::<v::DebugTypeFunction>() else {
                    return true;
                };
                function_types > 1
                    || view.constant(f.flags().word()) != Some(0)
                    || view.op(f.return_type()).is_some()
                    || !f.parameter_types().is_empty()
            }
            Op::DebugLexicalBlock => inst
                .view::<v::DebugLexicalBlock>()
                .is_none_or(|b| b.name().is_some()),
            Op::DebugFunction => inst
                .view::<v::DebugFunction>()
                .is_none_or(|f| view.op(f.parent()) != Some(Op::DebugCompilationUnit)),
            Op::DebugSource
            | Op::DebugSourceContinued
            | Op::DebugCompilationUnit
            | Op::DebugFunctionDefinition
            | Op::DebugLexicalBlockDiscriminator
            | Op::DebugScope
            | Op::DebugNoScope
            | Op::DebugInlinedAt
            | Op::DebugLine
            | Op::DebugNoLine
            | Op::DebugEntryPoint
            | Op::DebugBuildIdentifier
            | Op::DebugStoragePath
            | Op::DebugInfoNone => false,
            _ => true,
        })
}

/// Reads `words` and compares its NSDI with the DI `di` and the code side `program`.
///
/// `di` and `program` must describe the module `words` was compiled from. What NSDI cannot
/// carry is not compared (docs/ROUNDTRIP.md lists it).
///
/// # Errors
/// A [`ReadError`] when `words` cannot be read; differences are not errors but entries of the
/// [`Report`].
///
/// # Example
///
/// A compile unit written by hand, checked against DI that has only a compile unit (and no
/// code, so an empty [`SourceProgram`]):
///
/// ```
/// use nsdi::backend::spirv::SpirvModule;
/// use nsdi::di::{DiBuilder, DwLang};
/// use nsdi::nsdi::{ConstId, NSDI_VERSION, NsdiWriter, SourceId, StringId, build, language};
/// use nsdi::roundtrip::{CheckOptions, SourceProgram, check};
///
/// let mut spv = SpirvModule::new();
/// let mut w = NsdiWriter::new(&mut spv, false);
/// let file = StringId::from_word(spv.string("/src/k.cl"));
/// let source = spv.id();
/// spv.push_module_nonsemantic(w.write(source, &build::DebugSource { file, text: None }));
/// let mut number = |n| ConstId::from_word(spv.const_u32(n));
/// let unit = build::DebugCompilationUnit {
///     version: number(NSDI_VERSION),
///     dwarf_version: number(5),
///     source: SourceId::from_word(source),
///     language: number(language::OPENCL_C),
/// };
/// let id = spv.id();
/// spv.push_module_nonsemantic(w.write(id, &unit));
/// let words = spv.assemble();
///
/// let mut b = DiBuilder::new();
/// let file = b.file("k.cl", "/src", None);
/// b.compile_unit(DwLang(gimli::DW_LANG_OpenCL.0), file, "hand");
/// let mut di = b.finish();
/// di.dwarf_version = 5;
/// let program = SourceProgram::default();
/// let full = CheckOptions::new(true);
///
/// let report = check(&di, &program, &words, &full)?;
/// assert!(report.differences.is_empty(), "{report}");
///
/// // Against other DI the same words differ.
/// di.dwarf_version = 4;
/// let report = check(&di, &program, &words, &full)?;
/// assert_eq!(
///     report.lines(),
///     [r#"unit: DWARF version "5" != "4" (nsdi != llvm)"#]
/// );
/// # Ok::<(), nsdi::roundtrip::ReadError>(())
/// ```
pub fn check(
    di: &DiModule,
    program: &SourceProgram,
    words: &[u32],
    options: &CheckOptions,
) -> Result<Report, ReadError> {
    let view = read(words)?;
    // Names NSDI cannot hold (a NUL, over the literal limit) as the emitter fits them.
    let fitted = fit::fitted(di);
    Ok(check::compare(
        &view,
        fitted.as_ref().unwrap_or(di),
        program,
        options,
    ))
}
