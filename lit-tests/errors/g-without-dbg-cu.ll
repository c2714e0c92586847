; -g on a module without llvm.dbg.cu (only a stray !dbg-free module flag): one warning line, the
; code is still emitted, valid, and carries no NSDI.
; RUN: rm -f %t.spv
; RUN: %nsdi-llc -g %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=WARN -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; WARN: nsdi-llc: warning: [[FILE]]: -g given but the module has no debug info (no llvm.dbg.cu); emitting none

; CHECK-NOT: NonSemantic.Shader.DebugInfo.100
; CHECK: OpEntryPoint Kernel %k "k"
; CHECK-NOT: OpExtInst
; CHECK: OpStore
; CHECK: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  store i32 7, ptr addrspace(1) %out, align 4
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
