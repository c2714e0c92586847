; A DIFile without `source:` whose file is not on disk (neither the absolute path nor the
; relative one under --source-root): DebugSource has no Text operand, no warning, valid output.
; RUN: %nsdi-llc -g %s -o %t.spv 2>&1 | count 0
; RUN: %nsdi-llc -g --source-root %t.no-such-dir %s -o %t.rel.spv 2>&1 | count 0
; RUN: spirv-val %t.spv
; RUN: spirv-val %t.rel.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: spirv-dis %t.rel.spv | FileCheck %s

; CHECK-DAG: [[ABS:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/t.cl"
; CHECK-DAG: [[REL:%[0-9]+]] = OpString "nsdi-lit-nonexistent-dir/u.cl"
; CHECK-DAG: DebugSource [[ABS]]{{$}}
; CHECK-DAG: DebugSource [[REL]]{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) !dbg !5 {
entry:
  store i32 1, ptr addrspace(1) %out, align 4, !dbg !8
  ret void, !dbg !9
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.cl", directory: "/nsdi-lit-nonexistent")
!2 = !DIFile(filename: "u.cl", directory: "nsdi-lit-nonexistent-dir")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 3, column: 7, scope: !5)
!9 = !DILocation(line: 4, column: 1, scope: !10)
!10 = !DILexicalBlockFile(scope: !5, file: !2, discriminator: 0)
