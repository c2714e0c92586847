; An enumeration without an underlying type (DIBuilder's createEnumerationType without one, an
; enum of a language that has none) names DebugInfoNone as its Underlying Type, as the spec
; says, not a "void" DebugTypeBasic.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[NAME:%[0-9]+]] = OpString "Mode"
; CHECK-DAG: [[NONE:%[0-9]+]] = OpExtInst %void [[SET]] DebugInfoNone
; CHECK: DebugTypeEnum [[NAME]] [[NONE]] {{%[0-9]+}} %uint_3 %uint_0 {{%[0-9]+}} %uint_32 %uint_0 %uint_0 {{%[0-9]+}} %uint_1 {{%[0-9]+}}{{$}}
; CHECK-NOT: DebugTypeBasic

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4)
!1 = !DIFile(filename: "mode.cl", directory: "/nsdi-lit-nonexistent")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Mode", file: !1, line: 3, size: 32, elements: !6)
!6 = !{!7, !8}
!7 = !DIEnumerator(name: "Off", value: 0)
!8 = !DIEnumerator(name: "On", value: 1)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 2, column: 1, scope: !90)
!93 = !{null}
