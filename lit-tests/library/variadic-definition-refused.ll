; A variadic function definition is refused: SPIR-V has no variadic functions.
; RUN: not %nsdi-llc %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; RUN: not test -e %t.spv
; CHECK: nsdi-llc: error: [[FILE]]: unsupported variadic function definition (SPIR-V has no variadic functions) in function @sum_all
target triple = "spirv64-unknown-unknown"

define spir_func i32 @sum_all(i32 %n, ...) {
entry:
  ret i32 %n
}
