//! `operation-arity`: each `DebugOperation` has a known operation and exactly the operands
//! the spec gives it (Deref, Plus, Minus, Swap, Xderef, StackValue: none; PlusUconst, Constu:
//! one; BitPiece, Fragment: two).

use super::{Lint, Rule};
use crate::nsdi::{operation as o, view};
use crate::roundtrip::render::operation_name;

/// How many operands operation `opcode` takes; `None` for an unknown operation.
pub(super) fn arity(opcode: u64) -> Option<usize> {
    let opcode = u32::try_from(opcode).ok()?;
    match opcode {
        o::DEREF | o::PLUS | o::MINUS | o::SWAP | o::XDEREF | o::STACK_VALUE => Some(0),
        o::PLUS_UCONST | o::CONSTU => Some(1),
        o::BIT_PIECE | o::FRAGMENT => Some(2),
        _ => None,
    }
}

impl Lint<'_> {
    pub(super) fn operation_arities(&mut self) {
        for (id, op) in self.each::<view::DebugOperation>() {
            let given = op.operands().len();
            let message = match self.n.value(op.opcode()) {
                None => Some("the operation is not an integer constant".to_owned()),
                Some(code) => match arity(code) {
                    None => Some(format!("unknown operation {code}")),
                    Some(n) if n != given => Some(format!(
                        "{} takes {n} operands, has {given}",
                        operation_name(code).unwrap_or("?")
                    )),
                    Some(_) => None,
                },
            };
            if let Some(message) = message {
                let path = self.at(id);
                self.report(Rule::OperationArity, path, message);
            }
        }
    }
}
