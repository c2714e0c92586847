; The verifier rejects code in a module with debug info ("Debug Info Version" 3, as in every
; clang -g output): one line and exit 1. LLVM's parser would verify it while upgrading debug info
; and abort the process (report_fatal_error "Broken module found"); the loader does that step
; itself (found by the ir_import fuzzer, docs/TESTING.md).
; RUN: not %nsdi-llc -g %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; RUN: not test -e %t.spv
; CHECK: nsdi-llc: error: [[FILE]]: invalid module: Instruction does not dominate all uses!

define spir_func i32 @f(i32 %x) !dbg !5 {
entry:
  %b = add i32 %a, 1, !dbg !8
  %a = add i32 %x, 1, !dbg !8
  ret i32 %b, !dbg !8
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
!8 = !DILocation(line: 2, column: 3, scope: !5)
