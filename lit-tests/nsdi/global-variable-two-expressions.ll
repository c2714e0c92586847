; Global variables several DIGlobalVariableExpressions describe (what LLVM's globalopt leaves):
; `a` is folded to 7 by one expression and kept in @g by another, which is on @g with `b`'s;
; `s` is split by SROA into @s.0 and @s.1, one fragment each, the unit listing @s.1's first.
; NSDI has one DebugGlobalVariable per variable, naming one storage: the emitter took the
; expression the unit lists first (`a`'s constant 7, `s`'s @s.1) and the checker the first
; global holding the variable (@g, @s.0). Both now take the storage, of the first global that
; holds the variable; no OpConstant is made for a folded expression of a variable with storage.
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.spv
; RUN: %nsdi-dump %t.spv | FileCheck %s
; RUN: %nsdi-llc -g --spirv-ext=+all %s --verify-roundtrip -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-dump %t.fwd.spv | FileCheck %s
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=NO-CONSTANT
; ROUNDTRIP: nsdi-llc: round trip: compared 9 nodes, 2 instructions: 0 differences
; CHECK:      global variables:
; CHECK-NEXT:   %{{[0-9]+}} a: int  /nsdi-lit-nonexistent/gve.cl:2  in unit  variable %{{[0-9]+}} g
; CHECK-NEXT:   %{{[0-9]+}} b: int  /nsdi-lit-nonexistent/gve.cl:3  in unit  variable %{{[0-9]+}} g
; CHECK-NEXT:   %{{[0-9]+}} s: long  /nsdi-lit-nonexistent/gve.cl:4  in unit  variable %{{[0-9]+}} s.0
; CHECK-NEXT: other:
; NO-CONSTANT-NOT: OpConstant %uint 7{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4, !dbg !12, !dbg !14
@s.0 = internal addrspace(1) global i32 0, align 4, !dbg !20
@s.1 = internal addrspace(1) global i32 0, align 4, !dbg !21

define spir_kernel void @k() !dbg !90 {
  %1 = load i32, ptr addrspace(1) @g, align 4, !dbg !92
  store i32 %1, ptr addrspace(1) @s.0, align 4, !dbg !92
  store i32 %1, ptr addrspace(1) @s.1, align 4, !dbg !92
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!1 = !DIFile(filename: "gve.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!10, !12, !14, !21, !20}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!11 = distinct !DIGlobalVariable(name: "a", scope: !0, file: !1, line: 2, type: !5, isLocal: false, isDefinition: true)
!12 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "b", scope: !0, file: !1, line: 3, type: !5, isLocal: false, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "s", scope: !0, file: !1, line: 4, type: !6, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression(DW_OP_LLVM_fragment, 0, 32))
!21 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression(DW_OP_LLVM_fragment, 32, 32))
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 12, type: !91, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 13, column: 1, scope: !90)
!93 = !{null}
