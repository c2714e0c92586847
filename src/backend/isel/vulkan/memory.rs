//! Pointers in Logical addressing: every pointer SSA value is a base variable plus an access
//! path, recovered from GEPs (typed ones and clang's `i8` byte offsets alike); loads, stores
//! and atomics turn the path into a typed `OpAccessChain`. Pointer-typed allocas written once
//! are promoted (the stored pointer stands for every load that the store dominates).
//! Anything else a pointer does (stored to memory, phi'd, selected, compared, cast) is refused.

use rspirv::spirv::{StorageClass, Word};

use super::layout::{field_offsets, size_align};
use crate::backend::LowerError;
use crate::backend::isel::function::FunctionLowering;
use crate::backend::isel::vulkan::flavour::VulkanFlavour;
use crate::backend::module::core_build as build;
use crate::backend::module::spirv::TypeKey;
use crate::ir::{Constant, Type, TypeRef, Value};

/// One index of an access chain.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Index {
    /// A constant.
    Const(i64),
    /// An integer SSA id of the index width ([`super::index_bits`]: 64, or 32 for `spirv32`
    /// IR, whose `size_t` is 32-bit).
    Id(Word),
}

/// One step of an access path: the index and whether it indexes an array (so pointer
/// arithmetic may move it).
#[derive(Clone, Copy, Debug)]
pub struct Step {
    /// The index.
    pub index: Index,
    /// Indexes an array, runtime array or vector.
    pub array: bool,
}

/// A pointer: `base` (an `OpVariable`) and the path from it to a `pointee`, plus a byte
/// offset not yet placed in the path.
#[derive(Clone, Debug)]
pub struct Ptr {
    /// The variable.
    pub base: Word,
    /// Its storage class.
    pub class: StorageClass,
    /// Access chain from the variable.
    pub steps: Vec<Step>,
    /// The type the path ends at.
    pub pointee: TypeRef,
    /// Bytes past it, placed when the accessed type is known.
    pub pending: i64,
}

fn unsupported(what: String) -> LowerError {
    LowerError::Unsupported(what)
}

/// Places the pending offset and descends into aggregates until the path ends at `target`.
pub fn resolve(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    p: &Ptr,
    target: TypeRef,
) -> Result<Ptr, LowerError> {
    let ir = fl.st.ir;
    let mut p = p.clone();
    for _ in 0..256 {
        if p.pending == 0 && (p.pointee == target || ir.ty(p.pointee) == ir.ty(target)) {
            return Ok(p);
        }
        if !step_toward_offset(fl, &mut p)? {
            break;
        }
    }
    Err(unsupported(format!(
        "access of type '{}' at byte offset {} into '{}' (type punning has no Logical-addressing \
         form)",
        ir.type_name(target),
        p.pending,
        ir.type_name(p.pointee)
    )))
}

/// One step of placing `p`'s pending byte offset: moves the innermost array index when the
/// offset leaves the current element, else descends into the member or element of the
/// pointee that holds the offset (the first one at offset 0). False when `p` ends at a scalar
/// it cannot leave.
fn step_toward_offset(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    p: &mut Ptr,
) -> Result<bool, LowerError> {
    let ir = fl.st.ir;
    let (size, _) = size_align(ir, p.pointee)?;
    let size = size as i64;
    // An offset outside the current array element (a whole number of elements, or a member
    // of a later element: clang's -O2 `s[1].f` is `i8` offset 52 from `s` of 48-byte structs)
    // moves the array index; what is left is inside that element.
    if size > 0 && !(0..size).contains(&p.pending) && p.steps.last().is_some_and(|s| s.array) {
        let k = p.pending.div_euclid(size);
        add_to_last(fl, p, Index::Const(k))?;
        p.pending = p.pending.rem_euclid(size);
        return Ok(true);
    }
    match ir.ty(p.pointee).clone() {
        Type::Struct { fields, packed, .. } if !fields.is_empty() => {
            let offsets = field_offsets(ir, &fields, packed)?;
            let n = offsets
                .iter()
                .rposition(|&o| o as i64 <= p.pending)
                .unwrap_or(0);
            p.pending -= offsets.get(n).copied().unwrap_or(0) as i64;
            p.steps.push(Step {
                index: Index::Const(n as i64),
                array: false,
            });
            p.pointee = fields[n];
            Ok(true)
        }
        Type::Array { elem, .. } | Type::Vector { elem, .. } => {
            let (s, _) = size_align(ir, elem)?;
            let k = if s > 0 { p.pending / s as i64 } else { 0 };
            p.pending -= k * s as i64;
            p.steps.push(Step {
                index: Index::Const(k),
                array: true,
            });
            p.pointee = elem;
            Ok(true)
        }
        _ => Ok(false),
    }
}

fn to_index(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    v: Value,
) -> Result<Index, LowerError> {
    if let Value::Const(c) = v
        && let Constant::Int { value, .. } = fl.st.ir.constant(c)
    {
        let bits = match fl.st.ir.ty(fl.st.ir.constant(c).ty()) {
            Type::Int(b) => *b,
            _ => 64,
        };
        let v = if bits < 64 {
            ((*value << (64 - bits)) as i64) >> (64 - bits)
        } else {
            *value as i64
        };
        return Ok(Index::Const(v));
    }
    let t = super::value_type(fl.st.ir, fl.f, v);
    let id = fl.operand(v)?;
    let width = super::index_bits(fl.st.ir);
    match t.map(|t| fl.st.ir.ty(t).clone()) {
        Some(Type::Int(bits)) if bits == width => Ok(Index::Id(id)),
        // Sign-extended to the index width; an `i64` index of `spirv32` IR (a `long` the source
        // indexes with) truncated to it, as the IR's own GEP semantics do.
        Some(Type::Int(_)) => {
            let index_ty = index_type(fl);
            let r = fl.st.spv.id();
            fl.emit(
                build::Unary {
                    op: build::UnaryOp::SConvert,
                    operand: id,
                }
                .with_result(index_ty, r),
            );
            Ok(Index::Id(r))
        }
        _ => Err(LowerError::Invalid("non-integer index".into())),
    }
}

fn index_id(fl: &mut FunctionLowering<'_, '_, VulkanFlavour>, i: Index, array: bool) -> Word {
    match i {
        Index::Id(id) => id,
        Index::Const(c) if !array || (0..=i32::MAX as i64).contains(&c) => {
            fl.st.spv.const_u32(c as u32)
        }
        Index::Const(c) => index_constant(fl, c),
    }
}

/// The integer type of ids in access paths: [`super::index_bits`] wide.
fn index_type(fl: &mut FunctionLowering<'_, '_, VulkanFlavour>) -> Word {
    let bits = super::index_bits(fl.st.ir);
    fl.st.types.int_type(&mut fl.st.spv, bits)
}

fn add_to_last(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    p: &mut Ptr,
    k: Index,
) -> Result<(), LowerError> {
    if k == Index::Const(0) {
        return Ok(());
    }
    let Some(last) = p.steps.last().copied().filter(|s| s.array) else {
        return Err(unsupported(
            "pointer arithmetic outside an array (Logical addressing)".into(),
        ));
    };
    let index = match (last.index, k) {
        (Index::Const(a), Index::Const(b)) => Index::Const(a + b),
        (a, b) => {
            let index_ty = index_type(fl);
            let a = match a {
                Index::Const(c) => index_constant(fl, c),
                Index::Id(id) => widen(fl, id),
            };
            let b = match b {
                Index::Const(c) => index_constant(fl, c),
                Index::Id(id) => id,
            };
            let r = fl.st.spv.id();
            fl.emit(
                build::Binary {
                    op: build::BinaryOp::IAdd,
                    operand_1: a,
                    operand_2: b,
                }
                .with_result(index_ty, r),
            );
            Index::Id(r)
        }
    };
    if let Some(l) = p.steps.last_mut() {
        l.index = index;
    }
    Ok(())
}

fn index_constant(fl: &mut FunctionLowering<'_, '_, VulkanFlavour>, c: i64) -> Word {
    let index_ty = index_type(fl);
    let words = if super::index_bits(fl.st.ir) == 32 {
        vec![c as u32]
    } else {
        vec![c as u32, ((c as u64) >> 32) as u32]
    };
    fl.st.spv.constant_words(index_ty, words)
}

/// Ids in paths have the index width already: nothing to widen (kept for clarity).
fn widen(_fl: &mut FunctionLowering<'_, '_, VulkanFlavour>, id: Word) -> Word {
    id
}

/// `getelementptr source, base, indices...`.
pub fn gep(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    base: &Ptr,
    source: TypeRef,
    indices: &[Value],
) -> Result<Ptr, LowerError> {
    let ir = fl.st.ir;
    let Some((first, rest)) = indices.split_first() else {
        return Ok(base.clone());
    };
    let first = to_index(fl, *first)?;
    if matches!(ir.ty(source), Type::Int(8)) && rest.is_empty() {
        let mut p = base.clone();
        match first {
            Index::Const(c) => p.pending += c,
            Index::Id(bytes) => {
                // A variable byte offset: in units of the innermost array's elements.
                let (size, _) = size_align(ir, p.pointee)?;
                if p.pending != 0 || !p.steps.last().is_some_and(|s| s.array) || size == 0 {
                    return Err(unsupported(
                        "variable byte offset that is not a whole number of array elements".into(),
                    ));
                }
                let index_ty = index_type(fl);
                let s = index_constant(fl, size as i64);
                let k = fl.st.spv.id();
                fl.emit(
                    build::Binary {
                        op: build::BinaryOp::SDiv,
                        operand_1: bytes,
                        operand_2: s,
                    }
                    .with_result(index_ty, k),
                );
                add_to_last(fl, &mut p, Index::Id(k))?;
            }
        }
        return Ok(p);
    }
    let mut p = resolve(fl, base, source)?;
    add_to_last(fl, &mut p, first)?;
    for v in rest {
        match ir.ty(p.pointee).clone() {
            Type::Struct { fields, .. } => {
                let Index::Const(n) = to_index(fl, *v)? else {
                    return Err(LowerError::Invalid("variable struct index".into()));
                };
                let field = usize::try_from(n)
                    .ok()
                    .and_then(|n| fields.get(n).copied())
                    .ok_or_else(|| LowerError::Invalid("struct index out of range".into()))?;
                p.steps.push(Step {
                    index: Index::Const(n),
                    array: false,
                });
                p.pointee = field;
            }
            Type::Array { elem, .. } | Type::Vector { elem, .. } => {
                let i = to_index(fl, *v)?;
                p.steps.push(Step {
                    index: i,
                    array: true,
                });
                p.pointee = elem;
            }
            _ => return Err(LowerError::Invalid("index into a scalar".into())),
        }
    }
    Ok(p)
}

/// An `OpAccessChain` (or the variable itself) to `target`.
pub fn access(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    p: &Ptr,
    target: TypeRef,
) -> Result<Word, LowerError> {
    let r = resolve(fl, p, target)?;
    if r.steps.is_empty() {
        return Ok(r.base);
    }
    let pointee = memory_type(fl, r.class, target)?;
    let ptr_ty = fl.st.spv.type_id(TypeKey::Pointer(r.class, pointee));
    let mut indexes = Vec::with_capacity(r.steps.len());
    for s in &r.steps {
        indexes.push(index_id(fl, s.index, s.array));
    }
    let id = fl.st.spv.id();
    fl.emit(
        build::AccessChain {
            base: r.base,
            indexes,
        }
        .with_result(ptr_ty, id),
    );
    Ok(id)
}

/// Whether `class` needs explicitly laid-out types (`layout::laid_out_type`).
fn explicit_layout(class: StorageClass) -> bool {
    matches!(
        class,
        StorageClass::StorageBuffer | StorageClass::PushConstant | StorageClass::Uniform
    )
}

/// The SPIR-V type `ty` has in memory of `class`: its laid-out twin in buffers and push
/// constants, the plain type elsewhere.
fn memory_type(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    class: StorageClass,
    ty: TypeRef,
) -> Result<Word, LowerError> {
    if explicit_layout(class) {
        let st = &mut *fl.st;
        super::layout::laid_out_type(
            st.ir,
            &mut st.spv,
            &mut st.types,
            &mut fl.module.laid_out,
            ty,
        )
    } else {
        fl.ty(ty)
    }
}

/// Loads a `ty` through `p`; a vector of the pointee's elements is loaded element by element.
pub fn load(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    p: &Ptr,
    ty: TypeRef,
    result: Option<Word>,
) -> Result<(), LowerError> {
    let t = fl.ty(ty)?;
    let r = result.unwrap_or_else(|| fl.st.spv.id());
    match access(fl, p, ty) {
        Ok(a) => {
            let m = memory_type(fl, p.class, ty)?;
            if m == t {
                emit_load(fl, t, r, a);
            } else {
                let tmp = fl.st.spv.id();
                emit_load(fl, m, tmp, a);
                emit_unary(fl, build::UnaryOp::CopyLogical, t, r, tmp);
            }
            Ok(())
        }
        Err(e) => {
            if let Some(q) = punned_scalar(fl, p, ty)? {
                // A scalar of the same size (`as_float` of an int element): load and bitcast.
                let a = access(fl, &q, q.pointee)?;
                let m = fl.ty(q.pointee)?;
                let tmp = fl.st.spv.id();
                emit_load(fl, m, tmp, a);
                emit_unary(fl, build::UnaryOp::Bitcast, t, r, tmp);
                return Ok(());
            }
            let Type::Vector { elem, len, .. } = fl.st.ir.ty(ty).clone() else {
                return Err(e);
            };
            let mut parts = Vec::new();
            for q in lanes(fl, p, elem, len)? {
                let v = fl.st.spv.id();
                if !load_scalar(fl, &q, elem, v)? {
                    return Err(e);
                }
                parts.push(v);
            }
            fl.emit(
                build::CompositeConstruct {
                    constituents: parts,
                }
                .with_result(t, r),
            );
            Ok(())
        }
    }
}

/// Stores `value` (of type `ty`) through `p`, element by element for a vector of the
/// pointee's elements.
pub fn store(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    p: &Ptr,
    ty: TypeRef,
    value: Word,
) -> Result<(), LowerError> {
    match access(fl, p, ty) {
        Ok(a) => {
            let m = memory_type(fl, p.class, ty)?;
            let value = if m == fl.ty(ty)? {
                value
            } else {
                let v = fl.st.spv.id();
                emit_unary(fl, build::UnaryOp::CopyLogical, m, v, value);
                v
            };
            emit_store(fl, a, value);
            Ok(())
        }
        Err(e) => {
            if let Some(q) = punned_scalar(fl, p, ty)? {
                let a = access(fl, &q, q.pointee)?;
                let m = fl.ty(q.pointee)?;
                let v = fl.st.spv.id();
                emit_unary(fl, build::UnaryOp::Bitcast, m, v, value);
                emit_store(fl, a, v);
                return Ok(());
            }
            let Type::Vector { elem, len, .. } = fl.st.ir.ty(ty).clone() else {
                return Err(e);
            };
            let e_ty = fl.ty(elem)?;
            for (k, q) in (0u32..).zip(lanes(fl, p, elem, len)?) {
                let v = fl.st.spv.id();
                fl.emit(
                    build::CompositeExtract {
                        composite: value,
                        indexes: vec![k],
                    }
                    .with_result(e_ty, v),
                );
                if !store_scalar(fl, &q, elem, v)? {
                    return Err(e);
                }
            }
            Ok(())
        }
    }
}

/// The pointers to the `len` lanes of a vector of `elem` at `p`, for an access lane by lane:
/// consecutive elements when `p` reaches an `elem` (a `float4` read from a `float` array),
/// else `p` moved by whole `elem`s in bytes, each lane placed (or punned) on its own (a
/// `float2` member of a struct in a buffer whose elements are ints).
fn lanes(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    p: &Ptr,
    elem: TypeRef,
    len: u32,
) -> Result<Vec<Ptr>, LowerError> {
    let mut out = Vec::with_capacity(len as usize);
    if let Ok(first) = resolve(fl, p, elem) {
        for k in 0..len {
            let mut q = first.clone();
            add_to_last(fl, &mut q, Index::Const(i64::from(k)))?;
            out.push(q);
        }
        return Ok(out);
    }
    let (size, _) = size_align(fl.st.ir, elem)?;
    for k in 0..len {
        let mut q = p.clone();
        q.pending += i64::from(k) * size as i64;
        out.push(q);
    }
    Ok(out)
}

/// Loads the scalar `ty` at `p` into `result`: directly, or as the scalar of the same size
/// that is there and an `OpBitcast`. `None` when neither has a path.
fn load_scalar(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    p: &Ptr,
    ty: TypeRef,
    result: Word,
) -> Result<bool, LowerError> {
    let t = fl.ty(ty)?;
    if let Ok(a) = access(fl, p, ty) {
        emit_load(fl, t, result, a);
        return Ok(true);
    }
    let Some(q) = punned_scalar(fl, p, ty)? else {
        return Ok(false);
    };
    let a = access(fl, &q, q.pointee)?;
    let m = fl.ty(q.pointee)?;
    let tmp = fl.st.spv.id();
    emit_load(fl, m, tmp, a);
    emit_unary(fl, build::UnaryOp::Bitcast, t, result, tmp);
    Ok(true)
}

/// Stores the scalar `value` of type `ty` at `p`, directly or bitcast to the scalar of the
/// same size that is there. False when neither has a path.
fn store_scalar(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    p: &Ptr,
    ty: TypeRef,
    value: Word,
) -> Result<bool, LowerError> {
    if let Ok(a) = access(fl, p, ty) {
        emit_store(fl, a, value);
        return Ok(true);
    }
    let Some(q) = punned_scalar(fl, p, ty)? else {
        return Ok(false);
    };
    let a = access(fl, &q, q.pointee)?;
    let m = fl.ty(q.pointee)?;
    let v = fl.st.spv.id();
    emit_unary(fl, build::UnaryOp::Bitcast, m, v, value);
    emit_store(fl, a, v);
    Ok(true)
}

/// `OpStore` of `value` through the access chain `address`.
fn emit_store(fl: &mut FunctionLowering<'_, '_, VulkanFlavour>, address: Word, value: Word) {
    fl.emit(
        build::Store {
            pointer: address,
            object: value,
            memory_access: None,
        }
        .into_instruction(),
    );
}

/// `OpLoad` of `pointer` (no memory operands) into `result`.
fn emit_load(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    ty: Word,
    result: Word,
    pointer: Word,
) {
    fl.emit(
        build::Load {
            pointer,
            memory_access: None,
        }
        .with_result(ty, result),
    );
}

/// A one-operand conversion (`OpCopyLogical`, `OpBitcast`) into `result`.
fn emit_unary(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    op: build::UnaryOp,
    ty: Word,
    result: Word,
    operand: Word,
) {
    fl.emit(build::Unary { op, operand }.with_result(ty, result));
}

/// The path to an integer or floating-point scalar of the same size as the scalar `ty` at `p`
/// (an `int` read as a `float`), for a load or store through `OpBitcast`; `None` otherwise.
fn punned_scalar(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    p: &Ptr,
    ty: TypeRef,
) -> Result<Option<Ptr>, LowerError> {
    let ir = fl.st.ir;
    let scalar = |t: TypeRef| {
        matches!(
            ir.ty(t),
            Type::Int(16 | 32 | 64) | Type::Half | Type::Float | Type::Double
        )
    };
    if !scalar(ty) {
        return Ok(None);
    }
    let (size, _) = size_align(ir, ty)?;
    // Place the pending offset (moving the array index past whole elements, then into the
    // member that holds it) down to the first scalar at that offset.
    let mut q = p.clone();
    for _ in 0..256 {
        if q.pending == 0 && scalar(q.pointee) {
            let (s, _) = size_align(ir, q.pointee)?;
            return Ok((s == size).then_some(q));
        }
        if !step_toward_offset(fl, &mut q)? {
            return Ok(None);
        }
    }
    Ok(None)
}

/// One side of a pointer compare: a traced pointer, or `null`.
#[derive(Clone, Debug)]
pub enum Compared {
    /// `null`: below every variable, equal only to itself.
    Null,
    /// A variable and a path into it.
    Pointer(Ptr),
}

/// `icmp PRED ptr a, b` (LLVMIntPredicate 32-41: eq ne ugt uge ult ule sgt sge slt sle) into
/// `result`, where Logical addressing has no addresses to compare.
///
/// LLVM's loop versioning asks `a_start < b_end && b_start < a_end` of two buffers at -O2
/// (PolyBench `adi`). Pointers into distinct variables are compared as if each variable
/// occupied its own address range, the ranges in the order of the variables' ids and `null`
/// below all of them: any such order makes every overlap check false, which is the truth
/// (distinct buffers never alias), and C gives no other meaning to ordering distinct objects.
/// Within one variable the access paths are compared: with the pending byte offsets placed,
/// an address's order is the lexicographic order of its indices (struct members are in
/// offset order; a shorter path is the longer one's prefix followed by zeros, the address of
/// an aggregate being that of its first member).
pub fn compare(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    a: &Compared,
    b: &Compared,
    predicate: u32,
    result: Word,
) -> Result<(), LowerError> {
    // (less, equal) of a against b, each a constant or an id.
    let (p, q) = match (a, b) {
        (Compared::Pointer(p), Compared::Pointer(q)) if p.base == q.base => (p, q),
        _ => {
            let key = |c: &Compared| match c {
                Compared::Null => None,
                Compared::Pointer(p) => Some(p.base),
            };
            let (ka, kb) = (key(a), key(b));
            return emit_compare_result(fl, predicate, Order::Known(ka.cmp(&kb)), result);
        }
    };
    let p = place_pending(fl, p)?;
    let q = place_pending(fl, q)?;
    let len = p.steps.len().max(q.steps.len());
    let index = |r: &Ptr, k: usize| r.steps.get(k).map_or(Index::Const(0), |s| s.index);
    let differing: Vec<(Index, Index)> = (0..len)
        .map(|k| (index(&p, k), index(&q, k)))
        .filter(|(x, y)| x != y)
        .collect();
    if differing
        .iter()
        .all(|pair| matches!(pair, (Index::Const(_), Index::Const(_))))
    {
        // Constant paths (or equal ones): the first differing index decides.
        let order = differing
            .iter()
            .find_map(|pair| match pair {
                (Index::Const(x), Index::Const(y)) => Some(x.cmp(y)),
                _ => None,
            })
            .unwrap_or(std::cmp::Ordering::Equal);
        return emit_compare_result(fl, predicate, Order::Known(order), result);
    }
    let ids: Vec<(Word, Word)> = differing
        .iter()
        .map(|&(x, y)| (index_as_id(fl, x), index_as_id(fl, y)))
        .collect();
    emit_compare_result(fl, predicate, Order::Indices(ids), result)
}

/// The order of two compared pointers: known now, or decided at run time by pairs of indices
/// (of the index width) compared lexicographically.
enum Order {
    Known(std::cmp::Ordering),
    Indices(Vec<(Word, Word)>),
}

fn index_as_id(fl: &mut FunctionLowering<'_, '_, VulkanFlavour>, i: Index) -> Word {
    match i {
        Index::Const(c) => index_constant(fl, c),
        Index::Id(id) => id,
    }
}

/// `p` with its pending byte offset placed in the path (down to the first scalar at that
/// offset); refused when the offset falls inside a scalar.
fn place_pending(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    p: &Ptr,
) -> Result<Ptr, LowerError> {
    let mut q = p.clone();
    for _ in 0..256 {
        if q.pending == 0 {
            return Ok(q);
        }
        if !step_toward_offset(fl, &mut q)? {
            break;
        }
    }
    Err(unsupported(format!(
        "pointer compare at byte offset {} inside '{}' (Logical addressing: no address there)",
        q.pending,
        fl.st.ir.type_name(q.pointee)
    )))
}

/// Writes the boolean `a PRED b` into `result` from their order.
fn emit_compare_result(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    predicate: u32,
    order: Order,
    result: Word,
) -> Result<(), LowerError> {
    use std::cmp::Ordering::{Equal, Less};
    // (which relation, swap the operands, negate it): eq ne ugt uge ult ule sgt sge slt sle.
    let (less, swap, negate) = match predicate {
        32 => (false, false, false),
        33 => (false, false, true),
        34 | 38 => (true, true, false),
        35 | 39 => (true, false, true),
        36 | 40 => (true, false, false),
        37 | 41 => (true, true, true),
        _ => return Err(LowerError::Invalid(format!("icmp predicate {predicate}"))),
    };
    let bool_ty = fl.st.spv.type_id(TypeKey::Bool);
    let value = match order {
        Order::Known(o) => {
            let o = if swap { o.reverse() } else { o };
            let holds = if less { o == Less } else { o == Equal };
            let c = fl.st.spv.const_bool(holds != negate);
            emit_unary(fl, build::UnaryOp::CopyObject, bool_ty, result, c);
            return Ok(());
        }
        Order::Indices(pairs) => {
            let pairs: Vec<(Word, Word)> = if swap {
                pairs.into_iter().map(|(x, y)| (y, x)).collect()
            } else {
                pairs
            };
            if less {
                lexicographic_less(fl, &pairs)
            } else {
                all_equal(fl, &pairs)
            }
        }
    };
    if negate {
        emit_unary(fl, build::UnaryOp::LogicalNot, bool_ty, result, value);
    } else {
        emit_unary(fl, build::UnaryOp::CopyObject, bool_ty, result, value);
    }
    Ok(())
}

fn emit_binary(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    op: build::BinaryOp,
    operand_1: Word,
    operand_2: Word,
) -> Word {
    let bool_ty = fl.st.spv.type_id(TypeKey::Bool);
    let r = fl.st.spv.id();
    fl.emit(
        build::Binary {
            op,
            operand_1,
            operand_2,
        }
        .with_result(bool_ty, r),
    );
    r
}

/// `x0 < y0 || (x0 == y0 && (x1 < y1 || ...))`, built from the last pair outwards; indices are
/// signed (an index below an element's start is negative).
///
/// The signed order is written as the unsigned order of the indices with their sign bits
/// flipped: on lavapipe (Mesa 22.3) `OpSLessThan` of a sign-extended index (`OpSConvert` to
/// 64 bits, as every `int` index is) and a constant gave false for `0 < 1` and `0 < 2`,
/// while `OpULessThan` read right (the module is spirv-val clean either way).
/// The sign bit of an index: `i64::MIN`, or `i32::MIN` (as the 32-bit constant's bits) for
/// 32-bit indices.
fn sign_bit(fl: &FunctionLowering<'_, '_, VulkanFlavour>) -> i64 {
    if super::index_bits(fl.st.ir) == 32 {
        i64::from(i32::MIN)
    } else {
        i64::MIN
    }
}

fn lexicographic_less(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    pairs: &[(Word, Word)],
) -> Word {
    let index_ty = index_type(fl);
    let sign = index_constant(fl, sign_bit(fl));
    let flip = |fl: &mut FunctionLowering<'_, '_, VulkanFlavour>, v: Word| {
        let r = fl.st.spv.id();
        fl.emit(
            build::Binary {
                op: build::BinaryOp::BitwiseXor,
                operand_1: v,
                operand_2: sign,
            }
            .with_result(index_ty, r),
        );
        r
    };
    let mut acc: Option<Word> = None;
    for &(x, y) in pairs.iter().rev() {
        let (fx, fy) = (flip(fl, x), flip(fl, y));
        let less = emit_binary(fl, build::BinaryOp::ULessThan, fx, fy);
        acc = Some(match acc {
            None => less,
            Some(rest) => {
                let equal = emit_binary(fl, build::BinaryOp::IEqual, x, y);
                let tie = emit_binary(fl, build::BinaryOp::LogicalAnd, equal, rest);
                emit_binary(fl, build::BinaryOp::LogicalOr, less, tie)
            }
        });
    }
    acc.unwrap_or_else(|| fl.st.spv.const_bool(false))
}

/// `x0 == y0 && x1 == y1 && ...`.
fn all_equal(fl: &mut FunctionLowering<'_, '_, VulkanFlavour>, pairs: &[(Word, Word)]) -> Word {
    let mut acc: Option<Word> = None;
    for &(x, y) in pairs {
        let equal = emit_binary(fl, build::BinaryOp::IEqual, x, y);
        acc = Some(match acc {
            None => equal,
            Some(rest) => emit_binary(fl, build::BinaryOp::LogicalAnd, rest, equal),
        });
    }
    acc.unwrap_or_else(|| fl.st.spv.const_bool(true))
}

/// The pointers to the `lanes` elements of type `elem` that `vloadN`/`vload_halfN` (and the
/// stores) reach from `base` with `offset`: elements `offset * stride + k` of the array `base`
/// points into (`stride` is the lane count, 4 for the `a` forms of 3 lanes).
pub fn vector_elements(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    base: &Ptr,
    elem: TypeRef,
    offset: Value,
    stride: u32,
    lanes: u32,
) -> Result<Vec<Ptr>, LowerError> {
    let first = match to_index(fl, offset)? {
        Index::Const(c) => Index::Const(c.wrapping_mul(i64::from(stride))),
        Index::Id(id) => {
            let index_ty = index_type(fl);
            let s = index_constant(fl, i64::from(stride));
            let r = fl.st.spv.id();
            fl.emit(
                build::Binary {
                    op: build::BinaryOp::IMul,
                    operand_1: id,
                    operand_2: s,
                }
                .with_result(index_ty, r),
            );
            Index::Id(r)
        }
    };
    let mut start = resolve(fl, base, elem)?;
    add_to_last(fl, &mut start, first)?;
    let mut out = Vec::with_capacity(lanes as usize);
    for k in 0..lanes {
        let mut q = start.clone();
        add_to_last(fl, &mut q, Index::Const(i64::from(k)))?;
        out.push(q);
    }
    Ok(out)
}
