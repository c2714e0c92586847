//! `OpMemberName`s for the struct types of the Vulkan flavour's declared locals, named after
//! the records their debug info describes.
//!
//! Why: debuggers that build a variable's layout from its SPIR-V type rather than from NSDI
//! (RenderDoc 1.24) read member names from `OpMemberName` only, not from the
//! `DebugTypeMember`s; without them a struct local's fields have no source names. So every
//! `llvm.dbg.declare` the emitter wrote as a `DebugDeclare` is recorded as it is lowered, and
//! at the end of the module, when every type is written, the variable's struct type gets the
//! names of the record its `DebugLocalVariable`'s type is (through typedefs and qualifiers):
//! member k of the struct is named after the record's `DebugTypeMember` k, when the two have
//! as many members, and nested structs and arrays of structs are named the same way, down to
//! [`MAX_DEPTH`]. A member that has an `OpMemberName` already (a push-constant block's, or one
//! named for an earlier variable) keeps it.
//!
//! The debug side comes from the emitter ([`NsdiEmitter::written_type`]: what it wrote for a
//! DI type, and which DI members a record's `DebugTypeMember`s are), the SPIR-V side from the
//! printer ([`PrinterContext::type_index`]); neither is read back from the module's words. The
//! Kernel flavour writes none (its consumers read NSDI).

use rustc_hash::FxHashSet as HashSet;

use rspirv::spirv::Word;

use crate::backend::handler::{PrinterContext, TypeIndex};
use crate::debug::{NsdiEmitter, WrittenType};
use crate::di::LocalVariableId;

/// How deep names go into nested structs and arrays, and how many typedefs and qualifiers
/// are looked through at each level: deeper ones stay unnamed (a bound on the walk; valid IR
/// has no cycle of aggregates by value).
const MAX_DEPTH: usize = 32;

/// The declared locals of a module, in the order their `DebugDeclare`s were written.
#[derive(Default)]
pub(super) struct MemberNames {
    declares: Vec<(LocalVariableId, Word)>,
}

impl MemberNames {
    /// `var`'s `DebugDeclare` names `storage` (an `OpVariable`, or a parameter, which gets no
    /// names).
    pub(super) fn declared(&mut self, var: LocalVariableId, storage: Word) {
        self.declares.push((var, storage));
    }

    /// Appends the `OpMemberName`s of every declared local, in declaration order; call last
    /// in `end_module`, when every type is written.
    pub(super) fn write(&mut self, emitter: &NsdiEmitter<'_>, cx: &mut PrinterContext<'_>) {
        // The debug side first: most modules declare no struct, and then need no index.
        let records: Vec<(WrittenType<'_>, Word)> = std::mem::take(&mut self.declares)
            .into_iter()
            .map(|(var, storage)| (strip(emitter, emitter.written_variable_type(var)), storage))
            .filter(|(written, _)| {
                matches!(written, WrittenType::Record(_) | WrittenType::Array(_))
            })
            .collect();
        if records.is_empty() {
            return;
        }
        let mut namer = Namer {
            emitter,
            index: cx.type_index(),
            named: HashSet::default(),
        };
        for (written, storage) in records {
            if let Some(ty) = namer.index.variable_pointee(storage) {
                namer.name(cx, ty, written, 0);
            }
        }
    }
}

/// `written` with its typedefs and qualifiers looked through, at most [`MAX_DEPTH`] of them.
fn strip<'d>(emitter: &NsdiEmitter<'d>, mut written: WrittenType<'d>) -> WrittenType<'d> {
    for _ in 0..MAX_DEPTH {
        match written {
            WrittenType::Alias(base) => written = emitter.written_type(base),
            _ => break,
        }
    }
    written
}

struct Namer<'e, 'd> {
    emitter: &'e NsdiEmitter<'d>,
    index: TypeIndex,
    /// The (struct, member) pairs named here (the index has those named before).
    named: HashSet<(Word, u32)>,
}

impl<'d> Namer<'_, 'd> {
    /// Names the members of SPIR-V type `ty` after `written`, the debug info of the same
    /// data, and recursively theirs.
    fn name(
        &mut self,
        cx: &mut PrinterContext<'_>,
        ty: Word,
        written: WrittenType<'d>,
        depth: usize,
    ) {
        if depth > MAX_DEPTH {
            return;
        }
        match (strip(self.emitter, written), self.index.struct_members(ty)) {
            (WrittenType::Record(members), Some(types)) => {
                if members.len() != types.len() {
                    return;
                }
                let types = types.to_vec();
                for (k, (member, member_ty)) in members.into_iter().zip(types).enumerate() {
                    let k = k as u32;
                    if !self.index.has_member_name(ty, k) && self.named.insert((ty, k)) {
                        cx.member_name(ty, k, member.name);
                    }
                    let written = self.emitter.written_type(member.ty);
                    self.name(cx, member_ty, written, depth + 1);
                }
            }
            (WrittenType::Array(element), None) => {
                if let Some(element_ty) = self.index.array_element(ty) {
                    let written = self.emitter.written_type(element);
                    self.name(cx, element_ty, written, depth + 1);
                }
            }
            _ => {}
        }
    }
}
