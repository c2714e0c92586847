; DebugDeclare (variable, storage, expression): a variable in an alloca names the alloca's
; OpVariable; one whose address is a parameter (a byval struct passed by pointer) names the
; OpFunctionParameter. OpenCL's address-space idiom (DW_OP_constu 0, DW_OP_swap,
; DW_OP_xderef) is not copied: the declare has the empty expression, as glslang and DXC write
; (in NSDI the idiom would mean "the value loaded from that address").
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[NN:%[0-9]+]] = OpString "n"
; CHECK-DAG: [[PN:%[0-9]+]] = OpString "p"
; CHECK-DAG: [[N:%[0-9]+]] = OpExtInst %void [[SET]] DebugLocalVariable [[NN]]
; CHECK-DAG: [[P:%[0-9]+]] = OpExtInst %void [[SET]] DebugLocalVariable [[PN]]
; CHECK-DAG: [[EMPTY:%[0-9]+]] = OpExtInst %void [[SET]] DebugExpression{{$}}
; CHECK-DAG: [[AS:%[0-9]+]] = OpExtInst %void [[SET]] DebugExpression{{$}}
; CHECK-NOT: DebugOperation

; CHECK: %f = OpFunction
; CHECK-NEXT: %p = OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %n_addr = OpVariable
; CHECK: OpExtInst %void [[SET]] DebugDeclare [[P]] %p [[EMPTY]]{{$}}
; CHECK: OpExtInst %void [[SET]] DebugDeclare [[N]] %n_addr [[AS]]{{$}}
; CHECK-NOT: DebugDeclare
; CHECK: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Pair = type { i32, i32 }

define spir_func i32 @f(ptr byval(%struct.Pair) align 4 %p) !dbg !10 {
  %n.addr = alloca i32, align 4
    #dbg_declare(ptr %p, !21, !DIExpression(), !30)
    #dbg_declare(ptr %n.addr, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  %v = load i32, ptr %p, align 4, !dbg !30
  store i32 %v, ptr %n.addr, align 4, !dbg !30
  ret i32 %v, !dbg !31
}

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "declare.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !13, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !1, line: 1, size: 64, elements: !17)
!17 = !{}
!20 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 2, type: !15)
!21 = !DILocalVariable(name: "p", arg: 1, scope: !10, file: !1, line: 1, type: !16)
!30 = !DILocation(line: 2, column: 7, scope: !10)
!31 = !DILocation(line: 3, column: 3, scope: !10)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !91, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 11, column: 1, scope: !90)
!93 = !{null}
