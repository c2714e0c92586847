; `void f(fp a, fp b)` where `fp` points to f's own type: the type graph doubles at every level.
; Rendering it for the comparison, bounded only by depth (64), took exponential time and memory
; (the spirv_reader fuzzer's finding, docs/TESTING.md); now it stops after 4096 types in all, on
; both sides alike.
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s
; RUN: spirv-val %t.spv
; RUN: %nsdi-llc -g --spirv-ext=+all %s --verify-roundtrip -o %t.fwd.spv 2>&1 | FileCheck %s
; RUN: spirv-val %t.fwd.spv
; CHECK: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences

define spir_kernel void @f(ptr addrspace(1) %a, ptr addrspace(1) %b) !dbg !5 {
entry:
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.cl", directory: "/nsdi-lit-nonexistent")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !9, !9}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!8 = !DILocation(line: 2, column: 3, scope: !5)
