; Pins unoptimized math builtins: each call as one OpenCL.std instruction (fabs, sqrt, fma, mad, sin, cos, exp, log, pow, floor, ceil, fmin, fmax, fclamp for clamp(float), mix, rsqrt, native_exp, exp2, log2, trunc, round, copysign, fmod), `r += sin*cos` contracted to fma, and vector overloads taking OpConstantComposite/OpConstantNull splat arguments.
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
; CHECK:      [[ONES:%[0-9]+]] = OpConstantComposite %v4float %float_1 %float_1 %float_1 %float_1
; CHECK:      [[ZERO:%[0-9]+]] = OpConstantNull %v4float
; CHECK:      [[TENS:%[0-9]+]] = OpConstantComposite %v4float %float_10 %float_10 %float_10 %float_10
; CHECK:      [[A:%[0-9]+]] = OpExtInst %float [[STD]] fabs
; CHECK-NEXT: OpExtInst %float [[STD]] sqrt [[A]]
; CHECK:      [[S:%[0-9]+]] = OpExtInst %float [[STD]] sin
; CHECK:      [[C:%[0-9]+]] = OpExtInst %float [[STD]] cos
; CHECK:      OpExtInst %float [[STD]] fma [[S]] [[C]]
; CHECK:      OpExtInst %float [[STD]] fclamp {{%[0-9]+}} %float_n1 %float_1
; CHECK:      OpExtInst %float [[STD]] rsqrt
; CHECK:      OpExtInst %float [[STD]] fmod {{%[0-9]+}} %float_3
; CHECK:      OpExtInst %v4float [[STD]] fma {{%[0-9]+}} {{%[0-9]+}} [[ONES]]
; CHECK:      OpExtInst %v4float [[STD]] fclamp {{%[0-9]+}} [[ZERO]] [[TENS]]
; CHECK:      OpExtInst %v4float [[STD]] mix
; ModuleID = 'lit-tests/codegen/Inputs/math_builtins.cl'
source_filename = "lit-tests/codegen/Inputs/math_builtins.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @math_builtins(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 16 %2) #0 !dbg !15 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i64, align 8
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca <4 x float>, align 16
  %13 = alloca <4 x float>, align 16
  %14 = alloca <4 x float>, align 16
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  store ptr addrspace(1) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_declare(ptr %7, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !38
  store i64 %15, ptr %7, align 8, !dbg !37
    #dbg_declare(ptr %8, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  %16 = load ptr addrspace(1), ptr %4, align 8, !dbg !41
  %17 = load i64, ptr %7, align 8, !dbg !42
  %18 = getelementptr inbounds float, ptr addrspace(1) %16, i64 %17, !dbg !41
  %19 = load float, ptr addrspace(1) %18, align 4, !dbg !41
  store float %19, ptr %8, align 4, !dbg !40
    #dbg_declare(ptr %9, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  %20 = load ptr addrspace(1), ptr %4, align 8, !dbg !45
  %21 = load i64, ptr %7, align 8, !dbg !46
  %22 = add i64 %21, 1, !dbg !47
  %23 = getelementptr inbounds float, ptr addrspace(1) %20, i64 %22, !dbg !45
  %24 = load float, ptr addrspace(1) %23, align 4, !dbg !45
  store float %24, ptr %9, align 4, !dbg !44
    #dbg_declare(ptr %10, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %25 = load ptr addrspace(1), ptr %4, align 8, !dbg !50
  %26 = load i64, ptr %7, align 8, !dbg !51
  %27 = add i64 %26, 2, !dbg !52
  %28 = getelementptr inbounds float, ptr addrspace(1) %25, i64 %27, !dbg !50
  %29 = load float, ptr addrspace(1) %28, align 4, !dbg !50
  store float %29, ptr %10, align 4, !dbg !49
    #dbg_declare(ptr %11, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  store float 0.000000e+00, ptr %11, align 4, !dbg !54
  %30 = load float, ptr %8, align 4, !dbg !55
  %31 = call spir_func float @_Z4fabsf(float noundef %30) #3, !dbg !56
  %32 = call spir_func float @_Z4sqrtf(float noundef %31) #3, !dbg !57, !fpmath !58
  %33 = load float, ptr %11, align 4, !dbg !59
  %34 = fadd float %33, %32, !dbg !59
  store float %34, ptr %11, align 4, !dbg !59
  %35 = load float, ptr %8, align 4, !dbg !60
  %36 = load float, ptr %9, align 4, !dbg !61
  %37 = load float, ptr %10, align 4, !dbg !62
  %38 = call spir_func float @_Z3fmafff(float noundef %35, float noundef %36, float noundef %37) #3, !dbg !63
  %39 = load float, ptr %11, align 4, !dbg !64
  %40 = fadd float %39, %38, !dbg !64
  store float %40, ptr %11, align 4, !dbg !64
  %41 = load float, ptr %9, align 4, !dbg !65
  %42 = load float, ptr %10, align 4, !dbg !66
  %43 = load float, ptr %8, align 4, !dbg !67
  %44 = call spir_func float @_Z3madfff(float noundef %41, float noundef %42, float noundef %43) #3, !dbg !68
  %45 = load float, ptr %11, align 4, !dbg !69
  %46 = fadd float %45, %44, !dbg !69
  store float %46, ptr %11, align 4, !dbg !69
  %47 = load float, ptr %8, align 4, !dbg !70
  %48 = call spir_func float @_Z3sinf(float noundef %47) #3, !dbg !71
  %49 = load float, ptr %9, align 4, !dbg !72
  %50 = call spir_func float @_Z3cosf(float noundef %49) #3, !dbg !73
  %51 = load float, ptr %11, align 4, !dbg !74
  %52 = call float @llvm.fmuladd.f32(float %48, float %50, float %51), !dbg !74
  store float %52, ptr %11, align 4, !dbg !74
  %53 = load float, ptr %9, align 4, !dbg !75
  %54 = call spir_func float @_Z3expf(float noundef %53) #3, !dbg !76
  %55 = load float, ptr %10, align 4, !dbg !77
  %56 = call spir_func float @_Z4fabsf(float noundef %55) #3, !dbg !78
  %57 = fadd float %56, 1.000000e+00, !dbg !79
  %58 = call spir_func float @_Z3logf(float noundef %57) #3, !dbg !80
  %59 = fsub float %54, %58, !dbg !81
  %60 = load float, ptr %11, align 4, !dbg !82
  %61 = fadd float %60, %59, !dbg !82
  store float %61, ptr %11, align 4, !dbg !82
  %62 = load float, ptr %8, align 4, !dbg !83
  %63 = call spir_func float @_Z4fabsf(float noundef %62) #3, !dbg !84
  %64 = load float, ptr %9, align 4, !dbg !85
  %65 = call spir_func float @_Z3powff(float noundef %63, float noundef %64) #3, !dbg !86
  %66 = load float, ptr %11, align 4, !dbg !87
  %67 = fadd float %66, %65, !dbg !87
  store float %67, ptr %11, align 4, !dbg !87
  %68 = load float, ptr %8, align 4, !dbg !88
  %69 = call spir_func float @_Z5floorf(float noundef %68) #3, !dbg !89
  %70 = load float, ptr %9, align 4, !dbg !90
  %71 = call spir_func float @_Z4ceilf(float noundef %70) #3, !dbg !91
  %72 = fadd float %69, %71, !dbg !92
  %73 = load float, ptr %11, align 4, !dbg !93
  %74 = fadd float %73, %72, !dbg !93
  store float %74, ptr %11, align 4, !dbg !93
  %75 = load float, ptr %8, align 4, !dbg !94
  %76 = load float, ptr %9, align 4, !dbg !95
  %77 = call spir_func float @_Z4fminff(float noundef %75, float noundef %76) #3, !dbg !96
  %78 = load float, ptr %9, align 4, !dbg !97
  %79 = load float, ptr %10, align 4, !dbg !98
  %80 = call spir_func float @_Z4fmaxff(float noundef %78, float noundef %79) #3, !dbg !99
  %81 = fsub float %77, %80, !dbg !100
  %82 = load float, ptr %11, align 4, !dbg !101
  %83 = fadd float %82, %81, !dbg !101
  store float %83, ptr %11, align 4, !dbg !101
  %84 = load float, ptr %10, align 4, !dbg !102
  %85 = call spir_func float @_Z5clampfff(float noundef %84, float noundef -1.000000e+00, float noundef 1.000000e+00) #3, !dbg !103
  %86 = load float, ptr %11, align 4, !dbg !104
  %87 = fadd float %86, %85, !dbg !104
  store float %87, ptr %11, align 4, !dbg !104
  %88 = load float, ptr %8, align 4, !dbg !105
  %89 = load float, ptr %9, align 4, !dbg !106
  %90 = call spir_func float @_Z3mixfff(float noundef %88, float noundef %89, float noundef 2.500000e-01) #3, !dbg !107
  %91 = load float, ptr %11, align 4, !dbg !108
  %92 = fadd float %91, %90, !dbg !108
  store float %92, ptr %11, align 4, !dbg !108
  %93 = load float, ptr %9, align 4, !dbg !109
  %94 = call spir_func float @_Z4fabsf(float noundef %93) #3, !dbg !110
  %95 = fadd float %94, 1.000000e+00, !dbg !111
  %96 = call spir_func float @_Z5rsqrtf(float noundef %95) #3, !dbg !112
  %97 = load float, ptr %8, align 4, !dbg !113
  %98 = call spir_func float @_Z10native_expf(float noundef %97) #3, !dbg !114
  %99 = fadd float %96, %98, !dbg !115
  %100 = load float, ptr %10, align 4, !dbg !116
  %101 = call spir_func float @_Z4exp2f(float noundef %100) #3, !dbg !117
  %102 = fadd float %99, %101, !dbg !118
  %103 = load float, ptr %8, align 4, !dbg !119
  %104 = call spir_func float @_Z4fabsf(float noundef %103) #3, !dbg !120
  %105 = fadd float %104, 2.000000e+00, !dbg !121
  %106 = call spir_func float @_Z4log2f(float noundef %105) #3, !dbg !122
  %107 = fadd float %102, %106, !dbg !123
  %108 = load float, ptr %11, align 4, !dbg !124
  %109 = fadd float %108, %107, !dbg !124
  store float %109, ptr %11, align 4, !dbg !124
  %110 = load float, ptr %10, align 4, !dbg !125
  %111 = call spir_func float @_Z5truncf(float noundef %110) #3, !dbg !126
  %112 = load float, ptr %8, align 4, !dbg !127
  %113 = call spir_func float @_Z5roundf(float noundef %112) #3, !dbg !128
  %114 = fadd float %111, %113, !dbg !129
  %115 = load float, ptr %9, align 4, !dbg !130
  %116 = load float, ptr %10, align 4, !dbg !131
  %117 = call spir_func float @_Z8copysignff(float noundef %115, float noundef %116) #3, !dbg !132
  %118 = fadd float %114, %117, !dbg !133
  %119 = load float, ptr %8, align 4, !dbg !134
  %120 = call spir_func float @_Z4fmodff(float noundef %119, float noundef 3.000000e+00) #3, !dbg !135
  %121 = fadd float %118, %120, !dbg !136
  %122 = load float, ptr %11, align 4, !dbg !137
  %123 = fadd float %122, %121, !dbg !137
  store float %123, ptr %11, align 4, !dbg !137
  %124 = load float, ptr %11, align 4, !dbg !138
  %125 = load ptr addrspace(1), ptr %5, align 8, !dbg !139
  %126 = load i64, ptr %7, align 8, !dbg !140
  %127 = getelementptr inbounds float, ptr addrspace(1) %125, i64 %126, !dbg !139
  store float %124, ptr addrspace(1) %127, align 4, !dbg !141
    #dbg_declare(ptr %12, !142, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !143)
  %128 = load ptr addrspace(1), ptr %6, align 8, !dbg !144
  %129 = load i64, ptr %7, align 8, !dbg !145
  %130 = getelementptr inbounds <4 x float>, ptr addrspace(1) %128, i64 %129, !dbg !144
  %131 = load <4 x float>, ptr addrspace(1) %130, align 16, !dbg !144
  store <4 x float> %131, ptr %12, align 16, !dbg !143
    #dbg_declare(ptr %13, !146, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %132 = load ptr addrspace(1), ptr %6, align 8, !dbg !148
  %133 = load i64, ptr %7, align 8, !dbg !149
  %134 = add i64 %133, 1, !dbg !150
  %135 = getelementptr inbounds <4 x float>, ptr addrspace(1) %132, i64 %134, !dbg !148
  %136 = load <4 x float>, ptr addrspace(1) %135, align 16, !dbg !148
  store <4 x float> %136, ptr %13, align 16, !dbg !147
    #dbg_declare(ptr %14, !151, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !152)
  %137 = load <4 x float>, ptr %12, align 16, !dbg !153
  %138 = call spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef %137) #3, !dbg !154
  %139 = call spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef %138) #3, !dbg !155, !fpmath !58
  %140 = load <4 x float>, ptr %12, align 16, !dbg !156
  %141 = load <4 x float>, ptr %13, align 16, !dbg !157
  %142 = call spir_func <4 x float> @_Z3fmaDv4_fS_S_(<4 x float> noundef %140, <4 x float> noundef %141, <4 x float> noundef <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>) #3, !dbg !158
  %143 = fadd <4 x float> %139, %142, !dbg !159
  store <4 x float> %143, ptr %14, align 16, !dbg !152
  %144 = load <4 x float>, ptr %14, align 16, !dbg !160
  %145 = call spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float> noundef %144, <4 x float> noundef zeroinitializer, <4 x float> noundef <float 1.000000e+01, float 1.000000e+01, float 1.000000e+01, float 1.000000e+01>) #3, !dbg !161
  store <4 x float> %145, ptr %14, align 16, !dbg !162
  %146 = load <4 x float>, ptr %14, align 16, !dbg !163
  %147 = load <4 x float>, ptr %13, align 16, !dbg !164
  %148 = call spir_func <4 x float> @_Z3mixDv4_fS_S_(<4 x float> noundef %146, <4 x float> noundef %147, <4 x float> noundef <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>) #3, !dbg !165
  %149 = load <4 x float>, ptr %12, align 16, !dbg !166
  %150 = call spir_func <4 x float> @_Z3sinDv4_f(<4 x float> noundef %149) #3, !dbg !167
  %151 = fadd <4 x float> %148, %150, !dbg !168
  %152 = load <4 x float>, ptr %13, align 16, !dbg !169
  %153 = call spir_func <4 x float> @_Z5floorDv4_f(<4 x float> noundef %152) #3, !dbg !170
  %154 = fadd <4 x float> %151, %153, !dbg !171
  store <4 x float> %154, ptr %14, align 16, !dbg !172
  %155 = load <4 x float>, ptr %14, align 16, !dbg !173
  %156 = load <4 x float>, ptr %12, align 16, !dbg !174
  %157 = load <4 x float>, ptr %13, align 16, !dbg !175
  %158 = call spir_func <4 x float> @_Z4fminDv4_fS_(<4 x float> noundef %156, <4 x float> noundef %157) #3, !dbg !176
  %159 = call spir_func <4 x float> @_Z4fmaxDv4_fS_(<4 x float> noundef %155, <4 x float> noundef %158) #3, !dbg !177
  %160 = load ptr addrspace(1), ptr %6, align 8, !dbg !178
  %161 = load i64, ptr %7, align 8, !dbg !179
  %162 = getelementptr inbounds <4 x float>, ptr addrspace(1) %160, i64 %161, !dbg !178
  store <4 x float> %159, ptr addrspace(1) %162, align 16, !dbg !180
  ret void, !dbg !181
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4fabsf(float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3fmafff(float noundef, float noundef, float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3madfff(float noundef, float noundef, float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3sinf(float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3cosf(float noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3expf(float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3logf(float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3powff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z5floorf(float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4ceilf(float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4fminff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4fmaxff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z5clampfff(float noundef, float noundef, float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3mixfff(float noundef, float noundef, float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z5rsqrtf(float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z10native_expf(float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4exp2f(float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4log2f(float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z5truncf(float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z5roundf(float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z8copysignff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4fmodff(float noundef, float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3fmaDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3mixDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3sinDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5floorDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4fmaxDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4fminDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12}
!opencl.ocl.version = !{!13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!15 = distinct !DISubprogram(name: "math_builtins", scope: !1, file: !1, line: 2, type: !16, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !17)
!17 = !{null, !18, !20, !21}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 1)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!22 = !{}
!23 = !{i32 1, i32 1, i32 1}
!24 = !{!"none", !"none", !"none"}
!25 = !{!"float*", !"float*", !"float4*"}
!26 = !{!"float*", !"float*", !"float __attribute__((ext_vector_type(4)))*"}
!27 = !{!"const", !"", !""}
!28 = !DILocalVariable(name: "in", arg: 1, scope: !15, file: !1, line: 2, type: !18)
!29 = !DILocation(line: 2, column: 51, scope: !15)
!30 = !DILocalVariable(name: "out", arg: 2, scope: !15, file: !1, line: 2, type: !20)
!31 = !DILocation(line: 2, column: 71, scope: !15)
!32 = !DILocalVariable(name: "v4", arg: 3, scope: !15, file: !1, line: 3, type: !21)
!33 = !DILocation(line: 3, column: 46, scope: !15)
!34 = !DILocalVariable(name: "i", scope: !15, file: !1, line: 4, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !36)
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !DILocation(line: 4, column: 10, scope: !15)
!38 = !DILocation(line: 4, column: 14, scope: !15)
!39 = !DILocalVariable(name: "x", scope: !15, file: !1, line: 5, type: !6)
!40 = !DILocation(line: 5, column: 9, scope: !15)
!41 = !DILocation(line: 5, column: 13, scope: !15)
!42 = !DILocation(line: 5, column: 16, scope: !15)
!43 = !DILocalVariable(name: "y", scope: !15, file: !1, line: 6, type: !6)
!44 = !DILocation(line: 6, column: 9, scope: !15)
!45 = !DILocation(line: 6, column: 13, scope: !15)
!46 = !DILocation(line: 6, column: 16, scope: !15)
!47 = !DILocation(line: 6, column: 18, scope: !15)
!48 = !DILocalVariable(name: "z", scope: !15, file: !1, line: 7, type: !6)
!49 = !DILocation(line: 7, column: 9, scope: !15)
!50 = !DILocation(line: 7, column: 13, scope: !15)
!51 = !DILocation(line: 7, column: 16, scope: !15)
!52 = !DILocation(line: 7, column: 18, scope: !15)
!53 = !DILocalVariable(name: "r", scope: !15, file: !1, line: 8, type: !6)
!54 = !DILocation(line: 8, column: 9, scope: !15)
!55 = !DILocation(line: 9, column: 18, scope: !15)
!56 = !DILocation(line: 9, column: 13, scope: !15)
!57 = !DILocation(line: 9, column: 8, scope: !15)
!58 = !{float 3.000000e+00}
!59 = !DILocation(line: 9, column: 5, scope: !15)
!60 = !DILocation(line: 10, column: 12, scope: !15)
!61 = !DILocation(line: 10, column: 15, scope: !15)
!62 = !DILocation(line: 10, column: 18, scope: !15)
!63 = !DILocation(line: 10, column: 8, scope: !15)
!64 = !DILocation(line: 10, column: 5, scope: !15)
!65 = !DILocation(line: 11, column: 12, scope: !15)
!66 = !DILocation(line: 11, column: 15, scope: !15)
!67 = !DILocation(line: 11, column: 18, scope: !15)
!68 = !DILocation(line: 11, column: 8, scope: !15)
!69 = !DILocation(line: 11, column: 5, scope: !15)
!70 = !DILocation(line: 12, column: 12, scope: !15)
!71 = !DILocation(line: 12, column: 8, scope: !15)
!72 = !DILocation(line: 12, column: 21, scope: !15)
!73 = !DILocation(line: 12, column: 17, scope: !15)
!74 = !DILocation(line: 12, column: 5, scope: !15)
!75 = !DILocation(line: 13, column: 12, scope: !15)
!76 = !DILocation(line: 13, column: 8, scope: !15)
!77 = !DILocation(line: 13, column: 26, scope: !15)
!78 = !DILocation(line: 13, column: 21, scope: !15)
!79 = !DILocation(line: 13, column: 29, scope: !15)
!80 = !DILocation(line: 13, column: 17, scope: !15)
!81 = !DILocation(line: 13, column: 15, scope: !15)
!82 = !DILocation(line: 13, column: 5, scope: !15)
!83 = !DILocation(line: 14, column: 17, scope: !15)
!84 = !DILocation(line: 14, column: 12, scope: !15)
!85 = !DILocation(line: 14, column: 21, scope: !15)
!86 = !DILocation(line: 14, column: 8, scope: !15)
!87 = !DILocation(line: 14, column: 5, scope: !15)
!88 = !DILocation(line: 15, column: 14, scope: !15)
!89 = !DILocation(line: 15, column: 8, scope: !15)
!90 = !DILocation(line: 15, column: 24, scope: !15)
!91 = !DILocation(line: 15, column: 19, scope: !15)
!92 = !DILocation(line: 15, column: 17, scope: !15)
!93 = !DILocation(line: 15, column: 5, scope: !15)
!94 = !DILocation(line: 16, column: 13, scope: !15)
!95 = !DILocation(line: 16, column: 16, scope: !15)
!96 = !DILocation(line: 16, column: 8, scope: !15)
!97 = !DILocation(line: 16, column: 26, scope: !15)
!98 = !DILocation(line: 16, column: 29, scope: !15)
!99 = !DILocation(line: 16, column: 21, scope: !15)
!100 = !DILocation(line: 16, column: 19, scope: !15)
!101 = !DILocation(line: 16, column: 5, scope: !15)
!102 = !DILocation(line: 17, column: 14, scope: !15)
!103 = !DILocation(line: 17, column: 8, scope: !15)
!104 = !DILocation(line: 17, column: 5, scope: !15)
!105 = !DILocation(line: 18, column: 12, scope: !15)
!106 = !DILocation(line: 18, column: 15, scope: !15)
!107 = !DILocation(line: 18, column: 8, scope: !15)
!108 = !DILocation(line: 18, column: 5, scope: !15)
!109 = !DILocation(line: 19, column: 19, scope: !15)
!110 = !DILocation(line: 19, column: 14, scope: !15)
!111 = !DILocation(line: 19, column: 22, scope: !15)
!112 = !DILocation(line: 19, column: 8, scope: !15)
!113 = !DILocation(line: 19, column: 43, scope: !15)
!114 = !DILocation(line: 19, column: 32, scope: !15)
!115 = !DILocation(line: 19, column: 30, scope: !15)
!116 = !DILocation(line: 19, column: 53, scope: !15)
!117 = !DILocation(line: 19, column: 48, scope: !15)
!118 = !DILocation(line: 19, column: 46, scope: !15)
!119 = !DILocation(line: 19, column: 68, scope: !15)
!120 = !DILocation(line: 19, column: 63, scope: !15)
!121 = !DILocation(line: 19, column: 71, scope: !15)
!122 = !DILocation(line: 19, column: 58, scope: !15)
!123 = !DILocation(line: 19, column: 56, scope: !15)
!124 = !DILocation(line: 19, column: 5, scope: !15)
!125 = !DILocation(line: 20, column: 14, scope: !15)
!126 = !DILocation(line: 20, column: 8, scope: !15)
!127 = !DILocation(line: 20, column: 25, scope: !15)
!128 = !DILocation(line: 20, column: 19, scope: !15)
!129 = !DILocation(line: 20, column: 17, scope: !15)
!130 = !DILocation(line: 20, column: 39, scope: !15)
!131 = !DILocation(line: 20, column: 42, scope: !15)
!132 = !DILocation(line: 20, column: 30, scope: !15)
!133 = !DILocation(line: 20, column: 28, scope: !15)
!134 = !DILocation(line: 20, column: 52, scope: !15)
!135 = !DILocation(line: 20, column: 47, scope: !15)
!136 = !DILocation(line: 20, column: 45, scope: !15)
!137 = !DILocation(line: 20, column: 5, scope: !15)
!138 = !DILocation(line: 21, column: 12, scope: !15)
!139 = !DILocation(line: 21, column: 3, scope: !15)
!140 = !DILocation(line: 21, column: 7, scope: !15)
!141 = !DILocation(line: 21, column: 10, scope: !15)
!142 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 23, type: !3)
!143 = !DILocation(line: 23, column: 10, scope: !15)
!144 = !DILocation(line: 23, column: 14, scope: !15)
!145 = !DILocation(line: 23, column: 17, scope: !15)
!146 = !DILocalVariable(name: "b", scope: !15, file: !1, line: 24, type: !3)
!147 = !DILocation(line: 24, column: 10, scope: !15)
!148 = !DILocation(line: 24, column: 14, scope: !15)
!149 = !DILocation(line: 24, column: 17, scope: !15)
!150 = !DILocation(line: 24, column: 19, scope: !15)
!151 = !DILocalVariable(name: "c", scope: !15, file: !1, line: 25, type: !3)
!152 = !DILocation(line: 25, column: 10, scope: !15)
!153 = !DILocation(line: 25, column: 24, scope: !15)
!154 = !DILocation(line: 25, column: 19, scope: !15)
!155 = !DILocation(line: 25, column: 14, scope: !15)
!156 = !DILocation(line: 25, column: 34, scope: !15)
!157 = !DILocation(line: 25, column: 37, scope: !15)
!158 = !DILocation(line: 25, column: 30, scope: !15)
!159 = !DILocation(line: 25, column: 28, scope: !15)
!160 = !DILocation(line: 26, column: 13, scope: !15)
!161 = !DILocation(line: 26, column: 7, scope: !15)
!162 = !DILocation(line: 26, column: 5, scope: !15)
!163 = !DILocation(line: 27, column: 11, scope: !15)
!164 = !DILocation(line: 27, column: 14, scope: !15)
!165 = !DILocation(line: 27, column: 7, scope: !15)
!166 = !DILocation(line: 27, column: 39, scope: !15)
!167 = !DILocation(line: 27, column: 35, scope: !15)
!168 = !DILocation(line: 27, column: 33, scope: !15)
!169 = !DILocation(line: 27, column: 50, scope: !15)
!170 = !DILocation(line: 27, column: 44, scope: !15)
!171 = !DILocation(line: 27, column: 42, scope: !15)
!172 = !DILocation(line: 27, column: 5, scope: !15)
!173 = !DILocation(line: 28, column: 16, scope: !15)
!174 = !DILocation(line: 28, column: 24, scope: !15)
!175 = !DILocation(line: 28, column: 27, scope: !15)
!176 = !DILocation(line: 28, column: 19, scope: !15)
!177 = !DILocation(line: 28, column: 11, scope: !15)
!178 = !DILocation(line: 28, column: 3, scope: !15)
!179 = !DILocation(line: 28, column: 6, scope: !15)
!180 = !DILocation(line: 28, column: 9, scope: !15)
!181 = !DILocation(line: 29, column: 1, scope: !15)
