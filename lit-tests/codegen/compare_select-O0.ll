; Pins unoptimized comparisons: each icmp/fcmp predicate's opcode (OpSLessThanEqual, OpINotEqual, OpULessThan, OpFUnordNotEqual for g != g, OpFOrdGreaterThanEqual), zext i1 as OpSelect 1/0, helpers' OpPhi pairs for ternaries (-1 constant input), select()/isgreater() builtins, and vector `c < 0` as OpSLessThan %v4bool + OpSelect.
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
; CHECK:      [[LE:%[0-9]+]] = OpSLessThanEqual %bool
; CHECK-NEXT: OpSelect %uint [[LE]] %uint_1 %uint_0
; CHECK:      OpINotEqual %bool
; CHECK:      OpULessThan %bool
; CHECK:      OpFUnordNotEqual %bool {{%[0-9]+}} {{%[0-9]+}}
; CHECK:      OpFOrdGreaterThanEqual %bool {{%[0-9]+}} %float_1_5
; CHECK:      OpFunctionCall %uint %umax3 {{%[0-9]+}} {{%[0-9]+}} %uint_7
; CHECK:      OpExtInst %uint [[STD]] select
; CHECK:      OpFOrdGreaterThan %v4bool
; CHECK:      OpSLessThan %v4bool
; CHECK:      %classify = OpFunction %uint None
; CHECK:      OpBranchConditional {{%[0-9]+}} [[NEG:%[0-9]+]] [[NONNEG:%[0-9]+]]
; CHECK:      OpPhi %uint %uint_4294967295 [[NEG]] {{%[0-9]+}} [[NONNEG]]
; CHECK:      %umax3 = OpFunction %uint None
; CHECK:      OpUGreaterThan %bool
; ModuleID = 'lit-tests/codegen/Inputs/compare_select.cl'
source_filename = "lit-tests/codegen/Inputs/compare_select.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @compare_select(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 16 %4, ptr addrspace(1) noundef align 16 %5) #0 !dbg !17 !kernel_arg_addr_space !31 !kernel_arg_access_qual !32 !kernel_arg_type !33 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca float, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca <4 x float>, align 16
  %26 = alloca <4 x float>, align 16
  %27 = alloca <4 x i32>, align 16
  %28 = alloca <4 x i32>, align 16
  store ptr addrspace(1) %0, ptr %7, align 8
    #dbg_declare(ptr %7, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  store ptr addrspace(1) %1, ptr %8, align 8
    #dbg_declare(ptr %8, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  store ptr addrspace(1) %2, ptr %9, align 8
    #dbg_declare(ptr %9, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  store ptr addrspace(1) %3, ptr %10, align 8
    #dbg_declare(ptr %10, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  store ptr addrspace(1) %4, ptr %11, align 8
    #dbg_declare(ptr %11, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  store ptr addrspace(1) %5, ptr %12, align 8
    #dbg_declare(ptr %12, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
    #dbg_declare(ptr %13, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  %29 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !52
  store i64 %29, ptr %13, align 8, !dbg !51
    #dbg_declare(ptr %14, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %30 = load ptr addrspace(1), ptr %7, align 8, !dbg !55
  %31 = load i64, ptr %13, align 8, !dbg !56
  %32 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %31, !dbg !55
  %33 = load i32, ptr addrspace(1) %32, align 4, !dbg !55
  store i32 %33, ptr %14, align 4, !dbg !54
    #dbg_declare(ptr %15, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  %34 = load ptr addrspace(1), ptr %8, align 8, !dbg !59
  %35 = load i64, ptr %13, align 8, !dbg !60
  %36 = getelementptr inbounds i32, ptr addrspace(1) %34, i64 %35, !dbg !59
  %37 = load i32, ptr addrspace(1) %36, align 4, !dbg !59
  store i32 %37, ptr %15, align 4, !dbg !58
    #dbg_declare(ptr %16, !61, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %38 = load i32, ptr %14, align 4, !dbg !63
  %39 = load i32, ptr %15, align 4, !dbg !64
  %40 = icmp slt i32 %38, %39, !dbg !65
  %41 = zext i1 %40 to i32, !dbg !65
  store i32 %41, ptr %16, align 4, !dbg !62
    #dbg_declare(ptr %17, !66, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  %42 = load i32, ptr %14, align 4, !dbg !68
  %43 = load i32, ptr %15, align 4, !dbg !69
  %44 = icmp sle i32 %42, %43, !dbg !70
  %45 = zext i1 %44 to i32, !dbg !70
  store i32 %45, ptr %17, align 4, !dbg !67
    #dbg_declare(ptr %18, !71, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !72)
  %46 = load i32, ptr %14, align 4, !dbg !73
  %47 = load i32, ptr %15, align 4, !dbg !74
  %48 = icmp eq i32 %46, %47, !dbg !75
  %49 = zext i1 %48 to i32, !dbg !75
  store i32 %49, ptr %18, align 4, !dbg !72
    #dbg_declare(ptr %19, !76, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %50 = load i32, ptr %14, align 4, !dbg !78
  %51 = load i32, ptr %15, align 4, !dbg !79
  %52 = icmp ne i32 %50, %51, !dbg !80
  %53 = zext i1 %52 to i32, !dbg !80
  store i32 %53, ptr %19, align 4, !dbg !77
    #dbg_declare(ptr %20, !81, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !82)
  %54 = load i32, ptr %14, align 4, !dbg !83
  %55 = load i32, ptr %15, align 4, !dbg !84
  %56 = icmp ult i32 %54, %55, !dbg !85
  %57 = zext i1 %56 to i32, !dbg !85
  store i32 %57, ptr %20, align 4, !dbg !82
    #dbg_declare(ptr %21, !86, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !87)
  %58 = load ptr addrspace(1), ptr %9, align 8, !dbg !88
  %59 = load i64, ptr %13, align 8, !dbg !89
  %60 = getelementptr inbounds float, ptr addrspace(1) %58, i64 %59, !dbg !88
  %61 = load float, ptr addrspace(1) %60, align 4, !dbg !88
  store float %61, ptr %21, align 4, !dbg !87
    #dbg_declare(ptr %22, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !91)
  %62 = load float, ptr %21, align 4, !dbg !92
  %63 = load float, ptr %21, align 4, !dbg !93
  %64 = fcmp une float %62, %63, !dbg !94
  %65 = zext i1 %64 to i32, !dbg !94
  store i32 %65, ptr %22, align 4, !dbg !91
    #dbg_declare(ptr %23, !95, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !96)
  %66 = load float, ptr %21, align 4, !dbg !97
  %67 = fcmp oge float %66, 1.500000e+00, !dbg !98
  %68 = zext i1 %67 to i32, !dbg !98
  store i32 %68, ptr %23, align 4, !dbg !96
  %69 = load i32, ptr %16, align 4, !dbg !99
  %70 = load i32, ptr %17, align 4, !dbg !100
  %71 = mul nsw i32 2, %70, !dbg !101
  %72 = add nsw i32 %69, %71, !dbg !102
  %73 = load i32, ptr %18, align 4, !dbg !103
  %74 = mul nsw i32 4, %73, !dbg !104
  %75 = add nsw i32 %72, %74, !dbg !105
  %76 = load i32, ptr %19, align 4, !dbg !106
  %77 = mul nsw i32 8, %76, !dbg !107
  %78 = add nsw i32 %75, %77, !dbg !108
  %79 = load i32, ptr %20, align 4, !dbg !109
  %80 = mul nsw i32 16, %79, !dbg !110
  %81 = add nsw i32 %78, %80, !dbg !111
  %82 = load i32, ptr %22, align 4, !dbg !112
  %83 = mul nsw i32 32, %82, !dbg !113
  %84 = add nsw i32 %81, %83, !dbg !114
  %85 = load i32, ptr %23, align 4, !dbg !115
  %86 = mul nsw i32 64, %85, !dbg !116
  %87 = add nsw i32 %84, %86, !dbg !117
  %88 = load float, ptr %21, align 4, !dbg !118
  %89 = call spir_func i32 @classify(float noundef %88) #4, !dbg !119
  %90 = add nsw i32 %87, %89, !dbg !120
  %91 = load i32, ptr %14, align 4, !dbg !121
  %92 = load i32, ptr %15, align 4, !dbg !122
  %93 = call spir_func i32 @umax3(i32 noundef %91, i32 noundef %92, i32 noundef 7) #4, !dbg !123
  %94 = add nsw i32 %90, %93, !dbg !124
  %95 = load ptr addrspace(1), ptr %10, align 8, !dbg !125
  %96 = load i64, ptr %13, align 8, !dbg !126
  %97 = getelementptr inbounds i32, ptr addrspace(1) %95, i64 %96, !dbg !125
  store i32 %94, ptr addrspace(1) %97, align 4, !dbg !127
    #dbg_declare(ptr %24, !128, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !129)
  %98 = load i32, ptr %14, align 4, !dbg !130
  %99 = load i32, ptr %15, align 4, !dbg !131
  %100 = load i32, ptr %14, align 4, !dbg !132
  %101 = icmp sgt i32 %100, 0, !dbg !133
  %102 = zext i1 %101 to i32, !dbg !133
  %103 = call spir_func i32 @_Z6selectiii(i32 noundef %98, i32 noundef %99, i32 noundef %102) #3, !dbg !134
  store i32 %103, ptr %24, align 4, !dbg !129
  %104 = load i32, ptr %24, align 4, !dbg !135
  %105 = load ptr addrspace(1), ptr %10, align 8, !dbg !136
  %106 = load i64, ptr %13, align 8, !dbg !137
  %107 = add i64 %106, 1, !dbg !138
  %108 = getelementptr inbounds i32, ptr addrspace(1) %105, i64 %107, !dbg !136
  store i32 %104, ptr addrspace(1) %108, align 4, !dbg !139
    #dbg_declare(ptr %25, !140, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !141)
  %109 = load ptr addrspace(1), ptr %11, align 8, !dbg !142
  %110 = load i64, ptr %13, align 8, !dbg !143
  %111 = getelementptr inbounds <4 x float>, ptr addrspace(1) %109, i64 %110, !dbg !142
  %112 = load <4 x float>, ptr addrspace(1) %111, align 16, !dbg !142
  store <4 x float> %112, ptr %25, align 16, !dbg !141
    #dbg_declare(ptr %26, !144, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !145)
  %113 = load ptr addrspace(1), ptr %11, align 8, !dbg !146
  %114 = load i64, ptr %13, align 8, !dbg !147
  %115 = add i64 %114, 1, !dbg !148
  %116 = getelementptr inbounds <4 x float>, ptr addrspace(1) %113, i64 %115, !dbg !146
  %117 = load <4 x float>, ptr addrspace(1) %116, align 16, !dbg !146
  store <4 x float> %117, ptr %26, align 16, !dbg !145
    #dbg_declare(ptr %27, !149, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !150)
  %118 = load <4 x float>, ptr %25, align 16, !dbg !151
  %119 = load <4 x float>, ptr %26, align 16, !dbg !152
  %120 = call spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef %118, <4 x float> noundef %119) #3, !dbg !153
  store <4 x i32> %120, ptr %27, align 16, !dbg !150
  %121 = load <4 x float>, ptr %26, align 16, !dbg !154
  %122 = load <4 x float>, ptr %25, align 16, !dbg !155
  %123 = load <4 x i32>, ptr %27, align 16, !dbg !156
  %124 = call spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %121, <4 x float> noundef %122, <4 x i32> noundef %123) #3, !dbg !157
  %125 = load ptr addrspace(1), ptr %11, align 8, !dbg !158
  %126 = load i64, ptr %13, align 8, !dbg !159
  %127 = getelementptr inbounds <4 x float>, ptr addrspace(1) %125, i64 %126, !dbg !158
  store <4 x float> %124, ptr addrspace(1) %127, align 16, !dbg !160
    #dbg_declare(ptr %28, !161, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !162)
  %128 = load ptr addrspace(1), ptr %12, align 8, !dbg !163
  %129 = load i64, ptr %13, align 8, !dbg !164
  %130 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %128, i64 %129, !dbg !163
  %131 = load <4 x i32>, ptr addrspace(1) %130, align 16, !dbg !163
  store <4 x i32> %131, ptr %28, align 16, !dbg !162
  %132 = load <4 x i32>, ptr %28, align 16, !dbg !165
  %133 = load <4 x i32>, ptr %28, align 16, !dbg !166
  %134 = sub <4 x i32> zeroinitializer, %133, !dbg !167
  %135 = load <4 x i32>, ptr %28, align 16, !dbg !168
  %136 = icmp slt <4 x i32> %135, zeroinitializer, !dbg !169
  %137 = sext <4 x i1> %136 to <4 x i32>, !dbg !169
  %138 = call spir_func <4 x i32> @_Z6selectDv4_iS_S_(<4 x i32> noundef %132, <4 x i32> noundef %134, <4 x i32> noundef %137) #3, !dbg !170
  %139 = load ptr addrspace(1), ptr %12, align 8, !dbg !171
  %140 = load i64, ptr %13, align 8, !dbg !172
  %141 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %139, i64 %140, !dbg !171
  store <4 x i32> %138, ptr addrspace(1) %141, align 16, !dbg !173
  ret void, !dbg !174
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @classify(float noundef %0) #2 !dbg !175 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
    #dbg_declare(ptr %2, !178, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !179)
  %3 = load float, ptr %2, align 4, !dbg !180
  %4 = fcmp olt float %3, 0.000000e+00, !dbg !181
  br i1 %4, label %5, label %6, !dbg !180

5:                                                ; preds = %1
  br label %11, !dbg !180

6:                                                ; preds = %1
  %7 = load float, ptr %2, align 4, !dbg !182
  %8 = fcmp ogt float %7, 0.000000e+00, !dbg !183
  %9 = zext i1 %8 to i64, !dbg !182
  %10 = select i1 %8, i32 1, i32 0, !dbg !182
  br label %11, !dbg !180

11:                                               ; preds = %6, %5
  %12 = phi i32 [ -1, %5 ], [ %10, %6 ], !dbg !180
  ret i32 %12, !dbg !184
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @umax3(i32 noundef %0, i32 noundef %1, i32 noundef %2) #2 !dbg !185 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !188, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !189)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !190, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !191)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !192, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !193)
    #dbg_declare(ptr %7, !194, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !195)
  %8 = load i32, ptr %4, align 4, !dbg !196
  %9 = load i32, ptr %5, align 4, !dbg !197
  %10 = icmp ugt i32 %8, %9, !dbg !198
  br i1 %10, label %11, label %13, !dbg !196

11:                                               ; preds = %3
  %12 = load i32, ptr %4, align 4, !dbg !199
  br label %15, !dbg !196

13:                                               ; preds = %3
  %14 = load i32, ptr %5, align 4, !dbg !200
  br label %15, !dbg !196

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ], !dbg !196
  store i32 %16, ptr %7, align 4, !dbg !195
  %17 = load i32, ptr %7, align 4, !dbg !201
  %18 = load i32, ptr %6, align 4, !dbg !202
  %19 = icmp ugt i32 %17, %18, !dbg !203
  br i1 %19, label %20, label %22, !dbg !201

20:                                               ; preds = %15
  %21 = load i32, ptr %7, align 4, !dbg !204
  br label %24, !dbg !201

22:                                               ; preds = %15
  %23 = load i32, ptr %6, align 4, !dbg !205
  br label %24, !dbg !201

24:                                               ; preds = %22, %20
  %25 = phi i32 [ %21, %20 ], [ %23, %22 ], !dbg !201
  ret i32 %25, !dbg !206
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z6selectiii(i32 noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z6selectDv4_iS_S_(<4 x i32> noundef, <4 x i32> noundef, <4 x i32> noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14}
!opencl.ocl.version = !{!15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/compare_select.cl", directory: ".", checksumkind: CSK_MD5, checksum: "bcd8a68feaac9c025eefaa4d5a70fac8")
!2 = !{!3, !6, !7}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 129, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !4, line: 189, baseType: !8)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !9)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{i32 2, i32 0}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "compare_select", scope: !1, file: !1, line: 11, type: !18, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !30)
!18 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !19)
!19 = !{null, !20, !20, !22, !25, !26, !29}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, dwarfAddressSpace: 1)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, dwarfAddressSpace: 1)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!24 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 1)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, dwarfAddressSpace: 1)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !4, line: 209, baseType: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 128, flags: DIFlagVector, elements: !9)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!30 = !{}
!31 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!32 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!33 = !{!"int*", !"int*", !"float*", !"int*", !"float4*", !"int4*"}
!34 = !{!"int*", !"int*", !"float*", !"int*", !"float __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*"}
!35 = !{!"const", !"const", !"const", !"", !"", !""}
!36 = !DILocalVariable(name: "a", arg: 1, scope: !17, file: !1, line: 11, type: !20)
!37 = !DILocation(line: 11, column: 50, scope: !17)
!38 = !DILocalVariable(name: "b", arg: 2, scope: !17, file: !1, line: 11, type: !20)
!39 = !DILocation(line: 11, column: 73, scope: !17)
!40 = !DILocalVariable(name: "f", arg: 3, scope: !17, file: !1, line: 12, type: !22)
!41 = !DILocation(line: 12, column: 52, scope: !17)
!42 = !DILocalVariable(name: "out", arg: 4, scope: !17, file: !1, line: 12, type: !25)
!43 = !DILocation(line: 12, column: 69, scope: !17)
!44 = !DILocalVariable(name: "fv", arg: 5, scope: !17, file: !1, line: 13, type: !26)
!45 = !DILocation(line: 13, column: 47, scope: !17)
!46 = !DILocalVariable(name: "iv", arg: 6, scope: !17, file: !1, line: 13, type: !29)
!47 = !DILocation(line: 13, column: 66, scope: !17)
!48 = !DILocalVariable(name: "i", scope: !17, file: !1, line: 14, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !50)
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = !DILocation(line: 14, column: 10, scope: !17)
!52 = !DILocation(line: 14, column: 14, scope: !17)
!53 = !DILocalVariable(name: "x", scope: !17, file: !1, line: 15, type: !6)
!54 = !DILocation(line: 15, column: 7, scope: !17)
!55 = !DILocation(line: 15, column: 11, scope: !17)
!56 = !DILocation(line: 15, column: 13, scope: !17)
!57 = !DILocalVariable(name: "y", scope: !17, file: !1, line: 16, type: !6)
!58 = !DILocation(line: 16, column: 7, scope: !17)
!59 = !DILocation(line: 16, column: 11, scope: !17)
!60 = !DILocation(line: 16, column: 13, scope: !17)
!61 = !DILocalVariable(name: "lt", scope: !17, file: !1, line: 17, type: !6)
!62 = !DILocation(line: 17, column: 7, scope: !17)
!63 = !DILocation(line: 17, column: 12, scope: !17)
!64 = !DILocation(line: 17, column: 16, scope: !17)
!65 = !DILocation(line: 17, column: 14, scope: !17)
!66 = !DILocalVariable(name: "le", scope: !17, file: !1, line: 18, type: !6)
!67 = !DILocation(line: 18, column: 7, scope: !17)
!68 = !DILocation(line: 18, column: 12, scope: !17)
!69 = !DILocation(line: 18, column: 17, scope: !17)
!70 = !DILocation(line: 18, column: 14, scope: !17)
!71 = !DILocalVariable(name: "eq", scope: !17, file: !1, line: 19, type: !6)
!72 = !DILocation(line: 19, column: 7, scope: !17)
!73 = !DILocation(line: 19, column: 12, scope: !17)
!74 = !DILocation(line: 19, column: 17, scope: !17)
!75 = !DILocation(line: 19, column: 14, scope: !17)
!76 = !DILocalVariable(name: "ne", scope: !17, file: !1, line: 20, type: !6)
!77 = !DILocation(line: 20, column: 7, scope: !17)
!78 = !DILocation(line: 20, column: 18, scope: !17)
!79 = !DILocation(line: 20, column: 29, scope: !17)
!80 = !DILocation(line: 20, column: 20, scope: !17)
!81 = !DILocalVariable(name: "ult", scope: !17, file: !1, line: 21, type: !6)
!82 = !DILocation(line: 21, column: 7, scope: !17)
!83 = !DILocation(line: 21, column: 19, scope: !17)
!84 = !DILocation(line: 21, column: 29, scope: !17)
!85 = !DILocation(line: 21, column: 21, scope: !17)
!86 = !DILocalVariable(name: "g", scope: !17, file: !1, line: 22, type: !24)
!87 = !DILocation(line: 22, column: 9, scope: !17)
!88 = !DILocation(line: 22, column: 13, scope: !17)
!89 = !DILocation(line: 22, column: 15, scope: !17)
!90 = !DILocalVariable(name: "fne", scope: !17, file: !1, line: 23, type: !6)
!91 = !DILocation(line: 23, column: 7, scope: !17)
!92 = !DILocation(line: 23, column: 13, scope: !17)
!93 = !DILocation(line: 23, column: 18, scope: !17)
!94 = !DILocation(line: 23, column: 15, scope: !17)
!95 = !DILocalVariable(name: "fge", scope: !17, file: !1, line: 24, type: !6)
!96 = !DILocation(line: 24, column: 7, scope: !17)
!97 = !DILocation(line: 24, column: 13, scope: !17)
!98 = !DILocation(line: 24, column: 15, scope: !17)
!99 = !DILocation(line: 25, column: 12, scope: !17)
!100 = !DILocation(line: 25, column: 21, scope: !17)
!101 = !DILocation(line: 25, column: 19, scope: !17)
!102 = !DILocation(line: 25, column: 15, scope: !17)
!103 = !DILocation(line: 25, column: 30, scope: !17)
!104 = !DILocation(line: 25, column: 28, scope: !17)
!105 = !DILocation(line: 25, column: 24, scope: !17)
!106 = !DILocation(line: 25, column: 39, scope: !17)
!107 = !DILocation(line: 25, column: 37, scope: !17)
!108 = !DILocation(line: 25, column: 33, scope: !17)
!109 = !DILocation(line: 25, column: 49, scope: !17)
!110 = !DILocation(line: 25, column: 47, scope: !17)
!111 = !DILocation(line: 25, column: 42, scope: !17)
!112 = !DILocation(line: 25, column: 60, scope: !17)
!113 = !DILocation(line: 25, column: 58, scope: !17)
!114 = !DILocation(line: 25, column: 53, scope: !17)
!115 = !DILocation(line: 25, column: 71, scope: !17)
!116 = !DILocation(line: 25, column: 69, scope: !17)
!117 = !DILocation(line: 25, column: 64, scope: !17)
!118 = !DILocation(line: 26, column: 21, scope: !17)
!119 = !DILocation(line: 26, column: 12, scope: !17)
!120 = !DILocation(line: 25, column: 75, scope: !17)
!121 = !DILocation(line: 26, column: 43, scope: !17)
!122 = !DILocation(line: 26, column: 52, scope: !17)
!123 = !DILocation(line: 26, column: 31, scope: !17)
!124 = !DILocation(line: 26, column: 24, scope: !17)
!125 = !DILocation(line: 25, column: 3, scope: !17)
!126 = !DILocation(line: 25, column: 7, scope: !17)
!127 = !DILocation(line: 25, column: 10, scope: !17)
!128 = !DILocalVariable(name: "s", scope: !17, file: !1, line: 28, type: !6)
!129 = !DILocation(line: 28, column: 7, scope: !17)
!130 = !DILocation(line: 28, column: 18, scope: !17)
!131 = !DILocation(line: 28, column: 21, scope: !17)
!132 = !DILocation(line: 28, column: 30, scope: !17)
!133 = !DILocation(line: 28, column: 32, scope: !17)
!134 = !DILocation(line: 28, column: 11, scope: !17)
!135 = !DILocation(line: 29, column: 16, scope: !17)
!136 = !DILocation(line: 29, column: 3, scope: !17)
!137 = !DILocation(line: 29, column: 7, scope: !17)
!138 = !DILocation(line: 29, column: 9, scope: !17)
!139 = !DILocation(line: 29, column: 14, scope: !17)
!140 = !DILocalVariable(name: "p", scope: !17, file: !1, line: 31, type: !27)
!141 = !DILocation(line: 31, column: 10, scope: !17)
!142 = !DILocation(line: 31, column: 14, scope: !17)
!143 = !DILocation(line: 31, column: 17, scope: !17)
!144 = !DILocalVariable(name: "q", scope: !17, file: !1, line: 32, type: !27)
!145 = !DILocation(line: 32, column: 10, scope: !17)
!146 = !DILocation(line: 32, column: 14, scope: !17)
!147 = !DILocation(line: 32, column: 17, scope: !17)
!148 = !DILocation(line: 32, column: 19, scope: !17)
!149 = !DILocalVariable(name: "mask", scope: !17, file: !1, line: 33, type: !7)
!150 = !DILocation(line: 33, column: 8, scope: !17)
!151 = !DILocation(line: 33, column: 25, scope: !17)
!152 = !DILocation(line: 33, column: 28, scope: !17)
!153 = !DILocation(line: 33, column: 15, scope: !17)
!154 = !DILocation(line: 34, column: 18, scope: !17)
!155 = !DILocation(line: 34, column: 21, scope: !17)
!156 = !DILocation(line: 34, column: 24, scope: !17)
!157 = !DILocation(line: 34, column: 11, scope: !17)
!158 = !DILocation(line: 34, column: 3, scope: !17)
!159 = !DILocation(line: 34, column: 6, scope: !17)
!160 = !DILocation(line: 34, column: 9, scope: !17)
!161 = !DILocalVariable(name: "c", scope: !17, file: !1, line: 35, type: !7)
!162 = !DILocation(line: 35, column: 8, scope: !17)
!163 = !DILocation(line: 35, column: 12, scope: !17)
!164 = !DILocation(line: 35, column: 15, scope: !17)
!165 = !DILocation(line: 36, column: 18, scope: !17)
!166 = !DILocation(line: 36, column: 22, scope: !17)
!167 = !DILocation(line: 36, column: 21, scope: !17)
!168 = !DILocation(line: 36, column: 25, scope: !17)
!169 = !DILocation(line: 36, column: 27, scope: !17)
!170 = !DILocation(line: 36, column: 11, scope: !17)
!171 = !DILocation(line: 36, column: 3, scope: !17)
!172 = !DILocation(line: 36, column: 6, scope: !17)
!173 = !DILocation(line: 36, column: 9, scope: !17)
!174 = !DILocation(line: 37, column: 1, scope: !17)
!175 = distinct !DISubprogram(name: "classify", scope: !1, file: !1, line: 2, type: !176, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !30)
!176 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !177)
!177 = !{!6, !24}
!178 = !DILocalVariable(name: "x", arg: 1, scope: !175, file: !1, line: 2, type: !24)
!179 = !DILocation(line: 2, column: 27, scope: !175)
!180 = !DILocation(line: 3, column: 10, scope: !175)
!181 = !DILocation(line: 3, column: 12, scope: !175)
!182 = !DILocation(line: 3, column: 27, scope: !175)
!183 = !DILocation(line: 3, column: 29, scope: !175)
!184 = !DILocation(line: 3, column: 3, scope: !175)
!185 = distinct !DISubprogram(name: "umax3", scope: !1, file: !1, line: 6, type: !186, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !30)
!186 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !187)
!187 = !{!3, !3, !3, !3}
!188 = !DILocalVariable(name: "a", arg: 1, scope: !185, file: !1, line: 6, type: !3)
!189 = !DILocation(line: 6, column: 24, scope: !185)
!190 = !DILocalVariable(name: "b", arg: 2, scope: !185, file: !1, line: 6, type: !3)
!191 = !DILocation(line: 6, column: 32, scope: !185)
!192 = !DILocalVariable(name: "c", arg: 3, scope: !185, file: !1, line: 6, type: !3)
!193 = !DILocation(line: 6, column: 40, scope: !185)
!194 = !DILocalVariable(name: "m", scope: !185, file: !1, line: 7, type: !3)
!195 = !DILocation(line: 7, column: 8, scope: !185)
!196 = !DILocation(line: 7, column: 12, scope: !185)
!197 = !DILocation(line: 7, column: 16, scope: !185)
!198 = !DILocation(line: 7, column: 14, scope: !185)
!199 = !DILocation(line: 7, column: 20, scope: !185)
!200 = !DILocation(line: 7, column: 24, scope: !185)
!201 = !DILocation(line: 8, column: 10, scope: !185)
!202 = !DILocation(line: 8, column: 14, scope: !185)
!203 = !DILocation(line: 8, column: 12, scope: !185)
!204 = !DILocation(line: 8, column: 18, scope: !185)
!205 = !DILocation(line: 8, column: 22, scope: !185)
!206 = !DILocation(line: 8, column: 3, scope: !185)
