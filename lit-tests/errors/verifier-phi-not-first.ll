; The verifier rejects a phi after a non-phi instruction of its block.
; RUN: not %nsdi-llc %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; CHECK: nsdi-llc: error: [[FILE]]: invalid module: PHI nodes not grouped at top of basic block!

define spir_func i32 @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %join
a:
  %y = add i32 %x, 1
  br label %join
join:
  %q = add i32 %x, 2
  %p = phi i32 [ %x, %entry ], [ %y, %a ]
  ret i32 %p
}
