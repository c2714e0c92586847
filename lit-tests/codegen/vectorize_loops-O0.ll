; Pins unoptimized counted loops in four kernels: header/body/latch/exit blocks in reverse post-order (exit right after the header's OpBranchConditional), int indices sign-extended with OpSConvert before each float/uint GEP, a*x+y as OpenCL.std fma, `in[...] << k` with the shift amount masked by 31, and fixed_unroll's table[16] indexed through %_ptr_Function_uint (0, k) access chains.
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
; CHECK:      %saxpy_loop = OpFunction %void None
; CHECK:      OpBranch [[HEAD:%[0-9]+]]
; CHECK-NEXT: [[HEAD]] = OpLabel
; CHECK:      [[C:%[0-9]+]] = OpSLessThan %bool
; CHECK-NEXT: OpBranchConditional [[C]] [[BODY:%[0-9]+]] [[EXIT:%[0-9]+]]
; CHECK-NEXT: [[EXIT]] = OpLabel
; CHECK-NEXT: OpReturn
; CHECK-NEXT: [[BODY]] = OpLabel
; CHECK:      OpExtInst %float [[STD]] fma
; CHECK:      %fixed_unroll = OpFunction %void None
; CHECK:      OpSLessThan %bool {{%[0-9]+}} %uint_16
; CHECK:      OpInBoundsPtrAccessChain %_ptr_Function_uint {{%[0-9]+}} %ulong_0
; CHECK:      OpIMul %uint {{%[0-9]+}} %uint_3
; CHECK:      [[AMT:%[0-9]+]] = OpBitwiseAnd %uint {{%[0-9]+}} %uint_31
; CHECK-NEXT: OpShiftLeftLogical %uint {{%[0-9]+}} [[AMT]]
; ModuleID = 'lit-tests/codegen/Inputs/vectorize_loops.cl'
source_filename = "lit-tests/codegen/Inputs/vectorize_loops.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @saxpy_loop(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1, float noundef %2, i32 noundef %3) #0 !dbg !12 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
    #dbg_declare(ptr %5, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !28)
  store ptr addrspace(1) %1, ptr %6, align 8
    #dbg_declare(ptr %6, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  store float %2, ptr %7, align 4
    #dbg_declare(ptr %7, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
    #dbg_declare(ptr %9, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  store i32 0, ptr %9, align 4, !dbg !37
  br label %10, !dbg !38

10:                                               ; preds = %31, %4
  %11 = load i32, ptr %9, align 4, !dbg !39
  %12 = load i32, ptr %8, align 4, !dbg !41
  %13 = icmp slt i32 %11, %12, !dbg !42
  br i1 %13, label %14, label %34, !dbg !43

14:                                               ; preds = %10
  %15 = load float, ptr %7, align 4, !dbg !44
  %16 = load ptr addrspace(1), ptr %6, align 8, !dbg !45
  %17 = load i32, ptr %9, align 4, !dbg !46
  %18 = sext i32 %17 to i64, !dbg !45
  %19 = getelementptr inbounds float, ptr addrspace(1) %16, i64 %18, !dbg !45
  %20 = load float, ptr addrspace(1) %19, align 4, !dbg !45
  %21 = load ptr addrspace(1), ptr %5, align 8, !dbg !47
  %22 = load i32, ptr %9, align 4, !dbg !48
  %23 = sext i32 %22 to i64, !dbg !47
  %24 = getelementptr inbounds float, ptr addrspace(1) %21, i64 %23, !dbg !47
  %25 = load float, ptr addrspace(1) %24, align 4, !dbg !47
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25), !dbg !49
  %27 = load ptr addrspace(1), ptr %5, align 8, !dbg !50
  %28 = load i32, ptr %9, align 4, !dbg !51
  %29 = sext i32 %28 to i64, !dbg !50
  %30 = getelementptr inbounds float, ptr addrspace(1) %27, i64 %29, !dbg !50
  store float %26, ptr addrspace(1) %30, align 4, !dbg !52
  br label %31, !dbg !50

31:                                               ; preds = %14
  %32 = load i32, ptr %9, align 4, !dbg !53
  %33 = add nsw i32 %32, 1, !dbg !53
  store i32 %33, ptr %9, align 4, !dbg !53
  br label %10, !dbg !54, !llvm.loop !55

34:                                               ; preds = %10
  ret void, !dbg !57
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @sum_reduce(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1, i32 noundef %2) #0 !dbg !58 !kernel_arg_addr_space !66 !kernel_arg_access_qual !67 !kernel_arg_type !68 !kernel_arg_base_type !68 !kernel_arg_type_qual !69 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !73)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !74, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
    #dbg_declare(ptr %7, !76, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  store i32 0, ptr %7, align 4, !dbg !77
    #dbg_declare(ptr %8, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !80)
  store i32 0, ptr %8, align 4, !dbg !80
  br label %9, !dbg !81

9:                                                ; preds = %21, %3
  %10 = load i32, ptr %8, align 4, !dbg !82
  %11 = load i32, ptr %6, align 4, !dbg !84
  %12 = icmp slt i32 %10, %11, !dbg !85
  br i1 %12, label %13, label %24, !dbg !86

13:                                               ; preds = %9
  %14 = load ptr addrspace(1), ptr %4, align 8, !dbg !87
  %15 = load i32, ptr %8, align 4, !dbg !88
  %16 = sext i32 %15 to i64, !dbg !87
  %17 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 %16, !dbg !87
  %18 = load i32, ptr addrspace(1) %17, align 4, !dbg !87
  %19 = load i32, ptr %7, align 4, !dbg !89
  %20 = add nsw i32 %19, %18, !dbg !89
  store i32 %20, ptr %7, align 4, !dbg !89
  br label %21, !dbg !90

21:                                               ; preds = %13
  %22 = load i32, ptr %8, align 4, !dbg !91
  %23 = add nsw i32 %22, 1, !dbg !91
  store i32 %23, ptr %8, align 4, !dbg !91
  br label %9, !dbg !92, !llvm.loop !93

24:                                               ; preds = %9
  %25 = load i32, ptr %7, align 4, !dbg !95
  %26 = load ptr addrspace(1), ptr %5, align 8, !dbg !96
  %27 = getelementptr inbounds i32, ptr addrspace(1) %26, i64 0, !dbg !96
  store i32 %25, ptr addrspace(1) %27, align 4, !dbg !97
  ret void, !dbg !98
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @hinted_unroll(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1, i32 noundef %2) #0 !dbg !99 !kernel_arg_addr_space !66 !kernel_arg_access_qual !67 !kernel_arg_type !102 !kernel_arg_base_type !102 !kernel_arg_type_qual !103 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !104, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !105)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !106, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !107)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !108, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !109)
    #dbg_declare(ptr %7, !110, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !112)
  store i32 0, ptr %7, align 4, !dbg !112
  br label %8, !dbg !113

8:                                                ; preds = %23, %3
  %9 = load i32, ptr %7, align 4, !dbg !114
  %10 = load i32, ptr %6, align 4, !dbg !116
  %11 = icmp slt i32 %9, %10, !dbg !117
  br i1 %11, label %12, label %26, !dbg !118

12:                                               ; preds = %8
  %13 = load ptr addrspace(1), ptr %5, align 8, !dbg !119
  %14 = load i32, ptr %7, align 4, !dbg !120
  %15 = sext i32 %14 to i64, !dbg !119
  %16 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %15, !dbg !119
  %17 = load float, ptr addrspace(1) %16, align 4, !dbg !119
  %18 = call float @llvm.fmuladd.f32(float %17, float 2.000000e+00, float 1.000000e+00), !dbg !121
  %19 = load ptr addrspace(1), ptr %4, align 8, !dbg !122
  %20 = load i32, ptr %7, align 4, !dbg !123
  %21 = sext i32 %20 to i64, !dbg !122
  %22 = getelementptr inbounds float, ptr addrspace(1) %19, i64 %21, !dbg !122
  store float %18, ptr addrspace(1) %22, align 4, !dbg !124
  br label %23, !dbg !122

23:                                               ; preds = %12
  %24 = load i32, ptr %7, align 4, !dbg !125
  %25 = add nsw i32 %24, 1, !dbg !125
  store i32 %25, ptr %7, align 4, !dbg !125
  br label %8, !dbg !126, !llvm.loop !127

26:                                               ; preds = %8
  ret void, !dbg !130
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @fixed_unroll(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1) #0 !dbg !131 !kernel_arg_addr_space !139 !kernel_arg_access_qual !140 !kernel_arg_type !141 !kernel_arg_base_type !141 !kernel_arg_type_qual !142 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [16 x i32], align 4
  %9 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !143, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !144)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !145, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !146)
    #dbg_declare(ptr %5, !147, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !150)
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !151
  store i64 %10, ptr %5, align 8, !dbg !150
    #dbg_declare(ptr %6, !152, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !153)
  store i32 0, ptr %6, align 4, !dbg !153
    #dbg_declare(ptr %7, !154, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !156)
  store i32 0, ptr %7, align 4, !dbg !156
  br label %11, !dbg !157

11:                                               ; preds = %28, %2
  %12 = load i32, ptr %7, align 4, !dbg !158
  %13 = icmp slt i32 %12, 8, !dbg !160
  br i1 %13, label %14, label %31, !dbg !161

14:                                               ; preds = %11
  %15 = load ptr addrspace(1), ptr %3, align 8, !dbg !162
  %16 = load i64, ptr %5, align 8, !dbg !163
  %17 = mul i64 %16, 8, !dbg !164
  %18 = load i32, ptr %7, align 4, !dbg !165
  %19 = sext i32 %18 to i64, !dbg !165
  %20 = add i64 %17, %19, !dbg !166
  %21 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %20, !dbg !162
  %22 = load i32, ptr addrspace(1) %21, align 4, !dbg !162
  %23 = load i32, ptr %7, align 4, !dbg !167
  %24 = and i32 %23, 31, !dbg !168
  %25 = shl i32 %22, %24, !dbg !168
  %26 = load i32, ptr %6, align 4, !dbg !169
  %27 = add i32 %26, %25, !dbg !169
  store i32 %27, ptr %6, align 4, !dbg !169
  br label %28, !dbg !170

28:                                               ; preds = %14
  %29 = load i32, ptr %7, align 4, !dbg !171
  %30 = add nsw i32 %29, 1, !dbg !171
  store i32 %30, ptr %7, align 4, !dbg !171
  br label %11, !dbg !172, !llvm.loop !173

31:                                               ; preds = %11
  %32 = load i32, ptr %6, align 4, !dbg !175
  %33 = load ptr addrspace(1), ptr %4, align 8, !dbg !176
  %34 = load i64, ptr %5, align 8, !dbg !177
  %35 = getelementptr inbounds i32, ptr addrspace(1) %33, i64 %34, !dbg !176
  store i32 %32, ptr addrspace(1) %35, align 4, !dbg !178
    #dbg_declare(ptr %8, !179, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !183)
    #dbg_declare(ptr %9, !184, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !186)
  store i32 0, ptr %9, align 4, !dbg !186
  br label %36, !dbg !187

36:                                               ; preds = %45, %31
  %37 = load i32, ptr %9, align 4, !dbg !188
  %38 = icmp slt i32 %37, 16, !dbg !190
  br i1 %38, label %39, label %48, !dbg !191

39:                                               ; preds = %36
  %40 = load i32, ptr %9, align 4, !dbg !192
  %41 = mul i32 %40, 3, !dbg !193
  %42 = load i32, ptr %9, align 4, !dbg !194
  %43 = sext i32 %42 to i64, !dbg !195
  %44 = getelementptr inbounds [16 x i32], ptr %8, i64 0, i64 %43, !dbg !195
  store i32 %41, ptr %44, align 4, !dbg !196
  br label %45, !dbg !195

45:                                               ; preds = %39
  %46 = load i32, ptr %9, align 4, !dbg !197
  %47 = add nsw i32 %46, 1, !dbg !197
  store i32 %47, ptr %9, align 4, !dbg !197
  br label %36, !dbg !198, !llvm.loop !199

48:                                               ; preds = %36
  %49 = load i32, ptr %6, align 4, !dbg !201
  %50 = and i32 %49, 15, !dbg !202
  %51 = zext i32 %50 to i64, !dbg !203
  %52 = getelementptr inbounds [16 x i32], ptr %8, i64 0, i64 %51, !dbg !203
  %53 = load i32, ptr %52, align 4, !dbg !203
  %54 = load ptr addrspace(1), ptr %4, align 8, !dbg !204
  %55 = load i64, ptr %5, align 8, !dbg !205
  %56 = add i64 %55, 1, !dbg !206
  %57 = getelementptr inbounds i32, ptr addrspace(1) %54, i64 %56, !dbg !204
  store i32 %53, ptr addrspace(1) %57, align 4, !dbg !207
  ret void, !dbg !208
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9}
!opencl.ocl.version = !{!10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/vectorize_loops.cl", directory: ".", checksumkind: CSK_MD5, checksum: "3682a44ef369bc1e492d40543050694a")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 129, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{i32 2, i32 0}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "saxpy_loop", scope: !1, file: !1, line: 3, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!13 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !14)
!14 = !{null, !15, !18, !17, !21}
!15 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, dwarfAddressSpace: 1)
!17 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!18 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, dwarfAddressSpace: 1)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{}
!23 = !{i32 1, i32 1, i32 0, i32 0}
!24 = !{!"none", !"none", !"none", !"none"}
!25 = !{!"float*", !"float*", !"float", !"int"}
!26 = !{!"restrict", !"restrict const", !"", !""}
!27 = !DILocalVariable(name: "y", arg: 1, scope: !12, file: !1, line: 3, type: !15)
!28 = !DILocation(line: 3, column: 51, scope: !12)
!29 = !DILocalVariable(name: "x", arg: 2, scope: !12, file: !1, line: 4, type: !18)
!30 = !DILocation(line: 4, column: 57, scope: !12)
!31 = !DILocalVariable(name: "a", arg: 3, scope: !12, file: !1, line: 4, type: !17)
!32 = !DILocation(line: 4, column: 66, scope: !12)
!33 = !DILocalVariable(name: "n", arg: 4, scope: !12, file: !1, line: 4, type: !21)
!34 = !DILocation(line: 4, column: 73, scope: !12)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 5, type: !21)
!36 = distinct !DILexicalBlock(scope: !12, file: !1, line: 5, column: 3)
!37 = !DILocation(line: 5, column: 12, scope: !36)
!38 = !DILocation(line: 5, column: 8, scope: !36)
!39 = !DILocation(line: 5, column: 19, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !1, line: 5, column: 3)
!41 = !DILocation(line: 5, column: 23, scope: !40)
!42 = !DILocation(line: 5, column: 21, scope: !40)
!43 = !DILocation(line: 5, column: 3, scope: !36)
!44 = !DILocation(line: 6, column: 12, scope: !40)
!45 = !DILocation(line: 6, column: 16, scope: !40)
!46 = !DILocation(line: 6, column: 18, scope: !40)
!47 = !DILocation(line: 6, column: 23, scope: !40)
!48 = !DILocation(line: 6, column: 25, scope: !40)
!49 = !DILocation(line: 6, column: 21, scope: !40)
!50 = !DILocation(line: 6, column: 5, scope: !40)
!51 = !DILocation(line: 6, column: 7, scope: !40)
!52 = !DILocation(line: 6, column: 10, scope: !40)
!53 = !DILocation(line: 5, column: 26, scope: !40)
!54 = !DILocation(line: 5, column: 3, scope: !40)
!55 = distinct !{!55, !43, !56}
!56 = !DILocation(line: 6, column: 26, scope: !36)
!57 = !DILocation(line: 7, column: 1, scope: !12)
!58 = distinct !DISubprogram(name: "sum_reduce", scope: !1, file: !1, line: 9, type: !59, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!59 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !60)
!60 = !{null, !61, !64, !21}
!61 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64, dwarfAddressSpace: 1)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!64 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !65)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, dwarfAddressSpace: 1)
!66 = !{i32 1, i32 1, i32 0}
!67 = !{!"none", !"none", !"none"}
!68 = !{!"int*", !"int*", !"int"}
!69 = !{!"restrict const", !"restrict", !""}
!70 = !DILocalVariable(name: "in", arg: 1, scope: !58, file: !1, line: 9, type: !61)
!71 = !DILocation(line: 9, column: 55, scope: !58)
!72 = !DILocalVariable(name: "out", arg: 2, scope: !58, file: !1, line: 10, type: !64)
!73 = !DILocation(line: 10, column: 49, scope: !58)
!74 = !DILocalVariable(name: "n", arg: 3, scope: !58, file: !1, line: 10, type: !21)
!75 = !DILocation(line: 10, column: 58, scope: !58)
!76 = !DILocalVariable(name: "s", scope: !58, file: !1, line: 11, type: !21)
!77 = !DILocation(line: 11, column: 7, scope: !58)
!78 = !DILocalVariable(name: "i", scope: !79, file: !1, line: 12, type: !21)
!79 = distinct !DILexicalBlock(scope: !58, file: !1, line: 12, column: 3)
!80 = !DILocation(line: 12, column: 12, scope: !79)
!81 = !DILocation(line: 12, column: 8, scope: !79)
!82 = !DILocation(line: 12, column: 19, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !1, line: 12, column: 3)
!84 = !DILocation(line: 12, column: 23, scope: !83)
!85 = !DILocation(line: 12, column: 21, scope: !83)
!86 = !DILocation(line: 12, column: 3, scope: !79)
!87 = !DILocation(line: 13, column: 10, scope: !83)
!88 = !DILocation(line: 13, column: 13, scope: !83)
!89 = !DILocation(line: 13, column: 7, scope: !83)
!90 = !DILocation(line: 13, column: 5, scope: !83)
!91 = !DILocation(line: 12, column: 26, scope: !83)
!92 = !DILocation(line: 12, column: 3, scope: !83)
!93 = distinct !{!93, !86, !94}
!94 = !DILocation(line: 13, column: 14, scope: !79)
!95 = !DILocation(line: 14, column: 12, scope: !58)
!96 = !DILocation(line: 14, column: 3, scope: !58)
!97 = !DILocation(line: 14, column: 10, scope: !58)
!98 = !DILocation(line: 15, column: 1, scope: !58)
!99 = distinct !DISubprogram(name: "hinted_unroll", scope: !1, file: !1, line: 17, type: !100, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!100 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !101)
!101 = !{null, !15, !18, !21}
!102 = !{!"float*", !"float*", !"int"}
!103 = !{!"restrict", !"restrict const", !""}
!104 = !DILocalVariable(name: "out", arg: 1, scope: !99, file: !1, line: 17, type: !15)
!105 = !DILocation(line: 17, column: 54, scope: !99)
!106 = !DILocalVariable(name: "in", arg: 2, scope: !99, file: !1, line: 18, type: !18)
!107 = !DILocation(line: 18, column: 60, scope: !99)
!108 = !DILocalVariable(name: "n", arg: 3, scope: !99, file: !1, line: 18, type: !21)
!109 = !DILocation(line: 18, column: 68, scope: !99)
!110 = !DILocalVariable(name: "i", scope: !111, file: !1, line: 20, type: !21)
!111 = distinct !DILexicalBlock(scope: !99, file: !1, line: 20, column: 3)
!112 = !DILocation(line: 20, column: 12, scope: !111)
!113 = !DILocation(line: 20, column: 8, scope: !111)
!114 = !DILocation(line: 20, column: 19, scope: !115)
!115 = distinct !DILexicalBlock(scope: !111, file: !1, line: 20, column: 3)
!116 = !DILocation(line: 20, column: 23, scope: !115)
!117 = !DILocation(line: 20, column: 21, scope: !115)
!118 = !DILocation(line: 20, column: 3, scope: !111)
!119 = !DILocation(line: 21, column: 14, scope: !115)
!120 = !DILocation(line: 21, column: 17, scope: !115)
!121 = !DILocation(line: 21, column: 27, scope: !115)
!122 = !DILocation(line: 21, column: 5, scope: !115)
!123 = !DILocation(line: 21, column: 9, scope: !115)
!124 = !DILocation(line: 21, column: 12, scope: !115)
!125 = !DILocation(line: 20, column: 26, scope: !115)
!126 = !DILocation(line: 20, column: 3, scope: !115)
!127 = distinct !{!127, !118, !128, !129}
!128 = !DILocation(line: 21, column: 29, scope: !111)
!129 = !{!"llvm.loop.unroll.count", i32 4}
!130 = !DILocation(line: 22, column: 1, scope: !99)
!131 = distinct !DISubprogram(name: "fixed_unroll", scope: !1, file: !1, line: 24, type: !132, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!132 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !133)
!133 = !{null, !134, !137}
!134 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64, dwarfAddressSpace: 1)
!136 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!137 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !138)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!139 = !{i32 1, i32 1}
!140 = !{!"none", !"none"}
!141 = !{!"uint*", !"uint*"}
!142 = !{!"restrict const", !"restrict"}
!143 = !DILocalVariable(name: "in", arg: 1, scope: !131, file: !1, line: 24, type: !134)
!144 = !DILocation(line: 24, column: 58, scope: !131)
!145 = !DILocalVariable(name: "out", arg: 2, scope: !131, file: !1, line: 25, type: !137)
!146 = !DILocation(line: 25, column: 52, scope: !131)
!147 = !DILocalVariable(name: "g", scope: !131, file: !1, line: 26, type: !148)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !149)
!149 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!150 = !DILocation(line: 26, column: 10, scope: !131)
!151 = !DILocation(line: 26, column: 14, scope: !131)
!152 = !DILocalVariable(name: "acc", scope: !131, file: !1, line: 27, type: !3)
!153 = !DILocation(line: 27, column: 8, scope: !131)
!154 = !DILocalVariable(name: "k", scope: !155, file: !1, line: 28, type: !21)
!155 = distinct !DILexicalBlock(scope: !131, file: !1, line: 28, column: 3)
!156 = !DILocation(line: 28, column: 12, scope: !155)
!157 = !DILocation(line: 28, column: 8, scope: !155)
!158 = !DILocation(line: 28, column: 19, scope: !159)
!159 = distinct !DILexicalBlock(scope: !155, file: !1, line: 28, column: 3)
!160 = !DILocation(line: 28, column: 21, scope: !159)
!161 = !DILocation(line: 28, column: 3, scope: !155)
!162 = !DILocation(line: 29, column: 12, scope: !159)
!163 = !DILocation(line: 29, column: 15, scope: !159)
!164 = !DILocation(line: 29, column: 17, scope: !159)
!165 = !DILocation(line: 29, column: 23, scope: !159)
!166 = !DILocation(line: 29, column: 21, scope: !159)
!167 = !DILocation(line: 29, column: 29, scope: !159)
!168 = !DILocation(line: 29, column: 26, scope: !159)
!169 = !DILocation(line: 29, column: 9, scope: !159)
!170 = !DILocation(line: 29, column: 5, scope: !159)
!171 = !DILocation(line: 28, column: 26, scope: !159)
!172 = !DILocation(line: 28, column: 3, scope: !159)
!173 = distinct !{!173, !161, !174}
!174 = !DILocation(line: 29, column: 29, scope: !155)
!175 = !DILocation(line: 30, column: 12, scope: !131)
!176 = !DILocation(line: 30, column: 3, scope: !131)
!177 = !DILocation(line: 30, column: 7, scope: !131)
!178 = !DILocation(line: 30, column: 10, scope: !131)
!179 = !DILocalVariable(name: "table", scope: !131, file: !1, line: 31, type: !180)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 512, elements: !181)
!181 = !{!182}
!182 = !DISubrange(count: 16)
!183 = !DILocation(line: 31, column: 8, scope: !131)
!184 = !DILocalVariable(name: "k", scope: !185, file: !1, line: 32, type: !21)
!185 = distinct !DILexicalBlock(scope: !131, file: !1, line: 32, column: 3)
!186 = !DILocation(line: 32, column: 12, scope: !185)
!187 = !DILocation(line: 32, column: 8, scope: !185)
!188 = !DILocation(line: 32, column: 19, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !1, line: 32, column: 3)
!190 = !DILocation(line: 32, column: 21, scope: !189)
!191 = !DILocation(line: 32, column: 3, scope: !185)
!192 = !DILocation(line: 33, column: 22, scope: !189)
!193 = !DILocation(line: 33, column: 24, scope: !189)
!194 = !DILocation(line: 33, column: 11, scope: !189)
!195 = !DILocation(line: 33, column: 5, scope: !189)
!196 = !DILocation(line: 33, column: 14, scope: !189)
!197 = !DILocation(line: 32, column: 27, scope: !189)
!198 = !DILocation(line: 32, column: 3, scope: !189)
!199 = distinct !{!199, !191, !200}
!200 = !DILocation(line: 33, column: 26, scope: !185)
!201 = !DILocation(line: 34, column: 22, scope: !131)
!202 = !DILocation(line: 34, column: 26, scope: !131)
!203 = !DILocation(line: 34, column: 16, scope: !131)
!204 = !DILocation(line: 34, column: 3, scope: !131)
!205 = !DILocation(line: 34, column: 7, scope: !131)
!206 = !DILocation(line: 34, column: 9, scope: !131)
!207 = !DILocation(line: 34, column: 14, scope: !131)
!208 = !DILocation(line: 35, column: 1, scope: !131)
