; Pins vloadN/vstoreN builtins on generic pointers as OpenCL.std vloadn (offset, typed pointer, literal N = 4/2/3) and vstoren (data, offset, pointer), with __global, __local (constant-expression addrspacecast of the tmp array) and private arguments cast via OpPtrCastToGeneric + OpBitcast to %_ptr_Generic_float/uint, the private array initialized by OpCopyMemorySized from its UniformConstant __const global, and vstore8 needing Vector16.
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
; CHECK:      [[GIN:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uchar %0
; CHECK-NEXT: [[FIN:%[0-9]+]] = OpBitcast %_ptr_Generic_float [[GIN]]
; CHECK-NEXT: [[A:%[0-9]+]] = OpExtInst %v4float [[STD]] vloadn [[GID:%[0-9]+]] [[FIN]] 4
; CHECK:      OpExtInst %v4float [[STD]] vloadn %ulong_0 {{%[0-9]+}} 4
; CHECK:      [[LT:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uchar {{%[0-9]+}}
; CHECK-NEXT: [[LF:%[0-9]+]] = OpBitcast %_ptr_Generic_float [[LT]]
; CHECK-NEXT: OpExtInst %void [[STD]] vstoren {{%[0-9]+}} {{%[0-9]+}} [[LF]]
; CHECK-NEXT: OpControlBarrier %uint_2 %uint_2 %uint_272
; CHECK:      OpExtInst %v2uint [[STD]] vloadn [[GID]] {{%[0-9]+}} 2
; CHECK:      [[W:%[0-9]+]] = OpVectorShuffle %v8uint
; CHECK:      OpExtInst %void [[STD]] vstoren [[W]] [[GID]]
; CHECK:      OpCopyMemorySized {{%[0-9]+}} {{%[0-9]+}} %ulong_32
; CHECK:      OpExtInst %v4float [[STD]] vloadn %ulong_1 {{%[0-9]+}} 4
; ModuleID = 'lit-tests/codegen/Inputs/vload_vstore.cl'
source_filename = "lit-tests/codegen/Inputs/vload_vstore.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@vload_vstore.tmp = internal addrspace(3) global [64 x float] undef, align 4, !dbg !0
@__const.vload_vstore.priv = private unnamed_addr addrspace(2) constant [8 x float] [float 0.000000e+00, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00], align 4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @vload_vstore(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) local_unnamed_addr #0 !dbg !2 !kernel_arg_addr_space !64 !kernel_arg_access_qual !65 !kernel_arg_type !66 !kernel_arg_base_type !66 !kernel_arg_type_qual !67 {
  %5 = alloca [8 x float], align 4
    #dbg_value(ptr addrspace(1) %0, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
    #dbg_value(ptr addrspace(1) %1, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
    #dbg_value(ptr addrspace(1) %2, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
    #dbg_value(ptr addrspace(1) %3, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !69
    #dbg_value(i64 %6, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  %7 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6, !dbg !70
  %8 = and i64 %7, 15, !dbg !71
    #dbg_value(i64 %8, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  %9 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4), !dbg !72
  %10 = tail call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %6, ptr addrspace(4) noundef %9) #7, !dbg !73
    #dbg_value(<4 x float> %10, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 12, !dbg !74
  %12 = addrspacecast ptr addrspace(1) %11 to ptr addrspace(4), !dbg !75
  %13 = tail call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef 0, ptr addrspace(4) noundef %12) #7, !dbg !76
    #dbg_value(<4 x float> %13, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  %14 = fmul <4 x float> %10, %13, !dbg !77
  tail call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef %14, i64 noundef %8, ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @vload_vstore.tmp to ptr addrspace(4))) #8, !dbg !78
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #8, !dbg !79
  %15 = xor i64 %8, 15, !dbg !80
  %16 = tail call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %15, ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @vload_vstore.tmp to ptr addrspace(4))) #7, !dbg !81
    #dbg_value(<4 x float> %16, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  %17 = fadd <4 x float> %10, %16, !dbg !82
  %18 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4), !dbg !83
  tail call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef %17, i64 noundef %6, ptr addrspace(4) noundef %18) #8, !dbg !84
  %19 = addrspacecast ptr addrspace(1) %2 to ptr addrspace(4), !dbg !85
  %20 = tail call spir_func <4 x i32> @_Z6vload4mPU3AS4Ki(i64 noundef %6, ptr addrspace(4) noundef %19) #7, !dbg !86
    #dbg_value(<4 x i32> %20, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  %21 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 4, !dbg !87
  %22 = addrspacecast ptr addrspace(1) %21 to ptr addrspace(4), !dbg !88
  %23 = tail call spir_func <2 x i32> @_Z6vload2mPU3AS4Ki(i64 noundef %6, ptr addrspace(4) noundef %22) #7, !dbg !89
    #dbg_value(<2 x i32> %23, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  %24 = tail call spir_func <3 x i32> @_Z6vload3mPU3AS4Ki(i64 noundef %6, ptr addrspace(4) noundef %19) #7, !dbg !90
  %25 = shufflevector <2 x i32> %23, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !91
  %26 = shufflevector <3 x i32> %24, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !91
  %27 = shufflevector <4 x i32> %25, <4 x i32> %26, <4 x i32> <i32 0, i32 1, i32 4, i32 5>, !dbg !91
  %28 = shufflevector <4 x i32> %20, <4 x i32> %27, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !92
    #dbg_value(<8 x i32> %28, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  %29 = addrspacecast ptr addrspace(1) %3 to ptr addrspace(4), !dbg !93
  tail call spir_func void @_Z7vstore8Dv8_imPU3AS4i(<8 x i32> noundef %28, i64 noundef %6, ptr addrspace(4) noundef %29) #8, !dbg !94
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #9, !dbg !95
    #dbg_declare(ptr %5, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !96)
  call void @llvm.memcpy.p0.p2.i64(ptr noundef nonnull align 4 dereferenceable(32) %5, ptr addrspace(2) noundef align 4 dereferenceable(32) @__const.vload_vstore.priv, i64 32, i1 false), !dbg !96
  %30 = addrspacecast ptr %5 to ptr addrspace(4), !dbg !97
  %31 = call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef 1, ptr addrspace(4) noundef %30) #7, !dbg !98
    #dbg_value(<4 x float> %31, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef %31, i64 noundef 0, ptr addrspace(4) noundef %30) #8, !dbg !99
  %32 = extractelement <4 x float> %10, i64 0, !dbg !100
  %33 = fptosi float %32 to i32, !dbg !101
  %34 = and i32 %33, 7, !dbg !102
  %35 = zext nneg i32 %34 to i64, !dbg !103
  %36 = getelementptr inbounds [8 x float], ptr %5, i64 0, i64 %35, !dbg !103
  %37 = load float, ptr %36, align 4, !dbg !103, !tbaa !104
  %38 = getelementptr float, ptr addrspace(1) %1, i64 %6, !dbg !108
  %39 = getelementptr i8, ptr addrspace(1) %38, i64 4, !dbg !108
  store float %37, ptr addrspace(1) %39, align 4, !dbg !109, !tbaa !104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #9, !dbg !110
  ret void, !dbg !110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !111 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !115 spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare !dbg !116 spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !120 spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef, i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare !dbg !124 spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare !dbg !129 spir_func <4 x i32> @_Z6vload4mPU3AS4Ki(i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare !dbg !133 spir_func <2 x i32> @_Z6vload2mPU3AS4Ki(i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare !dbg !136 spir_func <3 x i32> @_Z6vload3mPU3AS4Ki(i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !139 spir_func void @_Z7vstore8Dv8_imPU3AS4i(<8 x i32> noundef, i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p2.i64(ptr noalias nocapture writeonly, ptr addrspace(2) noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind willreturn memory(read) }
attributes #8 = { convergent nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!58, !59, !60, !61}
!opencl.ocl.version = !{!62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "tmp", scope: !2, file: !3, line: 5, type: !55, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "vload_vstore", scope: !3, file: !3, line: 3, type: !4, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !17)
!3 = !DIFile(filename: "lit-tests/codegen/Inputs/vload_vstore.cl", directory: ".", checksumkind: CSK_MD5, checksum: "87d4d9747e7c0ae5c976cf3cf1ff945f")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !9, !10, !13}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!14 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !16, splitDebugInlining: false, nameTableKind: None)
!15 = !{!12}
!16 = !{!0}
!17 = !{!18, !19, !20, !21, !22, !26, !27, !32, !33, !34, !37, !42, !47, !52, !54}
!18 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 3, type: !6)
!19 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 3, type: !9)
!20 = !DILocalVariable(name: "iin", arg: 3, scope: !2, file: !3, line: 4, type: !10)
!21 = !DILocalVariable(name: "iout", arg: 4, scope: !2, file: !3, line: 4, type: !13)
!22 = !DILocalVariable(name: "i", scope: !2, file: !3, line: 6, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !24, line: 142, baseType: !25)
!24 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!25 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!26 = !DILocalVariable(name: "l", scope: !2, file: !3, line: 7, type: !23)
!27 = !DILocalVariable(name: "a", scope: !2, file: !3, line: 8, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !24, line: 209, baseType: !29)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, flags: DIFlagVector, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 4)
!32 = !DILocalVariable(name: "b", scope: !2, file: !3, line: 9, type: !28)
!33 = !DILocalVariable(name: "c", scope: !2, file: !3, line: 12, type: !28)
!34 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 15, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !24, line: 189, baseType: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, flags: DIFlagVector, elements: !30)
!37 = !DILocalVariable(name: "y", scope: !2, file: !3, line: 16, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "int2", file: !24, line: 187, baseType: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, flags: DIFlagVector, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 2)
!42 = !DILocalVariable(name: "z", scope: !2, file: !3, line: 17, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "int3", file: !24, line: 188, baseType: !44)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, flags: DIFlagVector, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 3)
!47 = !DILocalVariable(name: "w", scope: !2, file: !3, line: 18, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8", file: !24, line: 190, baseType: !49)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 256, flags: DIFlagVector, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 8)
!52 = !DILocalVariable(name: "priv", scope: !2, file: !3, line: 21, type: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !50)
!54 = !DILocalVariable(name: "p", scope: !2, file: !3, line: 22, type: !28)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 64)
!58 = !{i32 7, !"Dwarf Version", i32 5}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 4}
!61 = !{i32 7, !"frame-pointer", i32 2}
!62 = !{i32 2, i32 0}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = !{i32 1, i32 1, i32 1, i32 1}
!65 = !{!"none", !"none", !"none", !"none"}
!66 = !{!"float*", !"float*", !"int*", !"int*"}
!67 = !{!"const", !"", !"const", !""}
!68 = !DILocation(line: 0, scope: !2)
!69 = !DILocation(line: 6, column: 14, scope: !2)
!70 = !DILocation(line: 7, column: 14, scope: !2)
!71 = !DILocation(line: 7, column: 30, scope: !2)
!72 = !DILocation(line: 8, column: 24, scope: !2)
!73 = !DILocation(line: 8, column: 14, scope: !2)
!74 = !DILocation(line: 9, column: 27, scope: !2)
!75 = !DILocation(line: 9, column: 24, scope: !2)
!76 = !DILocation(line: 9, column: 14, scope: !2)
!77 = !DILocation(line: 10, column: 13, scope: !2)
!78 = !DILocation(line: 10, column: 3, scope: !2)
!79 = !DILocation(line: 11, column: 3, scope: !2)
!80 = !DILocation(line: 12, column: 24, scope: !2)
!81 = !DILocation(line: 12, column: 14, scope: !2)
!82 = !DILocation(line: 13, column: 13, scope: !2)
!83 = !DILocation(line: 13, column: 21, scope: !2)
!84 = !DILocation(line: 13, column: 3, scope: !2)
!85 = !DILocation(line: 15, column: 22, scope: !2)
!86 = !DILocation(line: 15, column: 12, scope: !2)
!87 = !DILocation(line: 16, column: 26, scope: !2)
!88 = !DILocation(line: 16, column: 22, scope: !2)
!89 = !DILocation(line: 16, column: 12, scope: !2)
!90 = !DILocation(line: 17, column: 12, scope: !2)
!91 = !DILocation(line: 18, column: 28, scope: !2)
!92 = !DILocation(line: 18, column: 18, scope: !2)
!93 = !DILocation(line: 19, column: 17, scope: !2)
!94 = !DILocation(line: 19, column: 3, scope: !2)
!95 = !DILocation(line: 21, column: 3, scope: !2)
!96 = !DILocation(line: 21, column: 9, scope: !2)
!97 = !DILocation(line: 22, column: 24, scope: !2)
!98 = !DILocation(line: 22, column: 14, scope: !2)
!99 = !DILocation(line: 23, column: 3, scope: !2)
!100 = !DILocation(line: 24, column: 26, scope: !2)
!101 = !DILocation(line: 24, column: 21, scope: !2)
!102 = !DILocation(line: 24, column: 30, scope: !2)
!103 = !DILocation(line: 24, column: 16, scope: !2)
!104 = !{!105, !105, i64 0}
!105 = !{!"float", !106, i64 0}
!106 = !{!"omnipotent char", !107, i64 0}
!107 = !{!"Simple C/C++ TBAA"}
!108 = !DILocation(line: 24, column: 3, scope: !2)
!109 = !DILocation(line: 24, column: 14, scope: !2)
!110 = !DILocation(line: 25, column: 1, scope: !2)
!111 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 6, type: !112, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !113)
!113 = !{!25, !114}
!114 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!115 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !3, file: !3, line: 7, type: !112, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DISubprogram(name: "vload4", linkageName: "_Z6vload4mPU3AS4Kf", scope: !3, file: !3, line: 8, type: !117, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!117 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !118)
!118 = !{!29, !25, !119}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 4)
!120 = !DISubprogram(name: "vstore4", linkageName: "_Z7vstore4Dv4_fmPU3AS4f", scope: !3, file: !3, line: 10, type: !121, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !122)
!122 = !{null, !29, !25, !123}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 4)
!124 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !3, file: !3, line: 11, type: !125, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !126)
!126 = !{null, !127}
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !24, line: 372, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !24, line: 129, baseType: !114)
!129 = !DISubprogram(name: "vload4", linkageName: "_Z6vload4mPU3AS4Ki", scope: !3, file: !3, line: 15, type: !130, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!130 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !131)
!131 = !{!36, !25, !132}
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 4)
!133 = !DISubprogram(name: "vload2", linkageName: "_Z6vload2mPU3AS4Ki", scope: !3, file: !3, line: 16, type: !134, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!134 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !135)
!135 = !{!39, !25, !132}
!136 = !DISubprogram(name: "vload3", linkageName: "_Z6vload3mPU3AS4Ki", scope: !3, file: !3, line: 17, type: !137, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !138)
!138 = !{!44, !25, !132}
!139 = !DISubprogram(name: "vstore8", linkageName: "_Z7vstore8Dv8_imPU3AS4i", scope: !3, file: !3, line: 19, type: !140, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !141)
!141 = !{null, !49, !25, !142}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 4)
