; DebugTypeVector for 2..4-component vectors (DIFlagVector arrays of a basic type); an 8- or
; 16-component vector is a DebugTypeArray (DebugTypeVector allows at most 4), with a remark.
; RUN: %nsdi-llc -g --remarks %s -o %t.spv 2> %t.remarks
; RUN: %nsdi-llc -g --remarks %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK -DFILE=%s --match-full-lines < %t.remarks

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[FLOATNAME:%[0-9]+]] = OpString "float"
; CHECK-DAG: [[INTNAME:%[0-9]+]] = OpString "int"
; CHECK-DAG: [[UCHARNAME:%[0-9]+]] = OpString "uchar"
; CHECK: [[FLOAT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic [[FLOATNAME]] %uint_32 %uint_3 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeVector [[FLOAT]] %uint_2{{$}}
; CHECK-NEXT: [[INT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic [[INTNAME]] %uint_32 %uint_4 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeVector [[INT]] %uint_3{{$}}
; CHECK-NEXT: [[UCHAR:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic [[UCHARNAME]] %uint_8 %uint_7 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeVector [[UCHAR]] %uint_4{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeArray [[FLOAT]] %uint_8{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeArray [[UCHAR]] %uint_16{{$}}
; CHECK-NOT: DebugTypeVector

; REMARK: nsdi-llc: remark: [[FILE]]: 8-component vector: DebugTypeVector allows at most 4, emitted as DebugTypeArray
; REMARK-NEXT: nsdi-llc: remark: [[FILE]]: 16-component vector: DebugTypeVector allows at most 4, emitted as DebugTypeArray
; REMARK-NOT: {{.}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4)
!1 = !DIFile(filename: "vec.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 2, column: 1, scope: !90)
!93 = !{null}
!4 = !{!5, !6, !7, !8, !9}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64, flags: DIFlagVector, elements: !11)
!6 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, flags: DIFlagVector, elements: !14)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 32, flags: DIFlagVector, elements: !17)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 256, flags: DIFlagVector, elements: !19)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, flags: DIFlagVector, elements: !21)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !{!12}
!12 = !DISubrange(count: 2)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15}
!15 = !DISubrange(count: 3)
!16 = !DIBasicType(name: "uchar", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !{!20}
!20 = !DISubrange(count: 8)
!21 = !{!22}
!22 = !DISubrange(count: 16)
