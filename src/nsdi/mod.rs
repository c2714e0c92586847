//! The instruction layer: `NonSemantic.Shader.DebugInfo.100` instructions as typed values, and
//! the writer that turns them into `OpExtInst` / `OpExtInstWithForwardRefsKHR`.
//!
//! The emitter (`src/debug`) decides *what* to emit; this layer decides *how*, and knows nothing
//! of LLVM, the backend or the emitter (a test keeps it so). Every operand is an id: numbers are
//! `OpConstant`s, text is `OpString`s, both interned once per module by the [`DebugTarget`].
//!
//! What is where:
//!
//! - [`ids`]: typed ids ([`StringId`], [`ConstId`], [`TypeId`], [`ScopeId`], ...) and
//!   [`IdKind`], which names the same kinds at run time.
//! - [`build`] (generated): a constructor struct per instruction, fields typed and named after
//!   the grammar's operands; [`NsdiWriter::write`] encodes one.
//! - [`view`] (generated): a view per instruction over its operand words, with an accessor per
//!   operand; [`view::AnyInstruction`] reads any of them for a `match`. A word list that does
//!   not have the grammar's shape is a [`ParseError`].
//! - The opcode and operand tables (generated): [`DebugOp`], [`DebugOp::operands`] with each
//!   operand's [`IdKind`], [`min_operand_count`] / [`max_operand_count`], and the grammar's
//!   enumerations. `tools/gen-nsdi.py` writes them, `build` and `view` from the grammar JSON
//!   and its one table of operand id kinds.
//! - `operands.rs`: the hand-written half of constructors and views (optional, variadic and
//!   pair operands, the shape check, [`IdList`] / [`PairList`]).
//! - [`mapping`]: mapping rules both the emitter and the round-trip checker apply (the matrix
//!   rule).
//! - [`NsdiWriter`]: ids reserved but not yet written, and so which instruction needs the
//!   forward-reference opcode.
//! - [`target`]: [`DebugTarget`], where instructions go (fresh ids, interned strings and
//!   constants, module-scope and block appends), and [`BuilderTarget`] for an rspirv `Builder`.
//!   The printer's implementation lives in the backend, which may name this layer.
//! - Here: the spec values under short names ([`flags`], [`encoding`], [`operation`], ...; the
//!   generated enums and the [`debug_info_flags`] / [`build_identifier_flags`] modules hold the
//!   same values under the grammar's names) and string splitting for `DebugSourceContinued`.
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
//!
//! A constructor's words read back through a view, and a `match` over any instruction:
//!
//! ```
//! use nsdi::nsdi::view::AnyInstruction;
//! use nsdi::nsdi::{ConstId, DebugOp, NsdiInstruction, SourceId, build, view};
//!
//! let number = ConstId::from_word;
//! let line = build::DebugLine {
//!     source: SourceId::from_word(7),
//!     line_start: number(12),
//!     line_end: number(12),
//!     column_start: number(3),
//!     column_end: number(9),
//! };
//! let words = line.operand_words();
//! assert_eq!(words, [7, 12, 12, 3, 9]);
//!
//! let read = view::DebugLine::parse(DebugOp::DebugLine, &words).unwrap();
//! assert_eq!(read.source(), SourceId::from_word(7));
//! match AnyInstruction::parse(DebugOp::DebugLine, &words).unwrap() {
//!     AnyInstruction::DebugLine(l) => assert_eq!(l.column_end(), number(9)),
//!     other => panic!("read as {:?}", other.op()),
//! }
//! let short = view::DebugLine::parse(DebugOp::DebugLine, &words[..3]).unwrap_err();
//! assert_eq!(short.to_string(), "DebugLine has 3 operands, expects 5");
//! ```

mod generated;
pub mod ids;
pub mod mapping;
mod operands;
pub mod target;
mod writer;

pub use generated::*;
pub use ids::{
    ConstId, ExpressionId, FunctionId, Id, IdKind, InlinedAtId, LocalVariableId, ScopeId, SourceId,
    StringId, TypeId, TypedId,
};
pub use operands::{IdList, NsdiInstruction, NsdiView, Operands, PairList, ParseError};
pub use target::{BuilderTarget, DebugTarget, ExtInst};
pub use writer::NsdiWriter;

/// Name of the extended instruction set.
pub const SET_NAME: &str = "NonSemantic.Shader.DebugInfo.100";
/// `Version` operand of DebugCompilationUnit.
pub const NSDI_VERSION: u32 = 100;
/// Extension that allows forward references in non-semantic instructions.
pub const FORWARD_REFS_EXTENSION: &str = "SPV_KHR_relaxed_extended_instruction";

/// DebugInfoFlags under short names: aliases of the generated [`debug_info_flags`] (the
/// `Flags` operand of types, members, functions and variables). The access values are not
/// LLVM's: NSDI says protected = 1, private = 2 where LLVM's `DIFlags` say private = 1,
/// protected = 2.
pub mod flags {
    use super::debug_info_flags as spec;

    /// No flag.
    pub const NONE: u32 = spec::NONE;
    /// `protected` member (access value).
    pub const IS_PROTECTED: u32 = spec::FLAG_IS_PROTECTED;
    /// `private` member (access value).
    pub const IS_PRIVATE: u32 = spec::FLAG_IS_PRIVATE;
    /// `public` member (access value: both access bits).
    pub const IS_PUBLIC: u32 = spec::FLAG_IS_PUBLIC;
    /// Local to its compilation unit (`static` linkage).
    pub const IS_LOCAL: u32 = spec::FLAG_IS_LOCAL;
    /// A definition, not a declaration.
    pub const IS_DEFINITION: u32 = spec::FLAG_IS_DEFINITION;
    /// A forward declaration (incomplete type).
    pub const FWD_DECL: u32 = spec::FLAG_FWD_DECL;
    /// Compiler-generated.
    pub const ARTIFICIAL: u32 = spec::FLAG_ARTIFICIAL;
    /// An `explicit` constructor or conversion.
    pub const EXPLICIT: u32 = spec::FLAG_EXPLICIT;
    /// A function with a prototype.
    pub const PROTOTYPED: u32 = spec::FLAG_PROTOTYPED;
    /// The `this` parameter.
    pub const OBJECT_POINTER: u32 = spec::FLAG_OBJECT_POINTER;
    /// A static data member.
    pub const STATIC_MEMBER: u32 = spec::FLAG_STATIC_MEMBER;
    /// The variable's location holds its address, not its value.
    pub const INDIRECT_VARIABLE: u32 = spec::FLAG_INDIRECT_VARIABLE;
    /// A `&`-qualified method.
    pub const LVALUE_REFERENCE: u32 = spec::FLAG_L_VALUE_REFERENCE;
    /// A `&&`-qualified method.
    pub const RVALUE_REFERENCE: u32 = spec::FLAG_R_VALUE_REFERENCE;
    /// Compiled with optimization.
    pub const IS_OPTIMIZED: u32 = spec::FLAG_IS_OPTIMIZED;
    /// A scoped enumeration (`enum class`).
    pub const IS_ENUM_CLASS: u32 = spec::FLAG_IS_ENUM_CLASS;
    /// The type is passed by value (C++ ABI).
    pub const TYPE_PASS_BY_VALUE: u32 = spec::FLAG_TYPE_PASS_BY_VALUE;
    /// The type is passed by reference (C++ ABI).
    pub const TYPE_PASS_BY_REFERENCE: u32 = spec::FLAG_TYPE_PASS_BY_REFERENCE;
    /// The type has no known memory layout (e.g. an opaque resource).
    pub const UNKNOWN_PHYSICAL_LAYOUT: u32 = spec::FLAG_UNKNOWN_PHYSICAL_LAYOUT;
}

/// DebugBaseTypeAttributeEncoding under short names (aliases of the generated
/// [`DebugBaseTypeAttributeEncoding`]): DebugTypeBasic's `Encoding` operand (DWARF's
/// `DW_ATE_*`, reduced).
pub mod encoding {
    use super::DebugBaseTypeAttributeEncoding as E;

    /// No encoding (placeholders, `void`).
    pub const UNSPECIFIED: u32 = E::Unspecified.as_u32();
    /// An address (`DW_ATE_address`).
    pub const ADDRESS: u32 = E::Address.as_u32();
    /// A boolean.
    pub const BOOLEAN: u32 = E::Boolean.as_u32();
    /// Floating point.
    pub const FLOAT: u32 = E::Float.as_u32();
    /// Signed integer.
    pub const SIGNED: u32 = E::Signed.as_u32();
    /// Signed character.
    pub const SIGNED_CHAR: u32 = E::SignedChar.as_u32();
    /// Unsigned integer.
    pub const UNSIGNED: u32 = E::Unsigned.as_u32();
    /// Unsigned character.
    pub const UNSIGNED_CHAR: u32 = E::UnsignedChar.as_u32();
}

/// DebugCompositeType under short names (aliases of the generated [`DebugCompositeType`]):
/// DebugTypeComposite's `Tag` operand.
pub mod composite {
    use super::DebugCompositeType as C;

    /// `class`.
    pub const CLASS: u32 = C::Class.as_u32();
    /// `struct`.
    pub const STRUCTURE: u32 = C::Structure.as_u32();
    /// `union`.
    pub const UNION: u32 = C::Union.as_u32();
}

/// DebugTypeQualifier under short names (aliases of the generated [`DebugTypeQualifier`]):
/// DebugTypeQualifier's `Type Qualifier` operand.
pub mod qualifier {
    use super::DebugTypeQualifier as Q;

    /// `const`.
    pub const CONST: u32 = Q::ConstType.as_u32();
    /// `volatile`.
    pub const VOLATILE: u32 = Q::VolatileType.as_u32();
    /// `restrict`.
    pub const RESTRICT: u32 = Q::RestrictType.as_u32();
    /// `_Atomic`.
    pub const ATOMIC: u32 = Q::AtomicType.as_u32();
}

/// DebugOperation opcodes under short names (aliases of the generated [`DebugOperation`]),
/// with how many operands each takes: the DWARF operations NSDI can express in a
/// DebugExpression.
pub mod operation {
    use super::DebugOperation as O;

    /// `DW_OP_deref`: replace the address on top of the stack by the value there.
    pub const DEREF: u32 = O::Deref.as_u32();
    /// `DW_OP_plus`.
    pub const PLUS: u32 = O::Plus.as_u32();
    /// `DW_OP_minus`.
    pub const MINUS: u32 = O::Minus.as_u32();
    /// `DW_OP_plus_uconst`: add a constant (one operand).
    pub const PLUS_UCONST: u32 = O::PlusUconst.as_u32();
    /// `DW_OP_bit_piece`: a bit range of the value (two operands).
    pub const BIT_PIECE: u32 = O::BitPiece.as_u32();
    /// `DW_OP_swap`.
    pub const SWAP: u32 = O::Swap.as_u32();
    /// `DW_OP_xderef`: dereference in an address space (clang's OpenCL pointers).
    pub const XDEREF: u32 = O::Xderef.as_u32();
    /// `DW_OP_stack_value`: the top of stack is the value, not its address.
    pub const STACK_VALUE: u32 = O::StackValue.as_u32();
    /// `DW_OP_constu`: push a constant (one operand).
    pub const CONSTU: u32 = O::Constu.as_u32();
    /// `DW_OP_LLVM_fragment`: the expression describes bits `offset, size` of the variable
    /// (two operands).
    pub const FRAGMENT: u32 = O::Fragment.as_u32();

    /// How many operands (ids of `OpConstant`s) follow the opcode in a DebugOperation; `None`
    /// for an unknown opcode.
    pub fn operand_count(op: u32) -> Option<usize> {
        O::from_u32(op).map(|o| o.parameters().len())
    }

    /// The spec name of an opcode (`PlusUconst`); `None` for an unknown one.
    pub fn name(op: u32) -> Option<&'static str> {
        O::from_u32(op).map(O::name)
    }
}

/// DebugImportedEntity under short names (aliases of the generated [`DebugImportedEntity`]):
/// DebugImportedEntity's `Tag` operand.
pub mod imported {
    use super::DebugImportedEntity as I;

    /// A using-directive or imported module (`DW_TAG_imported_module`).
    pub const MODULE: u32 = I::ImportedModule.as_u32();
    /// A using-declaration (`DW_TAG_imported_declaration`).
    pub const DECLARATION: u32 = I::ImportedDeclaration.as_u32();
}

/// BuildIdentifierFlags under a short name (an alias of the generated
/// [`build_identifier_flags`]): DebugBuildIdentifier's `Flags` operand.
pub mod build_identifier {
    /// The identifier may be shared by other modules (not a unique hash).
    pub const POSSIBLE_DUPLICATES: u32 =
        super::build_identifier_flags::IDENTIFIER_POSSIBLE_DUPLICATES;
}

/// SPIR-V SourceLanguage values DebugCompilationUnit uses (aliases of SPIR-V's own enum: the
/// value is core SPIR-V's, not an NSDI enumeration).
pub mod language {
    use rspirv::spirv::SourceLanguage as L;

    /// No SPIR-V language fits the `DW_LANG_*`.
    pub const UNKNOWN: u32 = L::Unknown as u32;
    /// OpenGL ES Shading Language.
    pub const ESSL: u32 = L::ESSL as u32;
    /// OpenGL Shading Language.
    pub const GLSL: u32 = L::GLSL as u32;
    /// OpenCL C.
    pub const OPENCL_C: u32 = L::OpenCL_C as u32;
    /// OpenCL C++.
    pub const OPENCL_CPP: u32 = L::OpenCL_CPP as u32;
    /// HLSL.
    pub const HLSL: u32 = L::HLSL as u32;
    /// C++ for OpenCL.
    pub const CPP_FOR_OPENCL: u32 = L::CPP_for_OpenCL as u32;
    /// SYCL.
    pub const SYCL: u32 = L::SYCL as u32;
    /// Zig.
    pub const ZIG: u32 = L::Zig as u32;
    /// Rust.
    pub const RUST: u32 = L::Rust as u32;
}

/// SPIR-V's universal limit on a module's id bound (the spec's "Universal Limits"): spirv-val
/// refuses a larger bound, whatever else the module holds. Every NSDI instruction has a result
/// id, so full debug info reaches it first (about 106 ids a function of nsdi-synth's).
pub const MAX_ID_BOUND: u32 = 0x3f_ffff;

/// The most operands an NSDI `OpExtInst` holds: SPIR-V's 65,535-word instruction limit less
/// the word count/opcode, result type, result, set and instruction words.
pub const MAX_EXTINST_OPERANDS: usize = 0xffff - 5;

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_on_utf8_boundaries() {
        let text = "aé€𝄞".repeat(3);
        for max in 1..12 {
            let pieces = split_utf8(&text, max.max(4));
            assert_eq!(pieces.concat(), text);
            assert!(pieces.iter().all(|p| p.len() <= max.max(4)));
        }
    }
}
