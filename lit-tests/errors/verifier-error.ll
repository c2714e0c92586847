; Parses, but the verifier rejects it: an instruction used before it is defined.
; RUN: not %nsdi-llc --dump-di %s 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; CHECK: nsdi-llc: error: [[FILE]]: invalid module: Instruction does not dominate all uses!

define spir_func i32 @f(i32 %x) {
entry:
  %b = add i32 %a, 1
  %a = add i32 %x, 1
  ret i32 %b
}
