; DebugFunction: name, type, source, line, column 0, parent, linkage name, flags, scope line,
; and for the out-of-class definition of a method its in-class declaration as a
; DebugFunctionDeclaration (name, type, source, line, column 0, parent, linkage name, flags; no
; FlagIsDefinition). Flags: FlagIsDefinition 0x8, FlagIsLocal 0x4 (static),
; FlagIsOptimized 0x2000, FlagPrototyped 0x80, FlagIsPublic 3. A function in a namespace has the
; namespace's named DebugLexicalBlock as parent.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/functions.clcpp"
; CHECK-DAG: [[HELPER:%[0-9]+]] = OpString "helper"
; CHECK-DAG: [[HELPERLINK:%[0-9]+]] = OpString "_ZN2ns6helperEi"
; CHECK-DAG: [[NS:%[0-9]+]] = OpString "ns"
; CHECK-DAG: [[GET:%[0-9]+]] = OpString "get"
; CHECK-DAG: [[GETLINK:%[0-9]+]] = OpString "_ZNK3Acc3getEv"
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]
; CHECK-DAG: [[CU:%[0-9]+]] = OpExtInst %void [[SET]] DebugCompilationUnit %uint_100 %uint_5 [[SRC]] %uint_6
; CHECK-DAG: [[INT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic {{%[0-9]+}} %uint_32 %uint_4 %uint_0
; CHECK-DAG: [[HTY:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeFunction %uint_128 [[INT]] [[INT]]{{$}}

; static int ns::helper(int), optimized: 0x8 | 0x4 | 0x2000 | 0x80 = 8332.
; CHECK: [[NSB:%[0-9]+]] = OpExtInst %void [[SET]] DebugLexicalBlock [[SRC]] %uint_0 %uint_0 [[CU]] [[NS]]{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugFunction [[HELPER]] [[HTY]] [[SRC]] %uint_3 %uint_0 [[NSB]] [[HELPERLINK]] %uint_8332 %uint_4{{$}}

; int Acc::get() const, defined out of class: 0x8 | 0x80 = 136; declaration public 3 | 0x80 = 131.
; CHECK: [[ACC:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeComposite
; CHECK: [[GTY:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeFunction %uint_0 [[INT]] {{%[0-9]+}}{{$}}
; CHECK: [[DECL:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunctionDeclaration [[GET]] [[GTY]] [[SRC]] %uint_8 %uint_0 [[ACC]] [[GETLINK]] %uint_131{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugFunction [[GET]] [[GTY]] [[SRC]] %uint_12 %uint_0 [[ACC]] [[GETLINK]] %uint_136 %uint_12 [[DECL]]{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define internal spir_func i32 @_ZN2ns6helperEi(i32 %x) !dbg !10 {
  ret i32 %x, !dbg !14
}

define spir_func i32 @_ZNK3Acc3getEv(ptr addrspace(4) %this) !dbg !20 {
  ret i32 0, !dbg !29
}

define spir_kernel void @k() !dbg !90 {
  %1 = call spir_func i32 @_ZN2ns6helperEi(i32 1), !dbg !92
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "functions.clcpp", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "helper", linkageName: "_ZN2ns6helperEi", scope: !11, file: !1, line: 3, type: !12, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DINamespace(name: "ns", scope: null)
!12 = !DISubroutineType(flags: DIFlagPrototyped, types: !13)
!13 = !{!15, !15}
!14 = !DILocation(line: 4, column: 3, scope: !10)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = distinct !DISubprogram(name: "get", linkageName: "_ZNK3Acc3getEv", scope: !21, file: !1, line: 12, type: !24, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !28)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Acc", file: !1, line: 7, size: 32, flags: DIFlagTypePassByValue, elements: !22, identifier: "_ZTS3Acc")
!22 = !{!23, !28}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !21, file: !1, line: 9, baseType: !15, size: 32)
!24 = !DISubroutineType(types: !25)
!25 = !{!15, !26}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!28 = !DISubprogram(name: "get", linkageName: "_ZNK3Acc3getEv", scope: !21, file: !1, line: 8, type: !24, scopeLine: 8, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!29 = !DILocation(line: 12, column: 30, scope: !20)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 20, type: !91, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 21, column: 1, scope: !90)
!93 = !{null}
