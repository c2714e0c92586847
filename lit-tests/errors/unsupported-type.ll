; i128 has no SPIR-V Kernel type.
; RUN: not %nsdi-llc %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; CHECK: nsdi-llc: error: [[FILE]]: unsupported type 'i128' in '%w = zext i128' (function @f)

define spir_func void @f(i64 %a) {
entry:
  %w = zext i64 %a to i128
  %r = add i128 %w, 1
  ret void
}
