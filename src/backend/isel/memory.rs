//! Loads, stores and the in-memory form of values: `i1` is a byte in memory, as LLVM lays it
//! out (DataLayout: i1 is stored in 8 bits, zero-extended), while an `i1` SSA value is
//! `OpTypeBool`, which has no size and cannot live in physical memory.

use rspirv::spirv::Word;

use crate::backend::LowerError;
use crate::backend::isel::flavour::FlavourLowering;
use crate::backend::isel::function::FunctionLowering;
use crate::backend::isel::state::{LoweringState, lower_constant};
use crate::backend::module::core_build as build;
use crate::backend::module::spirv::{SpirvModule, TypeKey};
use crate::backend::module::types::TypeLowering;
use crate::ir::{ConstId, Constant, Module, Type, TypeRef, Value};

/// The SPIR-V type a value of IR type `t` has in memory (variables, loads, stores): `uchar`
/// for `i1`, the lowered type otherwise.
pub fn memory_type(
    ir: &Module,
    spv: &mut SpirvModule,
    types: &mut TypeLowering,
    t: TypeRef,
) -> Result<Word, LowerError> {
    match ir.ty(t) {
        Type::Int(1) => Ok(types.int_type(spv, 8)),
        Type::Vector { elem, len, .. } if *ir.ty(*elem) == Type::Int(1) => {
            Err(LowerError::Unsupported(format!(
                "<{len} x i1> in memory (LLVM packs it into bits; SPIR-V booleans have no \
                 memory layout): convert it to <{len} x i8> first"
            )))
        }
        _ => types.lower(ir, spv, t),
    }
}

/// A module-level constant in its in-memory form (a byte for an `i1`).
pub fn memory_constant(st: &mut LoweringState<'_>, c: ConstId) -> Result<Word, LowerError> {
    if let Constant::Int { ty, value } = *st.ir.constant(c)
        && *st.ir.ty(ty) == Type::Int(1)
    {
        let byte = st.types.int_type(&mut st.spv, 8);
        return Ok(st.spv.constant_words(byte, vec![(value & 1) as u32]));
    }
    lower_constant(st, c)
}

/// `load T, ptr %p`: an `OpLoad` through `%p` seen as a `T*`; an `i1` is loaded as a byte and
/// compared with zero.
pub fn lower_load<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    ty: TypeRef,
    pointer: Value,
    memory_access: Option<build::MemoryAccessOperand>,
    result: Option<Word>,
) -> Result<(), LowerError> {
    let stored = memory_type(fl.st.ir, &mut fl.st.spv, &mut fl.st.types, ty)?;
    let space = fl.address_space_of(pointer)?;
    let p = fl.operand(pointer)?;
    let typed = fl.typed_pointer(p, space, stored)?;
    let load = build::Load {
        pointer: typed,
        memory_access,
    };
    if *fl.st.ir.ty(ty) != Type::Int(1) {
        fl.emit(load.with_optional_result(stored, result));
        return Ok(());
    }
    let byte = fl.st.spv.id();
    fl.emit(load.with_result(stored, byte));
    let zero = fl.st.spv.constant_words(stored, vec![0]);
    let bool_ty = fl.st.spv.type_id(TypeKey::Bool);
    let result = result.unwrap_or_else(|| fl.st.spv.id());
    fl.emit(
        build::Binary {
            op: build::BinaryOp::INotEqual,
            operand_1: byte,
            operand_2: zero,
        }
        .with_result(bool_ty, result),
    );
    Ok(())
}

/// `store T %v, ptr %p`: an `OpStore` through `%p` seen as a `T*`; an `i1` is stored as the
/// byte 0 or 1.
pub fn lower_store<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    value: Value,
    pointer: Value,
    memory_access: Option<build::MemoryAccessOperand>,
) -> Result<(), LowerError> {
    let ty = fl
        .value_type(value)
        .ok_or_else(|| LowerError::Invalid("store of an untyped value".into()))?;
    let stored = memory_type(fl.st.ir, &mut fl.st.spv, &mut fl.st.types, ty)?;
    let mut v = fl.operand(value)?;
    if *fl.st.ir.ty(ty) == Type::Int(1) {
        let one = fl.st.spv.constant_words(stored, vec![1]);
        let zero = fl.st.spv.constant_words(stored, vec![0]);
        let byte = fl.st.spv.id();
        fl.emit(
            build::Select {
                condition: v,
                object_1: one,
                object_2: zero,
            }
            .with_result(stored, byte),
        );
        v = byte;
    }
    let space = fl.address_space_of(pointer)?;
    let p = fl.operand(pointer)?;
    let typed = fl.typed_pointer(p, space, stored)?;
    fl.emit(
        build::Store {
            pointer: typed,
            object: v,
            memory_access,
        }
        .into_instruction(),
    );
    Ok(())
}
