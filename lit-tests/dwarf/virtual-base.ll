; A virtual base (`struct D : virtual B`): DWARF locates it through the vtable at run time (its
; DW_AT_data_member_location is an expression, not an offset). NSDI has no run-time member
; location: its member of B says Offset 0 with FlagUnknownPhysicalLayout, a placeholder, not
; a place in D (lit-tests/nsdi/type-virtual-base-member.ll). The oracle reads both as "a
; virtual base of D" and compares them as one fact, both ways. Before, NSDI carried the DI's
; `offset:` (24, a place in the vtable) as if it were B's bit offset, and the oracle explained
; that with a named reason.
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val %t.spv
; RUN: %nsdi-roundtrip --against-dwarf --verbose %s %t.spv | FileCheck %s
; VERIFY: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; CHECK:      compared 6 DWARF facts: 0 differences (0 explained)
; CHECK-NOT: {{.}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.D = type { ptr addrspace(4), i32 }

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !40 {
  %s = alloca %struct.D, align 8
    #dbg_declare(ptr %s, !60, !DIExpression(), !42)
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !42
  ret void, !dbg !42
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !DISubroutineType(types: !23)
!23 = !{null}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !21, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!42 = !DILocation(line: 11, column: 3, scope: !40)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "B", file: !1, line: 1, size: 32, elements: !46, identifier: "_ZTS1B")
!46 = !{!47}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !45, file: !1, line: 1, baseType: !34, size: 32)
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D", file: !1, line: 2, size: 128, elements: !51, identifier: "_ZTS1D")
!51 = !{!52, !53}
!52 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !50, baseType: !45, offset: 24, flags: DIFlagPublic | DIFlagVirtual, extraData: i32 0)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !50, file: !1, line: 2, baseType: !34, size: 32, offset: 64)
!60 = !DILocalVariable(name: "s", scope: !40, file: !1, line: 11, type: !50)
