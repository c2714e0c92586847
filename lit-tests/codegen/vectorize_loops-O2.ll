; Pins -O2 loop shapes across four kernels in one module: one OpEntryPoint per kernel (each listing the GlobalInvocationId interface), saxpy's a*x+y as OpenCL.std fma with operands in order, the sum reduction's loop and exit OpPhis, the 4x-unrolled hinted loop (OpBitwiseOr lane offsets, remainder loop), and fixed_unroll's private [16 x i32] table as an entry-block OpVariable.
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
; CHECK-NEXT: OpMemoryModel Physical64 OpenCL
; CHECK-NEXT: OpEntryPoint Kernel %saxpy_loop "saxpy_loop" %__spirv_BuiltInGlobalInvocationId
; CHECK-NEXT: OpEntryPoint Kernel %sum_reduce "sum_reduce" %__spirv_BuiltInGlobalInvocationId
; CHECK-NEXT: OpEntryPoint Kernel %hinted_unroll "hinted_unroll" %__spirv_BuiltInGlobalInvocationId
; CHECK-NEXT: OpEntryPoint Kernel %fixed_unroll "fixed_unroll" %__spirv_BuiltInGlobalInvocationId
; CHECK:      %saxpy_loop = OpFunction %void None
; CHECK:      [[X:%[0-9]+]] = OpLoad %float
; CHECK:      [[Y:%[0-9]+]] = OpLoad %float
; CHECK-NEXT: OpExtInst %float [[STD]] fma %2 [[X]] [[Y]]
; CHECK:      %sum_reduce = OpFunction %void None
; CHECK:      [[S:%[0-9]+]] = OpIAdd %uint {{%[0-9]+}} {{%[0-9]+}}
; CHECK:      OpPhi %uint %uint_0 {{%[0-9]+}} [[S]] {{%[0-9]+}}
; CHECK:      %hinted_unroll = OpFunction %void None
; CHECK:      OpBitwiseOr %uint {{%[0-9]+}} %uint_3
; CHECK:      %fixed_unroll = OpFunction %void None
; ModuleID = 'lit-tests/codegen/Inputs/vectorize_loops.cl'
source_filename = "lit-tests/codegen/Inputs/vectorize_loops.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define spir_kernel void @saxpy_loop(ptr addrspace(1) noalias nocapture noundef align 4 %0, ptr addrspace(1) noalias nocapture noundef readonly align 4 %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
    #dbg_value(ptr addrspace(1) %0, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(ptr addrspace(1) %1, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(float %2, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(i32 %3, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(i32 0, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %5 = icmp sgt i32 %3, 0, !dbg !35
  br i1 %5, label %7, label %6, !dbg !37

6:                                                ; preds = %7, %4
  ret void, !dbg !38

7:                                                ; preds = %4, %7
  %8 = phi i32 [ %15, %7 ], [ 0, %4 ]
    #dbg_value(i32 %8, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %9 = zext nneg i32 %8 to i64, !dbg !39
  %10 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %9, !dbg !39
  %11 = load float, ptr addrspace(1) %10, align 4, !dbg !39, !tbaa !40
  %12 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %9, !dbg !44
  %13 = load float, ptr addrspace(1) %12, align 4, !dbg !44, !tbaa !40
  %14 = tail call float @llvm.fmuladd.f32(float %2, float %11, float %13), !dbg !45
  store float %14, ptr addrspace(1) %12, align 4, !dbg !46, !tbaa !40
  %15 = add nuw nsw i32 %8, 1, !dbg !47
    #dbg_value(i32 %15, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %16 = icmp slt i32 %15, %3, !dbg !35
  br i1 %16, label %7, label %6, !dbg !37, !llvm.loop !48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define spir_kernel void @sum_reduce(ptr addrspace(1) noalias nocapture noundef readonly align 4 %0, ptr addrspace(1) noalias nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !50 !kernel_arg_addr_space !65 !kernel_arg_access_qual !66 !kernel_arg_type !67 !kernel_arg_base_type !67 !kernel_arg_type_qual !68 {
    #dbg_value(ptr addrspace(1) %0, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !69)
    #dbg_value(ptr addrspace(1) %1, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !69)
    #dbg_value(i32 %2, !61, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !69)
    #dbg_value(i32 0, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !69)
    #dbg_value(i32 0, !63, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  %4 = icmp sgt i32 %2, 0, !dbg !71
  br i1 %4, label %7, label %5, !dbg !73

5:                                                ; preds = %7, %3
  %6 = phi i32 [ 0, %3 ], [ %13, %7 ], !dbg !69
  store i32 %6, ptr addrspace(1) %1, align 4, !dbg !74, !tbaa !75
  ret void, !dbg !77

7:                                                ; preds = %3, %7
  %8 = phi i32 [ %14, %7 ], [ 0, %3 ]
  %9 = phi i32 [ %13, %7 ], [ 0, %3 ]
    #dbg_value(i32 %8, !63, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(i32 %9, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !69)
  %10 = zext nneg i32 %8 to i64, !dbg !78
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10, !dbg !78
  %12 = load i32, ptr addrspace(1) %11, align 4, !dbg !78, !tbaa !75
  %13 = add nsw i32 %12, %9, !dbg !79
    #dbg_value(i32 %13, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !69)
  %14 = add nuw nsw i32 %8, 1, !dbg !80
    #dbg_value(i32 %14, !63, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  %15 = icmp slt i32 %14, %2, !dbg !71
  br i1 %15, label %7, label %5, !dbg !73, !llvm.loop !81
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define spir_kernel void @hinted_unroll(ptr addrspace(1) noalias nocapture noundef writeonly align 4 %0, ptr addrspace(1) noalias nocapture noundef readonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !83 !kernel_arg_addr_space !65 !kernel_arg_access_qual !66 !kernel_arg_type !92 !kernel_arg_base_type !92 !kernel_arg_type_qual !93 {
    #dbg_value(ptr addrspace(1) %0, !87, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !94)
    #dbg_value(ptr addrspace(1) %1, !88, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !94)
    #dbg_value(i32 %2, !89, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !94)
    #dbg_value(i32 0, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !95)
  %4 = icmp sgt i32 %2, 0, !dbg !96
  br i1 %4, label %5, label %24, !dbg !98

5:                                                ; preds = %3
  %6 = and i32 %2, 3, !dbg !98
  %7 = icmp ult i32 %2, 4, !dbg !98
  br i1 %7, label %10, label %8, !dbg !98

8:                                                ; preds = %5
  %9 = and i32 %2, 2147483644, !dbg !98
  br label %25, !dbg !98

10:                                               ; preds = %25, %5
  %11 = phi i32 [ 0, %5 ], [ %51, %25 ]
  %12 = icmp eq i32 %6, 0, !dbg !98
  br i1 %12, label %24, label %13, !dbg !98

13:                                               ; preds = %10, %13
  %14 = phi i32 [ %21, %13 ], [ %11, %10 ]
  %15 = phi i32 [ %22, %13 ], [ 0, %10 ]
    #dbg_value(i32 %14, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !95)
  %16 = zext nneg i32 %14 to i64, !dbg !99
  %17 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %16, !dbg !99
  %18 = load float, ptr addrspace(1) %17, align 4, !dbg !99, !tbaa !40
  %19 = tail call float @llvm.fmuladd.f32(float %18, float 2.000000e+00, float 1.000000e+00), !dbg !100
  %20 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %16, !dbg !101
  store float %19, ptr addrspace(1) %20, align 4, !dbg !102, !tbaa !40
  %21 = add nuw nsw i32 %14, 1, !dbg !103
    #dbg_value(i32 %21, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !95)
  %22 = add i32 %15, 1, !dbg !98
  %23 = icmp eq i32 %22, %6, !dbg !98
  br i1 %23, label %24, label %13, !dbg !98, !llvm.loop !104

24:                                               ; preds = %10, %13, %3
  ret void, !dbg !106

25:                                               ; preds = %25, %8
  %26 = phi i32 [ 0, %8 ], [ %51, %25 ]
  %27 = phi i32 [ 0, %8 ], [ %52, %25 ]
    #dbg_value(i32 %26, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !95)
  %28 = zext nneg i32 %26 to i64, !dbg !99
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %28, !dbg !99
  %30 = load float, ptr addrspace(1) %29, align 4, !dbg !99, !tbaa !40
  %31 = tail call float @llvm.fmuladd.f32(float %30, float 2.000000e+00, float 1.000000e+00), !dbg !100
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28, !dbg !101
  store float %31, ptr addrspace(1) %32, align 4, !dbg !102, !tbaa !40
  %33 = or disjoint i32 %26, 1, !dbg !103
    #dbg_value(i32 %33, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !95)
  %34 = zext nneg i32 %33 to i64, !dbg !99
  %35 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %34, !dbg !99
  %36 = load float, ptr addrspace(1) %35, align 4, !dbg !99, !tbaa !40
  %37 = tail call float @llvm.fmuladd.f32(float %36, float 2.000000e+00, float 1.000000e+00), !dbg !100
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %34, !dbg !101
  store float %37, ptr addrspace(1) %38, align 4, !dbg !102, !tbaa !40
  %39 = or disjoint i32 %26, 2, !dbg !103
    #dbg_value(i32 %39, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !95)
  %40 = zext nneg i32 %39 to i64, !dbg !99
  %41 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %40, !dbg !99
  %42 = load float, ptr addrspace(1) %41, align 4, !dbg !99, !tbaa !40
  %43 = tail call float @llvm.fmuladd.f32(float %42, float 2.000000e+00, float 1.000000e+00), !dbg !100
  %44 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40, !dbg !101
  store float %43, ptr addrspace(1) %44, align 4, !dbg !102, !tbaa !40
  %45 = or disjoint i32 %26, 3, !dbg !103
    #dbg_value(i32 %45, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !95)
  %46 = zext nneg i32 %45 to i64, !dbg !99
  %47 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %46, !dbg !99
  %48 = load float, ptr addrspace(1) %47, align 4, !dbg !99, !tbaa !40
  %49 = tail call float @llvm.fmuladd.f32(float %48, float 2.000000e+00, float 1.000000e+00), !dbg !100
  %50 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46, !dbg !101
  store float %49, ptr addrspace(1) %50, align 4, !dbg !102, !tbaa !40
  %51 = add nuw nsw i32 %26, 4, !dbg !103
    #dbg_value(i32 %51, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !95)
  %52 = add i32 %27, 4, !dbg !98
  %53 = icmp eq i32 %52, %9, !dbg !98
  br i1 %53, label %10, label %25, !dbg !98, !llvm.loop !107
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @fixed_unroll(ptr addrspace(1) noalias nocapture noundef readonly align 4 %0, ptr addrspace(1) noalias nocapture noundef writeonly align 4 %1) local_unnamed_addr #3 !dbg !109 !kernel_arg_addr_space !132 !kernel_arg_access_qual !133 !kernel_arg_type !134 !kernel_arg_base_type !134 !kernel_arg_type_qual !135 {
  %3 = alloca [16 x i32], align 4
    #dbg_value(ptr addrspace(1) %0, !118, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !136)
    #dbg_value(ptr addrspace(1) %1, !119, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !136)
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !137
    #dbg_value(i64 %4, !120, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !136)
    #dbg_value(i32 0, !123, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !136)
    #dbg_value(i32 0, !124, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !138)
    #dbg_value(i32 0, !124, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !138)
    #dbg_value(i32 0, !123, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !136)
    #dbg_value(i32 0, !124, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !138)
    #dbg_value(i32 0, !123, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !136)
  %5 = shl i64 %4, 5, !dbg !139
  %6 = getelementptr i8, ptr addrspace(1) %0, i64 %5, !dbg !139
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !139, !tbaa !75
    #dbg_value(i32 %7, !123, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !136)
    #dbg_value(i32 1, !124, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !138)
  %8 = getelementptr i8, ptr addrspace(1) %6, i64 4, !dbg !139
  %9 = load i32, ptr addrspace(1) %8, align 4, !dbg !139, !tbaa !75
  %10 = shl i32 %9, 1, !dbg !141
  %11 = add i32 %10, %7, !dbg !142
    #dbg_value(i32 %11, !123, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !136)
    #dbg_value(i32 2, !124, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !138)
  %12 = getelementptr i8, ptr addrspace(1) %6, i64 8, !dbg !139
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !139, !tbaa !75
  %14 = shl i32 %13, 2, !dbg !141
  %15 = add i32 %14, %11, !dbg !142
    #dbg_value(i32 %15, !123, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !136)
    #dbg_value(i32 3, !124, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !138)
  %16 = getelementptr i8, ptr addrspace(1) %6, i64 12, !dbg !139
  %17 = load i32, ptr addrspace(1) %16, align 4, !dbg !139, !tbaa !75
  %18 = shl i32 %17, 3, !dbg !141
  %19 = add i32 %18, %15, !dbg !142
    #dbg_value(i32 %19, !123, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !136)
    #dbg_value(i32 4, !124, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !138)
  %20 = getelementptr i8, ptr addrspace(1) %6, i64 16, !dbg !139
  %21 = load i32, ptr addrspace(1) %20, align 4, !dbg !139, !tbaa !75
  %22 = shl i32 %21, 4, !dbg !141
  %23 = add i32 %22, %19, !dbg !142
    #dbg_value(!DIArgList(i32 %22, i32 %19), !123, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !136)
    #dbg_value(i32 5, !124, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !138)
  %24 = getelementptr i8, ptr addrspace(1) %6, i64 20, !dbg !139
  %25 = load i32, ptr addrspace(1) %24, align 4, !dbg !139, !tbaa !75
  %26 = shl i32 %25, 5, !dbg !141
  %27 = add i32 %26, %23, !dbg !142
    #dbg_value(!DIArgList(i32 %26, i32 %22, i32 %19), !123, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !136)
    #dbg_value(i32 6, !124, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !138)
  %28 = getelementptr i8, ptr addrspace(1) %6, i64 24, !dbg !139
  %29 = load i32, ptr addrspace(1) %28, align 4, !dbg !139, !tbaa !75
  %30 = shl i32 %29, 6, !dbg !141
  %31 = add i32 %30, %27, !dbg !142
    #dbg_value(!DIArgList(i32 %30, i32 %26, i32 %22, i32 %19), !123, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !136)
    #dbg_value(i32 7, !124, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !138)
  %32 = getelementptr i8, ptr addrspace(1) %6, i64 28, !dbg !139
  %33 = load i32, ptr addrspace(1) %32, align 4, !dbg !139, !tbaa !75
  %34 = shl i32 %33, 7, !dbg !141
  %35 = add i32 %34, %31, !dbg !142
    #dbg_value(!DIArgList(i32 %34, i32 %30, i32 %26, i32 %22, i32 %19), !123, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !136)
    #dbg_value(i32 8, !124, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !138)
  %36 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4, !dbg !143
  store i32 %35, ptr addrspace(1) %36, align 4, !dbg !144, !tbaa !75
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #6, !dbg !145
    #dbg_declare(ptr %3, !126, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !146)
    #dbg_value(i32 0, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
    #dbg_value(i32 0, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  store i32 0, ptr %3, align 4, !dbg !148, !tbaa !75
    #dbg_value(i32 1, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %37 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !150
  store i32 3, ptr %37, align 4, !dbg !148, !tbaa !75
    #dbg_value(i32 2, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %38 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !150
  store i32 6, ptr %38, align 4, !dbg !148, !tbaa !75
    #dbg_value(i32 3, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %39 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !150
  store i32 9, ptr %39, align 4, !dbg !148, !tbaa !75
    #dbg_value(i32 4, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %40 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !150
  store i32 12, ptr %40, align 4, !dbg !148, !tbaa !75
    #dbg_value(i32 5, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %41 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !150
  store i32 15, ptr %41, align 4, !dbg !148, !tbaa !75
    #dbg_value(i32 6, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %42 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !150
  store i32 18, ptr %42, align 4, !dbg !148, !tbaa !75
    #dbg_value(i32 7, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %43 = getelementptr inbounds i8, ptr %3, i64 28, !dbg !150
  store i32 21, ptr %43, align 4, !dbg !148, !tbaa !75
    #dbg_value(i32 8, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %44 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !150
  store i32 24, ptr %44, align 4, !dbg !148, !tbaa !75
    #dbg_value(i32 9, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %45 = getelementptr inbounds i8, ptr %3, i64 36, !dbg !150
  store i32 27, ptr %45, align 4, !dbg !148, !tbaa !75
    #dbg_value(i32 10, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %46 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !150
  store i32 30, ptr %46, align 4, !dbg !148, !tbaa !75
    #dbg_value(i32 11, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %47 = getelementptr inbounds i8, ptr %3, i64 44, !dbg !150
  store i32 33, ptr %47, align 4, !dbg !148, !tbaa !75
    #dbg_value(i32 12, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %48 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !150
  store i32 36, ptr %48, align 4, !dbg !148, !tbaa !75
    #dbg_value(i32 13, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %49 = getelementptr inbounds i8, ptr %3, i64 52, !dbg !150
  store i32 39, ptr %49, align 4, !dbg !148, !tbaa !75
    #dbg_value(i32 14, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %50 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !150
  store i32 42, ptr %50, align 4, !dbg !148, !tbaa !75
    #dbg_value(i32 15, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %51 = getelementptr inbounds i8, ptr %3, i64 60, !dbg !150
  store i32 45, ptr %51, align 4, !dbg !148, !tbaa !75
    #dbg_value(i32 16, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !147)
  %52 = and i32 %19, 15, !dbg !151
  %53 = zext nneg i32 %52 to i64, !dbg !152
  %54 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %53, !dbg !152
  %55 = load i32, ptr %54, align 4, !dbg !152, !tbaa !75
  %56 = getelementptr i8, ptr addrspace(1) %36, i64 4, !dbg !153
  store i32 %55, ptr addrspace(1) %56, align 4, !dbg !154, !tbaa !75
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #6, !dbg !155
  ret void, !dbg !155
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !156 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9}
!opencl.ocl.version = !{!10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/vectorize_loops.cl", directory: ".", checksumkind: CSK_MD5, checksum: "3682a44ef369bc1e492d40543050694a")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 129, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{i32 2, i32 0}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "saxpy_loop", scope: !1, file: !1, line: 3, type: !13, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!13 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !14)
!14 = !{null, !15, !18, !17, !21}
!15 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, dwarfAddressSpace: 1)
!17 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!18 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, dwarfAddressSpace: 1)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{!23, !24, !25, !26, !27}
!23 = !DILocalVariable(name: "y", arg: 1, scope: !12, file: !1, line: 3, type: !15)
!24 = !DILocalVariable(name: "x", arg: 2, scope: !12, file: !1, line: 4, type: !18)
!25 = !DILocalVariable(name: "a", arg: 3, scope: !12, file: !1, line: 4, type: !17)
!26 = !DILocalVariable(name: "n", arg: 4, scope: !12, file: !1, line: 4, type: !21)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 5, type: !21)
!28 = distinct !DILexicalBlock(scope: !12, file: !1, line: 5, column: 3)
!29 = !{i32 1, i32 1, i32 0, i32 0}
!30 = !{!"none", !"none", !"none", !"none"}
!31 = !{!"float*", !"float*", !"float", !"int"}
!32 = !{!"restrict", !"restrict const", !"", !""}
!33 = !DILocation(line: 0, scope: !12)
!34 = !DILocation(line: 0, scope: !28)
!35 = !DILocation(line: 5, column: 21, scope: !36)
!36 = distinct !DILexicalBlock(scope: !28, file: !1, line: 5, column: 3)
!37 = !DILocation(line: 5, column: 3, scope: !28)
!38 = !DILocation(line: 7, column: 1, scope: !12)
!39 = !DILocation(line: 6, column: 16, scope: !36)
!40 = !{!41, !41, i64 0}
!41 = !{!"float", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocation(line: 6, column: 23, scope: !36)
!45 = !DILocation(line: 6, column: 21, scope: !36)
!46 = !DILocation(line: 6, column: 10, scope: !36)
!47 = !DILocation(line: 5, column: 26, scope: !36)
!48 = distinct !{!48, !37, !49}
!49 = !DILocation(line: 6, column: 26, scope: !28)
!50 = distinct !DISubprogram(name: "sum_reduce", scope: !1, file: !1, line: 9, type: !51, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !58)
!51 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !52)
!52 = !{null, !53, !56, !21}
!53 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64, dwarfAddressSpace: 1)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!56 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, dwarfAddressSpace: 1)
!58 = !{!59, !60, !61, !62, !63}
!59 = !DILocalVariable(name: "in", arg: 1, scope: !50, file: !1, line: 9, type: !53)
!60 = !DILocalVariable(name: "out", arg: 2, scope: !50, file: !1, line: 10, type: !56)
!61 = !DILocalVariable(name: "n", arg: 3, scope: !50, file: !1, line: 10, type: !21)
!62 = !DILocalVariable(name: "s", scope: !50, file: !1, line: 11, type: !21)
!63 = !DILocalVariable(name: "i", scope: !64, file: !1, line: 12, type: !21)
!64 = distinct !DILexicalBlock(scope: !50, file: !1, line: 12, column: 3)
!65 = !{i32 1, i32 1, i32 0}
!66 = !{!"none", !"none", !"none"}
!67 = !{!"int*", !"int*", !"int"}
!68 = !{!"restrict const", !"restrict", !""}
!69 = !DILocation(line: 0, scope: !50)
!70 = !DILocation(line: 0, scope: !64)
!71 = !DILocation(line: 12, column: 21, scope: !72)
!72 = distinct !DILexicalBlock(scope: !64, file: !1, line: 12, column: 3)
!73 = !DILocation(line: 12, column: 3, scope: !64)
!74 = !DILocation(line: 14, column: 10, scope: !50)
!75 = !{!76, !76, i64 0}
!76 = !{!"int", !42, i64 0}
!77 = !DILocation(line: 15, column: 1, scope: !50)
!78 = !DILocation(line: 13, column: 10, scope: !72)
!79 = !DILocation(line: 13, column: 7, scope: !72)
!80 = !DILocation(line: 12, column: 26, scope: !72)
!81 = distinct !{!81, !73, !82}
!82 = !DILocation(line: 13, column: 14, scope: !64)
!83 = distinct !DISubprogram(name: "hinted_unroll", scope: !1, file: !1, line: 17, type: !84, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !86)
!84 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !85)
!85 = !{null, !15, !18, !21}
!86 = !{!87, !88, !89, !90}
!87 = !DILocalVariable(name: "out", arg: 1, scope: !83, file: !1, line: 17, type: !15)
!88 = !DILocalVariable(name: "in", arg: 2, scope: !83, file: !1, line: 18, type: !18)
!89 = !DILocalVariable(name: "n", arg: 3, scope: !83, file: !1, line: 18, type: !21)
!90 = !DILocalVariable(name: "i", scope: !91, file: !1, line: 20, type: !21)
!91 = distinct !DILexicalBlock(scope: !83, file: !1, line: 20, column: 3)
!92 = !{!"float*", !"float*", !"int"}
!93 = !{!"restrict", !"restrict const", !""}
!94 = !DILocation(line: 0, scope: !83)
!95 = !DILocation(line: 0, scope: !91)
!96 = !DILocation(line: 20, column: 21, scope: !97)
!97 = distinct !DILexicalBlock(scope: !91, file: !1, line: 20, column: 3)
!98 = !DILocation(line: 20, column: 3, scope: !91)
!99 = !DILocation(line: 21, column: 14, scope: !97)
!100 = !DILocation(line: 21, column: 27, scope: !97)
!101 = !DILocation(line: 21, column: 5, scope: !97)
!102 = !DILocation(line: 21, column: 12, scope: !97)
!103 = !DILocation(line: 20, column: 26, scope: !97)
!104 = distinct !{!104, !105}
!105 = !{!"llvm.loop.unroll.disable"}
!106 = !DILocation(line: 22, column: 1, scope: !83)
!107 = distinct !{!107, !98, !108, !105}
!108 = !DILocation(line: 21, column: 29, scope: !91)
!109 = distinct !DISubprogram(name: "fixed_unroll", scope: !1, file: !1, line: 24, type: !110, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !117)
!110 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !111)
!111 = !{null, !112, !115}
!112 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64, dwarfAddressSpace: 1)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!115 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!117 = !{!118, !119, !120, !123, !124, !126, !130}
!118 = !DILocalVariable(name: "in", arg: 1, scope: !109, file: !1, line: 24, type: !112)
!119 = !DILocalVariable(name: "out", arg: 2, scope: !109, file: !1, line: 25, type: !115)
!120 = !DILocalVariable(name: "g", scope: !109, file: !1, line: 26, type: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !122)
!122 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!123 = !DILocalVariable(name: "acc", scope: !109, file: !1, line: 27, type: !3)
!124 = !DILocalVariable(name: "k", scope: !125, file: !1, line: 28, type: !21)
!125 = distinct !DILexicalBlock(scope: !109, file: !1, line: 28, column: 3)
!126 = !DILocalVariable(name: "table", scope: !109, file: !1, line: 31, type: !127)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 512, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 16)
!130 = !DILocalVariable(name: "k", scope: !131, file: !1, line: 32, type: !21)
!131 = distinct !DILexicalBlock(scope: !109, file: !1, line: 32, column: 3)
!132 = !{i32 1, i32 1}
!133 = !{!"none", !"none"}
!134 = !{!"uint*", !"uint*"}
!135 = !{!"restrict const", !"restrict"}
!136 = !DILocation(line: 0, scope: !109)
!137 = !DILocation(line: 26, column: 14, scope: !109)
!138 = !DILocation(line: 0, scope: !125)
!139 = !DILocation(line: 29, column: 12, scope: !140)
!140 = distinct !DILexicalBlock(scope: !125, file: !1, line: 28, column: 3)
!141 = !DILocation(line: 29, column: 26, scope: !140)
!142 = !DILocation(line: 29, column: 9, scope: !140)
!143 = !DILocation(line: 30, column: 3, scope: !109)
!144 = !DILocation(line: 30, column: 10, scope: !109)
!145 = !DILocation(line: 31, column: 3, scope: !109)
!146 = !DILocation(line: 31, column: 8, scope: !109)
!147 = !DILocation(line: 0, scope: !131)
!148 = !DILocation(line: 33, column: 14, scope: !149)
!149 = distinct !DILexicalBlock(scope: !131, file: !1, line: 32, column: 3)
!150 = !DILocation(line: 33, column: 5, scope: !149)
!151 = !DILocation(line: 34, column: 26, scope: !109)
!152 = !DILocation(line: 34, column: 16, scope: !109)
!153 = !DILocation(line: 34, column: 3, scope: !109)
!154 = !DILocation(line: 34, column: 14, scope: !109)
!155 = !DILocation(line: 35, column: 1, scope: !109)
!156 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 26, type: !157, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !158)
!158 = !{!122, !5}
