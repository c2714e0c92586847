; Pins inlined C++ references and namespaces: float3 Box members carried as <4 x float> OpPhis seeded with +/-INFINITY (0x1p+128) OpConstantComposites, fmin/fmax on float3 via OpenCL.std, all(int3) as OpSLessThan %v3bool against zero + OpAll + OpSelect 1/0, float3 compares as OpFOrdLessThanEqual/OpFOrdGreaterThanEqual %v3bool, and the int& store through OpPtrCastToGeneric.
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
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      [[INF:%[0-9]+]] = OpConstantComposite %v4float %float_0x1p_128 %float_0x1p_128 %float_0x1p_128 %float_0
; CHECK:      [[ENTRY:%[0-9]+]] = OpLabel
; CHECK:      OpPhi %v4float {{%[0-9]+}} {{%[0-9]+}} [[INF]] [[ENTRY]]
; CHECK:      OpExtInst %v3float [[STD]] fmin
; CHECK:      [[LE:%[0-9]+]] = OpFOrdLessThanEqual %v3bool
; CHECK-NEXT: [[M:%[0-9]+]] = OpSelect %v3uint [[LE]] {{%[0-9]+}} [[ZERO:%[0-9]+]]
; CHECK-NEXT: [[NEG:%[0-9]+]] = OpSLessThan %v3bool [[M]] [[ZERO]]
; CHECK-NEXT: [[ALL:%[0-9]+]] = OpAll %bool [[NEG]]
; CHECK-NEXT: OpSelect %uint [[ALL]] %uint_1 %uint_0
; CHECK:      OpFOrdGreaterThanEqual %v3bool
; CHECK:      OpConvertFToS %uint
; CHECK:      [[SLOT:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uchar
; CHECK-NEXT: [[SP:%[0-9]+]] = OpBitcast %_ptr_Generic_uint [[SLOT]]
; CHECK-NEXT: OpStore [[SP]] {{%[0-9]+}} Aligned 4
; ModuleID = 'lit-tests/codegen/Inputs/references_namespaces.clcpp'
source_filename = "lit-tests/codegen/Inputs/references_namespaces.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define spir_kernel void @references_namespaces(ptr addrspace(1) nocapture noundef readonly align 16 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 16 %3) local_unnamed_addr #0 !dbg !22 !kernel_arg_addr_space !51 !kernel_arg_access_qual !52 !kernel_arg_type !53 !kernel_arg_base_type !54 !kernel_arg_type_qual !55 {
    #dbg_value(ptr addrspace(1) %0, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
    #dbg_value(i32 %1, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
    #dbg_value(ptr addrspace(1) %2, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
    #dbg_value(ptr addrspace(1) %3, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
    #dbg_value(i32 0, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %5 = icmp sgt i32 %1, 0, !dbg !58
  br i1 %5, label %30, label %6, !dbg !60

6:                                                ; preds = %30, %4
  %7 = phi <4 x float> [ <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0.000000e+00>, %4 ], [ %43, %30 ], !dbg !56
  %8 = phi <4 x float> [ <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0.000000e+00>, %4 ], [ %40, %30 ], !dbg !56
  %9 = insertelement <4 x float> %8, float 0.000000e+00, i64 3, !dbg !61
  store <4 x float> %9, ptr addrspace(1) %3, align 16, !dbg !62, !tbaa !63
  %10 = insertelement <4 x float> %7, float 0.000000e+00, i64 3, !dbg !66
  %11 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 16, !dbg !67
  store <4 x float> %10, ptr addrspace(1) %11, align 16, !dbg !68, !tbaa !63
  %12 = tail call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !69
    #dbg_value(i64 %12, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  %13 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %12, !dbg !70
  %14 = load <4 x float>, ptr addrspace(1) %13, align 16, !dbg !70
  %15 = shufflevector <4 x float> %14, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !70
  %16 = fmul <3 x float> %15, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !71
    #dbg_value(ptr addrspace(4) poison, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
    #dbg_value(ptr addrspace(4) undef, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !81)
  %17 = shufflevector <4 x float> %8, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !83
  %18 = fadd <3 x float> %17, <float 0xBF1A36E2E0000000, float 0xBF1A36E2E0000000, float 0xBF1A36E2E0000000>, !dbg !84
  %19 = fcmp ole <3 x float> %18, %16, !dbg !85
  %20 = sext <3 x i1> %19 to <3 x i32>, !dbg !85
  %21 = tail call spir_func noundef i32 @_Z3allDv3_i(<3 x i32> noundef %20) #2, !dbg !86
  %22 = icmp eq i32 %21, 0, !dbg !86
  br i1 %22, label %51, label %23, !dbg !87

23:                                               ; preds = %6
  %24 = shufflevector <4 x float> %7, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !88
  %25 = fadd <3 x float> %24, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>, !dbg !89
  %26 = fcmp oge <3 x float> %25, %16, !dbg !90
  %27 = sext <3 x i1> %26 to <3 x i32>, !dbg !90
  %28 = tail call spir_func noundef i32 @_Z3allDv3_i(<3 x i32> noundef %27) #2, !dbg !91
  %29 = icmp eq i32 %28, 0, !dbg !91
  br i1 %29, label %51, label %46, !dbg !92

30:                                               ; preds = %4, %30
  %31 = phi i32 [ %44, %30 ], [ 0, %4 ]
  %32 = phi <4 x float> [ %40, %30 ], [ <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0.000000e+00>, %4 ]
  %33 = phi <4 x float> [ %43, %30 ], [ <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0.000000e+00>, %4 ]
    #dbg_value(i32 %31, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %34 = zext nneg i32 %31 to i64, !dbg !93
  %35 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %34, !dbg !93
  %36 = load <4 x float>, ptr addrspace(1) %35, align 16, !dbg !93
  %37 = shufflevector <4 x float> %36, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !93
    #dbg_value(ptr addrspace(4) undef, !94, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !101)
  %38 = shufflevector <4 x float> %32, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !103
  %39 = tail call spir_func noundef <3 x float> @_Z4fminDv3_fS_(<3 x float> noundef %38, <3 x float> noundef %37) #2, !dbg !104
  %40 = shufflevector <3 x float> %39, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !105
  %41 = shufflevector <4 x float> %33, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !106
  %42 = tail call spir_func noundef <3 x float> @_Z4fmaxDv3_fS_(<3 x float> noundef %41, <3 x float> noundef %37) #2, !dbg !107
  %43 = shufflevector <3 x float> %42, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !108
  %44 = add nuw nsw i32 %31, 1, !dbg !109
    #dbg_value(i32 %44, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %45 = icmp slt i32 %44, %1, !dbg !58
  br i1 %45, label %30, label %6, !dbg !60, !llvm.loop !110

46:                                               ; preds = %23
    #dbg_value(i32 %1, !113, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !118)
  %47 = ashr i32 %1, 31, !dbg !120
  %48 = icmp ne i32 %1, 0, !dbg !121
  %49 = zext i1 %48 to i32, !dbg !121
  %50 = or i32 %47, %49, !dbg !121
  br label %58, !dbg !92

51:                                               ; preds = %6, %23
  %52 = extractelement <3 x float> %16, i64 0, !dbg !122
    #dbg_value(float %52, !123, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !128)
  %53 = fcmp ogt float %52, 0.000000e+00, !dbg !130
  %54 = fcmp olt float %52, 0.000000e+00, !dbg !131
  %55 = select i1 %54, float -1.000000e+00, float 0.000000e+00, !dbg !131
  %56 = select i1 %53, float 1.000000e+00, float %55, !dbg !131
  %57 = fptosi float %56 to i32, !dbg !132
  br label %58, !dbg !92

58:                                               ; preds = %51, %46
  %59 = phi i32 [ %50, %46 ], [ %57, %51 ], !dbg !92
  %60 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %12, !dbg !133
  %61 = addrspacecast ptr addrspace(1) %60 to ptr addrspace(4), !dbg !133
    #dbg_value(ptr addrspace(4) %61, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  store i32 %59, ptr addrspace(4) %61, align 4, !dbg !134, !tbaa !135
  ret void, !dbg !137
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !138 spir_func noundef i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !142 spir_func noundef <3 x float> @_Z4fminDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !145 spir_func noundef <3 x float> @_Z4fmaxDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !146 spir_func noundef i32 @_Z3allDv3_i(<3 x i32> noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!15, !16, !17, !18}
!opencl.ocl.version = !{!19}
!opencl.cxx.version = !{!20}
!llvm.ident = !{!21}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !10, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/references_namespaces.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "adae43cba6f1538633d595ad9d9f36c2")
!2 = !{!3, !9}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "float3", file: !4, line: 208, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !7)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 3)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!11}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression(DW_OP_constu, 953267991, DW_OP_stack_value))
!12 = distinct !DIGlobalVariable(name: "kEps", scope: !13, file: !1, line: 3, type: !14, isLocal: true, isDefinition: true)
!13 = !DINamespace(name: "geom", scope: null)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{i32 3, i32 0}
!20 = !{i32 2021, i32 0}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "references_namespaces", scope: !1, file: !1, line: 23, type: !23, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !33)
!23 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !24)
!24 = !{null, !25, !9, !31, !32}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, dwarfAddressSpace: 1)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !4, line: 209, baseType: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 4)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, dwarfAddressSpace: 1)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, dwarfAddressSpace: 1)
!33 = !{!34, !35, !36, !37, !38, !43, !45, !48, !49}
!34 = !DILocalVariable(name: "pts", arg: 1, scope: !22, file: !1, line: 23, type: !25)
!35 = !DILocalVariable(name: "n", arg: 2, scope: !22, file: !1, line: 23, type: !9)
!36 = !DILocalVariable(name: "inside", arg: 3, scope: !22, file: !1, line: 24, type: !31)
!37 = !DILocalVariable(name: "bounds", arg: 4, scope: !22, file: !1, line: 25, type: !32)
!38 = !DILocalVariable(name: "box", scope: !22, file: !1, line: 26, type: !39)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Box", scope: !13, file: !1, line: 5, size: 256, flags: DIFlagTypePassByValue, elements: !40, identifier: "_ZTSN4geom3BoxE")
!40 = !{!41, !42}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !39, file: !1, line: 6, baseType: !3, size: 128)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !39, file: !1, line: 7, baseType: !3, size: 128, offset: 128)
!43 = !DILocalVariable(name: "i", scope: !44, file: !1, line: 27, type: !9)
!44 = distinct !DILexicalBlock(scope: !22, file: !1, line: 27, column: 3)
!45 = !DILocalVariable(name: "g", scope: !22, file: !1, line: 31, type: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !47)
!47 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!48 = !DILocalVariable(name: "p", scope: !22, file: !1, line: 32, type: !3)
!49 = !DILocalVariable(name: "slot", scope: !22, file: !1, line: 33, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !9, size: 64, dwarfAddressSpace: 4)
!51 = !{i32 1, i32 0, i32 1, i32 1}
!52 = !{!"none", !"none", !"none", !"none"}
!53 = !{!"float4*", !"int", !"int*", !"float4*"}
!54 = !{!"float __attribute__((ext_vector_type(4)))*", !"int", !"int*", !"float __attribute__((ext_vector_type(4)))*"}
!55 = !{!"const", !"", !"", !""}
!56 = !DILocation(line: 0, scope: !22)
!57 = !DILocation(line: 0, scope: !44)
!58 = !DILocation(line: 27, column: 21, scope: !59)
!59 = distinct !DILexicalBlock(scope: !44, file: !1, line: 27, column: 3)
!60 = !DILocation(line: 27, column: 3, scope: !44)
!61 = !DILocation(line: 29, column: 23, scope: !22)
!62 = !DILocation(line: 29, column: 13, scope: !22)
!63 = !{!64, !64, i64 0}
!64 = !{!"omnipotent char", !65, i64 0}
!65 = !{!"Simple C++ TBAA"}
!66 = !DILocation(line: 30, column: 23, scope: !22)
!67 = !DILocation(line: 30, column: 3, scope: !22)
!68 = !DILocation(line: 30, column: 13, scope: !22)
!69 = !DILocation(line: 31, column: 14, scope: !22)
!70 = !DILocation(line: 32, column: 14, scope: !22)
!71 = !DILocation(line: 32, column: 25, scope: !22)
!72 = !DILocalVariable(name: "b", arg: 1, scope: !73, file: !1, line: 10, type: !77)
!73 = distinct !DISubprogram(name: "contains", linkageName: "_ZN4geom8containsERU3AS4KNS_3BoxEDv3_f", scope: !13, file: !1, line: 10, type: !74, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !79)
!74 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !75)
!75 = !{!76, !77, !3}
!76 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!77 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !78, size: 64, dwarfAddressSpace: 4)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!79 = !{!72, !80}
!80 = !DILocalVariable(name: "p", arg: 2, scope: !73, file: !1, line: 10, type: !3)
!81 = !DILocation(line: 0, scope: !73, inlinedAt: !82)
!82 = distinct !DILocation(line: 34, column: 10, scope: !22)
!83 = !DILocation(line: 11, column: 21, scope: !73, inlinedAt: !82)
!84 = !DILocation(line: 11, column: 24, scope: !73, inlinedAt: !82)
!85 = !DILocation(line: 11, column: 16, scope: !73, inlinedAt: !82)
!86 = !DILocation(line: 11, column: 10, scope: !73, inlinedAt: !82)
!87 = !DILocation(line: 11, column: 32, scope: !73, inlinedAt: !82)
!88 = !DILocation(line: 11, column: 46, scope: !73, inlinedAt: !82)
!89 = !DILocation(line: 11, column: 49, scope: !73, inlinedAt: !82)
!90 = !DILocation(line: 11, column: 41, scope: !73, inlinedAt: !82)
!91 = !DILocation(line: 11, column: 35, scope: !73, inlinedAt: !82)
!92 = !DILocation(line: 34, column: 10, scope: !22)
!93 = !DILocation(line: 28, column: 21, scope: !59)
!94 = !DILocalVariable(name: "b", arg: 1, scope: !95, file: !1, line: 14, type: !98)
!95 = distinct !DISubprogram(name: "grow", linkageName: "_ZN4geom4growERU3AS4NS_3BoxEDv3_f", scope: !13, file: !1, line: 14, type: !96, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !99)
!96 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !97)
!97 = !{null, !98, !3}
!98 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !39, size: 64, dwarfAddressSpace: 4)
!99 = !{!94, !100}
!100 = !DILocalVariable(name: "p", arg: 2, scope: !95, file: !1, line: 14, type: !3)
!101 = !DILocation(line: 0, scope: !95, inlinedAt: !102)
!102 = distinct !DILocation(line: 28, column: 5, scope: !59)
!103 = !DILocation(line: 15, column: 17, scope: !95, inlinedAt: !102)
!104 = !DILocation(line: 15, column: 10, scope: !95, inlinedAt: !102)
!105 = !DILocation(line: 15, column: 8, scope: !95, inlinedAt: !102)
!106 = !DILocation(line: 16, column: 17, scope: !95, inlinedAt: !102)
!107 = !DILocation(line: 16, column: 10, scope: !95, inlinedAt: !102)
!108 = !DILocation(line: 16, column: 8, scope: !95, inlinedAt: !102)
!109 = !DILocation(line: 27, column: 26, scope: !59)
!110 = distinct !{!110, !60, !111, !112}
!111 = !DILocation(line: 28, column: 31, scope: !44)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DILocalVariable(name: "v", arg: 1, scope: !114, file: !1, line: 19, type: !9)
!114 = distinct !DISubprogram(name: "sign", linkageName: "_ZN4geom4signEi", scope: !13, file: !1, line: 19, type: !115, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !117)
!115 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !116)
!116 = !{!9, !9}
!117 = !{!113}
!118 = !DILocation(line: 0, scope: !114, inlinedAt: !119)
!119 = distinct !DILocation(line: 34, column: 35, scope: !22)
!120 = !DILocation(line: 19, column: 43, scope: !114, inlinedAt: !119)
!121 = !DILocation(line: 19, column: 41, scope: !114, inlinedAt: !119)
!122 = !DILocation(line: 34, column: 67, scope: !22)
!123 = !DILocalVariable(name: "v", arg: 1, scope: !124, file: !1, line: 20, type: !6)
!124 = distinct !DISubprogram(name: "sign", linkageName: "_ZN4geom4signEf", scope: !13, file: !1, line: 20, type: !125, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !127)
!125 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !126)
!126 = !{!6, !6}
!127 = !{!123}
!128 = !DILocation(line: 0, scope: !124, inlinedAt: !129)
!129 = distinct !DILocation(line: 34, column: 56, scope: !22)
!130 = !DILocation(line: 20, column: 39, scope: !124, inlinedAt: !129)
!131 = !DILocation(line: 20, column: 37, scope: !124, inlinedAt: !129)
!132 = !DILocation(line: 34, column: 56, scope: !22)
!133 = !DILocation(line: 33, column: 15, scope: !22)
!134 = !DILocation(line: 34, column: 8, scope: !22)
!135 = !{!136, !136, i64 0}
!136 = !{!"int", !64, i64 0}
!137 = !DILocation(line: 35, column: 1, scope: !22)
!138 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 31, type: !139, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!139 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !140)
!140 = !{!47, !141}
!141 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!142 = !DISubprogram(name: "fmin", linkageName: "_Z4fminDv3_fS_", scope: !1, file: !1, line: 15, type: !143, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!143 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !144)
!144 = !{!5, !5, !5}
!145 = !DISubprogram(name: "fmax", linkageName: "_Z4fmaxDv3_fS_", scope: !1, file: !1, line: 16, type: !143, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DISubprogram(name: "all", linkageName: "_Z3allDv3_i", scope: !1, file: !1, line: 11, type: !147, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !148)
!148 = !{!9, !149}
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 128, flags: DIFlagVector, elements: !7)
