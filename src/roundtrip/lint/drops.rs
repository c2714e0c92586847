//! Debug info dropped: what the DI and the code side say must be in the binary, asked only
//! "is it there at all" (the checker compares what is there). Each finding names the DI node,
//! so a producer that remarks a drop can tell it from a silent one.
//!
//! - `dropped-function`: every subprogram with code — a defined function's, or one whose code
//!   was inlined anywhere (the scope of a located instruction or record, and every subprogram
//!   on its inlined-at chain) — has a `DebugFunction`;
//! - `dropped-variable` (full debug info): every local variable a debug record describes has
//!   a `DebugLocalVariable`;
//! - `dropped-use` (full debug info): per function, every variable has as many
//!   `DebugDeclare`/`DebugValue`s as records;
//! - `dropped-lines`: a function with located code has at least one `DebugLine`.
//!
//! A function without a DISubprogram has no debug info by design ([`super::NO_SUBPROGRAM`]):
//! none of its located code or records asks for anything, and what they name is listed as
//! not a drop instead.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use super::{Lint, Rule};
use crate::di::{DiNode, DiNodeId, LocationId};
use crate::nsdi::{Id, view};
use crate::roundtrip::di_render::linkage;
use crate::roundtrip::reader::{BodyItem, FunctionBody};
use crate::roundtrip::source::{SourceFunction, SourceItem};

/// How many scopes or inlined-at links a walk follows.
const MAX_DEPTH: usize = 256;

/// A local variable's key: (scope rendering, name, line, argument number), as the checker's.
type LocalKey = (String, String, u32, u32);

impl<'a> Lint<'a> {
    pub(super) fn drops(&mut self) {
        let program = self.program;
        let view = self.view;
        let bodies: Vec<&FunctionBody> = view
            .functions
            .iter()
            .filter(|b| b.items.iter().any(|i| matches!(i, BodyItem::Label(_))))
            .collect();
        // A dropped function's variables are part of that one finding.
        let dropped = self.dropped_functions();
        if self.full {
            self.dropped_variables(&dropped);
        }
        for (function, body) in program.written_functions(view.flavour).zip(bodies) {
            if function.subprogram.is_none() {
                self.no_subprogram(function, body);
                continue;
            }
            if self.full {
                self.dropped_uses(function, body, &dropped);
            }
            self.dropped_lines(function, body);
        }
    }

    /// The functions the binary has a body for that have a DISubprogram: the others have no
    /// debug info by design ([`super::NO_SUBPROGRAM`]).
    fn described_functions(&self) -> impl Iterator<Item = &'a SourceFunction> + use<'a> {
        self.program
            .written_functions(self.view.flavour)
            .filter(|f| f.subprogram.is_some())
    }

    /// Lists a function without a DISubprogram whose code has locations (or records) as not
    /// a drop: the input gave it no debug info, so the binary has none.
    fn no_subprogram(&mut self, function: &SourceFunction, body: &FunctionBody) {
        let di = self.d.di;
        let located = function
            .blocks
            .iter()
            .flat_map(|b| &b.items)
            .find_map(|item| {
                let location = match item {
                    SourceItem::Instruction(i) => i.location,
                    SourceItem::Record(r) => r.location,
                };
                location.filter(|l| di.location(*l).line != 0)
            });
        let Some(first) = located else {
            return;
        };
        let name = self.view.names.get(&body.id).map_or("?", String::as_str);
        let loc = di.location(first);
        self.not_drops.push(super::NotADrop {
            reason: super::NO_SUBPROGRAM,
            path: format!("function %{} {name}", body.id),
            message: format!(
                "has code located at line {} (in {}) but no DISubprogram: no DebugFunction, \
                 DebugScope or DebugLine by design",
                loc.line,
                self.d.scope(loc.scope.map(|s| s.0))
            ),
        });
    }

    /// The subprogram a DI scope belongs to.
    fn subprogram_of(&self, scope: Option<DiNodeId>) -> Option<DiNodeId> {
        let di = self.d.di;
        let mut s = scope?;
        for _ in 0..MAX_DEPTH {
            match di.node(s) {
                DiNode::Subprogram(_) => return Some(s),
                DiNode::LexicalBlock(b) => s = b.scope?.0,
                DiNode::LexicalBlockFile(b) => s = b.scope?.0,
                _ => return None,
            }
        }
        None
    }

    /// The subprograms of a location and of every call site it was inlined at.
    fn location_subprograms(&self, l: LocationId, out: &mut Vec<DiNodeId>) {
        let di = self.d.di;
        let mut at = Some(l);
        for _ in 0..MAX_DEPTH {
            let Some(l) = at else {
                return;
            };
            let loc = di.location(l);
            out.extend(self.subprogram_of(loc.scope.map(|s| s.0)));
            at = loc.inlined_at;
        }
    }

    /// Reports subprograms with code but no DebugFunction, and returns them.
    fn dropped_functions(&mut self) -> BTreeSet<DiNodeId> {
        let di = self.d.di;
        let ours: HashSet<String> = self
            .each::<view::DebugFunction>()
            .into_iter()
            .map(|(_, f)| self.n.text(f.linkage_name()))
            .collect();
        // In order of first use: deterministic.
        let mut needed: Vec<DiNodeId> = Vec::new();
        // A function the flavour writes no body for (the Vulkan flavour's helpers, inlined
        // into the kernels) needs a DebugFunction only where its code was inlined: the
        // kernels' locations say so.
        for function in self.described_functions() {
            needed.extend(function.subprogram.map(|s| s.0));
            for item in function.blocks.iter().flat_map(|b| &b.items) {
                let location = match item {
                    SourceItem::Instruction(i) if i.code.writes_code(self.view.flavour) => {
                        i.location
                    }
                    SourceItem::Record(r) if r.variable_use.is_some() => r.location,
                    _ => None,
                };
                if let Some(l) = location.filter(|l| di.location(*l).line != 0) {
                    self.location_subprograms(l, &mut needed);
                }
            }
        }
        let mut seen = BTreeSet::new();
        let mut dropped = BTreeSet::new();
        for sp in needed {
            if !seen.insert(sp) {
                continue;
            }
            let DiNode::Subprogram(s) = di.node(sp) else {
                continue;
            };
            let name = linkage(di, s);
            if !ours.contains(&name) {
                dropped.insert(sp);
                self.report_node(
                    Rule::DroppedFunction,
                    format!("fn {name}"),
                    "has code but no DebugFunction".to_owned(),
                    sp,
                );
            }
        }
        dropped
    }

    /// Whether local variable `v` belongs to one of the subprograms in `dropped`.
    fn in_dropped(&self, v: DiNodeId, dropped: &BTreeSet<DiNodeId>) -> bool {
        match self.d.di.node(v) {
            DiNode::LocalVariable(var) => self
                .subprogram_of(var.scope.map(|s| s.0))
                .is_some_and(|sp| dropped.contains(&sp)),
            _ => false,
        }
    }

    /// The DI key of local variable `v`.
    fn di_local_key(&self, v: DiNodeId) -> Option<LocalKey> {
        let DiNode::LocalVariable(var) = self.d.di.node(v) else {
            return None;
        };
        Some((
            self.d.scope(var.scope.map(|s| s.0)),
            var.name.clone(),
            var.line,
            var.arg,
        ))
    }

    /// The key of the DebugLocalVariable `id`.
    fn nsdi_local_key(&self, id: Id) -> Option<LocalKey> {
        let n = self.n;
        let var = self.view.get::<view::DebugLocalVariable>(id)?;
        let arg = var.arg_number().and_then(|a| n.value(a)).unwrap_or(0);
        Some((
            n.scope(var.parent()),
            n.text(var.name()),
            n.value(var.line()).unwrap_or(0) as u32,
            arg as u32,
        ))
    }

    fn dropped_variables(&mut self, dropped: &BTreeSet<DiNodeId>) {
        let ours: HashSet<LocalKey> = self
            .view
            .all(crate::nsdi::DebugOp::DebugLocalVariable)
            .filter_map(|i| self.nsdi_local_key(Id::from_word(i.id)))
            .collect();
        let mut seen = BTreeSet::new();
        let records = self
            .described_functions()
            .flat_map(|f| &f.blocks)
            .flat_map(|b| &b.items);
        let mut missing = Vec::new();
        for item in records {
            let SourceItem::Record(r) = item else {
                continue;
            };
            let Some(u) = &r.variable_use else {
                continue;
            };
            if !seen.insert(u.variable) || self.in_dropped(u.variable, dropped) {
                continue;
            }
            if let Some(key) = self.di_local_key(u.variable)
                && !ours.contains(&key)
            {
                missing.push((u.variable, key));
            }
        }
        for (node, (scope, name, line, _)) in missing {
            self.report_node(
                Rule::DroppedVariable,
                format!("{scope} > var '{name}'"),
                format!(
                    "line {line}: a debug record describes it but there is no DebugLocalVariable"
                ),
                node,
            );
        }
    }

    fn dropped_uses(
        &mut self,
        function: &SourceFunction,
        body: &FunctionBody,
        dropped: &BTreeSet<DiNodeId>,
    ) {
        let mut source: BTreeMap<LocalKey, (usize, DiNodeId)> = BTreeMap::new();
        for item in function.blocks.iter().flat_map(|b| &b.items) {
            if let SourceItem::Record(r) = item
                && let Some(u) = &r.variable_use
                && !self.in_dropped(u.variable, dropped)
                && let Some(key) = self.di_local_key(u.variable)
            {
                source.entry(key).or_insert((0, u.variable)).0 += 1;
            }
        }
        let mut ours: BTreeMap<LocalKey, usize> = BTreeMap::new();
        for item in &body.items {
            let BodyItem::Debug(id) = item else {
                continue;
            };
            let id = Id::from_word(*id);
            let variable = if let Some(d) = self.view.get::<view::DebugDeclare>(id) {
                d.local_variable()
            } else if let Some(v) = self.view.get::<view::DebugValue>(id) {
                v.local_variable()
            } else {
                continue;
            };
            if let Some(key) = self.nsdi_local_key(variable.into()) {
                *ours.entry(key).or_default() += 1;
            }
        }
        for (key, (records, node)) in source {
            let written = ours.get(&key).copied().unwrap_or(0);
            if written < records {
                self.report_node(
                    Rule::DroppedUse,
                    format!("{} > var '{}'", key.0, key.1),
                    format!(
                        "{records} debug records, {written} DebugDeclare/DebugValue in its function"
                    ),
                    node,
                );
            }
        }
    }

    fn dropped_lines(&mut self, function: &SourceFunction, body: &FunctionBody) {
        let di = self.d.di;
        let first = function
            .blocks
            .iter()
            .flat_map(|b| &b.items)
            .find_map(|item| match item {
                SourceItem::Instruction(i) if i.code.writes_code(self.view.flavour) => {
                    i.location.filter(|l| di.location(*l).line != 0)
                }
                _ => None,
            });
        let Some(first) = first else {
            return;
        };
        let has_line = body.items.iter().any(|item| {
            matches!(item, BodyItem::Debug(id)
                if self.view.get::<view::DebugLine>(Id::from_word(*id)).is_some())
        });
        if has_line {
            return;
        }
        let name = self.view.names.get(&body.id).map_or("?", String::as_str);
        let loc = di.location(first);
        let node = self
            .subprogram_of(loc.scope.map(|s| s.0))
            .unwrap_or(first.0);
        self.report_node(
            Rule::DroppedLines,
            format!("function %{} {name}", body.id),
            format!(
                "has code from line {} (in {}) but no DebugLine",
                loc.line,
                self.d.scope(loc.scope.map(|s| s.0))
            ),
            node,
        );
    }
}
