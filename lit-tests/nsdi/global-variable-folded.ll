; Globals folded into constants (DW_OP_constu N or DW_OP_consts N, then DW_OP_stack_value,
; after clang's address-space idiom) name an OpConstant of their own type as
; DebugGlobalVariable's Variable: kScale = 1.5f an OpConstant %float 1.5, kNeg = -4 (consts)
; an OpConstant of the 32-bit int type, kBig a 64-bit one. Each is a constant of its own, not
; the interned constant NSDI's line numbers share (debuggers name a global's constant after
; it). spirv-val 2025.5 rejects the spec's newer form (a DebugExpression there). A type with no
; such constant (a 24-bit _BitInt) names DebugInfoNone, with a remark.
; RUN: %nsdi-llc -g --remarks %s -o %t.spv 2> %t.remarks
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK -DFILE=%s --match-full-lines < %t.remarks

; CHECK-DAG: [[SCALE:%[0-9]+]] = OpString "kScale"
; CHECK-DAG: [[NEG:%[0-9]+]] = OpString "kNeg"
; CHECK-DAG: [[BIG:%[0-9]+]] = OpString "kBig"
; CHECK-DAG: [[ODD:%[0-9]+]] = OpString "kOdd"
; CHECK-DAG: [[F15:%[a-z_0-9]+]] = OpConstant %float 1.5
; CHECK-DAG: [[M4:%[a-z_0-9]+]] = OpConstant %uint 4294967292
; CHECK-DAG: [[B:%[a-z_0-9]+]] = OpConstant %ulong 81985529216486895
; CHECK-DAG: DebugGlobalVariable [[SCALE]] {{%[0-9]+}} {{%[0-9]+}} %uint_1 %uint_0 {{%[0-9]+}} [[SCALE]] [[F15]] %uint_8{{$}}
; CHECK-DAG: DebugGlobalVariable [[NEG]] {{%[0-9]+}} {{%[0-9]+}} %uint_2 %uint_0 {{%[0-9]+}} [[NEG]] [[M4]] %uint_8{{$}}
; CHECK-DAG: DebugGlobalVariable [[BIG]] {{%[0-9]+}} {{%[0-9]+}} %uint_3 %uint_0 {{%[0-9]+}} [[BIG]] [[B]] %uint_8{{$}}
; CHECK-DAG: [[NONE:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugInfoNone
; CHECK-DAG: DebugGlobalVariable [[ODD]] {{%[0-9]+}} {{%[0-9]+}} %uint_4 %uint_0 {{%[0-9]+}} [[ODD]] [[NONE]] %uint_8{{$}}
; The line number 1 stays a constant of its own.
; CHECK-DAG: %uint_1 = OpConstant %uint 1

; REMARK: nsdi-llc: remark: [[FILE]]: global 'kOdd' is folded to a constant its type has no SPIR-V constant for (or the producer bound none): Variable is DebugInfoNone
; REMARK-NOT: {{.}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!1 = !DIFile(filename: "folded.cl", directory: "/nsdi-lit-nonexistent")
!4 = !{!10, !12, !14, !16}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "_BitInt(24)", size: 24, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression(DW_OP_constu, 1069547520, DW_OP_stack_value))
!11 = distinct !DIGlobalVariable(name: "kScale", scope: !0, file: !1, line: 1, type: !9, isLocal: false, isDefinition: true)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression(DW_OP_consts, 18446744073709551612, DW_OP_stack_value))
!13 = distinct !DIGlobalVariable(name: "kNeg", scope: !0, file: !1, line: 2, type: !6, isLocal: false, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression(DW_OP_constu, 81985529216486895, DW_OP_stack_value))
!15 = distinct !DIGlobalVariable(name: "kBig", scope: !0, file: !1, line: 3, type: !7, isLocal: false, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression(DW_OP_constu, 5, DW_OP_stack_value))
!17 = distinct !DIGlobalVariable(name: "kOdd", scope: !0, file: !1, line: 4, type: !8, isLocal: false, isDefinition: true)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 2, column: 1, scope: !90)
!93 = !{null}
