//! The compile unit (version, DWARF version, source, language) and the sources: every path a
//! DIFile's, embedded text equal to the DIFile's (or to the file on disk when the DI has
//! none).

use std::collections::HashMap;

use super::Checker;
use crate::di::DiNode;
use crate::nsdi::{DebugOp, NSDI_VERSION, view};
use crate::roundtrip::di_render::language_family;
use crate::roundtrip::render::language_family_name;

/// The DWARF version LLVM assumes when a module does not say.
const DEFAULT_DWARF_VERSION: u32 = 4;

impl Checker<'_> {
    pub(super) fn compare_unit(&mut self) {
        let di = self.di();
        let first = self.view().all(DebugOp::DebugCompilationUnit).next();
        let (inst, unit) = match (first, di.compile_units.first()) {
            (Some(inst), Some(unit)) => (inst, di.compile_unit(*unit)),
            (None, Some(_)) => return self.diffs.missing("unit", "no DebugCompilationUnit"),
            _ => return,
        };
        let path = "unit";
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

    pub(super) fn compare_sources(&mut self) {
        let files: HashMap<String, Option<String>> = self
            .di()
            .nodes
            .iter()
            .filter_map(|node| match node {
                DiNode::File(f) => Some((f.path(), f.source.clone())),
                _ => None,
            })
            .collect();
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
            match files.get(&path) {
                None if path.is_empty() => {}
                None => self.diffs.missing(&at, "no DIFile with this path"),
                Some(Some(text)) => {
                    let mut ours = source.text().map(|t| n.text(t)).unwrap_or_default();
                    for next in order.get(k + 1..).unwrap_or(&[]) {
                        let id = crate::nsdi::Id::from_word(*next);
                        match self.view().get::<view::DebugSourceContinued>(id) {
                            Some(continued) => ours.push_str(&n.text(continued.text())),
                            None => break,
                        }
                    }
                    if &ours != text {
                        self.diffs
                            .missing(&at, "text differs from the DIFile's source");
                    }
                }
                // Text read from disk when the emitter ran: compare with the file as it is now.
                Some(None) => {
                    let ours = source.text().map(|t| n.text(t));
                    let disk = std::fs::read_to_string(&path).ok();
                    if let (Some(ours), Some(disk)) = (ours, disk)
                        && !disk.starts_with(&ours)
                    {
                        self.diffs
                            .missing(&at, "text differs from the file on disk");
                    }
                }
            }
        }
    }
}
