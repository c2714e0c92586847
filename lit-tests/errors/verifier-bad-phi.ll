; Parses, but the verifier rejects it: the phi has no entry for the predecessor %b. Only the
; verifier's first line is kept (it goes on to print the phi).
; RUN: not %nsdi-llc %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; CHECK: nsdi-llc: error: [[FILE]]: invalid module: PHINode should have one entry for each predecessor of its parent basic block!

define spir_func i32 @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %p = phi i32 [ %x, %a ]
  ret i32 %p
}
