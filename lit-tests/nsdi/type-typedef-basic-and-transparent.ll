; DebugTypedef of a basic type: name, base, source, line, column 0, parent (the CU for a
; file-scope typedef). A typedef of a typedef, of a pointer or of a struct is transparent (spirv-val
; accepts DebugTypedef of DebugTypeBasic only): users name its base, and --remarks says so. An
; anonymous struct named by a typedef (`typedef struct {..} Params`) is shown under that name.
; RUN: %nsdi-llc -g --remarks %s -o %t.spv 2> %t.remarks
; RUN: %nsdi-llc -g --remarks %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK -DFILE=%s --match-full-lines < %t.remarks

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[FLOATNAME:%[0-9]+]] = OpString "float"
; CHECK-DAG: [[REALNAME:%[0-9]+]] = OpString "real_t"
; CHECK-DAG: [[PARAMS:%[0-9]+]] = OpString "Params"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/typedef.cl"
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]
; CHECK-DAG: [[CU:%[0-9]+]] = OpExtInst %void [[SET]] DebugCompilationUnit %uint_100 %uint_5 [[SRC]] %uint_3
; CHECK: [[FLOAT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic [[FLOATNAME]] %uint_32 %uint_3 %uint_0
; CHECK-NEXT: [[REAL:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypedef [[REALNAME]] [[FLOAT]] [[SRC]] %uint_3 %uint_0 [[CU]]{{$}}
; scalar_t (typedef of real_t): transparent, a pointer to it points to real_t.
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypePointer [[REAL]] %uint_5 %uint_0{{$}}
; Params (typedef of an anonymous struct): a pointer to it points to the (unnamed) struct.
; CHECK: [[STRUCT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeComposite [[PARAMS]] %uint_1 [[SRC]] %uint_6 %uint_0 [[CU]] [[PARAMS]] %uint_32 %uint_0 {{%[0-9]+}}{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypePointer [[STRUCT]] %uint_5 %uint_0{{$}}
; CHECK-NOT: DebugTypedef

; REMARK: nsdi-llc: remark: [[FILE]]: typedef 'scalar_t' of a non-basic type is replaced by its base type (spirv-val accepts DebugTypedef of DebugTypeBasic only)
; REMARK-NEXT: nsdi-llc: remark: [[FILE]]: typedef 'Params' of a non-basic type is replaced by its base type (spirv-val accepts DebugTypedef of DebugTypeBasic only)
; REMARK-NOT: {{.}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4)
!1 = !DIFile(filename: "typedef.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 2, column: 1, scope: !90)
!93 = !{null}
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "real_t", file: !1, line: 3, baseType: !8)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, dwarfAddressSpace: 1)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "scalar_t", file: !1, line: 4, baseType: !5)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "Params", file: !1, line: 8, baseType: !11)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 6, size: 32, elements: !12)
!12 = !{!13}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "gain", scope: !11, file: !1, line: 7, baseType: !5, size: 32)
