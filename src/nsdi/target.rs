//! Where NSDI instructions go: the small interface between whoever decides what to emit (the
//! emitter in `src/debug`) and whatever writes the SPIR-V module.
//!
//! The emitter needs only fresh ids, interned `OpString`s and 32-bit constants, the `void`
//! type, the extended-instruction import, and two places to append: the module-scope
//! non-semantic section and the current block. The backend's printer implements
//! [`DebugTarget`] (in `src/backend/debug_target.rs`); any rspirv-based producer gets an
//! implementation with [`BuilderTarget`], which wraps an [`rspirv::dr::Builder`].

use std::collections::HashMap;

use rspirv::dr::{Builder, InsertPoint, Instruction, Operand};
use rspirv::spirv::{Capability, Op, Word};

/// What the DI lowering needs from a SPIR-V module under construction.
///
/// Constants, strings and types must be interned by the implementation: NSDI names the same
/// line numbers and strings thousands of times, and SPIR-V forbids declaring a non-aggregate
/// type twice.
pub trait DebugTarget {
    /// A new result id.
    fn fresh_id(&mut self) -> Word;
    /// The id of an `OpString` with this text (one per distinct text).
    fn string(&mut self, text: &str) -> Word;
    /// The id of a 32-bit unsigned integer `OpConstant` (NSDI's line, column, flag operands).
    fn const_u32(&mut self, value: u32) -> Word;
    /// The id of a 64-bit unsigned integer `OpConstant`, for array counts beyond `u32`; declares
    /// the `Int64` capability.
    fn const_u64(&mut self, value: u64) -> Word;
    /// The id of an `OpConstantTrue`/`OpConstantFalse`.
    fn const_bool(&mut self, value: bool) -> Word;
    /// The id of `OpTypeVoid`, the result type of every NSDI instruction.
    fn void_type(&mut self) -> Word;
    /// Declares an `OpExtension` (once).
    fn extension(&mut self, name: &str);
    /// The id of the `OpExtInstImport` of an instruction set (once per set).
    fn ext_import(&mut self, set: &str) -> Word;
    /// Attaches an `OpName`; producers that do not name values may ignore it.
    fn name(&mut self, target: Word, name: &str);
    /// Appends to the module-scope section, after every type, constant and global variable
    /// written so far.
    fn emit_module_scope(&mut self, inst: Instruction);
    /// Appends to the current block at the producer's current position.
    fn emit_in_block(&mut self, inst: Instruction);
    /// [`emit_in_block`](Self::emit_in_block) for an NSDI instruction given in parts, which a
    /// target that stores SPIR-V words can encode without an rspirv [`Instruction`] (an
    /// operand vector for each of the thousands of line-table entries). The default builds the
    /// instruction.
    fn emit_ext_inst_in_block(&mut self, inst: ExtInst<'_>) {
        self.emit_in_block(inst.to_instruction());
    }
}

/// An `OpExtInst` (or `OpExtInstWithForwardRefsKHR`) in parts: what
/// [`NsdiWriter::write_parts`](super::NsdiWriter::write_parts) decides, before anything is
/// allocated for it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ExtInst<'a> {
    /// `OpExtInst` or `OpExtInstWithForwardRefsKHR`.
    pub opcode: Op,
    /// The result type (`OpTypeVoid` for NSDI).
    pub result_type: Word,
    /// The result id.
    pub result: Word,
    /// The `OpExtInstImport` of the set.
    pub set: Word,
    /// The instruction number within the set.
    pub instruction: u32,
    /// The operand ids after the instruction number.
    pub operands: &'a [Word],
}

impl ExtInst<'_> {
    /// The words the instruction encodes to: the word count/opcode, result type, result, set
    /// and instruction number, then the operands.
    pub fn word_count(&self) -> usize {
        5 + self.operands.len()
    }

    /// The same instruction as an rspirv [`Instruction`].
    pub fn to_instruction(&self) -> Instruction {
        let mut operands = Vec::with_capacity(self.operands.len() + 2);
        operands.push(Operand::IdRef(self.set));
        operands.push(Operand::LiteralExtInstInteger(self.instruction));
        operands.extend(self.operands.iter().map(|&o| Operand::IdRef(o)));
        Instruction::new(
            self.opcode,
            Some(self.result_type),
            Some(self.result),
            operands,
        )
    }

    /// Appends the encoded instruction to `words`; `None` (nothing appended) when it is over
    /// SPIR-V's 65,535-word instruction limit, whose word count would not fit its 16 bits.
    pub fn encode_into(&self, words: &mut Vec<Word>) -> Option<()> {
        let count = u16::try_from(self.word_count()).ok()?;
        words.extend_from_slice(&[
            (u32::from(count) << 16) | self.opcode as u32,
            self.result_type,
            self.result,
            self.set,
            self.instruction,
        ]);
        words.extend_from_slice(self.operands);
        Some(())
    }
}

/// [`DebugTarget`] for a producer that writes its module with an [`rspirv::dr::Builder`].
///
/// Strings, constants and the `void` type are interned here (rspirv's builder appends a new
/// `OpString` or `OpConstant` on every call). Types the producer declared before wrapping its
/// builder are found and reused, so the module keeps one `OpTypeVoid` and one `OpTypeInt 32 0`.
/// Block appends go to the end of the builder's selected block.
///
/// ```
/// use nsdi::nsdi::{BuilderTarget, DebugTarget};
/// let mut builder = rspirv::dr::Builder::new();
/// let void = builder.type_void();
/// let mut target = BuilderTarget::new(&mut builder);
/// assert_eq!(target.void_type(), void);
/// let line = target.const_u32(12);
/// assert_eq!(target.const_u32(12), line);
/// ```
pub struct BuilderTarget<'b> {
    builder: &'b mut Builder,
    strings: HashMap<String, Word>,
    constants: HashMap<(Word, u64), Word>,
    bools: [Option<Word>; 2],
    imports: HashMap<String, Word>,
    /// `OpType*` ids by key: rspirv finds an existing type by scanning the whole section.
    types: HashMap<&'static str, Word>,
}

impl<'b> BuilderTarget<'b> {
    /// Wraps a builder; existing `OpString`s, integer constants and extended-instruction
    /// imports are indexed so they are reused.
    pub fn new(builder: &'b mut Builder) -> Self {
        let mut strings = HashMap::new();
        let mut imports = HashMap::new();
        let module = builder.module_ref();
        for inst in &module.debug_string_source {
            if let (Op::String, Some(id), Some(Operand::LiteralString(s))) =
                (inst.class.opcode, inst.result_id, inst.operands.first())
            {
                strings.entry(s.clone()).or_insert(id);
            }
        }
        for inst in &module.ext_inst_imports {
            if let (Some(id), Some(Operand::LiteralString(s))) =
                (inst.result_id, inst.operands.first())
            {
                imports.entry(s.clone()).or_insert(id);
            }
        }
        BuilderTarget {
            builder,
            strings,
            constants: HashMap::new(),
            bools: [None, None],
            imports,
            types: HashMap::new(),
        }
    }

    /// The wrapped builder, for the producer's own instructions between debug calls.
    pub fn builder(&mut self) -> &mut Builder {
        self.builder
    }

    /// A type by key, declared through rspirv (which reuses the producer's declaration).
    fn cached_type(&mut self, key: &'static str, declare: fn(&mut Builder) -> Word) -> Word {
        if let Some(&id) = self.types.get(key) {
            return id;
        }
        let id = declare(self.builder);
        self.types.insert(key, id);
        id
    }

    fn int_constant(&mut self, width: u32, value: u64) -> Word {
        let ty = if width == 64 {
            self.cached_type("u64", |b| b.type_int(64, 0))
        } else {
            self.cached_type("u32", |b| b.type_int(32, 0))
        };
        if let Some(&id) = self.constants.get(&(ty, value)) {
            return id;
        }
        let id = if width == 64 {
            self.builder.capability(Capability::Int64);
            self.builder.constant_bit64(ty, value)
        } else {
            self.builder.constant_bit32(ty, value as u32)
        };
        self.constants.insert((ty, value), id);
        id
    }
}

impl DebugTarget for BuilderTarget<'_> {
    fn fresh_id(&mut self) -> Word {
        self.builder.id()
    }
    fn string(&mut self, text: &str) -> Word {
        if let Some(&id) = self.strings.get(text) {
            return id;
        }
        let id = self.builder.string(text);
        self.strings.insert(text.to_owned(), id);
        id
    }
    fn const_u32(&mut self, value: u32) -> Word {
        self.int_constant(32, u64::from(value))
    }
    fn const_u64(&mut self, value: u64) -> Word {
        self.int_constant(64, value)
    }
    fn const_bool(&mut self, value: bool) -> Word {
        if let Some(id) = self.bools[usize::from(value)] {
            return id;
        }
        let ty = self.cached_type("bool", Builder::type_bool);
        let id = if value {
            self.builder.constant_true(ty)
        } else {
            self.builder.constant_false(ty)
        };
        self.bools[usize::from(value)] = Some(id);
        id
    }
    fn void_type(&mut self) -> Word {
        self.cached_type("void", Builder::type_void)
    }
    fn extension(&mut self, name: &str) {
        let declared =
            self.builder.module_ref().extensions.iter().any(
                |e| matches!(e.operands.first(), Some(Operand::LiteralString(s)) if s == name),
            );
        if !declared {
            self.builder.extension(name);
        }
    }
    fn ext_import(&mut self, set: &str) -> Word {
        if let Some(&id) = self.imports.get(set) {
            return id;
        }
        let id = self.builder.ext_inst_import(set);
        self.imports.insert(set.to_owned(), id);
        id
    }
    fn name(&mut self, target: Word, name: &str) {
        self.builder.name(target, name);
    }
    fn emit_module_scope(&mut self, inst: Instruction) {
        self.builder.module_mut().types_global_values.push(inst);
    }
    fn emit_in_block(&mut self, inst: Instruction) {
        // Fails only without a selected block: a producer bug the hooks' contract excludes.
        self.builder
            .insert_into_block(InsertPoint::End, inst)
            .expect("invariant: producers call block-scope debug hooks inside a block");
    }
}
