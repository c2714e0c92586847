; DebugTypeMatrix as clang-19 writes OpenCL's `typedef float4 float4x4[4]`: the array's element
; type is the *typedef* float4 (DW_TAG_typedef of the DIFlagVector array), not the vector itself.
; The matrix rule (typedef named <scalar><R>x<C> over an array of C vectors of R components) must
; look through that typedef: float4x4 -> DebugTypeMatrix(float4 vector, 4, column-major true),
; half2x3 -> DebugTypeMatrix(half2 vector, 3, true). The typedef itself is then transparent. The
; same shape under a name that is not a matrix name is a plain DebugTypeArray of the vector.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[FLOATNAME:%[0-9]+]] = OpString "float"
; CHECK-DAG: [[HALFNAME:%[0-9]+]] = OpString "half"
; float4x4 = float4[4]
; CHECK: [[FLOAT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic [[FLOATNAME]] %uint_32 %uint_3 %uint_0
; CHECK-NEXT: [[F4:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeVector [[FLOAT]] %uint_4{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeMatrix [[F4]] %uint_4 %true{{$}}
; half2x3 = half2[3]: 3 columns of 2 rows.
; CHECK-NEXT: [[HALF:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic [[HALFNAME]] %uint_16 %uint_3 %uint_0
; CHECK-NEXT: [[H2:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeVector [[HALF]] %uint_2{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeMatrix [[H2]] %uint_3 %true{{$}}
; rows_t = float4[4]: not a matrix name.
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeArray [[F4]] %uint_4{{$}}
; CHECK-NOT: DebugTypeMatrix
; CHECK-NOT: DebugTypedef

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
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4x4", file: !1, line: 3, baseType: !8)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "half2x3", file: !1, line: 4, baseType: !9)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "rows_t", file: !1, line: 5, baseType: !8)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 512, elements: !11)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 96, elements: !15)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !1, line: 1, baseType: !12)
!11 = !{!13}
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, flags: DIFlagVector, elements: !11)
!13 = !DISubrange(count: 4)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "half2", file: !1, line: 2, baseType: !17)
!15 = !{!18}
!16 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 32, flags: DIFlagVector, elements: !20)
!18 = !DISubrange(count: 3)
!19 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!20 = !{!21}
!21 = !DISubrange(count: 2)
