; A function of one unit inlined into a kernel of another (llvm-link, then the inliner): the
; DW_TAG_inlined_subroutine and its variable name their abstract origins in the other unit
; (DW_FORM_ref_addr). The oracle followed only references within a unit, so it read a function
; and a variable without names ("fn : has code in DWARF, ...", "var '': void in DWARF, not in
; NSDI") and explained helper's scope and `v` as folded away. It now follows a reference into
; the unit holding it: the inlined helper and its variable match.
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val %t.spv
; RUN: %nsdi-roundtrip --against-dwarf --verbose %s %t.spv | FileCheck %s
; VERIFY: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; CHECK: compared 5 DWARF facts: 0 differences (0 explained)
; CHECK-NOT: {{.}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !40 {
  %v = add i32 1, 2, !dbg !52
    #dbg_value(i32 %v, !60, !DIExpression(), !52)
  store i32 %v, ptr addrspace(1) %p, align 4, !dbg !52
  ret void, !dbg !42
}

!llvm.dbg.cu = !{!0, !5}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !6, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!6 = !DIFile(filename: "b.cl", directory: "/nsdi-lit-nonexistent")
!21 = !DISubroutineType(types: !23)
!23 = !{null}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !21, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !DILocation(line: 11, column: 3, scope: !40)
!50 = distinct !DISubprogram(name: "helper", linkageName: "_Z6helperv", scope: !6, file: !6, line: 1, type: !21, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!52 = !DILocation(line: 2, column: 5, scope: !50, inlinedAt: !53)
!53 = !DILocation(line: 10, column: 7, scope: !40)
!60 = !DILocalVariable(name: "v", scope: !50, file: !6, line: 2, type: !34)
