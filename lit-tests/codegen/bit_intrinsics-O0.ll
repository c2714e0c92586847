; Pins the unoptimized bit idioms: static helpers as OpFunction + OpFunctionCall, zext/ashr/trunc in bswap16 as OpUConvert/OpShiftRightArithmetic, __builtin_popcount/ctz as OpenCL.std popcount/ctz, and the ternaries' OpPhi pairs and signed/unsigned compares.
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
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      OpFunctionCall %uint %rotl32
; CHECK:      OpExtInst %uint [[STD]] popcount
; CHECK:      OpExtInst %uint [[STD]] ctz
; CHECK:      OpSLessThan %bool {{%[0-9]+}} %uint_0
; CHECK:      OpULessThan %bool {{%[0-9]+}} %uint_1000
; CHECK-NEXT: OpBranchConditional {{%[0-9]+}} [[T:%[0-9]+]] [[F:%[0-9]+]]
; CHECK:      OpPhi %uint {{%[0-9]+}} [[T]] %uint_1000 [[F]]
; CHECK:      OpUGreaterThan %bool
; CHECK:      OpFunctionCall %ushort %bswap16
; CHECK:      %rotl32 = OpFunction %uint None
; CHECK:      %bswap16 = OpFunction %ushort None
; CHECK:      [[Z:%[0-9]+]] = OpUConvert %uint
; CHECK-NEXT: OpShiftRightArithmetic %uint [[Z]] %uint_8
; CHECK:      OpUConvert %ushort
; ModuleID = 'lit-tests/codegen/Inputs/bit_intrinsics.cl'
source_filename = "lit-tests/codegen/Inputs/bit_intrinsics.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @bit_intrinsics(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 2 %4) #0 !dbg !15 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
    #dbg_declare(ptr %6, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  store ptr addrspace(1) %1, ptr %7, align 8
    #dbg_declare(ptr %7, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  store ptr addrspace(1) %2, ptr %8, align 8
    #dbg_declare(ptr %8, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
  store ptr addrspace(1) %3, ptr %9, align 8
    #dbg_declare(ptr %9, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  store ptr addrspace(1) %4, ptr %10, align 8
    #dbg_declare(ptr %10, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_declare(ptr %11, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !44
  store i64 %20, ptr %11, align 8, !dbg !43
    #dbg_declare(ptr %12, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %21 = load ptr addrspace(1), ptr %6, align 8, !dbg !47
  %22 = load i64, ptr %11, align 8, !dbg !48
  %23 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %22, !dbg !47
  %24 = load i32, ptr addrspace(1) %23, align 4, !dbg !47
  store i32 %24, ptr %12, align 4, !dbg !46
    #dbg_declare(ptr %13, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %25 = load ptr addrspace(1), ptr %7, align 8, !dbg !51
  %26 = load i64, ptr %11, align 8, !dbg !52
  %27 = getelementptr inbounds i32, ptr addrspace(1) %25, i64 %26, !dbg !51
  %28 = load i32, ptr addrspace(1) %27, align 4, !dbg !51
  store i32 %28, ptr %13, align 4, !dbg !50
    #dbg_declare(ptr %14, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %29 = load ptr addrspace(1), ptr %7, align 8, !dbg !55
  %30 = load i64, ptr %11, align 8, !dbg !56
  %31 = add i64 %30, 1, !dbg !57
  %32 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %31, !dbg !55
  %33 = load i32, ptr addrspace(1) %32, align 4, !dbg !55
  store i32 %33, ptr %14, align 4, !dbg !54
  %34 = load i32, ptr %12, align 4, !dbg !58
  %35 = load ptr addrspace(1), ptr %6, align 8, !dbg !59
  %36 = load i64, ptr %11, align 8, !dbg !60
  %37 = add i64 %36, 1, !dbg !61
  %38 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 %37, !dbg !59
  %39 = load i32, ptr addrspace(1) %38, align 4, !dbg !59
  %40 = call spir_func i32 @rotl32(i32 noundef %34, i32 noundef %39) #5, !dbg !62
  %41 = load i32, ptr %12, align 4, !dbg !63
  %42 = call spir_func i32 @rotr_by_5(i32 noundef %41) #5, !dbg !64
  %43 = xor i32 %40, %42, !dbg !65
  %44 = load i32, ptr %12, align 4, !dbg !66
  %45 = call spir_func i32 @bswap32(i32 noundef %44) #5, !dbg !67
  %46 = load i32, ptr %12, align 4, !dbg !68
  %47 = call spir_func i32 @popcount_loop(i32 noundef %46) #5, !dbg !69
  %48 = add i32 %45, %47, !dbg !70
  %49 = load ptr addrspace(1), ptr %6, align 8, !dbg !71
  %50 = load i64, ptr %11, align 8, !dbg !72
  %51 = add i64 %50, 2, !dbg !73
  %52 = getelementptr inbounds i32, ptr addrspace(1) %49, i64 %51, !dbg !71
  %53 = load i32, ptr addrspace(1) %52, align 4, !dbg !71
  %54 = call i32 @llvm.ctpop.i32(i32 %53), !dbg !74
  %55 = add i32 %48, %54, !dbg !75
  %56 = load i32, ptr %12, align 4, !dbg !76
  %57 = or i32 %56, -2147483648, !dbg !77
  %58 = call i32 @llvm.cttz.i32(i32 %57, i1 true), !dbg !78
  %59 = add i32 %55, %58, !dbg !79
  %60 = xor i32 %43, %59, !dbg !80
  %61 = load ptr addrspace(1), ptr %8, align 8, !dbg !81
  %62 = load i64, ptr %11, align 8, !dbg !82
  %63 = getelementptr inbounds i32, ptr addrspace(1) %61, i64 %62, !dbg !81
  store i32 %60, ptr addrspace(1) %63, align 4, !dbg !83
    #dbg_declare(ptr %15, !84, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !85)
  %64 = load i32, ptr %13, align 4, !dbg !86
  %65 = icmp slt i32 %64, 0, !dbg !87
  br i1 %65, label %66, label %69, !dbg !86

66:                                               ; preds = %5
  %67 = load i32, ptr %13, align 4, !dbg !88
  %68 = sub nsw i32 0, %67, !dbg !89
  br label %71, !dbg !86

69:                                               ; preds = %5
  %70 = load i32, ptr %13, align 4, !dbg !90
  br label %71, !dbg !86

71:                                               ; preds = %69, %66
  %72 = phi i32 [ %68, %66 ], [ %70, %69 ], !dbg !86
  store i32 %72, ptr %15, align 4, !dbg !85
    #dbg_declare(ptr %16, !91, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !92)
  %73 = load i32, ptr %13, align 4, !dbg !93
  %74 = load i32, ptr %14, align 4, !dbg !94
  %75 = icmp sgt i32 %73, %74, !dbg !95
  br i1 %75, label %76, label %78, !dbg !93

76:                                               ; preds = %71
  %77 = load i32, ptr %13, align 4, !dbg !96
  br label %80, !dbg !93

78:                                               ; preds = %71
  %79 = load i32, ptr %14, align 4, !dbg !97
  br label %80, !dbg !93

80:                                               ; preds = %78, %76
  %81 = phi i32 [ %77, %76 ], [ %79, %78 ], !dbg !93
  store i32 %81, ptr %16, align 4, !dbg !92
    #dbg_declare(ptr %17, !98, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !99)
  %82 = load i32, ptr %13, align 4, !dbg !100
  %83 = load i32, ptr %14, align 4, !dbg !101
  %84 = icmp slt i32 %82, %83, !dbg !102
  br i1 %84, label %85, label %87, !dbg !100

85:                                               ; preds = %80
  %86 = load i32, ptr %13, align 4, !dbg !103
  br label %89, !dbg !100

87:                                               ; preds = %80
  %88 = load i32, ptr %14, align 4, !dbg !104
  br label %89, !dbg !100

89:                                               ; preds = %87, %85
  %90 = phi i32 [ %86, %85 ], [ %88, %87 ], !dbg !100
  store i32 %90, ptr %17, align 4, !dbg !99
    #dbg_declare(ptr %18, !105, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !106)
  %91 = load i32, ptr %12, align 4, !dbg !107
  %92 = icmp ult i32 %91, 1000, !dbg !108
  br i1 %92, label %93, label %95, !dbg !107

93:                                               ; preds = %89
  %94 = load i32, ptr %12, align 4, !dbg !109
  br label %96, !dbg !107

95:                                               ; preds = %89
  br label %96, !dbg !107

96:                                               ; preds = %95, %93
  %97 = phi i32 [ %94, %93 ], [ 1000, %95 ], !dbg !107
  store i32 %97, ptr %18, align 4, !dbg !106
    #dbg_declare(ptr %19, !110, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !111)
  %98 = load i32, ptr %12, align 4, !dbg !112
  %99 = load ptr addrspace(1), ptr %6, align 8, !dbg !113
  %100 = load i64, ptr %11, align 8, !dbg !114
  %101 = add i64 %100, 1, !dbg !115
  %102 = getelementptr inbounds i32, ptr addrspace(1) %99, i64 %101, !dbg !113
  %103 = load i32, ptr addrspace(1) %102, align 4, !dbg !113
  %104 = icmp ugt i32 %98, %103, !dbg !116
  br i1 %104, label %105, label %107, !dbg !112

105:                                              ; preds = %96
  %106 = load i32, ptr %12, align 4, !dbg !117
  br label %113, !dbg !112

107:                                              ; preds = %96
  %108 = load ptr addrspace(1), ptr %6, align 8, !dbg !118
  %109 = load i64, ptr %11, align 8, !dbg !119
  %110 = add i64 %109, 1, !dbg !120
  %111 = getelementptr inbounds i32, ptr addrspace(1) %108, i64 %110, !dbg !118
  %112 = load i32, ptr addrspace(1) %111, align 4, !dbg !118
  br label %113, !dbg !112

113:                                              ; preds = %107, %105
  %114 = phi i32 [ %106, %105 ], [ %112, %107 ], !dbg !112
  store i32 %114, ptr %19, align 4, !dbg !111
  %115 = load i32, ptr %15, align 4, !dbg !121
  %116 = load i32, ptr %16, align 4, !dbg !122
  %117 = add nsw i32 %115, %116, !dbg !123
  %118 = load i32, ptr %17, align 4, !dbg !124
  %119 = sub nsw i32 %117, %118, !dbg !125
  %120 = load i32, ptr %18, align 4, !dbg !126
  %121 = add nsw i32 %119, %120, !dbg !127
  %122 = load i32, ptr %19, align 4, !dbg !128
  %123 = add nsw i32 %121, %122, !dbg !129
  %124 = load ptr addrspace(1), ptr %9, align 8, !dbg !130
  %125 = load i64, ptr %11, align 8, !dbg !131
  %126 = getelementptr inbounds i32, ptr addrspace(1) %124, i64 %125, !dbg !130
  store i32 %123, ptr addrspace(1) %126, align 4, !dbg !132
  %127 = load ptr addrspace(1), ptr %10, align 8, !dbg !133
  %128 = load i64, ptr %11, align 8, !dbg !134
  %129 = getelementptr inbounds i16, ptr addrspace(1) %127, i64 %128, !dbg !133
  %130 = load i16, ptr addrspace(1) %129, align 2, !dbg !133
  %131 = call spir_func zeroext i16 @bswap16(i16 noundef zeroext %130) #5, !dbg !135
  %132 = load ptr addrspace(1), ptr %10, align 8, !dbg !136
  %133 = load i64, ptr %11, align 8, !dbg !137
  %134 = getelementptr inbounds i16, ptr addrspace(1) %132, i64 %133, !dbg !136
  store i16 %131, ptr addrspace(1) %134, align 2, !dbg !138
  ret void, !dbg !139
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @rotl32(i32 noundef %0, i32 noundef %1) #2 !dbg !140 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !143, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !144)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !145, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !146)
  %5 = load i32, ptr %3, align 4, !dbg !147
  %6 = load i32, ptr %4, align 4, !dbg !148
  %7 = and i32 %6, 31, !dbg !149
  %8 = and i32 %7, 31, !dbg !150
  %9 = shl i32 %5, %8, !dbg !150
  %10 = load i32, ptr %3, align 4, !dbg !151
  %11 = load i32, ptr %4, align 4, !dbg !152
  %12 = sub i32 32, %11, !dbg !153
  %13 = and i32 %12, 31, !dbg !154
  %14 = and i32 %13, 31, !dbg !155
  %15 = lshr i32 %10, %14, !dbg !155
  %16 = or i32 %9, %15, !dbg !156
  ret i32 %16, !dbg !157
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @rotr_by_5(i32 noundef %0) #2 !dbg !158 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !161, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !162)
  %3 = load i32, ptr %2, align 4, !dbg !163
  %4 = lshr i32 %3, 5, !dbg !164
  %5 = load i32, ptr %2, align 4, !dbg !165
  %6 = shl i32 %5, 27, !dbg !166
  %7 = or i32 %4, %6, !dbg !167
  ret i32 %7, !dbg !168
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @bswap32(i32 noundef %0) #2 !dbg !169 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !170, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !171)
  %3 = load i32, ptr %2, align 4, !dbg !172
  %4 = lshr i32 %3, 24, !dbg !173
  %5 = load i32, ptr %2, align 4, !dbg !174
  %6 = lshr i32 %5, 8, !dbg !175
  %7 = and i32 %6, 65280, !dbg !176
  %8 = or i32 %4, %7, !dbg !177
  %9 = load i32, ptr %2, align 4, !dbg !178
  %10 = shl i32 %9, 8, !dbg !179
  %11 = and i32 %10, 16711680, !dbg !180
  %12 = or i32 %8, %11, !dbg !181
  %13 = load i32, ptr %2, align 4, !dbg !182
  %14 = shl i32 %13, 24, !dbg !183
  %15 = or i32 %12, %14, !dbg !184
  ret i32 %15, !dbg !185
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @popcount_loop(i32 noundef %0) #2 !dbg !186 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !189, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !190)
    #dbg_declare(ptr %3, !191, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !192)
  store i32 0, ptr %3, align 4, !dbg !192
  br label %4, !dbg !193

4:                                                ; preds = %7, %1
  %5 = load i32, ptr %2, align 4, !dbg !194
  %6 = icmp ne i32 %5, 0, !dbg !193
  br i1 %6, label %7, label %14, !dbg !193

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4, !dbg !195
  %9 = sub i32 %8, 1, !dbg !197
  %10 = load i32, ptr %2, align 4, !dbg !198
  %11 = and i32 %10, %9, !dbg !198
  store i32 %11, ptr %2, align 4, !dbg !198
  %12 = load i32, ptr %3, align 4, !dbg !199
  %13 = add nsw i32 %12, 1, !dbg !199
  store i32 %13, ptr %3, align 4, !dbg !199
  br label %4, !dbg !193, !llvm.loop !200

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4, !dbg !202
  ret i32 %15, !dbg !203
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func zeroext i16 @bswap16(i16 noundef zeroext %0) #2 !dbg !204 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
    #dbg_declare(ptr %2, !207, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !208)
  %3 = load i16, ptr %2, align 2, !dbg !209
  %4 = zext i16 %3 to i32, !dbg !209
  %5 = ashr i32 %4, 8, !dbg !210
  %6 = load i16, ptr %2, align 2, !dbg !211
  %7 = zext i16 %6 to i32, !dbg !211
  %8 = shl i32 %7, 8, !dbg !212
  %9 = or i32 %5, %8, !dbg !213
  %10 = trunc i32 %9 to i16, !dbg !214
  ret i16 %10, !dbg !215
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12}
!opencl.ocl.version = !{!13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/bit_intrinsics.cl", directory: ".", checksumkind: CSK_MD5, checksum: "f798c49d84cf04708df139f082cd579d")
!2 = !{!3, !6, !7}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 129, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "ushort", file: !4, line: 124, baseType: !8)
!8 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{i32 2, i32 0}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "bit_intrinsics", scope: !1, file: !1, line: 25, type: !16, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!16 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !17)
!17 = !{null, !18, !20, !22, !23, !24}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, dwarfAddressSpace: 1)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 1)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!25 = !{}
!26 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!27 = !{!"none", !"none", !"none", !"none", !"none"}
!28 = !{!"uint*", !"int*", !"uint*", !"int*", !"ushort*"}
!29 = !{!"const", !"const", !"", !"", !""}
!30 = !DILocalVariable(name: "in", arg: 1, scope: !15, file: !1, line: 25, type: !18)
!31 = !DILocation(line: 25, column: 51, scope: !15)
!32 = !DILocalVariable(name: "s", arg: 2, scope: !15, file: !1, line: 25, type: !20)
!33 = !DILocation(line: 25, column: 75, scope: !15)
!34 = !DILocalVariable(name: "out", arg: 3, scope: !15, file: !1, line: 26, type: !22)
!35 = !DILocation(line: 26, column: 45, scope: !15)
!36 = !DILocalVariable(name: "sout", arg: 4, scope: !15, file: !1, line: 26, type: !23)
!37 = !DILocation(line: 26, column: 64, scope: !15)
!38 = !DILocalVariable(name: "h", arg: 5, scope: !15, file: !1, line: 27, type: !24)
!39 = !DILocation(line: 27, column: 47, scope: !15)
!40 = !DILocalVariable(name: "i", scope: !15, file: !1, line: 28, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !42)
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DILocation(line: 28, column: 10, scope: !15)
!44 = !DILocation(line: 28, column: 14, scope: !15)
!45 = !DILocalVariable(name: "x", scope: !15, file: !1, line: 29, type: !3)
!46 = !DILocation(line: 29, column: 8, scope: !15)
!47 = !DILocation(line: 29, column: 12, scope: !15)
!48 = !DILocation(line: 29, column: 15, scope: !15)
!49 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 30, type: !6)
!50 = !DILocation(line: 30, column: 7, scope: !15)
!51 = !DILocation(line: 30, column: 11, scope: !15)
!52 = !DILocation(line: 30, column: 13, scope: !15)
!53 = !DILocalVariable(name: "b", scope: !15, file: !1, line: 31, type: !6)
!54 = !DILocation(line: 31, column: 7, scope: !15)
!55 = !DILocation(line: 31, column: 11, scope: !15)
!56 = !DILocation(line: 31, column: 13, scope: !15)
!57 = !DILocation(line: 31, column: 15, scope: !15)
!58 = !DILocation(line: 32, column: 19, scope: !15)
!59 = !DILocation(line: 32, column: 22, scope: !15)
!60 = !DILocation(line: 32, column: 25, scope: !15)
!61 = !DILocation(line: 32, column: 27, scope: !15)
!62 = !DILocation(line: 32, column: 12, scope: !15)
!63 = !DILocation(line: 32, column: 45, scope: !15)
!64 = !DILocation(line: 32, column: 35, scope: !15)
!65 = !DILocation(line: 32, column: 33, scope: !15)
!66 = !DILocation(line: 32, column: 58, scope: !15)
!67 = !DILocation(line: 32, column: 50, scope: !15)
!68 = !DILocation(line: 33, column: 32, scope: !15)
!69 = !DILocation(line: 33, column: 18, scope: !15)
!70 = !DILocation(line: 32, column: 61, scope: !15)
!71 = !DILocation(line: 34, column: 37, scope: !15)
!72 = !DILocation(line: 34, column: 40, scope: !15)
!73 = !DILocation(line: 34, column: 42, scope: !15)
!74 = !DILocation(line: 34, column: 18, scope: !15)
!75 = !DILocation(line: 33, column: 35, scope: !15)
!76 = !DILocation(line: 35, column: 32, scope: !15)
!77 = !DILocation(line: 35, column: 34, scope: !15)
!78 = !DILocation(line: 35, column: 18, scope: !15)
!79 = !DILocation(line: 34, column: 48, scope: !15)
!80 = !DILocation(line: 32, column: 48, scope: !15)
!81 = !DILocation(line: 32, column: 3, scope: !15)
!82 = !DILocation(line: 32, column: 7, scope: !15)
!83 = !DILocation(line: 32, column: 10, scope: !15)
!84 = !DILocalVariable(name: "iabs", scope: !15, file: !1, line: 36, type: !6)
!85 = !DILocation(line: 36, column: 7, scope: !15)
!86 = !DILocation(line: 36, column: 14, scope: !15)
!87 = !DILocation(line: 36, column: 16, scope: !15)
!88 = !DILocation(line: 36, column: 23, scope: !15)
!89 = !DILocation(line: 36, column: 22, scope: !15)
!90 = !DILocation(line: 36, column: 27, scope: !15)
!91 = !DILocalVariable(name: "smax", scope: !15, file: !1, line: 37, type: !6)
!92 = !DILocation(line: 37, column: 7, scope: !15)
!93 = !DILocation(line: 37, column: 14, scope: !15)
!94 = !DILocation(line: 37, column: 18, scope: !15)
!95 = !DILocation(line: 37, column: 16, scope: !15)
!96 = !DILocation(line: 37, column: 22, scope: !15)
!97 = !DILocation(line: 37, column: 26, scope: !15)
!98 = !DILocalVariable(name: "smin", scope: !15, file: !1, line: 38, type: !6)
!99 = !DILocation(line: 38, column: 7, scope: !15)
!100 = !DILocation(line: 38, column: 14, scope: !15)
!101 = !DILocation(line: 38, column: 18, scope: !15)
!102 = !DILocation(line: 38, column: 16, scope: !15)
!103 = !DILocation(line: 38, column: 22, scope: !15)
!104 = !DILocation(line: 38, column: 26, scope: !15)
!105 = !DILocalVariable(name: "umin", scope: !15, file: !1, line: 39, type: !3)
!106 = !DILocation(line: 39, column: 8, scope: !15)
!107 = !DILocation(line: 39, column: 15, scope: !15)
!108 = !DILocation(line: 39, column: 17, scope: !15)
!109 = !DILocation(line: 39, column: 27, scope: !15)
!110 = !DILocalVariable(name: "umax", scope: !15, file: !1, line: 40, type: !3)
!111 = !DILocation(line: 40, column: 8, scope: !15)
!112 = !DILocation(line: 40, column: 15, scope: !15)
!113 = !DILocation(line: 40, column: 19, scope: !15)
!114 = !DILocation(line: 40, column: 22, scope: !15)
!115 = !DILocation(line: 40, column: 24, scope: !15)
!116 = !DILocation(line: 40, column: 17, scope: !15)
!117 = !DILocation(line: 40, column: 31, scope: !15)
!118 = !DILocation(line: 40, column: 35, scope: !15)
!119 = !DILocation(line: 40, column: 38, scope: !15)
!120 = !DILocation(line: 40, column: 40, scope: !15)
!121 = !DILocation(line: 41, column: 13, scope: !15)
!122 = !DILocation(line: 41, column: 20, scope: !15)
!123 = !DILocation(line: 41, column: 18, scope: !15)
!124 = !DILocation(line: 41, column: 27, scope: !15)
!125 = !DILocation(line: 41, column: 25, scope: !15)
!126 = !DILocation(line: 41, column: 39, scope: !15)
!127 = !DILocation(line: 41, column: 32, scope: !15)
!128 = !DILocation(line: 41, column: 51, scope: !15)
!129 = !DILocation(line: 41, column: 44, scope: !15)
!130 = !DILocation(line: 41, column: 3, scope: !15)
!131 = !DILocation(line: 41, column: 8, scope: !15)
!132 = !DILocation(line: 41, column: 11, scope: !15)
!133 = !DILocation(line: 42, column: 18, scope: !15)
!134 = !DILocation(line: 42, column: 20, scope: !15)
!135 = !DILocation(line: 42, column: 10, scope: !15)
!136 = !DILocation(line: 42, column: 3, scope: !15)
!137 = !DILocation(line: 42, column: 5, scope: !15)
!138 = !DILocation(line: 42, column: 8, scope: !15)
!139 = !DILocation(line: 43, column: 1, scope: !15)
!140 = distinct !DISubprogram(name: "rotl32", scope: !1, file: !1, line: 4, type: !141, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !25)
!141 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !142)
!142 = !{!3, !3, !3}
!143 = !DILocalVariable(name: "x", arg: 1, scope: !140, file: !1, line: 4, type: !3)
!144 = !DILocation(line: 4, column: 25, scope: !140)
!145 = !DILocalVariable(name: "r", arg: 2, scope: !140, file: !1, line: 4, type: !3)
!146 = !DILocation(line: 4, column: 33, scope: !140)
!147 = !DILocation(line: 5, column: 11, scope: !140)
!148 = !DILocation(line: 5, column: 17, scope: !140)
!149 = !DILocation(line: 5, column: 19, scope: !140)
!150 = !DILocation(line: 5, column: 13, scope: !140)
!151 = !DILocation(line: 5, column: 30, scope: !140)
!152 = !DILocation(line: 5, column: 43, scope: !140)
!153 = !DILocation(line: 5, column: 41, scope: !140)
!154 = !DILocation(line: 5, column: 46, scope: !140)
!155 = !DILocation(line: 5, column: 32, scope: !140)
!156 = !DILocation(line: 5, column: 27, scope: !140)
!157 = !DILocation(line: 5, column: 3, scope: !140)
!158 = distinct !DISubprogram(name: "rotr_by_5", scope: !1, file: !1, line: 8, type: !159, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !25)
!159 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !160)
!160 = !{!3, !3}
!161 = !DILocalVariable(name: "x", arg: 1, scope: !158, file: !1, line: 8, type: !3)
!162 = !DILocation(line: 8, column: 28, scope: !158)
!163 = !DILocation(line: 8, column: 41, scope: !158)
!164 = !DILocation(line: 8, column: 43, scope: !158)
!165 = !DILocation(line: 8, column: 52, scope: !158)
!166 = !DILocation(line: 8, column: 54, scope: !158)
!167 = !DILocation(line: 8, column: 49, scope: !158)
!168 = !DILocation(line: 8, column: 33, scope: !158)
!169 = distinct !DISubprogram(name: "bswap32", scope: !1, file: !1, line: 10, type: !159, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !25)
!170 = !DILocalVariable(name: "x", arg: 1, scope: !169, file: !1, line: 10, type: !3)
!171 = !DILocation(line: 10, column: 26, scope: !169)
!172 = !DILocation(line: 11, column: 11, scope: !169)
!173 = !DILocation(line: 11, column: 13, scope: !169)
!174 = !DILocation(line: 11, column: 24, scope: !169)
!175 = !DILocation(line: 11, column: 26, scope: !169)
!176 = !DILocation(line: 11, column: 32, scope: !169)
!177 = !DILocation(line: 11, column: 20, scope: !169)
!178 = !DILocation(line: 11, column: 47, scope: !169)
!179 = !DILocation(line: 11, column: 49, scope: !169)
!180 = !DILocation(line: 11, column: 55, scope: !169)
!181 = !DILocation(line: 11, column: 43, scope: !169)
!182 = !DILocation(line: 11, column: 71, scope: !169)
!183 = !DILocation(line: 11, column: 73, scope: !169)
!184 = !DILocation(line: 11, column: 68, scope: !169)
!185 = !DILocation(line: 11, column: 3, scope: !169)
!186 = distinct !DISubprogram(name: "popcount_loop", scope: !1, file: !1, line: 16, type: !187, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !25)
!187 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !188)
!188 = !{!6, !3}
!189 = !DILocalVariable(name: "x", arg: 1, scope: !186, file: !1, line: 16, type: !3)
!190 = !DILocation(line: 16, column: 31, scope: !186)
!191 = !DILocalVariable(name: "c", scope: !186, file: !1, line: 17, type: !6)
!192 = !DILocation(line: 17, column: 7, scope: !186)
!193 = !DILocation(line: 18, column: 3, scope: !186)
!194 = !DILocation(line: 18, column: 10, scope: !186)
!195 = !DILocation(line: 19, column: 10, scope: !196)
!196 = distinct !DILexicalBlock(scope: !186, file: !1, line: 18, column: 13)
!197 = !DILocation(line: 19, column: 12, scope: !196)
!198 = !DILocation(line: 19, column: 7, scope: !196)
!199 = !DILocation(line: 20, column: 5, scope: !196)
!200 = distinct !{!200, !193, !201}
!201 = !DILocation(line: 21, column: 3, scope: !186)
!202 = !DILocation(line: 22, column: 10, scope: !186)
!203 = !DILocation(line: 22, column: 3, scope: !186)
!204 = distinct !DISubprogram(name: "bswap16", scope: !1, file: !1, line: 14, type: !205, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !25)
!205 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !206)
!206 = !{!7, !7}
!207 = !DILocalVariable(name: "x", arg: 1, scope: !204, file: !1, line: 14, type: !7)
!208 = !DILocation(line: 14, column: 30, scope: !204)
!209 = !DILocation(line: 14, column: 52, scope: !204)
!210 = !DILocation(line: 14, column: 54, scope: !204)
!211 = !DILocation(line: 14, column: 63, scope: !204)
!212 = !DILocation(line: 14, column: 65, scope: !204)
!213 = !DILocation(line: 14, column: 60, scope: !204)
!214 = !DILocation(line: 14, column: 42, scope: !204)
!215 = !DILocation(line: 14, column: 35, scope: !204)
