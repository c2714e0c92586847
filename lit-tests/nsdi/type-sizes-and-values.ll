; Sizes and values as the spec says: a forward-declared struct (an opaque type to NSDI) has Size
; DebugInfoNone, not 0; a static member's floating-point initializer is an OpConstant of its
; type (float 2.5); an enumerator that needs more than the 32 bits the spec allows is left out,
; with a remark, not truncated; a template value parameter wider than 32 bits is a 64-bit
; constant (any integer constant is allowed there), not truncated.
; RUN: %nsdi-llc -g --remarks %s -o %t.spv 2> %t.remarks
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK -DFILE=%s --match-full-lines < %t.remarks

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[OPAQUE:%[0-9]+]] = OpString "Opaque"
; CHECK-DAG: [[KNAME:%[0-9]+]] = OpString "k"
; CHECK-DAG: [[SMALL:%[0-9]+]] = OpString "Small"
; CHECK-DAG: [[N:%[0-9]+]] = OpString "N"
; CHECK-DAG: [[F25:%[a-z_0-9]+]] = OpConstant %float 2.5
; CHECK-DAG: [[WIDE:%[a-z_0-9]+]] = OpConstant %ulong 81985529216486895
; CHECK-DAG: [[NONE:%[0-9]+]] = OpExtInst %void [[SET]] DebugInfoNone
; CHECK-DAG: DebugTypeComposite [[OPAQUE]] %uint_1 {{%[0-9]+}} %uint_3 %uint_0 {{%[0-9]+}} {{%[0-9]+}} [[NONE]] %uint_16{{$}}
; CHECK-DAG: DebugTypeMember [[KNAME]] {{%[0-9]+}} {{%[0-9]+}} %uint_5 %uint_0 %uint_0 %uint_0 %uint_515 [[F25]]{{$}}
; CHECK-DAG: DebugTypeEnum {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} %uint_8 %uint_0 {{%[0-9]+}} %uint_64 %uint_0 %uint_1 [[SMALL]]{{$}}
; CHECK-DAG: DebugTypeTemplateParameter [[N]] {{%[0-9]+}} [[WIDE]] {{%[0-9]+}} %uint_0 %uint_0{{$}}
; CHECK-NOT: OpString "Big"

; REMARK: nsdi-llc: remark: [[FILE]]: enumerator 'Big' = 81985529216486895 of 'Wide' does not fit the 32-bit constant DebugTypeEnum allows: left out
; REMARK-NOT: {{.}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4)
!1 = !DIFile(filename: "values.clcpp", directory: "/nsdi-lit-nonexistent")
!4 = !{!5, !6, !10, !20}
!5 = !DICompositeType(tag: DW_TAG_structure_type, name: "Opaque", file: !1, line: 3, flags: DIFlagFwdDecl, identifier: "_ZTS6Opaque")
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !1, line: 4, size: 8, elements: !7, identifier: "_ZTS6Holder")
!7 = !{!8}
!8 = !DIDerivedType(tag: DW_TAG_variable, name: "k", scope: !6, file: !1, line: 5, baseType: !9, flags: DIFlagPublic | DIFlagStaticMember, extraData: float 2.500000e+00)
!9 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!10 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Wide", file: !1, line: 8, baseType: !16, size: 64, elements: !11, identifier: "_ZTS4Wide")
!11 = !{!12, !13}
!12 = !DIEnumerator(name: "Small", value: 1)
!13 = !DIEnumerator(name: "Big", value: 81985529216486895)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tag<81985529216486895>", file: !1, line: 10, size: 8, elements: !21, templateParams: !22, identifier: "_ZTS3TagILl81985529216486895EE")
!21 = !{}
!22 = !{!23}
!23 = !DITemplateValueParameter(name: "N", type: !16, value: i64 81985529216486895)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 2, column: 1, scope: !90)
!93 = !{null}
