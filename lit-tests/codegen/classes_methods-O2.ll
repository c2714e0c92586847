; Pins inlined C++ methods: blocks in reverse post-order (loop body %27 before its exits), zext i1 as OpSelect 1/0, llvm.smax as OpenCL.std s_max, i64 total as OpConvertUToF, 3-way OpPhi with constant inputs, float2 operators on OpConstantComposite vectors, and extractelement as OpCompositeExtract.
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
; CHECK:      [[ONEM1:%[0-9]+]] = OpConstantComposite %v2float %float_1 %float_n1
; CHECK:      [[HALF:%[0-9]+]] = OpConstantComposite %v2float %float_0_5 %float_0_5
; CHECK:      [[ENTRY:%[0-9]+]] = OpLabel
; CHECK-NEXT: [[C:%[0-9]+]] = OpSGreaterThan %bool %1 %uint_0
; CHECK-NEXT: OpBranchConditional [[C]] [[LOOP:%[0-9]+]] [[JOIN:%[0-9]+]]
; CHECK-NEXT: [[LOOP]] = OpLabel
; CHECK:      [[POS:%[0-9]+]] = OpSGreaterThan %bool [[X:%[0-9]+]] %uint_0
; CHECK-NEXT: OpSelect %uint [[POS]] %uint_1 %uint_0
; CHECK:      OpExtInst %uint [[STD]] s_max [[X]] %uint_0
; CHECK:      OpConvertUToF %float {{%[0-9]+}}
; CHECK:      [[JOIN]] = OpLabel
; CHECK-NEXT: OpPhi %float {{%[0-9]+}} {{%[0-9]+}} %float_0 [[ENTRY]] %float_0 {{%[0-9]+}}
; CHECK:      [[SUM:%[0-9]+]] = OpFAdd %v2float {{%[0-9]+}} [[ONEM1]]
; CHECK-NEXT: OpFMul %v2float [[SUM]] [[HALF]]
; CHECK:      OpCompositeExtract %float {{%[0-9]+}} 1
; ModuleID = 'lit-tests/codegen/Inputs/classes_methods.clcpp'
source_filename = "lit-tests/codegen/Inputs/classes_methods.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define spir_kernel void @classes_methods(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef align 8 %3) local_unnamed_addr #0 !dbg !52 !kernel_arg_addr_space !78 !kernel_arg_access_qual !79 !kernel_arg_type !80 !kernel_arg_base_type !81 !kernel_arg_type_qual !82 {
    #dbg_value(ptr addrspace(1) %0, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
    #dbg_value(i32 %1, !66, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
    #dbg_value(ptr addrspace(1) %2, !67, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
    #dbg_value(ptr addrspace(1) %3, !68, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
    #dbg_value(i32 0, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !84)
  %5 = icmp sgt i32 %1, 0, !dbg !85
  br i1 %5, label %27, label %12, !dbg !87

6:                                                ; preds = %27
    #dbg_value(ptr addrspace(4) undef, !88, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !92)
  %7 = icmp eq i32 %36, 0, !dbg !94
  br i1 %7, label %12, label %8, !dbg !94

8:                                                ; preds = %6
  %9 = uitofp nneg i64 %39 to float, !dbg !95
  %10 = uitofp nneg i32 %36 to float, !dbg !96
  %11 = fdiv float %9, %10, !dbg !97, !fpmath !98
  br label %12, !dbg !94

12:                                               ; preds = %6, %4, %8
  %13 = phi float [ %10, %8 ], [ 0.000000e+00, %4 ], [ 0.000000e+00, %6 ], !dbg !99
  %14 = phi float [ %11, %8 ], [ 0.000000e+00, %4 ], [ 0.000000e+00, %6 ], !dbg !94
  store float %14, ptr addrspace(1) %2, align 4, !dbg !100, !tbaa !101
  %15 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 4, !dbg !105
  store float %13, ptr addrspace(1) %15, align 4, !dbg !106, !tbaa !101
  %16 = tail call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !107
    #dbg_value(i64 %16, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
  %17 = getelementptr inbounds <2 x float>, ptr addrspace(1) %3, i64 %16, !dbg !108
    #dbg_value(<2 x float> undef, !75, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
  %18 = load <2 x float>, ptr addrspace(1) %17, align 8, !dbg !109
    #dbg_value(ptr addrspace(4) undef, !110, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !115)
    #dbg_value(ptr addrspace(4) undef, !113, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !115)
  %19 = fadd <2 x float> %18, <float 1.000000e+00, float -1.000000e+00>, !dbg !117
    #dbg_value(ptr addrspace(4) undef, !118, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !122)
    #dbg_value(float 5.000000e-01, !121, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !122)
  %20 = fmul <2 x float> %19, <float 5.000000e-01, float 5.000000e-01>, !dbg !124
  store <2 x float> %20, ptr addrspace(1) %17, align 8, !dbg !125, !tbaa !126
    #dbg_value(ptr addrspace(4) undef, !127, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !130)
  %21 = fmul <2 x float> %20, %20, !dbg !132
  %22 = extractelement <2 x float> %21, i64 1, !dbg !132
  %23 = extractelement <2 x float> %20, i64 0, !dbg !133
  %24 = tail call noundef float @llvm.fmuladd.f32(float %23, float %23, float %22), !dbg !133
  %25 = getelementptr float, ptr addrspace(1) %2, i64 %16, !dbg !134
  %26 = getelementptr i8, ptr addrspace(1) %25, i64 8, !dbg !134
  store float %24, ptr addrspace(1) %26, align 4, !dbg !135, !tbaa !101
  ret void, !dbg !136

27:                                               ; preds = %4, %27
  %28 = phi i32 [ %40, %27 ], [ 0, %4 ]
  %29 = phi i64 [ %39, %27 ], [ 0, %4 ]
  %30 = phi i32 [ %36, %27 ], [ 0, %4 ]
    #dbg_value(i32 %28, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !84)
  %31 = zext nneg i32 %28 to i64, !dbg !137
  %32 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %31, !dbg !137
  %33 = load i32, ptr addrspace(1) %32, align 4, !dbg !137, !tbaa !140
  %34 = icmp sgt i32 %33, 0, !dbg !142
  %35 = zext i1 %34 to i32, !dbg !143
  %36 = add nuw nsw i32 %30, %35, !dbg !143
  %37 = tail call i32 @llvm.smax.i32(i32 %33, i32 0), !dbg !143
  %38 = zext nneg i32 %37 to i64, !dbg !143
  %39 = add nuw nsw i64 %29, %38, !dbg !143
  %40 = add nuw nsw i32 %28, 1, !dbg !144
    #dbg_value(i32 %40, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !84)
  %41 = icmp slt i32 %40, %1, !dbg !85
  br i1 %41, label %27, label %6, !dbg !87, !llvm.loop !145
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !148 spir_func noundef i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!45, !46, !47, !48}
!opencl.ocl.version = !{!49}
!opencl.cxx.version = !{!50}
!llvm.ident = !{!51}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/classes_methods.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "0db6a7852d15c2b57b01af414aa84b9a")
!2 = !{!3, !4, !25}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Counter", file: !1, line: 2, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !5, identifier: "_ZTS7Counter")
!5 = !{!6, !8, !10, !14, !17, !22}
!6 = !DIDerivedType(tag: DW_TAG_member, name: "count_", scope: !4, file: !1, line: 13, baseType: !7, size: 32)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_member, name: "total_", scope: !4, file: !1, line: 14, baseType: !9, size: 64, offset: 64)
!9 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!10 = !DISubprogram(name: "Counter", scope: !4, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!11 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !12)
!12 = !{null, !13}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!14 = !DISubprogram(name: "add", linkageName: "_ZNU3AS47Counter3addEi", scope: !4, file: !1, line: 5, type: !15, scopeLine: 5, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!15 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !16)
!16 = !{null, !13, !7}
!17 = !DISubprogram(name: "count", linkageName: "_ZNU3AS4K7Counter5countEv", scope: !4, file: !1, line: 9, type: !18, scopeLine: 9, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!18 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !19)
!19 = !{!7, !20}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!22 = !DISubprogram(name: "mean", linkageName: "_ZNU3AS4K7Counter4meanEv", scope: !4, file: !1, line: 10, type: !23, scopeLine: 10, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!23 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !24)
!24 = !{!3, !20}
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec2", file: !1, line: 17, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !26, identifier: "_ZTS4Vec2")
!26 = !{!27, !28, !29, !33, !39, !42}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !25, file: !1, line: 18, baseType: !3, size: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !25, file: !1, line: 18, baseType: !3, size: 32, offset: 32)
!29 = !DISubprogram(name: "Vec2", scope: !25, file: !1, line: 19, type: !30, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!30 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !31)
!31 = !{null, !32, !3, !3}
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!33 = !DISubprogram(name: "operator+", linkageName: "_ZNU3AS4K4Vec2plERU3AS4KS_", scope: !25, file: !1, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!34 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !35)
!35 = !{!25, !36, !38}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!38 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !37, size: 64, dwarfAddressSpace: 4)
!39 = !DISubprogram(name: "operator*", linkageName: "_ZNU3AS4K4Vec2mlEf", scope: !25, file: !1, line: 21, type: !40, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!40 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !41)
!41 = !{!25, !36, !3}
!42 = !DISubprogram(name: "length2", linkageName: "_ZNU3AS4K4Vec27length2Ev", scope: !25, file: !1, line: 22, type: !43, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!43 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !44)
!44 = !{!3, !36}
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 7, !"frame-pointer", i32 2}
!49 = !{i32 3, i32 0}
!50 = !{i32 2021, i32 0}
!51 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!52 = distinct !DISubprogram(name: "classes_methods", scope: !1, file: !1, line: 25, type: !53, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !64)
!53 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !54)
!54 = !{null, !55, !7, !57, !58}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64, dwarfAddressSpace: 1)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64, dwarfAddressSpace: 1)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !60, line: 207, baseType: !61)
!60 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 64, flags: DIFlagVector, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 2)
!64 = !{!65, !66, !67, !68, !69, !70, !72, !75, !76, !77}
!65 = !DILocalVariable(name: "in", arg: 1, scope: !52, file: !1, line: 25, type: !55)
!66 = !DILocalVariable(name: "n", arg: 2, scope: !52, file: !1, line: 25, type: !7)
!67 = !DILocalVariable(name: "out", arg: 3, scope: !52, file: !1, line: 26, type: !57)
!68 = !DILocalVariable(name: "pts", arg: 4, scope: !52, file: !1, line: 26, type: !58)
!69 = !DILocalVariable(name: "c", scope: !52, file: !1, line: 27, type: !4)
!70 = !DILocalVariable(name: "i", scope: !71, file: !1, line: 28, type: !7)
!71 = distinct !DILexicalBlock(scope: !52, file: !1, line: 28, column: 3)
!72 = !DILocalVariable(name: "g", scope: !52, file: !1, line: 35, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !60, line: 142, baseType: !74)
!74 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!75 = !DILocalVariable(name: "p", scope: !52, file: !1, line: 36, type: !59)
!76 = !DILocalVariable(name: "v", scope: !52, file: !1, line: 37, type: !25)
!77 = !DILocalVariable(name: "w", scope: !52, file: !1, line: 38, type: !25)
!78 = !{i32 1, i32 0, i32 1, i32 1}
!79 = !{!"none", !"none", !"none", !"none"}
!80 = !{!"int*", !"int", !"float*", !"float2*"}
!81 = !{!"int*", !"int", !"float*", !"float __attribute__((ext_vector_type(2)))*"}
!82 = !{!"const", !"", !"", !""}
!83 = !DILocation(line: 0, scope: !52)
!84 = !DILocation(line: 0, scope: !71)
!85 = !DILocation(line: 28, column: 21, scope: !86)
!86 = distinct !DILexicalBlock(scope: !71, file: !1, line: 28, column: 3)
!87 = !DILocation(line: 28, column: 3, scope: !71)
!88 = !DILocalVariable(name: "this", arg: 1, scope: !89, type: !91, flags: DIFlagArtificial | DIFlagObjectPointer)
!89 = distinct !DISubprogram(name: "mean", linkageName: "_ZNU3AS4K7Counter4meanEv", scope: !4, file: !1, line: 10, type: !23, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !22, retainedNodes: !90)
!90 = !{!88}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, dwarfAddressSpace: 4)
!92 = !DILocation(line: 0, scope: !89, inlinedAt: !93)
!93 = distinct !DILocation(line: 32, column: 14, scope: !52)
!94 = !DILocation(line: 10, column: 31, scope: !89, inlinedAt: !93)
!95 = !DILocation(line: 10, column: 47, scope: !89, inlinedAt: !93)
!96 = !DILocation(line: 10, column: 63, scope: !89, inlinedAt: !93)
!97 = !DILocation(line: 10, column: 54, scope: !89, inlinedAt: !93)
!98 = !{float 2.500000e+00}
!99 = !DILocation(line: 33, column: 19, scope: !52)
!100 = !DILocation(line: 32, column: 10, scope: !52)
!101 = !{!102, !102, i64 0}
!102 = !{!"float", !103, i64 0}
!103 = !{!"omnipotent char", !104, i64 0}
!104 = !{!"Simple C++ TBAA"}
!105 = !DILocation(line: 33, column: 3, scope: !52)
!106 = !DILocation(line: 33, column: 10, scope: !52)
!107 = !DILocation(line: 35, column: 14, scope: !52)
!108 = !DILocation(line: 36, column: 14, scope: !52)
!109 = !DILocation(line: 37, column: 10, scope: !52)
!110 = !DILocalVariable(name: "this", arg: 1, scope: !111, type: !114, flags: DIFlagArtificial | DIFlagObjectPointer)
!111 = distinct !DISubprogram(name: "operator+", linkageName: "_ZNU3AS4K4Vec2plERU3AS4KS_", scope: !25, file: !1, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !33, retainedNodes: !112)
!112 = !{!110, !113}
!113 = !DILocalVariable(name: "o", arg: 2, scope: !111, file: !1, line: 20, type: !38)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, dwarfAddressSpace: 4)
!115 = !DILocation(line: 0, scope: !111, inlinedAt: !116)
!116 = distinct !DILocation(line: 38, column: 15, scope: !52)
!117 = !DILocation(line: 20, column: 55, scope: !111, inlinedAt: !116)
!118 = !DILocalVariable(name: "this", arg: 1, scope: !119, type: !114, flags: DIFlagArtificial | DIFlagObjectPointer)
!119 = distinct !DISubprogram(name: "operator*", linkageName: "_ZNU3AS4K4Vec2mlEf", scope: !25, file: !1, line: 21, type: !40, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !39, retainedNodes: !120)
!120 = !{!118, !121}
!121 = !DILocalVariable(name: "s", arg: 2, scope: !119, file: !1, line: 21, type: !3)
!122 = !DILocation(line: 0, scope: !119, inlinedAt: !123)
!123 = distinct !DILocation(line: 38, column: 36, scope: !52)
!124 = !DILocation(line: 21, column: 49, scope: !119, inlinedAt: !123)
!125 = !DILocation(line: 39, column: 10, scope: !52)
!126 = !{!103, !103, i64 0}
!127 = !DILocalVariable(name: "this", arg: 1, scope: !128, type: !114, flags: DIFlagArtificial | DIFlagObjectPointer)
!128 = distinct !DISubprogram(name: "length2", linkageName: "_ZNU3AS4K4Vec27length2Ev", scope: !25, file: !1, line: 22, type: !43, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !42, retainedNodes: !129)
!129 = !{!127}
!130 = !DILocation(line: 0, scope: !128, inlinedAt: !131)
!131 = distinct !DILocation(line: 40, column: 18, scope: !52)
!132 = !DILocation(line: 22, column: 44, scope: !128, inlinedAt: !131)
!133 = !DILocation(line: 22, column: 40, scope: !128, inlinedAt: !131)
!134 = !DILocation(line: 40, column: 3, scope: !52)
!135 = !DILocation(line: 40, column: 14, scope: !52)
!136 = !DILocation(line: 41, column: 1, scope: !52)
!137 = !DILocation(line: 29, column: 9, scope: !138)
!138 = distinct !DILexicalBlock(scope: !139, file: !1, line: 29, column: 9)
!139 = distinct !DILexicalBlock(scope: !86, file: !1, line: 28, column: 31)
!140 = !{!141, !141, i64 0}
!141 = !{!"int", !103, i64 0}
!142 = !DILocation(line: 29, column: 15, scope: !138)
!143 = !DILocation(line: 29, column: 9, scope: !139)
!144 = !DILocation(line: 28, column: 26, scope: !86)
!145 = distinct !{!145, !87, !146, !147}
!146 = !DILocation(line: 31, column: 3, scope: !71)
!147 = !{!"llvm.loop.mustprogress"}
!148 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 35, type: !149, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !150)
!150 = !{!74, !151}
!151 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
