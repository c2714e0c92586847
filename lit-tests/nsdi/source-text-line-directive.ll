; Line numbers beyond the embedded source text (`#line 500`, or a file edited since it was
; compiled) contradict the text: SPIRV-Tools 2026.2 rejects "Line (500) is larger than the 5
; lines found in the DebugSource text". The line numbers are the debug info, so that file's
; DebugSource has no Text, with a remark; a file whose lines fit keeps its text.
; RUN: %nsdi-llc -g --remarks %s -o %t.spv 2> %t.remarks
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK -DFILE=%s --match-full-lines < %t.remarks

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[MAIN:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/line.cl"
; CHECK-DAG: [[HDR:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/fits.h"
; CHECK-DAG: [[HTEXT:%[0-9]+]] = OpString "int h;
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[MAIN]]{{$}}
; CHECK-DAG: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugSource [[HDR]] [[HTEXT]]{{$}}
; CHECK: DebugLine [[SRC]] %uint_500 %uint_500 %uint_3 %uint_3

; REMARK: nsdi-llc: remark: [[FILE]]: debug info names line 500 of '/nsdi-lit-nonexistent/line.cl', whose text has 5 lines (#line?): DebugSource has no Text
; REMARK-NOT: {{.}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4)
!1 = !DIFile(filename: "line.cl", directory: "/nsdi-lit-nonexistent", source: "kernel void k() {\0A#line 500\0A  return;\0A}\0A// end\0A")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!6}
!5 = !DIFile(filename: "fits.h", directory: "/nsdi-lit-nonexistent", source: "int h;\0Atypedef int T;\0A")
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !5, line: 2, baseType: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 500, column: 3, scope: !90)
!93 = !{null}
