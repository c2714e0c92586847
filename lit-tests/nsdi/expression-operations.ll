; DebugExpression lists DebugOperations in DIExpression order; each DebugOperation is (opcode,
; operands...) with NSDI opcodes: Deref 0, PlusUconst 3 (n), Swap 5, Xderef 6, StackValue 7,
; Constu 8 (n), Fragment 9 (offset, size). Identical operations are written once
; and shared; an empty DIExpression is an empty DebugExpression. clang's leading address-space
; idiom (DW_OP_constu N, DW_OP_swap, DW_OP_xderef) is not copied: in NSDI it would mean "the
; value loaded from that address" (the address space is in the types), so a declare with only
; the idiom has the empty expression, and what follows it is kept.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[FRAG:%[0-9]+]] = OpExtInst %void [[SET]] DebugOperation %uint_9 %uint_32 %uint_32{{$}}
; CHECK-DAG: [[PLUS:%[0-9]+]] = OpExtInst %void [[SET]] DebugOperation %uint_3 %uint_8{{$}}
; CHECK-DAG: [[DEREF:%[0-9]+]] = OpExtInst %void [[SET]] DebugOperation %uint_0{{$}}
; CHECK-DAG: [[STACK:%[0-9]+]] = OpExtInst %void [[SET]] DebugOperation %uint_7{{$}}
; CHECK-DAG: [[CONSTU3:%[0-9]+]] = OpExtInst %void [[SET]] DebugOperation %uint_8 %uint_3{{$}}
; CHECK-DAG: [[E1:%[0-9]+]] = OpExtInst %void [[SET]] DebugExpression{{$}}
; CHECK-DAG: [[E2:%[0-9]+]] = OpExtInst %void [[SET]] DebugExpression [[FRAG]]{{$}}
; CHECK-DAG: [[E3:%[0-9]+]] = OpExtInst %void [[SET]] DebugExpression [[PLUS]] [[DEREF]] [[STACK]]{{$}}
; CHECK-DAG: [[E4:%[0-9]+]] = OpExtInst %void [[SET]] DebugExpression [[CONSTU3]] [[STACK]]{{$}}
; CHECK-DAG: [[E5:%[0-9]+]] = OpExtInst %void [[SET]] DebugExpression [[FRAG]]{{$}}
; CHECK-DAG: [[E6:%[0-9]+]] = OpExtInst %void [[SET]] DebugExpression{{$}}
; CHECK-NOT: DebugOperation %uint_5{{$}}
; CHECK-NOT: DebugOperation %uint_6{{$}}

; CHECK: %f = OpFunction
; CHECK: DebugDeclare {{%[0-9]+}} %a_addr [[E1]]{{$}}
; CHECK: DebugValue {{%[0-9]+}} %x [[E2]]{{$}}
; CHECK: DebugValue {{%[0-9]+}} %p [[E3]]{{$}}
; CHECK: DebugValue {{%[0-9]+}} %x [[E4]]{{$}}
; CHECK: DebugValue {{%[0-9]+}} %x [[E5]]{{$}}
; CHECK: DebugValue {{%[0-9]+}} %x [[E6]]{{$}}

; Each distinct operation once.
; RUN: spirv-dis %t.spv | grep -c "DebugOperation %uint_9 %uint_32 %uint_32$" | FileCheck %s --check-prefix=ONCE
; RUN: spirv-dis %t.spv | grep -c "DebugOperation %uint_7$" | FileCheck %s --check-prefix=ONCE
; ONCE: {{^}}1{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func void @f(i32 %x, ptr %p) !dbg !10 {
  %a.addr = alloca i32, align 4
    #dbg_declare(ptr %a.addr, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
    #dbg_value(i32 %x, !21, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !30)
    #dbg_value(ptr %p, !22, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_deref, DW_OP_stack_value), !30)
    #dbg_value(i32 %x, !22, !DIExpression(DW_OP_constu, 3, DW_OP_stack_value), !30)
    #dbg_value(i32 %x, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 32, 32), !30)
    #dbg_value(i32 %x, !22, !DIExpression(), !30)
  store i32 %x, ptr %a.addr, align 4, !dbg !30
  ret void, !dbg !30
}

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "expr.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !13, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 0)
!17 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 2, type: !15)
!21 = !DILocalVariable(name: "wide", scope: !10, file: !1, line: 3, type: !17)
!22 = !DILocalVariable(name: "field", scope: !10, file: !1, line: 4, type: !15)
!23 = !DILocalVariable(name: "wide2", scope: !10, file: !1, line: 5, type: !17)
!30 = !DILocation(line: 2, column: 7, scope: !10)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !91, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 11, column: 1, scope: !90)
!93 = !{null}
