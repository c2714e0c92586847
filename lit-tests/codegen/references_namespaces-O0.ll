; Pins unoptimized C++ references/namespaces: Box initialized by OpCopyMemorySized of 32 bytes, references passed as OpPtrCastToGeneric to mangled geom:: functions, overloads sign(int)/sign(float) as distinct OpFunctions, contains() returning %bool with an OpPhi %bool for &&, all() as OpSLessThan + OpAll + OpSelect, and float3 struct members accessed as %_ptr_Generic_v3float with (0, field) indices.
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
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      OpCopyMemorySized [[BOX:%[0-9]+]] {{%[0-9]+}} %ulong_32
; CHECK:      [[BREF:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uchar [[BOX]]
; CHECK:      [[IN:%[0-9]+]] = OpFunctionCall %bool %_ZN4geom8containsERU3AS4KNS_3BoxEDv3_f [[BREF]]
; CHECK-NEXT: OpBranchConditional [[IN]] [[T:%[0-9]+]] [[F:%[0-9]+]]
; CHECK:      [[F]] = OpLabel
; CHECK:      OpFunctionCall %float %_ZN4geom4signEf
; CHECK:      [[T]] = OpLabel
; CHECK:      OpFunctionCall %uint %_ZN4geom4signEi
; CHECK:      OpFunctionCall %void %_ZN4geom4growERU3AS4NS_3BoxEDv3_f
; CHECK:      %_ZN4geom4growERU3AS4NS_3BoxEDv3_f = OpFunction %void None
; CHECK:      OpInBoundsPtrAccessChain %_ptr_Generic_v3float {{%[0-9]+}} %uint_0 %uint_1
; CHECK:      %_ZN4geom8containsERU3AS4KNS_3BoxEDv3_f = OpFunction %bool None
; CHECK:      OpAll %bool
; CHECK:      OpPhi %bool %false
; ModuleID = 'lit-tests/codegen/Inputs/references_namespaces.clcpp'
source_filename = "lit-tests/codegen/Inputs/references_namespaces.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%"struct.geom::Box" = type { <3 x float>, <3 x float> }

$_ZN4geom4growERU3AS4NS_3BoxEDv3_f = comdat any

$_ZN4geom8containsERU3AS4KNS_3BoxEDv3_f = comdat any

$_ZN4geom4signEi = comdat any

$_ZN4geom4signEf = comdat any

@__const.references_namespaces.box = private unnamed_addr addrspace(2) constant %"struct.geom::Box" { <3 x float> <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000>, <3 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000> }, align 16

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define spir_kernel void @references_namespaces(ptr addrspace(1) noundef align 16 %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 16 %3) #0 !dbg !22 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca %"struct.geom::Box", align 16
  %10 = alloca i32, align 4
  %11 = alloca <4 x float>, align 16
  %12 = alloca <4 x float>, align 16
  %13 = alloca i64, align 8
  %14 = alloca <3 x float>, align 16
  %15 = alloca ptr addrspace(4), align 8
  store ptr addrspace(1) %0, ptr %5, align 8
    #dbg_declare(ptr %5, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  store ptr addrspace(1) %2, ptr %7, align 8
    #dbg_declare(ptr %7, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  store ptr addrspace(1) %3, ptr %8, align 8
    #dbg_declare(ptr %8, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
    #dbg_declare(ptr %9, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
  call void @llvm.memcpy.p0.p2.i64(ptr align 16 %9, ptr addrspace(2) align 16 @__const.references_namespaces.box, i64 32, i1 false), !dbg !52
    #dbg_declare(ptr %10, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  store i32 0, ptr %10, align 4, !dbg !55
  br label %16, !dbg !56

16:                                               ; preds = %28, %4
  %17 = load i32, ptr %10, align 4, !dbg !57
  %18 = load i32, ptr %6, align 4, !dbg !59
  %19 = icmp slt i32 %17, %18, !dbg !60
  br i1 %19, label %20, label %31, !dbg !61

20:                                               ; preds = %16
  %21 = addrspacecast ptr %9 to ptr addrspace(4), !dbg !62
  %22 = load ptr addrspace(1), ptr %5, align 8, !dbg !63
  %23 = load i32, ptr %10, align 4, !dbg !64
  %24 = sext i32 %23 to i64, !dbg !63
  %25 = getelementptr inbounds <4 x float>, ptr addrspace(1) %22, i64 %24, !dbg !63
  %26 = load <4 x float>, ptr addrspace(1) %25, align 16, !dbg !63
  %27 = shufflevector <4 x float> %26, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !63
  call spir_func void @_ZN4geom4growERU3AS4NS_3BoxEDv3_f(ptr addrspace(4) noundef align 16 dereferenceable(32) %21, <3 x float> noundef %27) #4, !dbg !65
  br label %28, !dbg !65

28:                                               ; preds = %20
  %29 = load i32, ptr %10, align 4, !dbg !66
  %30 = add nsw i32 %29, 1, !dbg !66
  store i32 %30, ptr %10, align 4, !dbg !66
  br label %16, !dbg !67, !llvm.loop !68

31:                                               ; preds = %16
  %32 = getelementptr inbounds %"struct.geom::Box", ptr %9, i32 0, i32 0, !dbg !71
  %33 = load <4 x float>, ptr %32, align 16, !dbg !71
  %34 = shufflevector <4 x float> %33, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !71
  %35 = shufflevector <3 x float> %34, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !72
  %36 = shufflevector <4 x float> %35, <4 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !72
  %37 = insertelement <4 x float> %36, float 0.000000e+00, i32 3, !dbg !72
  store <4 x float> %37, ptr %11, align 16, !dbg !73
  %38 = load <4 x float>, ptr %11, align 16, !dbg !73
  %39 = load ptr addrspace(1), ptr %8, align 8, !dbg !74
  %40 = getelementptr inbounds <4 x float>, ptr addrspace(1) %39, i64 0, !dbg !74
  store <4 x float> %38, ptr addrspace(1) %40, align 16, !dbg !75
  %41 = getelementptr inbounds %"struct.geom::Box", ptr %9, i32 0, i32 1, !dbg !76
  %42 = load <4 x float>, ptr %41, align 16, !dbg !76
  %43 = shufflevector <4 x float> %42, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !76
  %44 = shufflevector <3 x float> %43, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !77
  %45 = shufflevector <4 x float> %44, <4 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !77
  %46 = insertelement <4 x float> %45, float 0.000000e+00, i32 3, !dbg !77
  store <4 x float> %46, ptr %12, align 16, !dbg !78
  %47 = load <4 x float>, ptr %12, align 16, !dbg !78
  %48 = load ptr addrspace(1), ptr %8, align 8, !dbg !79
  %49 = getelementptr inbounds <4 x float>, ptr addrspace(1) %48, i64 1, !dbg !79
  store <4 x float> %47, ptr addrspace(1) %49, align 16, !dbg !80
    #dbg_declare(ptr %13, !81, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !84)
  %50 = call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !85
  store i64 %50, ptr %13, align 8, !dbg !84
    #dbg_declare(ptr %14, !86, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !87)
  %51 = load ptr addrspace(1), ptr %5, align 8, !dbg !88
  %52 = load i64, ptr %13, align 8, !dbg !89
  %53 = getelementptr inbounds <4 x float>, ptr addrspace(1) %51, i64 %52, !dbg !88
  %54 = load <4 x float>, ptr addrspace(1) %53, align 16, !dbg !88
  %55 = shufflevector <4 x float> %54, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !88
  %56 = fmul <3 x float> %55, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !90
  %57 = shufflevector <3 x float> %56, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !87
  store <4 x float> %57, ptr %14, align 16, !dbg !87
    #dbg_declare(ptr %15, !91, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !93)
  %58 = load ptr addrspace(1), ptr %7, align 8, !dbg !94
  %59 = load i64, ptr %13, align 8, !dbg !95
  %60 = getelementptr inbounds i32, ptr addrspace(1) %58, i64 %59, !dbg !94
  %61 = addrspacecast ptr addrspace(1) %60 to ptr addrspace(4), !dbg !94
  store ptr addrspace(4) %61, ptr %15, align 8, !dbg !93
  %62 = addrspacecast ptr %9 to ptr addrspace(4), !dbg !96
  %63 = load <4 x float>, ptr %14, align 16, !dbg !97
  %64 = shufflevector <4 x float> %63, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !97
  %65 = call spir_func noundef zeroext i1 @_ZN4geom8containsERU3AS4KNS_3BoxEDv3_f(ptr addrspace(4) noundef align 16 dereferenceable(32) %62, <3 x float> noundef %64) #4, !dbg !98
  br i1 %65, label %66, label %69, !dbg !98

66:                                               ; preds = %31
  %67 = load i32, ptr %6, align 4, !dbg !99
  %68 = call spir_func noundef i32 @_ZN4geom4signEi(i32 noundef %67) #4, !dbg !100
  br label %74, !dbg !98

69:                                               ; preds = %31
  %70 = load <3 x float>, ptr %14, align 16, !dbg !101
  %71 = extractelement <3 x float> %70, i64 0, !dbg !101
  %72 = call spir_func noundef float @_ZN4geom4signEf(float noundef %71) #4, !dbg !102
  %73 = fptosi float %72 to i32, !dbg !102
  br label %74, !dbg !98

74:                                               ; preds = %69, %66
  %75 = phi i32 [ %68, %66 ], [ %73, %69 ], !dbg !98
  %76 = load ptr addrspace(4), ptr %15, align 8, !dbg !103
  store i32 %75, ptr addrspace(4) %76, align 4, !dbg !104
  ret void, !dbg !105
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p2.i64(ptr noalias nocapture writeonly, ptr addrspace(2) noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func void @_ZN4geom4growERU3AS4NS_3BoxEDv3_f(ptr addrspace(4) noundef align 16 dereferenceable(32) %0, <3 x float> noundef %1) #2 comdat !dbg !106 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca <3 x float>, align 16
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !110, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !111)
  %5 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %5, ptr %4, align 16
    #dbg_declare(ptr %4, !112, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !113)
  %6 = load ptr addrspace(4), ptr %3, align 8, !dbg !114
  %7 = getelementptr inbounds %"struct.geom::Box", ptr addrspace(4) %6, i32 0, i32 0, !dbg !115
  %8 = load <4 x float>, ptr addrspace(4) %7, align 16, !dbg !115
  %9 = shufflevector <4 x float> %8, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !115
  %10 = load <4 x float>, ptr %4, align 16, !dbg !116
  %11 = shufflevector <4 x float> %10, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !116
  %12 = call spir_func noundef <3 x float> @_Z4fminDv3_fS_(<3 x float> noundef %9, <3 x float> noundef %11) #5, !dbg !117
  %13 = load ptr addrspace(4), ptr %3, align 8, !dbg !118
  %14 = getelementptr inbounds %"struct.geom::Box", ptr addrspace(4) %13, i32 0, i32 0, !dbg !119
  %15 = shufflevector <3 x float> %12, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !120
  store <4 x float> %15, ptr addrspace(4) %14, align 16, !dbg !120
  %16 = load ptr addrspace(4), ptr %3, align 8, !dbg !121
  %17 = getelementptr inbounds %"struct.geom::Box", ptr addrspace(4) %16, i32 0, i32 1, !dbg !122
  %18 = load <4 x float>, ptr addrspace(4) %17, align 16, !dbg !122
  %19 = shufflevector <4 x float> %18, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !122
  %20 = load <4 x float>, ptr %4, align 16, !dbg !123
  %21 = shufflevector <4 x float> %20, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !123
  %22 = call spir_func noundef <3 x float> @_Z4fmaxDv3_fS_(<3 x float> noundef %19, <3 x float> noundef %21) #5, !dbg !124
  %23 = load ptr addrspace(4), ptr %3, align 8, !dbg !125
  %24 = getelementptr inbounds %"struct.geom::Box", ptr addrspace(4) %23, i32 0, i32 1, !dbg !126
  %25 = shufflevector <3 x float> %22, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !127
  store <4 x float> %25, ptr addrspace(4) %24, align 16, !dbg !127
  ret void, !dbg !128
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func noundef i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef zeroext i1 @_ZN4geom8containsERU3AS4KNS_3BoxEDv3_f(ptr addrspace(4) noundef align 16 dereferenceable(32) %0, <3 x float> noundef %1) #2 comdat !dbg !129 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca <3 x float>, align 16
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !135, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !136)
  %5 = shufflevector <3 x float> %1, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %5, ptr %4, align 16
    #dbg_declare(ptr %4, !137, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !138)
  %6 = load <4 x float>, ptr %4, align 16, !dbg !139
  %7 = shufflevector <4 x float> %6, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !139
  %8 = load ptr addrspace(4), ptr %3, align 8, !dbg !140
  %9 = getelementptr inbounds %"struct.geom::Box", ptr addrspace(4) %8, i32 0, i32 0, !dbg !141
  %10 = load <4 x float>, ptr addrspace(4) %9, align 16, !dbg !141
  %11 = shufflevector <4 x float> %10, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !141
  %12 = fsub <3 x float> %11, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>, !dbg !142
  %13 = fcmp oge <3 x float> %7, %12, !dbg !143
  %14 = sext <3 x i1> %13 to <3 x i32>, !dbg !143
  %15 = call spir_func noundef i32 @_Z3allDv3_i(<3 x i32> noundef %14) #5, !dbg !144
  %16 = icmp ne i32 %15, 0, !dbg !144
  br i1 %16, label %17, label %29, !dbg !145

17:                                               ; preds = %2
  %18 = load <4 x float>, ptr %4, align 16, !dbg !146
  %19 = shufflevector <4 x float> %18, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !146
  %20 = load ptr addrspace(4), ptr %3, align 8, !dbg !147
  %21 = getelementptr inbounds %"struct.geom::Box", ptr addrspace(4) %20, i32 0, i32 1, !dbg !148
  %22 = load <4 x float>, ptr addrspace(4) %21, align 16, !dbg !148
  %23 = shufflevector <4 x float> %22, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !148
  %24 = fadd <3 x float> %23, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>, !dbg !149
  %25 = fcmp ole <3 x float> %19, %24, !dbg !150
  %26 = sext <3 x i1> %25 to <3 x i32>, !dbg !150
  %27 = call spir_func noundef i32 @_Z3allDv3_i(<3 x i32> noundef %26) #5, !dbg !151
  %28 = icmp ne i32 %27, 0, !dbg !151
  br label %29

29:                                               ; preds = %17, %2
  %30 = phi i1 [ false, %2 ], [ %28, %17 ], !dbg !152
  ret i1 %30, !dbg !153
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_ZN4geom4signEi(i32 noundef %0) #2 comdat !dbg !154 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !157, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !158)
  %3 = load i32, ptr %2, align 4, !dbg !159
  %4 = icmp sgt i32 %3, 0, !dbg !160
  %5 = zext i1 %4 to i32, !dbg !161
  %6 = load i32, ptr %2, align 4, !dbg !162
  %7 = icmp slt i32 %6, 0, !dbg !163
  %8 = zext i1 %7 to i32, !dbg !164
  %9 = sub nsw i32 %5, %8, !dbg !165
  ret i32 %9, !dbg !166
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_ZN4geom4signEf(float noundef %0) #2 comdat !dbg !167 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
    #dbg_declare(ptr %2, !170, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !171)
  %3 = load float, ptr %2, align 4, !dbg !172
  %4 = fcmp ogt float %3, 0.000000e+00, !dbg !173
  br i1 %4, label %5, label %6, !dbg !172

5:                                                ; preds = %1
  br label %11, !dbg !172

6:                                                ; preds = %1
  %7 = load float, ptr %2, align 4, !dbg !174
  %8 = fcmp olt float %7, 0.000000e+00, !dbg !175
  %9 = zext i1 %8 to i64, !dbg !174
  %10 = select i1 %8, float -1.000000e+00, float 0.000000e+00, !dbg !174
  br label %11, !dbg !172

11:                                               ; preds = %6, %5
  %12 = phi float [ 1.000000e+00, %5 ], [ %10, %6 ], !dbg !172
  ret float %12, !dbg !176
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func noundef <3 x float> @_Z4fminDv3_fS_(<3 x float> noundef, <3 x float> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func noundef <3 x float> @_Z4fmaxDv3_fS_(<3 x float> noundef, <3 x float> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func noundef i32 @_Z3allDv3_i(<3 x i32> noundef) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!15, !16, !17, !18}
!opencl.ocl.version = !{!19}
!opencl.cxx.version = !{!20}
!llvm.ident = !{!21}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !10, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/references_namespaces.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "adae43cba6f1538633d595ad9d9f36c2")
!2 = !{!3, !9}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "float3", file: !4, line: 208, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !7)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 3)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!11}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression(DW_OP_constu, 953267991, DW_OP_stack_value))
!12 = distinct !DIGlobalVariable(name: "kEps", scope: !13, file: !1, line: 3, type: !14, isLocal: true, isDefinition: true)
!13 = !DINamespace(name: "geom", scope: null)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{i32 3, i32 0}
!20 = !{i32 2021, i32 0}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "references_namespaces", scope: !1, file: !1, line: 23, type: !23, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !33)
!23 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !24)
!24 = !{null, !25, !9, !31, !32}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, dwarfAddressSpace: 1)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !4, line: 209, baseType: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 4)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, dwarfAddressSpace: 1)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, dwarfAddressSpace: 1)
!33 = !{}
!34 = !{i32 1, i32 0, i32 1, i32 1}
!35 = !{!"none", !"none", !"none", !"none"}
!36 = !{!"float4*", !"int", !"int*", !"float4*"}
!37 = !{!"float __attribute__((ext_vector_type(4)))*", !"int", !"int*", !"float __attribute__((ext_vector_type(4)))*"}
!38 = !{!"const", !"", !"", !""}
!39 = !DILocalVariable(name: "pts", arg: 1, scope: !22, file: !1, line: 23, type: !25)
!40 = !DILocation(line: 23, column: 60, scope: !22)
!41 = !DILocalVariable(name: "n", arg: 2, scope: !22, file: !1, line: 23, type: !9)
!42 = !DILocation(line: 23, column: 69, scope: !22)
!43 = !DILocalVariable(name: "inside", arg: 3, scope: !22, file: !1, line: 24, type: !31)
!44 = !DILocation(line: 24, column: 51, scope: !22)
!45 = !DILocalVariable(name: "bounds", arg: 4, scope: !22, file: !1, line: 25, type: !32)
!46 = !DILocation(line: 25, column: 54, scope: !22)
!47 = !DILocalVariable(name: "box", scope: !22, file: !1, line: 26, type: !48)
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Box", scope: !13, file: !1, line: 5, size: 256, flags: DIFlagTypePassByValue, elements: !49, identifier: "_ZTSN4geom3BoxE")
!49 = !{!50, !51}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !48, file: !1, line: 6, baseType: !3, size: 128)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !48, file: !1, line: 7, baseType: !3, size: 128, offset: 128)
!52 = !DILocation(line: 26, column: 13, scope: !22)
!53 = !DILocalVariable(name: "i", scope: !54, file: !1, line: 27, type: !9)
!54 = distinct !DILexicalBlock(scope: !22, file: !1, line: 27, column: 3)
!55 = !DILocation(line: 27, column: 12, scope: !54)
!56 = !DILocation(line: 27, column: 8, scope: !54)
!57 = !DILocation(line: 27, column: 19, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !1, line: 27, column: 3)
!59 = !DILocation(line: 27, column: 23, scope: !58)
!60 = !DILocation(line: 27, column: 21, scope: !58)
!61 = !DILocation(line: 27, column: 3, scope: !54)
!62 = !DILocation(line: 28, column: 16, scope: !58)
!63 = !DILocation(line: 28, column: 21, scope: !58)
!64 = !DILocation(line: 28, column: 25, scope: !58)
!65 = !DILocation(line: 28, column: 5, scope: !58)
!66 = !DILocation(line: 27, column: 26, scope: !58)
!67 = !DILocation(line: 27, column: 3, scope: !58)
!68 = distinct !{!68, !61, !69, !70}
!69 = !DILocation(line: 28, column: 31, scope: !54)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 29, column: 28, scope: !22)
!72 = !DILocation(line: 29, column: 23, scope: !22)
!73 = !DILocation(line: 29, column: 15, scope: !22)
!74 = !DILocation(line: 29, column: 3, scope: !22)
!75 = !DILocation(line: 29, column: 13, scope: !22)
!76 = !DILocation(line: 30, column: 28, scope: !22)
!77 = !DILocation(line: 30, column: 23, scope: !22)
!78 = !DILocation(line: 30, column: 15, scope: !22)
!79 = !DILocation(line: 30, column: 3, scope: !22)
!80 = !DILocation(line: 30, column: 13, scope: !22)
!81 = !DILocalVariable(name: "g", scope: !22, file: !1, line: 31, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !83)
!83 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!84 = !DILocation(line: 31, column: 10, scope: !22)
!85 = !DILocation(line: 31, column: 14, scope: !22)
!86 = !DILocalVariable(name: "p", scope: !22, file: !1, line: 32, type: !3)
!87 = !DILocation(line: 32, column: 10, scope: !22)
!88 = !DILocation(line: 32, column: 14, scope: !22)
!89 = !DILocation(line: 32, column: 18, scope: !22)
!90 = !DILocation(line: 32, column: 25, scope: !22)
!91 = !DILocalVariable(name: "slot", scope: !22, file: !1, line: 33, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !9, size: 64, dwarfAddressSpace: 4)
!93 = !DILocation(line: 33, column: 8, scope: !22)
!94 = !DILocation(line: 33, column: 15, scope: !22)
!95 = !DILocation(line: 33, column: 22, scope: !22)
!96 = !DILocation(line: 34, column: 25, scope: !22)
!97 = !DILocation(line: 34, column: 30, scope: !22)
!98 = !DILocation(line: 34, column: 10, scope: !22)
!99 = !DILocation(line: 34, column: 46, scope: !22)
!100 = !DILocation(line: 34, column: 35, scope: !22)
!101 = !DILocation(line: 34, column: 67, scope: !22)
!102 = !DILocation(line: 34, column: 56, scope: !22)
!103 = !DILocation(line: 34, column: 3, scope: !22)
!104 = !DILocation(line: 34, column: 8, scope: !22)
!105 = !DILocation(line: 35, column: 1, scope: !22)
!106 = distinct !DISubprogram(name: "grow", linkageName: "_ZN4geom4growERU3AS4NS_3BoxEDv3_f", scope: !13, file: !1, line: 14, type: !107, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !33)
!107 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !108)
!108 = !{null, !109, !3}
!109 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !48, size: 64, dwarfAddressSpace: 4)
!110 = !DILocalVariable(name: "b", arg: 1, scope: !106, file: !1, line: 14, type: !109)
!111 = !DILocation(line: 14, column: 23, scope: !106)
!112 = !DILocalVariable(name: "p", arg: 2, scope: !106, file: !1, line: 14, type: !3)
!113 = !DILocation(line: 14, column: 33, scope: !106)
!114 = !DILocation(line: 15, column: 15, scope: !106)
!115 = !DILocation(line: 15, column: 17, scope: !106)
!116 = !DILocation(line: 15, column: 21, scope: !106)
!117 = !DILocation(line: 15, column: 10, scope: !106)
!118 = !DILocation(line: 15, column: 3, scope: !106)
!119 = !DILocation(line: 15, column: 5, scope: !106)
!120 = !DILocation(line: 15, column: 8, scope: !106)
!121 = !DILocation(line: 16, column: 15, scope: !106)
!122 = !DILocation(line: 16, column: 17, scope: !106)
!123 = !DILocation(line: 16, column: 21, scope: !106)
!124 = !DILocation(line: 16, column: 10, scope: !106)
!125 = !DILocation(line: 16, column: 3, scope: !106)
!126 = !DILocation(line: 16, column: 5, scope: !106)
!127 = !DILocation(line: 16, column: 8, scope: !106)
!128 = !DILocation(line: 17, column: 1, scope: !106)
!129 = distinct !DISubprogram(name: "contains", linkageName: "_ZN4geom8containsERU3AS4KNS_3BoxEDv3_f", scope: !13, file: !1, line: 10, type: !130, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !33)
!130 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !131)
!131 = !{!132, !133, !3}
!132 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!133 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !134, size: 64, dwarfAddressSpace: 4)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!135 = !DILocalVariable(name: "b", arg: 1, scope: !129, file: !1, line: 10, type: !133)
!136 = !DILocation(line: 10, column: 33, scope: !129)
!137 = !DILocalVariable(name: "p", arg: 2, scope: !129, file: !1, line: 10, type: !3)
!138 = !DILocation(line: 10, column: 43, scope: !129)
!139 = !DILocation(line: 11, column: 14, scope: !129)
!140 = !DILocation(line: 11, column: 19, scope: !129)
!141 = !DILocation(line: 11, column: 21, scope: !129)
!142 = !DILocation(line: 11, column: 24, scope: !129)
!143 = !DILocation(line: 11, column: 16, scope: !129)
!144 = !DILocation(line: 11, column: 10, scope: !129)
!145 = !DILocation(line: 11, column: 32, scope: !129)
!146 = !DILocation(line: 11, column: 39, scope: !129)
!147 = !DILocation(line: 11, column: 44, scope: !129)
!148 = !DILocation(line: 11, column: 46, scope: !129)
!149 = !DILocation(line: 11, column: 49, scope: !129)
!150 = !DILocation(line: 11, column: 41, scope: !129)
!151 = !DILocation(line: 11, column: 35, scope: !129)
!152 = !DILocation(line: 0, scope: !129)
!153 = !DILocation(line: 11, column: 3, scope: !129)
!154 = distinct !DISubprogram(name: "sign", linkageName: "_ZN4geom4signEi", scope: !13, file: !1, line: 19, type: !155, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !33)
!155 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !156)
!156 = !{!9, !9}
!157 = !DILocalVariable(name: "v", arg: 1, scope: !154, file: !1, line: 19, type: !9)
!158 = !DILocation(line: 19, column: 21, scope: !154)
!159 = !DILocation(line: 19, column: 34, scope: !154)
!160 = !DILocation(line: 19, column: 36, scope: !154)
!161 = !DILocation(line: 19, column: 33, scope: !154)
!162 = !DILocation(line: 19, column: 44, scope: !154)
!163 = !DILocation(line: 19, column: 46, scope: !154)
!164 = !DILocation(line: 19, column: 43, scope: !154)
!165 = !DILocation(line: 19, column: 41, scope: !154)
!166 = !DILocation(line: 19, column: 26, scope: !154)
!167 = distinct !DISubprogram(name: "sign", linkageName: "_ZN4geom4signEf", scope: !13, file: !1, line: 20, type: !168, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !33)
!168 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !169)
!169 = !{!6, !6}
!170 = !DILocalVariable(name: "v", arg: 1, scope: !167, file: !1, line: 20, type: !6)
!171 = !DILocation(line: 20, column: 25, scope: !167)
!172 = !DILocation(line: 20, column: 37, scope: !167)
!173 = !DILocation(line: 20, column: 39, scope: !167)
!174 = !DILocation(line: 20, column: 56, scope: !167)
!175 = !DILocation(line: 20, column: 58, scope: !167)
!176 = !DILocation(line: 20, column: 30, scope: !167)
