; Debug info LLVM's verifier lets through (it checks nothing but the tag of a DIStringType) but
; nsdi's typed model refuses: stringLengthExpression names a DIFile, not a DIExpression. Node
; numbers are nsdi's import order (see --dump-di), not the !N of this file.
; RUN: not %nsdi-llc -g %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; RUN: not %nsdi-llc --dump-di %s 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; CHECK: nsdi-llc: error: [[FILE]]: inconsistent debug info: !2 (DIStringType) field 'stringLengthExpression' refers to DIFile !1, expected a DIExpression

define spir_kernel void @k() !dbg !5 {
entry:
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !{!9})
!1 = !DIFile(filename: "t.cl", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 3, column: 7, scope: !5)
!9 = !DIStringType(name: "character(*)", stringLengthExpression: !1, size: 32)
