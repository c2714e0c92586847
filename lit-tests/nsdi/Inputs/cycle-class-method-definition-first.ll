; Input for cycle-class-method-definition-first.test: class Acc { int x; public: void set(int);
; int get() const; } with set() defined out of class and lowered before anything else names Acc
; (the definition comes first and the kernel has no Acc local).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%class.Acc = type { i32 }

define spir_func void @_ZN3Acc3setEi(ptr addrspace(4) %this, i32 %v) !dbg !30 {
  store i32 %v, ptr addrspace(4) %this, align 4, !dbg !33
  ret void, !dbg !33
}

define spir_kernel void @k(ptr addrspace(4) %p) !dbg !90 {
  call spir_func void @_ZN3Acc3setEi(ptr addrspace(4) %p, i32 3), !dbg !92
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "acc.clcpp", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Acc", file: !1, line: 1, size: 32, flags: DIFlagTypePassByValue, elements: !11, identifier: "_ZTS3Acc")
!11 = !{!12, !13, !20}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !10, file: !1, line: 2, baseType: !14, size: 32, flags: DIFlagPrivate)
!13 = !DISubprogram(name: "set", linkageName: "_ZN3Acc3setEi", scope: !10, file: !1, line: 4, type: !15, scopeLine: 4, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DISubroutineType(types: !16)
!16 = !{null, !17, !14}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!20 = !DISubprogram(name: "get", linkageName: "_ZNK3Acc3getEv", scope: !10, file: !1, line: 5, type: !21, scopeLine: 5, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!21 = !DISubroutineType(types: !22)
!22 = !{!14, !23}
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!30 = distinct !DISubprogram(name: "set", linkageName: "_ZN3Acc3setEi", scope: !10, file: !1, line: 8, type: !15, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !13)
!33 = !DILocation(line: 8, column: 30, scope: !30)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !91, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 11, column: 7, scope: !90)
!93 = !{null, !94}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, dwarfAddressSpace: 4)
