//! `source-lines`: a `DebugLine` within its source's embedded text. The text of a
//! `DebugSource` is its Text operand followed by the `DebugSourceContinued`s right after it;
//! a line past its last line contradicts the text (SPIRV-Tools 2026.2: "Line (500) is larger
//! than the 5 lines found in the DebugSource text"). A source without text is not checked.

use std::collections::HashMap;

use super::{Lint, Rule};
use crate::nsdi::{DebugOp, view};

/// How many lines `text` has: a last line without a newline counts.
pub(super) fn line_count(text: &str) -> u64 {
    let newlines = text.bytes().filter(|b| *b == b'\n').count() as u64;
    if text.is_empty() || text.ends_with('\n') {
        newlines
    } else {
        newlines + 1
    }
}

impl Lint<'_> {
    /// The line count of every `DebugSource` with text, by id.
    fn source_line_counts(&self) -> HashMap<u32, u64> {
        let view = self.view;
        let mut texts: HashMap<u32, String> = HashMap::new();
        let mut current: Option<u32> = None;
        for id in &view.order {
            let Some(inst) = view.inst(*id) else {
                continue;
            };
            match inst.op {
                DebugOp::DebugSource => {
                    current = None;
                    if let Some(s) = inst.view::<view::DebugSource>()
                        && let Some(text) = s.text().and_then(|t| view.string(t.word()))
                    {
                        texts.insert(*id, text.to_owned());
                        current = Some(*id);
                    }
                }
                DebugOp::DebugSourceContinued => {
                    let more = inst
                        .view::<view::DebugSourceContinued>()
                        .and_then(|c| view.string(c.text().word()));
                    if let (Some(source), Some(more)) = (current, more)
                        && let Some(text) = texts.get_mut(&source)
                    {
                        text.push_str(more);
                    }
                }
                _ => current = None,
            }
        }
        texts
            .into_iter()
            .map(|(id, t)| (id, line_count(&t)))
            .collect()
    }

    pub(super) fn source_lines(&mut self) {
        let counts = self.source_line_counts();
        for (_, id, line) in self.each_in_bodies::<view::DebugLine>() {
            let Some(lines) = counts.get(&line.source().word()) else {
                continue;
            };
            let end = [line.line_start(), line.line_end()]
                .into_iter()
                .filter_map(|l| self.n.value(l))
                .max()
                .unwrap_or(0);
            if end > *lines {
                let path = self.at(id);
                let source = self.n.source_path(line.source());
                self.report(
                    Rule::SourceLines,
                    path,
                    format!(
                        "line {end} is past the {lines} lines of the text embedded for {source}"
                    ),
                );
            }
        }
    }
}
