; Pins unoptimized work-item queries: constant dimensions as OpLoad of the v3ulong BuiltIn + OpCompositeExtract, a loop-variable dimension (get_global_id(d)/get_local_size(d)) as OpVectorExtractDynamic with the uint index, get_work_dim as an OpLoad %uint of WorkDim, and LocalSize 8 4 1 only on the kernel with reqd_work_group_size.
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
; CHECK-DAG:  OpDecorate %__spirv_BuiltInWorkDim BuiltIn WorkDim
; CHECK:      OpLoad %uint %__spirv_BuiltInWorkDim
; CHECK:      [[GO:%[0-9]+]] = OpLoad %v3ulong %__spirv_BuiltInGlobalOffset
; CHECK-NEXT: OpCompositeExtract %ulong [[GO]] 0
; CHECK:      %work_item_dims = OpFunction %void None
; CHECK:      OpULessThan %bool {{%[0-9]+}} %uint_3
; CHECK:      [[D:%[0-9]+]] = OpLoad %uint
; CHECK-NEXT: [[GID:%[0-9]+]] = OpLoad %v3ulong %__spirv_BuiltInGlobalInvocationId
; CHECK-NEXT: OpVectorExtractDynamic %ulong [[GID]] [[D]]
; CHECK:      [[LS:%[0-9]+]] = OpLoad %v3ulong %__spirv_BuiltInWorkgroupSize
; CHECK-NEXT: OpVectorExtractDynamic %ulong [[LS]] {{%[0-9]+}}
; ModuleID = 'lit-tests/codegen/Inputs/work_item_ids.cl'
source_filename = "lit-tests/codegen/Inputs/work_item_ids.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @work_item_ids(ptr addrspace(1) noundef align 4 %0) #0 !dbg !12 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 !reqd_work_group_size !21 {
  %2 = alloca ptr addrspace(1), align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !23)
    #dbg_declare(ptr %3, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !28
  store i64 %9, ptr %3, align 8, !dbg !27
    #dbg_declare(ptr %4, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3, !dbg !31
  store i64 %10, ptr %4, align 8, !dbg !30
    #dbg_declare(ptr %5, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  %11 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3, !dbg !34
  store i64 %11, ptr %5, align 8, !dbg !33
    #dbg_declare(ptr %6, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
  %12 = load i64, ptr %4, align 8, !dbg !37
  %13 = load i64, ptr %5, align 8, !dbg !38
  %14 = mul i64 %12, %13, !dbg !39
  %15 = load i64, ptr %3, align 8, !dbg !40
  %16 = add i64 %14, %15, !dbg !41
  store i64 %16, ptr %6, align 8, !dbg !36
    #dbg_declare(ptr %7, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %17 = call spir_func i32 @_Z12get_work_dimv() #3, !dbg !44
  store i32 %17, ptr %7, align 4, !dbg !43
    #dbg_declare(ptr %8, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  store i32 0, ptr %8, align 4, !dbg !46
  %18 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !47
  %19 = trunc i64 %18 to i32, !dbg !48
  %20 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #3, !dbg !49
  %21 = trunc i64 %20 to i32, !dbg !50
  %22 = mul i32 8, %21, !dbg !51
  %23 = add i32 %19, %22, !dbg !52
  %24 = load i32, ptr %8, align 4, !dbg !53
  %25 = add i32 %24, %23, !dbg !53
  store i32 %25, ptr %8, align 4, !dbg !53
  %26 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !54
  %27 = trunc i64 %26 to i32, !dbg !55
  %28 = mul i32 %27, 100, !dbg !56
  %29 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #3, !dbg !57
  %30 = trunc i64 %29 to i32, !dbg !58
  %31 = mul i32 %30, 10000, !dbg !59
  %32 = add i32 %28, %31, !dbg !60
  %33 = load i32, ptr %8, align 4, !dbg !61
  %34 = add i32 %33, %32, !dbg !61
  store i32 %34, ptr %8, align 4, !dbg !61
  %35 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !62
  %36 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 1) #3, !dbg !63
  %37 = mul i64 %35, %36, !dbg !64
  %38 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 2) #3, !dbg !65
  %39 = mul i64 %37, %38, !dbg !66
  %40 = trunc i64 %39 to i32, !dbg !67
  %41 = load i32, ptr %8, align 4, !dbg !68
  %42 = add i32 %41, %40, !dbg !68
  store i32 %42, ptr %8, align 4, !dbg !68
  %43 = call spir_func i64 @_Z14get_num_groupsj(i32 noundef 0) #3, !dbg !69
  %44 = call spir_func i64 @_Z14get_num_groupsj(i32 noundef 1) #3, !dbg !70
  %45 = add i64 %43, %44, !dbg !71
  %46 = call spir_func i64 @_Z14get_num_groupsj(i32 noundef 2) #3, !dbg !72
  %47 = add i64 %45, %46, !dbg !73
  %48 = trunc i64 %47 to i32, !dbg !74
  %49 = load i32, ptr %8, align 4, !dbg !75
  %50 = add i32 %49, %48, !dbg !75
  store i32 %50, ptr %8, align 4, !dbg !75
  %51 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 1) #3, !dbg !76
  %52 = trunc i64 %51 to i32, !dbg !77
  %53 = call spir_func i64 @_Z17get_global_offsetj(i32 noundef 0) #3, !dbg !78
  %54 = trunc i64 %53 to i32, !dbg !79
  %55 = add i32 %52, %54, !dbg !80
  %56 = load i32, ptr %8, align 4, !dbg !81
  %57 = add i32 %56, %55, !dbg !81
  store i32 %57, ptr %8, align 4, !dbg !81
  %58 = call spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #4, !dbg !82
  %59 = trunc i64 %58 to i32, !dbg !83
  %60 = call spir_func i64 @_Z20get_global_linear_idv() #4, !dbg !84
  %61 = trunc i64 %60 to i32, !dbg !85
  %62 = add i32 %59, %61, !dbg !86
  %63 = load i32, ptr %8, align 4, !dbg !87
  %64 = add i32 %63, %62, !dbg !87
  store i32 %64, ptr %8, align 4, !dbg !87
  %65 = call spir_func i64 @_Z19get_local_linear_idv() #4, !dbg !88
  %66 = trunc i64 %65 to i32, !dbg !89
  %67 = load i32, ptr %8, align 4, !dbg !90
  %68 = add i32 %67, %66, !dbg !90
  store i32 %68, ptr %8, align 4, !dbg !90
  %69 = load i32, ptr %8, align 4, !dbg !91
  %70 = load i32, ptr %7, align 4, !dbg !92
  %71 = add i32 %69, %70, !dbg !93
  %72 = load ptr addrspace(1), ptr %2, align 8, !dbg !94
  %73 = load i64, ptr %6, align 8, !dbg !95
  %74 = getelementptr inbounds i32, ptr addrspace(1) %72, i64 %73, !dbg !94
  store i32 %71, ptr addrspace(1) %74, align 4, !dbg !96
  ret void, !dbg !97
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z12get_work_dimv() #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_num_groupsj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z17get_global_offsetj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z20get_global_linear_idv() #2

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z19get_local_linear_idv() #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @work_item_dims(ptr addrspace(1) noundef align 8 %0) #0 !dbg !98 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !103 !kernel_arg_base_type !103 !kernel_arg_type_qual !20 {
  %2 = alloca ptr addrspace(1), align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !104, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !105)
    #dbg_declare(ptr %3, !106, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !107)
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !108
  store i64 %5, ptr %3, align 8, !dbg !107
    #dbg_declare(ptr %4, !109, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !111)
  store i32 0, ptr %4, align 4, !dbg !111
  br label %6, !dbg !112

6:                                                ; preds = %22, %1
  %7 = load i32, ptr %4, align 4, !dbg !113
  %8 = icmp ult i32 %7, 3, !dbg !115
  br i1 %8, label %9, label %25, !dbg !116

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4, !dbg !117
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef %10) #3, !dbg !118
  %12 = load i32, ptr %4, align 4, !dbg !119
  %13 = call spir_func i64 @_Z14get_local_sizej(i32 noundef %12) #3, !dbg !120
  %14 = xor i64 %11, %13, !dbg !121
  %15 = load ptr addrspace(1), ptr %2, align 8, !dbg !122
  %16 = load i64, ptr %3, align 8, !dbg !123
  %17 = mul i64 %16, 3, !dbg !124
  %18 = load i32, ptr %4, align 4, !dbg !125
  %19 = zext i32 %18 to i64, !dbg !125
  %20 = add i64 %17, %19, !dbg !126
  %21 = getelementptr inbounds i64, ptr addrspace(1) %15, i64 %20, !dbg !122
  store i64 %14, ptr addrspace(1) %21, align 8, !dbg !127
  br label %22, !dbg !122

22:                                               ; preds = %9
  %23 = load i32, ptr %4, align 4, !dbg !128
  %24 = add i32 %23, 1, !dbg !128
  store i32 %24, ptr %4, align 4, !dbg !128
  br label %6, !dbg !129, !llvm.loop !130

25:                                               ; preds = %6
  ret void, !dbg !132
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9}
!opencl.ocl.version = !{!10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!12 = distinct !DISubprogram(name: "work_item_ids", scope: !1, file: !1, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!16 = !{}
!17 = !{i32 1}
!18 = !{!"none"}
!19 = !{!"uint*"}
!20 = !{!""}
!21 = !{i32 8, i32 4, i32 1}
!22 = !DILocalVariable(name: "out", arg: 1, scope: !12, file: !1, line: 3, type: !15)
!23 = !DILocation(line: 3, column: 30, scope: !12)
!24 = !DILocalVariable(name: "gx", scope: !12, file: !1, line: 4, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !26)
!26 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!27 = !DILocation(line: 4, column: 10, scope: !12)
!28 = !DILocation(line: 4, column: 15, scope: !12)
!29 = !DILocalVariable(name: "gy", scope: !12, file: !1, line: 5, type: !25)
!30 = !DILocation(line: 5, column: 10, scope: !12)
!31 = !DILocation(line: 5, column: 15, scope: !12)
!32 = !DILocalVariable(name: "gw", scope: !12, file: !1, line: 6, type: !25)
!33 = !DILocation(line: 6, column: 10, scope: !12)
!34 = !DILocation(line: 6, column: 15, scope: !12)
!35 = !DILocalVariable(name: "idx", scope: !12, file: !1, line: 7, type: !25)
!36 = !DILocation(line: 7, column: 10, scope: !12)
!37 = !DILocation(line: 7, column: 16, scope: !12)
!38 = !DILocation(line: 7, column: 21, scope: !12)
!39 = !DILocation(line: 7, column: 19, scope: !12)
!40 = !DILocation(line: 7, column: 26, scope: !12)
!41 = !DILocation(line: 7, column: 24, scope: !12)
!42 = !DILocalVariable(name: "dims", scope: !12, file: !1, line: 8, type: !3)
!43 = !DILocation(line: 8, column: 8, scope: !12)
!44 = !DILocation(line: 8, column: 15, scope: !12)
!45 = !DILocalVariable(name: "r", scope: !12, file: !1, line: 9, type: !3)
!46 = !DILocation(line: 9, column: 8, scope: !12)
!47 = !DILocation(line: 10, column: 14, scope: !12)
!48 = !DILocation(line: 10, column: 8, scope: !12)
!49 = !DILocation(line: 10, column: 43, scope: !12)
!50 = !DILocation(line: 10, column: 37, scope: !12)
!51 = !DILocation(line: 10, column: 35, scope: !12)
!52 = !DILocation(line: 10, column: 30, scope: !12)
!53 = !DILocation(line: 10, column: 5, scope: !12)
!54 = !DILocation(line: 11, column: 14, scope: !12)
!55 = !DILocation(line: 11, column: 8, scope: !12)
!56 = !DILocation(line: 11, column: 30, scope: !12)
!57 = !DILocation(line: 11, column: 45, scope: !12)
!58 = !DILocation(line: 11, column: 39, scope: !12)
!59 = !DILocation(line: 11, column: 61, scope: !12)
!60 = !DILocation(line: 11, column: 37, scope: !12)
!61 = !DILocation(line: 11, column: 5, scope: !12)
!62 = !DILocation(line: 12, column: 15, scope: !12)
!63 = !DILocation(line: 12, column: 35, scope: !12)
!64 = !DILocation(line: 12, column: 33, scope: !12)
!65 = !DILocation(line: 12, column: 55, scope: !12)
!66 = !DILocation(line: 12, column: 53, scope: !12)
!67 = !DILocation(line: 12, column: 8, scope: !12)
!68 = !DILocation(line: 12, column: 5, scope: !12)
!69 = !DILocation(line: 13, column: 15, scope: !12)
!70 = !DILocation(line: 13, column: 35, scope: !12)
!71 = !DILocation(line: 13, column: 33, scope: !12)
!72 = !DILocation(line: 13, column: 55, scope: !12)
!73 = !DILocation(line: 13, column: 53, scope: !12)
!74 = !DILocation(line: 13, column: 8, scope: !12)
!75 = !DILocation(line: 13, column: 5, scope: !12)
!76 = !DILocation(line: 14, column: 14, scope: !12)
!77 = !DILocation(line: 14, column: 8, scope: !12)
!78 = !DILocation(line: 14, column: 41, scope: !12)
!79 = !DILocation(line: 14, column: 35, scope: !12)
!80 = !DILocation(line: 14, column: 33, scope: !12)
!81 = !DILocation(line: 14, column: 5, scope: !12)
!82 = !DILocation(line: 15, column: 14, scope: !12)
!83 = !DILocation(line: 15, column: 8, scope: !12)
!84 = !DILocation(line: 15, column: 49, scope: !12)
!85 = !DILocation(line: 15, column: 43, scope: !12)
!86 = !DILocation(line: 15, column: 41, scope: !12)
!87 = !DILocation(line: 15, column: 5, scope: !12)
!88 = !DILocation(line: 16, column: 14, scope: !12)
!89 = !DILocation(line: 16, column: 8, scope: !12)
!90 = !DILocation(line: 16, column: 5, scope: !12)
!91 = !DILocation(line: 17, column: 14, scope: !12)
!92 = !DILocation(line: 17, column: 18, scope: !12)
!93 = !DILocation(line: 17, column: 16, scope: !12)
!94 = !DILocation(line: 17, column: 3, scope: !12)
!95 = !DILocation(line: 17, column: 7, scope: !12)
!96 = !DILocation(line: 17, column: 12, scope: !12)
!97 = !DILocation(line: 18, column: 1, scope: !12)
!98 = distinct !DISubprogram(name: "work_item_dims", scope: !1, file: !1, line: 20, type: !99, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!99 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !100)
!100 = !{null, !101}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64, dwarfAddressSpace: 1)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "ulong", file: !4, line: 134, baseType: !26)
!103 = !{!"ulong*"}
!104 = !DILocalVariable(name: "out", arg: 1, scope: !98, file: !1, line: 20, type: !101)
!105 = !DILocation(line: 20, column: 46, scope: !98)
!106 = !DILocalVariable(name: "g", scope: !98, file: !1, line: 21, type: !25)
!107 = !DILocation(line: 21, column: 10, scope: !98)
!108 = !DILocation(line: 21, column: 14, scope: !98)
!109 = !DILocalVariable(name: "d", scope: !110, file: !1, line: 22, type: !3)
!110 = distinct !DILexicalBlock(scope: !98, file: !1, line: 22, column: 3)
!111 = !DILocation(line: 22, column: 13, scope: !110)
!112 = !DILocation(line: 22, column: 8, scope: !110)
!113 = !DILocation(line: 22, column: 20, scope: !114)
!114 = distinct !DILexicalBlock(scope: !110, file: !1, line: 22, column: 3)
!115 = !DILocation(line: 22, column: 22, scope: !114)
!116 = !DILocation(line: 22, column: 3, scope: !110)
!117 = !DILocation(line: 23, column: 36, scope: !114)
!118 = !DILocation(line: 23, column: 22, scope: !114)
!119 = !DILocation(line: 23, column: 56, scope: !114)
!120 = !DILocation(line: 23, column: 41, scope: !114)
!121 = !DILocation(line: 23, column: 39, scope: !114)
!122 = !DILocation(line: 23, column: 5, scope: !114)
!123 = !DILocation(line: 23, column: 9, scope: !114)
!124 = !DILocation(line: 23, column: 11, scope: !114)
!125 = !DILocation(line: 23, column: 17, scope: !114)
!126 = !DILocation(line: 23, column: 15, scope: !114)
!127 = !DILocation(line: 23, column: 20, scope: !114)
!128 = !DILocation(line: 22, column: 27, scope: !114)
!129 = !DILocation(line: 22, column: 3, scope: !114)
!130 = distinct !{!130, !116, !131}
!131 = !DILocation(line: 23, column: 57, scope: !110)
!132 = !DILocation(line: 24, column: 1, scope: !98)
