; DebugTypeBasic: name, size in bits, DW_ATE -> NSDI encoding, flags.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: [[BOOL:%[0-9]+]] = OpString "bool"
; CHECK-DAG: [[UCHAR:%[0-9]+]] = OpString "uchar"
; CHECK-DAG: [[CHAR:%[0-9]+]] = OpString "char"
; CHECK-DAG: [[SHORT:%[0-9]+]] = OpString "short"
; CHECK-DAG: [[UINT:%[0-9]+]] = OpString "uint"
; CHECK-DAG: [[HALF:%[0-9]+]] = OpString "half"
; CHECK-DAG: [[DOUBLE:%[0-9]+]] = OpString "double"
; CHECK-DAG: [[ULONG:%[0-9]+]] = OpString "unsigned long"
; CHECK-DAG: [[ADDR:%[0-9]+]] = OpString "addr_t"
; CHECK-DAG: [[CPLX:%[0-9]+]] = OpString "complex"

; DW_ATE_boolean 2, unsigned_char 7, signed_char 5, signed 4, unsigned 6, float 3, address 1,
; anything else (complex_float) 0 (Unspecified).
; CHECK: {{%[0-9]+}} = OpExtInst %void [[SET:%[0-9]+]] DebugTypeBasic [[BOOL]] %uint_8 %uint_2 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeBasic [[UCHAR]] %uint_8 %uint_7 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeBasic [[CHAR]] %uint_8 %uint_5 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeBasic [[SHORT]] %uint_16 %uint_4 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeBasic [[UINT]] %uint_32 %uint_6 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeBasic [[HALF]] %uint_16 %uint_3 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeBasic [[DOUBLE]] %uint_64 %uint_3 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeBasic [[ULONG]] %uint_64 %uint_6 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeBasic [[ADDR]] %uint_64 %uint_1 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeBasic [[CPLX]] %uint_64 %uint_0 %uint_0

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !20 {
  ret void, !dbg !22
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4)
!1 = !DIFile(filename: "basic.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!5, !6, !7, !8, !9, !10, !11, !12, !13, !14}
!5 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!6 = !DIBasicType(name: "uchar", size: 8, encoding: DW_ATE_unsigned_char)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "uint", size: 32, encoding: DW_ATE_unsigned)
!10 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!12 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "addr_t", size: 64, encoding: DW_ATE_address)
!14 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!20 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !21, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !23)
!22 = !DILocation(line: 2, column: 1, scope: !20)
!23 = !{null}
