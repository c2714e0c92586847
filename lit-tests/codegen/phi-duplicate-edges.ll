; A switch with several cases into one block: LLVM's phi lists that predecessor once per edge
; (always with the same value), OpPhi names each parent block once. The module used to list
; %entry three times, which spirv-val rejects ("OpPhi's number of incoming blocks ...").
; RUN: %nsdi-llc --g0 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; CHECK: [[ENTRY:%[0-9]+]] = OpLabel
; CHECK: OpSwitch %x [[DONE:%[0-9]+]] 1 [[DONE]] 2 [[DONE]] 3 [[A:%[0-9]+]]
; CHECK: [[A]] = OpLabel
; CHECK: [[DONE]] = OpLabel
; CHECK-NEXT: OpPhi %uint %uint_0 [[ENTRY]] %uint_7 [[A]]{{$}}
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(i32 %x, ptr addrspace(1) %out) {
entry:
  switch i32 %x, label %done [
    i32 1, label %done
    i32 2, label %done
    i32 3, label %a
  ]

a:
  br label %done

done:
  %v = phi i32 [ 0, %entry ], [ 0, %entry ], [ 0, %entry ], [ 7, %a ]
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
