; A call to a variadic function other than printf is refused: SPIR-V has no variadic functions.
; RUN: not %nsdi-llc %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; RUN: not test -e %t.spv
; CHECK: nsdi-llc: error: [[FILE]]: unsupported call to variadic function '@log_message' (SPIR-V has no variadic functions) in '%r = call @log_message' (function @k)
target triple = "spirv64-unknown-unknown"

@fmt = private addrspace(2) constant [3 x i8] c"%d\00"

declare spir_func i32 @log_message(ptr addrspace(2), ...)

define spir_kernel void @k(i32 %x) {
entry:
  %r = call spir_func i32 (ptr addrspace(2), ...) @log_message(ptr addrspace(2) @fmt, i32 %x)
  ret void
}
