; Pins work-item queries as BuiltIn Input variables (v3ulong for dimensioned queries read with OpLoad + OpCompositeExtract <dim>, uint WorkDim, ulong GlobalLinearId/LocalInvocationIndex, get_local_size -> WorkgroupSize, get_enqueued_local_size -> EnqueuedWorkgroupSize), their presence in each OpEntryPoint interface, and reqd_work_group_size(8,4,1) as OpExecutionMode LocalSize 8 4 1 on that kernel only.
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
; CHECK-NEXT: OpMemoryModel Physical64 OpenCL
; CHECK-NEXT: OpEntryPoint Kernel %work_item_ids "work_item_ids" %__spirv_BuiltInEnqueuedWorkgroupSize %__spirv_BuiltInGlobalInvocationId %__spirv_BuiltInGlobalLinearId %__spirv_BuiltInGlobalOffset %__spirv_BuiltInGlobalSize %__spirv_BuiltInLocalInvocationId %__spirv_BuiltInLocalInvocationIndex %__spirv_BuiltInNumWorkgroups %__spirv_BuiltInWorkDim %__spirv_BuiltInWorkgroupId %__spirv_BuiltInWorkgroupSize
; CHECK-NEXT: OpEntryPoint Kernel %work_item_dims "work_item_dims"
; CHECK-NEXT: OpExecutionMode %work_item_ids LocalSize 8 4 1
; CHECK-NOT:  OpExecutionMode
; CHECK-DAG:  OpDecorate %__spirv_BuiltInWorkgroupSize BuiltIn WorkgroupSize
; CHECK-DAG:  OpDecorate %__spirv_BuiltInEnqueuedWorkgroupSize BuiltIn EnqueuedWorkgroupSize
; CHECK-DAG:  OpDecorate %__spirv_BuiltInLocalInvocationIndex BuiltIn LocalInvocationIndex
; CHECK-DAG:  %__spirv_BuiltInWorkDim = OpVariable %_ptr_Input_uint Input
; CHECK-DAG:  %__spirv_BuiltInGlobalLinearId = OpVariable %_ptr_Input_ulong Input
; CHECK:      [[G0:%[0-9]+]] = OpLoad %v3ulong %__spirv_BuiltInGlobalInvocationId
; CHECK-NEXT: OpCompositeExtract %ulong [[G0]] 0
; CHECK-NEXT: [[G1:%[0-9]+]] = OpLoad %v3ulong %__spirv_BuiltInGlobalInvocationId
; CHECK-NEXT: OpCompositeExtract %ulong [[G1]] 1
; CHECK:      [[LS2:%[0-9]+]] = OpCompositeExtract %ulong {{%[0-9]+}} 2
; CHECK-NEXT: OpIMul %ulong {{%[0-9]+}} [[LS2]]
; ModuleID = 'lit-tests/codegen/Inputs/work_item_ids.cl'
source_filename = "lit-tests/codegen/Inputs/work_item_ids.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @work_item_ids(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #0 !dbg !12 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 !reqd_work_group_size !30 {
    #dbg_value(ptr addrspace(1) %0, !17, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !32
    #dbg_value(i64 %2, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4, !dbg !33
    #dbg_value(i64 %3, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %4 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #4, !dbg !34
    #dbg_value(i64 %4, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %5 = mul i64 %4, %3, !dbg !35
    #dbg_value(!DIArgList(i64 %5, i64 %2), !23, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !31)
  %6 = tail call spir_func i32 @_Z12get_work_dimv() #4, !dbg !36
    #dbg_value(i32 %6, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
    #dbg_value(i32 0, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %7 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !37
  %8 = trunc i64 %7 to i32, !dbg !38
  %9 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #4, !dbg !39
  %10 = trunc i64 %9 to i32, !dbg !40
  %11 = shl i32 %10, 3, !dbg !41
    #dbg_value(i32 poison, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %12 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4, !dbg !42
  %13 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #4, !dbg !43
  %14 = insertelement <2 x i64> poison, i64 %12, i64 0, !dbg !44
  %15 = insertelement <2 x i64> %14, i64 %13, i64 1, !dbg !44
  %16 = trunc <2 x i64> %15 to <2 x i32>, !dbg !44
  %17 = mul <2 x i32> %16, <i32 100, i32 10000>, !dbg !45
    #dbg_value(i32 poison, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %18 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4, !dbg !46
  %19 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 1) #4, !dbg !47
  %20 = mul i64 %19, %18, !dbg !48
  %21 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 2) #4, !dbg !49
  %22 = mul i64 %20, %21, !dbg !50
  %23 = trunc i64 %22 to i32, !dbg !51
    #dbg_value(i32 poison, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %24 = tail call spir_func i64 @_Z14get_num_groupsj(i32 noundef 0) #4, !dbg !52
  %25 = tail call spir_func i64 @_Z14get_num_groupsj(i32 noundef 1) #4, !dbg !53
  %26 = add i64 %25, %24, !dbg !54
  %27 = tail call spir_func i64 @_Z14get_num_groupsj(i32 noundef 2) #4, !dbg !55
  %28 = add i64 %26, %27, !dbg !56
  %29 = trunc i64 %28 to i32, !dbg !57
    #dbg_value(i32 poison, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %30 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 1) #4, !dbg !58
  %31 = trunc i64 %30 to i32, !dbg !59
  %32 = tail call spir_func i64 @_Z17get_global_offsetj(i32 noundef 0) #4, !dbg !60
  %33 = trunc i64 %32 to i32, !dbg !61
    #dbg_value(i32 poison, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %34 = tail call spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #5, !dbg !62
  %35 = trunc i64 %34 to i32, !dbg !63
  %36 = tail call spir_func i64 @_Z20get_global_linear_idv() #5, !dbg !64
  %37 = trunc i64 %36 to i32, !dbg !65
    #dbg_value(i32 poison, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %38 = tail call spir_func i64 @_Z19get_local_linear_idv() #5, !dbg !66
  %39 = trunc i64 %38 to i32, !dbg !67
    #dbg_value(i32 poison, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %40 = add i32 %6, %8, !dbg !68
  %41 = add i32 %40, %11, !dbg !69
  %42 = extractelement <2 x i32> %17, i64 0, !dbg !70
  %43 = add i32 %41, %42, !dbg !70
  %44 = extractelement <2 x i32> %17, i64 1, !dbg !71
  %45 = add i32 %43, %44, !dbg !71
  %46 = add i32 %45, %23, !dbg !72
  %47 = add i32 %46, %29, !dbg !73
  %48 = add i32 %47, %31, !dbg !74
  %49 = add i32 %48, %33, !dbg !75
  %50 = add i32 %49, %35, !dbg !76
  %51 = add i32 %50, %37, !dbg !77
  %52 = add i32 %51, %39, !dbg !78
  %53 = getelementptr i32, ptr addrspace(1) %0, i64 %5, !dbg !79
  %54 = getelementptr i32, ptr addrspace(1) %53, i64 %2, !dbg !79
  store i32 %52, ptr addrspace(1) %54, align 4, !dbg !80, !tbaa !81
  ret void, !dbg !85
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !86 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !89 spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !90 spir_func i32 @_Z12get_work_dimv() local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !93 spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !94 spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !95 spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !96 spir_func i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !97 spir_func i64 @_Z17get_global_offsetj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !98 spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !99 spir_func i64 @_Z20get_global_linear_idv() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !102 spir_func i64 @_Z19get_local_linear_idv() local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define spir_kernel void @work_item_dims(ptr addrspace(1) nocapture noundef writeonly align 8 %0) local_unnamed_addr #3 !dbg !103 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !113 !kernel_arg_base_type !113 !kernel_arg_type_qual !29 {
    #dbg_value(ptr addrspace(1) %0, !109, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !114)
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !115
    #dbg_value(i64 %2, !110, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !114)
    #dbg_value(i32 0, !111, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !116)
  %3 = mul i64 %2, 24
  %4 = getelementptr i8, ptr addrspace(1) %0, i64 %3
    #dbg_value(i32 0, !111, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !116)
    #dbg_value(i32 0, !111, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !116)
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !117
  %6 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4, !dbg !119
  %7 = xor i64 %6, %5, !dbg !120
  store i64 %7, ptr addrspace(1) %4, align 8, !dbg !121, !tbaa !122
    #dbg_value(i32 1, !111, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !116)
  %8 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4, !dbg !117
  %9 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 1) #4, !dbg !119
  %10 = xor i64 %9, %8, !dbg !120
  %11 = getelementptr i8, ptr addrspace(1) %4, i64 8, !dbg !124
  store i64 %10, ptr addrspace(1) %11, align 8, !dbg !121, !tbaa !122
    #dbg_value(i32 2, !111, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !116)
  %12 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 2) #4, !dbg !117
  %13 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 2) #4, !dbg !119
  %14 = xor i64 %13, %12, !dbg !120
  %15 = getelementptr i8, ptr addrspace(1) %4, i64 16, !dbg !124
  store i64 %14, ptr addrspace(1) %15, align 8, !dbg !121, !tbaa !122
    #dbg_value(i32 3, !111, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !116)
  ret void, !dbg !125
}

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9}
!opencl.ocl.version = !{!10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/work_item_ids.cl", directory: ".", checksumkind: CSK_MD5, checksum: "e85779c3c805b6199d3d1204d63226b5")
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
!12 = distinct !DISubprogram(name: "work_item_ids", scope: !1, file: !1, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!16 = !{!17, !18, !21, !22, !23, !24, !25}
!17 = !DILocalVariable(name: "out", arg: 1, scope: !12, file: !1, line: 3, type: !15)
!18 = !DILocalVariable(name: "gx", scope: !12, file: !1, line: 4, type: !19)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !20)
!20 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!21 = !DILocalVariable(name: "gy", scope: !12, file: !1, line: 5, type: !19)
!22 = !DILocalVariable(name: "gw", scope: !12, file: !1, line: 6, type: !19)
!23 = !DILocalVariable(name: "idx", scope: !12, file: !1, line: 7, type: !19)
!24 = !DILocalVariable(name: "dims", scope: !12, file: !1, line: 8, type: !3)
!25 = !DILocalVariable(name: "r", scope: !12, file: !1, line: 9, type: !3)
!26 = !{i32 1}
!27 = !{!"none"}
!28 = !{!"uint*"}
!29 = !{!""}
!30 = !{i32 8, i32 4, i32 1}
!31 = !DILocation(line: 0, scope: !12)
!32 = !DILocation(line: 4, column: 15, scope: !12)
!33 = !DILocation(line: 5, column: 15, scope: !12)
!34 = !DILocation(line: 6, column: 15, scope: !12)
!35 = !DILocation(line: 7, column: 19, scope: !12)
!36 = !DILocation(line: 8, column: 15, scope: !12)
!37 = !DILocation(line: 10, column: 14, scope: !12)
!38 = !DILocation(line: 10, column: 8, scope: !12)
!39 = !DILocation(line: 10, column: 43, scope: !12)
!40 = !DILocation(line: 10, column: 37, scope: !12)
!41 = !DILocation(line: 10, column: 35, scope: !12)
!42 = !DILocation(line: 11, column: 14, scope: !12)
!43 = !DILocation(line: 11, column: 45, scope: !12)
!44 = !DILocation(line: 11, column: 8, scope: !12)
!45 = !DILocation(line: 11, column: 30, scope: !12)
!46 = !DILocation(line: 12, column: 15, scope: !12)
!47 = !DILocation(line: 12, column: 35, scope: !12)
!48 = !DILocation(line: 12, column: 33, scope: !12)
!49 = !DILocation(line: 12, column: 55, scope: !12)
!50 = !DILocation(line: 12, column: 53, scope: !12)
!51 = !DILocation(line: 12, column: 8, scope: !12)
!52 = !DILocation(line: 13, column: 15, scope: !12)
!53 = !DILocation(line: 13, column: 35, scope: !12)
!54 = !DILocation(line: 13, column: 33, scope: !12)
!55 = !DILocation(line: 13, column: 55, scope: !12)
!56 = !DILocation(line: 13, column: 53, scope: !12)
!57 = !DILocation(line: 13, column: 8, scope: !12)
!58 = !DILocation(line: 14, column: 14, scope: !12)
!59 = !DILocation(line: 14, column: 8, scope: !12)
!60 = !DILocation(line: 14, column: 41, scope: !12)
!61 = !DILocation(line: 14, column: 35, scope: !12)
!62 = !DILocation(line: 15, column: 14, scope: !12)
!63 = !DILocation(line: 15, column: 8, scope: !12)
!64 = !DILocation(line: 15, column: 49, scope: !12)
!65 = !DILocation(line: 15, column: 43, scope: !12)
!66 = !DILocation(line: 16, column: 14, scope: !12)
!67 = !DILocation(line: 16, column: 8, scope: !12)
!68 = !DILocation(line: 15, column: 41, scope: !12)
!69 = !DILocation(line: 14, column: 33, scope: !12)
!70 = !DILocation(line: 11, column: 37, scope: !12)
!71 = !DILocation(line: 10, column: 30, scope: !12)
!72 = !DILocation(line: 11, column: 5, scope: !12)
!73 = !DILocation(line: 12, column: 5, scope: !12)
!74 = !DILocation(line: 13, column: 5, scope: !12)
!75 = !DILocation(line: 14, column: 5, scope: !12)
!76 = !DILocation(line: 15, column: 5, scope: !12)
!77 = !DILocation(line: 16, column: 5, scope: !12)
!78 = !DILocation(line: 17, column: 16, scope: !12)
!79 = !DILocation(line: 17, column: 3, scope: !12)
!80 = !DILocation(line: 17, column: 12, scope: !12)
!81 = !{!82, !82, i64 0}
!82 = !{!"int", !83, i64 0}
!83 = !{!"omnipotent char", !84, i64 0}
!84 = !{!"Simple C/C++ TBAA"}
!85 = !DILocation(line: 18, column: 1, scope: !12)
!86 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 4, type: !87, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !88)
!88 = !{!20, !5}
!89 = !DISubprogram(name: "get_global_size", linkageName: "_Z15get_global_sizej", scope: !1, file: !1, line: 6, type: !87, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DISubprogram(name: "get_work_dim", linkageName: "_Z12get_work_dimv", scope: !1, file: !1, line: 8, type: !91, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!91 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !92)
!92 = !{!5}
!93 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !1, file: !1, line: 10, type: !87, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!94 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !1, file: !1, line: 11, type: !87, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!95 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !1, file: !1, line: 12, type: !87, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !DISubprogram(name: "get_num_groups", linkageName: "_Z14get_num_groupsj", scope: !1, file: !1, line: 13, type: !87, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubprogram(name: "get_global_offset", linkageName: "_Z17get_global_offsetj", scope: !1, file: !1, line: 14, type: !87, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubprogram(name: "get_enqueued_local_size", linkageName: "_Z23get_enqueued_local_sizej", scope: !1, file: !1, line: 15, type: !87, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = !DISubprogram(name: "get_global_linear_id", linkageName: "_Z20get_global_linear_idv", scope: !1, file: !1, line: 15, type: !100, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !101)
!101 = !{!20}
!102 = !DISubprogram(name: "get_local_linear_id", linkageName: "_Z19get_local_linear_idv", scope: !1, file: !1, line: 16, type: !100, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = distinct !DISubprogram(name: "work_item_dims", scope: !1, file: !1, line: 20, type: !104, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !108)
!104 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !105)
!105 = !{null, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64, dwarfAddressSpace: 1)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "ulong", file: !4, line: 134, baseType: !20)
!108 = !{!109, !110, !111}
!109 = !DILocalVariable(name: "out", arg: 1, scope: !103, file: !1, line: 20, type: !106)
!110 = !DILocalVariable(name: "g", scope: !103, file: !1, line: 21, type: !19)
!111 = !DILocalVariable(name: "d", scope: !112, file: !1, line: 22, type: !3)
!112 = distinct !DILexicalBlock(scope: !103, file: !1, line: 22, column: 3)
!113 = !{!"ulong*"}
!114 = !DILocation(line: 0, scope: !103)
!115 = !DILocation(line: 21, column: 14, scope: !103)
!116 = !DILocation(line: 0, scope: !112)
!117 = !DILocation(line: 23, column: 22, scope: !118)
!118 = distinct !DILexicalBlock(scope: !112, file: !1, line: 22, column: 3)
!119 = !DILocation(line: 23, column: 41, scope: !118)
!120 = !DILocation(line: 23, column: 39, scope: !118)
!121 = !DILocation(line: 23, column: 20, scope: !118)
!122 = !{!123, !123, i64 0}
!123 = !{!"long", !83, i64 0}
!124 = !DILocation(line: 23, column: 5, scope: !118)
!125 = !DILocation(line: 24, column: 1, scope: !103)
