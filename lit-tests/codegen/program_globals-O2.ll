; Pins program-scope variables: __constant globals as Constant-decorated UniformConstant OpVariables with OpConstantComposite initializers (int array, float, nested literal struct, "codegen" byte string), __global ones as CrossWorkgroup OpVariables (zeroinitializer as OpConstantNull), Alignment decorations, global addresses bitcast to the canonical pointer at each use, and constant-expression GEPs into them.
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
; CHECK-NEXT: OpCapability Int16
; CHECK-NEXT: OpCapability Int8
; CHECK:      OpDecorate %kConfig Alignment 16
; CHECK-NEXT: OpDecorate %kConfig Constant
; CHECK:      OpDecorate %gCounter Alignment 4
; CHECK-NOT:  OpDecorate %gCounter Constant
; CHECK:      [[PRIMES:%[0-9]+]] = OpConstantComposite %_arr_uint_uint_8 %uint_2 %uint_3 %uint_5 %uint_7 %uint_11 %uint_13 %uint_17 %uint_19
; CHECK-NEXT: %kPrimes = OpVariable %_ptr_UniformConstant__arr_uint_uint_8 UniformConstant [[PRIMES]]
; CHECK:      %kPi = OpVariable %_ptr_UniformConstant_float UniformConstant %float_3_14159274
; CHECK:      [[NAME:%[0-9]+]] = OpConstantComposite %_arr_uchar_uint_8 %uchar_99 %uchar_111 %uchar_100 %uchar_101 %uchar_103 %uchar_101 %uchar_110 %uchar_0
; CHECK:      %gCounter = OpVariable %_ptr_CrossWorkgroup_uint CrossWorkgroup %uint_42
; CHECK:      [[Z:%[0-9]+]] = OpConstantNull %_arr_ulong_uint_16
; CHECK-NEXT: %gZeros = OpVariable %_ptr_CrossWorkgroup__arr_ulong_uint_16 CrossWorkgroup [[Z]]
; CHECK:      [[KP:%[0-9]+]] = OpBitcast %_ptr_UniformConstant_uchar %kPrimes
; CHECK-NEXT: [[KA:%[0-9]+]] = OpBitcast %_ptr_UniformConstant__arr_uint_uint_8 [[KP]]
; CHECK-NEXT: OpInBoundsPtrAccessChain %_ptr_UniformConstant_uint [[KA]] %ulong_0
; CHECK:      OpSRem %uint %1 %uint_3
; ModuleID = 'lit-tests/codegen/Inputs/program_globals.cl'
source_filename = "lit-tests/codegen/Inputs/program_globals.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@kPrimes = local_unnamed_addr addrspace(2) constant [8 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19], align 4, !dbg !0
@kPi = local_unnamed_addr addrspace(2) constant float 0x400921FB60000000, align 4, !dbg !14
@kConfig = local_unnamed_addr addrspace(2) constant { i32, float, <4 x float>, [3 x i16] } { i32 4, float 5.000000e-01, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, [3 x i16] [i16 1, i16 0, i16 1] }, align 16, !dbg !16
@kName = local_unnamed_addr addrspace(2) constant [8 x i8] c"codegen\00", align 1, !dbg !29
@gCounter = local_unnamed_addr addrspace(1) global i32 42, align 4, !dbg !35
@gTable = local_unnamed_addr addrspace(1) global [4 x float] [float 0.000000e+00, float 2.500000e-01, float 5.000000e-01, float 7.500000e-01], align 4, !dbg !37
@gConfig = local_unnamed_addr addrspace(1) global { i32, float, <4 x float>, [3 x i16] } { i32 2, float 1.500000e+00, <4 x float> zeroinitializer, [3 x i16] [i16 7, i16 8, i16 9] }, align 16, !dbg !40
@gZeros = local_unnamed_addr addrspace(1) global [16 x i64] zeroinitializer, align 8, !dbg !42

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none)
define spir_kernel void @program_globals(ptr addrspace(1) nocapture noundef writeonly align 4 %0, i32 noundef %1) local_unnamed_addr #0 !dbg !54 !kernel_arg_addr_space !67 !kernel_arg_access_qual !68 !kernel_arg_type !69 !kernel_arg_base_type !69 !kernel_arg_type_qual !70 {
    #dbg_value(ptr addrspace(1) %0, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i32 %1, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i64 %17, !61, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  %3 = and i32 %1, 7, !dbg !72
  %4 = zext nneg i32 %3 to i64, !dbg !73
  %5 = getelementptr inbounds [8 x i32], ptr addrspace(2) @kPrimes, i64 0, i64 %4, !dbg !73
  %6 = load i32, ptr addrspace(2) %5, align 4, !dbg !73, !tbaa !74
  %7 = sitofp i32 %6 to float, !dbg !78
  %8 = fmul float %7, 0x400921FB60000000, !dbg !79
    #dbg_value(float %8, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i32 0, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !80)
    #dbg_value(i32 0, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !80)
    #dbg_value(float %8, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  %9 = load float, ptr addrspace(1) @gTable, align 4, !dbg !81, !tbaa !83
  %10 = tail call float @llvm.fmuladd.f32(float %8, float 5.000000e-01, float %9), !dbg !85
    #dbg_value(float %10, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i32 1, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !80)
  %11 = load float, ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @gTable, i64 4), align 4, !dbg !81, !tbaa !83
  %12 = tail call float @llvm.fmuladd.f32(float %10, float 5.000000e-01, float %11), !dbg !85
    #dbg_value(float %12, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i32 2, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !80)
  %13 = load float, ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @gTable, i64 8), align 4, !dbg !81, !tbaa !83
  %14 = tail call float @llvm.fmuladd.f32(float %12, float 5.000000e-01, float %13), !dbg !85
    #dbg_value(float %14, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i32 3, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !80)
  %15 = load float, ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @gTable, i64 12), align 4, !dbg !81, !tbaa !83
  %16 = tail call float @llvm.fmuladd.f32(float %14, float 5.000000e-01, float %15), !dbg !85
    #dbg_value(float %16, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i32 4, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !80)
  %17 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !86
  %18 = fadd float %16, 2.000000e+00, !dbg !87
  %19 = load float, ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @gConfig, i64 16), align 16, !dbg !88
  %20 = fadd float %18, %19, !dbg !89
  %21 = getelementptr inbounds [8 x i8], ptr addrspace(2) @kName, i64 0, i64 %4, !dbg !90
  %22 = load i8, ptr addrspace(2) %21, align 1, !dbg !90, !tbaa !91
  %23 = sitofp i8 %22 to float, !dbg !92
  %24 = fadd float %20, %23, !dbg !93
  %25 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %17, !dbg !94
  store float %24, ptr addrspace(1) %25, align 4, !dbg !95, !tbaa !83
  %26 = load i32, ptr addrspace(1) @gCounter, align 4, !dbg !96, !tbaa !74
  %27 = add nsw i32 %26, 1, !dbg !96
  store i32 %27, ptr addrspace(1) @gCounter, align 4, !dbg !96, !tbaa !74
  %28 = load i16, ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @gConfig, i64 32), align 16, !dbg !97, !tbaa !98
  %29 = add i16 %28, 1, !dbg !100
  %30 = srem i32 %1, 3, !dbg !101
  %31 = sext i32 %30 to i64, !dbg !102
  %32 = getelementptr inbounds [3 x i16], ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @gConfig, i64 32), i64 0, i64 %31, !dbg !102
  store i16 %29, ptr addrspace(1) %32, align 2, !dbg !103, !tbaa !98
  %33 = sext i32 %27 to i64, !dbg !104
  %34 = and i64 %17, 15, !dbg !105
  %35 = getelementptr inbounds [16 x i64], ptr addrspace(1) @gZeros, i64 0, i64 %34, !dbg !106
  store i64 %33, ptr addrspace(1) %35, align 8, !dbg !107, !tbaa !108
  ret void, !dbg !110
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !111 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!48, !49, !50, !51}
!opencl.ocl.version = !{!52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "kPrimes", scope: !2, file: !3, line: 9, type: !47, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lit-tests/codegen/Inputs/program_globals.cl", directory: ".", checksumkind: CSK_MD5, checksum: "af894396a48ebd0a1d4d30a564dee4ab")
!4 = !{!5, !8, !11, !12}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !6, line: 209, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, flags: DIFlagVector, elements: !9)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!13 = !{!0, !14, !16, !29, !35, !37, !40, !42}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!15 = distinct !DIGlobalVariable(name: "kPi", scope: !2, file: !3, line: 10, type: !8, isLocal: false, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!17 = distinct !DIGlobalVariable(name: "kConfig", scope: !2, file: !3, line: 11, type: !18, isLocal: false, isDefinition: true)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "Config", file: !3, line: 7, baseType: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Config", file: !3, line: 2, size: 384, elements: !20)
!20 = !{!21, !23, !24, !25}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "iterations", scope: !19, file: !3, line: 3, baseType: !22, size: 32)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !19, file: !3, line: 4, baseType: !8, size: 32, offset: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "bias", scope: !19, file: !3, line: 5, baseType: !5, size: 128, offset: 128)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !19, file: !3, line: 6, baseType: !26, size: 48, offset: 256)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 48, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 3)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!30 = distinct !DIGlobalVariable(name: "kName", scope: !2, file: !3, line: 13, type: !31, isLocal: false, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 64, elements: !33)
!32 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!33 = !{!34}
!34 = !DISubrange(count: 8)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef))
!36 = distinct !DIGlobalVariable(name: "gCounter", scope: !2, file: !3, line: 15, type: !22, isLocal: false, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef))
!38 = distinct !DIGlobalVariable(name: "gTable", scope: !2, file: !3, line: 16, type: !39, isLocal: false, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !9)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef))
!41 = distinct !DIGlobalVariable(name: "gConfig", scope: !2, file: !3, line: 17, type: !18, isLocal: false, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef))
!43 = distinct !DIGlobalVariable(name: "gZeros", scope: !2, file: !3, line: 18, type: !44, isLocal: false, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 1024, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 16)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 256, elements: !33)
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 7, !"frame-pointer", i32 2}
!52 = !{i32 2, i32 0}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "program_globals", scope: !3, file: !3, line: 20, type: !55, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!55 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !56)
!56 = !{null, !57, !22}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!58 = !{!59, !60, !61, !64, !65}
!59 = !DILocalVariable(name: "out", arg: 1, scope: !54, file: !3, line: 20, type: !57)
!60 = !DILocalVariable(name: "k", arg: 2, scope: !54, file: !3, line: 20, type: !22)
!61 = !DILocalVariable(name: "i", scope: !54, file: !3, line: 21, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 142, baseType: !63)
!63 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!64 = !DILocalVariable(name: "acc", scope: !54, file: !3, line: 22, type: !8)
!65 = !DILocalVariable(name: "it", scope: !66, file: !3, line: 23, type: !22)
!66 = distinct !DILexicalBlock(scope: !54, file: !3, line: 23, column: 3)
!67 = !{i32 1, i32 0}
!68 = !{!"none", !"none"}
!69 = !{!"float*", !"int"}
!70 = !{!"", !""}
!71 = !DILocation(line: 0, scope: !54)
!72 = !DILocation(line: 22, column: 38, scope: !54)
!73 = !DILocation(line: 22, column: 28, scope: !54)
!74 = !{!75, !75, i64 0}
!75 = !{!"int", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C/C++ TBAA"}
!78 = !DILocation(line: 22, column: 21, scope: !54)
!79 = !DILocation(line: 22, column: 19, scope: !54)
!80 = !DILocation(line: 0, scope: !66)
!81 = !DILocation(line: 24, column: 33, scope: !82)
!82 = distinct !DILexicalBlock(scope: !66, file: !3, line: 23, column: 3)
!83 = !{!84, !84, i64 0}
!84 = !{!"float", !76, i64 0}
!85 = !DILocation(line: 24, column: 31, scope: !82)
!86 = !DILocation(line: 21, column: 14, scope: !54)
!87 = !DILocation(line: 25, column: 16, scope: !54)
!88 = !DILocation(line: 25, column: 35, scope: !54)
!89 = !DILocation(line: 25, column: 33, scope: !54)
!90 = !DILocation(line: 25, column: 59, scope: !54)
!91 = !{!76, !76, i64 0}
!92 = !DILocation(line: 25, column: 52, scope: !54)
!93 = !DILocation(line: 25, column: 50, scope: !54)
!94 = !DILocation(line: 25, column: 3, scope: !54)
!95 = !DILocation(line: 25, column: 10, scope: !54)
!96 = !DILocation(line: 26, column: 12, scope: !54)
!97 = !DILocation(line: 27, column: 34, scope: !54)
!98 = !{!99, !99, i64 0}
!99 = !{!"short", !76, i64 0}
!100 = !DILocation(line: 27, column: 51, scope: !54)
!101 = !DILocation(line: 27, column: 19, scope: !54)
!102 = !DILocation(line: 27, column: 3, scope: !54)
!103 = !DILocation(line: 27, column: 24, scope: !54)
!104 = !DILocation(line: 28, column: 20, scope: !54)
!105 = !DILocation(line: 28, column: 12, scope: !54)
!106 = !DILocation(line: 28, column: 3, scope: !54)
!107 = !DILocation(line: 28, column: 18, scope: !54)
!108 = !{!109, !109, i64 0}
!109 = !{!"long", !76, i64 0}
!110 = !DILocation(line: 29, column: 1, scope: !54)
!111 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 21, type: !112, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !113)
!113 = !{!63, !114}
!114 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
