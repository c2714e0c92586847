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
//!
//! `lower-switch` runs on its own, between inlining and the rest, so that each switch can be
//! recorded first ([`SwitchRecord`]: what source coverage needs to count its cases as arms)
//! and the branch that replaces it can keep the switch's location.

use std::ffi::CString;

use llvm_sys::core::{
    LLVMAddAttributeAtIndex, LLVMConstIntGetZExtValue, LLVMCountParams, LLVMCreateEnumAttribute,
    LLVMGetBasicBlockTerminator, LLVMGetCondition, LLVMGetDebugLocFilename, LLVMGetDebugLocLine,
    LLVMGetEnumAttributeKindForName, LLVMGetFirstBasicBlock, LLVMGetFirstFunction,
    LLVMGetFirstInstruction, LLVMGetFunctionCallConv, LLVMGetGlobalParent,
    LLVMGetInstructionOpcode, LLVMGetIntTypeWidth, LLVMGetMDKindIDInContext, LLVMGetMetadata,
    LLVMGetModuleContext, LLVMGetNextBasicBlock, LLVMGetNextFunction, LLVMGetNextInstruction,
    LLVMGetNumSuccessors, LLVMGetOperand, LLVMGetParam, LLVMGetSuccessor, LLVMGetSwitchDefaultDest,
    LLVMGetTypeKind, LLVMGetValueName2, LLVMIsAArgument, LLVMIsAInstruction, LLVMIsConditional,
    LLVMIsDeclaration, LLVMMDNodeInContext2, LLVMMetadataAsValue, LLVMRemoveEnumAttributeAtIndex,
    LLVMSetMetadata, LLVMTypeOf,
};
use llvm_sys::debuginfo::{
    LLVMDIBuilderCreateDebugLocation, LLVMDILocationGetInlinedAt, LLVMDILocationGetScope,
    LLVMGetSubprogram, LLVMInstructionGetDebugLoc, LLVMInstructionSetDebugLoc,
};
use llvm_sys::error::{LLVMDisposeErrorMessage, LLVMGetErrorMessage};
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMMetadataRef, LLVMModuleRef, LLVMValueRef};
use llvm_sys::transforms::pass_builder::{
    LLVMCreatePassBuilderOptions, LLVMDisposePassBuilderOptions, LLVMRunPasses,
};
use llvm_sys::{LLVMAttributeFunctionIndex, LLVMOpcode, LLVMTypeKind};

use super::ImportError;

/// The pipeline, in the only order that works on clang-19 OpenCL IR.
/// `always-inline` first: Logical addressing cannot pass pointers into buffers to a function,
/// so every helper is inlined into its kernel (as clspv does).
pub const STRUCTURIZE_PIPELINE: &str =
    "always-inline,function(lower-switch,fix-irreducible,unify-loop-exits,structurizecfg)";

/// [`STRUCTURIZE_PIPELINE`] in the three runs it is made in: the switches are read after
/// inlining (an inlined copy is a switch of its own) and their lowering looked at before the
/// structurizer moves blocks around. Function passes run function by function either way, so
/// the result is the same as one run's.
const PIPELINE_RUNS: [&str; 3] = [
    "always-inline",
    "function(lower-switch)",
    "function(fix-irreducible,unify-loop-exits,structurizecfg)",
];

/// A switch `lower-switch` turned into a compare tree, as the import needs it to fill
/// [`crate::ir::LoweredSwitch`].
pub(super) struct SwitchRecord {
    /// The function it is in.
    pub function: LLVMValueRef,
    /// The tree's first block.
    pub tree: LLVMBasicBlockRef,
    /// The value the switch tested.
    pub selector: LLVMValueRef,
    /// The selector's width in bits.
    pub bits: u32,
    /// Per case: its value's low 64 bits and its arm (0: the default's target).
    pub cases: Vec<(u64, u32)>,
    /// The number of arms.
    pub arms: u32,
}

/// What the structurizer changed that source coverage must know about.
#[derive(Default)]
pub(super) struct Structurized {
    /// The switches `lower-switch` turned into compare trees.
    pub switches: Vec<SwitchRecord>,
    /// The original conditional branches `structurizecfg` replaced by an unconditional branch
    /// into a block of its own, whose phis carry the condition on (the test of a loop with two
    /// exits ends this way): (function, block, the condition it tested).
    pub replaced_tests: Vec<(LLVMValueRef, LLVMBasicBlockRef, LLVMValueRef)>,
}

/// A switch read before lowering: its block, what it tests, its cases' arms and location.
struct SwitchBefore {
    function: LLVMValueRef,
    block: LLVMBasicBlockRef,
    selector: LLVMValueRef,
    bits: u32,
    cases: Vec<(u64, u32)>,
    arms: u32,
    location: LLVMMetadataRef,
}

/// The most switch cases one function may have for the Vulkan flavour. `lower-switch` turns
/// them into a tree of branches and `structurizecfg`'s time grows with the square of it
/// (measured: 5,000 cases 0.6 s, 15,000 cases 8.7 s, 50,000 cases 7 minutes), so more is
/// refused with a diagnostic rather than left to look like a hang.
pub const MAX_VULKAN_SWITCH_CASES: u64 = 8192;

/// Removes `optnone`, runs [`STRUCTURIZE_PIPELINE`], turns phis into variables
/// ([`super::phi_variables`]) and gives the new instructions locations; returns the switches
/// that became compare trees and the branches that lost their condition.
///
/// # Safety
/// `module` is a live, verified module not used by anything else during the call.
pub(super) unsafe fn structurize(module: LLVMModuleRef) -> Result<Structurized, ImportError> {
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
        let [inline, lower_switch, structure] = PIPELINE_RUNS;
        run_passes(module, inline)?;
        let switches = read_switches(module);
        run_passes(module, lower_switch)?;
        let mut switches: Vec<SwitchRecord> = switches
            .into_iter()
            .filter_map(|switch| lowered(switch, tag))
            .collect();
        let tests = original_tests(module, tag.0);
        run_passes(module, structure)?;
        let mut replaced_tests = replaced_tests(tests, tag.0);
        // Whatever the debug info: the code is the same at every debug level. A replaced test
        // or a lowered switch whose value was a phi tests the phi's load.
        let mut f = LLVMGetFirstFunction(module);
        while !f.is_null() {
            if LLVMIsDeclaration(f) == 0 {
                for (phi, load) in super::phi_variables::demote(f) {
                    for test in replaced_tests.iter_mut().filter(|t| t.2 == phi) {
                        test.2 = load;
                    }
                    for switch in switches.iter_mut().filter(|s| s.selector == phi) {
                        switch.selector = load;
                    }
                }
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
        Ok(Structurized {
            switches,
            replaced_tests,
        })
    }
}

/// Every original conditional branch with a location (marked by [`mark_original`]) of the
/// functions with a subprogram, whose condition is an instruction or an argument: (function,
/// block, condition).
///
/// # Safety
/// `module` is live; `tag` is [`original_tag`]'s kind.
unsafe fn original_tests(
    module: LLVMModuleRef,
    tag: u32,
) -> Vec<(LLVMValueRef, LLVMBasicBlockRef, LLVMValueRef)> {
    let mut out = Vec::new();
    // SAFETY: per the contract: iteration over the live module; a conditional branch has a
    // condition.
    unsafe {
        let mut f = LLVMGetFirstFunction(module);
        while !f.is_null() {
            if LLVMIsDeclaration(f) == 0 && !LLVMGetSubprogram(f).is_null() {
                let mut block = LLVMGetFirstBasicBlock(f);
                while !block.is_null() {
                    let term = LLVMGetBasicBlockTerminator(block);
                    if !term.is_null()
                        && LLVMGetInstructionOpcode(term) == LLVMOpcode::LLVMBr
                        && LLVMIsConditional(term) != 0
                        && !LLVMGetMetadata(term, tag).is_null()
                        && !LLVMInstructionGetDebugLoc(term).is_null()
                    {
                        let condition = LLVMGetCondition(term);
                        if !LLVMIsAInstruction(condition).is_null()
                            || !LLVMIsAArgument(condition).is_null()
                        {
                            out.push((f, block, condition));
                        }
                    }
                    block = LLVMGetNextBasicBlock(block);
                }
            }
            f = LLVMGetNextFunction(f);
        }
    }
    out
}

/// Of [`original_tests`], those whose block now ends in an unconditional branch (the
/// structurizer moved the decision into a block of its own) and whose condition is still an
/// original instruction of the function or one of its arguments (looked up by identity among
/// them, never dereferenced before it is found).
///
/// # Safety
/// The functions and blocks are live; `tag` is [`original_tag`]'s kind, not yet removed.
unsafe fn replaced_tests(
    tests: Vec<(LLVMValueRef, LLVMBasicBlockRef, LLVMValueRef)>,
    tag: u32,
) -> Vec<(LLVMValueRef, LLVMBasicBlockRef, LLVMValueRef)> {
    let mut out = Vec::new();
    let mut live: Option<(LLVMValueRef, std::collections::HashSet<LLVMValueRef>)> = None;
    // SAFETY: per the contract; the blocks were not deleted (structurizecfg only adds blocks).
    unsafe {
        for (f, block, condition) in tests {
            let term = LLVMGetBasicBlockTerminator(block);
            if term.is_null()
                || LLVMGetInstructionOpcode(term) != LLVMOpcode::LLVMBr
                || LLVMIsConditional(term) != 0
            {
                continue;
            }
            if live.as_ref().is_none_or(|(g, _)| *g != f) {
                let mut values = std::collections::HashSet::new();
                for i in 0..LLVMCountParams(f) {
                    values.insert(LLVMGetParam(f, i));
                }
                let mut b = LLVMGetFirstBasicBlock(f);
                while !b.is_null() {
                    let mut i = LLVMGetFirstInstruction(b);
                    while !i.is_null() {
                        if !LLVMGetMetadata(i, tag).is_null() {
                            values.insert(i);
                        }
                        i = LLVMGetNextInstruction(i);
                    }
                    b = LLVMGetNextBasicBlock(b);
                }
                live = Some((f, values));
            }
            if live
                .as_ref()
                .is_some_and(|(_, values)| values.contains(&condition))
            {
                out.push((f, block, condition));
            }
        }
    }
    out
}

/// Runs an LLVM pass pipeline on `module`; its error as a one-line diagnostic.
///
/// # Safety
/// `module` is live.
unsafe fn run_passes(module: LLVMModuleRef, pipeline: &str) -> Result<(), ImportError> {
    let pipeline =
        CString::new(pipeline).map_err(|_| ImportError::Unsupported("pass pipeline".into()))?;
    // SAFETY: per the contract; the options and the error message are disposed of once.
    unsafe {
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
    }
    Ok(())
}

/// Every switch of the module's function definitions with an integer selector of at most 64
/// bits, in module order, with its cases' arms: arm 0 for the default's target (and every case
/// that goes there), arm k for the k-th other target in the order of the cases, so cases that
/// share a target (`case 1: case 2:`) are one arm, as they are one edge.
///
/// # Safety
/// `module` is live.
unsafe fn read_switches(module: LLVMModuleRef) -> Vec<SwitchBefore> {
    let mut out = Vec::new();
    // SAFETY: per the contract: iteration over the live module; a switch's operands are its
    // selector, its default and (value, target) pairs.
    unsafe {
        let mut f = LLVMGetFirstFunction(module);
        while !f.is_null() {
            let mut block = LLVMGetFirstBasicBlock(f);
            while !block.is_null() {
                let term = LLVMGetBasicBlockTerminator(block);
                if !term.is_null() && LLVMGetInstructionOpcode(term) == LLVMOpcode::LLVMSwitch {
                    let selector = LLVMGetOperand(term, 0);
                    let ty = LLVMTypeOf(selector);
                    let bits = if LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMIntegerTypeKind {
                        LLVMGetIntTypeWidth(ty)
                    } else {
                        0
                    };
                    if (1..=64).contains(&bits) {
                        let default = LLVMGetSwitchDefaultDest(term);
                        let mut targets: Vec<LLVMBasicBlockRef> = Vec::new();
                        let mut cases = Vec::new();
                        for k in 1..LLVMGetNumSuccessors(term) {
                            let value = LLVMGetOperand(term, 2 * k);
                            let target = LLVMGetSuccessor(term, k);
                            let arm = if target == default {
                                0
                            } else if let Some(i) = targets.iter().position(|t| *t == target) {
                                i + 1
                            } else {
                                targets.push(target);
                                targets.len()
                            };
                            cases.push((LLVMConstIntGetZExtValue(value), arm as u32));
                        }
                        out.push(SwitchBefore {
                            function: f,
                            block,
                            selector,
                            bits,
                            cases,
                            arms: targets.len() as u32 + 1,
                            location: LLVMInstructionGetDebugLoc(term),
                        });
                    }
                }
                block = LLVMGetNextBasicBlock(block);
            }
            f = LLVMGetNextFunction(f);
        }
    }
    out
}

/// After `lower-switch`: the switch's block ends in a branch to the compare tree's first block
/// (a block of new instructions only). That branch takes the switch's location (a debugger
/// stops on the switch's line there, as before) and the mark of the code that was there before
/// the passes, so the block keeps its lines even when the switch was all it had. A switch with
/// one arm, or whose lowering needs no compare (every value goes to one target), has no tree
/// and no record.
///
/// # Safety
/// `switch.block` is a live block of a live function, lowered.
unsafe fn lowered(switch: SwitchBefore, (kind, node): (u32, LLVMValueRef)) -> Option<SwitchRecord> {
    // SAFETY: per the contract; the tree's block is checked for original (marked) code.
    unsafe {
        let branch = LLVMGetBasicBlockTerminator(switch.block);
        if branch.is_null()
            || LLVMGetInstructionOpcode(branch) != LLVMOpcode::LLVMBr
            || LLVMGetNumSuccessors(branch) != 1
        {
            return None;
        }
        // Only functions with a subprogram are marked (and have their marks removed).
        if !LLVMGetSubprogram(switch.function).is_null() {
            if !switch.location.is_null() {
                LLVMInstructionSetDebugLoc(branch, switch.location);
            }
            LLVMSetMetadata(branch, kind, node);
        }
        let tree = LLVMGetSuccessor(branch, 0);
        let mut i = LLVMGetFirstInstruction(tree);
        while !i.is_null() {
            if !LLVMGetMetadata(i, kind).is_null() {
                return None;
            }
            i = LLVMGetNextInstruction(i);
        }
        (switch.arms > 1).then_some(SwitchRecord {
            function: switch.function,
            tree,
            selector: switch.selector,
            bits: switch.bits,
            cases: switch.cases,
            arms: switch.arms,
        })
    }
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
