; Pins unoptimized swizzles: float3/int3 kept in memory as 4-lane vectors (OpVectorShuffle 0 1 2 to narrow, 0 1 2 0xFFFFFFFF to widen), (float3)(b.z, b.xy) built with OpCompositeInsert + a two-source shuffle (0 3 4), c.y = a.x as OpCompositeInsert, e.s0123 = e.sfedc and .even/.odd writes as two-source shuffles, int3 constant subtraction, and dynamic element access.
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
; CHECK-NEXT: OpCapability Vector16
; CHECK-NOT:  OpCapability Float64
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability Int8
; CHECK:      %float_swizzles = OpFunction %void None
; CHECK:      [[B3:%[0-9]+]] = OpVectorShuffle %v3float {{%[0-9]+}} {{%[0-9]+}} 0 1 2
; CHECK-NEXT: OpVectorShuffle %v4float [[B3]] {{%[0-9]+}} 0 1 2 4294967295
; CHECK:      [[BZ:%[0-9]+]] = OpCompositeInsert %v3float {{%[0-9]+}} {{%[0-9]+}} 0
; CHECK:      [[BXY:%[0-9]+]] = OpVectorShuffle %v3float {{%[0-9]+}} {{%[0-9]+}} 0 1 4294967295
; CHECK-NEXT: OpVectorShuffle %v3float [[BZ]] [[BXY]] 0 3 4
; CHECK:      OpCompositeInsert %v4float {{%[0-9]+}} {{%[0-9]+}} 1
; CHECK:      OpVectorShuffle %v16float {{%[0-9]+}} {{%[0-9]+}} 16 17 18 19 4 5 6 7 8 9 10 11 12 13 14 15
; CHECK:      OpCompositeExtract %float {{%[0-9]+}} 10
; CHECK:      %int_swizzles = OpFunction %void None
; CHECK:      OpISub %v3uint
; CHECK:      OpVectorExtractDynamic %uint
; CHECK:      OpVectorInsertDynamic %v4uint
; CHECK:      OpVectorShuffle %v4uint {{%[0-9]+}} {{%[0-9]+}} 0 2 4 6
; CHECK:      OpVectorShuffle %v16uint {{%[0-9]+}} {{%[0-9]+}} 0 2 4 6 8 10 12 14 1 3 5 7 9 11 13 15
; ModuleID = 'lit-tests/codegen/Inputs/vector_swizzle.cl'
source_filename = "lit-tests/codegen/Inputs/vector_swizzle.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @float_swizzles(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 16 %2, ptr addrspace(1) noundef align 32 %3, ptr addrspace(1) noundef align 64 %4, ptr addrspace(1) noundef align 4 %5) #0 !dbg !8 !kernel_arg_addr_space !40 !kernel_arg_access_qual !41 !kernel_arg_type !42 !kernel_arg_base_type !43 !kernel_arg_type_qual !44 {
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca i64, align 8
  %14 = alloca <2 x float>, align 8
  %15 = alloca <3 x float>, align 16
  %16 = alloca <4 x float>, align 16
  %17 = alloca <8 x float>, align 32
  %18 = alloca <16 x float>, align 64
  %19 = alloca <3 x float>, align 16
  store ptr addrspace(1) %0, ptr %7, align 8
    #dbg_declare(ptr %7, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  store ptr addrspace(1) %1, ptr %8, align 8
    #dbg_declare(ptr %8, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !48)
  store ptr addrspace(1) %2, ptr %9, align 8
    #dbg_declare(ptr %9, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  store ptr addrspace(1) %3, ptr %10, align 8
    #dbg_declare(ptr %10, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
  store ptr addrspace(1) %4, ptr %11, align 8
    #dbg_declare(ptr %11, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  store ptr addrspace(1) %5, ptr %12, align 8
    #dbg_declare(ptr %12, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
    #dbg_declare(ptr %13, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !61
  store i64 %20, ptr %13, align 8, !dbg !60
    #dbg_declare(ptr %14, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
  %21 = load ptr addrspace(1), ptr %7, align 8, !dbg !64
  %22 = load i64, ptr %13, align 8, !dbg !65
  %23 = getelementptr inbounds <2 x float>, ptr addrspace(1) %21, i64 %22, !dbg !64
  %24 = load <2 x float>, ptr addrspace(1) %23, align 8, !dbg !64
  store <2 x float> %24, ptr %14, align 8, !dbg !63
    #dbg_declare(ptr %15, !66, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  %25 = load ptr addrspace(1), ptr %8, align 8, !dbg !68
  %26 = load i64, ptr %13, align 8, !dbg !69
  %27 = getelementptr inbounds <3 x float>, ptr addrspace(1) %25, i64 %26, !dbg !68
  %28 = load <4 x float>, ptr addrspace(1) %27, align 16, !dbg !68
  %29 = shufflevector <4 x float> %28, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !68
  %30 = shufflevector <3 x float> %29, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !67
  store <4 x float> %30, ptr %15, align 16, !dbg !67
    #dbg_declare(ptr %16, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  %31 = load ptr addrspace(1), ptr %9, align 8, !dbg !72
  %32 = load i64, ptr %13, align 8, !dbg !73
  %33 = getelementptr inbounds <4 x float>, ptr addrspace(1) %31, i64 %32, !dbg !72
  %34 = load <4 x float>, ptr addrspace(1) %33, align 16, !dbg !72
  store <4 x float> %34, ptr %16, align 16, !dbg !71
    #dbg_declare(ptr %17, !74, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
  %35 = load ptr addrspace(1), ptr %10, align 8, !dbg !76
  %36 = load i64, ptr %13, align 8, !dbg !77
  %37 = getelementptr inbounds <8 x float>, ptr addrspace(1) %35, i64 %36, !dbg !76
  %38 = load <8 x float>, ptr addrspace(1) %37, align 32, !dbg !76
  store <8 x float> %38, ptr %17, align 32, !dbg !75
    #dbg_declare(ptr %18, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !79)
  %39 = load ptr addrspace(1), ptr %11, align 8, !dbg !80
  %40 = load i64, ptr %13, align 8, !dbg !81
  %41 = getelementptr inbounds <16 x float>, ptr addrspace(1) %39, i64 %40, !dbg !80
  %42 = load <16 x float>, ptr addrspace(1) %41, align 64, !dbg !80
  store <16 x float> %42, ptr %18, align 64, !dbg !79
  %43 = load <2 x float>, ptr %14, align 8, !dbg !82
  %44 = shufflevector <2 x float> %43, <2 x float> poison, <2 x i32> <i32 1, i32 0>, !dbg !82
  %45 = load ptr addrspace(1), ptr %7, align 8, !dbg !83
  %46 = load i64, ptr %13, align 8, !dbg !84
  %47 = getelementptr inbounds <2 x float>, ptr addrspace(1) %45, i64 %46, !dbg !83
  store <2 x float> %44, ptr addrspace(1) %47, align 8, !dbg !85
  %48 = load <3 x float>, ptr %15, align 16, !dbg !86
  %49 = extractelement <3 x float> %48, i64 2, !dbg !86
  %50 = insertelement <3 x float> poison, float %49, i32 0, !dbg !87
  %51 = load <3 x float>, ptr %15, align 16, !dbg !88
  %52 = shufflevector <3 x float> %51, <3 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !88
  %53 = shufflevector <2 x float> %52, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 poison>, !dbg !87
  %54 = shufflevector <3 x float> %50, <3 x float> %53, <3 x i32> <i32 0, i32 3, i32 4>, !dbg !87
  %55 = shufflevector <3 x float> %54, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !89
  store <4 x float> %55, ptr %19, align 16, !dbg !89
  %56 = load <4 x float>, ptr %19, align 16, !dbg !89
  %57 = shufflevector <4 x float> %56, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !89
  %58 = load <3 x float>, ptr %15, align 16, !dbg !90
  %59 = shufflevector <3 x float> %58, <3 x float> poison, <3 x i32> <i32 2, i32 2, i32 2>, !dbg !90
  %60 = fadd <3 x float> %57, %59, !dbg !91
  %61 = load ptr addrspace(1), ptr %8, align 8, !dbg !92
  %62 = load i64, ptr %13, align 8, !dbg !93
  %63 = getelementptr inbounds <3 x float>, ptr addrspace(1) %61, i64 %62, !dbg !92
  %64 = shufflevector <3 x float> %60, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !94
  store <4 x float> %64, ptr addrspace(1) %63, align 16, !dbg !94
  %65 = load <4 x float>, ptr %16, align 16, !dbg !95
  %66 = shufflevector <4 x float> %65, <4 x float> poison, <2 x i32> <i32 3, i32 0>, !dbg !95
  %67 = load <4 x float>, ptr %16, align 16, !dbg !96
  %68 = shufflevector <2 x float> %66, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !96
  %69 = shufflevector <4 x float> %67, <4 x float> %68, <4 x i32> <i32 4, i32 1, i32 2, i32 5>, !dbg !96
  store <4 x float> %69, ptr %16, align 16, !dbg !96
  %70 = load <2 x float>, ptr %14, align 8, !dbg !97
  %71 = extractelement <2 x float> %70, i64 0, !dbg !97
  %72 = load <4 x float>, ptr %16, align 16, !dbg !98
  %73 = insertelement <4 x float> %72, float %71, i64 1, !dbg !98
  store <4 x float> %73, ptr %16, align 16, !dbg !98
  %74 = load <4 x float>, ptr %16, align 16, !dbg !99
  %75 = shufflevector <4 x float> %74, <4 x float> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>, !dbg !99
  %76 = load ptr addrspace(1), ptr %9, align 8, !dbg !100
  %77 = load i64, ptr %13, align 8, !dbg !101
  %78 = getelementptr inbounds <4 x float>, ptr addrspace(1) %76, i64 %77, !dbg !100
  store <4 x float> %75, ptr addrspace(1) %78, align 16, !dbg !102
  %79 = load <8 x float>, ptr %17, align 32, !dbg !103
  %80 = shufflevector <8 x float> %79, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !103
  %81 = load <4 x float>, ptr %16, align 16, !dbg !104
  %82 = fmul <4 x float> %80, %81, !dbg !105
  %83 = load <8 x float>, ptr %17, align 32, !dbg !106
  %84 = shufflevector <4 x float> %82, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !106
  %85 = shufflevector <8 x float> %83, <8 x float> %84, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>, !dbg !106
  store <8 x float> %85, ptr %17, align 32, !dbg !106
  %86 = load <8 x float>, ptr %17, align 32, !dbg !107
  %87 = load ptr addrspace(1), ptr %10, align 8, !dbg !108
  %88 = load i64, ptr %13, align 8, !dbg !109
  %89 = getelementptr inbounds <8 x float>, ptr addrspace(1) %87, i64 %88, !dbg !108
  store <8 x float> %86, ptr addrspace(1) %89, align 32, !dbg !110
  %90 = load <16 x float>, ptr %18, align 64, !dbg !111
  %91 = shufflevector <16 x float> %90, <16 x float> poison, <4 x i32> <i32 15, i32 14, i32 13, i32 12>, !dbg !111
  %92 = load <16 x float>, ptr %18, align 64, !dbg !112
  %93 = shufflevector <4 x float> %91, <4 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !112
  %94 = shufflevector <16 x float> %92, <16 x float> %93, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !112
  store <16 x float> %94, ptr %18, align 64, !dbg !112
  %95 = load <16 x float>, ptr %18, align 64, !dbg !113
  %96 = shufflevector <16 x float> %95, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>, !dbg !113
  %97 = fmul <8 x float> %96, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !114
  %98 = load <16 x float>, ptr %18, align 64, !dbg !115
  %99 = shufflevector <8 x float> %97, <8 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !115
  %100 = shufflevector <16 x float> %98, <16 x float> %99, <16 x i32> <i32 16, i32 1, i32 17, i32 3, i32 18, i32 5, i32 19, i32 7, i32 20, i32 9, i32 21, i32 11, i32 22, i32 13, i32 23, i32 15>, !dbg !115
  store <16 x float> %100, ptr %18, align 64, !dbg !115
  %101 = load <16 x float>, ptr %18, align 64, !dbg !116
  %102 = load ptr addrspace(1), ptr %11, align 8, !dbg !117
  %103 = load i64, ptr %13, align 8, !dbg !118
  %104 = getelementptr inbounds <16 x float>, ptr addrspace(1) %102, i64 %103, !dbg !117
  store <16 x float> %101, ptr addrspace(1) %104, align 64, !dbg !119
  %105 = load <2 x float>, ptr %14, align 8, !dbg !120
  %106 = extractelement <2 x float> %105, i64 0, !dbg !120
  %107 = load <3 x float>, ptr %15, align 16, !dbg !121
  %108 = extractelement <3 x float> %107, i64 1, !dbg !121
  %109 = fadd float %106, %108, !dbg !122
  %110 = load <4 x float>, ptr %16, align 16, !dbg !123
  %111 = extractelement <4 x float> %110, i64 2, !dbg !123
  %112 = fadd float %109, %111, !dbg !124
  %113 = load <8 x float>, ptr %17, align 32, !dbg !125
  %114 = extractelement <8 x float> %113, i64 7, !dbg !125
  %115 = fadd float %112, %114, !dbg !126
  %116 = load <16 x float>, ptr %18, align 64, !dbg !127
  %117 = extractelement <16 x float> %116, i64 10, !dbg !127
  %118 = fadd float %115, %117, !dbg !128
  %119 = load ptr addrspace(1), ptr %12, align 8, !dbg !129
  %120 = load i64, ptr %13, align 8, !dbg !130
  %121 = getelementptr inbounds float, ptr addrspace(1) %119, i64 %120, !dbg !129
  store float %118, ptr addrspace(1) %121, align 4, !dbg !131
  ret void, !dbg !132
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @int_swizzles(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 16 %2, ptr addrspace(1) noundef align 32 %3, ptr addrspace(1) noundef align 64 %4, i32 noundef %5) #0 !dbg !133 !kernel_arg_addr_space !154 !kernel_arg_access_qual !41 !kernel_arg_type !155 !kernel_arg_base_type !156 !kernel_arg_type_qual !44 {
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca <4 x i32>, align 16
  %15 = alloca <8 x i32>, align 32
  %16 = alloca <16 x i32>, align 64
  %17 = alloca <3 x i32>, align 16
  %18 = alloca <8 x i32>, align 32
  store ptr addrspace(1) %0, ptr %7, align 8
    #dbg_declare(ptr %7, !157, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !158)
  store ptr addrspace(1) %1, ptr %8, align 8
    #dbg_declare(ptr %8, !159, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !160)
  store ptr addrspace(1) %2, ptr %9, align 8
    #dbg_declare(ptr %9, !161, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !162)
  store ptr addrspace(1) %3, ptr %10, align 8
    #dbg_declare(ptr %10, !163, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !164)
  store ptr addrspace(1) %4, ptr %11, align 8
    #dbg_declare(ptr %11, !165, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !166)
  store i32 %5, ptr %12, align 4
    #dbg_declare(ptr %12, !167, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !168)
    #dbg_declare(ptr %13, !169, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !170)
  %19 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !171
  store i64 %19, ptr %13, align 8, !dbg !170
    #dbg_declare(ptr %14, !172, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !173)
  %20 = load ptr addrspace(1), ptr %9, align 8, !dbg !174
  %21 = load i64, ptr %13, align 8, !dbg !175
  %22 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %20, i64 %21, !dbg !174
  %23 = load <4 x i32>, ptr addrspace(1) %22, align 16, !dbg !174
  store <4 x i32> %23, ptr %14, align 16, !dbg !173
    #dbg_declare(ptr %15, !176, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !177)
  %24 = load ptr addrspace(1), ptr %10, align 8, !dbg !178
  %25 = load i64, ptr %13, align 8, !dbg !179
  %26 = getelementptr inbounds <8 x i32>, ptr addrspace(1) %24, i64 %25, !dbg !178
  %27 = load <8 x i32>, ptr addrspace(1) %26, align 32, !dbg !178
  store <8 x i32> %27, ptr %15, align 32, !dbg !177
    #dbg_declare(ptr %16, !180, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !181)
  %28 = load ptr addrspace(1), ptr %11, align 8, !dbg !182
  %29 = load i64, ptr %13, align 8, !dbg !183
  %30 = getelementptr inbounds <16 x i32>, ptr addrspace(1) %28, i64 %29, !dbg !182
  %31 = load <16 x i32>, ptr addrspace(1) %30, align 64, !dbg !182
  store <16 x i32> %31, ptr %16, align 64, !dbg !181
  %32 = load <4 x i32>, ptr %14, align 16, !dbg !184
  %33 = shufflevector <4 x i32> %32, <4 x i32> poison, <2 x i32> <i32 0, i32 2>, !dbg !184
  %34 = load <4 x i32>, ptr %14, align 16, !dbg !185
  %35 = shufflevector <4 x i32> %34, <4 x i32> poison, <2 x i32> <i32 1, i32 3>, !dbg !185
  %36 = add <2 x i32> %33, %35, !dbg !186
  %37 = load ptr addrspace(1), ptr %7, align 8, !dbg !187
  %38 = load i64, ptr %13, align 8, !dbg !188
  %39 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %37, i64 %38, !dbg !187
  store <2 x i32> %36, ptr addrspace(1) %39, align 8, !dbg !189
  %40 = load ptr addrspace(1), ptr %8, align 8, !dbg !190
  %41 = load i64, ptr %13, align 8, !dbg !191
  %42 = getelementptr inbounds <3 x i32>, ptr addrspace(1) %40, i64 %41, !dbg !190
  %43 = load <3 x i32>, ptr addrspace(1) %42, align 16, !dbg !190
  %44 = shufflevector <3 x i32> %43, <3 x i32> poison, <3 x i32> <i32 2, i32 0, i32 1>, !dbg !190
  store <4 x i32> <i32 1, i32 2, i32 3, i32 undef>, ptr %17, align 16, !dbg !192
  %45 = load <4 x i32>, ptr %17, align 16, !dbg !192
  %46 = shufflevector <4 x i32> %45, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !192
  %47 = sub <3 x i32> %44, %46, !dbg !193
  %48 = load ptr addrspace(1), ptr %8, align 8, !dbg !194
  %49 = load i64, ptr %13, align 8, !dbg !195
  %50 = getelementptr inbounds <3 x i32>, ptr addrspace(1) %48, i64 %49, !dbg !194
  %51 = shufflevector <3 x i32> %47, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !196
  store <4 x i32> %51, ptr addrspace(1) %50, align 16, !dbg !196
  %52 = load <8 x i32>, ptr %15, align 32, !dbg !197
  %53 = load i32, ptr %12, align 4, !dbg !198
  %54 = add i32 %53, 1, !dbg !199
  %55 = and i32 %54, 7, !dbg !200
  %56 = extractelement <8 x i32> %52, i32 %55, !dbg !197
  %57 = load i32, ptr %12, align 4, !dbg !201
  %58 = and i32 %57, 3, !dbg !202
  %59 = load <4 x i32>, ptr %14, align 16, !dbg !203
  %60 = insertelement <4 x i32> %59, i32 %56, i32 %58, !dbg !203
  store <4 x i32> %60, ptr %14, align 16, !dbg !203
  %61 = load <4 x i32>, ptr %14, align 16, !dbg !204
  %62 = load ptr addrspace(1), ptr %9, align 8, !dbg !205
  %63 = load i64, ptr %13, align 8, !dbg !206
  %64 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %62, i64 %63, !dbg !205
  store <4 x i32> %61, ptr addrspace(1) %64, align 16, !dbg !207
  %65 = load <4 x i32>, ptr %14, align 16, !dbg !208
  %66 = shufflevector <4 x i32> %65, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !208
  %67 = shufflevector <4 x i32> %66, <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !209
  %68 = shufflevector <8 x i32> %67, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !209
  %69 = load <8 x i32>, ptr %15, align 32, !dbg !210
  %70 = shufflevector <8 x i32> %69, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, !dbg !210
  %71 = shufflevector <4 x i32> %70, <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !209
  %72 = shufflevector <8 x i32> %68, <8 x i32> %71, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>, !dbg !209
  store <8 x i32> %72, ptr %18, align 32, !dbg !211
  %73 = load <8 x i32>, ptr %18, align 32, !dbg !211
  %74 = load ptr addrspace(1), ptr %10, align 8, !dbg !212
  %75 = load i64, ptr %13, align 8, !dbg !213
  %76 = getelementptr inbounds <8 x i32>, ptr addrspace(1) %74, i64 %75, !dbg !212
  store <8 x i32> %73, ptr addrspace(1) %76, align 32, !dbg !214
  %77 = load <16 x i32>, ptr %16, align 64, !dbg !215
  %78 = shufflevector <16 x i32> %77, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !215
  %79 = load <8 x i32>, ptr %15, align 32, !dbg !216
  %80 = xor <8 x i32> %78, %79, !dbg !217
  %81 = load <16 x i32>, ptr %16, align 64, !dbg !218
  %82 = shufflevector <8 x i32> %80, <8 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !218
  %83 = shufflevector <16 x i32> %81, <16 x i32> %82, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>, !dbg !218
  store <16 x i32> %83, ptr %16, align 64, !dbg !218
  %84 = load <16 x i32>, ptr %16, align 64, !dbg !219
  %85 = shufflevector <16 x i32> %84, <16 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !219
  %86 = load <16 x i32>, ptr %16, align 64, !dbg !220
  %87 = shufflevector <16 x i32> %86, <16 x i32> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>, !dbg !220
  %88 = add <16 x i32> %85, %87, !dbg !221
  %89 = load ptr addrspace(1), ptr %11, align 8, !dbg !222
  %90 = load i64, ptr %13, align 8, !dbg !223
  %91 = getelementptr inbounds <16 x i32>, ptr addrspace(1) %89, i64 %90, !dbg !222
  store <16 x i32> %88, ptr addrspace(1) %91, align 64, !dbg !224
  ret void, !dbg !225
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/vector_swizzle.cl", directory: ".", checksumkind: CSK_MD5, checksum: "7e2eac0bace94876a604a21acd8276e1")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "float_swizzles", scope: !1, file: !1, line: 2, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !39)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !18, !23, !28, !33, !38}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !13, line: 207, baseType: !14)
!13 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 64, flags: DIFlagVector, elements: !16)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !{!17}
!17 = !DISubrange(count: 2)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "float3", file: !13, line: 208, baseType: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, flags: DIFlagVector, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 3)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64, dwarfAddressSpace: 1)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !13, line: 209, baseType: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, flags: DIFlagVector, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 4)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, dwarfAddressSpace: 1)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "float8", file: !13, line: 210, baseType: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 256, flags: DIFlagVector, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 8)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64, dwarfAddressSpace: 1)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "float16", file: !13, line: 211, baseType: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 512, flags: DIFlagVector, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 16)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!39 = !{}
!40 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!41 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!42 = !{!"float2*", !"float3*", !"float4*", !"float8*", !"float16*", !"float*"}
!43 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(3)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(8)))*", !"float __attribute__((ext_vector_type(16)))*", !"float*"}
!44 = !{!"", !"", !"", !"", !"", !""}
!45 = !DILocalVariable(name: "f2", arg: 1, scope: !8, file: !1, line: 2, type: !11)
!46 = !DILocation(line: 2, column: 47, scope: !8)
!47 = !DILocalVariable(name: "f3", arg: 2, scope: !8, file: !1, line: 2, type: !18)
!48 = !DILocation(line: 2, column: 68, scope: !8)
!49 = !DILocalVariable(name: "f4", arg: 3, scope: !8, file: !1, line: 3, type: !23)
!50 = !DILocation(line: 3, column: 47, scope: !8)
!51 = !DILocalVariable(name: "f8", arg: 4, scope: !8, file: !1, line: 3, type: !28)
!52 = !DILocation(line: 3, column: 68, scope: !8)
!53 = !DILocalVariable(name: "f16", arg: 5, scope: !8, file: !1, line: 4, type: !33)
!54 = !DILocation(line: 4, column: 48, scope: !8)
!55 = !DILocalVariable(name: "out", arg: 6, scope: !8, file: !1, line: 4, type: !38)
!56 = !DILocation(line: 4, column: 69, scope: !8)
!57 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 5, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !13, line: 142, baseType: !59)
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !DILocation(line: 5, column: 10, scope: !8)
!61 = !DILocation(line: 5, column: 14, scope: !8)
!62 = !DILocalVariable(name: "a", scope: !8, file: !1, line: 6, type: !12)
!63 = !DILocation(line: 6, column: 10, scope: !8)
!64 = !DILocation(line: 6, column: 14, scope: !8)
!65 = !DILocation(line: 6, column: 17, scope: !8)
!66 = !DILocalVariable(name: "b", scope: !8, file: !1, line: 7, type: !19)
!67 = !DILocation(line: 7, column: 10, scope: !8)
!68 = !DILocation(line: 7, column: 14, scope: !8)
!69 = !DILocation(line: 7, column: 17, scope: !8)
!70 = !DILocalVariable(name: "c", scope: !8, file: !1, line: 8, type: !24)
!71 = !DILocation(line: 8, column: 10, scope: !8)
!72 = !DILocation(line: 8, column: 14, scope: !8)
!73 = !DILocation(line: 8, column: 17, scope: !8)
!74 = !DILocalVariable(name: "d", scope: !8, file: !1, line: 9, type: !29)
!75 = !DILocation(line: 9, column: 10, scope: !8)
!76 = !DILocation(line: 9, column: 14, scope: !8)
!77 = !DILocation(line: 9, column: 17, scope: !8)
!78 = !DILocalVariable(name: "e", scope: !8, file: !1, line: 10, type: !34)
!79 = !DILocation(line: 10, column: 11, scope: !8)
!80 = !DILocation(line: 10, column: 15, scope: !8)
!81 = !DILocation(line: 10, column: 19, scope: !8)
!82 = !DILocation(line: 12, column: 11, scope: !8)
!83 = !DILocation(line: 12, column: 3, scope: !8)
!84 = !DILocation(line: 12, column: 6, scope: !8)
!85 = !DILocation(line: 12, column: 9, scope: !8)
!86 = !DILocation(line: 13, column: 20, scope: !8)
!87 = !DILocation(line: 13, column: 19, scope: !8)
!88 = !DILocation(line: 13, column: 25, scope: !8)
!89 = !DILocation(line: 13, column: 11, scope: !8)
!90 = !DILocation(line: 13, column: 33, scope: !8)
!91 = !DILocation(line: 13, column: 31, scope: !8)
!92 = !DILocation(line: 13, column: 3, scope: !8)
!93 = !DILocation(line: 13, column: 6, scope: !8)
!94 = !DILocation(line: 13, column: 9, scope: !8)
!95 = !DILocation(line: 14, column: 10, scope: !8)
!96 = !DILocation(line: 14, column: 8, scope: !8)
!97 = !DILocation(line: 15, column: 9, scope: !8)
!98 = !DILocation(line: 15, column: 7, scope: !8)
!99 = !DILocation(line: 16, column: 11, scope: !8)
!100 = !DILocation(line: 16, column: 3, scope: !8)
!101 = !DILocation(line: 16, column: 6, scope: !8)
!102 = !DILocation(line: 16, column: 9, scope: !8)
!103 = !DILocation(line: 17, column: 10, scope: !8)
!104 = !DILocation(line: 17, column: 17, scope: !8)
!105 = !DILocation(line: 17, column: 15, scope: !8)
!106 = !DILocation(line: 17, column: 8, scope: !8)
!107 = !DILocation(line: 18, column: 11, scope: !8)
!108 = !DILocation(line: 18, column: 3, scope: !8)
!109 = !DILocation(line: 18, column: 6, scope: !8)
!110 = !DILocation(line: 18, column: 9, scope: !8)
!111 = !DILocation(line: 19, column: 13, scope: !8)
!112 = !DILocation(line: 19, column: 11, scope: !8)
!113 = !DILocation(line: 20, column: 12, scope: !8)
!114 = !DILocation(line: 20, column: 18, scope: !8)
!115 = !DILocation(line: 20, column: 10, scope: !8)
!116 = !DILocation(line: 21, column: 12, scope: !8)
!117 = !DILocation(line: 21, column: 3, scope: !8)
!118 = !DILocation(line: 21, column: 7, scope: !8)
!119 = !DILocation(line: 21, column: 10, scope: !8)
!120 = !DILocation(line: 22, column: 12, scope: !8)
!121 = !DILocation(line: 22, column: 18, scope: !8)
!122 = !DILocation(line: 22, column: 16, scope: !8)
!123 = !DILocation(line: 22, column: 24, scope: !8)
!124 = !DILocation(line: 22, column: 22, scope: !8)
!125 = !DILocation(line: 22, column: 30, scope: !8)
!126 = !DILocation(line: 22, column: 28, scope: !8)
!127 = !DILocation(line: 22, column: 37, scope: !8)
!128 = !DILocation(line: 22, column: 35, scope: !8)
!129 = !DILocation(line: 22, column: 3, scope: !8)
!130 = !DILocation(line: 22, column: 7, scope: !8)
!131 = !DILocation(line: 22, column: 10, scope: !8)
!132 = !DILocation(line: 23, column: 1, scope: !8)
!133 = distinct !DISubprogram(name: "int_swizzles", scope: !1, file: !1, line: 25, type: !134, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !39)
!134 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !135)
!135 = !{null, !136, !140, !143, !146, !149, !152}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64, dwarfAddressSpace: 1)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "int2", file: !13, line: 187, baseType: !138)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 64, flags: DIFlagVector, elements: !16)
!139 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64, dwarfAddressSpace: 1)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "int3", file: !13, line: 188, baseType: !142)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 128, flags: DIFlagVector, elements: !21)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64, dwarfAddressSpace: 1)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !13, line: 189, baseType: !145)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 128, flags: DIFlagVector, elements: !26)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64, dwarfAddressSpace: 1)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8", file: !13, line: 190, baseType: !148)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 256, flags: DIFlagVector, elements: !31)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64, dwarfAddressSpace: 1)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16", file: !13, line: 191, baseType: !151)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 512, flags: DIFlagVector, elements: !36)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !13, line: 129, baseType: !153)
!153 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!154 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!155 = !{!"int2*", !"int3*", !"int4*", !"int8*", !"int16*", !"uint"}
!156 = !{!"int __attribute__((ext_vector_type(2)))*", !"int __attribute__((ext_vector_type(3)))*", !"int __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(8)))*", !"int __attribute__((ext_vector_type(16)))*", !"uint"}
!157 = !DILocalVariable(name: "i2", arg: 1, scope: !133, file: !1, line: 25, type: !136)
!158 = !DILocation(line: 25, column: 43, scope: !133)
!159 = !DILocalVariable(name: "i3", arg: 2, scope: !133, file: !1, line: 25, type: !140)
!160 = !DILocation(line: 25, column: 62, scope: !133)
!161 = !DILocalVariable(name: "i4", arg: 3, scope: !133, file: !1, line: 26, type: !143)
!162 = !DILocation(line: 26, column: 43, scope: !133)
!163 = !DILocalVariable(name: "i8", arg: 4, scope: !133, file: !1, line: 26, type: !146)
!164 = !DILocation(line: 26, column: 62, scope: !133)
!165 = !DILocalVariable(name: "i16", arg: 5, scope: !133, file: !1, line: 27, type: !149)
!166 = !DILocation(line: 27, column: 44, scope: !133)
!167 = !DILocalVariable(name: "k", arg: 6, scope: !133, file: !1, line: 27, type: !152)
!168 = !DILocation(line: 27, column: 54, scope: !133)
!169 = !DILocalVariable(name: "g", scope: !133, file: !1, line: 28, type: !58)
!170 = !DILocation(line: 28, column: 10, scope: !133)
!171 = !DILocation(line: 28, column: 14, scope: !133)
!172 = !DILocalVariable(name: "v", scope: !133, file: !1, line: 29, type: !144)
!173 = !DILocation(line: 29, column: 8, scope: !133)
!174 = !DILocation(line: 29, column: 12, scope: !133)
!175 = !DILocation(line: 29, column: 15, scope: !133)
!176 = !DILocalVariable(name: "w", scope: !133, file: !1, line: 30, type: !147)
!177 = !DILocation(line: 30, column: 8, scope: !133)
!178 = !DILocation(line: 30, column: 12, scope: !133)
!179 = !DILocation(line: 30, column: 15, scope: !133)
!180 = !DILocalVariable(name: "x", scope: !133, file: !1, line: 31, type: !150)
!181 = !DILocation(line: 31, column: 9, scope: !133)
!182 = !DILocation(line: 31, column: 13, scope: !133)
!183 = !DILocation(line: 31, column: 17, scope: !133)
!184 = !DILocation(line: 32, column: 11, scope: !133)
!185 = !DILocation(line: 32, column: 18, scope: !133)
!186 = !DILocation(line: 32, column: 16, scope: !133)
!187 = !DILocation(line: 32, column: 3, scope: !133)
!188 = !DILocation(line: 32, column: 6, scope: !133)
!189 = !DILocation(line: 32, column: 9, scope: !133)
!190 = !DILocation(line: 33, column: 11, scope: !133)
!191 = !DILocation(line: 33, column: 14, scope: !133)
!192 = !DILocation(line: 33, column: 23, scope: !133)
!193 = !DILocation(line: 33, column: 21, scope: !133)
!194 = !DILocation(line: 33, column: 3, scope: !133)
!195 = !DILocation(line: 33, column: 6, scope: !133)
!196 = !DILocation(line: 33, column: 9, scope: !133)
!197 = !DILocation(line: 34, column: 14, scope: !133)
!198 = !DILocation(line: 34, column: 17, scope: !133)
!199 = !DILocation(line: 34, column: 19, scope: !133)
!200 = !DILocation(line: 34, column: 24, scope: !133)
!201 = !DILocation(line: 34, column: 5, scope: !133)
!202 = !DILocation(line: 34, column: 7, scope: !133)
!203 = !DILocation(line: 34, column: 12, scope: !133)
!204 = !DILocation(line: 35, column: 11, scope: !133)
!205 = !DILocation(line: 35, column: 3, scope: !133)
!206 = !DILocation(line: 35, column: 6, scope: !133)
!207 = !DILocation(line: 35, column: 9, scope: !133)
!208 = !DILocation(line: 36, column: 18, scope: !133)
!209 = !DILocation(line: 36, column: 17, scope: !133)
!210 = !DILocation(line: 36, column: 26, scope: !133)
!211 = !DILocation(line: 36, column: 11, scope: !133)
!212 = !DILocation(line: 36, column: 3, scope: !133)
!213 = !DILocation(line: 36, column: 6, scope: !133)
!214 = !DILocation(line: 36, column: 9, scope: !133)
!215 = !DILocation(line: 37, column: 10, scope: !133)
!216 = !DILocation(line: 37, column: 17, scope: !133)
!217 = !DILocation(line: 37, column: 15, scope: !133)
!218 = !DILocation(line: 37, column: 8, scope: !133)
!219 = !DILocation(line: 38, column: 12, scope: !133)
!220 = !DILocation(line: 38, column: 34, scope: !133)
!221 = !DILocation(line: 38, column: 32, scope: !133)
!222 = !DILocation(line: 38, column: 3, scope: !133)
!223 = !DILocation(line: 38, column: 7, scope: !133)
!224 = !DILocation(line: 38, column: 10, scope: !133)
!225 = !DILocation(line: 39, column: 1, scope: !133)
