//! The names apart: SPIRV-Tools' validator gives every id a unique friendly name for its
//! messages by trying `name_0`, `name_1`, ... in a hash set, quadratic in the number of
//! `OpName`s that share a string (a 4,000-function `-g` module: 112,000 `OpName`s, 1,850 of them
//! "a"; 62 % of the validation time, docs/PERFORMANCE.md). Names have no other part in
//! validation, so the module is validated without its `OpName`s and `OpMemberName`s and the
//! rules the validator applies to them are checked here, in one pass:
//!
//! - they stand together where the logical layout puts them: after the `OpString` and
//!   `OpSource*` instructions, before `OpModuleProcessed`, annotations and types;
//! - each target is an id the module defines (they may name it before its definition);
//! - an `OpMemberName`'s type is an `OpTypeStruct`, with a member of that index;
//! - each name is one NUL-terminated string that fills its instruction exactly.

use rspirv::grammar::OperandKind;
use rspirv::spirv::{Op, Word};

/// A module split into what SPIRV-Tools validates and its names, or why the names break a rule.
pub(super) enum Split {
    /// The module without its names; the names met every rule.
    Checked(Vec<Word>),
    /// A name breaks a rule: the reason, as spirv-val words it.
    Invalid(String),
    /// The binary is not well formed enough to split (a bad word count, an unknown opcode):
    /// the validator reads the whole module and says why.
    Unreadable,
}

const HEADER_WORDS: usize = 5;

/// Where each opcode's result id is: `NONE`, or the word after the opcode (1) or after the
/// result type (2). Built once from rspirv's grammar (a linear table).
fn result_positions() -> &'static [u8] {
    static POSITIONS: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    POSITIONS.get_or_init(|| {
        let mut positions = vec![UNKNOWN; usize::from(u16::MAX) + 1];
        for inst in rspirv::grammar::INSTRUCTION_TABLE.iter() {
            let position = match inst.operands.first().map(|o| o.kind) {
                Some(OperandKind::IdResultType) => 2,
                Some(OperandKind::IdResult) => 1,
                _ => NONE,
            };
            positions[inst.opcode as usize] = position;
        }
        positions
    })
}

const NONE: u8 = 0;
const UNKNOWN: u8 = 255;

/// Opcodes the logical layout allows before the names.
fn before_names(op: u32) -> bool {
    [
        Op::Capability,
        Op::Extension,
        Op::ExtInstImport,
        Op::MemoryModel,
        Op::EntryPoint,
        Op::ExecutionMode,
        Op::ExecutionModeId,
        Op::String,
        Op::SourceExtension,
        Op::Source,
        Op::SourceContinued,
    ]
    .iter()
    .any(|o| *o as u32 == op)
}

/// Splits `words` (see [`Split`]).
pub(super) fn split(words: &[Word]) -> Split {
    if words.len() < HEADER_WORDS {
        return Split::Unreadable;
    }
    let bound = words[3];
    // Ids below the bound are tracked in a table; a bound far past the module's size (legal,
    // but no producer of ours writes one) is left to the validator rather than allocated.
    if bound as usize > words.len() + 16 {
        return Split::Unreadable;
    }
    let positions = result_positions();
    let mut kept = Vec::with_capacity(words.len());
    kept.extend_from_slice(&words[..HEADER_WORDS]);
    let mut defined = vec![false; bound as usize];
    let mut struct_members: Vec<(Word, u32)> = Vec::new();
    let mut names: Vec<(usize, usize)> = Vec::new();
    // 0: before the names, 1: in them, 2: after them.
    let mut phase = 0;
    let mut at = HEADER_WORDS;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        let op = words[at] & 0xffff;
        if count == 0 || at + count > words.len() {
            return Split::Unreadable;
        }
        let is_name = op == Op::Name as u32 || op == Op::MemberName as u32;
        if is_name {
            if phase == 2 {
                return Split::Invalid(format!(
                    "Op{} is in the wrong section of the module: names stand together, after the OpString and OpSource instructions and before OpModuleProcessed, annotations and types",
                    if op == Op::Name as u32 {
                        "Name"
                    } else {
                        "MemberName"
                    }
                ));
            }
            phase = 1;
            names.push((at, count));
        } else {
            if phase == 1 || (phase == 0 && !before_names(op)) {
                phase = 2;
            }
            if phase == 2 && !names.is_empty() && before_names(op) {
                // Without the names between, the validator would see this in its place.
                return Split::Invalid(format!(
                    "Op{:?} is in the wrong section of the module: it stands after OpName or OpMemberName",
                    Op::from_u32(op).unwrap_or(Op::Nop)
                ));
            }
            let position = positions[op as usize];
            if position == UNKNOWN {
                return Split::Unreadable;
            }
            if position != NONE {
                let Some(&id) = words.get(at + position as usize) else {
                    return Split::Unreadable;
                };
                if let Some(slot) = defined.get_mut(id as usize) {
                    *slot = true;
                }
                if op == Op::TypeStruct as u32 {
                    struct_members.push((id, (count - 2) as u32));
                }
            }
            kept.extend_from_slice(&words[at..at + count]);
        }
        at += count;
    }
    let is_defined = |id: Word| defined.get(id as usize).copied().unwrap_or(false);
    struct_members.sort_unstable();
    for (at, count) in names {
        let op = words[at] & 0xffff;
        let (name, target, string_at) = if op == Op::Name as u32 {
            ("OpName", words.get(at + 1).copied(), 2)
        } else {
            ("OpMemberName", words.get(at + 1).copied(), 3)
        };
        let Some(target) = target.filter(|_| count > string_at) else {
            return Split::Invalid(format!("{name} has too few operands"));
        };
        if !is_defined(target) {
            return Split::Invalid(format!(
                "{name}: ID '{target}' has not been defined (the target of a name)"
            ));
        }
        if op == Op::MemberName as u32 {
            let member = words[at + 2];
            match struct_members.binary_search_by_key(&target, |&(id, _)| id) {
                Err(_) => {
                    return Split::Invalid(format!(
                        "OpMemberName Type <id> '{target}' is not a struct type"
                    ));
                }
                Ok(i) if member >= struct_members[i].1 => {
                    return Split::Invalid(format!(
                        "OpMemberName Member <id> '{member}' index is larger than Type <id> '{target}'s member count"
                    ));
                }
                Ok(_) => {}
            }
        }
        if let Some(reason) = string_fault(&words[at + string_at..at + count]) {
            return Split::Invalid(format!("{name}: {reason}"));
        }
    }
    Split::Checked(kept)
}

/// Why `words` are not exactly one NUL-terminated literal string, if they are not.
fn string_fault(words: &[Word]) -> Option<&'static str> {
    match words.iter().position(|w| w.to_le_bytes().contains(&0)) {
        None => Some("the string has no terminating NUL"),
        Some(end) if end + 1 != words.len() => Some("the string ends before the instruction does"),
        Some(_) => None,
    }
}
