//! Functions and the line table: `DebugFunction`(`Declaration`, `Definition`), member
//! `DebugFunction`s of methods, `DebugScope`, `DebugLine`, `DebugNoLine`.
//!
//! Placement rules (docs/LINES.md has the reasons):
//! - `DebugFunctionDefinition` first in the entry block, after its OpVariables;
//! - a `DebugScope` at the start of every block (debuggers clear the scope at terminators),
//!   for the scope of the block's first located instruction;
//! - a `DebugScope` whenever scope or inlined-at changes; a `DebugLine` whenever file, line or
//!   column changes, and after every `DebugScope`; a `DebugNoLine` for an instruction with no
//!   location or line 0, once per run.

use rspirv::spirv::Word;
use rustc_hash::FxHashMap as HashMap;

use super::NsdiEmitter;
use super::type_rules::function_flags;
use crate::di::{self, DiNode, DiSpFlags, LocationId, SubprogramId};
use crate::nsdi::{DebugTarget, FunctionId, Id, InlinedAtId, ScopeId, SourceId, TypeId, build};

/// The last line-table entry written in the current function.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LineState {
    /// Nothing yet since the last DebugScope (a DebugLine must follow).
    Unknown,
    NoLine,
    Line(SourceId, u32, u32),
}

/// The current function's line-table state, made by `begin_function`, dropped by
/// `end_function`.
pub(super) struct FunctionState {
    subprogram: Option<SubprogramId>,
    /// The last DebugScope's scope and inlined-at.
    scope: Option<(ScopeId, Option<InlinedAtId>)>,
    line: LineState,
}

impl NsdiEmitter<'_> {
    /// DebugFunction of a definition, DebugFunctionDeclaration of a declaration. Reserved
    /// first: its type, parent or retained nodes may name it again.
    pub(super) fn get_or_create_function(
        &mut self,
        cx: &mut dyn DebugTarget,
        sp: SubprogramId,
    ) -> FunctionId {
        if let Some(id) = self.functions.get(sp) {
            return id;
        }
        let id: FunctionId = self.reserve(cx);
        self.functions.reserve(sp, id);
        let s = self.di.subprogram(sp);
        let definition = s.sp_flags.contains(DiSpFlags::DEFINITION);
        let ty = match s.ty {
            Some(t) if self.full() => self.get_or_create_type(cx, Some(di::TypeId(t.0))),
            _ => self.empty_function_type(cx),
        };
        let name = self.text(cx, &s.name);
        let source = self.source_of(cx, s.file);
        let parent_scope = if self.full() {
            s.scope.map(|p| p.0)
        } else {
            None
        };
        // A file-scope function's parent is its own unit (a linked module has several).
        let at_file_scope = parent_scope
            .is_none_or(|p| matches!(self.di.node(p), DiNode::File(_) | DiNode::CompileUnit(_)));
        let parent = match (at_file_scope, s.unit) {
            (true, Some(unit)) => self.get_or_create_cu(cx, unit),
            _ => self.get_or_create_scope(cx, parent_scope),
        };
        let linkage_name = self.text(cx, s.linkage_or_name());
        let flags = Self::num(cx, function_flags(s.flags, s.sp_flags, definition));
        let line = Self::num(cx, s.line);
        let column = Self::num(cx, 0);
        if definition {
            let scope_line = Self::num(cx, s.scope_line);
            // A method's body is listed in its class in place of the in-class declaration
            // (with forward references: `listed_in_class`), which links the two; a separate
            // DebugFunctionDeclaration would be a second, unlinked description.
            let declaration = match s.declaration {
                Some(decl) if self.full() && !self.listed_in_class(decl) => {
                    Some(self.get_or_create_function(cx, decl).id())
                }
                _ => None,
            };
            let function = build::DebugFunction {
                name,
                ty,
                source,
                line,
                column,
                parent,
                linkage_name,
                flags,
                scope_line,
                declaration,
            };
            self.emit_as(cx, id, &function);
        } else {
            let function = build::DebugFunctionDeclaration {
                name,
                ty,
                source,
                line,
                column,
                parent,
                linkage_name,
                flags,
            };
            self.emit_as(cx, id, &function);
        }
        self.functions.complete(sp);
        if self.full() && definition {
            // Imported entities local to the function, and variables optimized away, are only
            // in retainedNodes.
            for node in s.retained_nodes.iter().flatten() {
                match self.di.node(*node) {
                    DiNode::ImportedEntity(_) => self.lower_imported_entity(cx, *node),
                    DiNode::LocalVariable(_) => {
                        self.get_or_create_local_variable(cx, di::LocalVariableId(*node));
                    }
                    _ => {}
                }
            }
        }
        if self.full() && !s.template_params.is_empty() && definition {
            let parameters = self.template_parameter_list(cx, &s.template_params);
            let template = build::DebugTypeTemplate {
                target: id.id(),
                parameters,
            };
            let _: Id = self.emit(cx, &template);
        }
        id
    }

    /// The definition whose `declaration:` is the in-class method declaration `decl`, if the
    /// module has one (the first in node order).
    fn method_definition(&mut self, decl: SubprogramId) -> Option<SubprogramId> {
        let di = self.di;
        let map = self.method_definitions.get_or_insert_with(|| {
            let mut map = HashMap::default();
            for id in di.ids() {
                if let DiNode::Subprogram(s) = di.node(id)
                    && s.sp_flags.contains(DiSpFlags::DEFINITION)
                    && let Some(d) = s.declaration
                {
                    map.entry(d).or_insert(SubprogramId(id));
                }
            }
            map
        });
        map.get(&decl).copied()
    }

    /// Whether a method declaration's class lists the method's definition instead (forward
    /// references allowed, the declaration among its record's elements — a lambda's
    /// `operator()` is scoped to its closure class but not listed there — and a definition in
    /// the module).
    fn listed_in_class(&mut self, decl: SubprogramId) -> bool {
        let listed = match self.di.subprogram(decl).scope.map(|p| self.di.node(p.0)) {
            Some(DiNode::CompositeType(c)) => c.elements.contains(&Some(decl.0)),
            _ => false,
        };
        self.opts.forward_refs && listed && self.method_definition(decl).is_some()
    }

    /// `void()`, shared by every function of a line-tables-only module.
    fn empty_function_type(&mut self, cx: &mut dyn DebugTarget) -> TypeId {
        if let Some(id) = self.empty_function_type {
            return id;
        }
        let function = build::DebugTypeFunction {
            flags: Self::num(cx, 0),
            return_type: TypeId::from_word(self.writer().void_type),
            parameter_types: Vec::new(),
        };
        let id = self.emit(cx, &function);
        self.empty_function_type = Some(id);
        id
    }

    /// A method as a class member: spirv-val accepts only DebugFunction among a composite's
    /// members, so the in-class declaration is a DebugFunction without FlagIsDefinition.
    /// Reserved first: its `this` names the class whose member list is being lowered.
    pub(super) fn get_or_create_method(
        &mut self,
        cx: &mut dyn DebugTarget,
        sp: SubprogramId,
    ) -> FunctionId {
        let s = self.di.subprogram(sp);
        if s.sp_flags.contains(DiSpFlags::DEFINITION) {
            return self.get_or_create_function(cx, sp);
        }
        // The class lists the method's body when the module has one, as DXC does: debuggers
        // find the definition from the class, and the body's DebugFunction is the member.
        if let Some(definition) = self.method_definition(sp) {
            return self.get_or_create_function(cx, definition);
        }
        if let Some(id) = self.methods.get(sp) {
            return id;
        }
        let id: FunctionId = self.reserve(cx);
        self.methods.reserve(sp, id);
        let ty = match s.ty {
            Some(t) => self.get_or_create_type(cx, Some(di::TypeId(t.0))),
            None => self.placeholder_type(cx, "void"),
        };
        let name = self.text(cx, &s.name);
        let source = self.source_of(cx, s.file);
        let parent = self.get_or_create_scope(cx, s.scope.map(|p| p.0));
        let linkage_name = self.text(cx, s.linkage_or_name());
        let flags = Self::num(cx, function_flags(s.flags, s.sp_flags, false));
        let method = build::DebugFunction {
            name,
            ty,
            source,
            line: Self::num(cx, s.line),
            column: Self::num(cx, 0),
            parent,
            linkage_name,
            flags,
            scope_line: Self::num(cx, s.scope_line.max(s.line)),
            declaration: None,
        };
        self.emit_as(cx, id, &method);
        self.methods.complete(sp);
        id
    }

    /// Opens a function; `subprogram` is its DISubprogram (`None`: no debug info, and every
    /// block and location call until [`end_function`](Self::end_function) writes nothing).
    pub fn begin_function(&mut self, subprogram: Option<SubprogramId>) {
        self.func = Some(FunctionState {
            subprogram,
            scope: None,
            line: LineState::Unknown,
        });
    }

    /// Closes the function opened by [`begin_function`](Self::begin_function).
    pub fn end_function(&mut self) {
        self.func = None;
    }

    pub(super) fn current_subprogram(&self) -> Option<SubprogramId> {
        self.func.as_ref().and_then(|s| s.subprogram)
    }

    /// `DebugFunctionDefinition` tying the function's DebugFunction to its `OpFunction`: call in
    /// the entry block, after its `OpVariable`s, before [`begin_block`](Self::begin_block).
    pub fn function_definition(&mut self, cx: &mut dyn DebugTarget, function: Word) {
        let Some(sp) = self.current_subprogram() else {
            return;
        };
        let debug_function = self.get_or_create_function(cx, sp);
        let definition = build::DebugFunctionDefinition {
            function: debug_function,
            definition: Id::from_word(function),
        };
        self.emit_in_block(cx, &definition);
    }

    /// The `DebugScope` every block starts with (debuggers clear the scope at terminators):
    /// the scope of the block's first located instruction, or the function's.
    pub fn begin_block(&mut self, cx: &mut dyn DebugTarget, first_location: Option<LocationId>) {
        let Some(sp) = self.current_subprogram() else {
            return;
        };
        let scope = match first_location {
            Some(loc) => self.scope_of(cx, loc),
            None => (self.get_or_create_function(cx, sp).as_scope(), None),
        };
        self.emit_scope(cx, scope);
    }

    /// A `DebugScope` for a location's scope and inlined-at chain, unless it is current.
    pub fn enter_scope(&mut self, cx: &mut dyn DebugTarget, loc: LocationId) {
        if self.current_subprogram().is_none() {
            return;
        }
        let scope = self.scope_of(cx, loc);
        if self.func.as_ref().and_then(|s| s.scope) != Some(scope) {
            self.emit_scope(cx, scope);
        }
    }

    fn emit_scope(
        &mut self,
        cx: &mut dyn DebugTarget,
        (scope, inlined_at): (ScopeId, Option<InlinedAtId>),
    ) {
        self.emit_in_block(cx, &build::DebugScope { scope, inlined_at });
        if let Some(state) = self.func.as_mut() {
            state.scope = Some((scope, inlined_at));
            state.line = LineState::Unknown;
        }
    }

    /// (DebugScope scope, inlined-at) of a location.
    fn scope_of(
        &mut self,
        cx: &mut dyn DebugTarget,
        loc: LocationId,
    ) -> (ScopeId, Option<InlinedAtId>) {
        let l = self.di.location(loc);
        let scope = self.get_or_create_scope(cx, l.scope.map(|s| s.0));
        let inlined = l.inlined_at.map(|i| self.get_or_create_inlined_at(cx, i));
        (scope, inlined)
    }

    /// The location of the next instruction: `DebugScope` when scope or inlined-at changes,
    /// `DebugLine` when file, line or column does, `DebugNoLine` (once per run) for `None` or
    /// line 0. Call just before the instruction.
    pub fn set_location(&mut self, cx: &mut dyn DebugTarget, loc: Option<LocationId>) {
        if self.current_subprogram().is_none() {
            return;
        }
        let line = match loc {
            Some(loc) if self.di.location(loc).line != 0 => {
                self.enter_scope(cx, loc);
                let l = self.di.location(loc);
                let file = self.scope_file(l.scope.map(|s| s.0));
                let source = self.source_of(cx, file);
                LineState::Line(source, l.line, l.column)
            }
            _ => LineState::NoLine,
        };
        let current = self.func.as_ref().map(|s| s.line);
        if current != Some(line) {
            match line {
                LineState::Line(source, l, c) => {
                    let (line, column) = (Self::num(cx, l), Self::num(cx, c));
                    let debug_line = build::DebugLine {
                        source,
                        line_start: line,
                        line_end: line,
                        column_start: column,
                        column_end: column,
                    };
                    self.emit_in_block(cx, &debug_line);
                }
                _ => self.emit_in_block(cx, &build::DebugNoLine),
            }
            if let Some(s) = self.func.as_mut() {
                s.line = line;
            }
        }
    }
}
