; Pins __builtin_unreachable: the switch default block lowered to OpUnreachable (and still the OpSwitch default target), the 4-way OpPhi skipping it, and pick()'s if-chain folded into a second OpSwitch whose OpPhi %ulong selects the lane for OpVectorExtractDynamic.
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
; CHECK:      [[SEL:%[0-9]+]] = OpBitwiseAnd %uint {{%[0-9]+}} %uint_3
; CHECK-NEXT: OpSwitch [[SEL]] [[UNR:%[0-9]+]] 0 [[C0:%[0-9]+]] 1 [[C1:%[0-9]+]] 2 [[C2:%[0-9]+]] 3 [[C3:%[0-9]+]]
; CHECK:      [[C0]] = OpLabel
; CHECK-NEXT: [[ADD:%[0-9]+]] = OpIAdd %uint
; CHECK-NEXT: OpBranch [[JOIN:%[0-9]+]]
; CHECK-NEXT: [[JOIN]] = OpLabel
; CHECK-NEXT: OpPhi %uint {{%[0-9]+}} [[C3]] {{%[0-9]+}} [[C2]] {{%[0-9]+}} [[C1]] [[ADD]] [[C0]]
; CHECK:      [[V:%[0-9]+]] = OpLoad %v4float {{%[0-9]+}} Aligned 16
; CHECK-NEXT: OpSwitch {{%[0-9]+}} [[L3:%[0-9]+]] 0 [[PJOIN:%[0-9]+]] 1 {{%[0-9]+}} 2 {{%[0-9]+}}
; CHECK:      [[PJOIN]] = OpLabel
; CHECK-NEXT: [[LANE:%[0-9]+]] = OpPhi %ulong %ulong_3 [[L3]] %ulong_2 {{%[0-9]+}} %ulong_1 {{%[0-9]+}} %ulong_0 [[JOIN]]
; CHECK-NEXT: OpVectorExtractDynamic %float [[V]] [[LANE]]
; CHECK:      OpReturn
; CHECK-NEXT: [[UNR]] = OpLabel
; CHECK-NEXT: OpUnreachable
; CHECK-NEXT: OpFunctionEnd
; ModuleID = 'lit-tests/codegen/Inputs/unreachable.cl'
source_filename = "lit-tests/codegen/Inputs/unreachable.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @unreachable_kernel(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3) local_unnamed_addr #0 !dbg !13 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !37 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
    #dbg_value(ptr addrspace(1) %0, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
    #dbg_value(ptr addrspace(1) %1, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
    #dbg_value(ptr addrspace(1) %2, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
    #dbg_value(ptr addrspace(1) %3, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !41
    #dbg_value(i64 %5, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5, !dbg !42
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !42, !tbaa !43
  %8 = trunc i64 %5 to i32, !dbg !47
  %9 = getelementptr i8, ptr addrspace(1) %6, i64 4, !dbg !48
  %10 = load i32, ptr addrspace(1) %9, align 4, !dbg !48, !tbaa !43
    #dbg_value(i32 %7, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
    #dbg_value(i32 %8, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
    #dbg_value(i32 %10, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  %11 = and i32 %7, 3, !dbg !58
  switch i32 %11, label %20 [
    i32 0, label %12
    i32 1, label %14
    i32 2, label %16
    i32 3, label %18
  ], !dbg !59

12:                                               ; preds = %4
  %13 = add nsw i32 %10, %8, !dbg !60
  br label %21, !dbg !62

14:                                               ; preds = %4
  %15 = sub nsw i32 %8, %10, !dbg !63
  br label %21, !dbg !64

16:                                               ; preds = %4
  %17 = mul nsw i32 %10, %8, !dbg !65
  br label %21, !dbg !66

18:                                               ; preds = %4
  %19 = xor i32 %10, %8, !dbg !67
  br label %21, !dbg !68

20:                                               ; preds = %4
  unreachable

21:                                               ; preds = %12, %14, %16, %18
  %22 = phi i32 [ %19, %18 ], [ %17, %16 ], [ %15, %14 ], [ %13, %12 ], !dbg !69
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5, !dbg !70
  store i32 %22, ptr addrspace(1) %23, align 4, !dbg !71, !tbaa !43
  %24 = and i32 %8, 3, !dbg !72
  %25 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %5, !dbg !73
  %26 = load <4 x float>, ptr addrspace(1) %25, align 16, !dbg !73, !tbaa !74
    #dbg_value(i32 %24, !75, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !81)
    #dbg_value(<4 x float> %26, !80, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !81)
  switch i32 %24, label %29 [
    i32 0, label %30
    i32 1, label %27
    i32 2, label %28
  ], !dbg !83

27:                                               ; preds = %21
  br label %30, !dbg !84

28:                                               ; preds = %21
  br label %30, !dbg !86

29:                                               ; preds = %21
  br label %30, !dbg !88

30:                                               ; preds = %21, %27, %28, %29
  %31 = phi i64 [ 3, %29 ], [ 2, %28 ], [ 1, %27 ], [ 0, %21 ]
  %32 = extractelement <4 x float> %26, i64 %31, !dbg !81
  %33 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %5, !dbg !90
  store float %32, ptr addrspace(1) %33, align 4, !dbg !91, !tbaa !92
  ret void, !dbg !94
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !95 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10}
!opencl.ocl.version = !{!11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!13 = distinct !DISubprogram(name: "unreachable_kernel", scope: !1, file: !1, line: 30, type: !14, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !27)
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
!27 = !{!28, !29, !30, !31, !32}
!28 = !DILocalVariable(name: "ops", arg: 1, scope: !13, file: !1, line: 30, type: !16)
!29 = !DILocalVariable(name: "out", arg: 2, scope: !13, file: !1, line: 30, type: !18)
!30 = !DILocalVariable(name: "vs", arg: 3, scope: !13, file: !1, line: 31, type: !19)
!31 = !DILocalVariable(name: "fout", arg: 4, scope: !13, file: !1, line: 32, type: !26)
!32 = !DILocalVariable(name: "i", scope: !13, file: !1, line: 33, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 142, baseType: !34)
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !{i32 1, i32 1, i32 1, i32 1}
!36 = !{!"none", !"none", !"none", !"none"}
!37 = !{!"int*", !"int*", !"float4*", !"float*"}
!38 = !{!"int*", !"int*", !"float __attribute__((ext_vector_type(4)))*", !"float*"}
!39 = !{!"const", !"", !"const", !""}
!40 = !DILocation(line: 0, scope: !13)
!41 = !DILocation(line: 33, column: 14, scope: !13)
!42 = !DILocation(line: 34, column: 19, scope: !13)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 34, column: 27, scope: !13)
!48 = !DILocation(line: 34, column: 35, scope: !13)
!49 = !DILocalVariable(name: "op", arg: 1, scope: !50, file: !1, line: 3, type: !3)
!50 = distinct !DISubprogram(name: "decode", scope: !1, file: !1, line: 3, type: !51, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !53)
!51 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !52)
!52 = !{!3, !3, !3, !3}
!53 = !{!49, !54, !55}
!54 = !DILocalVariable(name: "a", arg: 2, scope: !50, file: !1, line: 3, type: !3)
!55 = !DILocalVariable(name: "b", arg: 3, scope: !50, file: !1, line: 3, type: !3)
!56 = !DILocation(line: 0, scope: !50, inlinedAt: !57)
!57 = distinct !DILocation(line: 34, column: 12, scope: !13)
!58 = !DILocation(line: 4, column: 14, scope: !50, inlinedAt: !57)
!59 = !DILocation(line: 4, column: 3, scope: !50, inlinedAt: !57)
!60 = !DILocation(line: 6, column: 14, scope: !61, inlinedAt: !57)
!61 = distinct !DILexicalBlock(scope: !50, file: !1, line: 4, column: 19)
!62 = !DILocation(line: 6, column: 5, scope: !61, inlinedAt: !57)
!63 = !DILocation(line: 8, column: 14, scope: !61, inlinedAt: !57)
!64 = !DILocation(line: 8, column: 5, scope: !61, inlinedAt: !57)
!65 = !DILocation(line: 10, column: 14, scope: !61, inlinedAt: !57)
!66 = !DILocation(line: 10, column: 5, scope: !61, inlinedAt: !57)
!67 = !DILocation(line: 12, column: 14, scope: !61, inlinedAt: !57)
!68 = !DILocation(line: 12, column: 5, scope: !61, inlinedAt: !57)
!69 = !DILocation(line: 0, scope: !61, inlinedAt: !57)
!70 = !DILocation(line: 34, column: 3, scope: !13)
!71 = !DILocation(line: 34, column: 10, scope: !13)
!72 = !DILocation(line: 35, column: 26, scope: !13)
!73 = !DILocation(line: 35, column: 32, scope: !13)
!74 = !{!45, !45, i64 0}
!75 = !DILocalVariable(name: "lane", arg: 1, scope: !76, file: !1, line: 18, type: !4)
!76 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 18, type: !77, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !79)
!77 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !78)
!78 = !{!23, !4, !21}
!79 = !{!75, !80}
!80 = !DILocalVariable(name: "v", arg: 2, scope: !76, file: !1, line: 18, type: !21)
!81 = !DILocation(line: 0, scope: !76, inlinedAt: !82)
!82 = distinct !DILocation(line: 35, column: 13, scope: !13)
!83 = !DILocation(line: 19, column: 7, scope: !76, inlinedAt: !82)
!84 = !DILocation(line: 22, column: 5, scope: !85, inlinedAt: !82)
!85 = distinct !DILexicalBlock(scope: !76, file: !1, line: 21, column: 7)
!86 = !DILocation(line: 24, column: 5, scope: !87, inlinedAt: !82)
!87 = distinct !DILexicalBlock(scope: !76, file: !1, line: 23, column: 7)
!88 = !DILocation(line: 26, column: 5, scope: !89, inlinedAt: !82)
!89 = distinct !DILexicalBlock(scope: !76, file: !1, line: 25, column: 7)
!90 = !DILocation(line: 35, column: 3, scope: !13)
!91 = !DILocation(line: 35, column: 11, scope: !13)
!92 = !{!93, !93, i64 0}
!93 = !{!"float", !45, i64 0}
!94 = !DILocation(line: 36, column: 1, scope: !13)
!95 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 33, type: !96, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !97)
!97 = !{!34, !6}
