; LLVM's parser rejects this: the message keeps its line:column.
; RUN: not %nsdi-llc --dump-di %s 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; CHECK: nsdi-llc: error: [[FILE]]: 8:11: use of undefined value '%y'

define spir_func i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 1
  ret i32 %y
}
