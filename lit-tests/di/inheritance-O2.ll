; Inheritance at -O2: base-class methods inlined through Derived::score (nested inlinedAt chain), DW_TAG_inheritance members of Labeled with the second base at offset 64, and dbg.value undef for inlined this.
; RUN: %nsdi-llc --dump-di %s | FileCheck %s
; RUN: %check-di-node-count %s | FileCheck %s --check-prefix=COUNT
; RUN: %nsdi-llc -g --verify-roundtrip %s -o %t.g.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.g.spv
; RUN: llvm-spirv -r %t.g.spv -o %t.g.rev.bc
; RUN: %nsdi-llc -g --spirv-ext=+all --verify-roundtrip %s -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-llc -gline-tables-only --verify-roundtrip %s -o %t.lt.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.lt.spv
; RUN: llvm-spirv -r %t.lt.spv -o %t.lt.rev.bc
; ROUNDTRIP: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; COUNT: DI node count {{[0-9]+}} matches llvm-dis
; CHECK: {{^}}; 89 nodes (88 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!5 = DIDerivedType(tag: DW_TAG_inheritance,{{.*}} scope: [[DERIVED:![0-9]+]],{{.*}} baseType: [[CIRCLE:![0-9]+]],{{.*}} offset: 0, flags: DIFlagZero, extraData: i32 0,
; CHECK: {{^}}!20 = DIDerivedType(tag: DW_TAG_inheritance,{{.*}} scope: [[DERIVED]],{{.*}} baseType: [[NAMED:![0-9]+]],{{.*}} offset: 96, flags: DIFlagProtected, extraData: i32 0,
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "inheritance",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!37, !38, !42, !43, !51},
; CHECK: {{^}}[[LABELED:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Labeled",{{.*}} size: 128,{{.*}} flags: DIFlagTypePassByValue, elements: {!45, !46, !47},{{.*}} identifier: "_ZTS7Labeled",
; CHECK-NEXT: {{^}}!45 = DIDerivedType(tag: DW_TAG_inheritance,{{.*}} scope: [[LABELED]],{{.*}} baseType: [[SHAPE:![0-9]+]],{{.*}} offset: 0, flags: DIFlagZero, extraData: i32 0,
; CHECK-NEXT: {{^}}!46 = DIDerivedType(tag: DW_TAG_inheritance,{{.*}} scope: [[LABELED]],{{.*}} baseType: [[NAMED]],{{.*}} offset: 64, flags: DIFlagZero, extraData: i32 0,
; CHECK: {{^}}!57 = DILocation(line: 0, column: 0, scope: [[AREA:![0-9]+]], inlinedAt: !61, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[AREA]] = distinct DISubprogram(scope: [[CIRCLE]], name: "area", linkageName: "_ZNU3AS4K6Circle4areaEv",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} declaration: !16, retainedNodes: {!59},
; CHECK-NEXT: {{^}}!59 = DILocalVariable(name: "this", arg: 1, scope: [[AREA]],{{.*}} type: !60, flags: DIFlagArtificial | DIFlagObjectPointer,
; CHECK: {{^}}!62 = DILocation(line: 14, column: 40, scope: [[AREA]], inlinedAt: !61, isImplicitCode: false){{$}}
; CHECK: {{^}}[[TAG:![0-9]+]] = distinct DISubprogram(scope: [[NAMED]], name: "tag", linkageName: "_ZNU3AS4K5Named3tagEv",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized,{{.*}} declaration: !23, retainedNodes: {!67},
; CHECK: {{^}}!74 = DILocation(line: 0, column: 0, scope: [[AREA]], inlinedAt: !75, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}!75 = distinct DILocation(line: 24, column: 32, scope: [[SCORE:![0-9]+]], inlinedAt: !79, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[SCORE]] = distinct DISubprogram(scope: [[DERIVED]], name: "score", linkageName: "_ZNU3AS4K7Derived5scoreEv",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized,{{.*}} declaration: !30, retainedNodes: {!77},
; CHECK: {{^}}!79 = distinct DILocation(line: 40, column: 14, scope: [[KERNEL]], inlinedAt: null, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}!80 = DILocation(line: 0, column: 0, scope: [[TAG]], inlinedAt: !81, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}!81 = distinct DILocation(line: 24, column: 41, scope: [[SCORE]], inlinedAt: !79, isImplicitCode: false){{$}}
; CHECK: {{^}}function @inheritance subprogram [[KERNEL]]: 1 blocks, 20 instructions, 20 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(undef, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !74{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(undef, !67, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !80{{$}}
; ModuleID = 'lit-tests/di/Inputs/inheritance.clcpp'
source_filename = "lit-tests/di/Inputs/inheritance.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define spir_kernel void @inheritance(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #0 !dbg !51 !kernel_arg_addr_space !73 !kernel_arg_access_qual !74 !kernel_arg_type !75 !kernel_arg_base_type !75 !kernel_arg_type_qual !76 {
    #dbg_value(ptr addrspace(1) %0, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %2 = tail call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !78
    #dbg_value(i64 %2, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %3 = uitofp i64 %2 to float, !dbg !79
  %4 = trunc i64 %2 to i32, !dbg !80
    #dbg_value(ptr addrspace(4) undef, !81, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !85)
  %5 = fmul float %3, 0x400921FA00000000, !dbg !87
  %6 = fmul float %5, %3, !dbg !88
  %7 = fadd float %6, 5.000000e+00, !dbg !89
    #dbg_value(ptr addrspace(4) undef, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !94)
  %8 = mul nsw i32 %4, 31, !dbg !96
  %9 = sitofp i32 %8 to float, !dbg !97
  %10 = fadd float %7, %9, !dbg !98
  %11 = fadd float %10, 5.000000e-01, !dbg !99
    #dbg_value(ptr addrspace(4) undef, !81, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !100)
    #dbg_value(ptr addrspace(4) undef, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !107)
  %12 = fadd float %11, 0x405A643F40000000, !dbg !109
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %2, !dbg !110
  store float %12, ptr addrspace(1) %13, align 4, !dbg !111, !tbaa !112
  ret void, !dbg !116
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !117 spir_func noundef i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!44, !45, !46, !47}
!opencl.ocl.version = !{!48}
!opencl.cxx.version = !{!49}
!llvm.ident = !{!50}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/inheritance.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "f99748854cf6025080c16400a109774f")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Derived", file: !1, line: 21, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !6, identifier: "_ZTS7Derived")
!6 = !{!7, !26, !35, !39}
!7 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !5, baseType: !8, extraData: i32 0)
!8 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Circle", file: !1, line: 12, size: 96, flags: DIFlagTypePassByValue, elements: !9, identifier: "_ZTS6Circle")
!9 = !{!10, !20, !21}
!10 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !8, baseType: !11, extraData: i32 0)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !1, line: 2, size: 64, flags: DIFlagTypePassByValue, elements: !12, identifier: "_ZTS5Shape")
!12 = !{!13, !14, !15}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !11, file: !1, line: 3, baseType: !3, size: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !11, file: !1, line: 3, baseType: !3, size: 32, offset: 32)
!15 = !DISubprogram(name: "origin_dist2", linkageName: "_ZNU3AS4K5Shape12origin_dist2Ev", scope: !11, file: !1, line: 4, type: !16, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!16 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !17)
!17 = !{!3, !18}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "radius", scope: !8, file: !1, line: 13, baseType: !3, size: 32, offset: 64)
!21 = !DISubprogram(name: "area", linkageName: "_ZNU3AS4K6Circle4areaEv", scope: !8, file: !1, line: 14, type: !22, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!22 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !23)
!23 = !{!3, !24}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!26 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !5, baseType: !27, offset: 96, flags: DIFlagProtected, extraData: i32 0)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !1, line: 7, size: 32, flags: DIFlagTypePassByValue, elements: !28, identifier: "_ZTS5Named")
!28 = !{!29, !30}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !27, file: !1, line: 8, baseType: !4, size: 32)
!30 = !DISubprogram(name: "tag", linkageName: "_ZNU3AS4K5Named3tagEv", scope: !27, file: !1, line: 9, type: !31, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!31 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !32)
!32 = !{!4, !33}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!35 = !DISubprogram(name: "Derived", scope: !5, file: !1, line: 23, type: !36, scopeLine: 23, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!36 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !37)
!37 = !{null, !38, !3, !4}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!39 = !DISubprogram(name: "score", linkageName: "_ZNU3AS4K7Derived5scoreEv", scope: !5, file: !1, line: 24, type: !40, scopeLine: 24, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!40 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !41)
!41 = !{!3, !42}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 7, !"frame-pointer", i32 2}
!48 = !{i32 3, i32 0}
!49 = !{i32 2021, i32 0}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = distinct !DISubprogram(name: "inheritance", scope: !1, file: !1, line: 27, type: !52, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !55)
!52 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !53)
!53 = !{null, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!55 = !{!56, !57, !61, !62, !72}
!56 = !DILocalVariable(name: "out", arg: 1, scope: !51, file: !1, line: 27, type: !54)
!57 = !DILocalVariable(name: "i", scope: !51, file: !1, line: 28, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !59, line: 142, baseType: !60)
!59 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!60 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!61 = !DILocalVariable(name: "c", scope: !51, file: !1, line: 29, type: !8)
!62 = !DILocalVariable(name: "l", scope: !51, file: !1, line: 33, type: !63)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Labeled", file: !1, line: 17, size: 128, flags: DIFlagTypePassByValue, elements: !64, identifier: "_ZTS7Labeled")
!64 = !{!65, !66, !67}
!65 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !63, baseType: !11, extraData: i32 0)
!66 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !63, baseType: !27, offset: 64, extraData: i32 0)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !63, file: !1, line: 18, baseType: !68, size: 32, offset: 96)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 32, elements: !70)
!69 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!70 = !{!71}
!71 = !DISubrange(count: 4)
!72 = !DILocalVariable(name: "d", scope: !51, file: !1, line: 38, type: !5)
!73 = !{i32 1}
!74 = !{!"none"}
!75 = !{!"float*"}
!76 = !{!""}
!77 = !DILocation(line: 0, scope: !51)
!78 = !DILocation(line: 28, column: 14, scope: !51)
!79 = !DILocation(line: 32, column: 33, scope: !51)
!80 = !DILocation(line: 36, column: 27, scope: !51)
!81 = !DILocalVariable(name: "this", arg: 1, scope: !82, type: !84, flags: DIFlagArtificial | DIFlagObjectPointer)
!82 = distinct !DISubprogram(name: "area", linkageName: "_ZNU3AS4K6Circle4areaEv", scope: !8, file: !1, line: 14, type: !22, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !21, retainedNodes: !83)
!83 = !{!81}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, dwarfAddressSpace: 4)
!85 = !DILocation(line: 0, scope: !82, inlinedAt: !86)
!86 = distinct !DILocation(line: 39, column: 14, scope: !51)
!87 = !DILocation(line: 14, column: 40, scope: !82, inlinedAt: !86)
!88 = !DILocation(line: 14, column: 49, scope: !82, inlinedAt: !86)
!89 = !DILocation(line: 39, column: 21, scope: !51)
!90 = !DILocalVariable(name: "this", arg: 1, scope: !91, type: !93, flags: DIFlagArtificial | DIFlagObjectPointer)
!91 = distinct !DISubprogram(name: "tag", linkageName: "_ZNU3AS4K5Named3tagEv", scope: !27, file: !1, line: 9, type: !31, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !30, retainedNodes: !92)
!92 = !{!90}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64, dwarfAddressSpace: 4)
!94 = !DILocation(line: 0, scope: !91, inlinedAt: !95)
!95 = distinct !DILocation(line: 39, column: 44, scope: !51)
!96 = !DILocation(line: 9, column: 31, scope: !91, inlinedAt: !95)
!97 = !DILocation(line: 39, column: 42, scope: !51)
!98 = !DILocation(line: 39, column: 40, scope: !51)
!99 = !DILocation(line: 39, column: 50, scope: !51)
!100 = !DILocation(line: 0, scope: !82, inlinedAt: !101)
!101 = distinct !DILocation(line: 24, column: 32, scope: !102, inlinedAt: !106)
!102 = distinct !DISubprogram(name: "score", linkageName: "_ZNU3AS4K7Derived5scoreEv", scope: !5, file: !1, line: 24, type: !40, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !39, retainedNodes: !103)
!103 = !{!104}
!104 = !DILocalVariable(name: "this", arg: 1, scope: !102, type: !105, flags: DIFlagArtificial | DIFlagObjectPointer)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, dwarfAddressSpace: 4)
!106 = distinct !DILocation(line: 40, column: 14, scope: !51)
!107 = !DILocation(line: 0, scope: !91, inlinedAt: !108)
!108 = distinct !DILocation(line: 24, column: 41, scope: !102, inlinedAt: !106)
!109 = !DILocation(line: 39, column: 69, scope: !51)
!110 = !DILocation(line: 39, column: 3, scope: !51)
!111 = !DILocation(line: 39, column: 10, scope: !51)
!112 = !{!113, !113, i64 0}
!113 = !{!"float", !114, i64 0}
!114 = !{!"omnipotent char", !115, i64 0}
!115 = !{!"Simple C++ TBAA"}
!116 = !DILocation(line: 41, column: 1, scope: !51)
!117 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 28, type: !118, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !119)
!119 = !{!60, !120}
!120 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
