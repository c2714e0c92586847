; -g on a module without llvm.dbg.cu: one warning on stderr, exactly this line, and no NSDI.
; RUN: %nsdi-llc -g %s -o %t.spv 2> %t.err
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: FileCheck %s --check-prefix=WARN -DFILE=%s --match-full-lines < %t.err
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; Same for --gline-tables-only.
; RUN: %nsdi-llc --gline-tables-only %s -o %t.lt.spv 2> %t.lt.err
; RUN: %nsdi-llc --gline-tables-only %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: FileCheck %s --check-prefix=WARN -DFILE=%s --match-full-lines < %t.lt.err
; RUN: cmp %t.spv %t.lt.spv

; WARN: nsdi-llc: warning: [[FILE]]: -g given but the module has no debug info (no llvm.dbg.cu); emitting none
; WARN-NOT: {{.}}

; CHECK-NOT: SPV_KHR_non_semantic_info
; CHECK-NOT: NonSemantic.Shader.DebugInfo.100
; CHECK: OpEntryPoint Kernel %k "k"
; CHECK-NOT: OpExtInst
; CHECK: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}
