; Typedef names are UTF-8 (clang accepts extended identifiers). A name ending in 'x<digit>' after a
; multi-byte character ("éx2") is not a matrix name and must not crash the matrix-name check: it
; is an ordinary DebugTypedef of int.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[INTNAME:%[0-9]+]] = OpString "int"
; CHECK-DAG: [[TDNAME:%[0-9]+]] = OpString "éx2"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/utf8.cl"
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]
; CHECK-DAG: [[CU:%[0-9]+]] = OpExtInst %void [[SET]] DebugCompilationUnit %uint_100 %uint_5 [[SRC]] %uint_3
; CHECK: [[INT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic [[INTNAME]] %uint_32 %uint_4 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypedef [[TDNAME]] [[INT]] [[SRC]] %uint_3 %uint_0 [[CU]]{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4)
!1 = !DIFile(filename: "utf8.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 2, column: 1, scope: !90)
!93 = !{null}
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "\C3\A9x2", file: !1, line: 3, baseType: !6)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
