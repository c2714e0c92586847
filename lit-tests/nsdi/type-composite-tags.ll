; DebugTypeComposite: name, tag (class 0, structure 1, union 2), source, line, column 0, parent,
; linkage name (the ODR identifier when there is one, else the name), size in bits, flags, then
; the members in declaration order.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/records.clcpp"
; CHECK-DAG: [[PAIR:%[0-9]+]] = OpString "Pair"
; CHECK-DAG: [[PAIRID:%[0-9]+]] = OpString "_ZTS4Pair"
; CHECK-DAG: [[BOX:%[0-9]+]] = OpString "Box"
; CHECK-DAG: [[BOXID:%[0-9]+]] = OpString "_ZTS3Box"
; CHECK-DAG: [[BITS:%[0-9]+]] = OpString "Bits"
; CHECK-DAG: [[A:%[0-9]+]] = OpString "a"
; CHECK-DAG: [[B:%[0-9]+]] = OpString "b"
; CHECK-DAG: [[C:%[0-9]+]] = OpString "c"
; CHECK-DAG: [[F:%[0-9]+]] = OpString "f"
; CHECK-DAG: [[U:%[0-9]+]] = OpString "u"
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]
; CHECK-DAG: [[CU:%[0-9]+]] = OpExtInst %void [[SET]] DebugCompilationUnit %uint_100 %uint_5 [[SRC]] %uint_6

; struct Pair { int a; float b; int c; } (pass-by-value flag 0x8000)
; CHECK: [[INT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic {{%[0-9]+}} %uint_32 %uint_4 %uint_0
; CHECK-NEXT: [[PA:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeMember [[A]] [[INT]] [[SRC]] %uint_3 %uint_0 %uint_0 %uint_32 %uint_3{{$}}
; CHECK-NEXT: [[FLOAT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic {{%[0-9]+}} %uint_32 %uint_3 %uint_0
; CHECK-NEXT: [[PB:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeMember [[B]] [[FLOAT]] [[SRC]] %uint_4 %uint_0 %uint_32 %uint_32 %uint_3{{$}}
; CHECK-NEXT: [[PC:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeMember [[C]] [[INT]] [[SRC]] %uint_5 %uint_0 %uint_64 %uint_32 %uint_3{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeComposite [[PAIR]] %uint_1 [[SRC]] %uint_2 %uint_0 [[CU]] [[PAIRID]] %uint_96 %uint_32768 [[PA]] [[PB]] [[PC]]{{$}}

; class Box { int a; } (private member)
; CHECK: [[BA:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeMember [[A]] [[INT]] [[SRC]] %uint_8 %uint_0 %uint_0 %uint_32 %uint_2{{$}}
; CHECK: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeComposite [[BOX]] %uint_0 [[SRC]] %uint_7 %uint_0 [[CU]] [[BOXID]] %uint_32 %uint_32768 [[BA]]{{$}}

; union Bits { float f; uint u; } with no identifier: the linkage name is the name.
; CHECK: [[UF:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeMember [[F]] [[FLOAT]] [[SRC]] %uint_11 %uint_0 %uint_0 %uint_32 %uint_3{{$}}
; CHECK-NEXT: [[UINT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic {{%[0-9]+}} %uint_32 %uint_6 %uint_0
; CHECK-NEXT: [[UU:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeMember [[U]] [[UINT]] [[SRC]] %uint_12 %uint_0 %uint_0 %uint_32 %uint_3{{$}}
; CHECK: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeComposite [[BITS]] %uint_2 [[SRC]] %uint_10 %uint_0 [[CU]] [[BITS]] %uint_32 %uint_0 [[UF]] [[UU]]{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4)
!1 = !DIFile(filename: "records.clcpp", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 2, column: 1, scope: !90)
!93 = !{null}
!4 = !{!5, !6, !7}
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !1, line: 2, size: 96, flags: DIFlagTypePassByValue, elements: !8, identifier: "_ZTS4Pair")
!6 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Box", file: !1, line: 7, size: 32, flags: DIFlagTypePassByValue, elements: !12, identifier: "_ZTS3Box")
!7 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Bits", file: !1, line: 10, size: 32, elements: !14)
!8 = !{!9, !10, !11}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !5, file: !1, line: 3, baseType: !17, size: 32, flags: DIFlagPublic)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !5, file: !1, line: 4, baseType: !18, size: 32, offset: 32, flags: DIFlagPublic)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !5, file: !1, line: 5, baseType: !17, size: 32, offset: 64, flags: DIFlagPublic)
!12 = !{!13}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !6, file: !1, line: 8, baseType: !17, size: 32, flags: DIFlagPrivate)
!14 = !{!15, !16}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !7, file: !1, line: 11, baseType: !18, size: 32, flags: DIFlagPublic)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !7, file: !1, line: 12, baseType: !19, size: 32, flags: DIFlagPublic)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
