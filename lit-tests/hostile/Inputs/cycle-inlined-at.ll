; Two locations inlined at each other (the ir_import fuzzer's hang): LLVM 19's verifier, and
; llvm-as-19, follow the inlinedAt chain for ever.
define spir_func void @f() !dbg !5 {
entry:
  ret void, !dbg !8
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "h.cl", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = distinct !DILocation(line: 3, column: 7, scope: !5, inlinedAt: !9)
!9 = distinct !DILocation(line: 4, column: 7, scope: !5, inlinedAt: !8)
