; DebugTypeQualifier: const 0, volatile 1, restrict 2, atomic 3; qualifiers nest in DI order.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK: [[INTNAME:%[0-9]+]] = OpString "int"
; CHECK: [[INT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic [[INTNAME]] %uint_32 %uint_4 %uint_0
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeQualifier [[INT]] %uint_0{{$}}
; CHECK-NEXT: [[VOL:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeQualifier [[INT]] %uint_1{{$}}
; CHECK-NEXT: [[PTR:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypePointer [[INT]] %uint_5 %uint_0{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeQualifier [[PTR]] %uint_2{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeQualifier [[INT]] %uint_3{{$}}
; const volatile int: const of (volatile int), reusing the volatile qualifier.
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugTypeQualifier [[VOL]] %uint_0{{$}}
; CHECK-NOT: DebugTypeQualifier

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !20 {
  ret void, !dbg !22
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4)
!1 = !DIFile(filename: "qual.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!20 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !21, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !23)
!22 = !DILocation(line: 2, column: 1, scope: !20)
!23 = !{null}
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!6 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!7 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
!8 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !10)
!9 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, dwarfAddressSpace: 1)
