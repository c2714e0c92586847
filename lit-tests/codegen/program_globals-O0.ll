; Pins unoptimized program-scope variable access: each use bitcasts the OpVariable to the canonical uchar pointer, then to the GEP source type (%struct_Config with its padding array, [8 x i32], [4 x float], [16 x i64]) for an OpInBoundsPtrAccessChain with (0, field/index) operands; the __constant initializers as Constant UniformConstant OpVariables and the loop over kConfig.iterations.
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
; CHECK:      OpDecorate %kPrimes Constant
; CHECK:      %kConfig = OpVariable %_ptr_UniformConstant__struct_{{[0-9]+}} UniformConstant
; CHECK:      %struct_Config = OpTypeStruct %uint %float %v4float %_arr_ushort_uint_3 %_arr_uchar_uint_10
; CHECK:      [[KPI:%[0-9]+]] = OpBitcast %_ptr_UniformConstant_uchar %kPi
; CHECK-NEXT: [[KPIF:%[0-9]+]] = OpBitcast %_ptr_UniformConstant_float [[KPI]]
; CHECK-NEXT: OpLoad %float [[KPIF]] Aligned 4
; CHECK:      OpInBoundsPtrAccessChain %_ptr_UniformConstant_uint {{%[0-9]+}} %ulong_0
; CHECK:      OpSLessThan %bool {{%[0-9]+}} %uint_4
; CHECK:      [[KC:%[0-9]+]] = OpBitcast %_ptr_UniformConstant_struct_Config {{%[0-9]+}}
; CHECK-NEXT: OpInBoundsPtrAccessChain %_ptr_UniformConstant_v4float [[KC]] %uint_0 %uint_2
; CHECK:      [[GC:%[0-9]+]] = OpBitcast %_ptr_CrossWorkgroup_struct_Config {{%[0-9]+}}
; CHECK-NEXT: OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_v4float [[GC]] %uint_0 %uint_2
; CHECK:      OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup__arr_ushort_uint_3 {{%[0-9]+}} %uint_0 %uint_3
; CHECK:      OpInBoundsPtrAccessChain %_ptr_UniformConstant_ushort {{%[0-9]+}} %ulong_0 %ulong_2
; CHECK:      OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_float {{%[0-9]+}} %ulong_0
; ModuleID = 'lit-tests/codegen/Inputs/program_globals.cl'
source_filename = "lit-tests/codegen/Inputs/program_globals.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Config = type { i32, float, <4 x float>, [3 x i16], [10 x i8] }

@kPrimes = addrspace(2) constant [8 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19], align 4, !dbg !0
@kPi = addrspace(2) constant float 0x400921FB60000000, align 4, !dbg !14
@kConfig = addrspace(2) constant { i32, float, <4 x float>, [3 x i16] } { i32 4, float 5.000000e-01, <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, [3 x i16] [i16 1, i16 0, i16 1] }, align 16, !dbg !16
@kName = addrspace(2) constant [8 x i8] c"codegen\00", align 1, !dbg !29
@gCounter = addrspace(1) global i32 42, align 4, !dbg !35
@gTable = addrspace(1) global [4 x float] [float 0.000000e+00, float 2.500000e-01, float 5.000000e-01, float 7.500000e-01], align 4, !dbg !37
@gConfig = addrspace(1) global { i32, float, <4 x float>, [3 x i16] } { i32 2, float 1.500000e+00, <4 x float> zeroinitializer, [3 x i16] [i16 7, i16 8, i16 9] }, align 16, !dbg !40
@gZeros = addrspace(1) global [16 x i64] zeroinitializer, align 8, !dbg !42

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @program_globals(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #0 !dbg !54 !kernel_arg_addr_space !59 !kernel_arg_access_qual !60 !kernel_arg_type !61 !kernel_arg_base_type !61 !kernel_arg_type_qual !62 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !63, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !64)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_declare(ptr %5, !67, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !71
  store i64 %8, ptr %5, align 8, !dbg !70
    #dbg_declare(ptr %6, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !73)
  %9 = load float, ptr addrspace(2) @kPi, align 4, !dbg !74
  %10 = load i32, ptr %4, align 4, !dbg !75
  %11 = and i32 %10, 7, !dbg !76
  %12 = sext i32 %11 to i64, !dbg !77
  %13 = getelementptr inbounds [8 x i32], ptr addrspace(2) @kPrimes, i64 0, i64 %12, !dbg !77
  %14 = load i32, ptr addrspace(2) %13, align 4, !dbg !77
  %15 = sitofp i32 %14 to float, !dbg !78
  %16 = fmul float %9, %15, !dbg !79
  store float %16, ptr %6, align 4, !dbg !73
    #dbg_declare(ptr %7, !80, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !82)
  store i32 0, ptr %7, align 4, !dbg !82
  br label %17, !dbg !83

17:                                               ; preds = %29, %2
  %18 = load i32, ptr %7, align 4, !dbg !84
  %19 = icmp slt i32 %18, 4, !dbg !86
  br i1 %19, label %20, label %32, !dbg !87

20:                                               ; preds = %17
  %21 = load float, ptr %6, align 4, !dbg !88
  %22 = load float, ptr addrspace(2) getelementptr inbounds (%struct.Config, ptr addrspace(2) @kConfig, i32 0, i32 1), align 4, !dbg !89
  %23 = load i32, ptr %7, align 4, !dbg !90
  %24 = and i32 %23, 3, !dbg !91
  %25 = sext i32 %24 to i64, !dbg !92
  %26 = getelementptr inbounds [4 x float], ptr addrspace(1) @gTable, i64 0, i64 %25, !dbg !92
  %27 = load float, ptr addrspace(1) %26, align 4, !dbg !92
  %28 = call float @llvm.fmuladd.f32(float %21, float %22, float %27), !dbg !93
  store float %28, ptr %6, align 4, !dbg !94
  br label %29, !dbg !95

29:                                               ; preds = %20
  %30 = load i32, ptr %7, align 4, !dbg !96
  %31 = add nsw i32 %30, 1, !dbg !96
  store i32 %31, ptr %7, align 4, !dbg !96
  br label %17, !dbg !97, !llvm.loop !98

32:                                               ; preds = %17
  %33 = load float, ptr %6, align 4, !dbg !100
  %34 = load <4 x float>, ptr addrspace(2) getelementptr inbounds (%struct.Config, ptr addrspace(2) @kConfig, i32 0, i32 2), align 16, !dbg !101
  %35 = extractelement <4 x float> %34, i64 1, !dbg !101
  %36 = fadd float %33, %35, !dbg !102
  %37 = load <4 x float>, ptr addrspace(1) getelementptr inbounds (%struct.Config, ptr addrspace(1) @gConfig, i32 0, i32 2), align 16, !dbg !103
  %38 = extractelement <4 x float> %37, i64 0, !dbg !103
  %39 = fadd float %36, %38, !dbg !104
  %40 = load i32, ptr %4, align 4, !dbg !105
  %41 = and i32 %40, 7, !dbg !106
  %42 = sext i32 %41 to i64, !dbg !107
  %43 = getelementptr inbounds [8 x i8], ptr addrspace(2) @kName, i64 0, i64 %42, !dbg !107
  %44 = load i8, ptr addrspace(2) %43, align 1, !dbg !107
  %45 = sitofp i8 %44 to float, !dbg !108
  %46 = fadd float %39, %45, !dbg !109
  %47 = load ptr addrspace(1), ptr %3, align 8, !dbg !110
  %48 = load i64, ptr %5, align 8, !dbg !111
  %49 = getelementptr inbounds float, ptr addrspace(1) %47, i64 %48, !dbg !110
  store float %46, ptr addrspace(1) %49, align 4, !dbg !112
  %50 = load i32, ptr addrspace(1) @gCounter, align 4, !dbg !113
  %51 = add nsw i32 %50, 1, !dbg !113
  store i32 %51, ptr addrspace(1) @gCounter, align 4, !dbg !113
  %52 = load i16, ptr addrspace(1) getelementptr inbounds (%struct.Config, ptr addrspace(1) @gConfig, i32 0, i32 3), align 16, !dbg !114
  %53 = sext i16 %52 to i32, !dbg !114
  %54 = load i16, ptr addrspace(2) getelementptr inbounds ([3 x i16], ptr addrspace(2) getelementptr inbounds (%struct.Config, ptr addrspace(2) @kConfig, i32 0, i32 3), i64 0, i64 2), align 4, !dbg !115
  %55 = sext i16 %54 to i32, !dbg !115
  %56 = add nsw i32 %53, %55, !dbg !116
  %57 = trunc i32 %56 to i16, !dbg !117
  %58 = load i32, ptr %4, align 4, !dbg !118
  %59 = srem i32 %58, 3, !dbg !119
  %60 = sext i32 %59 to i64, !dbg !120
  %61 = getelementptr inbounds [3 x i16], ptr addrspace(1) getelementptr inbounds (%struct.Config, ptr addrspace(1) @gConfig, i32 0, i32 3), i64 0, i64 %60, !dbg !120
  store i16 %57, ptr addrspace(1) %61, align 2, !dbg !121
  %62 = load i32, ptr addrspace(1) @gCounter, align 4, !dbg !122
  %63 = sext i32 %62 to i64, !dbg !123
  %64 = load i64, ptr %5, align 8, !dbg !124
  %65 = and i64 %64, 15, !dbg !125
  %66 = getelementptr inbounds [16 x i64], ptr addrspace(1) @gZeros, i64 0, i64 %65, !dbg !126
  store i64 %63, ptr addrspace(1) %66, align 8, !dbg !127
  ret void, !dbg !128
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!48, !49, !50, !51}
!opencl.ocl.version = !{!52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "kPrimes", scope: !2, file: !3, line: 9, type: !47, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
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
!54 = distinct !DISubprogram(name: "program_globals", scope: !3, file: !3, line: 20, type: !55, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!55 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !56)
!56 = !{null, !57, !22}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!58 = !{}
!59 = !{i32 1, i32 0}
!60 = !{!"none", !"none"}
!61 = !{!"float*", !"int"}
!62 = !{!"", !""}
!63 = !DILocalVariable(name: "out", arg: 1, scope: !54, file: !3, line: 20, type: !57)
!64 = !DILocation(line: 20, column: 47, scope: !54)
!65 = !DILocalVariable(name: "k", arg: 2, scope: !54, file: !3, line: 20, type: !22)
!66 = !DILocation(line: 20, column: 56, scope: !54)
!67 = !DILocalVariable(name: "i", scope: !54, file: !3, line: 21, type: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 142, baseType: !69)
!69 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!70 = !DILocation(line: 21, column: 10, scope: !54)
!71 = !DILocation(line: 21, column: 14, scope: !54)
!72 = !DILocalVariable(name: "acc", scope: !54, file: !3, line: 22, type: !8)
!73 = !DILocation(line: 22, column: 9, scope: !54)
!74 = !DILocation(line: 22, column: 15, scope: !54)
!75 = !DILocation(line: 22, column: 36, scope: !54)
!76 = !DILocation(line: 22, column: 38, scope: !54)
!77 = !DILocation(line: 22, column: 28, scope: !54)
!78 = !DILocation(line: 22, column: 21, scope: !54)
!79 = !DILocation(line: 22, column: 19, scope: !54)
!80 = !DILocalVariable(name: "it", scope: !81, file: !3, line: 23, type: !22)
!81 = distinct !DILexicalBlock(scope: !54, file: !3, line: 23, column: 3)
!82 = !DILocation(line: 23, column: 12, scope: !81)
!83 = !DILocation(line: 23, column: 8, scope: !81)
!84 = !DILocation(line: 23, column: 20, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !3, line: 23, column: 3)
!86 = !DILocation(line: 23, column: 23, scope: !85)
!87 = !DILocation(line: 23, column: 3, scope: !81)
!88 = !DILocation(line: 24, column: 11, scope: !85)
!89 = !DILocation(line: 24, column: 25, scope: !85)
!90 = !DILocation(line: 24, column: 40, scope: !85)
!91 = !DILocation(line: 24, column: 43, scope: !85)
!92 = !DILocation(line: 24, column: 33, scope: !85)
!93 = !DILocation(line: 24, column: 31, scope: !85)
!94 = !DILocation(line: 24, column: 9, scope: !85)
!95 = !DILocation(line: 24, column: 5, scope: !85)
!96 = !DILocation(line: 23, column: 45, scope: !85)
!97 = !DILocation(line: 23, column: 3, scope: !85)
!98 = distinct !{!98, !87, !99}
!99 = !DILocation(line: 24, column: 46, scope: !81)
!100 = !DILocation(line: 25, column: 12, scope: !54)
!101 = !DILocation(line: 25, column: 18, scope: !54)
!102 = !DILocation(line: 25, column: 16, scope: !54)
!103 = !DILocation(line: 25, column: 35, scope: !54)
!104 = !DILocation(line: 25, column: 33, scope: !54)
!105 = !DILocation(line: 25, column: 65, scope: !54)
!106 = !DILocation(line: 25, column: 67, scope: !54)
!107 = !DILocation(line: 25, column: 59, scope: !54)
!108 = !DILocation(line: 25, column: 52, scope: !54)
!109 = !DILocation(line: 25, column: 50, scope: !54)
!110 = !DILocation(line: 25, column: 3, scope: !54)
!111 = !DILocation(line: 25, column: 7, scope: !54)
!112 = !DILocation(line: 25, column: 10, scope: !54)
!113 = !DILocation(line: 26, column: 12, scope: !54)
!114 = !DILocation(line: 27, column: 34, scope: !54)
!115 = !DILocation(line: 27, column: 53, scope: !54)
!116 = !DILocation(line: 27, column: 51, scope: !54)
!117 = !DILocation(line: 27, column: 26, scope: !54)
!118 = !DILocation(line: 27, column: 17, scope: !54)
!119 = !DILocation(line: 27, column: 19, scope: !54)
!120 = !DILocation(line: 27, column: 3, scope: !54)
!121 = !DILocation(line: 27, column: 24, scope: !54)
!122 = !DILocation(line: 28, column: 26, scope: !54)
!123 = !DILocation(line: 28, column: 20, scope: !54)
!124 = !DILocation(line: 28, column: 10, scope: !54)
!125 = !DILocation(line: 28, column: 12, scope: !54)
!126 = !DILocation(line: 28, column: 3, scope: !54)
!127 = !DILocation(line: 28, column: 18, scope: !54)
!128 = !DILocation(line: 29, column: 1, scope: !54)
