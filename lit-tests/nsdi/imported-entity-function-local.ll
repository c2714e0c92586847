; A using-declaration inside a function body (`using math::detail::twice;` in the kernel): LLVM 19
; keeps it in the DISubprogram's retainedNodes, not in the CU's imports. It is a
; DebugImportedEntity (ImportedDeclaration 1) of twice's DebugFunction whose parent is the
; kernel's DebugFunction.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/local-using.clcpp"
; CHECK-DAG: [[KNAME:%[0-9]+]] = OpString "k"
; CHECK-DAG: [[TWICE:%[0-9]+]] = OpString "twice"
; CHECK-DAG: [[EMPTY:%[0-9]+]] = OpString ""
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]
; CHECK-DAG: [[K:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunction [[KNAME]]
; CHECK-DAG: [[TW:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunction [[TWICE]]
; CHECK-DAG: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugImportedEntity [[EMPTY]] %uint_1 [[SRC]] [[TW]] %uint_11 %uint_0 [[K]]{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func i32 @_ZN4math6detail5twiceEi(i32 %v) !dbg !29 {
  %1 = shl i32 %v, 1, !dbg !35
  ret i32 %1, !dbg !35
}

define spir_kernel void @k() !dbg !90 {
  %1 = call spir_func i32 @_ZN4math6detail5twiceEi(i32 3), !dbg !92
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "local-using.clcpp", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{!28}
!28 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !90, entity: !29, file: !1, line: 11)
!29 = distinct !DISubprogram(name: "twice", linkageName: "_ZN4math6detail5twiceEi", scope: !30, file: !1, line: 3, type: !32, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!30 = !DINamespace(name: "detail", scope: !31)
!31 = !DINamespace(name: "math", scope: null)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DILocation(line: 3, column: 30, scope: !29)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !91, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !27)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 12, column: 1, scope: !90)
!93 = !{null}
