//! The current function's state: its subprogram and its line table (`DebugScope`,
//! `DebugLine`, `DebugNoLine`), made by `begin_function` and dropped by `end_function`; the
//! producer calls that write into the function are the facade's (`mod.rs`), which lower
//! what a location names through the module tables and ask this state what to write.
//!
//! Placement rules (docs/LINES.md has the reasons):
//! - `DebugFunctionDefinition` first in the entry block, after its OpVariables;
//! - a `DebugScope` at the start of every block (debuggers clear the scope at terminators),
//!   for the scope of the block's first located instruction;
//! - a `DebugScope` whenever scope or inlined-at changes; a `DebugLine` whenever file, line or
//!   column changes, and after every `DebugScope`; a `DebugNoLine` for an instruction with no
//!   location or line 0, once per run.

use rspirv::spirv::Word;

use super::lowering::Lowering;
use super::scopes::scope_file;
use crate::di::{LocationId, SubprogramId};
use crate::nsdi::{DebugTarget, InlinedAtId, ScopeId, SourceId};

/// The last line-table entry written in the current function.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum LineState {
    /// Nothing yet since the last DebugScope (a DebugLine must follow).
    Unknown,
    NoLine,
    Line(SourceId, u32, u32),
}

/// A DebugScope's operands: the scope and the inlined-at chain.
pub(super) type ScopeAt = (ScopeId, Option<InlinedAtId>);

/// The current function's state. Nothing in it outlives the function: a new function starts
/// from a fresh one.
pub(super) struct FunctionState {
    subprogram: Option<SubprogramId>,
    /// The last DebugScope's scope and inlined-at.
    scope: Option<ScopeAt>,
    line: LineState,
    /// The operand buffer every function-scope instruction is written through
    /// (`ModuleWriter::emit_in_block`): one allocation per function, not per instruction.
    pub(super) operands: Vec<Word>,
}

impl FunctionState {
    /// The state of a function described by `subprogram` (`None`: no debug info, and every
    /// block and location call writes nothing).
    pub(super) fn new(subprogram: Option<SubprogramId>) -> Self {
        FunctionState {
            subprogram,
            scope: None,
            line: LineState::Unknown,
            operands: Vec::new(),
        }
    }

    pub(super) fn subprogram(&self) -> Option<SubprogramId> {
        self.subprogram
    }

    /// Whether `scope` is the last DebugScope's.
    pub(super) fn is_current_scope(&self, scope: ScopeAt) -> bool {
        self.scope == Some(scope)
    }

    /// Notes a DebugScope written: a DebugLine must follow it.
    pub(super) fn scope_written(&mut self, scope: ScopeAt) {
        self.scope = Some(scope);
        self.line = LineState::Unknown;
    }

    /// Notes `line` as the current line-table entry; whether it differs from the last one
    /// (and so must be written).
    /// Whether no `DebugLine`/`DebugNoLine` was written since the last `DebugScope`.
    pub(super) fn line_unknown(&self) -> bool {
        self.line == LineState::Unknown
    }

    pub(super) fn line_changes(&mut self, line: LineState) -> bool {
        let changed = self.line != line;
        self.line = line;
        changed
    }
}

impl Lowering<'_, '_> {
    /// (DebugScope scope, inlined-at) of a location.
    pub(super) fn scope_of(&mut self, cx: &mut dyn DebugTarget, loc: LocationId) -> ScopeAt {
        let l = self.di.location(loc);
        let scope = self.get_or_create_scope(cx, l.scope.map(|s| s.0));
        let inlined = l.inlined_at.map(|i| self.get_or_create_inlined_at(cx, i));
        (scope, inlined)
    }

    /// The line-table entry of a located instruction: its file's DebugSource, line and column.
    pub(super) fn line_of(&mut self, cx: &mut dyn DebugTarget, loc: LocationId) -> LineState {
        let l = self.di.location(loc);
        let file = scope_file(self.di, l.scope.map(|s| s.0));
        let source = self.source_of(cx, file);
        LineState::Line(source, l.line, l.column)
    }
}

#[cfg(test)]
mod tests {
    use super::{FunctionState, LineState};
    use crate::nsdi::{ScopeId, SourceId};

    #[test]
    fn a_scope_change_asks_for_a_new_line() {
        let mut state = FunctionState::new(None);
        let line = LineState::Line(SourceId::from_word(1), 3, 4);
        assert!(state.line_changes(line));
        assert!(!state.line_changes(line));
        let scope = (ScopeId::from_word(7), None);
        assert!(!state.is_current_scope(scope));
        state.scope_written(scope);
        assert!(state.is_current_scope(scope));
        assert!(state.line_changes(line));
        assert!(state.line_changes(LineState::NoLine));
        assert!(!state.line_changes(LineState::NoLine));
    }
}
