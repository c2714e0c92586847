; Pins the unoptimized call chain: a zeroing memset of the Stats alloca as OpCopyMemorySized from a Constant UniformConstant null array, &s passed as OpPtrCastToGeneric, struct field GEPs on %_ptr_Generic_struct with (0, field) indices, helpers as OpFunction/OpFunctionCall with generic pointer parameters, and OpCompositeExtract for v.x..v.w.
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
; CHECK:      OpDecorate [[ZERO:%[0-9]+]] Constant
; CHECK:      [[NULL:%[0-9]+]] = OpConstantNull %_arr_uchar_uint_12
; CHECK:      [[ZERO]] = OpVariable %_ptr_UniformConstant__arr_uchar_uint_12 UniformConstant [[NULL]]
; CHECK:      [[S:%[0-9]+]] = OpVariable %_ptr_Function_struct_Stats Function
; CHECK:      [[SP:%[0-9]+]] = OpBitcast %_ptr_Function_uchar [[S]]
; CHECK:      OpCopyMemorySized [[SP]] [[ZERO]] %ulong_12
; CHECK:      [[G:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uchar [[SP]]
; CHECK-NEXT: OpFunctionCall %void %process {{%[0-9]+}} {{%[0-9]+}} [[G]]
; CHECK:      %process = OpFunction %void None
; CHECK:      OpCompositeExtract %float {{%[0-9]+}} 3
; CHECK-NEXT: OpFunctionCall %void %stats_add
; CHECK:      %stats_var = OpFunction %float None
; CHECK:      OpInBoundsPtrAccessChain %_ptr_Generic_uint {{%[0-9]+}} %uint_0 %uint_2
; CHECK:      OpExtInst %float [[STD]] fma
; ModuleID = 'lit-tests/codegen/Inputs/call_chain.cl'
source_filename = "lit-tests/codegen/Inputs/call_chain.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Stats = type { float, float, i32 }

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @call_chain(ptr addrspace(1) noundef align 16 %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2) #0 !dbg !15 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca %struct.Stats, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !28)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  store ptr addrspace(1) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
    #dbg_declare(ptr %7, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  call void @llvm.memset.p0.i64(ptr align 4 %7, i8 0, i64 12, i1 false), !dbg !42
  %8 = load ptr addrspace(1), ptr %4, align 8, !dbg !43
  %9 = load i32, ptr %5, align 4, !dbg !44
  %10 = addrspacecast ptr %7 to ptr addrspace(4), !dbg !45
  call spir_func void @process(ptr addrspace(1) noundef %8, i32 noundef %9, ptr addrspace(4) noundef %10) #5, !dbg !46
  %11 = addrspacecast ptr %7 to ptr addrspace(4), !dbg !47
  %12 = call spir_func float @stats_var(ptr addrspace(4) noundef %11) #5, !dbg !48
  %13 = load ptr addrspace(1), ptr %6, align 8, !dbg !49
  %14 = getelementptr inbounds float, ptr addrspace(1) %13, i64 0, !dbg !49
  store float %12, ptr addrspace(1) %14, align 4, !dbg !50
  ret void, !dbg !51
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func void @process(ptr addrspace(1) noundef %0, i32 noundef %1, ptr addrspace(4) noundef %2) #2 !dbg !52 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr addrspace(4), align 8
  %7 = alloca i32, align 4
  %8 = alloca <4 x float>, align 16
  %9 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !58, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  store ptr addrspace(4) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
    #dbg_declare(ptr %7, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !64)
  store i32 0, ptr %7, align 4, !dbg !64
  br label %10, !dbg !65

10:                                               ; preds = %32, %3
  %11 = load i32, ptr %7, align 4, !dbg !66
  %12 = load i32, ptr %5, align 4, !dbg !68
  %13 = icmp slt i32 %11, %12, !dbg !69
  br i1 %13, label %14, label %35, !dbg !70

14:                                               ; preds = %10
    #dbg_declare(ptr %8, !71, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !73)
  %15 = load ptr addrspace(1), ptr %4, align 8, !dbg !74
  %16 = load i32, ptr %7, align 4, !dbg !75
  %17 = sext i32 %16 to i64, !dbg !74
  %18 = getelementptr inbounds <4 x float>, ptr addrspace(1) %15, i64 %17, !dbg !74
  %19 = load <4 x float>, ptr addrspace(1) %18, align 16, !dbg !74
  store <4 x float> %19, ptr %8, align 16, !dbg !73
  %20 = load ptr addrspace(4), ptr %6, align 8, !dbg !76
  %21 = load <4 x float>, ptr %8, align 16, !dbg !77
  %22 = extractelement <4 x float> %21, i64 0, !dbg !77
  call spir_func void @stats_add(ptr addrspace(4) noundef %20, float noundef %22) #5, !dbg !78
  %23 = load ptr addrspace(4), ptr %6, align 8, !dbg !79
  %24 = load <4 x float>, ptr %8, align 16, !dbg !80
  %25 = extractelement <4 x float> %24, i64 1, !dbg !80
  call spir_func void @stats_add(ptr addrspace(4) noundef %23, float noundef %25) #5, !dbg !81
  %26 = load ptr addrspace(4), ptr %6, align 8, !dbg !82
  %27 = load <4 x float>, ptr %8, align 16, !dbg !83
  %28 = extractelement <4 x float> %27, i64 2, !dbg !83
  call spir_func void @stats_add(ptr addrspace(4) noundef %26, float noundef %28) #5, !dbg !84
  %29 = load ptr addrspace(4), ptr %6, align 8, !dbg !85
  %30 = load <4 x float>, ptr %8, align 16, !dbg !86
  %31 = extractelement <4 x float> %30, i64 3, !dbg !86
  call spir_func void @stats_add(ptr addrspace(4) noundef %29, float noundef %31) #5, !dbg !87
  br label %32, !dbg !88

32:                                               ; preds = %14
  %33 = load i32, ptr %7, align 4, !dbg !89
  %34 = add nsw i32 %33, 1, !dbg !89
  store i32 %34, ptr %7, align 4, !dbg !89
  br label %10, !dbg !90, !llvm.loop !91

35:                                               ; preds = %10
    #dbg_declare(ptr %9, !93, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !95)
  store i32 0, ptr %9, align 4, !dbg !95
  br label %36, !dbg !96

36:                                               ; preds = %52, %35
  %37 = load i32, ptr %9, align 4, !dbg !97
  %38 = load i32, ptr %5, align 4, !dbg !99
  %39 = icmp slt i32 %37, %38, !dbg !100
  br i1 %39, label %40, label %55, !dbg !101

40:                                               ; preds = %36
  %41 = load ptr addrspace(1), ptr %4, align 8, !dbg !102
  %42 = load i32, ptr %9, align 4, !dbg !103
  %43 = sext i32 %42 to i64, !dbg !102
  %44 = getelementptr inbounds <4 x float>, ptr addrspace(1) %41, i64 %43, !dbg !102
  %45 = load <4 x float>, ptr addrspace(1) %44, align 16, !dbg !102
  %46 = load ptr addrspace(4), ptr %6, align 8, !dbg !104
  %47 = call spir_func <4 x float> @norm4(<4 x float> noundef %45, ptr addrspace(4) noundef %46) #5, !dbg !105
  %48 = load ptr addrspace(1), ptr %4, align 8, !dbg !106
  %49 = load i32, ptr %9, align 4, !dbg !107
  %50 = sext i32 %49 to i64, !dbg !106
  %51 = getelementptr inbounds <4 x float>, ptr addrspace(1) %48, i64 %50, !dbg !106
  store <4 x float> %47, ptr addrspace(1) %51, align 16, !dbg !108
  br label %52, !dbg !106

52:                                               ; preds = %40
  %53 = load i32, ptr %9, align 4, !dbg !109
  %54 = add nsw i32 %53, 1, !dbg !109
  store i32 %54, ptr %9, align 4, !dbg !109
  br label %36, !dbg !110, !llvm.loop !111

55:                                               ; preds = %36
  ret void, !dbg !113
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @stats_var(ptr addrspace(4) noundef %0) #2 !dbg !114 {
  %2 = alloca ptr addrspace(4), align 8
  %3 = alloca float, align 4
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !119, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !120)
    #dbg_declare(ptr %3, !121, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !122)
  %4 = load ptr addrspace(4), ptr %2, align 8, !dbg !123
  %5 = getelementptr inbounds %struct.Stats, ptr addrspace(4) %4, i32 0, i32 0, !dbg !124
  %6 = load float, ptr addrspace(4) %5, align 4, !dbg !124
  %7 = load ptr addrspace(4), ptr %2, align 8, !dbg !125
  %8 = getelementptr inbounds %struct.Stats, ptr addrspace(4) %7, i32 0, i32 2, !dbg !126
  %9 = load i32, ptr addrspace(4) %8, align 4, !dbg !126
  %10 = uitofp i32 %9 to float, !dbg !127
  %11 = fdiv float %6, %10, !dbg !128, !fpmath !129
  store float %11, ptr %3, align 4, !dbg !122
  %12 = load ptr addrspace(4), ptr %2, align 8, !dbg !130
  %13 = getelementptr inbounds %struct.Stats, ptr addrspace(4) %12, i32 0, i32 1, !dbg !131
  %14 = load float, ptr addrspace(4) %13, align 4, !dbg !131
  %15 = load ptr addrspace(4), ptr %2, align 8, !dbg !132
  %16 = getelementptr inbounds %struct.Stats, ptr addrspace(4) %15, i32 0, i32 2, !dbg !133
  %17 = load i32, ptr addrspace(4) %16, align 4, !dbg !133
  %18 = uitofp i32 %17 to float, !dbg !134
  %19 = fdiv float %14, %18, !dbg !135, !fpmath !129
  %20 = load float, ptr %3, align 4, !dbg !136
  %21 = load float, ptr %3, align 4, !dbg !137
  %22 = fneg float %20, !dbg !138
  %23 = call float @llvm.fmuladd.f32(float %22, float %21, float %19), !dbg !138
  ret float %23, !dbg !139
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func void @stats_add(ptr addrspace(4) noundef %0, float noundef %1) #2 !dbg !140 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca float, align 4
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !143, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !144)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !145, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !146)
  %5 = load float, ptr %4, align 4, !dbg !147
  %6 = load ptr addrspace(4), ptr %3, align 8, !dbg !148
  %7 = getelementptr inbounds %struct.Stats, ptr addrspace(4) %6, i32 0, i32 0, !dbg !149
  %8 = load float, ptr addrspace(4) %7, align 4, !dbg !150
  %9 = fadd float %8, %5, !dbg !150
  store float %9, ptr addrspace(4) %7, align 4, !dbg !150
  %10 = load float, ptr %4, align 4, !dbg !151
  %11 = load float, ptr %4, align 4, !dbg !152
  %12 = load ptr addrspace(4), ptr %3, align 8, !dbg !153
  %13 = getelementptr inbounds %struct.Stats, ptr addrspace(4) %12, i32 0, i32 1, !dbg !154
  %14 = load float, ptr addrspace(4) %13, align 4, !dbg !155
  %15 = call float @llvm.fmuladd.f32(float %10, float %11, float %14), !dbg !155
  store float %15, ptr addrspace(4) %13, align 4, !dbg !155
  %16 = load ptr addrspace(4), ptr %3, align 8, !dbg !156
  %17 = getelementptr inbounds %struct.Stats, ptr addrspace(4) %16, i32 0, i32 2, !dbg !157
  %18 = load i32, ptr addrspace(4) %17, align 4, !dbg !158
  %19 = add i32 %18, 1, !dbg !158
  store i32 %19, ptr addrspace(4) %17, align 4, !dbg !158
  ret void, !dbg !159
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func <4 x float> @norm4(<4 x float> noundef %0, ptr addrspace(4) noundef %1) #2 !dbg !160 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca ptr addrspace(4), align 8
  store <4 x float> %0, ptr %3, align 16
    #dbg_declare(ptr %3, !163, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !164)
  store ptr addrspace(4) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !165, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !166)
  %5 = load <4 x float>, ptr %3, align 16, !dbg !167
  %6 = load ptr addrspace(4), ptr %4, align 8, !dbg !168
  %7 = getelementptr inbounds %struct.Stats, ptr addrspace(4) %6, i32 0, i32 0, !dbg !169
  %8 = load float, ptr addrspace(4) %7, align 4, !dbg !169
  %9 = load ptr addrspace(4), ptr %4, align 8, !dbg !170
  %10 = getelementptr inbounds %struct.Stats, ptr addrspace(4) %9, i32 0, i32 2, !dbg !171
  %11 = load i32, ptr addrspace(4) %10, align 4, !dbg !171
  %12 = uitofp i32 %11 to float, !dbg !172
  %13 = fdiv float %8, %12, !dbg !173, !fpmath !129
  %14 = insertelement <4 x float> poison, float %13, i64 0, !dbg !174
  %15 = shufflevector <4 x float> %14, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !174
  %16 = fsub <4 x float> %5, %15, !dbg !175
  %17 = load ptr addrspace(4), ptr %4, align 8, !dbg !176
  %18 = call spir_func float @stats_var(ptr addrspace(4) noundef %17) #5, !dbg !177
  %19 = fadd float %18, 0x3EB0C6F7A0000000, !dbg !178
  %20 = call spir_func float @_Z4sqrtf(float noundef %19) #6, !dbg !179, !fpmath !180
  %21 = insertelement <4 x float> poison, float %20, i64 0, !dbg !179
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !179
  %23 = fdiv <4 x float> %16, %22, !dbg !181, !fpmath !129
  ret <4 x float> %23, !dbg !182
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) #4

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12}
!opencl.ocl.version = !{!13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/call_chain.cl", directory: ".", checksumkind: CSK_MD5, checksum: "a2154ab98f9e08dc24295c67ef61d754")
!2 = !{!3, !6}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !4, line: 209, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !7)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 4)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{i32 2, i32 0}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "call_chain", scope: !1, file: !1, line: 36, type: !16, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!16 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !17)
!17 = !{null, !18, !19, !20}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 1)
!21 = !{}
!22 = !{i32 1, i32 0, i32 1}
!23 = !{!"none", !"none", !"none"}
!24 = !{!"float4*", !"int", !"float*"}
!25 = !{!"float __attribute__((ext_vector_type(4)))*", !"int", !"float*"}
!26 = !{!"", !"", !""}
!27 = !DILocalVariable(name: "data", arg: 1, scope: !15, file: !1, line: 36, type: !18)
!28 = !DILocation(line: 36, column: 43, scope: !15)
!29 = !DILocalVariable(name: "n", arg: 2, scope: !15, file: !1, line: 36, type: !19)
!30 = !DILocation(line: 36, column: 53, scope: !15)
!31 = !DILocalVariable(name: "var", arg: 3, scope: !15, file: !1, line: 36, type: !20)
!32 = !DILocation(line: 36, column: 72, scope: !15)
!33 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 37, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "Stats", file: !1, line: 7, baseType: !35)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Stats", file: !1, line: 3, size: 96, elements: !36)
!36 = !{!37, !38, !39}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !35, file: !1, line: 4, baseType: !6, size: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "sq", scope: !35, file: !1, line: 5, baseType: !6, size: 32, offset: 32)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !35, file: !1, line: 6, baseType: !40, size: 32, offset: 64)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 129, baseType: !41)
!41 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!42 = !DILocation(line: 37, column: 9, scope: !15)
!43 = !DILocation(line: 38, column: 11, scope: !15)
!44 = !DILocation(line: 38, column: 17, scope: !15)
!45 = !DILocation(line: 38, column: 20, scope: !15)
!46 = !DILocation(line: 38, column: 3, scope: !15)
!47 = !DILocation(line: 39, column: 22, scope: !15)
!48 = !DILocation(line: 39, column: 12, scope: !15)
!49 = !DILocation(line: 39, column: 3, scope: !15)
!50 = !DILocation(line: 39, column: 10, scope: !15)
!51 = !DILocation(line: 40, column: 1, scope: !15)
!52 = distinct !DISubprogram(name: "process", scope: !1, file: !1, line: 24, type: !53, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!53 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !54)
!54 = !{null, !18, !19, !55}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64, dwarfAddressSpace: 4)
!56 = !DILocalVariable(name: "data", arg: 1, scope: !52, file: !1, line: 24, type: !18)
!57 = !DILocation(line: 24, column: 38, scope: !52)
!58 = !DILocalVariable(name: "n", arg: 2, scope: !52, file: !1, line: 24, type: !19)
!59 = !DILocation(line: 24, column: 48, scope: !52)
!60 = !DILocalVariable(name: "s", arg: 3, scope: !52, file: !1, line: 24, type: !55)
!61 = !DILocation(line: 24, column: 58, scope: !52)
!62 = !DILocalVariable(name: "i", scope: !63, file: !1, line: 25, type: !19)
!63 = distinct !DILexicalBlock(scope: !52, file: !1, line: 25, column: 3)
!64 = !DILocation(line: 25, column: 12, scope: !63)
!65 = !DILocation(line: 25, column: 8, scope: !63)
!66 = !DILocation(line: 25, column: 19, scope: !67)
!67 = distinct !DILexicalBlock(scope: !63, file: !1, line: 25, column: 3)
!68 = !DILocation(line: 25, column: 23, scope: !67)
!69 = !DILocation(line: 25, column: 21, scope: !67)
!70 = !DILocation(line: 25, column: 3, scope: !63)
!71 = !DILocalVariable(name: "v", scope: !72, file: !1, line: 26, type: !3)
!72 = distinct !DILexicalBlock(scope: !67, file: !1, line: 25, column: 31)
!73 = !DILocation(line: 26, column: 12, scope: !72)
!74 = !DILocation(line: 26, column: 16, scope: !72)
!75 = !DILocation(line: 26, column: 21, scope: !72)
!76 = !DILocation(line: 27, column: 15, scope: !72)
!77 = !DILocation(line: 27, column: 18, scope: !72)
!78 = !DILocation(line: 27, column: 5, scope: !72)
!79 = !DILocation(line: 28, column: 15, scope: !72)
!80 = !DILocation(line: 28, column: 18, scope: !72)
!81 = !DILocation(line: 28, column: 5, scope: !72)
!82 = !DILocation(line: 29, column: 15, scope: !72)
!83 = !DILocation(line: 29, column: 18, scope: !72)
!84 = !DILocation(line: 29, column: 5, scope: !72)
!85 = !DILocation(line: 30, column: 15, scope: !72)
!86 = !DILocation(line: 30, column: 18, scope: !72)
!87 = !DILocation(line: 30, column: 5, scope: !72)
!88 = !DILocation(line: 31, column: 3, scope: !72)
!89 = !DILocation(line: 25, column: 26, scope: !67)
!90 = !DILocation(line: 25, column: 3, scope: !67)
!91 = distinct !{!91, !70, !92}
!92 = !DILocation(line: 31, column: 3, scope: !63)
!93 = !DILocalVariable(name: "i", scope: !94, file: !1, line: 32, type: !19)
!94 = distinct !DILexicalBlock(scope: !52, file: !1, line: 32, column: 3)
!95 = !DILocation(line: 32, column: 12, scope: !94)
!96 = !DILocation(line: 32, column: 8, scope: !94)
!97 = !DILocation(line: 32, column: 19, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !1, line: 32, column: 3)
!99 = !DILocation(line: 32, column: 23, scope: !98)
!100 = !DILocation(line: 32, column: 21, scope: !98)
!101 = !DILocation(line: 32, column: 3, scope: !94)
!102 = !DILocation(line: 33, column: 21, scope: !98)
!103 = !DILocation(line: 33, column: 26, scope: !98)
!104 = !DILocation(line: 33, column: 30, scope: !98)
!105 = !DILocation(line: 33, column: 15, scope: !98)
!106 = !DILocation(line: 33, column: 5, scope: !98)
!107 = !DILocation(line: 33, column: 10, scope: !98)
!108 = !DILocation(line: 33, column: 13, scope: !98)
!109 = !DILocation(line: 32, column: 26, scope: !98)
!110 = !DILocation(line: 32, column: 3, scope: !98)
!111 = distinct !{!111, !101, !112}
!112 = !DILocation(line: 33, column: 31, scope: !94)
!113 = !DILocation(line: 34, column: 1, scope: !52)
!114 = distinct !DISubprogram(name: "stats_var", scope: !1, file: !1, line: 15, type: !115, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!115 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !116)
!116 = !{!6, !117}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64, dwarfAddressSpace: 4)
!118 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!119 = !DILocalVariable(name: "s", arg: 1, scope: !114, file: !1, line: 15, type: !117)
!120 = !DILocation(line: 15, column: 37, scope: !114)
!121 = !DILocalVariable(name: "m", scope: !114, file: !1, line: 16, type: !6)
!122 = !DILocation(line: 16, column: 9, scope: !114)
!123 = !DILocation(line: 16, column: 13, scope: !114)
!124 = !DILocation(line: 16, column: 16, scope: !114)
!125 = !DILocation(line: 16, column: 29, scope: !114)
!126 = !DILocation(line: 16, column: 32, scope: !114)
!127 = !DILocation(line: 16, column: 22, scope: !114)
!128 = !DILocation(line: 16, column: 20, scope: !114)
!129 = !{float 2.500000e+00}
!130 = !DILocation(line: 17, column: 10, scope: !114)
!131 = !DILocation(line: 17, column: 13, scope: !114)
!132 = !DILocation(line: 17, column: 25, scope: !114)
!133 = !DILocation(line: 17, column: 28, scope: !114)
!134 = !DILocation(line: 17, column: 18, scope: !114)
!135 = !DILocation(line: 17, column: 16, scope: !114)
!136 = !DILocation(line: 17, column: 32, scope: !114)
!137 = !DILocation(line: 17, column: 36, scope: !114)
!138 = !DILocation(line: 17, column: 30, scope: !114)
!139 = !DILocation(line: 17, column: 3, scope: !114)
!140 = distinct !DISubprogram(name: "stats_add", scope: !1, file: !1, line: 9, type: !141, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!141 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !142)
!142 = !{null, !55, !6}
!143 = !DILocalVariable(name: "s", arg: 1, scope: !140, file: !1, line: 9, type: !55)
!144 = !DILocation(line: 9, column: 30, scope: !140)
!145 = !DILocalVariable(name: "v", arg: 2, scope: !140, file: !1, line: 9, type: !6)
!146 = !DILocation(line: 9, column: 39, scope: !140)
!147 = !DILocation(line: 10, column: 13, scope: !140)
!148 = !DILocation(line: 10, column: 3, scope: !140)
!149 = !DILocation(line: 10, column: 6, scope: !140)
!150 = !DILocation(line: 10, column: 10, scope: !140)
!151 = !DILocation(line: 11, column: 12, scope: !140)
!152 = !DILocation(line: 11, column: 16, scope: !140)
!153 = !DILocation(line: 11, column: 3, scope: !140)
!154 = !DILocation(line: 11, column: 6, scope: !140)
!155 = !DILocation(line: 11, column: 9, scope: !140)
!156 = !DILocation(line: 12, column: 3, scope: !140)
!157 = !DILocation(line: 12, column: 6, scope: !140)
!158 = !DILocation(line: 12, column: 8, scope: !140)
!159 = !DILocation(line: 13, column: 1, scope: !140)
!160 = distinct !DISubprogram(name: "norm4", scope: !1, file: !1, line: 20, type: !161, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!161 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !162)
!162 = !{!3, !3, !117}
!163 = !DILocalVariable(name: "v", arg: 1, scope: !160, file: !1, line: 20, type: !3)
!164 = !DILocation(line: 20, column: 28, scope: !160)
!165 = !DILocalVariable(name: "s", arg: 2, scope: !160, file: !1, line: 20, type: !117)
!166 = !DILocation(line: 20, column: 44, scope: !160)
!167 = !DILocation(line: 21, column: 11, scope: !160)
!168 = !DILocation(line: 21, column: 24, scope: !160)
!169 = !DILocation(line: 21, column: 27, scope: !160)
!170 = !DILocation(line: 21, column: 40, scope: !160)
!171 = !DILocation(line: 21, column: 43, scope: !160)
!172 = !DILocation(line: 21, column: 33, scope: !160)
!173 = !DILocation(line: 21, column: 31, scope: !160)
!174 = !DILocation(line: 21, column: 15, scope: !160)
!175 = !DILocation(line: 21, column: 13, scope: !160)
!176 = !DILocation(line: 21, column: 64, scope: !160)
!177 = !DILocation(line: 21, column: 54, scope: !160)
!178 = !DILocation(line: 21, column: 67, scope: !160)
!179 = !DILocation(line: 21, column: 49, scope: !160)
!180 = !{float 3.000000e+00}
!181 = !DILocation(line: 21, column: 47, scope: !160)
!182 = !DILocation(line: 21, column: 3, scope: !160)
