//! Instruction selection of the Vulkan flavour where it differs from the shared one: anything
//! that makes, moves or uses a pointer, and calls. Everything else goes to the shared
//! selection, after a check that no pointer reaches it.

use std::collections::HashMap;

use rspirv::spirv::{StorageClass, Word};

use super::cfg::Structure;
use super::memory::{self, Ptr, Step};
use crate::backend::LowerError;
use crate::backend::isel::function::FunctionLowering;
use crate::backend::isel::vulkan::flavour::VulkanFlavour;
use crate::backend::module::core_build as build;
use crate::ir::{Constant, InstDetail, InstId, Opcode, Type, Value};

/// Per-function Vulkan state.
#[derive(Debug, Default)]
pub struct VkFunction {
    /// The pointer each pointer-typed value stands for.
    pub ptrs: HashMap<Value, Ptr>,
    /// Loops and selection merges.
    pub structure: Structure,
    /// For each loop header, the block its instructions are moved to.
    pub inner: HashMap<usize, Word>,
    /// Push-constant loads to write at the entry: (param id, member, type).
    pub push_loads: Vec<(Word, u32, Word)>,
    /// Every value an instruction (or debug record) of the function names.
    pub used: std::collections::HashSet<Value>,
}

fn unsupported(what: String) -> LowerError {
    LowerError::Unsupported(what)
}

fn is_pointer(fl: &FunctionLowering<'_, '_, VulkanFlavour>, t: crate::ir::TypeRef) -> bool {
    matches!(fl.st.ir.ty(t), Type::Pointer(_))
}

/// Lowers instruction `id` in the Vulkan flavour.
pub fn lower_inst(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    id: InstId,
) -> Result<(), LowerError> {
    let i = fl.f.inst(id);
    if i.dbg.is_some() {
        return Ok(());
    }
    let result = fl.ids.values[id.0 as usize];
    let me = Value::Inst(id);
    if matches!(i.opcode, Opcode::ZExt | Opcode::SExt) && !fl.flavour.used.contains(&me) {
        // Nothing reads it: clang -O0 widens the condition of every `?:` to `i64` and drops
        // the result, which would declare `Int64` for a kernel with no 64-bit type.
        return Ok(());
    }
    match (&i.opcode, &i.detail) {
        (Opcode::Alloca, InstDetail::Alloca { allocated, .. }) => {
            if is_pointer(fl, *allocated) {
                // Promoted: the single store gives its value (checked below).
                check_promotable(fl, id)?;
                return Ok(());
            }
            let var = fl.ids.variables[id.0 as usize]
                .ok_or_else(|| LowerError::Invalid("alloca without a variable".into()))?;
            fl.flavour.ptrs.insert(
                me,
                Ptr {
                    base: var,
                    class: StorageClass::Function,
                    steps: Vec::new(),
                    pointee: *allocated,
                    pending: 0,
                },
            );
            Ok(())
        }
        (Opcode::GetElementPtr, InstDetail::Gep { source, .. }) => {
            let base = pointer_of(fl, i.operands.first().copied())?;
            let p = memory::gep(fl, &base, *source, &i.operands[1..])?;
            fl.flavour.ptrs.insert(me, p);
            Ok(())
        }
        (Opcode::Load, _) => {
            let slot = i.operands.first().copied();
            if is_pointer(fl, i.ty) {
                // A load of a promoted pointer alloca: the stored pointer.
                let p = slot.and_then(|s| fl.vk_pointer_slot(s)).ok_or_else(|| {
                    unsupported(
                        "load of a pointer from memory (Logical addressing keeps pointers \
                             out of memory)"
                            .into(),
                    )
                })?;
                fl.flavour.ptrs.insert(me, p);
                return Ok(());
            }
            let p = pointer_of(fl, slot)?;
            memory::load(fl, &p, i.ty, result)
        }
        (Opcode::Store, _) => {
            let (Some(v), Some(slot)) = (i.operands.first().copied(), i.operands.get(1).copied())
            else {
                return Err(LowerError::Invalid("store without operands".into()));
            };
            let vt = super::value_type(fl.st.ir, fl.f, v);
            if let Value::Param(n) = v
                && fl
                    .module
                    .kernels
                    .get(&(fl.fid.0 as usize))
                    .and_then(|r| r.args.get(n as usize))
                    .is_some_and(|r| matches!(r, super::ArgResource::Unbound { .. }))
            {
                // The -O0 spill of an argument given no binding (`--bindings=used`): nothing
                // else refers to the slot.
                return Ok(());
            }
            if vt.is_some_and(|t| is_pointer(fl, t)) {
                let p = pointer_of(fl, Some(v))?;
                let Value::Inst(a) = slot else {
                    return Err(unsupported(
                        "pointer stored to memory (Logical addressing keeps pointers out of \
                         memory)"
                            .into(),
                    ));
                };
                if !matches!(fl.f.inst(a).detail, InstDetail::Alloca { .. }) {
                    return Err(unsupported(
                        "pointer stored to memory (Logical addressing keeps pointers out of \
                         memory)"
                            .into(),
                    ));
                }
                // The declared variable of an argument's spill slot is the argument's
                // resource: debuggers show it as "set S binding B".
                // A `local` argument's is its Workgroup array.
                let local_arg = matches!(v, Value::Param(_))
                    && p.class == StorageClass::Workgroup
                    && p.steps.len() <= 1;
                // Only the argument itself: a pointer computed from it (`in + i % 60`
                // passed to an inlined helper) is not the resource, and is left undeclared.
                let buffer_arg = matches!(v, Value::Param(_))
                    && p.steps.len() <= 2
                    && p.class == StorageClass::StorageBuffer;
                if buffer_arg || local_arg {
                    fl.ids.variables[a.0 as usize] = Some(p.base);
                }
                fl.flavour.ptrs.insert(slot, p);
                return Ok(());
            }
            let p = pointer_of(fl, Some(slot))?;
            let vt = vt.ok_or_else(|| LowerError::Invalid("store of an untyped value".into()))?;
            let value = fl.operand(v)?;
            memory::store(fl, &p, vt, value)
        }
        (Opcode::AddrSpaceCast | Opcode::BitCast, _) if is_pointer(fl, i.ty) => {
            // To or from `generic` (C++ for OpenCL's `this`, -O0 casts): the pointer still
            // names the same variable and path; Logical addressing has no generic space.
            let p = pointer_of(fl, i.operands.first().copied())?;
            fl.flavour.ptrs.insert(me, p);
            Ok(())
        }
        (Opcode::ICmp, &InstDetail::Predicate(predicate))
            if i.operands.iter().any(|v| {
                super::value_type(fl.st.ir, fl.f, *v).is_some_and(|t| is_pointer(fl, t))
            }) =>
        {
            let (Some(&a), Some(&b)) = (i.operands.first(), i.operands.get(1)) else {
                return Err(LowerError::Invalid("icmp without two operands".into()));
            };
            let a = compared(fl, a)?;
            let b = compared(fl, b)?;
            let result =
                result.ok_or_else(|| LowerError::Invalid("icmp without a result".into()))?;
            memory::compare(fl, &a, &b, predicate, result)
        }
        (Opcode::Call, InstDetail::Call { callee }) => {
            let name = callee.clone().unwrap_or_default();
            super::calls::lower_call(fl, i, &name, result)
        }
        _ => {
            let pointer_operand = i.operands.iter().any(|v| {
                !matches!(v, Value::Block(_))
                    && super::value_type(fl.st.ir, fl.f, *v).is_some_and(|t| is_pointer(fl, t))
            });
            if is_pointer(fl, i.ty)
                || pointer_operand
                || matches!(i.operands.first(), Some(Value::Global(_)))
            {
                return Err(unsupported(format!(
                    "pointer in '{}' (Logical addressing: pointers can only be indexed, loaded \
                     and stored through; no phi, select, compare or cast of pointers)",
                    i.opcode.name()
                )));
            }
            fl.lower_shared(id)
        }
    }
}

/// The pointer `v` stands for, constant expressions included: clang -O0 indexes a program-scope
/// table by a constant as `getelementptr ([3 x float], @g, 0, 1)` in the load's operand. The
/// nested expressions are unwound with a loop (their depth is the input's), then applied
/// from the innermost out. `None` when `v` cannot be traced to a variable.
pub fn trace_pointer(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    v: Value,
) -> Result<Option<Ptr>, LowerError> {
    let ir = fl.st.ir;
    let mut geps = Vec::new();
    let mut cur = v;
    while let Value::Const(c) = cur {
        let Constant::Expr {
            opcode,
            operands,
            gep_source,
            ..
        } = ir.constant(c)
        else {
            break;
        };
        let Some((&inner, indices)) = operands.split_first() else {
            break;
        };
        match (opcode, gep_source) {
            (Opcode::GetElementPtr, Some(source)) => geps.push((*source, indices)),
            (Opcode::AddrSpaceCast | Opcode::BitCast, _) => {}
            _ => return Ok(None),
        }
        cur = inner;
    }
    let Some(mut p) = fl.vk_pointer(cur) else {
        return Ok(None);
    };
    for (source, indices) in geps.into_iter().rev() {
        p = memory::gep(fl, &p, source, indices)?;
    }
    Ok(Some(p))
}

/// An operand of a pointer compare: `null` or a traced pointer.
fn compared(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    v: Value,
) -> Result<memory::Compared, LowerError> {
    if let Value::Const(c) = v
        && matches!(fl.st.ir.constant(c), Constant::Null(_))
    {
        return Ok(memory::Compared::Null);
    }
    Ok(memory::Compared::Pointer(pointer_of(fl, Some(v))?))
}

fn pointer_of(
    fl: &mut FunctionLowering<'_, '_, VulkanFlavour>,
    v: Option<Value>,
) -> Result<Ptr, LowerError> {
    let v = v.ok_or_else(|| LowerError::Invalid("missing pointer operand".into()))?;
    trace_pointer(fl, v)?.ok_or_else(|| {
        unsupported(match v {
            Value::Global(_) => {
                "program-scope variable (not implemented in the Vulkan flavour)".into()
            }
            Value::Const(_) => "constant pointer (null or a constant expression)".into(),
            _ => "pointer nsdi cannot trace to a buffer or variable".into(),
        })
    })
}

/// A pointer alloca is promoted when it is stored exactly once and that store dominates every
/// load of it.
fn check_promotable(
    fl: &FunctionLowering<'_, '_, VulkanFlavour>,
    alloca: InstId,
) -> Result<(), LowerError> {
    let f = fl.f;
    let me = Value::Inst(alloca);
    let block_of = |n: usize| {
        f.blocks
            .iter()
            .position(|b| (b.first.0 as usize..(b.first.0 + b.len) as usize).contains(&n))
    };
    let mut store = None;
    let mut loads = Vec::new();
    for (n, i) in f.insts.iter().enumerate() {
        if !i.operands.contains(&me) || i.dbg.is_some() {
            continue;
        }
        match i.opcode {
            Opcode::Store if i.operands.get(1) == Some(&me) && i.operands.first() != Some(&me) => {
                if store.replace(n).is_some() {
                    return Err(unsupported(format!(
                        "pointer variable %{} assigned more than once (Logical addressing keeps \
                         pointers out of memory)",
                        f.inst(alloca).name
                    )));
                }
            }
            Opcode::Load => loads.push(n),
            // The inliner brackets an inlined helper's allocas with lifetime markers.
            Opcode::Call
                if matches!(&i.detail, InstDetail::Call { callee: Some(c) }
                    if c.starts_with("llvm.lifetime.")) => {}
            _ => {
                return Err(unsupported(format!(
                    "address of pointer variable %{} taken",
                    f.inst(alloca).name
                )));
            }
        }
    }
    let Some(s) = store else {
        return Ok(());
    };
    let structure = &fl.flavour.structure;
    for l in loads {
        let (Some(sb), Some(lb)) = (block_of(s), block_of(l)) else {
            continue;
        };
        let ok = if sb == lb {
            s < l
        } else {
            structure.dominates(sb, lb)
        };
        if !ok {
            return Err(unsupported(format!(
                "pointer variable %{} read where its store does not dominate",
                f.inst(alloca).name
            )));
        }
    }
    Ok(())
}

/// A pointer value of a kernel argument buffer: element 0 of the runtime array.
pub fn buffer_pointer(var: Word, elem: crate::ir::TypeRef) -> Ptr {
    Ptr {
        base: var,
        class: StorageClass::StorageBuffer,
        steps: vec![
            Step {
                index: memory::Index::Const(0),
                array: false,
            },
            Step {
                index: memory::Index::Const(0),
                array: true,
            },
        ],
        pointee: elem,
        pending: 0,
    }
}

/// The pointer a `local` pointer argument stands for: element 0 of its Workgroup array.
pub fn workgroup_pointer(var: Word, elem: crate::ir::TypeRef) -> Ptr {
    Ptr {
        base: var,
        class: StorageClass::Workgroup,
        steps: vec![Step {
            index: memory::Index::Const(0),
            array: true,
        }],
        pointee: elem,
        pending: 0,
    }
}

/// `OpSelectionMerge` before a block's conditional branch, where one is needed.
pub fn selection_merge(fl: &mut FunctionLowering<'_, '_, VulkanFlavour>, block: usize) {
    let Some(&m) = fl.flavour.structure.selection_merge.get(&block) else {
        return;
    };
    let label = fl.ids.blocks[m];
    fl.emit(
        build::SelectionMerge {
            merge_block: label,
            selection_control: rspirv::spirv::SelectionControl::NONE,
        }
        .into_instruction(),
    );
}

/// After a loop header's phis: `OpLoopMerge`, `OpBranch %inner`, `OpLabel %inner`.
pub fn loop_header(fl: &mut FunctionLowering<'_, '_, VulkanFlavour>, block: usize) {
    let Some(l) = fl.flavour.structure.loops.get(&block).cloned() else {
        return;
    };
    let inner = match fl.flavour.inner.get(&block) {
        Some(&w) => w,
        None => fl.st.spv.id(),
    };
    fl.flavour.inner.insert(block, inner);
    let merge = fl.ids.blocks[l.merge];
    let cont = if l.latch == block {
        inner
    } else {
        fl.ids.blocks[l.latch]
    };
    fl.emit(
        build::LoopMerge {
            merge_block: merge,
            continue_target: cont,
            loop_control: rspirv::spirv::LoopControl::NONE,
        }
        .into_instruction(),
    );
    fl.emit(
        build::Branch {
            target_label: inner,
        }
        .into_instruction(),
    );
    fl.emit(build::Label.with_result(inner));
}

/// The label a phi names for predecessor `block` (a loop header's inner block).
pub fn predecessor_label(fl: &mut FunctionLowering<'_, '_, VulkanFlavour>, block: usize) -> Word {
    if fl.flavour.structure.loops.contains_key(&block) {
        if let Some(&w) = fl.flavour.inner.get(&block) {
            return w;
        }
        // Not written yet (a back edge from a later block is to the header, not from it):
        // reserve the inner label now.
        let w = fl.st.spv.id();
        fl.flavour.inner.insert(block, w);
        return w;
    }
    fl.ids.blocks[block]
}
