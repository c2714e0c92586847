; Member offsets in DWARF 2 and 3, read as LLVM writes them (x86_64, little-endian). DWARF 2
; gives DW_AT_data_member_location as a location expression (`DW_OP_plus_uconst N`), and
; DWARF 2 and 3 give a bit field as its storage unit's byte offset, the unit's size and
; DW_AT_bit_offset from the unit's most significant bit (DWARF 4 and later:
; DW_AT_data_bit_offset). The oracle read the expression as 0 and a bit field as its unit's
; offset, so every such member differed ("member 'b' at bit 0 in DWARF, not in NSDI").
; RUN: %nsdi-llc -g %s -o %t2.spv
; RUN: %nsdi-roundtrip --against-dwarf --verbose %s %t2.spv | FileCheck %s
; RUN: sed 's/"Dwarf Version", i32 2/"Dwarf Version", i32 3/' %s > %t3.ll
; RUN: %nsdi-llc -g %t3.ll -o %t3.spv
; RUN: %nsdi-roundtrip --against-dwarf --verbose %t3.ll %t3.spv | FileCheck %s
; RUN: %nsdi-dump %t2.spv | FileCheck %s --check-prefix=DUMP
; CHECK: compared 8 DWARF facts: 0 differences (0 explained)
; CHECK-NOT: {{.}}
; DUMP: member b: int {{.*}} Offset: 32, Size: 32,
; DUMP: member c: int {{.*}} Offset: 67, Size: 3,
; DUMP: member d: int {{.*}} Offset: 72, Size: 5,
; DUMP: member e: short {{.*}} Offset: 80, Size: 16,

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.S = type { i32, i32, i32, i16 }

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !40 {
  %s = alloca %struct.S, align 4
    #dbg_declare(ptr %s, !60, !DIExpression(), !42)
  store i32 1, ptr addrspace(1) %p, !dbg !42
  ret void, !dbg !42
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !DISubroutineType(types: !23)
!23 = !{null}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!40 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !21, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!42 = !DILocation(line: 11, column: 3, scope: !40)
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 96, elements: !51)
!51 = !{!52, !53, !54, !55, !56}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !50, file: !1, line: 2, baseType: !34, size: 32)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !50, file: !1, line: 3, baseType: !34, size: 32, offset: 32)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !50, file: !1, line: 4, baseType: !34, size: 3, offset: 67, flags: DIFlagBitField, extraData: i64 64)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !50, file: !1, line: 5, baseType: !34, size: 5, offset: 72, flags: DIFlagBitField, extraData: i64 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !50, file: !1, line: 6, baseType: !35, size: 16, offset: 80)
!60 = !DILocalVariable(name: "s", scope: !40, file: !1, line: 11, type: !50)
