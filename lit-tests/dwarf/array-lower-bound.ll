; An array dimension with constant bounds `lowerBound: 1, upperBound: 10` (ten elements; a
; Fortran-style or SPIR-V-read DISubrange). LLVM's DWARF gives DW_AT_lower_bound 1 and
; DW_AT_upper_bound 10; the oracle took upper + 1 as the count and saw the variable as
; `int[11]` in DWARF, `int[10]` in NSDI ("var 'a': int[11] in DWARF, not in NSDI"). It now
; counts upper - lower + 1, the lower bound the language's default when DWARF leaves it out
; (0, or 1 for Fortran and its kin: `b` in the Fortran unit below has DWARF's upper bound 5
; and no lower bound). `b`'s element type, `int`, is the first unit's DIE (LLVM shares types
; among a module's units: DW_FORM_ref_addr); the oracle rendered such a reference `void`
; ("var 'b': void[5] in DWARF, not in NSDI") and now follows it into the unit holding it.
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val %t.spv
; RUN: %nsdi-roundtrip --against-dwarf --verbose %s %t.spv | FileCheck %s
; RUN: %nsdi-dump %t.spv | FileCheck %s --check-prefix=DUMP
; VERIFY: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; CHECK:      compared 6 DWARF facts: 0 differences (0 explained)
; CHECK-NOT: {{.}}
; DUMP: var a: int[10]
; DUMP: var b: int[5]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !40 {
  %a = alloca [10 x i32], align 4
    #dbg_declare(ptr %a, !60, !DIExpression(), !42)
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !42
  ret void, !dbg !42
}

define spir_func void @f() !dbg !70 {
  %b = alloca [5 x i32], align 4
    #dbg_declare(ptr %b, !80, !DIExpression(), !72)
  ret void, !dbg !72
}

!llvm.dbg.cu = !{!0, !5}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DICompileUnit(language: DW_LANG_Fortran90, file: !6, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!6 = !DIFile(filename: "b.f90", directory: "/nsdi-lit-nonexistent")
!21 = !DISubroutineType(types: !23)
!23 = !{null}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !21, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!42 = !DILocation(line: 11, column: 3, scope: !40)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 320, elements: !51)
!51 = !{!52}
!52 = !DISubrange(lowerBound: 1, upperBound: 10)
!60 = !DILocalVariable(name: "a", scope: !40, file: !1, line: 11, type: !50)
!70 = distinct !DISubprogram(name: "f", scope: !6, file: !6, line: 1, type: !21, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !5)
!72 = !DILocation(line: 2, column: 1, scope: !70)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 160, elements: !75)
!75 = !{!76}
!76 = !DISubrange(lowerBound: 1, upperBound: 5)
!80 = !DILocalVariable(name: "b", scope: !70, file: !6, line: 2, type: !74)
