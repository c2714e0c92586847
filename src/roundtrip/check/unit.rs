//! The compile unit (version, DWARF version, source, language) and the sources: every path a
//! DIFile's, embedded text equal to the DIFile's (or to the file on disk when the DI has
//! none).

use std::collections::HashMap;

use super::Checker;
use crate::di::{DiNode, FileId};
use crate::nsdi::{DebugOp, NSDI_VERSION, view};
use crate::roundtrip::di_render::language_family;
use crate::roundtrip::render::language_family_name;

/// The DWARF version LLVM assumes when a module does not say.
const DEFAULT_DWARF_VERSION: u32 = 4;

impl Checker<'_> {
    /// Each DebugCompilationUnit against the `llvm.dbg.cu` entry in the same place: the
    /// first is "unit", the others "unit N" (1-based), and the counts must agree.
    pub(super) fn compare_unit(&mut self) {
        let di = self.di();
        let units: Vec<_> = self.view().all(DebugOp::DebugCompilationUnit).collect();
        if units.is_empty() {
            if !di.compile_units.is_empty() {
                self.diffs.missing("unit", "no DebugCompilationUnit");
            }
            return;
        }
        if !di.compile_units.is_empty() {
            self.diffs.field(
                "unit",
                "compile units",
                &units.len().to_string(),
                &di.compile_units.len().to_string(),
            );
        }
        for (index, (inst, unit)) in units.into_iter().zip(&di.compile_units).enumerate() {
            let path = match index {
                0 => "unit".to_owned(),
                n => format!("unit {}", n + 1),
            };
            self.compare_one_unit(&path, inst, di.compile_unit(*unit));
        }
    }

    fn compare_one_unit(
        &mut self,
        path: &str,
        inst: &crate::roundtrip::reader::NsdiInst,
        unit: &crate::di::DiCompileUnit,
    ) {
        let di = self.di();
        self.diffs.nodes += 1;
        let Some(cu) = inst.view::<view::DebugCompilationUnit>() else {
            return self.malformed(inst.id);
        };
        let n = self.n;
        let dwarf = match di.dwarf_version {
            0 => DEFAULT_DWARF_VERSION,
            v => v,
        };
        self.diffs.field(
            path,
            "version",
            &n.number(cu.version()),
            &NSDI_VERSION.to_string(),
        );
        self.diffs.field(
            path,
            "DWARF version",
            &n.number(cu.dwarf_version()),
            &dwarf.to_string(),
        );
        self.diffs.field(
            path,
            "source",
            &n.source_path(cu.source()),
            &self.d.file_path(unit.file),
        );
        self.diffs.field(
            path,
            "language",
            language_family_name(n.value(cu.language())),
            language_family(unit.language.0),
        );
    }

    /// Every DebugSource: a DIFile's path (after the prefix map) with the DIFile's text (or
    /// the file's on disk), or no text when the DI names a line beyond the text's last
    /// (docs/MAPPING.md, `DIFile`).
    pub(super) fn compare_sources(&mut self) {
        // NSDI path -> (the path the file is read from, the DIFile's text).
        let files: HashMap<String, (String, Option<String>)> = self
            .di()
            .ids()
            .filter_map(|id| match self.di().node(id) {
                DiNode::File(f) => Some((self.d.path_of(FileId(id)), (f.path(), f.source.clone()))),
                _ => None,
            })
            .collect();
        let max_lines = self.max_lines();
        let n = self.n;
        let order = &self.view().order;
        for (k, id) in order.iter().enumerate() {
            let Some(source) = self
                .view()
                .get::<view::DebugSource>(crate::nsdi::Id::from_word(*id))
            else {
                continue;
            };
            let path = n.text(source.file());
            self.diffs.nodes += 1;
            let at = format!("source {path}");
            let Some((real, di_text)) = files.get(&path) else {
                if !path.is_empty() {
                    self.diffs.missing(&at, "no DIFile with this path");
                }
                continue;
            };
            // The text with its continuations.
            let ours = source.text().map(|first| {
                let mut text = n.text(first);
                for next in order.get(k + 1..).unwrap_or(&[]) {
                    let id = crate::nsdi::Id::from_word(*next);
                    match self.view().get::<view::DebugSourceContinued>(id) {
                        Some(continued) => text.push_str(&n.text(continued.text())),
                        None => break,
                    }
                }
                text
            });
            // The DIFile's text, else the file as it is on disk now (the emitter read it
            // when it ran).
            let (expected, from_disk) = match di_text {
                Some(text) => (Some(text.clone()), false),
                None => (read_source_text(real), true),
            };
            let Some(expected) = expected else {
                continue;
            };
            let lines = expected.lines().count();
            let max = max_lines.get(&path).copied().unwrap_or(0);
            if usize::try_from(max).is_ok_and(|m| m > lines) {
                if ours.is_some() {
                    let what = format!("has text, but the DI names line {max} of its {lines}");
                    self.diffs.missing(&at, &what);
                }
            } else if from_disk {
                if let Some(ours) = ours
                    && !expected.starts_with(&ours)
                {
                    self.diffs
                        .missing(&at, "text differs from the file on disk");
                }
            } else if ours.unwrap_or_default() != expected {
                self.diffs
                    .missing(&at, "text differs from the DIFile's source");
            }
        }
    }
}

impl Checker<'_> {
    /// The highest line the DI names in each file (by NSDI path): locations (in their scope's
    /// file) and declarations — functions (their scope line too), lexical blocks, variables,
    /// types, members, imported entities.
    fn max_lines(&self) -> HashMap<String, u32> {
        let di = self.di();
        let mut by_file: HashMap<FileId, u32> = HashMap::new();
        for id in di.ids() {
            let (file, line) = match di.node(id) {
                DiNode::Location(l) => (l.scope.and_then(|s| di.scope_file(s.0)), l.line),
                DiNode::Subprogram(sp) => (sp.file, sp.line.max(sp.scope_line)),
                DiNode::LexicalBlock(b) => (b.file, b.line),
                DiNode::LocalVariable(v) => (v.file, v.line),
                DiNode::GlobalVariable(g) => (g.file, g.line),
                DiNode::CompositeType(c) => (c.file, c.line),
                DiNode::DerivedType(d) => (d.file, d.line),
                DiNode::ImportedEntity(e) => (e.file, e.line),
                _ => continue,
            };
            if let Some(file) = file {
                let max = by_file.entry(file).or_default();
                *max = (*max).max(line);
            }
        }
        let mut out: HashMap<String, u32> = HashMap::new();
        for (file, line) in by_file {
            let max = out.entry(self.d.path_of(file)).or_default();
            *max = (*max).max(line);
        }
        out
    }
}

/// The text of a source file on disk as the emitter would have embedded it (the same reader,
/// `di::source_file`); `None` when the emitter wrote no text.
fn read_source_text(path: impl AsRef<std::path::Path>) -> Option<String> {
    crate::di::source_file::read_source_file(path.as_ref()).ok()
}
