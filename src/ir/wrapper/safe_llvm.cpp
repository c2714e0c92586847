// Crash containment for LLVM's parser and verifier: see safe_llvm.h.

#include "safe_llvm.h"

#include "address_space_ops.h"
#include "di_wrapper.h"

#include "llvm-c/Analysis.h"
#include "llvm-c/IRReader.h"
#include "llvm-c/Target.h"
#include "llvm-c/TargetMachine.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/ErrorHandling.h"

#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <unistd.h>

using namespace llvm;

namespace {

// Reason of the fatal error that ended the current recovery context, for the caller's message.
// Fixed-size: the bad-alloc handler must not allocate.
thread_local char tFatalReason[256];

void recordReason(const char *reason) {
  std::strncpy(tFatalReason, reason ? reason : "", sizeof(tFatalReason) - 1);
  tFatalReason[sizeof(tFatalReason) - 1] = '\0';
}

void writeStderr(const char *text) { (void)!::write(2, text, std::strlen(text)); }

// report_fatal_error: inside a recovery context leave it (HandleExit longjmps to RunSafely);
// otherwise print as LLVM's default does, and return (LLVM then exits or aborts).
void onFatalError(void *, const char *reason, bool) {
  if (CrashRecoveryContext *crc = CrashRecoveryContext::GetCurrent()) {
    recordReason(reason);
    crc->HandleExit(1);
  }
  writeStderr("LLVM ERROR: ");
  writeStderr(reason ? reason : "");
  writeStderr("\n");
}

// report_bad_alloc_error (also a corrupted size LLVM tried to allocate): the same, but this
// handler must not return, so outside a recovery context it ends the process as LLVM would.
void onBadAlloc(void *, const char *reason, bool) {
  if (CrashRecoveryContext *crc = CrashRecoveryContext::GetCurrent()) {
    recordReason("out of memory");
    crc->HandleExit(1);
  }
  writeStderr("LLVM ERROR: out of memory\n");
  writeStderr(reason ? reason : "");
  writeStderr("\n");
  std::abort();
}

void enableOnce() {
  static std::once_flag once;
  std::call_once(once, [] {
    CrashRecoveryContext::Enable();
    install_fatal_error_handler(onFatalError, nullptr);
    install_bad_alloc_error_handler(onBadAlloc, nullptr);
  });
}

// Runs `fn` under crash recovery: true when it returned, false (and *message set to the reason)
// when LLVM crashed or reported a fatal error.
template <typename Fn> bool runSafely(Fn &&fn, char **message) {
  enableOnce();
  tFatalReason[0] = '\0';
  CrashRecoveryContext crc;
  if (crc.RunSafely(fn))
    return true;
  *message = LLVMCreateMessage(tFatalReason);
  return false;
}

} // namespace

extern "C" {

int nsdi_parse_ir_safely(LLVMContextRef context, LLVMMemoryBufferRef buffer, LLVMModuleRef *module,
                         char **message) {
  *module = nullptr;
  *message = nullptr;
  LLVMBool failed = 0;
  if (!runSafely([&] { failed = LLVMParseIRInContext(context, buffer, module, message); }, message))
    return NSDI_CRASHED;
  return failed ? NSDI_FAILED : NSDI_OK;
}

int nsdi_upgrade_debug_info_safely(LLVMModuleRef module, int *result, char **details) {
  *details = nullptr;
  if (!runSafely([&] { *result = nsdi_upgrade_debug_info(module, details); }, details))
    return NSDI_CRASHED;
  return NSDI_OK;
}

int nsdi_verify_module_safely(LLVMModuleRef module, char **message) {
  *message = nullptr;
  LLVMBool broken = 0;
  if (!runSafely([&] { broken = LLVMVerifyModule(module, LLVMReturnStatusAction, message); },
                 message))
    return NSDI_CRASHED;
  return broken ? NSDI_FAILED : NSDI_OK;
}

int nsdi_emit_x86_object_safely(LLVMModuleRef module, LLVMMemoryBufferRef *object, char **message) {
  *object = nullptr;
  *message = nullptr;
  int status = NSDI_OK;
  auto emit = [&] {
    LLVMInitializeX86TargetInfo();
    LLVMInitializeX86Target();
    LLVMInitializeX86TargetMC();
    LLVMInitializeX86AsmPrinter();
    const char *triple = "x86_64-unknown-linux-gnu";
    LLVMTargetRef target = nullptr;
    if (LLVMGetTargetFromTriple(triple, &target, message)) {
      status = NSDI_FAILED;
      return;
    }
    LLVMTargetMachineRef machine =
        LLVMCreateTargetMachine(target, triple, "x86-64", "", LLVMCodeGenLevelNone,
                                LLVMRelocDefault, LLVMCodeModelDefault);
    LLVMSetTarget(module, triple);
    LLVMTargetDataRef layout = LLVMCreateTargetDataLayout(machine);
    LLVMSetModuleDataLayout(module, layout);
    LLVMDisposeTargetData(layout);
    for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f)) {
      LLVMSetFunctionCallConv(f, LLVMCCallConv);
      for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
        for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
          if (LLVMIsACallInst(i) || LLVMIsAInvokeInst(i))
            LLVMSetInstructionCallConv(i, LLVMCCallConv);
    }
    if (LLVMTargetMachineEmitToMemoryBuffer(machine, module, LLVMObjectFile, message, object))
      status = NSDI_FAILED;
    LLVMDisposeTargetMachine(machine);
  };
  if (!runSafely(emit, message))
    return NSDI_CRASHED;
  return status;
}

int nsdi_bitcode_without_address_space_ops_safely(const char *data, size_t size,
                                                  LLVMMemoryBufferRef *bitcode, unsigned *removed,
                                                  char **message) {
  *bitcode = nullptr;
  *removed = 0;
  *message = nullptr;
  // Its own context: after a crash it is leaked with everything in it (safe_llvm.h).
  auto *context = new LLVMContext();
  int status = NSDI_OK;
  auto rewrite = [&] {
    Expected<std::unique_ptr<Module>> module =
        parseBitcodeFile(MemoryBufferRef(StringRef(data, size), "clang"), *context);
    if (!module) {
      *message = LLVMCreateMessage(toString(module.takeError()).c_str());
      status = NSDI_FAILED;
      return;
    }
    *removed = nsdi_strip_address_space_ops(wrap(module->get()));
    SmallVector<char, 0> bytes;
    raw_svector_ostream out(bytes);
    // The use-list order kept, as clang's -emit-llvm writes it: some passes' results depend
    // on the order of a value's uses.
    WriteBitcodeToFile(**module, out, /*ShouldPreserveUseListOrder=*/true);
    *bitcode = LLVMCreateMemoryBufferWithMemoryRangeCopy(bytes.data(), bytes.size(), "bitcode");
  };
  if (!runSafely(rewrite, message))
    return NSDI_CRASHED;
  delete context;
  return status;
}

} // extern "C"
