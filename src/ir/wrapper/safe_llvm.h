// LLVM's parser and verifier run under llvm::CrashRecoveryContext.
//
// Some corrupted bitcode makes LLVM 19's reader dereference garbage, abort(), or call
// report_fatal_error / report_bad_alloc_error (which print to stderr and abort). These entry
// points run the step inside CrashRecoveryContext::RunSafely, so such a crash returns
// NSDI_CRASHED instead of killing the process.
//
// The first call enables crash recovery for the whole process (signal handlers for SIGABRT,
// SIGBUS, SIGFPE, SIGILL, SIGSEGV and SIGTRAP, which pass signals raised outside a recovery
// context on to the default action) and installs LLVM fatal-error and bad-alloc handlers that
// leave a recovery context silently and otherwise behave as LLVM's defaults. Never undone.
//
// After NSDI_CRASHED the context, module and buffer are in an unknown state: the caller must
// not use or free them (leak them), and should not parse again in this process if it can help
// it (memory LLVM held when it crashed is leaked; a lock it held stays held).

#ifndef NSDI_SAFE_LLVM_H
#define NSDI_SAFE_LLVM_H

#include <llvm-c/Core.h>

#ifdef __cplusplus
extern "C" {
#endif

enum { NSDI_OK = 0, NSDI_FAILED = 1, NSDI_CRASHED = 2 };

// LLVMParseIRInContext (which takes ownership of `buffer`). NSDI_OK: *module is set.
// NSDI_FAILED: *message is LLVM's error. NSDI_CRASHED: *message is the fatal error's reason, or
// empty after a signal. *message is null or freed with LLVMDisposeMessage.
int nsdi_parse_ir_safely(LLVMContextRef context, LLVMMemoryBufferRef buffer, LLVMModuleRef *module,
                         char **message);

// nsdi_upgrade_debug_info (di_wrapper.h) under crash recovery: NSDI_OK with *result its return
// value and *details its output, or NSDI_CRASHED with *details the reason (as above).
int nsdi_upgrade_debug_info_safely(LLVMModuleRef module, int *result, char **details);

// LLVMVerifyModule(module, LLVMReturnStatusAction, message) under crash recovery: NSDI_OK (valid),
// NSDI_FAILED (*message: the verifier's report) or NSDI_CRASHED (as above).
int nsdi_verify_module_safely(LLVMModuleRef module, char **message);

// The DWARF oracle (docs/ROUNDTRIP.md): retargets `module` to x86_64-unknown-linux-gnu (triple,
// the X86 target machine's data layout, the C calling convention for every function and call:
// the SPIR calling conventions have no x86 lowering), then compiles it at -O0 to an ELF object
// with LLVM's own DwarfDebug, all under crash recovery. NSDI_OK: *object is the object (free it
// with LLVMDisposeMemoryBuffer). NSDI_FAILED: *message says why (no X86 target, codegen error).
// NSDI_CRASHED: as above. The module is changed in place.
int nsdi_emit_x86_object_safely(LLVMModuleRef module, LLVMMemoryBufferRef *object, char **message);

// nsdi_bitcode_without_address_space_ops_safely is declared in address_space_ops.h.

#ifdef __cplusplus
}
#endif

#endif
