; Pins unoptimized __builtin_unreachable: decode()'s switch default block and pick()'s fall-through after the lane == 0..3 if-chain both lowered to a block containing only OpUnreachable, the OpSwitch/OpBranchConditional edges into them, and v.x..v.w as OpCompositeExtract 0..3.
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
; CHECK:      OpFunctionCall %uint %decode
; CHECK:      OpFunctionCall %float %pick
; CHECK:      %decode = OpFunction %uint None
; CHECK:      [[SEL:%[0-9]+]] = OpBitwiseAnd %uint {{%[0-9]+}} %uint_3
; CHECK-NEXT: OpSwitch [[SEL]] [[DEF:%[0-9]+]] 0 {{%[0-9]+}} 1 {{%[0-9]+}} 2 {{%[0-9]+}} 3 {{%[0-9]+}}
; CHECK:      [[DEF]] = OpLabel
; CHECK-NEXT: OpUnreachable
; CHECK:      %pick = OpFunction %float None
; CHECK:      [[L3:%[0-9]+]] = OpIEqual %bool {{%[0-9]+}} %uint_3
; CHECK-NEXT: OpBranchConditional [[L3]] [[W:%[0-9]+]] [[NONE:%[0-9]+]]
; CHECK-NEXT: [[NONE]] = OpLabel
; CHECK-NEXT: OpUnreachable
; CHECK-NEXT: [[W]] = OpLabel
; CHECK:      OpCompositeExtract %float {{%[0-9]+}} 3
; CHECK:      OpCompositeExtract %float {{%[0-9]+}} 0
; ModuleID = 'lit-tests/codegen/Inputs/unreachable.cl'
source_filename = "lit-tests/codegen/Inputs/unreachable.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @unreachable_kernel(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 16 %2, ptr addrspace(1) noundef align 4 %3) #0 !dbg !13 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %5, align 8
    #dbg_declare(ptr %5, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  store ptr addrspace(1) %1, ptr %6, align 8
    #dbg_declare(ptr %6, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
  store ptr addrspace(1) %2, ptr %7, align 8
    #dbg_declare(ptr %7, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !38)
  store ptr addrspace(1) %3, ptr %8, align 8
    #dbg_declare(ptr %8, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
    #dbg_declare(ptr %9, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !45
  store i64 %10, ptr %9, align 8, !dbg !44
  %11 = load ptr addrspace(1), ptr %5, align 8, !dbg !46
  %12 = load i64, ptr %9, align 8, !dbg !47
  %13 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %12, !dbg !46
  %14 = load i32, ptr addrspace(1) %13, align 4, !dbg !46
  %15 = load i64, ptr %9, align 8, !dbg !48
  %16 = trunc i64 %15 to i32, !dbg !49
  %17 = load ptr addrspace(1), ptr %5, align 8, !dbg !50
  %18 = load i64, ptr %9, align 8, !dbg !51
  %19 = add i64 %18, 1, !dbg !52
  %20 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %19, !dbg !50
  %21 = load i32, ptr addrspace(1) %20, align 4, !dbg !50
  %22 = call spir_func i32 @decode(i32 noundef %14, i32 noundef %16, i32 noundef %21) #4, !dbg !53
  %23 = load ptr addrspace(1), ptr %6, align 8, !dbg !54
  %24 = load i64, ptr %9, align 8, !dbg !55
  %25 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 %24, !dbg !54
  store i32 %22, ptr addrspace(1) %25, align 4, !dbg !56
  %26 = load i64, ptr %9, align 8, !dbg !57
  %27 = trunc i64 %26 to i32, !dbg !58
  %28 = and i32 %27, 3, !dbg !59
  %29 = load ptr addrspace(1), ptr %7, align 8, !dbg !60
  %30 = load i64, ptr %9, align 8, !dbg !61
  %31 = getelementptr inbounds <4 x float>, ptr addrspace(1) %29, i64 %30, !dbg !60
  %32 = load <4 x float>, ptr addrspace(1) %31, align 16, !dbg !60
  %33 = call spir_func float @pick(i32 noundef %28, <4 x float> noundef %32) #4, !dbg !62
  %34 = load ptr addrspace(1), ptr %8, align 8, !dbg !63
  %35 = load i64, ptr %9, align 8, !dbg !64
  %36 = getelementptr inbounds float, ptr addrspace(1) %34, i64 %35, !dbg !63
  store float %33, ptr addrspace(1) %36, align 4, !dbg !65
  ret void, !dbg !66
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @decode(i32 noundef %0, i32 noundef %1, i32 noundef %2) #2 !dbg !67 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !73)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !74, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
  %8 = load i32, ptr %5, align 4, !dbg !76
  %9 = and i32 %8, 3, !dbg !77
  switch i32 %9, label %26 [
    i32 0, label %10
    i32 1, label %14
    i32 2, label %18
    i32 3, label %22
  ], !dbg !78

10:                                               ; preds = %3
  %11 = load i32, ptr %6, align 4, !dbg !79
  %12 = load i32, ptr %7, align 4, !dbg !81
  %13 = add nsw i32 %11, %12, !dbg !82
  store i32 %13, ptr %4, align 4, !dbg !83
  br label %27, !dbg !83

14:                                               ; preds = %3
  %15 = load i32, ptr %6, align 4, !dbg !84
  %16 = load i32, ptr %7, align 4, !dbg !85
  %17 = sub nsw i32 %15, %16, !dbg !86
  store i32 %17, ptr %4, align 4, !dbg !87
  br label %27, !dbg !87

18:                                               ; preds = %3
  %19 = load i32, ptr %6, align 4, !dbg !88
  %20 = load i32, ptr %7, align 4, !dbg !89
  %21 = mul nsw i32 %19, %20, !dbg !90
  store i32 %21, ptr %4, align 4, !dbg !91
  br label %27, !dbg !91

22:                                               ; preds = %3
  %23 = load i32, ptr %6, align 4, !dbg !92
  %24 = load i32, ptr %7, align 4, !dbg !93
  %25 = xor i32 %23, %24, !dbg !94
  store i32 %25, ptr %4, align 4, !dbg !95
  br label %27, !dbg !95

26:                                               ; preds = %3
  unreachable, !dbg !96

27:                                               ; preds = %22, %18, %14, %10
  %28 = load i32, ptr %4, align 4, !dbg !97
  ret i32 %28, !dbg !97
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @pick(i32 noundef %0, <4 x float> noundef %1) #2 !dbg !98 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  %5 = alloca <4 x float>, align 16
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !101, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !102)
  store <4 x float> %1, ptr %5, align 16
    #dbg_declare(ptr %5, !103, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !104)
  %6 = load i32, ptr %4, align 4, !dbg !105
  %7 = icmp eq i32 %6, 0, !dbg !107
  br i1 %7, label %8, label %11, !dbg !108

8:                                                ; preds = %2
  %9 = load <4 x float>, ptr %5, align 16, !dbg !109
  %10 = extractelement <4 x float> %9, i64 0, !dbg !109
  store float %10, ptr %3, align 4, !dbg !110
  br label %30, !dbg !110

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4, !dbg !111
  %13 = icmp eq i32 %12, 1, !dbg !113
  br i1 %13, label %14, label %17, !dbg !114

14:                                               ; preds = %11
  %15 = load <4 x float>, ptr %5, align 16, !dbg !115
  %16 = extractelement <4 x float> %15, i64 1, !dbg !115
  store float %16, ptr %3, align 4, !dbg !116
  br label %30, !dbg !116

17:                                               ; preds = %11
  %18 = load i32, ptr %4, align 4, !dbg !117
  %19 = icmp eq i32 %18, 2, !dbg !119
  br i1 %19, label %20, label %23, !dbg !120

20:                                               ; preds = %17
  %21 = load <4 x float>, ptr %5, align 16, !dbg !121
  %22 = extractelement <4 x float> %21, i64 2, !dbg !121
  store float %22, ptr %3, align 4, !dbg !122
  br label %30, !dbg !122

23:                                               ; preds = %17
  %24 = load i32, ptr %4, align 4, !dbg !123
  %25 = icmp eq i32 %24, 3, !dbg !125
  br i1 %25, label %26, label %29, !dbg !126

26:                                               ; preds = %23
  %27 = load <4 x float>, ptr %5, align 16, !dbg !127
  %28 = extractelement <4 x float> %27, i64 3, !dbg !127
  store float %28, ptr %3, align 4, !dbg !128
  br label %30, !dbg !128

29:                                               ; preds = %23
  unreachable, !dbg !129

30:                                               ; preds = %26, %20, %14, %8
  %31 = load float, ptr %3, align 4, !dbg !130
  ret float %31, !dbg !130
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10}
!opencl.ocl.version = !{!11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/unreachable.cl", directory: ".", checksumkind: CSK_MD5, checksum: "60a35fe088059b3a0dd08bbb0fe4fc59")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !5, line: 129, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{i32 2, i32 0}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "unreachable_kernel", scope: !1, file: !1, line: 30, type: !14, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !27)
!14 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !15)
!15 = !{null, !16, !18, !19, !26}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, dwarfAddressSpace: 1)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, dwarfAddressSpace: 1)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !5, line: 209, baseType: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 128, flags: DIFlagVector, elements: !24)
!23 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!24 = !{!25}
!25 = !DISubrange(count: 4)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, dwarfAddressSpace: 1)
!27 = !{}
!28 = !{i32 1, i32 1, i32 1, i32 1}
!29 = !{!"none", !"none", !"none", !"none"}
!30 = !{!"int*", !"int*", !"float4*", !"float*"}
!31 = !{!"int*", !"int*", !"float __attribute__((ext_vector_type(4)))*", !"float*"}
!32 = !{!"const", !"", !"const", !""}
!33 = !DILocalVariable(name: "ops", arg: 1, scope: !13, file: !1, line: 30, type: !16)
!34 = !DILocation(line: 30, column: 54, scope: !13)
!35 = !DILocalVariable(name: "out", arg: 2, scope: !13, file: !1, line: 30, type: !18)
!36 = !DILocation(line: 30, column: 73, scope: !13)
!37 = !DILocalVariable(name: "vs", arg: 3, scope: !13, file: !1, line: 31, type: !19)
!38 = !DILocation(line: 31, column: 57, scope: !13)
!39 = !DILocalVariable(name: "fout", arg: 4, scope: !13, file: !1, line: 32, type: !26)
!40 = !DILocation(line: 32, column: 50, scope: !13)
!41 = !DILocalVariable(name: "i", scope: !13, file: !1, line: 33, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 142, baseType: !43)
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DILocation(line: 33, column: 10, scope: !13)
!45 = !DILocation(line: 33, column: 14, scope: !13)
!46 = !DILocation(line: 34, column: 19, scope: !13)
!47 = !DILocation(line: 34, column: 23, scope: !13)
!48 = !DILocation(line: 34, column: 32, scope: !13)
!49 = !DILocation(line: 34, column: 27, scope: !13)
!50 = !DILocation(line: 34, column: 35, scope: !13)
!51 = !DILocation(line: 34, column: 39, scope: !13)
!52 = !DILocation(line: 34, column: 41, scope: !13)
!53 = !DILocation(line: 34, column: 12, scope: !13)
!54 = !DILocation(line: 34, column: 3, scope: !13)
!55 = !DILocation(line: 34, column: 7, scope: !13)
!56 = !DILocation(line: 34, column: 10, scope: !13)
!57 = !DILocation(line: 35, column: 24, scope: !13)
!58 = !DILocation(line: 35, column: 18, scope: !13)
!59 = !DILocation(line: 35, column: 26, scope: !13)
!60 = !DILocation(line: 35, column: 32, scope: !13)
!61 = !DILocation(line: 35, column: 35, scope: !13)
!62 = !DILocation(line: 35, column: 13, scope: !13)
!63 = !DILocation(line: 35, column: 3, scope: !13)
!64 = !DILocation(line: 35, column: 8, scope: !13)
!65 = !DILocation(line: 35, column: 11, scope: !13)
!66 = !DILocation(line: 36, column: 1, scope: !13)
!67 = distinct !DISubprogram(name: "decode", scope: !1, file: !1, line: 3, type: !68, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !27)
!68 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !69)
!69 = !{!3, !3, !3, !3}
!70 = !DILocalVariable(name: "op", arg: 1, scope: !67, file: !1, line: 3, type: !3)
!71 = !DILocation(line: 3, column: 23, scope: !67)
!72 = !DILocalVariable(name: "a", arg: 2, scope: !67, file: !1, line: 3, type: !3)
!73 = !DILocation(line: 3, column: 31, scope: !67)
!74 = !DILocalVariable(name: "b", arg: 3, scope: !67, file: !1, line: 3, type: !3)
!75 = !DILocation(line: 3, column: 38, scope: !67)
!76 = !DILocation(line: 4, column: 11, scope: !67)
!77 = !DILocation(line: 4, column: 14, scope: !67)
!78 = !DILocation(line: 4, column: 3, scope: !67)
!79 = !DILocation(line: 6, column: 12, scope: !80)
!80 = distinct !DILexicalBlock(scope: !67, file: !1, line: 4, column: 19)
!81 = !DILocation(line: 6, column: 16, scope: !80)
!82 = !DILocation(line: 6, column: 14, scope: !80)
!83 = !DILocation(line: 6, column: 5, scope: !80)
!84 = !DILocation(line: 8, column: 12, scope: !80)
!85 = !DILocation(line: 8, column: 16, scope: !80)
!86 = !DILocation(line: 8, column: 14, scope: !80)
!87 = !DILocation(line: 8, column: 5, scope: !80)
!88 = !DILocation(line: 10, column: 12, scope: !80)
!89 = !DILocation(line: 10, column: 16, scope: !80)
!90 = !DILocation(line: 10, column: 14, scope: !80)
!91 = !DILocation(line: 10, column: 5, scope: !80)
!92 = !DILocation(line: 12, column: 12, scope: !80)
!93 = !DILocation(line: 12, column: 16, scope: !80)
!94 = !DILocation(line: 12, column: 14, scope: !80)
!95 = !DILocation(line: 12, column: 5, scope: !80)
!96 = !DILocation(line: 14, column: 5, scope: !80)
!97 = !DILocation(line: 16, column: 1, scope: !67)
!98 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 18, type: !99, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !27)
!99 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !100)
!100 = !{!23, !4, !21}
!101 = !DILocalVariable(name: "lane", arg: 1, scope: !98, file: !1, line: 18, type: !4)
!102 = !DILocation(line: 18, column: 24, scope: !98)
!103 = !DILocalVariable(name: "v", arg: 2, scope: !98, file: !1, line: 18, type: !21)
!104 = !DILocation(line: 18, column: 37, scope: !98)
!105 = !DILocation(line: 19, column: 7, scope: !106)
!106 = distinct !DILexicalBlock(scope: !98, file: !1, line: 19, column: 7)
!107 = !DILocation(line: 19, column: 12, scope: !106)
!108 = !DILocation(line: 19, column: 7, scope: !98)
!109 = !DILocation(line: 20, column: 12, scope: !106)
!110 = !DILocation(line: 20, column: 5, scope: !106)
!111 = !DILocation(line: 21, column: 7, scope: !112)
!112 = distinct !DILexicalBlock(scope: !98, file: !1, line: 21, column: 7)
!113 = !DILocation(line: 21, column: 12, scope: !112)
!114 = !DILocation(line: 21, column: 7, scope: !98)
!115 = !DILocation(line: 22, column: 12, scope: !112)
!116 = !DILocation(line: 22, column: 5, scope: !112)
!117 = !DILocation(line: 23, column: 7, scope: !118)
!118 = distinct !DILexicalBlock(scope: !98, file: !1, line: 23, column: 7)
!119 = !DILocation(line: 23, column: 12, scope: !118)
!120 = !DILocation(line: 23, column: 7, scope: !98)
!121 = !DILocation(line: 24, column: 12, scope: !118)
!122 = !DILocation(line: 24, column: 5, scope: !118)
!123 = !DILocation(line: 25, column: 7, scope: !124)
!124 = distinct !DILexicalBlock(scope: !98, file: !1, line: 25, column: 7)
!125 = !DILocation(line: 25, column: 12, scope: !124)
!126 = !DILocation(line: 25, column: 7, scope: !98)
!127 = !DILocation(line: 26, column: 12, scope: !124)
!128 = !DILocation(line: 26, column: 5, scope: !124)
!129 = !DILocation(line: 27, column: 3, scope: !98)
!130 = !DILocation(line: 28, column: 1, scope: !98)
