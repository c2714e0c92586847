; Pins llvm.memcpy between private and __global memory as OpCopyMemorySized (target, source, i64 size) (the llvm.memmove of dst[i] = copy is deliberately not pinned), llvm.memset of 1024/144/58 zero bytes as OpCopyMemorySized from Constant UniformConstant OpConstantNull byte arrays, aggregate allocas (arrays, struct Big) as typed entry-block OpVariables with Alignment, and string-literal stores as OpStore %uchar.
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
; CHECK:      OpDecorate [[Z1024:%[0-9]+]] Constant
; CHECK:      %struct_Big = OpTypeStruct %_arr_float_uint_32 %uint %_arr_uchar_uint_12
; CHECK:      [[N1024:%[0-9]+]] = OpConstantNull %_arr_uchar_uint_1024
; CHECK-NEXT: OpTypePointer UniformConstant %_arr_uchar_uint_1024
; CHECK-NEXT: [[Z1024]] = OpVariable %_ptr_UniformConstant__arr_uchar_uint_1024 UniformConstant [[N1024]]
; CHECK:      [[HIST:%[0-9]+]] = OpVariable %_ptr_Function__arr_uint_uint_256 Function
; CHECK:      [[SRC:%[0-9]+]] = OpBitcast %_ptr_CrossWorkgroup_uchar {{%[0-9]+}}
; CHECK:      [[TAIL:%[0-9]+]] = OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_uchar [[SRC]] %ulong_132
; CHECK-NEXT: OpCopyMemorySized {{%[0-9]+}} [[TAIL]] %ulong_12
; CHECK:      OpCopyMemorySized {{%[0-9]+}} [[Z1024]] %ulong_1024
; CHECK:      OpCopyMemorySized {{%[0-9]+}} {{%[0-9]+}} %ulong_144
; CHECK:      OpCopyMemorySized {{%[0-9]+}} {{%[0-9]+}} %ulong_58
; CHECK-NEXT: OpStore {{%[0-9]+}} %uchar_104 Aligned 1
; ModuleID = 'lit-tests/codegen/Inputs/memcpy_memset.cl'
source_filename = "lit-tests/codegen/Inputs/memcpy_memset.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Big = type { [32 x float], i32, [12 x i8] }

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define spir_kernel void @memcpy_memset(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !52 !kernel_arg_access_qual !53 !kernel_arg_type !54 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 {
  %5 = alloca [12 x i8], align 4
  %6 = alloca [256 x i32], align 4
  %7 = alloca %struct.Big, align 4
  %8 = alloca [64 x i8], align 1
    #dbg_value(ptr addrspace(1) %0, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(ptr addrspace(1) %1, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(ptr addrspace(1) %2, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(i32 %3, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %9 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !58
    #dbg_value(i64 %9, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5), !dbg !59
  %10 = getelementptr inbounds %struct.Big, ptr addrspace(1) %1, i64 %9, !dbg !60
  %11 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 128, !dbg !60
  %12 = load i32, ptr addrspace(1) %11, align 4, !dbg !60, !tbaa !61
  %13 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 132, !dbg !60
  call void @llvm.memcpy.p0.p1.i64(ptr noundef nonnull align 4 dereferenceable(12) %5, ptr addrspace(1) noundef align 4 dereferenceable(12) %13, i64 12, i1 false), !dbg !60, !tbaa.struct !65
  %14 = add nsw i32 %12, 1, !dbg !67
  %15 = getelementptr inbounds %struct.Big, ptr addrspace(1) %0, i64 %9, !dbg !68
  tail call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(128) %15, ptr addrspace(1) noundef align 4 dereferenceable(128) %10, i64 128, i1 false), !dbg !69
  %16 = getelementptr inbounds i8, ptr addrspace(1) %15, i64 128, !dbg !69
  store i32 %14, ptr addrspace(1) %16, align 4, !dbg !69, !tbaa !61
  %17 = getelementptr inbounds i8, ptr addrspace(1) %15, i64 132, !dbg !69
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noundef align 4 dereferenceable(12) %17, ptr noundef nonnull align 4 dereferenceable(12) %5, i64 12, i1 false), !dbg !69, !tbaa.struct !65
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %6) #7, !dbg !70
    #dbg_declare(ptr %6, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %6, i8 0, i64 1024, i1 false), !dbg !71
    #dbg_value(i32 0, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !72)
  br label %42, !dbg !73

18:                                               ; preds = %42
  %19 = and i32 %3, 255, !dbg !74
  %20 = zext nneg i32 %19 to i64, !dbg !75
  %21 = getelementptr inbounds [256 x i32], ptr %6, i64 0, i64 %20, !dbg !75
  %22 = load i32, ptr %21, align 4, !dbg !75, !tbaa !61
  %23 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %9, !dbg !76
  store i32 %22, ptr addrspace(1) %23, align 4, !dbg !77, !tbaa !61
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %7) #7, !dbg !78
    #dbg_declare(ptr %7, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !79)
    #dbg_value(i32 %3, !80, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
    #dbg_declare(ptr %7, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !88)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(144) %7, i8 0, i64 144, i1 false), !dbg !88, !alias.scope !89
  %24 = getelementptr inbounds i8, ptr %7, i64 128, !dbg !92
  store i32 %3, ptr %24, align 4, !dbg !93, !tbaa !94, !alias.scope !89
  %25 = and i32 %3, 31, !dbg !96
  %26 = zext nneg i32 %25 to i64, !dbg !97
  %27 = getelementptr inbounds [32 x float], ptr %7, i64 0, i64 %26, !dbg !97
  store float 1.000000e+00, ptr %27, align 4, !dbg !98, !tbaa !99, !alias.scope !89
  %28 = add i64 %9, 1, !dbg !101
  %29 = getelementptr inbounds %struct.Big, ptr addrspace(1) %0, i64 %28, !dbg !102
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noundef align 4 dereferenceable(144) %29, ptr noundef nonnull align 4 dereferenceable(144) %7, i64 144, i1 false), !dbg !103, !tbaa.struct !104
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #7, !dbg !105
    #dbg_declare(ptr %8, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !106)
  %30 = getelementptr inbounds i8, ptr %8, i64 6, !dbg !106
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %30, i8 0, i64 58, i1 false), !dbg !106
  store i8 104, ptr %8, align 1, !dbg !106
  %31 = getelementptr inbounds i8, ptr %8, i64 1, !dbg !106
  store i8 101, ptr %31, align 1, !dbg !106
  %32 = getelementptr inbounds i8, ptr %8, i64 2, !dbg !106
  store i8 97, ptr %32, align 1, !dbg !106
  %33 = getelementptr inbounds i8, ptr %8, i64 3, !dbg !106
  store i8 100, ptr %33, align 1, !dbg !106
  %34 = getelementptr inbounds i8, ptr %8, i64 4, !dbg !106
  store i8 101, ptr %34, align 1, !dbg !106
  %35 = getelementptr inbounds i8, ptr %8, i64 5, !dbg !106
  store i8 114, ptr %35, align 1, !dbg !106
  %36 = and i32 %3, 63, !dbg !107
  %37 = zext nneg i32 %36 to i64, !dbg !108
  %38 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 %37, !dbg !108
  %39 = load i8, ptr %38, align 1, !dbg !108, !tbaa !66
  %40 = sext i8 %39 to i32, !dbg !108
  %41 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %28, !dbg !109
  store i32 %40, ptr addrspace(1) %41, align 4, !dbg !110, !tbaa !61
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #7, !dbg !111
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %7) #7, !dbg !111
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %6) #7, !dbg !111
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5), !dbg !111
  ret void, !dbg !111

42:                                               ; preds = %4, %42
  %43 = phi i32 [ 0, %4 ], [ %53, %42 ]
    #dbg_value(i32 %43, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !72)
  %44 = zext nneg i32 %43 to i64, !dbg !112
  %45 = getelementptr inbounds [32 x float], ptr addrspace(1) %10, i64 0, i64 %44, !dbg !112
  %46 = load float, ptr addrspace(1) %45, align 4, !dbg !112, !tbaa !99
  %47 = fptosi float %46 to i32, !dbg !114
  %48 = and i32 %47, 255, !dbg !115
  %49 = zext nneg i32 %48 to i64, !dbg !116
  %50 = getelementptr inbounds [256 x i32], ptr %6, i64 0, i64 %49, !dbg !116
  %51 = load i32, ptr %50, align 4, !dbg !117, !tbaa !61
  %52 = add nsw i32 %51, 1, !dbg !117
  store i32 %52, ptr %50, align 4, !dbg !117, !tbaa !61
  %53 = add nuw nsw i32 %43, 1, !dbg !118
    #dbg_value(i32 %53, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !72)
  %54 = icmp ult i32 %43, 31, !dbg !119
  br i1 %54, label %42, label %18, !dbg !73, !llvm.loop !120
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !122 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1) nocapture writeonly, ptr addrspace(1) nocapture readonly, i64, i1 immarg) #5

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/memcpy_memset.cl", directory: ".", checksumkind: CSK_MD5, checksum: "9df750c9bfc11a6b8b738621b5354f73")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "memcpy_memset", scope: !1, file: !1, line: 16, type: !11, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !31)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !28, !30, !3}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "Big", file: !1, line: 7, baseType: !15)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !1, line: 3, size: 1152, elements: !16)
!16 = !{!17, !22, !23}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !15, file: !1, line: 4, baseType: !18, size: 1024)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 1024, elements: !20)
!19 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!20 = !{!21}
!21 = !DISubrange(count: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !15, file: !1, line: 5, baseType: !3, size: 32, offset: 1024)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !15, file: !1, line: 6, baseType: !24, size: 96, offset: 1056)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 96, elements: !26)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !{!27}
!27 = !DISubrange(count: 12)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, dwarfAddressSpace: 1)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!31 = !{!32, !33, !34, !35, !36, !40, !41, !45, !47, !48}
!32 = !DILocalVariable(name: "dst", arg: 1, scope: !10, file: !1, line: 16, type: !13)
!33 = !DILocalVariable(name: "src", arg: 2, scope: !10, file: !1, line: 16, type: !28)
!34 = !DILocalVariable(name: "hist_out", arg: 3, scope: !10, file: !1, line: 17, type: !30)
!35 = !DILocalVariable(name: "k", arg: 4, scope: !10, file: !1, line: 17, type: !3)
!36 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 18, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !38, line: 142, baseType: !39)
!38 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!39 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!40 = !DILocalVariable(name: "copy", scope: !10, file: !1, line: 19, type: !14)
!41 = !DILocalVariable(name: "hist", scope: !10, file: !1, line: 23, type: !42)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 8192, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 256)
!45 = !DILocalVariable(name: "j", scope: !46, file: !1, line: 24, type: !3)
!46 = distinct !DILexicalBlock(scope: !10, file: !1, line: 24, column: 3)
!47 = !DILocalVariable(name: "fresh", scope: !10, file: !1, line: 28, type: !14)
!48 = !DILocalVariable(name: "buf", scope: !10, file: !1, line: 31, type: !49)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 512, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 64)
!52 = !{i32 1, i32 1, i32 1, i32 0}
!53 = !{!"none", !"none", !"none", !"none"}
!54 = !{!"Big*", !"Big*", !"int*", !"int"}
!55 = !{!"struct Big*", !"struct Big*", !"int*", !"int"}
!56 = !{!"", !"const", !"", !""}
!57 = !DILocation(line: 0, scope: !10)
!58 = !DILocation(line: 18, column: 14, scope: !10)
!59 = !DILocation(line: 19, column: 3, scope: !10)
!60 = !DILocation(line: 19, column: 14, scope: !10)
!61 = !{!62, !62, i64 0}
!62 = !{!"int", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !{i64 0, i64 12, !66}
!66 = !{!63, !63, i64 0}
!67 = !DILocation(line: 20, column: 12, scope: !10)
!68 = !DILocation(line: 21, column: 3, scope: !10)
!69 = !DILocation(line: 21, column: 12, scope: !10)
!70 = !DILocation(line: 23, column: 3, scope: !10)
!71 = !DILocation(line: 23, column: 7, scope: !10)
!72 = !DILocation(line: 0, scope: !46)
!73 = !DILocation(line: 24, column: 3, scope: !46)
!74 = !DILocation(line: 26, column: 24, scope: !10)
!75 = !DILocation(line: 26, column: 17, scope: !10)
!76 = !DILocation(line: 26, column: 3, scope: !10)
!77 = !DILocation(line: 26, column: 15, scope: !10)
!78 = !DILocation(line: 28, column: 3, scope: !10)
!79 = !DILocation(line: 28, column: 7, scope: !10)
!80 = !DILocalVariable(name: "tag", arg: 1, scope: !81, file: !1, line: 9, type: !3)
!81 = distinct !DISubprogram(name: "make_big", scope: !1, file: !1, line: 9, type: !82, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !84)
!82 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !83)
!83 = !{!14, !3}
!84 = !{!80, !85}
!85 = !DILocalVariable(name: "b", scope: !81, file: !1, line: 10, type: !14)
!86 = !DILocation(line: 0, scope: !81, inlinedAt: !87)
!87 = distinct !DILocation(line: 28, column: 15, scope: !10)
!88 = !DILocation(line: 10, column: 7, scope: !81, inlinedAt: !87)
!89 = !{!90}
!90 = distinct !{!90, !91, !"make_big: argument 0"}
!91 = distinct !{!91, !"make_big"}
!92 = !DILocation(line: 11, column: 5, scope: !81, inlinedAt: !87)
!93 = !DILocation(line: 11, column: 9, scope: !81, inlinedAt: !87)
!94 = !{!95, !62, i64 128}
!95 = !{!"Big", !63, i64 0, !62, i64 128, !63, i64 132}
!96 = !DILocation(line: 12, column: 11, scope: !81, inlinedAt: !87)
!97 = !DILocation(line: 12, column: 3, scope: !81, inlinedAt: !87)
!98 = !DILocation(line: 12, column: 17, scope: !81, inlinedAt: !87)
!99 = !{!100, !100, i64 0}
!100 = !{!"float", !63, i64 0}
!101 = !DILocation(line: 29, column: 9, scope: !10)
!102 = !DILocation(line: 29, column: 3, scope: !10)
!103 = !DILocation(line: 29, column: 16, scope: !10)
!104 = !{i64 0, i64 128, !66, i64 128, i64 4, !61, i64 132, i64 12, !66}
!105 = !DILocation(line: 31, column: 3, scope: !10)
!106 = !DILocation(line: 31, column: 18, scope: !10)
!107 = !DILocation(line: 32, column: 27, scope: !10)
!108 = !DILocation(line: 32, column: 21, scope: !10)
!109 = !DILocation(line: 32, column: 3, scope: !10)
!110 = !DILocation(line: 32, column: 19, scope: !10)
!111 = !DILocation(line: 33, column: 1, scope: !10)
!112 = !DILocation(line: 25, column: 15, scope: !113)
!113 = distinct !DILexicalBlock(scope: !46, file: !1, line: 24, column: 3)
!114 = !DILocation(line: 25, column: 10, scope: !113)
!115 = !DILocation(line: 25, column: 27, scope: !113)
!116 = !DILocation(line: 25, column: 5, scope: !113)
!117 = !DILocation(line: 25, column: 34, scope: !113)
!118 = !DILocation(line: 24, column: 27, scope: !113)
!119 = !DILocation(line: 24, column: 21, scope: !113)
!120 = distinct !{!120, !73, !121}
!121 = !DILocation(line: 25, column: 37, scope: !46)
!122 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 18, type: !123, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !124)
!124 = !{!39, !125}
!125 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
