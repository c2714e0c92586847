; clang's address-space idiom `DW_OP_constu N, DW_OP_swap, DW_OP_xderef` (on every declare and
; value of OpenCL code) is not copied into the DebugExpression: in NSDI, Constu N; Swap; Xderef
; means "the value loaded from that address" (RenderDoc: "Only deref expressions supported").
; The address space is in the pointer types and the OpVariable's storage class. A declare or
; value with only the idiom has the empty expression (as glslang and DXC write); operations
; after it are kept.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-NOT: DebugOperation %uint_5{{$}}
; CHECK-NOT: DebugOperation %uint_6{{$}}
; CHECK-DAG: [[EMPTY:%[0-9]+]] = OpExtInst %void [[SET]] DebugExpression{{$}}
; CHECK-DAG: [[FRAG:%[0-9]+]] = OpExtInst %void [[SET]] DebugOperation %uint_9 %uint_0 %uint_16{{$}}
; CHECK-DAG: [[PIECE:%[0-9]+]] = OpExtInst %void [[SET]] DebugExpression [[FRAG]]{{$}}
; CHECK: %f = OpFunction
; CHECK: DebugDeclare {{%[0-9]+}} %a_addr [[EMPTY]]{{$}}
; CHECK: DebugValue {{%[0-9]+}} %p [[EMPTY]]{{$}}
; CHECK: DebugValue {{%[0-9]+}} %x [[PIECE]]{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func void @f(i32 %x, ptr addrspace(1) %p) !dbg !10 {
  %a.addr = alloca i32, align 4
    #dbg_declare(ptr %a.addr, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
    #dbg_value(ptr addrspace(1) %p, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
    #dbg_value(i32 %x, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 0, 16), !30)
  store i32 %x, ptr %a.addr, align 4, !dbg !30
  ret void, !dbg !30
}

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "idiom.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, dwarfAddressSpace: 1)
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !5, !6}
!13 = !{}
!20 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 2, type: !5)
!21 = !DILocalVariable(name: "p", arg: 2, scope: !10, file: !1, line: 1, type: !6)
!22 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 1, type: !5)
!30 = !DILocation(line: 3, column: 1, scope: !10)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 5, type: !91, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 6, column: 1, scope: !90)
!93 = !{null}
