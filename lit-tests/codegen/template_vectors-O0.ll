; Pins unoptimized vector templates: one OpFunction per instantiation (Ring<float4,4>/Ring<int,8> push/total/last, blend<float2>/blend<float4>, scramble<7>/<13>), methods taking `this` as a generic pointer, `head % N` as OpUMod, scramble's shift pair with amounts 7/25 and 13/19, blend's scalar splat via OpCompositeInsert + OpVectorShuffle 0 0 and fma, and the Ring allocas zeroed by OpCopyMemorySized (no <8 x i32> here, so no Vector16).
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
; CHECK-NOT:  OpCapability Vector16
; CHECK-NOT:  OpCapability Float64
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability GenericPointer
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      OpCopyMemorySized {{%[0-9]+}} {{%[0-9]+}} %ulong_80
; CHECK:      OpFunctionCall %v2float %_Z5blendIDv2_fET_S1_S1_f {{%[0-9]+}} {{%[0-9]+}} %float_0_300000012
; CHECK:      OpFunctionCall %v4float %_ZNU3AS4K4RingIDv4_fLj4EE4lastEv
; CHECK:      OpFunctionCall %void %_ZNU3AS44RingIDv4_fLj4EE4pushES0_
; CHECK:      %_ZNU3AS44RingIiLj8EE4pushEi = OpFunction %void None
; CHECK:      OpUMod %uint {{%[0-9]+}} %uint_8
; CHECK:      %_Z5blendIDv2_fET_S1_S1_f = OpFunction %v2float None
; CHECK:      [[S:%[0-9]+]] = OpCompositeInsert %v2float
; CHECK-NEXT: OpVectorShuffle %v2float [[S]] {{%[0-9]+}} 0 0
; CHECK:      OpExtInst %v2float [[STD]] fma
; CHECK:      %_Z8scrambleILi7EEjj = OpFunction %uint None
; CHECK:      OpShiftLeftLogical %uint {{%[0-9]+}} %uint_7
; CHECK:      OpShiftRightLogical %uint {{%[0-9]+}} %uint_25
; ModuleID = 'lit-tests/codegen/Inputs/template_vectors.clcpp'
source_filename = "lit-tests/codegen/Inputs/template_vectors.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Ring = type { [4 x <4 x float>], i32, [12 x i8] }
%struct.Ring.0 = type { [8 x i32], i32 }

$_ZNU3AS44RingIDv4_fLj4EE4pushES0_ = comdat any

$_ZNU3AS44RingIiLj8EE4pushEi = comdat any

$_Z5blendIDv2_fET_S1_S1_f = comdat any

$_Z5blendIDv4_fET_S1_S1_f = comdat any

$_ZNU3AS4K4RingIDv4_fLj4EE5totalEv = comdat any

$_ZNU3AS4K4RingIDv4_fLj4EE4lastEv = comdat any

$_Z8scrambleILi7EEjj = comdat any

$_Z8scrambleILi13EEjj = comdat any

$_ZNU3AS4K4RingIiLj8EE5totalEv = comdat any

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define spir_kernel void @template_vectors(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 16 %2, ptr addrspace(1) noundef align 4 %3, i32 noundef %4) #0 !dbg !13 !kernel_arg_addr_space !33 !kernel_arg_access_qual !34 !kernel_arg_type !35 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.Ring, align 16
  %12 = alloca %struct.Ring.0, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca <2 x float>, align 8
  %16 = alloca <4 x float>, align 16
  store ptr addrspace(1) %0, ptr %6, align 8
    #dbg_declare(ptr %6, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  store ptr addrspace(1) %1, ptr %7, align 8
    #dbg_declare(ptr %7, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  store ptr addrspace(1) %2, ptr %8, align 8
    #dbg_declare(ptr %8, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  store ptr addrspace(1) %3, ptr %9, align 8
    #dbg_declare(ptr %9, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  store i32 %4, ptr %10, align 4
    #dbg_declare(ptr %10, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
    #dbg_declare(ptr %11, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 80, i1 false), !dbg !67
    #dbg_declare(ptr %12, !68, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !89)
  call void @llvm.memset.p0.i64(ptr align 4 %12, i8 0, i64 36, i1 false), !dbg !89
    #dbg_declare(ptr %13, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !92)
  store i32 0, ptr %13, align 4, !dbg !92
  br label %17, !dbg !93

17:                                               ; preds = %30, %5
  %18 = load i32, ptr %13, align 4, !dbg !94
  %19 = load i32, ptr %10, align 4, !dbg !96
  %20 = icmp slt i32 %18, %19, !dbg !97
  br i1 %20, label %21, label %33, !dbg !98

21:                                               ; preds = %17
  %22 = addrspacecast ptr %11 to ptr addrspace(4), !dbg !99
  %23 = load ptr addrspace(1), ptr %6, align 8, !dbg !101
  %24 = load i32, ptr %13, align 4, !dbg !102
  %25 = sext i32 %24 to i64, !dbg !101
  %26 = getelementptr inbounds <4 x float>, ptr addrspace(1) %23, i64 %25, !dbg !101
  %27 = load <4 x float>, ptr addrspace(1) %26, align 16, !dbg !101
  call spir_func void @_ZNU3AS44RingIDv4_fLj4EE4pushES0_(ptr addrspace(4) noundef nonnull align 16 dereferenceable(80) %22, <4 x float> noundef %27) #5, !dbg !103
  %28 = addrspacecast ptr %12 to ptr addrspace(4), !dbg !104
  %29 = load i32, ptr %13, align 4, !dbg !105
  call spir_func void @_ZNU3AS44RingIiLj8EE4pushEi(ptr addrspace(4) noundef nonnull align 4 dereferenceable(36) %28, i32 noundef %29) #5, !dbg !106
  br label %30, !dbg !107

30:                                               ; preds = %21
  %31 = load i32, ptr %13, align 4, !dbg !108
  %32 = add nsw i32 %31, 1, !dbg !108
  store i32 %32, ptr %13, align 4, !dbg !108
  br label %17, !dbg !109, !llvm.loop !110

33:                                               ; preds = %17
    #dbg_declare(ptr %14, !113, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !116)
  %34 = call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !117
  store i64 %34, ptr %14, align 8, !dbg !116
    #dbg_declare(ptr %15, !118, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !119)
  %35 = load ptr addrspace(1), ptr %7, align 8, !dbg !120
  %36 = load i64, ptr %14, align 8, !dbg !121
  %37 = getelementptr inbounds <2 x float>, ptr addrspace(1) %35, i64 %36, !dbg !120
  %38 = load <2 x float>, ptr addrspace(1) %37, align 8, !dbg !120
  %39 = load ptr addrspace(1), ptr %7, align 8, !dbg !122
  %40 = load i64, ptr %14, align 8, !dbg !123
  %41 = add i64 %40, 1, !dbg !124
  %42 = getelementptr inbounds <2 x float>, ptr addrspace(1) %39, i64 %41, !dbg !122
  %43 = load <2 x float>, ptr addrspace(1) %42, align 8, !dbg !122
  %44 = call spir_func noundef <2 x float> @_Z5blendIDv2_fET_S1_S1_f(<2 x float> noundef %38, <2 x float> noundef %43, float noundef 0x3FD3333340000000) #5, !dbg !125
  store <2 x float> %44, ptr %15, align 8, !dbg !119
  %45 = addrspacecast ptr %11 to ptr addrspace(4), !dbg !126
  %46 = call spir_func noundef <4 x float> @_ZNU3AS4K4RingIDv4_fLj4EE5totalEv(ptr addrspace(4) noundef nonnull align 16 dereferenceable(80) %45) #5, !dbg !127
  %47 = addrspacecast ptr %11 to ptr addrspace(4), !dbg !128
  %48 = call spir_func noundef <4 x float> @_ZNU3AS4K4RingIDv4_fLj4EE4lastEv(ptr addrspace(4) noundef nonnull align 16 dereferenceable(80) %47) #5, !dbg !129
  %49 = load <2 x float>, ptr %15, align 8, !dbg !130
  %50 = extractelement <2 x float> %49, i64 0, !dbg !130
  %51 = call spir_func noundef <4 x float> @_Z5blendIDv4_fET_S1_S1_f(<4 x float> noundef %46, <4 x float> noundef %48, float noundef %50) #5, !dbg !131
  %52 = load <2 x float>, ptr %15, align 8, !dbg !132
  %53 = shufflevector <2 x float> %52, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !133
  %54 = shufflevector <4 x float> %53, <4 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !133
  %55 = insertelement <4 x float> %54, float 0.000000e+00, i32 2, !dbg !133
  %56 = insertelement <4 x float> %55, float 0.000000e+00, i32 3, !dbg !133
  store <4 x float> %56, ptr %16, align 16, !dbg !134
  %57 = load <4 x float>, ptr %16, align 16, !dbg !134
  %58 = fadd <4 x float> %51, %57, !dbg !135
  %59 = load ptr addrspace(1), ptr %8, align 8, !dbg !136
  %60 = load i64, ptr %14, align 8, !dbg !137
  %61 = getelementptr inbounds <4 x float>, ptr addrspace(1) %59, i64 %60, !dbg !136
  store <4 x float> %58, ptr addrspace(1) %61, align 16, !dbg !138
  %62 = load ptr addrspace(1), ptr %9, align 8, !dbg !139
  %63 = load i64, ptr %14, align 8, !dbg !140
  %64 = getelementptr inbounds i32, ptr addrspace(1) %62, i64 %63, !dbg !139
  %65 = load i32, ptr addrspace(1) %64, align 4, !dbg !139
  %66 = call spir_func noundef i32 @_Z8scrambleILi7EEjj(i32 noundef %65) #5, !dbg !141
  %67 = addrspacecast ptr %12 to ptr addrspace(4), !dbg !142
  %68 = call spir_func noundef i32 @_ZNU3AS4K4RingIiLj8EE5totalEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(36) %67) #5, !dbg !143
  %69 = call spir_func noundef i32 @_Z8scrambleILi13EEjj(i32 noundef %68) #5, !dbg !144
  %70 = add i32 %66, %69, !dbg !145
  %71 = load ptr addrspace(1), ptr %9, align 8, !dbg !146
  %72 = load i64, ptr %14, align 8, !dbg !147
  %73 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %72, !dbg !146
  store i32 %70, ptr addrspace(1) %73, align 4, !dbg !148
  ret void, !dbg !149
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func void @_ZNU3AS44RingIDv4_fLj4EE4pushES0_(ptr addrspace(4) noundef nonnull align 16 dereferenceable(80) %0, <4 x float> noundef %1) #2 comdat align 2 !dbg !150 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca <4 x float>, align 16
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !151, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !153)
  store <4 x float> %1, ptr %4, align 16
    #dbg_declare(ptr %4, !154, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !155)
  %5 = load ptr addrspace(4), ptr %3, align 8
  %6 = load <4 x float>, ptr %4, align 16, !dbg !156
  %7 = getelementptr inbounds %struct.Ring, ptr addrspace(4) %5, i32 0, i32 0, !dbg !157
  %8 = getelementptr inbounds %struct.Ring, ptr addrspace(4) %5, i32 0, i32 1, !dbg !158
  %9 = load i32, ptr addrspace(4) %8, align 16, !dbg !158
  %10 = urem i32 %9, 4, !dbg !159
  %11 = zext i32 %10 to i64, !dbg !157
  %12 = getelementptr inbounds [4 x <4 x float>], ptr addrspace(4) %7, i64 0, i64 %11, !dbg !157
  store <4 x float> %6, ptr addrspace(4) %12, align 16, !dbg !160
  %13 = getelementptr inbounds %struct.Ring, ptr addrspace(4) %5, i32 0, i32 1, !dbg !161
  %14 = load i32, ptr addrspace(4) %13, align 16, !dbg !162
  %15 = add i32 %14, 1, !dbg !162
  store i32 %15, ptr addrspace(4) %13, align 16, !dbg !162
  ret void, !dbg !163
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func void @_ZNU3AS44RingIiLj8EE4pushEi(ptr addrspace(4) noundef nonnull align 4 dereferenceable(36) %0, i32 noundef %1) #2 comdat align 2 !dbg !164 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !165, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !167)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !168, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !169)
  %5 = load ptr addrspace(4), ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !170
  %7 = getelementptr inbounds %struct.Ring.0, ptr addrspace(4) %5, i32 0, i32 0, !dbg !171
  %8 = getelementptr inbounds %struct.Ring.0, ptr addrspace(4) %5, i32 0, i32 1, !dbg !172
  %9 = load i32, ptr addrspace(4) %8, align 4, !dbg !172
  %10 = urem i32 %9, 8, !dbg !173
  %11 = zext i32 %10 to i64, !dbg !171
  %12 = getelementptr inbounds [8 x i32], ptr addrspace(4) %7, i64 0, i64 %11, !dbg !171
  store i32 %6, ptr addrspace(4) %12, align 4, !dbg !174
  %13 = getelementptr inbounds %struct.Ring.0, ptr addrspace(4) %5, i32 0, i32 1, !dbg !175
  %14 = load i32, ptr addrspace(4) %13, align 4, !dbg !176
  %15 = add i32 %14, 1, !dbg !176
  store i32 %15, ptr addrspace(4) %13, align 4, !dbg !176
  ret void, !dbg !177
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func noundef i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef <2 x float> @_Z5blendIDv2_fET_S1_S1_f(<2 x float> noundef %0, <2 x float> noundef %1, float noundef %2) #2 comdat !dbg !178 {
  %4 = alloca <2 x float>, align 8
  %5 = alloca <2 x float>, align 8
  %6 = alloca float, align 4
  store <2 x float> %0, ptr %4, align 8
    #dbg_declare(ptr %4, !183, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !184)
  store <2 x float> %1, ptr %5, align 8
    #dbg_declare(ptr %5, !185, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !186)
  store float %2, ptr %6, align 4
    #dbg_declare(ptr %6, !187, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !188)
  %7 = load <2 x float>, ptr %4, align 8, !dbg !189
  %8 = load float, ptr %6, align 4, !dbg !190
  %9 = fsub float 1.000000e+00, %8, !dbg !191
  %10 = insertelement <2 x float> poison, float %9, i64 0, !dbg !192
  %11 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !192
  %12 = load <2 x float>, ptr %5, align 8, !dbg !193
  %13 = load float, ptr %6, align 4, !dbg !194
  %14 = insertelement <2 x float> poison, float %13, i64 0, !dbg !194
  %15 = shufflevector <2 x float> %14, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !194
  %16 = fmul <2 x float> %12, %15, !dbg !195
  %17 = call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %7, <2 x float> %11, <2 x float> %16), !dbg !196
  ret <2 x float> %17, !dbg !197
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef <4 x float> @_Z5blendIDv4_fET_S1_S1_f(<4 x float> noundef %0, <4 x float> noundef %1, float noundef %2) #2 comdat !dbg !198 {
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca float, align 4
  store <4 x float> %0, ptr %4, align 16
    #dbg_declare(ptr %4, !203, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !204)
  store <4 x float> %1, ptr %5, align 16
    #dbg_declare(ptr %5, !205, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !206)
  store float %2, ptr %6, align 4
    #dbg_declare(ptr %6, !207, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !208)
  %7 = load <4 x float>, ptr %4, align 16, !dbg !209
  %8 = load float, ptr %6, align 4, !dbg !210
  %9 = fsub float 1.000000e+00, %8, !dbg !211
  %10 = insertelement <4 x float> poison, float %9, i64 0, !dbg !212
  %11 = shufflevector <4 x float> %10, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !212
  %12 = load <4 x float>, ptr %5, align 16, !dbg !213
  %13 = load float, ptr %6, align 4, !dbg !214
  %14 = insertelement <4 x float> poison, float %13, i64 0, !dbg !214
  %15 = shufflevector <4 x float> %14, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !214
  %16 = fmul <4 x float> %12, %15, !dbg !215
  %17 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %7, <4 x float> %11, <4 x float> %16), !dbg !216
  ret <4 x float> %17, !dbg !217
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef <4 x float> @_ZNU3AS4K4RingIDv4_fLj4EE5totalEv(ptr addrspace(4) noundef nonnull align 16 dereferenceable(80) %0) #2 comdat align 2 !dbg !218 {
  %2 = alloca ptr addrspace(4), align 8
  %3 = alloca <4 x float>, align 16
  %4 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !219, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !221)
  %5 = load ptr addrspace(4), ptr %2, align 8
    #dbg_declare(ptr %3, !222, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !223)
  %6 = getelementptr inbounds %struct.Ring, ptr addrspace(4) %5, i32 0, i32 0, !dbg !224
  %7 = getelementptr inbounds [4 x <4 x float>], ptr addrspace(4) %6, i64 0, i64 0, !dbg !224
  %8 = load <4 x float>, ptr addrspace(4) %7, align 16, !dbg !224
  store <4 x float> %8, ptr %3, align 16, !dbg !223
    #dbg_declare(ptr %4, !225, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !227)
  store i32 1, ptr %4, align 4, !dbg !227
  br label %9, !dbg !228

9:                                                ; preds = %20, %1
  %10 = load i32, ptr %4, align 4, !dbg !229
  %11 = icmp ult i32 %10, 4, !dbg !231
  br i1 %11, label %12, label %23, !dbg !232

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.Ring, ptr addrspace(4) %5, i32 0, i32 0, !dbg !233
  %14 = load i32, ptr %4, align 4, !dbg !234
  %15 = zext i32 %14 to i64, !dbg !233
  %16 = getelementptr inbounds [4 x <4 x float>], ptr addrspace(4) %13, i64 0, i64 %15, !dbg !233
  %17 = load <4 x float>, ptr addrspace(4) %16, align 16, !dbg !233
  %18 = load <4 x float>, ptr %3, align 16, !dbg !235
  %19 = fadd <4 x float> %18, %17, !dbg !235
  store <4 x float> %19, ptr %3, align 16, !dbg !235
  br label %20, !dbg !236

20:                                               ; preds = %12
  %21 = load i32, ptr %4, align 4, !dbg !237
  %22 = add i32 %21, 1, !dbg !237
  store i32 %22, ptr %4, align 4, !dbg !237
  br label %9, !dbg !238, !llvm.loop !239

23:                                               ; preds = %9
  %24 = load <4 x float>, ptr %3, align 16, !dbg !241
  ret <4 x float> %24, !dbg !242
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef <4 x float> @_ZNU3AS4K4RingIDv4_fLj4EE4lastEv(ptr addrspace(4) noundef nonnull align 16 dereferenceable(80) %0) #2 comdat align 2 !dbg !243 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !244, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !245)
  %3 = load ptr addrspace(4), ptr %2, align 8
  %4 = getelementptr inbounds %struct.Ring, ptr addrspace(4) %3, i32 0, i32 0, !dbg !246
  %5 = getelementptr inbounds %struct.Ring, ptr addrspace(4) %3, i32 0, i32 1, !dbg !247
  %6 = load i32, ptr addrspace(4) %5, align 16, !dbg !247
  %7 = add i32 %6, 4, !dbg !248
  %8 = sub i32 %7, 1, !dbg !249
  %9 = urem i32 %8, 4, !dbg !250
  %10 = zext i32 %9 to i64, !dbg !246
  %11 = getelementptr inbounds [4 x <4 x float>], ptr addrspace(4) %4, i64 0, i64 %10, !dbg !246
  %12 = load <4 x float>, ptr addrspace(4) %11, align 16, !dbg !246
  ret <4 x float> %12, !dbg !251
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_Z8scrambleILi7EEjj(i32 noundef %0) #2 comdat !dbg !252 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !257, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !258)
  %3 = load i32, ptr %2, align 4, !dbg !259
  %4 = shl i32 %3, 7, !dbg !260
  %5 = load i32, ptr %2, align 4, !dbg !261
  %6 = lshr i32 %5, 25, !dbg !262
  %7 = xor i32 %4, %6, !dbg !263
  ret i32 %7, !dbg !264
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_Z8scrambleILi13EEjj(i32 noundef %0) #2 comdat !dbg !265 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !268, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !269)
  %3 = load i32, ptr %2, align 4, !dbg !270
  %4 = shl i32 %3, 13, !dbg !271
  %5 = load i32, ptr %2, align 4, !dbg !272
  %6 = lshr i32 %5, 19, !dbg !273
  %7 = xor i32 %4, %6, !dbg !274
  ret i32 %7, !dbg !275
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_ZNU3AS4K4RingIiLj8EE5totalEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(36) %0) #2 comdat align 2 !dbg !276 {
  %2 = alloca ptr addrspace(4), align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !277, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !279)
  %5 = load ptr addrspace(4), ptr %2, align 8
    #dbg_declare(ptr %3, !280, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !281)
  %6 = getelementptr inbounds %struct.Ring.0, ptr addrspace(4) %5, i32 0, i32 0, !dbg !282
  %7 = getelementptr inbounds [8 x i32], ptr addrspace(4) %6, i64 0, i64 0, !dbg !282
  %8 = load i32, ptr addrspace(4) %7, align 4, !dbg !282
  store i32 %8, ptr %3, align 4, !dbg !281
    #dbg_declare(ptr %4, !283, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !285)
  store i32 1, ptr %4, align 4, !dbg !285
  br label %9, !dbg !286

9:                                                ; preds = %20, %1
  %10 = load i32, ptr %4, align 4, !dbg !287
  %11 = icmp ult i32 %10, 8, !dbg !289
  br i1 %11, label %12, label %23, !dbg !290

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.Ring.0, ptr addrspace(4) %5, i32 0, i32 0, !dbg !291
  %14 = load i32, ptr %4, align 4, !dbg !292
  %15 = zext i32 %14 to i64, !dbg !291
  %16 = getelementptr inbounds [8 x i32], ptr addrspace(4) %13, i64 0, i64 %15, !dbg !291
  %17 = load i32, ptr addrspace(4) %16, align 4, !dbg !291
  %18 = load i32, ptr %3, align 4, !dbg !293
  %19 = add nsw i32 %18, %17, !dbg !293
  store i32 %19, ptr %3, align 4, !dbg !293
  br label %20, !dbg !294

20:                                               ; preds = %12
  %21 = load i32, ptr %4, align 4, !dbg !295
  %22 = add i32 %21, 1, !dbg !295
  store i32 %22, ptr %4, align 4, !dbg !295
  br label %9, !dbg !296, !llvm.loop !297

23:                                               ; preds = %9
  %24 = load i32, ptr %3, align 4, !dbg !299
  ret i32 %24, !dbg !300
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9}
!opencl.ocl.version = !{!10}
!opencl.cxx.version = !{!11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/template_vectors.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "a89da7baae94349cd8c17482c1ed5dc9")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 129, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{i32 3, i32 0}
!11 = !{i32 2021, i32 0}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "template_vectors", scope: !1, file: !1, line: 25, type: !14, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !32)
!14 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !15)
!15 = !{null, !16, !23, !29, !30, !31}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, dwarfAddressSpace: 1)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !4, line: 209, baseType: !19)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 128, flags: DIFlagVector, elements: !21)
!20 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!21 = !{!22}
!22 = !DISubrange(count: 4)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64, dwarfAddressSpace: 1)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !4, line: 207, baseType: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 64, flags: DIFlagVector, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 2)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64, dwarfAddressSpace: 1)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !{}
!33 = !{i32 1, i32 1, i32 1, i32 1, i32 0}
!34 = !{!"none", !"none", !"none", !"none", !"none"}
!35 = !{!"float4*", !"float2*", !"float4*", !"uint*", !"int"}
!36 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(4)))*", !"uint*", !"int"}
!37 = !{!"const", !"const", !"", !"", !""}
!38 = !DILocalVariable(name: "a", arg: 1, scope: !13, file: !1, line: 25, type: !16)
!39 = !DILocation(line: 25, column: 55, scope: !13)
!40 = !DILocalVariable(name: "b", arg: 2, scope: !13, file: !1, line: 26, type: !23)
!41 = !DILocation(line: 26, column: 55, scope: !13)
!42 = !DILocalVariable(name: "out", arg: 3, scope: !13, file: !1, line: 26, type: !29)
!43 = !DILocation(line: 26, column: 75, scope: !13)
!44 = !DILocalVariable(name: "u", arg: 4, scope: !13, file: !1, line: 27, type: !30)
!45 = !DILocation(line: 27, column: 47, scope: !13)
!46 = !DILocalVariable(name: "n", arg: 5, scope: !13, file: !1, line: 27, type: !31)
!47 = !DILocation(line: 27, column: 54, scope: !13)
!48 = !DILocalVariable(name: "ring", scope: !13, file: !1, line: 28, type: !49)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Ring<float __attribute__((ext_vector_type(4))), 4U>", file: !1, line: 3, size: 640, flags: DIFlagTypePassByValue, elements: !50, templateParams: !64, identifier: "_ZTS4RingIDv4_fLj4EE")
!50 = !{!51, !53, !54, !58, !63}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !49, file: !1, line: 4, baseType: !52, size: 512)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 512, elements: !21)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !49, file: !1, line: 5, baseType: !5, size: 32, offset: 512)
!54 = !DISubprogram(name: "push", linkageName: "_ZNU3AS44RingIDv4_fLj4EE4pushES0_", scope: !49, file: !1, line: 6, type: !55, scopeLine: 6, flags: DIFlagPrototyped, spFlags: 0)
!55 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !56)
!56 = !{null, !57, !19}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!58 = !DISubprogram(name: "last", linkageName: "_ZNU3AS4K4RingIDv4_fLj4EE4lastEv", scope: !49, file: !1, line: 10, type: !59, scopeLine: 10, flags: DIFlagPrototyped, spFlags: 0)
!59 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !60)
!60 = !{!19, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!62 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!63 = !DISubprogram(name: "total", linkageName: "_ZNU3AS4K4RingIDv4_fLj4EE5totalEv", scope: !49, file: !1, line: 11, type: !59, scopeLine: 11, flags: DIFlagPrototyped, spFlags: 0)
!64 = !{!65, !66}
!65 = !DITemplateTypeParameter(name: "T", type: !19)
!66 = !DITemplateValueParameter(name: "N", type: !5, value: i32 4)
!67 = !DILocation(line: 28, column: 19, scope: !13)
!68 = !DILocalVariable(name: "counts", scope: !13, file: !1, line: 29, type: !69)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Ring<int, 8U>", file: !1, line: 3, size: 288, flags: DIFlagTypePassByValue, elements: !70, templateParams: !86, identifier: "_ZTS4RingIiLj8EE")
!70 = !{!71, !75, !76, !80, !85}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !69, file: !1, line: 4, baseType: !72, size: 256)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 256, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 8)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !69, file: !1, line: 5, baseType: !5, size: 32, offset: 256)
!76 = !DISubprogram(name: "push", linkageName: "_ZNU3AS44RingIiLj8EE4pushEi", scope: !69, file: !1, line: 6, type: !77, scopeLine: 6, flags: DIFlagPrototyped, spFlags: 0)
!77 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !78)
!78 = !{null, !79, !31}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!80 = !DISubprogram(name: "last", linkageName: "_ZNU3AS4K4RingIiLj8EE4lastEv", scope: !69, file: !1, line: 10, type: !81, scopeLine: 10, flags: DIFlagPrototyped, spFlags: 0)
!81 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !82)
!82 = !{!31, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !69)
!85 = !DISubprogram(name: "total", linkageName: "_ZNU3AS4K4RingIiLj8EE5totalEv", scope: !69, file: !1, line: 11, type: !81, scopeLine: 11, flags: DIFlagPrototyped, spFlags: 0)
!86 = !{!87, !88}
!87 = !DITemplateTypeParameter(name: "T", type: !31)
!88 = !DITemplateValueParameter(name: "N", type: !5, value: i32 8)
!89 = !DILocation(line: 29, column: 16, scope: !13)
!90 = !DILocalVariable(name: "i", scope: !91, file: !1, line: 30, type: !31)
!91 = distinct !DILexicalBlock(scope: !13, file: !1, line: 30, column: 3)
!92 = !DILocation(line: 30, column: 12, scope: !91)
!93 = !DILocation(line: 30, column: 8, scope: !91)
!94 = !DILocation(line: 30, column: 19, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !1, line: 30, column: 3)
!96 = !DILocation(line: 30, column: 23, scope: !95)
!97 = !DILocation(line: 30, column: 21, scope: !95)
!98 = !DILocation(line: 30, column: 3, scope: !91)
!99 = !DILocation(line: 31, column: 5, scope: !100)
!100 = distinct !DILexicalBlock(scope: !95, file: !1, line: 30, column: 31)
!101 = !DILocation(line: 31, column: 15, scope: !100)
!102 = !DILocation(line: 31, column: 17, scope: !100)
!103 = !DILocation(line: 31, column: 10, scope: !100)
!104 = !DILocation(line: 32, column: 5, scope: !100)
!105 = !DILocation(line: 32, column: 17, scope: !100)
!106 = !DILocation(line: 32, column: 12, scope: !100)
!107 = !DILocation(line: 33, column: 3, scope: !100)
!108 = !DILocation(line: 30, column: 26, scope: !95)
!109 = !DILocation(line: 30, column: 3, scope: !95)
!110 = distinct !{!110, !98, !111, !112}
!111 = !DILocation(line: 33, column: 3, scope: !91)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DILocalVariable(name: "g", scope: !13, file: !1, line: 34, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !115)
!115 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!116 = !DILocation(line: 34, column: 10, scope: !13)
!117 = !DILocation(line: 34, column: 14, scope: !13)
!118 = !DILocalVariable(name: "bb", scope: !13, file: !1, line: 35, type: !25)
!119 = !DILocation(line: 35, column: 10, scope: !13)
!120 = !DILocation(line: 35, column: 21, scope: !13)
!121 = !DILocation(line: 35, column: 23, scope: !13)
!122 = !DILocation(line: 35, column: 27, scope: !13)
!123 = !DILocation(line: 35, column: 29, scope: !13)
!124 = !DILocation(line: 35, column: 31, scope: !13)
!125 = !DILocation(line: 35, column: 15, scope: !13)
!126 = !DILocation(line: 36, column: 18, scope: !13)
!127 = !DILocation(line: 36, column: 23, scope: !13)
!128 = !DILocation(line: 36, column: 32, scope: !13)
!129 = !DILocation(line: 36, column: 37, scope: !13)
!130 = !DILocation(line: 36, column: 45, scope: !13)
!131 = !DILocation(line: 36, column: 12, scope: !13)
!132 = !DILocation(line: 36, column: 62, scope: !13)
!133 = !DILocation(line: 36, column: 61, scope: !13)
!134 = !DILocation(line: 36, column: 53, scope: !13)
!135 = !DILocation(line: 36, column: 51, scope: !13)
!136 = !DILocation(line: 36, column: 3, scope: !13)
!137 = !DILocation(line: 36, column: 7, scope: !13)
!138 = !DILocation(line: 36, column: 10, scope: !13)
!139 = !DILocation(line: 37, column: 22, scope: !13)
!140 = !DILocation(line: 37, column: 24, scope: !13)
!141 = !DILocation(line: 37, column: 10, scope: !13)
!142 = !DILocation(line: 37, column: 49, scope: !13)
!143 = !DILocation(line: 37, column: 56, scope: !13)
!144 = !DILocation(line: 37, column: 30, scope: !13)
!145 = !DILocation(line: 37, column: 28, scope: !13)
!146 = !DILocation(line: 37, column: 3, scope: !13)
!147 = !DILocation(line: 37, column: 5, scope: !13)
!148 = !DILocation(line: 37, column: 8, scope: !13)
!149 = !DILocation(line: 38, column: 1, scope: !13)
!150 = distinct !DISubprogram(name: "push", linkageName: "_ZNU3AS44RingIDv4_fLj4EE4pushES0_", scope: !49, file: !1, line: 6, type: !55, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !54, retainedNodes: !32)
!151 = !DILocalVariable(name: "this", arg: 1, scope: !150, type: !152, flags: DIFlagArtificial | DIFlagObjectPointer)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!153 = !DILocation(line: 0, scope: !150)
!154 = !DILocalVariable(name: "v", arg: 2, scope: !150, file: !1, line: 6, type: !19)
!155 = !DILocation(line: 6, column: 15, scope: !150)
!156 = !DILocation(line: 7, column: 21, scope: !150)
!157 = !DILocation(line: 7, column: 5, scope: !150)
!158 = !DILocation(line: 7, column: 9, scope: !150)
!159 = !DILocation(line: 7, column: 14, scope: !150)
!160 = !DILocation(line: 7, column: 19, scope: !150)
!161 = !DILocation(line: 8, column: 7, scope: !150)
!162 = !DILocation(line: 8, column: 5, scope: !150)
!163 = !DILocation(line: 9, column: 3, scope: !150)
!164 = distinct !DISubprogram(name: "push", linkageName: "_ZNU3AS44RingIiLj8EE4pushEi", scope: !69, file: !1, line: 6, type: !77, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !76, retainedNodes: !32)
!165 = !DILocalVariable(name: "this", arg: 1, scope: !164, type: !166, flags: DIFlagArtificial | DIFlagObjectPointer)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!167 = !DILocation(line: 0, scope: !164)
!168 = !DILocalVariable(name: "v", arg: 2, scope: !164, file: !1, line: 6, type: !31)
!169 = !DILocation(line: 6, column: 15, scope: !164)
!170 = !DILocation(line: 7, column: 21, scope: !164)
!171 = !DILocation(line: 7, column: 5, scope: !164)
!172 = !DILocation(line: 7, column: 9, scope: !164)
!173 = !DILocation(line: 7, column: 14, scope: !164)
!174 = !DILocation(line: 7, column: 19, scope: !164)
!175 = !DILocation(line: 8, column: 7, scope: !164)
!176 = !DILocation(line: 8, column: 5, scope: !164)
!177 = !DILocation(line: 9, column: 3, scope: !164)
!178 = distinct !DISubprogram(name: "blend<float __attribute__((ext_vector_type(2)))>", linkageName: "_Z5blendIDv2_fET_S1_S1_f", scope: !1, file: !1, line: 19, type: !179, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !181, retainedNodes: !32)
!179 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !180)
!180 = !{!26, !26, !26, !20}
!181 = !{!182}
!182 = !DITemplateTypeParameter(name: "V", type: !26)
!183 = !DILocalVariable(name: "a", arg: 1, scope: !178, file: !1, line: 19, type: !26)
!184 = !DILocation(line: 19, column: 33, scope: !178)
!185 = !DILocalVariable(name: "b", arg: 2, scope: !178, file: !1, line: 19, type: !26)
!186 = !DILocation(line: 19, column: 38, scope: !178)
!187 = !DILocalVariable(name: "t", arg: 3, scope: !178, file: !1, line: 19, type: !20)
!188 = !DILocation(line: 19, column: 47, scope: !178)
!189 = !DILocation(line: 20, column: 10, scope: !178)
!190 = !DILocation(line: 20, column: 22, scope: !178)
!191 = !DILocation(line: 20, column: 20, scope: !178)
!192 = !DILocation(line: 20, column: 14, scope: !178)
!193 = !DILocation(line: 20, column: 27, scope: !178)
!194 = !DILocation(line: 20, column: 31, scope: !178)
!195 = !DILocation(line: 20, column: 29, scope: !178)
!196 = !DILocation(line: 20, column: 25, scope: !178)
!197 = !DILocation(line: 20, column: 3, scope: !178)
!198 = distinct !DISubprogram(name: "blend<float __attribute__((ext_vector_type(4)))>", linkageName: "_Z5blendIDv4_fET_S1_S1_f", scope: !1, file: !1, line: 19, type: !199, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !201, retainedNodes: !32)
!199 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !200)
!200 = !{!19, !19, !19, !20}
!201 = !{!202}
!202 = !DITemplateTypeParameter(name: "V", type: !19)
!203 = !DILocalVariable(name: "a", arg: 1, scope: !198, file: !1, line: 19, type: !19)
!204 = !DILocation(line: 19, column: 33, scope: !198)
!205 = !DILocalVariable(name: "b", arg: 2, scope: !198, file: !1, line: 19, type: !19)
!206 = !DILocation(line: 19, column: 38, scope: !198)
!207 = !DILocalVariable(name: "t", arg: 3, scope: !198, file: !1, line: 19, type: !20)
!208 = !DILocation(line: 19, column: 47, scope: !198)
!209 = !DILocation(line: 20, column: 10, scope: !198)
!210 = !DILocation(line: 20, column: 22, scope: !198)
!211 = !DILocation(line: 20, column: 20, scope: !198)
!212 = !DILocation(line: 20, column: 14, scope: !198)
!213 = !DILocation(line: 20, column: 27, scope: !198)
!214 = !DILocation(line: 20, column: 31, scope: !198)
!215 = !DILocation(line: 20, column: 29, scope: !198)
!216 = !DILocation(line: 20, column: 25, scope: !198)
!217 = !DILocation(line: 20, column: 3, scope: !198)
!218 = distinct !DISubprogram(name: "total", linkageName: "_ZNU3AS4K4RingIDv4_fLj4EE5totalEv", scope: !49, file: !1, line: 11, type: !59, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !63, retainedNodes: !32)
!219 = !DILocalVariable(name: "this", arg: 1, scope: !218, type: !220, flags: DIFlagArtificial | DIFlagObjectPointer)
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!221 = !DILocation(line: 0, scope: !218)
!222 = !DILocalVariable(name: "t", scope: !218, file: !1, line: 12, type: !19)
!223 = !DILocation(line: 12, column: 7, scope: !218)
!224 = !DILocation(line: 12, column: 11, scope: !218)
!225 = !DILocalVariable(name: "i", scope: !226, file: !1, line: 13, type: !5)
!226 = distinct !DILexicalBlock(scope: !218, file: !1, line: 13, column: 5)
!227 = !DILocation(line: 13, column: 19, scope: !226)
!228 = !DILocation(line: 13, column: 10, scope: !226)
!229 = !DILocation(line: 13, column: 26, scope: !230)
!230 = distinct !DILexicalBlock(scope: !226, file: !1, line: 13, column: 5)
!231 = !DILocation(line: 13, column: 28, scope: !230)
!232 = !DILocation(line: 13, column: 5, scope: !226)
!233 = !DILocation(line: 14, column: 12, scope: !230)
!234 = !DILocation(line: 14, column: 16, scope: !230)
!235 = !DILocation(line: 14, column: 9, scope: !230)
!236 = !DILocation(line: 14, column: 7, scope: !230)
!237 = !DILocation(line: 13, column: 33, scope: !230)
!238 = !DILocation(line: 13, column: 5, scope: !230)
!239 = distinct !{!239, !232, !240, !112}
!240 = !DILocation(line: 14, column: 17, scope: !226)
!241 = !DILocation(line: 15, column: 12, scope: !218)
!242 = !DILocation(line: 15, column: 5, scope: !218)
!243 = distinct !DISubprogram(name: "last", linkageName: "_ZNU3AS4K4RingIDv4_fLj4EE4lastEv", scope: !49, file: !1, line: 10, type: !59, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !58, retainedNodes: !32)
!244 = !DILocalVariable(name: "this", arg: 1, scope: !243, type: !220, flags: DIFlagArtificial | DIFlagObjectPointer)
!245 = !DILocation(line: 0, scope: !243)
!246 = !DILocation(line: 10, column: 27, scope: !243)
!247 = !DILocation(line: 10, column: 32, scope: !243)
!248 = !DILocation(line: 10, column: 37, scope: !243)
!249 = !DILocation(line: 10, column: 41, scope: !243)
!250 = !DILocation(line: 10, column: 46, scope: !243)
!251 = !DILocation(line: 10, column: 20, scope: !243)
!252 = distinct !DISubprogram(name: "scramble<7>", linkageName: "_Z8scrambleILi7EEjj", scope: !1, file: !1, line: 23, type: !253, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !255, retainedNodes: !32)
!253 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !254)
!254 = !{!3, !3}
!255 = !{!256}
!256 = !DITemplateValueParameter(name: "Shift", type: !31, value: i32 7)
!257 = !DILocalVariable(name: "x", arg: 1, scope: !252, file: !1, line: 23, type: !3)
!258 = !DILocation(line: 23, column: 41, scope: !252)
!259 = !DILocation(line: 23, column: 54, scope: !252)
!260 = !DILocation(line: 23, column: 56, scope: !252)
!261 = !DILocation(line: 23, column: 69, scope: !252)
!262 = !DILocation(line: 23, column: 71, scope: !252)
!263 = !DILocation(line: 23, column: 66, scope: !252)
!264 = !DILocation(line: 23, column: 46, scope: !252)
!265 = distinct !DISubprogram(name: "scramble<13>", linkageName: "_Z8scrambleILi13EEjj", scope: !1, file: !1, line: 23, type: !253, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !266, retainedNodes: !32)
!266 = !{!267}
!267 = !DITemplateValueParameter(name: "Shift", type: !31, value: i32 13)
!268 = !DILocalVariable(name: "x", arg: 1, scope: !265, file: !1, line: 23, type: !3)
!269 = !DILocation(line: 23, column: 41, scope: !265)
!270 = !DILocation(line: 23, column: 54, scope: !265)
!271 = !DILocation(line: 23, column: 56, scope: !265)
!272 = !DILocation(line: 23, column: 69, scope: !265)
!273 = !DILocation(line: 23, column: 71, scope: !265)
!274 = !DILocation(line: 23, column: 66, scope: !265)
!275 = !DILocation(line: 23, column: 46, scope: !265)
!276 = distinct !DISubprogram(name: "total", linkageName: "_ZNU3AS4K4RingIiLj8EE5totalEv", scope: !69, file: !1, line: 11, type: !81, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !85, retainedNodes: !32)
!277 = !DILocalVariable(name: "this", arg: 1, scope: !276, type: !278, flags: DIFlagArtificial | DIFlagObjectPointer)
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!279 = !DILocation(line: 0, scope: !276)
!280 = !DILocalVariable(name: "t", scope: !276, file: !1, line: 12, type: !31)
!281 = !DILocation(line: 12, column: 7, scope: !276)
!282 = !DILocation(line: 12, column: 11, scope: !276)
!283 = !DILocalVariable(name: "i", scope: !284, file: !1, line: 13, type: !5)
!284 = distinct !DILexicalBlock(scope: !276, file: !1, line: 13, column: 5)
!285 = !DILocation(line: 13, column: 19, scope: !284)
!286 = !DILocation(line: 13, column: 10, scope: !284)
!287 = !DILocation(line: 13, column: 26, scope: !288)
!288 = distinct !DILexicalBlock(scope: !284, file: !1, line: 13, column: 5)
!289 = !DILocation(line: 13, column: 28, scope: !288)
!290 = !DILocation(line: 13, column: 5, scope: !284)
!291 = !DILocation(line: 14, column: 12, scope: !288)
!292 = !DILocation(line: 14, column: 16, scope: !288)
!293 = !DILocation(line: 14, column: 9, scope: !288)
!294 = !DILocation(line: 14, column: 7, scope: !288)
!295 = !DILocation(line: 13, column: 33, scope: !288)
!296 = !DILocation(line: 13, column: 5, scope: !288)
!297 = distinct !{!297, !290, !298, !112}
!298 = !DILocation(line: 14, column: 17, scope: !284)
!299 = !DILocation(line: 15, column: 12, scope: !276)
!300 = !DILocation(line: 15, column: 5, scope: !276)
