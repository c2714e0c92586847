//! The emitter on a producer's worker thread ([`NsdiEmitter::fork`]): it writes a function's
//! body (scopes, lines, variable locations) while the module's emitter stays with another
//! thread. What the body needs module-scope and the copy's tables lack (the function's
//! DebugFunction, its variables, blocks, inlined-at chains, an expression seen first here) it
//! does not make: it asks for it through [`DebugTarget::request`], names the answer with the
//! placeholder id it gets, and the producer hands the request back to the module's emitter
//! ([`NsdiEmitter::replay_request`]) when it merges the function, in the function's order. The
//! module's emitter then does exactly what it would have done lowering the body itself at that
//! point, so the module is the same whichever thread wrote the body.
//!
//! A lookup here only ever answers what the module's emitter would answer (a table hit); when
//! unsure it asks, and the replay finds the same entry then. Remarks are tagged with how many
//! requests came before them, so the merge puts them where the sequential lowering would.

use rustc_hash::FxHashMap as HashMap;

use rspirv::spirv::Word;

use super::NsdiEmitter;
use crate::di::{self, DiNodeId, FileId, LocationId, SubprogramId};
use crate::nsdi::{DebugTarget, build, operation};

/// Module-scope work a worker's emitter leaves to the module's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Request {
    Function(SubprogramId),
    Scope(Option<DiNodeId>),
    InlinedAt(LocationId),
    Source(Option<FileId>),
    Variable(di::LocalVariableId, Option<LocationId>),
    /// The DebugExpression of a DIExpression, after a Deref when `.1`: with an id when it has
    /// an NSDI form, else only its remark.
    Expression(di::ExpressionId, bool),
    EmptyExpression,
    /// A DebugExpression of a lone Deref.
    Deref,
}

/// A worker's emitter state for the current function.
#[derive(Clone, Default)]
pub(super) struct Worker {
    /// What the function asked for so far: asked again, it is the same id (the module's
    /// emitter would find what the first request made).
    asked: HashMap<Request, Word>,
    /// How many requests the function made.
    requests: u32,
    /// The DebugSource placeholder of each source path the function asked for: two DIFiles
    /// of one path are one DebugSource, so one placeholder (line tables compare them).
    sources: HashMap<String, Word>,
    /// The function needs what a copy cannot tell: a scope chain as deep as the emitter's
    /// walk bound, whose stand-ins may stand for other scopes.
    pub(super) unsure: bool,
    /// For each remark added in the function, how many requests came before it.
    remark_tags: Vec<u32>,
}

impl NsdiEmitter<'_> {
    /// A copy for a producer's worker thread that writes function bodies while this emitter
    /// stays with the module (see the module docs of `debug::requests`): every table as it is
    /// now, no remark pending (those reported stay suppressed), no function open.
    pub fn fork(&self) -> Self {
        let mut copy = self.clone();
        copy.remarks.take();
        copy.func = None;
        copy.worker = Some(Box::default());
        copy
    }

    /// On a fork: the function's remarks, each with how many requests came before it, and a
    /// fresh start for the next function.
    pub fn take_tagged_remarks(&mut self) -> Vec<(u32, super::Remark)> {
        let tags = self
            .worker
            .as_mut()
            .map(|w| {
                w.asked.clear();
                w.sources.clear();
                w.requests = 0;
                std::mem::take(&mut w.remark_tags)
            })
            .unwrap_or_default();
        let remarks = self.remarks.take();
        let last = tags.last().copied().unwrap_or(0);
        remarks
            .into_iter()
            .enumerate()
            .map(|(i, r)| (tags.get(i).copied().unwrap_or(last), r))
            .collect()
    }

    /// Does what a fork's request stood for (see the module docs of `debug::requests`): the
    /// id it made or found, `None` for a request that stands for no id. `None` too for a value
    /// that is not a request of this emitter's.
    pub fn replay_request(
        &mut self,
        cx: &mut dyn DebugTarget,
        request: &(dyn std::any::Any + Send),
    ) -> Option<Word> {
        let request = request.downcast_ref::<Request>()?;
        Some(match *request {
            Request::Function(sp) => self.get_or_create_function(cx, sp).word(),
            Request::Scope(scope) => self.get_or_create_scope(cx, scope).word(),
            Request::InlinedAt(loc) => self.get_or_create_inlined_at(cx, loc).word(),
            Request::Source(file) => self.source_of(cx, file).word(),
            Request::Variable(var, loc) => self.variable(cx, var, loc).word(),
            Request::Expression(expr, deref_first) => {
                self.expression(cx, expr, deref_first)?.word()
            }
            Request::EmptyExpression => self.empty_expression(cx).word(),
            Request::Deref => self.deref_expression(cx).word(),
        })
    }

    /// Records that a remark was just added (on a fork).
    pub(super) fn tag_remark(&mut self, added: bool) {
        if added && let Some(w) = self.worker.as_mut() {
            w.remark_tags.push(w.requests);
        }
    }

    /// On a fork: `found` (the module's emitter would find the same), or the id of a request
    /// for `request`. `None` when this is not a fork (the caller makes the entry itself).
    pub(super) fn ask(
        &mut self,
        cx: &mut dyn DebugTarget,
        request: Request,
        found: Option<Word>,
    ) -> Option<Word> {
        let worker = self.worker.as_mut()?;
        if let Some(id) = found {
            return Some(id);
        }
        // A Deref, with or without operations after it, is a fresh DebugExpression each time.
        let fresh = matches!(request, Request::Deref | Request::Expression(_, true));
        if !fresh && let Some(&id) = worker.asked.get(&request) {
            return Some(id);
        }
        worker.requests += 1;
        let id = cx
            .request(Box::new(request), true)
            .expect("invariant: a fork's target is a worker's copy");
        worker.asked.insert(request, id);
        Some(id)
    }

    /// On a fork: a request that makes no id (an expression with no NSDI form: its remark).
    pub(super) fn ask_without_id(&mut self, cx: &mut dyn DebugTarget, request: Request) {
        if let Some(worker) = self.worker.as_mut()
            && worker.asked.insert(request, 0).is_none()
        {
            worker.requests += 1;
            cx.request(Box::new(request), false);
        }
    }

    /// On a fork: whether the function needs what only the module's emitter can tell.
    pub fn unsure(&self) -> bool {
        self.worker.as_ref().is_some_and(|w| w.unsure)
    }

    /// The DebugScope scope of a location's scope on a fork. Scopes that are another's in
    /// NSDI (a DILexicalBlockFile is its parent's, a DISubprogram its DebugFunction) get that
    /// one's placeholder, since the body compares them to decide whether a DebugScope is due;
    /// the files in between are requested without an id, after it, as the module's emitter
    /// makes them (their discriminators).
    pub(super) fn body_scope(
        &mut self,
        cx: &mut dyn DebugTarget,
        scope: Option<DiNodeId>,
    ) -> crate::nsdi::ScopeId {
        let mut files = Vec::new();
        let mut root = scope;
        while let Some(n) = root
            && let di::DiNode::LexicalBlockFile(b) = self.di.node(n)
        {
            files.push(n);
            root = b.scope.map(|s| s.0);
            if files.len() > super::walk::MAX_DEPTH {
                break;
            }
        }
        // A chain near the walk's bound is lowered with stand-ins that may alias.
        let mut depth = files.len();
        let mut up = root;
        while let Some(n) = up
            && let Some(parent) = self.block_parent(n)
            && depth <= super::walk::MAX_DEPTH / 2
        {
            depth += 1;
            up = parent;
        }
        if depth > super::walk::MAX_DEPTH / 2
            && let Some(w) = self.worker.as_mut()
        {
            w.unsure = true;
        }
        let id = match root {
            Some(n) if matches!(self.di.node(n), di::DiNode::Subprogram(_)) => {
                let found = self.functions.get(SubprogramId(n)).map(|f| f.word());
                self.ask(cx, Request::Function(SubprogramId(n)), found)
            }
            _ => {
                let found = self.found_scope(root);
                self.ask(cx, Request::Scope(root), found)
            }
        };
        for file in files.into_iter().rev() {
            if !self.scopes.contains(file) {
                self.ask_without_id(cx, Request::Scope(Some(file)));
            }
        }
        crate::nsdi::ScopeId::from_word(id.expect("invariant: called on a fork"))
    }

    /// The DebugSource of a file on a fork: found, the placeholder of another file of the same
    /// path (with a request without an id: the module's emitter finds it by path), or requested.
    pub(super) fn body_source(
        &mut self,
        cx: &mut dyn DebugTarget,
        file: Option<FileId>,
    ) -> crate::nsdi::SourceId {
        let found = self.found_source(file);
        let asked = self
            .worker
            .as_ref()
            .and_then(|w| w.asked.get(&Request::Source(file)).copied());
        if let Some(id) = found.or(asked) {
            return crate::nsdi::SourceId::from_word(id);
        }
        let path = file
            .or_else(|| {
                self.default_cu()
                    .and_then(|cu| self.di.compile_unit(cu).file)
            })
            .map(|f| self.file_path(f));
        if let Some(path) = &path
            && let Some(&id) = self.sources.get(path)
        {
            return crate::nsdi::SourceId::from_word(id.word());
        }
        let same_path = path
            .as_ref()
            .and_then(|p| self.worker.as_ref().and_then(|w| w.sources.get(p).copied()));
        let id = match same_path {
            Some(id) => {
                self.ask_without_id(cx, Request::Source(file));
                if let Some(w) = self.worker.as_mut() {
                    w.asked.insert(Request::Source(file), id);
                }
                id
            }
            None => {
                let id = self
                    .ask(cx, Request::Source(file), None)
                    .expect("invariant: called on a fork");
                if let (Some(path), Some(w)) = (path, self.worker.as_mut()) {
                    w.sources.insert(path, id);
                }
                id
            }
        };
        crate::nsdi::SourceId::from_word(id)
    }

    /// What the module's emitter would answer for a scope without making anything, when it
    /// can tell (a block, a function or a unit already made).
    pub(super) fn found_scope(&self, scope: Option<DiNodeId>) -> Option<Word> {
        let scope = scope?;
        let node = self.di.node(scope);
        if di::TypeId::accepts(node.kind_name()) {
            return None;
        }
        if self.block_parent(scope).is_some() {
            return self.scopes.get(scope).map(|s| s.word());
        }
        match node {
            di::DiNode::Subprogram(_) => self.functions.get(SubprogramId(scope)).map(|f| f.word()),
            _ => None,
        }
    }

    /// What [`source_of`](Self::source_of) would answer, when the source is made already.
    pub(super) fn found_source(&self, file: Option<FileId>) -> Option<Word> {
        let file = file.or_else(|| {
            self.default_cu()
                .and_then(|cu| self.di.compile_unit(cu).file)
        })?;
        self.sources_by_file.get(&file).map(|s| s.word())
    }

    /// What [`variable`](Self::variable) would answer without making anything.
    pub(super) fn found_variable(
        &self,
        var: di::LocalVariableId,
        loc: Option<LocationId>,
    ) -> Option<Word> {
        let id = self.local_variables.get(var)?;
        let inlined = loc.and_then(|l| self.di.location(l).inlined_at);
        match inlined {
            Some(at)
                if self.opts.inlined_variables && !self.inlined_variables.contains(&(var, at)) =>
            {
                None
            }
            _ => Some(id.word()),
        }
    }

    /// A DebugExpression of a lone Deref: what a declare of a computed address without an
    /// expression gets (a fresh one each time).
    pub(super) fn deref_expression(
        &mut self,
        cx: &mut dyn DebugTarget,
    ) -> crate::nsdi::ExpressionId {
        let deref = self.get_or_create_operation(cx, operation::DEREF, &[]);
        self.emit(
            cx,
            &build::DebugExpression {
                operands: vec![deref],
            },
        )
    }
}
