; A class template instance: its DebugTypeComposite, and a DebugTypeTemplate naming it with the
; parameters in order: DebugTypeTemplateParameter for a type (Value DebugInfoNone) and for a
; value (Value = the constant), DebugTypeTemplateTemplateParameter (template name), and the
; parameters of a DebugTypeTemplateParameterPack listed flat (spirv-val accepts only
; parameters there); the pack instruction itself is emitted, naming its parameters. Template
; parameters have no source position (the CU's source, line 0, column 0). Users of the class name
; the DebugTypeTemplate; as a scope (a member's or method's parent) the class is the composite.
; A function template definition gets a DebugTypeTemplate naming its DebugFunction.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/templates.clcpp"
; CHECK-DAG: [[T:%[0-9]+]] = OpString "T"
; CHECK-DAG: [[N:%[0-9]+]] = OpString "N"
; CHECK-DAG: [[CONTAINER:%[0-9]+]] = OpString "Container"
; CHECK-DAG: [[FIXEDVEC:%[0-9]+]] = OpString "FixedVec"
; CHECK-DAG: [[REST:%[0-9]+]] = OpString "Rest"
; CHECK-DAG: [[EMPTY:%[0-9]+]] = OpString ""
; CHECK-DAG: [[BOXNAME:%[0-9]+]] = OpString "Box<float, 3, FixedVec, int, float>"
; CHECK-DAG: [[SUM:%[0-9]+]] = OpString "sum<float>"
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]
; CHECK-DAG: [[CU:%[0-9]+]] = OpExtInst %void [[SET]] DebugCompilationUnit %uint_100 %uint_5 [[SRC]] %uint_6

; CHECK-DAG: [[FLOAT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic {{%[0-9]+}} %uint_32 %uint_3 %uint_0

; The function template sum<float> (the kernel's callee, lowered first).
; CHECK: [[SUMFN:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunction [[SUM]]
; CHECK-NEXT: [[NONE:%[0-9]+]] = OpExtInst %void [[SET]] DebugInfoNone{{$}}
; CHECK-NEXT: [[TF:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeTemplateParameter [[T]] [[FLOAT]] [[NONE]] [[SRC]] %uint_0 %uint_0{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeTemplate [[SUMFN]] [[TF]]{{$}}

; The class template instance.
; CHECK: [[BOX:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeComposite [[BOXNAME]] %uint_1 [[SRC]] %uint_4 %uint_0 [[CU]]
; CHECK-NEXT: [[INT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic {{%[0-9]+}} %uint_32 %uint_4 %uint_0
; CHECK-NEXT: [[PN:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeTemplateParameter [[N]] [[INT]] %uint_3 [[SRC]] %uint_0 %uint_0{{$}}
; CHECK-NEXT: [[PC:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeTemplateTemplateParameter [[CONTAINER]] [[FIXEDVEC]] [[SRC]] %uint_0 %uint_0{{$}}
; CHECK-NEXT: [[P1:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeTemplateParameter [[EMPTY]] [[INT]] [[NONE]] [[SRC]] %uint_0 %uint_0{{$}}
; CHECK-NEXT: [[P2:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeTemplateParameter [[EMPTY]] [[FLOAT]] [[NONE]] [[SRC]] %uint_0 %uint_0{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeTemplateParameterPack [[REST]] [[SRC]] %uint_0 %uint_0 [[P1]] [[P2]]{{$}}
; CHECK-NEXT: [[BOXT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeTemplate [[BOX]] [[TF]] [[PN]] [[PC]] [[P1]] [[P2]]{{$}}
; A pointer to the instance names the DebugTypeTemplate.
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypePointer [[BOXT]] %uint_5 %uint_0{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func float @_Z3sumIfET_S0_(float %v) !dbg !30 {
  ret float %v, !dbg !33
}

define spir_kernel void @k() !dbg !90 {
  %1 = call spir_func float @_Z3sumIfET_S0_(float 1.0), !dbg !92
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4)
!1 = !DIFile(filename: "templates.clcpp", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 1)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Box<float, 3, FixedVec, int, float>", file: !1, line: 4, size: 32, flags: DIFlagTypePassByValue, elements: !7, templateParams: !10, identifier: "_ZTS3BoxIfLi3E8FixedVecJifEE")
!7 = !{!8}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !6, file: !1, line: 5, baseType: !9, size: 32)
!9 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!10 = !{!11, !12, !14, !15}
!11 = !DITemplateTypeParameter(name: "T", type: !9)
!12 = !DITemplateValueParameter(name: "N", type: !13, value: i32 3)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_template_param, name: "Container", value: !"FixedVec")
!15 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Rest", value: !16)
!16 = !{!17, !18}
!17 = !DITemplateTypeParameter(type: !13)
!18 = !DITemplateTypeParameter(type: !9)
!30 = distinct !DISubprogram(name: "sum<float>", linkageName: "_Z3sumIfET_S0_", scope: !1, file: !1, line: 2, type: !31, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !34)
!31 = !DISubroutineType(types: !32)
!32 = !{!9, !9}
!33 = !DILocation(line: 2, column: 40, scope: !30)
!34 = !{!11}
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !91, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 11, column: 1, scope: !90)
!93 = !{null}
