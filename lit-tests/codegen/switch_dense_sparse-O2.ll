; Pins switch lowering: the dense 0..11 switch as one OpSwitch with 12 literal/label pairs and default, the sparse switch's literals (incl. 0x80000000 as unsigned 2147483648 and a case that jumps straight to the join block), 13- and 8-input OpPhis matching each predecessor, and the per-case opcodes (OpShiftRightArithmetic for >>, ~b as xor -1, s_max/s_min).
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
; CHECK:      [[ENTRY:%[0-9]+]] = OpLabel
; CHECK:      [[OP:%[0-9]+]] = OpLoad %uint
; CHECK:      OpSwitch [[OP]] [[J1:%[0-9]+]] 0 [[C0:%[0-9]+]] 1 {{%[0-9]+}} 2 {{%[0-9]+}} 3 {{%[0-9]+}} 4 {{%[0-9]+}} 5 {{%[0-9]+}} 6 {{%[0-9]+}} 7 [[C7:%[0-9]+]] 8 {{%[0-9]+}} 9 [[C9:%[0-9]+]] 10 {{%[0-9]+}} 11 [[C11:%[0-9]+]]
; CHECK-NEXT: [[C11]] = OpLabel
; CHECK-NEXT: [[MIN:%[0-9]+]] = OpExtInst %uint {{%[0-9]+}} s_min
; CHECK:      [[C9]] = OpLabel
; CHECK-NEXT: OpBitwiseXor %uint {{%[0-9]+}} %uint_4294967295
; CHECK:      [[C7]] = OpLabel
; CHECK-NEXT: [[AMT:%[0-9]+]] = OpBitwiseAnd %uint {{%[0-9]+}} %uint_31
; CHECK-NEXT: OpShiftRightArithmetic %uint {{%[0-9]+}} [[AMT]]
; CHECK:      [[J1]] = OpLabel
; CHECK-NEXT: OpPhi %uint [[MIN]] [[C11]] {{.*}} [[C0]] %uint_0 [[ENTRY]]
; CHECK:      OpSwitch [[CODE:%[0-9]+]] [[DEF:%[0-9]+]] 3 [[J2:%[0-9]+]] 17 [[C17:%[0-9]+]] 100 {{%[0-9]+}} 1024 {{%[0-9]+}} 65535 {{%[0-9]+}} 1000000 {{%[0-9]+}} 2147483648 [[CMIN:%[0-9]+]]
; CHECK:      [[J2]] = OpLabel
; CHECK-NEXT: OpPhi %uint {{%[0-9]+}} [[DEF]] %uint_13 [[CMIN]] {{.*}} %uint_170 [[C17]] %uint_30 [[J1]]
; ModuleID = 'lit-tests/codegen/Inputs/switch_dense_sparse.cl'
source_filename = "lit-tests/codegen/Inputs/switch_dense_sparse.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @switch_dense_sparse(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
    #dbg_value(ptr addrspace(1) %0, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
    #dbg_value(ptr addrspace(1) %1, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
    #dbg_value(ptr addrspace(1) %2, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !33
    #dbg_value(i64 %4, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4, !dbg !34
  %6 = load i32, ptr addrspace(1) %5, align 4, !dbg !34, !tbaa !35
  %7 = trunc i64 %4 to i32, !dbg !39
  %8 = getelementptr i8, ptr addrspace(1) %5, i64 4, !dbg !40
  %9 = load i32, ptr addrspace(1) %8, align 4, !dbg !40, !tbaa !35
    #dbg_value(i32 %6, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !48)
    #dbg_value(i32 %7, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !48)
    #dbg_value(i32 %9, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !48)
  switch i32 %6, label %36 [
    i32 0, label %10
    i32 1, label %12
    i32 2, label %14
    i32 3, label %16
    i32 4, label %18
    i32 5, label %20
    i32 6, label %22
    i32 7, label %25
    i32 8, label %28
    i32 9, label %30
    i32 10, label %32
    i32 11, label %34
  ], !dbg !50

10:                                               ; preds = %3
  %11 = add nsw i32 %9, %7, !dbg !51
  br label %36, !dbg !53

12:                                               ; preds = %3
  %13 = sub nsw i32 %7, %9, !dbg !54
  br label %36, !dbg !55

14:                                               ; preds = %3
  %15 = mul nsw i32 %9, %7, !dbg !56
  br label %36, !dbg !57

16:                                               ; preds = %3
  %17 = and i32 %9, %7, !dbg !58
  br label %36, !dbg !59

18:                                               ; preds = %3
  %19 = or i32 %9, %7, !dbg !60
  br label %36, !dbg !61

20:                                               ; preds = %3
  %21 = xor i32 %9, %7, !dbg !62
  br label %36, !dbg !63

22:                                               ; preds = %3
  %23 = and i32 %9, 31, !dbg !64
  %24 = shl i32 %7, %23, !dbg !65
  br label %36, !dbg !66

25:                                               ; preds = %3
  %26 = and i32 %9, 31, !dbg !67
  %27 = ashr i32 %7, %26, !dbg !68
  br label %36, !dbg !69

28:                                               ; preds = %3
  %29 = sub nsw i32 0, %7, !dbg !70
  br label %36, !dbg !71

30:                                               ; preds = %3
  %31 = xor i32 %9, -1, !dbg !72
  br label %36, !dbg !73

32:                                               ; preds = %3
  %33 = tail call i32 @llvm.smax.i32(i32 %7, i32 %9), !dbg !74
  br label %36, !dbg !75

34:                                               ; preds = %3
  %35 = tail call i32 @llvm.smin.i32(i32 %7, i32 %9), !dbg !76
  br label %36, !dbg !77

36:                                               ; preds = %3, %10, %12, %14, %16, %18, %20, %22, %25, %28, %30, %32, %34
  %37 = phi i32 [ %35, %34 ], [ %33, %32 ], [ %31, %30 ], [ %29, %28 ], [ %27, %25 ], [ %24, %22 ], [ %21, %20 ], [ %19, %18 ], [ %17, %16 ], [ %15, %14 ], [ %13, %12 ], [ %11, %10 ], [ 0, %3 ], !dbg !78
  %38 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4, !dbg !79
  %39 = load i32, ptr addrspace(1) %38, align 4, !dbg !79, !tbaa !35
    #dbg_value(i32 %39, !80, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
    #dbg_value(i32 0, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
  switch i32 %39, label %46 [
    i32 3, label %48
    i32 17, label %40
    i32 100, label %41
    i32 1024, label %42
    i32 65535, label %43
    i32 1000000, label %44
    i32 -2147483648, label %45
  ], !dbg !88

40:                                               ; preds = %36
    #dbg_value(i32 170, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
  br label %48, !dbg !89

41:                                               ; preds = %36
    #dbg_value(i32 1000, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
  br label %48, !dbg !91

42:                                               ; preds = %36
    #dbg_value(i32 7, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
  br label %48, !dbg !92

43:                                               ; preds = %36
    #dbg_value(i32 9, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
  br label %48, !dbg !93

44:                                               ; preds = %36
    #dbg_value(i32 11, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
  br label %48, !dbg !94

45:                                               ; preds = %36
    #dbg_value(i32 13, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
  br label %48, !dbg !95

46:                                               ; preds = %36
  %47 = lshr i32 %39, 4, !dbg !96
    #dbg_value(i32 %47, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
  br label %48, !dbg !97

48:                                               ; preds = %36, %40, %41, %42, %43, %44, %45, %46
  %49 = phi i32 [ %47, %46 ], [ 13, %45 ], [ 11, %44 ], [ 9, %43 ], [ 7, %42 ], [ 1000, %41 ], [ 170, %40 ], [ 30, %36 ], !dbg !98
    #dbg_value(i32 %49, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
  %50 = add nsw i32 %49, %37, !dbg !99
  %51 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %4, !dbg !100
  store i32 %50, ptr addrspace(1) %51, align 4, !dbg !101, !tbaa !35
  ret void, !dbg !102
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !103 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/switch_dense_sparse.cl", directory: ".", checksumkind: CSK_MD5, checksum: "d7a91e6cc5caaa293f827b68722b43a3")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "switch_dense_sparse", scope: !1, file: !1, line: 35, type: !11, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
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
!21 = !{!22, !23, !24, !25}
!22 = !DILocalVariable(name: "ops", arg: 1, scope: !10, file: !1, line: 35, type: !13)
!23 = !DILocalVariable(name: "codes", arg: 2, scope: !10, file: !1, line: 36, type: !15)
!24 = !DILocalVariable(name: "out", arg: 3, scope: !10, file: !1, line: 37, type: !20)
!25 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 38, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !18, line: 142, baseType: !27)
!27 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!28 = !{i32 1, i32 1, i32 1}
!29 = !{!"none", !"none", !"none"}
!30 = !{!"int*", !"uint*", !"int*"}
!31 = !{!"const", !"const", !""}
!32 = !DILocation(line: 0, scope: !10)
!33 = !DILocation(line: 38, column: 14, scope: !10)
!34 = !DILocation(line: 39, column: 18, scope: !10)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 39, column: 26, scope: !10)
!40 = !DILocation(line: 39, column: 34, scope: !10)
!41 = !DILocalVariable(name: "op", arg: 1, scope: !42, file: !1, line: 2, type: !3)
!42 = distinct !DISubprogram(name: "dense", scope: !1, file: !1, line: 2, type: !43, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !45)
!43 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !44)
!44 = !{!3, !3, !3, !3}
!45 = !{!41, !46, !47}
!46 = !DILocalVariable(name: "a", arg: 2, scope: !42, file: !1, line: 2, type: !3)
!47 = !DILocalVariable(name: "b", arg: 3, scope: !42, file: !1, line: 2, type: !3)
!48 = !DILocation(line: 0, scope: !42, inlinedAt: !49)
!49 = distinct !DILocation(line: 39, column: 12, scope: !10)
!50 = !DILocation(line: 3, column: 3, scope: !42, inlinedAt: !49)
!51 = !DILocation(line: 4, column: 20, scope: !52, inlinedAt: !49)
!52 = distinct !DILexicalBlock(scope: !42, file: !1, line: 3, column: 15)
!53 = !DILocation(line: 4, column: 11, scope: !52, inlinedAt: !49)
!54 = !DILocation(line: 5, column: 20, scope: !52, inlinedAt: !49)
!55 = !DILocation(line: 5, column: 11, scope: !52, inlinedAt: !49)
!56 = !DILocation(line: 6, column: 20, scope: !52, inlinedAt: !49)
!57 = !DILocation(line: 6, column: 11, scope: !52, inlinedAt: !49)
!58 = !DILocation(line: 7, column: 20, scope: !52, inlinedAt: !49)
!59 = !DILocation(line: 7, column: 11, scope: !52, inlinedAt: !49)
!60 = !DILocation(line: 8, column: 20, scope: !52, inlinedAt: !49)
!61 = !DILocation(line: 8, column: 11, scope: !52, inlinedAt: !49)
!62 = !DILocation(line: 9, column: 20, scope: !52, inlinedAt: !49)
!63 = !DILocation(line: 9, column: 11, scope: !52, inlinedAt: !49)
!64 = !DILocation(line: 10, column: 26, scope: !52, inlinedAt: !49)
!65 = !DILocation(line: 10, column: 20, scope: !52, inlinedAt: !49)
!66 = !DILocation(line: 10, column: 11, scope: !52, inlinedAt: !49)
!67 = !DILocation(line: 11, column: 26, scope: !52, inlinedAt: !49)
!68 = !DILocation(line: 11, column: 20, scope: !52, inlinedAt: !49)
!69 = !DILocation(line: 11, column: 11, scope: !52, inlinedAt: !49)
!70 = !DILocation(line: 12, column: 18, scope: !52, inlinedAt: !49)
!71 = !DILocation(line: 12, column: 11, scope: !52, inlinedAt: !49)
!72 = !DILocation(line: 13, column: 18, scope: !52, inlinedAt: !49)
!73 = !DILocation(line: 13, column: 11, scope: !52, inlinedAt: !49)
!74 = !DILocation(line: 14, column: 19, scope: !52, inlinedAt: !49)
!75 = !DILocation(line: 14, column: 12, scope: !52, inlinedAt: !49)
!76 = !DILocation(line: 15, column: 19, scope: !52, inlinedAt: !49)
!77 = !DILocation(line: 15, column: 12, scope: !52, inlinedAt: !49)
!78 = !DILocation(line: 0, scope: !52, inlinedAt: !49)
!79 = !DILocation(line: 39, column: 60, scope: !10)
!80 = !DILocalVariable(name: "code", arg: 1, scope: !81, file: !1, line: 20, type: !17)
!81 = distinct !DISubprogram(name: "sparse", scope: !1, file: !1, line: 20, type: !82, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !84)
!82 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !83)
!83 = !{!17, !17}
!84 = !{!80, !85}
!85 = !DILocalVariable(name: "r", scope: !81, file: !1, line: 21, type: !17)
!86 = !DILocation(line: 0, scope: !81, inlinedAt: !87)
!87 = distinct !DILocation(line: 39, column: 53, scope: !10)
!88 = !DILocation(line: 22, column: 3, scope: !81, inlinedAt: !87)
!89 = !DILocation(line: 24, column: 21, scope: !90, inlinedAt: !87)
!90 = distinct !DILexicalBlock(scope: !81, file: !1, line: 22, column: 17)
!91 = !DILocation(line: 25, column: 23, scope: !90, inlinedAt: !87)
!92 = !DILocation(line: 26, column: 21, scope: !90, inlinedAt: !87)
!93 = !DILocation(line: 27, column: 22, scope: !90, inlinedAt: !87)
!94 = !DILocation(line: 28, column: 25, scope: !90, inlinedAt: !87)
!95 = !DILocation(line: 29, column: 29, scope: !90, inlinedAt: !87)
!96 = !DILocation(line: 30, column: 21, scope: !90, inlinedAt: !87)
!97 = !DILocation(line: 30, column: 27, scope: !90, inlinedAt: !87)
!98 = !DILocation(line: 0, scope: !90, inlinedAt: !87)
!99 = !DILocation(line: 39, column: 46, scope: !10)
!100 = !DILocation(line: 39, column: 3, scope: !10)
!101 = !DILocation(line: 39, column: 10, scope: !10)
!102 = !DILocation(line: 40, column: 1, scope: !10)
!103 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 38, type: !104, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !105)
!105 = !{!27, !19}
