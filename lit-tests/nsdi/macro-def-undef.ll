; -fdebug-macro: DebugMacroDef (source, line, name, value; no Value for an empty body) and
; DebugMacroUndef (source, line, the DebugMacroDef it undoes: the latest definition of that
; name). Command-line macros (outside any DIMacroFile) are in the CU's file; macros of an
; included file name that file. Source is the OpString of the file name (the spec's rule), not
; a DebugSource. An #undef of a never-defined name is dropped with a remark.
; RUN: %nsdi-llc -g --remarks %s -o %t.spv 2> %t.remarks
; RUN: %nsdi-llc -g --remarks %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK -DFILE=%s --match-full-lines < %t.remarks

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/macros.cl"
; CHECK-DAG: [[HPATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/config.h"
; CHECK-DAG: [[CLVER:%[0-9]+]] = OpString "__OPENCL_VERSION__"
; CHECK-DAG: [[V200:%[0-9]+]] = OpString "200"
; CHECK-DAG: [[WIDTH:%[0-9]+]] = OpString "WIDTH"
; CHECK-DAG: [[V16:%[0-9]+]] = OpString "16"
; CHECK-DAG: [[V32:%[0-9]+]] = OpString "32"
; CHECK-DAG: [[EMPTYM:%[0-9]+]] = OpString "EMPTY"
; CHECK-DAG: [[SQ:%[0-9]+]] = OpString "SQ(x)"
; CHECK-DAG: [[SQBODY:%[0-9]+]] = OpString "((x)*(x))"
; The spec's Source operand of a macro is the OpString of the file name, not a DebugSource.
; CHECK: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugMacroDef [[PATH]] %uint_0 [[CLVER]] [[V200]]{{$}}
; CHECK-NEXT: [[W1:%[0-9]+]] = OpExtInst %void [[SET]] DebugMacroDef [[PATH]] %uint_1 [[WIDTH]] [[V16]]{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugMacroDef [[PATH]] %uint_2 [[EMPTYM]]{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugMacroUndef [[PATH]] %uint_3 [[W1]]{{$}}
; CHECK-NEXT: [[W2:%[0-9]+]] = OpExtInst %void [[SET]] DebugMacroDef [[HPATH]] %uint_1 [[WIDTH]] [[V32]]{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugMacroDef [[HPATH]] %uint_2 [[SQ]] [[SQBODY]]{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugMacroUndef [[PATH]] %uint_6 [[W2]]{{$}}
; CHECK-NOT: DebugMacro

; REMARK: nsdi-llc: remark: [[FILE]]: #undef NEVER without a #define is dropped
; REMARK-NOT: {{.}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, macros: !4)
!1 = !DIFile(filename: "macros.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!5, !6}
!5 = !DIMacro(type: DW_MACINFO_define, name: "__OPENCL_VERSION__", value: "200")
!6 = !DIMacroFile(file: !1, nodes: !7)
!7 = !{!8, !9, !10, !11, !12, !15}
!8 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "WIDTH", value: "16")
!9 = !DIMacro(type: DW_MACINFO_define, line: 2, name: "EMPTY")
!10 = !DIMacro(type: DW_MACINFO_undef, line: 3, name: "WIDTH")
!11 = !DIMacroFile(line: 4, file: !13, nodes: !14)
!12 = !DIMacro(type: DW_MACINFO_undef, line: 5, name: "NEVER")
!13 = !DIFile(filename: "config.h", directory: "/nsdi-lit-nonexistent")
!14 = !{!16, !17}
!15 = !DIMacro(type: DW_MACINFO_undef, line: 6, name: "WIDTH")
!16 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "WIDTH", value: "32")
!17 = !DIMacro(type: DW_MACINFO_define, line: 2, name: "SQ(x)", value: "((x)*(x))")
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !91, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 11, column: 1, scope: !90)
!93 = !{null}
