; Pins generic address space lowering: addrspacecast (incl. constant expressions on the __local array) as OpPtrCastToGeneric, to_global/to_local as OpGenericCastToPtrExplicit with CrossWorkgroup/Workgroup, pointer select on %_ptr_Generic_uchar, null-pointer icmp through OpConvertPtrToU against OpConstantNull, [4 x i32] __local GEP (0, lid), and llvm.vector.reduce.add unrolled into OpCompositeExtract + OpIAdd.
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
; CHECK-NEXT: OpCapability GenericPointer
; CHECK-NEXT: OpCapability Int8
; CHECK:      [[GNULL:%[0-9]+]] = OpConstantNull %_ptr_CrossWorkgroup_uchar
; CHECK:      OpInBoundsPtrAccessChain %_ptr_Workgroup_uint {{%[0-9]+}} %ulong_0 {{%[0-9]+}}
; CHECK:      OpControlBarrier %uint_2 %uint_2 %uint_272
; CHECK-NEXT: [[GG:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uchar %0
; CHECK:      [[V:%[0-9]+]] = OpCompositeInsert %v4uint {{%[0-9]+}} {{%[0-9]+}} 3
; CHECK-NEXT: [[E0:%[0-9]+]] = OpCompositeExtract %uint [[V]] 0
; CHECK-NEXT: [[E1:%[0-9]+]] = OpCompositeExtract %uint [[V]] 1
; CHECK-NEXT: OpIAdd %uint [[E0]] [[E1]]
; CHECK:      OpBitwiseAnd %ulong {{%[0-9]+}} %ulong_1
; CHECK:      [[LG:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uchar {{%[0-9]+}}
; CHECK-NEXT: [[GEN:%[0-9]+]] = OpSelect %_ptr_Generic_uchar {{%[0-9]+}} [[LG]] [[GG]]
; CHECK-NEXT: [[TG:%[0-9]+]] = OpGenericCastToPtrExplicit %_ptr_CrossWorkgroup_uchar [[GEN]] CrossWorkgroup
; CHECK-NEXT: OpGenericCastToPtrExplicit %_ptr_Workgroup_uchar [[GEN]] Workgroup
; CHECK-NEXT: OpConvertPtrToU %ulong [[TG]]
; CHECK-NEXT: OpConvertPtrToU %ulong [[GNULL]]
; ModuleID = 'lit-tests/codegen/Inputs/generic_pointers.cl'
source_filename = "lit-tests/codegen/Inputs/generic_pointers.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@generic_pointers.l = internal addrspace(3) global [4 x i32] undef, align 16, !dbg !0

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @generic_pointers(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !2 !kernel_arg_addr_space !39 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 {
    #dbg_value(ptr addrspace(1) %0, !13, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_value(ptr addrspace(1) %1, !14, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !44
    #dbg_value(i64 %3, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %4 = icmp ult i64 %3, 4, !dbg !45
  br i1 %4, label %5, label %9, !dbg !47

5:                                                ; preds = %2
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3, !dbg !48
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !48, !tbaa !49
  %8 = getelementptr inbounds [4 x i32], ptr addrspace(3) @generic_pointers.l, i64 0, i64 %3, !dbg !53
  store i32 %7, ptr addrspace(3) %8, align 4, !dbg !54, !tbaa !49
  br label %9, !dbg !53

9:                                                ; preds = %5, %2
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !55
  %10 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4), !dbg !56
    #dbg_value(ptr addrspace(4) %10, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %11 = load i32, ptr addrspace(4) %10, align 4, !dbg !64, !tbaa !49
  %12 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 4, !dbg !65
  %13 = load i32, ptr addrspace(4) %12, align 4, !dbg !65, !tbaa !49
  %14 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 8, !dbg !66
  %15 = load i32, ptr addrspace(4) %14, align 4, !dbg !66, !tbaa !49
    #dbg_value(ptr addrspace(4) addrspacecast (ptr addrspace(3) @generic_pointers.l to ptr addrspace(4)), !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  %16 = load <4 x i32>, ptr addrspace(4) addrspacecast (ptr addrspace(3) @generic_pointers.l to ptr addrspace(4)), align 16, !dbg !69
  %17 = load i32, ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) addrspacecast (ptr addrspace(3) @generic_pointers.l to ptr addrspace(4)), i64 8), align 4, !dbg !70, !tbaa !49
    #dbg_value(ptr addrspace(4) undef, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  %18 = insertelement <4 x i32> %16, i32 %17, i64 2, !dbg !73
  %19 = insertelement <4 x i32> %18, i32 %11, i64 3, !dbg !73
  %20 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %19), !dbg !73
  %21 = add i32 %20, %13, !dbg !74
  %22 = add i32 %15, 6, !dbg !75
  %23 = add i32 %21, %22, !dbg !76
    #dbg_value(i32 %23, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %24 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4, !dbg !77
  %25 = addrspacecast ptr addrspace(1) %24 to ptr addrspace(4), !dbg !78
    #dbg_value(ptr addrspace(4) %25, !79, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !85)
    #dbg_value(i32 %23, !84, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !85)
  %26 = add nsw i32 %13, %23, !dbg !87
  store i32 %26, ptr addrspace(4) %25, align 4, !dbg !87, !tbaa !49
    #dbg_value(ptr addrspace(4) undef, !79, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !88)
    #dbg_value(i32 1, !84, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !88)
  %27 = and i64 %3, 1, !dbg !90
  %28 = icmp eq i64 %27, 0, !dbg !90
  %29 = select i1 %28, ptr addrspace(4) addrspacecast (ptr addrspace(3) @generic_pointers.l to ptr addrspace(4)), ptr addrspace(4) %10, !dbg !91
    #dbg_value(ptr addrspace(4) %29, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %30 = tail call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %29) #6, !dbg !92
    #dbg_value(ptr addrspace(1) %30, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %31 = tail call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %29) #6, !dbg !93
    #dbg_value(ptr addrspace(3) %31, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %32 = icmp eq ptr addrspace(1) %30, null, !dbg !94
  %33 = icmp eq ptr addrspace(3) %31, null, !dbg !94
  %34 = select i1 %33, i32 0, i32 2, !dbg !94
  %35 = select i1 %32, i32 %34, i32 1, !dbg !94
    #dbg_value(i32 %35, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_value(ptr addrspace(1) %0, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %36 = load i32, ptr addrspace(1) %0, align 4, !dbg !95, !tbaa !49
  %37 = add i32 %23, 2, !dbg !96
  %38 = add i32 %37, %36, !dbg !97
  %39 = add i32 %38, %35, !dbg !98
  %40 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !99
  %41 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %40, !dbg !100
  store i32 %39, ptr addrspace(1) %41, align 4, !dbg !101, !tbaa !49
  ret void, !dbg !102
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !103 spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !107 spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

declare spir_func ptr addrspace(1) @__to_global(ptr addrspace(4)) local_unnamed_addr

declare spir_func ptr addrspace(3) @__to_local(ptr addrspace(4)) local_unnamed_addr

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !112 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!33, !34, !35, !36}
!opencl.ocl.version = !{!37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "l", scope: !2, file: !3, line: 12, type: !30, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "generic_pointers", scope: !3, file: !3, line: 11, type: !4, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !12)
!3 = !DIFile(filename: "lit-tests/codegen/Inputs/generic_pointers.cl", directory: ".", checksumkind: CSK_MD5, checksum: "5e3a075e75513f8dcd80ba06165f967f")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !6}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !9, globals: !11, splitDebugInlining: false, nameTableKind: None)
!9 = !{!10, !6}
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 4)
!11 = !{!0}
!12 = !{!13, !14, !15, !19, !23, !24, !25, !26, !28, !29}
!13 = !DILocalVariable(name: "g", arg: 1, scope: !2, file: !3, line: 11, type: !6)
!14 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 11, type: !6)
!15 = !DILocalVariable(name: "priv", scope: !2, file: !3, line: 13, type: !16)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 96, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 3)
!19 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 14, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !21, line: 142, baseType: !22)
!21 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 19, type: !7)
!24 = !DILocalVariable(name: "gen", scope: !2, file: !3, line: 23, type: !10)
!25 = !DILocalVariable(name: "back", scope: !2, file: !3, line: 24, type: !6)
!26 = !DILocalVariable(name: "lback", scope: !2, file: !3, line: 25, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 3)
!28 = !DILocalVariable(name: "tag", scope: !2, file: !3, line: 26, type: !7)
!29 = !DILocalVariable(name: "cast_back", scope: !2, file: !3, line: 27, type: !6)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 128, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 4)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 7, !"frame-pointer", i32 2}
!37 = !{i32 2, i32 0}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = !{i32 1, i32 1}
!40 = !{!"none", !"none"}
!41 = !{!"int*", !"int*"}
!42 = !{!"", !""}
!43 = !DILocation(line: 0, scope: !2)
!44 = !DILocation(line: 14, column: 16, scope: !2)
!45 = !DILocation(line: 15, column: 11, scope: !46)
!46 = distinct !DILexicalBlock(scope: !2, file: !3, line: 15, column: 7)
!47 = !DILocation(line: 15, column: 7, scope: !2)
!48 = !DILocation(line: 16, column: 14, scope: !46)
!49 = !{!50, !50, i64 0}
!50 = !{!"int", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 16, column: 5, scope: !46)
!54 = !DILocation(line: 16, column: 12, scope: !46)
!55 = !DILocation(line: 17, column: 3, scope: !2)
!56 = !DILocation(line: 19, column: 16, scope: !2)
!57 = !DILocalVariable(name: "p", arg: 1, scope: !58, file: !3, line: 3, type: !10)
!58 = distinct !DISubprogram(name: "sum3", scope: !3, file: !3, line: 3, type: !59, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !61)
!59 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !60)
!60 = !{!7, !10}
!61 = !{!57}
!62 = !DILocation(line: 0, scope: !58, inlinedAt: !63)
!63 = distinct !DILocation(line: 19, column: 11, scope: !2)
!64 = !DILocation(line: 4, column: 10, scope: !58, inlinedAt: !63)
!65 = !DILocation(line: 4, column: 17, scope: !58, inlinedAt: !63)
!66 = !DILocation(line: 4, column: 24, scope: !58, inlinedAt: !63)
!67 = !DILocation(line: 0, scope: !58, inlinedAt: !68)
!68 = distinct !DILocation(line: 19, column: 21, scope: !2)
!69 = !DILocation(line: 4, column: 10, scope: !58, inlinedAt: !68)
!70 = !DILocation(line: 4, column: 24, scope: !58, inlinedAt: !68)
!71 = !DILocation(line: 0, scope: !58, inlinedAt: !72)
!72 = distinct !DILocation(line: 19, column: 31, scope: !2)
!73 = !DILocation(line: 19, column: 29, scope: !2)
!74 = !DILocation(line: 4, column: 22, scope: !58, inlinedAt: !68)
!75 = !DILocation(line: 4, column: 15, scope: !58, inlinedAt: !68)
!76 = !DILocation(line: 4, column: 15, scope: !58, inlinedAt: !63)
!77 = !DILocation(line: 20, column: 9, scope: !2)
!78 = !DILocation(line: 20, column: 8, scope: !2)
!79 = !DILocalVariable(name: "p", arg: 1, scope: !80, file: !3, line: 7, type: !10)
!80 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 7, type: !81, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !8, retainedNodes: !83)
!81 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !82)
!82 = !{null, !10, !7}
!83 = !{!79, !84}
!84 = !DILocalVariable(name: "by", arg: 2, scope: !80, file: !3, line: 7, type: !7)
!85 = !DILocation(line: 0, scope: !80, inlinedAt: !86)
!86 = distinct !DILocation(line: 20, column: 3, scope: !2)
!87 = !DILocation(line: 8, column: 6, scope: !80, inlinedAt: !86)
!88 = !DILocation(line: 0, scope: !80, inlinedAt: !89)
!89 = distinct !DILocation(line: 21, column: 3, scope: !2)
!90 = !DILocation(line: 23, column: 19, scope: !2)
!91 = !DILocation(line: 23, column: 14, scope: !2)
!92 = !DILocation(line: 24, column: 34, scope: !2)
!93 = !DILocation(line: 25, column: 33, scope: !2)
!94 = !DILocation(line: 26, column: 13, scope: !2)
!95 = !DILocation(line: 28, column: 37, scope: !2)
!96 = !DILocation(line: 28, column: 29, scope: !2)
!97 = !DILocation(line: 28, column: 35, scope: !2)
!98 = !DILocation(line: 28, column: 48, scope: !2)
!99 = !DILocation(line: 28, column: 7, scope: !2)
!100 = !DILocation(line: 28, column: 3, scope: !2)
!101 = !DILocation(line: 28, column: 25, scope: !2)
!102 = !DILocation(line: 29, column: 1, scope: !2)
!103 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !3, file: !3, line: 14, type: !104, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !105)
!105 = !{!22, !106}
!106 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!107 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !3, file: !3, line: 17, type: !108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!108 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !109)
!109 = !{null, !110}
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !21, line: 372, baseType: !111)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !21, line: 129, baseType: !106)
!112 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 28, type: !104, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
