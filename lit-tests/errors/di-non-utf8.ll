; A DIFile whose file name, directory and embedded source are not UTF-8 (\FF, \FE, a lone lead
; byte \C3, the overlong \C0\80). OpString must be UTF-8: every invalid sequence becomes U+FFFD
; (EF BF BD); the output is valid and there is no warning.
; RUN: %nsdi-llc -g %s -o %t.spv 2>&1 | count 0
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent�(/t��.cl"
; CHECK-DAG: [[TEXT:%[0-9]+]] = OpString "int x = 1; // ��� end
; CHECK: DebugSource [[PATH]] [[TEXT]]{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) !dbg !5 {
entry:
  store i32 1, ptr addrspace(1) %out, align 4, !dbg !8
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t\FF\FE.cl", directory: "/nsdi-lit-nonexistent\C3(", source: "int x = 1; // \FF\C0\80 end\0A")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 1, column: 5, scope: !5)
