; A DIArgList with several values (a variable computed from two SSA values at -O2) has no NSDI
; form. The record must still end the variable's previous location (LLVM semantics: from here
; on the value is unknown), so a DebugValue naming an OpUndef is written rather than nothing --
; otherwise a debugger keeps showing the stale earlier value of x (here: its parameter-time
; value). The remark must describe what was written (DebugValue no longer says DebugInfoNone).
; RUN: %nsdi-llc -g --remarks %s -o %t.spv 2> %t.remarks
; RUN: %nsdi-llc -g --remarks %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK -DFILE=%s --match-full-lines < %t.remarks

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[XNAME:%[0-9]+]] = OpString "x"
; CHECK-DAG: [[X:%[0-9]+]] = OpExtInst %void [[SET]] DebugLocalVariable [[XNAME]]
; CHECK-DAG: [[UNDEF:%[0-9]+]] = OpUndef %uint
; CHECK: %f = OpFunction
; CHECK: OpExtInst %void [[SET]] DebugValue [[X]] %a {{%[0-9]+}}{{$}}
; CHECK-NEXT: OpExtInst %void [[SET]] DebugValue [[X]] [[UNDEF]] {{%[0-9]+}}{{$}}
; CHECK-NOT: DebugInfoNone

; REMARK: nsdi-llc: remark: [[FILE]]: a DIArgList with several values has no NSDI form; {{.*}}
; REMARK-NOT: DebugInfoNone

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func i32 @f(i32 %a, i32 %b) !dbg !10 {
    #dbg_value(i32 %a, !20, !DIExpression(), !30)
    #dbg_value(!DIArgList(i32 %a, i32 %b), !20, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !30)
  %1 = xor i32 %a, %b, !dbg !30
  ret i32 %1, !dbg !30
}

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "arglist.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !13, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 2, type: !15)
!30 = !DILocation(line: 2, column: 7, scope: !10)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !91, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 11, column: 1, scope: !90)
!93 = !{null}
