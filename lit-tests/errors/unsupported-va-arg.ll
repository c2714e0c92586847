; va_arg has no SPIR-V Kernel counterpart: refused with the instruction and its source line.
; RUN: rm -f %t.spv
; RUN: not %nsdi-llc -g %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; RUN: not ls %t.spv
; CHECK: nsdi-llc: error: [[FILE]]: unsupported instruction 'va_arg' in '%v = va_arg i32' at t.cl:2:11 (function @f)

define spir_func i32 @f(ptr %ap) !dbg !5 {
entry:
  %v = va_arg ptr %ap, i32, !dbg !8
  ret i32 %v, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.cl", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 11, scope: !5)
