; A virtual base (`struct D : virtual B`) has no offset in its class: the vtable says where it
; is at run time, and clang's `offset:` on the inheritance (24 here) is where the vtable holds
; that offset, a byte count, not the base's bit offset in D. NSDI has no virtual flag and no
; run-time member location, so the base's member says Offset 0 with FlagUnknownPhysicalLayout
; (the spec's mark that Offset is a placeholder, not the layout): public|artificial|
; unknown-layout = 3 + 32 + 131072 = 131107. A non-virtual base (E : B) keeps its offset and
; gets no such flag. CodeView's indirect virtual base (F : D lists D's virtual B,
; DIFlagIndirectVirtualBase = FwdDecl | Virtual) is written the same, without FlagFwdDecl:
; there FwdDecl means "indirect", not "declared only". Before, D's member claimed B at bit 24
; with flags 35, and F's at bit 8 with flags 51 (fwd-decl).
; RUN: %nsdi-llc -g --remarks %s -o %t.spv 2> %t.remarks
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %nsdi-llc -g --verify-roundtrip %s -o %t.rt.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: %nsdi-llc -g --spirv-ext=+all --verify-roundtrip %s -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-dump %t.spv | FileCheck %s --check-prefix=DUMP
; The translator reads the member back as a data member at offset 0 (it ignores the
; placeholder flag, and keeps no FlagArtificial on a member).
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REVERSE

; CHECK-DAG: [[BNAME:%[0-9]+]] = OpString "B"
; CHECK-DAG: [[DNAME:%[0-9]+]] = OpString "D"
; CHECK-DAG: [[ENAME:%[0-9]+]] = OpString "E"
; CHECK-DAG: [[FNAME:%[0-9]+]] = OpString "F"
; CHECK: [[B:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugTypeComposite [[BNAME]]
; CHECK: [[DBASE:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugTypeMember [[BNAME]] [[B]] {{%[0-9]+}} %uint_0 %uint_0 %uint_0 %uint_32 %uint_131107{{$}}
; CHECK: [[DY:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugTypeMember {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} %uint_2 %uint_0 %uint_64 %uint_32 %uint_0{{$}}
; CHECK-NEXT: DebugTypeComposite [[DNAME]] %uint_1 {{.*}} %uint_128 %uint_0 [[DBASE]] [[DY]]{{$}}
; CHECK: [[EBASE:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugTypeMember [[BNAME]] [[B]] {{%[0-9]+}} %uint_0 %uint_0 %uint_32 %uint_32 %uint_35{{$}}
; CHECK-NEXT: [[EZ:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugTypeMember {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} %uint_3 %uint_0 %uint_0 %uint_32 %uint_0{{$}}
; CHECK-NEXT: DebugTypeComposite [[ENAME]] %uint_1 {{.*}} %uint_64 %uint_0 [[EBASE]] [[EZ]]{{$}}
; CHECK: [[FD:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugTypeMember [[DNAME]] {{%[0-9]+}} {{%[0-9]+}} %uint_0 %uint_0 %uint_0 %uint_128 %uint_35{{$}}
; CHECK-NEXT: [[FB:%[0-9]+]] = OpExtInst %void {{%[0-9]+}} DebugTypeMember [[BNAME]] [[B]] {{%[0-9]+}} %uint_0 %uint_0 %uint_0 %uint_32 %uint_131107{{$}}
; CHECK-NEXT: DebugTypeComposite [[FNAME]] %uint_1 {{.*}} %uint_160 %uint_0 [[FD]] [[FB]]{{$}}
; CHECK-NOT: DebugTypeInheritance

; REMARK: virtual base 'B' of 'D' is located through the vtable at run time, which NSDI cannot say: its member has Offset 0 and FlagUnknownPhysicalLayout
; REMARK-NEXT: virtual base 'B' of 'F' is located through the vtable at run time, which NSDI cannot say: its member has Offset 0 and FlagUnknownPhysicalLayout
; REMARK-NOT: virtual base

; VERIFY: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences

; DUMP-DAG: member B: struct B = {{.*}} Offset: 0, Size: 32, Flags: 131107 (public|artificial|unknown-layout)
; DUMP-DAG: member B: struct B = {{.*}} Offset: 32, Size: 32, Flags: 35 (public|artificial)

; REVERSE-DAG: !DIDerivedType(tag: DW_TAG_member, name: "B", {{.*}}baseType: ![[#]], size: 32, flags: DIFlagPublic)
; REVERSE-DAG: !DIDerivedType(tag: DW_TAG_member, name: "B", {{.*}}baseType: ![[#]], size: 32, offset: 32, flags: DIFlagPublic)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.D = type { ptr addrspace(4), i32, i32 }
%struct.E = type { i32, i32 }
%struct.F = type { %struct.D, i32 }

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !40 {
  %d = alloca %struct.D, align 8
  %e = alloca %struct.E, align 4
  %f = alloca %struct.F, align 8
    #dbg_declare(ptr %d, !60, !DIExpression(), !42)
    #dbg_declare(ptr %e, !61, !DIExpression(), !42)
    #dbg_declare(ptr %f, !62, !DIExpression(), !42)
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !42
  ret void, !dbg !42
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "vbase.clcpp", directory: "/nsdi-lit-nonexistent")
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
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "E", file: !1, line: 3, size: 64, elements: !56, identifier: "_ZTS1E")
!56 = !{!57, !58}
!57 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !55, baseType: !45, offset: 32, flags: DIFlagPublic, extraData: i32 0)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !55, file: !1, line: 3, baseType: !34, size: 32)
!60 = !DILocalVariable(name: "d", scope: !40, file: !1, line: 11, type: !50)
!61 = !DILocalVariable(name: "e", scope: !40, file: !1, line: 12, type: !55)
!62 = !DILocalVariable(name: "f", scope: !40, file: !1, line: 13, type: !70)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "F", file: !1, line: 4, size: 160, elements: !71, identifier: "_ZTS1F")
!71 = !{!72, !73}
!72 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !70, baseType: !50, flags: DIFlagPublic, extraData: i32 0)
!73 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !70, baseType: !45, offset: 8, flags: DIFlagPublic | DIFlagIndirectVirtualBase, extraData: i32 0)
