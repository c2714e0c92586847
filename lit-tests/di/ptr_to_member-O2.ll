; Pointers to data members at -O2: DW_TAG_ptr_to_member_type types survive optimization, pick() and Sample::weighted() are inlined (inlinedAt), and the member pointer locals and inlined parameters get dbg.value records.
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
; CHECK: {{^}}; 76 nodes (75 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[SAMPLE:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Sample",{{.*}} size: 96,{{.*}} elements: {!17, !18, !19, !20},{{.*}} identifier: "_ZTS6Sample",
; CHECK: {{^}}!20 = DISubprogram(scope: [[SAMPLE]], name: "weighted", linkageName: "_ZNU3AS4K6Sample8weightedEf",{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagOptimized,
; CHECK: {{^}}!24 = DILocalVariable(name: "field",{{.*}} scope: [[KERNEL:![0-9]+]],{{.*}} line: 23, type: [[FIELDPTR:![0-9]+]],
; CHECK-NEXT: {{^}}[[FIELDPTR]] = DIDerivedType(tag: DW_TAG_typedef, name: "FieldPtr",{{.*}} line: 15, baseType: !26,
; CHECK-NEXT: {{^}}!26 = DIDerivedType(tag: DW_TAG_ptr_to_member_type,{{.*}} baseType: [[FLOAT:![0-9]+]], size: 64,{{.*}} extraData: [[SAMPLE]],
; CHECK: {{^}}!28 = DIDerivedType(tag: DW_TAG_typedef, name: "IntFieldPtr",{{.*}} line: 16, baseType: !29,
; CHECK-NEXT: {{^}}!29 = DIDerivedType(tag: DW_TAG_ptr_to_member_type,{{.*}} baseType: !2, size: 64,{{.*}} extraData: [[HOLDER:![0-9]+]],
; CHECK-NEXT: {{^}}[[HOLDER]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Holder",{{.*}} size: 64,{{.*}} elements: {!31, !32},{{.*}} identifier: "_ZTS6Holder",
; CHECK: {{^}}!49 = DILocation(line: 0, column: 0, scope: [[PICK:![0-9]+]], inlinedAt: !55, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[PICK]] = distinct DISubprogram(scope: !1, name: "pick", linkageName: "_ZL4pickRU3AS4K6SampleMS_f",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized,{{.*}} retainedNodes: {!53, !54},
; CHECK: {{^}}!54 = DILocalVariable(name: "f", arg: 2, scope: [[PICK]],{{.*}} type: [[FIELDPTR]],
; CHECK: {{^}}!58 = DILocation(line: 0, column: 0, scope: [[WEIGHTED:![0-9]+]], inlinedAt: !62, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[WEIGHTED]] = distinct DISubprogram(scope: [[SAMPLE]], name: "weighted", linkageName: "_ZNU3AS4K6Sample8weightedEf",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized,{{.*}} declaration: !20, retainedNodes: {!60, !61},
; CHECK: {{^}}function @ptr_to_member subprogram [[KERNEL]]: 1 blocks, 44 instructions, 43 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(poison, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !36{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%16, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !36{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.declare(%3, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !46{{$}}
; CHECK: {{^}}  llvm.dbg.value(undef, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !49{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(poison, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !49{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(undef, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !58{{$}}
; ModuleID = 'lit-tests/di/Inputs/ptr_to_member.clcpp'
source_filename = "lit-tests/di/Inputs/ptr_to_member.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Holder = type { i32, i32 }

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @ptr_to_member(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !11 !kernel_arg_addr_space !49 !kernel_arg_access_qual !50 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !52 {
  %3 = alloca %struct.Holder, align 4
    #dbg_value(ptr addrspace(1) %0, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
    #dbg_value(ptr addrspace(1) %1, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  %4 = tail call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !54
    #dbg_value(i64 %4, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  %5 = mul i64 %4, 12, !dbg !55
  %6 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %5, !dbg !55
  %7 = load float, ptr addrspace(1) %6, align 4, !dbg !55, !tbaa !56
  %8 = getelementptr i8, ptr addrspace(1) %6, i64 4, !dbg !60
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !60, !tbaa !56
  %10 = getelementptr i8, ptr addrspace(1) %6, i64 8, !dbg !61
  %11 = load float, ptr addrspace(1) %10, align 4, !dbg !61, !tbaa !56
  %12 = and i64 %4, 1, !dbg !62
  %13 = icmp eq i64 %12, 0, !dbg !63
    #dbg_value(i64 poison, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  %14 = shl i64 %4, 1, !dbg !64
  %15 = and i64 %14, 4, !dbg !64
  %16 = xor i64 %15, 4, !dbg !64
    #dbg_value(i64 %16, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #4, !dbg !65
    #dbg_declare(ptr %3, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
  %17 = trunc i64 %4 to i32, !dbg !67
  store i32 %17, ptr %3, align 4, !dbg !68, !tbaa !69
  %18 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !68
  store i32 16, ptr %18, align 4, !dbg !68, !tbaa !72
    #dbg_value(ptr addrspace(4) undef, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
    #dbg_value(ptr addrspace(4) undef, !73, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !80)
    #dbg_value(i64 poison, !79, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !80)
  %19 = select i1 %13, float %11, float %9, !dbg !82
  %20 = fadd float %19, %19, !dbg !83
    #dbg_value(ptr addrspace(4) undef, !84, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !88)
    #dbg_value(float 5.000000e-01, !87, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !88)
  %21 = fadd float %7, %9, !dbg !90
  %22 = fadd float %21, %11, !dbg !91
  %23 = fmul float %22, 5.000000e-01, !dbg !92
  %24 = fadd float %20, %23, !dbg !93
  %25 = getelementptr inbounds i8, ptr %3, i64 %16, !dbg !94
  %26 = load i32, ptr %25, align 4, !dbg !94, !tbaa !95
  %27 = sitofp i32 %26 to float, !dbg !96
  %28 = fadd float %24, %27, !dbg !97
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %4, !dbg !98
  store float %28, ptr addrspace(1) %29, align 4, !dbg !99, !tbaa !56
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #4, !dbg !100
  ret void, !dbg !100
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !101 spir_func noundef i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!opencl.cxx.version = !{!9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/ptr_to_member.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "6f095c9561152062c5083a329817743f")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 3, i32 0}
!9 = !{i32 2021, i32 0}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "ptr_to_member", scope: !1, file: !1, line: 20, type: !12, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!12 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !13)
!13 = !{null, !14, !17}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!18 = !{!19, !20, !21, !25, !36, !39, !46, !47}
!19 = !DILocalVariable(name: "in", arg: 1, scope: !11, file: !1, line: 20, type: !14)
!20 = !DILocalVariable(name: "out", arg: 2, scope: !11, file: !1, line: 20, type: !17)
!21 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 21, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !23, line: 142, baseType: !24)
!23 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DILocalVariable(name: "s", scope: !11, file: !1, line: 22, type: !26)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Sample", file: !1, line: 3, size: 96, flags: DIFlagTypePassByValue, elements: !27, identifier: "_ZTS6Sample")
!27 = !{!28, !29, !30, !31}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !26, file: !1, line: 4, baseType: !16, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !26, file: !1, line: 5, baseType: !16, size: 32, offset: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !26, file: !1, line: 6, baseType: !16, size: 32, offset: 64)
!31 = !DISubprogram(name: "weighted", linkageName: "_ZNU3AS4K6Sample8weightedEf", scope: !26, file: !1, line: 7, type: !32, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!32 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !33)
!33 = !{!16, !34, !16}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!35 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!36 = !DILocalVariable(name: "field", scope: !11, file: !1, line: 23, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "FieldPtr", file: !1, line: 15, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !16, size: 64, extraData: !26)
!39 = !DILocalVariable(name: "bound", scope: !11, file: !1, line: 24, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "IntFieldPtr", file: !1, line: 16, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !3, size: 64, extraData: !42)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !1, line: 10, size: 64, flags: DIFlagTypePassByValue, elements: !43, identifier: "_ZTS6Holder")
!43 = !{!44, !45}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !42, file: !1, line: 11, baseType: !3, size: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "limit", scope: !42, file: !1, line: 12, baseType: !3, size: 32, offset: 32)
!46 = !DILocalVariable(name: "h", scope: !11, file: !1, line: 25, type: !42)
!47 = !DILocalVariable(name: "ps", scope: !11, file: !1, line: 26, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64, dwarfAddressSpace: 4)
!49 = !{i32 1, i32 1}
!50 = !{!"none", !"none"}
!51 = !{!"float*", !"float*"}
!52 = !{!"const", !""}
!53 = !DILocation(line: 0, scope: !11)
!54 = !DILocation(line: 21, column: 14, scope: !11)
!55 = !DILocation(line: 22, column: 15, scope: !11)
!56 = !{!57, !57, i64 0}
!57 = !{!"float", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C++ TBAA"}
!60 = !DILocation(line: 22, column: 26, scope: !11)
!61 = !DILocation(line: 22, column: 41, scope: !11)
!62 = !DILocation(line: 23, column: 23, scope: !11)
!63 = !DILocation(line: 23, column: 20, scope: !11)
!64 = !DILocation(line: 24, column: 23, scope: !11)
!65 = !DILocation(line: 25, column: 3, scope: !11)
!66 = !DILocation(line: 25, column: 10, scope: !11)
!67 = !DILocation(line: 25, column: 32, scope: !11)
!68 = !DILocation(line: 25, column: 14, scope: !11)
!69 = !{!70, !71, i64 0}
!70 = !{!"_ZTS6Holder", !71, i64 0, !71, i64 4}
!71 = !{!"int", !58, i64 0}
!72 = !{!70, !71, i64 4}
!73 = !DILocalVariable(name: "s", arg: 1, scope: !74, file: !1, line: 18, type: !77)
!74 = distinct !DISubprogram(name: "pick", linkageName: "_ZL4pickRU3AS4K6SampleMS_f", scope: !1, file: !1, line: 18, type: !75, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !78)
!75 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !76)
!76 = !{!16, !77, !37}
!77 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !35, size: 64, dwarfAddressSpace: 4)
!78 = !{!73, !79}
!79 = !DILocalVariable(name: "f", arg: 2, scope: !74, file: !1, line: 18, type: !37)
!80 = !DILocation(line: 0, scope: !74, inlinedAt: !81)
!81 = distinct !DILocation(line: 27, column: 12, scope: !11)
!82 = !DILocation(line: 18, column: 58, scope: !74, inlinedAt: !81)
!83 = !DILocation(line: 27, column: 27, scope: !11)
!84 = !DILocalVariable(name: "this", arg: 1, scope: !85, type: !48, flags: DIFlagArtificial | DIFlagObjectPointer)
!85 = distinct !DISubprogram(name: "weighted", linkageName: "_ZNU3AS4K6Sample8weightedEf", scope: !26, file: !1, line: 7, type: !32, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !31, retainedNodes: !86)
!86 = !{!84, !87}
!87 = !DILocalVariable(name: "w", arg: 2, scope: !85, file: !1, line: 7, type: !16)
!88 = !DILocation(line: 0, scope: !85, inlinedAt: !89)
!89 = distinct !DILocation(line: 27, column: 44, scope: !11)
!90 = !DILocation(line: 7, column: 45, scope: !85, inlinedAt: !89)
!91 = !DILocation(line: 7, column: 49, scope: !85, inlinedAt: !89)
!92 = !DILocation(line: 7, column: 54, scope: !85, inlinedAt: !89)
!93 = !DILocation(line: 27, column: 40, scope: !11)
!94 = !DILocation(line: 27, column: 62, scope: !11)
!95 = !{!71, !71, i64 0}
!96 = !DILocation(line: 27, column: 61, scope: !11)
!97 = !DILocation(line: 27, column: 59, scope: !11)
!98 = !DILocation(line: 27, column: 3, scope: !11)
!99 = !DILocation(line: 27, column: 10, scope: !11)
!100 = !DILocation(line: 28, column: 1, scope: !11)
!101 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 21, type: !102, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !103)
!103 = !{!24, !104}
!104 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
