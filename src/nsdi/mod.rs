//! `NonSemantic.Shader.DebugInfo.100`: the instruction set (generated from the grammar), the
//! enumerations its operands use (spec values), and the writer that turns
//! `(DebugOp, operand ids)` into `OpExtInst` / `OpExtInstWithForwardRefsKHR`.
//!
//! Knows nothing of LLVM or of the backend; the debug handler (`src/debug`) decides *what* to
//! emit, this module decides *how*: every operand is an id (numbers are `OpConstant`s, text is
//! `OpString`s, both interned once per module by the [`DebugTarget`], e.g. a
//! [`SpirvModule`](crate::backend::spirv::SpirvModule)), and an instruction that names an id not
//! yet defined becomes `OpExtInstWithForwardRefsKHR`.
//!
//! The small modules ([`flags`], [`encoding`], [`operation`], ...) hold the spec values NSDI
//! operands carry as `OpConstant`s, under short names; the generated enums and the
//! [`debug_info_flags`] / [`build_identifier_flags`] modules hold the same values under the
//! grammar's names.
//!
//! # Example
//!
//! The opcode and operand tables:
//!
//! ```
//! use nsdi::nsdi::{DebugOp, Quantifier, max_operand_count, min_operand_count};
//!
//! let op = DebugOp::from_u32(103).unwrap();
//! assert_eq!(op, DebugOp::DebugLine);
//! let names: Vec<&str> = op.operands().iter().map(|o| o.name).collect();
//! assert_eq!(names, ["Source", "Line Start", "Line End", "Column Start", "Column End"]);
//!
//! // DebugSource's text is optional, DebugTypeComposite's members variadic.
//! assert_eq!(DebugOp::DebugSource.operands()[1].quantifier, Quantifier::Optional);
//! assert_eq!(min_operand_count(DebugOp::DebugSource), 1);
//! assert_eq!(max_operand_count(DebugOp::DebugSource), Some(2));
//! assert_eq!(max_operand_count(DebugOp::DebugTypeComposite), None);
//! ```

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

/// DebugInfoFlags (spec values): the `Flags` operand of types, members, functions and
/// variables. The access values are not LLVM's: NSDI says protected = 1, private = 2 where
/// LLVM's `DIFlags` say private = 1, protected = 2.
pub mod flags {
    /// No flag.
    pub const NONE: u32 = 0;
    /// `protected` member (access value).
    pub const IS_PROTECTED: u32 = 0x01;
    /// `private` member (access value).
    pub const IS_PRIVATE: u32 = 0x02;
    /// `public` member (access value: both access bits).
    pub const IS_PUBLIC: u32 = 0x03;
    /// Local to its compilation unit (`static` linkage).
    pub const IS_LOCAL: u32 = 0x04;
    /// A definition, not a declaration.
    pub const IS_DEFINITION: u32 = 0x08;
    /// A forward declaration (incomplete type).
    pub const FWD_DECL: u32 = 0x10;
    /// Compiler-generated.
    pub const ARTIFICIAL: u32 = 0x20;
    /// An `explicit` constructor or conversion.
    pub const EXPLICIT: u32 = 0x40;
    /// A function with a prototype.
    pub const PROTOTYPED: u32 = 0x80;
    /// The `this` parameter.
    pub const OBJECT_POINTER: u32 = 0x100;
    /// A static data member.
    pub const STATIC_MEMBER: u32 = 0x200;
    /// The variable's location holds its address, not its value.
    pub const INDIRECT_VARIABLE: u32 = 0x400;
    /// A `&`-qualified method.
    pub const LVALUE_REFERENCE: u32 = 0x800;
    /// A `&&`-qualified method.
    pub const RVALUE_REFERENCE: u32 = 0x1000;
    /// Compiled with optimization.
    pub const IS_OPTIMIZED: u32 = 0x2000;
    /// A scoped enumeration (`enum class`).
    pub const IS_ENUM_CLASS: u32 = 0x4000;
    /// The type is passed by value (C++ ABI).
    pub const TYPE_PASS_BY_VALUE: u32 = 0x8000;
    /// The type is passed by reference (C++ ABI).
    pub const TYPE_PASS_BY_REFERENCE: u32 = 0x10000;
    /// The type has no known memory layout (e.g. an opaque resource).
    pub const UNKNOWN_PHYSICAL_LAYOUT: u32 = 0x20000;
}

/// DebugBaseTypeAttributeEncoding: DebugTypeBasic's `Encoding` operand (DWARF's `DW_ATE_*`,
/// reduced).
pub mod encoding {
    /// No encoding (placeholders, `void`).
    pub const UNSPECIFIED: u32 = 0;
    /// An address (`DW_ATE_address`).
    pub const ADDRESS: u32 = 1;
    /// A boolean.
    pub const BOOLEAN: u32 = 2;
    /// Floating point.
    pub const FLOAT: u32 = 3;
    /// Signed integer.
    pub const SIGNED: u32 = 4;
    /// Signed character.
    pub const SIGNED_CHAR: u32 = 5;
    /// Unsigned integer.
    pub const UNSIGNED: u32 = 6;
    /// Unsigned character.
    pub const UNSIGNED_CHAR: u32 = 7;
}

/// DebugCompositeType: DebugTypeComposite's `Tag` operand.
pub mod composite {
    /// `class`.
    pub const CLASS: u32 = 0;
    /// `struct`.
    pub const STRUCTURE: u32 = 1;
    /// `union`.
    pub const UNION: u32 = 2;
}

/// DebugTypeQualifier: DebugTypeQualifier's `Type Qualifier` operand.
pub mod qualifier {
    /// `const`.
    pub const CONST: u32 = 0;
    /// `volatile`.
    pub const VOLATILE: u32 = 1;
    /// `restrict`.
    pub const RESTRICT: u32 = 2;
    /// `_Atomic`.
    pub const ATOMIC: u32 = 3;
}

/// DebugOperation opcodes, with how many operands each takes: the DWARF operations NSDI can
/// express in a DebugExpression.
pub mod operation {
    /// `DW_OP_deref`: replace the address on top of the stack by the value there.
    pub const DEREF: u32 = 0;
    /// `DW_OP_plus`.
    pub const PLUS: u32 = 1;
    /// `DW_OP_minus`.
    pub const MINUS: u32 = 2;
    /// `DW_OP_plus_uconst`: add a constant (one operand).
    pub const PLUS_UCONST: u32 = 3;
    /// `DW_OP_bit_piece`: a bit range of the value (two operands).
    pub const BIT_PIECE: u32 = 4;
    /// `DW_OP_swap`.
    pub const SWAP: u32 = 5;
    /// `DW_OP_xderef`: dereference in an address space (clang's OpenCL pointers).
    pub const XDEREF: u32 = 6;
    /// `DW_OP_stack_value`: the top of stack is the value, not its address.
    pub const STACK_VALUE: u32 = 7;
    /// `DW_OP_constu`: push a constant (one operand).
    pub const CONSTU: u32 = 8;
    /// `DW_OP_LLVM_fragment`: the expression describes bits `offset, size` of the variable
    /// (two operands).
    pub const FRAGMENT: u32 = 9;

    /// How many operands (ids of `OpConstant`s) follow the opcode in a DebugOperation; `None`
    /// for an unknown opcode.
    pub fn operand_count(op: u32) -> Option<usize> {
        Some(match op {
            DEREF | PLUS | MINUS | SWAP | XDEREF | STACK_VALUE => 0,
            PLUS_UCONST | CONSTU => 1,
            BIT_PIECE | FRAGMENT => 2,
            _ => return None,
        })
    }

    /// The spec name of an opcode (`PlusUconst`); `None` for an unknown one.
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

/// DebugImportedEntity: DebugImportedEntity's `Tag` operand.
pub mod imported {
    /// A using-directive or imported module (`DW_TAG_imported_module`).
    pub const MODULE: u32 = 0;
    /// A using-declaration (`DW_TAG_imported_declaration`).
    pub const DECLARATION: u32 = 1;
}

/// BuildIdentifierFlags: DebugBuildIdentifier's `Flags` operand.
pub mod build_identifier {
    /// The identifier may be shared by other modules (not a unique hash).
    pub const POSSIBLE_DUPLICATES: u32 = 0x01;
}

/// SPIR-V SourceLanguage values DebugCompilationUnit uses.
pub mod language {
    /// No SPIR-V language fits the `DW_LANG_*`.
    pub const UNKNOWN: u32 = 0;
    /// OpenGL ES Shading Language.
    pub const ESSL: u32 = 1;
    /// OpenGL Shading Language.
    pub const GLSL: u32 = 2;
    /// OpenCL C.
    pub const OPENCL_C: u32 = 3;
    /// OpenCL C++.
    pub const OPENCL_CPP: u32 = 4;
    /// HLSL.
    pub const HLSL: u32 = 5;
    /// C++ for OpenCL.
    pub const CPP_FOR_OPENCL: u32 = 6;
    /// SYCL.
    pub const SYCL: u32 = 7;
    /// Zig.
    pub const ZIG: u32 = 12;
    /// Rust.
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
///
/// It builds instructions; placing them (module scope or in a block) is the caller's. An
/// instruction naming a reserved-but-unwritten id becomes `OpExtInstWithForwardRefsKHR`, which
/// needs [`FORWARD_REFS_EXTENSION`]: the caller declares it when [`forward_ref_count`] is not 0.
///
/// [`forward_ref_count`]: NsdiWriter::forward_ref_count
///
/// # Example
///
/// A compile unit in a module of its own, read back with the round-trip reader:
///
/// ```
/// use nsdi::backend::spirv::SpirvModule;
/// use nsdi::nsdi::{DebugOp, NSDI_VERSION, NsdiWriter, language};
///
/// let mut spv = SpirvModule::new();
/// let mut w = NsdiWriter::new(&mut spv, false);
///
/// let name = spv.string("/src/k.cl");
/// let source = spv.id();
/// spv.module_nonsemantic.push(w.instruction(DebugOp::DebugSource, source, &[name]));
/// let operands = [
///     spv.const_u32(NSDI_VERSION),
///     spv.const_u32(5), // DWARF version
///     source,
///     spv.const_u32(language::OPENCL_C),
/// ];
/// let unit = spv.id();
/// spv.module_nonsemantic.push(w.instruction(DebugOp::DebugCompilationUnit, unit, &operands));
///
/// let view = nsdi::roundtrip::read(&spv.assemble()).unwrap();
/// let cu = view.all(DebugOp::DebugCompilationUnit).next().unwrap();
/// assert_eq!(view.constant(cu.at(0)), Some(100));
/// assert_eq!(view.string(view.inst(cu.at(2)).unwrap().at(0)), Some("/src/k.cl"));
/// assert!(!cu.forward);
/// ```
pub struct NsdiWriter {
    /// The `OpExtInstImport` id of the set: operand 1 of every NSDI instruction.
    pub set: Word,
    /// `OpTypeVoid`: the result type of every NSDI instruction.
    pub void_type: Word,
    pending: HashSet<Word>,
    /// Whether an operand may name a pending id ([`FORWARD_REFS_EXTENSION`] is allowed);
    /// without it, [`NsdiWriter::instruction`] panics on one.
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

    /// Builds the instruction; `result` is a reserved id or a fresh one, and is no longer
    /// pending afterwards. `operands` are the ids after the instruction number, in the order of
    /// [`DebugOp::operands`].
    ///
    /// # Panics
    /// When an operand is pending and forward references are not allowed (a handler bug):
    /// callers apply the documented fallback before.
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
