; Inlining two levels deep (inner inlined into outer, outer inlined into k): DebugInlinedAt
; (line, scope, outer DebugInlinedAt) chains from the innermost call site out to k's, whose
; DebugInlinedAt has no Inlined operand. One DebugInlinedAt per call site, shared by all code
; inlined there; the two call sites of inner in outer share outer's DebugInlinedAt as parent.
; Code is under DebugScope(callee scope, DebugInlinedAt); back in k, DebugScope(k) alone.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[KNAME:%[0-9]+]] = OpString "k"
; CHECK-DAG: [[OUTERNAME:%[0-9]+]] = OpString "outer"
; CHECK-DAG: [[INNERNAME:%[0-9]+]] = OpString "inner"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/inline.cl"
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]
; CHECK-DAG: [[K:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunction [[KNAME]]
; CHECK-DAG: [[OUTER:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunction [[OUTERNAME]]
; CHECK-DAG: [[INNER:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunction [[INNERNAME]]
; CHECK-DAG: [[IA1:%[0-9]+]] = OpExtInst %void [[SET]] DebugInlinedAt %uint_5 [[K]]{{$}}
; CHECK-DAG: [[IA2:%[0-9]+]] = OpExtInst %void [[SET]] DebugInlinedAt %uint_21 [[OUTER]] [[IA1]]{{$}}
; CHECK-DAG: [[IA3:%[0-9]+]] = OpExtInst %void [[SET]] DebugInlinedAt %uint_23 [[OUTER]] [[IA1]]{{$}}

; CHECK: %k = OpFunction
; CHECK: OpExtInst %void [[SET]] DebugScope [[K]]{{$}}
; CHECK-NEXT: DebugLine [[SRC]] %uint_2 %uint_2 %uint_3 %uint_3
; CHECK-NEXT: [[V1:%[0-9a-z_]+]] = OpIAdd
; A scope change is written before the debug records that precede the instruction.
; CHECK-NEXT: OpExtInst %void [[SET]] DebugScope [[INNER]] [[IA2]]{{$}}
; CHECK-NEXT: DebugValue {{%[0-9]+}} [[V1]] {{%[0-9]+}}{{$}}
; CHECK-NEXT: DebugLine [[SRC]] %uint_31 %uint_31 %uint_5 %uint_5
; CHECK-NEXT: [[V2:%[0-9a-z_]+]] = OpIMul
; CHECK-NEXT: DebugValue {{%[0-9]+}} [[V2]] {{%[0-9]+}}{{$}}
; CHECK-NEXT: DebugLine [[SRC]] %uint_32 %uint_32 %uint_5 %uint_5
; CHECK-NEXT: [[V3:%[0-9a-z_]+]] = OpIMul
; CHECK-NEXT: OpExtInst %void [[SET]] DebugScope [[OUTER]] [[IA1]]{{$}}
; CHECK-NEXT: DebugValue {{%[0-9]+}} [[V3]] {{%[0-9]+}}{{$}}
; CHECK-NEXT: DebugLine [[SRC]] %uint_22 %uint_22 %uint_3 %uint_3
; CHECK-NEXT: [[V4:%[0-9a-z_]+]] = OpISub
; CHECK-NEXT: OpExtInst %void [[SET]] DebugScope [[INNER]] [[IA3]]{{$}}
; CHECK-NEXT: DebugValue {{%[0-9]+}} [[V4]] {{%[0-9]+}}{{$}}
; CHECK-NEXT: DebugLine [[SRC]] %uint_31 %uint_31 %uint_5 %uint_5
; CHECK-NEXT: OpBitwiseXor
; CHECK-NEXT: OpExtInst %void [[SET]] DebugScope [[K]]{{$}}
; CHECK-NEXT: DebugLine [[SRC]] %uint_6 %uint_6 %uint_3 %uint_3
; CHECK-NEXT: OpBitwiseOr

; RUN: spirv-dis %t.spv | grep -c DebugInlinedAt | FileCheck %s --check-prefix=COUNT
; COUNT: {{^}}3{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(i32 %x, ptr addrspace(1) %out) !dbg !90 {
  %1 = add i32 %x, 1, !dbg !50
    #dbg_value(i32 %1, !60, !DIExpression(), !51)
  %2 = mul i32 %1, %1, !dbg !51
    #dbg_value(i32 %2, !60, !DIExpression(), !52)
  %3 = mul i32 %2, %x, !dbg !52
    #dbg_value(i32 %3, !61, !DIExpression(), !53)
  %4 = sub i32 %3, 1, !dbg !53
    #dbg_value(i32 %4, !60, !DIExpression(), !54)
  %5 = xor i32 %4, %x, !dbg !54
  %6 = or i32 %5, 7, !dbg !55
  store i32 %6, ptr addrspace(1) %out, align 4, !dbg !55
  ret void, !dbg !55
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "inline.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DISubroutineType(types: !12)
!12 = !{!10, !10}
!30 = distinct !DISubprogram(name: "outer", scope: !1, file: !1, line: 20, type: !11, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DISubprogram(name: "inner", scope: !1, file: !1, line: 30, type: !11, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 5, column: 10, scope: !90)
!45 = distinct !DILocation(line: 21, column: 12, scope: !30, inlinedAt: !44)
!46 = distinct !DILocation(line: 23, column: 12, scope: !30, inlinedAt: !44)
!50 = !DILocation(line: 2, column: 3, scope: !90)
!51 = !DILocation(line: 31, column: 5, scope: !40, inlinedAt: !45)
!52 = !DILocation(line: 32, column: 5, scope: !40, inlinedAt: !45)
!53 = !DILocation(line: 22, column: 3, scope: !30, inlinedAt: !44)
!54 = !DILocation(line: 31, column: 5, scope: !40, inlinedAt: !46)
!55 = !DILocation(line: 6, column: 3, scope: !90)
!60 = !DILocalVariable(name: "v", arg: 1, scope: !40, file: !1, line: 30, type: !10)
!61 = !DILocalVariable(name: "t", scope: !30, file: !1, line: 22, type: !10)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!93 = !{null, !10, !94}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, dwarfAddressSpace: 1)
