//! `constant-width`: every numeric operand is a 32-bit integer `OpConstant` — the grammar's
//! constant operands (lines, sizes, flags, enumerator values, ...) — with the exceptions the
//! spec and the validator make: an array's component counts may be 32- or 64-bit integer
//! constants (SPIRV-Tools accepts both), a template value parameter's value is a constant of
//! its actual type (any integer or float width), a composite's Size is `DebugInfoNone`
//! when the type is only declared, and a Size or Offset of 2^32 bits or more is a 64-bit
//! constant (the widest correct form; smaller values in 64 bits are still findings). `DebugTypeMatrix`'s Column Major is a boolean and not
//! checked. spirv-val 2025.5 checks the first kind for some instructions only.

use super::{Lint, Rule};
use crate::nsdi::{DebugOp, Id, IdKind, Quantifier};
use crate::roundtrip::reader::{BodyItem, NsdiInst, ScalarType};

impl Lint<'_> {
    pub(super) fn constant_widths(&mut self) {
        let view = self.view;
        let mut all: Vec<&NsdiInst> = view.order.iter().filter_map(|id| view.inst(*id)).collect();
        for body in &view.functions {
            for item in &body.items {
                if let BodyItem::Debug(id) = item
                    && let Some(inst) = view.inst(*id)
                {
                    all.push(inst);
                }
            }
        }
        for inst in all {
            for (i, word) in inst.operands.iter().enumerate() {
                let kind = inst.op.operand_id_kind(i);
                let numeric = match (inst.op, kind) {
                    // Name, Vector Type, Vector Count, Column Major: a boolean constant.
                    (DebugOp::DebugTypeMatrix, _) if i == 2 => false,
                    (_, Some(IdKind::Const)) => true,
                    // A count or value that is a constant at all must be a 32-bit one.
                    (DebugOp::DebugTypeArray, _) if i > 0 => view.constant(*word).is_some(),
                    // Name, Actual Type, Value, ...
                    (DebugOp::DebugTypeTemplateParameter, _) if i == 2 => {
                        view.constant(*word).is_some()
                    }
                    _ => false,
                };
                if !numeric {
                    continue;
                }
                let constant = view.constant_types.get(word);
                let excepted = match (inst.op, i, constant) {
                    (DebugOp::DebugTypeArray, _, Some(ScalarType::Int(64))) => true,
                    (DebugOp::DebugTypeTemplateParameter, 2, Some(_)) => true,
                    // A size or offset of 2^32 bits or more: the widest correct form (issue 19).
                    (_, _, Some(ScalarType::Int(64)))
                        if matches!(operand_name(inst.op, i), "Size" | "Offset") =>
                    {
                        view.constant(*word)
                            .is_some_and(|v| v > u64::from(u32::MAX))
                    }
                    // Name, Tag, Source, Line, Column, Parent, Linkage Name, Size.
                    (DebugOp::DebugTypeComposite, 7, None) => {
                        view.op(Id::from_word(*word)) == Some(DebugOp::DebugInfoNone)
                    }
                    _ => false,
                };
                if excepted {
                    continue;
                }
                let found = match constant {
                    Some(ScalarType::Int(32)) => continue,
                    Some(ScalarType::Int(w)) => format!("a {w}-bit integer constant"),
                    Some(ScalarType::Float(w)) => format!("a {w}-bit float constant"),
                    Some(ScalarType::Bool) => "a boolean constant".to_owned(),
                    None => match view.op(Id::from_word(*word)) {
                        Some(op) => op.name().to_owned(),
                        None => "not a constant".to_owned(),
                    },
                };
                let name = operand_name(inst.op, i);
                let path = self.at(inst.id);
                self.report(
                    Rule::ConstantWidth,
                    path,
                    format!("{name} %{word} is {found}, not a 32-bit integer OpConstant"),
                );
            }
        }
    }
}

/// The grammar's name of operand word `word` (after the instruction number), following
/// optional, variadic and pair operands as [`DebugOp::operand_id_kind`] does.
fn operand_name(op: DebugOp, word: usize) -> &'static str {
    let mut start = 0;
    for operand in op.operands() {
        let width = operand.kind.word_count();
        if operand.quantifier == Quantifier::Variadic || word < start + width {
            return operand.name;
        }
        start += width;
    }
    "operand"
}
