; Class with methods at -O2: member functions inlined into the kernel (inlinedAt chains, DISPFlagOptimized definitions with declarations) and dbg.value for this/arguments.
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
; CHECK: {{^}}; 87 nodes (85 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_C_plus_plus_14,{{.*}} isOptimized: true,{{.*}} emissionKind: FullDebug,{{.*}} retainedTypes: {[[COUNTER:![0-9]+]], [[STATS:![0-9]+]]},
; CHECK: {{^}}[[COUNTER]] = distinct DICompositeType(tag: DW_TAG_class_type, name: "Counter",{{.*}} size: 64,{{.*}} flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: {!3, !6, !7, !8, !9, !12, !14, !18},{{.*}} identifier: "_ZTS7Counter",
; CHECK: {{^}}!18 = DISubprogram(scope: [[COUNTER]], name: "clamp", linkageName: "_ZNU3AS47Counter5clampEi",{{.*}} flags: DIFlagPublic | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized,
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "classes",{{.*}} line: 29,{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!36, !37, !38, !39, !40, !41, !43},
; CHECK: {{^}}!36 = DILocalVariable(name: "in", arg: 1, scope: [[KERNEL]],{{.*}} type: !33,
; CHECK: {{^}}!50 = DILocation(line: 0, column: 0, scope: [[CLAMP:![0-9]+]], inlinedAt: !53, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[CLAMP]] = distinct DISubprogram(scope: [[COUNTER]], name: "clamp", linkageName: "_ZNU3AS47Counter5clampEi",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} declaration: !18, retainedNodes: {!52},
; CHECK-NEXT: {{^}}!52 = DILocalVariable(name: "v", arg: 1, scope: [[CLAMP]], file: !1, line: 8, type: !5, flags: DIFlagZero, align: 0, annotations: {}){{$}}
; CHECK-NEXT: {{^}}!53 = distinct DILocation(line: 36, column: 11, scope: [[KERNEL]], inlinedAt: null, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}!54 = DIExpression(elements: (DW_OP_constu, 1, DW_OP_shl, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)){{$}}
; CHECK-NEXT: {{^}}!55 = DILocation(line: 0, column: 0, scope: [[MEAN:![0-9]+]], inlinedAt: !59, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[MEAN]] = distinct DISubprogram(scope: [[STATS]], name: "mean", linkageName: "_ZNU3AS4K5Stats4meanEv",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized,{{.*}} declaration: !27, retainedNodes: {!57},
; CHECK-NEXT: {{^}}!57 = DILocalVariable(name: "this", arg: 1, scope: [[MEAN]],{{.*}} type: !58, flags: DIFlagArtificial | DIFlagObjectPointer,
; CHECK: {{^}}!59 = distinct DILocation(line: 37, column: 29, scope: [[KERNEL]], inlinedAt: null, isImplicitCode: false){{$}}
; CHECK: {{^}}[[ADD:![0-9]+]] = distinct DISubprogram(scope: [[STATS]], name: "add", linkageName: "_ZNU3AS45Stats3addEf",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized,{{.*}} declaration: !24, retainedNodes: {!76, !78},
; CHECK: {{^}}!79 = distinct DILocation(line: 34, column: 7, scope: !73, inlinedAt: null, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}!80 = DILocation(line: 23, column: 9, scope: [[ADD]], inlinedAt: !79, isImplicitCode: false){{$}}
; CHECK: {{^}}!83 = DISubprogram(scope: !1, name: "get_global_id", linkageName: "_Z13get_global_idj",{{.*}} flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized,
; CHECK: {{^}}function @classes subprogram [[KERNEL]]: 4 blocks, 39 instructions, 36 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(%2, !52, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)) !dbg !50{{$}}
; CHECK: {{^}}  llvm.dbg.value(undef, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !55{{$}}
; CHECK: {{^}}  llvm.dbg.value(undef, !76, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !74{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%24, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !74{{$}}
; ModuleID = 'lit-tests/di/Inputs/classes.clcpp'
source_filename = "lit-tests/di/Inputs/classes.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define spir_kernel void @classes(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !47 !kernel_arg_addr_space !62 !kernel_arg_access_qual !63 !kernel_arg_type !64 !kernel_arg_base_type !64 !kernel_arg_type_qual !65 {
    #dbg_value(ptr addrspace(1) %0, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(ptr addrspace(1) %1, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(i32 %2, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(i32 0, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  %4 = icmp sgt i32 %2, 0, !dbg !68
  br i1 %4, label %19, label %9, !dbg !70

5:                                                ; preds = %19
    #dbg_value(i32 %2, !71, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !74)
    #dbg_value(i32 poison, !61, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(ptr addrspace(4) undef, !76, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !80)
  %6 = shl nuw i32 %2, 1, !dbg !70
    #dbg_value(i32 %6, !71, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !74)
  %7 = uitofp nneg i32 %2 to float, !dbg !82
  %8 = fdiv float %25, %7, !dbg !83, !fpmath !84
  br label %9, !dbg !85

9:                                                ; preds = %3, %5
  %10 = phi i32 [ %6, %5 ], [ 0, %3 ]
  %11 = phi float [ %8, %5 ], [ 0.000000e+00, %3 ], !dbg !85
  %12 = tail call noundef i32 @llvm.smin.i32(i32 %10, i32 1000), !dbg !86
    #dbg_value(i32 %12, !61, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
  %13 = uitofp nneg i32 %12 to float, !dbg !87
  %14 = fadd float %11, %13, !dbg !88
  %15 = fadd float %14, -1.000000e+03, !dbg !89
  %16 = fadd float %15, 1.000000e+03, !dbg !90
  %17 = tail call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !91
  %18 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %17, !dbg !92
  store float %16, ptr addrspace(1) %18, align 4, !dbg !93, !tbaa !94
  ret void, !dbg !98

19:                                               ; preds = %3, %19
  %20 = phi i32 [ %26, %19 ], [ 0, %3 ]
  %21 = phi float [ %25, %19 ], [ 0.000000e+00, %3 ]
    #dbg_value(i32 %20, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  %22 = zext nneg i32 %20 to i64, !dbg !99
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22, !dbg !99
  %24 = load float, ptr addrspace(1) %23, align 4, !dbg !99, !tbaa !94
    #dbg_value(ptr addrspace(4) undef, !101, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !106)
    #dbg_value(float %24, !104, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !106)
  %25 = fadd float %21, %24, !dbg !108
  %26 = add nuw nsw i32 %20, 1, !dbg !109
    #dbg_value(i32 %26, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  %27 = icmp slt i32 %26, %2, !dbg !68
  br i1 %27, label %19, label %5, !dbg !70, !llvm.loop !110
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !113 spir_func noundef i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!40, !41, !42, !43}
!opencl.ocl.version = !{!44}
!opencl.cxx.version = !{!45}
!llvm.ident = !{!46}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/classes.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "3046fee8e7c44beb81adfb81d1873531")
!2 = !{!3, !26}
!3 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Counter", file: !1, line: 2, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !4, identifier: "_ZTS7Counter")
!4 = !{!5, !8, !9, !10, !11, !15, !18, !23}
!5 = !DIDerivedType(tag: DW_TAG_variable, name: "kMax", scope: !3, file: !1, line: 10, baseType: !6, flags: DIFlagPublic | DIFlagStaticMember, extraData: i32 1000)
!6 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_variable, name: "kMin", scope: !3, file: !1, line: 11, baseType: !6, flags: DIFlagPublic | DIFlagStaticMember, extraData: i32 -1000)
!9 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !3, file: !1, line: 14, baseType: !7, size: 32)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "step_", scope: !3, file: !1, line: 15, baseType: !7, size: 32, offset: 32)
!11 = !DISubprogram(name: "Counter", scope: !3, file: !1, line: 4, type: !12, scopeLine: 4, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!12 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !13)
!13 = !{null, !14, !7, !7}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!15 = !DISubprogram(name: "advance", linkageName: "_ZNU3AS47Counter7advanceEv", scope: !3, file: !1, line: 6, type: !16, scopeLine: 6, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!16 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !17)
!17 = !{null, !14}
!18 = !DISubprogram(name: "value", linkageName: "_ZNU3AS4K7Counter5valueEv", scope: !3, file: !1, line: 7, type: !19, scopeLine: 7, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!19 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !20)
!20 = !{!7, !21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!23 = !DISubprogram(name: "clamp", linkageName: "_ZNU3AS47Counter5clampEi", scope: !3, file: !1, line: 8, type: !24, scopeLine: 8, flags: DIFlagPublic | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!24 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !25)
!25 = !{!7, !7}
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Stats", file: !1, line: 18, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !27, identifier: "_ZTS5Stats")
!27 = !{!28, !30, !31, !35}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !26, file: !1, line: 19, baseType: !29, size: 32)
!29 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !26, file: !1, line: 20, baseType: !7, size: 32, offset: 32)
!31 = !DISubprogram(name: "add", linkageName: "_ZNU3AS45Stats3addEf", scope: !26, file: !1, line: 22, type: !32, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!32 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !33)
!33 = !{null, !34, !29}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!35 = !DISubprogram(name: "mean", linkageName: "_ZNU3AS4K5Stats4meanEv", scope: !26, file: !1, line: 26, type: !36, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!36 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !37)
!37 = !{!29, !38}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!39 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 7, !"frame-pointer", i32 2}
!44 = !{i32 3, i32 0}
!45 = !{i32 2021, i32 0}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "classes", scope: !1, file: !1, line: 29, type: !48, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !53)
!48 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !49)
!49 = !{null, !50, !52, !7}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, dwarfAddressSpace: 1)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, dwarfAddressSpace: 1)
!53 = !{!54, !55, !56, !57, !58, !59, !61}
!54 = !DILocalVariable(name: "in", arg: 1, scope: !47, file: !1, line: 29, type: !50)
!55 = !DILocalVariable(name: "out", arg: 2, scope: !47, file: !1, line: 29, type: !52)
!56 = !DILocalVariable(name: "n", arg: 3, scope: !47, file: !1, line: 29, type: !7)
!57 = !DILocalVariable(name: "c", scope: !47, file: !1, line: 30, type: !3)
!58 = !DILocalVariable(name: "s", scope: !47, file: !1, line: 31, type: !26)
!59 = !DILocalVariable(name: "i", scope: !60, file: !1, line: 32, type: !7)
!60 = distinct !DILexicalBlock(scope: !47, file: !1, line: 32, column: 3)
!61 = !DILocalVariable(name: "v", scope: !47, file: !1, line: 36, type: !7)
!62 = !{i32 1, i32 1, i32 0}
!63 = !{!"none", !"none", !"none"}
!64 = !{!"float*", !"float*", !"int"}
!65 = !{!"const", !"", !""}
!66 = !DILocation(line: 0, scope: !47)
!67 = !DILocation(line: 0, scope: !60)
!68 = !DILocation(line: 32, column: 21, scope: !69)
!69 = distinct !DILexicalBlock(scope: !60, file: !1, line: 32, column: 3)
!70 = !DILocation(line: 32, column: 3, scope: !60)
!71 = !DILocalVariable(name: "v", arg: 1, scope: !72, file: !1, line: 8, type: !7)
!72 = distinct !DISubprogram(name: "clamp", linkageName: "_ZNU3AS47Counter5clampEi", scope: !3, file: !1, line: 8, type: !24, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !23, retainedNodes: !73)
!73 = !{!71}
!74 = !DILocation(line: 0, scope: !72, inlinedAt: !75)
!75 = distinct !DILocation(line: 36, column: 11, scope: !47)
!76 = !DILocalVariable(name: "this", arg: 1, scope: !77, type: !79, flags: DIFlagArtificial | DIFlagObjectPointer)
!77 = distinct !DISubprogram(name: "mean", linkageName: "_ZNU3AS4K5Stats4meanEv", scope: !26, file: !1, line: 26, type: !36, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !35, retainedNodes: !78)
!78 = !{!76}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, dwarfAddressSpace: 4)
!80 = !DILocation(line: 0, scope: !77, inlinedAt: !81)
!81 = distinct !DILocation(line: 37, column: 29, scope: !47)
!82 = !DILocation(line: 26, column: 45, scope: !77, inlinedAt: !81)
!83 = !DILocation(line: 26, column: 43, scope: !77, inlinedAt: !81)
!84 = !{float 2.500000e+00}
!85 = !DILocation(line: 26, column: 31, scope: !77, inlinedAt: !81)
!86 = !DILocation(line: 8, column: 36, scope: !72, inlinedAt: !75)
!87 = !DILocation(line: 37, column: 38, scope: !47)
!88 = !DILocation(line: 37, column: 36, scope: !47)
!89 = !DILocation(line: 37, column: 40, scope: !47)
!90 = !DILocation(line: 37, column: 56, scope: !47)
!91 = !DILocation(line: 37, column: 7, scope: !47)
!92 = !DILocation(line: 37, column: 3, scope: !47)
!93 = !DILocation(line: 37, column: 25, scope: !47)
!94 = !{!95, !95, i64 0}
!95 = !{!"float", !96, i64 0}
!96 = !{!"omnipotent char", !97, i64 0}
!97 = !{!"Simple C++ TBAA"}
!98 = !DILocation(line: 38, column: 1, scope: !47)
!99 = !DILocation(line: 34, column: 11, scope: !100)
!100 = distinct !DILexicalBlock(scope: !69, file: !1, line: 32, column: 31)
!101 = !DILocalVariable(name: "this", arg: 1, scope: !102, type: !105, flags: DIFlagArtificial | DIFlagObjectPointer)
!102 = distinct !DISubprogram(name: "add", linkageName: "_ZNU3AS45Stats3addEf", scope: !26, file: !1, line: 22, type: !32, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !31, retainedNodes: !103)
!103 = !{!101, !104}
!104 = !DILocalVariable(name: "v", arg: 2, scope: !102, file: !1, line: 22, type: !29)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, dwarfAddressSpace: 4)
!106 = !DILocation(line: 0, scope: !102, inlinedAt: !107)
!107 = distinct !DILocation(line: 34, column: 7, scope: !100)
!108 = !DILocation(line: 23, column: 9, scope: !102, inlinedAt: !107)
!109 = !DILocation(line: 32, column: 26, scope: !69)
!110 = distinct !{!110, !70, !111, !112}
!111 = !DILocation(line: 35, column: 3, scope: !60)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 37, type: !114, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !115)
!115 = !{!116, !117}
!116 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!117 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
