; Pins unoptimized integer arithmetic: char/short helpers promoted with OpSConvert to %uint and truncated back with OpUConvert, shl/ashr/lshr opcodes, udiv/urem on uint/ulong as OpUDiv/OpUMod, sdiv/srem on long as OpSDiv/OpSRem, the promoted (uchar)/(ushort) division as OpSDiv/OpSRem on %uint, and i8 loads straight from the canonical pointer.
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
; CHECK:      OpFunctionCall %uchar %arith_i8
; CHECK:      [[Z:%[0-9]+]] = OpUConvert %uint {{%[0-9]+}}
; CHECK-NEXT: [[Q:%[0-9]+]] = OpSDiv %uint [[Z]] %uint_3
; CHECK-NEXT: OpUConvert %uchar [[Q]]
; CHECK:      OpSRem %uint {{%[0-9]+}} %uint_7
; CHECK:      %arith_i8 = OpFunction %uchar None
; CHECK:      [[W:%[0-9]+]] = OpISub %uint
; CHECK-NEXT: OpUConvert %uchar [[W]]
; CHECK:      %arith_i16 = OpFunction %ushort None
; CHECK:      OpShiftRightArithmetic %uint {{%[0-9]+}} %uint_1
; CHECK:      %arith_u32 = OpFunction %uint None
; CHECK:      OpUDiv %uint
; CHECK:      OpUMod %uint
; CHECK:      %arith_i64 = OpFunction %ulong None
; CHECK:      OpSRem %ulong
; ModuleID = 'lit-tests/codegen/Inputs/int_arith.cl'
source_filename = "lit-tests/codegen/Inputs/int_arith.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @int_arith(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 8 %3, ptr addrspace(1) noundef align 8 %4, ptr addrspace(1) noundef align 8 %5) #0 !dbg !18 !kernel_arg_addr_space !37 !kernel_arg_access_qual !38 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca i64, align 8
  %14 = alloca i8, align 1
  %15 = alloca i16, align 2
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i8, align 1
  %20 = alloca i16, align 2
  %21 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
    #dbg_declare(ptr %7, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  store ptr addrspace(1) %1, ptr %8, align 8
    #dbg_declare(ptr %8, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  store ptr addrspace(1) %2, ptr %9, align 8
    #dbg_declare(ptr %9, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  store ptr addrspace(1) %3, ptr %10, align 8
    #dbg_declare(ptr %10, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !48)
  store ptr addrspace(1) %4, ptr %11, align 8
    #dbg_declare(ptr %11, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  store ptr addrspace(1) %5, ptr %12, align 8
    #dbg_declare(ptr %12, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
    #dbg_declare(ptr %13, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !56
  store i64 %22, ptr %13, align 8, !dbg !55
    #dbg_declare(ptr %14, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  %23 = load ptr addrspace(1), ptr %7, align 8, !dbg !59
  %24 = load i64, ptr %13, align 8, !dbg !60
  %25 = mul i64 2, %24, !dbg !61
  %26 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %25, !dbg !59
  %27 = load i8, ptr addrspace(1) %26, align 1, !dbg !59
  %28 = load ptr addrspace(1), ptr %7, align 8, !dbg !62
  %29 = load i64, ptr %13, align 8, !dbg !63
  %30 = mul i64 2, %29, !dbg !64
  %31 = add i64 %30, 1, !dbg !65
  %32 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 %31, !dbg !62
  %33 = load i8, ptr addrspace(1) %32, align 1, !dbg !62
  %34 = call spir_func signext i8 @arith_i8(i8 noundef signext %27, i8 noundef signext %33) #4, !dbg !66
  store i8 %34, ptr %14, align 1, !dbg !58
    #dbg_declare(ptr %15, !67, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  %35 = load ptr addrspace(1), ptr %8, align 8, !dbg !69
  %36 = load i64, ptr %13, align 8, !dbg !70
  %37 = mul i64 2, %36, !dbg !71
  %38 = getelementptr inbounds i16, ptr addrspace(1) %35, i64 %37, !dbg !69
  %39 = load i16, ptr addrspace(1) %38, align 2, !dbg !69
  %40 = load ptr addrspace(1), ptr %8, align 8, !dbg !72
  %41 = load i64, ptr %13, align 8, !dbg !73
  %42 = mul i64 2, %41, !dbg !74
  %43 = add i64 %42, 1, !dbg !75
  %44 = getelementptr inbounds i16, ptr addrspace(1) %40, i64 %43, !dbg !72
  %45 = load i16, ptr addrspace(1) %44, align 2, !dbg !72
  %46 = call spir_func signext i16 @arith_i16(i16 noundef signext %39, i16 noundef signext %45) #4, !dbg !76
  store i16 %46, ptr %15, align 2, !dbg !68
    #dbg_declare(ptr %16, !77, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !78)
  %47 = load ptr addrspace(1), ptr %9, align 8, !dbg !79
  %48 = load i64, ptr %13, align 8, !dbg !80
  %49 = mul i64 2, %48, !dbg !81
  %50 = getelementptr inbounds i32, ptr addrspace(1) %47, i64 %49, !dbg !79
  %51 = load i32, ptr addrspace(1) %50, align 4, !dbg !79
  %52 = load ptr addrspace(1), ptr %9, align 8, !dbg !82
  %53 = load i64, ptr %13, align 8, !dbg !83
  %54 = mul i64 2, %53, !dbg !84
  %55 = add i64 %54, 1, !dbg !85
  %56 = getelementptr inbounds i32, ptr addrspace(1) %52, i64 %55, !dbg !82
  %57 = load i32, ptr addrspace(1) %56, align 4, !dbg !82
  %58 = call spir_func i32 @arith_u32(i32 noundef %51, i32 noundef %57) #4, !dbg !86
  store i32 %58, ptr %16, align 4, !dbg !78
    #dbg_declare(ptr %17, !87, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !88)
  %59 = load ptr addrspace(1), ptr %10, align 8, !dbg !89
  %60 = load i64, ptr %13, align 8, !dbg !90
  %61 = mul i64 2, %60, !dbg !91
  %62 = getelementptr inbounds i64, ptr addrspace(1) %59, i64 %61, !dbg !89
  %63 = load i64, ptr addrspace(1) %62, align 8, !dbg !89
  %64 = load ptr addrspace(1), ptr %10, align 8, !dbg !92
  %65 = load i64, ptr %13, align 8, !dbg !93
  %66 = mul i64 2, %65, !dbg !94
  %67 = add i64 %66, 1, !dbg !95
  %68 = getelementptr inbounds i64, ptr addrspace(1) %64, i64 %67, !dbg !92
  %69 = load i64, ptr addrspace(1) %68, align 8, !dbg !92
  %70 = call spir_func i64 @arith_i64(i64 noundef %63, i64 noundef %69) #4, !dbg !96
  store i64 %70, ptr %17, align 8, !dbg !88
    #dbg_declare(ptr %18, !97, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !98)
  %71 = load ptr addrspace(1), ptr %11, align 8, !dbg !99
  %72 = load i64, ptr %13, align 8, !dbg !100
  %73 = mul i64 2, %72, !dbg !101
  %74 = getelementptr inbounds i64, ptr addrspace(1) %71, i64 %73, !dbg !99
  %75 = load i64, ptr addrspace(1) %74, align 8, !dbg !99
  %76 = load ptr addrspace(1), ptr %11, align 8, !dbg !102
  %77 = load i64, ptr %13, align 8, !dbg !103
  %78 = mul i64 2, %77, !dbg !104
  %79 = add i64 %78, 1, !dbg !105
  %80 = getelementptr inbounds i64, ptr addrspace(1) %76, i64 %79, !dbg !102
  %81 = load i64, ptr addrspace(1) %80, align 8, !dbg !102
  %82 = call spir_func i64 @arith_u64(i64 noundef %75, i64 noundef %81) #4, !dbg !106
  store i64 %82, ptr %18, align 8, !dbg !98
    #dbg_declare(ptr %19, !107, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !108)
  %83 = load ptr addrspace(1), ptr %7, align 8, !dbg !109
  %84 = load i64, ptr %13, align 8, !dbg !110
  %85 = getelementptr inbounds i8, ptr addrspace(1) %83, i64 %84, !dbg !109
  %86 = load i8, ptr addrspace(1) %85, align 1, !dbg !109
  %87 = zext i8 %86 to i32, !dbg !111
  %88 = sdiv i32 %87, 3, !dbg !112
  %89 = trunc i32 %88 to i8, !dbg !111
  store i8 %89, ptr %19, align 1, !dbg !108
    #dbg_declare(ptr %20, !113, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !114)
  %90 = load ptr addrspace(1), ptr %8, align 8, !dbg !115
  %91 = load i64, ptr %13, align 8, !dbg !116
  %92 = getelementptr inbounds i16, ptr addrspace(1) %90, i64 %91, !dbg !115
  %93 = load i16, ptr addrspace(1) %92, align 2, !dbg !115
  %94 = zext i16 %93 to i32, !dbg !117
  %95 = srem i32 %94, 7, !dbg !118
  %96 = trunc i32 %95 to i16, !dbg !117
  store i16 %96, ptr %20, align 2, !dbg !114
    #dbg_declare(ptr %21, !119, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !120)
  %97 = load i32, ptr %16, align 4, !dbg !121
  %98 = sub nsw i32 0, %97, !dbg !122
  store i32 %98, ptr %21, align 4, !dbg !120
  %99 = load i8, ptr %14, align 1, !dbg !123
  %100 = sext i8 %99 to i64, !dbg !124
  %101 = load i16, ptr %15, align 2, !dbg !125
  %102 = sext i16 %101 to i64, !dbg !126
  %103 = add nsw i64 %100, %102, !dbg !127
  %104 = load i32, ptr %16, align 4, !dbg !128
  %105 = zext i32 %104 to i64, !dbg !129
  %106 = add nsw i64 %103, %105, !dbg !130
  %107 = load i64, ptr %17, align 8, !dbg !131
  %108 = add nsw i64 %106, %107, !dbg !132
  %109 = load i64, ptr %18, align 8, !dbg !133
  %110 = add nsw i64 %108, %109, !dbg !134
  %111 = load i8, ptr %19, align 1, !dbg !135
  %112 = zext i8 %111 to i64, !dbg !135
  %113 = add nsw i64 %110, %112, !dbg !136
  %114 = load i16, ptr %20, align 2, !dbg !137
  %115 = zext i16 %114 to i64, !dbg !137
  %116 = add nsw i64 %113, %115, !dbg !138
  %117 = load i32, ptr %21, align 4, !dbg !139
  %118 = sext i32 %117 to i64, !dbg !139
  %119 = add nsw i64 %116, %118, !dbg !140
  %120 = load ptr addrspace(1), ptr %12, align 8, !dbg !141
  %121 = load i64, ptr %13, align 8, !dbg !142
  %122 = getelementptr inbounds i64, ptr addrspace(1) %120, i64 %121, !dbg !141
  store i64 %119, ptr addrspace(1) %122, align 8, !dbg !143
  ret void, !dbg !144
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func signext i8 @arith_i8(i8 noundef signext %0, i8 noundef signext %1) #2 !dbg !145 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !148, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !149)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !150, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !151)
  %5 = load i8, ptr %3, align 1, !dbg !152
  %6 = sext i8 %5 to i32, !dbg !152
  %7 = load i8, ptr %4, align 1, !dbg !153
  %8 = sext i8 %7 to i32, !dbg !153
  %9 = mul nsw i32 %6, %8, !dbg !154
  %10 = load i8, ptr %3, align 1, !dbg !155
  %11 = sext i8 %10 to i32, !dbg !155
  %12 = add nsw i32 %9, %11, !dbg !156
  %13 = load i8, ptr %4, align 1, !dbg !157
  %14 = sext i8 %13 to i32, !dbg !157
  %15 = sub nsw i32 %12, %14, !dbg !158
  %16 = trunc i32 %15 to i8, !dbg !159
  ret i8 %16, !dbg !160
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func signext i16 @arith_i16(i16 noundef signext %0, i16 noundef signext %1) #2 !dbg !161 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !164, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !165)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !166, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !167)
  %5 = load i16, ptr %3, align 2, !dbg !168
  %6 = sext i16 %5 to i32, !dbg !168
  %7 = shl i32 %6, 3, !dbg !169
  %8 = load i16, ptr %4, align 2, !dbg !170
  %9 = sext i16 %8 to i32, !dbg !170
  %10 = ashr i32 %9, 1, !dbg !171
  %11 = sub nsw i32 %7, %10, !dbg !172
  %12 = load i16, ptr %3, align 2, !dbg !173
  %13 = sext i16 %12 to i32, !dbg !173
  %14 = load i16, ptr %4, align 2, !dbg !174
  %15 = sext i16 %14 to i32, !dbg !174
  %16 = mul nsw i32 %13, %15, !dbg !175
  %17 = add nsw i32 %11, %16, !dbg !176
  %18 = trunc i32 %17 to i16, !dbg !177
  ret i16 %18, !dbg !178
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @arith_u32(i32 noundef %0, i32 noundef %1) #2 !dbg !179 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !182, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !183)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !184, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !185)
    #dbg_declare(ptr %5, !186, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !187)
  %7 = load i32, ptr %3, align 4, !dbg !188
  %8 = load i32, ptr %4, align 4, !dbg !189
  %9 = or i32 %8, 1, !dbg !190
  %10 = udiv i32 %7, %9, !dbg !191
  store i32 %10, ptr %5, align 4, !dbg !187
    #dbg_declare(ptr %6, !192, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !193)
  %11 = load i32, ptr %3, align 4, !dbg !194
  %12 = load i32, ptr %4, align 4, !dbg !195
  %13 = or i32 %12, 1, !dbg !196
  %14 = urem i32 %11, %13, !dbg !197
  store i32 %14, ptr %6, align 4, !dbg !193
  %15 = load i32, ptr %5, align 4, !dbg !198
  %16 = shl i32 %15, 2, !dbg !199
  %17 = load i32, ptr %6, align 4, !dbg !200
  %18 = lshr i32 %17, 3, !dbg !201
  %19 = xor i32 %16, %18, !dbg !202
  %20 = load i32, ptr %3, align 4, !dbg !203
  %21 = load i32, ptr %4, align 4, !dbg !204
  %22 = and i32 %21, 31, !dbg !205
  %23 = and i32 %22, 31, !dbg !206
  %24 = lshr i32 %20, %23, !dbg !206
  %25 = xor i32 %19, %24, !dbg !207
  ret i32 %25, !dbg !208
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i64 @arith_i64(i64 noundef %0, i64 noundef %1) #2 !dbg !209 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !212, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !213)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !214, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !215)
    #dbg_declare(ptr %5, !216, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !217)
  %7 = load i64, ptr %3, align 8, !dbg !218
  %8 = load i64, ptr %4, align 8, !dbg !219
  %9 = or i64 %8, 1, !dbg !220
  %10 = sdiv i64 %7, %9, !dbg !221
  store i64 %10, ptr %5, align 8, !dbg !217
    #dbg_declare(ptr %6, !222, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !223)
  %11 = load i64, ptr %3, align 8, !dbg !224
  %12 = load i64, ptr %4, align 8, !dbg !225
  %13 = or i64 %12, 1, !dbg !226
  %14 = srem i64 %11, %13, !dbg !227
  store i64 %14, ptr %6, align 8, !dbg !223
  %15 = load i64, ptr %5, align 8, !dbg !228
  %16 = shl i64 %15, 5, !dbg !229
  %17 = load i64, ptr %6, align 8, !dbg !230
  %18 = ashr i64 %17, 2, !dbg !231
  %19 = sub nsw i64 %16, %18, !dbg !232
  %20 = load i64, ptr %3, align 8, !dbg !233
  %21 = load i64, ptr %4, align 8, !dbg !234
  %22 = mul nsw i64 %20, %21, !dbg !235
  %23 = add nsw i64 %19, %22, !dbg !236
  ret i64 %23, !dbg !237
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i64 @arith_u64(i64 noundef %0, i64 noundef %1) #2 !dbg !238 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !241, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !242)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !243, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !244)
  %5 = load i64, ptr %3, align 8, !dbg !245
  %6 = load i64, ptr %4, align 8, !dbg !246
  %7 = or i64 %6, 1, !dbg !247
  %8 = udiv i64 %5, %7, !dbg !248
  %9 = load i64, ptr %3, align 8, !dbg !249
  %10 = load i64, ptr %4, align 8, !dbg !250
  %11 = or i64 %10, 1, !dbg !251
  %12 = urem i64 %9, %11, !dbg !252
  %13 = add i64 %8, %12, !dbg !253
  %14 = load i64, ptr %3, align 8, !dbg !254
  %15 = load i64, ptr %4, align 8, !dbg !255
  %16 = and i64 %15, 63, !dbg !256
  %17 = and i64 %16, 63, !dbg !257
  %18 = lshr i64 %14, %17, !dbg !257
  %19 = add i64 %13, %18, !dbg !258
  ret i64 %19, !dbg !259
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15}
!opencl.ocl.version = !{!16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/int_arith.cl", directory: ".", checksumkind: CSK_MD5, checksum: "6153263140cd75fa0bf53189788af64a")
!2 = !{!3, !6, !8, !9, !10, !11}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !4, line: 119, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "ushort", file: !4, line: 124, baseType: !7)
!7 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{i32 2, i32 0}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "int_arith", scope: !1, file: !1, line: 26, type: !19, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !36)
!19 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !20)
!20 = !{null, !21, !23, !25, !29, !31, !35}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, dwarfAddressSpace: 1)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64, dwarfAddressSpace: 1)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, dwarfAddressSpace: 1)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 129, baseType: !28)
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64, dwarfAddressSpace: 1)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64, dwarfAddressSpace: 1)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "ulong", file: !4, line: 134, baseType: !34)
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, dwarfAddressSpace: 1)
!36 = !{}
!37 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!38 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!39 = !{!"char*", !"short*", !"uint*", !"long*", !"ulong*", !"long*"}
!40 = !{!"const", !"const", !"const", !"const", !"const", !""}
!41 = !DILocalVariable(name: "c8", arg: 1, scope: !18, file: !1, line: 26, type: !21)
!42 = !DILocation(line: 26, column: 46, scope: !18)
!43 = !DILocalVariable(name: "s16", arg: 2, scope: !18, file: !1, line: 26, type: !23)
!44 = !DILocation(line: 26, column: 72, scope: !18)
!45 = !DILocalVariable(name: "u32", arg: 3, scope: !18, file: !1, line: 27, type: !25)
!46 = !DILocation(line: 27, column: 46, scope: !18)
!47 = !DILocalVariable(name: "i64", arg: 4, scope: !18, file: !1, line: 27, type: !29)
!48 = !DILocation(line: 27, column: 72, scope: !18)
!49 = !DILocalVariable(name: "u64", arg: 5, scope: !18, file: !1, line: 28, type: !31)
!50 = !DILocation(line: 28, column: 47, scope: !18)
!51 = !DILocalVariable(name: "out", arg: 6, scope: !18, file: !1, line: 28, type: !35)
!52 = !DILocation(line: 28, column: 67, scope: !18)
!53 = !DILocalVariable(name: "i", scope: !18, file: !1, line: 29, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !34)
!55 = !DILocation(line: 29, column: 10, scope: !18)
!56 = !DILocation(line: 29, column: 14, scope: !18)
!57 = !DILocalVariable(name: "a8", scope: !18, file: !1, line: 30, type: !10)
!58 = !DILocation(line: 30, column: 8, scope: !18)
!59 = !DILocation(line: 30, column: 22, scope: !18)
!60 = !DILocation(line: 30, column: 29, scope: !18)
!61 = !DILocation(line: 30, column: 27, scope: !18)
!62 = !DILocation(line: 30, column: 33, scope: !18)
!63 = !DILocation(line: 30, column: 40, scope: !18)
!64 = !DILocation(line: 30, column: 38, scope: !18)
!65 = !DILocation(line: 30, column: 42, scope: !18)
!66 = !DILocation(line: 30, column: 13, scope: !18)
!67 = !DILocalVariable(name: "a16", scope: !18, file: !1, line: 31, type: !11)
!68 = !DILocation(line: 31, column: 9, scope: !18)
!69 = !DILocation(line: 31, column: 25, scope: !18)
!70 = !DILocation(line: 31, column: 33, scope: !18)
!71 = !DILocation(line: 31, column: 31, scope: !18)
!72 = !DILocation(line: 31, column: 37, scope: !18)
!73 = !DILocation(line: 31, column: 45, scope: !18)
!74 = !DILocation(line: 31, column: 43, scope: !18)
!75 = !DILocation(line: 31, column: 47, scope: !18)
!76 = !DILocation(line: 31, column: 15, scope: !18)
!77 = !DILocalVariable(name: "a32", scope: !18, file: !1, line: 32, type: !27)
!78 = !DILocation(line: 32, column: 8, scope: !18)
!79 = !DILocation(line: 32, column: 24, scope: !18)
!80 = !DILocation(line: 32, column: 32, scope: !18)
!81 = !DILocation(line: 32, column: 30, scope: !18)
!82 = !DILocation(line: 32, column: 36, scope: !18)
!83 = !DILocation(line: 32, column: 44, scope: !18)
!84 = !DILocation(line: 32, column: 42, scope: !18)
!85 = !DILocation(line: 32, column: 46, scope: !18)
!86 = !DILocation(line: 32, column: 14, scope: !18)
!87 = !DILocalVariable(name: "a64", scope: !18, file: !1, line: 33, type: !9)
!88 = !DILocation(line: 33, column: 8, scope: !18)
!89 = !DILocation(line: 33, column: 24, scope: !18)
!90 = !DILocation(line: 33, column: 32, scope: !18)
!91 = !DILocation(line: 33, column: 30, scope: !18)
!92 = !DILocation(line: 33, column: 36, scope: !18)
!93 = !DILocation(line: 33, column: 44, scope: !18)
!94 = !DILocation(line: 33, column: 42, scope: !18)
!95 = !DILocation(line: 33, column: 46, scope: !18)
!96 = !DILocation(line: 33, column: 14, scope: !18)
!97 = !DILocalVariable(name: "b64", scope: !18, file: !1, line: 34, type: !33)
!98 = !DILocation(line: 34, column: 9, scope: !18)
!99 = !DILocation(line: 34, column: 25, scope: !18)
!100 = !DILocation(line: 34, column: 33, scope: !18)
!101 = !DILocation(line: 34, column: 31, scope: !18)
!102 = !DILocation(line: 34, column: 37, scope: !18)
!103 = !DILocation(line: 34, column: 45, scope: !18)
!104 = !DILocation(line: 34, column: 43, scope: !18)
!105 = !DILocation(line: 34, column: 47, scope: !18)
!106 = !DILocation(line: 34, column: 15, scope: !18)
!107 = !DILocalVariable(name: "ub", scope: !18, file: !1, line: 35, type: !3)
!108 = !DILocation(line: 35, column: 9, scope: !18)
!109 = !DILocation(line: 35, column: 21, scope: !18)
!110 = !DILocation(line: 35, column: 24, scope: !18)
!111 = !DILocation(line: 35, column: 14, scope: !18)
!112 = !DILocation(line: 35, column: 27, scope: !18)
!113 = !DILocalVariable(name: "us", scope: !18, file: !1, line: 36, type: !6)
!114 = !DILocation(line: 36, column: 10, scope: !18)
!115 = !DILocation(line: 36, column: 23, scope: !18)
!116 = !DILocation(line: 36, column: 27, scope: !18)
!117 = !DILocation(line: 36, column: 15, scope: !18)
!118 = !DILocation(line: 36, column: 30, scope: !18)
!119 = !DILocalVariable(name: "neg", scope: !18, file: !1, line: 37, type: !8)
!120 = !DILocation(line: 37, column: 7, scope: !18)
!121 = !DILocation(line: 37, column: 19, scope: !18)
!122 = !DILocation(line: 37, column: 13, scope: !18)
!123 = !DILocation(line: 38, column: 18, scope: !18)
!124 = !DILocation(line: 38, column: 12, scope: !18)
!125 = !DILocation(line: 38, column: 29, scope: !18)
!126 = !DILocation(line: 38, column: 23, scope: !18)
!127 = !DILocation(line: 38, column: 21, scope: !18)
!128 = !DILocation(line: 38, column: 41, scope: !18)
!129 = !DILocation(line: 38, column: 35, scope: !18)
!130 = !DILocation(line: 38, column: 33, scope: !18)
!131 = !DILocation(line: 38, column: 47, scope: !18)
!132 = !DILocation(line: 38, column: 45, scope: !18)
!133 = !DILocation(line: 38, column: 59, scope: !18)
!134 = !DILocation(line: 38, column: 51, scope: !18)
!135 = !DILocation(line: 38, column: 65, scope: !18)
!136 = !DILocation(line: 38, column: 63, scope: !18)
!137 = !DILocation(line: 38, column: 70, scope: !18)
!138 = !DILocation(line: 38, column: 68, scope: !18)
!139 = !DILocation(line: 38, column: 75, scope: !18)
!140 = !DILocation(line: 38, column: 73, scope: !18)
!141 = !DILocation(line: 38, column: 3, scope: !18)
!142 = !DILocation(line: 38, column: 7, scope: !18)
!143 = !DILocation(line: 38, column: 10, scope: !18)
!144 = !DILocation(line: 39, column: 1, scope: !18)
!145 = distinct !DISubprogram(name: "arith_i8", scope: !1, file: !1, line: 2, type: !146, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !36)
!146 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !147)
!147 = !{!10, !10, !10}
!148 = !DILocalVariable(name: "a", arg: 1, scope: !145, file: !1, line: 2, type: !10)
!149 = !DILocation(line: 2, column: 27, scope: !145)
!150 = !DILocalVariable(name: "b", arg: 2, scope: !145, file: !1, line: 2, type: !10)
!151 = !DILocation(line: 2, column: 35, scope: !145)
!152 = !DILocation(line: 3, column: 17, scope: !145)
!153 = !DILocation(line: 3, column: 21, scope: !145)
!154 = !DILocation(line: 3, column: 19, scope: !145)
!155 = !DILocation(line: 3, column: 25, scope: !145)
!156 = !DILocation(line: 3, column: 23, scope: !145)
!157 = !DILocation(line: 3, column: 29, scope: !145)
!158 = !DILocation(line: 3, column: 27, scope: !145)
!159 = !DILocation(line: 3, column: 10, scope: !145)
!160 = !DILocation(line: 3, column: 3, scope: !145)
!161 = distinct !DISubprogram(name: "arith_i16", scope: !1, file: !1, line: 6, type: !162, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !36)
!162 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !163)
!163 = !{!11, !11, !11}
!164 = !DILocalVariable(name: "a", arg: 1, scope: !161, file: !1, line: 6, type: !11)
!165 = !DILocation(line: 6, column: 30, scope: !161)
!166 = !DILocalVariable(name: "b", arg: 2, scope: !161, file: !1, line: 6, type: !11)
!167 = !DILocation(line: 6, column: 39, scope: !161)
!168 = !DILocation(line: 7, column: 19, scope: !161)
!169 = !DILocation(line: 7, column: 21, scope: !161)
!170 = !DILocation(line: 7, column: 30, scope: !161)
!171 = !DILocation(line: 7, column: 32, scope: !161)
!172 = !DILocation(line: 7, column: 27, scope: !161)
!173 = !DILocation(line: 7, column: 40, scope: !161)
!174 = !DILocation(line: 7, column: 44, scope: !161)
!175 = !DILocation(line: 7, column: 42, scope: !161)
!176 = !DILocation(line: 7, column: 38, scope: !161)
!177 = !DILocation(line: 7, column: 10, scope: !161)
!178 = !DILocation(line: 7, column: 3, scope: !161)
!179 = distinct !DISubprogram(name: "arith_u32", scope: !1, file: !1, line: 10, type: !180, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !36)
!180 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !181)
!181 = !{!27, !27, !27}
!182 = !DILocalVariable(name: "a", arg: 1, scope: !179, file: !1, line: 10, type: !27)
!183 = !DILocation(line: 10, column: 28, scope: !179)
!184 = !DILocalVariable(name: "b", arg: 2, scope: !179, file: !1, line: 10, type: !27)
!185 = !DILocation(line: 10, column: 36, scope: !179)
!186 = !DILocalVariable(name: "q", scope: !179, file: !1, line: 11, type: !27)
!187 = !DILocation(line: 11, column: 8, scope: !179)
!188 = !DILocation(line: 11, column: 12, scope: !179)
!189 = !DILocation(line: 11, column: 17, scope: !179)
!190 = !DILocation(line: 11, column: 19, scope: !179)
!191 = !DILocation(line: 11, column: 14, scope: !179)
!192 = !DILocalVariable(name: "r", scope: !179, file: !1, line: 12, type: !27)
!193 = !DILocation(line: 12, column: 8, scope: !179)
!194 = !DILocation(line: 12, column: 12, scope: !179)
!195 = !DILocation(line: 12, column: 17, scope: !179)
!196 = !DILocation(line: 12, column: 19, scope: !179)
!197 = !DILocation(line: 12, column: 14, scope: !179)
!198 = !DILocation(line: 13, column: 11, scope: !179)
!199 = !DILocation(line: 13, column: 13, scope: !179)
!200 = !DILocation(line: 13, column: 22, scope: !179)
!201 = !DILocation(line: 13, column: 24, scope: !179)
!202 = !DILocation(line: 13, column: 19, scope: !179)
!203 = !DILocation(line: 13, column: 33, scope: !179)
!204 = !DILocation(line: 13, column: 39, scope: !179)
!205 = !DILocation(line: 13, column: 41, scope: !179)
!206 = !DILocation(line: 13, column: 35, scope: !179)
!207 = !DILocation(line: 13, column: 30, scope: !179)
!208 = !DILocation(line: 13, column: 3, scope: !179)
!209 = distinct !DISubprogram(name: "arith_i64", scope: !1, file: !1, line: 16, type: !210, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !36)
!210 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !211)
!211 = !{!9, !9, !9}
!212 = !DILocalVariable(name: "a", arg: 1, scope: !209, file: !1, line: 16, type: !9)
!213 = !DILocation(line: 16, column: 28, scope: !209)
!214 = !DILocalVariable(name: "b", arg: 2, scope: !209, file: !1, line: 16, type: !9)
!215 = !DILocation(line: 16, column: 36, scope: !209)
!216 = !DILocalVariable(name: "d", scope: !209, file: !1, line: 17, type: !9)
!217 = !DILocation(line: 17, column: 8, scope: !209)
!218 = !DILocation(line: 17, column: 12, scope: !209)
!219 = !DILocation(line: 17, column: 17, scope: !209)
!220 = !DILocation(line: 17, column: 19, scope: !209)
!221 = !DILocation(line: 17, column: 14, scope: !209)
!222 = !DILocalVariable(name: "m", scope: !209, file: !1, line: 18, type: !9)
!223 = !DILocation(line: 18, column: 8, scope: !209)
!224 = !DILocation(line: 18, column: 12, scope: !209)
!225 = !DILocation(line: 18, column: 17, scope: !209)
!226 = !DILocation(line: 18, column: 19, scope: !209)
!227 = !DILocation(line: 18, column: 14, scope: !209)
!228 = !DILocation(line: 19, column: 11, scope: !209)
!229 = !DILocation(line: 19, column: 13, scope: !209)
!230 = !DILocation(line: 19, column: 22, scope: !209)
!231 = !DILocation(line: 19, column: 24, scope: !209)
!232 = !DILocation(line: 19, column: 19, scope: !209)
!233 = !DILocation(line: 19, column: 32, scope: !209)
!234 = !DILocation(line: 19, column: 36, scope: !209)
!235 = !DILocation(line: 19, column: 34, scope: !209)
!236 = !DILocation(line: 19, column: 30, scope: !209)
!237 = !DILocation(line: 19, column: 3, scope: !209)
!238 = distinct !DISubprogram(name: "arith_u64", scope: !1, file: !1, line: 22, type: !239, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !36)
!239 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !240)
!240 = !{!33, !33, !33}
!241 = !DILocalVariable(name: "a", arg: 1, scope: !238, file: !1, line: 22, type: !33)
!242 = !DILocation(line: 22, column: 30, scope: !238)
!243 = !DILocalVariable(name: "b", arg: 2, scope: !238, file: !1, line: 22, type: !33)
!244 = !DILocation(line: 22, column: 39, scope: !238)
!245 = !DILocation(line: 23, column: 11, scope: !238)
!246 = !DILocation(line: 23, column: 16, scope: !238)
!247 = !DILocation(line: 23, column: 18, scope: !238)
!248 = !DILocation(line: 23, column: 13, scope: !238)
!249 = !DILocation(line: 23, column: 29, scope: !238)
!250 = !DILocation(line: 23, column: 34, scope: !238)
!251 = !DILocation(line: 23, column: 36, scope: !238)
!252 = !DILocation(line: 23, column: 31, scope: !238)
!253 = !DILocation(line: 23, column: 26, scope: !238)
!254 = !DILocation(line: 23, column: 47, scope: !238)
!255 = !DILocation(line: 23, column: 53, scope: !238)
!256 = !DILocation(line: 23, column: 55, scope: !238)
!257 = !DILocation(line: 23, column: 49, scope: !238)
!258 = !DILocation(line: 23, column: 44, scope: !238)
!259 = !DILocation(line: 23, column: 3, scope: !238)
