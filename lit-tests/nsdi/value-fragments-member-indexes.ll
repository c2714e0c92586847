; A split variable's fragments in the Vulkan flavour (issue 26, RenderDoc finding: `struct Blend
; b` at -O2): a fragment covering exactly one part of the variable — a member, a member of a
; member, an element of an array (one index per dimension) or of a vector, a row of a 2-D array —
; is a DebugValue naming that part by its Indexes (OpConstants), with the empty expression:
; RenderDoc 1.24 reads Indexes and applies no DebugExpression operation (docs/VULKAN.md). A
; fragment on no part's bounds (two members, half a member, an element of an array of 3-float
; vectors, which NSDI states as 96 bits, LLVM's as 128) keeps the Fragment operation. The Kernel
; flavour writes every fragment as a Fragment operation (SPIRV-LLVM-Translator reads those).
; The round trip maps the Indexes back to the fragment (docs/ROUNDTRIP.md, vulkan-member-indexes)
; and the spec lint's index-range rule accepts them.
; RUN: %nsdi-llc -g --target-env=vulkan1.2 %s --verify-roundtrip -o %t.vk.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val --target-env vulkan1.2 %t.vk.spv
; RUN: %nsdi-roundtrip --lint %s %t.vk.spv | FileCheck %s --check-prefix=LINT
; RUN: spirv-dis %t.vk.spv | FileCheck %s --check-prefix=VK
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=KERNEL
; The checker places Indexes from the NSDI types: naming in.a where the source says in.b is a
; difference.
; RUN: spirv-dis %t.vk.spv -o %t.vk.spvasm
; RUN: sed 's/\(DebugValue %[0-9]* %x %[0-9]* %uint_1\) %uint_1$/\1 %uint_0/' %t.vk.spvasm > %t.wrong.spvasm
; RUN: spirv-as --preserve-numeric-ids --target-env vulkan1.2 %t.wrong.spvasm -o %t.wrong.spv
; RUN: not %nsdi-roundtrip %s %t.wrong.spv 2>&1 | FileCheck %s --check-prefix=WRONG
; WRONG: debug use 2 "value 'o:11 arg 0 in fn k' (Fragment 32 32) = %x in fn k" != "value 'o:11 arg 0 in fn k' (Fragment 64 32) = %x in fn k" (nsdi != llvm)
; VERIFY: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; LINT: lint: 0 findings

; VK-DAG: [[EMPTY:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugExpression{{$}}
; VK-DAG: [[TWO:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugOperation %uint_9 %uint_0 %uint_64{{$}}
; VK-DAG: [[ETWO:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugExpression [[TWO]]{{$}}
; VK-DAG: [[HALF:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugOperation %uint_9 %uint_32 %uint_16{{$}}
; VK-DAG: [[EHALF:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugExpression [[HALF]]{{$}}
; VK-DAG: [[PADDED:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugOperation %uint_9 %uint_768 %uint_128{{$}}
; VK-DAG: [[EPADDED:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugExpression [[PADDED]]{{$}}
; VK-DAG: [[O:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugLocalVariable {{%[0-9]+}} {{%[0-9]+}}
; VK:     OpFunction
; n: member 0.
; VK:      DebugValue [[O]] %n [[EMPTY]] %uint_0{{$}}
; in.b: member 1 of member 1.
; VK-NEXT: DebugValue [[O]] %x [[EMPTY]] %uint_1 %uint_1{{$}}
; all of member `in`.
; VK-NEXT: DebugValue [[O]] {{%[0-9a-z_]+}} [[EMPTY]] %uint_1{{$}}
; arr[1][2] and the row arr[1].
; VK-NEXT: DebugValue [[O]] %x [[EMPTY]] %uint_2 %uint_1 %uint_2{{$}}
; VK-NEXT: DebugValue [[O]] {{%[0-9a-z_]+}} [[EMPTY]] %uint_2 %uint_1{{$}}
; v.w (float4) and p.y (float3).
; VK-NEXT: DebugValue [[O]] %x [[EMPTY]] %uint_3 %uint_3{{$}}
; VK-NEXT: DebugValue [[O]] %x [[EMPTY]] %uint_4 %uint_1{{$}}
; n and in.a together; half of in.a; q[1] (float3 q[2]).
; VK-NEXT: DebugValue [[O]] {{%[0-9a-z_]+}} [[ETWO]]{{$}}
; VK-NEXT: DebugValue [[O]] {{%[0-9a-z_]+}} [[EHALF]]{{$}}
; VK-NEXT: DebugValue [[O]] {{%[0-9a-z_]+}} [[EPADDED]]{{$}}

; KERNEL-DAG: [[KN:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugOperation %uint_9 %uint_0 %uint_32{{$}}
; KERNEL-DAG: [[KEN:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugExpression [[KN]]{{$}}
; KERNEL-DAG: [[KB:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugOperation %uint_9 %uint_64 %uint_32{{$}}
; KERNEL-DAG: [[KEB:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugExpression [[KB]]{{$}}
; KERNEL:     OpFunction
; KERNEL:      DebugValue {{%[0-9]+}} %n [[KEN]]{{$}}
; KERNEL-NEXT: DebugValue {{%[0-9]+}} %x [[KEB]]{{$}}
; KERNEL-NOT:  DebugValue {{.*}} %uint_{{[0-9]+$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; struct Inner { float a, b; };
; struct Outer { int n; struct Inner in; float arr[2][3]; float4 v; float3 p; float3 q[2]; } o;
define spir_kernel void @k(ptr addrspace(1) %out, float %x, i32 %n) !dbg !40 {
entry:
    #dbg_value(i32 %n, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !42)
    #dbg_value(float %x, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_LLVM_fragment, 64, 32), !42)
    #dbg_value(<2 x float> poison, !60, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !42)
    #dbg_value(float %x, !60, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !42)
    #dbg_value(<3 x float> poison, !60, !DIExpression(DW_OP_LLVM_fragment, 192, 96), !42)
    #dbg_value(float %x, !60, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !42)
    #dbg_value(float %x, !60, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !42)
    #dbg_value(<2 x float> poison, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !42)
    #dbg_value(float poison, !60, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !42)
    #dbg_value(<4 x float> poison, !60, !DIExpression(DW_OP_LLVM_fragment, 768, 128), !42)
  store float %x, ptr addrspace(1) %out, align 4, !dbg !43
  ret void, !dbg !44
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "s.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !DISubroutineType(types: !23)
!23 = !{null}
!34 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !21, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !DILocation(line: 11, column: 16, scope: !40)
!43 = !DILocation(line: 12, column: 3, scope: !40)
!44 = !DILocation(line: 13, column: 1, scope: !40)
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Inner", file: !1, line: 1, size: 64, elements: !51)
!51 = !{!52, !53}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !50, file: !1, line: 1, baseType: !34, size: 32)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !50, file: !1, line: 1, baseType: !34, size: 32, offset: 32)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Outer", file: !1, line: 2, size: 1024, elements: !55)
!55 = !{!56, !57, !58, !59, !61, !62}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !54, file: !1, line: 3, baseType: !35, size: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !54, file: !1, line: 4, baseType: !50, size: 64, offset: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !54, file: !1, line: 5, baseType: !63, size: 192, offset: 96)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !54, file: !1, line: 6, baseType: !66, size: 128, offset: 384)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !54, file: !1, line: 7, baseType: !68, size: 128, offset: 512)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "q", scope: !54, file: !1, line: 8, baseType: !70, size: 256, offset: 640)
!60 = !DILocalVariable(name: "o", scope: !40, file: !1, line: 11, type: !54)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 192, elements: !64)
!64 = !{!65, !72}
!65 = !DISubrange(count: 2)
!72 = !DISubrange(count: 3)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 128, flags: DIFlagVector, elements: !67)
!67 = !{!73}
!73 = !DISubrange(count: 4)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 128, flags: DIFlagVector, elements: !69)
!69 = !{!72}
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 256, elements: !71)
!71 = !{!65}
