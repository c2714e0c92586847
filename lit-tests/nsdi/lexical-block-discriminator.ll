; A DILexicalBlockFile with a discriminator (-fdebug-info-for-profiling, loop unrolling): a
; DebugLexicalBlockDiscriminator (source, discriminator, parent scope) is written, and code in it
; is scoped to the parent block (spirv-val does not accept the discriminator as a DebugScope
; scope). A DILexicalBlockFile that switches to another file (code from an #include) changes the
; DebugLine source to that file's DebugSource; with discriminator 0 it writes no
; DebugLexicalBlockDiscriminator (nothing would name it).
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/disc.cl"
; CHECK-DAG: [[HPATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/body.inc"
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]
; CHECK-DAG: [[F:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunction
; CHECK: [[BLOCK:%[0-9]+]] = OpExtInst %void [[SET]] DebugLexicalBlock [[SRC]] %uint_4 %uint_3 [[F]]{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugLexicalBlockDiscriminator [[SRC]] %uint_2 [[BLOCK]]{{$}}
; A DILexicalBlockFile with discriminator 0 only changes the file: no instruction.
; CHECK-NOT: DebugLexicalBlockDiscriminator
; CHECK: [[HSRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[HPATH]]

; CHECK: %f = OpFunction
; CHECK: DebugScope [[BLOCK]]{{$}}
; CHECK-NEXT: DebugLine [[SRC]] %uint_4 %uint_4 %uint_9 %uint_9
; CHECK-NEXT: OpIAdd
; CHECK-NEXT: DebugLine [[SRC]] %uint_4 %uint_4 %uint_13 %uint_13
; CHECK-NEXT: OpIMul
; CHECK-NEXT: DebugLine [[HSRC]] %uint_2 %uint_2 %uint_1 %uint_1
; CHECK-NEXT: OpISub
; CHECK-NEXT: DebugScope [[F]]{{$}}
; CHECK-NEXT: DebugLine [[SRC]] %uint_6 %uint_6 %uint_3 %uint_3
; CHECK-NEXT: OpReturnValue

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func i32 @f(i32 %x) !dbg !10 {
  %1 = add i32 %x, 1, !dbg !20
  %2 = mul i32 %1, %x, !dbg !21
  %3 = sub i32 %2, 5, !dbg !22
  ret i32 %3, !dbg !23
}

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "disc.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIFile(filename: "body.inc", directory: "/nsdi-lit-nonexistent")
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = distinct !DILexicalBlock(scope: !10, file: !1, line: 4, column: 3)
!17 = !DILexicalBlockFile(scope: !16, file: !1, discriminator: 2)
!18 = !DILexicalBlockFile(scope: !16, file: !4, discriminator: 0)
!20 = !DILocation(line: 4, column: 9, scope: !16)
!21 = !DILocation(line: 4, column: 13, scope: !17)
!22 = !DILocation(line: 2, column: 1, scope: !18)
!23 = !DILocation(line: 6, column: 3, scope: !10)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !91, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 11, column: 1, scope: !90)
!93 = !{null}
