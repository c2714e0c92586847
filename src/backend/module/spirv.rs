//! The SPIR-V module under construction: one vector per logical-layout section, an id allocator,
//! and interning of types, constants and strings, so each distinct type, `(type, value)` constant
//! and string exists once per module whoever asks for it (backend or debug handler).

use std::collections::{BTreeSet, VecDeque};

use crate::backend::LowerError;
use crate::backend::module::core_build as build;

use rustc_hash::FxHashMap as HashMap;

use rspirv::binary::Assemble;
use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::{self, AddressingModel, Capability, MemoryModel, Op, StorageClass, Word};

/// A type, keyed structurally; named structs are keyed by their LLVM type so two distinct
/// structs with the same fields stay distinct.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKey {
    /// `OpTypeVoid`.
    Void,
    /// `OpTypeBool` (LLVM `i1`).
    Bool,
    /// `OpTypeInt` of this width; always signedness 0, as the Kernel environment requires.
    Int(u32),
    /// `OpTypeFloat` of this width.
    Float(u32),
    /// `OpTypeVector`: component type id, component count.
    Vector(Word, u32),
    /// `OpTypeArray`: element type id, id of the length constant.
    Array(Word, Word),
    /// `OpTypeStruct`, keyed by the caller's identity (the LLVM type's index); made only by
    /// [`SpirvModule::struct_type`].
    Struct(u32),
    /// `OpTypePointer`: storage class, pointee type id.
    Pointer(StorageClass, Word),
    /// `OpTypeFunction`: return type id, parameter type ids.
    Function(Word, Vec<Word>),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum ConstKey {
    Scalar(Word, Vec<Word>),
    Bool(bool),
    Null(Word),
    Undef(Word),
    Composite(Word, Vec<Word>),
}

/// SPIR-V version written in the header: 1.2, the version of OpenCL 2.2, which every consumer
/// we test with (spirv-val, llvm-spirv -r) reads.
pub const SPIRV_VERSION: (u8, u8) = (1, 2);

/// A SPIR-V module under construction: its sections in logical layout order, the id bound, and
/// the interning tables.
///
/// Capabilities, extensions and `OpExtInstImport`s are sets, written once each by
/// [`assemble`](Self::assemble); the sections are appended to through the `push_*` methods,
/// which name the section. A fresh module
/// comes from [`SpirvModule::new`] (ids start at 1; `Default` would start at 0, which is not a
/// valid id).
///
/// # Example
///
/// Interning makes the same type, constant or string one id, whoever asks:
///
/// ```
/// use nsdi::backend::spirv::SpirvModule;
///
/// let mut spv = SpirvModule::new();
/// let one = spv.const_u32(1);
/// assert_eq!(spv.const_u32(1), one);
/// assert_eq!(spv.string("k.cl"), spv.string("k.cl"));
/// assert_eq!(spv.types_globals().len(), 2); // OpTypeInt 32 0, OpConstant 1
/// assert_eq!(spv.debug_strings().len(), 1); // OpString "k.cl"
///
/// let function = spv.id();
/// spv.name(function, "kernel");
/// let words = spv.assemble();
/// assert_eq!(words[0], rspirv::spirv::MAGIC_NUMBER);
/// assert_eq!(words[3], spv.bound());
/// ```
#[derive(Default)]
pub struct SpirvModule {
    next_id: Word,
    capabilities: BTreeSet<u32>,
    extensions: BTreeSet<String>,
    ext_imports: Vec<(String, Word)>,
    /// `OpEntryPoint`s (section 5).
    entry_points: Vec<Instruction>,
    /// `OpExecutionMode`s (section 6).
    execution_modes: Vec<Instruction>,
    /// OpString / OpSource (debug section 7a).
    debug_strings: Vec<Instruction>,
    /// OpName / OpMemberName (7b).
    names: Vec<Instruction>,
    /// `OpDecorate` and other annotations (section 8).
    annotations: Vec<Instruction>,
    /// Types, constants, global variables (section 9).
    types_globals: Vec<Instruction>,
    /// Module-scope non-semantic instructions, placed after every type, constant and global and
    /// before the first function.
    module_nonsemantic: Vec<Instruction>,
    /// Body-less functions (imports), which must precede every definition.
    function_declarations: Vec<Instruction>,
    /// Function definitions, from `OpFunction` to `OpFunctionEnd` (section 11), encoded as each
    /// instruction is appended; function-scope NSDI goes here, between the code.
    functions: FunctionSection,
    /// Version and memory model written by [`assemble`](Self::assemble) (the Kernel
    /// flavour's by default).
    header: Header,
    types: HashMap<TypeKey, Word>,
    constants: HashMap<ConstKey, Word>,
    /// [`const_u32`](Self::const_u32)'s answers, a subset of `constants`.
    u32_constants: HashMap<u32, Word>,
    strings: HashMap<String, Word>,
    /// Result ids of function-body instructions written only for debug info, in order
    /// ([`mark_debug_only`](Self::mark_debug_only)): without debug info the bodies are the same
    /// instructions but these.
    debug_only: Vec<Word>,
}

/// An instruction from its parts: shorthand for `rspirv::dr::Instruction::new`.
pub fn inst(
    op: Op,
    result_type: Option<Word>,
    result: Option<Word>,
    operands: Vec<Operand>,
) -> Instruction {
    Instruction::new(op, result_type, result, operands)
}

/// How many of a function's last instructions [`FunctionSection::recent`] remembers: the
/// debug handler's look-back for the conversion a debug record follows (longer would make its
/// search quadratic).
pub const RECENT_INSTRUCTIONS: usize = 64;

/// What [`FunctionSection::recent`] remembers of an instruction once its words are written.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RecentInstruction {
    /// Its opcode.
    pub opcode: Op,
    /// Its result type, if it has one.
    pub result_type: Option<Word>,
    /// Its result id, if it has one.
    pub result_id: Option<Word>,
    /// Its first operand when that is an id.
    pub first_id: Option<Word>,
}

/// The function-definition section, held as SPIR-V words.
///
/// Function bodies are most of a module's instructions: keeping each as an rspirv
/// `Instruction` (an operand vector apiece) until the end kept the whole module's code in
/// small heap blocks and made peak memory grow with it. Each instruction is encoded when it
/// is appended and its operands are freed at once; nothing rewrites a function instruction
/// after it is appended, so the words are final.
///
/// An instruction over SPIR-V's 65,535-word limit is not written (its word count would wrap):
/// it is remembered, the lowering step that appended it is refused and
/// [`SpirvModule::try_assemble`] writes no module while it is there.
#[derive(Default)]
pub struct FunctionSection {
    words: Vec<Word>,
    /// Instructions appended, the oversized ones included: what the lowering's section marks
    /// count.
    count: usize,
    /// The last instructions of the current function, newest last.
    recent: VecDeque<RecentInstruction>,
    /// Instructions left out for their size: (position in `count`, opcode, words).
    oversized: Vec<(usize, Op, usize)>,
}

impl FunctionSection {
    /// Appends `i`, encoded.
    pub fn push(&mut self, i: Instruction) {
        let opcode = i.class.opcode;
        if opcode == Op::Function {
            self.recent.clear();
        }
        let start = self.words.len();
        i.assemble_into(&mut self.words);
        let count = self.words.len() - start;
        if count > MAX_INSTRUCTION_WORDS {
            self.words.truncate(start);
            self.oversized.push((self.count, opcode, count));
        }
        self.remember(RecentInstruction {
            opcode,
            result_type: i.result_type,
            result_id: i.result_id,
            first_id: match i.operands.first() {
                Some(Operand::IdRef(id)) => Some(*id),
                _ => None,
            },
        });
    }

    /// Appends an NSDI instruction from its parts, encoded without an rspirv `Instruction`.
    pub fn push_ext_inst(&mut self, inst: crate::nsdi::ExtInst<'_>) {
        if inst.encode_into(&mut self.words).is_none() {
            self.oversized
                .push((self.count, inst.opcode, inst.word_count()));
        }
        self.remember(RecentInstruction {
            opcode: inst.opcode,
            result_type: Some(inst.result_type),
            result_id: Some(inst.result),
            first_id: Some(inst.set),
        });
    }

    fn remember(&mut self, recent: RecentInstruction) {
        self.count += 1;
        if self.recent.len() == RECENT_INSTRUCTIONS {
            self.recent.pop_front();
        }
        self.recent.push_back(recent);
    }

    /// The encoded instructions, in order.
    pub fn words(&self) -> &[Word] {
        &self.words
    }

    /// How many instructions were appended.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether no instruction was appended.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The current function's last instructions (at most [`RECENT_INSTRUCTIONS`], none before
    /// its `OpFunction`), newest first.
    pub fn recent(&self) -> impl Iterator<Item = &RecentInstruction> {
        self.recent.iter().rev()
    }

    /// Each encoded instruction as (opcode number, its words from the opcode word on).
    pub fn instructions(&self) -> impl Iterator<Item = (u32, &[Word])> {
        let mut rest = self.words.as_slice();
        std::iter::from_fn(move || {
            let first = *rest.first()?;
            // Every instruction here was encoded with its true word count (at least 1).
            let count = ((first >> 16) as usize).clamp(1, rest.len());
            let (inst, tail) = rest.split_at(count);
            rest = tail;
            Some((first & 0xffff, inst))
        })
    }
}

impl SpirvModule {
    /// An empty module whose first id is 1.
    pub fn new() -> Self {
        SpirvModule {
            next_id: 1,
            ..Default::default()
        }
    }

    /// Allocates a fresh id.
    pub fn id(&mut self) -> Word {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// The id bound of the header: one more than the largest id allocated so far.
    pub fn bound(&self) -> Word {
        self.next_id
    }

    /// Sets the version and memory model [`assemble`](Self::assemble) writes.
    pub fn set_header(&mut self, header: Header) {
        self.header = header;
    }

    /// Appends an `OpEntryPoint` (section 5).
    pub fn push_entry_point(&mut self, inst: Instruction) {
        self.entry_points.push(inst);
    }

    /// Whether no `OpEntryPoint` was written (a library).
    pub fn has_no_entry_points(&self) -> bool {
        self.entry_points.is_empty()
    }

    /// Appends an `OpName` or `OpMemberName` (section 7b).
    pub fn push_name(&mut self, inst: Instruction) {
        self.names.push(inst);
    }

    /// Appends an annotation (`OpDecorate`, `OpMemberDecorate`; section 8).
    pub fn push_annotation(&mut self, inst: Instruction) {
        self.annotations.push(inst);
    }

    /// Appends a type, constant or global variable the caller built itself (section 9); the
    /// interning methods are the usual way in.
    pub fn push_global(&mut self, inst: Instruction) {
        self.types_globals.push(inst);
    }

    /// Appends a module-scope non-semantic instruction (written after every type, constant
    /// and global, before the first function).
    pub fn push_module_nonsemantic(&mut self, inst: Instruction) {
        self.module_nonsemantic.push(inst);
    }

    /// Appends body-less function declarations (imports), which precede every definition.
    pub fn extend_function_declarations(&mut self, insts: impl IntoIterator<Item = Instruction>) {
        self.function_declarations.extend(insts);
    }

    /// Appends to the function being written.
    pub fn push_function_code(&mut self, inst: Instruction) {
        self.functions.push(inst);
    }

    /// Appends an NSDI instruction in parts to the function being written.
    pub fn push_function_ext_inst(&mut self, inst: crate::nsdi::ExtInst<'_>) {
        self.functions.push_ext_inst(inst);
    }

    /// The function definitions written so far (encoded words).
    pub fn function_code(&self) -> &FunctionSection {
        &self.functions
    }

    /// The debug-string section so far (`OpString`, `OpSource`).
    pub fn debug_strings(&self) -> &[Instruction] {
        &self.debug_strings
    }

    /// The names section so far.
    pub fn names(&self) -> &[Instruction] {
        &self.names
    }

    /// Types, constants and global variables so far.
    pub fn types_globals(&self) -> &[Instruction] {
        &self.types_globals
    }

    /// The module-scope non-semantic instructions so far.
    pub fn module_nonsemantic(&self) -> &[Instruction] {
        &self.module_nonsemantic
    }

    /// Records `id` as the result of a function-body instruction written only for debug info
    /// (a value NSDI names that the code itself does not compute).
    pub fn mark_debug_only(&mut self, id: Word) {
        self.debug_only.push(id);
    }

    /// The results [`mark_debug_only`](Self::mark_debug_only) recorded: the one list of what
    /// debug info adds to the code.
    pub fn debug_only(&self) -> &[Word] {
        &self.debug_only
    }

    /// Declares an `OpCapability` (once, however often required).
    pub fn require(&mut self, cap: Capability) {
        self.capabilities.insert(cap as u32);
    }

    /// Whether `cap` has been required.
    pub fn has_capability(&self, cap: Capability) -> bool {
        self.capabilities.contains(&(cap as u32))
    }

    /// Declares an `OpExtension` (once), e.g. `SPV_KHR_non_semantic_info`.
    pub fn extension(&mut self, name: &str) {
        self.extensions.insert(name.to_owned());
    }

    /// `OpExecutionMode %entry LocalSize x y z`: the workgroup size an entry point was compiled
    /// for (`reqd_work_group_size`).
    pub fn local_size(&mut self, entry: Word, [x, y, z]: [u32; 3]) {
        self.execution_modes.push(
            build::ExecutionMode {
                entry_point: entry,
                mode: build::ExecutionModeOperand::LocalSize {
                    x_size: x,
                    y_size: y,
                    z_size: z,
                },
            }
            .into_instruction(),
        );
    }

    /// Whether the extension `name` has been declared.
    pub fn has_extension(&self, name: &str) -> bool {
        self.extensions.contains(name)
    }

    /// The id of an `OpExtInstImport` already declared, if any.
    pub fn find_ext_import(&self, set: &str) -> Option<Word> {
        self.ext_imports
            .iter()
            .find(|(s, _)| s == set)
            .map(|(_, id)| *id)
    }

    /// The id of an `OpExtInstImport`, created on first use.
    pub fn ext_import(&mut self, set: &str) -> Word {
        if let Some((_, id)) = self.ext_imports.iter().find(|(s, _)| s == set) {
            return *id;
        }
        let id = self.id();
        self.ext_imports.push((set.to_owned(), id));
        id
    }

    /// Get-or-create a type: the id of the `OpType*` instruction `key` describes, appended to
    /// the types section on first use. The operands `key` names must already exist.
    ///
    /// # Panics
    /// For [`TypeKey::Struct`]: structs are made with [`struct_type`](Self::struct_type).
    pub fn type_id(&mut self, key: TypeKey) -> Word {
        if let Some(&id) = self.types.get(&key) {
            return id;
        }
        let id = self.id();
        let instruction = match &key {
            TypeKey::Void => build::TypeVoid.with_result(id),
            TypeKey::Bool => build::TypeBool.with_result(id),
            TypeKey::Int(bits) => build::TypeInt {
                width: *bits,
                signedness: 0,
            }
            .with_result(id),
            TypeKey::Float(bits) => build::TypeFloat { width: *bits }.with_result(id),
            TypeKey::Vector(elem, n) => build::TypeVector {
                component_type: *elem,
                component_count: *n,
            }
            .with_result(id),
            TypeKey::Array(elem, len) => build::TypeArray {
                element_type: *elem,
                length: *len,
            }
            .with_result(id),
            TypeKey::Struct(_) => unreachable!("invariant: structs are created with struct_type"),
            TypeKey::Pointer(sc, pointee) => build::TypePointer {
                storage_class: *sc,
                ty: *pointee,
            }
            .with_result(id),
            TypeKey::Function(ret, params) => build::TypeFunction {
                return_type: *ret,
                parameter_types: params.clone(),
            }
            .with_result(id),
        };
        self.types_globals.push(instruction);
        self.types.insert(key, id);
        id
    }

    /// A struct type, keyed by the caller's identity `key`.
    pub fn struct_type(&mut self, key: u32, members: &[Word]) -> Word {
        if let Some(&id) = self.types.get(&TypeKey::Struct(key)) {
            return id;
        }
        let id = self.id();
        self.types_globals.push(
            build::TypeStruct {
                member_types: members.to_vec(),
            }
            .with_result(id),
        );
        self.types.insert(TypeKey::Struct(key), id);
        id
    }

    /// `OpTypeVoid`: the result type of every `OpExtInst` of a non-semantic set.
    pub fn void_type(&mut self) -> Word {
        self.type_id(TypeKey::Void)
    }

    /// 32-bit `OpTypeInt`: the type of NSDI's numeric operands.
    pub fn u32_type(&mut self) -> Word {
        self.type_id(TypeKey::Int(32))
    }

    /// An integer or float constant of `ty` whose value is given as its low-order-first words.
    pub fn constant_words(&mut self, ty: Word, words: Vec<Word>) -> Word {
        let key = ConstKey::Scalar(ty, words);
        if let Some(&id) = self.constants.get(&key) {
            return id;
        }
        let id = self.id();
        let ConstKey::Scalar(_, words) = &key else {
            unreachable!()
        };
        let value = match words.as_slice() {
            [w] => build::Literal::Bit32(*w),
            [lo, hi] => build::Literal::Bit64(u64::from(*lo) | (u64::from(*hi) << 32)),
            _ => unreachable!("invariant: scalar constants are one or two words"),
        };
        self.types_globals
            .push(build::Constant { value }.with_result(ty, id));
        self.constants.insert(key, id);
        id
    }

    /// One `OpConstant` per distinct 32-bit unsigned value: what NSDI's numeric operands need.
    pub fn const_u32(&mut self, value: u32) -> Word {
        // NSDI asks for a line or column number several times per instruction: a lookup here
        // needs no key vector. `constant_words` stays the one place that makes constants.
        if let Some(&id) = self.u32_constants.get(&value) {
            return id;
        }
        let ty = self.u32_type();
        let id = self.constant_words(ty, vec![value]);
        self.u32_constants.insert(value, id);
        id
    }

    /// `OpConstantTrue` / `OpConstantFalse`.
    pub fn const_bool(&mut self, value: bool) -> Word {
        let ty = self.type_id(TypeKey::Bool);
        self.intern_const(ConstKey::Bool(value), |id| {
            if value {
                build::ConstantTrue.with_result(ty, id)
            } else {
                build::ConstantFalse.with_result(ty, id)
            }
        })
    }

    /// `OpConstantNull` of `ty` (LLVM `null` and `zeroinitializer`).
    pub fn const_null(&mut self, ty: Word) -> Word {
        self.intern_const(ConstKey::Null(ty), |id| {
            build::ConstantNull.with_result(ty, id)
        })
    }

    /// `OpUndef` of `ty`, interned in the types section like a constant (LLVM `undef` and
    /// `poison`, and killed debug locations).
    pub fn undef(&mut self, ty: Word) -> Word {
        self.intern_const(ConstKey::Undef(ty), |id| build::Undef.with_result(ty, id))
    }

    /// `OpConstantComposite` of `ty` with the given constituent ids.
    pub fn const_composite(&mut self, ty: Word, elems: Vec<Word>) -> Word {
        let constituents = elems.clone();
        self.intern_const(ConstKey::Composite(ty, elems), |id| {
            build::ConstantComposite { constituents }.with_result(ty, id)
        })
    }

    fn intern_const(&mut self, key: ConstKey, build: impl FnOnce(Word) -> Instruction) -> Word {
        if let Some(&id) = self.constants.get(&key) {
            return id;
        }
        let id = self.id();
        self.types_globals.push(build(id));
        self.constants.insert(key, id);
        id
    }

    /// One `OpString` per distinct string, in the debug-string section.
    pub fn string(&mut self, s: &str) -> Word {
        if let Some(&id) = self.strings.get(s) {
            return id;
        }
        let id = self.id();
        self.debug_strings.push(
            build::String {
                string: s.to_owned(),
            }
            .with_result(id),
        );
        self.strings.insert(s.to_owned(), id);
        id
    }

    /// `OpName` for `target`; nothing for an empty name. A name is debug information: one
    /// longer than a literal string may be (256 KiB) is truncated on a UTF-8 boundary, and one
    /// with a NUL is cut there.
    pub fn name(&mut self, target: Word, name: &str) {
        let mut name = name.split('\0').next().unwrap_or_default();
        if name.len() > MAX_LITERAL_BYTES {
            let mut end = MAX_LITERAL_BYTES;
            while !name.is_char_boundary(end) {
                end -= 1;
            }
            name = name.get(..end).unwrap_or_default();
        }
        if !name.is_empty() {
            self.names.push(
                build::Name {
                    target,
                    name: name.to_owned(),
                }
                .into_instruction(),
            );
        }
    }

    /// `OpDecorate target decoration`.
    pub fn decorate(&mut self, target: Word, decoration: build::DecorationOperand) {
        self.annotations
            .push(build::Decorate { target, decoration }.into_instruction());
    }

    /// Assembles the binary: header (version [`set_header`](Self::set_header), by default
    /// [`SPIRV_VERSION`], generator 0, the bound), capabilities, extensions, imports,
    /// `OpMemoryModel` (by default `Physical64 OpenCL`), then the sections
    /// in order.
    ///
    /// An instruction over SPIR-V's 65,535-word limit cannot be encoded (its word count
    /// would wrap): then there is no module, and this returns no words (see
    /// [`try_assemble`](Self::try_assemble), which says which instruction). The lowering refuses
    /// or degrades whatever input could make one, so this is the last line of defence.
    pub fn assemble(&self) -> Vec<Word> {
        self.try_assemble().unwrap_or_default()
    }

    /// [`assemble`](Self::assemble), or which instruction is over SPIR-V's 65,535-word limit.
    ///
    /// # Errors
    /// [`LowerError::Internal`] naming the first instruction over the limit and its size.
    pub fn try_assemble(&self) -> Result<Vec<Word>, LowerError> {
        let mut words = Vec::new();
        let head_oversized = self.assemble_head_into(&mut words);
        words.reserve_exact(self.functions.words().len());
        words.extend_from_slice(self.functions.words());
        self.finish_assembly(words, head_oversized)
    }

    /// [`try_assemble`](Self::try_assemble) for the last use of a module: the function
    /// section's words, most of a module, stay where they are and the header and module scope
    /// go in front of them; the section is left empty. A copy into a new buffer faulted in the
    /// whole module's memory again.
    ///
    /// # Errors
    /// As [`try_assemble`](Self::try_assemble)'s.
    pub fn take_words(&mut self) -> Result<Vec<Word>, LowerError> {
        let mut words = std::mem::take(&mut self.functions.words);
        let function_words = words.len();
        let head_oversized = self.assemble_head_into(&mut words);
        let head_words = words.len() - function_words;
        words.rotate_right(head_words);
        self.finish_assembly(words, head_oversized)
    }

    /// Reserves address space for `words` more words of the finished module, the function
    /// section's and the module scope's: a guess on the high side costs pages never touched,
    /// one on the low side a copy of the words written so far.
    pub fn reserve_words(&mut self, words: usize) {
        self.functions.words.reserve(words);
    }

    /// Appends the header and every section before the functions to `words`; returns the
    /// first instruction over the word limit among them.
    fn assemble_head_into(&self, words: &mut Vec<Word>) -> Option<(Op, usize)> {
        words.extend_from_slice(&[
            spirv::MAGIC_NUMBER,
            (u32::from(self.header.version.0) << 16) | (u32::from(self.header.version.1) << 8),
            // Generator: 0 (not registered with Khronos); the tool name goes in DebugEntryPoint.
            0,
            self.next_id,
            0,
        ]);
        let mut oversized: Option<(Op, usize)> = None;
        let mut emit = |i: &Instruction| {
            let start = words.len();
            i.assemble_into(words);
            let count = words.len() - start;
            if count > MAX_INSTRUCTION_WORDS && oversized.is_none() {
                oversized = Some((i.class.opcode, count));
            }
        };
        for &cap in &self.capabilities {
            emit(
                &build::Capability {
                    capability: capability_from_u32(cap),
                }
                .into_instruction(),
            );
        }
        for ext in &self.extensions {
            emit(&build::Extension { name: ext.clone() }.into_instruction());
        }
        for (set, id) in &self.ext_imports {
            emit(&build::ExtInstImport { name: set.clone() }.with_result(*id));
        }
        emit(
            &build::MemoryModel {
                addressing_model: self.header.addressing,
                memory_model: self.header.memory_model,
            }
            .into_instruction(),
        );
        for section in [
            &self.entry_points,
            &self.execution_modes,
            &self.debug_strings,
            &self.names,
            &self.annotations,
            &self.types_globals,
            &self.module_nonsemantic,
            &self.function_declarations,
        ] {
            for i in section {
                emit(i);
            }
        }
        oversized
    }

    fn finish_assembly(
        &self,
        words: Vec<Word>,
        head_oversized: Option<(Op, usize)>,
    ) -> Result<Vec<Word>, LowerError> {
        let oversized = head_oversized.or_else(|| {
            self.functions
                .oversized
                .first()
                .map(|&(_, op, count)| (op, count))
        });
        match oversized {
            Some((op, count)) => Err(LowerError::Internal(format!(
                "Op{op:?} of {count} words is over SPIR-V's {MAX_INSTRUCTION_WORDS}-word instruction limit; no module written"
            ))),
            None => Ok(words),
        }
    }
}

/// The longest literal string in an `OpName` (its word count is 16 bits; the target and
/// the terminating NUL take their share).
const MAX_LITERAL_BYTES: usize = (MAX_INSTRUCTION_WORDS - 2) * 4 - 1;

/// The most words one SPIR-V instruction has: its word count is 16 bits.
pub const MAX_INSTRUCTION_WORDS: usize = 0xffff;

pub use crate::nsdi::MAX_ID_BOUND;

/// How long the sections a lowering step may append to were ([`SpirvModule::marks`]).
#[derive(Copy, Clone, Debug)]
pub(crate) struct SectionMarks([usize; 4]);

impl SpirvModule {
    /// The current lengths of the sections lowering appends code, types and constants to.
    pub(crate) fn marks(&self) -> SectionMarks {
        SectionMarks([
            self.entry_points.len(),
            self.types_globals.len(),
            self.function_declarations.len(),
            self.functions.len(),
        ])
    }

    /// Refuses what was appended since `since` when an instruction is over SPIR-V's
    /// 65,535-word limit and cannot be split (a struct or function type with ~65k members or
    /// parameters, a constant array as long, a phi or switch with ~32k entries, a name of
    /// 256 KiB): the caller adds where (instruction, source line, function or global).
    pub(crate) fn check_limits(&self, since: SectionMarks) -> Result<(), LowerError> {
        let sections = [
            &self.entry_points,
            &self.types_globals,
            &self.function_declarations,
        ];
        let mut over = sections
            .into_iter()
            .zip(since.0)
            .flat_map(|(section, from)| section.iter().skip(from))
            .map(|i| (i.class.opcode, word_count(i)))
            .filter(|&(_, count)| count > MAX_INSTRUCTION_WORDS)
            .chain(
                self.functions
                    .oversized
                    .iter()
                    .filter(|&&(at, _, _)| at >= since.0[3])
                    .map(|&(_, op, count)| (op, count)),
            );
        if let Some((opcode, count)) = over.next() {
            return Err(LowerError::Unsupported(format!(
                "Op{:?} of {count} words (SPIR-V's instruction limit is {MAX_INSTRUCTION_WORDS} words: {})",
                opcode,
                match opcode {
                    Op::TypeStruct => "a struct of at most 65,533 members",
                    Op::TypeFunction => "a function of at most 65,532 parameters",
                    Op::ConstantComposite => "a constant of at most 65,532 elements",
                    Op::Phi => "a phi of at most 32,765 incoming values",
                    Op::Switch => "a switch of about 32k cases",
                    Op::EntryPoint => "a kernel name of at most 256 KiB",
                    _ => "the instruction cannot be split",
                }
            )));
        }
        Ok(())
    }
}

/// The words `i` encodes to (exactly only when it may be near the limit).
fn word_count(i: &Instruction) -> usize {
    let has_string = i
        .operands
        .iter()
        .any(|o| matches!(o, Operand::LiteralString(_)));
    if !has_string && i.operands.len() < 0x3fff {
        return i.operands.len() + 3;
    }
    let mut words = Vec::new();
    i.assemble_into(&mut words);
    words.len()
}

fn capability_from_u32(value: u32) -> Capability {
    Capability::from_u32(value).expect("invariant: capabilities are stored from Capability values")
}

/// The SPIR-V version and `OpMemoryModel` operands of a module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    /// (major, minor).
    pub version: (u8, u8),
    /// `OpMemoryModel`'s addressing model.
    pub addressing: AddressingModel,
    /// `OpMemoryModel`'s memory model.
    pub memory_model: MemoryModel,
}

impl Default for Header {
    /// The Kernel flavour's: SPIR-V 1.2, Physical64, OpenCL.
    fn default() -> Self {
        Header {
            version: SPIRV_VERSION,
            addressing: AddressingModel::Physical64,
            memory_model: MemoryModel::OpenCL,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn phi(result: Word, pairs: usize) -> Instruction {
        inst(
            Op::Phi,
            Some(1),
            Some(result),
            vec![Operand::IdRef(2); 2 * pairs],
        )
    }

    #[test]
    fn an_oversized_function_instruction_is_refused_not_wrapped() {
        let mut spv = SpirvModule::new();
        spv.functions.push(phi(3, 1));
        let before = spv.marks();
        spv.functions.push(phi(4, 40_000));
        let words = spv.functions.words().len();
        assert_eq!(words, 5, "the oversized phi is not written");
        let refused = spv.check_limits(before).unwrap_err().to_string();
        assert!(refused.contains("OpPhi of 80003 words"), "{refused}");
        let after = spv.marks();
        spv.functions.push(phi(5, 1));
        assert!(
            spv.check_limits(after).is_ok(),
            "only what came since the mark"
        );
        assert!(spv.try_assemble().is_err());
        assert!(spv.assemble().is_empty());
        assert!(spv.take_words().is_err());
    }

    #[test]
    fn taking_the_words_assembles_what_a_copy_assembles() {
        // Fewer words reserved than the module needs, then more: the head must move the
        // function words either way.
        for reserve in [0, 3, 1000] {
            let mut module = SpirvModule::new();
            module.require(Capability::Addresses);
            module.name(9, "f");
            module.reserve_words(reserve);
            for result in 10..14 {
                module.functions.push(phi(result, 2));
            }
            let copied = module.try_assemble().expect("assembles");
            assert_eq!(module.take_words().expect("assembles"), copied, "{reserve}");
            assert!(copied.len() > 5 + module.functions.words().len());
        }
    }

    #[test]
    fn function_words_and_look_back_match_the_instructions() {
        let mut spv = SpirvModule::new();
        let code = [
            inst(Op::Function, Some(1), Some(2), vec![Operand::IdRef(3)]),
            build::Label.with_result(4),
            build::Unary {
                op: build::UnaryOp::UConvert,
                operand: 7,
            }
            .with_result(5, 6),
        ];
        let mut expected = Vec::new();
        for i in &code {
            i.assemble_into(&mut expected);
            spv.functions.push(i.clone());
        }
        assert_eq!(spv.functions.words(), expected);
        assert_eq!(spv.functions.instructions().count(), 3);
        let newest = spv.functions.recent().next().copied();
        assert_eq!(
            newest,
            Some(RecentInstruction {
                opcode: Op::UConvert,
                result_type: Some(5),
                result_id: Some(6),
                first_id: Some(7),
            })
        );
        for n in 0..100 {
            spv.functions.push(build::Nop.into_instruction());
            assert!(spv.functions.recent().count() <= RECENT_INSTRUCTIONS, "{n}");
        }
        spv.functions.push(inst(
            Op::Function,
            Some(1),
            Some(8),
            vec![Operand::IdRef(3)],
        ));
        assert_eq!(
            spv.functions.recent().count(),
            1,
            "a new function starts afresh"
        );
    }
}
