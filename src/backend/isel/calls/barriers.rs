//! Calls of the OpenCL synchronisation builtins (barrier, work_group_barrier, mem_fence & co.),
//! and the encodings of OpenCL's memory scopes, orders and fence flags that the atomics share.

use super::{constant_u64, unsupported};
use crate::backend::LowerError;
use crate::backend::isel::flavour::FlavourLowering;
use crate::backend::isel::function::FunctionLowering;
use crate::backend::module::core_build as build;
use crate::ir::Value;

/// barrier(flags) / work_group_barrier(flags[, scope]): `OpControlBarrier` at work-group
/// execution scope.
pub(super) fn lower_barrier<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    has_scope: bool,
    args: &[Value],
) -> Result<(), LowerError> {
    let flags = args.first().and_then(|a| constant_u64(fl, *a));
    let flags = flags.ok_or_else(|| unsupported("barrier with non-constant flags"))?;
    let scope = if has_scope {
        args.get(1)
            .and_then(|a| constant_u64(fl, *a))
            .and_then(scope_of)
            .ok_or_else(|| unsupported("barrier with a non-constant scope"))?
    } else {
        2
    };
    let sem = if flags == 0 {
        0
    } else {
        0x10 | fence_flag_bits(flags)
    };
    let exec = fl.st.spv.const_u32(2);
    let mem = fl.st.spv.const_u32(scope);
    let sem = fl.st.spv.const_u32(sem);
    fl.emit(
        build::ControlBarrier {
            execution: exec,
            memory: mem,
            semantics: sem,
        }
        .into_instruction(),
    );
    Ok(())
}

/// mem_fence / read_mem_fence / write_mem_fence / atomic_work_item_fence: `OpMemoryBarrier`.
pub(super) fn lower_mem_fence<F: FlavourLowering>(
    fl: &mut FunctionLowering<'_, '_, F>,
    args: &[Value],
) -> Result<(), LowerError> {
    let flags = args.first().and_then(|a| constant_u64(fl, *a));
    let flags = flags.ok_or_else(|| unsupported("fence with non-constant flags"))?;
    let order = match args.get(1) {
        Some(a) => constant_u64(fl, *a)
            .and_then(order_bits)
            .ok_or_else(|| unsupported("fence with a non-constant order"))?,
        None => 0x8,
    };
    let scope = match args.get(2) {
        Some(a) => constant_u64(fl, *a)
            .and_then(scope_of)
            .ok_or_else(|| unsupported("fence with a non-constant scope"))?,
        None => 2,
    };
    let mem = fl.st.spv.const_u32(scope);
    let sem = fl.st.spv.const_u32(order | fence_flag_bits(flags));
    fl.emit(
        build::MemoryBarrier {
            memory: mem,
            semantics: sem,
        }
        .into_instruction(),
    );
    Ok(())
}

/// SPIR-V Scope of an OpenCL `memory_scope` value.
pub(super) fn scope_of(memory_scope: u64) -> Option<u32> {
    Some(match memory_scope {
        0 => 4, // work_item -> Invocation
        1 => 2, // work_group -> Workgroup
        2 => 1, // device -> Device
        3 => 0, // all_svm_devices -> CrossDevice
        4 => 3, // sub_group -> Subgroup
        _ => return None,
    })
}

/// SPIR-V memory-order bits of an OpenCL/C11 `memory_order` value.
pub(super) fn order_bits(memory_order: u64) -> Option<u32> {
    Some(match memory_order {
        0 => 0,
        1 | 2 => 0x2,
        3 => 0x4,
        4 => 0x8,
        5 => 0x10,
        _ => return None,
    })
}

/// CLK_*_MEM_FENCE flags to semantics storage bits.
fn fence_flag_bits(flags: u64) -> u32 {
    let mut bits = 0;
    if flags & 1 != 0 {
        bits |= 0x100;
    }
    if flags & 2 != 0 {
        bits |= 0x200;
    }
    if flags & 4 != 0 {
        bits |= 0x800;
    }
    bits
}
