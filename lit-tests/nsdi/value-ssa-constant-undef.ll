; DebugValue (variable, value, expression): an SSA value names its SPIR-V result id (an
; instruction's, a parameter's); a constant names the OpConstant; undef and poison (the value is
; gone) name an OpUndef of the value's type (not DebugInfoNone, which SPIRV-LLVM-Translator
; cannot read there).
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[ANAME:%[0-9]+]] = OpString "a"
; CHECK-DAG: [[SNAME:%[0-9]+]] = OpString "sum"
; CHECK-DAG: [[A:%[0-9]+]] = OpExtInst %void [[SET]] DebugLocalVariable [[ANAME]]
; CHECK-DAG: [[S:%[0-9]+]] = OpExtInst %void [[SET]] DebugLocalVariable [[SNAME]]
; CHECK-DAG: [[EXPR:%[0-9]+]] = OpExtInst %void [[SET]] DebugExpression{{$}}
; CHECK-DAG: [[UNDEF:%[0-9]+]] = OpUndef %uint{{$}}

; CHECK: %f = OpFunction
; CHECK: OpExtInst %void [[SET]] DebugValue [[A]] %a [[EXPR]]{{$}}
; CHECK: OpExtInst %void [[SET]] DebugValue [[S]] %uint_7 [[EXPR]]{{$}}
; CHECK: [[ADD:%[0-9a-z_]+]] = OpIAdd %uint %a %uint_1
; CHECK-NEXT: OpExtInst %void [[SET]] DebugValue [[S]] [[ADD]] [[EXPR]]{{$}}
; CHECK: [[MUL:%[0-9a-z_]+]] = OpIMul %uint [[ADD]] %a
; CHECK-NEXT: OpExtInst %void [[SET]] DebugValue [[S]] [[MUL]] [[EXPR]]{{$}}
; CHECK: OpExtInst %void [[SET]] DebugValue [[S]] [[UNDEF]] [[EXPR]]{{$}}
; CHECK: OpExtInst %void [[SET]] DebugValue [[A]] [[UNDEF]] [[EXPR]]{{$}}
; CHECK: OpReturnValue
; RUN: spirv-dis %t.spv | not grep DebugInfoNone

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func i32 @f(i32 %a) !dbg !10 {
    #dbg_value(i32 %a, !20, !DIExpression(), !30)
    #dbg_value(i32 7, !21, !DIExpression(), !30)
  %add = add i32 %a, 1, !dbg !30
    #dbg_value(i32 %add, !21, !DIExpression(), !31)
  %mul = mul i32 %add, %a, !dbg !31
    #dbg_value(i32 %mul, !21, !DIExpression(), !32)
  %xor = xor i32 %mul, 3, !dbg !32
    #dbg_value(i32 undef, !21, !DIExpression(), !32)
    #dbg_value(i32 poison, !20, !DIExpression(), !32)
  ret i32 %xor, !dbg !32
}

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "values.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !13, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 1, type: !15)
!21 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 2, type: !15)
!30 = !DILocation(line: 2, column: 7, scope: !10)
!31 = !DILocation(line: 3, column: 7, scope: !10)
!32 = !DILocation(line: 4, column: 3, scope: !10)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !91, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 11, column: 1, scope: !90)
!93 = !{null}
