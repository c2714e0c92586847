; DebugTypeArray: element type, then one component count per dimension, outermost first as in
; the source (int[2][3][4] -> 2, 3, 4); a count that does not fit 32 bits is a 64-bit constant.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[INTNAME:%[0-9]+]] = OpString "int"
; CHECK-DAG: [[FLOATNAME:%[0-9]+]] = OpString "float"
; CHECK-DAG: [[CHARNAME:%[0-9]+]] = OpString "char"
; CHECK: [[INT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic [[INTNAME]] %uint_32 %uint_4 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeArray [[INT]] %uint_2 %uint_3 %uint_4{{$}}
; CHECK-NEXT: [[FLOAT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic [[FLOATNAME]] %uint_32 %uint_3 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeArray [[FLOAT]] %uint_5{{$}}
; CHECK-NEXT: [[CHAR:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic [[CHARNAME]] %uint_8 %uint_5 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeArray [[CHAR]] %ulong_4294967296{{$}}
; An array of arrays is an array of the inner DebugTypeArray.
; CHECK-NEXT: [[INNER:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeArray [[FLOAT]] %uint_5 %uint_6{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeArray [[INNER]] %uint_7{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !20 {
  ret void, !dbg !22
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4)
!1 = !DIFile(filename: "arr.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!20 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !21, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !23)
!22 = !DILocation(line: 2, column: 1, scope: !20)
!23 = !{null}
!4 = !{!5, !6, !7, !19}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 768, elements: !11)
!6 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 160, elements: !16)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 34359738368, elements: !18)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12, !13, !14}
!12 = !DISubrange(count: 2)
!13 = !DISubrange(count: 3)
!14 = !DISubrange(count: 4)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !{!24}
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!25}
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 6720, elements: !27)
!24 = !DISubrange(count: 5)
!25 = !DISubrange(count: 4294967296)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 960, elements: !28)
!27 = !{!29}
!28 = !{!24, !30}
!29 = !DISubrange(count: 7)
!30 = !DISubrange(count: 6)
