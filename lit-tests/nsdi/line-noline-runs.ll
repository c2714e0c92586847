; DebugLine (source, line, line, column, column) before the first instruction of each new
; (file, line, column); none when it repeats (two instructions on the same position share one).
; An instruction at line 0 or with no location starts a DebugNoLine run: one DebugNoLine for the
; whole run, then a DebugLine again when a located instruction follows.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/lines.cl"
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]
; CHECK: %f = OpFunction
; CHECK: OpLabel
; CHECK-NEXT: DebugFunctionDefinition
; CHECK-NEXT: DebugScope
; CHECK-NEXT: DebugLine [[SRC]] %uint_3 %uint_3 %uint_7 %uint_7{{$}}
; CHECK-NEXT: OpIAdd
; CHECK-NEXT: OpIMul
; CHECK-NEXT: DebugLine [[SRC]] %uint_3 %uint_3 %uint_12 %uint_12{{$}}
; CHECK-NEXT: OpISub
; CHECK-NEXT: DebugNoLine{{$}}
; CHECK-NEXT: OpBitwiseXor
; CHECK-NEXT: OpBitwiseAnd
; CHECK-NEXT: OpBitwiseOr
; CHECK-NEXT: DebugLine [[SRC]] %uint_4 %uint_4 %uint_3 %uint_3{{$}}
; CHECK-NEXT: OpShiftLeftLogical
; CHECK-NEXT: OpReturnValue
; CHECK-NEXT: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func i32 @f(i32 %a, i32 %b) !dbg !10 {
  %1 = add i32 %a, %b, !dbg !20
  %2 = mul i32 %1, %a, !dbg !20
  %3 = sub i32 %2, %b, !dbg !21
  %4 = xor i32 %3, %a, !dbg !22
  %5 = and i32 %4, %b
  %6 = or i32 %5, %a, !dbg !22
  %7 = shl i32 %6, %b, !dbg !23
  ret i32 %7, !dbg !23
}

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "lines.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 2, type: !13, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocation(line: 3, column: 7, scope: !10)
!21 = !DILocation(line: 3, column: 12, scope: !10)
!22 = !DILocation(line: 0, scope: !10)
!23 = !DILocation(line: 4, column: 3, scope: !10)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !91, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 11, column: 1, scope: !90)
!93 = !{null}
