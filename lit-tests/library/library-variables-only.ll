; A library of variables only (no function at all): still a valid module, with Linkage and the
; exported tables; the private one carries no LinkageAttributes.
; RUN: %nsdi-llc --g0 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: spirv-dis %t.spv | FileCheck %s
; CHECK:      OpCapability Addresses
; CHECK-NEXT: OpCapability Linkage
; CHECK-NEXT: OpCapability Kernel
; CHECK-NOT:  OpEntryPoint
; CHECK-NOT:  LinkageAttributes "scratch"
; CHECK:      OpDecorate %lut LinkageAttributes "lut" Export
; CHECK-NOT:  LinkageAttributes
; CHECK:      %lut = OpVariable %_ptr_UniformConstant__arr_uint_uint_4 UniformConstant
; CHECK-NOT:  OpFunction
target triple = "spirv64-unknown-unknown"

@lut = addrspace(2) constant [4 x i32] [i32 1, i32 2, i32 4, i32 8], align 4
@scratch = internal addrspace(1) global [4 x i32] zeroinitializer, align 4
