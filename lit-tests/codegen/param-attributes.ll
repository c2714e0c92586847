; Parameter attributes become FuncParamAttr decorations on the OpFunctionParameter; byval
; arguments are copied into a caller-side temporary (the callee may write to its copy).
; RUN: %nsdi-llc %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: spirv-dis %t.spv | FileCheck %s
; CHECK-DAG: OpDecorate %x FuncParamAttr Zext
; CHECK-DAG: OpDecorate %y FuncParamAttr Sext
; CHECK-DAG: OpDecorate %p FuncParamAttr NoAlias
; CHECK-DAG: OpDecorate %p FuncParamAttr NoCapture
; CHECK-DAG: OpDecorate %p FuncParamAttr NoWrite
; CHECK: %k = OpFunction
; CHECK: [[TEMP:%[0-9]+]] = OpVariable %_ptr_Function_struct_Pair Function
; CHECK: [[SRC:%[0-9]+]] = OpBitcast %_ptr_Function_struct_Pair %local_0
; CHECK-NEXT: OpCopyMemory [[TEMP]] [[SRC]]
; CHECK-NEXT: [[ARG:%[0-9]+]] = OpBitcast %_ptr_Function_uchar [[TEMP]]
; CHECK-NEXT: OpFunctionCall %void %takes_pair [[ARG]]

%struct.Pair = type { i32, i32 }

define spir_func i32 @attrs(i8 zeroext %x, i16 signext %y, ptr addrspace(1) noalias nocapture readonly %p) {
entry:
  %a = zext i8 %x to i32
  %b = sext i16 %y to i32
  %v = load i32, ptr addrspace(1) %p, align 4
  %s = add i32 %a, %b
  %r = add i32 %s, %v
  ret i32 %r
}

define spir_func void @takes_pair(ptr byval(%struct.Pair) align 4 %pair) {
entry:
  store i32 0, ptr %pair, align 4
  ret void
}

define spir_kernel void @k() {
entry:
  %local = alloca %struct.Pair, align 4
  call spir_func void @takes_pair(ptr byval(%struct.Pair) align 4 %local)
  ret void
}
