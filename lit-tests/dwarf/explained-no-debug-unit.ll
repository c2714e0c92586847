; A function of a compile unit with `emissionKind: NoDebug` (clang's location tracking for
; remarks without -g; llvm-link of such a module with one built with -g). LLVM's DWARF writer
; skips the unit and every function of it; nsdi, asked for -g, describes the DI it is given.
; The oracle explains "fn nd: has code in NSDI, none in DWARF" by the unit's emission kind
; (docs/ROUNDTRIP.md, "The DWARF oracle").
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val %t.spv
; RUN: %nsdi-roundtrip --against-dwarf --verbose %s %t.spv | FileCheck %s
; VERIFY: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; CHECK:      compared 3 DWARF facts: 3 differences (3 explained)
; CHECK-NEXT:   fn nd: has code in NSDI, none in DWARF (explained: unit with emissionKind NoDebug: LLVM writes no DWARF for it, NSDI describes its DI)
; CHECK-NEXT:   fn nd > var 'v': int in NSDI, not in DWARF (explained: unit with emissionKind NoDebug: LLVM writes no DWARF for it, NSDI describes its DI)
; CHECK-NEXT:   fn k: line a.cl:10:0 in DWARF, not in NSDI (explained: prologue row at the scope line (NSDI: DebugFunction Scope Line))
; CHECK-NOT: {{.}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func i32 @nd(i32 %x) !dbg !30 {
  %y = add i32 %x, 2, !dbg !32
    #dbg_value(i32 %y, !33, !DIExpression(), !32)
  ret i32 %y, !dbg !32
}

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !40 {
  %b = call spir_func i32 @nd(i32 1), !dbg !42
  store i32 %b, ptr addrspace(1) %p, !dbg !42
  ret void, !dbg !42
}

!llvm.dbg.cu = !{!0, !50}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !DISubroutineType(types: !23)
!23 = !{null}
!30 = distinct !DISubprogram(name: "nd", scope: !51, file: !51, line: 5, type: !21, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !50)
!32 = !DILocation(line: 6, column: 3, scope: !30)
!33 = !DILocalVariable(name: "v", scope: !30, file: !51, line: 6, type: !34)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !21, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!42 = !DILocation(line: 11, column: 3, scope: !40)
!50 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !51, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: NoDebug)
!51 = !DIFile(filename: "b.cl", directory: "/nsdi-lit-nonexistent")
