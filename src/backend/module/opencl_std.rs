//! Typed constructors of the OpenCL.std instructions whose operands are not all ids, which
//! `core_build::ExtInst` (ids only, as the core grammar says) cannot carry: the vector loads
//! and stores, with their literal lane count and rounding mode.

use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::{FPRoundingMode, Op, OpenclStd100Op, Word};

/// Whether `op` is one of the vector stores (`vstoren`, `vstore_half…`, `vstorea_half…`), whose
/// operands are data, offset, pointer; the loads take offset, pointer.
pub(crate) fn is_vector_store(op: OpenclStd100Op) -> bool {
    use OpenclStd100Op as Cl;
    matches!(
        op,
        Cl::vstoren
            | Cl::vstore_half
            | Cl::vstore_half_r
            | Cl::vstore_halfn
            | Cl::vstore_halfn_r
            | Cl::vstorea_halfn
            | Cl::vstorea_halfn_r
    )
}

/// `vloadn`, `vload_half[n]`, `vloada_halfn`, `vstoren`, `vstore_half[n][_r]`,
/// `vstorea_halfn[_r]`: `data` for the stores, the lane count for the `n` loads, the rounding
/// mode for the `_r` stores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct VectorAccess {
    /// The `OpExtInstImport` of OpenCL.std.
    pub set: Word,
    /// Which load or store.
    pub instruction: OpenclStd100Op,
    /// The value a store writes; `None` for a load.
    pub data: Option<Word>,
    /// The element offset, in units of the vector's size.
    pub offset: Word,
    /// The pointer to the vectors' elements.
    pub pointer: Word,
    /// `n` of `vloadn`, `vload_halfn` and `vloada_halfn`.
    pub lanes: Option<u32>,
    /// The rounding of `vstore_half_r` and its vector forms.
    pub rounding: Option<FPRoundingMode>,
}

impl VectorAccess {
    /// The `OpExtInst`, with its result type and result id (stores return `void`).
    pub fn with_result(self, result_type: Word, result: Word) -> Instruction {
        let mut operands = vec![
            Operand::IdRef(self.set),
            Operand::LiteralExtInstInteger(self.instruction as u32),
        ];
        operands.extend(self.data.map(Operand::IdRef));
        operands.push(Operand::IdRef(self.offset));
        operands.push(Operand::IdRef(self.pointer));
        operands.extend(self.lanes.map(Operand::LiteralBit32));
        operands.extend(self.rounding.map(Operand::FPRoundingMode));
        Instruction::new(Op::ExtInst, Some(result_type), Some(result), operands)
    }
}
