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

use super::NsdiDebugHandler;
use crate::backend::LowerError;
use crate::backend::handler::PrinterContext;
use crate::di::{DiSpFlags, ExpressionId, LocalVariableId, LocationId, SubprogramId};
use crate::ir::{BlockId, Constant, DbgIntrinsic, DbgKind, FuncId, InstId, Opcode, Value};
use crate::nsdi::{DebugOp, operation};

#[derive(Clone, Copy, PartialEq, Eq)]
enum LineState {
    Unknown,
    NoLine,
    Line(Word, u32, u32),
}

pub(super) struct FunctionState {
    pub(super) fid: FuncId,
    subprogram: Option<SubprogramId>,
    scope: Option<(Word, Option<Word>)>,
    line: LineState,
}

impl NsdiDebugHandler<'_> {
    pub(super) fn get_or_create_function(
        &mut self,
        cx: &mut PrinterContext<'_>,
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
    fn empty_function_type(&mut self, cx: &mut PrinterContext<'_>) -> Word {
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
        cx: &mut PrinterContext<'_>,
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

    pub(super) fn begin_function_impl(&mut self, _cx: &mut PrinterContext<'_>, f: FuncId) {
        let function = &self.ir.functions[f.0 as usize];
        self.func = Some(FunctionState {
            fid: f,
            subprogram: function.subprogram,
            scope: None,
            line: LineState::Unknown,
        });
    }

    pub(super) fn begin_basic_block_impl(&mut self, cx: &mut PrinterContext<'_>, block: BlockId) {
        let Some(state) = self.func.as_ref() else {
            return;
        };
        let (fid, Some(sp)) = (state.fid, state.subprogram) else {
            return;
        };
        let function = &self.ir.functions[fid.0 as usize];
        if self.full() {
            // Phis get no instruction hooks; their results are named here (see end_instruction).
            for (id, inst) in function.block_insts(block) {
                if inst.opcode == Opcode::Phi
                    && let Some(result) = cx.value_id(Value::Inst(id))
                {
                    cx.spv.name(result, &inst.name);
                }
            }
        }
        if block.0 == 0 {
            let debug_function = self.get_or_create_function(cx, sp);
            let definition = cx.function_id(fid);
            self.emit_in_block(
                cx,
                DebugOp::DebugFunctionDefinition,
                vec![debug_function, definition],
            );
        }
        // The scope of the block's first located instruction (or, with full debug info, debug
        // record), else the function's.
        let full = self.full();
        let first = function
            .block_insts(block)
            .filter(|(_, i)| (full || i.dbg.is_none()) && i.opcode != Opcode::Phi)
            .find_map(|(_, i)| i.loc);
        let scope = match first {
            Some(loc) => self.scope_of(cx, loc),
            None => (self.get_or_create_function(cx, sp), None),
        };
        self.emit_scope(cx, scope);
    }

    fn emit_scope(&mut self, cx: &mut PrinterContext<'_>, (scope, inlined): (Word, Option<Word>)) {
        let mut operands = vec![scope];
        operands.extend(inlined);
        self.emit_in_block(cx, DebugOp::DebugScope, operands);
        if let Some(state) = self.func.as_mut() {
            state.scope = Some((scope, inlined));
            state.line = LineState::Unknown;
        }
    }

    /// (DebugScope scope, inlined-at) of a location.
    fn scope_of(&mut self, cx: &mut PrinterContext<'_>, loc: LocationId) -> (Word, Option<Word>) {
        let l = self.di.location(loc).clone();
        let scope = self.get_or_create_scope(cx, l.scope.map(|s| s.0));
        let inlined = l.inlined_at.map(|i| self.get_or_create_inlined_at(cx, i));
        (scope, inlined)
    }

    pub(super) fn begin_instruction_impl(
        &mut self,
        cx: &mut PrinterContext<'_>,
        inst: InstId,
    ) -> Result<(), LowerError> {
        let Some(state) = self.func.as_ref() else {
            return Ok(());
        };
        if state.subprogram.is_none() {
            return Ok(());
        }
        let function = &self.ir.functions[state.fid.0 as usize];
        let i = function.inst(inst);
        if let Some(dbg) = &i.dbg {
            if self.full() {
                // The record's scope (an inlined callee's, say) must be current for it.
                if let Some(loc) = i.loc {
                    let scope = self.scope_of(cx, loc);
                    if self.func.as_ref().and_then(|s| s.scope) != Some(scope) {
                        self.emit_scope(cx, scope);
                    }
                }
                self.lower_debug_intrinsic(cx, dbg, i.loc);
            }
            return Ok(());
        }
        let line = match i.loc {
            Some(loc) if self.di.location(loc).line != 0 => {
                let scope = self.scope_of(cx, loc);
                if self.func.as_ref().and_then(|s| s.scope) != Some(scope) {
                    self.emit_scope(cx, scope);
                }
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
        Ok(())
    }

    /// The IR type of a value of the current function.
    fn value_type(&self, fid: Option<FuncId>, v: Value) -> Option<crate::ir::TypeRef> {
        let f = &self.ir.functions[fid?.0 as usize];
        Some(match v {
            Value::Inst(i) => f.inst(i).ty,
            Value::Param(p) => f.params.get(p as usize)?.ty,
            Value::Const(c) => self.ir.constant(c).ty(),
            _ => return None,
        })
    }

    pub(super) fn get_or_create_local_variable(
        &mut self,
        cx: &mut PrinterContext<'_>,
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

    /// DebugExpression of a DIExpression; `None` when an operation has no NSDI counterpart.
    fn get_or_create_expression(
        &mut self,
        cx: &mut PrinterContext<'_>,
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
        cx: &mut PrinterContext<'_>,
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

    /// llvm.dbg.declare -> DebugDeclare (alloca or parameter) or DebugValue with a leading Deref
    /// (any other address); llvm.dbg.value -> DebugValue.
    fn lower_debug_intrinsic(
        &mut self,
        cx: &mut PrinterContext<'_>,
        dbg: &DbgIntrinsic,
        loc: Option<LocationId>,
    ) {
        if !matches!(dbg.kind, DbgKind::Declare | DbgKind::Value) {
            if dbg.kind == DbgKind::Assign {
                self.remark("llvm.dbg.assign is lowered as llvm.dbg.value".to_owned());
            } else {
                self.remark("llvm.dbg.label has no NSDI counterpart and is dropped".to_owned());
                return;
            }
        }
        let var = LocalVariableId(dbg.variable);
        let variable = self.get_or_create_local_variable(cx, var);
        if let Some(inlined) = loc.and_then(|l| self.di.location(l).inlined_at)
            && self.opts.inlined_variables
            && self.inlined_variables.insert((var.0, inlined.0))
        {
            let at = self.get_or_create_inlined_at(cx, inlined);
            self.emit(cx, DebugOp::DebugInlinedVariable, vec![variable, at]);
        }
        let Some(expr) = dbg.expression else { return };
        let several = dbg.is_arg_list && dbg.locations.len() > 1;
        if several {
            self.remark(
                "a DIArgList with several values has no NSDI form; DebugValue names an OpUndef \
                 (the value is unknown from here on)"
                    .to_owned(),
            );
        }
        let location = if several {
            None
        } else {
            dbg.locations.first().copied().flatten()
        };
        let fid = self.func.as_ref().map(|s| s.fid);
        if dbg.kind == DbgKind::Declare {
            let storage = match location {
                Some(Value::Inst(i)) => cx.variable_id(i),
                Some(Value::Param(p)) => cx.value_id(Value::Param(p)),
                _ => None,
            };
            if let Some(storage) = storage {
                if let Some(e) = self.get_or_create_expression(cx, expr, false) {
                    self.emit_in_block(cx, DebugOp::DebugDeclare, vec![variable, storage, e]);
                }
                return;
            }
        }
        let deref = dbg.kind == DbgKind::Declare;
        let value = match location {
            Some(Value::Const(c)) => match self.ir.constant(c) {
                Constant::Undef(_) | Constant::Poison(_) => None,
                _ => cx.constant_id(c).ok(),
            },
            Some(v) => cx.value_id(v),
            None => None,
        };
        // No value (undef, poison, a killed location, a value defined later): OpUndef of the
        // value's type, not DebugInfoNone, which SPIRV-LLVM-Translator cannot read here.
        let value = match value {
            Some(v) => v,
            None => {
                let ty = location.and_then(|v| self.value_type(fid, v));
                cx.undef(ty)
            }
        };
        // A location NSDI cannot express still ends the previous one: the variable's value is
        // unknown from here on (OpUndef, no operations), not the stale earlier one.
        let expression = if several {
            None
        } else {
            self.get_or_create_expression(cx, expr, deref)
        };
        let (value, e) = match expression {
            Some(e) => (value, e),
            None => {
                let ty = location.and_then(|v| self.value_type(fid, v));
                (cx.undef(ty), self.empty_expression(cx))
            }
        };
        self.emit_in_block(cx, DebugOp::DebugValue, vec![variable, value, e]);
    }

    /// `DebugExpression` with no operations.
    fn empty_expression(&mut self, cx: &mut PrinterContext<'_>) -> Word {
        if let Some(id) = self.empty_expression {
            return id;
        }
        let id = self.emit(cx, DebugOp::DebugExpression, vec![]);
        self.empty_expression = Some(id);
        id
    }
}
