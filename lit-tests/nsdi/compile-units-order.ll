; Two compile units (llvm-link of a C++ for OpenCL and an OpenCL C module) whose
; `llvm.dbg.cu` lists b.clcpp first, while the first kernel's code is a.cl's. The units were
; written as code first needed them (a.cl's first); consumers and the checker take the first
; DebugCompilationUnit as the module's, so the round trip found the wrong language and source.
; Every unit is now written after the ones before it in `llvm.dbg.cu`, and the checker compares
; each unit with the `llvm.dbg.cu` entry in its place.
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.spv
; RUN: %nsdi-dump %t.spv | FileCheck %s
; RUN: %nsdi-llc -g --spirv-ext=+all %s --verify-roundtrip -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-dump %t.fwd.spv | FileCheck %s
; RUN: %nsdi-llc -gline-tables-only %s --verify-roundtrip -o %t.lines.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.lines.spv
; RUN: %nsdi-dump %t.lines.spv | FileCheck %s
; ROUNDTRIP: nsdi-llc: round trip: compared {{[0-9]+}} nodes, 4 instructions: 0 differences
; CHECK:      compile units:
; CHECK-NEXT:   %{{[0-9]+}} version 100, DWARF 5, language CPP_for_OpenCL (6), source /nsdi-lit-nonexistent/b.clcpp
; CHECK-NEXT:   %{{[0-9]+}} version 100, DWARF 5, language OpenCL_C (3), source /nsdi-lit-nonexistent/a.cl
; CHECK-NEXT: sources:

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @a() !dbg !20 {
  ret void, !dbg !22
}
define spir_kernel void @b() !dbg !40 {
  ret void, !dbg !42
}

!llvm.dbg.cu = !{!30, !0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!20 = distinct !DISubprogram(name: "a", scope: !1, file: !1, line: 1, type: !21, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DISubroutineType(types: !23)
!22 = !DILocation(line: 2, column: 1, scope: !20)
!23 = !{null}
!30 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !31, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!31 = !DIFile(filename: "b.clcpp", directory: "/nsdi-lit-nonexistent")
!40 = distinct !DISubprogram(name: "b", scope: !31, file: !31, line: 1, type: !21, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !30)
!42 = !DILocation(line: 2, column: 1, scope: !40)
