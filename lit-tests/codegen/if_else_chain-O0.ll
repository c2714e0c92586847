; Pins the unoptimized if/else-if chains: tier() as a cascade of OpFOrdGreaterThanEqual + OpBranchConditional (then-block first), `fl & 1` tests as OpBitwiseAnd + OpINotEqual, and the short-circuit && / || conditions as separate OpBranchConditional blocks that share their then/else targets.
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
; CHECK:      OpFunctionCall %float %tier
; CHECK:      [[B1:%[0-9]+]] = OpBitwiseAnd %uint {{%[0-9]+}} %uint_1
; CHECK-NEXT: [[T1:%[0-9]+]] = OpINotEqual %bool [[B1]] %uint_0
; CHECK-NEXT: OpBranchConditional [[T1]] {{%[0-9a-z_]+}} {{%[0-9]+}}
; CHECK:      [[GT5:%[0-9]+]] = OpFOrdGreaterThan %bool {{%[0-9]+}} %float_5
; CHECK-NEXT: OpBranchConditional [[GT5]] [[AND:%[0-9]+]] [[ELSEIF:%[0-9]+]]
; CHECK-NEXT: [[AND]] = OpLabel
; CHECK:      OpBitwiseAnd %uint {{%[0-9]+}} %uint_8
; CHECK:      OpBranchConditional {{%[0-9]+}} [[THEN:%[0-9]+]] [[ELSEIF]]
; CHECK-NEXT: [[ELSEIF]] = OpLabel
; CHECK:      [[LTN5:%[0-9]+]] = OpFOrdLessThan %bool {{%[0-9]+}} %float_n5
; CHECK-NEXT: OpBranchConditional [[LTN5]] [[ZERO:%[0-9]+]] [[OR:%[0-9]+]]
; CHECK-NEXT: [[OR]] = OpLabel
; CHECK:      OpBranchConditional {{%[0-9]+}} [[ZERO]] {{%[0-9]+}}
; CHECK:      %tier = OpFunction %float None
; CHECK:      OpFOrdGreaterThanEqual %bool {{%[0-9]+}} %float_90
; ModuleID = 'lit-tests/codegen/Inputs/if_else_chain.cl'
source_filename = "lit-tests/codegen/Inputs/if_else_chain.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @if_else_chain(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !dbg !8 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i64, align 8
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !26)
  store ptr addrspace(1) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !28)
    #dbg_declare(ptr %7, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !34
  store i64 %11, ptr %7, align 8, !dbg !33
    #dbg_declare(ptr %8, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
  %12 = load ptr addrspace(1), ptr %4, align 8, !dbg !37
  %13 = load i64, ptr %7, align 8, !dbg !38
  %14 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %13, !dbg !37
  %15 = load float, ptr addrspace(1) %14, align 4, !dbg !37
  store float %15, ptr %8, align 4, !dbg !36
    #dbg_declare(ptr %9, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  %16 = load ptr addrspace(1), ptr %5, align 8, !dbg !41
  %17 = load i64, ptr %7, align 8, !dbg !42
  %18 = getelementptr inbounds i32, ptr addrspace(1) %16, i64 %17, !dbg !41
  %19 = load i32, ptr addrspace(1) %18, align 4, !dbg !41
  store i32 %19, ptr %9, align 4, !dbg !40
    #dbg_declare(ptr %10, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  %20 = load float, ptr %8, align 4, !dbg !45
  %21 = call spir_func float @tier(float noundef %20) #4, !dbg !46
  store float %21, ptr %10, align 4, !dbg !44
  %22 = load i32, ptr %9, align 4, !dbg !47
  %23 = and i32 %22, 1, !dbg !49
  %24 = icmp ne i32 %23, 0, !dbg !49
  br i1 %24, label %25, label %36, !dbg !50

25:                                               ; preds = %3
  %26 = load i32, ptr %9, align 4, !dbg !51
  %27 = and i32 %26, 2, !dbg !54
  %28 = icmp ne i32 %27, 0, !dbg !54
  br i1 %28, label %29, label %32, !dbg !55

29:                                               ; preds = %25
  %30 = load float, ptr %10, align 4, !dbg !56
  %31 = fmul float %30, 2.000000e+00, !dbg !56
  store float %31, ptr %10, align 4, !dbg !56
  br label %35, !dbg !57

32:                                               ; preds = %25
  %33 = load float, ptr %10, align 4, !dbg !58
  %34 = fadd float %33, 5.000000e-01, !dbg !58
  store float %34, ptr %10, align 4, !dbg !58
  br label %35

35:                                               ; preds = %32, %29
  br label %44, !dbg !59

36:                                               ; preds = %3
  %37 = load i32, ptr %9, align 4, !dbg !60
  %38 = and i32 %37, 4, !dbg !62
  %39 = icmp ne i32 %38, 0, !dbg !62
  br i1 %39, label %40, label %43, !dbg !63

40:                                               ; preds = %36
  %41 = load float, ptr %10, align 4, !dbg !64
  %42 = fneg float %41, !dbg !66
  store float %42, ptr %10, align 4, !dbg !67
  br label %43, !dbg !68

43:                                               ; preds = %40, %36
  br label %44

44:                                               ; preds = %43, %35
  %45 = load float, ptr %10, align 4, !dbg !69
  %46 = fcmp ogt float %45, 5.000000e+00, !dbg !71
  br i1 %46, label %47, label %52, !dbg !72

47:                                               ; preds = %44
  %48 = load i32, ptr %9, align 4, !dbg !73
  %49 = and i32 %48, 8, !dbg !74
  %50 = icmp ne i32 %49, 0, !dbg !75
  br i1 %50, label %51, label %52, !dbg !76

51:                                               ; preds = %47
  store float 5.000000e+00, ptr %10, align 4, !dbg !77
  br label %60, !dbg !78

52:                                               ; preds = %47, %44
  %53 = load float, ptr %10, align 4, !dbg !79
  %54 = fcmp olt float %53, -5.000000e+00, !dbg !81
  br i1 %54, label %58, label %55, !dbg !82

55:                                               ; preds = %52
  %56 = load i32, ptr %9, align 4, !dbg !83
  %57 = icmp eq i32 %56, 0, !dbg !84
  br i1 %57, label %58, label %59, !dbg !85

58:                                               ; preds = %55, %52
  store float 0.000000e+00, ptr %10, align 4, !dbg !86
  br label %59, !dbg !87

59:                                               ; preds = %58, %55
  br label %60

60:                                               ; preds = %59, %51
  %61 = load float, ptr %10, align 4, !dbg !88
  %62 = load ptr addrspace(1), ptr %6, align 8, !dbg !89
  %63 = load i64, ptr %7, align 8, !dbg !90
  %64 = getelementptr inbounds float, ptr addrspace(1) %62, i64 %63, !dbg !89
  store float %61, ptr addrspace(1) %64, align 4, !dbg !91
  ret void, !dbg !92
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @tier(float noundef %0) #2 !dbg !93 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  store float %0, ptr %2, align 4
    #dbg_declare(ptr %2, !96, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !97)
    #dbg_declare(ptr %3, !98, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !99)
  %4 = load float, ptr %2, align 4, !dbg !100
  %5 = fcmp oge float %4, 9.000000e+01, !dbg !102
  br i1 %5, label %6, label %7, !dbg !103

6:                                                ; preds = %1
  store float 4.000000e+00, ptr %3, align 4, !dbg !104
  br label %23, !dbg !106

7:                                                ; preds = %1
  %8 = load float, ptr %2, align 4, !dbg !107
  %9 = fcmp oge float %8, 7.500000e+01, !dbg !109
  br i1 %9, label %10, label %11, !dbg !110

10:                                               ; preds = %7
  store float 3.000000e+00, ptr %3, align 4, !dbg !111
  br label %22, !dbg !113

11:                                               ; preds = %7
  %12 = load float, ptr %2, align 4, !dbg !114
  %13 = fcmp oge float %12, 5.000000e+01, !dbg !116
  br i1 %13, label %14, label %15, !dbg !117

14:                                               ; preds = %11
  store float 2.000000e+00, ptr %3, align 4, !dbg !118
  br label %21, !dbg !120

15:                                               ; preds = %11
  %16 = load float, ptr %2, align 4, !dbg !121
  %17 = fcmp oge float %16, 2.500000e+01, !dbg !123
  br i1 %17, label %18, label %19, !dbg !124

18:                                               ; preds = %15
  store float 1.000000e+00, ptr %3, align 4, !dbg !125
  br label %20, !dbg !127

19:                                               ; preds = %15
  store float 0.000000e+00, ptr %3, align 4, !dbg !128
  br label %20

20:                                               ; preds = %19, %18
  br label %21

21:                                               ; preds = %20, %14
  br label %22

22:                                               ; preds = %21, %10
  br label %23

23:                                               ; preds = %22, %6
  %24 = load float, ptr %3, align 4, !dbg !130
  ret float %24, !dbg !131
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/if_else_chain.cl", directory: ".", checksumkind: CSK_MD5, checksum: "f7d72390e55178f0a26deb378d633497")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "if_else_chain", scope: !1, file: !1, line: 18, type: !9, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !17}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!18 = !{}
!19 = !{i32 1, i32 1, i32 1}
!20 = !{!"none", !"none", !"none"}
!21 = !{!"float*", !"int*", !"float*"}
!22 = !{!"const", !"const", !""}
!23 = !DILocalVariable(name: "scores", arg: 1, scope: !8, file: !1, line: 18, type: !11)
!24 = !DILocation(line: 18, column: 51, scope: !8)
!25 = !DILocalVariable(name: "flags", arg: 2, scope: !8, file: !1, line: 19, type: !14)
!26 = !DILocation(line: 19, column: 49, scope: !8)
!27 = !DILocalVariable(name: "out", arg: 3, scope: !8, file: !1, line: 19, type: !17)
!28 = !DILocation(line: 19, column: 72, scope: !8)
!29 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 20, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !31, line: 142, baseType: !32)
!31 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!32 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!33 = !DILocation(line: 20, column: 10, scope: !8)
!34 = !DILocation(line: 20, column: 14, scope: !8)
!35 = !DILocalVariable(name: "s", scope: !8, file: !1, line: 21, type: !13)
!36 = !DILocation(line: 21, column: 9, scope: !8)
!37 = !DILocation(line: 21, column: 13, scope: !8)
!38 = !DILocation(line: 21, column: 20, scope: !8)
!39 = !DILocalVariable(name: "fl", scope: !8, file: !1, line: 22, type: !16)
!40 = !DILocation(line: 22, column: 7, scope: !8)
!41 = !DILocation(line: 22, column: 12, scope: !8)
!42 = !DILocation(line: 22, column: 18, scope: !8)
!43 = !DILocalVariable(name: "r", scope: !8, file: !1, line: 23, type: !13)
!44 = !DILocation(line: 23, column: 9, scope: !8)
!45 = !DILocation(line: 23, column: 18, scope: !8)
!46 = !DILocation(line: 23, column: 13, scope: !8)
!47 = !DILocation(line: 24, column: 7, scope: !48)
!48 = distinct !DILexicalBlock(scope: !8, file: !1, line: 24, column: 7)
!49 = !DILocation(line: 24, column: 10, scope: !48)
!50 = !DILocation(line: 24, column: 7, scope: !8)
!51 = !DILocation(line: 25, column: 9, scope: !52)
!52 = distinct !DILexicalBlock(scope: !53, file: !1, line: 25, column: 9)
!53 = distinct !DILexicalBlock(scope: !48, file: !1, line: 24, column: 15)
!54 = !DILocation(line: 25, column: 12, scope: !52)
!55 = !DILocation(line: 25, column: 9, scope: !53)
!56 = !DILocation(line: 26, column: 9, scope: !52)
!57 = !DILocation(line: 26, column: 7, scope: !52)
!58 = !DILocation(line: 28, column: 9, scope: !52)
!59 = !DILocation(line: 29, column: 3, scope: !53)
!60 = !DILocation(line: 29, column: 14, scope: !61)
!61 = distinct !DILexicalBlock(scope: !48, file: !1, line: 29, column: 14)
!62 = !DILocation(line: 29, column: 17, scope: !61)
!63 = !DILocation(line: 29, column: 14, scope: !48)
!64 = !DILocation(line: 30, column: 10, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !1, line: 29, column: 22)
!66 = !DILocation(line: 30, column: 9, scope: !65)
!67 = !DILocation(line: 30, column: 7, scope: !65)
!68 = !DILocation(line: 31, column: 3, scope: !65)
!69 = !DILocation(line: 32, column: 7, scope: !70)
!70 = distinct !DILexicalBlock(scope: !8, file: !1, line: 32, column: 7)
!71 = !DILocation(line: 32, column: 9, scope: !70)
!72 = !DILocation(line: 32, column: 16, scope: !70)
!73 = !DILocation(line: 32, column: 20, scope: !70)
!74 = !DILocation(line: 32, column: 23, scope: !70)
!75 = !DILocation(line: 32, column: 28, scope: !70)
!76 = !DILocation(line: 32, column: 7, scope: !8)
!77 = !DILocation(line: 33, column: 7, scope: !70)
!78 = !DILocation(line: 33, column: 5, scope: !70)
!79 = !DILocation(line: 34, column: 12, scope: !80)
!80 = distinct !DILexicalBlock(scope: !70, file: !1, line: 34, column: 12)
!81 = !DILocation(line: 34, column: 14, scope: !80)
!82 = !DILocation(line: 34, column: 22, scope: !80)
!83 = !DILocation(line: 34, column: 25, scope: !80)
!84 = !DILocation(line: 34, column: 28, scope: !80)
!85 = !DILocation(line: 34, column: 12, scope: !70)
!86 = !DILocation(line: 35, column: 7, scope: !80)
!87 = !DILocation(line: 35, column: 5, scope: !80)
!88 = !DILocation(line: 36, column: 12, scope: !8)
!89 = !DILocation(line: 36, column: 3, scope: !8)
!90 = !DILocation(line: 36, column: 7, scope: !8)
!91 = !DILocation(line: 36, column: 10, scope: !8)
!92 = !DILocation(line: 37, column: 1, scope: !8)
!93 = distinct !DISubprogram(name: "tier", scope: !1, file: !1, line: 2, type: !94, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!94 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !95)
!95 = !{!13, !13}
!96 = !DILocalVariable(name: "score", arg: 1, scope: !93, file: !1, line: 2, type: !13)
!97 = !DILocation(line: 2, column: 25, scope: !93)
!98 = !DILocalVariable(name: "bonus", scope: !93, file: !1, line: 3, type: !13)
!99 = !DILocation(line: 3, column: 9, scope: !93)
!100 = !DILocation(line: 4, column: 7, scope: !101)
!101 = distinct !DILexicalBlock(scope: !93, file: !1, line: 4, column: 7)
!102 = !DILocation(line: 4, column: 13, scope: !101)
!103 = !DILocation(line: 4, column: 7, scope: !93)
!104 = !DILocation(line: 5, column: 11, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !1, line: 4, column: 23)
!106 = !DILocation(line: 6, column: 3, scope: !105)
!107 = !DILocation(line: 6, column: 14, scope: !108)
!108 = distinct !DILexicalBlock(scope: !101, file: !1, line: 6, column: 14)
!109 = !DILocation(line: 6, column: 20, scope: !108)
!110 = !DILocation(line: 6, column: 14, scope: !101)
!111 = !DILocation(line: 7, column: 11, scope: !112)
!112 = distinct !DILexicalBlock(scope: !108, file: !1, line: 6, column: 30)
!113 = !DILocation(line: 8, column: 3, scope: !112)
!114 = !DILocation(line: 8, column: 14, scope: !115)
!115 = distinct !DILexicalBlock(scope: !108, file: !1, line: 8, column: 14)
!116 = !DILocation(line: 8, column: 20, scope: !115)
!117 = !DILocation(line: 8, column: 14, scope: !108)
!118 = !DILocation(line: 9, column: 11, scope: !119)
!119 = distinct !DILexicalBlock(scope: !115, file: !1, line: 8, column: 30)
!120 = !DILocation(line: 10, column: 3, scope: !119)
!121 = !DILocation(line: 10, column: 14, scope: !122)
!122 = distinct !DILexicalBlock(scope: !115, file: !1, line: 10, column: 14)
!123 = !DILocation(line: 10, column: 20, scope: !122)
!124 = !DILocation(line: 10, column: 14, scope: !115)
!125 = !DILocation(line: 11, column: 11, scope: !126)
!126 = distinct !DILexicalBlock(scope: !122, file: !1, line: 10, column: 30)
!127 = !DILocation(line: 12, column: 3, scope: !126)
!128 = !DILocation(line: 13, column: 11, scope: !129)
!129 = distinct !DILexicalBlock(scope: !122, file: !1, line: 12, column: 10)
!130 = !DILocation(line: 15, column: 10, scope: !93)
!131 = !DILocation(line: 15, column: 3, scope: !93)
