; The definition of a static data member (`__global int Registry::hits;`): DebugGlobalVariable
; with the linkage name, the OpVariable, and as Static Member Declaration the DebugTypeMember of
; the in-class declaration. NSDI's DebugTypeMember has no Parent, so the member is tied to its class
; only by the class's member list: the class (the declaration's scope) must be emitted, listing
; that same DebugTypeMember (as DWARF emits the class DIE that DW_AT_specification points into),
; even when nothing else uses the class.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[HITS:%[0-9]+]] = OpString "hits"
; CHECK-DAG: [[HITSLINK:%[0-9]+]] = OpString "_ZN8Registry4hitsE"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/globals.clcpp"
; CHECK-DAG: %_ZN8Registry4hitsE = OpVariable %_ptr_CrossWorkgroup_uint CrossWorkgroup
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]
; CHECK-DAG: [[CU:%[0-9]+]] = OpExtInst %void [[SET]] DebugCompilationUnit %uint_100 %uint_5 [[SRC]] %uint_6
; CHECK: [[INT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic {{%[0-9]+}} %uint_32 %uint_4 %uint_0
; CHECK: [[MEMBER:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeMember [[HITS]] [[INT]] [[SRC]] %uint_6 %uint_0 %uint_0 %uint_0 %uint_515{{$}}
; CHECK: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugGlobalVariable [[HITS]] [[INT]] [[SRC]] %uint_8 %uint_0 [[CU]] [[HITSLINK]] %_ZN8Registry4hitsE %uint_8 [[MEMBER]]{{$}}
; CHECK-NOT: DebugGlobalVariable

; The class is emitted and lists that member (first, in declaration order).
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=CLASS
; CLASS: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CLASS-DAG: [[REGISTRY:%[0-9]+]] = OpString "Registry"
; CLASS-DAG: [[REGID:%[0-9]+]] = OpString "_ZTS8Registry"
; CLASS-DAG: [[HITS:%[0-9]+]] = OpString "hits"
; CLASS-DAG: [[MEMBER:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeMember [[HITS]]
; CLASS-DAG: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeComposite [[REGISTRY]] %uint_1 {{%[0-9]+}} %uint_5 %uint_0 {{%[0-9]+}} [[REGID]] %uint_32 %uint_32768 [[MEMBER]] {{%[0-9]+}}{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@_ZN8Registry4hitsE = addrspace(1) global i32 0, align 4, !dbg !16

define spir_kernel void @k() !dbg !90 {
  store i32 1, ptr addrspace(1) @_ZN8Registry4hitsE, align 4, !dbg !92
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!1 = !DIFile(filename: "globals.clcpp", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!16}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "hits", linkageName: "_ZN8Registry4hitsE", scope: !0, file: !1, line: 8, type: !5, isLocal: false, isDefinition: true, declaration: !18)
!18 = !DIDerivedType(tag: DW_TAG_variable, name: "hits", scope: !19, file: !1, line: 6, baseType: !5, flags: DIFlagPublic | DIFlagStaticMember)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !1, line: 5, size: 32, flags: DIFlagTypePassByValue, elements: !20, identifier: "_ZTS8Registry")
!20 = !{!18, !21}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !19, file: !1, line: 7, baseType: !5, size: 32)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 12, type: !91, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 13, column: 1, scope: !90)
!93 = !{null}

