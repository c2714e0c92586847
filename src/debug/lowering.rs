//! The get-or-create lowering's view of the emitter: the module tables of every family, the
//! writer, the walk's guard and the remark sink, borrowed apart from the facade's per-function
//! state for one producer call ([`NsdiEmitter::lowering`](super::NsdiEmitter)).
//!
//! Why one context and not a function per family over its own table: the lowering is one
//! mutually recursive walk of the DI graph. A record lowers its members' types, its parent
//! scope, its methods (functions), its template parameters (module scope) and a VLA's count
//! (a local variable); a function lowers its type, its scope and its retained variables; a
//! variable its type and scope. Each `get_or_create_*` therefore reaches every module table,
//! and a function taking them one by one would take them all. What the split buys is what the
//! walk cannot reach: per-function line-table state and the producer's calls stay on the
//! facade, so module-scope lowering never writes into a block; and each leaf piece (the
//! writer, the guard, the tables' own queries, the remark sink) is its own type that the
//! family files call with only what it needs.
//!
//! This file holds the writes every family shares: text and module-scope instructions within
//! SPIR-V's limits, placeholders, DebugInfoNone.

use super::functions::FunctionTables;
use super::module_scope::ModuleScopeTables;
use super::module_writer::{ModuleWriter, fit_operands, num};
use super::remark::{Remark, RemarkKind, RemarkLog};
use super::scopes::ScopeTables;
use super::source_text::SourceProvider;
use super::types::TypeTables;
use super::variables::VariableTables;
use super::walk::{LoweringGuard, describe};
use super::{DebugLevel, DebugOptions};
use crate::di::{DiModule, DiNodeId};
use crate::nsdi::{
    DebugOp, DebugTarget, IdKind, NsdiInstruction, StringId, TypeId, TypedId, build,
};

/// Everything module-scope the lowering reads and fills, borrowed for one producer call.
pub(super) struct Lowering<'a, 'm> {
    pub(super) di: &'m DiModule,
    pub(super) opts: &'a DebugOptions,
    /// Source text for files whose DIFile carries none; `None`: no text.
    pub(super) sources: Option<&'a (dyn SourceProvider + 'm)>,
    pub(super) remarks: &'a mut RemarkLog,
    pub(super) out: &'a mut ModuleWriter,
    pub(super) guard: &'a mut LoweringGuard,
    pub(super) types: &'a mut TypeTables,
    pub(super) scopes: &'a mut ScopeTables,
    pub(super) functions: &'a mut FunctionTables,
    pub(super) variables: &'a mut VariableTables,
    pub(super) module_scope: &'a mut ModuleScopeTables,
}

impl Lowering<'_, '_> {
    pub(super) fn full(&self) -> bool {
        self.opts.level == DebugLevel::Full
    }

    pub(super) fn remark(&mut self, kind: RemarkKind, node: Option<DiNodeId>, message: String) {
        self.remarks.add(Remark::new(kind, node, message));
    }

    /// The interned `OpString` of a text operand, within SPIR-V's limits: cut at an embedded
    /// NUL (a literal string ends there) and truncated on a UTF-8 boundary to the longest
    /// literal an instruction holds, each with a remark naming the node being lowered.
    pub(super) fn text(&mut self, cx: &mut dyn DebugTarget, s: &str) -> StringId {
        let fitted = self.fit_string(s);
        StringId::from_word(cx.string(fitted))
    }

    /// `s` cut at its first NUL and truncated to [`crate::nsdi::MAX_STRING_BYTES`] on a
    /// UTF-8 boundary ([`fitted`]), with a remark when either happens.
    fn fit_string<'s>(&mut self, s: &'s str) -> &'s str {
        let shown = |s: &str| {
            s.chars()
                .take(40)
                .collect::<String>()
                .escape_debug()
                .to_string()
        };
        let node = self.guard.context();
        // Every name and path the emitter writes comes here; the node's description is built
        // only for a remark.
        let di = self.di;
        let what = || {
            node.map(|n| format!("{}: ", describe(di, n)))
                .unwrap_or_default()
        };
        let cut = cut_at_nul(s);
        if cut.len() != s.len() {
            let what = what();
            let nul = cut.len();
            self.remark(
                RemarkKind::Substituted,
                node,
                format!(
                    "{what}string \"{}\" has a NUL at byte {nul}, where a SPIR-V literal string ends: cut there",
                    shown(cut)
                ),
            );
        }
        let fitted = truncated(cut);
        if fitted.len() != cut.len() {
            let what = what();
            self.remark(
                RemarkKind::Substituted,
                node,
                format!(
                    "{what}string \"{}...\" ({} bytes) is over SPIR-V's literal limit ({} bytes): truncated",
                    shown(cut),
                    cut.len(),
                    crate::nsdi::MAX_STRING_BYTES
                ),
            );
        }
        fitted
    }

    /// An id for an instruction written later (stub, then complete).
    pub(super) fn reserve<T: TypedId>(&mut self, cx: &mut dyn DebugTarget) -> T {
        self.out.reserve(cx)
    }

    /// Writes a module-scope instruction with a fresh id.
    pub(super) fn emit<T: TypedId>(
        &mut self,
        cx: &mut dyn DebugTarget,
        inst: &impl NsdiInstruction,
    ) -> T {
        let id = T::from_word(cx.fresh_id());
        self.emit_as(cx, id, inst);
        id
    }

    /// Writes a module-scope instruction under a reserved id. Without forward references, an
    /// operand that is still pending (a back edge of a cycle) is replaced by what the grammar
    /// says it names: a scope becomes the compile unit (a nested type's or method's class),
    /// anything else `void` (a pointee, member or parameter type).
    pub(super) fn emit_as<I: NsdiInstruction>(
        &mut self,
        cx: &mut dyn DebugTarget,
        id: impl TypedId,
        inst: &I,
    ) {
        let id = id.word();
        let written = if !self.opts.forward_refs && self.out.writer().names_pending(inst) {
            let void = self.placeholder_type(cx, "void");
            let unit = self.cu_scope(cx);
            self.remark(
                RemarkKind::NoForwardReference,
                None,
                format!(
                    "{:?}: a reference back into a type cycle names 'void'; \
                     --spirv-ext=+{} keeps it",
                    I::OP,
                    crate::nsdi::FORWARD_REFS_EXTENSION
                ),
            );
            self.out
                .writer()
                .write_replacing_pending(id, inst, |kind| match kind {
                    IdKind::Scope => unit.word(),
                    _ => void.word(),
                })
        } else {
            self.out.writer().write(id, inst)
        };
        let forward_reference =
            written.class.opcode == rspirv::spirv::Op::ExtInstWithForwardRefsKHR;
        let written = self.fit_instruction(I::OP, written);
        self.out.record(id, I::OP, forward_reference);
        cx.emit_module_scope(written);
    }

    /// `inst` with the operands past SPIR-V's 65,535-word instruction limit left out (the
    /// variadic tail: members of a composite, enumerators (whole pairs: the fixed operands
    /// leave an even count), parameters of a function type), with a remark naming the node
    /// being lowered. Expressions, whose meaning a cut would change, are refused before this.
    fn fit_instruction(
        &mut self,
        op: DebugOp,
        mut inst: rspirv::dr::Instruction,
    ) -> rspirv::dr::Instruction {
        // The set and the instruction number come before the NSDI operands.
        let count = inst.operands.len().saturating_sub(2);
        let kept = fit_operands(self.remarks, self.di, self.guard.context(), op, count);
        inst.operands.truncate(kept + 2);
        inst
    }

    /// An unsized DebugTypeBasic standing for a type NSDI has no instruction for (`void`, a
    /// Fortran string, ...): type operands may not be DebugInfoNone.
    pub(super) fn placeholder_type(&mut self, cx: &mut dyn DebugTarget, name: &str) -> TypeId {
        if let Some(&id) = self.types.placeholders.get(name) {
            return id;
        }
        let basic = build::DebugTypeBasic {
            name: self.text(cx, name),
            size: num(cx, 0),
            encoding: num(cx, crate::nsdi::encoding::UNSPECIFIED),
            flags: num(cx, 0),
        };
        let id = self.emit(cx, &basic);
        self.types.placeholders.insert(name.to_owned(), id);
        id
    }

    /// The module's one DebugInfoNone.
    pub(super) fn none<T: TypedId>(&mut self, cx: &mut dyn DebugTarget) -> T {
        self.out.none(cx)
    }

    /// Which instruction a module-scope id was written as.
    pub(super) fn kind(&self, id: impl TypedId) -> Option<DebugOp> {
        self.out.kind(id)
    }
}

/// The text an `OpString` of `s` holds ([`Lowering::text`]): `s` cut at its first NUL (a
/// literal string ends there) and truncated to [`crate::nsdi::MAX_STRING_BYTES`] on a UTF-8
/// boundary.
pub(super) fn fitted(s: &str) -> &str {
    truncated(cut_at_nul(s))
}

fn cut_at_nul(s: &str) -> &str {
    s.split('\0').next().unwrap_or_default()
}

fn truncated(s: &str) -> &str {
    if s.len() <= crate::nsdi::MAX_STRING_BYTES {
        return s;
    }
    let mut end = crate::nsdi::MAX_STRING_BYTES;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    s.get(..end).unwrap_or_default()
}
