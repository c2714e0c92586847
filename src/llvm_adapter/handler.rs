//! The NSDI debug handler: maps the printer's hooks and LLVM IR (debug locations,
//! `llvm.dbg.*` calls, globals, kernels) onto [`NsdiEmitter`] calls, through the emitter's
//! public API only.

use crate::backend::LowerError;
use crate::backend::handler::{AsmPrinterHandler, PrinterContext};
use crate::debug::{
    DebugLevel, DebugOptions, NsdiEmitter, Remark, RemarkKind, SourceProvider, VariableLocation,
};
use crate::di::{GlobalVariableExpressionId, LocalVariableId, LocationId};
use crate::ir::{
    BlockId, Constant, DbgIntrinsic, DbgKind, FuncId, GlobalId, InstId, Module, Opcode, Type,
    TypeRef, Value,
};
use crate::nsdi::Id;

use super::member_names::MemberNames;
use super::salvage;

/// The NSDI debug handler registered with the [`AsmPrinter`](crate::backend::AsmPrinter).
///
/// Register it as `Box::new(&mut handler)` to read its [`remarks`](Self::remarks) after the
/// printer is done.
pub struct NsdiDebugHandler<'m> {
    ir: &'m Module,
    emitter: NsdiEmitter<'m>,
    /// `-g` rather than `-gline-tables-only`: variables too (value names are the backend's, at
    /// every level).
    full: bool,
    function: Option<FuncId>,
    /// The Vulkan flavour's declared locals, whose struct types get `OpMemberName`s at the
    /// end of the module (see `member_names`).
    member_names: MemberNames,
}

impl<'m> NsdiDebugHandler<'m> {
    /// A handler for `ir`'s debug info.
    pub fn new(ir: &'m Module, opts: DebugOptions) -> Self {
        NsdiDebugHandler {
            ir,
            full: opts.level == DebugLevel::Full,
            emitter: NsdiEmitter::new(&ir.di, opts),
            function: None,
            member_names: MemberNames::default(),
        }
    }

    /// Where the text of files the DI does not embed comes from (see
    /// [`NsdiEmitter::set_source_provider`]; `nsdi-llc` gives [`DiskSources`](super::DiskSources)).
    pub fn set_source_provider(&mut self, sources: Box<dyn SourceProvider + 'm>) {
        self.emitter.set_source_provider(sources);
    }

    /// `-fdebug-prefix-map=OLD=NEW` pairs for every file name (see
    /// [`NsdiEmitter::set_prefix_map`]).
    pub fn set_prefix_map(&mut self, map: Vec<(String, String)>) {
        self.emitter.set_prefix_map(map);
    }

    /// What had to be degraded so far, in the order first seen, each message once.
    pub fn remarks(&self) -> &[Remark] {
        self.emitter.remarks()
    }

    /// Hands out the remarks so far (see [`NsdiEmitter::take_remarks`]).
    pub fn take_remarks(&mut self) -> Vec<Remark> {
        self.emitter.take_remarks()
    }

    fn current(&self) -> Option<(FuncId, &'m crate::ir::Function)> {
        let f = self.function?;
        let function = &self.ir.functions[f.0 as usize];
        function.subprogram.map(|_| (f, function))
    }

    /// The IR type of a value of the current function.
    fn value_type(&self, v: Value) -> Option<TypeRef> {
        let (_, f) = self.current()?;
        Some(match v {
            Value::Inst(i) => f.inst(i).ty,
            Value::Param(p) => f.params.get(p as usize)?.ty,
            Value::Const(c) => self.ir.constant(c).ty(),
            _ => return None,
        })
    }

    /// llvm.dbg.declare -> DebugDeclare (alloca or parameter) or DebugValue with a leading Deref
    /// (any other address); llvm.dbg.value -> DebugValue.
    fn lower_debug_intrinsic(
        &mut self,
        cx: &mut PrinterContext<'_>,
        dbg: &DbgIntrinsic,
        loc: Option<LocationId>,
    ) {
        let var = LocalVariableId(dbg.variable);
        if !matches!(dbg.kind, DbgKind::Declare | DbgKind::Value) {
            if dbg.kind == DbgKind::Assign {
                self.emitter.add_remark(Remark::new(
                    RemarkKind::Approximated,
                    Some(dbg.variable),
                    "llvm.dbg.assign is lowered as llvm.dbg.value",
                ));
            } else {
                self.emitter.add_remark(Remark::new(
                    RemarkKind::Dropped,
                    Some(dbg.variable),
                    "llvm.dbg.label has no NSDI counterpart and is dropped",
                ));
                return;
            }
        }
        // The variable first: its instructions come before any id the location makes.
        self.emitter.variable(cx, var, loc);
        let Some(expr) = dbg.expression else { return };
        let several = dbg.is_arg_list && dbg.locations.len() > 1;
        if several {
            self.emitter.add_remark(Remark::new(
                RemarkKind::Approximated,
                Some(dbg.variable),
                "a DIArgList with several values has no NSDI form; DebugValue names an OpUndef \
                 (the value is unknown from here on)",
            ));
        }
        let location = if several {
            None
        } else {
            dbg.locations.first().copied().flatten()
        };
        if dbg.kind == DbgKind::Declare {
            let storage = match location {
                Some(Value::Inst(i)) => cx.variable_id(i),
                Some(Value::Param(p)) => cx.value_id(Value::Param(p)),
                _ => None,
            };
            if let Some(storage) = storage {
                let location = VariableLocation::Storage(Id::from_word(storage));
                let declared = self
                    .emitter
                    .variable_location(cx, var, loc, location, Some(expr));
                if declared && cx.flavour.is_vulkan() {
                    self.member_names.declared(var, storage);
                }
                if !declared {
                    // The expression's own remark says why; this one names the variable whose
                    // declaration is lost (docs/MAPPING.md: such a declare is dropped).
                    let name = &self.ir.di.local_variable(var).name;
                    self.emitter.add_remark(Remark::new(
                        RemarkKind::Dropped,
                        Some(dbg.variable),
                        format!("llvm.dbg.declare of '{name}' dropped: its DIExpression has no NSDI form"),
                    ));
                }
                return;
            }
            // Not an OpVariable or parameter: DebugDeclare cannot name it.
            let (kind, what) = match location {
                None => (RemarkKind::Dropped, "no address"),
                Some(Value::Const(c))
                    if matches!(
                        self.ir.constant(c),
                        Constant::Undef(_) | Constant::Poison(_)
                    ) =>
                {
                    (RemarkKind::Dropped, "an undefined address")
                }
                Some(Value::Global(_)) => (RemarkKind::Approximated, "a global variable"),
                Some(_) => (RemarkKind::Approximated, "a computed address"),
            };
            let name = &self.ir.di.local_variable(var).name;
            let outcome = if kind == RemarkKind::Dropped {
                "its location is unknown (DebugValue of an OpUndef)"
            } else {
                "written as DebugValue of the address with Deref"
            };
            self.emitter.add_remark(Remark::new(
                kind,
                Some(dbg.variable),
                format!("llvm.dbg.declare of '{name}' on {what}: {outcome}"),
            ));
        }
        let value = match location {
            Some(Value::Const(c)) => match self.ir.constant(c) {
                Constant::Undef(_) | Constant::Poison(_) => None,
                _ => cx.constant_id(c).ok(),
            },
            Some(v) => cx.value_id(v),
            None => None,
        };
        let value_type = location.and_then(|v| self.value_type(v));
        // No value (undef, poison, a killed location, a value defined later): OpUndef of the
        // value's type, not DebugInfoNone, which SPIRV-LLVM-Translator cannot read here.
        let found = value;
        let value = Id::from_word(match value {
            Some(v) => v,
            None => cx.undef(value_type),
        });
        // LLVM's salvage of deleted integer instructions: the value they computed, when the
        // backend can compute it, is the variable's value (NSDI has no conversion operation
        // and RenderDoc 1.24 reads no DebugExpression operation).
        let computation = match (dbg.kind, location, value_type) {
            (
                DbgKind::Value | DbgKind::Assign,
                Some(Value::Inst(_) | Value::Param(_)),
                Some(ty),
            ) if !several => match self.ir.ty(ty) {
                Type::Int(bits) => salvage::computation(&self.ir.di, expr).map(|s| (*bits, s)),
                _ => None,
            },
            _ => None,
        };
        // Only the flavour that writes debug-only code (Vulkan) may need a line for it.
        if cx.debug_value_code && computation.is_some() && found.is_some() {
            self.emitter.line_for_debug_code(cx);
        }
        let computed = computation
            .zip(found)
            .and_then(|((bits, steps), id)| cx.computed_integer(id, bits, &steps));
        if let Some(computed) = computed {
            salvage::computed_value(&mut self.emitter, cx, var, loc, Id::from_word(computed));
            return;
        }
        let written = !several && {
            let location = if dbg.kind == DbgKind::Declare {
                VariableLocation::Address(value)
            } else {
                VariableLocation::Value(value)
            };
            self.emitter
                .variable_location(cx, var, loc, location, Some(expr))
        };
        // A location NSDI cannot express still ends the previous one: the variable's value is
        // unknown from here on, not the stale earlier one.
        if !written {
            let undefined = VariableLocation::Undefined(Id::from_word(cx.undef(value_type)));
            self.emitter
                .variable_location(cx, var, loc, undefined, None);
        }
    }

    /// A function without a DISubprogram gets no NSDI: if its code has debug locations or
    /// records (code inlined from a described function), say what is lost.
    fn remark_undescribed(&mut self, function: &crate::ir::Function) {
        let (mut locations, mut records, mut first) = (0usize, 0usize, None);
        for inst in &function.insts {
            if inst.dbg.is_some() {
                records += 1;
            } else if inst.loc.is_some() {
                locations += 1;
            }
            first = first.or(inst.loc);
        }
        let Some(first) = first else { return };
        let node = self.ir.di.location(first).scope.map(|s| s.0);
        self.emitter.add_remark(Remark::new(
            RemarkKind::Dropped,
            node,
            format!(
                "function '{}' has no DISubprogram (no !dbg): its {locations} located instructions and {records} debug records (inlined code) get no NSDI",
                function.name
            ),
        ));
    }

    /// An `OpConstant` of the source type for each value the emitter asks for
    /// ([`NsdiEmitter::constant_values`]): a constant of its own, not the interned one NSDI's
    /// line numbers share (debuggers name the constant a DebugGlobalVariable names after the
    /// variable).
    fn bind_constants(&mut self, cx: &mut PrinterContext<'_>) {
        // A variable that also has storage (another of its expressions is on a global) names
        // that storage (`bind_global`): no constant for its folded expression.
        let stored: std::collections::HashSet<_> = self
            .ir
            .globals
            .iter()
            .flat_map(|g| g.debug.iter())
            .filter_map(|e| match self.ir.di.node(*e) {
                crate::di::DiNode::GlobalVariableExpression(x) => x.var,
                _ => None,
            })
            .collect();
        for constant in self.emitter.constant_values() {
            if let crate::di::DiNode::GlobalVariableExpression(e) = self.ir.di.node(constant.node)
                && e.var.is_some_and(|v| stored.contains(&v))
            {
                continue;
            }
            let id = cx.scalar_constant(constant.float, constant.size, constant.bits);
            self.emitter.bind_constant(constant.node, id);
        }
    }
}

impl AsmPrinterHandler for NsdiDebugHandler<'_> {
    fn begin_module(&mut self, cx: &mut PrinterContext<'_>) -> Result<(), LowerError> {
        self.emitter.begin_module(cx);
        // Before anything is lowered: static members' initializers and globals folded into
        // constants name an OpConstant of their own type.
        if self.full {
            self.bind_constants(cx);
        }
        Ok(())
    }

    fn begin_function(&mut self, _: &mut PrinterContext<'_>, f: FuncId) -> Result<(), LowerError> {
        self.function = Some(f);
        let function = &self.ir.functions[f.0 as usize];
        let subprogram = function.subprogram;
        if subprogram.is_none() {
            self.remark_undescribed(function);
        }
        self.emitter.begin_function(subprogram);
        Ok(())
    }

    fn begin_basic_block(
        &mut self,
        cx: &mut PrinterContext<'_>,
        block: BlockId,
    ) -> Result<(), LowerError> {
        let Some((fid, function)) = self.current() else {
            return Ok(());
        };
        let full = self.full;
        if block.0 == 0 {
            let definition = cx.function_id(fid);
            self.emitter.function_definition(cx, definition);
        }
        // The scope of the block's first located instruction (or, with full debug info, debug
        // record), else the function's.
        let first = function
            .block_insts(block)
            .filter(|(_, i)| (full || i.dbg.is_none()) && i.opcode != Opcode::Phi)
            .find_map(|(_, i)| i.loc);
        self.emitter.begin_block(cx, first);
        Ok(())
    }

    /// The prologue (push-constant loads) runs in the function's own scope, with no line: a
    /// debugger shows it in the kernel's frame, not as a step outside any.
    fn begin_entry_prologue(&mut self, cx: &mut PrinterContext<'_>) -> Result<(), LowerError> {
        if self.current().is_some() {
            self.emitter.function_scope_without_line(cx);
        }
        Ok(())
    }

    /// The header's scope and line are those its instructions (in the next block) start with.
    fn begin_loop_header(
        &mut self,
        cx: &mut PrinterContext<'_>,
        block: BlockId,
    ) -> Result<(), LowerError> {
        let Some((_, function)) = self.current() else {
            return Ok(());
        };
        let full = self.full;
        let first = function
            .block_insts(block)
            .filter(|(_, i)| (full || i.dbg.is_none()) && i.opcode != Opcode::Phi)
            .find_map(|(_, i)| i.loc);
        self.emitter.begin_block(cx, first);
        self.emitter.set_location(cx, first);
        Ok(())
    }

    fn begin_instruction(
        &mut self,
        cx: &mut PrinterContext<'_>,
        inst: InstId,
    ) -> Result<(), LowerError> {
        let Some((_, function)) = self.current() else {
            return Ok(());
        };
        let i = function.inst(inst);
        match &i.dbg {
            Some(dbg) if self.full => {
                // The record's scope (an inlined callee's, say) must be current for it.
                if let Some(loc) = i.loc {
                    self.emitter.enter_scope(cx, loc);
                }
                self.lower_debug_intrinsic(cx, dbg, i.loc);
            }
            Some(_) => {}
            None => self.emitter.set_location(cx, i.loc),
        }
        Ok(())
    }

    fn end_function(&mut self, _: &mut PrinterContext<'_>, _: FuncId) -> Result<(), LowerError> {
        self.function = None;
        self.emitter.end_function();
        Ok(())
    }

    fn end_module(&mut self, cx: &mut PrinterContext<'_>) -> Result<(), LowerError> {
        // In reverse, so the first global an expression is attached to wins.
        for (g, global) in self.ir.globals.iter().enumerate().rev() {
            if let Some(variable) = cx.global_id(GlobalId(g as u32)) {
                for expression in &global.debug {
                    self.emitter
                        .bind_global(GlobalVariableExpressionId(*expression), variable);
                }
            }
        }
        let entry_points: Vec<_> = self
            .ir
            .functions
            .iter()
            .filter(|f| f.is_kernel() && !f.is_declaration())
            .filter_map(|f| f.subprogram)
            .collect();
        self.emitter.end_module(cx, &entry_points);
        // Last, when every type is written: the struct types of declared locals get the
        // member names RenderDoc reads (see `member_names`).
        if cx.flavour.is_vulkan() {
            self.member_names.write(&self.emitter, cx);
        }
        Ok(())
    }
}
