; Pins inlined vector templates: Ring<float4,4>/Ring<int,8> allocas zeroed by OpCopyMemorySized (80/36 bytes), cast to generic for member access ([N x T] GEPs (0, i)), <8 x i32> load (Vector16) and llvm.vector.reduce.add unrolled lane by lane, scramble<7>/<13> (fshl rotates) as OpenCL.std rotate, and (float4)(bb, 0, 0) as shuffles against an OpConstantComposite with OpUndef lanes.
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
; CHECK-NEXT: OpCapability GenericPointer
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      [[U:%[0-9]+]] = OpUndef %float
; CHECK:      [[TAIL:%[0-9]+]] = OpConstantComposite %v4float [[U]] [[U]] %float_0 %float_0
; CHECK:      OpCopyMemorySized [[RING:%[0-9]+]] {{%[0-9]+}} %ulong_80
; CHECK-NEXT: OpCopyMemorySized {{%[0-9]+}} {{%[0-9]+}} %ulong_36
; CHECK:      OpPtrCastToGeneric %_ptr_Generic_uchar [[RING]]
; CHECK:      [[V8:%[0-9]+]] = OpLoad %v8uint {{%[0-9]+}} Aligned 32
; CHECK:      OpCompositeExtract %uint [[V8]] 7
; CHECK:      [[W:%[0-9]+]] = OpVectorShuffle %v4float {{%[0-9]+}} {{%[0-9]+}} 0 1 4294967295 4294967295
; CHECK-NEXT: OpVectorShuffle %v4float [[W]] [[TAIL]] 0 1 6 7
; CHECK:      [[A7:%[0-9]+]] = OpBitwiseAnd %uint %uint_7 %uint_31
; CHECK-NEXT: OpExtInst %uint [[STD]] rotate {{%[0-9]+}} [[A7]]
; CHECK:      [[A13:%[0-9]+]] = OpBitwiseAnd %uint %uint_13 %uint_31
; CHECK-NEXT: OpExtInst %uint [[STD]] rotate {{%[0-9]+}} [[A13]]
; ModuleID = 'lit-tests/codegen/Inputs/template_vectors.clcpp'
source_filename = "lit-tests/codegen/Inputs/template_vectors.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Ring = type { [4 x <4 x float>], i32, [12 x i8] }
%struct.Ring.0 = type { [8 x i32], i32 }

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define spir_kernel void @template_vectors(ptr addrspace(1) nocapture noundef readonly align 16 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1, ptr addrspace(1) nocapture noundef writeonly align 16 %2, ptr addrspace(1) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #0 !dbg !13 !kernel_arg_addr_space !84 !kernel_arg_access_qual !85 !kernel_arg_type !86 !kernel_arg_base_type !87 !kernel_arg_type_qual !88 {
  %6 = alloca %struct.Ring, align 16
  %7 = alloca %struct.Ring.0, align 32
    #dbg_value(ptr addrspace(1) %0, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !89)
    #dbg_value(ptr addrspace(1) %1, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !89)
    #dbg_value(ptr addrspace(1) %2, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !89)
    #dbg_value(ptr addrspace(1) %3, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !89)
    #dbg_value(i32 %4, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !89)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %6) #6, !dbg !90
    #dbg_declare(ptr %6, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !91)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %6, i8 0, i64 80, i1 false), !dbg !91
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %7) #6, !dbg !92
    #dbg_declare(ptr %7, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !93)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(36) %7, i8 0, i64 36, i1 false), !dbg !93
    #dbg_value(i32 0, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !94)
  %8 = icmp sgt i32 %4, 0, !dbg !95
  br i1 %8, label %9, label %26, !dbg !97

9:                                                ; preds = %5
  %10 = addrspacecast ptr %6 to ptr addrspace(4)
  %11 = addrspacecast ptr %7 to ptr addrspace(4)
  br label %57, !dbg !97

12:                                               ; preds = %57
  %13 = load <4 x float>, ptr addrspace(4) %10, align 16, !dbg !98, !tbaa !107
  %14 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 16
  %15 = load <4 x float>, ptr addrspace(4) %14, align 16, !dbg !110, !tbaa !107
  %16 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 32
  %17 = load <4 x float>, ptr addrspace(4) %16, align 16, !dbg !110, !tbaa !107
  %18 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 48
  %19 = load <4 x float>, ptr addrspace(4) %18, align 16, !dbg !110, !tbaa !107
  %20 = load <8 x i32>, ptr addrspace(4) %11, align 32, !dbg !112, !tbaa !121
  %21 = fadd <4 x float> %13, %15, !dbg !97
  %22 = fadd <4 x float> %21, %17, !dbg !97
  %23 = fadd <4 x float> %22, %19, !dbg !97
  %24 = and i32 %59, 3, !dbg !123
  %25 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %20), !dbg !97
  br label %26, !dbg !97

26:                                               ; preds = %5, %12
  %27 = phi i32 [ %24, %12 ], [ 3, %5 ], !dbg !128
  %28 = phi <4 x float> [ %23, %12 ], [ zeroinitializer, %5 ], !dbg !129
  %29 = phi i32 [ %25, %12 ], [ 0, %5 ], !dbg !130
  %30 = addrspacecast ptr %6 to ptr addrspace(4), !dbg !132
  %31 = tail call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #7, !dbg !133
    #dbg_value(i64 %31, !80, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !89)
  %32 = getelementptr inbounds <2 x float>, ptr addrspace(1) %1, i64 %31, !dbg !134
  %33 = load <2 x float>, ptr addrspace(1) %32, align 8, !dbg !134, !tbaa !107
  %34 = getelementptr i8, ptr addrspace(1) %32, i64 8, !dbg !135
  %35 = load <2 x float>, ptr addrspace(1) %34, align 8, !dbg !135, !tbaa !107
    #dbg_value(<2 x float> %33, !136, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !145)
    #dbg_value(<2 x float> %35, !141, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !145)
    #dbg_value(float 0x3FD3333340000000, !142, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !145)
  %36 = fmul <2 x float> %35, <float 0x3FD3333340000000, float 0x3FD3333340000000>, !dbg !147
  %37 = tail call noundef <2 x float> @llvm.fmuladd.v2f32(<2 x float> %33, <2 x float> <float 0x3FE6666660000000, float 0x3FE6666660000000>, <2 x float> %36), !dbg !148
    #dbg_value(<2 x float> %37, !83, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !89)
    #dbg_value(ptr addrspace(4) %30, !101, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !149)
    #dbg_value(<4 x float> %28, !103, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !149)
    #dbg_value(i32 4, !104, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !150)
    #dbg_value(ptr addrspace(4) %30, !126, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !151)
  %38 = zext nneg i32 %27 to i64, !dbg !152
  %39 = getelementptr inbounds [4 x <4 x float>], ptr addrspace(4) %30, i64 0, i64 %38, !dbg !152
  %40 = load <4 x float>, ptr addrspace(4) %39, align 16, !dbg !152, !tbaa !107
  %41 = extractelement <2 x float> %37, i64 0, !dbg !153
    #dbg_value(<4 x float> %28, !154, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !163)
    #dbg_value(<4 x float> %40, !159, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !163)
    #dbg_value(float %41, !160, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !163)
  %42 = fsub float 1.000000e+00, %41, !dbg !165
  %43 = insertelement <4 x float> poison, float %42, i64 0, !dbg !166
  %44 = shufflevector <4 x float> %43, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !166
  %45 = shufflevector <2 x float> %37, <2 x float> poison, <4 x i32> zeroinitializer, !dbg !167
  %46 = fmul <4 x float> %45, %40, !dbg !168
  %47 = tail call noundef <4 x float> @llvm.fmuladd.v4f32(<4 x float> %28, <4 x float> %44, <4 x float> %46), !dbg !169
  %48 = shufflevector <2 x float> %37, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !170
  %49 = shufflevector <4 x float> %48, <4 x float> <float poison, float poison, float 0.000000e+00, float 0.000000e+00>, <4 x i32> <i32 0, i32 1, i32 6, i32 7>, !dbg !170
  %50 = fadd <4 x float> %49, %47, !dbg !171
  %51 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %31, !dbg !172
  store <4 x float> %50, ptr addrspace(1) %51, align 16, !dbg !173, !tbaa !107
  %52 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %31, !dbg !174
  %53 = load i32, ptr addrspace(1) %52, align 4, !dbg !174, !tbaa !121
    #dbg_value(i32 %53, !175, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !182)
  %54 = tail call noundef i32 @llvm.fshl.i32(i32 %53, i32 %53, i32 7), !dbg !184
    #dbg_value(ptr addrspace(4) poison, !115, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !185)
    #dbg_value(i32 %29, !117, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !185)
    #dbg_value(i32 8, !118, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !186)
    #dbg_value(i32 %29, !187, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !192)
  %55 = tail call noundef i32 @llvm.fshl.i32(i32 %29, i32 %29, i32 13), !dbg !194
  %56 = add i32 %55, %54, !dbg !195
  store i32 %56, ptr addrspace(1) %52, align 4, !dbg !196, !tbaa !121
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %7) #6, !dbg !197
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6) #6, !dbg !197
  ret void, !dbg !197

57:                                               ; preds = %9, %57
  %58 = phi i32 [ 0, %9 ], [ %71, %57 ], !dbg !198
  %59 = phi i32 [ 0, %9 ], [ %67, %57 ], !dbg !198
  %60 = phi i32 [ 0, %9 ], [ %72, %57 ]
    #dbg_value(i32 %60, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !94)
  %61 = zext nneg i32 %60 to i64, !dbg !198
  %62 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %61, !dbg !198
  %63 = load <4 x float>, ptr addrspace(1) %62, align 16, !dbg !198, !tbaa !107
    #dbg_value(ptr addrspace(4) %10, !200, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !205)
    #dbg_value(<4 x float> %63, !203, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !205)
  %64 = and i32 %59, 3, !dbg !207
  %65 = zext nneg i32 %64 to i64, !dbg !208
  %66 = getelementptr inbounds [4 x <4 x float>], ptr addrspace(4) %10, i64 0, i64 %65, !dbg !208
  store <4 x float> %63, ptr addrspace(4) %66, align 16, !dbg !209, !tbaa !107
  %67 = add i32 %59, 1, !dbg !210
    #dbg_value(ptr addrspace(4) %11, !211, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !216)
    #dbg_value(i32 %60, !214, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !216)
  %68 = and i32 %58, 7, !dbg !218
  %69 = zext nneg i32 %68 to i64, !dbg !219
  %70 = getelementptr inbounds [8 x i32], ptr addrspace(4) %11, i64 0, i64 %69, !dbg !219
  store i32 %60, ptr addrspace(4) %70, align 4, !dbg !220, !tbaa !121
  %71 = add i32 %58, 1, !dbg !221
  %72 = add nuw nsw i32 %60, 1, !dbg !222
    #dbg_value(i32 %72, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !94)
  %73 = icmp slt i32 %72, %4, !dbg !95
  br i1 %73, label %57, label %12, !dbg !97, !llvm.loop !223
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !226 spir_func noundef i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #5

attributes #0 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9}
!opencl.ocl.version = !{!10}
!opencl.cxx.version = !{!11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!13 = distinct !DISubprogram(name: "template_vectors", scope: !1, file: !1, line: 25, type: !14, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !32)
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
!32 = !{!33, !34, !35, !36, !37, !38, !57, !78, !80, !83}
!33 = !DILocalVariable(name: "a", arg: 1, scope: !13, file: !1, line: 25, type: !16)
!34 = !DILocalVariable(name: "b", arg: 2, scope: !13, file: !1, line: 26, type: !23)
!35 = !DILocalVariable(name: "out", arg: 3, scope: !13, file: !1, line: 26, type: !29)
!36 = !DILocalVariable(name: "u", arg: 4, scope: !13, file: !1, line: 27, type: !30)
!37 = !DILocalVariable(name: "n", arg: 5, scope: !13, file: !1, line: 27, type: !31)
!38 = !DILocalVariable(name: "ring", scope: !13, file: !1, line: 28, type: !39)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Ring<float __attribute__((ext_vector_type(4))), 4U>", file: !1, line: 3, size: 640, flags: DIFlagTypePassByValue, elements: !40, templateParams: !54, identifier: "_ZTS4RingIDv4_fLj4EE")
!40 = !{!41, !43, !44, !48, !53}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !39, file: !1, line: 4, baseType: !42, size: 512)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 512, elements: !21)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !39, file: !1, line: 5, baseType: !5, size: 32, offset: 512)
!44 = !DISubprogram(name: "push", linkageName: "_ZNU3AS44RingIDv4_fLj4EE4pushES0_", scope: !39, file: !1, line: 6, type: !45, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!45 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !46)
!46 = !{null, !47, !19}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!48 = !DISubprogram(name: "last", linkageName: "_ZNU3AS4K4RingIDv4_fLj4EE4lastEv", scope: !39, file: !1, line: 10, type: !49, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!49 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !50)
!50 = !{!19, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!53 = !DISubprogram(name: "total", linkageName: "_ZNU3AS4K4RingIDv4_fLj4EE5totalEv", scope: !39, file: !1, line: 11, type: !49, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!54 = !{!55, !56}
!55 = !DITemplateTypeParameter(name: "T", type: !19)
!56 = !DITemplateValueParameter(name: "N", type: !5, value: i32 4)
!57 = !DILocalVariable(name: "counts", scope: !13, file: !1, line: 29, type: !58)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Ring<int, 8U>", file: !1, line: 3, size: 288, flags: DIFlagTypePassByValue, elements: !59, templateParams: !75, identifier: "_ZTS4RingIiLj8EE")
!59 = !{!60, !64, !65, !69, !74}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !58, file: !1, line: 4, baseType: !61, size: 256)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 256, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 8)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !58, file: !1, line: 5, baseType: !5, size: 32, offset: 256)
!65 = !DISubprogram(name: "push", linkageName: "_ZNU3AS44RingIiLj8EE4pushEi", scope: !58, file: !1, line: 6, type: !66, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!66 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !67)
!67 = !{null, !68, !31}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!69 = !DISubprogram(name: "last", linkageName: "_ZNU3AS4K4RingIiLj8EE4lastEv", scope: !58, file: !1, line: 10, type: !70, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!70 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !71)
!71 = !{!31, !72}
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !58)
!74 = !DISubprogram(name: "total", linkageName: "_ZNU3AS4K4RingIiLj8EE5totalEv", scope: !58, file: !1, line: 11, type: !70, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !{!76, !77}
!76 = !DITemplateTypeParameter(name: "T", type: !31)
!77 = !DITemplateValueParameter(name: "N", type: !5, value: i32 8)
!78 = !DILocalVariable(name: "i", scope: !79, file: !1, line: 30, type: !31)
!79 = distinct !DILexicalBlock(scope: !13, file: !1, line: 30, column: 3)
!80 = !DILocalVariable(name: "g", scope: !13, file: !1, line: 34, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !82)
!82 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!83 = !DILocalVariable(name: "bb", scope: !13, file: !1, line: 35, type: !25)
!84 = !{i32 1, i32 1, i32 1, i32 1, i32 0}
!85 = !{!"none", !"none", !"none", !"none", !"none"}
!86 = !{!"float4*", !"float2*", !"float4*", !"uint*", !"int"}
!87 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(4)))*", !"uint*", !"int"}
!88 = !{!"const", !"const", !"", !"", !""}
!89 = !DILocation(line: 0, scope: !13)
!90 = !DILocation(line: 28, column: 3, scope: !13)
!91 = !DILocation(line: 28, column: 19, scope: !13)
!92 = !DILocation(line: 29, column: 3, scope: !13)
!93 = !DILocation(line: 29, column: 16, scope: !13)
!94 = !DILocation(line: 0, scope: !79)
!95 = !DILocation(line: 30, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !79, file: !1, line: 30, column: 3)
!97 = !DILocation(line: 30, column: 3, scope: !79)
!98 = !DILocation(line: 12, column: 11, scope: !99, inlinedAt: !106)
!99 = distinct !DISubprogram(name: "total", linkageName: "_ZNU3AS4K4RingIDv4_fLj4EE5totalEv", scope: !39, file: !1, line: 11, type: !49, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !53, retainedNodes: !100)
!100 = !{!101, !103, !104}
!101 = !DILocalVariable(name: "this", arg: 1, scope: !99, type: !102, flags: DIFlagArtificial | DIFlagObjectPointer)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!103 = !DILocalVariable(name: "t", scope: !99, file: !1, line: 12, type: !19)
!104 = !DILocalVariable(name: "i", scope: !105, file: !1, line: 13, type: !5)
!105 = distinct !DILexicalBlock(scope: !99, file: !1, line: 13, column: 5)
!106 = distinct !DILocation(line: 36, column: 23, scope: !13)
!107 = !{!108, !108, i64 0}
!108 = !{!"omnipotent char", !109, i64 0}
!109 = !{!"Simple C++ TBAA"}
!110 = !DILocation(line: 14, column: 12, scope: !111, inlinedAt: !106)
!111 = distinct !DILexicalBlock(scope: !105, file: !1, line: 13, column: 5)
!112 = !DILocation(line: 12, column: 11, scope: !113, inlinedAt: !120)
!113 = distinct !DISubprogram(name: "total", linkageName: "_ZNU3AS4K4RingIiLj8EE5totalEv", scope: !58, file: !1, line: 11, type: !70, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !74, retainedNodes: !114)
!114 = !{!115, !117, !118}
!115 = !DILocalVariable(name: "this", arg: 1, scope: !113, type: !116, flags: DIFlagArtificial | DIFlagObjectPointer)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!117 = !DILocalVariable(name: "t", scope: !113, file: !1, line: 12, type: !31)
!118 = !DILocalVariable(name: "i", scope: !119, file: !1, line: 13, type: !5)
!119 = distinct !DILexicalBlock(scope: !113, file: !1, line: 13, column: 5)
!120 = distinct !DILocation(line: 37, column: 56, scope: !13)
!121 = !{!122, !122, i64 0}
!122 = !{!"int", !108, i64 0}
!123 = !DILocation(line: 10, column: 46, scope: !124, inlinedAt: !127)
!124 = distinct !DISubprogram(name: "last", linkageName: "_ZNU3AS4K4RingIDv4_fLj4EE4lastEv", scope: !39, file: !1, line: 10, type: !49, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !48, retainedNodes: !125)
!125 = !{!126}
!126 = !DILocalVariable(name: "this", arg: 1, scope: !124, type: !102, flags: DIFlagArtificial | DIFlagObjectPointer)
!127 = distinct !DILocation(line: 36, column: 37, scope: !13)
!128 = !DILocation(line: 10, column: 32, scope: !124, inlinedAt: !127)
!129 = !DILocation(line: 14, column: 9, scope: !111, inlinedAt: !106)
!130 = !DILocation(line: 14, column: 9, scope: !131, inlinedAt: !120)
!131 = distinct !DILexicalBlock(scope: !119, file: !1, line: 13, column: 5)
!132 = !DILocation(line: 36, column: 18, scope: !13)
!133 = !DILocation(line: 34, column: 14, scope: !13)
!134 = !DILocation(line: 35, column: 21, scope: !13)
!135 = !DILocation(line: 35, column: 27, scope: !13)
!136 = !DILocalVariable(name: "a", arg: 1, scope: !137, file: !1, line: 19, type: !26)
!137 = distinct !DISubprogram(name: "blend<float __attribute__((ext_vector_type(2)))>", linkageName: "_Z5blendIDv2_fET_S1_S1_f", scope: !1, file: !1, line: 19, type: !138, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !143, retainedNodes: !140)
!138 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !139)
!139 = !{!26, !26, !26, !20}
!140 = !{!136, !141, !142}
!141 = !DILocalVariable(name: "b", arg: 2, scope: !137, file: !1, line: 19, type: !26)
!142 = !DILocalVariable(name: "t", arg: 3, scope: !137, file: !1, line: 19, type: !20)
!143 = !{!144}
!144 = !DITemplateTypeParameter(name: "V", type: !26)
!145 = !DILocation(line: 0, scope: !137, inlinedAt: !146)
!146 = distinct !DILocation(line: 35, column: 15, scope: !13)
!147 = !DILocation(line: 20, column: 29, scope: !137, inlinedAt: !146)
!148 = !DILocation(line: 20, column: 25, scope: !137, inlinedAt: !146)
!149 = !DILocation(line: 0, scope: !99, inlinedAt: !106)
!150 = !DILocation(line: 0, scope: !105, inlinedAt: !106)
!151 = !DILocation(line: 0, scope: !124, inlinedAt: !127)
!152 = !DILocation(line: 10, column: 27, scope: !124, inlinedAt: !127)
!153 = !DILocation(line: 36, column: 45, scope: !13)
!154 = !DILocalVariable(name: "a", arg: 1, scope: !155, file: !1, line: 19, type: !19)
!155 = distinct !DISubprogram(name: "blend<float __attribute__((ext_vector_type(4)))>", linkageName: "_Z5blendIDv4_fET_S1_S1_f", scope: !1, file: !1, line: 19, type: !156, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !161, retainedNodes: !158)
!156 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !157)
!157 = !{!19, !19, !19, !20}
!158 = !{!154, !159, !160}
!159 = !DILocalVariable(name: "b", arg: 2, scope: !155, file: !1, line: 19, type: !19)
!160 = !DILocalVariable(name: "t", arg: 3, scope: !155, file: !1, line: 19, type: !20)
!161 = !{!162}
!162 = !DITemplateTypeParameter(name: "V", type: !19)
!163 = !DILocation(line: 0, scope: !155, inlinedAt: !164)
!164 = distinct !DILocation(line: 36, column: 12, scope: !13)
!165 = !DILocation(line: 20, column: 20, scope: !155, inlinedAt: !164)
!166 = !DILocation(line: 20, column: 14, scope: !155, inlinedAt: !164)
!167 = !DILocation(line: 20, column: 31, scope: !155, inlinedAt: !164)
!168 = !DILocation(line: 20, column: 29, scope: !155, inlinedAt: !164)
!169 = !DILocation(line: 20, column: 25, scope: !155, inlinedAt: !164)
!170 = !DILocation(line: 36, column: 61, scope: !13)
!171 = !DILocation(line: 36, column: 51, scope: !13)
!172 = !DILocation(line: 36, column: 3, scope: !13)
!173 = !DILocation(line: 36, column: 10, scope: !13)
!174 = !DILocation(line: 37, column: 22, scope: !13)
!175 = !DILocalVariable(name: "x", arg: 1, scope: !176, file: !1, line: 23, type: !3)
!176 = distinct !DISubprogram(name: "scramble<7>", linkageName: "_Z8scrambleILi7EEjj", scope: !1, file: !1, line: 23, type: !177, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !180, retainedNodes: !179)
!177 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !178)
!178 = !{!3, !3}
!179 = !{!175}
!180 = !{!181}
!181 = !DITemplateValueParameter(name: "Shift", type: !31, value: i32 7)
!182 = !DILocation(line: 0, scope: !176, inlinedAt: !183)
!183 = distinct !DILocation(line: 37, column: 10, scope: !13)
!184 = !DILocation(line: 23, column: 66, scope: !176, inlinedAt: !183)
!185 = !DILocation(line: 0, scope: !113, inlinedAt: !120)
!186 = !DILocation(line: 0, scope: !119, inlinedAt: !120)
!187 = !DILocalVariable(name: "x", arg: 1, scope: !188, file: !1, line: 23, type: !3)
!188 = distinct !DISubprogram(name: "scramble<13>", linkageName: "_Z8scrambleILi13EEjj", scope: !1, file: !1, line: 23, type: !177, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !190, retainedNodes: !189)
!189 = !{!187}
!190 = !{!191}
!191 = !DITemplateValueParameter(name: "Shift", type: !31, value: i32 13)
!192 = !DILocation(line: 0, scope: !188, inlinedAt: !193)
!193 = distinct !DILocation(line: 37, column: 30, scope: !13)
!194 = !DILocation(line: 23, column: 66, scope: !188, inlinedAt: !193)
!195 = !DILocation(line: 37, column: 28, scope: !13)
!196 = !DILocation(line: 37, column: 8, scope: !13)
!197 = !DILocation(line: 38, column: 1, scope: !13)
!198 = !DILocation(line: 31, column: 15, scope: !199)
!199 = distinct !DILexicalBlock(scope: !96, file: !1, line: 30, column: 31)
!200 = !DILocalVariable(name: "this", arg: 1, scope: !201, type: !204, flags: DIFlagArtificial | DIFlagObjectPointer)
!201 = distinct !DISubprogram(name: "push", linkageName: "_ZNU3AS44RingIDv4_fLj4EE4pushES0_", scope: !39, file: !1, line: 6, type: !45, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !44, retainedNodes: !202)
!202 = !{!200, !203}
!203 = !DILocalVariable(name: "v", arg: 2, scope: !201, file: !1, line: 6, type: !19)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!205 = !DILocation(line: 0, scope: !201, inlinedAt: !206)
!206 = distinct !DILocation(line: 31, column: 10, scope: !199)
!207 = !DILocation(line: 7, column: 14, scope: !201, inlinedAt: !206)
!208 = !DILocation(line: 7, column: 5, scope: !201, inlinedAt: !206)
!209 = !DILocation(line: 7, column: 19, scope: !201, inlinedAt: !206)
!210 = !DILocation(line: 8, column: 5, scope: !201, inlinedAt: !206)
!211 = !DILocalVariable(name: "this", arg: 1, scope: !212, type: !215, flags: DIFlagArtificial | DIFlagObjectPointer)
!212 = distinct !DISubprogram(name: "push", linkageName: "_ZNU3AS44RingIiLj8EE4pushEi", scope: !58, file: !1, line: 6, type: !66, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !65, retainedNodes: !213)
!213 = !{!211, !214}
!214 = !DILocalVariable(name: "v", arg: 2, scope: !212, file: !1, line: 6, type: !31)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!216 = !DILocation(line: 0, scope: !212, inlinedAt: !217)
!217 = distinct !DILocation(line: 32, column: 12, scope: !199)
!218 = !DILocation(line: 7, column: 14, scope: !212, inlinedAt: !217)
!219 = !DILocation(line: 7, column: 5, scope: !212, inlinedAt: !217)
!220 = !DILocation(line: 7, column: 19, scope: !212, inlinedAt: !217)
!221 = !DILocation(line: 8, column: 5, scope: !212, inlinedAt: !217)
!222 = !DILocation(line: 30, column: 26, scope: !96)
!223 = distinct !{!223, !97, !224, !225}
!224 = !DILocation(line: 33, column: 3, scope: !79)
!225 = !{!"llvm.loop.mustprogress"}
!226 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 34, type: !227, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !228)
!228 = !{!82, !5}
