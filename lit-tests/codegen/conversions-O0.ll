; Pins unoptimized conversions: trunc/zext/sext as OpUConvert/OpSConvert by IR opcode, fp casts as OpFConvert/OpConvertFToS/OpConvertSToF/OpConvertUToF, convert_*_sat builtins as OpSatConvertSToU or a SaturatedConversion-decorated conversion (plus FPRoundingMode RTE for _rte), vector convert_float4/uint4, and i1 -> int as OpSelect 1/0.
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
; CHECK-NEXT: OpCapability Float16Buffer
; CHECK-NEXT: OpCapability Float16
; CHECK-NEXT: OpCapability Float64
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability Int16
; CHECK-NEXT: OpCapability GenericPointer
; CHECK-NEXT: OpCapability Int8
; CHECK:      OpDecorate [[SATRTE:%[0-9]+]] SaturatedConversion
; CHECK-NEXT: OpDecorate [[SATRTE]] FPRoundingMode RTE
; CHECK-NEXT: OpDecorate [[SAT4:%[0-9]+]] SaturatedConversion
; CHECK:      [[SATRTE]] = OpConvertFToS %uint
; CHECK:      OpFConvert %half
; CHECK:      OpConvertSToF %v4float
; CHECK:      OpConvertFToU %v4uint
; CHECK:      [[SAT4]] = OpConvertFToS %v4uint
; CHECK:      OpUConvert %uchar
; CHECK:      OpUConvert %ushort
; CHECK:      OpSatConvertSToU %uchar
; CHECK:      OpSConvert %ulong
; ModuleID = 'lit-tests/codegen/Inputs/conversions.cl'
source_filename = "lit-tests/codegen/Inputs/conversions.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @conversions(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 2 %3, ptr addrspace(1) noundef align 16 %4, ptr addrspace(1) noundef align 16 %5, ptr addrspace(1) noundef align 8 %6, ptr addrspace(1) noundef align 1 %7) #0 !dbg !23 !kernel_arg_addr_space !44 !kernel_arg_access_qual !45 !kernel_arg_type !46 !kernel_arg_base_type !47 !kernel_arg_type_qual !48 {
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(1), align 8
  %15 = alloca ptr addrspace(1), align 8
  %16 = alloca ptr addrspace(1), align 8
  %17 = alloca i64, align 8
  %18 = alloca float, align 4
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  %25 = alloca double, align 8
  %26 = alloca float, align 4
  %27 = alloca half, align 2
  %28 = alloca float, align 4
  %29 = alloca i8, align 1
  %30 = alloca i16, align 2
  %31 = alloca i8, align 1
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %9, align 8
    #dbg_declare(ptr %9, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  store ptr addrspace(1) %1, ptr %10, align 8
    #dbg_declare(ptr %10, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
  store ptr addrspace(1) %2, ptr %11, align 8
    #dbg_declare(ptr %11, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  store ptr addrspace(1) %3, ptr %12, align 8
    #dbg_declare(ptr %12, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  store ptr addrspace(1) %4, ptr %13, align 8
    #dbg_declare(ptr %13, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  store ptr addrspace(1) %5, ptr %14, align 8
    #dbg_declare(ptr %14, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  store ptr addrspace(1) %6, ptr %15, align 8
    #dbg_declare(ptr %15, !61, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  store ptr addrspace(1) %7, ptr %16, align 8
    #dbg_declare(ptr %16, !63, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !64)
    #dbg_declare(ptr %17, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  %36 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !68
  store i64 %36, ptr %17, align 8, !dbg !67
    #dbg_declare(ptr %18, !69, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  %37 = load ptr addrspace(1), ptr %9, align 8, !dbg !71
  %38 = load i64, ptr %17, align 8, !dbg !72
  %39 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %38, !dbg !71
  %40 = load float, ptr addrspace(1) %39, align 4, !dbg !71
  store float %40, ptr %18, align 4, !dbg !70
    #dbg_declare(ptr %19, !73, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !74)
  %41 = load ptr addrspace(1), ptr %10, align 8, !dbg !75
  %42 = load i64, ptr %17, align 8, !dbg !76
  %43 = getelementptr inbounds i32, ptr addrspace(1) %41, i64 %42, !dbg !75
  %44 = load i32, ptr addrspace(1) %43, align 4, !dbg !75
  store i32 %44, ptr %19, align 4, !dbg !74
    #dbg_declare(ptr %20, !77, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !78)
  %45 = load ptr addrspace(1), ptr %11, align 8, !dbg !79
  %46 = load i64, ptr %17, align 8, !dbg !80
  %47 = getelementptr inbounds double, ptr addrspace(1) %45, i64 %46, !dbg !79
  %48 = load double, ptr addrspace(1) %47, align 8, !dbg !79
  store double %48, ptr %20, align 8, !dbg !78
    #dbg_declare(ptr %21, !81, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !82)
  %49 = load float, ptr %18, align 4, !dbg !83
  %50 = call spir_func i32 @_Z11convert_intf(float noundef %49) #3, !dbg !84
  store i32 %50, ptr %21, align 4, !dbg !82
    #dbg_declare(ptr %22, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
  %51 = load float, ptr %18, align 4, !dbg !87
  %52 = fmul float %51, 1.000000e+03, !dbg !88
  %53 = call spir_func i32 @_Z19convert_int_sat_rtef(float noundef %52) #3, !dbg !89
  store i32 %53, ptr %22, align 4, !dbg !86
    #dbg_declare(ptr %23, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !91)
  %54 = load i32, ptr %19, align 4, !dbg !92
  %55 = sitofp i32 %54 to float, !dbg !93
  store float %55, ptr %23, align 4, !dbg !91
    #dbg_declare(ptr %24, !94, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !95)
  %56 = load i32, ptr %19, align 4, !dbg !96
  %57 = call spir_func float @_Z13convert_floatj(i32 noundef %56) #3, !dbg !97
  store float %57, ptr %24, align 4, !dbg !95
    #dbg_declare(ptr %25, !98, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !99)
  %58 = load float, ptr %18, align 4, !dbg !100
  %59 = fpext float %58 to double, !dbg !101
  store double %59, ptr %25, align 8, !dbg !99
    #dbg_declare(ptr %26, !102, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !103)
  %60 = load double, ptr %20, align 8, !dbg !104
  %61 = fptrunc double %60 to float, !dbg !105
  store float %61, ptr %26, align 4, !dbg !103
    #dbg_declare(ptr %27, !106, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !107)
  %62 = load float, ptr %18, align 4, !dbg !108
  %63 = fptrunc float %62 to half, !dbg !109
  store half %63, ptr %27, align 2, !dbg !107
    #dbg_declare(ptr %28, !110, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !111)
  %64 = load ptr addrspace(1), ptr %12, align 8, !dbg !112
  %65 = load i64, ptr %17, align 8, !dbg !113
  %66 = getelementptr inbounds half, ptr addrspace(1) %64, i64 %65, !dbg !112
  %67 = load half, ptr addrspace(1) %66, align 2, !dbg !112
  %68 = fpext half %67 to float, !dbg !114
  store float %68, ptr %28, align 4, !dbg !111
  %69 = load float, ptr %28, align 4, !dbg !115
  %70 = load float, ptr %23, align 4, !dbg !116
  %71 = fadd float %69, %70, !dbg !117
  %72 = fptrunc float %71 to half, !dbg !118
  %73 = load ptr addrspace(1), ptr %12, align 8, !dbg !119
  %74 = load i64, ptr %17, align 8, !dbg !120
  %75 = getelementptr inbounds half, ptr addrspace(1) %73, i64 %74, !dbg !119
  store half %72, ptr addrspace(1) %75, align 2, !dbg !121
  %76 = load float, ptr %18, align 4, !dbg !122
  %77 = load i64, ptr %17, align 8, !dbg !123
  %78 = load ptr addrspace(1), ptr %12, align 8, !dbg !124
  %79 = addrspacecast ptr addrspace(1) %78 to ptr addrspace(4), !dbg !124
  call spir_func void @_Z11vstore_halffmPU3AS4Dh(float noundef %76, i64 noundef %77, ptr addrspace(4) noundef %79) #4, !dbg !125
  %80 = load ptr addrspace(1), ptr %14, align 8, !dbg !126
  %81 = load i64, ptr %17, align 8, !dbg !127
  %82 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %80, i64 %81, !dbg !126
  %83 = load <4 x i32>, ptr addrspace(1) %82, align 16, !dbg !126
  %84 = call spir_func <4 x float> @_Z14convert_float4Dv4_i(<4 x i32> noundef %83) #3, !dbg !128
  %85 = load ptr addrspace(1), ptr %13, align 8, !dbg !129
  %86 = load i64, ptr %17, align 8, !dbg !130
  %87 = getelementptr inbounds <4 x float>, ptr addrspace(1) %85, i64 %86, !dbg !129
  %88 = load <4 x float>, ptr addrspace(1) %87, align 16, !dbg !129
  %89 = call spir_func <4 x i32> @_Z13convert_uint4Dv4_f(<4 x float> noundef %88) #3, !dbg !131
  %90 = call spir_func <4 x float> @_Z14convert_float4Dv4_j(<4 x i32> noundef %89) #3, !dbg !132
  %91 = fadd <4 x float> %84, %90, !dbg !133
  %92 = load ptr addrspace(1), ptr %13, align 8, !dbg !134
  %93 = load i64, ptr %17, align 8, !dbg !135
  %94 = getelementptr inbounds <4 x float>, ptr addrspace(1) %92, i64 %93, !dbg !134
  store <4 x float> %91, ptr addrspace(1) %94, align 16, !dbg !136
  %95 = load ptr addrspace(1), ptr %13, align 8, !dbg !137
  %96 = load i64, ptr %17, align 8, !dbg !138
  %97 = getelementptr inbounds <4 x float>, ptr addrspace(1) %95, i64 %96, !dbg !137
  %98 = load <4 x float>, ptr addrspace(1) %97, align 16, !dbg !137
  %99 = fmul <4 x float> %98, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !139
  %100 = call spir_func <4 x i32> @_Z16convert_int4_satDv4_f(<4 x float> noundef %99) #3, !dbg !140
  %101 = load ptr addrspace(1), ptr %14, align 8, !dbg !141
  %102 = load i64, ptr %17, align 8, !dbg !142
  %103 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %101, i64 %102, !dbg !141
  store <4 x i32> %100, ptr addrspace(1) %103, align 16, !dbg !143
    #dbg_declare(ptr %29, !144, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !145)
  %104 = load i32, ptr %19, align 4, !dbg !146
  %105 = trunc i32 %104 to i8, !dbg !147
  store i8 %105, ptr %29, align 1, !dbg !145
    #dbg_declare(ptr %30, !148, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !149)
  %106 = load i32, ptr %19, align 4, !dbg !150
  %107 = trunc i32 %106 to i16, !dbg !151
  store i16 %107, ptr %30, align 2, !dbg !149
    #dbg_declare(ptr %31, !152, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !153)
  %108 = load i32, ptr %19, align 4, !dbg !154
  %109 = call spir_func zeroext i8 @_Z17convert_uchar_sati(i32 noundef %108) #3, !dbg !155
  store i8 %109, ptr %31, align 1, !dbg !153
    #dbg_declare(ptr %32, !156, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !157)
  %110 = load i32, ptr %19, align 4, !dbg !158
  %111 = sext i32 %110 to i64, !dbg !159
  store i64 %111, ptr %32, align 8, !dbg !157
    #dbg_declare(ptr %33, !160, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !161)
  %112 = load i32, ptr %19, align 4, !dbg !162
  %113 = zext i32 %112 to i64, !dbg !163
  store i64 %113, ptr %33, align 8, !dbg !161
    #dbg_declare(ptr %34, !164, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !165)
  %114 = load float, ptr %18, align 4, !dbg !166
  %115 = fcmp ogt float %114, 1.000000e+01, !dbg !167
  %116 = zext i1 %115 to i32, !dbg !167
  store i32 %116, ptr %34, align 4, !dbg !165
    #dbg_declare(ptr %35, !168, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !169)
  %117 = load i32, ptr %19, align 4, !dbg !170
  %118 = icmp ne i32 %117, 0, !dbg !171
  %119 = zext i1 %118 to i32, !dbg !171
  store i32 %119, ptr %35, align 4, !dbg !169
  %120 = load i8, ptr %31, align 1, !dbg !172
  %121 = zext i8 %120 to i32, !dbg !172
  %122 = load i8, ptr %29, align 1, !dbg !173
  %123 = zext i8 %122 to i32, !dbg !174
  %124 = add nsw i32 %121, %123, !dbg !175
  %125 = trunc i32 %124 to i8, !dbg !172
  %126 = load ptr addrspace(1), ptr %16, align 8, !dbg !176
  %127 = load i64, ptr %17, align 8, !dbg !177
  %128 = getelementptr inbounds i8, ptr addrspace(1) %126, i64 %127, !dbg !176
  store i8 %125, ptr addrspace(1) %128, align 1, !dbg !178
  %129 = load i32, ptr %21, align 4, !dbg !179
  %130 = load i32, ptr %22, align 4, !dbg !180
  %131 = add nsw i32 %129, %130, !dbg !181
  %132 = sext i32 %131 to i64, !dbg !179
  %133 = load float, ptr %23, align 4, !dbg !182
  %134 = fptosi float %133 to i64, !dbg !183
  %135 = add nsw i64 %132, %134, !dbg !184
  %136 = load float, ptr %24, align 4, !dbg !185
  %137 = fptosi float %136 to i64, !dbg !186
  %138 = add nsw i64 %135, %137, !dbg !187
  %139 = load double, ptr %25, align 8, !dbg !188
  %140 = fmul double %139, 2.000000e+00, !dbg !189
  %141 = fptosi double %140 to i64, !dbg !190
  %142 = add nsw i64 %138, %141, !dbg !191
  %143 = load float, ptr %26, align 4, !dbg !192
  %144 = fptosi float %143 to i64, !dbg !193
  %145 = add nsw i64 %142, %144, !dbg !194
  %146 = load half, ptr %27, align 2, !dbg !195
  %147 = fpext half %146 to float, !dbg !196
  %148 = fptosi float %147 to i64, !dbg !197
  %149 = add nsw i64 %145, %148, !dbg !198
  %150 = load i16, ptr %30, align 2, !dbg !199
  %151 = sext i16 %150 to i64, !dbg !199
  %152 = add nsw i64 %149, %151, !dbg !200
  %153 = load i64, ptr %32, align 8, !dbg !201
  %154 = add nsw i64 %152, %153, !dbg !202
  %155 = load i64, ptr %33, align 8, !dbg !203
  %156 = add nsw i64 %154, %155, !dbg !204
  %157 = load i32, ptr %34, align 4, !dbg !205
  %158 = sext i32 %157 to i64, !dbg !205
  %159 = add nsw i64 %156, %158, !dbg !206
  %160 = load i32, ptr %35, align 4, !dbg !207
  %161 = sext i32 %160 to i64, !dbg !207
  %162 = add nsw i64 %159, %161, !dbg !208
  %163 = load double, ptr %20, align 8, !dbg !209
  %164 = fcmp ogt double %163, 0.000000e+00, !dbg !210
  %165 = zext i1 %164 to i32, !dbg !210
  %166 = sext i32 %165 to i64, !dbg !211
  %167 = add nsw i64 %162, %166, !dbg !212
  %168 = load i32, ptr %19, align 4, !dbg !213
  %169 = call spir_func zeroext i16 @_Z18convert_ushort_sati(i32 noundef %168) #3, !dbg !214
  %170 = zext i16 %169 to i32, !dbg !215
  %171 = zext i32 %170 to i64, !dbg !216
  %172 = add nsw i64 %167, %171, !dbg !217
  %173 = load ptr addrspace(1), ptr %15, align 8, !dbg !218
  %174 = load i64, ptr %17, align 8, !dbg !219
  %175 = getelementptr inbounds i64, ptr addrspace(1) %173, i64 %174, !dbg !218
  store i64 %172, ptr addrspace(1) %175, align 8, !dbg !220
  ret void, !dbg !221
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z11convert_intf(float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z19convert_int_sat_rtef(float noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z13convert_floatj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z11vstore_halffmPU3AS4Dh(float noundef, i64 noundef, ptr addrspace(4) noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z14convert_float4Dv4_i(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z14convert_float4Dv4_j(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z13convert_uint4Dv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z16convert_int4_satDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func zeroext i8 @_Z17convert_uchar_sati(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func zeroext i16 @_Z18convert_ushort_sati(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!17, !18, !19, !20}
!opencl.ocl.version = !{!21}
!llvm.ident = !{!22}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/conversions.cl", directory: ".", checksumkind: CSK_MD5, checksum: "dcb859c2bbef2f24a25343a5d06d2065")
!2 = !{!3, !4, !7, !8, !9, !10, !11, !12, !14, !15}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !5, line: 129, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "ulong", file: !5, line: 134, baseType: !13)
!13 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !5, line: 119, baseType: !16)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{i32 2, i32 0}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "conversions", scope: !1, file: !1, line: 6, type: !24, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !43)
!24 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !25)
!25 = !{null, !26, !28, !30, !32, !33, !38, !41, !42}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, dwarfAddressSpace: 1)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, dwarfAddressSpace: 1)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64, dwarfAddressSpace: 1)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64, dwarfAddressSpace: 1)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !5, line: 209, baseType: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 4)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, dwarfAddressSpace: 1)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !5, line: 189, baseType: !40)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, flags: DIFlagVector, elements: !36)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!43 = !{}
!44 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!45 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!46 = !{!"float*", !"int*", !"double*", !"half*", !"float4*", !"int4*", !"long*", !"uchar*"}
!47 = !{!"float*", !"int*", !"double*", !"half*", !"float __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"long*", !"uchar*"}
!48 = !{!"const", !"const", !"const", !"", !"", !"", !"", !""}
!49 = !DILocalVariable(name: "f", arg: 1, scope: !23, file: !1, line: 6, type: !26)
!50 = !DILocation(line: 6, column: 49, scope: !23)
!51 = !DILocalVariable(name: "i32", arg: 2, scope: !23, file: !1, line: 6, type: !28)
!52 = !DILocation(line: 6, column: 72, scope: !23)
!53 = !DILocalVariable(name: "d", arg: 3, scope: !23, file: !1, line: 7, type: !30)
!54 = !DILocation(line: 7, column: 50, scope: !23)
!55 = !DILocalVariable(name: "h", arg: 4, scope: !23, file: !1, line: 7, type: !32)
!56 = !DILocation(line: 7, column: 68, scope: !23)
!57 = !DILocalVariable(name: "f4", arg: 5, scope: !23, file: !1, line: 8, type: !33)
!58 = !DILocation(line: 8, column: 44, scope: !23)
!59 = !DILocalVariable(name: "i4", arg: 6, scope: !23, file: !1, line: 8, type: !38)
!60 = !DILocation(line: 8, column: 63, scope: !23)
!61 = !DILocalVariable(name: "out", arg: 7, scope: !23, file: !1, line: 9, type: !41)
!62 = !DILocation(line: 9, column: 42, scope: !23)
!63 = !DILocalVariable(name: "bytes", arg: 8, scope: !23, file: !1, line: 9, type: !42)
!64 = !DILocation(line: 9, column: 63, scope: !23)
!65 = !DILocalVariable(name: "g", scope: !23, file: !1, line: 10, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 142, baseType: !13)
!67 = !DILocation(line: 10, column: 10, scope: !23)
!68 = !DILocation(line: 10, column: 14, scope: !23)
!69 = !DILocalVariable(name: "x", scope: !23, file: !1, line: 11, type: !3)
!70 = !DILocation(line: 11, column: 9, scope: !23)
!71 = !DILocation(line: 11, column: 13, scope: !23)
!72 = !DILocation(line: 11, column: 15, scope: !23)
!73 = !DILocalVariable(name: "n", scope: !23, file: !1, line: 12, type: !14)
!74 = !DILocation(line: 12, column: 7, scope: !23)
!75 = !DILocation(line: 12, column: 11, scope: !23)
!76 = !DILocation(line: 12, column: 15, scope: !23)
!77 = !DILocalVariable(name: "dd", scope: !23, file: !1, line: 13, type: !7)
!78 = !DILocation(line: 13, column: 10, scope: !23)
!79 = !DILocation(line: 13, column: 15, scope: !23)
!80 = !DILocation(line: 13, column: 17, scope: !23)
!81 = !DILocalVariable(name: "a", scope: !23, file: !1, line: 15, type: !14)
!82 = !DILocation(line: 15, column: 7, scope: !23)
!83 = !DILocation(line: 15, column: 23, scope: !23)
!84 = !DILocation(line: 15, column: 11, scope: !23)
!85 = !DILocalVariable(name: "b", scope: !23, file: !1, line: 16, type: !14)
!86 = !DILocation(line: 16, column: 7, scope: !23)
!87 = !DILocation(line: 16, column: 31, scope: !23)
!88 = !DILocation(line: 16, column: 33, scope: !23)
!89 = !DILocation(line: 16, column: 11, scope: !23)
!90 = !DILocalVariable(name: "c", scope: !23, file: !1, line: 17, type: !3)
!91 = !DILocation(line: 17, column: 9, scope: !23)
!92 = !DILocation(line: 17, column: 20, scope: !23)
!93 = !DILocation(line: 17, column: 13, scope: !23)
!94 = !DILocalVariable(name: "e", scope: !23, file: !1, line: 18, type: !3)
!95 = !DILocation(line: 18, column: 9, scope: !23)
!96 = !DILocation(line: 18, column: 33, scope: !23)
!97 = !DILocation(line: 18, column: 13, scope: !23)
!98 = !DILocalVariable(name: "wd", scope: !23, file: !1, line: 19, type: !7)
!99 = !DILocation(line: 19, column: 10, scope: !23)
!100 = !DILocation(line: 19, column: 23, scope: !23)
!101 = !DILocation(line: 19, column: 15, scope: !23)
!102 = !DILocalVariable(name: "nf", scope: !23, file: !1, line: 20, type: !3)
!103 = !DILocation(line: 20, column: 9, scope: !23)
!104 = !DILocation(line: 20, column: 21, scope: !23)
!105 = !DILocation(line: 20, column: 14, scope: !23)
!106 = !DILocalVariable(name: "hh", scope: !23, file: !1, line: 21, type: !8)
!107 = !DILocation(line: 21, column: 8, scope: !23)
!108 = !DILocation(line: 21, column: 19, scope: !23)
!109 = !DILocation(line: 21, column: 13, scope: !23)
!110 = !DILocalVariable(name: "fromh", scope: !23, file: !1, line: 22, type: !3)
!111 = !DILocation(line: 22, column: 9, scope: !23)
!112 = !DILocation(line: 22, column: 24, scope: !23)
!113 = !DILocation(line: 22, column: 26, scope: !23)
!114 = !DILocation(line: 22, column: 17, scope: !23)
!115 = !DILocation(line: 23, column: 17, scope: !23)
!116 = !DILocation(line: 23, column: 25, scope: !23)
!117 = !DILocation(line: 23, column: 23, scope: !23)
!118 = !DILocation(line: 23, column: 10, scope: !23)
!119 = !DILocation(line: 23, column: 3, scope: !23)
!120 = !DILocation(line: 23, column: 5, scope: !23)
!121 = !DILocation(line: 23, column: 8, scope: !23)
!122 = !DILocation(line: 24, column: 15, scope: !23)
!123 = !DILocation(line: 24, column: 18, scope: !23)
!124 = !DILocation(line: 24, column: 21, scope: !23)
!125 = !DILocation(line: 24, column: 3, scope: !23)
!126 = !DILocation(line: 26, column: 26, scope: !23)
!127 = !DILocation(line: 26, column: 29, scope: !23)
!128 = !DILocation(line: 26, column: 11, scope: !23)
!129 = !DILocation(line: 26, column: 64, scope: !23)
!130 = !DILocation(line: 26, column: 67, scope: !23)
!131 = !DILocation(line: 26, column: 50, scope: !23)
!132 = !DILocation(line: 26, column: 35, scope: !23)
!133 = !DILocation(line: 26, column: 33, scope: !23)
!134 = !DILocation(line: 26, column: 3, scope: !23)
!135 = !DILocation(line: 26, column: 6, scope: !23)
!136 = !DILocation(line: 26, column: 9, scope: !23)
!137 = !DILocation(line: 27, column: 28, scope: !23)
!138 = !DILocation(line: 27, column: 31, scope: !23)
!139 = !DILocation(line: 27, column: 34, scope: !23)
!140 = !DILocation(line: 27, column: 11, scope: !23)
!141 = !DILocation(line: 27, column: 3, scope: !23)
!142 = !DILocation(line: 27, column: 6, scope: !23)
!143 = !DILocation(line: 27, column: 9, scope: !23)
!144 = !DILocalVariable(name: "nar8", scope: !23, file: !1, line: 29, type: !9)
!145 = !DILocation(line: 29, column: 8, scope: !23)
!146 = !DILocation(line: 29, column: 21, scope: !23)
!147 = !DILocation(line: 29, column: 15, scope: !23)
!148 = !DILocalVariable(name: "nar16", scope: !23, file: !1, line: 30, type: !10)
!149 = !DILocation(line: 30, column: 9, scope: !23)
!150 = !DILocation(line: 30, column: 24, scope: !23)
!151 = !DILocation(line: 30, column: 17, scope: !23)
!152 = !DILocalVariable(name: "sat8", scope: !23, file: !1, line: 31, type: !15)
!153 = !DILocation(line: 31, column: 9, scope: !23)
!154 = !DILocation(line: 31, column: 34, scope: !23)
!155 = !DILocation(line: 31, column: 16, scope: !23)
!156 = !DILocalVariable(name: "sw", scope: !23, file: !1, line: 32, type: !11)
!157 = !DILocation(line: 32, column: 8, scope: !23)
!158 = !DILocation(line: 32, column: 19, scope: !23)
!159 = !DILocation(line: 32, column: 13, scope: !23)
!160 = !DILocalVariable(name: "zw", scope: !23, file: !1, line: 33, type: !12)
!161 = !DILocation(line: 33, column: 9, scope: !23)
!162 = !DILocation(line: 33, column: 27, scope: !23)
!163 = !DILocation(line: 33, column: 14, scope: !23)
!164 = !DILocalVariable(name: "isbig", scope: !23, file: !1, line: 34, type: !14)
!165 = !DILocation(line: 34, column: 7, scope: !23)
!166 = !DILocation(line: 34, column: 15, scope: !23)
!167 = !DILocation(line: 34, column: 17, scope: !23)
!168 = !DILocalVariable(name: "fromb", scope: !23, file: !1, line: 35, type: !14)
!169 = !DILocation(line: 35, column: 7, scope: !23)
!170 = !DILocation(line: 35, column: 21, scope: !23)
!171 = !DILocation(line: 35, column: 23, scope: !23)
!172 = !DILocation(line: 36, column: 14, scope: !23)
!173 = !DILocation(line: 36, column: 28, scope: !23)
!174 = !DILocation(line: 36, column: 21, scope: !23)
!175 = !DILocation(line: 36, column: 19, scope: !23)
!176 = !DILocation(line: 36, column: 3, scope: !23)
!177 = !DILocation(line: 36, column: 9, scope: !23)
!178 = !DILocation(line: 36, column: 12, scope: !23)
!179 = !DILocation(line: 37, column: 12, scope: !23)
!180 = !DILocation(line: 37, column: 16, scope: !23)
!181 = !DILocation(line: 37, column: 14, scope: !23)
!182 = !DILocation(line: 37, column: 26, scope: !23)
!183 = !DILocation(line: 37, column: 20, scope: !23)
!184 = !DILocation(line: 37, column: 18, scope: !23)
!185 = !DILocation(line: 37, column: 36, scope: !23)
!186 = !DILocation(line: 37, column: 30, scope: !23)
!187 = !DILocation(line: 37, column: 28, scope: !23)
!188 = !DILocation(line: 37, column: 47, scope: !23)
!189 = !DILocation(line: 37, column: 50, scope: !23)
!190 = !DILocation(line: 37, column: 40, scope: !23)
!191 = !DILocation(line: 37, column: 38, scope: !23)
!192 = !DILocation(line: 37, column: 65, scope: !23)
!193 = !DILocation(line: 37, column: 59, scope: !23)
!194 = !DILocation(line: 37, column: 57, scope: !23)
!195 = !DILocation(line: 38, column: 25, scope: !23)
!196 = !DILocation(line: 38, column: 18, scope: !23)
!197 = !DILocation(line: 38, column: 12, scope: !23)
!198 = !DILocation(line: 37, column: 68, scope: !23)
!199 = !DILocation(line: 38, column: 30, scope: !23)
!200 = !DILocation(line: 38, column: 28, scope: !23)
!201 = !DILocation(line: 38, column: 38, scope: !23)
!202 = !DILocation(line: 38, column: 36, scope: !23)
!203 = !DILocation(line: 38, column: 49, scope: !23)
!204 = !DILocation(line: 38, column: 41, scope: !23)
!205 = !DILocation(line: 38, column: 54, scope: !23)
!206 = !DILocation(line: 38, column: 52, scope: !23)
!207 = !DILocation(line: 38, column: 62, scope: !23)
!208 = !DILocation(line: 38, column: 60, scope: !23)
!209 = !DILocation(line: 39, column: 26, scope: !23)
!210 = !DILocation(line: 39, column: 29, scope: !23)
!211 = !DILocation(line: 39, column: 18, scope: !23)
!212 = !DILocation(line: 38, column: 68, scope: !23)
!213 = !DILocation(line: 39, column: 69, scope: !23)
!214 = !DILocation(line: 39, column: 50, scope: !23)
!215 = !DILocation(line: 39, column: 44, scope: !23)
!216 = !DILocation(line: 39, column: 38, scope: !23)
!217 = !DILocation(line: 39, column: 36, scope: !23)
!218 = !DILocation(line: 37, column: 3, scope: !23)
!219 = !DILocation(line: 37, column: 7, scope: !23)
!220 = !DILocation(line: 37, column: 10, scope: !23)
!221 = !DILocation(line: 40, column: 1, scope: !23)
