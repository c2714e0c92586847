; DebugFunctionDefinition (DebugFunction, OpFunction) is in the entry block right after the last
; OpVariable (OpVariables must come first), followed by the block's DebugScope; no OpVariable
; follows it. Without OpVariables it comes right after OpLabel.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[KNAME:%[0-9]+]] = OpString "k"
; CHECK-DAG: [[LEAFNAME:%[0-9]+]] = OpString "leaf"
; CHECK-DAG: [[LEAF:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunction [[LEAFNAME]]
; CHECK-DAG: [[K:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunction [[KNAME]]

; CHECK: %leaf = OpFunction
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpExtInst %void [[SET]] DebugFunctionDefinition [[LEAF]] %leaf{{$}}
; CHECK-NEXT: OpExtInst %void [[SET]] DebugScope [[LEAF]]{{$}}
; CHECK: OpFunctionEnd

; CHECK: %k = OpFunction
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpVariable
; CHECK-NEXT: OpVariable
; CHECK-NEXT: OpVariable
; CHECK-NEXT: OpExtInst %void [[SET]] DebugFunctionDefinition [[K]] %k{{$}}
; CHECK-NEXT: OpExtInst %void [[SET]] DebugScope [[K]]{{$}}
; CHECK-NOT: OpVariable
; CHECK: OpFunctionEnd

; One DebugFunctionDefinition per function.
; RUN: spirv-dis %t.spv | grep -c DebugFunctionDefinition | FileCheck %s --check-prefix=COUNT
; COUNT: {{^}}2{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func i32 @leaf(i32 %x) !dbg !10 {
  %1 = add i32 %x, 1, !dbg !11
  ret i32 %1, !dbg !11
}

define spir_kernel void @k(ptr addrspace(1) %out) !dbg !90 {
entry:
  %out.addr = alloca ptr addrspace(1), align 8
  %a = alloca i32, align 4
  %b = alloca [4 x i32], align 4
  store ptr addrspace(1) %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !92)
    #dbg_declare(ptr %a, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !92)
  %call = call spir_func i32 @leaf(i32 2), !dbg !92
  store i32 %call, ptr %a, align 4, !dbg !92
  br label %next, !dbg !92

next:
  %v = load i32, ptr %a, align 4, !dbg !94
  %p = load ptr addrspace(1), ptr %out.addr, align 8, !dbg !94
  store i32 %v, ptr addrspace(1) %p, align 4, !dbg !94
  ret void, !dbg !94
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "placement.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "leaf", scope: !1, file: !1, line: 1, type: !12, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 1, column: 30, scope: !10)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "out", arg: 1, scope: !90, file: !1, line: 3, type: !22)
!21 = !DILocalVariable(name: "a", scope: !90, file: !1, line: 4, type: !14)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !91, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 4, column: 7, scope: !90)
!93 = !{null, !22}
!94 = !DILocation(line: 5, column: 3, scope: !90)
