//! `llvm.memcpy`/`llvm.memmove`/`llvm.memset` in Logical addressing: clang copies structs and
//! arrays (by-value locals at -O0, aggregate initializers) with them. The copied type is the
//! destination's or the source's pointee whose size is the length; the copy becomes one
//! `OpLoad`/`OpStore` pair per scalar or vector leaf of that type (padding is not copied), a
//! `memset` to zero one `OpStore` of a null per leaf. Anything else is refused.

use super::layout::{field_offsets, size_align};
use super::memory::{self, Ptr};
use crate::backend::LowerError;
use crate::backend::isel::function::FunctionLowering;
use crate::backend::isel::vulkan::flavour::VulkanFlavour;
use crate::ir::{Constant, Type, TypeRef, Value};

/// More leaves than this is a bulk copy a loop should do: refused.
const MAX_LEAVES: usize = 1024;

fn unsupported(what: String) -> LowerError {
    LowerError::Unsupported(what)
}

fn const_int(fl: &FunctionLowering<'_, '_, VulkanFlavour>, v: Option<&Value>) -> Option<u64> {
    match v {
        Some(Value::Const(c)) => match fl.st.ir.constant(*c) {
            Constant::Int { value, .. } => Some(*value),
            _ => None,
        },
        _ => None,
    }
}

/// The scalar and vector leaves of `t` with their byte offsets, in memory order.
fn leaves(
    fl: &FunctionLowering<'_, '_, VulkanFlavour>,
    t: TypeRef,
    what: &str,
) -> Result<Vec<(TypeRef, i64)>, LowerError> {
    let ir = fl.st.ir;
    let mut out = Vec::new();
    // An explicit stack (no recursion on input types), pushed in reverse to pop in order.
    let mut work = vec![(t, 0i64)];
    while let Some((t, at)) = work.pop() {
        if out.len() + work.len() > MAX_LEAVES {
            return Err(unsupported(format!(
                "{what} of more than {MAX_LEAVES} scalars (write a loop)"
            )));
        }
        match ir.ty(t).clone() {
            Type::Struct { fields, packed, .. } => {
                let offsets = field_offsets(ir, &fields, packed)?;
                for (f, o) in fields.iter().zip(offsets).rev() {
                    work.push((*f, at + o as i64));
                }
            }
            Type::Array { elem, len } => {
                let (s, _) = size_align(ir, elem)?;
                if len as usize > MAX_LEAVES {
                    return Err(unsupported(format!(
                        "{what} of more than {MAX_LEAVES} scalars (write a loop)"
                    )));
                }
                for k in (0..len).rev() {
                    work.push((elem, at + (k * s) as i64));
                }
            }
            Type::Int(_) | Type::Half | Type::Float | Type::Double | Type::Vector { .. } => {
                out.push((t, at))
            }
            _ => {
                return Err(unsupported(format!(
                    "{what} of '{}' (pointers stay out of memory in Logical addressing)",
                    ir.type_name(t)
                )));
            }
        }
    }
    Ok(out)
}

/// The type a `len`-byte access through `p` covers, if its pointee (or the array element it
/// points into) has that size and no byte offset is pending.
fn copied_type(fl: &FunctionLowering<'_, '_, VulkanFlavour>, p: &Ptr, len: u64) -> Option<TypeRef> {
    if p.pending != 0 {
        return None;
    }
    let (size, _) = size_align(fl.st.ir, p.pointee).ok()?;
    (size == len && !matches!(fl.st.ir.ty(p.pointee), Type::Int(8))).then_some(p.pointee)
}

fn at(p: &Ptr, offset: i64) -> Ptr {
    let mut q = p.clone();
    q.pending += offset;
    q
}

/// `llvm.memcpy`/`llvm.memmove(dst, src, len, volatile)`.
pub fn memcpy(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    dst: Ptr,
    src: Ptr,
    args: &[Value],
) -> Result<(), LowerError> {
    let len = const_int(fl, args.get(2))
        .ok_or_else(|| unsupported("memcpy of a variable length (write a loop)".into()))?;
    let t = copied_type(fl, &dst, len)
        .or_else(|| copied_type(fl, &src, len))
        .ok_or_else(|| {
            unsupported(format!(
                "memcpy of {len} bytes between '{}' and '{}' (neither is a type of that size)",
                fl.st.ir.type_name(dst.pointee),
                fl.st.ir.type_name(src.pointee)
            ))
        })?;
    for (leaf, offset) in leaves(fl, t, "memcpy")? {
        let v = fl.st.spv.id();
        memory::load(fl, &at(&src, offset), leaf, Some(v))?;
        memory::store(fl, &at(&dst, offset), leaf, v)?;
    }
    Ok(())
}

/// `llvm.memset(dst, 0, len, volatile)`.
pub fn memset(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    dst: Ptr,
    args: &[Value],
) -> Result<(), LowerError> {
    let len = const_int(fl, args.get(2))
        .ok_or_else(|| unsupported("memset of a variable length (write a loop)".into()))?;
    if const_int(fl, args.get(1)) != Some(0) {
        return Err(unsupported(
            "memset to a non-zero byte (only zero-initialization has a typed form)".into(),
        ));
    }
    let t = copied_type(fl, &dst, len).ok_or_else(|| {
        unsupported(format!(
            "memset of {len} bytes into '{}' (not a type of that size)",
            fl.st.ir.type_name(dst.pointee)
        ))
    })?;
    for (leaf, offset) in leaves(fl, t, "memset")? {
        let ty = fl.ty(leaf)?;
        let zero = fl.st.spv.const_null(ty);
        memory::store(fl, &at(&dst, offset), leaf, zero)?;
    }
    Ok(())
}
