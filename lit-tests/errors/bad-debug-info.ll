; A DILocation whose scope is not a local scope: LLVM drops the broken debug info with a warning
; while loading; nsdi-llc reports that warning and goes on with the code.
; RUN: %nsdi-llc --dump-di %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --input-file=%t.err -DFILE=%s --check-prefix=WARN --match-full-lines
; CHECK: ; 0 nodes (0 numbered), dwarf version 5, debug info version 3
; WARN: nsdi-llc: warning: [[FILE]]: ignoring invalid debug info: DILocation's scope must be a DILocalScope
; CHECK-NOT: DILocation
; CHECK: function @f subprogram none: 1 blocks, 1 instructions, 0 with a location

define spir_func void @f() !dbg !5 {
entry:
  ret void, !dbg !8
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
!8 = !DILocation(line: 2, column: 3, scope: !1)
