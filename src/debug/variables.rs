//! Local variables and where they live: `DebugLocalVariable`, `DebugInlinedVariable`,
//! `DebugExpression` / `DebugOperation`, and `DebugDeclare` / `DebugValue` through
//! [`NsdiEmitter::variable_location`], the one call producers make for "variable X is here
//! from now on".

use rspirv::spirv::Word;

use super::type_rules::debug_info_flags;
use super::{NsdiEmitter, RemarkKind};
use crate::di::{self, LocationId};
use crate::nsdi::{DebugTarget, ExpressionId, Id, LocalVariableId, build, operation};

/// Where a local variable is from a point of the code on: what
/// [`NsdiEmitter::variable_location`] writes. The ids are the producer's (an `OpVariable`, an
/// SSA result, a constant, an `OpUndef`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VariableLocation {
    /// In this storage (an `OpVariable`, a pointer parameter) for its whole scope:
    /// `DebugDeclare`.
    Storage(Id),
    /// This value from here on: `DebugValue`.
    Value(Id),
    /// In memory at the address this value holds, from here on: `DebugValue` whose expression
    /// starts with a Deref.
    Address(Id),
    /// Unknown from here on (the value is gone, or has no NSDI form): `DebugValue` of this
    /// `OpUndef` with the empty expression, so the earlier location no longer holds. The
    /// expression argument is not used.
    Undefined(Id),
}

/// An expression without clang's leading address-space idiom `DW_OP_constu N, DW_OP_swap,
/// DW_OP_xderef` (N: the DWARF address space of the storage). NSDI gives the address space with
/// the pointer type and the OpVariable's storage class; in a DebugExpression the idiom would
/// mean "the value loaded from that address" (glslang and DXC write the empty expression).
pub(super) fn without_address_space(ops: &[di::DiOp]) -> &[di::DiOp] {
    match ops {
        [c, s, x, rest @ ..]
            if c.opcode == u64::from(gimli::DW_OP_constu.0)
                && c.args.len() == 1
                && s.opcode == u64::from(gimli::DW_OP_swap.0)
                && x.opcode == u64::from(gimli::DW_OP_xderef.0) =>
        {
            rest
        }
        _ => ops,
    }
}

/// The DebugOperation (opcode, literal arguments) of a DWARF operation; `None` when NSDI has
/// no counterpart.
fn lower_operation(op: &di::DiOp) -> Option<(u32, Vec<u64>)> {
    use gimli::constants as c;
    if op.opcode == di::expression::DW_OP_LLVM_FRAGMENT {
        return match op.args.as_slice() {
            [offset, size] => Some((operation::FRAGMENT, vec![*offset, *size])),
            _ => None,
        };
    }
    let code = gimli::DwOp(u8::try_from(op.opcode).ok()?);
    Some(match (code, op.args.as_slice()) {
        (c::DW_OP_deref, []) => (operation::DEREF, vec![]),
        (c::DW_OP_plus, []) => (operation::PLUS, vec![]),
        (c::DW_OP_minus, []) => (operation::MINUS, vec![]),
        (c::DW_OP_plus_uconst, [n]) => (operation::PLUS_UCONST, vec![*n]),
        // DWARF's order is size, offset; NSDI's offset, size.
        (c::DW_OP_bit_piece, [size, offset]) => (operation::BIT_PIECE, vec![*offset, *size]),
        (c::DW_OP_swap, []) => (operation::SWAP, vec![]),
        (c::DW_OP_xderef, []) => (operation::XDEREF, vec![]),
        (c::DW_OP_stack_value, []) => (operation::STACK_VALUE, vec![]),
        (c::DW_OP_constu, [n]) => (operation::CONSTU, vec![*n]),
        (lit, []) if (c::DW_OP_lit0.0..=c::DW_OP_lit31.0).contains(&lit.0) => {
            (operation::CONSTU, vec![u64::from(lit.0 - c::DW_OP_lit0.0)])
        }
        _ => return None,
    })
}

impl NsdiEmitter<'_> {
    pub(super) fn get_or_create_local_variable(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: di::LocalVariableId,
    ) -> LocalVariableId {
        if let Some(id) = self.local_variables.get(var) {
            return id;
        }
        let v = self.di.local_variable(var);
        let name = self.text(cx, &v.name);
        let ty = self.get_or_create_type(cx, v.ty);
        let source = self.source_of(cx, v.file);
        let parent = self.get_or_create_scope(cx, v.scope.map(|s| s.0));
        // A cycle through the variable's type or scope may have written it meanwhile.
        if let Some(id) = self.local_variables.get(var) {
            return id;
        }
        let flags = Self::num(cx, debug_info_flags(v.flags));
        let variable = build::DebugLocalVariable {
            name,
            ty,
            source,
            line: Self::num(cx, v.line),
            column: Self::num(cx, 0),
            parent,
            flags,
            arg_number: (v.arg > 0).then(|| Self::num(cx, v.arg)),
        };
        let id = self.emit(cx, &variable);
        self.local_variables.insert(var, id);
        id
    }

    /// DebugExpression of a DIExpression (with a leading Deref when `deref_first`); `None` when
    /// an operation has no NSDI counterpart (a remark says which).
    pub fn expression(
        &mut self,
        cx: &mut dyn DebugTarget,
        expr: di::ExpressionId,
        deref_first: bool,
    ) -> Option<ExpressionId> {
        if !deref_first && let Some(&cached) = self.expressions.get(&expr) {
            return cached;
        }
        let di = self.di;
        let ops = without_address_space(&di.expression(expr).elements.0);
        let id = self.lower_operations(cx, expr, ops, deref_first);
        if !deref_first {
            self.expressions.insert(expr, id);
        }
        id
    }

    /// DebugExpression of `ops` (operations of `expr`, which remarks name), after a Deref when
    /// `deref_first`; `None`, with a remark, when an operation has no NSDI counterpart.
    fn lower_operations(
        &mut self,
        cx: &mut dyn DebugTarget,
        expr: di::ExpressionId,
        ops: &[di::DiOp],
        deref_first: bool,
    ) -> Option<ExpressionId> {
        let mut operands = Vec::with_capacity(ops.len() + 1);
        if deref_first {
            operands.push(self.get_or_create_operation(cx, operation::DEREF, &[]));
        }
        let mut lowered = true;
        if ops.len() + operands.len() > crate::nsdi::MAX_EXTINST_OPERANDS {
            // Leaving operations out would describe another location.
            self.remark(
                RemarkKind::Dropped,
                Some(expr.0),
                format!(
                    "DIExpression !{} has {} operations, over the {} a DebugExpression holds (SPIR-V's 65,535-word instruction limit); the variable location is dropped",
                    expr.0.0,
                    ops.len(),
                    crate::nsdi::MAX_EXTINST_OPERANDS
                ),
            );
            lowered = false;
        }
        for op in ops.iter().take(if lowered { usize::MAX } else { 0 }) {
            let mapped = lower_operation(op);
            let args: Option<Vec<u32>> = mapped
                .as_ref()
                .and_then(|(_, args)| args.iter().map(|a| u32::try_from(*a).ok()).collect());
            match (mapped, args) {
                (Some((code, _)), Some(args)) => {
                    operands.push(self.get_or_create_operation(cx, code, &args));
                }
                _ => {
                    self.remark(
                        RemarkKind::Dropped,
                        Some(expr.0),
                        format!(
                            "DIExpression operation {} has no NSDI DebugOperation; the variable location is dropped",
                            op.name()
                        ),
                    );
                    lowered = false;
                    break;
                }
            }
        }
        lowered.then(|| self.emit(cx, &build::DebugExpression { operands }))
    }

    fn get_or_create_operation(&mut self, cx: &mut dyn DebugTarget, code: u32, args: &[u32]) -> Id {
        let key = (code, args.to_vec());
        if let Some(&id) = self.operations.get(&key) {
            return id;
        }
        let opcode = Self::num(cx, code);
        let operands = args.iter().map(|a| Self::num(cx, *a)).collect();
        let id = self.emit(cx, &build::DebugOperation { opcode, operands });
        self.operations.insert(key, id);
        id
    }

    /// `DebugExpression` with no operations.
    fn empty_expression(&mut self, cx: &mut dyn DebugTarget) -> ExpressionId {
        if let Some(id) = self.empty_expression {
            return id;
        }
        let id = self.emit(cx, &build::DebugExpression { operands: vec![] });
        self.empty_expression = Some(id);
        id
    }

    /// The DebugLocalVariable of `var`, and its DebugInlinedVariable for `loc`'s inlined-at
    /// when the options ask for those. Idempotent; [`variable_location`](Self::variable_location)
    /// calls it, and a producer calls it first when the variable's instructions must come
    /// before ids it makes for the location (a constant lowered for the value, say).
    pub fn variable(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: di::LocalVariableId,
        loc: Option<LocationId>,
    ) -> LocalVariableId {
        let variable = self.get_or_create_local_variable(cx, var);
        if let Some(inlined) = loc.and_then(|l| self.di.location(l).inlined_at)
            && self.opts.inlined_variables
            && self.inlined_variables.insert((var, inlined))
        {
            let inlined = self.get_or_create_inlined_at(cx, inlined);
            let _: Id = self.emit(cx, &build::DebugInlinedVariable { variable, inlined });
        }
        variable
    }

    /// `var` (seen at `loc`, whose inlined-at matters for DebugInlinedVariable) is at
    /// `location` from here on, through `expr` (`None`: the empty expression): a
    /// `DebugDeclare` or `DebugValue` at the current position. Returns false, writing nothing
    /// but a remark, when the expression has no NSDI form; a producer that wants the earlier
    /// location ended anyway then writes [`VariableLocation::Undefined`].
    pub fn variable_location(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: di::LocalVariableId,
        loc: Option<LocationId>,
        location: VariableLocation,
        expr: Option<di::ExpressionId>,
    ) -> bool {
        let local_variable = self.variable(cx, var, loc);
        let (id, deref_first) = match location {
            VariableLocation::Storage(id) | VariableLocation::Value(id) => (id, false),
            VariableLocation::Address(id) => (id, true),
            VariableLocation::Undefined(id) => {
                let expression = self.empty_expression(cx);
                let value = build::DebugValue {
                    local_variable,
                    value: id,
                    expression,
                    indexes: vec![],
                };
                self.emit_in_block(cx, &value);
                return true;
            }
        };
        let expression = match expr {
            Some(e) => self.expression(cx, e, deref_first),
            None if deref_first => {
                let deref = self.get_or_create_operation(cx, operation::DEREF, &[]);
                Some(self.emit(
                    cx,
                    &build::DebugExpression {
                        operands: vec![deref],
                    },
                ))
            }
            None => Some(self.empty_expression(cx)),
        };
        let Some(expression) = expression else {
            return false;
        };
        if let VariableLocation::Storage(_) = location {
            let declare = build::DebugDeclare {
                local_variable,
                variable: id,
                expression,
                indexes: vec![],
            };
            self.emit_in_block(cx, &declare);
        } else {
            let value = build::DebugValue {
                local_variable,
                value: id,
                expression,
                indexes: vec![],
            };
            self.emit_in_block(cx, &value);
        }
        true
    }

    /// `DebugDeclare`: `var` lives in `storage` (an `OpVariable` or pointer parameter) for its
    /// whole scope; [`variable_location`](Self::variable_location) with
    /// [`VariableLocation::Storage`].
    pub fn declare(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: di::LocalVariableId,
        loc: Option<LocationId>,
        storage: Word,
        expr: Option<di::ExpressionId>,
    ) -> bool {
        let storage = VariableLocation::Storage(Id::from_word(storage));
        self.variable_location(cx, var, loc, storage, expr)
    }

    /// `DebugValue`: from here on `var` is `value` (any id: an SSA result, a constant, an
    /// `OpUndef` for "unknown"); [`variable_location`](Self::variable_location) with
    /// [`VariableLocation::Value`].
    pub fn value(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: di::LocalVariableId,
        loc: Option<LocationId>,
        value: Word,
        expr: Option<di::ExpressionId>,
    ) -> bool {
        let value = VariableLocation::Value(Id::from_word(value));
        self.variable_location(cx, var, loc, value, expr)
    }

    /// The integer computation `expr` applies to its value (see
    /// [`di::expression::integer_computation`]): LLVM's salvage of instructions it deleted
    /// (`int i = get_global_id(0)` at -O2 is the `size_t` call converted to 32 bits). NSDI has
    /// conversion and few arithmetic operations, and RenderDoc 1.24 reads none, so a producer
    /// that can compute the value gives it to [`computed_value`](Self::computed_value).
    pub fn computation(&self, expr: di::ExpressionId) -> Option<Vec<di::expression::IntStep>> {
        di::expression::integer_computation(&self.di.expression(expr).elements.0)
    }

    /// `DebugValue`: from here on `var` is `computed`, the value the
    /// [`computation`](Self::computation) of its DIExpression gives; the empty expression (the
    /// id is the variable's value).
    pub fn computed_value(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: di::LocalVariableId,
        loc: Option<LocationId>,
        computed: Id,
    ) {
        let local_variable = self.variable(cx, var, loc);
        let expression = self.empty_expression(cx);
        let value = build::DebugValue {
            local_variable,
            value: computed,
            expression,
            indexes: vec![],
        };
        self.emit_in_block(cx, &value);
    }
}
