//! The Vulkan compute flavour's lowering: kernel arguments as resources, the `GLCompute` entry
//! points, pointers as typed access chains, structured control flow and the builtin table
//! (docs/VULKAN.md). The shared printer asks these modules wherever the flavours differ.

pub mod calls;
pub mod cfg;
pub mod copy;
pub(crate) mod flavour;
pub mod globals;
pub mod layout;
pub mod memory;
mod reflect;
pub mod select;
pub mod subgroups;
#[cfg(all(test, feature = "llvm"))]
mod tests;

use std::collections::{BTreeMap, BTreeSet};

use rspirv::spirv::{BuiltIn, Capability, ExecutionModel, StorageClass, Word};

use crate::backend::LowerError;
use crate::backend::isel::builtins::{self, Builtin};
use crate::backend::isel::state::LoweringState;
use crate::backend::module::core_build as build;
use crate::backend::module::core_build::DecorationOperand;
use crate::backend::module::spirv::TypeKey;
use crate::ir::{Function, Opcode, Type, TypeRef, Value};
pub use reflect::Reflection;

/// What one kernel argument became.
#[derive(Clone, Debug)]
pub enum ArgResource {
    /// A `global`/`constant` pointer: its own StorageBuffer at set 0.
    Buffer {
        /// The `OpVariable` (a `Block` struct wrapping a runtime array of `elem`).
        var: Word,
        /// The element type.
        elem: TypeRef,
        /// Binding in set 0.
        binding: u32,
        /// `constant` address space (read only).
        readonly: bool,
    },
    /// A `global`/`constant` pointer the kernel never uses, with `--bindings=used`: no
    /// variable and no binding (clspv's interface).
    Unbound {
        /// `constant` address space, or `global const` (as [`ArgResource::Buffer`]'s).
        readonly: bool,
    },
    /// A `local` pointer: a Workgroup array of `elem` whose length is a specialization
    /// constant (`spec_id`, 3 and up: 0-2 are the workgroup size).
    Workgroup {
        /// The `OpVariable` (Workgroup storage, `elem[count]`).
        var: Word,
        /// The element type.
        elem: TypeRef,
        /// The `SpecId` of the element count (default 1).
        spec_id: u32,
    },
    /// A scalar or vector in the push-constant block.
    PushConstant {
        /// Member index in the block.
        member: u32,
        /// Byte offset in the block.
        offset: u64,
        /// The argument's type.
        ty: TypeRef,
    },
}

/// Resources of one kernel.
#[derive(Clone, Debug, Default)]
pub struct KernelResources {
    /// Per argument, in order.
    pub args: Vec<ArgResource>,
    /// The push-constant block variable, when the kernel has scalar arguments.
    pub push_constants: Option<Word>,
    /// Module variables the kernel's code uses (for its OpEntryPoint interface).
    pub interface: BTreeSet<Word>,
}

/// Module-wide Vulkan state the printer keeps.
#[derive(Debug, Default)]
pub struct ModuleState {
    /// Resources by kernel (function index).
    pub kernels: BTreeMap<usize, KernelResources>,
    /// The explicitly laid-out twin of each IR type used in a buffer or push constant
    /// (`layout::laid_out_type`): filled by `declare_resources`, read by every access chain
    /// into those storage classes.
    pub laid_out: BTreeMap<TypeRef, Word>,
    /// The workgroup-size spec constants (SpecId 0..2) and their `WorkgroupSize` composite, for
    /// kernels without `reqd_work_group_size`.
    pub workgroup_size: Option<[Word; 4]>,
    /// The storage buffer of the program-scope `global` variables, when there are any.
    pub program_globals: Option<globals::ProgramGlobals>,
}

/// The width of `size_t` and of the ids in access chains: 32 for `spirv32` (and 32-bit `spir`)
/// IR, whose pointers are 32-bit (`nsdi-cc`'s Vulkan default, as clspv's: no `Int64`
/// capability unless the source uses 64-bit integers), else 64 (`spirv64` IR, `--size-t=64`).
pub fn index_bits(ir: &crate::ir::Module) -> u32 {
    let arch = ir.target_triple.split('-').next().unwrap_or("");
    if arch == "spirv32" || arch == "spir" {
        32
    } else {
        64
    }
}

/// The first `SpecId` of the `local` pointer arguments' element counts: 0-2 are the
/// workgroup size; each `local` argument of each kernel, in module order, takes the next one.
pub const FIRST_LOCAL_SPEC_ID: u32 = 3;

/// The element type a pointer argument is used with: the first struct or array a typed GEP
/// indexes from the argument itself, else the first typed GEP, load or store reached from it
/// (through the -O0 spill of the argument to an alloca). `i32` when unused.
///
/// The aggregate comes first because at -O2 clang reaches constant members only through `i8`
/// offsets (`s[1].f` is `s + 52`), so a scalar load may precede the one GEP that says the
/// buffer holds structs; an array of those scalars could not express the struct's GEP.
fn infer_element(ir: &crate::ir::Module, f: &Function, param: u32) -> Option<TypeRef> {
    let mut derived: Vec<Value> = vec![Value::Param(param)];
    // The argument's own value: the parameter and the loads of its spill slot. Only a GEP of
    // one of these indexes the buffer's elements (a GEP of a member pointer indexes inside
    // one, so its struct or array is no element type).
    let mut roots: Vec<Value> = vec![Value::Param(param)];
    let mut found = None;
    let mut aggregate = None;
    // The argument and its casts (`generic`, as CL2.0 passes it to builtins): a vector load
    // or store through one of these (`vload4`, `vstore_half`) says what the buffer holds
    // (`float`s, `half`s), when nothing else does.
    let mut cast: Vec<Value> = Vec::new();
    let mut vector_access: Option<TypeRef> = None;
    // Values derived from the parameter, in instruction order (SSA: defs precede uses in RPO,
    // and clang's -O0 spill is in the entry block).
    for _ in 0..2 {
        for (n, i) in f.insts.iter().enumerate() {
            let me = Value::Inst(crate::ir::InstId(n as u32));
            let on = |k: usize| i.operands.get(k).is_some_and(|v| derived.contains(v));
            match i.opcode {
                Opcode::Store if on(0) => {
                    if let Some(slot) = i.operands.get(1).copied()
                        && !derived.contains(&slot)
                    {
                        // The spill slot: loads of it give the pointer back.
                        for (m, j) in f.insts.iter().enumerate() {
                            if j.opcode == Opcode::Load && j.operands.first() == Some(&slot) {
                                derived.push(Value::Inst(crate::ir::InstId(m as u32)));
                                roots.push(Value::Inst(crate::ir::InstId(m as u32)));
                            }
                        }
                    }
                }
                Opcode::Load
                    if on(0) && found.is_none() && !matches!(ir.ty(i.ty), Type::Pointer(_)) =>
                {
                    found = Some(i.ty);
                }
                Opcode::Store if on(1) => {
                    let t = i.operands.first().and_then(|v| value_type(ir, f, *v));
                    if found.is_none() {
                        found = t;
                    }
                }
                Opcode::GetElementPtr if on(0) => {
                    if let crate::ir::InstDetail::Gep { source, .. } = i.detail
                        && !matches!(ir.ty(source), Type::Int(8))
                    {
                        if found.is_none() {
                            found = Some(source);
                        }
                        if aggregate.is_none()
                            && i.operands.first().is_some_and(|v| roots.contains(v))
                            && matches!(ir.ty(source), Type::Struct { .. } | Type::Array { .. })
                        {
                            aggregate = Some(source);
                        }
                    }
                    if !derived.contains(&me) {
                        derived.push(me);
                    }
                }
                Opcode::AddrSpaceCast | Opcode::BitCast
                    if !cast.contains(&me)
                        && i.operands
                            .first()
                            .is_some_and(|v| derived.contains(v) || cast.contains(v)) =>
                {
                    cast.push(me);
                }
                Opcode::Call => {
                    let pointer = i
                        .operands
                        .len()
                        .checked_sub(2)
                        .and_then(|k| i.operands.get(k));
                    let on_pointer =
                        pointer.is_some_and(|v| derived.contains(v) || cast.contains(v));
                    if on_pointer
                        && let Some(Value::Function(callee)) = i.operands.last()
                        && let Some(callee) = ir.functions.get(callee.0 as usize)
                        && let Some(Builtin::VectorLoadStore { instruction, .. }) =
                            builtins::classify(&callee.name)
                        && vector_access.is_none()
                    {
                        vector_access = if calls::is_half_vector_access(instruction) {
                            ir.types
                                .iter()
                                .position(|t| *t == Type::Half)
                                .map(|n| TypeRef(n as u32))
                        } else {
                            // vloadN's result, vstoreN's data: a vector of the elements.
                            let value = if i.operands.len() == 4 {
                                i.operands.first().and_then(|v| value_type(ir, f, *v))
                            } else {
                                Some(i.ty)
                            };
                            value.map(|t| match ir.ty(t) {
                                Type::Vector { elem, .. } => *elem,
                                _ => t,
                            })
                        };
                    }
                }
                _ => {}
            }
        }
    }
    aggregate.or(found).or(vector_access)
}

/// Whether `f` may write through pointer parameter `param`: a store, an atomic or a call
/// reached from it (through the -O0 spill of the argument, GEPs, casts, selects and phis), or
/// a use this walk does not follow. A `const` pointee that is written anyway (C lets a cast
/// drop `const`) keeps its buffer writable.
fn may_write_through(f: &Function, param: u32) -> bool {
    let mut derived: Vec<Value> = vec![Value::Param(param)];
    let mut grew = true;
    // Until no new derived value appears: a phi may name a value defined later.
    while grew {
        grew = false;
        for (n, i) in f.insts.iter().enumerate() {
            let me = Value::Inst(crate::ir::InstId(n as u32));
            let uses: Vec<usize> = (0..i.operands.len())
                .filter(|&k| derived.contains(&i.operands[k]))
                .collect();
            if uses.is_empty() {
                continue;
            }
            let derives = match i.opcode {
                Opcode::Load => false,
                Opcode::Store if uses == [0] => {
                    // The pointer itself is stored: to a spill slot, whose loads give it back.
                    let Some(slot) = i.operands.get(1).copied() else {
                        return true;
                    };
                    if !matches!(slot, Value::Inst(s) if f.insts[s.0 as usize].opcode == Opcode::Alloca)
                    {
                        return true;
                    }
                    for (m, j) in f.insts.iter().enumerate() {
                        let load = Value::Inst(crate::ir::InstId(m as u32));
                        if j.opcode == Opcode::Load
                            && j.operands.first() == Some(&slot)
                            && !derived.contains(&load)
                        {
                            derived.push(load);
                            grew = true;
                        }
                    }
                    false
                }
                Opcode::GetElementPtr
                | Opcode::BitCast
                | Opcode::AddrSpaceCast
                | Opcode::Select
                | Opcode::Phi
                | Opcode::Freeze => true,
                Opcode::ICmp => false,
                _ => return true,
            };
            if derives && !derived.contains(&me) {
                derived.push(me);
                grew = true;
            }
        }
    }
    false
}

/// Whether `f` never refers to pointer parameter `param`: no instruction names it but its
/// -O0 spill to an alloca that only that store, debug records and lifetime markers name. Such
/// an argument gets no binding with `--bindings=used`.
pub fn never_used(f: &Function, param: u32) -> bool {
    let me = Value::Param(param);
    let mentions = |v: Value| {
        f.insts
            .iter()
            .enumerate()
            .filter(move |(_, i)| i.dbg.is_none() && i.operands.contains(&v))
            .map(|(n, i)| (crate::ir::InstId(n as u32), i))
    };
    mentions(me).all(|(_, i)| {
        let Some(slot @ Value::Inst(a)) = i.operands.get(1).copied() else {
            return false;
        };
        i.opcode == Opcode::Store
            && i.operands.first() == Some(&me)
            && f.inst(a).opcode == Opcode::Alloca
            && mentions(slot).all(|(_, j)| {
                (j.opcode == Opcode::Store && j.operands.first() == Some(&me))
                    || matches!(&j.detail, crate::ir::InstDetail::Call { callee: Some(c) }
                        if c.starts_with("llvm.lifetime."))
            })
    })
}

/// The IR type of a value of `f`.
pub fn value_type(ir: &crate::ir::Module, f: &Function, v: Value) -> Option<TypeRef> {
    Some(match v {
        Value::Inst(i) => f.insts.get(i.0 as usize)?.ty,
        Value::Param(p) => f.params.get(p as usize)?.ty,
        Value::Const(c) => ir.constant(c).ty(),
        _ => return None,
    })
}

/// Creates the resources of every kernel: buffers in argument order at set 0, one
/// push-constant block for the scalars.
pub fn declare_resources(
    st: &mut LoweringState<'_>,
    vk: &mut ModuleState,
) -> Result<(), LowerError> {
    st.spv.require(Capability::Shader);
    let ir = st.ir;
    let mut next_spec_id = FIRST_LOCAL_SPEC_ID;
    // The program-globals buffer takes the binding after every kernel's arguments.
    let mut bindings_end = 0u32;
    for (fi, f) in ir.functions.iter().enumerate() {
        if !f.is_kernel() || f.is_declaration() {
            continue;
        }
        let mut res = KernelResources::default();
        let mut pc_members: Vec<(u32, TypeRef, u64)> = Vec::new();
        let mut pc_offset = 0u64;
        let mut binding = 0u32;
        for (pi, p) in f.params.iter().enumerate() {
            let context = |e: LowerError| LowerError::Context {
                error: Box::new(e),
                context: format!("in argument '{}' of kernel @{}", p.name, f.name),
            };
            let marks = st.spv.marks();
            match ir.ty(p.ty).clone() {
                Type::Pointer(space @ (1 | 2)) => {
                    let elem = infer_element(ir, f, pi as u32)
                        .unwrap_or_else(|| int32_type(ir).unwrap_or(p.ty));
                    // `__constant`, and `__global const` the kernel does not write through.
                    let readonly =
                        space == 2 || (p.pointee_const && !may_write_through(f, pi as u32));
                    if st.bindings_used_only && never_used(f, pi as u32) {
                        res.args.push(ArgResource::Unbound { readonly });
                        continue;
                    }
                    let var = buffer_variable(st, vk, elem, &p.name, binding, readonly)
                        .map_err(context)?;
                    res.interface.insert(var);
                    res.args.push(ArgResource::Buffer {
                        var,
                        elem,
                        binding,
                        readonly,
                    });
                    binding += 1;
                }
                Type::Pointer(3) => {
                    let elem = infer_element(ir, f, pi as u32)
                        .unwrap_or_else(|| int32_type(ir).unwrap_or(p.ty));
                    let spec_id = next_spec_id;
                    next_spec_id += 1;
                    let var = workgroup_array(st, elem, &p.name, spec_id).map_err(context)?;
                    res.interface.insert(var);
                    res.args.push(ArgResource::Workgroup { var, elem, spec_id });
                }
                Type::Pointer(space) => {
                    return Err(context(LowerError::Unsupported(format!(
                        "pointer argument in address space {space} (a by-value struct or a \
                         private pointer): only global, constant and local pointers and scalars \
                         can be kernel arguments in Vulkan"
                    ))));
                }
                Type::Int(1) => {
                    return Err(context(LowerError::Unsupported(
                        "'bool' kernel argument".into(),
                    )));
                }
                Type::Int(_) | Type::Float | Type::Double | Type::Half | Type::Vector { .. } => {
                    let (size, align) = layout::size_align(ir, p.ty).map_err(context)?;
                    pc_offset = pc_offset.div_ceil(align) * align;
                    let member = pc_members.len() as u32;
                    pc_members.push((member, p.ty, pc_offset));
                    res.args.push(ArgResource::PushConstant {
                        member,
                        offset: pc_offset,
                        ty: p.ty,
                    });
                    pc_offset += size;
                }
                _ => {
                    return Err(context(LowerError::Unsupported(format!(
                        "kernel argument of type '{}'",
                        ir.type_name(p.ty)
                    ))));
                }
            }
            st.spv.check_limits(marks).map_err(context)?;
        }
        if !pc_members.is_empty() {
            let marks = st.spv.marks();
            let mut member_ids = Vec::new();
            for (_, t, _) in &pc_members {
                layout::require_narrow_storage(
                    ir,
                    &mut st.spv,
                    *t,
                    Capability::StoragePushConstant8,
                    Capability::StoragePushConstant16,
                );
                member_ids.push(layout::laid_out_type(
                    ir,
                    &mut st.spv,
                    &mut st.types,
                    &mut vk.laid_out,
                    *t,
                )?);
            }
            // A struct type of its own per kernel (key beyond every IR type).
            let key = u32::MAX - fi as u32;
            let block = st.spv.struct_type(key, &member_ids);
            st.spv.name(block, &format!("{}.args", f.name));
            st.spv.decorate(block, DecorationOperand::Block);
            for (m, _, offset) in &pc_members {
                let name = f
                    .params
                    .iter()
                    .filter(|p| !matches!(ir.ty(p.ty), Type::Pointer(_)))
                    .nth(*m as usize)
                    .map(|p| p.name.clone())
                    .unwrap_or_default();
                member_decorate(st, block, *m, DecorationOperand::Offset(*offset as u32));
                st.spv.push_name(
                    build::MemberName {
                        ty: block,
                        member: *m,
                        name,
                    }
                    .into_instruction(),
                );
            }
            let var = crate::backend::isel::state::module_variable(
                st,
                StorageClass::PushConstant,
                block,
                None,
            );
            st.spv.name(var, &format!("{}.args", f.name));
            res.push_constants = Some(var);
            res.interface.insert(var);
            st.spv
                .check_limits(marks)
                .map_err(|e| LowerError::Context {
                    error: Box::new(e),
                    context: format!("in the push constants of kernel @{}", f.name),
                })?;
        }
        bindings_end = bindings_end.max(binding);
        vk.kernels.insert(fi, res);
    }
    globals::declare(st, vk, bindings_end)
}

fn int32_type(ir: &crate::ir::Module) -> Option<TypeRef> {
    ir.types
        .iter()
        .position(|t| *t == Type::Int(32))
        .map(|i| TypeRef(i as u32))
}

fn member_decorate(
    st: &mut LoweringState<'_>,
    structure_type: Word,
    member: u32,
    decoration: DecorationOperand,
) {
    st.spv.push_annotation(
        build::MemberDecorate {
            structure_type,
            member,
            decoration,
        }
        .into_instruction(),
    );
}

/// `struct { elem data[]; }` (Block) in StorageBuffer, set 0, the given binding.
fn buffer_variable(
    st: &mut LoweringState<'_>,
    vk: &mut ModuleState,
    elem: TypeRef,
    name: &str,
    binding: u32,
    readonly: bool,
) -> Result<Word, LowerError> {
    let ir = st.ir;
    let e = layout::laid_out_type(ir, &mut st.spv, &mut st.types, &mut vk.laid_out, elem)?;
    layout::require_narrow_storage(
        ir,
        &mut st.spv,
        elem,
        Capability::StorageBuffer8BitAccess,
        Capability::StorageBuffer16BitAccess,
    );
    let (size, _) = layout::size_align(ir, elem)?;
    let rt = st.spv.id();
    st.spv
        .push_global(build::TypeRuntimeArray { element_type: e }.with_result(rt));
    st.spv
        .decorate(rt, DecorationOperand::ArrayStride(size as u32));
    let block = st.spv.id();
    st.spv.push_global(
        build::TypeStruct {
            member_types: vec![rt],
        }
        .with_result(block),
    );
    st.spv.decorate(block, DecorationOperand::Block);
    member_decorate(st, block, 0, DecorationOperand::Offset(0));
    if readonly {
        member_decorate(st, block, 0, DecorationOperand::NonWritable);
    }
    st.spv.name(block, &format!("{name}.buffer"));
    let ptr = st.spv.id();
    st.spv.push_global(
        build::TypePointer {
            storage_class: StorageClass::StorageBuffer,
            ty: block,
        }
        .with_result(ptr),
    );
    let var = st.spv.id();
    st.spv.push_global(
        build::Variable {
            storage_class: StorageClass::StorageBuffer,
            initializer: None,
        }
        .with_result(ptr, var),
    );
    st.spv.name(var, name);
    st.spv.decorate(var, DecorationOperand::DescriptorSet(0));
    st.spv.decorate(var, DecorationOperand::Binding(binding));
    Ok(var)
}

/// `elem name[count]` in Workgroup storage, `count` a u32 spec constant (`SpecId` `spec_id`,
/// default 1) named `name.count`.
fn workgroup_array(
    st: &mut LoweringState<'_>,
    elem: TypeRef,
    name: &str,
    spec_id: u32,
) -> Result<Word, LowerError> {
    let ir = st.ir;
    let e = crate::backend::isel::memory::memory_type(ir, &mut st.spv, &mut st.types, elem)?;
    let u32_ty = st.spv.u32_type();
    let count = st.spv.id();
    st.spv.push_global(
        build::SpecConstant {
            value: build::Literal::Bit32(1),
        }
        .with_result(u32_ty, count),
    );
    st.spv.decorate(count, DecorationOperand::SpecId(spec_id));
    st.spv.name(count, &format!("{name}.count"));
    let array = st.spv.type_id(TypeKey::Array(e, count));
    let var =
        crate::backend::isel::state::module_variable(st, StorageClass::Workgroup, array, None);
    st.spv.name(var, name);
    Ok(var)
}

/// The workgroup size for kernels without `reqd_work_group_size`: spec constants 0, 1, 2
/// (default 1) and the `WorkgroupSize` composite of them.
pub fn workgroup_size(st: &mut LoweringState<'_>, vk: &mut ModuleState) -> [Word; 4] {
    if let Some(w) = vk.workgroup_size {
        return w;
    }
    let u32_ty = st.spv.u32_type();
    let mut ids = [0; 4];
    for (d, id) in ids.iter_mut().take(3).enumerate() {
        let c = st.spv.id();
        st.spv.push_global(
            build::SpecConstant {
                value: build::Literal::Bit32(1),
            }
            .with_result(u32_ty, c),
        );
        st.spv.decorate(c, DecorationOperand::SpecId(d as u32));
        st.spv
            .name(c, &format!("local_size_{}", ["x", "y", "z"][d]));
        *id = c;
    }
    let v3 = st.spv.type_id(TypeKey::Vector(u32_ty, 3));
    let composite = st.spv.id();
    st.spv.push_global(
        build::SpecConstantComposite {
            constituents: vec![ids[0], ids[1], ids[2]],
        }
        .with_result(v3, composite),
    );
    st.spv.decorate(
        composite,
        DecorationOperand::BuiltIn(BuiltIn::WorkgroupSize),
    );
    ids[3] = composite;
    vk.workgroup_size = Some(ids);
    ids
}

/// `OpEntryPoint GLCompute` per kernel with every module variable it uses, and its
/// `LocalSize` (from `reqd_work_group_size`; otherwise the `WorkgroupSize` spec constants).
pub fn write_entry_points(
    st: &mut LoweringState<'_>,
    vk: &mut ModuleState,
) -> Result<(), LowerError> {
    let builtins = st.builtin_vars.interface();
    for (i, f) in st.ir.functions.iter().enumerate() {
        if !f.is_kernel() || f.is_declaration() {
            continue;
        }
        let id = st.functions[i];
        let mut interface: BTreeSet<Word> = builtins.iter().copied().collect();
        if let Some(r) = vk.kernels.get(&i) {
            interface.extend(r.interface.iter().copied());
        }
        interface.extend(st.globals.iter().flatten().copied());
        st.spv.push_entry_point(
            build::EntryPoint {
                execution_model: ExecutionModel::GLCompute,
                entry_point: id,
                name: f.name.clone(),
                interface: interface.into_iter().collect(),
            }
            .into_instruction(),
        );
        let [x, y, z] = match f.reqd_work_group_size {
            Some(s) => s,
            None => {
                workgroup_size(st, vk);
                [1, 1, 1]
            }
        };
        st.spv.local_size(id, [x, y, z]);
    }
    Ok(())
}

/// The storage class of a program-scope variable in Vulkan: `local` ones are Workgroup,
/// initialized `constant` ones (and `global const` ones, never written) Private (Vulkan has no
/// UniformConstant data); writable program-scope `global` variables are members of the
/// program-globals buffer (`globals.rs`), StorageBuffer.
pub fn global_storage_class(g: &crate::ir::Global) -> Result<StorageClass, LowerError> {
    match g.address_space {
        3 => Ok(StorageClass::Workgroup),
        2 if g.initializer.is_some() => Ok(StorageClass::Private),
        1 if !globals::in_buffer(g) => Ok(StorageClass::Private),
        1 => Ok(StorageClass::StorageBuffer),
        space => Err(LowerError::Unsupported(format!(
            "program-scope variable in address space {space} in the Vulkan flavour (only \
             'local' and 'global' variables and initialized 'constant' tables are supported)"
        ))),
    }
}
