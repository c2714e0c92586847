; DebugLexicalBlock: source, line, column, parent (no name); nested blocks chain their parents
; up to the DebugFunction, and code in a block is under a DebugScope of that block. A namespace is
; a DebugLexicalBlock *with* a name (source = the CU's, line 0, column 0; nested namespaces chain).
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/blocks.clcpp"
; CHECK-DAG: [[OUTERNS:%[0-9]+]] = OpString "outer"
; CHECK-DAG: [[INNERNS:%[0-9]+]] = OpString "inner"
; CHECK-DAG: [[FNAME:%[0-9]+]] = OpString "f"
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]
; CHECK-DAG: [[CU:%[0-9]+]] = OpExtInst %void [[SET]] DebugCompilationUnit %uint_100 %uint_5 [[SRC]] %uint_6
; CHECK: [[NS1:%[0-9]+]] = OpExtInst %void [[SET]] DebugLexicalBlock [[SRC]] %uint_0 %uint_0 [[CU]] [[OUTERNS]]{{$}}
; CHECK-NEXT: [[NS2:%[0-9]+]] = OpExtInst %void [[SET]] DebugLexicalBlock [[SRC]] %uint_0 %uint_0 [[NS1]] [[INNERNS]]{{$}}
; CHECK-NEXT: [[F:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunction [[FNAME]] {{%[0-9]+}} [[SRC]] %uint_3 %uint_0 [[NS2]]
; CHECK: [[B1:%[0-9]+]] = OpExtInst %void [[SET]] DebugLexicalBlock [[SRC]] %uint_4 %uint_3 [[F]]{{$}}
; CHECK-NEXT: [[B2:%[0-9]+]] = OpExtInst %void [[SET]] DebugLexicalBlock [[SRC]] %uint_5 %uint_5 [[B1]]{{$}}

; CHECK: %f = OpFunction
; CHECK: DebugScope [[F]]{{$}}
; CHECK-NEXT: DebugLine [[SRC]] %uint_3 %uint_3 %uint_20 %uint_20
; CHECK-NEXT: OpIAdd
; CHECK-NEXT: DebugScope [[B1]]{{$}}
; CHECK-NEXT: DebugLine [[SRC]] %uint_4 %uint_4 %uint_9 %uint_9
; CHECK-NEXT: OpIMul
; CHECK-NEXT: DebugScope [[B2]]{{$}}
; CHECK-NEXT: DebugLine [[SRC]] %uint_5 %uint_5 %uint_11 %uint_11
; CHECK-NEXT: OpISub
; CHECK-NEXT: DebugScope [[F]]{{$}}
; CHECK-NEXT: DebugLine [[SRC]] %uint_7 %uint_7 %uint_3 %uint_3
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
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "blocks.clcpp", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "f", linkageName: "f", scope: !11, file: !1, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DINamespace(name: "inner", scope: !12)
!12 = !DINamespace(name: "outer", scope: null)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = distinct !DILexicalBlock(scope: !10, file: !1, line: 4, column: 3)
!17 = distinct !DILexicalBlock(scope: !16, file: !1, line: 5, column: 5)
!20 = !DILocation(line: 3, column: 20, scope: !10)
!21 = !DILocation(line: 4, column: 9, scope: !16)
!22 = !DILocation(line: 5, column: 11, scope: !17)
!23 = !DILocation(line: 7, column: 3, scope: !10)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !91, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 11, column: 1, scope: !90)
!93 = !{null}
