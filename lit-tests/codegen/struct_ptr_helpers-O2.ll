; Pins inlined struct-by-pointer helpers: Body (float3 members + padding) addressed via %_ptr_CrossWorkgroup_struct_Body then byte offsets 16/32/36/40, float3 members loaded as %v4float, the !alive early return as OpBranchConditional to the untouched path, llvm.fmuladd.f32/v4f32 as fma (with -9.81f), float3 OpPhis, dot(float3) as OpDot, and the field stores keeping Aligned 16/8/4.
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
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      %struct_Body = OpTypeStruct %v3float %v3float %float %uint %_arr_uchar_uint_8
; CHECK:      OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_struct_Body {{%[0-9]+}} {{%[0-9]+}}
; CHECK:      [[POS:%[0-9]+]] = OpLoad %v4float {{%[0-9]+}} Aligned 16
; CHECK:      [[VEL:%[0-9]+]] = OpLoad %v4float {{%[0-9]+}} Aligned 16
; CHECK:      [[ALIVE:%[0-9]+]] = OpLoad %uint {{%[0-9]+}} Aligned 4
; CHECK:      [[DEAD:%[0-9]+]] = OpIEqual %bool [[ALIVE]] %uint_0
; CHECK-NEXT: OpBranchConditional [[DEAD]] [[SKIP:%[0-9]+]] [[INTEG:%[0-9]+]]
; CHECK-NEXT: [[INTEG]] = OpLabel
; CHECK-NEXT: [[VY:%[0-9]+]] = OpCompositeExtract %float [[VEL]] 1
; CHECK-NEXT: OpExtInst %float [[STD]] fma %2 %float_n9_81000042 [[VY]]
; CHECK:      OpExtInst %v4float [[STD]] fma {{%[0-9]+}} {{%[0-9]+}} [[POS]]
; CHECK:      [[V3:%[0-9]+]] = OpPhi %v3float {{%[0-9]+}} [[SKIP]] {{%[0-9]+}} [[INTEG]]
; CHECK:      OpDot %float [[V3]] [[V3]]
; CHECK:      OpStore {{%[0-9]+}} {{%[0-9]+}} Aligned 8
; CHECK:      OpFOrdLessThan %bool {{%[0-9]+}} %float_n100
; ModuleID = 'lit-tests/codegen/Inputs/struct_ptr_helpers.cl'
source_filename = "lit-tests/codegen/Inputs/struct_ptr_helpers.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Body = type { <3 x float>, <3 x float>, float, i32, [8 x i8] }

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @struct_ptr_helpers(ptr addrspace(1) nocapture noundef align 16 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, float noundef %2) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !37 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
    #dbg_value(ptr addrspace(1) %0, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
    #dbg_value(ptr addrspace(1) %1, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
    #dbg_value(float %2, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !41
    #dbg_value(i64 %4, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  %5 = getelementptr inbounds %struct.Body, ptr addrspace(1) %0, i64 %4, !dbg !42
  %6 = load <4 x float>, ptr addrspace(1) %5, align 16, !dbg !42, !tbaa !43
  %7 = getelementptr inbounds i8, ptr addrspace(1) %5, i64 16, !dbg !42
  %8 = load <4 x float>, ptr addrspace(1) %7, align 16, !dbg !42, !tbaa !43
  %9 = getelementptr inbounds i8, ptr addrspace(1) %5, i64 32, !dbg !42
  %10 = load float, ptr addrspace(1) %9, align 16, !dbg !42, !tbaa !46
  %11 = getelementptr inbounds i8, ptr addrspace(1) %5, i64 36, !dbg !42
  %12 = load i32, ptr addrspace(1) %11, align 4, !dbg !42, !tbaa !48
  %13 = getelementptr inbounds i8, ptr addrspace(1) %5, i64 40, !dbg !42
  %14 = load i64, ptr addrspace(1) %13, align 8, !dbg !42
    #dbg_value(ptr addrspace(4) undef, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(float %2, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %15 = icmp eq i32 %12, 0, !dbg !59
  br i1 %15, label %16, label %18, !dbg !61

16:                                               ; preds = %3
  %17 = shufflevector <4 x float> %8, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !62
  br label %26, !dbg !61

18:                                               ; preds = %3
  %19 = extractelement <4 x float> %8, i64 1, !dbg !71
  %20 = tail call float @llvm.fmuladd.f32(float %2, float 0xC0239EB860000000, float %19), !dbg !71
  %21 = insertelement <4 x float> %8, float %20, i64 1, !dbg !71
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !72
  %23 = insertelement <3 x float> poison, float %2, i64 0, !dbg !73
  %24 = shufflevector <3 x float> %23, <3 x float> poison, <4 x i32> zeroinitializer, !dbg !74
  %25 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %21, <4 x float> %24, <4 x float> %6), !dbg !74
  br label %26, !dbg !75

26:                                               ; preds = %16, %18
  %27 = phi <3 x float> [ %17, %16 ], [ %22, %18 ], !dbg !62
  %28 = phi <4 x float> [ %8, %16 ], [ %21, %18 ], !dbg !40
  %29 = phi <4 x float> [ %6, %16 ], [ %25, %18 ], !dbg !40
    #dbg_value(ptr addrspace(4) undef, !69, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !76)
  %30 = fmul float %10, 5.000000e-01, !dbg !77
  %31 = tail call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %27, <3 x float> noundef %27) #4, !dbg !78
  %32 = fmul float %30, %31, !dbg !79
  %33 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %4, !dbg !80
  store float %32, ptr addrspace(1) %33, align 4, !dbg !81, !tbaa !46
  store <4 x float> %29, ptr addrspace(1) %5, align 16, !dbg !82, !tbaa !43
  store <4 x float> %28, ptr addrspace(1) %7, align 16, !dbg !82, !tbaa !43
  store float %10, ptr addrspace(1) %9, align 16, !dbg !82, !tbaa !46
  store i64 %14, ptr addrspace(1) %13, align 8, !dbg !82
    #dbg_value(ptr addrspace(1) %5, !83, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !89)
    #dbg_value(float -1.000000e+02, !88, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !89)
  %34 = extractelement <4 x float> %29, i64 1, !dbg !91
  %35 = fcmp olt float %34, -1.000000e+02, !dbg !93
  br i1 %35, label %36, label %37, !dbg !94

36:                                               ; preds = %26
  store i32 0, ptr addrspace(1) %11, align 4, !dbg !95, !tbaa !96
  br label %37, !dbg !98

37:                                               ; preds = %26, %36
  ret void, !dbg !99
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !100 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !104 spir_func float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/struct_ptr_helpers.cl", directory: ".", checksumkind: CSK_MD5, checksum: "e3a613651ec80559981f1aaaa1730c58")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "struct_ptr_helpers", scope: !1, file: !1, line: 25, type: !9, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !27)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !26, !19}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "Body", file: !1, line: 7, baseType: !13)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Body", file: !1, line: 2, size: 384, elements: !14)
!14 = !{!15, !22, !23, !24}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !13, file: !1, line: 3, baseType: !16, size: 128)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "float3", file: !17, line: 208, baseType: !18)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 128, flags: DIFlagVector, elements: !20)
!19 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!20 = !{!21}
!21 = !DISubrange(count: 3)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "vel", scope: !13, file: !1, line: 4, baseType: !16, size: 128, offset: 128)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !13, file: !1, line: 5, baseType: !19, size: 32, offset: 256)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "alive", scope: !13, file: !1, line: 6, baseType: !25, size: 32, offset: 288)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, dwarfAddressSpace: 1)
!27 = !{!28, !29, !30, !31, !34}
!28 = !DILocalVariable(name: "bodies", arg: 1, scope: !8, file: !1, line: 25, type: !11)
!29 = !DILocalVariable(name: "energy", arg: 2, scope: !8, file: !1, line: 25, type: !26)
!30 = !DILocalVariable(name: "dt", arg: 3, scope: !8, file: !1, line: 26, type: !19)
!31 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 27, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !17, line: 142, baseType: !33)
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DILocalVariable(name: "local_copy", scope: !8, file: !1, line: 28, type: !12)
!35 = !{i32 1, i32 1, i32 0}
!36 = !{!"none", !"none", !"none"}
!37 = !{!"Body*", !"float*", !"float"}
!38 = !{!"struct Body*", !"float*", !"float"}
!39 = !{!"", !"", !""}
!40 = !DILocation(line: 0, scope: !8)
!41 = !DILocation(line: 27, column: 14, scope: !8)
!42 = !DILocation(line: 28, column: 21, scope: !8)
!43 = !{!44, !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !{!47, !47, i64 0}
!47 = !{!"float", !44, i64 0}
!48 = !{!49, !49, i64 0}
!49 = !{!"int", !44, i64 0}
!50 = !DILocalVariable(name: "b", arg: 1, scope: !51, file: !1, line: 9, type: !54)
!51 = distinct !DISubprogram(name: "integrate", scope: !1, file: !1, line: 9, type: !52, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !55)
!52 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !53)
!53 = !{null, !54, !19}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 4)
!55 = !{!50, !56}
!56 = !DILocalVariable(name: "dt", arg: 2, scope: !51, file: !1, line: 9, type: !19)
!57 = !DILocation(line: 0, scope: !51, inlinedAt: !58)
!58 = distinct !DILocation(line: 29, column: 3, scope: !8)
!59 = !DILocation(line: 10, column: 8, scope: !60, inlinedAt: !58)
!60 = distinct !DILexicalBlock(scope: !51, file: !1, line: 10, column: 7)
!61 = !DILocation(line: 10, column: 7, scope: !51, inlinedAt: !58)
!62 = !DILocation(line: 17, column: 34, scope: !63, inlinedAt: !70)
!63 = distinct !DISubprogram(name: "kinetic", scope: !1, file: !1, line: 16, type: !64, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !68)
!64 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !65)
!65 = !{!19, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64, dwarfAddressSpace: 4)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!68 = !{!69}
!69 = !DILocalVariable(name: "b", arg: 1, scope: !63, file: !1, line: 16, type: !66)
!70 = distinct !DILocation(line: 30, column: 15, scope: !8)
!71 = !DILocation(line: 12, column: 12, scope: !51, inlinedAt: !58)
!72 = !DILocation(line: 13, column: 16, scope: !51, inlinedAt: !58)
!73 = !DILocation(line: 13, column: 22, scope: !51, inlinedAt: !58)
!74 = !DILocation(line: 13, column: 10, scope: !51, inlinedAt: !58)
!75 = !DILocation(line: 14, column: 1, scope: !51, inlinedAt: !58)
!76 = !DILocation(line: 0, scope: !63, inlinedAt: !70)
!77 = !DILocation(line: 17, column: 15, scope: !63, inlinedAt: !70)
!78 = !DILocation(line: 17, column: 27, scope: !63, inlinedAt: !70)
!79 = !DILocation(line: 17, column: 25, scope: !63, inlinedAt: !70)
!80 = !DILocation(line: 30, column: 3, scope: !8)
!81 = !DILocation(line: 30, column: 13, scope: !8)
!82 = !DILocation(line: 31, column: 15, scope: !8)
!83 = !DILocalVariable(name: "b", arg: 1, scope: !84, file: !1, line: 20, type: !11)
!84 = distinct !DISubprogram(name: "kill_if_low", scope: !1, file: !1, line: 20, type: !85, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !87)
!85 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !86)
!86 = !{null, !11, !19}
!87 = !{!83, !88}
!88 = !DILocalVariable(name: "floor_y", arg: 2, scope: !84, file: !1, line: 20, type: !19)
!89 = !DILocation(line: 0, scope: !84, inlinedAt: !90)
!90 = distinct !DILocation(line: 32, column: 3, scope: !8)
!91 = !DILocation(line: 21, column: 7, scope: !92, inlinedAt: !90)
!92 = distinct !DILexicalBlock(scope: !84, file: !1, line: 21, column: 7)
!93 = !DILocation(line: 21, column: 16, scope: !92, inlinedAt: !90)
!94 = !DILocation(line: 21, column: 7, scope: !84, inlinedAt: !90)
!95 = !DILocation(line: 22, column: 14, scope: !92, inlinedAt: !90)
!96 = !{!97, !49, i64 36}
!97 = !{!"Body", !44, i64 0, !44, i64 16, !47, i64 32, !49, i64 36}
!98 = !DILocation(line: 22, column: 5, scope: !92, inlinedAt: !90)
!99 = !DILocation(line: 33, column: 1, scope: !8)
!100 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 27, type: !101, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!101 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !102)
!102 = !{!33, !103}
!103 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!104 = !DISubprogram(name: "dot", linkageName: "_Z3dotDv3_fS_", scope: !1, file: !1, line: 17, type: !105, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !106)
!106 = !{!19, !18, !18}
