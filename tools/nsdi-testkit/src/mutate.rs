//! The checker's own test: change one NSDI operand at a time to another plausible id (another
//! constant, string, NSDI instruction of the same kind, or variable) and see whether the
//! round-trip comparison, the reader or an outside validator notices. `nsdi-roundtrip --mutate`
//! runs it on a compiled module; the `spirv_reader` fuzz target runs [`mutations`] on any input.

use std::collections::BTreeMap;

use rspirv::spirv::Word;

use nsdi::di::DiModule;
use nsdi::nsdi::DebugOp;
use nsdi::roundtrip::{CheckOptions, ReadError, SourceProgram, SpirvView, check, read};

/// One mutation: operand `operand` of the NSDI instruction `%id` changed from `from` to `to`.
#[derive(Clone, Debug)]
pub struct Mutation {
    /// Result id of the mutated NSDI instruction.
    pub id: Word,
    /// Its opcode.
    pub op: DebugOp,
    /// Index of the changed operand among those after the instruction number.
    pub operand: usize,
    /// Index of the changed word in the module's words.
    pub word: usize,
    /// The operand's id before.
    pub from: Word,
    /// The id it is changed to: another of the same category (constant, string, NSDI
    /// instruction, variable).
    pub to: Word,
}

impl Mutation {
    /// `%12 DebugLine operand 1 (Line Start): %5 -> %6`.
    pub fn describe(&self) -> String {
        let name = self
            .op
            .operands()
            .get(self.operand)
            .map_or("operand", |o| o.name);
        format!(
            "%{} {:?} operand {} ({name}): %{} -> %{}",
            self.id, self.op, self.operand, self.from, self.to
        )
    }
}

/// Operands whose value the source DI does not determine, so no comparison can catch a change:
/// DebugEntryPoint's compiler signature and command line (docs/ROUNDTRIP.md).
pub fn is_semantic(op: DebugOp, operand: usize) -> bool {
    !(op == DebugOp::DebugEntryPoint && operand >= 2)
}

/// The DebugExpressions no instruction names and the DebugOperations only those (or none)
/// name: no reader sees them, so no change to their operands can be noticed. They are a
/// finding of their own (an emitter that writes the operations of an expression before it
/// knows it can lower all of them leaves them behind), counted apart by the mutation test.
pub fn unreferenced_expressions(
    words: &[u32],
) -> Result<std::collections::HashSet<Word>, ReadError> {
    use std::collections::HashSet;
    let view = read(words)?;
    let mut named: HashSet<Word> = HashSet::new();
    for inst in view.nsdi.values() {
        if inst.op != DebugOp::DebugExpression {
            named.extend(inst.operands.iter().copied());
        }
    }
    let mut live_operations: HashSet<Word> = HashSet::new();
    let mut dead = HashSet::new();
    for inst in view.nsdi.values() {
        if inst.op == DebugOp::DebugExpression {
            if named.contains(&inst.id) {
                live_operations.extend(inst.operands.iter().copied());
            } else {
                dead.insert(inst.id);
            }
        }
    }
    for inst in view.nsdi.values() {
        if inst.op == DebugOp::DebugOperation
            && !named.contains(&inst.id)
            && !live_operations.contains(&inst.id)
        {
            dead.insert(inst.id);
        }
    }
    Ok(dead)
}

/// Every mutation of `words` this module can make, in order.
pub fn mutations(words: &[u32]) -> Result<Vec<Mutation>, ReadError> {
    let view = read(words)?;
    let alternatives = Alternatives::new(&view);
    let mut out = Vec::new();
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        let opcode = words[at] & 0xffff;
        let is_ext = opcode == 12 || opcode == 4433;
        if is_ext && count >= 5 && view.inst(words[at + 2]).is_some() {
            let id = words[at + 2];
            let op = view
                .inst(id)
                .map(|i| i.op)
                .expect("invariant: checked above");
            for operand in 0..count - 5 {
                let word = at + 5 + operand;
                let from = words[word];
                if let Some(to) = alternatives.other(&view, from) {
                    out.push(Mutation {
                        id,
                        op,
                        operand,
                        word,
                        from,
                        to,
                    });
                }
            }
        }
        at += count.max(1);
    }
    Ok(out)
}

/// Candidate replacement ids by category.
struct Alternatives {
    constants: BTreeMap<u64, Word>,
    strings: Vec<Word>,
    nsdi_by_op: BTreeMap<DebugOp, Vec<Word>>,
    nsdi: Vec<Word>,
    variables: Vec<Word>,
}

impl Alternatives {
    fn new(view: &SpirvView) -> Self {
        let mut constants = BTreeMap::new();
        let mut ids: Vec<_> = view.constants.iter().collect();
        ids.sort();
        for (id, value) in ids {
            constants.entry(*value).or_insert(*id);
        }
        let mut strings: Vec<Word> = view.strings.keys().copied().collect();
        strings.sort_unstable();
        let mut nsdi_by_op: BTreeMap<DebugOp, Vec<Word>> = BTreeMap::new();
        for id in &view.order {
            if let Some(i) = view.inst(*id) {
                nsdi_by_op.entry(i.op).or_default().push(*id);
            }
        }
        let mut variables: Vec<Word> = view.variables.iter().copied().collect();
        variables.sort_unstable();
        Alternatives {
            constants,
            strings,
            nsdi_by_op,
            nsdi: view.order.clone(),
            variables,
        }
    }

    fn next_in(list: &[Word], current: Word) -> Option<Word> {
        if list.len() < 2 {
            return None;
        }
        let i = list.iter().position(|x| *x == current)?;
        Some(list[(i + 1) % list.len()])
    }

    /// The next instruction of `list` after `current` that is not a copy of it (same
    /// instruction, same operands): replacing an operand by an identical instruction (two
    /// empty DebugExpressions, say) changes nothing a reader could see, so it is no mutation.
    fn next_different(
        view: &SpirvView,
        list: &[Word],
        current: &nsdi::roundtrip::reader::NsdiInst,
    ) -> Option<Word> {
        let start = list.iter().position(|x| *x == current.id)?;
        (1..list.len())
            .map(|k| list[(start + k) % list.len()])
            .find(|other| {
                view.inst(*other)
                    .is_some_and(|o| o.op != current.op || o.operands != current.operands)
            })
    }

    fn other(&self, view: &SpirvView, id: Word) -> Option<Word> {
        if let Some(value) = view.constant(id) {
            // The nearest other value: the next larger, else the next smaller.
            return self
                .constants
                .range(value + 1..)
                .next()
                .or_else(|| self.constants.range(..value).next_back())
                .map(|(_, id)| *id);
        }
        if view.string(id).is_some() {
            return Self::next_in(&self.strings, id);
        }
        if let Some(i) = view.inst(id) {
            let same = self.nsdi_by_op.get(&i.op).map(Vec::as_slice).unwrap_or(&[]);
            return Self::next_different(view, same, i)
                .or_else(|| Self::next_different(view, &self.nsdi, i));
        }
        if view.variables.contains(&id) {
            return Self::next_in(&self.variables, id);
        }
        None
    }
}

/// Outcome of one mutation.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The round-trip comparison reported a difference.
    Checker,
    /// The reader refused the module.
    Reader,
    /// The outside validator refused it.
    Validator,
    /// Nothing noticed: a gap in the checker, unless the operand is not semantic
    /// ([`is_semantic`]).
    Undetected,
}

/// Applies `m`, then asks the checker (against `di` and `program`, what `words` was compiled
/// from) and, when it finds nothing, `validate` (e.g. spirv-val; `true` = valid).
pub fn judge(
    di: &DiModule,
    program: &SourceProgram,
    words: &[u32],
    m: &Mutation,
    options: &CheckOptions,
    validate: &mut dyn FnMut(&[u32]) -> bool,
) -> Verdict {
    let mut mutated = words.to_vec();
    mutated[m.word] = m.to;
    match check(di, program, &mutated, options) {
        Err(_) => Verdict::Reader,
        Ok(report) if !report.differences.is_empty() => Verdict::Checker,
        Ok(_) if !validate(&mutated) => Verdict::Validator,
        Ok(_) => Verdict::Undetected,
    }
}
