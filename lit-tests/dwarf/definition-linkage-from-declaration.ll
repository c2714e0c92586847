; A method defined out of its class whose definition has no linkageName of its own, only its
; in-class declaration (as SPIR-V readers and hand-written modules give it). LLVM's DWARF names
; the definition through DW_AT_specification, so by the declaration's linkage name; NSDI
; gave its DebugFunction the plain name `foo`. The DWARF oracle then saw one function as two
; ("fn foo: has code in NSDI, none in DWARF", "fn _ZN1S3fooEi: has code in DWARF, ...") and
; every variable and line of it on the DWARF side only ("var 't': int in DWARF, not in
; NSDI", "line a.cl:5:3 in DWARF, not in NSDI"). A definition without a linkage name now
; takes its declaration's (nsdi::di::DiModule::function_linkage_name), and the checker
; expects it.
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %nsdi-roundtrip --against-dwarf %s %t.spv | FileCheck %s --check-prefix=DWARF
; RUN: %nsdi-llc -g --spirv-ext=+all %s --verify-roundtrip -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-roundtrip --against-dwarf %s %t.fwd.spv | FileCheck %s --check-prefix=DWARF
; RUN: %nsdi-llc -gline-tables-only %s --verify-roundtrip -o %t.lines.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; VERIFY: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; SPIRV-DAG: [[NAME:%[0-9]+]] = OpString "foo"
; SPIRV-DAG: [[LINKAGE:%[0-9]+]] = OpString "_ZN1S3fooEi"
; SPIRV: DebugFunction [[NAME]] %{{[0-9]+}} %{{[0-9]+}} %uint_4 %uint_0 %{{[0-9]+}} [[LINKAGE]]
; DWARF: compared 9 DWARF facts: 2 differences (2 explained)
; DWARF-NOT: {{.}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func i32 @_ZN1S3fooEi(i32 %x) !dbg !50 {
  %t = alloca i32, align 4
    #dbg_declare(ptr %t, !60, !DIExpression(), !52)
  %y = add i32 %x, 1, !dbg !52
  ret i32 %y, !dbg !53
}

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !40 {
  %a = call spir_func i32 @_ZN1S3fooEi(i32 4), !dbg !42
  store i32 %a, ptr addrspace(1) %p, !dbg !43
  ret void, !dbg !43
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !DISubroutineType(types: !23)
!23 = !{null}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !21, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!42 = !DILocation(line: 11, column: 3, scope: !40)
!43 = !DILocation(line: 12, column: 5, scope: !40)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 8, elements: !46, identifier: "_ZTS1S")
!46 = !{!47}
!47 = !DISubprogram(name: "foo", linkageName: "_ZN1S3fooEi", scope: !45, file: !1, line: 2, type: !21, scopeLine: 2, spFlags: 0)
!50 = distinct !DISubprogram(name: "foo", scope: !45, file: !1, line: 4, type: !21, scopeLine: 4, spFlags: DISPFlagDefinition, unit: !0, declaration: !47)
!52 = !DILocation(line: 5, column: 3, scope: !50)
!53 = !DILocation(line: 6, column: 9, scope: !50)
!60 = !DILocalVariable(name: "t", scope: !50, file: !1, line: 5, type: !34)
