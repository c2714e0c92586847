//! Structured control flow for the Vulkan flavour: LLVM 19's own passes, run on the loaded
//! module before it is imported (after every helper is marked `alwaysinline`).
//!
//! Order matters (measured, see docs/VULKAN.md): `lower-switch`, `fix-irreducible`,
//! `unify-loop-exits`, `structurizecfg`. `structurizecfg` before `lower-switch` silently
//! miscompiles a switch at -O0; `unify-loop-exits` on -O2 IR whose switch leaves a loop crashes
//! unless `lower-switch` ran first. clang marks -O0 functions `optnone`, which makes every pass
//! skip them, so the attribute is removed first. The compares and branches the passes create
//! carry no `!dbg`: each gets the location of a neighbour in its block, so line tables and
//! single-stepping stay whole.

use std::ffi::CString;

use llvm_sys::core::{
    LLVMAddAttributeAtIndex, LLVMCreateEnumAttribute, LLVMGetBasicBlockTerminator,
    LLVMGetDebugLocFilename, LLVMGetDebugLocLine, LLVMGetEnumAttributeKindForName,
    LLVMGetFirstBasicBlock, LLVMGetFirstFunction, LLVMGetFirstInstruction, LLVMGetFunctionCallConv,
    LLVMGetGlobalParent, LLVMGetInstructionOpcode, LLVMGetMDKindIDInContext, LLVMGetMetadata,
    LLVMGetModuleContext, LLVMGetNextBasicBlock, LLVMGetNextFunction, LLVMGetNextInstruction,
    LLVMGetNumSuccessors, LLVMGetValueName2, LLVMIsDeclaration, LLVMMDNodeInContext2,
    LLVMMetadataAsValue, LLVMRemoveEnumAttributeAtIndex, LLVMSetMetadata,
};
use llvm_sys::debuginfo::{
    LLVMDIBuilderCreateDebugLocation, LLVMDILocationGetInlinedAt, LLVMDILocationGetScope,
    LLVMGetSubprogram, LLVMInstructionGetDebugLoc, LLVMInstructionSetDebugLoc,
};
use llvm_sys::error::{LLVMDisposeErrorMessage, LLVMGetErrorMessage};
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use llvm_sys::transforms::pass_builder::{
    LLVMCreatePassBuilderOptions, LLVMDisposePassBuilderOptions, LLVMRunPasses,
};
use llvm_sys::{LLVMAttributeFunctionIndex, LLVMOpcode};

use super::ImportError;

/// The pipeline, in the only order that works on clang-19 OpenCL IR.
/// `always-inline` first: Logical addressing cannot pass pointers into buffers to a function,
/// so every helper is inlined into its kernel (as clspv does).
pub const STRUCTURIZE_PIPELINE: &str =
    "always-inline,function(lower-switch,fix-irreducible,unify-loop-exits,structurizecfg)";

/// The most switch cases one function may have for the Vulkan flavour. `lower-switch` turns
/// them into a tree of branches and `structurizecfg`'s time grows with the square of it
/// (measured: 5,000 cases 0.6 s, 15,000 cases 8.7 s, 50,000 cases 7 minutes), so more is
/// refused with a diagnostic rather than left to look like a hang.
pub const MAX_VULKAN_SWITCH_CASES: u64 = 8192;

/// Removes `optnone`, runs [`STRUCTURIZE_PIPELINE`], turns phis into variables
/// ([`super::phi_variables`]) and gives the new instructions locations.
///
/// # Safety
/// `module` is a live, verified module not used by anything else during the call.
pub(super) unsafe fn structurize(module: LLVMModuleRef) -> Result<(), ImportError> {
    // SAFETY: per the contract; every handle below comes from `module` and is used while live.
    unsafe {
        check_switch_cases(module)?;
        let kind = |name: &str| LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len());
        let (optnone, noinline, alwaysinline) =
            (kind("optnone"), kind("noinline"), kind("alwaysinline"));
        let context = LLVMGetModuleContext(module);
        let mut f = LLVMGetFirstFunction(module);
        while !f.is_null() {
            if LLVMIsDeclaration(f) == 0 {
                LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, optnone);
                LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, noinline);
                if LLVMGetFunctionCallConv(f) != crate::ir::CALLING_CONV_SPIR_KERNEL {
                    let attribute = LLVMCreateEnumAttribute(context, alwaysinline, 0);
                    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, attribute);
                }
            }
            f = LLVMGetNextFunction(f);
        }
        let tag = original_tag(module);
        let mut f = LLVMGetFirstFunction(module);
        while !f.is_null() {
            if LLVMIsDeclaration(f) == 0 && !LLVMGetSubprogram(f).is_null() {
                mark_original(f, tag);
            }
            f = LLVMGetNextFunction(f);
        }
        let pipeline = CString::new(STRUCTURIZE_PIPELINE)
            .map_err(|_| ImportError::Unsupported("pass pipeline".into()))?;
        let options = LLVMCreatePassBuilderOptions();
        let error = LLVMRunPasses(module, pipeline.as_ptr(), std::ptr::null_mut(), options);
        LLVMDisposePassBuilderOptions(options);
        if !error.is_null() {
            let message = LLVMGetErrorMessage(error);
            let text = std::ffi::CStr::from_ptr(message)
                .to_string_lossy()
                .into_owned();
            LLVMDisposeErrorMessage(message);
            return Err(ImportError::Unsupported(format!(
                "structurizing control flow failed: {text}"
            )));
        }
        // Whatever the debug info: the code is the same at every debug level.
        let mut f = LLVMGetFirstFunction(module);
        while !f.is_null() {
            if LLVMIsDeclaration(f) == 0 {
                super::phi_variables::demote(f);
            }
            f = LLVMGetNextFunction(f);
        }
        let mut f = LLVMGetFirstFunction(module);
        while !f.is_null() {
            if LLVMIsDeclaration(f) == 0 && !LLVMGetSubprogram(f).is_null() {
                locate_unlocated(f, tag.0);
            }
            f = LLVMGetNextFunction(f);
        }
    }
    Ok(())
}

/// Refuses a function whose switches have more than [`MAX_VULKAN_SWITCH_CASES`] cases in all,
/// naming the function and the largest switch's source line.
///
/// # Safety
/// `module` is a live module.
unsafe fn check_switch_cases(module: LLVMModuleRef) -> Result<(), ImportError> {
    // SAFETY: per the contract: iteration over the live module's functions, blocks and
    // terminators; the names and file names LLVM returns live as long as the module.
    unsafe {
        let mut f = LLVMGetFirstFunction(module);
        while !f.is_null() {
            let mut cases = 0u64;
            let mut largest: Option<(u64, LLVMValueRef)> = None;
            let mut block = LLVMGetFirstBasicBlock(f);
            while !block.is_null() {
                let term = LLVMGetBasicBlockTerminator(block);
                if !term.is_null() && LLVMGetInstructionOpcode(term) == LLVMOpcode::LLVMSwitch {
                    let n = u64::from(LLVMGetNumSuccessors(term).saturating_sub(1));
                    cases += n;
                    if largest.is_none_or(|(m, _)| n > m) {
                        largest = Some((n, term));
                    }
                }
                block = LLVMGetNextBasicBlock(block);
            }
            if let Some((_, switch)) = largest.filter(|_| cases > MAX_VULKAN_SWITCH_CASES) {
                let mut len = 0usize;
                let name = LLVMGetValueName2(f, &mut len);
                let name = if name.is_null() {
                    String::new()
                } else {
                    String::from_utf8_lossy(std::slice::from_raw_parts(name.cast::<u8>(), len))
                        .into_owned()
                };
                let line = LLVMGetDebugLocLine(switch);
                let at = if line == 0 {
                    String::new()
                } else {
                    let mut file_len = 0u32;
                    let file = LLVMGetDebugLocFilename(switch, &mut file_len);
                    let file = if file.is_null() {
                        String::new()
                    } else {
                        String::from_utf8_lossy(std::slice::from_raw_parts(
                            file.cast::<u8>(),
                            file_len as usize,
                        ))
                        .into_owned()
                    };
                    format!(" at {file}:{line}")
                };
                return Err(ImportError::Unsupported(format!(
                    "function @{name}: {cases} switch cases{at}; the Vulkan flavour structures \
                     control flow with LLVM's lower-switch and structurizecfg, whose time grows \
                     with the square of the cases: at most {MAX_VULKAN_SWITCH_CASES} per function"
                )));
            }
            f = LLVMGetNextFunction(f);
        }
    }
    Ok(())
}

/// The metadata kind that marks the instructions present before the passes, and its node.
///
/// # Safety
/// `module` is live.
unsafe fn original_tag(module: LLVMModuleRef) -> (u32, LLVMValueRef) {
    const NAME: &str = "nsdi.before_structurize";
    // SAFETY: per the contract; the name outlives the call.
    unsafe {
        let context = LLVMGetModuleContext(module);
        let kind = LLVMGetMDKindIDInContext(context, NAME.as_ptr().cast(), NAME.len() as u32);
        let node = LLVMMetadataAsValue(
            context,
            LLVMMDNodeInContext2(context, std::ptr::null_mut(), 0),
        );
        (kind, node)
    }
}

/// Marks every instruction but the phis of `f` with `tag`, so that the blocks the passes add
/// (whose instructions are all new, or phis) can be told apart afterwards.
///
/// # Safety
/// `f` is a live function definition.
unsafe fn mark_original(f: LLVMValueRef, (kind, node): (u32, LLVMValueRef)) {
    // SAFETY: per the contract: iteration over the live function's blocks and instructions.
    unsafe {
        let mut block = LLVMGetFirstBasicBlock(f);
        while !block.is_null() {
            let mut i = LLVMGetFirstInstruction(block);
            while !i.is_null() {
                if LLVMGetInstructionOpcode(i) != LLVMOpcode::LLVMPHI {
                    LLVMSetMetadata(i, kind, node);
                }
                i = LLVMGetNextInstruction(i);
            }
            block = LLVMGetNextBasicBlock(block);
        }
    }
}

/// Gives every branch, compare, select and other plain instruction without a location the
/// location of the nearest located instruction before it in its block (or, at the block's
/// start, after it). A block the passes made (no instruction marked by [`mark_original`]:
/// structurizecfg's `Flow` blocks, the guards of unify-loop-exits, which only route control)
/// gets line 0 in the scope of its branch's location (structurizecfg copies the location of
/// the branch it replaced, an earlier statement's line) or of the last location before it in
/// layout order: the scope keeps a debugger's frame, line 0 (`DebugNoLine`) keeps it from
/// stepping back to an earlier statement once per loop iteration. Phis, calls and allocas are
/// left as they are. The marks are removed.
///
/// # Safety
/// `f` is a live function definition with a subprogram.
unsafe fn locate_unlocated(f: LLVMValueRef, tag: u32) {
    // SAFETY: per the contract: iteration over the live function's blocks and instructions.
    unsafe {
        let context = LLVMGetModuleContext(LLVMGetGlobalParent(f));
        // The last location seen in layout order, for blocks without any located instruction.
        let mut last = None;
        let mut block = LLVMGetFirstBasicBlock(f);
        while !block.is_null() {
            let mut insts = Vec::new();
            let mut i = LLVMGetFirstInstruction(block);
            while !i.is_null() {
                insts.push(i);
                i = LLVMGetNextInstruction(i);
            }
            let made = insts.iter().all(|&i| LLVMGetMetadata(i, tag).is_null());
            for &i in &insts {
                LLVMSetMetadata(i, tag, std::ptr::null_mut());
            }
            let no_line = |l: llvm_sys::prelude::LLVMMetadataRef| {
                LLVMDIBuilderCreateDebugLocation(
                    context,
                    0,
                    0,
                    LLVMDILocationGetScope(l),
                    LLVMDILocationGetInlinedAt(l),
                )
            };
            let located: Vec<_> = insts
                .iter()
                .map(|&i| {
                    let loc = LLVMInstructionGetDebugLoc(i);
                    (!loc.is_null()).then_some(loc)
                })
                .collect();
            if made {
                let scope_of = located.iter().flatten().next().copied().or(last);
                if let Some(l) = scope_of {
                    let l = no_line(l);
                    for &i in &insts {
                        if LLVMGetInstructionOpcode(i) != LLVMOpcode::LLVMPHI {
                            LLVMInstructionSetDebugLoc(i, l);
                        }
                    }
                }
                block = LLVMGetNextBasicBlock(block);
                continue;
            }
            let first = located.iter().flatten().next().copied().or(last);
            let mut previous = None;
            for (&i, loc) in insts.iter().zip(&located) {
                if let Some(l) = loc {
                    previous = Some(*l);
                    continue;
                }
                let skip = matches!(
                    LLVMGetInstructionOpcode(i),
                    LLVMOpcode::LLVMPHI | LLVMOpcode::LLVMCall | LLVMOpcode::LLVMAlloca
                );
                if let (false, Some(l)) = (skip, previous.or(first)) {
                    LLVMInstructionSetDebugLoc(i, l);
                }
            }
            last = previous.or(last);
            block = LLVMGetNextBasicBlock(block);
        }
    }
}
