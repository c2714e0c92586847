//! The hand-written half of the constructors and views: how an operand list is written and
//! read. The generated [`build`](super::build) and [`view`](super::view) modules call these for
//! each operand, so optional and variadic operands are handled here once.
//!
//! Writing: a constructor pushes its operand words in grammar order ([`NsdiInstruction`]).
//! Reading: [`Operands::check`] compares a word list with the grammar's shape for the
//! instruction once, after which a view's accessors read positions that exist.

use std::fmt;
use std::marker::PhantomData;

use rspirv::spirv::Word;

use super::ids::{IdKind, TypedId};
use super::{DebugOp, Quantifier, max_operand_count, min_operand_count};

/// An NSDI instruction under construction: its opcode and its operand ids, typed. One struct per
/// instruction in [`build`](super::build); [`NsdiWriter::write`](super::NsdiWriter::write)
/// turns it into `OpExtInst`.
pub trait NsdiInstruction {
    /// Which instruction of the set.
    const OP: DebugOp;

    /// Appends the operand words after the instruction number, in grammar order; an optional
    /// operand only when present.
    fn write_operands(&self, out: &mut Vec<Word>);

    /// The operand words as a new vector.
    fn operand_words(&self) -> Vec<Word> {
        let mut out = Vec::new();
        self.write_operands(&mut out);
        out
    }
}

/// A typed view of an NSDI instruction's operand words. One struct per instruction in
/// [`view`](super::view); each also has `parse` and `OP` of its own, so this trait is needed only
/// to read generically.
pub trait NsdiView<'a>: Sized {
    /// Which instruction of the set the view reads.
    const OP: DebugOp;

    /// Reads `operands`, the words after the instruction number, as an instance of `op`;
    /// fails unless `op` is [`Self::OP`] and the words have the grammar's shape for it.
    fn parse(op: DebugOp, operands: &'a [Word]) -> Result<Self, ParseError>;
}

impl DebugOp {
    /// What operand word `word` (counted after the instruction number) names, following
    /// optional and variadic operands and both ids of a pair; `None` past the last operand.
    pub fn operand_id_kind(self, word: usize) -> Option<IdKind> {
        let mut start = 0;
        for operand in self.operands() {
            let width = operand.kind.word_count();
            // Every word below `start` belonged to an earlier operand, so `word >= start`.
            let offset = match operand.quantifier {
                Quantifier::Variadic => (word - start) % width,
                _ if word < start + width => word - start,
                _ => {
                    start += width;
                    continue;
                }
            };
            return match offset {
                0 => Some(operand.id_kind),
                _ => operand.second_id_kind,
            };
        }
        None
    }
}

/// Appends an optional operand when it is present.
pub(crate) fn push_optional<T: TypedId>(out: &mut Vec<Word>, id: Option<T>) {
    if let Some(id) = id {
        out.push(id.word());
    }
}

/// Appends a variadic operand's ids.
pub(crate) fn push_list<T: TypedId>(out: &mut Vec<Word>, ids: &[T]) {
    out.extend(ids.iter().map(|id| id.word()));
}

/// Appends a variadic pair operand's ids, each pair in order.
pub(crate) fn push_pairs<A: TypedId, B: TypedId>(out: &mut Vec<Word>, pairs: &[(A, B)]) {
    for (a, b) in pairs {
        out.push(a.word());
        out.push(b.word());
    }
}

/// Why an operand list is not an instance of an NSDI instruction. One line, lower-case after
/// the instruction name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// The view was asked to read a different instruction.
    #[error("expected {expected:?}, found {found:?}")]
    WrongInstruction {
        /// The view's instruction.
        expected: DebugOp,
        /// The instruction given.
        found: DebugOp,
    },
    /// Fewer operand words than the required operands take.
    #[error("{op:?} has {found} operands, expects {}", expected_count(*op))]
    TooFewOperands {
        /// The instruction.
        op: DebugOp,
        /// How many operand words there are.
        found: usize,
    },
    /// More operand words than the required and optional operands take.
    #[error("{op:?} has {found} operands, expects {}", expected_count(*op))]
    TooManyOperands {
        /// The instruction.
        op: DebugOp,
        /// How many operand words there are.
        found: usize,
    },
    /// A variadic operand of pairs with a word left over.
    #[error("{op:?} has {found} operands, expects {}", expected_count(*op))]
    UnpairedOperand {
        /// The instruction.
        op: DebugOp,
        /// How many operand words there are.
        found: usize,
    },
}

/// "5", "1 or 2", "at least 9", "8 plus pairs of ids": what the grammar allows.
fn expected_count(op: DebugOp) -> String {
    let min = min_operand_count(op);
    match max_operand_count(op) {
        Some(max) if max == min => format!("{min}"),
        Some(max) if max == min + 1 => format!("{min} or {max}"),
        Some(max) => format!("{min} to {max}"),
        None if variadic_width(op) > 1 => format!("{min} plus pairs of ids"),
        None => format!("at least {min}"),
    }
}

/// Words per repetition of `op`'s variadic operand (1, or 2 for a pair); 0 without one.
fn variadic_width(op: DebugOp) -> usize {
    match op.operands().last() {
        Some(last) if last.quantifier == Quantifier::Variadic => last.kind.word_count(),
        _ => 0,
    }
}

/// The operand words of one instruction, checked against the grammar's shape for it: every
/// required operand is there, the optional ones at most once, a pair variadic in whole pairs.
/// The core of every view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Operands<'a> {
    words: &'a [Word],
}

impl<'a> Operands<'a> {
    /// Checks that `words` are operands of `expected` (and that `found` is `expected`).
    pub fn check(expected: DebugOp, found: DebugOp, words: &'a [Word]) -> Result<Self, ParseError> {
        if found != expected {
            return Err(ParseError::WrongInstruction { expected, found });
        }
        let (op, found) = (expected, words.len());
        let min = min_operand_count(op);
        if found < min {
            return Err(ParseError::TooFewOperands { op, found });
        }
        match max_operand_count(op) {
            Some(max) if found > max => Err(ParseError::TooManyOperands { op, found }),
            None if (found - min) % variadic_width(op).max(1) != 0 => {
                Err(ParseError::UnpairedOperand { op, found })
            }
            _ => Ok(Operands { words }),
        }
    }

    /// The words, as given.
    pub fn words(self) -> &'a [Word] {
        self.words
    }

    /// A required operand at word `index`.
    pub(crate) fn one<T: TypedId>(self, index: usize) -> T {
        let word = self.words.get(index).copied();
        T::from_word(word.expect("invariant: check() saw every required operand"))
    }

    /// An optional operand at word `index`: present when the list reaches it.
    pub(crate) fn optional<T: TypedId>(self, index: usize) -> Option<T> {
        self.words.get(index).copied().map(T::from_word)
    }

    /// A variadic operand from word `start` to the end.
    pub(crate) fn list<T: TypedId>(self, start: usize) -> IdList<'a, T> {
        IdList::new(self.words.get(start..).unwrap_or(&[]))
    }

    /// A variadic pair operand from word `start` to the end.
    pub(crate) fn pairs<A: TypedId, B: TypedId>(self, start: usize) -> PairList<'a, A, B> {
        PairList::new(self.words.get(start..).unwrap_or(&[]))
    }
}

/// The ids of a variadic operand, typed, borrowed from the operand words.
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct IdList<'a, T> {
    words: &'a [Word],
    kind: PhantomData<T>,
}

impl<'a, T: TypedId> IdList<'a, T> {
    /// The ids in `words`.
    pub fn new(words: &'a [Word]) -> Self {
        IdList {
            words,
            kind: PhantomData,
        }
    }

    /// How many ids.
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// The id at `index`, if there is one.
    pub fn get(&self, index: usize) -> Option<T> {
        self.words.get(index).copied().map(T::from_word)
    }

    /// The ids in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = T> + DoubleEndedIterator + 'a {
        self.words.iter().map(|w| T::from_word(*w))
    }

    /// The ids, collected.
    pub fn to_vec(&self) -> Vec<T> {
        self.iter().collect()
    }

    /// The raw words.
    pub fn words(&self) -> &'a [Word] {
        self.words
    }
}

impl<T: TypedId> fmt::Debug for IdList<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a, T: TypedId> IntoIterator for IdList<'a, T> {
    type Item = T;
    type IntoIter = std::iter::Map<std::slice::Iter<'a, Word>, fn(&Word) -> T>;

    fn into_iter(self) -> Self::IntoIter {
        let tag: fn(&Word) -> T = |w| T::from_word(*w);
        self.words.iter().map(tag)
    }
}

/// The pairs of a variadic pair operand (DebugTypeEnum's `Value, Name, ...`), typed, borrowed
/// from the operand words. [`Operands::check`] guarantees whole pairs.
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct PairList<'a, A, B> {
    words: &'a [Word],
    kinds: PhantomData<(A, B)>,
}

impl<'a, A: TypedId, B: TypedId> PairList<'a, A, B> {
    /// The pairs in `words`; a last, unpaired word is not one.
    pub fn new(words: &'a [Word]) -> Self {
        PairList {
            words,
            kinds: PhantomData,
        }
    }

    /// How many pairs.
    pub fn len(&self) -> usize {
        self.words.len() / 2
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The pair at `index`, if there is one.
    pub fn get(&self, index: usize) -> Option<(A, B)> {
        let first = self.words.get(index.checked_mul(2)?)?;
        let second = self.words.get(index * 2 + 1)?;
        Some((A::from_word(*first), B::from_word(*second)))
    }

    /// The pairs in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (A, B)> + DoubleEndedIterator + 'a {
        let firsts = self.words.iter().step_by(2);
        let seconds = self.words.iter().skip(1).step_by(2);
        firsts
            .zip(seconds)
            .map(|(a, b)| (A::from_word(*a), B::from_word(*b)))
    }

    /// The pairs, collected.
    pub fn to_vec(&self) -> Vec<(A, B)> {
        self.iter().collect()
    }

    /// The raw words.
    pub fn words(&self) -> &'a [Word] {
        self.words
    }
}

impl<A: TypedId, B: TypedId> fmt::Debug for PairList<'_, A, B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nsdi::ids::{ConstId, StringId, TypeId};

    #[test]
    fn shape_errors_name_the_instruction_and_the_counts() {
        let err = |op, words: &[Word]| Operands::check(op, op, words).unwrap_err().to_string();
        assert_eq!(
            err(DebugOp::DebugLine, &[1, 2, 3]),
            "DebugLine has 3 operands, expects 5"
        );
        assert_eq!(
            err(DebugOp::DebugSource, &[1, 2, 3]),
            "DebugSource has 3 operands, expects 1 or 2"
        );
        assert_eq!(
            err(DebugOp::DebugTypeComposite, &[1; 8]),
            "DebugTypeComposite has 8 operands, expects at least 9"
        );
        assert_eq!(
            err(DebugOp::DebugTypeEnum, &[1; 9]),
            "DebugTypeEnum has 9 operands, expects 8 plus pairs of ids"
        );
        assert_eq!(
            err(DebugOp::DebugNoLine, &[1]),
            "DebugNoLine has 1 operands, expects 0"
        );
        let wrong = Operands::check(DebugOp::DebugLine, DebugOp::DebugNoLine, &[]);
        assert_eq!(
            wrong.unwrap_err().to_string(),
            "expected DebugLine, found DebugNoLine"
        );
    }

    #[test]
    fn operand_id_kinds_by_word() {
        let kind = |op: DebugOp, word| op.operand_id_kind(word);
        assert_eq!(kind(DebugOp::DebugTypeMember, 1), Some(IdKind::Type));
        assert_eq!(kind(DebugOp::DebugTypeMember, 8), Some(IdKind::Any));
        assert_eq!(kind(DebugOp::DebugTypeMember, 9), None);
        assert_eq!(kind(DebugOp::DebugTypeComposite, 5), Some(IdKind::Scope));
        assert_eq!(kind(DebugOp::DebugTypeFunction, 7), Some(IdKind::Type));
        assert_eq!(kind(DebugOp::DebugTypeEnum, 10), Some(IdKind::Const));
        assert_eq!(kind(DebugOp::DebugTypeEnum, 11), Some(IdKind::String));
        assert_eq!(kind(DebugOp::DebugNoLine, 0), None);
    }

    #[test]
    fn optional_and_variadic_operands_read_what_is_there() {
        let words = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
        let ops = Operands::check(DebugOp::DebugTypeEnum, DebugOp::DebugTypeEnum, &words);
        let ops = ops.expect("8 operands and one pair");
        let pairs = ops.pairs::<ConstId, StringId>(8);
        assert_eq!(pairs.len(), 1);
        assert_eq!(
            pairs.get(0),
            Some((ConstId::from_word(9), StringId::from_word(10)))
        );
        assert_eq!(pairs.get(1), None);
        assert_eq!(ops.list::<TypeId>(10).len(), 0);
        assert_eq!(ops.optional::<TypeId>(10), None);
        assert_eq!(ops.one::<TypeId>(1), TypeId::from_word(2));
        let list = ops.list::<TypeId>(7);
        assert_eq!(format!("{list:?}"), "[TypeId(8), TypeId(9), TypeId(10)]");
        let back: Vec<TypeId> = list.into_iter().rev().collect();
        assert_eq!(back.first(), Some(&TypeId::from_word(10)));
    }
}
