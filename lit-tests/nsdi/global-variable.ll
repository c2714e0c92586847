; DebugGlobalVariable: name, type, source, line, column 0, parent, linkage name (the name when
; there is none), the OpVariable of the IR global it is attached to, flags (FlagIsDefinition 0x8,
; FlagIsLocal 0x4 for a static). A variable folded into a constant
; (DW_OP_constu N, DW_OP_stack_value) names that constant; one with no storage at all names
; DebugInfoNone.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[COUNT:%[0-9]+]] = OpString "g_count"
; CHECK-DAG: [[TABLE:%[0-9]+]] = OpString "table"
; CHECK-DAG: [[SEVEN:%[0-9]+]] = OpString "kSeven"
; CHECK-DAG: [[GONE:%[0-9]+]] = OpString "gone"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/globals.clcpp"
; CHECK-DAG: %g_count = OpVariable %_ptr_CrossWorkgroup_uint CrossWorkgroup
; CHECK-DAG: %_ZL5table = OpVariable %_ptr_UniformConstant__arr_uint_uint_4 UniformConstant
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]
; CHECK-DAG: [[CU:%[0-9]+]] = OpExtInst %void [[SET]] DebugCompilationUnit %uint_100 %uint_5 [[SRC]] %uint_6

; CHECK: [[INT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic {{%[0-9]+}} %uint_32 %uint_4 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugGlobalVariable [[COUNT]] [[INT]] [[SRC]] %uint_2 %uint_0 [[CU]] [[COUNT]] %g_count %uint_8{{$}}
; CHECK-NEXT: [[ARR:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeArray [[INT]] %uint_4{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugGlobalVariable [[TABLE]] [[ARR]] [[SRC]] %uint_3 %uint_0 [[CU]] [[TABLE]] %_ZL5table %uint_12{{$}}
; CHECK: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugGlobalVariable [[SEVEN]] [[INT]] [[SRC]] %uint_9 %uint_0 [[CU]] [[SEVEN]] %uint_7 %uint_12{{$}}
; CHECK: [[NONE:%[0-9]+]] = OpExtInst %void [[SET]] DebugInfoNone
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugGlobalVariable [[GONE]] [[INT]] [[SRC]] %uint_10 %uint_0 [[CU]] [[GONE]] [[NONE]] %uint_12{{$}}
; CHECK-NOT: DebugGlobalVariable

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@g_count = addrspace(1) global i32 0, align 4, !dbg !10
@_ZL5table = internal addrspace(2) constant [4 x i32] [i32 1, i32 2, i32 3, i32 5], align 4, !dbg !12

define spir_kernel void @k() !dbg !90 {
  %1 = load i32, ptr addrspace(1) @g_count, align 4, !dbg !92
  %2 = getelementptr inbounds [4 x i32], ptr addrspace(2) @_ZL5table, i64 0, i64 1, !dbg !92
  %3 = load i32, ptr addrspace(2) %2, align 4, !dbg !92
  %4 = add i32 %1, %3, !dbg !92
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!1 = !DIFile(filename: "globals.clcpp", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!10, !12, !24, !26}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "g_count", scope: !0, file: !1, line: 2, type: !5, isLocal: false, isDefinition: true)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!13 = distinct !DIGlobalVariable(name: "table", scope: !0, file: !1, line: 3, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, elements: !15)
!15 = !{!30}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!25 = distinct !DIGlobalVariable(name: "kSeven", scope: !0, file: !1, line: 9, type: !5, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "gone", scope: !0, file: !1, line: 10, type: !5, isLocal: true, isDefinition: true)
!30 = !DISubrange(count: 4)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 12, type: !91, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 13, column: 1, scope: !90)
!93 = !{null}

