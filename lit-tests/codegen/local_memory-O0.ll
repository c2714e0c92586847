; Pins unoptimized __local memory: the __local float* parameter stored/loaded through %_ptr_Workgroup_float, __local arrays indexed with OpInBoundsPtrAccessChain (0, i) after bitcasting the global's canonical pointer, size_t division/modulo as OpUDiv/OpUMod, the `for` loop's header/exit/latch blocks in reverse post-order, and both barrier flag combinations (272, 784).
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
; CHECK:      %local_reduce = OpFunction %void None
; CHECK:      OpInBoundsPtrAccessChain %_ptr_Workgroup_float {{%[0-9]+}} {{%[0-9]+}}
; CHECK:      OpControlBarrier %uint_2 %uint_2 %uint_272
; CHECK:      OpUDiv %ulong {{%[0-9]+}} %ulong_2
; CHECK:      OpBranch [[HEAD:%[0-9]+]]
; CHECK-NEXT: [[HEAD]] = OpLabel
; CHECK:      [[C:%[0-9]+]] = OpUGreaterThan %bool {{%[0-9]+}} %ulong_0
; CHECK-NEXT: OpBranchConditional [[C]] [[BODY:%[0-9]+]] [[EXIT:%[0-9]+]]
; CHECK-NEXT: [[EXIT]] = OpLabel
; CHECK:      OpShiftRightLogical %ulong {{%[0-9]+}} %ulong_1
; CHECK:      OpBranch [[HEAD]]
; CHECK:      %local_tile = OpFunction %void None
; CHECK:      OpUMod %ulong {{%[0-9]+}} %ulong_64
; CHECK:      [[T:%[0-9]+]] = OpBitcast %_ptr_Workgroup__arr_uint_uint_64 {{%[0-9]+}}
; CHECK-NEXT: OpInBoundsPtrAccessChain %_ptr_Workgroup_uint [[T]] %ulong_0 {{%[0-9]+}}
; CHECK:      OpControlBarrier %uint_2 %uint_2 %uint_784
; ModuleID = 'lit-tests/codegen/Inputs/local_memory.cl'
source_filename = "lit-tests/codegen/Inputs/local_memory.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@local_tile.tile = internal addrspace(3) global [64 x i32] undef, align 4, !dbg !0
@local_tile.pairs = internal addrspace(3) global [32 x <2 x i32>] undef, align 8, !dbg !12

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @local_reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #0 !dbg !32 !kernel_arg_addr_space !40 !kernel_arg_access_qual !41 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(3), align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
  store ptr addrspace(3) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
    #dbg_declare(ptr %7, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  %10 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !54
  store i64 %10, ptr %7, align 8, !dbg !53
    #dbg_declare(ptr %8, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  %11 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !57
  store i64 %11, ptr %8, align 8, !dbg !56
  %12 = load ptr addrspace(1), ptr %4, align 8, !dbg !58
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !59
  %14 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %13, !dbg !58
  %15 = load float, ptr addrspace(1) %14, align 4, !dbg !58
  %16 = load ptr addrspace(3), ptr %6, align 8, !dbg !60
  %17 = load i64, ptr %7, align 8, !dbg !61
  %18 = getelementptr inbounds float, ptr addrspace(3) %16, i64 %17, !dbg !60
  store float %15, ptr addrspace(3) %18, align 4, !dbg !62
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !63
    #dbg_declare(ptr %9, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
  %19 = load i64, ptr %8, align 8, !dbg !67
  %20 = udiv i64 %19, 2, !dbg !68
  store i64 %20, ptr %9, align 8, !dbg !66
  br label %21, !dbg !69

21:                                               ; preds = %41, %3
  %22 = load i64, ptr %9, align 8, !dbg !70
  %23 = icmp ugt i64 %22, 0, !dbg !72
  br i1 %23, label %24, label %44, !dbg !73

24:                                               ; preds = %21
  %25 = load i64, ptr %7, align 8, !dbg !74
  %26 = load i64, ptr %9, align 8, !dbg !77
  %27 = icmp ult i64 %25, %26, !dbg !78
  br i1 %27, label %28, label %40, !dbg !79

28:                                               ; preds = %24
  %29 = load ptr addrspace(3), ptr %6, align 8, !dbg !80
  %30 = load i64, ptr %7, align 8, !dbg !81
  %31 = load i64, ptr %9, align 8, !dbg !82
  %32 = add i64 %30, %31, !dbg !83
  %33 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %32, !dbg !80
  %34 = load float, ptr addrspace(3) %33, align 4, !dbg !80
  %35 = load ptr addrspace(3), ptr %6, align 8, !dbg !84
  %36 = load i64, ptr %7, align 8, !dbg !85
  %37 = getelementptr inbounds float, ptr addrspace(3) %35, i64 %36, !dbg !84
  %38 = load float, ptr addrspace(3) %37, align 4, !dbg !86
  %39 = fadd float %38, %34, !dbg !86
  store float %39, ptr addrspace(3) %37, align 4, !dbg !86
  br label %40, !dbg !84

40:                                               ; preds = %28, %24
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !87
  br label %41, !dbg !88

41:                                               ; preds = %40
  %42 = load i64, ptr %9, align 8, !dbg !89
  %43 = lshr i64 %42, 1, !dbg !89
  store i64 %43, ptr %9, align 8, !dbg !89
  br label %21, !dbg !90, !llvm.loop !91

44:                                               ; preds = %21
  %45 = load i64, ptr %7, align 8, !dbg !93
  %46 = icmp eq i64 %45, 0, !dbg !95
  br i1 %46, label %47, label %54, !dbg !96

47:                                               ; preds = %44
  %48 = load ptr addrspace(3), ptr %6, align 8, !dbg !97
  %49 = getelementptr inbounds float, ptr addrspace(3) %48, i64 0, !dbg !97
  %50 = load float, ptr addrspace(3) %49, align 4, !dbg !97
  %51 = load ptr addrspace(1), ptr %5, align 8, !dbg !98
  %52 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !99
  %53 = getelementptr inbounds float, ptr addrspace(1) %51, i64 %52, !dbg !98
  store float %50, ptr addrspace(1) %53, align 4, !dbg !100
  br label %54, !dbg !98

54:                                               ; preds = %47, %44
  ret void, !dbg !101
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @local_tile(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !2 !kernel_arg_addr_space !102 !kernel_arg_access_qual !103 !kernel_arg_type !104 !kernel_arg_base_type !104 !kernel_arg_type_qual !105 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i64, align 8
  %6 = alloca <2 x i32>, align 8
  %7 = alloca <2 x i32>, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !106, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !107)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !108, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !109)
    #dbg_declare(ptr %5, !110, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !111)
  %8 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !112
  %9 = urem i64 %8, 64, !dbg !113
  store i64 %9, ptr %5, align 8, !dbg !111
  %10 = load ptr addrspace(1), ptr %3, align 8, !dbg !114
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !115
  %12 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %11, !dbg !114
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !114
  %14 = load i64, ptr %5, align 8, !dbg !116
  %15 = getelementptr inbounds [64 x i32], ptr addrspace(3) @local_tile.tile, i64 0, i64 %14, !dbg !117
  store i32 %13, ptr addrspace(3) %15, align 4, !dbg !118
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !119
  %16 = load i64, ptr %5, align 8, !dbg !120
  %17 = icmp ult i64 %16, 32, !dbg !122
  br i1 %17, label %18, label %33, !dbg !123

18:                                               ; preds = %2
  %19 = load i64, ptr %5, align 8, !dbg !124
  %20 = mul i64 2, %19, !dbg !125
  %21 = getelementptr inbounds [64 x i32], ptr addrspace(3) @local_tile.tile, i64 0, i64 %20, !dbg !126
  %22 = load i32, ptr addrspace(3) %21, align 4, !dbg !126
  %23 = insertelement <2 x i32> poison, i32 %22, i32 0, !dbg !127
  %24 = load i64, ptr %5, align 8, !dbg !128
  %25 = mul i64 2, %24, !dbg !129
  %26 = add i64 %25, 1, !dbg !130
  %27 = getelementptr inbounds [64 x i32], ptr addrspace(3) @local_tile.tile, i64 0, i64 %26, !dbg !131
  %28 = load i32, ptr addrspace(3) %27, align 4, !dbg !131
  %29 = insertelement <2 x i32> %23, i32 %28, i32 1, !dbg !127
  store <2 x i32> %29, ptr %6, align 8, !dbg !132
  %30 = load <2 x i32>, ptr %6, align 8, !dbg !132
  %31 = load i64, ptr %5, align 8, !dbg !133
  %32 = getelementptr inbounds [32 x <2 x i32>], ptr addrspace(3) @local_tile.pairs, i64 0, i64 %31, !dbg !134
  store <2 x i32> %30, ptr addrspace(3) %32, align 8, !dbg !135
  br label %33, !dbg !134

33:                                               ; preds = %18, %2
  call spir_func void @_Z7barrierj(i32 noundef 3) #4, !dbg !136
    #dbg_declare(ptr %7, !137, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !138)
  %34 = load i64, ptr %5, align 8, !dbg !139
  %35 = udiv i64 %34, 2, !dbg !140
  %36 = getelementptr inbounds [32 x <2 x i32>], ptr addrspace(3) @local_tile.pairs, i64 0, i64 %35, !dbg !141
  %37 = load <2 x i32>, ptr addrspace(3) %36, align 8, !dbg !141
  store <2 x i32> %37, ptr %7, align 8, !dbg !138
  %38 = load i64, ptr %5, align 8, !dbg !142
  %39 = sub i64 63, %38, !dbg !143
  %40 = getelementptr inbounds [64 x i32], ptr addrspace(3) @local_tile.tile, i64 0, i64 %39, !dbg !144
  %41 = load i32, ptr addrspace(3) %40, align 4, !dbg !144
  %42 = load <2 x i32>, ptr %7, align 8, !dbg !145
  %43 = extractelement <2 x i32> %42, i64 0, !dbg !145
  %44 = load <2 x i32>, ptr %7, align 8, !dbg !146
  %45 = extractelement <2 x i32> %44, i64 1, !dbg !146
  %46 = mul nsw i32 %43, %45, !dbg !147
  %47 = add nsw i32 %41, %46, !dbg !148
  %48 = load ptr addrspace(1), ptr %4, align 8, !dbg !149
  %49 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !150
  %50 = getelementptr inbounds i32, ptr addrspace(1) %48, i64 %49, !dbg !149
  store i32 %47, ptr addrspace(1) %50, align 4, !dbg !151
  ret void, !dbg !152
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!26, !27, !28, !29}
!opencl.ocl.version = !{!30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 20, type: !23, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "local_tile", scope: !3, file: !3, line: 19, type: !4, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !22)
!3 = !DIFile(filename: "lit-tests/codegen/Inputs/local_memory.cl", directory: ".", checksumkind: CSK_MD5, checksum: "5b2cc0cfd7a7f81b5ee9ef1bd7f9c1b0")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !9}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!10 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !11, splitDebugInlining: false, nameTableKind: None)
!11 = !{!0, !12}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!13 = distinct !DIGlobalVariable(name: "pairs", scope: !2, file: !3, line: 21, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 2048, elements: !20)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "int2", file: !16, line: 187, baseType: !17)
!16 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, flags: DIFlagVector, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !{!21}
!21 = !DISubrange(count: 32)
!22 = !{}
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 64)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{i32 2, i32 0}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "local_reduce", scope: !3, file: !3, line: 4, type: !33, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !22)
!33 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !34)
!34 = !{null, !35, !38, !39}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64, dwarfAddressSpace: 1)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!37 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, dwarfAddressSpace: 1)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, dwarfAddressSpace: 3)
!40 = !{i32 1, i32 1, i32 3}
!41 = !{!"none", !"none", !"none"}
!42 = !{!"float*", !"float*", !"float*"}
!43 = !{!"const", !"", !""}
!44 = !DILocalVariable(name: "in", arg: 1, scope: !32, file: !3, line: 4, type: !35)
!45 = !DILocation(line: 4, column: 50, scope: !32)
!46 = !DILocalVariable(name: "out", arg: 2, scope: !32, file: !3, line: 4, type: !38)
!47 = !DILocation(line: 4, column: 70, scope: !32)
!48 = !DILocalVariable(name: "scratch", arg: 3, scope: !32, file: !3, line: 5, type: !39)
!49 = !DILocation(line: 5, column: 43, scope: !32)
!50 = !DILocalVariable(name: "lid", scope: !32, file: !3, line: 6, type: !51)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !16, line: 142, baseType: !52)
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DILocation(line: 6, column: 10, scope: !32)
!54 = !DILocation(line: 6, column: 16, scope: !32)
!55 = !DILocalVariable(name: "lsz", scope: !32, file: !3, line: 7, type: !51)
!56 = !DILocation(line: 7, column: 10, scope: !32)
!57 = !DILocation(line: 7, column: 16, scope: !32)
!58 = !DILocation(line: 8, column: 18, scope: !32)
!59 = !DILocation(line: 8, column: 21, scope: !32)
!60 = !DILocation(line: 8, column: 3, scope: !32)
!61 = !DILocation(line: 8, column: 11, scope: !32)
!62 = !DILocation(line: 8, column: 16, scope: !32)
!63 = !DILocation(line: 9, column: 3, scope: !32)
!64 = !DILocalVariable(name: "s", scope: !65, file: !3, line: 10, type: !51)
!65 = distinct !DILexicalBlock(scope: !32, file: !3, line: 10, column: 3)
!66 = !DILocation(line: 10, column: 15, scope: !65)
!67 = !DILocation(line: 10, column: 19, scope: !65)
!68 = !DILocation(line: 10, column: 23, scope: !65)
!69 = !DILocation(line: 10, column: 8, scope: !65)
!70 = !DILocation(line: 10, column: 28, scope: !71)
!71 = distinct !DILexicalBlock(scope: !65, file: !3, line: 10, column: 3)
!72 = !DILocation(line: 10, column: 30, scope: !71)
!73 = !DILocation(line: 10, column: 3, scope: !65)
!74 = !DILocation(line: 11, column: 9, scope: !75)
!75 = distinct !DILexicalBlock(scope: !76, file: !3, line: 11, column: 9)
!76 = distinct !DILexicalBlock(scope: !71, file: !3, line: 10, column: 44)
!77 = !DILocation(line: 11, column: 15, scope: !75)
!78 = !DILocation(line: 11, column: 13, scope: !75)
!79 = !DILocation(line: 11, column: 9, scope: !76)
!80 = !DILocation(line: 12, column: 23, scope: !75)
!81 = !DILocation(line: 12, column: 31, scope: !75)
!82 = !DILocation(line: 12, column: 37, scope: !75)
!83 = !DILocation(line: 12, column: 35, scope: !75)
!84 = !DILocation(line: 12, column: 7, scope: !75)
!85 = !DILocation(line: 12, column: 15, scope: !75)
!86 = !DILocation(line: 12, column: 20, scope: !75)
!87 = !DILocation(line: 13, column: 5, scope: !76)
!88 = !DILocation(line: 14, column: 3, scope: !76)
!89 = !DILocation(line: 10, column: 37, scope: !71)
!90 = !DILocation(line: 10, column: 3, scope: !71)
!91 = distinct !{!91, !73, !92}
!92 = !DILocation(line: 14, column: 3, scope: !65)
!93 = !DILocation(line: 15, column: 7, scope: !94)
!94 = distinct !DILexicalBlock(scope: !32, file: !3, line: 15, column: 7)
!95 = !DILocation(line: 15, column: 11, scope: !94)
!96 = !DILocation(line: 15, column: 7, scope: !32)
!97 = !DILocation(line: 16, column: 28, scope: !94)
!98 = !DILocation(line: 16, column: 5, scope: !94)
!99 = !DILocation(line: 16, column: 9, scope: !94)
!100 = !DILocation(line: 16, column: 26, scope: !94)
!101 = !DILocation(line: 17, column: 1, scope: !32)
!102 = !{i32 1, i32 1}
!103 = !{!"none", !"none"}
!104 = !{!"int*", !"int*"}
!105 = !{!"const", !""}
!106 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 19, type: !6)
!107 = !DILocation(line: 19, column: 46, scope: !2)
!108 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 19, type: !9)
!109 = !DILocation(line: 19, column: 64, scope: !2)
!110 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 22, type: !51)
!111 = !DILocation(line: 22, column: 10, scope: !2)
!112 = !DILocation(line: 22, column: 16, scope: !2)
!113 = !DILocation(line: 22, column: 32, scope: !2)
!114 = !DILocation(line: 23, column: 15, scope: !2)
!115 = !DILocation(line: 23, column: 18, scope: !2)
!116 = !DILocation(line: 23, column: 8, scope: !2)
!117 = !DILocation(line: 23, column: 3, scope: !2)
!118 = !DILocation(line: 23, column: 13, scope: !2)
!119 = !DILocation(line: 24, column: 3, scope: !2)
!120 = !DILocation(line: 25, column: 7, scope: !121)
!121 = distinct !DILexicalBlock(scope: !2, file: !3, line: 25, column: 7)
!122 = !DILocation(line: 25, column: 11, scope: !121)
!123 = !DILocation(line: 25, column: 7, scope: !2)
!124 = !DILocation(line: 26, column: 34, scope: !121)
!125 = !DILocation(line: 26, column: 32, scope: !121)
!126 = !DILocation(line: 26, column: 25, scope: !121)
!127 = !DILocation(line: 26, column: 24, scope: !121)
!128 = !DILocation(line: 26, column: 49, scope: !121)
!129 = !DILocation(line: 26, column: 47, scope: !121)
!130 = !DILocation(line: 26, column: 53, scope: !121)
!131 = !DILocation(line: 26, column: 40, scope: !121)
!132 = !DILocation(line: 26, column: 18, scope: !121)
!133 = !DILocation(line: 26, column: 11, scope: !121)
!134 = !DILocation(line: 26, column: 5, scope: !121)
!135 = !DILocation(line: 26, column: 16, scope: !121)
!136 = !DILocation(line: 27, column: 3, scope: !2)
!137 = !DILocalVariable(name: "p", scope: !2, file: !3, line: 28, type: !15)
!138 = !DILocation(line: 28, column: 8, scope: !2)
!139 = !DILocation(line: 28, column: 18, scope: !2)
!140 = !DILocation(line: 28, column: 22, scope: !2)
!141 = !DILocation(line: 28, column: 12, scope: !2)
!142 = !DILocation(line: 29, column: 43, scope: !2)
!143 = !DILocation(line: 29, column: 41, scope: !2)
!144 = !DILocation(line: 29, column: 27, scope: !2)
!145 = !DILocation(line: 29, column: 50, scope: !2)
!146 = !DILocation(line: 29, column: 56, scope: !2)
!147 = !DILocation(line: 29, column: 54, scope: !2)
!148 = !DILocation(line: 29, column: 48, scope: !2)
!149 = !DILocation(line: 29, column: 3, scope: !2)
!150 = !DILocation(line: 29, column: 7, scope: !2)
!151 = !DILocation(line: 29, column: 25, scope: !2)
!152 = !DILocation(line: 30, column: 1, scope: !2)
