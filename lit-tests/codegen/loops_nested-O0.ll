; Pins unoptimized loops: for/while/do-while header, body, latch and exit blocks with back-edge OpBranch to the header, continue/break as branches to the latch/exit, the short-circuit while condition as an OpPhi %bool with %false from the header, the collatz ternary OpPhi, and find_first's early return.
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
; CHECK:      OpBranch [[OUTER:%[0-9a-z_]+]]
; CHECK-NEXT: [[OUTER]] = OpLabel
; CHECK:      [[RC:%[0-9]+]] = OpSLessThan %bool
; CHECK-NEXT: OpBranchConditional [[RC]] [[OBODY:%[0-9a-z_]+]] [[OEXIT:%[0-9a-z_]+]]
; CHECK-NEXT: [[OEXIT]] = OpLabel
; CHECK:      [[WHILE:%[0-9]+]] = OpLabel
; CHECK:      [[NE1:%[0-9]+]] = OpINotEqual %bool {{%[0-9]+}} %uint_1
; CHECK-NEXT: OpBranchConditional [[NE1]] [[RHS:%[0-9]+]] [[COND:%[0-9]+]]
; CHECK-NEXT: [[RHS]] = OpLabel
; CHECK:      [[LT64:%[0-9]+]] = OpSLessThan %bool {{%[0-9]+}} %uint_64
; CHECK:      [[COND]] = OpLabel
; CHECK-NEXT: [[C:%[0-9]+]] = OpPhi %bool %false [[WHILE]] [[LT64]] [[RHS]]
; CHECK-NEXT: OpBranchConditional [[C]]
; CHECK:      OpFunctionCall %uint %find_first
; CHECK:      OpSGreaterThan %bool {{%[0-9]+}} %uint_1000
; CHECK:      %find_first = OpFunction %uint None
; ModuleID = 'lit-tests/codegen/Inputs/loops_nested.cl'
source_filename = "lit-tests/codegen/Inputs/loops_nested.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @loops_nested(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
    #dbg_declare(ptr %6, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !21)
  store ptr addrspace(1) %1, ptr %7, align 8
    #dbg_declare(ptr %7, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !23)
  store i32 %2, ptr %8, align 4
    #dbg_declare(ptr %8, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !25)
  store i32 %3, ptr %9, align 4
    #dbg_declare(ptr %9, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
  store i32 %4, ptr %10, align 4
    #dbg_declare(ptr %10, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
    #dbg_declare(ptr %11, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  store i32 0, ptr %11, align 4, !dbg !31
    #dbg_declare(ptr %12, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  store i32 0, ptr %12, align 4, !dbg !34
  br label %19, !dbg !35

19:                                               ; preds = %56, %5
  %20 = load i32, ptr %12, align 4, !dbg !36
  %21 = load i32, ptr %8, align 4, !dbg !38
  %22 = icmp slt i32 %20, %21, !dbg !39
  br i1 %22, label %23, label %59, !dbg !40

23:                                               ; preds = %19
    #dbg_declare(ptr %13, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  store i32 0, ptr %13, align 4, !dbg !43
    #dbg_declare(ptr %14, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  store i32 0, ptr %14, align 4, !dbg !46
  br label %24, !dbg !47

24:                                               ; preds = %49, %23
  %25 = load i32, ptr %14, align 4, !dbg !48
  %26 = load i32, ptr %9, align 4, !dbg !50
  %27 = icmp slt i32 %25, %26, !dbg !51
  br i1 %27, label %28, label %52, !dbg !52

28:                                               ; preds = %24
    #dbg_declare(ptr %15, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %29 = load ptr addrspace(1), ptr %6, align 8, !dbg !56
  %30 = load i32, ptr %12, align 4, !dbg !57
  %31 = load i32, ptr %9, align 4, !dbg !58
  %32 = mul nsw i32 %30, %31, !dbg !59
  %33 = load i32, ptr %14, align 4, !dbg !60
  %34 = add nsw i32 %32, %33, !dbg !61
  %35 = sext i32 %34 to i64, !dbg !56
  %36 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %35, !dbg !56
  %37 = load i32, ptr addrspace(1) %36, align 4, !dbg !56
  store i32 %37, ptr %15, align 4, !dbg !55
  %38 = load i32, ptr %15, align 4, !dbg !62
  %39 = icmp slt i32 %38, 0, !dbg !64
  br i1 %39, label %40, label %41, !dbg !65

40:                                               ; preds = %28
  br label %49, !dbg !66

41:                                               ; preds = %28
  %42 = load i32, ptr %15, align 4, !dbg !67
  %43 = icmp sgt i32 %42, 1000, !dbg !69
  br i1 %43, label %44, label %45, !dbg !70

44:                                               ; preds = %41
  br label %52, !dbg !71

45:                                               ; preds = %41
  %46 = load i32, ptr %15, align 4, !dbg !72
  %47 = load i32, ptr %13, align 4, !dbg !73
  %48 = add nsw i32 %47, %46, !dbg !73
  store i32 %48, ptr %13, align 4, !dbg !73
  br label %49, !dbg !74

49:                                               ; preds = %45, %40
  %50 = load i32, ptr %14, align 4, !dbg !75
  %51 = add nsw i32 %50, 1, !dbg !75
  store i32 %51, ptr %14, align 4, !dbg !75
  br label %24, !dbg !76, !llvm.loop !77

52:                                               ; preds = %44, %24
  %53 = load i32, ptr %13, align 4, !dbg !79
  %54 = load i32, ptr %11, align 4, !dbg !80
  %55 = add nsw i32 %54, %53, !dbg !80
  store i32 %55, ptr %11, align 4, !dbg !80
  br label %56, !dbg !81

56:                                               ; preds = %52
  %57 = load i32, ptr %12, align 4, !dbg !82
  %58 = add nsw i32 %57, 1, !dbg !82
  store i32 %58, ptr %12, align 4, !dbg !82
  br label %19, !dbg !83, !llvm.loop !84

59:                                               ; preds = %19
  %60 = load i32, ptr %11, align 4, !dbg !86
  %61 = load ptr addrspace(1), ptr %7, align 8, !dbg !87
  %62 = getelementptr inbounds i32, ptr addrspace(1) %61, i64 0, !dbg !87
  store i32 %60, ptr addrspace(1) %62, align 4, !dbg !88
    #dbg_declare(ptr %16, !89, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !90)
  store i32 0, ptr %16, align 4, !dbg !90
    #dbg_declare(ptr %17, !91, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !92)
  %63 = load ptr addrspace(1), ptr %7, align 8, !dbg !93
  %64 = getelementptr inbounds i32, ptr addrspace(1) %63, i64 1, !dbg !93
  %65 = load i32, ptr addrspace(1) %64, align 4, !dbg !93
  store i32 %65, ptr %17, align 4, !dbg !92
  br label %66, !dbg !94

66:                                               ; preds = %85, %59
  %67 = load i32, ptr %17, align 4, !dbg !95
  %68 = icmp ne i32 %67, 1, !dbg !96
  br i1 %68, label %69, label %72, !dbg !97

69:                                               ; preds = %66
  %70 = load i32, ptr %16, align 4, !dbg !98
  %71 = icmp slt i32 %70, 64, !dbg !99
  br label %72

72:                                               ; preds = %69, %66
  %73 = phi i1 [ false, %66 ], [ %71, %69 ], !dbg !100
  br i1 %73, label %74, label %89, !dbg !94

74:                                               ; preds = %72
  %75 = load i32, ptr %17, align 4, !dbg !101
  %76 = and i32 %75, 1, !dbg !103
  %77 = icmp ne i32 %76, 0, !dbg !103
  br i1 %77, label %78, label %82, !dbg !104

78:                                               ; preds = %74
  %79 = load i32, ptr %17, align 4, !dbg !105
  %80 = mul nsw i32 3, %79, !dbg !106
  %81 = add nsw i32 %80, 1, !dbg !107
  br label %85, !dbg !104

82:                                               ; preds = %74
  %83 = load i32, ptr %17, align 4, !dbg !108
  %84 = ashr i32 %83, 1, !dbg !109
  br label %85, !dbg !104

85:                                               ; preds = %82, %78
  %86 = phi i32 [ %81, %78 ], [ %84, %82 ], !dbg !104
  store i32 %86, ptr %17, align 4, !dbg !110
  %87 = load i32, ptr %16, align 4, !dbg !111
  %88 = add nsw i32 %87, 1, !dbg !111
  store i32 %88, ptr %16, align 4, !dbg !111
  br label %66, !dbg !94, !llvm.loop !112

89:                                               ; preds = %72
  %90 = load i32, ptr %16, align 4, !dbg !114
  %91 = load ptr addrspace(1), ptr %7, align 8, !dbg !115
  %92 = getelementptr inbounds i32, ptr addrspace(1) %91, i64 1, !dbg !115
  store i32 %90, ptr addrspace(1) %92, align 4, !dbg !116
    #dbg_declare(ptr %18, !117, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !118)
  store i32 0, ptr %18, align 4, !dbg !118
  br label %93, !dbg !119

93:                                               ; preds = %96, %89
  %94 = load i32, ptr %18, align 4, !dbg !120
  %95 = add nsw i32 %94, 3, !dbg !120
  store i32 %95, ptr %18, align 4, !dbg !120
  br label %96, !dbg !122

96:                                               ; preds = %93
  %97 = load i32, ptr %18, align 4, !dbg !123
  %98 = load i32, ptr %8, align 4, !dbg !124
  %99 = load i32, ptr %9, align 4, !dbg !125
  %100 = mul nsw i32 %98, %99, !dbg !126
  %101 = icmp slt i32 %97, %100, !dbg !127
  br i1 %101, label %93, label %102, !dbg !122, !llvm.loop !128

102:                                              ; preds = %96
  %103 = load i32, ptr %18, align 4, !dbg !130
  %104 = load ptr addrspace(1), ptr %7, align 8, !dbg !131
  %105 = getelementptr inbounds i32, ptr addrspace(1) %104, i64 2, !dbg !131
  store i32 %103, ptr addrspace(1) %105, align 4, !dbg !132
  %106 = load ptr addrspace(1), ptr %6, align 8, !dbg !133
  %107 = load i32, ptr %8, align 4, !dbg !134
  %108 = load i32, ptr %9, align 4, !dbg !135
  %109 = mul nsw i32 %107, %108, !dbg !136
  %110 = load i32, ptr %10, align 4, !dbg !137
  %111 = call spir_func i32 @find_first(ptr addrspace(1) noundef %106, i32 noundef %109, i32 noundef %110) #2, !dbg !138
  %112 = load ptr addrspace(1), ptr %7, align 8, !dbg !139
  %113 = getelementptr inbounds i32, ptr addrspace(1) %112, i64 3, !dbg !139
  store i32 %111, ptr addrspace(1) %113, align 4, !dbg !140
  ret void, !dbg !141
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @find_first(ptr addrspace(1) noundef %0, i32 noundef %1, i32 noundef %2) #1 !dbg !142 {
  %4 = alloca i32, align 4
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
    #dbg_declare(ptr %5, !145, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !146)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !147, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !148)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !149, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !150)
    #dbg_declare(ptr %8, !151, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !153)
  store i32 0, ptr %8, align 4, !dbg !153
  br label %9, !dbg !154

9:                                                ; preds = %24, %3
  %10 = load i32, ptr %8, align 4, !dbg !155
  %11 = load i32, ptr %6, align 4, !dbg !157
  %12 = icmp slt i32 %10, %11, !dbg !158
  br i1 %12, label %13, label %27, !dbg !159

13:                                               ; preds = %9
  %14 = load ptr addrspace(1), ptr %5, align 8, !dbg !160
  %15 = load i32, ptr %8, align 4, !dbg !163
  %16 = sext i32 %15 to i64, !dbg !160
  %17 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 %16, !dbg !160
  %18 = load i32, ptr addrspace(1) %17, align 4, !dbg !160
  %19 = load i32, ptr %7, align 4, !dbg !164
  %20 = icmp eq i32 %18, %19, !dbg !165
  br i1 %20, label %21, label %23, !dbg !166

21:                                               ; preds = %13
  %22 = load i32, ptr %8, align 4, !dbg !167
  store i32 %22, ptr %4, align 4, !dbg !168
  br label %28, !dbg !168

23:                                               ; preds = %13
  br label %24, !dbg !169

24:                                               ; preds = %23
  %25 = load i32, ptr %8, align 4, !dbg !170
  %26 = add nsw i32 %25, 1, !dbg !170
  store i32 %26, ptr %8, align 4, !dbg !170
  br label %9, !dbg !171, !llvm.loop !172

27:                                               ; preds = %9
  store i32 -1, ptr %4, align 4, !dbg !174
  br label %28, !dbg !174

28:                                               ; preds = %27, %21
  %29 = load i32, ptr %4, align 4, !dbg !175
  ret i32 %29, !dbg !175
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/loops_nested.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8c0371eb307986eecbae0ae5a4b28738")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "loops_nested", scope: !1, file: !1, line: 10, type: !9, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !13, !13, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!17 = !{!"none", !"none", !"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"int", !"int", !"int"}
!19 = !{!"const", !"", !"", !"", !""}
!20 = !DILocalVariable(name: "m", arg: 1, scope: !8, file: !1, line: 10, type: !11)
!21 = !DILocation(line: 10, column: 48, scope: !8)
!22 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 10, type: !14)
!23 = !DILocation(line: 10, column: 65, scope: !8)
!24 = !DILocalVariable(name: "rows", arg: 3, scope: !8, file: !1, line: 10, type: !13)
!25 = !DILocation(line: 10, column: 74, scope: !8)
!26 = !DILocalVariable(name: "cols", arg: 4, scope: !8, file: !1, line: 11, type: !13)
!27 = !DILocation(line: 11, column: 32, scope: !8)
!28 = !DILocalVariable(name: "key", arg: 5, scope: !8, file: !1, line: 11, type: !13)
!29 = !DILocation(line: 11, column: 42, scope: !8)
!30 = !DILocalVariable(name: "total", scope: !8, file: !1, line: 12, type: !13)
!31 = !DILocation(line: 12, column: 7, scope: !8)
!32 = !DILocalVariable(name: "r", scope: !33, file: !1, line: 13, type: !13)
!33 = distinct !DILexicalBlock(scope: !8, file: !1, line: 13, column: 3)
!34 = !DILocation(line: 13, column: 12, scope: !33)
!35 = !DILocation(line: 13, column: 8, scope: !33)
!36 = !DILocation(line: 13, column: 19, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 13, column: 3)
!38 = !DILocation(line: 13, column: 23, scope: !37)
!39 = !DILocation(line: 13, column: 21, scope: !37)
!40 = !DILocation(line: 13, column: 3, scope: !33)
!41 = !DILocalVariable(name: "rowsum", scope: !42, file: !1, line: 14, type: !13)
!42 = distinct !DILexicalBlock(scope: !37, file: !1, line: 13, column: 34)
!43 = !DILocation(line: 14, column: 9, scope: !42)
!44 = !DILocalVariable(name: "c", scope: !45, file: !1, line: 15, type: !13)
!45 = distinct !DILexicalBlock(scope: !42, file: !1, line: 15, column: 5)
!46 = !DILocation(line: 15, column: 14, scope: !45)
!47 = !DILocation(line: 15, column: 10, scope: !45)
!48 = !DILocation(line: 15, column: 21, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !1, line: 15, column: 5)
!50 = !DILocation(line: 15, column: 25, scope: !49)
!51 = !DILocation(line: 15, column: 23, scope: !49)
!52 = !DILocation(line: 15, column: 5, scope: !45)
!53 = !DILocalVariable(name: "v", scope: !54, file: !1, line: 16, type: !13)
!54 = distinct !DILexicalBlock(scope: !49, file: !1, line: 15, column: 36)
!55 = !DILocation(line: 16, column: 11, scope: !54)
!56 = !DILocation(line: 16, column: 15, scope: !54)
!57 = !DILocation(line: 16, column: 17, scope: !54)
!58 = !DILocation(line: 16, column: 21, scope: !54)
!59 = !DILocation(line: 16, column: 19, scope: !54)
!60 = !DILocation(line: 16, column: 28, scope: !54)
!61 = !DILocation(line: 16, column: 26, scope: !54)
!62 = !DILocation(line: 17, column: 11, scope: !63)
!63 = distinct !DILexicalBlock(scope: !54, file: !1, line: 17, column: 11)
!64 = !DILocation(line: 17, column: 13, scope: !63)
!65 = !DILocation(line: 17, column: 11, scope: !54)
!66 = !DILocation(line: 18, column: 9, scope: !63)
!67 = !DILocation(line: 19, column: 11, scope: !68)
!68 = distinct !DILexicalBlock(scope: !54, file: !1, line: 19, column: 11)
!69 = !DILocation(line: 19, column: 13, scope: !68)
!70 = !DILocation(line: 19, column: 11, scope: !54)
!71 = !DILocation(line: 20, column: 9, scope: !68)
!72 = !DILocation(line: 21, column: 17, scope: !54)
!73 = !DILocation(line: 21, column: 14, scope: !54)
!74 = !DILocation(line: 22, column: 5, scope: !54)
!75 = !DILocation(line: 15, column: 31, scope: !49)
!76 = !DILocation(line: 15, column: 5, scope: !49)
!77 = distinct !{!77, !52, !78}
!78 = !DILocation(line: 22, column: 5, scope: !45)
!79 = !DILocation(line: 23, column: 14, scope: !42)
!80 = !DILocation(line: 23, column: 11, scope: !42)
!81 = !DILocation(line: 24, column: 3, scope: !42)
!82 = !DILocation(line: 13, column: 29, scope: !37)
!83 = !DILocation(line: 13, column: 3, scope: !37)
!84 = distinct !{!84, !40, !85}
!85 = !DILocation(line: 24, column: 3, scope: !33)
!86 = !DILocation(line: 25, column: 12, scope: !8)
!87 = !DILocation(line: 25, column: 3, scope: !8)
!88 = !DILocation(line: 25, column: 10, scope: !8)
!89 = !DILocalVariable(name: "steps", scope: !8, file: !1, line: 27, type: !13)
!90 = !DILocation(line: 27, column: 7, scope: !8)
!91 = !DILocalVariable(name: "x", scope: !8, file: !1, line: 28, type: !13)
!92 = !DILocation(line: 28, column: 7, scope: !8)
!93 = !DILocation(line: 28, column: 11, scope: !8)
!94 = !DILocation(line: 29, column: 3, scope: !8)
!95 = !DILocation(line: 29, column: 10, scope: !8)
!96 = !DILocation(line: 29, column: 12, scope: !8)
!97 = !DILocation(line: 29, column: 17, scope: !8)
!98 = !DILocation(line: 29, column: 20, scope: !8)
!99 = !DILocation(line: 29, column: 26, scope: !8)
!100 = !DILocation(line: 0, scope: !8)
!101 = !DILocation(line: 30, column: 10, scope: !102)
!102 = distinct !DILexicalBlock(scope: !8, file: !1, line: 29, column: 32)
!103 = !DILocation(line: 30, column: 12, scope: !102)
!104 = !DILocation(line: 30, column: 9, scope: !102)
!105 = !DILocation(line: 30, column: 23, scope: !102)
!106 = !DILocation(line: 30, column: 21, scope: !102)
!107 = !DILocation(line: 30, column: 25, scope: !102)
!108 = !DILocation(line: 30, column: 31, scope: !102)
!109 = !DILocation(line: 30, column: 33, scope: !102)
!110 = !DILocation(line: 30, column: 7, scope: !102)
!111 = !DILocation(line: 31, column: 5, scope: !102)
!112 = distinct !{!112, !94, !113}
!113 = !DILocation(line: 32, column: 3, scope: !8)
!114 = !DILocation(line: 33, column: 12, scope: !8)
!115 = !DILocation(line: 33, column: 3, scope: !8)
!116 = !DILocation(line: 33, column: 10, scope: !8)
!117 = !DILocalVariable(name: "k", scope: !8, file: !1, line: 35, type: !13)
!118 = !DILocation(line: 35, column: 7, scope: !8)
!119 = !DILocation(line: 36, column: 3, scope: !8)
!120 = !DILocation(line: 37, column: 7, scope: !121)
!121 = distinct !DILexicalBlock(scope: !8, file: !1, line: 36, column: 6)
!122 = !DILocation(line: 38, column: 3, scope: !121)
!123 = !DILocation(line: 38, column: 12, scope: !8)
!124 = !DILocation(line: 38, column: 16, scope: !8)
!125 = !DILocation(line: 38, column: 23, scope: !8)
!126 = !DILocation(line: 38, column: 21, scope: !8)
!127 = !DILocation(line: 38, column: 14, scope: !8)
!128 = distinct !{!128, !119, !129}
!129 = !DILocation(line: 38, column: 27, scope: !8)
!130 = !DILocation(line: 39, column: 12, scope: !8)
!131 = !DILocation(line: 39, column: 3, scope: !8)
!132 = !DILocation(line: 39, column: 10, scope: !8)
!133 = !DILocation(line: 40, column: 23, scope: !8)
!134 = !DILocation(line: 40, column: 26, scope: !8)
!135 = !DILocation(line: 40, column: 33, scope: !8)
!136 = !DILocation(line: 40, column: 31, scope: !8)
!137 = !DILocation(line: 40, column: 39, scope: !8)
!138 = !DILocation(line: 40, column: 12, scope: !8)
!139 = !DILocation(line: 40, column: 3, scope: !8)
!140 = !DILocation(line: 40, column: 10, scope: !8)
!141 = !DILocation(line: 41, column: 1, scope: !8)
!142 = distinct !DISubprogram(name: "find_first", scope: !1, file: !1, line: 2, type: !143, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !15)
!143 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !144)
!144 = !{!13, !11, !13, !13}
!145 = !DILocalVariable(name: "v", arg: 1, scope: !142, file: !1, line: 2, type: !11)
!146 = !DILocation(line: 2, column: 43, scope: !142)
!147 = !DILocalVariable(name: "n", arg: 2, scope: !142, file: !1, line: 2, type: !13)
!148 = !DILocation(line: 2, column: 50, scope: !142)
!149 = !DILocalVariable(name: "key", arg: 3, scope: !142, file: !1, line: 2, type: !13)
!150 = !DILocation(line: 2, column: 57, scope: !142)
!151 = !DILocalVariable(name: "i", scope: !152, file: !1, line: 3, type: !13)
!152 = distinct !DILexicalBlock(scope: !142, file: !1, line: 3, column: 3)
!153 = !DILocation(line: 3, column: 12, scope: !152)
!154 = !DILocation(line: 3, column: 8, scope: !152)
!155 = !DILocation(line: 3, column: 19, scope: !156)
!156 = distinct !DILexicalBlock(scope: !152, file: !1, line: 3, column: 3)
!157 = !DILocation(line: 3, column: 23, scope: !156)
!158 = !DILocation(line: 3, column: 21, scope: !156)
!159 = !DILocation(line: 3, column: 3, scope: !152)
!160 = !DILocation(line: 4, column: 9, scope: !161)
!161 = distinct !DILexicalBlock(scope: !162, file: !1, line: 4, column: 9)
!162 = distinct !DILexicalBlock(scope: !156, file: !1, line: 3, column: 31)
!163 = !DILocation(line: 4, column: 11, scope: !161)
!164 = !DILocation(line: 4, column: 17, scope: !161)
!165 = !DILocation(line: 4, column: 14, scope: !161)
!166 = !DILocation(line: 4, column: 9, scope: !162)
!167 = !DILocation(line: 5, column: 14, scope: !161)
!168 = !DILocation(line: 5, column: 7, scope: !161)
!169 = !DILocation(line: 6, column: 3, scope: !162)
!170 = !DILocation(line: 3, column: 26, scope: !156)
!171 = !DILocation(line: 3, column: 3, scope: !156)
!172 = distinct !{!172, !159, !173}
!173 = !DILocation(line: 6, column: 3, scope: !152)
!174 = !DILocation(line: 7, column: 3, scope: !142)
!175 = !DILocation(line: 8, column: 1, scope: !142)
