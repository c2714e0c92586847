// clang's OpenCL address-space idiom removed from debug records, between clang's front end and
// its optimizer (the runtime's two-step compile for Vulkan: docs/VULKAN.md, docs/RUNTIME.md).
//
// For SPIR and SPIR-V targets clang starts every variable's DIExpression with
// `DW_OP_constu N, DW_OP_swap, DW_OP_xderef` (CGDebugInfo::AppendAddressSpaceXDeref). LLVM 19's
// SROA cannot read that prefix (DIExpression::extractLeadingOffset) and drops the variable of
// an alloca it splits, so a struct local loses its fragment records at -O1 and up. Vulkan
// pointers carry their storage class, so the prefix says nothing there: removing it before
// the optimizer runs keeps the records and changes no code.

#ifndef NSDI_ADDRESS_SPACE_OPS_H
#define NSDI_ADDRESS_SPACE_OPS_H

#include <llvm-c/Core.h>

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

// Removes the leading `DW_OP_constu N, DW_OP_swap, DW_OP_xderef` from the expression of every
// debug record and llvm.dbg.* call (dbg.assign's address expression too) in `module`; returns
// how many expressions changed. Global variables' expressions are left as they are (SROA does
// not split globals, and the emitter reads them unchanged).
unsigned nsdi_strip_address_space_ops(LLVMModuleRef module);

// Bitcode in, bitcode out, in a context of its own, under crash recovery (safe_llvm.h):
// parses `size` bytes at `data`, strips as above, writes bitcode with the use-list order kept
// (as clang's -emit-llvm does, so the optimizer sees the module clang would have handed it).
// NSDI_OK: *bitcode is the result (free it with LLVMDisposeMemoryBuffer), *removed the count.
// NSDI_FAILED: *message is the reader's error. NSDI_CRASHED: as in safe_llvm.h.
int nsdi_bitcode_without_address_space_ops_safely(const char *data, size_t size,
                                                  LLVMMemoryBufferRef *bitcode, unsigned *removed,
                                                  char **message);

#ifdef __cplusplus
}
#endif

#endif
