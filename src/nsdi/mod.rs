//! `NonSemantic.Shader.DebugInfo.100`: the instruction set (generated from the grammar), the
//! enumerations its operands use (spec values), and the writer that turns
//! `(DebugOp, operand ids)` into `OpExtInst` / `OpExtInstWithForwardRefsKHR`.
//!
//! Knows nothing of LLVM or of the backend; the debug handler (`src/debug`) decides *what* to
//! emit, this module decides *how*: every operand is an id (numbers are `OpConstant`s, text is
//! `OpString`s, both interned once per module by [`SpirvModule`](crate::backend::spirv::SpirvModule)), and an instruction that names
//! an id not yet defined becomes `OpExtInstWithForwardRefsKHR`.

mod generated;

pub use generated::*;

use std::collections::HashSet;

use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::{Op, Word};

use crate::backend::spirv::inst;
use crate::debug::DebugTarget;

/// Name of the extended instruction set.
pub const SET_NAME: &str = "NonSemantic.Shader.DebugInfo.100";
/// `Version` operand of DebugCompilationUnit.
pub const NSDI_VERSION: u32 = 100;
/// Extension that allows forward references in non-semantic instructions.
pub const FORWARD_REFS_EXTENSION: &str = "SPV_KHR_relaxed_extended_instruction";

/// DebugInfoFlags (spec values).
pub mod flags {
    pub const NONE: u32 = 0;
    pub const IS_PROTECTED: u32 = 0x01;
    pub const IS_PRIVATE: u32 = 0x02;
    pub const IS_PUBLIC: u32 = 0x03;
    pub const IS_LOCAL: u32 = 0x04;
    pub const IS_DEFINITION: u32 = 0x08;
    pub const FWD_DECL: u32 = 0x10;
    pub const ARTIFICIAL: u32 = 0x20;
    pub const EXPLICIT: u32 = 0x40;
    pub const PROTOTYPED: u32 = 0x80;
    pub const OBJECT_POINTER: u32 = 0x100;
    pub const STATIC_MEMBER: u32 = 0x200;
    pub const INDIRECT_VARIABLE: u32 = 0x400;
    pub const LVALUE_REFERENCE: u32 = 0x800;
    pub const RVALUE_REFERENCE: u32 = 0x1000;
    pub const IS_OPTIMIZED: u32 = 0x2000;
    pub const IS_ENUM_CLASS: u32 = 0x4000;
    pub const TYPE_PASS_BY_VALUE: u32 = 0x8000;
    pub const TYPE_PASS_BY_REFERENCE: u32 = 0x10000;
    pub const UNKNOWN_PHYSICAL_LAYOUT: u32 = 0x20000;
}

/// DebugBaseTypeAttributeEncoding.
pub mod encoding {
    pub const UNSPECIFIED: u32 = 0;
    pub const ADDRESS: u32 = 1;
    pub const BOOLEAN: u32 = 2;
    pub const FLOAT: u32 = 3;
    pub const SIGNED: u32 = 4;
    pub const SIGNED_CHAR: u32 = 5;
    pub const UNSIGNED: u32 = 6;
    pub const UNSIGNED_CHAR: u32 = 7;
}

/// DebugCompositeType.
pub mod composite {
    pub const CLASS: u32 = 0;
    pub const STRUCTURE: u32 = 1;
    pub const UNION: u32 = 2;
}

/// DebugTypeQualifier.
pub mod qualifier {
    pub const CONST: u32 = 0;
    pub const VOLATILE: u32 = 1;
    pub const RESTRICT: u32 = 2;
    pub const ATOMIC: u32 = 3;
}

/// DebugOperation opcodes, with how many operands each takes.
pub mod operation {
    pub const DEREF: u32 = 0;
    pub const PLUS: u32 = 1;
    pub const MINUS: u32 = 2;
    pub const PLUS_UCONST: u32 = 3;
    pub const BIT_PIECE: u32 = 4;
    pub const SWAP: u32 = 5;
    pub const XDEREF: u32 = 6;
    pub const STACK_VALUE: u32 = 7;
    pub const CONSTU: u32 = 8;
    pub const FRAGMENT: u32 = 9;

    pub fn operand_count(op: u32) -> Option<usize> {
        Some(match op {
            DEREF | PLUS | MINUS | SWAP | XDEREF | STACK_VALUE => 0,
            PLUS_UCONST | CONSTU => 1,
            BIT_PIECE | FRAGMENT => 2,
            _ => return None,
        })
    }

    pub fn name(op: u32) -> Option<&'static str> {
        Some(match op {
            DEREF => "Deref",
            PLUS => "Plus",
            MINUS => "Minus",
            PLUS_UCONST => "PlusUconst",
            BIT_PIECE => "BitPiece",
            SWAP => "Swap",
            XDEREF => "Xderef",
            STACK_VALUE => "StackValue",
            CONSTU => "Constu",
            FRAGMENT => "Fragment",
            _ => return None,
        })
    }
}

/// DebugImportedEntity.
pub mod imported {
    pub const MODULE: u32 = 0;
    pub const DECLARATION: u32 = 1;
}

/// BuildIdentifierFlags.
pub mod build_identifier {
    pub const POSSIBLE_DUPLICATES: u32 = 0x01;
}

/// SPIR-V SourceLanguage values DebugCompilationUnit uses.
pub mod language {
    pub const UNKNOWN: u32 = 0;
    pub const ESSL: u32 = 1;
    pub const GLSL: u32 = 2;
    pub const OPENCL_C: u32 = 3;
    pub const OPENCL_CPP: u32 = 4;
    pub const HLSL: u32 = 5;
    pub const CPP_FOR_OPENCL: u32 = 6;
    pub const SYCL: u32 = 7;
    pub const ZIG: u32 = 12;
    pub const RUST: u32 = 13;
}

/// Bytes of string literal one instruction can carry: 65535 words, less the opcode word, the
/// result id (OpString) and the terminating NUL.
pub const MAX_STRING_BYTES: usize = (0xffff - 2) * 4 - 1;

/// Splits `text` into pieces of at most `max` bytes, each ending on a UTF-8 boundary.
pub fn split_utf8(text: &str, max: usize) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut rest = text;
    while rest.len() > max {
        let mut cut = max;
        while !rest.is_char_boundary(cut) {
            cut -= 1;
        }
        pieces.push(&rest[..cut]);
        rest = &rest[cut..];
    }
    pieces.push(rest);
    pieces
}

/// Writes NSDI instructions and tracks ids that are reserved but not yet defined.
pub struct NsdiWriter {
    pub set: Word,
    pub void_type: Word,
    pending: HashSet<Word>,
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

    pub fn is_pending(&self, id: Word) -> bool {
        self.pending.contains(&id)
    }

    /// Builds the instruction; `result` is a reserved id or a fresh one. Panics (a handler bug)
    /// when an operand is pending and forward references are not allowed: callers apply the
    /// documented fallback before.
    pub fn instruction(&mut self, op: DebugOp, result: Word, operands: &[Word]) -> Instruction {
        self.pending.remove(&result);
        let forward = operands.iter().any(|o| self.pending.contains(o));
        let opcode = if forward {
            assert!(
                self.forward_refs_allowed,
                "invariant: {op:?} names a pending id without forward references allowed"
            );
            self.forward_ref_count += 1;
            Op::ExtInstWithForwardRefsKHR
        } else {
            Op::ExtInst
        };
        let mut ops = Vec::with_capacity(operands.len() + 2);
        ops.push(Operand::IdRef(self.set));
        ops.push(Operand::LiteralExtInstInteger(op as u32));
        ops.extend(operands.iter().map(|o| Operand::IdRef(*o)));
        inst(opcode, Some(self.void_type), Some(result), ops)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::spirv::SpirvModule;

    #[test]
    fn splits_on_utf8_boundaries() {
        let text = "aé€𝄞".repeat(3);
        for max in 1..12 {
            let pieces = split_utf8(&text, max.max(4));
            assert_eq!(pieces.concat(), text);
            assert!(pieces.iter().all(|p| p.len() <= max.max(4)));
        }
    }

    #[test]
    fn forward_reference_only_when_an_operand_is_pending() {
        let mut spv = SpirvModule::new();
        let mut w = NsdiWriter::new(&mut spv, true);
        let later = w.reserve(&mut spv);
        let now = spv.id();
        let i = w.instruction(DebugOp::DebugTypePointer, now, &[later, 1, 2]);
        assert_eq!(i.class.opcode, Op::ExtInstWithForwardRefsKHR);
        let j = w.instruction(DebugOp::DebugTypeComposite, later, &[now]);
        assert_eq!(j.class.opcode, Op::ExtInst);
        let k = w.instruction(DebugOp::DebugTypePointer, spv.id(), &[later]);
        assert_eq!(k.class.opcode, Op::ExtInst);
        assert_eq!(w.forward_ref_count, 1);
    }
}
