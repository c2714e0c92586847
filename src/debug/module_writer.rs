//! Where the emitter's instructions go: the one [`NsdiWriter`] of the module (which ids are
//! reserved, and so which instruction is `OpExtInstWithForwardRefsKHR`), what each module-scope
//! id was written as, the module's DebugInfoNone, and the operand helpers every lowering uses
//! (numbers, counts, integers as interned constants; the instruction-size limit). It names no
//! DI table: the lowering (`lowering.rs`) decides what to write, this file how.

use rspirv::spirv::Word;
use rustc_hash::FxHashSet as HashSet;

use super::remark::{Remark, RemarkKind, RemarkLog};
use super::walk::describe;
use crate::di::{DiModule, DiNodeId};
use crate::nsdi::{ConstId, DebugOp, DebugTarget, Id, NsdiInstruction, NsdiWriter, TypedId, build};

/// A `ModuleWriter::kinds` entry for an id no module-scope write recorded; every `DebugOp` is
/// below it.
const NOT_RECORDED: u8 = u8::MAX;
const _: () = {
    let mut i = 0;
    while i < DebugOp::ALL.len() {
        assert!((DebugOp::ALL[i] as u32) < NOT_RECORDED as u32);
        i += 1;
    }
};

/// The module's writer state.
#[derive(Default)]
pub(super) struct ModuleWriter {
    /// Made by `begin_module`; every write goes through it.
    writer: Option<NsdiWriter>,
    /// What each module-scope id is, its `DebugOp` by id ([`NOT_RECORDED`] for other ids):
    /// filled by every module-scope write (`record`), read where validator rules depend on an
    /// operand's instruction (a typedef's base, a template's parameters). Ids are dense and a
    /// module has millions of NSDI instructions: a byte per id, where a hash map took a
    /// probe, an entry and its rehashing per instruction.
    kinds: Vec<u8>,
    /// The module-scope ids written as `OpExtInstWithForwardRefsKHR` (an operand named an id
    /// reserved and not written yet): filled by `record`, read by the written-type query
    /// (`written.rs`).
    forward_references: HashSet<Id>,
    /// The module's one DebugInfoNone, written on first use.
    none: Option<Id>,
}

impl ModuleWriter {
    /// Imports the instruction set (`begin_module`).
    pub(super) fn begin(&mut self, cx: &mut dyn DebugTarget, forward_refs: bool) {
        self.writer = Some(NsdiWriter::new(cx, forward_refs));
    }

    pub(super) fn writer(&mut self) -> &mut NsdiWriter {
        self.writer
            .as_mut()
            .expect("invariant: begin_module created the writer")
    }

    /// An id for an instruction written later (stub, then complete): naming it until then is
    /// a forward reference.
    pub(super) fn reserve<T: TypedId>(&mut self, cx: &mut dyn DebugTarget) -> T {
        T::from_word(self.writer().reserve(cx))
    }

    /// Notes that module-scope `id` was written as `op`, as `OpExtInstWithForwardRefsKHR` when
    /// `forward_reference`.
    pub(super) fn record(&mut self, id: Word, op: DebugOp, forward_reference: bool) {
        let index = id as usize;
        if index >= self.kinds.len() {
            self.kinds
                .resize((index + 1).next_power_of_two(), NOT_RECORDED);
        }
        self.kinds[index] = op as u8;
        if forward_reference {
            self.forward_references.insert(Id::from_word(id));
        }
    }

    /// Which instruction a module-scope id was written as.
    pub(super) fn kind(&self, id: impl TypedId) -> Option<DebugOp> {
        match self.kinds.get(id.word() as usize) {
            Some(&op) if op != NOT_RECORDED => DebugOp::from_u32(u32::from(op)),
            _ => None,
        }
    }

    /// Whether module-scope `id` was written as `OpExtInstWithForwardRefsKHR`.
    pub(super) fn is_forward_reference(&self, id: impl TypedId) -> bool {
        self.forward_references.contains(&Id::from_word(id.word()))
    }

    /// The module's one DebugInfoNone, as whatever kind of operand needs it.
    pub(super) fn none<T: TypedId>(&mut self, cx: &mut dyn DebugTarget) -> T {
        if let Some(id) = self.none {
            return T::from_word(id.word());
        }
        let id = cx.fresh_id();
        let written = self.writer().write(id, &build::DebugInfoNone);
        cx.emit_module_scope(written);
        self.none = Some(Id::from_word(id));
        T::from_word(id)
    }

    /// Writes a function-scope instruction at the hook's position, through `operands`, an
    /// operand buffer reused for every such instruction: line-table and variable records are
    /// most of a module's NSDI, and go out in parts without an operand vector each.
    /// Function-scope instructions are written outside any lowering, so a remark about the
    /// instruction limit names no node.
    pub(super) fn emit_in_block<I: NsdiInstruction>(
        &mut self,
        cx: &mut dyn DebugTarget,
        operands: &mut Vec<Word>,
        remarks: &mut RemarkLog,
        di: &DiModule,
        inst: &I,
    ) {
        let id = cx.fresh_id();
        let mut parts = self.writer().write_parts(id, inst, operands);
        let kept = fit_operands(remarks, di, None, I::OP, parts.operands.len());
        parts.operands = &parts.operands[..kept];
        cx.emit_ext_inst_in_block(parts);
    }
}

/// How many of `count` NSDI operands fit an instruction (SPIR-V's 65,535-word limit), with a
/// remark naming `context` (the node being lowered) when not all do.
pub(super) fn fit_operands(
    remarks: &mut RemarkLog,
    di: &DiModule,
    context: Option<DiNodeId>,
    op: DebugOp,
    count: usize,
) -> usize {
    let limit = crate::nsdi::MAX_EXTINST_OPERANDS;
    if count > limit {
        let what = context
            .map(|n| format!("{}: ", describe(di, n)))
            .unwrap_or_default();
        remarks.add(Remark::new(
            RemarkKind::Dropped,
            context,
            format!(
                "{what}{op:?} would have {count} operands, over SPIR-V's 65,535-word instruction limit: the last {} are left out",
                count - limit
            ),
        ));
    }
    count.min(limit)
}

/// The interned `OpConstant` of a number operand.
pub(super) fn num(cx: &mut dyn DebugTarget, value: u32) -> ConstId {
    ConstId::from_word(cx.const_u32(value))
}

/// A size, offset or component count (the spec allows a 32- or 64-bit constant): 32-bit
/// when it fits, else 64-bit.
pub(super) fn count_constant(cx: &mut dyn DebugTarget, n: u64) -> ConstId {
    match u32::try_from(n) {
        Ok(v) => num(cx, v),
        Err(_) => ConstId::from_word(cx.const_u64(n)),
    }
}

/// An integer value (a static member's initializer, a template value parameter; any
/// integer constant): 32-bit when it fits as signed or unsigned (a negative one as its
/// two's complement), else 64-bit.
pub(super) fn int_constant(cx: &mut dyn DebugTarget, v: i64) -> ConstId {
    if i32::try_from(v).is_ok() || u32::try_from(v).is_ok() {
        num(cx, v as u32)
    } else {
        ConstId::from_word(cx.const_u64(v as u64))
    }
}
