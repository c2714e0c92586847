; Pins unoptimized geometric builtins: cross on float4 and float3, normalize/length/distance/fast_length as OpenCL.std, dot as OpDot on float2/float3, float3 values stored as float4 via OpVectorShuffle 0 1 2 0xFFFFFFFF, the Ray struct alloca initialized through (0, field) access chains and passed as a generic pointer with a float3 argument.
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
; CHECK:      OpExtInst %v4float [[STD]] cross
; CHECK:      [[X3:%[0-9]+]] = OpExtInst %v3float [[STD]] cross
; CHECK-NEXT: OpVectorShuffle %v4float [[X3]] {{%[0-9]+}} 0 1 2 4294967295
; CHECK:      OpExtInst %float [[STD]] distance
; CHECK:      OpDot %float
; CHECK:      OpExtInst %float [[STD]] fast_length
; CHECK:      OpInBoundsPtrAccessChain %_ptr_Function_v4float {{%[0-9]+}} %uint_0 %uint_1
; CHECK:      [[RAY:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uchar
; CHECK:      [[C:%[0-9]+]] = OpVectorShuffle %v3float {{%[0-9]+}} {{%[0-9]+}} 0 1 2
; CHECK-NEXT: OpFunctionCall %float %hit_sphere [[RAY]] [[C]] %float_1
; CHECK:      %hit_sphere = OpFunction %float None
; CHECK:      OpInBoundsPtrAccessChain %_ptr_Generic_v4float {{%[0-9]+}} %uint_0 %uint_1
; CHECK:      OpExtInst %v3float [[STD]] normalize
; CHECK:      OpPhi %float %float_n1
; ModuleID = 'lit-tests/codegen/Inputs/geometric_builtins.cl'
source_filename = "lit-tests/codegen/Inputs/geometric_builtins.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Ray = type { <4 x float>, <4 x float> }

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @geometric_builtins(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 16 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 8 %4) #0 !dbg !8 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca i64, align 8
  %12 = alloca <4 x float>, align 16
  %13 = alloca <4 x float>, align 16
  %14 = alloca <4 x float>, align 16
  %15 = alloca <3 x float>, align 16
  %16 = alloca <2 x float>, align 8
  %17 = alloca %struct.Ray, align 16
  %18 = alloca <3 x float>, align 16
  store ptr addrspace(1) %0, ptr %6, align 8
    #dbg_declare(ptr %6, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  store ptr addrspace(1) %1, ptr %7, align 8
    #dbg_declare(ptr %7, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
  store ptr addrspace(1) %2, ptr %8, align 8
    #dbg_declare(ptr %8, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  store ptr addrspace(1) %3, ptr %9, align 8
    #dbg_declare(ptr %9, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  store ptr addrspace(1) %4, ptr %10, align 8
    #dbg_declare(ptr %10, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
    #dbg_declare(ptr %11, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  %19 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !46
  store i64 %19, ptr %11, align 8, !dbg !45
    #dbg_declare(ptr %12, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !48)
  %20 = load ptr addrspace(1), ptr %6, align 8, !dbg !49
  %21 = load i64, ptr %11, align 8, !dbg !50
  %22 = getelementptr inbounds <4 x float>, ptr addrspace(1) %20, i64 %21, !dbg !49
  %23 = load <4 x float>, ptr addrspace(1) %22, align 16, !dbg !49
  store <4 x float> %23, ptr %12, align 16, !dbg !48
    #dbg_declare(ptr %13, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
  %24 = load ptr addrspace(1), ptr %7, align 8, !dbg !53
  %25 = load i64, ptr %11, align 8, !dbg !54
  %26 = getelementptr inbounds <4 x float>, ptr addrspace(1) %24, i64 %25, !dbg !53
  %27 = load <4 x float>, ptr addrspace(1) %26, align 16, !dbg !53
  store <4 x float> %27, ptr %13, align 16, !dbg !52
    #dbg_declare(ptr %14, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  %28 = load <4 x float>, ptr %12, align 16, !dbg !57
  %29 = load <4 x float>, ptr %13, align 16, !dbg !58
  %30 = call spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef %28, <4 x float> noundef %29) #4, !dbg !59
  store <4 x float> %30, ptr %14, align 16, !dbg !56
  %31 = load <4 x float>, ptr %14, align 16, !dbg !60
  %32 = call spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %31) #4, !dbg !61
  %33 = load ptr addrspace(1), ptr %8, align 8, !dbg !62
  %34 = load i64, ptr %11, align 8, !dbg !63
  %35 = getelementptr inbounds <4 x float>, ptr addrspace(1) %33, i64 %34, !dbg !62
  store <4 x float> %32, ptr addrspace(1) %35, align 16, !dbg !64
    #dbg_declare(ptr %15, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  %36 = load <4 x float>, ptr %12, align 16, !dbg !71
  %37 = shufflevector <4 x float> %36, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !71
  %38 = load <4 x float>, ptr %13, align 16, !dbg !72
  %39 = shufflevector <4 x float> %38, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !72
  %40 = call spir_func <3 x float> @_Z5crossDv3_fS_(<3 x float> noundef %37, <3 x float> noundef %39) #4, !dbg !73
  %41 = shufflevector <3 x float> %40, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !70
  store <4 x float> %41, ptr %15, align 16, !dbg !70
  %42 = load <4 x float>, ptr %12, align 16, !dbg !74
  %43 = call spir_func float @_Z6lengthDv4_f(<4 x float> noundef %42) #4, !dbg !75
  %44 = load <4 x float>, ptr %12, align 16, !dbg !76
  %45 = load <4 x float>, ptr %13, align 16, !dbg !77
  %46 = call spir_func float @_Z8distanceDv4_fS_(<4 x float> noundef %44, <4 x float> noundef %45) #4, !dbg !78
  %47 = fadd float %43, %46, !dbg !79
  %48 = load <4 x float>, ptr %15, align 16, !dbg !80
  %49 = shufflevector <4 x float> %48, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !80
  %50 = call spir_func float @_Z6lengthDv3_f(<3 x float> noundef %49) #4, !dbg !81
  %51 = fadd float %47, %50, !dbg !82
  %52 = load <4 x float>, ptr %12, align 16, !dbg !83
  %53 = shufflevector <4 x float> %52, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !83
  %54 = load <4 x float>, ptr %13, align 16, !dbg !84
  %55 = shufflevector <4 x float> %54, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !84
  %56 = call spir_func float @_Z3dotDv2_fS_(<2 x float> noundef %53, <2 x float> noundef %55) #4, !dbg !85
  %57 = fadd float %51, %56, !dbg !86
  %58 = load ptr addrspace(1), ptr %9, align 8, !dbg !87
  %59 = load i64, ptr %11, align 8, !dbg !88
  %60 = getelementptr inbounds float, ptr addrspace(1) %58, i64 %59, !dbg !87
  store float %57, ptr addrspace(1) %60, align 4, !dbg !89
    #dbg_declare(ptr %16, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !91)
  %61 = load ptr addrspace(1), ptr %10, align 8, !dbg !92
  %62 = load i64, ptr %11, align 8, !dbg !93
  %63 = getelementptr inbounds <2 x float>, ptr addrspace(1) %61, i64 %62, !dbg !92
  %64 = load <2 x float>, ptr addrspace(1) %63, align 8, !dbg !92
  store <2 x float> %64, ptr %16, align 8, !dbg !91
  %65 = load <2 x float>, ptr %16, align 8, !dbg !94
  %66 = call spir_func <2 x float> @_Z9normalizeDv2_f(<2 x float> noundef %65) #4, !dbg !95
  %67 = load <2 x float>, ptr %16, align 8, !dbg !96
  %68 = call spir_func float @_Z11fast_lengthDv2_f(<2 x float> noundef %67) #4, !dbg !97
  %69 = insertelement <2 x float> poison, float %68, i64 0, !dbg !97
  %70 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !97
  %71 = fmul <2 x float> %66, %70, !dbg !98
  %72 = load ptr addrspace(1), ptr %10, align 8, !dbg !99
  %73 = load i64, ptr %11, align 8, !dbg !100
  %74 = getelementptr inbounds <2 x float>, ptr addrspace(1) %72, i64 %73, !dbg !99
  store <2 x float> %71, ptr addrspace(1) %74, align 8, !dbg !101
    #dbg_declare(ptr %17, !102, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !108)
  %75 = getelementptr inbounds %struct.Ray, ptr %17, i32 0, i32 0, !dbg !109
  %76 = load <4 x float>, ptr %12, align 16, !dbg !110
  store <4 x float> %76, ptr %75, align 16, !dbg !109
  %77 = getelementptr inbounds %struct.Ray, ptr %17, i32 0, i32 1, !dbg !109
  %78 = load <4 x float>, ptr %13, align 16, !dbg !111
  store <4 x float> %78, ptr %77, align 16, !dbg !109
  %79 = addrspacecast ptr %17 to ptr addrspace(4), !dbg !112
  store <4 x float> <float 0.000000e+00, float 0.000000e+00, float -5.000000e+00, float undef>, ptr %18, align 16, !dbg !113
  %80 = load <4 x float>, ptr %18, align 16, !dbg !113
  %81 = shufflevector <4 x float> %80, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !113
  %82 = call spir_func float @hit_sphere(ptr addrspace(4) noundef %79, <3 x float> noundef %81, float noundef 1.000000e+00) #5, !dbg !114
  %83 = load ptr addrspace(1), ptr %9, align 8, !dbg !115
  %84 = load i64, ptr %11, align 8, !dbg !116
  %85 = add i64 %84, 1, !dbg !117
  %86 = getelementptr inbounds float, ptr addrspace(1) %83, i64 %85, !dbg !115
  store float %82, ptr addrspace(1) %86, align 4, !dbg !118
  ret void, !dbg !119
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <3 x float> @_Z5crossDv3_fS_(<3 x float> noundef, <3 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z6lengthDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z8distanceDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z6lengthDv3_f(<3 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3dotDv2_fS_(<2 x float> noundef, <2 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <2 x float> @_Z9normalizeDv2_f(<2 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z11fast_lengthDv2_f(<2 x float> noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @hit_sphere(ptr addrspace(4) noundef %0, <3 x float> noundef %1, float noundef %2) #2 !dbg !120 {
  %4 = alloca ptr addrspace(4), align 8
  %5 = alloca <3 x float>, align 16
  %6 = alloca float, align 4
  %7 = alloca <3 x float>, align 16
  %8 = alloca <3 x float>, align 16
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  store ptr addrspace(4) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !125, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !126)
  %12 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %12, ptr %5, align 16
    #dbg_declare(ptr %5, !127, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !128)
  store float %2, ptr %6, align 4
    #dbg_declare(ptr %6, !129, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !130)
    #dbg_declare(ptr %7, !131, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !132)
  %13 = load ptr addrspace(4), ptr %4, align 8, !dbg !133
  %14 = getelementptr inbounds %struct.Ray, ptr addrspace(4) %13, i32 0, i32 0, !dbg !134
  %15 = load <4 x float>, ptr addrspace(4) %14, align 16, !dbg !133
  %16 = shufflevector <4 x float> %15, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !133
  %17 = load <4 x float>, ptr %5, align 16, !dbg !135
  %18 = shufflevector <4 x float> %17, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !135
  %19 = fsub <3 x float> %16, %18, !dbg !136
  %20 = shufflevector <3 x float> %19, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !132
  store <4 x float> %20, ptr %7, align 16, !dbg !132
    #dbg_declare(ptr %8, !137, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !138)
  %21 = load ptr addrspace(4), ptr %4, align 8, !dbg !139
  %22 = getelementptr inbounds %struct.Ray, ptr addrspace(4) %21, i32 0, i32 1, !dbg !140
  %23 = load <4 x float>, ptr addrspace(4) %22, align 16, !dbg !139
  %24 = shufflevector <4 x float> %23, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !139
  %25 = call spir_func <3 x float> @_Z9normalizeDv3_f(<3 x float> noundef %24) #4, !dbg !141
  %26 = shufflevector <3 x float> %25, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !138
  store <4 x float> %26, ptr %8, align 16, !dbg !138
    #dbg_declare(ptr %9, !142, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !143)
  %27 = load <4 x float>, ptr %7, align 16, !dbg !144
  %28 = shufflevector <4 x float> %27, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !144
  %29 = load <4 x float>, ptr %8, align 16, !dbg !145
  %30 = shufflevector <4 x float> %29, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !145
  %31 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %28, <3 x float> noundef %30) #4, !dbg !146
  store float %31, ptr %9, align 4, !dbg !143
    #dbg_declare(ptr %10, !147, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !148)
  %32 = load <4 x float>, ptr %7, align 16, !dbg !149
  %33 = shufflevector <4 x float> %32, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !149
  %34 = load <4 x float>, ptr %7, align 16, !dbg !150
  %35 = shufflevector <4 x float> %34, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !150
  %36 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %33, <3 x float> noundef %35) #4, !dbg !151
  %37 = load float, ptr %6, align 4, !dbg !152
  %38 = load float, ptr %6, align 4, !dbg !153
  %39 = fneg float %37, !dbg !154
  %40 = call float @llvm.fmuladd.f32(float %39, float %38, float %36), !dbg !154
  store float %40, ptr %10, align 4, !dbg !148
    #dbg_declare(ptr %11, !155, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !156)
  %41 = load float, ptr %9, align 4, !dbg !157
  %42 = load float, ptr %9, align 4, !dbg !158
  %43 = load float, ptr %10, align 4, !dbg !159
  %44 = fneg float %43, !dbg !160
  %45 = call float @llvm.fmuladd.f32(float %41, float %42, float %44), !dbg !160
  store float %45, ptr %11, align 4, !dbg !156
  %46 = load float, ptr %11, align 4, !dbg !161
  %47 = fcmp olt float %46, 0.000000e+00, !dbg !162
  br i1 %47, label %48, label %49, !dbg !161

48:                                               ; preds = %3
  br label %55, !dbg !161

49:                                               ; preds = %3
  %50 = load float, ptr %9, align 4, !dbg !163
  %51 = fneg float %50, !dbg !164
  %52 = load float, ptr %11, align 4, !dbg !165
  %53 = call spir_func float @_Z4sqrtf(float noundef %52) #4, !dbg !166, !fpmath !167
  %54 = fsub float %51, %53, !dbg !168
  br label %55, !dbg !161

55:                                               ; preds = %49, %48
  %56 = phi float [ -1.000000e+00, %48 ], [ %54, %49 ], !dbg !161
  ret float %56, !dbg !169
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <3 x float> @_Z9normalizeDv3_f(<3 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/geometric_builtins.cl", directory: ".", checksumkind: CSK_MD5, checksum: "6aa5421fa943cafbbfc46a3a809b9f54")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "geometric_builtins", scope: !1, file: !1, line: 16, type: !9, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !26)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !11, !19, !20, !21}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !14, line: 209, baseType: !15)
!14 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, flags: DIFlagVector, elements: !17)
!16 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, dwarfAddressSpace: 1)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !14, line: 207, baseType: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64, flags: DIFlagVector, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 2)
!26 = !{}
!27 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!28 = !{!"none", !"none", !"none", !"none", !"none"}
!29 = !{!"float4*", !"float4*", !"float4*", !"float*", !"float2*"}
!30 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float*", !"float __attribute__((ext_vector_type(2)))*"}
!31 = !{!"const", !"const", !"", !"", !""}
!32 = !DILocalVariable(name: "a", arg: 1, scope: !8, file: !1, line: 16, type: !11)
!33 = !DILocation(line: 16, column: 57, scope: !8)
!34 = !DILocalVariable(name: "b", arg: 2, scope: !8, file: !1, line: 17, type: !11)
!35 = !DILocation(line: 17, column: 57, scope: !8)
!36 = !DILocalVariable(name: "n", arg: 3, scope: !8, file: !1, line: 18, type: !19)
!37 = !DILocation(line: 18, column: 51, scope: !8)
!38 = !DILocalVariable(name: "len", arg: 4, scope: !8, file: !1, line: 18, type: !20)
!39 = !DILocation(line: 18, column: 70, scope: !8)
!40 = !DILocalVariable(name: "d2", arg: 5, scope: !8, file: !1, line: 19, type: !21)
!41 = !DILocation(line: 19, column: 51, scope: !8)
!42 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 20, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !14, line: 142, baseType: !44)
!44 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!45 = !DILocation(line: 20, column: 10, scope: !8)
!46 = !DILocation(line: 20, column: 14, scope: !8)
!47 = !DILocalVariable(name: "p", scope: !8, file: !1, line: 21, type: !13)
!48 = !DILocation(line: 21, column: 10, scope: !8)
!49 = !DILocation(line: 21, column: 14, scope: !8)
!50 = !DILocation(line: 21, column: 16, scope: !8)
!51 = !DILocalVariable(name: "q", scope: !8, file: !1, line: 22, type: !13)
!52 = !DILocation(line: 22, column: 10, scope: !8)
!53 = !DILocation(line: 22, column: 14, scope: !8)
!54 = !DILocation(line: 22, column: 16, scope: !8)
!55 = !DILocalVariable(name: "x", scope: !8, file: !1, line: 23, type: !13)
!56 = !DILocation(line: 23, column: 10, scope: !8)
!57 = !DILocation(line: 23, column: 20, scope: !8)
!58 = !DILocation(line: 23, column: 23, scope: !8)
!59 = !DILocation(line: 23, column: 14, scope: !8)
!60 = !DILocation(line: 24, column: 20, scope: !8)
!61 = !DILocation(line: 24, column: 10, scope: !8)
!62 = !DILocation(line: 24, column: 3, scope: !8)
!63 = !DILocation(line: 24, column: 5, scope: !8)
!64 = !DILocation(line: 24, column: 8, scope: !8)
!65 = !DILocalVariable(name: "x3", scope: !8, file: !1, line: 25, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "float3", file: !14, line: 208, baseType: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, flags: DIFlagVector, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 3)
!70 = !DILocation(line: 25, column: 10, scope: !8)
!71 = !DILocation(line: 25, column: 21, scope: !8)
!72 = !DILocation(line: 25, column: 28, scope: !8)
!73 = !DILocation(line: 25, column: 15, scope: !8)
!74 = !DILocation(line: 26, column: 19, scope: !8)
!75 = !DILocation(line: 26, column: 12, scope: !8)
!76 = !DILocation(line: 26, column: 33, scope: !8)
!77 = !DILocation(line: 26, column: 36, scope: !8)
!78 = !DILocation(line: 26, column: 24, scope: !8)
!79 = !DILocation(line: 26, column: 22, scope: !8)
!80 = !DILocation(line: 26, column: 48, scope: !8)
!81 = !DILocation(line: 26, column: 41, scope: !8)
!82 = !DILocation(line: 26, column: 39, scope: !8)
!83 = !DILocation(line: 26, column: 58, scope: !8)
!84 = !DILocation(line: 26, column: 64, scope: !8)
!85 = !DILocation(line: 26, column: 54, scope: !8)
!86 = !DILocation(line: 26, column: 52, scope: !8)
!87 = !DILocation(line: 26, column: 3, scope: !8)
!88 = !DILocation(line: 26, column: 7, scope: !8)
!89 = !DILocation(line: 26, column: 10, scope: !8)
!90 = !DILocalVariable(name: "u", scope: !8, file: !1, line: 27, type: !22)
!91 = !DILocation(line: 27, column: 10, scope: !8)
!92 = !DILocation(line: 27, column: 14, scope: !8)
!93 = !DILocation(line: 27, column: 17, scope: !8)
!94 = !DILocation(line: 28, column: 21, scope: !8)
!95 = !DILocation(line: 28, column: 11, scope: !8)
!96 = !DILocation(line: 28, column: 38, scope: !8)
!97 = !DILocation(line: 28, column: 26, scope: !8)
!98 = !DILocation(line: 28, column: 24, scope: !8)
!99 = !DILocation(line: 28, column: 3, scope: !8)
!100 = !DILocation(line: 28, column: 6, scope: !8)
!101 = !DILocation(line: 28, column: 9, scope: !8)
!102 = !DILocalVariable(name: "ray", scope: !8, file: !1, line: 29, type: !103)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "Ray", file: !1, line: 5, baseType: !104)
!104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Ray", file: !1, line: 2, size: 256, elements: !105)
!105 = !{!106, !107}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "origin", scope: !104, file: !1, line: 3, baseType: !13, size: 128)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "dir", scope: !104, file: !1, line: 4, baseType: !13, size: 128, offset: 128)
!108 = !DILocation(line: 29, column: 7, scope: !8)
!109 = !DILocation(line: 29, column: 13, scope: !8)
!110 = !DILocation(line: 29, column: 14, scope: !8)
!111 = !DILocation(line: 29, column: 17, scope: !8)
!112 = !DILocation(line: 30, column: 27, scope: !8)
!113 = !DILocation(line: 30, column: 33, scope: !8)
!114 = !DILocation(line: 30, column: 16, scope: !8)
!115 = !DILocation(line: 30, column: 3, scope: !8)
!116 = !DILocation(line: 30, column: 7, scope: !8)
!117 = !DILocation(line: 30, column: 9, scope: !8)
!118 = !DILocation(line: 30, column: 14, scope: !8)
!119 = !DILocation(line: 31, column: 1, scope: !8)
!120 = distinct !DISubprogram(name: "hit_sphere", scope: !1, file: !1, line: 7, type: !121, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !26)
!121 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !122)
!122 = !{!16, !123, !66, !16}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64, dwarfAddressSpace: 4)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !103)
!125 = !DILocalVariable(name: "ray", arg: 1, scope: !120, file: !1, line: 7, type: !123)
!126 = !DILocation(line: 7, column: 36, scope: !120)
!127 = !DILocalVariable(name: "center", arg: 2, scope: !120, file: !1, line: 7, type: !66)
!128 = !DILocation(line: 7, column: 48, scope: !120)
!129 = !DILocalVariable(name: "radius", arg: 3, scope: !120, file: !1, line: 7, type: !16)
!130 = !DILocation(line: 7, column: 62, scope: !120)
!131 = !DILocalVariable(name: "oc", scope: !120, file: !1, line: 8, type: !66)
!132 = !DILocation(line: 8, column: 10, scope: !120)
!133 = !DILocation(line: 8, column: 15, scope: !120)
!134 = !DILocation(line: 8, column: 20, scope: !120)
!135 = !DILocation(line: 8, column: 33, scope: !120)
!136 = !DILocation(line: 8, column: 31, scope: !120)
!137 = !DILocalVariable(name: "d", scope: !120, file: !1, line: 9, type: !66)
!138 = !DILocation(line: 9, column: 10, scope: !120)
!139 = !DILocation(line: 9, column: 24, scope: !120)
!140 = !DILocation(line: 9, column: 29, scope: !120)
!141 = !DILocation(line: 9, column: 14, scope: !120)
!142 = !DILocalVariable(name: "b", scope: !120, file: !1, line: 10, type: !16)
!143 = !DILocation(line: 10, column: 9, scope: !120)
!144 = !DILocation(line: 10, column: 17, scope: !120)
!145 = !DILocation(line: 10, column: 21, scope: !120)
!146 = !DILocation(line: 10, column: 13, scope: !120)
!147 = !DILocalVariable(name: "c", scope: !120, file: !1, line: 11, type: !16)
!148 = !DILocation(line: 11, column: 9, scope: !120)
!149 = !DILocation(line: 11, column: 17, scope: !120)
!150 = !DILocation(line: 11, column: 21, scope: !120)
!151 = !DILocation(line: 11, column: 13, scope: !120)
!152 = !DILocation(line: 11, column: 27, scope: !120)
!153 = !DILocation(line: 11, column: 36, scope: !120)
!154 = !DILocation(line: 11, column: 25, scope: !120)
!155 = !DILocalVariable(name: "disc", scope: !120, file: !1, line: 12, type: !16)
!156 = !DILocation(line: 12, column: 9, scope: !120)
!157 = !DILocation(line: 12, column: 16, scope: !120)
!158 = !DILocation(line: 12, column: 20, scope: !120)
!159 = !DILocation(line: 12, column: 24, scope: !120)
!160 = !DILocation(line: 12, column: 22, scope: !120)
!161 = !DILocation(line: 13, column: 10, scope: !120)
!162 = !DILocation(line: 13, column: 15, scope: !120)
!163 = !DILocation(line: 13, column: 33, scope: !120)
!164 = !DILocation(line: 13, column: 32, scope: !120)
!165 = !DILocation(line: 13, column: 42, scope: !120)
!166 = !DILocation(line: 13, column: 37, scope: !120)
!167 = !{float 3.000000e+00}
!168 = !DILocation(line: 13, column: 35, scope: !120)
!169 = !DILocation(line: 13, column: 3, scope: !120)
