; Pins unoptimized switches: dense() and sparse() as OpSwitch on the loaded selector with every case literal and its own label (0..11; 3/17/100/1024/65535/1000000/2147483648), the default label first, case bodies in reverse post-order, the ternary cases as OpBranchConditional + OpPhi, and results through the retval alloca.
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
; CHECK:      OpFunctionCall %uint %dense
; CHECK:      OpFunctionCall %uint %sparse
; CHECK:      %dense = OpFunction %uint None
; CHECK:      [[OP:%[0-9]+]] = OpLoad %uint
; CHECK-NEXT: OpSwitch [[OP]] [[DEF:%[0-9]+]] 0 {{%[0-9]+}} 1 {{%[0-9]+}} 2 {{%[0-9]+}} 3 {{%[0-9]+}} 4 {{%[0-9]+}} 5 {{%[0-9]+}} 6 {{%[0-9]+}} 7 {{%[0-9]+}} 8 {{%[0-9]+}} 9 {{%[0-9]+}} 10 {{%[0-9]+}} 11 [[C11:%[0-9]+]]
; CHECK-NEXT: [[C11]] = OpLabel
; CHECK:      [[LT:%[0-9]+]] = OpSLessThan %bool
; CHECK-NEXT: OpBranchConditional [[LT]] [[A:%[0-9]+]] [[B:%[0-9]+]]
; CHECK:      OpPhi %uint {{%[0-9]+}} [[A]] {{%[0-9]+}} [[B]]
; CHECK:      OpShiftRightArithmetic %uint
; CHECK:      [[DEF]] = OpLabel
; CHECK:      OpStore {{%[0-9]+}} %uint_0 Aligned 4
; CHECK:      %sparse = OpFunction %uint None
; CHECK:      OpSwitch {{%[0-9]+}} [[SDEF:%[0-9]+]] 3 {{%[0-9]+}} 17 {{%[0-9]+}} 100 {{%[0-9]+}} 1024 {{%[0-9]+}} 65535 {{%[0-9]+}} 1000000 {{%[0-9]+}} 2147483648 {{%[0-9]+}}
; CHECK:      [[SDEF]] = OpLabel
; CHECK:      OpShiftRightLogical %uint {{%[0-9]+}} %uint_4
; ModuleID = 'lit-tests/codegen/Inputs/switch_dense_sparse.cl'
source_filename = "lit-tests/codegen/Inputs/switch_dense_sparse.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @switch_dense_sparse(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !dbg !10 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
  store ptr addrspace(1) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
    #dbg_declare(ptr %7, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !36
  store i64 %8, ptr %7, align 8, !dbg !35
  %9 = load ptr addrspace(1), ptr %4, align 8, !dbg !37
  %10 = load i64, ptr %7, align 8, !dbg !38
  %11 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %10, !dbg !37
  %12 = load i32, ptr addrspace(1) %11, align 4, !dbg !37
  %13 = load i64, ptr %7, align 8, !dbg !39
  %14 = trunc i64 %13 to i32, !dbg !40
  %15 = load ptr addrspace(1), ptr %4, align 8, !dbg !41
  %16 = load i64, ptr %7, align 8, !dbg !42
  %17 = add i64 %16, 1, !dbg !43
  %18 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %17, !dbg !41
  %19 = load i32, ptr addrspace(1) %18, align 4, !dbg !41
  %20 = call spir_func i32 @dense(i32 noundef %12, i32 noundef %14, i32 noundef %19) #4, !dbg !44
  %21 = load ptr addrspace(1), ptr %5, align 8, !dbg !45
  %22 = load i64, ptr %7, align 8, !dbg !46
  %23 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %22, !dbg !45
  %24 = load i32, ptr addrspace(1) %23, align 4, !dbg !45
  %25 = call spir_func i32 @sparse(i32 noundef %24) #4, !dbg !47
  %26 = add nsw i32 %20, %25, !dbg !48
  %27 = load ptr addrspace(1), ptr %6, align 8, !dbg !49
  %28 = load i64, ptr %7, align 8, !dbg !50
  %29 = getelementptr inbounds i32, ptr addrspace(1) %27, i64 %28, !dbg !49
  store i32 %26, ptr addrspace(1) %29, align 4, !dbg !51
  ret void, !dbg !52
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @dense(i32 noundef %0, i32 noundef %1, i32 noundef %2) #2 !dbg !53 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !58, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %8 = load i32, ptr %5, align 4, !dbg !62
  switch i32 %8, label %71 [
    i32 0, label %9
    i32 1, label %13
    i32 2, label %17
    i32 3, label %21
    i32 4, label %25
    i32 5, label %29
    i32 6, label %33
    i32 7, label %39
    i32 8, label %45
    i32 9, label %48
    i32 10, label %51
    i32 11, label %61
  ], !dbg !63

9:                                                ; preds = %3
  %10 = load i32, ptr %6, align 4, !dbg !64
  %11 = load i32, ptr %7, align 4, !dbg !66
  %12 = add nsw i32 %10, %11, !dbg !67
  store i32 %12, ptr %4, align 4, !dbg !68
  br label %72, !dbg !68

13:                                               ; preds = %3
  %14 = load i32, ptr %6, align 4, !dbg !69
  %15 = load i32, ptr %7, align 4, !dbg !70
  %16 = sub nsw i32 %14, %15, !dbg !71
  store i32 %16, ptr %4, align 4, !dbg !72
  br label %72, !dbg !72

17:                                               ; preds = %3
  %18 = load i32, ptr %6, align 4, !dbg !73
  %19 = load i32, ptr %7, align 4, !dbg !74
  %20 = mul nsw i32 %18, %19, !dbg !75
  store i32 %20, ptr %4, align 4, !dbg !76
  br label %72, !dbg !76

21:                                               ; preds = %3
  %22 = load i32, ptr %6, align 4, !dbg !77
  %23 = load i32, ptr %7, align 4, !dbg !78
  %24 = and i32 %22, %23, !dbg !79
  store i32 %24, ptr %4, align 4, !dbg !80
  br label %72, !dbg !80

25:                                               ; preds = %3
  %26 = load i32, ptr %6, align 4, !dbg !81
  %27 = load i32, ptr %7, align 4, !dbg !82
  %28 = or i32 %26, %27, !dbg !83
  store i32 %28, ptr %4, align 4, !dbg !84
  br label %72, !dbg !84

29:                                               ; preds = %3
  %30 = load i32, ptr %6, align 4, !dbg !85
  %31 = load i32, ptr %7, align 4, !dbg !86
  %32 = xor i32 %30, %31, !dbg !87
  store i32 %32, ptr %4, align 4, !dbg !88
  br label %72, !dbg !88

33:                                               ; preds = %3
  %34 = load i32, ptr %6, align 4, !dbg !89
  %35 = load i32, ptr %7, align 4, !dbg !90
  %36 = and i32 %35, 31, !dbg !91
  %37 = and i32 %36, 31, !dbg !92
  %38 = shl i32 %34, %37, !dbg !92
  store i32 %38, ptr %4, align 4, !dbg !93
  br label %72, !dbg !93

39:                                               ; preds = %3
  %40 = load i32, ptr %6, align 4, !dbg !94
  %41 = load i32, ptr %7, align 4, !dbg !95
  %42 = and i32 %41, 31, !dbg !96
  %43 = and i32 %42, 31, !dbg !97
  %44 = ashr i32 %40, %43, !dbg !97
  store i32 %44, ptr %4, align 4, !dbg !98
  br label %72, !dbg !98

45:                                               ; preds = %3
  %46 = load i32, ptr %6, align 4, !dbg !99
  %47 = sub nsw i32 0, %46, !dbg !100
  store i32 %47, ptr %4, align 4, !dbg !101
  br label %72, !dbg !101

48:                                               ; preds = %3
  %49 = load i32, ptr %7, align 4, !dbg !102
  %50 = xor i32 %49, -1, !dbg !103
  store i32 %50, ptr %4, align 4, !dbg !104
  br label %72, !dbg !104

51:                                               ; preds = %3
  %52 = load i32, ptr %6, align 4, !dbg !105
  %53 = load i32, ptr %7, align 4, !dbg !106
  %54 = icmp sgt i32 %52, %53, !dbg !107
  br i1 %54, label %55, label %57, !dbg !105

55:                                               ; preds = %51
  %56 = load i32, ptr %6, align 4, !dbg !108
  br label %59, !dbg !105

57:                                               ; preds = %51
  %58 = load i32, ptr %7, align 4, !dbg !109
  br label %59, !dbg !105

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %56, %55 ], [ %58, %57 ], !dbg !105
  store i32 %60, ptr %4, align 4, !dbg !110
  br label %72, !dbg !110

61:                                               ; preds = %3
  %62 = load i32, ptr %6, align 4, !dbg !111
  %63 = load i32, ptr %7, align 4, !dbg !112
  %64 = icmp slt i32 %62, %63, !dbg !113
  br i1 %64, label %65, label %67, !dbg !111

65:                                               ; preds = %61
  %66 = load i32, ptr %6, align 4, !dbg !114
  br label %69, !dbg !111

67:                                               ; preds = %61
  %68 = load i32, ptr %7, align 4, !dbg !115
  br label %69, !dbg !111

69:                                               ; preds = %67, %65
  %70 = phi i32 [ %66, %65 ], [ %68, %67 ], !dbg !111
  store i32 %70, ptr %4, align 4, !dbg !116
  br label %72, !dbg !116

71:                                               ; preds = %3
  store i32 0, ptr %4, align 4, !dbg !117
  br label %72, !dbg !117

72:                                               ; preds = %71, %69, %59, %48, %45, %39, %33, %29, %25, %21, %17, %13, %9
  %73 = load i32, ptr %4, align 4, !dbg !118
  ret i32 %73, !dbg !118
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @sparse(i32 noundef %0) #2 !dbg !119 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !122, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !123)
    #dbg_declare(ptr %3, !124, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !125)
  store i32 0, ptr %3, align 4, !dbg !125
  %4 = load i32, ptr %2, align 4, !dbg !126
  switch i32 %4, label %12 [
    i32 3, label %5
    i32 17, label %6
    i32 100, label %7
    i32 1024, label %8
    i32 65535, label %9
    i32 1000000, label %10
    i32 -2147483648, label %11
  ], !dbg !127

5:                                                ; preds = %1
  store i32 30, ptr %3, align 4, !dbg !128
  br label %15, !dbg !130

6:                                                ; preds = %1
  store i32 170, ptr %3, align 4, !dbg !131
  br label %15, !dbg !132

7:                                                ; preds = %1
  store i32 1000, ptr %3, align 4, !dbg !133
  br label %15, !dbg !134

8:                                                ; preds = %1
  store i32 7, ptr %3, align 4, !dbg !135
  br label %15, !dbg !136

9:                                                ; preds = %1
  store i32 9, ptr %3, align 4, !dbg !137
  br label %15, !dbg !138

10:                                               ; preds = %1
  store i32 11, ptr %3, align 4, !dbg !139
  br label %15, !dbg !140

11:                                               ; preds = %1
  store i32 13, ptr %3, align 4, !dbg !141
  br label %15, !dbg !142

12:                                               ; preds = %1
  %13 = load i32, ptr %2, align 4, !dbg !143
  %14 = lshr i32 %13, 4, !dbg !144
  store i32 %14, ptr %3, align 4, !dbg !145
  br label %15, !dbg !146

15:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %16 = load i32, ptr %3, align 4, !dbg !147
  ret i32 %16, !dbg !148
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/switch_dense_sparse.cl", directory: ".", checksumkind: CSK_MD5, checksum: "d7a91e6cc5caaa293f827b68722b43a3")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "switch_dense_sparse", scope: !1, file: !1, line: 35, type: !11, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !15, !20}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !18, line: 129, baseType: !19)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!21 = !{}
!22 = !{i32 1, i32 1, i32 1}
!23 = !{!"none", !"none", !"none"}
!24 = !{!"int*", !"uint*", !"int*"}
!25 = !{!"const", !"const", !""}
!26 = !DILocalVariable(name: "ops", arg: 1, scope: !10, file: !1, line: 35, type: !13)
!27 = !DILocation(line: 35, column: 55, scope: !10)
!28 = !DILocalVariable(name: "codes", arg: 2, scope: !10, file: !1, line: 36, type: !15)
!29 = !DILocation(line: 36, column: 56, scope: !10)
!30 = !DILocalVariable(name: "out", arg: 3, scope: !10, file: !1, line: 37, type: !20)
!31 = !DILocation(line: 37, column: 49, scope: !10)
!32 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 38, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !18, line: 142, baseType: !34)
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DILocation(line: 38, column: 10, scope: !10)
!36 = !DILocation(line: 38, column: 14, scope: !10)
!37 = !DILocation(line: 39, column: 18, scope: !10)
!38 = !DILocation(line: 39, column: 22, scope: !10)
!39 = !DILocation(line: 39, column: 31, scope: !10)
!40 = !DILocation(line: 39, column: 26, scope: !10)
!41 = !DILocation(line: 39, column: 34, scope: !10)
!42 = !DILocation(line: 39, column: 38, scope: !10)
!43 = !DILocation(line: 39, column: 40, scope: !10)
!44 = !DILocation(line: 39, column: 12, scope: !10)
!45 = !DILocation(line: 39, column: 60, scope: !10)
!46 = !DILocation(line: 39, column: 66, scope: !10)
!47 = !DILocation(line: 39, column: 53, scope: !10)
!48 = !DILocation(line: 39, column: 46, scope: !10)
!49 = !DILocation(line: 39, column: 3, scope: !10)
!50 = !DILocation(line: 39, column: 7, scope: !10)
!51 = !DILocation(line: 39, column: 10, scope: !10)
!52 = !DILocation(line: 40, column: 1, scope: !10)
!53 = distinct !DISubprogram(name: "dense", scope: !1, file: !1, line: 2, type: !54, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!54 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !55)
!55 = !{!3, !3, !3, !3}
!56 = !DILocalVariable(name: "op", arg: 1, scope: !53, file: !1, line: 2, type: !3)
!57 = !DILocation(line: 2, column: 22, scope: !53)
!58 = !DILocalVariable(name: "a", arg: 2, scope: !53, file: !1, line: 2, type: !3)
!59 = !DILocation(line: 2, column: 30, scope: !53)
!60 = !DILocalVariable(name: "b", arg: 3, scope: !53, file: !1, line: 2, type: !3)
!61 = !DILocation(line: 2, column: 37, scope: !53)
!62 = !DILocation(line: 3, column: 11, scope: !53)
!63 = !DILocation(line: 3, column: 3, scope: !53)
!64 = !DILocation(line: 4, column: 18, scope: !65)
!65 = distinct !DILexicalBlock(scope: !53, file: !1, line: 3, column: 15)
!66 = !DILocation(line: 4, column: 22, scope: !65)
!67 = !DILocation(line: 4, column: 20, scope: !65)
!68 = !DILocation(line: 4, column: 11, scope: !65)
!69 = !DILocation(line: 5, column: 18, scope: !65)
!70 = !DILocation(line: 5, column: 22, scope: !65)
!71 = !DILocation(line: 5, column: 20, scope: !65)
!72 = !DILocation(line: 5, column: 11, scope: !65)
!73 = !DILocation(line: 6, column: 18, scope: !65)
!74 = !DILocation(line: 6, column: 22, scope: !65)
!75 = !DILocation(line: 6, column: 20, scope: !65)
!76 = !DILocation(line: 6, column: 11, scope: !65)
!77 = !DILocation(line: 7, column: 18, scope: !65)
!78 = !DILocation(line: 7, column: 22, scope: !65)
!79 = !DILocation(line: 7, column: 20, scope: !65)
!80 = !DILocation(line: 7, column: 11, scope: !65)
!81 = !DILocation(line: 8, column: 18, scope: !65)
!82 = !DILocation(line: 8, column: 22, scope: !65)
!83 = !DILocation(line: 8, column: 20, scope: !65)
!84 = !DILocation(line: 8, column: 11, scope: !65)
!85 = !DILocation(line: 9, column: 18, scope: !65)
!86 = !DILocation(line: 9, column: 22, scope: !65)
!87 = !DILocation(line: 9, column: 20, scope: !65)
!88 = !DILocation(line: 9, column: 11, scope: !65)
!89 = !DILocation(line: 10, column: 18, scope: !65)
!90 = !DILocation(line: 10, column: 24, scope: !65)
!91 = !DILocation(line: 10, column: 26, scope: !65)
!92 = !DILocation(line: 10, column: 20, scope: !65)
!93 = !DILocation(line: 10, column: 11, scope: !65)
!94 = !DILocation(line: 11, column: 18, scope: !65)
!95 = !DILocation(line: 11, column: 24, scope: !65)
!96 = !DILocation(line: 11, column: 26, scope: !65)
!97 = !DILocation(line: 11, column: 20, scope: !65)
!98 = !DILocation(line: 11, column: 11, scope: !65)
!99 = !DILocation(line: 12, column: 19, scope: !65)
!100 = !DILocation(line: 12, column: 18, scope: !65)
!101 = !DILocation(line: 12, column: 11, scope: !65)
!102 = !DILocation(line: 13, column: 19, scope: !65)
!103 = !DILocation(line: 13, column: 18, scope: !65)
!104 = !DILocation(line: 13, column: 11, scope: !65)
!105 = !DILocation(line: 14, column: 19, scope: !65)
!106 = !DILocation(line: 14, column: 23, scope: !65)
!107 = !DILocation(line: 14, column: 21, scope: !65)
!108 = !DILocation(line: 14, column: 27, scope: !65)
!109 = !DILocation(line: 14, column: 31, scope: !65)
!110 = !DILocation(line: 14, column: 12, scope: !65)
!111 = !DILocation(line: 15, column: 19, scope: !65)
!112 = !DILocation(line: 15, column: 23, scope: !65)
!113 = !DILocation(line: 15, column: 21, scope: !65)
!114 = !DILocation(line: 15, column: 27, scope: !65)
!115 = !DILocation(line: 15, column: 31, scope: !65)
!116 = !DILocation(line: 15, column: 12, scope: !65)
!117 = !DILocation(line: 16, column: 12, scope: !65)
!118 = !DILocation(line: 18, column: 1, scope: !53)
!119 = distinct !DISubprogram(name: "sparse", scope: !1, file: !1, line: 20, type: !120, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!120 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !121)
!121 = !{!17, !17}
!122 = !DILocalVariable(name: "code", arg: 1, scope: !119, file: !1, line: 20, type: !17)
!123 = !DILocation(line: 20, column: 25, scope: !119)
!124 = !DILocalVariable(name: "r", scope: !119, file: !1, line: 21, type: !17)
!125 = !DILocation(line: 21, column: 8, scope: !119)
!126 = !DILocation(line: 22, column: 11, scope: !119)
!127 = !DILocation(line: 22, column: 3, scope: !119)
!128 = !DILocation(line: 23, column: 13, scope: !129)
!129 = distinct !DILexicalBlock(scope: !119, file: !1, line: 22, column: 17)
!130 = !DILocation(line: 23, column: 19, scope: !129)
!131 = !DILocation(line: 24, column: 14, scope: !129)
!132 = !DILocation(line: 24, column: 21, scope: !129)
!133 = !DILocation(line: 25, column: 15, scope: !129)
!134 = !DILocation(line: 25, column: 23, scope: !129)
!135 = !DILocation(line: 26, column: 16, scope: !129)
!136 = !DILocation(line: 26, column: 21, scope: !129)
!137 = !DILocation(line: 27, column: 17, scope: !129)
!138 = !DILocation(line: 27, column: 22, scope: !129)
!139 = !DILocation(line: 28, column: 19, scope: !129)
!140 = !DILocation(line: 28, column: 25, scope: !129)
!141 = !DILocation(line: 29, column: 23, scope: !129)
!142 = !DILocation(line: 29, column: 29, scope: !129)
!143 = !DILocation(line: 30, column: 16, scope: !129)
!144 = !DILocation(line: 30, column: 21, scope: !129)
!145 = !DILocation(line: 30, column: 14, scope: !129)
!146 = !DILocation(line: 30, column: 27, scope: !129)
!147 = !DILocation(line: 32, column: 10, scope: !119)
!148 = !DILocation(line: 32, column: 3, scope: !119)
