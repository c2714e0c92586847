; DebugCompilationUnit for OpenCL C: Version 100, the module's "Dwarf Version" flag (5), the
; CU file's DebugSource, SourceLanguage OpenCL_C (3).
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: OpExtension "SPV_KHR_non_semantic_info"
; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/cu.cl"
; CHECK: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]{{$}}
; CHECK: [[CU:%[0-9]+]] = OpExtInst %void [[SET]] DebugCompilationUnit %uint_100 %uint_5 [[SRC]] %uint_3{{$}}
; CHECK: DebugFunction {{%[0-9]+}} {{%[0-9]+}} [[SRC]] %uint_1 %uint_0 [[CU]]
; CHECK-NOT: DebugCompilationUnit

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !20 {
  ret void, !dbg !22
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "cu.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!20 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !21, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !23)
!22 = !DILocation(line: 2, column: 1, scope: !20)
!23 = !{null}
