; Pins __local memory: a __local kernel parameter as %_ptr_Workgroup_uchar, function-scope __local arrays as Workgroup OpVariables without initializer, [N x T] GEPs (0, i) on them, get_local_size/get_group_id as WorkgroupSize/WorkgroupId BuiltIns (listed in each OpEntryPoint), barrier(CLK_LOCAL_MEM_FENCE) = 272 vs | CLK_GLOBAL_MEM_FENCE = 784, and the reduction loop's OpPhi.
; RUN: %nsdi-llc --g0 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %nsdi-llc -g --verify-roundtrip %s -o %t.g.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.g.spv
; RUN: llvm-spirv -r %t.g.spv -o %t.g.rev.bc
; RUN: %nsdi-llc -g --spirv-ext=+all --verify-roundtrip %s -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-llc -gline-tables-only --verify-roundtrip %s -o %t.lt.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.lt.spv
; RUN: llvm-spirv -r %t.lt.spv -o %t.lt.rev.bc
; ROUNDTRIP: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; CHECK:      OpCapability Kernel
; CHECK-NOT:  OpCapability Float64
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: OpMemoryModel Physical64 OpenCL
; CHECK-NEXT: OpEntryPoint Kernel %local_reduce "local_reduce" %__spirv_BuiltInGlobalInvocationId %__spirv_BuiltInLocalInvocationId %__spirv_BuiltInWorkgroupId %__spirv_BuiltInWorkgroupSize
; CHECK-NEXT: OpEntryPoint Kernel %local_tile "local_tile"
; CHECK-DAG:  OpDecorate %__spirv_BuiltInWorkgroupSize BuiltIn WorkgroupSize
; CHECK-DAG:  OpDecorate %__spirv_BuiltInWorkgroupId BuiltIn WorkgroupId
; CHECK:      %local_tile_tile = OpVariable %_ptr_Workgroup__arr_uint_uint_64 Workgroup{{$}}
; CHECK:      %local_reduce = OpFunction %void None
; CHECK-NEXT: OpFunctionParameter %_ptr_CrossWorkgroup_uchar
; CHECK-NEXT: OpFunctionParameter %_ptr_CrossWorkgroup_uchar
; CHECK-NEXT: OpFunctionParameter %_ptr_Workgroup_uchar
; CHECK:      OpControlBarrier %uint_2 %uint_2 %uint_272
; CHECK:      [[S:%[0-9]+]] = OpPhi %ulong [[NEXT:%[0-9]+]] [[LATCH:%[0-9]+]] {{%[0-9]+}} {{%[0-9]+}}
; CHECK-NEXT: [[NEXT]] = OpShiftRightLogical %ulong [[S]] %ulong_1
; CHECK:      %local_tile = OpFunction %void None
; CHECK:      OpInBoundsPtrAccessChain %_ptr_Workgroup_v2uint {{%[0-9]+}} %ulong_0
; CHECK:      OpControlBarrier %uint_2 %uint_2 %uint_784
; ModuleID = 'lit-tests/codegen/Inputs/local_memory.cl'
source_filename = "lit-tests/codegen/Inputs/local_memory.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@local_tile.tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4, !dbg !0
@local_tile.pairs = internal unnamed_addr addrspace(3) global [32 x <2 x i32>] undef, align 8, !dbg !12

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @local_reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2) local_unnamed_addr #0 !dbg !38 !kernel_arg_addr_space !54 !kernel_arg_access_qual !55 !kernel_arg_type !56 !kernel_arg_base_type !56 !kernel_arg_type_qual !57 {
    #dbg_value(ptr addrspace(1) %0, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
    #dbg_value(ptr addrspace(1) %1, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
    #dbg_value(ptr addrspace(3) %2, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !59
    #dbg_value(i64 %4, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  %5 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !60
    #dbg_value(i64 %5, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !61
  %7 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %6, !dbg !62
  %8 = load float, ptr addrspace(1) %7, align 4, !dbg !62, !tbaa !63
  %9 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %4, !dbg !67
  store float %8, ptr addrspace(3) %9, align 4, !dbg !68, !tbaa !63
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !69
    #dbg_value(i64 %5, !52, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !70)
  %10 = icmp ult i64 %5, 2, !dbg !71
  br i1 %10, label %11, label %13, !dbg !73

11:                                               ; preds = %22, %3
  %12 = icmp eq i64 %4, 0, !dbg !74
  br i1 %12, label %24, label %28, !dbg !76

13:                                               ; preds = %3, %22
  %14 = phi i64 [ %15, %22 ], [ %5, %3 ]
  %15 = lshr i64 %14, 1, !dbg !77
  %16 = icmp ult i64 %4, %15, !dbg !78
  br i1 %16, label %17, label %22, !dbg !81

17:                                               ; preds = %13
  %18 = getelementptr float, ptr addrspace(3) %9, i64 %15, !dbg !82
  %19 = load float, ptr addrspace(3) %18, align 4, !dbg !82, !tbaa !63
  %20 = load float, ptr addrspace(3) %9, align 4, !dbg !83, !tbaa !63
  %21 = fadd float %19, %20, !dbg !83
  store float %21, ptr addrspace(3) %9, align 4, !dbg !83, !tbaa !63
  br label %22, !dbg !84

22:                                               ; preds = %17, %13
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !85
    #dbg_value(i64 %15, !52, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !70)
  %23 = icmp ult i64 %14, 4, !dbg !71
  br i1 %23, label %11, label %13, !dbg !73, !llvm.loop !86

24:                                               ; preds = %11
  %25 = load float, ptr addrspace(3) %2, align 4, !dbg !88, !tbaa !63
  %26 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !89
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %26, !dbg !90
  store float %25, ptr addrspace(1) %27, align 4, !dbg !91, !tbaa !63
  br label %28, !dbg !90

28:                                               ; preds = %24, %11
  ret void, !dbg !92
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !93 spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !97 spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !98 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !99 spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !104 spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @local_tile(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !2 !kernel_arg_addr_space !105 !kernel_arg_access_qual !106 !kernel_arg_type !107 !kernel_arg_base_type !107 !kernel_arg_type_qual !108 {
    #dbg_value(ptr addrspace(1) %0, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !109)
    #dbg_value(ptr addrspace(1) %1, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !109)
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !110
  %4 = and i64 %3, 63, !dbg !111
    #dbg_value(i64 %4, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !109)
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !112
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5, !dbg !113
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !113, !tbaa !114
  %8 = getelementptr inbounds [64 x i32], ptr addrspace(3) @local_tile.tile, i64 0, i64 %4, !dbg !116
  store i32 %7, ptr addrspace(3) %8, align 4, !dbg !117, !tbaa !114
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !118
  %9 = icmp ult i64 %4, 32, !dbg !119
  br i1 %9, label %10, label %15, !dbg !121

10:                                               ; preds = %2
  %11 = shl nuw nsw i64 %4, 1, !dbg !122
  %12 = getelementptr inbounds [64 x i32], ptr addrspace(3) @local_tile.tile, i64 0, i64 %11, !dbg !123
  %13 = load <2 x i32>, ptr addrspace(3) %12, align 4, !dbg !123, !tbaa !114
  %14 = getelementptr inbounds [32 x <2 x i32>], ptr addrspace(3) @local_tile.pairs, i64 0, i64 %4, !dbg !124
  store <2 x i32> %13, ptr addrspace(3) %14, align 8, !dbg !125, !tbaa !126
  br label %15, !dbg !124

15:                                               ; preds = %10, %2
  tail call spir_func void @_Z7barrierj(i32 noundef 3) #4, !dbg !127
  %16 = lshr i64 %4, 1, !dbg !128
  %17 = getelementptr inbounds [32 x <2 x i32>], ptr addrspace(3) @local_tile.pairs, i64 0, i64 %16, !dbg !129
    #dbg_value(<2 x i32> undef, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !109)
  %18 = xor i64 %4, 63, !dbg !130
  %19 = getelementptr inbounds [64 x i32], ptr addrspace(3) @local_tile.tile, i64 0, i64 %18, !dbg !131
  %20 = load i32, ptr addrspace(3) %19, align 4, !dbg !131, !tbaa !114
  %21 = load i32, ptr addrspace(3) %17, align 8, !dbg !132
  %22 = getelementptr inbounds i8, ptr addrspace(3) %17, i64 4, !dbg !133
  %23 = load i32, ptr addrspace(3) %22, align 4, !dbg !133
  %24 = mul nsw i32 %21, %23, !dbg !134
  %25 = add nsw i32 %24, %20, !dbg !135
  %26 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !136
  %27 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %26, !dbg !137
  store i32 %25, ptr addrspace(1) %27, align 4, !dbg !138, !tbaa !114
  ret void, !dbg !139
}

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!32, !33, !34, !35}
!opencl.ocl.version = !{!36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 20, type: !29, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "local_tile", scope: !3, file: !3, line: 19, type: !4, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !22)
!3 = !DIFile(filename: "lit-tests/codegen/Inputs/local_memory.cl", directory: ".", checksumkind: CSK_MD5, checksum: "5b2cc0cfd7a7f81b5ee9ef1bd7f9c1b0")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !9}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!10 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !11, splitDebugInlining: false, nameTableKind: None)
!11 = !{!0, !12}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!13 = distinct !DIGlobalVariable(name: "pairs", scope: !2, file: !3, line: 21, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 2048, elements: !20)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "int2", file: !16, line: 187, baseType: !17)
!16 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, flags: DIFlagVector, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !{!21}
!21 = !DISubrange(count: 32)
!22 = !{!23, !24, !25, !28}
!23 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 19, type: !6)
!24 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 19, type: !9)
!25 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 22, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !16, line: 142, baseType: !27)
!27 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!28 = !DILocalVariable(name: "p", scope: !2, file: !3, line: 28, type: !15)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 64)
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 7, !"frame-pointer", i32 2}
!36 = !{i32 2, i32 0}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "local_reduce", scope: !3, file: !3, line: 4, type: !39, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !46)
!39 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !40)
!40 = !{null, !41, !44, !45}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64, dwarfAddressSpace: 1)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!43 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, dwarfAddressSpace: 1)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, dwarfAddressSpace: 3)
!46 = !{!47, !48, !49, !50, !51, !52}
!47 = !DILocalVariable(name: "in", arg: 1, scope: !38, file: !3, line: 4, type: !41)
!48 = !DILocalVariable(name: "out", arg: 2, scope: !38, file: !3, line: 4, type: !44)
!49 = !DILocalVariable(name: "scratch", arg: 3, scope: !38, file: !3, line: 5, type: !45)
!50 = !DILocalVariable(name: "lid", scope: !38, file: !3, line: 6, type: !26)
!51 = !DILocalVariable(name: "lsz", scope: !38, file: !3, line: 7, type: !26)
!52 = !DILocalVariable(name: "s", scope: !53, file: !3, line: 10, type: !26)
!53 = distinct !DILexicalBlock(scope: !38, file: !3, line: 10, column: 3)
!54 = !{i32 1, i32 1, i32 3}
!55 = !{!"none", !"none", !"none"}
!56 = !{!"float*", !"float*", !"float*"}
!57 = !{!"const", !"", !""}
!58 = !DILocation(line: 0, scope: !38)
!59 = !DILocation(line: 6, column: 16, scope: !38)
!60 = !DILocation(line: 7, column: 16, scope: !38)
!61 = !DILocation(line: 8, column: 21, scope: !38)
!62 = !DILocation(line: 8, column: 18, scope: !38)
!63 = !{!64, !64, i64 0}
!64 = !{!"float", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocation(line: 8, column: 3, scope: !38)
!68 = !DILocation(line: 8, column: 16, scope: !38)
!69 = !DILocation(line: 9, column: 3, scope: !38)
!70 = !DILocation(line: 0, scope: !53)
!71 = !DILocation(line: 10, column: 30, scope: !72)
!72 = distinct !DILexicalBlock(scope: !53, file: !3, line: 10, column: 3)
!73 = !DILocation(line: 10, column: 3, scope: !53)
!74 = !DILocation(line: 15, column: 11, scope: !75)
!75 = distinct !DILexicalBlock(scope: !38, file: !3, line: 15, column: 7)
!76 = !DILocation(line: 15, column: 7, scope: !38)
!77 = !DILocation(line: 10, scope: !53)
!78 = !DILocation(line: 11, column: 13, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 11, column: 9)
!80 = distinct !DILexicalBlock(scope: !72, file: !3, line: 10, column: 44)
!81 = !DILocation(line: 11, column: 9, scope: !80)
!82 = !DILocation(line: 12, column: 23, scope: !79)
!83 = !DILocation(line: 12, column: 20, scope: !79)
!84 = !DILocation(line: 12, column: 7, scope: !79)
!85 = !DILocation(line: 13, column: 5, scope: !80)
!86 = distinct !{!86, !73, !87}
!87 = !DILocation(line: 14, column: 3, scope: !53)
!88 = !DILocation(line: 16, column: 28, scope: !75)
!89 = !DILocation(line: 16, column: 9, scope: !75)
!90 = !DILocation(line: 16, column: 5, scope: !75)
!91 = !DILocation(line: 16, column: 26, scope: !75)
!92 = !DILocation(line: 17, column: 1, scope: !38)
!93 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !3, file: !3, line: 6, type: !94, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!94 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !95)
!95 = !{!27, !96}
!96 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!97 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !3, file: !3, line: 7, type: !94, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 8, type: !94, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !3, file: !3, line: 9, type: !100, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !101)
!101 = !{null, !102}
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !16, line: 372, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !16, line: 129, baseType: !96)
!104 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !3, file: !3, line: 16, type: !94, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !{i32 1, i32 1}
!106 = !{!"none", !"none"}
!107 = !{!"int*", !"int*"}
!108 = !{!"const", !""}
!109 = !DILocation(line: 0, scope: !2)
!110 = !DILocation(line: 22, column: 16, scope: !2)
!111 = !DILocation(line: 22, column: 32, scope: !2)
!112 = !DILocation(line: 23, column: 18, scope: !2)
!113 = !DILocation(line: 23, column: 15, scope: !2)
!114 = !{!115, !115, i64 0}
!115 = !{!"int", !65, i64 0}
!116 = !DILocation(line: 23, column: 3, scope: !2)
!117 = !DILocation(line: 23, column: 13, scope: !2)
!118 = !DILocation(line: 24, column: 3, scope: !2)
!119 = !DILocation(line: 25, column: 11, scope: !120)
!120 = distinct !DILexicalBlock(scope: !2, file: !3, line: 25, column: 7)
!121 = !DILocation(line: 25, column: 7, scope: !2)
!122 = !DILocation(line: 26, column: 32, scope: !120)
!123 = !DILocation(line: 26, column: 25, scope: !120)
!124 = !DILocation(line: 26, column: 5, scope: !120)
!125 = !DILocation(line: 26, column: 16, scope: !120)
!126 = !{!65, !65, i64 0}
!127 = !DILocation(line: 27, column: 3, scope: !2)
!128 = !DILocation(line: 28, column: 22, scope: !2)
!129 = !DILocation(line: 28, column: 12, scope: !2)
!130 = !DILocation(line: 29, column: 41, scope: !2)
!131 = !DILocation(line: 29, column: 27, scope: !2)
!132 = !DILocation(line: 29, column: 50, scope: !2)
!133 = !DILocation(line: 29, column: 56, scope: !2)
!134 = !DILocation(line: 29, column: 54, scope: !2)
!135 = !DILocation(line: 29, column: 48, scope: !2)
!136 = !DILocation(line: 29, column: 7, scope: !2)
!137 = !DILocation(line: 29, column: 3, scope: !2)
!138 = !DILocation(line: 29, column: 25, scope: !2)
!139 = !DILocation(line: 30, column: 1, scope: !2)
