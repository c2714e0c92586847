; Pins unoptimized early returns: uge as OpUGreaterThanEqual with OpBranchConditional to the return path first, helpers taking a __global pointer as %_ptr_CrossWorkgroup_uchar, the short-circuit `a == INT_MIN && b == -1` as two OpBranchConditional, sdiv as OpSDiv, fcmp ole/oeq as OpFOrdLessThanEqual/OpFOrdEqual and log() as OpenCL.std log.
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
; CHECK:      [[GE:%[0-9]+]] = OpUGreaterThanEqual %bool
; CHECK-NEXT: OpBranchConditional [[GE]] [[EXIT:%[0-9_]+]] [[BODY:%[0-9_]+]]
; CHECK-NEXT: [[BODY]] = OpLabel
; CHECK:      OpFunctionCall %uint %checked_div
; CHECK:      [[EXIT]] = OpLabel
; CHECK:      %checked_div = OpFunction %uint None
; CHECK-NEXT: OpFunctionParameter %uint
; CHECK-NEXT: OpFunctionParameter %uint
; CHECK-NEXT: OpFunctionParameter %_ptr_CrossWorkgroup_uchar
; CHECK:      OpIEqual %bool {{%[0-9]+}} %uint_2147483648
; CHECK:      OpIEqual %bool {{%[0-9]+}} %uint_4294967295
; CHECK:      OpSDiv %uint
; CHECK:      %safe_log_ratio = OpFunction %float None
; CHECK:      OpFOrdLessThanEqual %bool {{%[0-9]+}} %float_0
; CHECK:      OpExtInst %float [[STD]] log
; ModuleID = 'lit-tests/codegen/Inputs/early_return.cl'
source_filename = "lit-tests/codegen/Inputs/early_return.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @early_return(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5) #0 !dbg !10 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %7, align 8
    #dbg_declare(ptr %7, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
  store ptr addrspace(1) %1, ptr %8, align 8
    #dbg_declare(ptr %8, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
  store ptr addrspace(1) %2, ptr %9, align 8
    #dbg_declare(ptr %9, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  store ptr addrspace(1) %3, ptr %10, align 8
    #dbg_declare(ptr %10, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  store ptr addrspace(1) %4, ptr %11, align 8
    #dbg_declare(ptr %11, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
  store i32 %5, ptr %12, align 4
    #dbg_declare(ptr %12, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
    #dbg_declare(ptr %13, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %14 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !42
  store i64 %14, ptr %13, align 8, !dbg !41
  %15 = load i64, ptr %13, align 8, !dbg !43
  %16 = load i32, ptr %12, align 4, !dbg !45
  %17 = zext i32 %16 to i64, !dbg !45
  %18 = icmp uge i64 %15, %17, !dbg !46
  br i1 %18, label %19, label %20, !dbg !47

19:                                               ; preds = %6
  br label %60, !dbg !48

20:                                               ; preds = %6
  %21 = load ptr addrspace(1), ptr %10, align 8, !dbg !49
  %22 = load i64, ptr %13, align 8, !dbg !50
  %23 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %22, !dbg !49
  store i32 0, ptr addrspace(1) %23, align 4, !dbg !51
  %24 = load ptr addrspace(1), ptr %7, align 8, !dbg !52
  %25 = load i64, ptr %13, align 8, !dbg !53
  %26 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 %25, !dbg !52
  %27 = load i32, ptr addrspace(1) %26, align 4, !dbg !52
  %28 = load ptr addrspace(1), ptr %8, align 8, !dbg !54
  %29 = load i64, ptr %13, align 8, !dbg !55
  %30 = getelementptr inbounds i32, ptr addrspace(1) %28, i64 %29, !dbg !54
  %31 = load i32, ptr addrspace(1) %30, align 4, !dbg !54
  %32 = load ptr addrspace(1), ptr %10, align 8, !dbg !56
  %33 = load i64, ptr %13, align 8, !dbg !57
  %34 = getelementptr inbounds i32, ptr addrspace(1) %32, i64 %33, !dbg !56
  %35 = call spir_func i32 @checked_div(i32 noundef %27, i32 noundef %31, ptr addrspace(1) noundef %34) #4, !dbg !58
  %36 = load ptr addrspace(1), ptr %9, align 8, !dbg !59
  %37 = load i64, ptr %13, align 8, !dbg !60
  %38 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 %37, !dbg !59
  store i32 %35, ptr addrspace(1) %38, align 4, !dbg !61
  %39 = load ptr addrspace(1), ptr %10, align 8, !dbg !62
  %40 = load i64, ptr %13, align 8, !dbg !64
  %41 = getelementptr inbounds i32, ptr addrspace(1) %39, i64 %40, !dbg !62
  %42 = load i32, ptr addrspace(1) %41, align 4, !dbg !62
  %43 = icmp ne i32 %42, 0, !dbg !65
  br i1 %43, label %44, label %45, !dbg !66

44:                                               ; preds = %20
  br label %60, !dbg !67

45:                                               ; preds = %20
  %46 = load ptr addrspace(1), ptr %7, align 8, !dbg !68
  %47 = load i64, ptr %13, align 8, !dbg !69
  %48 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 %47, !dbg !68
  %49 = load i32, ptr addrspace(1) %48, align 4, !dbg !68
  %50 = sitofp i32 %49 to float, !dbg !70
  %51 = load ptr addrspace(1), ptr %8, align 8, !dbg !71
  %52 = load i64, ptr %13, align 8, !dbg !72
  %53 = getelementptr inbounds i32, ptr addrspace(1) %51, i64 %52, !dbg !71
  %54 = load i32, ptr addrspace(1) %53, align 4, !dbg !71
  %55 = sitofp i32 %54 to float, !dbg !73
  %56 = call spir_func float @safe_log_ratio(float noundef %50, float noundef %55) #4, !dbg !74
  %57 = load ptr addrspace(1), ptr %11, align 8, !dbg !75
  %58 = load i64, ptr %13, align 8, !dbg !76
  %59 = getelementptr inbounds float, ptr addrspace(1) %57, i64 %58, !dbg !75
  store float %56, ptr addrspace(1) %59, align 4, !dbg !77
  br label %60, !dbg !78

60:                                               ; preds = %45, %44, %19
  ret void, !dbg !78
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @checked_div(i32 noundef %0, i32 noundef %1, ptr addrspace(1) noundef %2) #2 !dbg !79 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr addrspace(1), align 8
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !82, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !84, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !85)
  store ptr addrspace(1) %2, ptr %7, align 8
    #dbg_declare(ptr %7, !86, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !87)
  %8 = load i32, ptr %6, align 4, !dbg !88
  %9 = icmp eq i32 %8, 0, !dbg !90
  br i1 %9, label %10, label %12, !dbg !91

10:                                               ; preds = %3
  %11 = load ptr addrspace(1), ptr %7, align 8, !dbg !92
  store i32 1, ptr addrspace(1) %11, align 4, !dbg !94
  store i32 0, ptr %4, align 4, !dbg !95
  br label %24, !dbg !95

12:                                               ; preds = %3
  %13 = load i32, ptr %5, align 4, !dbg !96
  %14 = icmp eq i32 %13, -2147483648, !dbg !98
  br i1 %14, label %15, label %20, !dbg !99

15:                                               ; preds = %12
  %16 = load i32, ptr %6, align 4, !dbg !100
  %17 = icmp eq i32 %16, -1, !dbg !101
  br i1 %17, label %18, label %20, !dbg !102

18:                                               ; preds = %15
  %19 = load ptr addrspace(1), ptr %7, align 8, !dbg !103
  store i32 2, ptr addrspace(1) %19, align 4, !dbg !105
  store i32 2147483647, ptr %4, align 4, !dbg !106
  br label %24, !dbg !106

20:                                               ; preds = %15, %12
  %21 = load i32, ptr %5, align 4, !dbg !107
  %22 = load i32, ptr %6, align 4, !dbg !108
  %23 = sdiv i32 %21, %22, !dbg !109
  store i32 %23, ptr %4, align 4, !dbg !110
  br label %24, !dbg !110

24:                                               ; preds = %20, %18, %10
  %25 = load i32, ptr %4, align 4, !dbg !111
  ret i32 %25, !dbg !111
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @safe_log_ratio(float noundef %0, float noundef %1) #2 !dbg !112 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  store float %0, ptr %4, align 4
    #dbg_declare(ptr %4, !115, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !116)
  store float %1, ptr %5, align 4
    #dbg_declare(ptr %5, !117, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !118)
  %6 = load float, ptr %4, align 4, !dbg !119
  %7 = fcmp ole float %6, 0.000000e+00, !dbg !121
  br i1 %7, label %8, label %9, !dbg !122

8:                                                ; preds = %2
  store float -1.000000e+00, ptr %3, align 4, !dbg !123
  br label %23, !dbg !123

9:                                                ; preds = %2
  %10 = load float, ptr %5, align 4, !dbg !124
  %11 = fcmp ole float %10, 0.000000e+00, !dbg !126
  br i1 %11, label %12, label %13, !dbg !127

12:                                               ; preds = %9
  store float -2.000000e+00, ptr %3, align 4, !dbg !128
  br label %23, !dbg !128

13:                                               ; preds = %9
  %14 = load float, ptr %4, align 4, !dbg !129
  %15 = load float, ptr %5, align 4, !dbg !131
  %16 = fcmp oeq float %14, %15, !dbg !132
  br i1 %16, label %17, label %18, !dbg !133

17:                                               ; preds = %13
  store float 0.000000e+00, ptr %3, align 4, !dbg !134
  br label %23, !dbg !134

18:                                               ; preds = %13
  %19 = load float, ptr %4, align 4, !dbg !135
  %20 = load float, ptr %5, align 4, !dbg !136
  %21 = fdiv float %19, %20, !dbg !137, !fpmath !138
  %22 = call spir_func float @_Z3logf(float noundef %21) #3, !dbg !139
  store float %22, ptr %3, align 4, !dbg !140
  br label %23, !dbg !140

23:                                               ; preds = %18, %17, %12, %8
  %24 = load float, ptr %3, align 4, !dbg !141
  ret float %24, !dbg !141
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3logf(float noundef) #1

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
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/early_return.cl", directory: ".", checksumkind: CSK_MD5, checksum: "1a35e8ac01d7801d9846901ee712ca94")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "early_return", scope: !1, file: !1, line: 24, type: !11, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !13, !16, !16, !17, !18}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !19, line: 129, baseType: !20)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !{}
!22 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!23 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!24 = !{!"int*", !"int*", !"int*", !"int*", !"float*", !"uint"}
!25 = !{!"const", !"const", !"", !"", !"", !""}
!26 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 24, type: !13)
!27 = !DILocation(line: 24, column: 48, scope: !10)
!28 = !DILocalVariable(name: "b", arg: 2, scope: !10, file: !1, line: 24, type: !13)
!29 = !DILocation(line: 24, column: 71, scope: !10)
!30 = !DILocalVariable(name: "q", arg: 3, scope: !10, file: !1, line: 25, type: !16)
!31 = !DILocation(line: 25, column: 42, scope: !10)
!32 = !DILocalVariable(name: "err", arg: 4, scope: !10, file: !1, line: 25, type: !16)
!33 = !DILocation(line: 25, column: 59, scope: !10)
!34 = !DILocalVariable(name: "r", arg: 5, scope: !10, file: !1, line: 26, type: !17)
!35 = !DILocation(line: 26, column: 44, scope: !10)
!36 = !DILocalVariable(name: "n", arg: 6, scope: !10, file: !1, line: 26, type: !18)
!37 = !DILocation(line: 26, column: 52, scope: !10)
!38 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 27, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !19, line: 142, baseType: !40)
!40 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!41 = !DILocation(line: 27, column: 10, scope: !10)
!42 = !DILocation(line: 27, column: 14, scope: !10)
!43 = !DILocation(line: 28, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !10, file: !1, line: 28, column: 7)
!45 = !DILocation(line: 28, column: 12, scope: !44)
!46 = !DILocation(line: 28, column: 9, scope: !44)
!47 = !DILocation(line: 28, column: 7, scope: !10)
!48 = !DILocation(line: 29, column: 5, scope: !44)
!49 = !DILocation(line: 30, column: 3, scope: !10)
!50 = !DILocation(line: 30, column: 7, scope: !10)
!51 = !DILocation(line: 30, column: 10, scope: !10)
!52 = !DILocation(line: 31, column: 22, scope: !10)
!53 = !DILocation(line: 31, column: 24, scope: !10)
!54 = !DILocation(line: 31, column: 28, scope: !10)
!55 = !DILocation(line: 31, column: 30, scope: !10)
!56 = !DILocation(line: 31, column: 35, scope: !10)
!57 = !DILocation(line: 31, column: 39, scope: !10)
!58 = !DILocation(line: 31, column: 10, scope: !10)
!59 = !DILocation(line: 31, column: 3, scope: !10)
!60 = !DILocation(line: 31, column: 5, scope: !10)
!61 = !DILocation(line: 31, column: 8, scope: !10)
!62 = !DILocation(line: 32, column: 7, scope: !63)
!63 = distinct !DILexicalBlock(scope: !10, file: !1, line: 32, column: 7)
!64 = !DILocation(line: 32, column: 11, scope: !63)
!65 = !DILocation(line: 32, column: 14, scope: !63)
!66 = !DILocation(line: 32, column: 7, scope: !10)
!67 = !DILocation(line: 33, column: 5, scope: !63)
!68 = !DILocation(line: 34, column: 32, scope: !10)
!69 = !DILocation(line: 34, column: 34, scope: !10)
!70 = !DILocation(line: 34, column: 25, scope: !10)
!71 = !DILocation(line: 34, column: 45, scope: !10)
!72 = !DILocation(line: 34, column: 47, scope: !10)
!73 = !DILocation(line: 34, column: 38, scope: !10)
!74 = !DILocation(line: 34, column: 10, scope: !10)
!75 = !DILocation(line: 34, column: 3, scope: !10)
!76 = !DILocation(line: 34, column: 5, scope: !10)
!77 = !DILocation(line: 34, column: 8, scope: !10)
!78 = !DILocation(line: 35, column: 1, scope: !10)
!79 = distinct !DISubprogram(name: "checked_div", scope: !1, file: !1, line: 2, type: !80, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!80 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !81)
!81 = !{!15, !15, !15, !16}
!82 = !DILocalVariable(name: "a", arg: 1, scope: !79, file: !1, line: 2, type: !15)
!83 = !DILocation(line: 2, column: 28, scope: !79)
!84 = !DILocalVariable(name: "b", arg: 2, scope: !79, file: !1, line: 2, type: !15)
!85 = !DILocation(line: 2, column: 35, scope: !79)
!86 = !DILocalVariable(name: "err", arg: 3, scope: !79, file: !1, line: 2, type: !16)
!87 = !DILocation(line: 2, column: 52, scope: !79)
!88 = !DILocation(line: 3, column: 7, scope: !89)
!89 = distinct !DILexicalBlock(scope: !79, file: !1, line: 3, column: 7)
!90 = !DILocation(line: 3, column: 9, scope: !89)
!91 = !DILocation(line: 3, column: 7, scope: !79)
!92 = !DILocation(line: 4, column: 6, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !1, line: 3, column: 15)
!94 = !DILocation(line: 4, column: 10, scope: !93)
!95 = !DILocation(line: 5, column: 5, scope: !93)
!96 = !DILocation(line: 7, column: 7, scope: !97)
!97 = distinct !DILexicalBlock(scope: !79, file: !1, line: 7, column: 7)
!98 = !DILocation(line: 7, column: 9, scope: !97)
!99 = !DILocation(line: 7, column: 20, scope: !97)
!100 = !DILocation(line: 7, column: 23, scope: !97)
!101 = !DILocation(line: 7, column: 25, scope: !97)
!102 = !DILocation(line: 7, column: 7, scope: !79)
!103 = !DILocation(line: 8, column: 6, scope: !104)
!104 = distinct !DILexicalBlock(scope: !97, file: !1, line: 7, column: 32)
!105 = !DILocation(line: 8, column: 10, scope: !104)
!106 = !DILocation(line: 9, column: 5, scope: !104)
!107 = !DILocation(line: 11, column: 10, scope: !79)
!108 = !DILocation(line: 11, column: 14, scope: !79)
!109 = !DILocation(line: 11, column: 12, scope: !79)
!110 = !DILocation(line: 11, column: 3, scope: !79)
!111 = !DILocation(line: 12, column: 1, scope: !79)
!112 = distinct !DISubprogram(name: "safe_log_ratio", scope: !1, file: !1, line: 14, type: !113, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!113 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !114)
!114 = !{!3, !3, !3}
!115 = !DILocalVariable(name: "x", arg: 1, scope: !112, file: !1, line: 14, type: !3)
!116 = !DILocation(line: 14, column: 35, scope: !112)
!117 = !DILocalVariable(name: "y", arg: 2, scope: !112, file: !1, line: 14, type: !3)
!118 = !DILocation(line: 14, column: 44, scope: !112)
!119 = !DILocation(line: 15, column: 7, scope: !120)
!120 = distinct !DILexicalBlock(scope: !112, file: !1, line: 15, column: 7)
!121 = !DILocation(line: 15, column: 9, scope: !120)
!122 = !DILocation(line: 15, column: 7, scope: !112)
!123 = !DILocation(line: 16, column: 5, scope: !120)
!124 = !DILocation(line: 17, column: 7, scope: !125)
!125 = distinct !DILexicalBlock(scope: !112, file: !1, line: 17, column: 7)
!126 = !DILocation(line: 17, column: 9, scope: !125)
!127 = !DILocation(line: 17, column: 7, scope: !112)
!128 = !DILocation(line: 18, column: 5, scope: !125)
!129 = !DILocation(line: 19, column: 7, scope: !130)
!130 = distinct !DILexicalBlock(scope: !112, file: !1, line: 19, column: 7)
!131 = !DILocation(line: 19, column: 12, scope: !130)
!132 = !DILocation(line: 19, column: 9, scope: !130)
!133 = !DILocation(line: 19, column: 7, scope: !112)
!134 = !DILocation(line: 20, column: 5, scope: !130)
!135 = !DILocation(line: 21, column: 14, scope: !112)
!136 = !DILocation(line: 21, column: 18, scope: !112)
!137 = !DILocation(line: 21, column: 16, scope: !112)
!138 = !{float 2.500000e+00}
!139 = !DILocation(line: 21, column: 10, scope: !112)
!140 = !DILocation(line: 21, column: 3, scope: !112)
!141 = !DILocation(line: 22, column: 1, scope: !112)
