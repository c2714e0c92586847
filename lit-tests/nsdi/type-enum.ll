; DebugTypeEnum: name, underlying type, source, line, column 0, parent, size in bits, flags
; (DIFlagEnumClass -> FlagIsEnumClass 0x4000), then (value, name) per enumerator in order.
; Negative values are 32-bit two's complement (Kernel SPIR-V has unsigned integer types only).
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/enum.clcpp"
; CHECK-DAG: [[COLOR:%[0-9]+]] = OpString "Color"
; CHECK-DAG: [[RED:%[0-9]+]] = OpString "RED"
; CHECK-DAG: [[GREEN:%[0-9]+]] = OpString "GREEN"
; CHECK-DAG: [[BLUE:%[0-9]+]] = OpString "BLUE"
; CHECK-DAG: [[UINTNAME:%[0-9]+]] = OpString "unsigned int"
; CHECK-DAG: [[LEVEL:%[0-9]+]] = OpString "Level"
; CHECK-DAG: [[LOW:%[0-9]+]] = OpString "Low"
; CHECK-DAG: [[HIGH:%[0-9]+]] = OpString "High"
; CHECK-DAG: [[SHORTNAME:%[0-9]+]] = OpString "short"
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]
; CHECK-DAG: [[CU:%[0-9]+]] = OpExtInst %void [[SET]] DebugCompilationUnit %uint_100 %uint_5 [[SRC]] %uint_6
; CHECK: [[UINT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic [[UINTNAME]] %uint_32 %uint_6 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeEnum [[COLOR]] [[UINT]] [[SRC]] %uint_2 %uint_0 [[CU]] %uint_32 %uint_0 %uint_0 [[RED]] %uint_5 [[GREEN]] %uint_6 [[BLUE]]{{$}}
; CHECK-NEXT: [[SHORT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic [[SHORTNAME]] %uint_16 %uint_4 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeEnum [[LEVEL]] [[SHORT]] [[SRC]] %uint_3 %uint_0 [[CU]] %uint_16 %uint_16384 %uint_4294967295 [[LOW]] %uint_1 [[HIGH]]{{$}}
; CHECK-NOT: DebugTypeEnum

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4)
!1 = !DIFile(filename: "enum.clcpp", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 2, column: 1, scope: !90)
!93 = !{null}
!4 = !{!5, !6}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", file: !1, line: 2, baseType: !7, size: 32, elements: !8, identifier: "_ZTS5Color")
!6 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Level", file: !1, line: 3, baseType: !12, size: 16, flags: DIFlagEnumClass, elements: !13, identifier: "_ZTS5Level")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11}
!9 = !DIEnumerator(name: "RED", value: 0, isUnsigned: true)
!10 = !DIEnumerator(name: "GREEN", value: 5, isUnsigned: true)
!11 = !DIEnumerator(name: "BLUE", value: 6, isUnsigned: true)
!12 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!13 = !{!14, !15}
!14 = !DIEnumerator(name: "Low", value: -1)
!15 = !DIEnumerator(name: "High", value: 1)
