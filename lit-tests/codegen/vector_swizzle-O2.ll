; Pins vector swizzles: shufflevector masks copied literally into OpVectorShuffle (second-operand lanes >= N, poison lanes = 0xFFFFFFFF) for 2/3/4/8/16-lane float and int vectors, .hi/.lo/.even/.odd sub-vector writes as widen + merge shuffles, dynamic v[k]/w[k] as OpVectorExtractDynamic/OpVectorInsertDynamic, constant lanes as OpCompositeExtract, and Vector16 for 8/16 lanes.
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
; CHECK-NEXT: OpCapability Vector16
; CHECK-NOT:  OpCapability Float64
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability Int8
; CHECK:      [[A:%[0-9]+]] = OpLoad %v2float {{%[0-9]+}} Aligned 8
; CHECK:      [[E:%[0-9]+]] = OpLoad %v16float {{%[0-9]+}} Aligned 64
; CHECK-NEXT: OpVectorShuffle %v2float [[A]] {{%[0-9]+}} 1 0
; CHECK:      OpVectorShuffle %v4float [[C:%[0-9]+]] {{%[0-9]+}} 4 4294967295 2 5
; CHECK:      [[D:%[0-9]+]] = OpVectorShuffle %v8float {{%[0-9]+}} {{%[0-9]+}} 0 1 2 3 4294967295 4294967295 4294967295 4294967295
; CHECK-NEXT: OpVectorShuffle %v8float {{%[0-9]+}} [[D]] 0 1 2 3 8 9 10 11
; CHECK:      OpVectorShuffle %v4float [[E]] {{%[0-9]+}} 15 14 13 12
; CHECK:      OpVectorShuffle %v8float {{%[0-9]+}} {{%[0-9]+}} 1 3 5 7 9 11 13 15
; CHECK:      OpVectorShuffle %v16float {{%[0-9]+}} {{%[0-9]+}} 16 1 17 3 18 5 19 7 20 9 21 11 22 13 23 15
; CHECK:      [[W:%[0-9]+]] = OpLoad %v8uint {{%[0-9]+}} Aligned 32
; CHECK:      [[K1:%[0-9]+]] = OpBitwiseAnd %uint {{%[0-9]+}} %uint_7
; CHECK-NEXT: [[WK:%[0-9]+]] = OpVectorExtractDynamic %uint [[W]] [[K1]]
; CHECK-NEXT: [[K:%[0-9]+]] = OpBitwiseAnd %uint {{%[0-9a-z_]+}} %uint_3
; CHECK-NEXT: OpVectorInsertDynamic %v4uint {{%[0-9]+}} [[WK]] [[K]]
; CHECK:      OpVectorShuffle %v16uint {{%[0-9]+}} {{%[0-9]+}} 0 2 4 6 8 10 12 14 1 3 5 7 9 11 13 15
; ModuleID = 'lit-tests/codegen/Inputs/vector_swizzle.cl'
source_filename = "lit-tests/codegen/Inputs/vector_swizzle.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @float_swizzles(ptr addrspace(1) nocapture noundef align 8 %0, ptr addrspace(1) nocapture noundef align 16 %1, ptr addrspace(1) nocapture noundef align 16 %2, ptr addrspace(1) nocapture noundef align 32 %3, ptr addrspace(1) nocapture noundef align 64 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !54 !kernel_arg_access_qual !55 !kernel_arg_type !56 !kernel_arg_base_type !57 !kernel_arg_type_qual !58 {
    #dbg_value(ptr addrspace(1) %0, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(ptr addrspace(1) %1, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(ptr addrspace(1) %2, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(ptr addrspace(1) %3, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(ptr addrspace(1) %4, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(ptr addrspace(1) %5, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !60
    #dbg_value(i64 %7, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  %8 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %7, !dbg !61
  %9 = load <2 x float>, ptr addrspace(1) %8, align 8, !dbg !61, !tbaa !62
  %10 = shufflevector <2 x float> %9, <2 x float> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
    #dbg_value(<2 x float> %9, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  %11 = getelementptr inbounds <3 x float>, ptr addrspace(1) %1, i64 %7, !dbg !65
  %12 = load <4 x float>, ptr addrspace(1) %11, align 16, !dbg !65
  %13 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %7, !dbg !66
  %14 = load <4 x float>, ptr addrspace(1) %13, align 16, !dbg !66, !tbaa !62
    #dbg_value(<4 x float> %14, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  %15 = getelementptr inbounds <8 x float>, ptr addrspace(1) %3, i64 %7, !dbg !67
  %16 = load <8 x float>, ptr addrspace(1) %15, align 32, !dbg !67, !tbaa !62
    #dbg_value(<8 x float> %16, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  %17 = getelementptr inbounds <16 x float>, ptr addrspace(1) %4, i64 %7, !dbg !68
  %18 = load <16 x float>, ptr addrspace(1) %17, align 64, !dbg !68, !tbaa !62
    #dbg_value(<16 x float> %18, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  %19 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 0>, !dbg !69
  store <2 x float> %19, ptr addrspace(1) %8, align 8, !dbg !70, !tbaa !62
  %20 = shufflevector <4 x float> %12, <4 x float> poison, <3 x i32> <i32 2, i32 0, i32 1>, !dbg !71
  %21 = shufflevector <4 x float> %12, <4 x float> poison, <3 x i32> <i32 2, i32 2, i32 2>, !dbg !72
  %22 = fadd <3 x float> %21, %20, !dbg !73
  %23 = shufflevector <3 x float> %22, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !74
  store <4 x float> %23, ptr addrspace(1) %11, align 16, !dbg !74, !tbaa !62
  %24 = shufflevector <4 x float> %14, <4 x float> poison, <2 x i32> <i32 3, i32 0>, !dbg !75
  %25 = shufflevector <2 x float> %24, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !76
  %26 = shufflevector <4 x float> %14, <4 x float> %25, <4 x i32> <i32 4, i32 poison, i32 2, i32 5>, !dbg !76
    #dbg_value(<4 x float> %26, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  %27 = extractelement <2 x float> %9, i64 0, !dbg !77
  %28 = shufflevector <4 x float> %26, <4 x float> %10, <4 x i32> <i32 0, i32 4, i32 2, i32 3>, !dbg !78
    #dbg_value(<4 x float> %28, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  %29 = shufflevector <4 x float> %28, <4 x float> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>, !dbg !79
  store <4 x float> %29, ptr addrspace(1) %13, align 16, !dbg !80, !tbaa !62
  %30 = shufflevector <8 x float> %16, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !81
  %31 = fmul <4 x float> %30, %28, !dbg !82
  %32 = shufflevector <4 x float> %31, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !83
  %33 = shufflevector <8 x float> %16, <8 x float> %32, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>, !dbg !83
    #dbg_value(<8 x float> %33, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  store <8 x float> %33, ptr addrspace(1) %15, align 32, !dbg !84, !tbaa !62
  %34 = shufflevector <16 x float> %18, <16 x float> poison, <4 x i32> <i32 15, i32 14, i32 13, i32 12>, !dbg !85
  %35 = shufflevector <4 x float> %34, <4 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !86
  %36 = shufflevector <16 x float> %35, <16 x float> %18, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, !dbg !86
    #dbg_value(<16 x float> %36, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  %37 = shufflevector <16 x float> %36, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>, !dbg !87
  %38 = fmul <8 x float> %37, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !88
  %39 = shufflevector <8 x float> %38, <8 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !89
  %40 = shufflevector <16 x float> %36, <16 x float> %39, <16 x i32> <i32 16, i32 1, i32 17, i32 3, i32 18, i32 5, i32 19, i32 7, i32 20, i32 9, i32 21, i32 11, i32 22, i32 13, i32 23, i32 15>, !dbg !89
    #dbg_value(<16 x float> %40, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  store <16 x float> %40, ptr addrspace(1) %17, align 64, !dbg !90, !tbaa !62
  %41 = extractelement <4 x float> %12, i64 1, !dbg !91
  %42 = fadd float %27, %41, !dbg !92
  %43 = extractelement <4 x float> %14, i64 2, !dbg !93
  %44 = fadd float %42, %43, !dbg !94
  %45 = extractelement <4 x float> %31, i64 3, !dbg !95
  %46 = fadd float %44, %45, !dbg !96
  %47 = extractelement <8 x float> %38, i64 5, !dbg !97
  %48 = fadd float %46, %47, !dbg !98
  %49 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %7, !dbg !99
  store float %48, ptr addrspace(1) %49, align 4, !dbg !100, !tbaa !101
  ret void, !dbg !103
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !104 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @int_swizzles(ptr addrspace(1) nocapture noundef writeonly align 8 %0, ptr addrspace(1) nocapture noundef align 16 %1, ptr addrspace(1) nocapture noundef align 16 %2, ptr addrspace(1) nocapture noundef align 32 %3, ptr addrspace(1) nocapture noundef align 64 %4, i32 noundef %5) local_unnamed_addr #0 !dbg !108 !kernel_arg_addr_space !139 !kernel_arg_access_qual !55 !kernel_arg_type !140 !kernel_arg_base_type !141 !kernel_arg_type_qual !58 {
    #dbg_value(ptr addrspace(1) %0, !129, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !142)
    #dbg_value(ptr addrspace(1) %1, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !142)
    #dbg_value(ptr addrspace(1) %2, !131, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !142)
    #dbg_value(ptr addrspace(1) %3, !132, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !142)
    #dbg_value(ptr addrspace(1) %4, !133, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !142)
    #dbg_value(i32 %5, !134, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !142)
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !143
    #dbg_value(i64 %7, !135, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !142)
  %8 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %2, i64 %7, !dbg !144
  %9 = load <4 x i32>, ptr addrspace(1) %8, align 16, !dbg !144, !tbaa !62
    #dbg_value(<4 x i32> %9, !136, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !142)
  %10 = getelementptr inbounds <8 x i32>, ptr addrspace(1) %3, i64 %7, !dbg !145
  %11 = load <8 x i32>, ptr addrspace(1) %10, align 32, !dbg !145, !tbaa !62
    #dbg_value(<8 x i32> %11, !137, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !142)
  %12 = getelementptr inbounds <16 x i32>, ptr addrspace(1) %4, i64 %7, !dbg !146
  %13 = load <16 x i32>, ptr addrspace(1) %12, align 64, !dbg !146, !tbaa !62
    #dbg_value(<16 x i32> %13, !138, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !142)
  %14 = shufflevector <4 x i32> %9, <4 x i32> poison, <2 x i32> <i32 0, i32 2>, !dbg !147
  %15 = shufflevector <4 x i32> %9, <4 x i32> poison, <2 x i32> <i32 1, i32 3>, !dbg !148
  %16 = add <2 x i32> %14, %15, !dbg !149
  %17 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %0, i64 %7, !dbg !150
  store <2 x i32> %16, ptr addrspace(1) %17, align 8, !dbg !151, !tbaa !62
  %18 = getelementptr inbounds <3 x i32>, ptr addrspace(1) %1, i64 %7, !dbg !152
  %19 = load <3 x i32>, ptr addrspace(1) %18, align 16, !dbg !152
  %20 = add <3 x i32> %19, <i32 -2, i32 -3, i32 -1>, !dbg !153
  %21 = shufflevector <3 x i32> %20, <3 x i32> poison, <3 x i32> <i32 2, i32 0, i32 1>, !dbg !153
  %22 = shufflevector <3 x i32> %21, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !154
  store <4 x i32> %22, ptr addrspace(1) %18, align 16, !dbg !154, !tbaa !62
  %23 = add i32 %5, 1, !dbg !155
  %24 = and i32 %23, 7, !dbg !156
  %25 = extractelement <8 x i32> %11, i32 %24, !dbg !157
  %26 = and i32 %5, 3, !dbg !158
  %27 = insertelement <4 x i32> %9, i32 %25, i32 %26, !dbg !159
    #dbg_value(<4 x i32> %27, !136, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !142)
  store <4 x i32> %27, ptr addrspace(1) %8, align 16, !dbg !160, !tbaa !62
  %28 = shufflevector <4 x i32> %27, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !161
  %29 = shufflevector <8 x i32> %11, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, !dbg !162
  %30 = shufflevector <4 x i32> %28, <4 x i32> %29, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !163
  store <8 x i32> %30, ptr addrspace(1) %10, align 32, !dbg !164, !tbaa !62
  %31 = shufflevector <16 x i32> %13, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !165
  %32 = xor <8 x i32> %31, %11, !dbg !166
  %33 = shufflevector <8 x i32> %32, <8 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !167
  %34 = shufflevector <16 x i32> %13, <16 x i32> %33, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>, !dbg !167
    #dbg_value(<16 x i32> %34, !138, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !142)
  %35 = shufflevector <16 x i32> %34, <16 x i32> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>, !dbg !168
  %36 = add <16 x i32> %35, %34, !dbg !169
  store <16 x i32> %36, ptr addrspace(1) %12, align 64, !dbg !170, !tbaa !62
  ret void, !dbg !171
}

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/vector_swizzle.cl", directory: ".", checksumkind: CSK_MD5, checksum: "7e2eac0bace94876a604a21acd8276e1")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "float_swizzles", scope: !1, file: !1, line: 2, type: !9, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !39)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !18, !23, !28, !33, !38}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !13, line: 207, baseType: !14)
!13 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 64, flags: DIFlagVector, elements: !16)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !{!17}
!17 = !DISubrange(count: 2)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "float3", file: !13, line: 208, baseType: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, flags: DIFlagVector, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 3)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64, dwarfAddressSpace: 1)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !13, line: 209, baseType: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, flags: DIFlagVector, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 4)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, dwarfAddressSpace: 1)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "float8", file: !13, line: 210, baseType: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 256, flags: DIFlagVector, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 8)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64, dwarfAddressSpace: 1)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "float16", file: !13, line: 211, baseType: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 512, flags: DIFlagVector, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 16)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!39 = !{!40, !41, !42, !43, !44, !45, !46, !49, !50, !51, !52, !53}
!40 = !DILocalVariable(name: "f2", arg: 1, scope: !8, file: !1, line: 2, type: !11)
!41 = !DILocalVariable(name: "f3", arg: 2, scope: !8, file: !1, line: 2, type: !18)
!42 = !DILocalVariable(name: "f4", arg: 3, scope: !8, file: !1, line: 3, type: !23)
!43 = !DILocalVariable(name: "f8", arg: 4, scope: !8, file: !1, line: 3, type: !28)
!44 = !DILocalVariable(name: "f16", arg: 5, scope: !8, file: !1, line: 4, type: !33)
!45 = !DILocalVariable(name: "out", arg: 6, scope: !8, file: !1, line: 4, type: !38)
!46 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 5, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !13, line: 142, baseType: !48)
!48 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!49 = !DILocalVariable(name: "a", scope: !8, file: !1, line: 6, type: !12)
!50 = !DILocalVariable(name: "b", scope: !8, file: !1, line: 7, type: !19)
!51 = !DILocalVariable(name: "c", scope: !8, file: !1, line: 8, type: !24)
!52 = !DILocalVariable(name: "d", scope: !8, file: !1, line: 9, type: !29)
!53 = !DILocalVariable(name: "e", scope: !8, file: !1, line: 10, type: !34)
!54 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!55 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!56 = !{!"float2*", !"float3*", !"float4*", !"float8*", !"float16*", !"float*"}
!57 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(3)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(8)))*", !"float __attribute__((ext_vector_type(16)))*", !"float*"}
!58 = !{!"", !"", !"", !"", !"", !""}
!59 = !DILocation(line: 0, scope: !8)
!60 = !DILocation(line: 5, column: 14, scope: !8)
!61 = !DILocation(line: 6, column: 14, scope: !8)
!62 = !{!63, !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !DILocation(line: 7, column: 14, scope: !8)
!66 = !DILocation(line: 8, column: 14, scope: !8)
!67 = !DILocation(line: 9, column: 14, scope: !8)
!68 = !DILocation(line: 10, column: 15, scope: !8)
!69 = !DILocation(line: 12, column: 11, scope: !8)
!70 = !DILocation(line: 12, column: 9, scope: !8)
!71 = !DILocation(line: 13, column: 19, scope: !8)
!72 = !DILocation(line: 13, column: 33, scope: !8)
!73 = !DILocation(line: 13, column: 31, scope: !8)
!74 = !DILocation(line: 13, column: 9, scope: !8)
!75 = !DILocation(line: 14, column: 10, scope: !8)
!76 = !DILocation(line: 14, column: 8, scope: !8)
!77 = !DILocation(line: 15, column: 9, scope: !8)
!78 = !DILocation(line: 15, column: 7, scope: !8)
!79 = !DILocation(line: 16, column: 11, scope: !8)
!80 = !DILocation(line: 16, column: 9, scope: !8)
!81 = !DILocation(line: 17, column: 10, scope: !8)
!82 = !DILocation(line: 17, column: 15, scope: !8)
!83 = !DILocation(line: 17, column: 8, scope: !8)
!84 = !DILocation(line: 18, column: 9, scope: !8)
!85 = !DILocation(line: 19, column: 13, scope: !8)
!86 = !DILocation(line: 19, column: 11, scope: !8)
!87 = !DILocation(line: 20, column: 12, scope: !8)
!88 = !DILocation(line: 20, column: 18, scope: !8)
!89 = !DILocation(line: 20, column: 10, scope: !8)
!90 = !DILocation(line: 21, column: 10, scope: !8)
!91 = !DILocation(line: 22, column: 18, scope: !8)
!92 = !DILocation(line: 22, column: 16, scope: !8)
!93 = !DILocation(line: 22, column: 24, scope: !8)
!94 = !DILocation(line: 22, column: 22, scope: !8)
!95 = !DILocation(line: 22, column: 30, scope: !8)
!96 = !DILocation(line: 22, column: 28, scope: !8)
!97 = !DILocation(line: 22, column: 37, scope: !8)
!98 = !DILocation(line: 22, column: 35, scope: !8)
!99 = !DILocation(line: 22, column: 3, scope: !8)
!100 = !DILocation(line: 22, column: 10, scope: !8)
!101 = !{!102, !102, i64 0}
!102 = !{!"float", !63, i64 0}
!103 = !DILocation(line: 23, column: 1, scope: !8)
!104 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 5, type: !105, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !106)
!106 = !{!48, !107}
!107 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!108 = distinct !DISubprogram(name: "int_swizzles", scope: !1, file: !1, line: 25, type: !109, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !128)
!109 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !110)
!110 = !{null, !111, !115, !118, !121, !124, !127}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64, dwarfAddressSpace: 1)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "int2", file: !13, line: 187, baseType: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 64, flags: DIFlagVector, elements: !16)
!114 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64, dwarfAddressSpace: 1)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "int3", file: !13, line: 188, baseType: !117)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 128, flags: DIFlagVector, elements: !21)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64, dwarfAddressSpace: 1)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !13, line: 189, baseType: !120)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 128, flags: DIFlagVector, elements: !26)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64, dwarfAddressSpace: 1)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8", file: !13, line: 190, baseType: !123)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 256, flags: DIFlagVector, elements: !31)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64, dwarfAddressSpace: 1)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16", file: !13, line: 191, baseType: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 512, flags: DIFlagVector, elements: !36)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !13, line: 129, baseType: !107)
!128 = !{!129, !130, !131, !132, !133, !134, !135, !136, !137, !138}
!129 = !DILocalVariable(name: "i2", arg: 1, scope: !108, file: !1, line: 25, type: !111)
!130 = !DILocalVariable(name: "i3", arg: 2, scope: !108, file: !1, line: 25, type: !115)
!131 = !DILocalVariable(name: "i4", arg: 3, scope: !108, file: !1, line: 26, type: !118)
!132 = !DILocalVariable(name: "i8", arg: 4, scope: !108, file: !1, line: 26, type: !121)
!133 = !DILocalVariable(name: "i16", arg: 5, scope: !108, file: !1, line: 27, type: !124)
!134 = !DILocalVariable(name: "k", arg: 6, scope: !108, file: !1, line: 27, type: !127)
!135 = !DILocalVariable(name: "g", scope: !108, file: !1, line: 28, type: !47)
!136 = !DILocalVariable(name: "v", scope: !108, file: !1, line: 29, type: !119)
!137 = !DILocalVariable(name: "w", scope: !108, file: !1, line: 30, type: !122)
!138 = !DILocalVariable(name: "x", scope: !108, file: !1, line: 31, type: !125)
!139 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!140 = !{!"int2*", !"int3*", !"int4*", !"int8*", !"int16*", !"uint"}
!141 = !{!"int __attribute__((ext_vector_type(2)))*", !"int __attribute__((ext_vector_type(3)))*", !"int __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(8)))*", !"int __attribute__((ext_vector_type(16)))*", !"uint"}
!142 = !DILocation(line: 0, scope: !108)
!143 = !DILocation(line: 28, column: 14, scope: !108)
!144 = !DILocation(line: 29, column: 12, scope: !108)
!145 = !DILocation(line: 30, column: 12, scope: !108)
!146 = !DILocation(line: 31, column: 13, scope: !108)
!147 = !DILocation(line: 32, column: 11, scope: !108)
!148 = !DILocation(line: 32, column: 18, scope: !108)
!149 = !DILocation(line: 32, column: 16, scope: !108)
!150 = !DILocation(line: 32, column: 3, scope: !108)
!151 = !DILocation(line: 32, column: 9, scope: !108)
!152 = !DILocation(line: 33, column: 11, scope: !108)
!153 = !DILocation(line: 33, column: 21, scope: !108)
!154 = !DILocation(line: 33, column: 9, scope: !108)
!155 = !DILocation(line: 34, column: 19, scope: !108)
!156 = !DILocation(line: 34, column: 24, scope: !108)
!157 = !DILocation(line: 34, column: 14, scope: !108)
!158 = !DILocation(line: 34, column: 7, scope: !108)
!159 = !DILocation(line: 34, column: 12, scope: !108)
!160 = !DILocation(line: 35, column: 9, scope: !108)
!161 = !DILocation(line: 36, column: 18, scope: !108)
!162 = !DILocation(line: 36, column: 26, scope: !108)
!163 = !DILocation(line: 36, column: 17, scope: !108)
!164 = !DILocation(line: 36, column: 9, scope: !108)
!165 = !DILocation(line: 37, column: 10, scope: !108)
!166 = !DILocation(line: 37, column: 15, scope: !108)
!167 = !DILocation(line: 37, column: 8, scope: !108)
!168 = !DILocation(line: 38, column: 34, scope: !108)
!169 = !DILocation(line: 38, column: 32, scope: !108)
!170 = !DILocation(line: 38, column: 10, scope: !108)
!171 = !DILocation(line: 39, column: 1, scope: !108)
