; Pins OpenCL math builtins as OpenCL.std extended instructions with operands in source order: fabs/sqrt/fma/mad/sin/cos/exp/log/pow/floor/ceil/fmin/fmax, clamp(float) as fclamp, mix, rsqrt, native_exp, exp2/log2/trunc/round/copysign/fmod, the vector overloads on %v4float, and no Float64 capability.
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
; CHECK:      [[X:%[0-9]+]] = OpLoad %float
; CHECK:      [[Y:%[0-9]+]] = OpLoad %float
; CHECK:      [[Z:%[0-9]+]] = OpLoad %float
; CHECK-NEXT: [[AX:%[0-9]+]] = OpExtInst %float [[STD]] fabs [[X]]
; CHECK-NEXT: OpExtInst %float [[STD]] sqrt [[AX]]
; CHECK:      OpExtInst %float [[STD]] fma [[X]] [[Y]] [[Z]]
; CHECK:      OpExtInst %float [[STD]] mad [[Y]] [[Z]] [[X]]
; CHECK:      OpExtInst %float [[STD]] pow [[AX]] [[Y]]
; CHECK:      OpExtInst %float [[STD]] fmax [[Y]] [[Z]]
; CHECK:      OpExtInst %float [[STD]] fclamp [[Z]] %float_n1 %float_1
; CHECK-NEXT: OpExtInst %float [[STD]] mix [[X]] [[Y]] %float_0_25
; CHECK:      OpExtInst %float [[STD]] native_exp [[X]]
; CHECK:      OpExtInst %float [[STD]] copysign [[Y]] [[Z]]
; CHECK-NEXT: OpExtInst %float [[STD]] fmod [[X]] %float_3
; CHECK:      OpExtInst %v4float [[STD]] fclamp
; ModuleID = 'lit-tests/codegen/Inputs/math_builtins.cl'
source_filename = "lit-tests/codegen/Inputs/math_builtins.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @math_builtins(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef align 16 %2) local_unnamed_addr #0 !dbg !15 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
    #dbg_value(ptr addrspace(1) %0, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
    #dbg_value(ptr addrspace(1) %1, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
    #dbg_value(ptr addrspace(1) %2, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !42
    #dbg_value(i64 %4, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %5 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4, !dbg !43
  %6 = load float, ptr addrspace(1) %5, align 4, !dbg !43, !tbaa !44
    #dbg_value(float %6, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %7 = add i64 %4, 1, !dbg !48
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !49
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !49, !tbaa !44
    #dbg_value(float %9, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %10 = getelementptr i8, ptr addrspace(1) %5, i64 8, !dbg !50
  %11 = load float, ptr addrspace(1) %10, align 4, !dbg !50, !tbaa !44
    #dbg_value(float %11, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
    #dbg_value(float 0.000000e+00, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %12 = tail call spir_func float @_Z4fabsf(float noundef %6) #3, !dbg !51
  %13 = tail call spir_func float @_Z4sqrtf(float noundef %12) #3, !dbg !52, !fpmath !53
  %14 = fadd float %13, 0.000000e+00, !dbg !54
    #dbg_value(float %14, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %15 = tail call spir_func float @_Z3fmafff(float noundef %6, float noundef %9, float noundef %11) #3, !dbg !55
  %16 = fadd float %14, %15, !dbg !56
    #dbg_value(float %16, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %17 = tail call spir_func float @_Z3madfff(float noundef %9, float noundef %11, float noundef %6) #3, !dbg !57
  %18 = fadd float %16, %17, !dbg !58
    #dbg_value(float %18, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %19 = tail call spir_func float @_Z3sinf(float noundef %6) #3, !dbg !59
  %20 = tail call spir_func float @_Z3cosf(float noundef %9) #3, !dbg !60
  %21 = tail call float @llvm.fmuladd.f32(float %19, float %20, float %18), !dbg !61
    #dbg_value(float %21, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %22 = tail call spir_func float @_Z3expf(float noundef %9) #3, !dbg !62
  %23 = tail call spir_func float @_Z4fabsf(float noundef %11) #3, !dbg !63
  %24 = fadd float %23, 1.000000e+00, !dbg !64
  %25 = tail call spir_func float @_Z3logf(float noundef %24) #3, !dbg !65
  %26 = fsub float %22, %25, !dbg !66
  %27 = fadd float %21, %26, !dbg !67
    #dbg_value(float %27, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %28 = tail call spir_func float @_Z3powff(float noundef %12, float noundef %9) #3, !dbg !68
  %29 = fadd float %28, %27, !dbg !69
    #dbg_value(float %29, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %30 = tail call spir_func float @_Z5floorf(float noundef %6) #3, !dbg !70
  %31 = tail call spir_func float @_Z4ceilf(float noundef %9) #3, !dbg !71
  %32 = fadd float %30, %31, !dbg !72
  %33 = fadd float %29, %32, !dbg !73
    #dbg_value(float %33, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %34 = tail call spir_func float @_Z4fminff(float noundef %6, float noundef %9) #3, !dbg !74
  %35 = tail call spir_func float @_Z4fmaxff(float noundef %9, float noundef %11) #3, !dbg !75
  %36 = fsub float %34, %35, !dbg !76
  %37 = fadd float %33, %36, !dbg !77
    #dbg_value(float %37, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %38 = tail call spir_func float @_Z5clampfff(float noundef %11, float noundef -1.000000e+00, float noundef 1.000000e+00) #3, !dbg !78
    #dbg_value(float poison, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %39 = tail call spir_func float @_Z3mixfff(float noundef %6, float noundef %9, float noundef 2.500000e-01) #3, !dbg !79
    #dbg_value(float poison, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %40 = tail call spir_func float @_Z4fabsf(float noundef %9) #3, !dbg !80
  %41 = fadd float %40, 1.000000e+00, !dbg !81
  %42 = tail call spir_func float @_Z5rsqrtf(float noundef %41) #3, !dbg !82
  %43 = tail call spir_func float @_Z10native_expf(float noundef %6) #3, !dbg !83
  %44 = fadd float %42, %43, !dbg !84
  %45 = tail call spir_func float @_Z4exp2f(float noundef %11) #3, !dbg !85
  %46 = fadd float %44, %45, !dbg !86
  %47 = fadd float %12, 2.000000e+00, !dbg !87
  %48 = tail call spir_func float @_Z4log2f(float noundef %47) #3, !dbg !88
  %49 = fadd float %46, %48, !dbg !89
    #dbg_value(float poison, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %50 = tail call spir_func float @_Z5truncf(float noundef %11) #3, !dbg !90
  %51 = tail call spir_func float @_Z5roundf(float noundef %6) #3, !dbg !91
  %52 = tail call spir_func float @_Z8copysignff(float noundef %9, float noundef %11) #3, !dbg !92
  %53 = tail call spir_func float @_Z4fmodff(float noundef %6, float noundef 3.000000e+00) #3, !dbg !93
  %54 = insertelement <2 x float> poison, float %38, i64 0, !dbg !94
  %55 = insertelement <2 x float> %54, float %50, i64 1, !dbg !94
  %56 = insertelement <2 x float> poison, float %37, i64 0, !dbg !94
  %57 = insertelement <2 x float> %56, float %51, i64 1, !dbg !94
  %58 = fadd <2 x float> %55, %57, !dbg !94
  %59 = insertelement <2 x float> poison, float %39, i64 0, !dbg !95
  %60 = insertelement <2 x float> %59, float %52, i64 1, !dbg !95
  %61 = fadd <2 x float> %60, %58, !dbg !95
  %62 = insertelement <2 x float> poison, float %49, i64 0, !dbg !96
  %63 = insertelement <2 x float> %62, float %53, i64 1, !dbg !96
  %64 = fadd <2 x float> %61, %63, !dbg !96
  %65 = shufflevector <2 x float> %64, <2 x float> poison, <2 x i32> <i32 1, i32 poison>, !dbg !97
  %66 = fadd <2 x float> %64, %65, !dbg !97
  %67 = extractelement <2 x float> %66, i64 0, !dbg !97
    #dbg_value(float %67, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %68 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %4, !dbg !98
  store float %67, ptr addrspace(1) %68, align 4, !dbg !99, !tbaa !44
  %69 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %4, !dbg !100
  %70 = load <4 x float>, ptr addrspace(1) %69, align 16, !dbg !100, !tbaa !101
    #dbg_value(<4 x float> %70, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %71 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %7, !dbg !102
  %72 = load <4 x float>, ptr addrspace(1) %71, align 16, !dbg !102, !tbaa !101
    #dbg_value(<4 x float> %72, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %73 = tail call spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef %70) #3, !dbg !103
  %74 = tail call spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef %73) #3, !dbg !104, !fpmath !53
  %75 = tail call spir_func <4 x float> @_Z3fmaDv4_fS_S_(<4 x float> noundef %70, <4 x float> noundef %72, <4 x float> noundef <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>) #3, !dbg !105
  %76 = fadd <4 x float> %74, %75, !dbg !106
    #dbg_value(<4 x float> %76, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %77 = tail call spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float> noundef %76, <4 x float> noundef zeroinitializer, <4 x float> noundef <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>) #3, !dbg !107
    #dbg_value(<4 x float> %77, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %78 = tail call spir_func <4 x float> @_Z3mixDv4_fS_S_(<4 x float> noundef %77, <4 x float> noundef %72, <4 x float> noundef <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>) #3, !dbg !108
  %79 = tail call spir_func <4 x float> @_Z3sinDv4_f(<4 x float> noundef %70) #3, !dbg !109
  %80 = fadd <4 x float> %78, %79, !dbg !110
  %81 = tail call spir_func <4 x float> @_Z5floorDv4_f(<4 x float> noundef %72) #3, !dbg !111
  %82 = fadd <4 x float> %80, %81, !dbg !112
    #dbg_value(<4 x float> %82, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %83 = tail call spir_func <4 x float> @_Z4fminDv4_fS_(<4 x float> noundef %70, <4 x float> noundef %72) #3, !dbg !113
  %84 = tail call spir_func <4 x float> @_Z4fmaxDv4_fS_(<4 x float> noundef %82, <4 x float> noundef %83) #3, !dbg !114
  store <4 x float> %84, ptr addrspace(1) %69, align 16, !dbg !115, !tbaa !101
  ret void, !dbg !116
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !117 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !121 spir_func float @_Z4sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !124 spir_func float @_Z4fabsf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !125 spir_func float @_Z3fmafff(float noundef, float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !128 spir_func float @_Z3madfff(float noundef, float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !129 spir_func float @_Z3sinf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !130 spir_func float @_Z3cosf(float noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !131 spir_func float @_Z3expf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !132 spir_func float @_Z3logf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !133 spir_func float @_Z3powff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !136 spir_func float @_Z5floorf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !137 spir_func float @_Z4ceilf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !138 spir_func float @_Z4fminff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !139 spir_func float @_Z4fmaxff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !140 spir_func float @_Z5clampfff(float noundef, float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !141 spir_func float @_Z3mixfff(float noundef, float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !142 spir_func float @_Z5rsqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !143 spir_func float @_Z10native_expf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !144 spir_func float @_Z4exp2f(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !145 spir_func float @_Z4log2f(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !146 spir_func float @_Z5truncf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !147 spir_func float @_Z5roundf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !148 spir_func float @_Z8copysignff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !149 spir_func float @_Z4fmodff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !150 spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !153 spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !154 spir_func <4 x float> @_Z3fmaDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !157 spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !158 spir_func <4 x float> @_Z3mixDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !159 spir_func <4 x float> @_Z3sinDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !160 spir_func <4 x float> @_Z5floorDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !161 spir_func <4 x float> @_Z4fmaxDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !164 spir_func <4 x float> @_Z4fminDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12}
!opencl.ocl.version = !{!13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/math_builtins.cl", directory: ".", checksumkind: CSK_MD5, checksum: "3ab1b4f6b2f9ec1d82c5cc2d63f03662")
!2 = !{!3}
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
!15 = distinct !DISubprogram(name: "math_builtins", scope: !1, file: !1, line: 2, type: !16, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !17)
!17 = !{null, !18, !20, !21}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 1)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!22 = !{!23, !24, !25, !26, !29, !30, !31, !32, !33, !34, !35}
!23 = !DILocalVariable(name: "in", arg: 1, scope: !15, file: !1, line: 2, type: !18)
!24 = !DILocalVariable(name: "out", arg: 2, scope: !15, file: !1, line: 2, type: !20)
!25 = !DILocalVariable(name: "v4", arg: 3, scope: !15, file: !1, line: 3, type: !21)
!26 = !DILocalVariable(name: "i", scope: !15, file: !1, line: 4, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !28)
!28 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!29 = !DILocalVariable(name: "x", scope: !15, file: !1, line: 5, type: !6)
!30 = !DILocalVariable(name: "y", scope: !15, file: !1, line: 6, type: !6)
!31 = !DILocalVariable(name: "z", scope: !15, file: !1, line: 7, type: !6)
!32 = !DILocalVariable(name: "r", scope: !15, file: !1, line: 8, type: !6)
!33 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 23, type: !3)
!34 = !DILocalVariable(name: "b", scope: !15, file: !1, line: 24, type: !3)
!35 = !DILocalVariable(name: "c", scope: !15, file: !1, line: 25, type: !3)
!36 = !{i32 1, i32 1, i32 1}
!37 = !{!"none", !"none", !"none"}
!38 = !{!"float*", !"float*", !"float4*"}
!39 = !{!"float*", !"float*", !"float __attribute__((ext_vector_type(4)))*"}
!40 = !{!"const", !"", !""}
!41 = !DILocation(line: 0, scope: !15)
!42 = !DILocation(line: 4, column: 14, scope: !15)
!43 = !DILocation(line: 5, column: 13, scope: !15)
!44 = !{!45, !45, i64 0}
!45 = !{!"float", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocation(line: 6, column: 18, scope: !15)
!49 = !DILocation(line: 6, column: 13, scope: !15)
!50 = !DILocation(line: 7, column: 13, scope: !15)
!51 = !DILocation(line: 9, column: 13, scope: !15)
!52 = !DILocation(line: 9, column: 8, scope: !15)
!53 = !{float 3.000000e+00}
!54 = !DILocation(line: 9, column: 5, scope: !15)
!55 = !DILocation(line: 10, column: 8, scope: !15)
!56 = !DILocation(line: 10, column: 5, scope: !15)
!57 = !DILocation(line: 11, column: 8, scope: !15)
!58 = !DILocation(line: 11, column: 5, scope: !15)
!59 = !DILocation(line: 12, column: 8, scope: !15)
!60 = !DILocation(line: 12, column: 17, scope: !15)
!61 = !DILocation(line: 12, column: 5, scope: !15)
!62 = !DILocation(line: 13, column: 8, scope: !15)
!63 = !DILocation(line: 13, column: 21, scope: !15)
!64 = !DILocation(line: 13, column: 29, scope: !15)
!65 = !DILocation(line: 13, column: 17, scope: !15)
!66 = !DILocation(line: 13, column: 15, scope: !15)
!67 = !DILocation(line: 13, column: 5, scope: !15)
!68 = !DILocation(line: 14, column: 8, scope: !15)
!69 = !DILocation(line: 14, column: 5, scope: !15)
!70 = !DILocation(line: 15, column: 8, scope: !15)
!71 = !DILocation(line: 15, column: 19, scope: !15)
!72 = !DILocation(line: 15, column: 17, scope: !15)
!73 = !DILocation(line: 15, column: 5, scope: !15)
!74 = !DILocation(line: 16, column: 8, scope: !15)
!75 = !DILocation(line: 16, column: 21, scope: !15)
!76 = !DILocation(line: 16, column: 19, scope: !15)
!77 = !DILocation(line: 16, column: 5, scope: !15)
!78 = !DILocation(line: 17, column: 8, scope: !15)
!79 = !DILocation(line: 18, column: 8, scope: !15)
!80 = !DILocation(line: 19, column: 14, scope: !15)
!81 = !DILocation(line: 19, column: 22, scope: !15)
!82 = !DILocation(line: 19, column: 8, scope: !15)
!83 = !DILocation(line: 19, column: 32, scope: !15)
!84 = !DILocation(line: 19, column: 30, scope: !15)
!85 = !DILocation(line: 19, column: 48, scope: !15)
!86 = !DILocation(line: 19, column: 46, scope: !15)
!87 = !DILocation(line: 19, column: 71, scope: !15)
!88 = !DILocation(line: 19, column: 58, scope: !15)
!89 = !DILocation(line: 19, column: 56, scope: !15)
!90 = !DILocation(line: 20, column: 8, scope: !15)
!91 = !DILocation(line: 20, column: 19, scope: !15)
!92 = !DILocation(line: 20, column: 30, scope: !15)
!93 = !DILocation(line: 20, column: 47, scope: !15)
!94 = !DILocation(line: 17, column: 5, scope: !15)
!95 = !DILocation(line: 18, column: 5, scope: !15)
!96 = !DILocation(line: 19, column: 5, scope: !15)
!97 = !DILocation(line: 20, column: 5, scope: !15)
!98 = !DILocation(line: 21, column: 3, scope: !15)
!99 = !DILocation(line: 21, column: 10, scope: !15)
!100 = !DILocation(line: 23, column: 14, scope: !15)
!101 = !{!46, !46, i64 0}
!102 = !DILocation(line: 24, column: 14, scope: !15)
!103 = !DILocation(line: 25, column: 19, scope: !15)
!104 = !DILocation(line: 25, column: 14, scope: !15)
!105 = !DILocation(line: 25, column: 30, scope: !15)
!106 = !DILocation(line: 25, column: 28, scope: !15)
!107 = !DILocation(line: 26, column: 7, scope: !15)
!108 = !DILocation(line: 27, column: 7, scope: !15)
!109 = !DILocation(line: 27, column: 35, scope: !15)
!110 = !DILocation(line: 27, column: 33, scope: !15)
!111 = !DILocation(line: 27, column: 44, scope: !15)
!112 = !DILocation(line: 27, column: 42, scope: !15)
!113 = !DILocation(line: 28, column: 19, scope: !15)
!114 = !DILocation(line: 28, column: 11, scope: !15)
!115 = !DILocation(line: 28, column: 9, scope: !15)
!116 = !DILocation(line: 29, column: 1, scope: !15)
!117 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 4, type: !118, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !119)
!119 = !{!28, !120}
!120 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!121 = !DISubprogram(name: "sqrt", linkageName: "_Z4sqrtf", scope: !1, file: !1, line: 9, type: !122, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !123)
!123 = !{!6, !6}
!124 = !DISubprogram(name: "fabs", linkageName: "_Z4fabsf", scope: !1, file: !1, line: 9, type: !122, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DISubprogram(name: "fma", linkageName: "_Z3fmafff", scope: !1, file: !1, line: 10, type: !126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !127)
!127 = !{!6, !6, !6, !6}
!128 = !DISubprogram(name: "mad", linkageName: "_Z3madfff", scope: !1, file: !1, line: 11, type: !126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = !DISubprogram(name: "sin", linkageName: "_Z3sinf", scope: !1, file: !1, line: 12, type: !122, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!130 = !DISubprogram(name: "cos", linkageName: "_Z3cosf", scope: !1, file: !1, line: 12, type: !122, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DISubprogram(name: "exp", linkageName: "_Z3expf", scope: !1, file: !1, line: 13, type: !122, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DISubprogram(name: "log", linkageName: "_Z3logf", scope: !1, file: !1, line: 13, type: !122, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DISubprogram(name: "pow", linkageName: "_Z3powff", scope: !1, file: !1, line: 14, type: !134, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!134 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !135)
!135 = !{!6, !6, !6}
!136 = !DISubprogram(name: "floor", linkageName: "_Z5floorf", scope: !1, file: !1, line: 15, type: !122, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubprogram(name: "ceil", linkageName: "_Z4ceilf", scope: !1, file: !1, line: 15, type: !122, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DISubprogram(name: "fmin", linkageName: "_Z4fminff", scope: !1, file: !1, line: 16, type: !134, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!139 = !DISubprogram(name: "fmax", linkageName: "_Z4fmaxff", scope: !1, file: !1, line: 16, type: !134, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DISubprogram(name: "clamp", linkageName: "_Z5clampfff", scope: !1, file: !1, line: 17, type: !126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DISubprogram(name: "mix", linkageName: "_Z3mixfff", scope: !1, file: !1, line: 18, type: !126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!142 = !DISubprogram(name: "rsqrt", linkageName: "_Z5rsqrtf", scope: !1, file: !1, line: 19, type: !122, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!143 = !DISubprogram(name: "native_exp", linkageName: "_Z10native_expf", scope: !1, file: !1, line: 19, type: !122, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubprogram(name: "exp2", linkageName: "_Z4exp2f", scope: !1, file: !1, line: 19, type: !122, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DISubprogram(name: "log2", linkageName: "_Z4log2f", scope: !1, file: !1, line: 19, type: !122, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DISubprogram(name: "trunc", linkageName: "_Z5truncf", scope: !1, file: !1, line: 20, type: !122, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubprogram(name: "round", linkageName: "_Z5roundf", scope: !1, file: !1, line: 20, type: !122, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DISubprogram(name: "copysign", linkageName: "_Z8copysignff", scope: !1, file: !1, line: 20, type: !134, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubprogram(name: "fmod", linkageName: "_Z4fmodff", scope: !1, file: !1, line: 20, type: !134, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DISubprogram(name: "sqrt", linkageName: "_Z4sqrtDv4_f", scope: !1, file: !1, line: 25, type: !151, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!151 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !152)
!152 = !{!5, !5}
!153 = !DISubprogram(name: "fabs", linkageName: "_Z4fabsDv4_f", scope: !1, file: !1, line: 25, type: !151, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DISubprogram(name: "fma", linkageName: "_Z3fmaDv4_fS_S_", scope: !1, file: !1, line: 25, type: !155, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !156)
!156 = !{!5, !5, !5, !5}
!157 = !DISubprogram(name: "clamp", linkageName: "_Z5clampDv4_fS_S_", scope: !1, file: !1, line: 26, type: !155, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DISubprogram(name: "mix", linkageName: "_Z3mixDv4_fS_S_", scope: !1, file: !1, line: 27, type: !155, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubprogram(name: "sin", linkageName: "_Z3sinDv4_f", scope: !1, file: !1, line: 27, type: !151, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubprogram(name: "floor", linkageName: "_Z5floorDv4_f", scope: !1, file: !1, line: 27, type: !151, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubprogram(name: "fmax", linkageName: "_Z4fmaxDv4_fS_", scope: !1, file: !1, line: 28, type: !162, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !163)
!163 = !{!5, !5, !5}
!164 = !DISubprogram(name: "fmin", linkageName: "_Z4fminDv4_fS_", scope: !1, file: !1, line: 28, type: !162, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
