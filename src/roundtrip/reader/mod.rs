//! Reads a SPIR-V binary into what the round trip needs: strings, integer constants, every
//! NSDI instruction (resolving forward references by id), and each function's body as a
//! sequence of labels, NSDI instructions and code.
//!
//! rspirv's `dr::load_words` rejects module-scope `OpExtInst`, so this is a
//! `binary::Consumer` of its own. Malformed or truncated input is a [`ReadError`], never a panic:
//! `framing.rs` rejects what rspirv's decoder would panic on before it runs. `file.rs` turns
//! files and bytes into words for every tool.

mod file;
mod framing;

use std::collections::HashMap;

use rspirv::binary::{Consumer, ParseAction, parse_words};
use rspirv::dr::{self, Operand};
use rspirv::spirv::{Op, Word};

use crate::nsdi::view::AnyInstruction;
use crate::nsdi::{DebugOp, Id, NsdiView, ParseError, SET_NAME};
pub use file::{read_file, words_from_bytes};

/// Why a binary could not be read. One line.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The file could not be read (only from [`read_file`]): the reason
    /// ([`read_input`](crate::input::read_input)'s).
    #[error("{0}")]
    Io(String),
    /// Not decodable SPIR-V: short header, bad magic number, truncated or malformed
    /// instructions.
    #[error("not a SPIR-V module: {0}")]
    Binary(String),
    /// Valid SPIR-V without an `OpExtInstImport` of the NSDI set.
    #[error("the module imports no {SET_NAME}")]
    NoDebugInfo,
    /// An NSDI instruction the set does not allow: unknown instruction number, a non-id or a
    /// wrong number of operands, a result id defined twice.
    #[error("not valid {SET_NAME}: the {opcode} %{id} at word {word}: {what}")]
    Malformed {
        /// Where the instruction starts (word offset in the module, the header included).
        word: usize,
        /// Its opcode's name (`OpExtInst`).
        opcode: String,
        /// Result id of the offending instruction.
        id: Word,
        /// What is wrong with it, e.g. `DebugLine has 3 operands`.
        what: String,
    },
}

/// One NSDI instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct NsdiInst {
    /// Its result id.
    pub id: Word,
    /// Which NSDI instruction.
    pub op: DebugOp,
    /// The operand ids after the instruction number (count checked against the grammar).
    pub operands: Vec<Word>,
    /// Written as `OpExtInstWithForwardRefsKHR` rather than `OpExtInst`.
    pub forward: bool,
}

impl NsdiInst {
    /// This instruction read through the view `V`; `None` when it is another instruction or its
    /// operands do not have `V`'s shape (mutated or foreign modules put any instruction
    /// anywhere, and the reader checks operand counts only).
    pub fn view<'a, V: NsdiView<'a>>(&'a self) -> Option<V> {
        V::parse(self.op, &self.operands).ok()
    }

    /// This instruction as an [`AnyInstruction`], for a `match` over every kind.
    ///
    /// # Errors
    /// A [`ParseError`] when the operands do not have the grammar's shape (a pair operand
    /// with a word left over).
    pub fn any(&self) -> Result<AnyInstruction<'_>, ParseError> {
        AnyInstruction::parse(self.op, &self.operands)
    }
}

/// An item of a function body, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum BodyItem {
    /// `OpLabel`: a block starts (its id).
    Label(Word),
    /// An NSDI instruction (its result id, a key of [`SpirvView::nsdi`]).
    Debug(Word),
    /// Any other instruction: its opcode and result id (if it has one).
    Code(Op, Option<Word>),
}

/// One `OpFunction` .. `OpFunctionEnd`, reduced to what the line table and debug uses need.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FunctionBody {
    /// The `OpFunction` result id.
    pub id: Word,
    /// Labels, NSDI instructions and code in order (`OpFunctionParameter`s left out); empty
    /// for a declaration.
    pub items: Vec<BodyItem>,
}

/// The parts of a module the round trip reads.
#[derive(Debug, Default)]
pub struct SpirvView {
    /// `OpString` texts by id.
    pub strings: HashMap<Word, String>,
    /// Integer and float constants (bits, zero-extended) and `OpConstantTrue/False` as 1/0.
    pub constants: HashMap<Word, u64>,
    /// Every NSDI instruction (module and function scope) by result id.
    pub nsdi: HashMap<Word, NsdiInst>,
    /// Module-scope NSDI instructions in module order (function-scope ones are in
    /// [`FunctionBody::items`]).
    pub order: Vec<Word>,
    /// Function bodies in module order.
    pub functions: Vec<FunctionBody>,
    /// Result ids of `OpVariable`s (module or function scope) and `OpFunctionParameter`s.
    pub variables: std::collections::HashSet<Word>,
    /// `OpName` targets and names.
    pub names: HashMap<Word, String>,
    /// `OpUndef` results.
    pub undefs: std::collections::HashSet<Word>,
    /// `OpExtension` names, in order.
    pub extensions: Vec<String>,
    /// The scalar type of every constant in [`constants`](Self::constants) (the spec lint
    /// checks widths).
    pub constant_types: HashMap<Word, ScalarType>,
    /// The function-scope integer conversions and operations (`OpUConvert`, `OpSConvert`,
    /// `OpIAdd`, `OpIMul`, shifts, bitwise operations ...) by result id: what the Vulkan rules
    /// read to follow a computed value back to the value it was computed from
    /// (docs/ROUNDTRIP.md, `vulkan-computed-value`).
    pub code: HashMap<Word, CodeDef>,
    /// The width of every function-scope result of an `OpTypeInt` type, by result id.
    pub int_results: HashMap<Word, u32>,
    /// Which environment the module was written for, from its capabilities and memory model
    /// ([`ModuleFlavour`]).
    pub flavour: ModuleFlavour,
    set: Option<Word>,
}

/// The environment a module targets, as its header says: the checker applies the Vulkan rules
/// of docs/ROUNDTRIP.md ("The Vulkan flavour") to a Vulkan module.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum ModuleFlavour {
    /// OpenCL Kernel SPIR-V (the `Kernel` capability, or anything that is not the Vulkan
    /// shape): NSDI describes the LLVM module as it is.
    #[default]
    Kernel,
    /// Vulkan compute: the `Shader` capability without `Kernel` or `Linkage` (Vulkan allows
    /// neither), `Logical` addressing and the `GLSL450` or `Vulkan` memory model.
    Vulkan,
}

/// A code instruction's opcode, result width and id operands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeDef {
    /// Its opcode.
    pub op: Op,
    /// The width of its result type when that is an `OpTypeInt`.
    pub int_bits: Option<u32>,
    /// Its id operands, in order (literals left out).
    pub operands: Vec<Word>,
}

/// The instructions [`SpirvView::code`] keeps: integer conversions and the integer
/// operations a computed value's steps are written with.
fn is_integer_step(op: Op) -> bool {
    matches!(
        op,
        Op::UConvert
            | Op::SConvert
            | Op::IAdd
            | Op::ISub
            | Op::IMul
            | Op::ShiftLeftLogical
            | Op::ShiftRightLogical
            | Op::ShiftRightArithmetic
            | Op::BitwiseAnd
            | Op::BitwiseOr
            | Op::BitwiseXor
    )
}

/// A scalar constant's type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ScalarType {
    /// `OpTypeInt` of this width.
    Int(u32),
    /// `OpTypeFloat` of this width.
    Float(u32),
    /// `OpTypeBool`.
    Bool,
}

impl SpirvView {
    /// The text of `OpString` `id`; `None` when `id` is not one.
    pub fn string(&self, id: Word) -> Option<&str> {
        self.strings.get(&id).map(String::as_str)
    }

    /// The value of a scalar constant `id` (see [`constants`](Self::constants)); `None` when
    /// `id` is not one.
    pub fn constant(&self, id: Word) -> Option<u64> {
        self.constants.get(&id).copied()
    }

    /// The NSDI instruction with result id `id`; `None` when `id` is not one.
    pub fn inst(&self, id: Word) -> Option<&NsdiInst> {
        self.nsdi.get(&id)
    }

    /// The NSDI instruction `id` read through the view `V`; `None` when `id` is no NSDI
    /// instruction, another one than `V` reads, or one without `V`'s operand shape.
    pub fn get<'a, V: NsdiView<'a>>(&'a self, id: impl Into<Id>) -> Option<V> {
        self.nsdi.get(&id.into().word())?.view()
    }

    /// The opcode of NSDI instruction `id`; `None` when `id` is not one.
    pub fn op(&self, id: impl Into<Id>) -> Option<DebugOp> {
        self.nsdi.get(&id.into().word()).map(|i| i.op)
    }

    /// The NSDI instructions with opcode `op`, in module order.
    pub fn all(&self, op: DebugOp) -> impl Iterator<Item = &NsdiInst> {
        self.order
            .iter()
            .filter_map(|id| self.nsdi.get(id))
            .filter(move |i| i.op == op)
    }
}

/// Parses `words`.
///
/// Any producer's NSDI is read, not only nsdi's; only the framing and the operand counts are
/// checked (a view of an instruction checks its shape: [`NsdiInst::view`]).
///
/// # Errors
/// A [`ReadError`] for input that is not SPIR-V, has no NSDI, or has a malformed NSDI
/// instruction; never a panic.
///
/// # Example
///
/// ```
/// use nsdi::backend::spirv::SpirvModule;
/// use nsdi::nsdi::{DebugOp, NsdiWriter, build};
/// use nsdi::roundtrip::{ReadError, read};
///
/// let mut spv = SpirvModule::new();
/// assert!(matches!(read(&spv.assemble()), Err(ReadError::NoDebugInfo)));
///
/// let mut w = NsdiWriter::new(&mut spv, false);
/// let none = spv.id();
/// spv.push_module_nonsemantic(w.write(none, &build::DebugInfoNone));
/// let view = read(&spv.assemble())?;
/// assert_eq!(view.order, [none]);
/// assert_eq!(view.inst(none).map(|i| i.op), Some(DebugOp::DebugInfoNone));
///
/// let err = read(&[0x0723_0203, 0x0001_0200]).unwrap_err();
/// assert_eq!(err.to_string(), "not a SPIR-V module: 2 words is shorter than the header");
/// # Ok::<(), ReadError>(())
/// ```
pub fn read(words: &[u32]) -> Result<SpirvView, ReadError> {
    let starts = framing::check_decodable(words)?;
    let mut reader = Reader {
        starts,
        ..Reader::default()
    };
    let parsed = parse_words(words, &mut reader);
    // The reader's own finding first: rspirv reports the stop it requested only as "stop
    // parsing requested by consumer".
    if let Some(e) = reader.error {
        return Err(e);
    }
    if let Err(e) = parsed {
        // rspirv stopped inside the instruction after the last one the reader consumed.
        let at = reader.starts.get(reader.consumed).copied();
        let first = at.and_then(|w| words.get(w)).copied().unwrap_or(0);
        return Err(ReadError::Binary(match at {
            Some(w) => format!("the {} at word {w}: {e}", framing::opcode_name(first)),
            None => e.to_string(),
        }));
    }
    let mut view = reader.view;
    view.flavour = module_flavour(words);
    if view.set.is_none() {
        return Err(ReadError::NoDebugInfo);
    }
    Ok(view)
}

/// The flavour a module's header declares: [`ModuleFlavour::Vulkan`] for `OpCapability Shader`
/// without `Kernel` or `Linkage` and `OpMemoryModel Logical GLSL450|Vulkan`, else
/// [`ModuleFlavour::Kernel`].
/// It reads only the capabilities and the memory model, word by word, and stops at the first
/// instruction that cannot be framed: tools call it before the module is read (to load the
/// LLVM module the way the binary was compiled from it), on any input.
pub fn module_flavour(words: &[u32]) -> ModuleFlavour {
    const OP_CAPABILITY: u32 = 17;
    const OP_MEMORY_MODEL: u32 = 14;
    const CAPABILITY_SHADER: u32 = 1;
    const CAPABILITY_KERNEL: u32 = 6;
    const CAPABILITY_LINKAGE: u32 = 5;
    const ADDRESSING_LOGICAL: u32 = 0;
    const MEMORY_GLSL450: u32 = 1;
    const MEMORY_VULKAN: u32 = 3;
    let (mut shader, mut kernel, mut logical) = (false, false, false);
    let mut at = 5;
    while let Some(&first) = words.get(at) {
        let count = (first >> 16) as usize;
        let Some(inst) = words
            .get(at..at.saturating_add(count))
            .filter(|_| count > 0)
        else {
            break;
        };
        match (first & 0xffff, inst.get(1..)) {
            (OP_CAPABILITY, Some([CAPABILITY_SHADER, ..])) => shader = true,
            // Vulkan allows no Linkage: a module that links is a library, compared as written.
            (OP_CAPABILITY, Some([CAPABILITY_KERNEL | CAPABILITY_LINKAGE, ..])) => kernel = true,
            (OP_MEMORY_MODEL, Some([addressing, memory, ..])) => {
                logical = *addressing == ADDRESSING_LOGICAL
                    && matches!(*memory, MEMORY_GLSL450 | MEMORY_VULKAN);
                // The memory model follows every capability and extension.
                break;
            }
            _ => {}
        }
        at += count;
    }
    if shader && !kernel && logical {
        ModuleFlavour::Vulkan
    } else {
        ModuleFlavour::Kernel
    }
}

#[derive(Default)]
struct Reader {
    view: SpirvView,
    current: Option<FunctionBody>,
    int_widths: HashMap<Word, u32>,
    float_types: HashMap<Word, u32>,
    bool_types: std::collections::HashSet<Word>,
    error: Option<ReadError>,
    /// Where each instruction starts ([`framing::check_decodable`]).
    starts: Vec<usize>,
    /// Instructions consumed so far.
    consumed: usize,
    /// The word offset and opcode name of the instruction being consumed.
    at: (usize, String),
}

fn id_of(op: &Operand) -> Option<Word> {
    match op {
        Operand::IdRef(id) => Some(*id),
        _ => None,
    }
}

impl Reader {
    fn fail(&mut self, id: Word, what: String) -> ParseAction {
        let (word, opcode) = self.at.clone();
        self.error = Some(ReadError::Malformed {
            word,
            opcode,
            id,
            what,
        });
        ParseAction::Stop
    }

    fn is_nsdi(&self, inst: &dr::Instruction) -> bool {
        matches!(inst.operands.first(), Some(Operand::IdRef(set)) if Some(*set) == self.view.set)
    }

    fn nsdi(&mut self, inst: &dr::Instruction, forward: bool) -> ParseAction {
        let Some(Operand::LiteralExtInstInteger(number)) = inst.operands.get(1) else {
            return self.fail(
                inst.result_id.unwrap_or(0),
                "no instruction number".to_owned(),
            );
        };
        let id = inst.result_id.unwrap_or(0);
        let Some(op) = DebugOp::from_u32(*number) else {
            return self.fail(id, format!("unknown {SET_NAME} instruction {number}"));
        };
        let after_number = inst.operands.get(2..).unwrap_or(&[]);
        let mut operands = Vec::with_capacity(after_number.len());
        for o in after_number {
            match id_of(o) {
                Some(w) => operands.push(w),
                None => return self.fail(id, format!("{op:?} has a non-id operand")),
            }
        }
        if operands.len() < crate::nsdi::min_operand_count(op)
            || crate::nsdi::max_operand_count(op).is_some_and(|max| operands.len() > max)
        {
            return self.fail(id, format!("{op:?} has {} operands", operands.len()));
        }
        if self.view.nsdi.contains_key(&id) {
            return self.fail(id, "result id defined twice".to_owned());
        }
        self.view.nsdi.insert(
            id,
            NsdiInst {
                id,
                op,
                operands,
                forward,
            },
        );
        match self.current.as_mut() {
            Some(f) => f.items.push(BodyItem::Debug(id)),
            None => self.view.order.push(id),
        }
        ParseAction::Continue
    }
}

impl Consumer for Reader {
    fn initialize(&mut self) -> ParseAction {
        ParseAction::Continue
    }

    fn finalize(&mut self) -> ParseAction {
        if let Some(f) = self.current.take() {
            self.view.functions.push(f);
        }
        ParseAction::Continue
    }

    fn consume_header(&mut self, _: dr::ModuleHeader) -> ParseAction {
        ParseAction::Continue
    }

    fn consume_instruction(&mut self, inst: dr::Instruction) -> ParseAction {
        let word = self.starts.get(self.consumed).copied().unwrap_or(0);
        self.at = (word, format!("Op{:?}", inst.class.opcode));
        self.consumed += 1;
        let result = inst.result_id;
        match inst.class.opcode {
            Op::String => {
                if let (Some(id), Some(Operand::LiteralString(s))) = (result, inst.operands.first())
                {
                    self.view.strings.insert(id, s.clone());
                }
            }
            Op::Extension => {
                if let Some(Operand::LiteralString(s)) = inst.operands.first() {
                    self.view.extensions.push(s.clone());
                }
            }
            Op::ExtInstImport => {
                if let (Some(id), Some(Operand::LiteralString(s))) = (result, inst.operands.first())
                    && s == SET_NAME
                {
                    self.view.set = Some(id);
                }
            }
            Op::Name => {
                if let (Some(Operand::IdRef(t)), Some(Operand::LiteralString(s))) =
                    (inst.operands.first(), inst.operands.get(1))
                {
                    self.view.names.insert(*t, s.clone());
                }
            }
            Op::TypeInt => {
                if let (Some(id), Some(Operand::LiteralBit32(w))) = (result, inst.operands.first())
                {
                    self.int_widths.insert(id, *w);
                }
            }
            Op::TypeFloat => {
                if let (Some(id), Some(Operand::LiteralBit32(w))) = (result, inst.operands.first())
                {
                    self.float_types.insert(id, *w);
                }
            }
            Op::TypeBool => {
                if let Some(id) = result {
                    self.bool_types.insert(id);
                }
            }
            Op::Constant => {
                let (Some(id), Some(ty)) = (result, inst.result_type) else {
                    return ParseAction::Continue;
                };
                let scalar = match (self.int_widths.get(&ty), self.float_types.get(&ty)) {
                    (Some(w), _) => ScalarType::Int(*w),
                    (None, Some(w)) => ScalarType::Float(*w),
                    (None, None) => return ParseAction::Continue,
                };
                let value = match inst.operands.first() {
                    Some(Operand::LiteralBit32(v)) => u64::from(*v),
                    Some(Operand::LiteralBit64(v)) => *v,
                    _ => return ParseAction::Continue,
                };
                self.view.constants.insert(id, value);
                self.view.constant_types.insert(id, scalar);
            }
            Op::ConstantTrue | Op::ConstantFalse => {
                if let Some(id) = result {
                    self.view
                        .constants
                        .insert(id, u64::from(inst.class.opcode == Op::ConstantTrue));
                    self.view.constant_types.insert(id, ScalarType::Bool);
                }
            }
            Op::Undef => {
                if let Some(id) = result {
                    self.view.undefs.insert(id);
                }
            }
            Op::Variable | Op::FunctionParameter => {
                if let Some(id) = result {
                    self.view.variables.insert(id);
                }
            }
            Op::ExtInst | Op::ExtInstWithForwardRefsKHR if self.is_nsdi(&inst) => {
                return self.nsdi(&inst, inst.class.opcode == Op::ExtInstWithForwardRefsKHR);
            }
            _ => {}
        }
        match inst.class.opcode {
            Op::Function => {
                if let Some(f) = self.current.take() {
                    self.view.functions.push(f);
                }
                self.current = Some(FunctionBody {
                    id: result.unwrap_or(0),
                    items: Vec::new(),
                });
            }
            Op::FunctionEnd => {
                if let Some(f) = self.current.take() {
                    self.view.functions.push(f);
                }
            }
            Op::Label => {
                if let (Some(f), Some(id)) = (self.current.as_mut(), result) {
                    f.items.push(BodyItem::Label(id));
                }
            }
            Op::FunctionParameter => {}
            op => {
                if let Some(f) = self.current.as_mut() {
                    f.items.push(BodyItem::Code(op, result));
                    let int_bits = inst
                        .result_type
                        .and_then(|t| self.int_widths.get(&t).copied());
                    if let (Some(id), Some(bits)) = (result, int_bits) {
                        self.view.int_results.insert(id, bits);
                        if is_integer_step(op) {
                            let def = CodeDef {
                                op,
                                int_bits,
                                operands: inst.operands.iter().filter_map(id_of).collect(),
                            };
                            self.view.code.insert(id, def);
                        }
                    }
                }
            }
        }
        ParseAction::Continue
    }
}
