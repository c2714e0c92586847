; An intrinsic the backend does not lower: the diagnostic names it, the instruction and its
; source line, and no output file is left behind.
; RUN: rm -f %t.spv
; RUN: not %nsdi-llc %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; RUN: not ls %t.spv
; CHECK: nsdi-llc: error: [[FILE]]: unsupported intrinsic 'llvm.sadd.with.overflow.i32' in '%r = call @llvm.sadd.with.overflow.i32' at t.cl:3:7 (function @f)

define spir_func i32 @f(i32 %a, i32 %b) !dbg !5 {
entry:
  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b), !dbg !8
  %v = extractvalue { i32, i1 } %r, 0
  ret i32 %v
}

declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.cl", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 3, column: 7, scope: !5)
