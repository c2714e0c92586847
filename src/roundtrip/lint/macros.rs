//! `macro-file`: `DebugMacroDef` and `DebugMacroUndef` name their file by its `OpString`, not
//! by a `DebugSource` as every other instruction does (the spec's operand is "Source: the
//! `<id>` of an OpString").

use super::{Lint, Rule};
use crate::nsdi::view;

impl Lint<'_> {
    pub(super) fn macro_files(&mut self) {
        let defs = self
            .each::<view::DebugMacroDef>()
            .into_iter()
            .map(|(id, m)| (id, m.source().word()));
        let undefs = self
            .each::<view::DebugMacroUndef>()
            .into_iter()
            .map(|(id, m)| (id, m.source().word()));
        let all: Vec<(u32, u32)> = defs.chain(undefs).collect();
        for (id, source) in all {
            if self.view.string(source).is_none() {
                let what = match self.view.op(crate::nsdi::Id::from_word(source)) {
                    Some(op) => op.name().to_owned(),
                    None => "not an OpString".to_owned(),
                };
                let path = self.at(id);
                self.report(
                    Rule::MacroFile,
                    path,
                    format!("Source %{source} is {what}, not the file name's OpString"),
                );
            }
        }
    }
}
