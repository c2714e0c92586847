; A block without a terminator: LLVM's assembly parser already refuses it (the verifier's
; "Basic Block does not have terminator!" is only reachable from bitcode or the C++ API).
; RUN: not %nsdi-llc %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; CHECK: nsdi-llc: error: [[FILE]]: 9:1: expected instruction opcode

define spir_func i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 1
}
