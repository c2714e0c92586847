//! Local variables and where they live: `DebugLocalVariable`, `DebugInlinedVariable`,
//! `DebugExpression` / `DebugOperation`, and the `DebugDeclare` / `DebugValue` that
//! [`NsdiEmitter::variable_location`](super::NsdiEmitter::variable_location), the one call
//! producers make for "variable X is here from now on", writes into the function.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::RemarkKind;
use super::id_cache::IdCache;
use super::lowering::Lowering;
use super::module_writer::num;
use super::type_queries::part_indexes;
use super::type_rules::debug_info_flags;
use crate::di::{self, DiNodeId, GlobalVariableExpressionId, LocationId};
use crate::nsdi::{DebugTarget, ExpressionId, Id, LocalVariableId, build, operation};

/// The variable family's tables. Never cleared before the emitter is dropped.
#[derive(Default)]
pub(super) struct VariableTables {
    /// Filled by `get_or_create_local_variable` (a variable location, a function's retained
    /// nodes, a VLA's count), read by the same.
    pub(super) locals: IdCache<di::LocalVariableId, LocalVariableId>,
    /// Filled at `end_module` (what the units retain), read by imported entities naming a
    /// global.
    pub(super) globals: IdCache<di::GlobalVariableId, Id>,
    /// (variable, inlined-at) pairs that have their DebugInlinedVariable (`variable`, with
    /// `DebugOptions::inlined_variables`).
    inlined: HashSet<(di::LocalVariableId, LocationId)>,
    /// DIExpression -> DebugExpression (`None`: no NSDI form), without a leading Deref;
    /// filled and read by `expression`.
    expressions: HashMap<di::ExpressionId, Option<ExpressionId>>,
    /// (operation code, literal arguments) -> DebugOperation, shared by every expression.
    operations: HashMap<(u32, Vec<u32>), Id>,
    /// The DebugExpression with no operations, shared by every location without one.
    empty_expression: Option<ExpressionId>,
    /// DIGlobalVariableExpression -> the OpVariable (or constant) it describes; filled by the
    /// producer (`bind_global`, `bind_constant`) before `end_module` reads it.
    pub(super) global_storage: HashMap<GlobalVariableExpressionId, Id>,
    /// DIGlobalVariable -> the OpVariable of the last `bind_global` of any of its expressions
    /// (the producer binds the module's globals last to first, so the first global wins):
    /// a variable with several expressions (one folded to a constant, one on its storage;
    /// fragments on several globals) names its storage, whichever expression the unit lists
    /// first. Read by `lower_global_variable`.
    pub(super) variable_storage: HashMap<di::GlobalVariableId, Id>,
    /// Static member -> the producer's typed constant of its initializer (`bind_constant`,
    /// before any type is lowered), read by the member's DebugTypeMember.
    pub(super) bound_constants: HashMap<DiNodeId, Id>,
}

/// The function-scope record of a variable location, for the facade to write into the
/// current block.
pub(super) enum VariableRecord {
    Declare(build::DebugDeclare),
    Value(build::DebugValue),
}

/// Where a local variable is from a point of the code on: what
/// [`NsdiEmitter::variable_location`](super::NsdiEmitter::variable_location) writes. The ids
/// are the producer's (an `OpVariable`, an SSA result, a constant, an `OpUndef`).
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

impl Lowering<'_, '_> {
    pub(super) fn get_or_create_local_variable(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: di::LocalVariableId,
    ) -> LocalVariableId {
        if let Some(id) = self.variables.locals.get(var) {
            return id;
        }
        let v = self.di.local_variable(var);
        let name = self.text(cx, &v.name);
        let ty = self.get_or_create_type(cx, v.ty);
        let source = self.source_of(cx, v.file);
        let parent = self.get_or_create_scope(cx, v.scope.map(|s| s.0));
        // A cycle through the variable's type or scope may have written it meanwhile.
        if let Some(id) = self.variables.locals.get(var) {
            return id;
        }
        let flags = num(cx, debug_info_flags(v.flags));
        let variable = build::DebugLocalVariable {
            name,
            ty,
            source,
            line: num(cx, v.line),
            column: num(cx, 0),
            parent,
            flags,
            arg_number: (v.arg > 0).then(|| num(cx, v.arg)),
        };
        let id = self.emit(cx, &variable);
        self.variables.locals.insert(var, id);
        id
    }

    /// DebugExpression of a DIExpression (with a leading Deref when `deref_first`); `None` when
    /// an operation has no NSDI counterpart (a remark says which).
    pub(super) fn expression(
        &mut self,
        cx: &mut dyn DebugTarget,
        expr: di::ExpressionId,
        deref_first: bool,
    ) -> Option<ExpressionId> {
        if !deref_first && let Some(&cached) = self.variables.expressions.get(&expr) {
            return cached;
        }
        let di = self.di;
        let ops = without_address_space(&di.expression(expr).elements.0);
        let id = self.lower_operations(cx, expr, ops, deref_first);
        if !deref_first {
            self.variables.expressions.insert(expr, id);
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
        let deref = usize::from(deref_first);
        if ops.len() + deref > crate::nsdi::MAX_EXTINST_OPERANDS {
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
            return None;
        }
        // Every operation mapped before any is written: an expression dropped at its third
        // operation must not leave its first two behind as DebugOperations nothing names.
        let mut mapped = Vec::with_capacity(ops.len());
        for op in ops {
            let lowered = lower_operation(op).and_then(|(code, args)| {
                let args: Option<Vec<u32>> = args.iter().map(|a| u32::try_from(*a).ok()).collect();
                Some((code, args?))
            });
            match lowered {
                Some(op) => mapped.push(op),
                None => {
                    self.remark(
                        RemarkKind::Dropped,
                        Some(expr.0),
                        format!(
                            "DIExpression operation {} has no NSDI DebugOperation; the variable location is dropped",
                            op.name()
                        ),
                    );
                    return None;
                }
            }
        }
        let mut operands = Vec::with_capacity(ops.len() + deref);
        if deref_first {
            operands.push(self.get_or_create_operation(cx, operation::DEREF, &[]));
        }
        for (code, args) in mapped {
            operands.push(self.get_or_create_operation(cx, code, &args));
        }
        Some(self.emit(cx, &build::DebugExpression { operands }))
    }

    fn get_or_create_operation(&mut self, cx: &mut dyn DebugTarget, code: u32, args: &[u32]) -> Id {
        let key = (code, args.to_vec());
        if let Some(&id) = self.variables.operations.get(&key) {
            return id;
        }
        let opcode = num(cx, code);
        let operands = args.iter().map(|a| num(cx, *a)).collect();
        let id = self.emit(cx, &build::DebugOperation { opcode, operands });
        self.variables.operations.insert(key, id);
        id
    }

    /// `DebugExpression` with no operations.
    fn empty_expression(&mut self, cx: &mut dyn DebugTarget) -> ExpressionId {
        if let Some(id) = self.variables.empty_expression {
            return id;
        }
        let id = self.emit(cx, &build::DebugExpression { operands: vec![] });
        self.variables.empty_expression = Some(id);
        id
    }

    /// With `DebugOptions::member_indexes`, the Indexes (interned `OpConstant`s) naming the
    /// part of `var` that `expr` says a value is, when `expr` is only a fragment (after clang's
    /// address-space idiom) covering exactly one member or element (`part_indexes`).
    fn member_indexes(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: di::LocalVariableId,
        expr: di::ExpressionId,
    ) -> Option<Vec<Id>> {
        if !self.opts.member_indexes {
            return None;
        }
        let di = self.di;
        let [fragment] = without_address_space(&di.expression(expr).elements.0) else {
            return None;
        };
        let &[offset, size] = fragment.args.as_slice() else {
            return None;
        };
        if fragment.opcode != di::expression::DW_OP_LLVM_FRAGMENT {
            return None;
        }
        let path = part_indexes(di, di.local_variable(var).ty, offset, size)?;
        Some(path.into_iter().map(|i| num(cx, i).id()).collect())
    }

    /// The DebugLocalVariable of `var`, and its DebugInlinedVariable for `loc`'s inlined-at
    /// when the options ask for those. Idempotent.
    pub(super) fn variable(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: di::LocalVariableId,
        loc: Option<LocationId>,
    ) -> LocalVariableId {
        let variable = self.get_or_create_local_variable(cx, var);
        if let Some(inlined) = loc.and_then(|l| self.di.location(l).inlined_at)
            && self.opts.inlined_variables
            && self.variables.inlined.insert((var, inlined))
        {
            let inlined = self.get_or_create_inlined_at(cx, inlined);
            let _: Id = self.emit(cx, &build::DebugInlinedVariable { variable, inlined });
        }
        variable
    }
    /// The record putting `var` (seen at `loc`) at `location` from here on, through `expr`
    /// (`None`: the empty expression); `None`, with a remark, when the expression has no NSDI
    /// form. Everything it names is written at module scope first.
    pub(super) fn variable_record(
        &mut self,
        cx: &mut dyn DebugTarget,
        var: di::LocalVariableId,
        loc: Option<LocationId>,
        location: VariableLocation,
        expr: Option<di::ExpressionId>,
    ) -> Option<VariableRecord> {
        let local_variable = self.variable(cx, var, loc);
        let (id, deref_first) = match location {
            VariableLocation::Storage(id) | VariableLocation::Value(id) => (id, false),
            VariableLocation::Address(id) => (id, true),
            VariableLocation::Undefined(id) => {
                let expression = self.empty_expression(cx);
                return Some(VariableRecord::Value(build::DebugValue {
                    local_variable,
                    value: id,
                    expression,
                    indexes: vec![],
                }));
            }
        };
        if let (VariableLocation::Value(value), Some(e)) = (location, expr)
            && let Some(indexes) = self.member_indexes(cx, var, e)
        {
            let expression = self.empty_expression(cx);
            return Some(VariableRecord::Value(build::DebugValue {
                local_variable,
                value,
                expression,
                indexes,
            }));
        }
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
        }?;
        Some(if let VariableLocation::Storage(_) = location {
            VariableRecord::Declare(build::DebugDeclare {
                local_variable,
                variable: id,
                expression,
                indexes: vec![],
            })
        } else {
            VariableRecord::Value(build::DebugValue {
                local_variable,
                value: id,
                expression,
                indexes: vec![],
            })
        })
    }
}
