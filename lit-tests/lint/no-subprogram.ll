; A function without a DISubprogram whose instructions and record still carry locations (their
; scope another subprogram, `h`, that no function is attached to): LLVM's verifier accepts it,
; and LLVM's DWARF writer writes no line row for its code. The emitter writes no debug info
; for it, as for any function without a subprogram; the lint's drop rules reported `fn h` as a
; dropped function and `g` as a function with dropped lines. They now read only functions
; with a subprogram and list the other as not a drop, with the reason (`no-subprogram`,
; docs/ROUNDTRIP.md "The spec lint").
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val %t.spv
; RUN: %nsdi-roundtrip --lint --verbose %s %t.spv | FileCheck %s --check-prefix=LINT
; RUN: %nsdi-dump %t.spv | FileCheck %s --check-prefix=DUMP
; RUN: %nsdi-roundtrip --against-dwarf %s %t.spv | FileCheck %s --check-prefix=DWARF
; VERIFY: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; LINT:      lint: 0 findings
; LINT-NEXT:   [not a drop: no-subprogram] function %{{[0-9]+}} g: has code located at line 6 (in fn h) but no DISubprogram: no DebugFunction, DebugScope or DebugLine by design
; LINT-NOT: {{.}}
; DUMP:     functions:
; DUMP-NEXT:  DebugFunction k
; DUMP-NOT:   DebugFunction h
; DUMP:     global variables:
; DWARF: compared {{[0-9]+}} DWARF facts: 1 differences (1 explained)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func i32 @g(i32 %x) {
  %y = add i32 %x, 1, !dbg !32
    #dbg_value(i32 %y, !33, !DIExpression(), !32)
  ret i32 %y, !dbg !32
}

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !40 {
  %a = call spir_func i32 @g(i32 1), !dbg !42
  store i32 %a, ptr addrspace(1) %p, !dbg !42
  ret void, !dbg !42
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !DISubroutineType(types: !23)
!23 = !{null}
!30 = distinct !DISubprogram(name: "h", scope: !1, file: !1, line: 5, type: !21, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!32 = !DILocation(line: 6, column: 3, scope: !30)
!33 = !DILocalVariable(name: "y", scope: !30, file: !1, line: 6, type: !34)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !21, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!42 = !DILocation(line: 11, column: 3, scope: !40)
