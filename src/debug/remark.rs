//! Remarks: what the emitter (or its producer) wrote in a degraded form, or left out, and why.
//! The emitter collects them while lowering; producers read them afterwards
//! ([`NsdiEmitter::remarks`](super::NsdiEmitter::remarks)) and render them (`nsdi-llc
//! --remarks` prints each message on a line of its own).

use std::fmt;

use rustc_hash::FxHashSet as HashSet;

use crate::di::DiNodeId;

/// Why a remark was made.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RemarkKind {
    /// NSDI has no instruction or value for it, so a stand-in is written: an unsized
    /// `DebugTypeBasic`, language Unknown, an array for a vector of more than 4 components.
    Substituted,
    /// Left out of the output: an `#undef` without a `#define`, a label, a
    /// variable location whose expression NSDI cannot express, source text that is not UTF-8.
    Dropped,
    /// A back edge of a cycle with `SPV_KHR_relaxed_extended_instruction` not allowed: the
    /// reference names `void` or the compile unit instead, or the member is not listed.
    NoForwardReference,
    /// Written in the form spirv-val accepts rather than the literal one (a typedef of a
    /// non-basic type names its base).
    ValidatorWorkaround,
    /// The producer's construct is read in a simpler form (`llvm.dbg.assign` as
    /// `llvm.dbg.value`, a `DIArgList` of several values as an unknown value).
    Approximated,
}

/// One remark: its kind, the DI node it concerns when there is one, and the message.
/// `Display` gives the message, the text `--remarks` prints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remark {
    /// Why the remark was made.
    pub kind: RemarkKind,
    /// The DI node the remark is about (a type, a file, a variable, ...), when there is one.
    pub node: Option<DiNodeId>,
    /// One line, lower-case, naming what was degraded and how.
    pub message: String,
}

impl Remark {
    /// A remark about `node`.
    pub fn new(kind: RemarkKind, node: Option<DiNodeId>, message: impl Into<String>) -> Self {
        Remark {
            kind,
            node,
            message: message.into(),
        }
    }
}

impl fmt::Display for Remark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// The emitter's remarks in first-seen order, each message once: a degradation that repeats
/// for every type or variable of a kind is reported at its first occurrence (with that
/// occurrence's node).
#[derive(Default)]
pub(super) struct RemarkLog {
    remarks: Vec<Remark>,
    messages: HashSet<String>,
}

impl RemarkLog {
    /// Adds `remark` unless a remark with the same message was added before.
    pub(super) fn add(&mut self, remark: Remark) {
        if self.messages.insert(remark.message.clone()) {
            self.remarks.push(remark);
        }
    }

    pub(super) fn all(&self) -> &[Remark] {
        &self.remarks
    }

    /// The remarks so far; messages already reported stay suppressed.
    pub(super) fn take(&mut self) -> Vec<Remark> {
        std::mem::take(&mut self.remarks)
    }
}
