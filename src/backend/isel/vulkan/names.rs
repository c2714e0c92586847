//! `OpMemberName` for the struct types of declared locals, from their NSDI composites.
//!
//! Debuggers that build a variable's layout from the SPIR-V type (RenderDoc 1.24) take member
//! names from `OpMemberName`, not from `DebugTypeMember`: for every `DebugDeclare` whose
//! variable points to an `OpTypeStruct` and whose `DebugLocalVariable`'s type (through
//! typedefs and qualifiers) is a `DebugTypeComposite` with as many `DebugTypeMember`s, the
//! members are named after the source (recursively through nested structs and arrays).

use std::collections::{HashMap, HashSet};

use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::{Op, Word};

use crate::backend::module::spirv::{SpirvModule, inst};

const NSDI: &str = "NonSemantic.Shader.DebugInfo.100";
const TYPEDEF: u32 = 7;
const QUALIFIER: u32 = 4;
const ARRAY: u32 = 5;
const COMPOSITE: u32 = 10;
const MEMBER: u32 = 11;
const LOCAL_VARIABLE: u32 = 26;
const DECLARE: u32 = 28;
/// Composites nested deeper than this are left unnamed (a cycle cannot occur in valid IR,
/// but the walk stays bounded).
const MAX_DEPTH: usize = 32;

fn id(op: Option<&Operand>) -> Option<Word> {
    match op {
        Some(Operand::IdRef(w)) => Some(*w),
        _ => None,
    }
}

struct Tables<'a> {
    strings: HashMap<Word, &'a str>,
    /// NSDI result id → (extended opcode, operands after the opcode).
    nsdi: HashMap<Word, (u32, &'a [Operand])>,
    /// OpTypeStruct id → member type ids; OpTypeArray id → element type id.
    structs: HashMap<Word, Vec<Word>>,
    arrays: HashMap<Word, Word>,
    named: HashSet<(Word, u32)>,
}

impl Tables<'_> {
    /// A DI type with typedefs and qualifiers looked through.
    fn strip(&self, mut t: Word) -> Word {
        for _ in 0..MAX_DEPTH {
            match self.nsdi.get(&t) {
                Some((TYPEDEF, ops)) => match id(ops.get(1)) {
                    Some(b) => t = b,
                    None => break,
                },
                Some((QUALIFIER, ops)) => match id(ops.first()) {
                    Some(b) => t = b,
                    None => break,
                },
                _ => break,
            }
        }
        t
    }

    fn name(&self, spv_ty: Word, di_ty: Word, depth: usize, out: &mut Vec<Instruction>) {
        if depth > MAX_DEPTH {
            return;
        }
        let di_ty = self.strip(di_ty);
        match (self.nsdi.get(&di_ty), self.structs.get(&spv_ty)) {
            (Some((COMPOSITE, ops)), Some(members)) => {
                // Name, Tag, Source, Line, Column, Parent, LinkageName, Size, Flags, Members...
                let di_members: Vec<(Word, Word)> = ops
                    .iter()
                    .skip(9)
                    .filter_map(|o| id(Some(o)))
                    .filter_map(|m| match self.nsdi.get(&m) {
                        Some((MEMBER, mops)) => Some((id(mops.first())?, id(mops.get(1))?)),
                        _ => None,
                    })
                    .collect();
                if di_members.len() != members.len() {
                    return;
                }
                for (k, ((name, mty), sty)) in di_members.iter().zip(members).enumerate() {
                    let k = k as u32;
                    if let Some(text) = self.strings.get(name)
                        && !self.named.contains(&(spv_ty, k))
                        && !out.iter().any(|i| {
                            id(i.operands.first()) == Some(spv_ty)
                                && i.operands.get(1) == Some(&Operand::LiteralBit32(k))
                        })
                    {
                        out.push(inst(
                            Op::MemberName,
                            None,
                            None,
                            vec![
                                Operand::IdRef(spv_ty),
                                Operand::LiteralBit32(k),
                                Operand::LiteralString((*text).to_owned()),
                            ],
                        ));
                    }
                    self.name(*sty, *mty, depth + 1, out);
                }
            }
            (Some((ARRAY, ops)), None) => {
                if let (Some(base), Some(elem)) = (id(ops.first()), self.arrays.get(&spv_ty)) {
                    self.name(*elem, base, depth + 1, out);
                }
            }
            _ => {}
        }
    }
}

/// Adds the `OpMemberName`s described in the module documentation to `spv.names`.
pub fn member_names(spv: &mut SpirvModule) {
    let Some(set) = spv.find_ext_import(NSDI) else {
        return;
    };
    let mut t = Tables {
        strings: HashMap::new(),
        nsdi: HashMap::new(),
        structs: HashMap::new(),
        arrays: HashMap::new(),
        named: HashSet::new(),
    };
    let mut pointee: HashMap<Word, Word> = HashMap::new();
    let mut var_ty: HashMap<Word, Word> = HashMap::new();
    for i in spv.debug_strings() {
        if let (Op::String, Some(r), Some(Operand::LiteralString(s))) =
            (i.class.opcode, i.result_id, i.operands.first())
        {
            t.strings.insert(r, s.as_str());
        }
    }
    for i in spv.names() {
        if i.class.opcode == Op::MemberName
            && let (Some(s), Some(Operand::LiteralBit32(k))) =
                (id(i.operands.first()), i.operands.get(1))
        {
            t.named.insert((s, *k));
        }
    }
    let mut declares = Vec::new();
    for i in spv.types_globals().iter().chain(spv.module_nonsemantic()) {
        let Some(r) = i.result_id else {
            if i.class.opcode == Op::ExtInst
                && id(i.operands.first()) == Some(set)
                && i.operands.get(1) == Some(&Operand::LiteralExtInstInteger(DECLARE))
                && let (Some(lv), Some(v)) = (id(i.operands.get(2)), id(i.operands.get(3)))
            {
                declares.push((lv, v));
            }
            continue;
        };
        match i.class.opcode {
            Op::TypeStruct => {
                t.structs
                    .insert(r, i.operands.iter().filter_map(|o| id(Some(o))).collect());
            }
            Op::TypeArray | Op::TypeRuntimeArray => {
                if let Some(e) = id(i.operands.first()) {
                    t.arrays.insert(r, e);
                }
            }
            Op::TypePointer => {
                if let Some(p) = id(i.operands.get(1)) {
                    pointee.insert(r, p);
                }
            }
            Op::Variable => {
                if let Some(ty) = i.result_type {
                    var_ty.insert(r, ty);
                }
            }
            Op::ExtInst if id(i.operands.first()) == Some(set) => {
                if let Some(Operand::LiteralExtInstInteger(op)) = i.operands.get(1) {
                    if *op == DECLARE
                        && let (Some(lv), Some(v)) = (id(i.operands.get(2)), id(i.operands.get(3)))
                    {
                        declares.push((lv, v));
                    }
                    t.nsdi.insert(r, (*op, i.operands.get(2..).unwrap_or(&[])));
                }
            }
            _ => {}
        }
    }
    // Function bodies are words by now: of them only locals' types and the declares count (the
    // NSDI they refer to is module-scope).
    for (opcode, words) in spv.function_code().instructions() {
        match (Op::from_u32(opcode), words) {
            (Some(Op::Variable), [_, ty, r, ..]) => {
                var_ty.insert(*r, *ty);
            }
            (Some(Op::ExtInst), [_, _, _, s, op, lv, v, ..]) if *s == set && *op == DECLARE => {
                declares.push((*lv, *v));
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for (lv, v) in declares {
        let Some(Some(di_ty)) = t
            .nsdi
            .get(&lv)
            .and_then(|(op, ops)| (*op == LOCAL_VARIABLE).then(|| id(ops.get(1))))
        else {
            continue;
        };
        let Some(ty) = var_ty.get(&v).and_then(|p| pointee.get(p)) else {
            continue;
        };
        t.name(*ty, di_ty, 0, &mut out);
    }
    spv.extend_names(out);
}
