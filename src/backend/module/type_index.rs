//! The module's aggregate and pointer types, its variables' types and its member names,
//! indexed in one pass ([`SpirvModule::type_index`]): what a handler asks to name a
//! variable's type after what it describes, without a scan of the module per question.

use rspirv::dr::Operand;
use rspirv::spirv::{Op, Word};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::spirv::SpirvModule;

/// A read-only index of a [`SpirvModule`] as it was when made: later appends are not in it.
#[derive(Default)]
pub struct TypeIndex {
    /// `OpTypePointer` -> its pointee type.
    pointees: HashMap<Word, Word>,
    /// `OpVariable` (module scope or in a function) -> its pointer type.
    variables: HashMap<Word, Word>,
    /// `OpTypeStruct` -> its member types.
    structs: HashMap<Word, Vec<Word>>,
    /// `OpTypeArray` / `OpTypeRuntimeArray` -> its element type.
    arrays: HashMap<Word, Word>,
    /// (struct, member) pairs that have an `OpMemberName`.
    member_names: HashSet<(Word, u32)>,
}

impl TypeIndex {
    /// The type an `OpVariable` points to.
    pub fn variable_pointee(&self, variable: Word) -> Option<Word> {
        self.variables
            .get(&variable)
            .and_then(|pointer| self.pointees.get(pointer))
            .copied()
    }

    /// The member types of an `OpTypeStruct`; `None` for any other id.
    pub fn struct_members(&self, ty: Word) -> Option<&[Word]> {
        self.structs.get(&ty).map(Vec::as_slice)
    }

    /// The element type of an `OpTypeArray` or `OpTypeRuntimeArray`; `None` for any other id.
    pub fn array_element(&self, ty: Word) -> Option<Word> {
        self.arrays.get(&ty).copied()
    }

    /// Whether member `member` of struct `ty` has an `OpMemberName`.
    pub fn has_member_name(&self, ty: Word, member: u32) -> bool {
        self.member_names.contains(&(ty, member))
    }
}

impl SpirvModule {
    /// Indexes the types, variables and member names written so far (see [`TypeIndex`]).
    pub fn type_index(&self) -> TypeIndex {
        let id = |o: Option<&Operand>| match o {
            Some(Operand::IdRef(w)) => Some(*w),
            _ => None,
        };
        let mut index = TypeIndex::default();
        for i in self.types_globals() {
            let Some(result) = i.result_id else { continue };
            match i.class.opcode {
                Op::TypePointer => {
                    if let Some(pointee) = id(i.operands.get(1)) {
                        index.pointees.insert(result, pointee);
                    }
                }
                Op::TypeStruct => {
                    let members = i.operands.iter().filter_map(|o| id(Some(o))).collect();
                    index.structs.insert(result, members);
                }
                Op::TypeArray | Op::TypeRuntimeArray => {
                    if let Some(element) = id(i.operands.first()) {
                        index.arrays.insert(result, element);
                    }
                }
                Op::Variable => {
                    if let Some(pointer) = i.result_type {
                        index.variables.insert(result, pointer);
                    }
                }
                _ => {}
            }
        }
        // Function bodies are words: OpVariable is (opcode, result type, result, ...).
        for (opcode, words) in self.function_code().instructions() {
            if opcode == Op::Variable as u32
                && let [_, pointer, result, ..] = *words
            {
                index.variables.insert(result, pointer);
            }
        }
        for i in self.names() {
            if i.class.opcode == Op::MemberName
                && let (Some(ty), Some(Operand::LiteralBit32(member))) =
                    (id(i.operands.first()), i.operands.get(1))
            {
                index.member_names.insert((ty, *member));
            }
        }
        index
    }
}
