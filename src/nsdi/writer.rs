//! The writer: typed constructors in, `OpExtInst` or
//! `OpExtInstWithForwardRefsKHR` out. The one place that decides the opcode, from the ids
//! reserved (stub-then-complete) but not written yet.

use std::collections::HashSet;

use rspirv::dr::Instruction;
use rspirv::spirv::{Op, Word};

use super::ids::IdKind;
use super::operands::NsdiInstruction;
use super::target::{DebugTarget, ExtInst};
use super::{DebugOp, SET_NAME};

/// Writes NSDI instructions and tracks ids that are reserved but not yet defined.
///
/// It builds instructions; placing them (module scope or in a block) is the caller's. An
/// instruction naming a reserved-but-unwritten id becomes `OpExtInstWithForwardRefsKHR`, which
/// needs [`FORWARD_REFS_EXTENSION`](super::FORWARD_REFS_EXTENSION): the caller declares it when [`forward_ref_count`] is not 0.
///
/// [`forward_ref_count`]: NsdiWriter::forward_ref_count
///
/// # Example
///
/// A compile unit in a module of its own, written with the typed constructors and read back
/// with the round-trip reader and a view:
///
/// ```
/// use nsdi::nsdi::{BuilderTarget, ConstId, DebugOp, DebugTarget, NSDI_VERSION, NsdiWriter};
/// use nsdi::nsdi::{SourceId, StringId, build, language, view};
/// use rspirv::binary::Assemble;
///
/// let mut builder = rspirv::dr::Builder::new();
/// let mut target = BuilderTarget::new(&mut builder);
/// let mut w = NsdiWriter::new(&mut target, false);
///
/// let file = StringId::from_word(target.string("/src/k.cl"));
/// let source = target.fresh_id();
/// let inst = w.write(source, &build::DebugSource { file, text: None });
/// target.emit_module_scope(inst);
/// let mut number = |n| ConstId::from_word(target.const_u32(n));
/// let unit = build::DebugCompilationUnit {
///     version: number(NSDI_VERSION),
///     dwarf_version: number(5),
///     source: SourceId::from_word(source),
///     language: number(language::OPENCL_C),
/// };
/// let id = target.fresh_id();
/// let inst = w.write(id, &unit);
/// target.emit_module_scope(inst);
/// drop(target);
///
/// let module = nsdi::roundtrip::read(&builder.module().assemble()).unwrap();
/// let cu = module.all(DebugOp::DebugCompilationUnit).next().unwrap();
/// assert!(!cu.forward);
/// let cu_view = view::DebugCompilationUnit::parse(cu.op, &cu.operands).unwrap();
/// assert_eq!(module.constant(cu_view.version().word()), Some(100));
/// let source = module.inst(cu_view.source().word()).unwrap();
/// let source_view = view::DebugSource::parse(source.op, &source.operands).unwrap();
/// assert_eq!(module.string(source_view.file().word()), Some("/src/k.cl"));
/// assert_eq!(source_view.text(), None);
/// ```
pub struct NsdiWriter {
    /// The `OpExtInstImport` id of the set: operand 1 of every NSDI instruction.
    pub set: Word,
    /// `OpTypeVoid`: the result type of every NSDI instruction.
    pub void_type: Word,
    pending: HashSet<Word>,
    /// Whether an operand may name a pending id ([`FORWARD_REFS_EXTENSION`](super::FORWARD_REFS_EXTENSION) is allowed);
    /// without it, [`NsdiWriter::write`] panics on one.
    pub forward_refs_allowed: bool,
    /// How many instructions needed OpExtInstWithForwardRefsKHR.
    pub forward_ref_count: usize,
}

impl NsdiWriter {
    /// Imports the set and declares `SPV_KHR_non_semantic_info`.
    pub fn new(spv: &mut dyn DebugTarget, forward_refs_allowed: bool) -> Self {
        spv.extension("SPV_KHR_non_semantic_info");
        let set = spv.ext_import(SET_NAME);
        let void_type = spv.void_type();
        NsdiWriter {
            set,
            void_type,
            pending: HashSet::new(),
            forward_refs_allowed,
            forward_ref_count: 0,
        }
    }

    /// Reserves an id for an instruction that will be written later (the stub of
    /// stub-then-complete); references to it until then are forward references.
    pub fn reserve(&mut self, spv: &mut dyn DebugTarget) -> Word {
        let id = spv.fresh_id();
        self.pending.insert(id);
        id
    }

    /// Whether `id` was reserved and its instruction is not written yet: naming it now would be
    /// a forward reference.
    pub fn is_pending(&self, id: Word) -> bool {
        self.pending.contains(&id)
    }

    /// Builds the instruction from its typed constructor (one per instruction in
    /// [`build`](super::build)); `result` is a reserved id or a fresh one, and is no longer
    /// pending afterwards.
    ///
    /// # Panics
    /// When an operand is pending and forward references are not allowed (an emitter bug):
    /// callers apply the documented fallback before, with
    /// [`write_replacing_pending`](Self::write_replacing_pending).
    pub fn write<I: NsdiInstruction>(&mut self, result: Word, inst: &I) -> Instruction {
        let operands = inst.operand_words();
        self.encode(I::OP, result, &operands)
    }

    /// Whether an operand of `inst` names a pending id: written now, it needs the
    /// forward-reference opcode.
    pub fn names_pending<I: NsdiInstruction>(&self, inst: &I) -> bool {
        inst.operand_words().iter().any(|o| self.is_pending(*o))
    }

    /// [`write`](Self::write) without forward references: each operand naming a pending id
    /// is replaced by `replacement(kind)`, `kind` being what the grammar says the operand
    /// names ([`DebugOp::operand_id_kind`]; [`IdKind::Any`] when it does not say).
    pub fn write_replacing_pending<I: NsdiInstruction>(
        &mut self,
        result: Word,
        inst: &I,
        replacement: impl Fn(IdKind) -> Word,
    ) -> Instruction {
        let mut operands = inst.operand_words();
        for (index, operand) in operands.iter_mut().enumerate() {
            if self.is_pending(*operand) {
                *operand = replacement(I::OP.operand_id_kind(index).unwrap_or(IdKind::Any));
            }
        }
        self.encode(I::OP, result, &operands)
    }

    /// [`write`](Self::write) into parts: `inst`'s operands go to `operands` (cleared first, so
    /// one buffer serves every instruction) and nothing else is allocated. The same decisions
    /// as `write`: `result` is no longer pending, and the opcode follows the pending operands.
    ///
    /// # Panics
    /// As [`write`](Self::write).
    pub fn write_parts<'o, I: NsdiInstruction>(
        &mut self,
        result: Word,
        inst: &I,
        operands: &'o mut Vec<Word>,
    ) -> ExtInst<'o> {
        operands.clear();
        inst.write_operands(operands);
        let opcode = self.opcode(I::OP, result, operands);
        ExtInst {
            opcode,
            result_type: self.void_type,
            result,
            set: self.set,
            instruction: I::OP as u32,
            operands,
        }
    }

    fn encode(&mut self, op: DebugOp, result: Word, operands: &[Word]) -> Instruction {
        let opcode = self.opcode(op, result, operands);
        ExtInst {
            opcode,
            result_type: self.void_type,
            result,
            set: self.set,
            instruction: op as u32,
            operands,
        }
        .to_instruction()
    }

    /// Marks `result` written and picks the opcode for `operands`. An operand naming the
    /// result itself (a function type whose return or parameter type is that function type)
    /// is a forward reference too: the id is defined by this very instruction.
    fn opcode(&mut self, op: DebugOp, result: Word, operands: &[Word]) -> Op {
        let forward = operands
            .iter()
            .any(|o| *o == result || self.pending.contains(o));
        self.pending.remove(&result);
        if forward {
            assert!(
                self.forward_refs_allowed,
                "invariant: {op:?} names a pending id without forward references allowed"
            );
            self.forward_ref_count += 1;
            Op::ExtInstWithForwardRefsKHR
        } else {
            Op::ExtInst
        }
    }
}

#[cfg(test)]
mod tests {
    use rspirv::binary::Assemble;
    use rspirv::dr::{Builder, Operand};

    use super::*;
    use crate::nsdi::build;
    use crate::nsdi::ids::{ConstId, Id, ScopeId, SourceId, StringId, TypeId};
    use crate::nsdi::target::BuilderTarget;

    fn pointer_to(base: Word) -> build::DebugTypePointer {
        build::DebugTypePointer {
            base_type: TypeId::from_word(base),
            storage_class: ConstId::from_word(1),
            flags: ConstId::from_word(2),
        }
    }

    #[test]
    fn forward_reference_only_when_an_operand_is_pending() {
        let mut builder = Builder::new();
        let mut spv = BuilderTarget::new(&mut builder);
        let mut w = NsdiWriter::new(&mut spv, true);
        let later = w.reserve(&mut spv);
        let now = spv.fresh_id();
        assert!(w.names_pending(&pointer_to(later)));
        let i = w.write(now, &pointer_to(later));
        assert_eq!(i.class.opcode, Op::ExtInstWithForwardRefsKHR);
        let j = w.write(later, &pointer_to(now));
        assert_eq!(j.class.opcode, Op::ExtInst);
        assert!(!w.names_pending(&pointer_to(later)));
        let k = w.write(spv.fresh_id(), &pointer_to(later));
        assert_eq!(k.class.opcode, Op::ExtInst);
        assert_eq!(w.forward_ref_count, 1);
    }

    #[test]
    fn naming_its_own_result_is_a_forward_reference() {
        let mut builder = Builder::new();
        let mut spv = BuilderTarget::new(&mut builder);
        let mut w = NsdiWriter::new(&mut spv, true);
        let own = w.reserve(&mut spv);
        let i = w.write(own, &pointer_to(own));
        assert_eq!(i.class.opcode, Op::ExtInstWithForwardRefsKHR);
        assert_eq!(w.forward_ref_count, 1);
        assert!(!w.is_pending(own));
    }

    #[test]
    fn parts_encode_as_the_instruction_does() {
        let mut builder = Builder::new();
        let mut spv = BuilderTarget::new(&mut builder);
        let mut w = NsdiWriter::new(&mut spv, true);
        let later = w.reserve(&mut spv);
        let mut buffer = vec![7; 3];
        let parts = w.write_parts(40, &pointer_to(later), &mut buffer);
        assert_eq!(parts.opcode, Op::ExtInstWithForwardRefsKHR);
        let mut words = Vec::new();
        assert_eq!(parts.encode_into(&mut words), Some(()));
        assert_eq!(words, parts.to_instruction().assemble());
        assert_eq!(words.len(), parts.word_count());
        let written = w.write(41, &pointer_to(later));
        assert_eq!(written.operands, parts.to_instruction().operands);
        assert_eq!(w.forward_ref_count, 2);

        let long = vec![1; crate::nsdi::MAX_EXTINST_OPERANDS + 1];
        let oversized = ExtInst {
            operands: &long,
            ..w.write_parts(42, &build::DebugNoLine, &mut buffer)
        };
        let mut words = vec![9];
        assert_eq!(oversized.encode_into(&mut words), None);
        assert_eq!(words, [9]);
    }

    #[test]
    fn pending_operands_are_replaced_by_kind() {
        let mut builder = Builder::new();
        let mut spv = BuilderTarget::new(&mut builder);
        let mut w = NsdiWriter::new(&mut spv, false);
        let class = w.reserve(&mut spv);
        let typedef = build::DebugTypedef {
            name: StringId::from_word(80),
            base_type: TypeId::from_word(class),
            source: SourceId::from_word(81),
            line: ConstId::from_word(82),
            column: ConstId::from_word(83),
            parent: ScopeId::from_word(class),
        };
        let written = w.write_replacing_pending(90, &typedef, |kind| match kind {
            IdKind::Scope => 1000,
            _ => 2000,
        });
        assert_eq!(written.class.opcode, Op::ExtInst);
        let words: Vec<Operand> = [80, 2000, 81, 82, 83, 1000]
            .into_iter()
            .map(Operand::IdRef)
            .collect();
        assert_eq!(written.operands[2..], words);
        assert_eq!(w.forward_ref_count, 0);
    }

    #[test]
    fn constructors_write_their_operands_in_grammar_order() {
        let mut builder = Builder::new();
        let mut spv = BuilderTarget::new(&mut builder);
        let mut w = NsdiWriter::new(&mut spv, true);
        let (set, void) = (w.set, w.void_type);
        let pending = w.reserve(&mut spv);

        let written = w.write(50, &pointer_to(pending));
        assert_eq!(written.class.opcode, Op::ExtInstWithForwardRefsKHR);
        let expected = [
            Operand::IdRef(set),
            Operand::LiteralExtInstInteger(DebugOp::DebugTypePointer as u32),
            Operand::IdRef(pending),
            Operand::IdRef(1),
            Operand::IdRef(2),
        ];
        assert_eq!(written.operands, expected);
        assert_eq!(
            (written.result_type, written.result_id),
            (Some(void), Some(50))
        );

        let ids = |written: &Instruction| -> Vec<Word> {
            written.operands[2..]
                .iter()
                .map(|o| match o {
                    Operand::IdRef(id) => *id,
                    other => panic!("operand {other:?} is not an id"),
                })
                .collect()
        };
        let source = build::DebugSource {
            file: StringId::from_word(60),
            text: Some(StringId::from_word(61)),
        };
        let written = w.write(62, &source);
        assert_eq!(ids(&written), [60, 61]);
        assert_eq!(written.class.opcode, Op::ExtInst);

        let array = build::DebugTypeArray {
            base_type: TypeId::from_word(70),
            component_counts: vec![Id::from_word(71), Id::from_word(72)],
        };
        assert_eq!(ids(&w.write(73, &array)), [70, 71, 72]);
        let line = build::DebugLine {
            source: SourceId::from_word(62),
            line_start: ConstId::from_word(1),
            line_end: ConstId::from_word(2),
            column_start: ConstId::from_word(3),
            column_end: ConstId::from_word(4),
        };
        assert_eq!(ids(&w.write(74, &line)), [62, 1, 2, 3, 4]);
        assert_eq!(w.write(75, &build::DebugNoLine).operands.len(), 2);
    }
}
