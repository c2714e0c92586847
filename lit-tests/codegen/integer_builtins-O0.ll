; Pins unoptimized integer builtins: s_*/u_* OpenCL.std selection by argument signedness (abs, min/max, mul_hi, add_sat, sub_sat, hadd, mad24, abs_diff), popcount/clz on long truncated with OpUConvert, and the vector ternary's sext <4 x i1> as OpSelect of all-ones/zero vectors followed by the bitwise select expansion.
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
; CHECK:      [[ONES:%[0-9]+]] = OpConstantComposite %v4uint %uint_4294967295 %uint_4294967295 %uint_4294967295 %uint_4294967295
; CHECK-NEXT: [[ZEROS:%[0-9]+]] = OpConstantComposite %v4uint %uint_0 %uint_0 %uint_0 %uint_0
; CHECK:      OpExtInst %uint [[STD]] s_abs
; CHECK:      OpExtInst %uint [[STD]] u_max {{%[0-9]+}} %uint_3
; CHECK:      OpExtInst %uint [[STD]] s_mul_hi {{%[0-9]+}} %uint_4294967289
; CHECK:      OpExtInst %uint [[STD]] s_sub_sat {{%[0-9]+}} %uint_2147483647
; CHECK:      OpExtInst %uint [[STD]] u_hadd {{%[0-9]+}} %uint_12
; CHECK:      OpExtInst %uint [[STD]] s_abs_diff
; CHECK:      [[CLZ:%[0-9]+]] = OpExtInst %ulong [[STD]] clz
; CHECK-NEXT: OpUConvert %uint [[CLZ]]
; CHECK:      [[GT:%[0-9]+]] = OpUGreaterThan %v4bool
; CHECK-NEXT: OpSelect %v4uint [[GT]] [[ONES]] [[ZEROS]]
; CHECK:      OpExtInst %v4uint [[STD]] s_max
; ModuleID = 'lit-tests/codegen/Inputs/integer_builtins.cl'
source_filename = "lit-tests/codegen/Inputs/integer_builtins.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @integer_builtins(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 16 %4) #0 !dbg !19 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 {
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca <4 x i32>, align 16
  %17 = alloca <4 x i32>, align 16
  %18 = alloca <4 x i32>, align 16
  store ptr addrspace(1) %0, ptr %6, align 8
    #dbg_declare(ptr %6, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !38)
  store ptr addrspace(1) %1, ptr %7, align 8
    #dbg_declare(ptr %7, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  store ptr addrspace(1) %2, ptr %8, align 8
    #dbg_declare(ptr %8, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  store ptr addrspace(1) %3, ptr %9, align 8
    #dbg_declare(ptr %9, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  store ptr addrspace(1) %4, ptr %10, align 8
    #dbg_declare(ptr %10, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
    #dbg_declare(ptr %11, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %19 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !51
  store i64 %19, ptr %11, align 8, !dbg !50
    #dbg_declare(ptr %12, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  %20 = load ptr addrspace(1), ptr %6, align 8, !dbg !54
  %21 = load i64, ptr %11, align 8, !dbg !55
  %22 = getelementptr inbounds i32, ptr addrspace(1) %20, i64 %21, !dbg !54
  %23 = load i32, ptr addrspace(1) %22, align 4, !dbg !54
  store i32 %23, ptr %12, align 4, !dbg !53
    #dbg_declare(ptr %13, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %24 = load ptr addrspace(1), ptr %7, align 8, !dbg !58
  %25 = load i64, ptr %11, align 8, !dbg !59
  %26 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 %25, !dbg !58
  %27 = load i32, ptr addrspace(1) %26, align 4, !dbg !58
  store i32 %27, ptr %13, align 4, !dbg !57
    #dbg_declare(ptr %14, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %28 = load ptr addrspace(1), ptr %8, align 8, !dbg !62
  %29 = load i64, ptr %11, align 8, !dbg !63
  %30 = getelementptr inbounds i64, ptr addrspace(1) %28, i64 %29, !dbg !62
  %31 = load i64, ptr addrspace(1) %30, align 8, !dbg !62
  store i64 %31, ptr %14, align 8, !dbg !61
    #dbg_declare(ptr %15, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
  store i32 0, ptr %15, align 4, !dbg !65
  %32 = load i32, ptr %12, align 4, !dbg !66
  %33 = call spir_func i32 @_Z3absi(i32 noundef %32) #2, !dbg !67
  %34 = load i32, ptr %15, align 4, !dbg !68
  %35 = add i32 %34, %33, !dbg !68
  store i32 %35, ptr %15, align 4, !dbg !68
  %36 = load i32, ptr %12, align 4, !dbg !69
  %37 = call spir_func i32 @_Z3minii(i32 noundef %36, i32 noundef -5) #2, !dbg !70
  %38 = load i32, ptr %12, align 4, !dbg !71
  %39 = call spir_func i32 @_Z3maxii(i32 noundef %38, i32 noundef 5) #2, !dbg !72
  %40 = add i32 %37, %39, !dbg !73
  %41 = load i32, ptr %15, align 4, !dbg !74
  %42 = add i32 %41, %40, !dbg !74
  store i32 %42, ptr %15, align 4, !dbg !74
  %43 = load i32, ptr %13, align 4, !dbg !75
  %44 = call spir_func i32 @_Z3minjj(i32 noundef %43, i32 noundef 100) #2, !dbg !76
  %45 = load i32, ptr %13, align 4, !dbg !77
  %46 = call spir_func i32 @_Z3maxjj(i32 noundef %45, i32 noundef 3) #2, !dbg !78
  %47 = add i32 %44, %46, !dbg !79
  %48 = load i32, ptr %15, align 4, !dbg !80
  %49 = add i32 %48, %47, !dbg !80
  store i32 %49, ptr %15, align 4, !dbg !80
  %50 = load i32, ptr %13, align 4, !dbg !81
  %51 = call spir_func i32 @_Z3clzj(i32 noundef %50) #2, !dbg !82
  %52 = load i32, ptr %13, align 4, !dbg !83
  %53 = call spir_func i32 @_Z8popcountj(i32 noundef %52) #2, !dbg !84
  %54 = add i32 %51, %53, !dbg !85
  %55 = load i64, ptr %14, align 8, !dbg !86
  %56 = call spir_func i64 @_Z8popcountl(i64 noundef %55) #2, !dbg !87
  %57 = trunc i64 %56 to i32, !dbg !88
  %58 = add i32 %54, %57, !dbg !89
  %59 = load i32, ptr %15, align 4, !dbg !90
  %60 = add i32 %59, %58, !dbg !90
  store i32 %60, ptr %15, align 4, !dbg !90
  %61 = load i32, ptr %13, align 4, !dbg !91
  %62 = call spir_func i32 @_Z6rotatejj(i32 noundef %61, i32 noundef 7) #2, !dbg !92
  %63 = load i32, ptr %12, align 4, !dbg !93
  %64 = call spir_func i32 @_Z6rotateii(i32 noundef %63, i32 noundef 3) #2, !dbg !94
  %65 = xor i32 %62, %64, !dbg !95
  %66 = load i32, ptr %15, align 4, !dbg !96
  %67 = add i32 %66, %65, !dbg !96
  store i32 %67, ptr %15, align 4, !dbg !96
  %68 = load i32, ptr %13, align 4, !dbg !97
  %69 = call spir_func i32 @_Z6mul_hijj(i32 noundef %68, i32 noundef -1640531527) #2, !dbg !98
  %70 = load i32, ptr %12, align 4, !dbg !99
  %71 = call spir_func i32 @_Z6mul_hiii(i32 noundef %70, i32 noundef -7) #2, !dbg !100
  %72 = add i32 %69, %71, !dbg !101
  %73 = load i32, ptr %15, align 4, !dbg !102
  %74 = add i32 %73, %72, !dbg !102
  store i32 %74, ptr %15, align 4, !dbg !102
  %75 = load i32, ptr %12, align 4, !dbg !103
  %76 = call spir_func i32 @_Z7add_satii(i32 noundef %75, i32 noundef 2147483392) #2, !dbg !104
  %77 = load i32, ptr %13, align 4, !dbg !105
  %78 = call spir_func i32 @_Z7add_satjj(i32 noundef %77, i32 noundef -256) #2, !dbg !106
  %79 = add i32 %76, %78, !dbg !107
  %80 = load i32, ptr %15, align 4, !dbg !108
  %81 = add i32 %80, %79, !dbg !108
  store i32 %81, ptr %15, align 4, !dbg !108
  %82 = load i32, ptr %12, align 4, !dbg !109
  %83 = call spir_func i32 @_Z7sub_satii(i32 noundef %82, i32 noundef 2147483647) #2, !dbg !110
  %84 = load i32, ptr %13, align 4, !dbg !111
  %85 = call spir_func i32 @_Z4haddjj(i32 noundef %84, i32 noundef 12) #2, !dbg !112
  %86 = add i32 %83, %85, !dbg !113
  %87 = load i32, ptr %15, align 4, !dbg !114
  %88 = add i32 %87, %86, !dbg !114
  store i32 %88, ptr %15, align 4, !dbg !114
  %89 = load i32, ptr %12, align 4, !dbg !115
  %90 = call spir_func i32 @_Z5mad24iii(i32 noundef %89, i32 noundef 3, i32 noundef 1) #2, !dbg !116
  %91 = load i32, ptr %12, align 4, !dbg !117
  %92 = load i32, ptr %12, align 4, !dbg !118
  %93 = sub nsw i32 0, %92, !dbg !119
  %94 = call spir_func i32 @_Z8abs_diffii(i32 noundef %91, i32 noundef %93) #2, !dbg !120
  %95 = add i32 %90, %94, !dbg !121
  %96 = load i32, ptr %15, align 4, !dbg !122
  %97 = add i32 %96, %95, !dbg !122
  store i32 %97, ptr %15, align 4, !dbg !122
  %98 = load i64, ptr %14, align 8, !dbg !123
  %99 = call spir_func i64 @_Z3clzl(i64 noundef %98) #2, !dbg !124
  %100 = trunc i64 %99 to i32, !dbg !125
  %101 = load i64, ptr %14, align 8, !dbg !126
  %102 = call spir_func i64 @_Z3absl(i64 noundef %101) #2, !dbg !127
  %103 = lshr i64 %102, 32, !dbg !128
  %104 = trunc i64 %103 to i32, !dbg !129
  %105 = add i32 %100, %104, !dbg !130
  %106 = load i32, ptr %15, align 4, !dbg !131
  %107 = add i32 %106, %105, !dbg !131
  store i32 %107, ptr %15, align 4, !dbg !131
  %108 = load i32, ptr %15, align 4, !dbg !132
  %109 = load ptr addrspace(1), ptr %9, align 8, !dbg !133
  %110 = load i64, ptr %11, align 8, !dbg !134
  %111 = getelementptr inbounds i32, ptr addrspace(1) %109, i64 %110, !dbg !133
  store i32 %108, ptr addrspace(1) %111, align 4, !dbg !135
    #dbg_declare(ptr %16, !136, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !137)
  %112 = load ptr addrspace(1), ptr %10, align 8, !dbg !138
  %113 = load i64, ptr %11, align 8, !dbg !139
  %114 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %112, i64 %113, !dbg !138
  %115 = load <4 x i32>, ptr addrspace(1) %114, align 16, !dbg !138
  store <4 x i32> %115, ptr %16, align 16, !dbg !137
  %116 = load <4 x i32>, ptr %16, align 16, !dbg !140
  %117 = call spir_func <4 x i32> @_Z3absDv4_i(<4 x i32> noundef %116) #2, !dbg !141
  store <4 x i32> %117, ptr %17, align 16, !dbg !141
  %118 = load <4 x i32>, ptr %17, align 16, !dbg !141
  %119 = shufflevector <4 x i32> %118, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !141
  %120 = icmp ugt <4 x i32> %119, <i32 8, i32 8, i32 8, i32 8>, !dbg !142
  %121 = sext <4 x i1> %120 to <4 x i32>, !dbg !142
  %122 = load <4 x i32>, ptr %16, align 16, !dbg !143
  %123 = load <4 x i32>, ptr %16, align 16, !dbg !144
  %124 = sub <4 x i32> zeroinitializer, %123, !dbg !145
  %125 = icmp slt <4 x i32> %121, zeroinitializer, !dbg !141
  %126 = sext <4 x i1> %125 to <4 x i32>, !dbg !141
  %127 = xor <4 x i32> %126, <i32 -1, i32 -1, i32 -1, i32 -1>, !dbg !141
  %128 = and <4 x i32> %124, %127, !dbg !141
  %129 = and <4 x i32> %122, %126, !dbg !141
  %130 = or <4 x i32> %128, %129, !dbg !141
  %131 = call spir_func <4 x i32> @_Z3maxDv4_iS_(<4 x i32> noundef %130, <4 x i32> noundef zeroinitializer) #2, !dbg !146
  %132 = load <4 x i32>, ptr %16, align 16, !dbg !147
  %133 = call spir_func <4 x i32> @_Z8popcountDv4_i(<4 x i32> noundef %132) #2, !dbg !148
  %134 = add <4 x i32> %131, %133, !dbg !149
  %135 = load <4 x i32>, ptr %16, align 16, !dbg !150
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %18, align 16, !dbg !151
  %136 = load <4 x i32>, ptr %18, align 16, !dbg !151
  %137 = call spir_func <4 x i32> @_Z6rotateDv4_iS_(<4 x i32> noundef %135, <4 x i32> noundef %136) #2, !dbg !152
  %138 = add <4 x i32> %134, %137, !dbg !153
  %139 = load <4 x i32>, ptr %16, align 16, !dbg !154
  %140 = call spir_func <4 x i32> @_Z3clzDv4_i(<4 x i32> noundef %139) #2, !dbg !155
  %141 = add <4 x i32> %138, %140, !dbg !156
  %142 = load ptr addrspace(1), ptr %10, align 8, !dbg !157
  %143 = load i64, ptr %11, align 8, !dbg !158
  %144 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %142, i64 %143, !dbg !157
  store <4 x i32> %141, ptr addrspace(1) %144, align 16, !dbg !159
  ret void, !dbg !160
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z3absi(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z3minii(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z3maxii(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z3minjj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z3maxjj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z3clzj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z8popcountj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z8popcountl(i64 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z6rotatejj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z6rotateii(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z6mul_hijj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z6mul_hiii(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z7add_satii(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z7add_satjj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z7sub_satii(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z4haddjj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z5mad24iii(i32 noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z8abs_diffii(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z3clzl(i64 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z3absl(i64 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z3maxDv4_iS_(<4 x i32> noundef, <4 x i32> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z3absDv4_i(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z8popcountDv4_i(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z6rotateDv4_iS_(<4 x i32> noundef, <4 x i32> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z3clzDv4_i(<4 x i32> noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!13, !14, !15, !16}
!opencl.ocl.version = !{!17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/integer_builtins.cl", directory: ".", checksumkind: CSK_MD5, checksum: "b94b6a1ab7c7733cf61d451762ecd102")
!2 = !{!3, !6, !10}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 129, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint4", file: !4, line: 194, baseType: !7)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector, elements: !8)
!8 = !{!9}
!9 = !DISubrange(count: 4)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !4, line: 189, baseType: !11)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, flags: DIFlagVector, elements: !8)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{i32 2, i32 0}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "integer_builtins", scope: !1, file: !1, line: 3, type: !20, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!20 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !21)
!21 = !{null, !22, !24, !26, !29, !30}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, dwarfAddressSpace: 1)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, dwarfAddressSpace: 1)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, dwarfAddressSpace: 1)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!28 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, dwarfAddressSpace: 1)
!31 = !{}
!32 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!33 = !{!"none", !"none", !"none", !"none", !"none"}
!34 = !{!"int*", !"uint*", !"long*", !"uint*", !"int4*"}
!35 = !{!"int*", !"uint*", !"long*", !"uint*", !"int __attribute__((ext_vector_type(4)))*"}
!36 = !{!"const", !"const", !"const", !"", !""}
!37 = !DILocalVariable(name: "a", arg: 1, scope: !19, file: !1, line: 3, type: !22)
!38 = !DILocation(line: 3, column: 52, scope: !19)
!39 = !DILocalVariable(name: "b", arg: 2, scope: !19, file: !1, line: 3, type: !24)
!40 = !DILocation(line: 3, column: 76, scope: !19)
!41 = !DILocalVariable(name: "c", arg: 3, scope: !19, file: !1, line: 4, type: !26)
!42 = !DILocation(line: 4, column: 53, scope: !19)
!43 = !DILocalVariable(name: "out", arg: 4, scope: !19, file: !1, line: 4, type: !29)
!44 = !DILocation(line: 4, column: 71, scope: !19)
!45 = !DILocalVariable(name: "v", arg: 5, scope: !19, file: !1, line: 5, type: !30)
!46 = !DILocation(line: 5, column: 47, scope: !19)
!47 = !DILocalVariable(name: "i", scope: !19, file: !1, line: 6, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !49)
!49 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!50 = !DILocation(line: 6, column: 10, scope: !19)
!51 = !DILocation(line: 6, column: 14, scope: !19)
!52 = !DILocalVariable(name: "x", scope: !19, file: !1, line: 7, type: !12)
!53 = !DILocation(line: 7, column: 7, scope: !19)
!54 = !DILocation(line: 7, column: 11, scope: !19)
!55 = !DILocation(line: 7, column: 13, scope: !19)
!56 = !DILocalVariable(name: "y", scope: !19, file: !1, line: 8, type: !3)
!57 = !DILocation(line: 8, column: 8, scope: !19)
!58 = !DILocation(line: 8, column: 12, scope: !19)
!59 = !DILocation(line: 8, column: 14, scope: !19)
!60 = !DILocalVariable(name: "z", scope: !19, file: !1, line: 9, type: !28)
!61 = !DILocation(line: 9, column: 8, scope: !19)
!62 = !DILocation(line: 9, column: 12, scope: !19)
!63 = !DILocation(line: 9, column: 14, scope: !19)
!64 = !DILocalVariable(name: "r", scope: !19, file: !1, line: 10, type: !3)
!65 = !DILocation(line: 10, column: 8, scope: !19)
!66 = !DILocation(line: 11, column: 12, scope: !19)
!67 = !DILocation(line: 11, column: 8, scope: !19)
!68 = !DILocation(line: 11, column: 5, scope: !19)
!69 = !DILocation(line: 12, column: 18, scope: !19)
!70 = !DILocation(line: 12, column: 14, scope: !19)
!71 = !DILocation(line: 12, column: 37, scope: !19)
!72 = !DILocation(line: 12, column: 33, scope: !19)
!73 = !DILocation(line: 12, column: 25, scope: !19)
!74 = !DILocation(line: 12, column: 5, scope: !19)
!75 = !DILocation(line: 13, column: 12, scope: !19)
!76 = !DILocation(line: 13, column: 8, scope: !19)
!77 = !DILocation(line: 13, column: 27, scope: !19)
!78 = !DILocation(line: 13, column: 23, scope: !19)
!79 = !DILocation(line: 13, column: 21, scope: !19)
!80 = !DILocation(line: 13, column: 5, scope: !19)
!81 = !DILocation(line: 14, column: 12, scope: !19)
!82 = !DILocation(line: 14, column: 8, scope: !19)
!83 = !DILocation(line: 14, column: 26, scope: !19)
!84 = !DILocation(line: 14, column: 17, scope: !19)
!85 = !DILocation(line: 14, column: 15, scope: !19)
!86 = !DILocation(line: 14, column: 46, scope: !19)
!87 = !DILocation(line: 14, column: 37, scope: !19)
!88 = !DILocation(line: 14, column: 31, scope: !19)
!89 = !DILocation(line: 14, column: 29, scope: !19)
!90 = !DILocation(line: 14, column: 5, scope: !19)
!91 = !DILocation(line: 15, column: 15, scope: !19)
!92 = !DILocation(line: 15, column: 8, scope: !19)
!93 = !DILocation(line: 15, column: 37, scope: !19)
!94 = !DILocation(line: 15, column: 30, scope: !19)
!95 = !DILocation(line: 15, column: 22, scope: !19)
!96 = !DILocation(line: 15, column: 5, scope: !19)
!97 = !DILocation(line: 16, column: 15, scope: !19)
!98 = !DILocation(line: 16, column: 8, scope: !19)
!99 = !DILocation(line: 16, column: 46, scope: !19)
!100 = !DILocation(line: 16, column: 39, scope: !19)
!101 = !DILocation(line: 16, column: 31, scope: !19)
!102 = !DILocation(line: 16, column: 5, scope: !19)
!103 = !DILocation(line: 17, column: 22, scope: !19)
!104 = !DILocation(line: 17, column: 14, scope: !19)
!105 = !DILocation(line: 17, column: 47, scope: !19)
!106 = !DILocation(line: 17, column: 39, scope: !19)
!107 = !DILocation(line: 17, column: 37, scope: !19)
!108 = !DILocation(line: 17, column: 5, scope: !19)
!109 = !DILocation(line: 18, column: 22, scope: !19)
!110 = !DILocation(line: 18, column: 14, scope: !19)
!111 = !DILocation(line: 18, column: 41, scope: !19)
!112 = !DILocation(line: 18, column: 36, scope: !19)
!113 = !DILocation(line: 18, column: 34, scope: !19)
!114 = !DILocation(line: 18, column: 5, scope: !19)
!115 = !DILocation(line: 19, column: 20, scope: !19)
!116 = !DILocation(line: 19, column: 14, scope: !19)
!117 = !DILocation(line: 19, column: 46, scope: !19)
!118 = !DILocation(line: 19, column: 50, scope: !19)
!119 = !DILocation(line: 19, column: 49, scope: !19)
!120 = !DILocation(line: 19, column: 37, scope: !19)
!121 = !DILocation(line: 19, column: 29, scope: !19)
!122 = !DILocation(line: 19, column: 5, scope: !19)
!123 = !DILocation(line: 20, column: 18, scope: !19)
!124 = !DILocation(line: 20, column: 14, scope: !19)
!125 = !DILocation(line: 20, column: 8, scope: !19)
!126 = !DILocation(line: 20, column: 34, scope: !19)
!127 = !DILocation(line: 20, column: 30, scope: !19)
!128 = !DILocation(line: 20, column: 37, scope: !19)
!129 = !DILocation(line: 20, column: 23, scope: !19)
!130 = !DILocation(line: 20, column: 21, scope: !19)
!131 = !DILocation(line: 20, column: 5, scope: !19)
!132 = !DILocation(line: 21, column: 12, scope: !19)
!133 = !DILocation(line: 21, column: 3, scope: !19)
!134 = !DILocation(line: 21, column: 7, scope: !19)
!135 = !DILocation(line: 21, column: 10, scope: !19)
!136 = !DILocalVariable(name: "w", scope: !19, file: !1, line: 23, type: !10)
!137 = !DILocation(line: 23, column: 8, scope: !19)
!138 = !DILocation(line: 23, column: 12, scope: !19)
!139 = !DILocation(line: 23, column: 14, scope: !19)
!140 = !DILocation(line: 24, column: 18, scope: !19)
!141 = !DILocation(line: 24, column: 14, scope: !19)
!142 = !DILocation(line: 24, column: 27, scope: !19)
!143 = !DILocation(line: 24, column: 42, scope: !19)
!144 = !DILocation(line: 24, column: 47, scope: !19)
!145 = !DILocation(line: 24, column: 46, scope: !19)
!146 = !DILocation(line: 24, column: 10, scope: !19)
!147 = !DILocation(line: 24, column: 72, scope: !19)
!148 = !DILocation(line: 24, column: 63, scope: !19)
!149 = !DILocation(line: 24, column: 61, scope: !19)
!150 = !DILocation(line: 25, column: 17, scope: !19)
!151 = !DILocation(line: 25, column: 20, scope: !19)
!152 = !DILocation(line: 25, column: 10, scope: !19)
!153 = !DILocation(line: 24, column: 75, scope: !19)
!154 = !DILocation(line: 25, column: 46, scope: !19)
!155 = !DILocation(line: 25, column: 42, scope: !19)
!156 = !DILocation(line: 25, column: 40, scope: !19)
!157 = !DILocation(line: 24, column: 3, scope: !19)
!158 = !DILocation(line: 24, column: 5, scope: !19)
!159 = !DILocation(line: 24, column: 8, scope: !19)
!160 = !DILocation(line: 26, column: 1, scope: !19)
