; A vector whose component is a typedef of a basic type (OpenCL's header declares `uint` as a
; typedef, so `uint4` is a vector of `uint`) is a DebugTypeVector of the basic type under the
; typedefs (DebugTypeVector's component must be a DebugTypeBasic); a vector of a non-basic
; component is a DebugTypeArray, with a remark that says why (not the component count).
; RUN: %nsdi-llc -g --remarks %s -o %t.spv 2> %t.remarks
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK -DFILE=%s --match-full-lines < %t.remarks

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[UINT:%[0-9]+]] = OpString "unsigned int"
; CHECK: [[BASIC:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic [[UINT]] %uint_32 %uint_6 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeVector [[BASIC]] %uint_4{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeVector [[BASIC]] %uint_2{{$}}
; CHECK-NEXT: [[S:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeComposite
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeArray [[S]] %uint_2{{$}}
; CHECK-NOT: DebugTypedef

; REMARK: nsdi-llc: remark: [[FILE]]: typedef 'uint4' of a non-basic type is replaced by its base type (spirv-val accepts DebugTypedef of DebugTypeBasic only)
; REMARK-NEXT: nsdi-llc: remark: [[FILE]]: vector whose component is not a basic type: DebugTypeVector needs a DebugTypeBasic component, emitted as DebugTypeArray
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
!4 = !{!5, !8, !12}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint4", file: !1, line: 194, baseType: !6)
!6 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 128, flags: DIFlagVector, elements: !10)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !1, line: 129, baseType: !9)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 64, flags: DIFlagVector, elements: !13)
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 64, flags: DIFlagVector, elements: !13)
!13 = !{!15}
!14 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 3, size: 32, elements: !16)
!15 = !DISubrange(count: 2)
!16 = !{}
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 2, column: 1, scope: !90)
!93 = !{null}
