; Pins unoptimized template instantiations: one OpFunction per mangled specialization (fill/clamp_to/sum/Traits::zero for int, float, short), SmallArray<T,4> as OpTypeStruct of OpTypeArray with (0, 0) access chains, Traits<float>::zero returning OpConstant -0, short arithmetic via OpUConvert, and references passed as OpPtrCastToGeneric.
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
; CHECK-NEXT: OpCapability GenericPointer
; CHECK-NEXT: OpCapability Int8
; CHECK:      %struct_SmallArray = OpTypeStruct %_arr_uint_uint_4
; CHECK:      OpInBoundsPtrAccessChain %_ptr_Function__arr_uint_uint_4 {{%[0-9]+}} %uint_0 %uint_0
; CHECK:      [[A:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uchar
; CHECK:      OpFunctionCall %void %_Z4fillIiEvPU3AS1T_RK10SmallArrayIS0_Li4EEm {{%[0-9]+}} [[A]] {{%[0-9]+}}
; CHECK:      %_Z4fillIfEvPU3AS1T_RK10SmallArrayIS0_Li4EEm = OpFunction %void None
; CHECK:      OpFunctionCall %float %_Z8clamp_toIfET_S0_S0_S0_ {{%[0-9]+}} {{%[0-9]+}} %float_100
; CHECK:      %_ZNU3AS4K10SmallArrayIiLi4EE3sumEv = OpFunction %uint None
; CHECK:      OpInBoundsPtrAccessChain %_ptr_Generic_uint {{%[0-9]+}} %ulong_0 {{%[0-9]+}}
; CHECK:      %_ZNU3AS46TraitsIfE4zeroEv = OpFunction %float None
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpReturnValue %float_n0
; CHECK:      %_ZNU3AS4K10SmallArrayIsLi4EE3sumEv = OpFunction %ushort None
; CHECK:      [[W:%[0-9]+]] = OpIAdd %uint
; CHECK-NEXT: OpUConvert %ushort [[W]]
; ModuleID = 'lit-tests/codegen/Inputs/function_templates.clcpp'
source_filename = "lit-tests/codegen/Inputs/function_templates.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.SmallArray = type { [4 x i32] }
%struct.SmallArray.0 = type { [4 x float] }
%struct.SmallArray.1 = type { [4 x i16] }

$_Z4fillIiEvPU3AS1T_RK10SmallArrayIS0_Li4EEm = comdat any

$_Z4fillIfEvPU3AS1T_RK10SmallArrayIS0_Li4EEm = comdat any

$_Z4fillIsEvPU3AS1T_RK10SmallArrayIS0_Li4EEm = comdat any

$_Z8clamp_toIiET_S0_S0_S0_ = comdat any

$_ZNU3AS4K10SmallArrayIiLi4EE3sumEv = comdat any

$_ZNU3AS46TraitsIiE4zeroEv = comdat any

$_Z8clamp_toIfET_S0_S0_S0_ = comdat any

$_ZNU3AS4K10SmallArrayIfLi4EE3sumEv = comdat any

$_ZNU3AS46TraitsIfE4zeroEv = comdat any

$_Z8clamp_toIsET_S0_S0_S0_ = comdat any

$_ZNU3AS4K10SmallArrayIsLi4EE3sumEv = comdat any

$_ZNU3AS46TraitsIsE4zeroEv = comdat any

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define spir_kernel void @function_templates(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 2 %2) #0 !dbg !13 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i64, align 8
  %8 = alloca %struct.SmallArray, align 4
  %9 = alloca %struct.SmallArray.0, align 4
  %10 = alloca %struct.SmallArray.1, align 2
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !25)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
  store ptr addrspace(1) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
    #dbg_declare(ptr %7, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %11 = call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !35
  store i64 %11, ptr %7, align 8, !dbg !34
    #dbg_declare(ptr %8, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  %12 = getelementptr inbounds %struct.SmallArray, ptr %8, i32 0, i32 0, !dbg !52
  %13 = load ptr addrspace(1), ptr %4, align 8, !dbg !53
  %14 = load i64, ptr %7, align 8, !dbg !54
  %15 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %14, !dbg !53
  %16 = load i32, ptr addrspace(1) %15, align 4, !dbg !53
  store i32 %16, ptr %12, align 4, !dbg !55
  %17 = getelementptr inbounds i32, ptr %12, i64 1, !dbg !55
  store i32 2, ptr %17, align 4, !dbg !55
  %18 = getelementptr inbounds i32, ptr %12, i64 2, !dbg !55
  store i32 3, ptr %18, align 4, !dbg !55
  %19 = getelementptr inbounds i32, ptr %12, i64 3, !dbg !55
  store i32 4, ptr %19, align 4, !dbg !55
    #dbg_declare(ptr %9, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  %20 = getelementptr inbounds %struct.SmallArray.0, ptr %9, i32 0, i32 0, !dbg !69
  %21 = load ptr addrspace(1), ptr %5, align 8, !dbg !70
  %22 = load i64, ptr %7, align 8, !dbg !71
  %23 = getelementptr inbounds float, ptr addrspace(1) %21, i64 %22, !dbg !70
  %24 = load float, ptr addrspace(1) %23, align 4, !dbg !70
  store float %24, ptr %20, align 4, !dbg !72
  %25 = getelementptr inbounds float, ptr %20, i64 1, !dbg !72
  store float 5.000000e-01, ptr %25, align 4, !dbg !72
  %26 = getelementptr inbounds float, ptr %20, i64 2, !dbg !72
  store float 2.500000e-01, ptr %26, align 4, !dbg !72
  %27 = getelementptr inbounds float, ptr %20, i64 3, !dbg !72
  store float 1.250000e-01, ptr %27, align 4, !dbg !72
    #dbg_declare(ptr %10, !73, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !85)
  %28 = getelementptr inbounds %struct.SmallArray.1, ptr %10, i32 0, i32 0, !dbg !86
  %29 = load ptr addrspace(1), ptr %6, align 8, !dbg !87
  %30 = load i64, ptr %7, align 8, !dbg !88
  %31 = getelementptr inbounds i16, ptr addrspace(1) %29, i64 %30, !dbg !87
  %32 = load i16, ptr addrspace(1) %31, align 2, !dbg !87
  store i16 %32, ptr %28, align 2, !dbg !89
  %33 = getelementptr inbounds i16, ptr %28, i64 1, !dbg !89
  store i16 1, ptr %33, align 2, !dbg !89
  %34 = getelementptr inbounds i16, ptr %28, i64 2, !dbg !89
  store i16 1, ptr %34, align 2, !dbg !89
  %35 = getelementptr inbounds i16, ptr %28, i64 3, !dbg !89
  store i16 1, ptr %35, align 2, !dbg !89
  %36 = load ptr addrspace(1), ptr %4, align 8, !dbg !90
  %37 = addrspacecast ptr %8 to ptr addrspace(4), !dbg !91
  %38 = load i64, ptr %7, align 8, !dbg !92
  call spir_func void @_Z4fillIiEvPU3AS1T_RK10SmallArrayIS0_Li4EEm(ptr addrspace(1) noundef %36, ptr addrspace(4) noundef align 4 dereferenceable(16) %37, i64 noundef %38) #4, !dbg !93
  %39 = load ptr addrspace(1), ptr %5, align 8, !dbg !94
  %40 = addrspacecast ptr %9 to ptr addrspace(4), !dbg !95
  %41 = load i64, ptr %7, align 8, !dbg !96
  call spir_func void @_Z4fillIfEvPU3AS1T_RK10SmallArrayIS0_Li4EEm(ptr addrspace(1) noundef %39, ptr addrspace(4) noundef align 4 dereferenceable(16) %40, i64 noundef %41) #4, !dbg !97
  %42 = load ptr addrspace(1), ptr %6, align 8, !dbg !98
  %43 = addrspacecast ptr %10 to ptr addrspace(4), !dbg !99
  %44 = load i64, ptr %7, align 8, !dbg !100
  call spir_func void @_Z4fillIsEvPU3AS1T_RK10SmallArrayIS0_Li4EEm(ptr addrspace(1) noundef %42, ptr addrspace(4) noundef align 2 dereferenceable(8) %43, i64 noundef %44) #4, !dbg !101
  ret void, !dbg !102
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func noundef i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func void @_Z4fillIiEvPU3AS1T_RK10SmallArrayIS0_Li4EEm(ptr addrspace(1) noundef %0, ptr addrspace(4) noundef align 4 dereferenceable(16) %1, i64 noundef %2) #2 comdat !dbg !103 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(4), align 8
  %6 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !108, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !109)
  store ptr addrspace(4) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !110, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !111)
  store i64 %2, ptr %6, align 8
    #dbg_declare(ptr %6, !112, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !113)
  %7 = load ptr addrspace(4), ptr %5, align 8, !dbg !114
  %8 = call spir_func noundef i32 @_ZNU3AS4K10SmallArrayIiLi4EE3sumEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(16) %7) #4, !dbg !115
  %9 = call spir_func noundef i32 @_ZNU3AS46TraitsIiE4zeroEv() #4, !dbg !116
  %10 = call spir_func noundef i32 @_Z8clamp_toIiET_S0_S0_S0_(i32 noundef %8, i32 noundef %9, i32 noundef 100) #4, !dbg !117
  %11 = load ptr addrspace(1), ptr %4, align 8, !dbg !118
  %12 = load i64, ptr %6, align 8, !dbg !119
  %13 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %12, !dbg !118
  store i32 %10, ptr addrspace(1) %13, align 4, !dbg !120
  ret void, !dbg !121
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func void @_Z4fillIfEvPU3AS1T_RK10SmallArrayIS0_Li4EEm(ptr addrspace(1) noundef %0, ptr addrspace(4) noundef align 4 dereferenceable(16) %1, i64 noundef %2) #2 comdat !dbg !122 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(4), align 8
  %6 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !127, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !128)
  store ptr addrspace(4) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !129, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !130)
  store i64 %2, ptr %6, align 8
    #dbg_declare(ptr %6, !131, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !132)
  %7 = load ptr addrspace(4), ptr %5, align 8, !dbg !133
  %8 = call spir_func noundef float @_ZNU3AS4K10SmallArrayIfLi4EE3sumEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(16) %7) #4, !dbg !134
  %9 = call spir_func noundef float @_ZNU3AS46TraitsIfE4zeroEv() #4, !dbg !135
  %10 = call spir_func noundef float @_Z8clamp_toIfET_S0_S0_S0_(float noundef %8, float noundef %9, float noundef 1.000000e+02) #4, !dbg !136
  %11 = load ptr addrspace(1), ptr %4, align 8, !dbg !137
  %12 = load i64, ptr %6, align 8, !dbg !138
  %13 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %12, !dbg !137
  store float %10, ptr addrspace(1) %13, align 4, !dbg !139
  ret void, !dbg !140
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func void @_Z4fillIsEvPU3AS1T_RK10SmallArrayIS0_Li4EEm(ptr addrspace(1) noundef %0, ptr addrspace(4) noundef align 2 dereferenceable(8) %1, i64 noundef %2) #2 comdat !dbg !141 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(4), align 8
  %6 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !146, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  store ptr addrspace(4) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !148, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !149)
  store i64 %2, ptr %6, align 8
    #dbg_declare(ptr %6, !150, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !151)
  %7 = load ptr addrspace(4), ptr %5, align 8, !dbg !152
  %8 = call spir_func noundef signext i16 @_ZNU3AS4K10SmallArrayIsLi4EE3sumEv(ptr addrspace(4) noundef nonnull align 2 dereferenceable(8) %7) #4, !dbg !153
  %9 = call spir_func noundef signext i16 @_ZNU3AS46TraitsIsE4zeroEv() #4, !dbg !154
  %10 = call spir_func noundef signext i16 @_Z8clamp_toIsET_S0_S0_S0_(i16 noundef signext %8, i16 noundef signext %9, i16 noundef signext 100) #4, !dbg !155
  %11 = load ptr addrspace(1), ptr %4, align 8, !dbg !156
  %12 = load i64, ptr %6, align 8, !dbg !157
  %13 = getelementptr inbounds i16, ptr addrspace(1) %11, i64 %12, !dbg !156
  store i16 %10, ptr addrspace(1) %13, align 2, !dbg !158
  ret void, !dbg !159
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_Z8clamp_toIiET_S0_S0_S0_(i32 noundef %0, i32 noundef %1, i32 noundef %2) #2 comdat !dbg !160 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !163, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !164)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !165, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !166)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !167, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !168)
  %7 = load i32, ptr %4, align 4, !dbg !169
  %8 = load i32, ptr %5, align 4, !dbg !170
  %9 = icmp slt i32 %7, %8, !dbg !171
  br i1 %9, label %10, label %12, !dbg !169

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4, !dbg !172
  br label %22, !dbg !169

12:                                               ; preds = %3
  %13 = load i32, ptr %4, align 4, !dbg !173
  %14 = load i32, ptr %6, align 4, !dbg !174
  %15 = icmp sgt i32 %13, %14, !dbg !175
  br i1 %15, label %16, label %18, !dbg !173

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4, !dbg !176
  br label %20, !dbg !173

18:                                               ; preds = %12
  %19 = load i32, ptr %4, align 4, !dbg !177
  br label %20, !dbg !173

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ], !dbg !173
  br label %22, !dbg !169

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ], !dbg !169
  ret i32 %23, !dbg !178
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_ZNU3AS4K10SmallArrayIiLi4EE3sumEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(16) %0) #2 comdat align 2 !dbg !179 {
  %2 = alloca ptr addrspace(4), align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !180, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !182)
  %5 = load ptr addrspace(4), ptr %2, align 8
    #dbg_declare(ptr %3, !183, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !184)
  store i32 0, ptr %3, align 4, !dbg !184
    #dbg_declare(ptr %4, !185, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !187)
  store i32 0, ptr %4, align 4, !dbg !187
  br label %6, !dbg !188

6:                                                ; preds = %17, %1
  %7 = load i32, ptr %4, align 4, !dbg !189
  %8 = icmp slt i32 %7, 4, !dbg !191
  br i1 %8, label %9, label %20, !dbg !192

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.SmallArray, ptr addrspace(4) %5, i32 0, i32 0, !dbg !193
  %11 = load i32, ptr %4, align 4, !dbg !194
  %12 = sext i32 %11 to i64, !dbg !193
  %13 = getelementptr inbounds [4 x i32], ptr addrspace(4) %10, i64 0, i64 %12, !dbg !193
  %14 = load i32, ptr addrspace(4) %13, align 4, !dbg !193
  %15 = load i32, ptr %3, align 4, !dbg !195
  %16 = add nsw i32 %15, %14, !dbg !195
  store i32 %16, ptr %3, align 4, !dbg !195
  br label %17, !dbg !196

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4, !dbg !197
  %19 = add nsw i32 %18, 1, !dbg !197
  store i32 %19, ptr %4, align 4, !dbg !197
  br label %6, !dbg !198, !llvm.loop !199

20:                                               ; preds = %6
  %21 = load i32, ptr %3, align 4, !dbg !202
  ret i32 %21, !dbg !203
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_ZNU3AS46TraitsIiE4zeroEv() #2 comdat align 2 !dbg !204 {
  ret i32 0, !dbg !210
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_Z8clamp_toIfET_S0_S0_S0_(float noundef %0, float noundef %1, float noundef %2) #2 comdat !dbg !211 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store float %0, ptr %4, align 4
    #dbg_declare(ptr %4, !214, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !215)
  store float %1, ptr %5, align 4
    #dbg_declare(ptr %5, !216, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !217)
  store float %2, ptr %6, align 4
    #dbg_declare(ptr %6, !218, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !219)
  %7 = load float, ptr %4, align 4, !dbg !220
  %8 = load float, ptr %5, align 4, !dbg !221
  %9 = fcmp olt float %7, %8, !dbg !222
  br i1 %9, label %10, label %12, !dbg !220

10:                                               ; preds = %3
  %11 = load float, ptr %5, align 4, !dbg !223
  br label %22, !dbg !220

12:                                               ; preds = %3
  %13 = load float, ptr %4, align 4, !dbg !224
  %14 = load float, ptr %6, align 4, !dbg !225
  %15 = fcmp ogt float %13, %14, !dbg !226
  br i1 %15, label %16, label %18, !dbg !224

16:                                               ; preds = %12
  %17 = load float, ptr %6, align 4, !dbg !227
  br label %20, !dbg !224

18:                                               ; preds = %12
  %19 = load float, ptr %4, align 4, !dbg !228
  br label %20, !dbg !224

20:                                               ; preds = %18, %16
  %21 = phi float [ %17, %16 ], [ %19, %18 ], !dbg !224
  br label %22, !dbg !220

22:                                               ; preds = %20, %10
  %23 = phi float [ %11, %10 ], [ %21, %20 ], !dbg !220
  ret float %23, !dbg !229
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_ZNU3AS4K10SmallArrayIfLi4EE3sumEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(16) %0) #2 comdat align 2 !dbg !230 {
  %2 = alloca ptr addrspace(4), align 8
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !231, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !233)
  %5 = load ptr addrspace(4), ptr %2, align 8
    #dbg_declare(ptr %3, !234, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !235)
  store float 0.000000e+00, ptr %3, align 4, !dbg !235
    #dbg_declare(ptr %4, !236, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !238)
  store i32 0, ptr %4, align 4, !dbg !238
  br label %6, !dbg !239

6:                                                ; preds = %17, %1
  %7 = load i32, ptr %4, align 4, !dbg !240
  %8 = icmp slt i32 %7, 4, !dbg !242
  br i1 %8, label %9, label %20, !dbg !243

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.SmallArray.0, ptr addrspace(4) %5, i32 0, i32 0, !dbg !244
  %11 = load i32, ptr %4, align 4, !dbg !245
  %12 = sext i32 %11 to i64, !dbg !244
  %13 = getelementptr inbounds [4 x float], ptr addrspace(4) %10, i64 0, i64 %12, !dbg !244
  %14 = load float, ptr addrspace(4) %13, align 4, !dbg !244
  %15 = load float, ptr %3, align 4, !dbg !246
  %16 = fadd float %15, %14, !dbg !246
  store float %16, ptr %3, align 4, !dbg !246
  br label %17, !dbg !247

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4, !dbg !248
  %19 = add nsw i32 %18, 1, !dbg !248
  store i32 %19, ptr %4, align 4, !dbg !248
  br label %6, !dbg !249, !llvm.loop !250

20:                                               ; preds = %6
  %21 = load float, ptr %3, align 4, !dbg !252
  ret float %21, !dbg !253
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_ZNU3AS46TraitsIfE4zeroEv() #2 comdat align 2 !dbg !254 {
  ret float -0.000000e+00, !dbg !260
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef signext i16 @_Z8clamp_toIsET_S0_S0_S0_(i16 noundef signext %0, i16 noundef signext %1, i16 noundef signext %2) #2 comdat !dbg !261 {
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  store i16 %0, ptr %4, align 2
    #dbg_declare(ptr %4, !264, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !265)
  store i16 %1, ptr %5, align 2
    #dbg_declare(ptr %5, !266, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !267)
  store i16 %2, ptr %6, align 2
    #dbg_declare(ptr %6, !268, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !269)
  %7 = load i16, ptr %4, align 2, !dbg !270
  %8 = sext i16 %7 to i32, !dbg !270
  %9 = load i16, ptr %5, align 2, !dbg !271
  %10 = sext i16 %9 to i32, !dbg !271
  %11 = icmp slt i32 %8, %10, !dbg !272
  br i1 %11, label %12, label %14, !dbg !270

12:                                               ; preds = %3
  %13 = load i16, ptr %5, align 2, !dbg !273
  br label %26, !dbg !270

14:                                               ; preds = %3
  %15 = load i16, ptr %4, align 2, !dbg !274
  %16 = sext i16 %15 to i32, !dbg !274
  %17 = load i16, ptr %6, align 2, !dbg !275
  %18 = sext i16 %17 to i32, !dbg !275
  %19 = icmp sgt i32 %16, %18, !dbg !276
  br i1 %19, label %20, label %22, !dbg !274

20:                                               ; preds = %14
  %21 = load i16, ptr %6, align 2, !dbg !277
  br label %24, !dbg !274

22:                                               ; preds = %14
  %23 = load i16, ptr %4, align 2, !dbg !278
  br label %24, !dbg !274

24:                                               ; preds = %22, %20
  %25 = phi i16 [ %21, %20 ], [ %23, %22 ], !dbg !274
  br label %26, !dbg !270

26:                                               ; preds = %24, %12
  %27 = phi i16 [ %13, %12 ], [ %25, %24 ], !dbg !270
  ret i16 %27, !dbg !279
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef signext i16 @_ZNU3AS4K10SmallArrayIsLi4EE3sumEv(ptr addrspace(4) noundef nonnull align 2 dereferenceable(8) %0) #2 comdat align 2 !dbg !280 {
  %2 = alloca ptr addrspace(4), align 8
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !281, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !283)
  %5 = load ptr addrspace(4), ptr %2, align 8
    #dbg_declare(ptr %3, !284, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !285)
  store i16 0, ptr %3, align 2, !dbg !285
    #dbg_declare(ptr %4, !286, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !288)
  store i32 0, ptr %4, align 4, !dbg !288
  br label %6, !dbg !289

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %4, align 4, !dbg !290
  %8 = icmp slt i32 %7, 4, !dbg !292
  br i1 %8, label %9, label %23, !dbg !293

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.SmallArray.1, ptr addrspace(4) %5, i32 0, i32 0, !dbg !294
  %11 = load i32, ptr %4, align 4, !dbg !295
  %12 = sext i32 %11 to i64, !dbg !294
  %13 = getelementptr inbounds [4 x i16], ptr addrspace(4) %10, i64 0, i64 %12, !dbg !294
  %14 = load i16, ptr addrspace(4) %13, align 2, !dbg !294
  %15 = sext i16 %14 to i32, !dbg !294
  %16 = load i16, ptr %3, align 2, !dbg !296
  %17 = sext i16 %16 to i32, !dbg !296
  %18 = add nsw i32 %17, %15, !dbg !296
  %19 = trunc i32 %18 to i16, !dbg !296
  store i16 %19, ptr %3, align 2, !dbg !296
  br label %20, !dbg !297

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4, !dbg !298
  %22 = add nsw i32 %21, 1, !dbg !298
  store i32 %22, ptr %4, align 4, !dbg !298
  br label %6, !dbg !299, !llvm.loop !300

23:                                               ; preds = %6
  %24 = load i16, ptr %3, align 2, !dbg !302
  ret i16 %24, !dbg !303
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef signext i16 @_ZNU3AS46TraitsIsE4zeroEv() #2 comdat align 2 !dbg !304 {
  ret i16 0, !dbg !310
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9}
!opencl.ocl.version = !{!10}
!opencl.cxx.version = !{!11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/function_templates.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "6d9d657ef7d10b0d7f80211db8617f26")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{i32 3, i32 0}
!11 = !{i32 2021, i32 0}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "function_templates", scope: !1, file: !1, line: 29, type: !14, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!14 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !15)
!15 = !{null, !16, !17, !18}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 1)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, dwarfAddressSpace: 1)
!19 = !{}
!20 = !{i32 1, i32 1, i32 1}
!21 = !{!"none", !"none", !"none"}
!22 = !{!"int*", !"float*", !"short*"}
!23 = !{!"", !"", !""}
!24 = !DILocalVariable(name: "ii", arg: 1, scope: !13, file: !1, line: 29, type: !16)
!25 = !DILocation(line: 29, column: 48, scope: !13)
!26 = !DILocalVariable(name: "ff", arg: 2, scope: !13, file: !1, line: 29, type: !17)
!27 = !DILocation(line: 29, column: 68, scope: !13)
!28 = !DILocalVariable(name: "ss", arg: 3, scope: !13, file: !1, line: 30, type: !18)
!29 = !DILocation(line: 30, column: 41, scope: !13)
!30 = !DILocalVariable(name: "i", scope: !13, file: !1, line: 31, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !32, line: 142, baseType: !33)
!32 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DILocation(line: 31, column: 10, scope: !13)
!35 = !DILocation(line: 31, column: 14, scope: !13)
!36 = !DILocalVariable(name: "a", scope: !13, file: !1, line: 32, type: !37)
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "SmallArray<int, 4>", file: !1, line: 6, size: 128, flags: DIFlagTypePassByValue, elements: !38, templateParams: !48, identifier: "_ZTS10SmallArrayIiLi4EE")
!38 = !{!39, !43}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !37, file: !1, line: 7, baseType: !40, size: 128)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 4)
!43 = !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K10SmallArrayIiLi4EE3sumEv", scope: !37, file: !1, line: 8, type: !44, scopeLine: 8, flags: DIFlagPrototyped, spFlags: 0)
!44 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !45)
!45 = !{!3, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!48 = !{!49, !50}
!49 = !DITemplateTypeParameter(name: "T", type: !3)
!50 = !DITemplateValueParameter(name: "N", type: !3, value: i32 4)
!51 = !DILocation(line: 32, column: 22, scope: !13)
!52 = !DILocation(line: 32, column: 26, scope: !13)
!53 = !DILocation(line: 32, column: 28, scope: !13)
!54 = !DILocation(line: 32, column: 31, scope: !13)
!55 = !DILocation(line: 32, column: 27, scope: !13)
!56 = !DILocalVariable(name: "b", scope: !13, file: !1, line: 33, type: !57)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "SmallArray<float, 4>", file: !1, line: 6, size: 128, flags: DIFlagTypePassByValue, elements: !58, templateParams: !66, identifier: "_ZTS10SmallArrayIfLi4EE")
!58 = !{!59, !61}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !57, file: !1, line: 7, baseType: !60, size: 128)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !41)
!61 = !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K10SmallArrayIfLi4EE3sumEv", scope: !57, file: !1, line: 8, type: !62, scopeLine: 8, flags: DIFlagPrototyped, spFlags: 0)
!62 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !63)
!63 = !{!4, !64}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!66 = !{!67, !50}
!67 = !DITemplateTypeParameter(name: "T", type: !4)
!68 = !DILocation(line: 33, column: 24, scope: !13)
!69 = !DILocation(line: 33, column: 28, scope: !13)
!70 = !DILocation(line: 33, column: 30, scope: !13)
!71 = !DILocation(line: 33, column: 33, scope: !13)
!72 = !DILocation(line: 33, column: 29, scope: !13)
!73 = !DILocalVariable(name: "c", scope: !13, file: !1, line: 34, type: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "SmallArray<short, 4>", file: !1, line: 6, size: 64, flags: DIFlagTypePassByValue, elements: !75, templateParams: !83, identifier: "_ZTS10SmallArrayIsLi4EE")
!75 = !{!76, !78}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !74, file: !1, line: 7, baseType: !77, size: 64)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 64, elements: !41)
!78 = !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K10SmallArrayIsLi4EE3sumEv", scope: !74, file: !1, line: 8, type: !79, scopeLine: 8, flags: DIFlagPrototyped, spFlags: 0)
!79 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !80)
!80 = !{!5, !81}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !74)
!83 = !{!84, !50}
!84 = !DITemplateTypeParameter(name: "T", type: !5)
!85 = !DILocation(line: 34, column: 24, scope: !13)
!86 = !DILocation(line: 34, column: 28, scope: !13)
!87 = !DILocation(line: 34, column: 30, scope: !13)
!88 = !DILocation(line: 34, column: 33, scope: !13)
!89 = !DILocation(line: 34, column: 29, scope: !13)
!90 = !DILocation(line: 35, column: 8, scope: !13)
!91 = !DILocation(line: 35, column: 12, scope: !13)
!92 = !DILocation(line: 35, column: 15, scope: !13)
!93 = !DILocation(line: 35, column: 3, scope: !13)
!94 = !DILocation(line: 36, column: 8, scope: !13)
!95 = !DILocation(line: 36, column: 12, scope: !13)
!96 = !DILocation(line: 36, column: 15, scope: !13)
!97 = !DILocation(line: 36, column: 3, scope: !13)
!98 = !DILocation(line: 37, column: 8, scope: !13)
!99 = !DILocation(line: 37, column: 12, scope: !13)
!100 = !DILocation(line: 37, column: 15, scope: !13)
!101 = !DILocation(line: 37, column: 3, scope: !13)
!102 = !DILocation(line: 38, column: 1, scope: !13)
!103 = distinct !DISubprogram(name: "fill<int>", linkageName: "_Z4fillIiEvPU3AS1T_RK10SmallArrayIS0_Li4EEm", scope: !1, file: !1, line: 25, type: !104, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !107, retainedNodes: !19)
!104 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !105)
!105 = !{null, !16, !106, !31}
!106 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !47, size: 64, dwarfAddressSpace: 4)
!107 = !{!49}
!108 = !DILocalVariable(name: "dst", arg: 1, scope: !103, file: !1, line: 25, type: !16)
!109 = !DILocation(line: 25, column: 23, scope: !103)
!110 = !DILocalVariable(name: "a", arg: 2, scope: !103, file: !1, line: 25, type: !106)
!111 = !DILocation(line: 25, column: 52, scope: !103)
!112 = !DILocalVariable(name: "i", arg: 3, scope: !103, file: !1, line: 25, type: !31)
!113 = !DILocation(line: 25, column: 62, scope: !103)
!114 = !DILocation(line: 26, column: 24, scope: !103)
!115 = !DILocation(line: 26, column: 26, scope: !103)
!116 = !DILocation(line: 26, column: 33, scope: !103)
!117 = !DILocation(line: 26, column: 12, scope: !103)
!118 = !DILocation(line: 26, column: 3, scope: !103)
!119 = !DILocation(line: 26, column: 7, scope: !103)
!120 = !DILocation(line: 26, column: 10, scope: !103)
!121 = !DILocation(line: 27, column: 1, scope: !103)
!122 = distinct !DISubprogram(name: "fill<float>", linkageName: "_Z4fillIfEvPU3AS1T_RK10SmallArrayIS0_Li4EEm", scope: !1, file: !1, line: 25, type: !123, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !126, retainedNodes: !19)
!123 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !124)
!124 = !{null, !17, !125, !31}
!125 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !65, size: 64, dwarfAddressSpace: 4)
!126 = !{!67}
!127 = !DILocalVariable(name: "dst", arg: 1, scope: !122, file: !1, line: 25, type: !17)
!128 = !DILocation(line: 25, column: 23, scope: !122)
!129 = !DILocalVariable(name: "a", arg: 2, scope: !122, file: !1, line: 25, type: !125)
!130 = !DILocation(line: 25, column: 52, scope: !122)
!131 = !DILocalVariable(name: "i", arg: 3, scope: !122, file: !1, line: 25, type: !31)
!132 = !DILocation(line: 25, column: 62, scope: !122)
!133 = !DILocation(line: 26, column: 24, scope: !122)
!134 = !DILocation(line: 26, column: 26, scope: !122)
!135 = !DILocation(line: 26, column: 33, scope: !122)
!136 = !DILocation(line: 26, column: 12, scope: !122)
!137 = !DILocation(line: 26, column: 3, scope: !122)
!138 = !DILocation(line: 26, column: 7, scope: !122)
!139 = !DILocation(line: 26, column: 10, scope: !122)
!140 = !DILocation(line: 27, column: 1, scope: !122)
!141 = distinct !DISubprogram(name: "fill<short>", linkageName: "_Z4fillIsEvPU3AS1T_RK10SmallArrayIS0_Li4EEm", scope: !1, file: !1, line: 25, type: !142, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !145, retainedNodes: !19)
!142 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !143)
!143 = !{null, !18, !144, !31}
!144 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !82, size: 64, dwarfAddressSpace: 4)
!145 = !{!84}
!146 = !DILocalVariable(name: "dst", arg: 1, scope: !141, file: !1, line: 25, type: !18)
!147 = !DILocation(line: 25, column: 23, scope: !141)
!148 = !DILocalVariable(name: "a", arg: 2, scope: !141, file: !1, line: 25, type: !144)
!149 = !DILocation(line: 25, column: 52, scope: !141)
!150 = !DILocalVariable(name: "i", arg: 3, scope: !141, file: !1, line: 25, type: !31)
!151 = !DILocation(line: 25, column: 62, scope: !141)
!152 = !DILocation(line: 26, column: 24, scope: !141)
!153 = !DILocation(line: 26, column: 26, scope: !141)
!154 = !DILocation(line: 26, column: 33, scope: !141)
!155 = !DILocation(line: 26, column: 12, scope: !141)
!156 = !DILocation(line: 26, column: 3, scope: !141)
!157 = !DILocation(line: 26, column: 7, scope: !141)
!158 = !DILocation(line: 26, column: 10, scope: !141)
!159 = !DILocation(line: 27, column: 1, scope: !141)
!160 = distinct !DISubprogram(name: "clamp_to<int>", linkageName: "_Z8clamp_toIiET_S0_S0_S0_", scope: !1, file: !1, line: 2, type: !161, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !107, retainedNodes: !19)
!161 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !162)
!162 = !{!3, !3, !3, !3}
!163 = !DILocalVariable(name: "v", arg: 1, scope: !160, file: !1, line: 2, type: !3)
!164 = !DILocation(line: 2, column: 36, scope: !160)
!165 = !DILocalVariable(name: "lo", arg: 2, scope: !160, file: !1, line: 2, type: !3)
!166 = !DILocation(line: 2, column: 41, scope: !160)
!167 = !DILocalVariable(name: "hi", arg: 3, scope: !160, file: !1, line: 2, type: !3)
!168 = !DILocation(line: 2, column: 47, scope: !160)
!169 = !DILocation(line: 3, column: 10, scope: !160)
!170 = !DILocation(line: 3, column: 14, scope: !160)
!171 = !DILocation(line: 3, column: 12, scope: !160)
!172 = !DILocation(line: 3, column: 19, scope: !160)
!173 = !DILocation(line: 3, column: 25, scope: !160)
!174 = !DILocation(line: 3, column: 29, scope: !160)
!175 = !DILocation(line: 3, column: 27, scope: !160)
!176 = !DILocation(line: 3, column: 34, scope: !160)
!177 = !DILocation(line: 3, column: 39, scope: !160)
!178 = !DILocation(line: 3, column: 3, scope: !160)
!179 = distinct !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K10SmallArrayIiLi4EE3sumEv", scope: !37, file: !1, line: 8, type: !44, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !43, retainedNodes: !19)
!180 = !DILocalVariable(name: "this", arg: 1, scope: !179, type: !181, flags: DIFlagArtificial | DIFlagObjectPointer)
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!182 = !DILocation(line: 0, scope: !179)
!183 = !DILocalVariable(name: "s", scope: !179, file: !1, line: 9, type: !3)
!184 = !DILocation(line: 9, column: 7, scope: !179)
!185 = !DILocalVariable(name: "i", scope: !186, file: !1, line: 10, type: !3)
!186 = distinct !DILexicalBlock(scope: !179, file: !1, line: 10, column: 5)
!187 = !DILocation(line: 10, column: 14, scope: !186)
!188 = !DILocation(line: 10, column: 10, scope: !186)
!189 = !DILocation(line: 10, column: 21, scope: !190)
!190 = distinct !DILexicalBlock(scope: !186, file: !1, line: 10, column: 5)
!191 = !DILocation(line: 10, column: 23, scope: !190)
!192 = !DILocation(line: 10, column: 5, scope: !186)
!193 = !DILocation(line: 11, column: 12, scope: !190)
!194 = !DILocation(line: 11, column: 17, scope: !190)
!195 = !DILocation(line: 11, column: 9, scope: !190)
!196 = !DILocation(line: 11, column: 7, scope: !190)
!197 = !DILocation(line: 10, column: 28, scope: !190)
!198 = !DILocation(line: 10, column: 5, scope: !190)
!199 = distinct !{!199, !192, !200, !201}
!200 = !DILocation(line: 11, column: 18, scope: !186)
!201 = !{!"llvm.loop.mustprogress"}
!202 = !DILocation(line: 12, column: 12, scope: !179)
!203 = !DILocation(line: 12, column: 5, scope: !179)
!204 = distinct !DISubprogram(name: "zero", linkageName: "_ZNU3AS46TraitsIiE4zeroEv", scope: !205, file: !1, line: 17, type: !208, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !207)
!205 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Traits<int>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !206, templateParams: !107, identifier: "_ZTS6TraitsIiE")
!206 = !{!207}
!207 = !DISubprogram(name: "zero", linkageName: "_ZNU3AS46TraitsIiE4zeroEv", scope: !205, file: !1, line: 17, type: !208, scopeLine: 17, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!208 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !209)
!209 = !{!3}
!210 = !DILocation(line: 17, column: 21, scope: !204)
!211 = distinct !DISubprogram(name: "clamp_to<float>", linkageName: "_Z8clamp_toIfET_S0_S0_S0_", scope: !1, file: !1, line: 2, type: !212, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !126, retainedNodes: !19)
!212 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !213)
!213 = !{!4, !4, !4, !4}
!214 = !DILocalVariable(name: "v", arg: 1, scope: !211, file: !1, line: 2, type: !4)
!215 = !DILocation(line: 2, column: 36, scope: !211)
!216 = !DILocalVariable(name: "lo", arg: 2, scope: !211, file: !1, line: 2, type: !4)
!217 = !DILocation(line: 2, column: 41, scope: !211)
!218 = !DILocalVariable(name: "hi", arg: 3, scope: !211, file: !1, line: 2, type: !4)
!219 = !DILocation(line: 2, column: 47, scope: !211)
!220 = !DILocation(line: 3, column: 10, scope: !211)
!221 = !DILocation(line: 3, column: 14, scope: !211)
!222 = !DILocation(line: 3, column: 12, scope: !211)
!223 = !DILocation(line: 3, column: 19, scope: !211)
!224 = !DILocation(line: 3, column: 25, scope: !211)
!225 = !DILocation(line: 3, column: 29, scope: !211)
!226 = !DILocation(line: 3, column: 27, scope: !211)
!227 = !DILocation(line: 3, column: 34, scope: !211)
!228 = !DILocation(line: 3, column: 39, scope: !211)
!229 = !DILocation(line: 3, column: 3, scope: !211)
!230 = distinct !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K10SmallArrayIfLi4EE3sumEv", scope: !57, file: !1, line: 8, type: !62, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !61, retainedNodes: !19)
!231 = !DILocalVariable(name: "this", arg: 1, scope: !230, type: !232, flags: DIFlagArtificial | DIFlagObjectPointer)
!232 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!233 = !DILocation(line: 0, scope: !230)
!234 = !DILocalVariable(name: "s", scope: !230, file: !1, line: 9, type: !4)
!235 = !DILocation(line: 9, column: 7, scope: !230)
!236 = !DILocalVariable(name: "i", scope: !237, file: !1, line: 10, type: !3)
!237 = distinct !DILexicalBlock(scope: !230, file: !1, line: 10, column: 5)
!238 = !DILocation(line: 10, column: 14, scope: !237)
!239 = !DILocation(line: 10, column: 10, scope: !237)
!240 = !DILocation(line: 10, column: 21, scope: !241)
!241 = distinct !DILexicalBlock(scope: !237, file: !1, line: 10, column: 5)
!242 = !DILocation(line: 10, column: 23, scope: !241)
!243 = !DILocation(line: 10, column: 5, scope: !237)
!244 = !DILocation(line: 11, column: 12, scope: !241)
!245 = !DILocation(line: 11, column: 17, scope: !241)
!246 = !DILocation(line: 11, column: 9, scope: !241)
!247 = !DILocation(line: 11, column: 7, scope: !241)
!248 = !DILocation(line: 10, column: 28, scope: !241)
!249 = !DILocation(line: 10, column: 5, scope: !241)
!250 = distinct !{!250, !243, !251, !201}
!251 = !DILocation(line: 11, column: 18, scope: !237)
!252 = !DILocation(line: 12, column: 12, scope: !230)
!253 = !DILocation(line: 12, column: 5, scope: !230)
!254 = distinct !DISubprogram(name: "zero", linkageName: "_ZNU3AS46TraitsIfE4zeroEv", scope: !255, file: !1, line: 21, type: !258, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !257)
!255 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Traits<float>", file: !1, line: 20, size: 8, flags: DIFlagTypePassByValue, elements: !256, templateParams: !126, identifier: "_ZTS6TraitsIfE")
!256 = !{!257}
!257 = !DISubprogram(name: "zero", linkageName: "_ZNU3AS46TraitsIfE4zeroEv", scope: !255, file: !1, line: 21, type: !258, scopeLine: 21, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!258 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !259)
!259 = !{!4}
!260 = !DILocation(line: 21, column: 25, scope: !254)
!261 = distinct !DISubprogram(name: "clamp_to<short>", linkageName: "_Z8clamp_toIsET_S0_S0_S0_", scope: !1, file: !1, line: 2, type: !262, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !145, retainedNodes: !19)
!262 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !263)
!263 = !{!5, !5, !5, !5}
!264 = !DILocalVariable(name: "v", arg: 1, scope: !261, file: !1, line: 2, type: !5)
!265 = !DILocation(line: 2, column: 36, scope: !261)
!266 = !DILocalVariable(name: "lo", arg: 2, scope: !261, file: !1, line: 2, type: !5)
!267 = !DILocation(line: 2, column: 41, scope: !261)
!268 = !DILocalVariable(name: "hi", arg: 3, scope: !261, file: !1, line: 2, type: !5)
!269 = !DILocation(line: 2, column: 47, scope: !261)
!270 = !DILocation(line: 3, column: 10, scope: !261)
!271 = !DILocation(line: 3, column: 14, scope: !261)
!272 = !DILocation(line: 3, column: 12, scope: !261)
!273 = !DILocation(line: 3, column: 19, scope: !261)
!274 = !DILocation(line: 3, column: 25, scope: !261)
!275 = !DILocation(line: 3, column: 29, scope: !261)
!276 = !DILocation(line: 3, column: 27, scope: !261)
!277 = !DILocation(line: 3, column: 34, scope: !261)
!278 = !DILocation(line: 3, column: 39, scope: !261)
!279 = !DILocation(line: 3, column: 3, scope: !261)
!280 = distinct !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K10SmallArrayIsLi4EE3sumEv", scope: !74, file: !1, line: 8, type: !79, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !78, retainedNodes: !19)
!281 = !DILocalVariable(name: "this", arg: 1, scope: !280, type: !282, flags: DIFlagArtificial | DIFlagObjectPointer)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!283 = !DILocation(line: 0, scope: !280)
!284 = !DILocalVariable(name: "s", scope: !280, file: !1, line: 9, type: !5)
!285 = !DILocation(line: 9, column: 7, scope: !280)
!286 = !DILocalVariable(name: "i", scope: !287, file: !1, line: 10, type: !3)
!287 = distinct !DILexicalBlock(scope: !280, file: !1, line: 10, column: 5)
!288 = !DILocation(line: 10, column: 14, scope: !287)
!289 = !DILocation(line: 10, column: 10, scope: !287)
!290 = !DILocation(line: 10, column: 21, scope: !291)
!291 = distinct !DILexicalBlock(scope: !287, file: !1, line: 10, column: 5)
!292 = !DILocation(line: 10, column: 23, scope: !291)
!293 = !DILocation(line: 10, column: 5, scope: !287)
!294 = !DILocation(line: 11, column: 12, scope: !291)
!295 = !DILocation(line: 11, column: 17, scope: !291)
!296 = !DILocation(line: 11, column: 9, scope: !291)
!297 = !DILocation(line: 11, column: 7, scope: !291)
!298 = !DILocation(line: 10, column: 28, scope: !291)
!299 = !DILocation(line: 10, column: 5, scope: !291)
!300 = distinct !{!300, !293, !301, !201}
!301 = !DILocation(line: 11, column: 18, scope: !287)
!302 = !DILocation(line: 12, column: 12, scope: !280)
!303 = !DILocation(line: 12, column: 5, scope: !280)
!304 = distinct !DISubprogram(name: "zero", linkageName: "_ZNU3AS46TraitsIsE4zeroEv", scope: !305, file: !1, line: 17, type: !308, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !307)
!305 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Traits<short>", file: !1, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !306, templateParams: !145, identifier: "_ZTS6TraitsIsE")
!306 = !{!307}
!307 = !DISubprogram(name: "zero", linkageName: "_ZNU3AS46TraitsIsE4zeroEv", scope: !305, file: !1, line: 17, type: !308, scopeLine: 17, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!308 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !309)
!309 = !{!5}
!310 = !DILocation(line: 17, column: 21, scope: !304)
