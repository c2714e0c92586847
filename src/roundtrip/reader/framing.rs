//! What the reader checks before it hands words to rspirv's decoder: everything on which rspirv
//! 0.13 would index past the end or panic instead of returning an error. After these checks
//! `binary::parse_words` returns on any input, so the reader needs no `catch_unwind` and never
//! touches the process-wide panic hook.
//!
//! Two shapes reach a panic in rspirv 0.13:
//! - a truncated instruction (a word count past the end of the module): its decoder indexes
//!   past the end;
//! - an `OpSpecConstantOp` wrapping an instruction with an operand kind its operand parser
//!   leaves as `panic!()`: a context-dependent literal (`OpConstant`, `OpSpecConstant`), a
//!   switch's literal/label pairs (`OpSwitch`), or another `OpSpecConstantOp`. The
//!   spirv_reader fuzzer found one (docs/TESTING.md).

use rspirv::grammar::{INSTRUCTION_TABLE, OperandKind};
use rspirv::spirv::{MAGIC_NUMBER, Op};

use super::ReadError;

/// Words of the module header.
const HEADER_WORDS: usize = 5;
/// An instruction's first word: word count in the high half, opcode in the low half.
const WORD_COUNT_SHIFT: u32 = 16;
const OPCODE_MASK: u32 = 0xffff;
/// In `OpSpecConstantOp`, the word after the opcode word, result type and result id.
const SPEC_CONSTANT_OP_OPCODE_WORD: usize = 3;

/// Checks the header and every instruction's word count (each instruction fits in what
/// remains), and rejects the instructions rspirv cannot decode without panicking. Returns
/// where each instruction starts (its word offset), for diagnostics that name it.
pub(super) fn check_decodable(words: &[u32]) -> Result<Vec<usize>, ReadError> {
    let Some(&magic) = words.first().filter(|_| words.len() >= HEADER_WORDS) else {
        return Err(ReadError::Binary(format!(
            "{} words is shorter than the header",
            words.len()
        )));
    };
    if magic != MAGIC_NUMBER {
        return Err(ReadError::Binary(format!("bad magic number {magic:#010x}")));
    }
    let mut at = HEADER_WORDS;
    let mut starts = Vec::new();
    while let Some(&first) = words.get(at) {
        starts.push(at);
        let count = (first >> WORD_COUNT_SHIFT) as usize;
        if count == 0 {
            return Err(ReadError::Binary(format!(
                "instruction at word {at} has word count 0"
            )));
        }
        let Some(instruction) = words.get(at..at + count) else {
            return Err(ReadError::Binary(format!(
                "truncated: the instruction at word {at} needs {count} words, {} remain",
                words.len() - at
            )));
        };
        check_spec_constant_op(at, instruction)?;
        at += count;
    }
    Ok(starts)
}

/// The name of the instruction whose first word is `first` (`OpExtInst`), or `opcode N` for
/// one the grammar does not know.
pub(super) fn opcode_name(first: u32) -> String {
    let opcode = first & OPCODE_MASK;
    match Op::from_u32(opcode) {
        Some(op) => format!("Op{op:?}"),
        None => format!("opcode {opcode}"),
    }
}

/// Rejects an `OpSpecConstantOp` whose wrapped instruction has an operand kind rspirv 0.13
/// parses with `panic!()` (it reads every operand the wrapped instruction's grammar lists,
/// whatever the word count says).
fn check_spec_constant_op(at: usize, instruction: &[u32]) -> Result<(), ReadError> {
    let opcode = instruction.first().map(|w| w & OPCODE_MASK);
    if opcode != Some(Op::SpecConstantOp as u32) {
        return Ok(());
    }
    let Some(&wrapped) = instruction.get(SPEC_CONSTANT_OP_OPCODE_WORD) else {
        return Ok(());
    };
    let Some(grammar) = INSTRUCTION_TABLE.lookup_opcode(wrapped) else {
        return Ok(());
    };
    let undecodable = grammar.operands.iter().any(|operand| {
        matches!(
            operand.kind,
            OperandKind::LiteralContextDependentNumber
                | OperandKind::LiteralSpecConstantOpInteger
                | OperandKind::PairLiteralIntegerIdRef
        )
    });
    if undecodable {
        return Err(ReadError::Binary(format!(
            "the OpSpecConstantOp at word {at} wraps Op{:?}, which it cannot compute",
            grammar.opcode
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use rspirv::binary::{Consumer, ParseAction, parse_words};
    use rspirv::dr;

    use super::*;

    struct Ignore;

    impl Consumer for Ignore {
        fn initialize(&mut self) -> ParseAction {
            ParseAction::Continue
        }
        fn finalize(&mut self) -> ParseAction {
            ParseAction::Continue
        }
        fn consume_header(&mut self, _: dr::ModuleHeader) -> ParseAction {
            ParseAction::Continue
        }
        fn consume_instruction(&mut self, _: dr::Instruction) -> ParseAction {
            ParseAction::Continue
        }
    }

    fn module(body: &[u32]) -> Vec<u32> {
        let mut words = vec![MAGIC_NUMBER, 0x0001_0400, 0, 100, 0];
        words.extend_from_slice(body);
        words
    }

    /// Every core opcode wrapped in an `OpSpecConstantOp` with 0 to 6 operand words: the check
    /// either rejects it or rspirv's parser returns (a panic fails the test).
    #[test]
    fn every_wrapped_opcode_is_rejected_or_parses() {
        let mut rejected = 0;
        for grammar in INSTRUCTION_TABLE.iter() {
            for extra in 0..=6u32 {
                let count = 4 + extra;
                let mut body = vec![(count << 16) | Op::SpecConstantOp as u32, 1, 2];
                body.push(grammar.opcode as u32);
                body.extend((0..extra).map(|k| k + 1));
                let words = module(&body);
                match check_decodable(&words) {
                    Err(_) => rejected += 1,
                    Ok(_) => {
                        let _ = parse_words(&words, &mut Ignore);
                    }
                }
            }
        }
        assert!(rejected > 0, "OpConstant and OpSwitch are rejected");
    }

    #[test]
    fn names_the_wrapped_instruction() {
        let body = [
            (5 << 16) | Op::SpecConstantOp as u32,
            1,
            2,
            Op::Constant as u32,
            7,
        ];
        let err = check_decodable(&module(&body)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "not a SPIR-V module: the OpSpecConstantOp at word 5 wraps OpConstant, which it \
             cannot compute"
        );
    }

    #[test]
    fn framing_errors() {
        let text = |words: &[u32]| check_decodable(words).unwrap_err().to_string();
        assert_eq!(
            text(&[MAGIC_NUMBER, 0]),
            "not a SPIR-V module: 2 words is shorter than the header"
        );
        assert_eq!(
            text(&[1, 0, 0, 0, 0]),
            "not a SPIR-V module: bad magic number 0x00000001"
        );
        assert_eq!(
            text(&module(&[0])),
            "not a SPIR-V module: instruction at word 5 has word count 0"
        );
        assert_eq!(
            text(&module(&[(3 << 16) | 1, 0])),
            "not a SPIR-V module: truncated: the instruction at word 5 needs 3 words, 2 remain"
        );
    }
}
