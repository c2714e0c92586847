//! Phis as Function-storage variables, for the Vulkan flavour (run after structurizing).
//!
//! SPIR-V puts a block's `OpPhi`s before anything else in it, the block's `DebugScope`
//! included (spirv-val 2025.5 refuses a NonSemantic.Shader.DebugInfo.100 instruction before an
//! `OpPhi`; only `OpLine`/`OpNoLine`, which carry no scope, may be mixed with them). A debugger
//! that steps on every instruction (RenderDoc 1.24 does, phis included, and clears the scope at
//! each terminator) therefore shows each phi as a step without a frame: at -O0 one per loop
//! iteration (the `i1` phis of structurizecfg's `Flow` blocks), at -O2 one per loop-carried
//! value and iteration. Each such phi becomes a variable: every predecessor stores its
//! incoming value before its terminator and the block loads it where the phi was, i.e. after
//! the block's `DebugScope`. The code does not depend on debug information, so `-g0` and `-g`
//! bodies stay identical.
//!
//! Kept as phis: pointers (the Vulkan flavour's pointers are access paths, never stored) and
//! aggregates, and phis with a constant-expression input (computed at the end of the
//! predecessor by the backend itself).

use llvm_sys::LLVMOpcode;
use llvm_sys::LLVMTypeKind;
use llvm_sys::core::{
    LLVMBasicBlockAsValue, LLVMBuildAlloca, LLVMBuildLoad2, LLVMBuildStore, LLVMCountIncoming,
    LLVMCreateBuilderInContext, LLVMDisposeBuilder, LLVMGetBasicBlockTerminator,
    LLVMGetElementType, LLVMGetEntryBasicBlock, LLVMGetFirstBasicBlock, LLVMGetFirstInstruction,
    LLVMGetGlobalParent, LLVMGetIncomingBlock, LLVMGetIncomingValue, LLVMGetInstructionOpcode,
    LLVMGetInstructionParent, LLVMGetIntTypeWidth, LLVMGetModuleContext, LLVMGetNextBasicBlock,
    LLVMGetNextInstruction, LLVMGetTypeKind, LLVMGetValueName2, LLVMInstructionEraseFromParent,
    LLVMIsAConstantExpr, LLVMIsPoison, LLVMIsUndef, LLVMPositionBuilderBefore,
    LLVMPositionBuilderBeforeInstrAndDbgRecords, LLVMReplaceAllUsesWith, LLVMSetValueName2,
    LLVMTypeOf,
};
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMTypeRef, LLVMValueRef};

/// Replaces every phi of `f` that [`demotable`] accepts by an `alloca` (before the entry
/// block's terminator, after the function's own allocas), a store of each incoming value
/// (undefined ones excepted) before the incoming block's terminator, and a load, under the
/// phi's name, at the phi's block's first insertion point, before the debug records there
/// (which may name the phi). Instructions get no location: the structurizer's
/// `locate_unlocated` gives them their block's. Returns each demoted phi (erased: an address
/// to compare with, never to dereference) with the load that replaced it.
///
/// # Safety
/// `f` is a live function definition of a verified module not used by anything else.
pub(super) unsafe fn demote(f: LLVMValueRef) -> Vec<(LLVMValueRef, LLVMValueRef)> {
    // SAFETY: per the contract: iteration over the live function's blocks and instructions;
    // every handle comes from `f` and is used while live; the builder is disposed at the end.
    unsafe {
        let mut phis = Vec::new();
        let mut block = LLVMGetFirstBasicBlock(f);
        while !block.is_null() {
            let mut i = LLVMGetFirstInstruction(block);
            let first = phis.len();
            while !i.is_null() && LLVMGetInstructionOpcode(i) == LLVMOpcode::LLVMPHI {
                if demotable(i) {
                    phis.push((i, i));
                }
                i = LLVMGetNextInstruction(i);
            }
            // The block's first other instruction, found before any load is inserted: the
            // loads go before it (and its debug records) in the phis' order.
            for phi in &mut phis[first..] {
                phi.1 = i;
            }
            block = LLVMGetNextBasicBlock(block);
        }
        if phis.is_empty() {
            return Vec::new();
        }
        let context = LLVMGetModuleContext(LLVMGetGlobalParent(f));
        let builder = LLVMCreateBuilderInContext(context);
        let entry_end = LLVMGetBasicBlockTerminator(LLVMGetEntryBasicBlock(f));
        // First every load (so that a phi's input that is another demoted phi is that phi's
        // load), then the stores: a block whose loads go before its terminator stores after
        // them.
        let mut variables = Vec::with_capacity(phis.len());
        let mut replaced = Vec::with_capacity(phis.len());
        for &(phi, body) in &phis {
            let block = LLVMGetInstructionParent(phi);
            let ty = LLVMTypeOf(phi);
            let name = value_name(phi);
            LLVMPositionBuilderBefore(builder, entry_end);
            let variable = LLVMBuildAlloca(builder, ty, c"".as_ptr());
            // `k.var` for a phi `k`; structurizecfg's phis are unnamed: `Flow3.phi` after
            // their block.
            let variable_name = if name.is_empty() {
                [&value_name(LLVMBasicBlockAsValue(block))[..], b".phi"].concat()
            } else {
                [&name[..], b".var"].concat()
            };
            set_name(variable, &variable_name);
            LLVMPositionBuilderBeforeInstrAndDbgRecords(builder, body);
            set_name(phi, b"");
            let load = LLVMBuildLoad2(builder, ty, variable, c"".as_ptr());
            set_name(load, &name);
            LLVMReplaceAllUsesWith(phi, load);
            variables.push(variable);
            replaced.push((phi, load));
        }
        for (&(phi, _), &variable) in phis.iter().zip(&variables) {
            let mut stored: Vec<LLVMBasicBlockRef> = Vec::new();
            for k in 0..LLVMCountIncoming(phi) {
                let from = LLVMGetIncomingBlock(phi, k);
                let value = LLVMGetIncomingValue(phi, k);
                // LLVM lists a predecessor once per edge, always with the same value.
                if stored.contains(&from) || LLVMIsUndef(value) != 0 || LLVMIsPoison(value) != 0 {
                    continue;
                }
                stored.push(from);
                LLVMPositionBuilderBefore(builder, LLVMGetBasicBlockTerminator(from));
                LLVMBuildStore(builder, value, variable);
            }
        }
        for &(phi, _) in &phis {
            LLVMInstructionEraseFromParent(phi);
        }
        LLVMDisposeBuilder(builder);
        replaced
    }
}

/// Whether the phi `i` can live in a variable: a scalar or vector of integers or
/// floating-point numbers, no input a constant expression.
///
/// # Safety
/// `i` is a live phi.
unsafe fn demotable(i: LLVMValueRef) -> bool {
    // SAFETY: per the contract.
    unsafe {
        let ty = LLVMTypeOf(i);
        if !number_or_vector(ty) {
            return false;
        }
        (0..LLVMCountIncoming(i)).all(|k| LLVMIsAConstantExpr(LLVMGetIncomingValue(i, k)).is_null())
    }
}

/// An integer or floating-point type, or a vector of one (not of `i1`).
///
/// # Safety
/// `ty` is a live type.
unsafe fn number_or_vector(ty: LLVMTypeRef) -> bool {
    use LLVMTypeKind::*;
    // SAFETY: per the contract.
    unsafe {
        match LLVMGetTypeKind(ty) {
            LLVMIntegerTypeKind | LLVMHalfTypeKind | LLVMBFloatTypeKind | LLVMFloatTypeKind
            | LLVMDoubleTypeKind => true,
            // A vector of `i1` has no memory layout the backend takes.
            LLVMVectorTypeKind => {
                let elem = LLVMGetElementType(ty);
                number_or_vector(elem)
                    && LLVMGetTypeKind(elem) != LLVMVectorTypeKind
                    && !(LLVMGetTypeKind(elem) == LLVMIntegerTypeKind
                        && LLVMGetIntTypeWidth(elem) == 1)
            }
            _ => false,
        }
    }
}

/// The value's name, as bytes (empty when it has none).
///
/// # Safety
/// `v` is live.
unsafe fn value_name(v: LLVMValueRef) -> Vec<u8> {
    // SAFETY: per the contract; LLVM returns a pointer to `len` bytes the value owns.
    unsafe {
        let mut len = 0usize;
        let name = LLVMGetValueName2(v, &mut len);
        if name.is_null() {
            return Vec::new();
        }
        std::slice::from_raw_parts(name.cast::<u8>(), len).to_vec()
    }
}

/// Names `v` (an empty name removes it).
///
/// # Safety
/// `v` is live.
unsafe fn set_name(v: LLVMValueRef, name: &[u8]) {
    // SAFETY: per the contract; LLVM copies the bytes.
    unsafe { LLVMSetValueName2(v, name.as_ptr().cast(), name.len()) }
}
