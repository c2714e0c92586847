; A base class (DW_TAG_inheritance) is the DebugTypeMember of its subobject: named after the
; base, of the base's type, at the inheritance's offset, the base's size (LLVM gives the
; inheritance none), the inheritance's flags plus FlagArtificial (public|artificial = 35). So
; the base's fields stay visible (d.b) instead of leaving a hole. spirv-val 2025.5 checks
; DebugTypeInheritance against OpenCL.DebugInfo.100's operand layout, so no NSDI-layout
; DebugTypeInheritance validates.
; RUN: %nsdi-llc -g --remarks %s -o %t.spv 2> %t.remarks
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK --allow-empty < %t.remarks

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[BASENAME:%[0-9]+]] = OpString "Base"
; CHECK-DAG: [[DERIVED:%[0-9]+]] = OpString "Derived"
; CHECK: [[BASE:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeComposite [[BASENAME]]
; CHECK-NEXT: [[SUB:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeMember [[BASENAME]] [[BASE]] {{%[0-9]+}} %uint_0 %uint_0 %uint_0 %uint_32 %uint_35{{$}}
; CHECK: [[D:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeMember {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} %uint_7 %uint_0 %uint_32 %uint_32 %uint_3{{$}}
; CHECK-NEXT: DebugTypeComposite [[DERIVED]] %uint_1 {{.*}} %uint_64 %uint_0 [[SUB]] [[D]]{{$}}
; CHECK-NOT: DebugTypeInheritance

; REMARK-NOT: base class

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
!1 = !DIFile(filename: "derived.clcpp", directory: "/nsdi-lit-nonexistent")
!4 = !{!10}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !1, line: 1, size: 32, elements: !7, identifier: "_ZTS4Base")
!7 = !{!8}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !6, file: !1, line: 2, baseType: !5, size: 32, flags: DIFlagPublic)
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Derived", file: !1, line: 6, size: 64, elements: !11, identifier: "_ZTS7Derived")
!11 = !{!12, !13}
!12 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !10, baseType: !6, extraData: i32 0, flags: DIFlagPublic)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !10, file: !1, line: 7, baseType: !5, size: 32, offset: 32, flags: DIFlagPublic)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 2, column: 1, scope: !90)
!93 = !{null}
