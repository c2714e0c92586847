; A CU with a dwoId and a splitDebugFilename (-gsplit-dwarf): DebugBuildIdentifier with the
; dwoId zero-extended to the 32 hex digits the spec requires, flags 0, after the
; DebugCompilationUnit. No DebugStoragePath: the .dwo holds DWARF, not this module's debug info
; (which is embedded), and a remark says so.
; RUN: %nsdi-llc -g --remarks %s -o %t.spv 2> %t.remarks
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK -DFILE=%s --match-full-lines < %t.remarks

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[ID:%[0-9]+]] = OpString "00000000000000000123456789abcdef"
; CHECK: DebugCompilationUnit %uint_100 %uint_5 {{%[0-9]+}} %uint_3{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugBuildIdentifier [[ID]] %uint_0{{$}}
; CHECK-NOT: DebugBuildIdentifier
; CHECK-NOT: DebugStoragePath

; REMARK: nsdi-llc: remark: [[FILE]]: splitDebugFilename '/nsdi-lit-nonexistent/out/split.dwo' names the DWARF .dwo, not where this module's debug info is stored (it is embedded): no DebugStoragePath
; REMARK-NOT: {{.}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !20 {
  ret void, !dbg !22
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, splitDebugFilename: "/nsdi-lit-nonexistent/out/split.dwo", emissionKind: FullDebug, dwoId: 81985529216486895)
!1 = !DIFile(filename: "split.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!20 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !21, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !23)
!22 = !DILocation(line: 2, column: 1, scope: !20)
!23 = !{null}
