; Function-scope statics without an address: one folded into a constant
; (`DW_OP_constu 7, DW_OP_stack_value`) and one whose storage is gone (no global holds it).
; LLVM's DWARF puts their DIEs in the function, as a local's, without DW_AT_location: the
; oracle read them as local variables missing from NSDI, where they are DebugGlobalVariables
; whose parent is the function. It explains them by the NSDI global of that name in that
; function (docs/ROUNDTRIP.md, "The DWARF oracle"); the static with storage was never a
; difference (its DW_AT_location is an address).
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val %t.spv
; RUN: %nsdi-roundtrip --against-dwarf --verbose %s %t.spv | FileCheck %s
; RUN: %nsdi-dump %t.spv | FileCheck %s --check-prefix=DUMP
; VERIFY: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; CHECK:      compared 4 DWARF facts: 2 differences (2 explained)
; CHECK-NEXT:   fn k > var 'folded': int in DWARF, not in NSDI (explained: function-scope static without an address: a DebugGlobalVariable in NSDI)
; CHECK-NEXT:   fn k > var 'gone': int in DWARF, not in NSDI (explained: function-scope static without an address: a DebugGlobalVariable in NSDI)
; CHECK-NOT: {{.}}
; DUMP:      global variables:
; DUMP-NEXT:   %{{[0-9]+}} st: int  /nsdi-lit-nonexistent/a.cl:12  in fn k  variable %{{[0-9]+}} k.st
; DUMP-NEXT:   %{{[0-9]+}} folded: int  /nsdi-lit-nonexistent/a.cl:13  in fn k  variable 7
; DUMP-NEXT:   %{{[0-9]+}} gone: int  /nsdi-lit-nonexistent/a.cl:14  in fn k  variable none

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@k.st = internal addrspace(1) global i32 3, align 4, !dbg !80

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !40 {
  %v = load i32, ptr addrspace(1) @k.st, align 4, !dbg !42
  store i32 %v, ptr addrspace(1) %p, align 4, !dbg !42
  ret void, !dbg !42
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !90)
!1 = !DIFile(filename: "a.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !DISubroutineType(types: !23)
!23 = !{null}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !21, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!42 = !DILocation(line: 11, column: 3, scope: !40)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "st", scope: !40, file: !1, line: 12, type: !34, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!83 = distinct !DIGlobalVariable(name: "folded", scope: !40, file: !1, line: 13, type: !34, isLocal: true, isDefinition: true)
!84 = distinct !DIGlobalVariable(name: "gone", scope: !40, file: !1, line: 14, type: !34, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!90 = !{!80, !82, !85}
