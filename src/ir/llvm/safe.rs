//! LLVM's parser and verifier under crash recovery (`src/ir/wrapper/safe_llvm.{h,cpp}`).
//!
//! Some corrupted bitcode crashes LLVM 19's reader: a segfault, an `abort()`, or a fatal error
//! (`report_fatal_error`, `report_bad_alloc_error` for a corrupted size) that would print to
//! stderr and abort. The wrapper runs these steps inside `llvm::CrashRecoveryContext::RunSafely`,
//! so the loader reports one line instead of the process dying. After [`Failure::Crashed`] the
//! LLVM context and everything in it are in an unknown state: the caller leaks them.

use std::ffi::{CStr, c_char};

use llvm_sys::prelude::{LLVMContextRef, LLVMMemoryBufferRef, LLVMModuleRef};

const NSDI_OK: i32 = 0;
const NSDI_FAILED: i32 = 1;

unsafe extern "C" {
    fn nsdi_parse_ir_safely(
        context: LLVMContextRef,
        buffer: LLVMMemoryBufferRef,
        module: *mut LLVMModuleRef,
        message: *mut *mut c_char,
    ) -> i32;
    fn nsdi_upgrade_debug_info_safely(
        module: LLVMModuleRef,
        result: *mut i32,
        details: *mut *mut c_char,
    ) -> i32;
    fn nsdi_verify_module_safely(module: LLVMModuleRef, message: *mut *mut c_char) -> i32;
    fn nsdi_split_large_switches(module: LLVMModuleRef, message: *mut *mut c_char) -> i32;
    fn nsdi_bitcode_without_address_space_ops_safely(
        data: *const c_char,
        size: usize,
        bitcode: *mut LLVMMemoryBufferRef,
        removed: *mut u32,
        message: *mut *mut c_char,
    ) -> i32;
    fn nsdi_emit_x86_object_safely(
        module: LLVMModuleRef,
        object: *mut LLVMMemoryBufferRef,
        message: *mut *mut c_char,
    ) -> i32;
}

/// Why a guarded LLVM step did not succeed.
#[derive(Debug)]
pub(super) enum Failure {
    /// LLVM rejected the input: its message.
    Rejected(String),
    /// LLVM crashed (a signal) or reported a fatal error (its reason; empty after a signal). The
    /// context must be leaked.
    Crashed(String),
}

/// Copies and frees a message from `LLVMCreateMessage`/`strdup` (null gives an empty string).
///
/// # Safety
/// `message` is null or a NUL-terminated string LLVM allocated for the caller, not used after.
unsafe fn take_message(message: *mut c_char) -> String {
    if message.is_null() {
        return String::new();
    }
    // SAFETY: per the contract: a live C string, disposed of exactly once here.
    unsafe {
        let text = CStr::from_ptr(message).to_string_lossy().into_owned();
        llvm_sys::core::LLVMDisposeMessage(message);
        text
    }
}

/// `LLVMParseIRInContext` (which takes ownership of `buffer`) under crash recovery.
///
/// # Safety
/// `context` is live and `buffer` a live buffer the caller gives up.
pub(super) unsafe fn parse_ir(
    context: LLVMContextRef,
    buffer: LLVMMemoryBufferRef,
) -> Result<LLVMModuleRef, Failure> {
    let mut module: LLVMModuleRef = std::ptr::null_mut();
    let mut message: *mut c_char = std::ptr::null_mut();
    // SAFETY: per the contract; the wrapper sets `module` only on success and `message` to null
    // or a message we take once.
    let (status, text) = unsafe {
        let status = nsdi_parse_ir_safely(context, buffer, &mut module, &mut message);
        (status, take_message(message))
    };
    match status {
        NSDI_OK if !module.is_null() => Ok(module),
        NSDI_OK | NSDI_FAILED => Err(Failure::Rejected(text)),
        _ => Err(Failure::Crashed(text)),
    }
}

/// LLVM's parse-time debug-info upgrade, done after parsing (`nsdi_upgrade_debug_info`):
/// `Rejected` with the verifier's output when the module is invalid beyond its debug info, else
/// the verifier's complaints about the debug info it stripped (empty when none) and whether the
/// whole verifier ran.
pub(super) fn upgrade_debug_info(module: LLVMModuleRef) -> Result<(String, bool), Failure> {
    let mut details: *mut c_char = std::ptr::null_mut();
    let mut result = 0;
    // SAFETY: `module` is live and owned by the caller; the wrapper sets `details` to null or a
    // message we take once.
    let (status, text) = unsafe {
        let status = nsdi_upgrade_debug_info_safely(module, &mut result, &mut details);
        (status, take_message(details))
    };
    match (status, result) {
        (NSDI_OK, 1) => Err(Failure::Rejected(text)),
        (NSDI_OK, verified_or_not) => Ok((text, verified_or_not == 0)),
        _ => Err(Failure::Crashed(text)),
    }
}

/// `LLVMVerifyModule` under crash recovery: `Rejected` with the verifier's report.
pub(super) fn verify(module: LLVMModuleRef) -> Result<(), Failure> {
    let mut message: *mut c_char = std::ptr::null_mut();
    // SAFETY: `module` is live and owned by the caller; `message` is taken once.
    let (status, text) = unsafe {
        let status = nsdi_verify_module_safely(module, &mut message);
        (status, take_message(message))
    };
    match status {
        NSDI_OK => Ok(()),
        NSDI_FAILED => Err(Failure::Rejected(text)),
        _ => Err(Failure::Crashed(text)),
    }
}

/// Switches over SPIR-V's instruction limit become chains of switches
/// (`src/ir/wrapper/switch_split.h`); the number split, or why the result did not verify.
pub(super) fn split_large_switches(module: LLVMModuleRef) -> Result<u32, String> {
    let mut message: *mut c_char = std::ptr::null_mut();
    // SAFETY: `module` is live, verified and owned by the caller (changed in place); `message`
    // is taken once.
    let (split, text) = unsafe {
        let split = nsdi_split_large_switches(module, &mut message);
        (split, take_message(message))
    };
    u32::try_from(split).map_err(|_| text)
}

/// `nsdi_emit_x86_object_safely`: `module` retargeted to x86_64 and compiled to an ELF object
/// by LLVM's codegen (with its DwarfDebug); the object's bytes.
pub(super) fn emit_x86_object(module: LLVMModuleRef) -> Result<Vec<u8>, Failure> {
    let mut object: LLVMMemoryBufferRef = std::ptr::null_mut();
    let mut message: *mut c_char = std::ptr::null_mut();
    // SAFETY: `module` is live and owned by the caller (the wrapper changes it in place);
    // `object` is set to null or a buffer we copy and dispose of once; `message` is taken once.
    unsafe {
        let status = nsdi_emit_x86_object_safely(module, &mut object, &mut message);
        let text = take_message(message);
        match status {
            NSDI_OK if !object.is_null() => {
                let start = llvm_sys::core::LLVMGetBufferStart(object).cast::<u8>();
                let size = llvm_sys::core::LLVMGetBufferSize(object);
                let bytes = std::slice::from_raw_parts(start, size).to_vec();
                llvm_sys::core::LLVMDisposeMemoryBuffer(object);
                Ok(bytes)
            }
            NSDI_OK | NSDI_FAILED => Err(Failure::Rejected(text)),
            _ => Err(Failure::Crashed(text)),
        }
    }
}

/// `nsdi_bitcode_without_address_space_ops_safely` (`src/ir/wrapper/address_space_ops.h`): the
/// bitcode with clang's address-space idiom removed from every debug record, and how many
/// expressions changed.
pub(super) fn bitcode_without_address_space_ops(bitcode: &[u8]) -> Result<(Vec<u8>, u32), Failure> {
    let mut out: LLVMMemoryBufferRef = std::ptr::null_mut();
    let mut removed = 0u32;
    let mut message: *mut c_char = std::ptr::null_mut();
    // SAFETY: `bitcode` is live for the call and only read; the wrapper sets `out` to null or a
    // buffer we copy and dispose of once, and `message` to null or a message we take once.
    unsafe {
        let status = nsdi_bitcode_without_address_space_ops_safely(
            bitcode.as_ptr().cast::<c_char>(),
            bitcode.len(),
            &mut out,
            &mut removed,
            &mut message,
        );
        let text = take_message(message);
        match status {
            NSDI_OK if !out.is_null() => {
                let start = llvm_sys::core::LLVMGetBufferStart(out).cast::<u8>();
                let size = llvm_sys::core::LLVMGetBufferSize(out);
                let bytes = std::slice::from_raw_parts(start, size).to_vec();
                llvm_sys::core::LLVMDisposeMemoryBuffer(out);
                Ok((bytes, removed))
            }
            NSDI_OK | NSDI_FAILED => Err(Failure::Rejected(text)),
            _ => Err(Failure::Crashed(text)),
        }
    }
}
