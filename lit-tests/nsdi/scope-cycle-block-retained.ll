; Two lexical blocks each other's parent, a variable in one of them kept only by the kernel's
; retainedNodes (LLVM's verifier accepts that; a location inside the cycle it does not come
; back from, lit-tests/hostile/di-cycles.test). The cycle has no function at its top: the
; reference back into it used to name the compile unit, so the variable was outside any
; function and `llvm-spirv -r` crashed in DIBuilder::createAutoVariable (a local variable
; needs a local scope). The reference back now names the function whose retained nodes reach
; the cycle, so the blocks and the variable are the kernel's, in both modes; the checker
; walks the DI the same way (0 differences) and the translator reads the module back.
; RUN: %nsdi-llc -g --remarks %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: spirv-val %t.spv
; RUN: %nsdi-dump %t.spv | FileCheck %s
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.rt.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: %nsdi-llc -g --spirv-ext=+all %s --verify-roundtrip -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-dump %t.fwd.spv | FileCheck %s
; RUN: llvm-spirv -r %t.fwd.spv -o %t.fwd.rev.bc

; REMARK: nsdi-llc: remark: {{.*}}scope-cycle-block-retained.ll: DILexicalBlock !{{[0-9]+}} is its own parent scope: the reference back names function 'k', whose retained nodes are in it
; ROUNDTRIP: nsdi-llc: round trip: compared 8 nodes, 3 instructions: 0 differences

; CHECK:      functions:
; CHECK-NEXT:   [[K:%[0-9]+]] DebugFunction k  /nsdi-lit-nonexistent/cycle.cl:1  defines %{{[0-9]+}} k  flags definition
; CHECK-NEXT:     type fn[0]() -> void
; CHECK-NEXT:     %{{[0-9]+}} block /nsdi-lit-nonexistent/cycle.cl:3:2
; CHECK-NEXT:       %{{[0-9]+}} block /nsdi-lit-nonexistent/cycle.cl:2:1
; CHECK-NEXT:         %{{[0-9]+}} var r: int  /nsdi-lit-nonexistent/cycle.cl:2:0
; CHECK-NEXT:     %{{[0-9]+}} var v: int  /nsdi-lit-nonexistent/cycle.cl:1:0
; CHECK-NEXT: global variables:
; CHECK-NEXT: other:
; CHECK-NOT:  DebugLexicalBlock
; CHECK-NOT:  DebugLocalVariable

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !5 {
entry:
  %v = alloca i32, align 4
    #dbg_declare(ptr %v, !9, !DIExpression(), !8)
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "cycle.cl", directory: "/nsdi-lit-nonexistent")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !{!12})
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 1, column: 7, scope: !5)
!9 = !DILocalVariable(name: "v", scope: !5, file: !1, line: 1, type: !13)
!10 = distinct !DILexicalBlock(scope: !11, file: !1, line: 2, column: 1)
!11 = distinct !DILexicalBlock(scope: !10, file: !1, line: 3, column: 2)
!12 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 2, type: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
