; A module with two compile units (llvm-link of an OpenCL C and a C++ for OpenCL module): each
; kernel's DebugEntryPoint names the DebugCompilationUnit of its own DISubprogram's `unit:`, and a
; file-scope function's DebugFunction has its own CU as parent, not the module's first CU.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[ANAME:%[0-9]+]] = OpString "a"
; CHECK-DAG: [[BNAME:%[0-9]+]] = OpString "b"
; CHECK-DAG: [[APATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/a.cl"
; CHECK-DAG: [[BPATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/b.clcpp"
; CHECK-DAG: [[ASRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[APATH]]
; CHECK-DAG: [[BSRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[BPATH]]
; CHECK-DAG: [[CUA:%[0-9]+]] = OpExtInst %void [[SET]] DebugCompilationUnit %uint_100 %uint_5 [[ASRC]] %uint_3{{$}}
; CHECK-DAG: [[CUB:%[0-9]+]] = OpExtInst %void [[SET]] DebugCompilationUnit %uint_100 %uint_5 [[BSRC]] %uint_6{{$}}
; CHECK-DAG: [[A:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunction [[ANAME]] {{%[0-9]+}} [[ASRC]] %uint_1 %uint_0 [[CUA]] [[ANAME]] %uint_8 %uint_1{{$}}
; CHECK-DAG: [[B:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunction [[BNAME]] {{%[0-9]+}} [[BSRC]] %uint_1 %uint_0 [[CUB]] [[BNAME]] %uint_8 %uint_1{{$}}
; CHECK-DAG: OpExtInst %void [[SET]] DebugEntryPoint [[A]] [[CUA]] {{%[0-9]+}} {{%[0-9]+}}{{$}}
; CHECK-DAG: OpExtInst %void [[SET]] DebugEntryPoint [[B]] [[CUB]] {{%[0-9]+}} {{%[0-9]+}}{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @a() !dbg !20 {
  ret void, !dbg !22
}
define spir_kernel void @b() !dbg !40 {
  ret void, !dbg !42
}

!llvm.dbg.cu = !{!0, !30}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!20 = distinct !DISubprogram(name: "a", scope: !1, file: !1, line: 1, type: !21, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DISubroutineType(types: !23)
!22 = !DILocation(line: 2, column: 1, scope: !20)
!23 = !{null}
!30 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !31, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!31 = !DIFile(filename: "b.clcpp", directory: "/nsdi-lit-nonexistent")
!40 = distinct !DISubprogram(name: "b", scope: !31, file: !31, line: 1, type: !21, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !30)
!42 = !DILocation(line: 2, column: 1, scope: !40)
