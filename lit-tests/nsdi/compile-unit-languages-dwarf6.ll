; DWARF 6 language codes LLVM 19 knows map to the SPIR-V source languages the spec has for
; them, not Unknown: DW_LANG_HLSL -> HLSL (5), DW_LANG_SYCL -> SYCL (7), DW_LANG_CPP_for_OpenCL
; -> CPP_for_OpenCL (6) (also DW_LANG_GLSL -> GLSL 2, DW_LANG_GLSL_ES -> ESSL 1,
; DW_LANG_OpenCL_CPP -> OpenCL_CPP 4). No remark.
; RUN: %nsdi-llc -g --remarks %s -o %t.spv 2> %t.remarks
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK --allow-empty < %t.remarks

; CHECK-DAG: DebugCompilationUnit %uint_100 %uint_5 {{%[0-9]+}} %uint_5{{$}}
; CHECK-DAG: DebugCompilationUnit %uint_100 %uint_5 {{%[0-9]+}} %uint_7{{$}}
; CHECK-DAG: DebugCompilationUnit %uint_100 %uint_5 {{%[0-9]+}} %uint_6{{$}}
; CHECK-NOT: DebugCompilationUnit %uint_100 %uint_5 {{%[0-9]+}} %uint_0{{$}}

; REMARK-NOT: SourceLanguage

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0, !4, !6}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_HLSL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.hlsl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DICompileUnit(language: DW_LANG_SYCL, file: !5, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!5 = !DIFile(filename: "b.cpp", directory: "/nsdi-lit-nonexistent")
!6 = distinct !DICompileUnit(language: DW_LANG_CPP_for_OpenCL, file: !7, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!7 = !DIFile(filename: "c.clcpp", directory: "/nsdi-lit-nonexistent")
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 2, column: 1, scope: !90)
!93 = !{null}
