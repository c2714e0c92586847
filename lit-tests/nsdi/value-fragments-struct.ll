; A struct local that SROA split into scalars (issue 26, RenderDoc finding: `struct Blend b` at
; -O2): LLVM describes it by one #dbg_value per member, each with DW_OP_LLVM_fragment at the
; member's bit offset and size. Both flavours write a DebugValue of the variable per member, the
; value the member's. The Kernel flavour's expression is one Fragment operation (offset, size in
; bits), which SPIRV-LLVM-Translator reads back; the Vulkan flavour names the member by the
; DebugValue's Indexes with the empty expression, as RenderDoc 1.24 reads it (it applies no
; DebugExpression operation: docs/VULKAN.md; lit-tests/renderdoc/struct_sroa.test shows the
; members). (clang 19 at -O2 deletes the records of the kernel in that finding, so its IR is
; written here by hand: docs/VULKAN.md.) value-fragments-member-indexes.ll: nested parts.
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %nsdi-llc -g --target-env=vulkan1.2 %s --verify-roundtrip -o %t.vk.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val --target-env vulkan1.2 %t.vk.spv
; RUN: spirv-dis %t.vk.spv | FileCheck %s --check-prefix=VK
; VERIFY: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; CHECK-DAG: [[W0:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugOperation %uint_9 %uint_0 %uint_32{{$}}
; CHECK-DAG: [[EW:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugExpression [[W0]]{{$}}
; CHECK-DAG: [[V0:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugOperation %uint_9 %uint_32 %uint_32{{$}}
; CHECK-DAG: [[EV:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugExpression [[V0]]{{$}}
; CHECK-DAG: [[I0:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugOperation %uint_9 %uint_64 %uint_32{{$}}
; CHECK-DAG: [[EI:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugExpression [[I0]]{{$}}
; CHECK-DAG: [[B:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugLocalVariable {{%[0-9]+}} [[BLEND:%[0-9]+]]
; CHECK-DAG: [[BLEND]] = OpExtInst %void {{%[0-9]+}} DebugTypeComposite
; CHECK:     OpFunction
; CHECK:     DebugValue [[B]] {{%[0-9a-z_]+}} [[EW]]{{$}}
; CHECK-NEXT: DebugValue [[B]] {{%[0-9a-z_]+}} [[EV]]{{$}}
; CHECK-NEXT: DebugValue [[B]] {{%[0-9a-z_]+}} [[EI]]{{$}}
; VK-DAG: [[EMPTY:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugExpression{{$}}
; VK-DAG: [[B:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugLocalVariable {{%[0-9]+}} [[BLEND:%[0-9]+]]
; VK-DAG: [[BLEND]] = OpExtInst %void {{%[0-9]+}} DebugTypeComposite
; VK-NOT: DebugOperation %uint_9
; VK:     OpFunction
; VK:      DebugValue [[B]] %w [[EMPTY]] %uint_0{{$}}
; VK-NEXT: DebugValue [[B]] %v [[EMPTY]] %uint_1{{$}}
; VK-NEXT: DebugValue [[B]] %i [[EMPTY]] %uint_2{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; struct Blend { float w; float v; int i; } b = {w, v, i}: three records, one per member.
define spir_kernel void @k(ptr addrspace(1) %out, float %w, float %v, i32 %i) !dbg !40 {
entry:
    #dbg_value(float %w, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !42)
    #dbg_value(float %v, !60, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !42)
    #dbg_value(i32 %i, !60, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !42)
  %m = fmul float %w, %v, !dbg !43
  store float %m, ptr addrspace(1) %out, align 4, !dbg !43
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
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blend", file: !1, line: 1, size: 96, elements: !51)
!51 = !{!52, !53, !54}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !50, file: !1, line: 2, baseType: !34, size: 32)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !50, file: !1, line: 3, baseType: !34, size: 32, offset: 32)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !50, file: !1, line: 4, baseType: !35, size: 32, offset: 64)
!60 = !DILocalVariable(name: "b", scope: !40, file: !1, line: 11, type: !50)
