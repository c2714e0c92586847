; DebugSource: the DIFile's path (directory/filename) and, when the DIFile has `source:`, the
; text as the Text operand. A file whose text is unknown (no `source:`, not on disk) has none.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/src/main.cl"
; CHECK-DAG: [[TEXT:%[0-9]+]] = OpString "kernel void k(void) { helper(); }"
; An absolute filename ignores the directory.
; CHECK-DAG: [[HPATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/inc/helper.h"
; CHECK-DAG: [[HELPER:%[0-9]+]] = OpString "helper"
; CHECK-DAG: [[HSRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[HPATH]]{{$}}
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]] [[TEXT]]{{$}}
; CHECK-DAG: DebugCompilationUnit %uint_100 %uint_5 [[SRC]] %uint_3{{$}}
; CHECK-DAG: DebugFunction [[HELPER]] {{%[0-9]+}} [[HSRC]] %uint_3 %uint_0
; CHECK-NOT: DebugSourceContinued

; One DebugSource per file, shared by every user.
; RUN: spirv-dis %t.spv | grep -c "DebugSource " | FileCheck %s --check-prefix=COUNT
; COUNT: {{^}}2{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func void @helper() !dbg !30 {
  ret void, !dbg !31
}

define spir_kernel void @k() !dbg !20 {
  call spir_func void @helper(), !dbg !22
  ret void, !dbg !22
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "src/main.cl", directory: "/nsdi-lit-nonexistent", source: "kernel void k(void) { helper(); }")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIFile(filename: "/nsdi-lit-nonexistent/inc/helper.h", directory: "/elsewhere")
!20 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !21, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !23)
!22 = !DILocation(line: 1, column: 23, scope: !20)
!23 = !{null}
!30 = distinct !DISubprogram(name: "helper", scope: !4, file: !4, line: 3, type: !32, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DILocation(line: 3, column: 1, scope: !30)
!32 = !DISubroutineType(types: !23)
