; Function pointers are not part of OpenCL C; the backend refuses an indirect call.
; RUN: not %nsdi-llc %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; CHECK: nsdi-llc: error: [[FILE]]: unsupported indirect call (function pointers) in '%r = call i32' (function @f)

define spir_func i32 @f(ptr %fp) {
entry:
  %r = call i32 %fp(i32 1)
  ret i32 %r
}
