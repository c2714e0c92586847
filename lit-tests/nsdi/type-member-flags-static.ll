; DebugTypeMember: name, type, source, line, column 0, offset and size in bits, flags (LLVM's
; protected 2 -> NSDI FlagIsProtected 1, public 3 -> 3, artificial -> 0x20), and for a static
; member (DW_TAG_variable, or DWARF 4's DW_TAG_member, with DIFlagStaticMember -> 0x200; kMin has no access flag) its
; in-class initializer as Value (a negative one in 32-bit two's complement); a static member
; without an initializer has no Value.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/members.clcpp"
; CHECK-DAG: [[X:%[0-9]+]] = OpString "x"
; CHECK-DAG: [[Y:%[0-9]+]] = OpString "y"
; CHECK-DAG: [[KMAX:%[0-9]+]] = OpString "kMax"
; CHECK-DAG: [[KMIN:%[0-9]+]] = OpString "kMin"
; CHECK-DAG: [[HITS:%[0-9]+]] = OpString "hits"
; CHECK-DAG: [[TAG:%[0-9]+]] = OpString "_tag"
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]
; CHECK: [[INT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic {{%[0-9]+}} %uint_32 %uint_4 %uint_0
; CHECK-NEXT: [[MX:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeMember [[X]] [[INT]] [[SRC]] %uint_3 %uint_0 %uint_0 %uint_32 %uint_1{{$}}
; CHECK-NEXT: [[MY:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeMember [[Y]] [[INT]] [[SRC]] %uint_4 %uint_0 %uint_32 %uint_32 %uint_3{{$}}
; CHECK-NEXT: [[CINT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeQualifier [[INT]] %uint_0{{$}}
; CHECK-NEXT: [[MMAX:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeMember [[KMAX]] [[CINT]] [[SRC]] %uint_5 %uint_0 %uint_0 %uint_0 %uint_515 %uint_1000{{$}}
; CHECK-NEXT: [[MMIN:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeMember [[KMIN]] [[CINT]] [[SRC]] %uint_6 %uint_0 %uint_0 %uint_0 %uint_512 %uint_4294967291{{$}}
; CHECK-NEXT: [[MHITS:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeMember [[HITS]] [[INT]] [[SRC]] %uint_7 %uint_0 %uint_0 %uint_0 %uint_515{{$}}
; CHECK-NEXT: [[MTAG:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeMember [[TAG]] [[INT]] [[SRC]] %uint_8 %uint_0 %uint_64 %uint_32 %uint_34{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeComposite {{%[0-9]+}} %uint_1 [[SRC]] %uint_2 %uint_0 {{%[0-9]+}} {{%[0-9]+}} %uint_96 %uint_0 [[MX]] [[MY]] [[MMAX]] [[MMIN]] [[MHITS]] [[MTAG]]{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4)
!1 = !DIFile(filename: "members.clcpp", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 2, column: 1, scope: !90)
!93 = !{null}
!4 = !{!5}
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 2, size: 96, elements: !6, identifier: "_ZTS1S")
!6 = !{!7, !8, !9, !10, !11, !12}
!7 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !5, file: !1, line: 3, baseType: !13, size: 32, flags: DIFlagProtected)
!8 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !5, file: !1, line: 4, baseType: !13, size: 32, offset: 32, flags: DIFlagPublic)
!9 = !DIDerivedType(tag: DW_TAG_variable, name: "kMax", scope: !5, file: !1, line: 5, baseType: !14, flags: DIFlagPublic | DIFlagStaticMember, extraData: i32 1000)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "kMin", scope: !5, file: !1, line: 6, baseType: !14, flags: DIFlagStaticMember, extraData: i32 -5)
!11 = !DIDerivedType(tag: DW_TAG_variable, name: "hits", scope: !5, file: !1, line: 7, baseType: !13, flags: DIFlagPublic | DIFlagStaticMember)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "_tag", scope: !5, file: !1, line: 8, baseType: !13, size: 32, offset: 64, flags: DIFlagPrivate | DIFlagArtificial)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
