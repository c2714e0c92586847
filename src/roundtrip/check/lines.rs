//! Line tables, instruction for instruction: the line state before every code instruction
//! (file, line, column, scope and inlined-at chain, or `no line in <scope>`), consecutive
//! repeats collapsed, a marker at every block — the binary's DebugScope / DebugLine /
//! DebugNoLine walked in order, against the source's locations under the rules of
//! docs/LINES.md.

use std::collections::HashSet;

use rspirv::spirv::Op;

use super::Checker;
use crate::di::LocationId;
use crate::nsdi::{ConstId, Id, view};
use crate::roundtrip::reader::{BodyItem, FunctionBody, ModuleFlavour};
use crate::roundtrip::source::{CodeKind, SourceFunction, SourceItem};

/// How many inlined-at links a source location's scope follows.
const MAX_INLINED_DEPTH: usize = 256;

impl Checker<'_> {
    /// Compares the line table of `body` with that of `function`.
    pub(super) fn compare_line_table(
        &mut self,
        path: &str,
        function: &SourceFunction,
        body: &FunctionBody,
    ) {
        self.compare_line_points(path, body);
        let ours = self.nsdi_lines(body);
        let source = resolve_source_lines(self.source_lines(function), &ours);
        self.instructions += source.len();
        self.diffs
            .first_of_sequences(path, "line table entry", &ours, &source, "(end)");
    }

    /// Every DebugLine of `body` is a point, as LLVM's locations are (Line End = Line Start,
    /// Column End = Column Start): also one no code follows (the Vulkan flavour writes the
    /// line of an instruction that makes only a pointer, and its code comes later), whose
    /// range the line table alone would not see.
    fn compare_line_points(&mut self, path: &str, body: &FunctionBody) {
        let n = self.n;
        let view = self.view();
        for item in &body.items {
            let BodyItem::Debug(id) = item else {
                continue;
            };
            let Some(l) = view.get::<view::DebugLine>(Id::from_word(*id)) else {
                continue;
            };
            let lines = (n.number(l.line_start()), n.number(l.line_end()));
            let columns = (n.number(l.column_start()), n.number(l.column_end()));
            if lines.0 != lines.1 || columns.0 != columns.1 {
                self.diffs.missing(
                    path,
                    &format!(
                        "DebugLine %{id} is a range ({}-{}:{}-{}), not a point",
                        lines.0, lines.1, columns.0, columns.1
                    ),
                );
            }
        }
    }

    /// The binary's line state before each code instruction. As RenderDoc and spirv-opt read
    /// it (docs/LINES.md): a `DebugScope` changes the scope and keeps the current line; a
    /// `DebugLine` or `DebugNoLine` sets the line until the next one or the end of the block.
    fn nsdi_lines(&self, body: &FunctionBody) -> Vec<String> {
        let n = self.n;
        let view = self.view();
        let mut out: Vec<String> = Vec::new();
        let mut scope = String::new();
        // `file:line:column`, or `None` for no line.
        let mut line: Option<String> = None;
        // Rule `vulkan-prologue`: a Vulkan entry point's code before its first DebugScope
        // (the push-constant loads of its scalar arguments, written before the function's
        // scope starts) is the flavour's prologue, not code of the source's.
        let vulkan = view.flavour == ModuleFlavour::Vulkan;
        let mut in_prologue = vulkan;
        // The current block's code instructions, while they may still be a split loop header.
        let mut block_code: Vec<Op> = Vec::new();
        let debug_only = if vulkan {
            super::variables::debug_value_code(view, body)
        } else {
            HashSet::new()
        };
        // LLVM locations are points: end = start.
        let range = |start: ConstId, end: ConstId| {
            let (start, end) = (n.number(start), n.number(end));
            if start == end {
                start
            } else {
                format!("{start}-{end}")
            }
        };
        // Rule `vulkan-pointer-code`: the line state a DebugLine sets that no code uses
        // before the next DebugLine, DebugNoLine or block (the line of an instruction that
        // made only a pointer) is an entry of its own in the Vulkan flavour.
        let mut unused: Option<String> = None;
        let flush = |unused: &mut Option<String>, out: &mut Vec<String>| {
            if let Some(state) = unused.take()
                && out.last() != Some(&state)
            {
                out.push(state);
            }
        };
        for item in &body.items {
            match item {
                BodyItem::Label(_) => {
                    flush(&mut unused, &mut out);
                    // Only the entry block has a prologue.
                    in_prologue &= out.is_empty();
                    // Rule `vulkan-loop-header`: the Vulkan backend splits a loop header into
                    // a block of its own (`OpLoopMerge`, `OpBranch`) and the header's code,
                    // which the source has as one block.
                    let split_header = vulkan && block_code == [Op::LoopMerge, Op::Branch];
                    block_code.clear();
                    if split_header {
                        line = None;
                        continue;
                    }
                    out.push("block".to_owned());
                    line = None;
                    // A scope ends with its block (spirv-opt's loader and RenderDoc read it so):
                    // code of a block with no DebugScope of its own runs in no scope.
                    scope.clear();
                }
                BodyItem::Debug(id) => {
                    let id = Id::from_word(*id);
                    if let Some(s) = view.get::<view::DebugScope>(id) {
                        in_prologue = false;
                        scope = n.scope(s.scope()) + &self.nsdi_inlined(s.inlined_at());
                    } else if let Some(l) = view.get::<view::DebugLine>(id) {
                        flush(&mut unused, &mut out);
                        let position = format!(
                            "{}:{}:{}",
                            n.source_path(l.source()),
                            range(l.line_start(), l.line_end()),
                            range(l.column_start(), l.column_end())
                        );
                        if vulkan && !in_prologue {
                            unused = Some(format!("{position} in {scope}"));
                        }
                        line = Some(position);
                    } else if view.get::<view::DebugNoLine>(id).is_some() {
                        flush(&mut unused, &mut out);
                        line = None;
                    } else if view.get::<view::DebugNoScope>(id).is_some() {
                        // Code after it runs in no scope: a debugger shows no frame for it.
                        in_prologue = false;
                        scope.clear();
                    }
                }
                BodyItem::Code(Op::Variable | Op::Phi, _) => {}
                BodyItem::Code(..) if in_prologue => {}
                // Rule `vulkan-computed-value`: code written for a DebugValue only.
                BodyItem::Code(_, Some(result)) if debug_only.contains(result) => {}
                BodyItem::Code(op, _) => {
                    unused = None;
                    block_code.push(*op);
                    let state = match &line {
                        Some(position) => format!("{position} in {scope}"),
                        None => format!("no line in {scope}"),
                    };
                    if out.last() != Some(&state) {
                        out.push(state);
                    }
                }
            }
        }
        flush(&mut unused, &mut out);
        out
    }

    /// A location's scope with its inlined-at chain, ` <- LINE@SCOPE` per link.
    pub(super) fn location_scope(&self, l: LocationId) -> String {
        let (di, d) = (self.di(), self.d);
        let loc = di.location(l);
        let mut scope = d.scope(loc.scope.map(|s| s.0));
        let mut at = loc.inlined_at;
        let mut depth = 0;
        while let Some(a) = at {
            let outer = di.location(a);
            scope.push_str(&format!(
                " <- {}@{}",
                outer.line,
                d.scope(outer.scope.map(|s| s.0))
            ));
            at = outer.inlined_at;
            depth += 1;
            if depth > MAX_INLINED_DEPTH {
                break;
            }
        }
        scope
    }

    /// `file:line:column in SCOPE` for the location `l` in the scope rendering `scope`.
    fn located_state(&self, l: LocationId, scope: &str) -> String {
        let (di, d) = (self.di(), self.d);
        let loc = di.location(l);
        let file = loc.scope.and_then(|s| di.scope_file(s.0));
        format!(
            "{}:{}:{} in {scope}",
            d.file_path(file),
            loc.line,
            loc.column
        )
    }

    /// The source side of the line table, following docs/LINES.md: a block starts in the
    /// scope of its first located item (the function's when none; debug records count with
    /// full debug info only); a located instruction or (full) debug record makes its scope
    /// current; an instruction without a line runs in the current scope.
    fn source_lines(&self, function: &SourceFunction) -> Vec<SourceLine> {
        let (di, d) = (self.di(), self.d);
        let full = self.options.full;
        let vulkan = self.view().flavour == ModuleFlavour::Vulkan;
        let function_scope = function
            .subprogram
            .map_or_else(String::new, |sp| d.scope(Some(sp.0)));
        let mut out: Vec<SourceLine> = Vec::new();
        for (k, block) in function.blocks.iter().enumerate() {
            out.push(SourceLine::Block);
            let first_located = block.items.iter().find_map(|item| match item {
                SourceItem::Instruction(i) if i.code != CodeKind::Phi => i.location,
                SourceItem::Record(r) if full => r.location,
                _ => None,
            });
            let mut current =
                first_located.map_or_else(|| function_scope.clone(), |l| self.location_scope(l));
            // Rule `vulkan-loop-header`: where the Vulkan backend splits the block off as a
            // loop header, the header's code runs in the line state of the block's first
            // located item.
            if vulkan {
                let state = match first_located.filter(|l| di.location(*l).line != 0) {
                    Some(l) => self.located_state(l, &current),
                    None => format!("no line in {current}"),
                };
                out.push(SourceLine::State {
                    state,
                    optional: true,
                });
                // Rule `vulkan-prologue`: the loads of push-constant arguments run first, in
                // the function's scope with no line.
                if k == 0 {
                    out.push(SourceLine::State {
                        state: format!("no line in {function_scope}"),
                        optional: true,
                    });
                }
            }
            for item in &block.items {
                let instruction = match item {
                    // With full debug info the emitter enters a record's scope to describe it.
                    SourceItem::Record(r) => {
                        if let (true, Some(l)) = (full, r.location) {
                            current = self.location_scope(l);
                        }
                        continue;
                    }
                    SourceItem::Instruction(i) if i.code == CodeKind::Phi => continue,
                    SourceItem::Instruction(i) => i,
                };
                let line = instruction.location.filter(|l| di.location(*l).line != 0);
                if let Some(l) = line {
                    current = self.location_scope(l);
                }
                // Rule `vulkan-pointer-code`: Logical pointers are not values; the Vulkan
                // flavour writes their access chains at each access, with its line.
                // Rule `vulkan-pointer-code`: in the Vulkan flavour an instruction without
                // code still sets its line; it shows where no code uses it.
                if vulkan
                    && matches!(instruction.code, CodeKind::None | CodeKind::Pointer)
                    && let Some(l) = line
                {
                    out.push(SourceLine::State {
                        state: self.located_state(l, &current),
                        optional: true,
                    });
                    continue;
                }
                let (no_code, optional) = match instruction.code {
                    CodeKind::None => (true, false),
                    CodeKind::Pointer => (vulkan, false),
                    // Rule `vulkan-address-code`: a getelementptr writes code only for an
                    // index the access path must compute.
                    CodeKind::Address => (false, vulkan),
                    CodeKind::Emitted | CodeKind::Phi => (false, false),
                };
                if no_code {
                    continue;
                }
                let state = match line {
                    Some(l) => self.located_state(l, &current),
                    None => format!("no line in {current}"),
                };
                out.push(SourceLine::State { state, optional });
            }
        }
        out
    }
}

/// One entry of the source's line table before consecutive repeats are collapsed.
enum SourceLine {
    /// A block starts.
    Block,
    /// The line state of an instruction with code; `optional` for one whose code the flavour
    /// writes only in some cases (rule `vulkan-address-code`).
    State { state: String, optional: bool },
}

/// The source's line table as the binary must have it: consecutive repeats of a state
/// collapsed (blocks never), an optional state kept only where the binary has it next.
fn resolve_source_lines(source: Vec<SourceLine>, ours: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for entry in source {
        match entry {
            SourceLine::Block => out.push("block".to_owned()),
            SourceLine::State { state, .. } if out.last() == Some(&state) => {}
            SourceLine::State {
                state,
                optional: true,
            } => {
                if ours.get(out.len()) == Some(&state) {
                    out.push(state);
                }
            }
            SourceLine::State { state, .. } => out.push(state),
        }
    }
    out
}
