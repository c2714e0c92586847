; The matrix rule needs the name to describe the shape: float2x2 names 2 columns of 2 rows, but
; this typedef is an array of 2 *4-component* vectors, and int3x2 names int elements over float
; vectors of 3 components. Neither is a DebugTypeMatrix: they are DebugTypeArray of the vector
; (the typedefs are transparent).
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[FLOATNAME:%[0-9]+]] = OpString "float"
; CHECK: [[FLOAT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic [[FLOATNAME]] %uint_32 %uint_3 %uint_0
; CHECK-NEXT: [[F4:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeVector [[FLOAT]] %uint_4{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeArray [[F4]] %uint_2{{$}}
; CHECK-NEXT: [[F3:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeVector [[FLOAT]] %uint_3{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeArray [[F3]] %uint_2{{$}}
; CHECK-NOT: DebugTypeMatrix

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4)
!1 = !DIFile(filename: "mat.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 2, column: 1, scope: !90)
!93 = !{null}
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2x2", file: !1, line: 3, baseType: !8)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "int3x2", file: !1, line: 4, baseType: !9)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 256, elements: !11)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 256, elements: !11)
!11 = !{!13}
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, flags: DIFlagVector, elements: !15)
!13 = !DISubrange(count: 2)
!15 = !{!18}
!16 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, flags: DIFlagVector, elements: !19)
!18 = !DISubrange(count: 4)
!19 = !{!21}
!21 = !DISubrange(count: 3)
