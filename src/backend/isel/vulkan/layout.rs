//! Sizes, alignments and member offsets of IR types as clang lays them out for SPIR (OpenCL C),
//! and the explicit-layout decorations (`Offset`, `ArrayStride`) a buffer's types need.

use std::collections::BTreeMap;

use rspirv::spirv::Word;

use crate::backend::LowerError;
use crate::backend::module::core_build as build;
use crate::backend::module::core_build::DecorationOperand;
use crate::backend::module::spirv::SpirvModule;
use crate::backend::module::types::TypeLowering;
use crate::ir::{Module, Type, TypeRef};

/// `(size, alignment)` in bytes: OpenCL C's (3-element vectors take 4 elements' room).
pub fn size_align(ir: &Module, t: TypeRef) -> Result<(u64, u64), LowerError> {
    layout_of(ir, t, true)
}

/// The alignment `t` would have with every `packed` attribute ignored: what Vulkan's buffer
/// layout rules ask of the offset of a `t` (a packed struct's own alignment is 1).
pub fn natural_align(ir: &Module, t: TypeRef) -> Result<u64, LowerError> {
    Ok(layout_of(ir, t, false)?.1)
}

/// `(size, alignment)`, with packed structs packed or, when `honour_packed` is false, laid out
/// as if they were not (for [`natural_align`]).
fn layout_of(ir: &Module, t: TypeRef, honour_packed: bool) -> Result<(u64, u64), LowerError> {
    // Iterative over nesting: a work list of types whose parts are all known.
    let mut known: std::collections::HashMap<u32, (u64, u64)> = Default::default();
    let mut stack = vec![t];
    while let Some(&top) = stack.last() {
        if known.contains_key(&top.0) {
            stack.pop();
            continue;
        }
        let parts: Vec<TypeRef> = match ir.ty(top) {
            Type::Vector { elem, .. } | Type::Array { elem, .. } => vec![*elem],
            Type::Struct { fields, .. } => fields.clone(),
            _ => vec![],
        };
        let missing: Vec<TypeRef> = parts
            .iter()
            .copied()
            .filter(|p| !known.contains_key(&p.0))
            .collect();
        if !missing.is_empty() {
            stack.extend(missing);
            continue;
        }
        let part = |p: &TypeRef| known.get(&p.0).copied().unwrap_or((0, 1));
        let sa = match ir.ty(top) {
            Type::Int(1) | Type::Int(8) => (1, 1),
            Type::Int(16) | Type::Half => (2, 2),
            Type::Int(32) | Type::Float => (4, 4),
            Type::Int(64) | Type::Double => (8, 8),
            Type::Vector { elem, len, .. } => {
                let (e, _) = part(elem);
                let n = if *len == 3 { 4 } else { u64::from(*len) };
                (e * n, e * n)
            }
            Type::Array { elem, len } => {
                let (e, a) = part(elem);
                (e * len, a)
            }
            Type::Struct { fields, packed, .. } => {
                let mut offset = 0u64;
                let mut align = 1u64;
                for f in fields {
                    let (s, a) = part(f);
                    let a = if *packed && honour_packed { 1 } else { a };
                    offset = offset.div_ceil(a) * a + s;
                    align = align.max(a);
                }
                (offset.div_ceil(align) * align, align)
            }
            _ => {
                return Err(LowerError::Unsupported(format!(
                    "type '{}' in memory",
                    ir.type_name(top)
                )));
            }
        };
        known.insert(top.0, sa);
        stack.pop();
    }
    known
        .get(&t.0)
        .copied()
        .ok_or_else(|| LowerError::Invalid("type without a layout".into()))
}

/// The byte offset of each field of a struct.
pub fn field_offsets(
    ir: &Module,
    fields: &[TypeRef],
    packed: bool,
) -> Result<Vec<u64>, LowerError> {
    let mut out = Vec::with_capacity(fields.len());
    let mut offset = 0u64;
    for f in fields {
        let (s, a) = size_align(ir, *f)?;
        let a = if packed { 1 } else { a };
        offset = offset.div_ceil(a) * a;
        out.push(offset);
        offset += s;
    }
    Ok(out)
}

/// Refuses a struct layout Vulkan buffers cannot have: a member at an offset that is not a
/// multiple of its (natural) alignment, or a packed struct whose size is not a multiple of its
/// natural alignment (an array of it would have no valid `ArrayStride`). Only
/// `__attribute__((packed))` makes either: such a struct is Vulkan-valid, and laid out,
/// exactly when packing moved nothing.
fn check_vulkan_offsets(
    ir: &Module,
    structure: TypeRef,
    fields: &[TypeRef],
    offsets: &[u64],
    packed: bool,
) -> Result<(), LowerError> {
    let refuse = |what: String| {
        LowerError::Unsupported(format!(
            "{}struct '{}' in a buffer: {what}; Vulkan buffer layouts align every member \
             (remove __attribute__((packed)) or reorder the members so that each is aligned)",
            if packed { "packed " } else { "" },
            ir.type_name(structure)
        ))
    };
    for (n, (&f, &offset)) in fields.iter().zip(offsets).enumerate() {
        let align = natural_align(ir, f)?;
        if offset % align != 0 {
            return Err(refuse(format!(
                "member {n} ('{}') is at byte offset {offset}, not a multiple of its \
                 {align}-byte alignment",
                ir.type_name(f)
            )));
        }
    }
    if packed {
        let (size, _) = size_align(ir, structure)?;
        let align = natural_align(ir, structure)?;
        if size % align != 0 {
            return Err(refuse(format!(
                "its packed size {size} is not a multiple of its {align}-byte alignment"
            )));
        }
    }
    Ok(())
}

/// The explicitly laid-out twin of `t` for buffers and push constants: `ArrayStride` on arrays,
/// `Offset` on struct members. Vulkan forbids these decorations on the types of `Function`,
/// `Private` and `Workgroup` variables, so an aggregate gets a second SPIR-V type here (SPIR-V
/// allows duplicate aggregates) and copies between the two use `OpCopyLogical`; scalars and
/// vectors are shared. Booleans have no layout: refused. Built bottom-up with an explicit stack.
pub fn laid_out_type(
    ir: &Module,
    spv: &mut SpirvModule,
    types: &mut TypeLowering,
    cache: &mut BTreeMap<TypeRef, Word>,
    t: TypeRef,
) -> Result<Word, LowerError> {
    let mut stack = vec![(t, false)];
    while let Some((top, expanded)) = stack.pop() {
        if cache.contains_key(&top) {
            continue;
        }
        match ir.ty(top).clone() {
            Type::Int(1) => {
                return Err(LowerError::Unsupported(
                    "'bool' in a buffer: SPIR-V booleans have no memory layout in Vulkan; use \
                     an int"
                        .into(),
                ));
            }
            Type::Array { elem, .. } if !expanded => {
                stack.push((top, true));
                stack.push((elem, false));
            }
            Type::Struct { fields, .. } if !expanded => {
                stack.push((top, true));
                stack.extend(fields.iter().rev().map(|f| (*f, false)));
            }
            Type::Array { elem, len } => {
                // The plain type first: it checks the array and interns the length constant.
                types.lower(ir, spv, top)?;
                let e = cache.get(&elem).copied().ok_or_else(|| {
                    LowerError::Invalid("array element laid out after the array".into())
                })?;
                let len_id = match u32::try_from(len) {
                    Ok(l) => spv.const_u32(l),
                    Err(_) => {
                        let i64_ty = types.int_type(spv, 64);
                        spv.constant_words(i64_ty, vec![len as u32, (len >> 32) as u32])
                    }
                };
                let (stride, _) = size_align(ir, elem)?;
                let id = spv.id();
                spv.push_global(
                    build::TypeArray {
                        element_type: e,
                        length: len_id,
                    }
                    .with_result(id),
                );
                spv.decorate(id, DecorationOperand::ArrayStride(stride as u32));
                cache.insert(top, id);
            }
            Type::Struct {
                name,
                fields,
                packed,
                ..
            } => {
                types.lower(ir, spv, top)?;
                let mut member_types = Vec::with_capacity(fields.len());
                for f in &fields {
                    member_types.push(cache.get(f).copied().ok_or_else(|| {
                        LowerError::Invalid("struct member laid out after the struct".into())
                    })?);
                }
                // The member offsets say everything: no `CPacked` (a Kernel-only decoration);
                // a packed layout Vulkan cannot express is refused first.
                let offsets = field_offsets(ir, &fields, packed)?;
                check_vulkan_offsets(ir, top, &fields, &offsets, packed)?;
                let id = spv.id();
                spv.push_global(build::TypeStruct { member_types }.with_result(id));
                if let Some(name) = &name {
                    spv.name(id, name);
                }
                for (n, o) in offsets.iter().enumerate() {
                    spv.push_annotation(
                        build::MemberDecorate {
                            structure_type: id,
                            member: n as u32,
                            decoration: DecorationOperand::Offset(*o as u32),
                        }
                        .into_instruction(),
                    );
                }
                cache.insert(top, id);
            }
            _ => {
                let id = types.lower(ir, spv, top)?;
                cache.insert(top, id);
            }
        }
    }
    cache
        .get(&t)
        .copied()
        .ok_or_else(|| LowerError::Invalid("type not laid out".into()))
}

/// Declares the storage capability each 8- and 16-bit scalar inside `t` needs in an
/// explicitly laid-out block: `eight` for 8-bit integers, `sixteen` for 16-bit integers and
/// `half` (`StorageBuffer8BitAccess`/`StorageBuffer16BitAccess` for a buffer,
/// `StoragePushConstant8`/`16` for push constants). The arithmetic capabilities (`Int8`,
/// `Float16`...) come with the types themselves; Vulkan asks for both (the device features
/// `shaderInt8` and `storageBuffer8BitAccess`, ...). Core in SPIR-V 1.5: no extension.
pub fn require_narrow_storage(
    ir: &Module,
    spv: &mut SpirvModule,
    t: TypeRef,
    eight: rspirv::spirv::Capability,
    sixteen: rspirv::spirv::Capability,
) {
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![t];
    while let Some(top) = stack.pop() {
        if !seen.insert(top.0) {
            continue;
        }
        match ir.ty(top) {
            Type::Vector { elem, .. } | Type::Array { elem, .. } => stack.push(*elem),
            Type::Struct { fields, .. } => stack.extend(fields.iter().copied()),
            Type::Int(8) => spv.require(eight),
            Type::Int(16) | Type::Half => spv.require(sixteen),
            _ => {}
        }
    }
}
