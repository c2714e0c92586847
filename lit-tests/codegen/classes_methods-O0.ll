; Pins unoptimized C++ methods: class/struct allocas as OpVariable of OpTypeStruct, `this` passed as OpPtrCastToGeneric, methods as OpFunction with a Generic pointer parameter, sret results as a Function-storage pointer parameter, member GEPs with (0, field) indices, int/long to float as OpConvertSToF, and the mean() ternary OpPhi.
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
; CHECK:      %class_Counter = OpTypeStruct %uint %ulong
; CHECK:      [[C:%[0-9]+]] = OpVariable %_ptr_Function_class_Counter Function
; CHECK:      [[CP:%[0-9]+]] = OpBitcast %_ptr_Function_uchar [[C]]
; CHECK:      [[THIS:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uchar [[CP]]
; CHECK-NEXT: OpFunctionCall %void %_ZNU3AS47CounterC2Ev [[THIS]]
; CHECK:      OpFunctionCall %void %_ZNU3AS44Vec2C2Eff {{%[0-9]+}} %float_1 %float_n1
; CHECK:      %_ZNU3AS47Counter3addEi = OpFunction %void None
; CHECK:      [[T:%[0-9]+]] = OpLoad %uint {{%[0-9]+}} Aligned 4
; CHECK-NEXT: OpSConvert %ulong [[T]]
; CHECK:      OpInBoundsPtrAccessChain %_ptr_Generic_ulong {{%[0-9]+}} %uint_0 %uint_1
; CHECK:      %_ZNU3AS4K7Counter4meanEv = OpFunction %float None
; CHECK:      OpConvertSToF %float
; CHECK:      OpPhi %float {{%[0-9]+}} {{%[0-9]+}} %float_0 {{%[0-9]+}}
; CHECK:      %_ZNU3AS4K4Vec2plERU3AS4KS_ = OpFunction %void None
; CHECK-NEXT: {{%[0-9a-z_]+}} = OpFunctionParameter %_ptr_Function_uchar
; ModuleID = 'lit-tests/codegen/Inputs/classes_methods.clcpp'
source_filename = "lit-tests/codegen/Inputs/classes_methods.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%class.Counter = type { i32, i64 }
%struct.Vec2 = type { float, float }

$_ZNU3AS47CounterC2Ev = comdat any

$_ZNU3AS47Counter3addEi = comdat any

$_ZNU3AS4K7Counter4meanEv = comdat any

$_ZNU3AS4K7Counter5countEv = comdat any

$_ZNU3AS44Vec2C2Eff = comdat any

$_ZNU3AS4K4Vec2plERU3AS4KS_ = comdat any

$_ZNU3AS4K4Vec2mlEf = comdat any

$_ZNU3AS4K4Vec27length2Ev = comdat any

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define spir_kernel void @classes_methods(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 8 %3) #0 !dbg !52 !kernel_arg_addr_space !65 !kernel_arg_access_qual !66 !kernel_arg_type !67 !kernel_arg_base_type !68 !kernel_arg_type_qual !69 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca %class.Counter, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca <2 x float>, align 8
  %13 = alloca %struct.Vec2, align 4
  %14 = alloca %struct.Vec2, align 4
  %15 = alloca %struct.Vec2, align 4
  %16 = alloca %struct.Vec2, align 4
  %17 = alloca <2 x float>, align 8
  store ptr addrspace(1) %0, ptr %5, align 8
    #dbg_declare(ptr %5, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !73)
  store ptr addrspace(1) %2, ptr %7, align 8
    #dbg_declare(ptr %7, !74, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
  store ptr addrspace(1) %3, ptr %8, align 8
    #dbg_declare(ptr %8, !76, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_declare(ptr %9, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !79)
  %18 = addrspacecast ptr %9 to ptr addrspace(4), !dbg !79
  call spir_func void @_ZNU3AS47CounterC2Ev(ptr addrspace(4) noundef nonnull align 8 dereferenceable(16) %18) #4, !dbg !79
    #dbg_declare(ptr %10, !80, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !82)
  store i32 0, ptr %10, align 4, !dbg !82
  br label %19, !dbg !83

19:                                               ; preds = %38, %4
  %20 = load i32, ptr %10, align 4, !dbg !84
  %21 = load i32, ptr %6, align 4, !dbg !86
  %22 = icmp slt i32 %20, %21, !dbg !87
  br i1 %22, label %23, label %41, !dbg !88

23:                                               ; preds = %19
  %24 = load ptr addrspace(1), ptr %5, align 8, !dbg !89
  %25 = load i32, ptr %10, align 4, !dbg !92
  %26 = sext i32 %25 to i64, !dbg !89
  %27 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 %26, !dbg !89
  %28 = load i32, ptr addrspace(1) %27, align 4, !dbg !89
  %29 = icmp sgt i32 %28, 0, !dbg !93
  br i1 %29, label %30, label %37, !dbg !94

30:                                               ; preds = %23
  %31 = addrspacecast ptr %9 to ptr addrspace(4), !dbg !95
  %32 = load ptr addrspace(1), ptr %5, align 8, !dbg !96
  %33 = load i32, ptr %10, align 4, !dbg !97
  %34 = sext i32 %33 to i64, !dbg !96
  %35 = getelementptr inbounds i32, ptr addrspace(1) %32, i64 %34, !dbg !96
  %36 = load i32, ptr addrspace(1) %35, align 4, !dbg !96
  call spir_func void @_ZNU3AS47Counter3addEi(ptr addrspace(4) noundef nonnull align 8 dereferenceable(16) %31, i32 noundef %36) #4, !dbg !98
  br label %37, !dbg !95

37:                                               ; preds = %30, %23
  br label %38, !dbg !99

38:                                               ; preds = %37
  %39 = load i32, ptr %10, align 4, !dbg !100
  %40 = add nsw i32 %39, 1, !dbg !100
  store i32 %40, ptr %10, align 4, !dbg !100
  br label %19, !dbg !101, !llvm.loop !102

41:                                               ; preds = %19
  %42 = addrspacecast ptr %9 to ptr addrspace(4), !dbg !105
  %43 = call spir_func noundef float @_ZNU3AS4K7Counter4meanEv(ptr addrspace(4) noundef nonnull align 8 dereferenceable(16) %42) #4, !dbg !106
  %44 = load ptr addrspace(1), ptr %7, align 8, !dbg !107
  %45 = getelementptr inbounds float, ptr addrspace(1) %44, i64 0, !dbg !107
  store float %43, ptr addrspace(1) %45, align 4, !dbg !108
  %46 = addrspacecast ptr %9 to ptr addrspace(4), !dbg !109
  %47 = call spir_func noundef i32 @_ZNU3AS4K7Counter5countEv(ptr addrspace(4) noundef nonnull align 8 dereferenceable(16) %46) #4, !dbg !110
  %48 = sitofp i32 %47 to float, !dbg !109
  %49 = load ptr addrspace(1), ptr %7, align 8, !dbg !111
  %50 = getelementptr inbounds float, ptr addrspace(1) %49, i64 1, !dbg !111
  store float %48, ptr addrspace(1) %50, align 4, !dbg !112
    #dbg_declare(ptr %11, !113, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !116)
  %51 = call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !117
  store i64 %51, ptr %11, align 8, !dbg !116
    #dbg_declare(ptr %12, !118, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !119)
  %52 = load ptr addrspace(1), ptr %8, align 8, !dbg !120
  %53 = load i64, ptr %11, align 8, !dbg !121
  %54 = getelementptr inbounds <2 x float>, ptr addrspace(1) %52, i64 %53, !dbg !120
  %55 = load <2 x float>, ptr addrspace(1) %54, align 8, !dbg !120
  store <2 x float> %55, ptr %12, align 8, !dbg !119
    #dbg_declare(ptr %13, !122, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !123)
  %56 = addrspacecast ptr %13 to ptr addrspace(4), !dbg !123
  %57 = load <2 x float>, ptr %12, align 8, !dbg !124
  %58 = extractelement <2 x float> %57, i64 0, !dbg !124
  %59 = load <2 x float>, ptr %12, align 8, !dbg !125
  %60 = extractelement <2 x float> %59, i64 1, !dbg !125
  call spir_func void @_ZNU3AS44Vec2C2Eff(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %56, float noundef %58, float noundef %60) #4, !dbg !123
    #dbg_declare(ptr %14, !126, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !127)
  %61 = addrspacecast ptr %13 to ptr addrspace(4), !dbg !128
  %62 = addrspacecast ptr %16 to ptr addrspace(4), !dbg !129
  call spir_func void @_ZNU3AS44Vec2C2Eff(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %62, float noundef 1.000000e+00, float noundef -1.000000e+00) #4, !dbg !129
  %63 = addrspacecast ptr %16 to ptr addrspace(4), !dbg !129
  call spir_func void @_ZNU3AS4K4Vec2plERU3AS4KS_(ptr dead_on_unwind writable sret(%struct.Vec2) align 4 %15, ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %61, ptr addrspace(4) noundef align 4 dereferenceable(8) %63) #4, !dbg !130
  %64 = addrspacecast ptr %15 to ptr addrspace(4), !dbg !131
  call spir_func void @_ZNU3AS4K4Vec2mlEf(ptr dead_on_unwind writable sret(%struct.Vec2) align 4 %14, ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %64, float noundef 5.000000e-01) #4, !dbg !132
  %65 = getelementptr inbounds %struct.Vec2, ptr %14, i32 0, i32 0, !dbg !133
  %66 = load float, ptr %65, align 4, !dbg !133
  %67 = insertelement <2 x float> poison, float %66, i32 0, !dbg !134
  %68 = getelementptr inbounds %struct.Vec2, ptr %14, i32 0, i32 1, !dbg !135
  %69 = load float, ptr %68, align 4, !dbg !135
  %70 = insertelement <2 x float> %67, float %69, i32 1, !dbg !134
  store <2 x float> %70, ptr %17, align 8, !dbg !136
  %71 = load <2 x float>, ptr %17, align 8, !dbg !136
  %72 = load ptr addrspace(1), ptr %8, align 8, !dbg !137
  %73 = load i64, ptr %11, align 8, !dbg !138
  %74 = getelementptr inbounds <2 x float>, ptr addrspace(1) %72, i64 %73, !dbg !137
  store <2 x float> %71, ptr addrspace(1) %74, align 8, !dbg !139
  %75 = addrspacecast ptr %14 to ptr addrspace(4), !dbg !140
  %76 = call spir_func noundef float @_ZNU3AS4K4Vec27length2Ev(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %75) #4, !dbg !141
  %77 = load ptr addrspace(1), ptr %7, align 8, !dbg !142
  %78 = load i64, ptr %11, align 8, !dbg !143
  %79 = add i64 2, %78, !dbg !144
  %80 = getelementptr inbounds float, ptr addrspace(1) %77, i64 %79, !dbg !142
  store float %76, ptr addrspace(1) %80, align 4, !dbg !145
  ret void, !dbg !146
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func void @_ZNU3AS47CounterC2Ev(ptr addrspace(4) noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 !dbg !147 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !148, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !150)
  %3 = load ptr addrspace(4), ptr %2, align 8
  %4 = getelementptr inbounds %class.Counter, ptr addrspace(4) %3, i32 0, i32 0, !dbg !151
  store i32 0, ptr addrspace(4) %4, align 8, !dbg !151
  %5 = getelementptr inbounds %class.Counter, ptr addrspace(4) %3, i32 0, i32 1, !dbg !152
  store i64 0, ptr addrspace(4) %5, align 8, !dbg !152
  ret void, !dbg !153
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func void @_ZNU3AS47Counter3addEi(ptr addrspace(4) noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #1 comdat align 2 !dbg !154 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !155, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !156)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !157, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !158)
  %5 = load ptr addrspace(4), ptr %3, align 8
  %6 = getelementptr inbounds %class.Counter, ptr addrspace(4) %5, i32 0, i32 0, !dbg !159
  %7 = load i32, ptr addrspace(4) %6, align 8, !dbg !160
  %8 = add nsw i32 %7, 1, !dbg !160
  store i32 %8, ptr addrspace(4) %6, align 8, !dbg !160
  %9 = load i32, ptr %4, align 4, !dbg !161
  %10 = sext i32 %9 to i64, !dbg !161
  %11 = getelementptr inbounds %class.Counter, ptr addrspace(4) %5, i32 0, i32 1, !dbg !162
  %12 = load i64, ptr addrspace(4) %11, align 8, !dbg !163
  %13 = add nsw i64 %12, %10, !dbg !163
  store i64 %13, ptr addrspace(4) %11, align 8, !dbg !163
  ret void, !dbg !164
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_ZNU3AS4K7Counter4meanEv(ptr addrspace(4) noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 !dbg !165 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !166, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !168)
  %3 = load ptr addrspace(4), ptr %2, align 8
  %4 = getelementptr inbounds %class.Counter, ptr addrspace(4) %3, i32 0, i32 0, !dbg !169
  %5 = load i32, ptr addrspace(4) %4, align 8, !dbg !169
  %6 = icmp ne i32 %5, 0, !dbg !169
  br i1 %6, label %7, label %15, !dbg !169

7:                                                ; preds = %1
  %8 = getelementptr inbounds %class.Counter, ptr addrspace(4) %3, i32 0, i32 1, !dbg !170
  %9 = load i64, ptr addrspace(4) %8, align 8, !dbg !170
  %10 = sitofp i64 %9 to float, !dbg !170
  %11 = getelementptr inbounds %class.Counter, ptr addrspace(4) %3, i32 0, i32 0, !dbg !171
  %12 = load i32, ptr addrspace(4) %11, align 8, !dbg !171
  %13 = sitofp i32 %12 to float, !dbg !171
  %14 = fdiv float %10, %13, !dbg !172, !fpmath !173
  br label %16, !dbg !169

15:                                               ; preds = %1
  br label %16, !dbg !169

16:                                               ; preds = %15, %7
  %17 = phi float [ %14, %7 ], [ 0.000000e+00, %15 ], !dbg !169
  ret float %17, !dbg !174
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_ZNU3AS4K7Counter5countEv(ptr addrspace(4) noundef nonnull align 8 dereferenceable(16) %0) #1 comdat align 2 !dbg !175 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !176, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !177)
  %3 = load ptr addrspace(4), ptr %2, align 8
  %4 = getelementptr inbounds %class.Counter, ptr addrspace(4) %3, i32 0, i32 0, !dbg !178
  %5 = load i32, ptr addrspace(4) %4, align 8, !dbg !178
  ret i32 %5, !dbg !179
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func noundef i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func void @_ZNU3AS44Vec2C2Eff(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %0, float noundef %1, float noundef %2) unnamed_addr #1 comdat align 2 !dbg !180 {
  %4 = alloca ptr addrspace(4), align 8
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store ptr addrspace(4) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !181, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !183)
  store float %1, ptr %5, align 4
    #dbg_declare(ptr %5, !184, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !185)
  store float %2, ptr %6, align 4
    #dbg_declare(ptr %6, !186, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !187)
  %7 = load ptr addrspace(4), ptr %4, align 8
  %8 = getelementptr inbounds %struct.Vec2, ptr addrspace(4) %7, i32 0, i32 0, !dbg !188
  %9 = load float, ptr %5, align 4, !dbg !189
  store float %9, ptr addrspace(4) %8, align 4, !dbg !188
  %10 = getelementptr inbounds %struct.Vec2, ptr addrspace(4) %7, i32 0, i32 1, !dbg !190
  %11 = load float, ptr %6, align 4, !dbg !191
  store float %11, ptr addrspace(4) %10, align 4, !dbg !190
  ret void, !dbg !192
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func void @_ZNU3AS4K4Vec2plERU3AS4KS_(ptr dead_on_unwind noalias writable sret(%struct.Vec2) align 4 %0, ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %1, ptr addrspace(4) noundef align 4 dereferenceable(8) %2) #1 comdat align 2 !dbg !193 {
  %4 = alloca ptr addrspace(4), align 8
  %5 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !194, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !196)
  store ptr addrspace(4) %2, ptr %5, align 8
    #dbg_declare(ptr %5, !197, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !198)
  %6 = load ptr addrspace(4), ptr %4, align 8
  %7 = addrspacecast ptr %0 to ptr addrspace(4), !dbg !199
  %8 = getelementptr inbounds %struct.Vec2, ptr addrspace(4) %6, i32 0, i32 0, !dbg !200
  %9 = load float, ptr addrspace(4) %8, align 4, !dbg !200
  %10 = load ptr addrspace(4), ptr %5, align 8, !dbg !201
  %11 = getelementptr inbounds %struct.Vec2, ptr addrspace(4) %10, i32 0, i32 0, !dbg !202
  %12 = load float, ptr addrspace(4) %11, align 4, !dbg !202
  %13 = fadd float %9, %12, !dbg !203
  %14 = getelementptr inbounds %struct.Vec2, ptr addrspace(4) %6, i32 0, i32 1, !dbg !204
  %15 = load float, ptr addrspace(4) %14, align 4, !dbg !204
  %16 = load ptr addrspace(4), ptr %5, align 8, !dbg !205
  %17 = getelementptr inbounds %struct.Vec2, ptr addrspace(4) %16, i32 0, i32 1, !dbg !206
  %18 = load float, ptr addrspace(4) %17, align 4, !dbg !206
  %19 = fadd float %15, %18, !dbg !207
  call spir_func void @_ZNU3AS44Vec2C2Eff(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %7, float noundef %13, float noundef %19) #4, !dbg !199
  ret void, !dbg !208
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func void @_ZNU3AS4K4Vec2mlEf(ptr dead_on_unwind noalias writable sret(%struct.Vec2) align 4 %0, ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %1, float noundef %2) #1 comdat align 2 !dbg !209 {
  %4 = alloca ptr addrspace(4), align 8
  %5 = alloca float, align 4
  store ptr addrspace(4) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !210, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !211)
  store float %2, ptr %5, align 4
    #dbg_declare(ptr %5, !212, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !213)
  %6 = load ptr addrspace(4), ptr %4, align 8
  %7 = addrspacecast ptr %0 to ptr addrspace(4), !dbg !214
  %8 = getelementptr inbounds %struct.Vec2, ptr addrspace(4) %6, i32 0, i32 0, !dbg !215
  %9 = load float, ptr addrspace(4) %8, align 4, !dbg !215
  %10 = load float, ptr %5, align 4, !dbg !216
  %11 = fmul float %9, %10, !dbg !217
  %12 = getelementptr inbounds %struct.Vec2, ptr addrspace(4) %6, i32 0, i32 1, !dbg !218
  %13 = load float, ptr addrspace(4) %12, align 4, !dbg !218
  %14 = load float, ptr %5, align 4, !dbg !219
  %15 = fmul float %13, %14, !dbg !220
  call spir_func void @_ZNU3AS44Vec2C2Eff(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %7, float noundef %11, float noundef %15) #4, !dbg !214
  ret void, !dbg !221
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_ZNU3AS4K4Vec27length2Ev(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %0) #1 comdat align 2 !dbg !222 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !223, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !224)
  %3 = load ptr addrspace(4), ptr %2, align 8
  %4 = getelementptr inbounds %struct.Vec2, ptr addrspace(4) %3, i32 0, i32 0, !dbg !225
  %5 = load float, ptr addrspace(4) %4, align 4, !dbg !225
  %6 = getelementptr inbounds %struct.Vec2, ptr addrspace(4) %3, i32 0, i32 0, !dbg !226
  %7 = load float, ptr addrspace(4) %6, align 4, !dbg !226
  %8 = getelementptr inbounds %struct.Vec2, ptr addrspace(4) %3, i32 0, i32 1, !dbg !227
  %9 = load float, ptr addrspace(4) %8, align 4, !dbg !227
  %10 = getelementptr inbounds %struct.Vec2, ptr addrspace(4) %3, i32 0, i32 1, !dbg !228
  %11 = load float, ptr addrspace(4) %10, align 4, !dbg !228
  %12 = fmul float %9, %11, !dbg !229
  %13 = call float @llvm.fmuladd.f32(float %5, float %7, float %12), !dbg !230
  ret float %13, !dbg !231
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!45, !46, !47, !48}
!opencl.ocl.version = !{!49}
!opencl.cxx.version = !{!50}
!llvm.ident = !{!51}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/classes_methods.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "0db6a7852d15c2b57b01af414aa84b9a")
!2 = !{!3, !4, !25}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Counter", file: !1, line: 2, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !5, identifier: "_ZTS7Counter")
!5 = !{!6, !8, !10, !14, !17, !22}
!6 = !DIDerivedType(tag: DW_TAG_member, name: "count_", scope: !4, file: !1, line: 13, baseType: !7, size: 32)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_member, name: "total_", scope: !4, file: !1, line: 14, baseType: !9, size: 64, offset: 64)
!9 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!10 = !DISubprogram(name: "Counter", scope: !4, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!11 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !12)
!12 = !{null, !13}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!14 = !DISubprogram(name: "add", linkageName: "_ZNU3AS47Counter3addEi", scope: !4, file: !1, line: 5, type: !15, scopeLine: 5, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!15 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !16)
!16 = !{null, !13, !7}
!17 = !DISubprogram(name: "count", linkageName: "_ZNU3AS4K7Counter5countEv", scope: !4, file: !1, line: 9, type: !18, scopeLine: 9, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!18 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !19)
!19 = !{!7, !20}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!22 = !DISubprogram(name: "mean", linkageName: "_ZNU3AS4K7Counter4meanEv", scope: !4, file: !1, line: 10, type: !23, scopeLine: 10, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!23 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !24)
!24 = !{!3, !20}
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec2", file: !1, line: 17, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !26, identifier: "_ZTS4Vec2")
!26 = !{!27, !28, !29, !33, !39, !42}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !25, file: !1, line: 18, baseType: !3, size: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !25, file: !1, line: 18, baseType: !3, size: 32, offset: 32)
!29 = !DISubprogram(name: "Vec2", scope: !25, file: !1, line: 19, type: !30, scopeLine: 19, flags: DIFlagPrototyped, spFlags: 0)
!30 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !31)
!31 = !{null, !32, !3, !3}
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!33 = !DISubprogram(name: "operator+", linkageName: "_ZNU3AS4K4Vec2plERU3AS4KS_", scope: !25, file: !1, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped, spFlags: 0)
!34 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !35)
!35 = !{!25, !36, !38}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!38 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !37, size: 64, dwarfAddressSpace: 4)
!39 = !DISubprogram(name: "operator*", linkageName: "_ZNU3AS4K4Vec2mlEf", scope: !25, file: !1, line: 21, type: !40, scopeLine: 21, flags: DIFlagPrototyped, spFlags: 0)
!40 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !41)
!41 = !{!25, !36, !3}
!42 = !DISubprogram(name: "length2", linkageName: "_ZNU3AS4K4Vec27length2Ev", scope: !25, file: !1, line: 22, type: !43, scopeLine: 22, flags: DIFlagPrototyped, spFlags: 0)
!43 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !44)
!44 = !{!3, !36}
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 7, !"frame-pointer", i32 2}
!49 = !{i32 3, i32 0}
!50 = !{i32 2021, i32 0}
!51 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!52 = distinct !DISubprogram(name: "classes_methods", scope: !1, file: !1, line: 25, type: !53, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !64)
!53 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !54)
!54 = !{null, !55, !7, !57, !58}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64, dwarfAddressSpace: 1)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64, dwarfAddressSpace: 1)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !60, line: 207, baseType: !61)
!60 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 64, flags: DIFlagVector, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 2)
!64 = !{}
!65 = !{i32 1, i32 0, i32 1, i32 1}
!66 = !{!"none", !"none", !"none", !"none"}
!67 = !{!"int*", !"int", !"float*", !"float2*"}
!68 = !{!"int*", !"int", !"float*", !"float __attribute__((ext_vector_type(2)))*"}
!69 = !{!"const", !"", !"", !""}
!70 = !DILocalVariable(name: "in", arg: 1, scope: !52, file: !1, line: 25, type: !55)
!71 = !DILocation(line: 25, column: 51, scope: !52)
!72 = !DILocalVariable(name: "n", arg: 2, scope: !52, file: !1, line: 25, type: !7)
!73 = !DILocation(line: 25, column: 59, scope: !52)
!74 = !DILocalVariable(name: "out", arg: 3, scope: !52, file: !1, line: 26, type: !57)
!75 = !DILocation(line: 26, column: 47, scope: !52)
!76 = !DILocalVariable(name: "pts", arg: 4, scope: !52, file: !1, line: 26, type: !58)
!77 = !DILocation(line: 26, column: 69, scope: !52)
!78 = !DILocalVariable(name: "c", scope: !52, file: !1, line: 27, type: !4)
!79 = !DILocation(line: 27, column: 11, scope: !52)
!80 = !DILocalVariable(name: "i", scope: !81, file: !1, line: 28, type: !7)
!81 = distinct !DILexicalBlock(scope: !52, file: !1, line: 28, column: 3)
!82 = !DILocation(line: 28, column: 12, scope: !81)
!83 = !DILocation(line: 28, column: 8, scope: !81)
!84 = !DILocation(line: 28, column: 19, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !1, line: 28, column: 3)
!86 = !DILocation(line: 28, column: 23, scope: !85)
!87 = !DILocation(line: 28, column: 21, scope: !85)
!88 = !DILocation(line: 28, column: 3, scope: !81)
!89 = !DILocation(line: 29, column: 9, scope: !90)
!90 = distinct !DILexicalBlock(scope: !91, file: !1, line: 29, column: 9)
!91 = distinct !DILexicalBlock(scope: !85, file: !1, line: 28, column: 31)
!92 = !DILocation(line: 29, column: 12, scope: !90)
!93 = !DILocation(line: 29, column: 15, scope: !90)
!94 = !DILocation(line: 29, column: 9, scope: !91)
!95 = !DILocation(line: 30, column: 7, scope: !90)
!96 = !DILocation(line: 30, column: 13, scope: !90)
!97 = !DILocation(line: 30, column: 16, scope: !90)
!98 = !DILocation(line: 30, column: 9, scope: !90)
!99 = !DILocation(line: 31, column: 3, scope: !91)
!100 = !DILocation(line: 28, column: 26, scope: !85)
!101 = !DILocation(line: 28, column: 3, scope: !85)
!102 = distinct !{!102, !88, !103, !104}
!103 = !DILocation(line: 31, column: 3, scope: !81)
!104 = !{!"llvm.loop.mustprogress"}
!105 = !DILocation(line: 32, column: 12, scope: !52)
!106 = !DILocation(line: 32, column: 14, scope: !52)
!107 = !DILocation(line: 32, column: 3, scope: !52)
!108 = !DILocation(line: 32, column: 10, scope: !52)
!109 = !DILocation(line: 33, column: 19, scope: !52)
!110 = !DILocation(line: 33, column: 21, scope: !52)
!111 = !DILocation(line: 33, column: 3, scope: !52)
!112 = !DILocation(line: 33, column: 10, scope: !52)
!113 = !DILocalVariable(name: "g", scope: !52, file: !1, line: 35, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !60, line: 142, baseType: !115)
!115 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!116 = !DILocation(line: 35, column: 10, scope: !52)
!117 = !DILocation(line: 35, column: 14, scope: !52)
!118 = !DILocalVariable(name: "p", scope: !52, file: !1, line: 36, type: !59)
!119 = !DILocation(line: 36, column: 10, scope: !52)
!120 = !DILocation(line: 36, column: 14, scope: !52)
!121 = !DILocation(line: 36, column: 18, scope: !52)
!122 = !DILocalVariable(name: "v", scope: !52, file: !1, line: 37, type: !25)
!123 = !DILocation(line: 37, column: 8, scope: !52)
!124 = !DILocation(line: 37, column: 10, scope: !52)
!125 = !DILocation(line: 37, column: 15, scope: !52)
!126 = !DILocalVariable(name: "w", scope: !52, file: !1, line: 38, type: !25)
!127 = !DILocation(line: 38, column: 8, scope: !52)
!128 = !DILocation(line: 38, column: 13, scope: !52)
!129 = !DILocation(line: 38, column: 17, scope: !52)
!130 = !DILocation(line: 38, column: 15, scope: !52)
!131 = !DILocation(line: 38, column: 12, scope: !52)
!132 = !DILocation(line: 38, column: 36, scope: !52)
!133 = !DILocation(line: 39, column: 23, scope: !52)
!134 = !DILocation(line: 39, column: 20, scope: !52)
!135 = !DILocation(line: 39, column: 28, scope: !52)
!136 = !DILocation(line: 39, column: 12, scope: !52)
!137 = !DILocation(line: 39, column: 3, scope: !52)
!138 = !DILocation(line: 39, column: 7, scope: !52)
!139 = !DILocation(line: 39, column: 10, scope: !52)
!140 = !DILocation(line: 40, column: 16, scope: !52)
!141 = !DILocation(line: 40, column: 18, scope: !52)
!142 = !DILocation(line: 40, column: 3, scope: !52)
!143 = !DILocation(line: 40, column: 11, scope: !52)
!144 = !DILocation(line: 40, column: 9, scope: !52)
!145 = !DILocation(line: 40, column: 14, scope: !52)
!146 = !DILocation(line: 41, column: 1, scope: !52)
!147 = distinct !DISubprogram(name: "Counter", linkageName: "_ZNU3AS47CounterC2Ev", scope: !4, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !10, retainedNodes: !64)
!148 = !DILocalVariable(name: "this", arg: 1, scope: !147, type: !149, flags: DIFlagArtificial | DIFlagObjectPointer)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 4)
!150 = !DILocation(line: 0, scope: !147)
!151 = !DILocation(line: 4, column: 15, scope: !147)
!152 = !DILocation(line: 4, column: 26, scope: !147)
!153 = !DILocation(line: 4, column: 37, scope: !147)
!154 = distinct !DISubprogram(name: "add", linkageName: "_ZNU3AS47Counter3addEi", scope: !4, file: !1, line: 5, type: !15, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !14, retainedNodes: !64)
!155 = !DILocalVariable(name: "this", arg: 1, scope: !154, type: !149, flags: DIFlagArtificial | DIFlagObjectPointer)
!156 = !DILocation(line: 0, scope: !154)
!157 = !DILocalVariable(name: "v", arg: 2, scope: !154, file: !1, line: 5, type: !7)
!158 = !DILocation(line: 5, column: 16, scope: !154)
!159 = !DILocation(line: 6, column: 7, scope: !154)
!160 = !DILocation(line: 6, column: 5, scope: !154)
!161 = !DILocation(line: 7, column: 15, scope: !154)
!162 = !DILocation(line: 7, column: 5, scope: !154)
!163 = !DILocation(line: 7, column: 12, scope: !154)
!164 = !DILocation(line: 8, column: 3, scope: !154)
!165 = distinct !DISubprogram(name: "mean", linkageName: "_ZNU3AS4K7Counter4meanEv", scope: !4, file: !1, line: 10, type: !23, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !22, retainedNodes: !64)
!166 = !DILocalVariable(name: "this", arg: 1, scope: !165, type: !167, flags: DIFlagArtificial | DIFlagObjectPointer)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, dwarfAddressSpace: 4)
!168 = !DILocation(line: 0, scope: !165)
!169 = !DILocation(line: 10, column: 31, scope: !165)
!170 = !DILocation(line: 10, column: 47, scope: !165)
!171 = !DILocation(line: 10, column: 63, scope: !165)
!172 = !DILocation(line: 10, column: 54, scope: !165)
!173 = !{float 2.500000e+00}
!174 = !DILocation(line: 10, column: 24, scope: !165)
!175 = distinct !DISubprogram(name: "count", linkageName: "_ZNU3AS4K7Counter5countEv", scope: !4, file: !1, line: 9, type: !18, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !17, retainedNodes: !64)
!176 = !DILocalVariable(name: "this", arg: 1, scope: !175, type: !167, flags: DIFlagArtificial | DIFlagObjectPointer)
!177 = !DILocation(line: 0, scope: !175)
!178 = !DILocation(line: 9, column: 30, scope: !175)
!179 = !DILocation(line: 9, column: 23, scope: !175)
!180 = distinct !DISubprogram(name: "Vec2", linkageName: "_ZNU3AS44Vec2C2Eff", scope: !25, file: !1, line: 19, type: !30, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !29, retainedNodes: !64)
!181 = !DILocalVariable(name: "this", arg: 1, scope: !180, type: !182, flags: DIFlagArtificial | DIFlagObjectPointer)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, dwarfAddressSpace: 4)
!183 = !DILocation(line: 0, scope: !180)
!184 = !DILocalVariable(name: "x_", arg: 2, scope: !180, file: !1, line: 19, type: !3)
!185 = !DILocation(line: 19, column: 14, scope: !180)
!186 = !DILocalVariable(name: "y_", arg: 3, scope: !180, file: !1, line: 19, type: !3)
!187 = !DILocation(line: 19, column: 24, scope: !180)
!188 = !DILocation(line: 19, column: 30, scope: !180)
!189 = !DILocation(line: 19, column: 32, scope: !180)
!190 = !DILocation(line: 19, column: 37, scope: !180)
!191 = !DILocation(line: 19, column: 39, scope: !180)
!192 = !DILocation(line: 19, column: 44, scope: !180)
!193 = distinct !DISubprogram(name: "operator+", linkageName: "_ZNU3AS4K4Vec2plERU3AS4KS_", scope: !25, file: !1, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !33, retainedNodes: !64)
!194 = !DILocalVariable(name: "this", arg: 1, scope: !193, type: !195, flags: DIFlagArtificial | DIFlagObjectPointer)
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, dwarfAddressSpace: 4)
!196 = !DILocation(line: 0, scope: !193)
!197 = !DILocalVariable(name: "o", arg: 2, scope: !193, file: !1, line: 20, type: !38)
!198 = !DILocation(line: 20, column: 30, scope: !193)
!199 = !DILocation(line: 20, column: 48, scope: !193)
!200 = !DILocation(line: 20, column: 53, scope: !193)
!201 = !DILocation(line: 20, column: 57, scope: !193)
!202 = !DILocation(line: 20, column: 59, scope: !193)
!203 = !DILocation(line: 20, column: 55, scope: !193)
!204 = !DILocation(line: 20, column: 62, scope: !193)
!205 = !DILocation(line: 20, column: 66, scope: !193)
!206 = !DILocation(line: 20, column: 68, scope: !193)
!207 = !DILocation(line: 20, column: 64, scope: !193)
!208 = !DILocation(line: 20, column: 41, scope: !193)
!209 = distinct !DISubprogram(name: "operator*", linkageName: "_ZNU3AS4K4Vec2mlEf", scope: !25, file: !1, line: 21, type: !40, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !39, retainedNodes: !64)
!210 = !DILocalVariable(name: "this", arg: 1, scope: !209, type: !195, flags: DIFlagArtificial | DIFlagObjectPointer)
!211 = !DILocation(line: 0, scope: !209)
!212 = !DILocalVariable(name: "s", arg: 2, scope: !209, file: !1, line: 21, type: !3)
!213 = !DILocation(line: 21, column: 24, scope: !209)
!214 = !DILocation(line: 21, column: 42, scope: !209)
!215 = !DILocation(line: 21, column: 47, scope: !209)
!216 = !DILocation(line: 21, column: 51, scope: !209)
!217 = !DILocation(line: 21, column: 49, scope: !209)
!218 = !DILocation(line: 21, column: 54, scope: !209)
!219 = !DILocation(line: 21, column: 58, scope: !209)
!220 = !DILocation(line: 21, column: 56, scope: !209)
!221 = !DILocation(line: 21, column: 35, scope: !209)
!222 = distinct !DISubprogram(name: "length2", linkageName: "_ZNU3AS4K4Vec27length2Ev", scope: !25, file: !1, line: 22, type: !43, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !42, retainedNodes: !64)
!223 = !DILocalVariable(name: "this", arg: 1, scope: !222, type: !195, flags: DIFlagArtificial | DIFlagObjectPointer)
!224 = !DILocation(line: 0, scope: !222)
!225 = !DILocation(line: 22, column: 34, scope: !222)
!226 = !DILocation(line: 22, column: 38, scope: !222)
!227 = !DILocation(line: 22, column: 42, scope: !222)
!228 = !DILocation(line: 22, column: 46, scope: !222)
!229 = !DILocation(line: 22, column: 44, scope: !222)
!230 = !DILocation(line: 22, column: 40, scope: !222)
!231 = !DILocation(line: 22, column: 27, scope: !222)
