//! Functions, the line table (DebugScope / DebugLine / DebugNoLine placement) and local
//! variables (DebugLocalVariable, DebugInlinedVariable, DebugDeclare, DebugValue, expressions).
//!
//! Placement rules (docs/LINES.md has the reasons):
//! - `DebugFunctionDefinition` first in the entry block, after its OpVariables;
//! - a `DebugScope` at the start of every block (debuggers clear the scope at terminators),
//!   for the scope of the block's first located instruction;
//! - a `DebugScope` whenever scope or inlined-at changes; a `DebugLine` whenever file, line or
//!   column changes, and after every `DebugScope`; a `DebugNoLine` for an instruction with no
//!   location or line 0, once per run.

use rspirv::spirv::Word;

use super::NsdiEmitter;
use super::target::DebugTarget;
use crate::di::{DiSpFlags, ExpressionId, LocalVariableId, LocationId, SubprogramId};
use crate::nsdi::{DebugOp, operation};

#[derive(Clone, Copy, PartialEq, Eq)]
enum LineState {
    Unknown,
    NoLine,
    Line(Word, u32, u32),
}

pub(super) struct FunctionState {
    subprogram: Option<SubprogramId>,
    scope: Option<(Word, Option<Word>)>,
    line: LineState,
}

impl NsdiEmitter<'_> {
    pub(super) fn get_or_create_function(
        &mut self,
        cx: &mut dyn DebugTarget,
        sp: SubprogramId,
    ) -> Word {
        if let Some(&id) = self.cache.get(&sp.0) {
            return id;
        }
        let id = self.reserve(cx);
        self.cache.insert(sp.0, id);
        let s = self.di.subprogram(sp).clone();
        let definition = s.sp_flags.contains(DiSpFlags::DEFINITION);
        let ty = match s.ty {
            Some(t) if self.full() => self.get_or_create_type(cx, Some(crate::di::TypeId(t.0))),
            _ => self.empty_function_type(cx),
        };
        let name = Self::text(cx, &s.name);
        let source = self.source_of(cx, s.file);
        let parent_scope = if self.full() {
            s.scope.map(|p| p.0)
        } else {
            None
        };
        // A file-scope function's parent is its own unit (a linked module has several).
        let at_file_scope = parent_scope.is_none_or(|p| {
            matches!(
                self.di.node(p),
                crate::di::DiNode::File(_) | crate::di::DiNode::CompileUnit(_)
            )
        });
        let parent = match (at_file_scope, s.unit) {
            (true, Some(unit)) => self.get_or_create_cu(cx, unit),
            _ => self.get_or_create_scope(cx, parent_scope),
        };
        let linkage = Self::text(cx, s.linkage_or_name());
        let flags = Self::num(cx, self.function_flags(s.flags, s.sp_flags, definition));
        let mut operands = Self::declaration(cx, name, ty, source, s.line, parent);
        operands.extend([linkage, flags]);
        if definition {
            operands.push(Self::num(cx, s.scope_line));
            if let Some(decl) = s.declaration.filter(|_| self.full()) {
                operands.push(self.get_or_create_function(cx, decl));
            }
            self.emit_as(cx, DebugOp::DebugFunction, id, operands);
        } else {
            self.emit_as(cx, DebugOp::DebugFunctionDeclaration, id, operands);
        }
        if self.full() && definition {
            // Imported entities local to the function, and variables optimized away, are only
            // in retainedNodes.
            for node in s.retained_nodes.iter().flatten() {
                match self.di.node(*node) {
                    crate::di::DiNode::ImportedEntity(_) => self.lower_imported_entity(cx, *node),
                    crate::di::DiNode::LocalVariable(_) => {
                        self.get_or_create_local_variable(cx, LocalVariableId(*node));
                    }
                    _ => {}
                }
            }
        }
        if self.full() && !s.template_params.is_empty() && definition {
            let mut operands = vec![id];
            operands.extend(self.template_parameter_list(cx, &s.template_params));
            self.emit(cx, DebugOp::DebugTypeTemplate, operands);
        }
        id
    }

    /// `void()`, shared by every function of a line-tables-only module.
    fn empty_function_type(&mut self, cx: &mut dyn DebugTarget) -> Word {
        if let Some(id) = self.empty_function_type {
            return id;
        }
        let flags = Self::num(cx, 0);
        let void = self.writer().void_type;
        let id = self.emit(cx, DebugOp::DebugTypeFunction, vec![flags, void]);
        self.empty_function_type = Some(id);
        id
    }

    /// A method as a class member: spirv-val accepts only DebugFunction among a composite's
    /// members, so the in-class declaration is a DebugFunction without FlagIsDefinition.
    pub(super) fn get_or_create_method(
        &mut self,
        cx: &mut dyn DebugTarget,
        sp: SubprogramId,
    ) -> Word {
        let s = self.di.subprogram(sp).clone();
        if s.sp_flags.contains(DiSpFlags::DEFINITION) {
            return self.get_or_create_function(cx, sp);
        }
        if let Some(&id) = self.methods.get(&sp.0) {
            return id;
        }
        let id = self.reserve(cx);
        self.methods.insert(sp.0, id);
        let ty = match s.ty {
            Some(t) => self.get_or_create_type(cx, Some(crate::di::TypeId(t.0))),
            None => self.placeholder_type(cx, "void"),
        };
        let name = Self::text(cx, &s.name);
        let source = self.source_of(cx, s.file);
        let parent = self.get_or_create_scope(cx, s.scope.map(|p| p.0));
        let linkage = Self::text(cx, s.linkage_or_name());
        let flags = Self::num(cx, self.function_flags(s.flags, s.sp_flags, false));
        let mut operands = Self::declaration(cx, name, ty, source, s.line, parent);
        operands.extend([linkage, flags, Self::num(cx, s.scope_line.max(s.line))]);
        self.emit_as(cx, DebugOp::DebugFunction, id, operands);
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

    fn current_subprogram(&self) -> Option<SubprogramId> {
        self.func.as_ref().and_then(|s| s.subprogram)
    }

    /// `DebugFunctionDefinition` tying the function's DebugFunction to its `OpFunction`: call in
    /// the entry block, after its `OpVariable`s, before [`begin_block`](Self::begin_block).
    pub fn function_definition(&mut self, cx: &mut dyn DebugTarget, function: Word) {
        let Some(sp) = self.current_subprogram() else {
            return;
        };
        let debug_function = self.get_or_create_function(cx, sp);
        self.emit_in_block(
            cx,
            DebugOp::DebugFunctionDefinition,
            vec![debug_function, function],
        );
    }

    /// The `DebugScope` every block starts with (debuggers clear the scope at terminators):
    /// the scope of the block's first located instruction, or the function's.
    pub fn begin_block(&mut self, cx: &mut dyn DebugTarget, first_location: Option<LocationId>) {
        let Some(sp) = self.current_subprogram() else {
            return;
        };
        let scope = match first_location {
            Some(loc) => self.scope_of(cx, loc),
            None => (self.get_or_create_function(cx, sp), None),
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

    fn emit_scope(&mut self, cx: &mut dyn DebugTarget, (scope, inlined): (Word, Option<Word>)) {
        let mut operands = vec![scope];
        operands.extend(inlined);
        self.emit_in_block(cx, DebugOp::DebugScope, operands);
        if let Some(state) = self.func.as_mut() {
            state.scope = Some((scope, inlined));
            state.line = LineState::Unknown;
        }
    }

    /// (DebugScope scope, inlined-at) of a location.
    fn scope_of(&mut self, cx: &mut dyn DebugTarget, loc: LocationId) -> (Word, Option<Word>) {
        let l = self.di.location(loc).clone();
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
                let l = self.di.location(loc).clone();
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
                    self.emit_in_block(
                        cx,
                        DebugOp::DebugLine,
                        vec![source, line, line, column, column],
                    );
                }
                _ => self.emit_in_block(cx, DebugOp::DebugNoLine, vec![]),
            }
            if let Some(s) = self.func.as_mut() {
                s.line = line;
            }
        }
    }

    pub(super) fn get_or_create_local_variable(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: LocalVariableId,
    ) -> Word {
        if let Some(&id) = self.cache.get(&var.0) {
            return id;
        }
        let v = self.di.local_variable(var).clone();
        let name = Self::text(cx, &v.name);
        let ty = self.get_or_create_type(cx, v.ty);
        let source = self.source_of(cx, v.file);
        let parent = self.get_or_create_scope(cx, v.scope.map(|s| s.0));
        let flags = Self::num(cx, super::types::debug_info_flags(v.flags));
        let mut operands = Self::declaration(cx, name, ty, source, v.line, parent);
        operands.extend([flags]);
        if v.arg > 0 {
            operands.push(Self::num(cx, v.arg));
        }
        let id = self.emit(cx, DebugOp::DebugLocalVariable, operands);
        self.cache.insert(var.0, id);
        id
    }

    /// DebugExpression of a DIExpression (with a leading Deref when `deref_first`); `None` when
    /// an operation has no NSDI counterpart (a remark says which).
    pub fn expression(
        &mut self,
        cx: &mut dyn DebugTarget,
        expr: ExpressionId,
        deref_first: bool,
    ) -> Option<Word> {
        if !deref_first && let Some(&cached) = self.expressions.get(&expr.0) {
            return cached;
        }
        let ops = self.di.expression(expr).elements.clone();
        let mut operands = Vec::with_capacity(ops.0.len() + 1);
        if deref_first {
            operands.push(self.get_or_create_operation(cx, operation::DEREF, &[]));
        }
        let mut result = Some(());
        for op in &ops.0 {
            let mapped = match (op.opcode, op.args.as_slice()) {
                (0x06, []) => Some((operation::DEREF, vec![])),
                (0x22, []) => Some((operation::PLUS, vec![])),
                (0x1c, []) => Some((operation::MINUS, vec![])),
                (0x23, [n]) => Some((operation::PLUS_UCONST, vec![*n])),
                (0x9d, [size, offset]) => Some((operation::BIT_PIECE, vec![*offset, *size])),
                (0x16, []) => Some((operation::SWAP, vec![])),
                (0x18, []) => Some((operation::XDEREF, vec![])),
                (0x9f, []) => Some((operation::STACK_VALUE, vec![])),
                (0x10, [n]) => Some((operation::CONSTU, vec![*n])),
                (lit @ 0x30..=0x4f, []) => Some((operation::CONSTU, vec![lit - 0x30])),
                (crate::di::expression::DW_OP_LLVM_FRAGMENT, [offset, size]) => {
                    Some((operation::FRAGMENT, vec![*offset, *size]))
                }
                _ => None,
            };
            match mapped {
                Some((code, args)) if args.iter().all(|a| u32::try_from(*a).is_ok()) => {
                    let args: Vec<u32> = args.iter().map(|a| *a as u32).collect();
                    operands.push(self.get_or_create_operation(cx, code, &args));
                }
                _ => {
                    self.remark(format!(
                        "DIExpression operation {} has no NSDI DebugOperation; the variable location is dropped",
                        op.name()
                    ));
                    result = None;
                    break;
                }
            }
        }
        let id = result.map(|()| self.emit(cx, DebugOp::DebugExpression, operands));
        if !deref_first {
            self.expressions.insert(expr.0, id);
        }
        id
    }

    fn get_or_create_operation(
        &mut self,
        cx: &mut dyn DebugTarget,
        code: u32,
        args: &[u32],
    ) -> Word {
        let key = (code, args.to_vec());
        if let Some(&id) = self.operations.get(&key) {
            return id;
        }
        let mut operands = vec![Self::num(cx, code)];
        operands.extend(args.iter().map(|a| Self::num(cx, *a)));
        let id = self.emit(cx, DebugOp::DebugOperation, operands);
        self.operations.insert(key, id);
        id
    }

    /// The DebugLocalVariable of `var`, and its DebugInlinedVariable for `loc`'s inlined-at
    /// when the options ask for those.
    pub fn variable(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: LocalVariableId,
        loc: Option<LocationId>,
    ) -> Word {
        let variable = self.get_or_create_local_variable(cx, var);
        if let Some(inlined) = loc.and_then(|l| self.di.location(l).inlined_at)
            && self.opts.inlined_variables
            && self.inlined_variables.insert((var.0, inlined.0))
        {
            let at = self.get_or_create_inlined_at(cx, inlined);
            self.emit(cx, DebugOp::DebugInlinedVariable, vec![variable, at]);
        }
        variable
    }

    /// `DebugDeclare`: `var` lives in `storage` (an `OpVariable` or pointer parameter) for its
    /// whole scope. `expr` `None` is the empty expression. Returns false, writing nothing but
    /// a remark, when the expression has no NSDI form.
    pub fn declare(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: LocalVariableId,
        loc: Option<LocationId>,
        storage: Word,
        expr: Option<ExpressionId>,
    ) -> bool {
        self.variable_use(cx, DebugOp::DebugDeclare, var, loc, storage, expr)
    }

    /// `DebugValue`: from here on `var` is `value` (any id: an SSA result, a constant, an
    /// `OpUndef` for "unknown"). Returns false, writing nothing but a remark, when the
    /// expression has no NSDI form.
    pub fn value(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: LocalVariableId,
        loc: Option<LocationId>,
        value: Word,
        expr: Option<ExpressionId>,
    ) -> bool {
        self.variable_use(cx, DebugOp::DebugValue, var, loc, value, expr)
    }

    /// DebugDeclare or DebugValue of `var` with `operand` (storage or value).
    fn variable_use(
        &mut self,
        cx: &mut dyn DebugTarget,
        op: DebugOp,
        var: LocalVariableId,
        loc: Option<LocationId>,
        operand: Word,
        expr: Option<ExpressionId>,
    ) -> bool {
        let variable = self.variable(cx, var, loc);
        let expression = match expr {
            Some(e) => self.expression(cx, e, false),
            None => Some(self.empty_expression(cx)),
        };
        let Some(expression) = expression else {
            return false;
        };
        self.emit_in_block(cx, op, vec![variable, operand, expression]);
        true
    }

    /// Writes a DebugDeclare or DebugValue whose operands the caller has already lowered.
    pub(super) fn emit_variable_use(
        &mut self,
        cx: &mut dyn DebugTarget,
        op: DebugOp,
        variable: Word,
        operand: Word,
        expression: Word,
    ) {
        self.emit_in_block(cx, op, vec![variable, operand, expression]);
    }

    /// `DebugExpression` with no operations.
    pub(super) fn empty_expression(&mut self, cx: &mut dyn DebugTarget) -> Word {
        if let Some(id) = self.empty_expression {
            return id;
        }
        let id = self.emit(cx, DebugOp::DebugExpression, vec![]);
        self.empty_expression = Some(id);
        id
    }
}
