//! Instruction selection: LLVM opcodes to SPIR-V (Kernel) instructions.

use rspirv::spirv::Word;

use crate::backend::LowerError;
use crate::backend::isel::flavour::FlavourLowering;
use crate::backend::isel::function::FunctionLowering;
use crate::backend::module::core_build::{self as build, BinaryOp, UnaryOp};
use crate::backend::module::spirv::TypeKey;
use crate::backend::module::types::storage_class;
use crate::ir::{Constant, InstDetail, InstId, Instruction, Opcode, Type, TypeRef, Value};

/// Element kind of a (vector of) scalar type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Bool,
    Int(u32),
    Float(u32),
    Pointer(u32),
    Other,
}

pub fn kind_of<F: FlavourLowering>(fl: &FunctionLowering<'_, '_, F>, t: TypeRef) -> (Kind, u32) {
    let ir = fl.st.ir;
    match ir.ty(t) {
        Type::Vector { elem, len, .. } => (kind_of(fl, *elem).0, *len),
        Type::Int(1) => (Kind::Bool, 1),
        Type::Int(b) => (Kind::Int(*b), 1),
        Type::Half => (Kind::Float(16), 1),
        Type::Float => (Kind::Float(32), 1),
        Type::Double => (Kind::Float(64), 1),
        Type::Pointer(a) => (Kind::Pointer(*a), 1),
        _ => (Kind::Other, 1),
    }
}

fn unsupported(what: impl Into<String>) -> LowerError {
    LowerError::Unsupported(what.into())
}

/// Lowers the opcodes that do not need instruction details (also used for constant
/// expressions). Returns `false` for the opcodes [`lower_detailed`] handles.
pub fn lower_simple<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    opcode: Opcode,
    ty: TypeRef,
    operands: &[Value],
    gep_source: Option<TypeRef>,
    inbounds: bool,
    result: Option<Word>,
) -> Result<bool, LowerError> {
    let (kind, _) = kind_of(fl, ty);
    let binary = |op: BinaryOp| Some(op);
    let op = match opcode {
        Opcode::Add if kind == Kind::Bool => binary(BinaryOp::LogicalNotEqual),
        Opcode::Add => binary(BinaryOp::IAdd),
        Opcode::Sub if kind != Kind::Bool => binary(BinaryOp::ISub),
        Opcode::Mul if kind != Kind::Bool => binary(BinaryOp::IMul),
        Opcode::UDiv if kind != Kind::Bool => binary(BinaryOp::UDiv),
        Opcode::SDiv if kind != Kind::Bool => binary(BinaryOp::SDiv),
        Opcode::URem if kind != Kind::Bool => binary(BinaryOp::UMod),
        Opcode::SRem if kind != Kind::Bool => binary(BinaryOp::SRem),
        Opcode::Shl if kind != Kind::Bool => binary(BinaryOp::ShiftLeftLogical),
        Opcode::LShr if kind != Kind::Bool => binary(BinaryOp::ShiftRightLogical),
        Opcode::AShr if kind != Kind::Bool => binary(BinaryOp::ShiftRightArithmetic),
        Opcode::And if kind == Kind::Bool => binary(BinaryOp::LogicalAnd),
        Opcode::Or if kind == Kind::Bool => binary(BinaryOp::LogicalOr),
        Opcode::Xor if kind == Kind::Bool => binary(BinaryOp::LogicalNotEqual),
        Opcode::And => binary(BinaryOp::BitwiseAnd),
        Opcode::Or => binary(BinaryOp::BitwiseOr),
        Opcode::Xor => binary(BinaryOp::BitwiseXor),
        Opcode::FAdd => binary(BinaryOp::FAdd),
        Opcode::FSub => binary(BinaryOp::FSub),
        Opcode::FMul => binary(BinaryOp::FMul),
        Opcode::FDiv => binary(BinaryOp::FDiv),
        Opcode::FRem => binary(BinaryOp::FRem),
        _ => None,
    };
    if let Some(op) = op {
        let [a, b] = operands else {
            return Err(LowerError::Invalid(
                "binary operator without two operands".into(),
            ));
        };
        let t = fl.ty(ty)?;
        let a = fl.operand(*a)?;
        let b = fl.operand(*b)?;
        fl.emit(
            build::Binary {
                op,
                operand_1: a,
                operand_2: b,
            }
            .with_optional_result(t, result),
        );
        return Ok(true);
    }
    match opcode {
        Opcode::FNeg | Opcode::Freeze => {
            let t = fl.ty(ty)?;
            let a = fl.operand(operands[0])?;
            let op = if opcode == Opcode::FNeg {
                UnaryOp::FNegate
            } else {
                UnaryOp::CopyObject
            };
            fl.emit(build::Unary { op, operand: a }.with_optional_result(t, result));
        }
        Opcode::Trunc
        | Opcode::ZExt
        | Opcode::SExt
        | Opcode::FPToUI
        | Opcode::FPToSI
        | Opcode::UIToFP
        | Opcode::SIToFP
        | Opcode::FPTrunc
        | Opcode::FPExt
        | Opcode::PtrToInt
        | Opcode::IntToPtr
        | Opcode::BitCast
        | Opcode::AddrSpaceCast => lower_cast(fl, opcode, ty, operands[0], result)?,
        Opcode::GetElementPtr => {
            let source =
                gep_source.ok_or_else(|| LowerError::Invalid("gep without type".into()))?;
            lower_gep(fl, ty, source, operands, inbounds, result)?;
        }
        Opcode::Select => {
            let t = fl.ty(ty)?;
            let (_, lanes) = kind_of(fl, ty);
            let cond_ty = fl
                .value_type(operands[0])
                .ok_or_else(|| LowerError::Invalid("select condition".into()))?;
            let mut cond = fl.operand(operands[0])?;
            if lanes > 1 && kind_of(fl, cond_ty).1 == 1 {
                // SPIR-V before 1.4 needs one condition per component.
                let bool_ty = fl.st.spv.type_id(TypeKey::Bool);
                let vec_ty = fl.st.spv.type_id(TypeKey::Vector(bool_ty, lanes));
                let splat = fl.st.spv.id();
                fl.emit(
                    build::CompositeConstruct {
                        constituents: vec![cond; lanes as usize],
                    }
                    .with_result(vec_ty, splat),
                );
                cond = splat;
            }
            let a = fl.operand(operands[1])?;
            let b = fl.operand(operands[2])?;
            fl.emit(
                build::Select {
                    condition: cond,
                    object_1: a,
                    object_2: b,
                }
                .with_optional_result(t, result),
            );
        }
        Opcode::ExtractElement => {
            let t = fl.ty(ty)?;
            let v = fl.operand(operands[0])?;
            match constant_index(fl, operands[1]) {
                Some(i) => fl.emit(
                    build::CompositeExtract {
                        composite: v,
                        indexes: vec![i],
                    }
                    .with_optional_result(t, result),
                ),
                None => {
                    let i = fl.operand(operands[1])?;
                    fl.emit(
                        build::VectorExtractDynamic {
                            vector: v,
                            index: i,
                        }
                        .with_optional_result(t, result),
                    )
                }
            }
        }
        Opcode::InsertElement => {
            let t = fl.ty(ty)?;
            let v = fl.operand(operands[0])?;
            let e = fl.operand(operands[1])?;
            match constant_index(fl, operands[2]) {
                Some(i) => fl.emit(
                    build::CompositeInsert {
                        object: e,
                        composite: v,
                        indexes: vec![i],
                    }
                    .with_optional_result(t, result),
                ),
                None => {
                    let i = fl.operand(operands[2])?;
                    fl.emit(
                        build::VectorInsertDynamic {
                            vector: v,
                            component: e,
                            index: i,
                        }
                        .with_optional_result(t, result),
                    )
                }
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}

fn constant_index<F: FlavourLowering>(fl: &FunctionLowering<'_, '_, F>, v: Value) -> Option<u32> {
    match v {
        Value::Const(c) => match fl.st.ir.constant(c) {
            Constant::Int { value, .. } => u32::try_from(*value).ok(),
            _ => None,
        },
        _ => None,
    }
}

/// A vector-or-scalar integer constant of `ty` with every lane `value`.
pub fn splat_int<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    ty: Word,
    elem_bits: u32,
    lanes: u32,
    value: i64,
) -> Word {
    let elem = fl.st.types.int_type(&mut fl.st.spv, elem_bits);
    let words = if elem_bits == 64 {
        vec![value as u32, (value as u64 >> 32) as u32]
    } else {
        let mask = if elem_bits == 32 {
            u32::MAX
        } else {
            (1u32 << elem_bits) - 1
        };
        vec![value as u32 & mask]
    };
    let scalar = fl.st.spv.constant_words(elem, words);
    if lanes == 1 {
        scalar
    } else {
        fl.st.spv.const_composite(ty, vec![scalar; lanes as usize])
    }
}

fn lower_cast<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    opcode: Opcode,
    ty: TypeRef,
    src: Value,
    result: Option<Word>,
) -> Result<(), LowerError> {
    let src_ty = fl
        .value_type(src)
        .ok_or_else(|| LowerError::Invalid("cast of a value without a type".into()))?;
    let (src_kind, _) = kind_of(fl, src_ty);
    let (dst_kind, lanes) = kind_of(fl, ty);
    let t = fl.ty(ty)?;
    let a = fl.operand(src)?;
    let unary = |fl: &mut FunctionLowering<'_, '_, F>, op: UnaryOp, arg: Word| {
        fl.emit(build::Unary { op, operand: arg }.with_optional_result(t, result));
    };
    match (opcode, src_kind, dst_kind) {
        (Opcode::Trunc, Kind::Int(bits), Kind::Bool) => {
            let src_t = fl.ty(src_ty)?;
            let one = splat_int(fl, src_t, bits, lanes, 1);
            let zero = splat_int(fl, src_t, bits, lanes, 0);
            let masked = fl.st.spv.id();
            fl.emit(
                build::Binary {
                    op: build::BinaryOp::BitwiseAnd,
                    operand_1: a,
                    operand_2: one,
                }
                .with_result(src_t, masked),
            );
            fl.emit(
                build::Binary {
                    op: build::BinaryOp::INotEqual,
                    operand_1: masked,
                    operand_2: zero,
                }
                .with_optional_result(t, result),
            );
        }
        (Opcode::ZExt | Opcode::SExt, Kind::Bool, Kind::Int(bits)) => {
            let on = if opcode == Opcode::ZExt { 1 } else { -1 };
            let one = splat_int(fl, t, bits, lanes, on);
            let zero = splat_int(fl, t, bits, lanes, 0);
            fl.emit(
                build::Select {
                    condition: a,
                    object_1: one,
                    object_2: zero,
                }
                .with_optional_result(t, result),
            );
        }
        (Opcode::UIToFP | Opcode::SIToFP, Kind::Bool, Kind::Float(_)) => {
            let int_ty = fl.st.types.int_type(&mut fl.st.spv, 32);
            let int_vec = if lanes > 1 {
                fl.st.spv.type_id(TypeKey::Vector(int_ty, lanes))
            } else {
                int_ty
            };
            let on = if opcode == Opcode::UIToFP { 1 } else { -1 };
            let one = splat_int(fl, int_vec, 32, lanes, on);
            let zero = splat_int(fl, int_vec, 32, lanes, 0);
            let as_int = fl.st.spv.id();
            fl.emit(
                build::Select {
                    condition: a,
                    object_1: one,
                    object_2: zero,
                }
                .with_result(int_vec, as_int),
            );
            unary(fl, UnaryOp::ConvertSToF, as_int);
        }
        (Opcode::Trunc | Opcode::ZExt, Kind::Int(_), Kind::Int(_)) => {
            unary(fl, UnaryOp::UConvert, a)
        }
        (Opcode::SExt, Kind::Int(_), Kind::Int(_)) => unary(fl, UnaryOp::SConvert, a),
        (Opcode::FPToUI, Kind::Float(_), Kind::Int(_)) => unary(fl, UnaryOp::ConvertFToU, a),
        (Opcode::FPToSI, Kind::Float(_), Kind::Int(_)) => unary(fl, UnaryOp::ConvertFToS, a),
        (Opcode::UIToFP, Kind::Int(_), Kind::Float(_)) => unary(fl, UnaryOp::ConvertUToF, a),
        (Opcode::SIToFP, Kind::Int(_), Kind::Float(_)) => unary(fl, UnaryOp::ConvertSToF, a),
        (Opcode::FPTrunc | Opcode::FPExt, Kind::Float(_), Kind::Float(_)) => {
            unary(fl, UnaryOp::FConvert, a)
        }
        (Opcode::PtrToInt, Kind::Pointer(_), Kind::Int(_)) => unary(fl, UnaryOp::ConvertPtrToU, a),
        (Opcode::IntToPtr, Kind::Int(_), Kind::Pointer(_)) => unary(fl, UnaryOp::ConvertUToPtr, a),
        (Opcode::BitCast, Kind::Pointer(x), Kind::Pointer(y)) if x == y => {
            unary(fl, UnaryOp::CopyObject, a)
        }
        (Opcode::BitCast, s, d) if s != Kind::Bool && d != Kind::Bool => {
            unary(fl, UnaryOp::Bitcast, a)
        }
        (Opcode::AddrSpaceCast, Kind::Pointer(from), Kind::Pointer(4)) if from != 4 => {
            unary(fl, UnaryOp::PtrCastToGeneric, a)
        }
        (Opcode::AddrSpaceCast, Kind::Pointer(4), Kind::Pointer(to)) if to != 4 => {
            unary(fl, UnaryOp::GenericCastToPtr, a)
        }
        (Opcode::AddrSpaceCast, Kind::Pointer(x), Kind::Pointer(y)) if x == y => {
            unary(fl, UnaryOp::CopyObject, a)
        }
        _ => {
            return Err(unsupported(format!(
                "cast '{} {} to {}'",
                opcode.name(),
                fl.st.ir.type_name(src_ty),
                fl.st.ir.type_name(ty)
            )));
        }
    }
    Ok(())
}

/// `getelementptr T, ptr %p, idx...` -> `OpInBoundsPtrAccessChain` on `%p` seen as `T*`, whose
/// result (a pointer to the indexed type) is reinterpreted as the canonical pointer.
fn lower_gep<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    ty: TypeRef,
    source: TypeRef,
    operands: &[Value],
    inbounds: bool,
    result: Option<Word>,
) -> Result<(), LowerError> {
    let Some((&base, mut indices)) = operands.split_first() else {
        return Err(LowerError::Invalid("getelementptr without a base".into()));
    };
    let ir = fl.st.ir;
    // A leading index over `[0 x T]` steps over zero-sized arrays: no offset, so the rest of
    // the indices address `T` directly (SPIR-V has no zero-length arrays).
    let mut source = source;
    while let (Type::Array { elem, len: 0 }, [_, rest @ ..]) = (ir.ty(source), indices)
        && !rest.is_empty()
    {
        source = *elem;
        indices = rest;
    }
    let Type::Pointer(space) = ir.ty(ty).clone() else {
        return Err(unsupported("getelementptr producing a vector of pointers"));
    };
    let sc = storage_class(space).ok_or_else(|| unsupported(format!("address space {space}")))?;
    // Walk the indices to find the pointee of the result.
    let mut current = source;
    for (n, index) in indices.iter().enumerate().skip(1) {
        current = match ir.ty(current) {
            Type::Array { elem, .. } | Type::Vector { elem, .. } => *elem,
            Type::Struct { fields, .. } => {
                let i = constant_index(fl, *index)
                    .ok_or_else(|| LowerError::Invalid("non-constant struct index".into()))?;
                *fields
                    .get(i as usize)
                    .ok_or_else(|| LowerError::Invalid(format!("struct index {i} out of range")))?
            }
            _ => {
                return Err(LowerError::Invalid(format!(
                    "index {n} of getelementptr goes into a scalar"
                )));
            }
        };
    }
    let source_ty = fl.ty(source)?;
    let base_id = fl.operand(base)?;
    let typed_base = fl.typed_pointer(base_id, space, source_ty)?;
    let mut ids = Vec::with_capacity(indices.len().max(1));
    for index in indices {
        // Struct member indices must be 32-bit constants; LLVM already uses i32 for them.
        ids.push(fl.operand(*index)?);
    }
    if indices.is_empty() {
        // `gep T, ptr %p` with no index is %p itself.
        ids.push(splat_int(fl, 0, 64, 1, 0));
    }
    let element = ids.remove(0);
    let chain = |ty: Word, result: Option<Word>| {
        if inbounds {
            build::InBoundsPtrAccessChain {
                base: typed_base,
                element,
                indexes: ids,
            }
            .with_optional_result(ty, result)
        } else {
            build::PtrAccessChain {
                base: typed_base,
                element,
                indexes: ids,
            }
            .with_optional_result(ty, result)
        }
    };
    let pointee = fl.ty(current)?;
    let byte = crate::backend::module::types::byte_type(&mut fl.st.spv);
    let canonical = fl.canonical_pointer(space)?;
    if pointee == byte {
        fl.emit(chain(canonical, result));
    } else {
        let ptr_ty = fl.st.types.pointer_to(&mut fl.st.spv, sc, pointee);
        let chain_id = fl.st.spv.id();
        fl.emit(chain(ptr_ty, Some(chain_id)));
        fl.emit(
            build::Unary {
                op: build::UnaryOp::Bitcast,
                operand: chain_id,
            }
            .with_optional_result(canonical, result),
        );
    }
    Ok(())
}

/// Lowers the opcodes that need their instruction's details.
pub fn lower_detailed<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    id: InstId,
    i: &Instruction,
) -> Result<(), LowerError> {
    let result = fl.ids.values[id.0 as usize];
    let ops = &i.operands;
    match (i.opcode, &i.detail) {
        (Opcode::Load, &InstDetail::Memory { align, volatile }) => {
            let access = crate::backend::isel::function::memory_access(align, volatile);
            crate::backend::isel::memory::lower_load(fl, i.ty, ops[0], access, result)?;
        }
        (Opcode::Store, &InstDetail::Memory { align, volatile }) => {
            let access = crate::backend::isel::function::memory_access(align, volatile);
            crate::backend::isel::memory::lower_store(fl, ops[0], ops[1], access)?;
        }
        (Opcode::ICmp, &InstDetail::Predicate(p)) => lower_icmp(fl, i, p, result)?,
        (Opcode::FCmp, &InstDetail::Predicate(p)) => lower_fcmp(fl, i, p, result)?,
        (Opcode::ExtractValue | Opcode::InsertValue, InstDetail::Indices(indices)) => {
            let t = fl.ty(i.ty)?;
            let agg = fl.operand(ops[0])?;
            let indexes = indices.to_vec();
            let instruction = if i.opcode == Opcode::ExtractValue {
                build::CompositeExtract {
                    composite: agg,
                    indexes,
                }
                .with_optional_result(t, result)
            } else {
                let object = fl.operand(ops[1])?;
                build::CompositeInsert {
                    object,
                    composite: agg,
                    indexes,
                }
                .with_optional_result(t, result)
            };
            fl.emit(instruction);
        }
        (Opcode::ShuffleVector, InstDetail::Mask(mask)) => {
            let t = fl.ty(i.ty)?;
            let a = fl.operand(ops[0])?;
            let b = fl.operand(ops[1])?;
            fl.emit(
                build::VectorShuffle {
                    vector_1: a,
                    vector_2: b,
                    components: mask.iter().map(|&m| m as u32).collect(),
                }
                .with_optional_result(t, result),
            );
        }
        (Opcode::Br, _) => match ops.as_slice() {
            [dest] => {
                let d = fl.operand(*dest)?;
                fl.emit(build::Branch { target_label: d }.into_instruction());
            }
            // LLVM keeps a conditional branch's successors as (condition, false, true).
            [cond, if_false, if_true] => {
                let c = fl.operand(*cond)?;
                let t = fl.operand(*if_true)?;
                let f = fl.operand(*if_false)?;
                fl.emit(
                    build::BranchConditional {
                        condition: c,
                        true_label: t,
                        false_label: f,
                        branch_weights: vec![],
                    }
                    .into_instruction(),
                );
            }
            _ => return Err(LowerError::Invalid("malformed br".into())),
        },
        (Opcode::Switch, _) => {
            let selector_ty = fl
                .value_type(ops[0])
                .ok_or_else(|| LowerError::Invalid("switch selector".into()))?;
            let wide = matches!(fl.st.ir.ty(selector_ty), Type::Int(64));
            let s = fl.operand(ops[0])?;
            let d = fl.operand(ops[1])?;
            let mut targets = Vec::new();
            for pair in ops[2..].chunks(2) {
                let [Value::Const(c), dest] = pair else {
                    return Err(LowerError::Invalid("malformed switch case".into()));
                };
                let Constant::Int { value, .. } = fl.st.ir.constant(*c) else {
                    return Err(LowerError::Invalid("switch case is not an integer".into()));
                };
                let literal = if wide {
                    build::Literal::Bit64(*value)
                } else {
                    build::Literal::Bit32(*value as u32)
                };
                targets.push((literal, fl.operand(*dest)?));
            }
            fl.emit(
                build::Switch {
                    selector: s,
                    default: d,
                    targets,
                }
                .into_instruction(),
            );
        }
        (Opcode::Ret, _) => match ops.first() {
            None => fl.emit(build::Return.into_instruction()),
            Some(v) => {
                let v = fl.operand(*v)?;
                fl.emit(build::ReturnValue { value: v }.into_instruction());
            }
        },
        (Opcode::Unreachable, _) => fl.emit(build::Unreachable.into_instruction()),
        (Opcode::AtomicRMW | Opcode::AtomicCmpXchg | Opcode::Fence, &InstDetail::Atomic { .. }) => {
            crate::backend::isel::calls::lower_atomic_inst(fl, i, result)?
        }
        _ => {
            return Err(unsupported(format!("instruction '{}'", i.opcode.name())));
        }
    }
    Ok(())
}

fn lower_icmp<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    i: &Instruction,
    predicate: u32,
    result: Option<Word>,
) -> Result<(), LowerError> {
    let operand_ty = fl
        .value_type(i.operands[0])
        .ok_or_else(|| LowerError::Invalid("icmp operand".into()))?;
    let (kind, lanes) = kind_of(fl, operand_ty);
    let t = fl.ty(i.ty)?;
    let mut a = fl.operand(i.operands[0])?;
    let mut b = fl.operand(i.operands[1])?;
    if let Kind::Pointer(_) = kind {
        // SPIR-V 1.2 has no pointer compare: compare the addresses.
        if lanes != 1 {
            return Err(unsupported("icmp on vectors of pointers"));
        }
        let u64_ty = fl.st.types.int_type(&mut fl.st.spv, 64);
        for x in [&mut a, &mut b] {
            let id = fl.st.spv.id();
            fl.emit(
                build::Unary {
                    op: build::UnaryOp::ConvertPtrToU,
                    operand: *x,
                }
                .with_result(u64_ty, id),
            );
            *x = id;
        }
    }
    // LLVMIntPredicate: EQ=32 NE UGT UGE ULT ULE SGT SGE SLT SLE.
    let op = match (kind, predicate) {
        (Kind::Bool, 32) => BinaryOp::LogicalEqual,
        (Kind::Bool, 33) => BinaryOp::LogicalNotEqual,
        (Kind::Bool, _) => return Err(unsupported("ordered icmp on i1")),
        (_, 32) => BinaryOp::IEqual,
        (_, 33) => BinaryOp::INotEqual,
        (_, 34) => BinaryOp::UGreaterThan,
        (_, 35) => BinaryOp::UGreaterThanEqual,
        (_, 36) => BinaryOp::ULessThan,
        (_, 37) => BinaryOp::ULessThanEqual,
        (_, 38) => BinaryOp::SGreaterThan,
        (_, 39) => BinaryOp::SGreaterThanEqual,
        (_, 40) => BinaryOp::SLessThan,
        (_, 41) => BinaryOp::SLessThanEqual,
        _ => return Err(LowerError::Invalid(format!("icmp predicate {predicate}"))),
    };
    fl.emit(
        build::Binary {
            op,
            operand_1: a,
            operand_2: b,
        }
        .with_optional_result(t, result),
    );
    Ok(())
}

fn lower_fcmp<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    i: &Instruction,
    predicate: u32,
    result: Option<Word>,
) -> Result<(), LowerError> {
    let t = fl.ty(i.ty)?;
    // LLVMRealPredicate: False OEQ OGT OGE OLT OLE ONE ORD UNO UEQ UGT UGE ULT ULE UNE True.
    let op = match predicate {
        0 | 15 => {
            let (_, lanes) = kind_of(fl, i.ty);
            let b = fl.st.spv.const_bool(predicate == 15);
            let value = if lanes > 1 {
                fl.st.spv.const_composite(t, vec![b; lanes as usize])
            } else {
                b
            };
            fl.emit(
                build::Unary {
                    op: build::UnaryOp::CopyObject,
                    operand: value,
                }
                .with_optional_result(t, result),
            );
            return Ok(());
        }
        1 => BinaryOp::FOrdEqual,
        2 => BinaryOp::FOrdGreaterThan,
        3 => BinaryOp::FOrdGreaterThanEqual,
        4 => BinaryOp::FOrdLessThan,
        5 => BinaryOp::FOrdLessThanEqual,
        6 => BinaryOp::FOrdNotEqual,
        7 => BinaryOp::Ordered,
        8 => BinaryOp::Unordered,
        9 => BinaryOp::FUnordEqual,
        10 => BinaryOp::FUnordGreaterThan,
        11 => BinaryOp::FUnordGreaterThanEqual,
        12 => BinaryOp::FUnordLessThan,
        13 => BinaryOp::FUnordLessThanEqual,
        14 => BinaryOp::FUnordNotEqual,
        _ => return Err(LowerError::Invalid(format!("fcmp predicate {predicate}"))),
    };
    let a = fl.operand(i.operands[0])?;
    let b = fl.operand(i.operands[1])?;
    fl.emit(
        build::Binary {
            op,
            operand_1: a,
            operand_2: b,
        }
        .with_optional_result(t, result),
    );
    Ok(())
}
