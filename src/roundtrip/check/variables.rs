//! Variables and expressions: every DebugLocalVariable against its DILocalVariable, and per
//! function its debug uses — DebugDeclare / DebugValue in order (variable, expression, the
//! value's name or constant, the scope they are described in) against the source's records.

use std::collections::HashSet;

use rspirv::spirv::Op;

use super::Checker;
use crate::di::{DiNode, DiOp, ExpressionId};
use crate::nsdi::{DebugOp, Id, IdList, operation, view};
use crate::roundtrip::di_render::di_flags;
use crate::roundtrip::reader::{BodyItem, FunctionBody, ModuleFlavour, SpirvView};
use crate::roundtrip::render::operation_name;
use crate::roundtrip::source::{
    SourceFunction, SourceItem, SourceValue, UseKind, ValueShape, VariableUse,
};

/// DWARF operations (`DW_OP_*`) an NSDI DebugOperation can say.
const DW_OP_DEREF: u64 = gimli::constants::DW_OP_deref.0 as u64;
const DW_OP_PLUS: u64 = gimli::constants::DW_OP_plus.0 as u64;
const DW_OP_MINUS: u64 = gimli::constants::DW_OP_minus.0 as u64;
const DW_OP_PLUS_UCONST: u64 = gimli::constants::DW_OP_plus_uconst.0 as u64;
const DW_OP_BIT_PIECE: u64 = gimli::constants::DW_OP_bit_piece.0 as u64;
const DW_OP_SWAP: u64 = gimli::constants::DW_OP_swap.0 as u64;
const DW_OP_XDEREF: u64 = gimli::constants::DW_OP_xderef.0 as u64;
const DW_OP_STACK_VALUE: u64 = gimli::constants::DW_OP_stack_value.0 as u64;
const DW_OP_CONSTU: u64 = gimli::constants::DW_OP_constu.0 as u64;
const DW_OP_LIT0: u64 = gimli::constants::DW_OP_lit0.0 as u64;
const DW_OP_LIT31: u64 = gimli::constants::DW_OP_lit31.0 as u64;

impl Checker<'_> {
    pub(super) fn compare_local_variables(&mut self) {
        let n = self.n;
        let mut matched = HashSet::new();
        let op = DebugOp::DebugLocalVariable;
        for (_, var) in self.each::<view::DebugLocalVariable>(op) {
            let arg = var.arg_number().and_then(|a| n.value(a)).unwrap_or(0) as u32;
            let key = (
                n.scope(var.parent()),
                n.text(var.name()),
                n.value(var.line()).unwrap_or(0) as u32,
                arg,
            );
            let path = format!("{} > var '{}'", key.0, key.1);
            let di = self.di();
            let found = self.index.locals.get(&key).and_then(|v| v.first());
            let Some(v) = found.map(|id| di.local_variable(crate::di::LocalVariableId(*id))) else {
                self.diffs.missing(
                    &path,
                    "no DILocalVariable with this scope, line and argument number",
                );
                continue;
            };
            if !matched.insert(key.clone()) {
                self.diffs.missing(
                    &path,
                    "two DebugLocalVariables describe this DILocalVariable",
                );
            }
            self.diffs.nodes += 1;
            // A type on a cycle was written with 'void' on its back edge; a variable naming that
            // same type node (a method's `this`) shows the 'void' too (docs/MAPPING.md, "Cycles").
            let ty = self.d.ty(v.ty);
            self.diffs
                .type_field(&path, "type", &n.ty(var.ty()), &ty, self.forward_refs);
            let source = self.d.file_path(v.file);
            self.diffs
                .field(&path, "source", &n.source_path(var.source()), &source);
            self.diffs
                .field(&path, "column", &n.number(var.column()), "0");
            self.diffs
                .field(&path, "flags", &n.flags(var.flags()), &di_flags(v.flags));
        }
    }

    /// Compares the debug uses of `body` with those of `function`, in order.
    pub(super) fn compare_debug_uses(
        &mut self,
        path: &str,
        function: &SourceFunction,
        body: &FunctionBody,
    ) {
        let ours = self.nsdi_debug_uses(body);
        let source = self.source_debug_uses(function);
        self.diffs.nodes += source.len();
        self.diffs
            .first_of_sequences(path, "debug use", &ours, &source, "(none)");
    }

    /// DebugDeclare / DebugValue of a body, rendered
    /// `declare 'x:3 arg 0 in fn f' (Deref) at %x.addr in fn f`.
    fn nsdi_debug_uses(&self, body: &FunctionBody) -> Vec<String> {
        let n = self.n;
        let view = self.view();
        let mut out = Vec::new();
        let mut scope = String::new();
        let vulkan = view.flavour == ModuleFlavour::Vulkan;
        for item in &body.items {
            let BodyItem::Debug(id) = item else {
                continue;
            };
            let id = Id::from_word(*id);
            if let Some(s) = view.get::<view::DebugScope>(id) {
                scope = n.scope(s.scope()) + &self.nsdi_inlined(s.inlined_at());
                continue;
            }
            let (kind, variable, location, expression, indexes) =
                if let Some(d) = view.get::<view::DebugDeclare>(id) {
                    let indexes = d.indexes();
                    (
                        "declare",
                        d.local_variable(),
                        d.variable(),
                        d.expression(),
                        indexes,
                    )
                } else if let Some(v) = view.get::<view::DebugValue>(id) {
                    let indexes = v.indexes();
                    (
                        "value",
                        v.local_variable(),
                        v.value(),
                        v.expression(),
                        indexes,
                    )
                } else {
                    continue;
                };
            let var = self.nsdi_variable(variable.id());
            let mut expr = self.nsdi_expression(expression.id());
            if !indexes.is_empty() {
                // Rule `vulkan-member-indexes`: the part the Indexes name is the fragment the
                // source's expression ends with; a Kernel module writes none, so shows them.
                let part = match indexed_bits(view, variable.id(), &indexes) {
                    Some((offset, size)) if vulkan && kind == "value" => {
                        let name = operation_name(u64::from(operation::FRAGMENT)).unwrap_or("?");
                        format!("{name} {offset} {size}")
                    }
                    _ => {
                        let words: Vec<String> = indexes
                            .iter()
                            .map(|i| {
                                view.constant(i.word())
                                    .map_or("?".to_owned(), |k| k.to_string())
                            })
                            .collect();
                        format!("Indexes {}", words.join(" "))
                    }
                };
                expr = if expr.is_empty() {
                    part
                } else {
                    format!("{expr}, {part}")
                };
            }
            let location = location.word();
            let storage = if kind == "value" {
                let value = if let Some(c) = view.constant(location) {
                    format!("const {c}")
                } else if let Some(name) = view.names.get(&location) {
                    format!("%{name}")
                } else if view.inst(location).is_some() || view.undefs.contains(&location) {
                    "none".to_owned()
                } else if vulkan {
                    nsdi_computed_value(view, location)
                } else {
                    "unnamed".to_owned()
                };
                format!(" = {value}")
            } else if view.variables.contains(&location) {
                let name = view.names.get(&location).map_or("?", String::as_str);
                format!(" at %{name}")
            } else {
                " (not a variable)".to_owned()
            };
            out.push(format!("{kind} '{var}' ({expr}){storage} in {scope}"));
        }
        out
    }

    /// ` <- LINE@SCOPE` for each link of an inlined-at chain (at most 257).
    pub(super) fn nsdi_inlined(&self, at: Option<crate::nsdi::InlinedAtId>) -> String {
        let n = self.n;
        n.inlined_chain(at, 257)
            .iter()
            .map(|link| format!(" <- {}@{}", n.number(link.line()), n.scope(link.scope())))
            .collect()
    }

    /// `name:line arg N in SCOPE` of a DebugLocalVariable.
    fn nsdi_variable(&self, id: Id) -> String {
        let n = self.n;
        let view = self.view();
        match view.get::<view::DebugLocalVariable>(id) {
            Some(v) => {
                let arg = v
                    .arg_number()
                    .map_or_else(|| "0".to_owned(), |a| n.number(a));
                format!(
                    "{}:{} arg {arg} in {}",
                    n.text(v.name()),
                    n.number(v.line()),
                    n.scope(v.parent())
                )
            }
            None => match view.op(id) {
                Some(op) => format!("<{} {id}>", op.name()),
                None => String::new(),
            },
        }
    }

    /// A DebugExpression's operations, `Constu 0, Swap, Xderef`.
    fn nsdi_expression(&self, id: Id) -> String {
        let n = self.n;
        let view = self.view();
        let Some(expression) = view.get::<view::DebugExpression>(id) else {
            return match view.op(id) {
                Some(op) => format!("<{} {id}>", op.name()),
                None => String::new(),
            };
        };
        let operations: Vec<String> = expression
            .operands()
            .iter()
            .map(|o| {
                // Any instruction may stand where an operation is expected, one without
                // operands too (a fuzzer finding, docs/TESTING.md).
                let Some(op) = view.get::<view::DebugOperation>(o) else {
                    return if view.inst(o.word()).is_some() {
                        "?".to_owned()
                    } else {
                        String::new()
                    };
                };
                let name = n.value(op.opcode()).and_then(operation_name).unwrap_or("?");
                let args: Vec<String> = op.operands().iter().map(|a| n.number(a)).collect();
                if args.is_empty() {
                    name.to_owned()
                } else {
                    format!("{name} {}", args.join(" "))
                }
            })
            .collect();
        operations.join(", ")
    }

    /// The source's debug uses of `function`, rendered like the NSDI's. docs/MAPPING.md: a
    /// location NSDI cannot express becomes a DebugValue of an `OpUndef` with no operations; a
    /// declare with such an expression is dropped.
    fn source_debug_uses(&self, function: &SourceFunction) -> Vec<String> {
        let d = self.d;
        let vulkan = self.view().flavour == ModuleFlavour::Vulkan;
        let mut out = Vec::new();
        let records = function.blocks.iter().flat_map(|b| &b.items);
        for item in records {
            let SourceItem::Record(record) = item else {
                continue;
            };
            let Some(u) = &record.variable_use else {
                continue;
            };
            let rendered = u.expression.and_then(|e| self.render_expression(e));
            let declare = u.kind == UseKind::Declare;
            let computed = if vulkan {
                self.vulkan_computed_value(u)
            } else {
                None
            };
            let (kind, at, ops) = match (rendered, &u.storage) {
                // Rule `vulkan-computed-value`.
                _ if computed.is_some() => (
                    "value",
                    format!(" = {}", computed.unwrap_or_default()),
                    Vec::new(),
                ),
                // Rule `vulkan-declared-storage`: a pointer slot stored once is promoted; the
                // variable lives where the stored pointer points (a buffer, a workgroup array).
                (Some(ops), Some(_))
                    if declare
                        && vulkan
                        && matches!(u.stored_pointer, Some(SourceValue::Named(_))) =>
                {
                    let at = u
                        .stored_pointer
                        .as_ref()
                        .map_or_else(String::new, |v| format!(" at {v}"));
                    ("declare", at, ops)
                }
                // ... and where it points is not a variable when an instruction computed it:
                // the location is unknown, a DebugValue of an OpUndef with Deref.
                (Some(mut ops), Some(_)) if declare && vulkan && u.stored_pointer.is_some() => {
                    ops.insert(
                        0,
                        operation_name(u64::from(operation::DEREF))
                            .unwrap_or("?")
                            .to_owned(),
                    );
                    ("value", " = none".to_owned(), ops)
                }
                (Some(ops), Some(storage)) if declare => {
                    ("declare", format!(" at %{storage}"), ops)
                }
                (None, Some(_)) if declare => continue,
                (Some(mut ops), _) => {
                    if declare {
                        ops.insert(
                            0,
                            operation_name(u64::from(operation::DEREF))
                                .unwrap_or("?")
                                .to_owned(),
                        );
                    }
                    // Rule `vulkan-pointer-value`: a pointer an instruction computes is no
                    // value in Logical addressing (a kernel argument's is its variable).
                    let value = if vulkan && u.shape == ValueShape::Pointer {
                        SourceValue::None.to_string()
                    } else if let (true, Some((start, steps))) = (vulkan, &u.numbered_chain) {
                        // Rule `vulkan-computed-value`: the binary's id is followed back.
                        computed_rendering(start.to_string(), steps.clone())
                    } else {
                        u.value.to_string()
                    };
                    ("value", format!(" = {value}"), ops)
                }
                (None, _) => ("value", " = none".to_owned(), Vec::new()),
            };
            let var = match self.di().node(u.variable) {
                DiNode::LocalVariable(v) => format!(
                    "{}:{} arg {} in {}",
                    v.name,
                    v.line,
                    v.arg,
                    d.scope(v.scope.map(|s| s.0))
                ),
                _ => String::new(),
            };
            let scope = record
                .location
                .map_or_else(String::new, |l| self.location_scope(l));
            out.push(format!(
                "{kind} '{var}' ({}){at} in {scope}",
                ops.join(", ")
            ));
        }
        out
    }

    /// Rule `vulkan-computed-value` (docs/ROUNDTRIP.md): the value a Vulkan `DebugValue`
    /// names for a record whose DIExpression is an integer computation on a 32- or 64-bit
    /// value (LLVM's salvage of a deleted `trunc`, `sext`, `add`, ...), rendered as
    /// [`nsdi_computed_value`] renders the binary's: the value, then each step that changes it
    /// (`%call; mul 3; add 2`). `None` when the flavour writes no code for it (another width,
    /// a conversion from a width the value does not have, no value): then the record is
    /// compared as in the Kernel flavour.
    fn vulkan_computed_value(&self, u: &VariableUse) -> Option<String> {
        use crate::di::expression::{IntBinary, IntStep, integer_computation};
        if u.kind != UseKind::Value {
            return None;
        }
        let ValueShape::Integer(bits) = u.shape else {
            return None;
        };
        // A value LLVM only numbers has no OpName: the chain starts where the binary's code
        // for it does (`numbered_chain`).
        let (name, numbered) = match (&u.value, &u.numbered_chain) {
            (SourceValue::Named(name), _) => (Some(name.as_str()), None),
            (SourceValue::Unnamed, Some(chain)) => (None, Some(chain)),
            _ => return None,
        };
        let steps = integer_computation(&self.di().expression(u.expression?).elements.0)?;
        let supported = |w: u32| matches!(w, 32 | 64);
        let mut width = bits;
        if !supported(width) {
            return None;
        }
        for step in &steps {
            if let IntStep::Convert {
                from_bits, to_bits, ..
            } = *step
            {
                if from_bits != width || !supported(to_bits) {
                    return None;
                }
                width = to_bits;
            }
        }
        let view = self.view();
        let (mut leaf, mut parts) = match (name, numbered) {
            (Some(name), _) => (format!("%{name}"), Vec::new()),
            (None, Some((start, steps))) => (start.to_string(), steps.clone()),
            (None, None) => ("unnamed".to_owned(), Vec::new()),
        };
        width = bits;
        for (k, step) in steps.iter().enumerate() {
            match *step {
                IntStep::Convert { to_bits, .. } if to_bits == width => {}
                IntStep::Convert {
                    to_bits, signed, ..
                } => {
                    // A truncation back to the width a value was widened from is that value
                    // (a work-item built-in widened to size_t): the binary names it.
                    if k == 0
                        && to_bits < width
                        && let Some(narrow) =
                            name.and_then(|name| widened_from(view, name, to_bits))
                    {
                        leaf = value_leaf(view, narrow);
                    } else {
                        let op = if signed && to_bits > width {
                            "sconvert"
                        } else {
                            "uconvert"
                        };
                        parts.push(format!("{op} {to_bits}"));
                    }
                    width = to_bits;
                }
                IntStep::Binary(op, constant) => {
                    let name = match op {
                        IntBinary::Add => "add",
                        IntBinary::Sub => "sub",
                        IntBinary::Mul => "mul",
                        IntBinary::Shl => "shl",
                        IntBinary::Shr => "shr",
                        IntBinary::Shra => "shra",
                        IntBinary::And => "and",
                        IntBinary::Or => "or",
                        IntBinary::Xor => "xor",
                    };
                    // The computation is modulo 2^width.
                    let constant = if width == 32 {
                        constant & 0xffff_ffff
                    } else {
                        constant
                    };
                    parts.push(format!("{name} {constant}"));
                }
            }
        }
        Some(computed_rendering(leaf, parts))
    }

    /// A DIExpression's operations as NSDI names them; `None` when one has no NSDI form.
    /// clang's leading address-space idiom is not an operation of the variable's
    /// (docs/MAPPING.md, `DIExpression`).
    fn render_expression(&self, e: ExpressionId) -> Option<Vec<String>> {
        let ops = after_address_space(&self.di().expression(e).elements.0);
        // docs/MAPPING.md: more operations than one DebugExpression holds drop the location.
        if ops.len() > crate::nsdi::MAX_EXTINST_OPERANDS {
            return None;
        }
        ops.iter()
            .map(|op| nsdi_operation(op.opcode, &op.args))
            .collect()
    }
}

/// `ops` without clang's leading address-space idiom `DW_OP_constu N, DW_OP_swap,
/// DW_OP_xderef`, which NSDI does not copy: the address space is in the pointer type and the
/// storage class, and in a DebugExpression the idiom would mean "the value loaded from that
/// address". Also used for globals folded into constants (module_scope.rs).
pub(super) fn after_address_space(ops: &[DiOp]) -> &[DiOp] {
    match ops {
        [c, s, x, rest @ ..]
            if c.opcode == DW_OP_CONSTU
                && c.args.len() == 1
                && s.opcode == DW_OP_SWAP
                && x.opcode == DW_OP_XDEREF =>
        {
            rest
        }
        _ => ops,
    }
}

/// The NSDI operation for a DWARF one, `PlusUconst 8`; `None` for one NSDI cannot say.
fn nsdi_operation(op: u64, args: &[u64]) -> Option<String> {
    use operation as o;
    let (nsdi, args): (u32, Vec<u64>) = match (op, args) {
        (DW_OP_DEREF, []) => (o::DEREF, vec![]),
        (DW_OP_PLUS, []) => (o::PLUS, vec![]),
        (DW_OP_MINUS, []) => (o::MINUS, vec![]),
        (DW_OP_PLUS_UCONST, [a]) => (o::PLUS_UCONST, vec![*a]),
        (DW_OP_BIT_PIECE, [size, offset]) => (o::BIT_PIECE, vec![*offset, *size]),
        (DW_OP_SWAP, []) => (o::SWAP, vec![]),
        (DW_OP_XDEREF, []) => (o::XDEREF, vec![]),
        (DW_OP_STACK_VALUE, []) => (o::STACK_VALUE, vec![]),
        (DW_OP_CONSTU, [a]) => (o::CONSTU, vec![*a]),
        (lit @ DW_OP_LIT0..=DW_OP_LIT31, []) => (o::CONSTU, vec![lit - DW_OP_LIT0]),
        (crate::di::expression::DW_OP_LLVM_FRAGMENT, [offset, size]) => {
            (o::FRAGMENT, vec![*offset, *size])
        }
        _ => return None,
    };
    let name = operation_name(u64::from(nsdi))?;
    Some(if args.is_empty() {
        name.to_owned()
    } else {
        let args: Vec<String> = args.iter().map(u64::to_string).collect();
        format!("{name} {}", args.join(" "))
    })
}

/// `%leaf; step; step`, or `%leaf` alone.
fn computed_rendering(leaf: String, parts: Vec<String>) -> String {
    std::iter::once(leaf)
        .chain(parts)
        .collect::<Vec<_>>()
        .join("; ")
}

/// How the binary names a value a computation starts from: its `OpName`, a constant, or
/// `unnamed` when it has neither (a built-in's component, a result LLVM only numbers, whose id
/// the source cannot know).
fn value_leaf(view: &SpirvView, id: u32) -> String {
    if let Some(name) = view.names.get(&id) {
        format!("%{name}")
    } else if let Some(c) = view.constant(id) {
        format!("const {c}")
    } else {
        "unnamed".to_owned()
    }
}

/// The `to_bits`-wide id the value named `name` was widened from by an `OpUConvert` or
/// `OpSConvert` in the binary.
fn widened_from(view: &SpirvView, name: &str, to_bits: u32) -> Option<u32> {
    let mut named: Vec<u32> = view
        .names
        .iter()
        .filter(|(_, n)| n.as_str() == name)
        .map(|(id, _)| *id)
        .collect();
    named.sort_unstable();
    named.into_iter().find_map(|id| {
        let def = view.code.get(&id)?;
        if !matches!(def.op, Op::UConvert | Op::SConvert) {
            return None;
        }
        let source = *def.operands.first()?;
        (view.int_results.get(&source) == Some(&to_bits)).then_some(source)
    })
}

/// The code of `body` written for its DebugValues only (rule `vulkan-computed-value`): the
/// ids [`nsdi_computed_value`] steps over from each DebugValue's value.
pub(super) fn debug_value_code(view: &SpirvView, body: &FunctionBody) -> HashSet<u32> {
    let mut out = HashSet::new();
    for item in &body.items {
        let BodyItem::Debug(id) = item else {
            continue;
        };
        if let Some(v) = view.get::<view::DebugValue>(Id::from_word(*id)) {
            computed_chain(view, v.value().word(), &mut out);
        }
    }
    out
}

/// The value a Vulkan `DebugValue` names, rendered as [`Checker::vulkan_computed_value`]
/// renders the source's: an unnamed id defined by a conversion or by an integer operation with
/// a constant is followed back to its operand (each step once: a chain, walked without
/// recursion), until a named value, a constant or another instruction.
fn nsdi_computed_value(view: &SpirvView, value: u32) -> String {
    let mut steps = HashSet::new();
    let (leaf, parts) = computed_chain(view, value, &mut steps);
    computed_rendering(value_leaf(view, leaf), parts)
}

/// Follows `value` back through unnamed conversions and integer operations with a constant:
/// the value it starts from and the steps, in order; each id stepped over goes into `steps`.
fn computed_chain(view: &SpirvView, value: u32, steps: &mut HashSet<u32>) -> (u32, Vec<String>) {
    let mut parts = Vec::new();
    let mut current = value;
    let mut seen = HashSet::new();
    while !view.names.contains_key(&current) && seen.insert(current) {
        let Some(def) = view.code.get(&current) else {
            break;
        };
        let step = match (def.op, def.operands.as_slice()) {
            (Op::UConvert | Op::SConvert, [x]) => {
                let op = if def.op == Op::SConvert {
                    "sconvert"
                } else {
                    "uconvert"
                };
                def.int_bits.map(|b| (format!("{op} {b}"), *x))
            }
            (op, [x, c]) => binary_name(op)
                .zip(view.constant(*c))
                .map(|(name, c)| (format!("{name} {c}"), *x)),
            _ => None,
        };
        let Some((part, operand)) = step else {
            break;
        };
        steps.insert(current);
        parts.push(part);
        current = operand;
    }
    parts.reverse();
    (current, parts)
}

/// The step an integer instruction with a constant second operand is.
fn binary_name(op: Op) -> Option<&'static str> {
    Some(match op {
        Op::IAdd => "add",
        Op::ISub => "sub",
        Op::IMul => "mul",
        Op::ShiftLeftLogical => "shl",
        Op::ShiftRightLogical => "shr",
        Op::ShiftRightArithmetic => "shra",
        Op::BitwiseAnd => "and",
        Op::BitwiseOr => "or",
        Op::BitwiseXor => "xor",
        _ => return None,
    })
}

/// How many typedefs, qualifiers and nested arrays [`indexed_bits`] and [`stated_bits`] look
/// through per step.
const MAX_TYPE_CHAIN: usize = 64;

/// Rule `vulkan-member-indexes`: the bits (offset, size) of `variable` that Indexes name, from
/// the NSDI types alone: a `DebugTypeMember`'s Offset and Size (the nth member of a
/// `DebugTypeComposite`), an element of a `DebugTypeArray` (one index per dimension, the first
/// the slowest), `DebugTypeVector` or `DebugTypeMatrix` (a column) at its index times the
/// element's size ([`stated_bits`]). `None` when an index is no constant or out of range, or a
/// type on the way has no parts or no stated size.
fn indexed_bits(view: &SpirvView, variable: Id, indexes: &IdList<'_, Id>) -> Option<(u64, u64)> {
    let var = view.get::<view::DebugLocalVariable>(variable)?;
    let mut ty: Id = var.ty().into();
    // Inside a multi-dimensional array: the dimensions still to index and the element.
    let mut pending: Option<(Vec<u64>, Id)> = None;
    let (mut offset, mut size) = (0u64, None);
    for index in indexes.iter() {
        let k = view.constant(index.word())?;
        let (dims, element) = match pending.take() {
            Some(inside) => inside,
            None => {
                ty = without_aliases(view, ty)?;
                let inst = view.inst(ty.word())?;
                match inst.op {
                    DebugOp::DebugTypeComposite => {
                        let c = inst.view::<view::DebugTypeComposite>()?;
                        let member = c
                            .members()
                            .iter()
                            .filter_map(|m| view.get::<view::DebugTypeMember>(m))
                            .nth(usize::try_from(k).ok()?)?;
                        offset = offset.checked_add(view.constant(member.offset().word())?)?;
                        size = Some(view.constant(member.size().word())?);
                        ty = member.ty().into();
                        continue;
                    }
                    DebugOp::DebugTypeArray => {
                        let a = inst.view::<view::DebugTypeArray>()?;
                        let counts = a
                            .component_counts()
                            .iter()
                            .map(|c| view.constant(c.word()))
                            .collect::<Option<Vec<u64>>>()?;
                        (counts, a.base_type().into())
                    }
                    DebugOp::DebugTypeVector => {
                        let v = inst.view::<view::DebugTypeVector>()?;
                        (
                            vec![view.constant(v.component_count().word())?],
                            v.base_type().into(),
                        )
                    }
                    DebugOp::DebugTypeMatrix => {
                        let m = inst.view::<view::DebugTypeMatrix>()?;
                        (
                            vec![view.constant(m.vector_count().word())?],
                            m.vector_type().into(),
                        )
                    }
                    _ => return None,
                }
            }
        };
        let (&count, rest) = dims.split_first()?;
        if k >= count {
            return None;
        }
        let part = rest
            .iter()
            .try_fold(stated_bits(view, element)?, |a, &n| a.checked_mul(n))?;
        offset = offset.checked_add(k.checked_mul(part)?)?;
        size = Some(part);
        if rest.is_empty() {
            ty = element;
        } else {
            pending = Some((rest.to_vec(), element));
        }
    }
    Some((offset, size?))
}

/// `ty` without the typedefs and qualifiers around it.
fn without_aliases(view: &SpirvView, mut ty: Id) -> Option<Id> {
    for _ in 0..MAX_TYPE_CHAIN {
        let inst = view.inst(ty.word())?;
        ty = match inst.op {
            DebugOp::DebugTypedef => inst.view::<view::DebugTypedef>()?.base_type().into(),
            DebugOp::DebugTypeQualifier => {
                inst.view::<view::DebugTypeQualifier>()?.base_type().into()
            }
            _ => return Some(ty),
        };
    }
    None
}

/// A type's size in bits as the NSDI states it: a basic type's, record's or enumeration's
/// Size; a vector's, array's or matrix's counts times its element's.
fn stated_bits(view: &SpirvView, ty: Id) -> Option<u64> {
    let mut times = 1u64;
    let mut ty = ty;
    for _ in 0..MAX_TYPE_CHAIN {
        ty = without_aliases(view, ty)?;
        let inst = view.inst(ty.word())?;
        let (count, next) = match inst.op {
            DebugOp::DebugTypeBasic => {
                let size = inst.view::<view::DebugTypeBasic>()?.size();
                return times.checked_mul(view.constant(size.word())?);
            }
            DebugOp::DebugTypeComposite => {
                let size = inst.view::<view::DebugTypeComposite>()?.size();
                return times.checked_mul(view.constant(size.word())?);
            }
            DebugOp::DebugTypeEnum => {
                let size = inst.view::<view::DebugTypeEnum>()?.size();
                return times.checked_mul(view.constant(size.word())?);
            }
            DebugOp::DebugTypeVector => {
                let v = inst.view::<view::DebugTypeVector>()?;
                (
                    view.constant(v.component_count().word())?,
                    v.base_type().into(),
                )
            }
            DebugOp::DebugTypeMatrix => {
                let m = inst.view::<view::DebugTypeMatrix>()?;
                (
                    view.constant(m.vector_count().word())?,
                    m.vector_type().into(),
                )
            }
            DebugOp::DebugTypeArray => {
                let a = inst.view::<view::DebugTypeArray>()?;
                let count = a
                    .component_counts()
                    .iter()
                    .try_fold(1u64, |n, c| n.checked_mul(view.constant(c.word())?))?;
                (count, a.base_type().into())
            }
            _ => return None,
        };
        times = times.checked_mul(count)?;
        ty = next;
    }
    None
}
