; Pins loop lowering after -O2: nested-loop header OpPhi pairs (constant from the preheader, value from the latch), the continue/break dispatch as OpSwitch with literal/target pairs (0 and 7 to the same block), a 3-input exit OpPhi, `select i1 %a, i1 %b, i1 false` as OpSelect %bool with %false, ashr as OpShiftRightArithmetic, and the find_first loop's -1 exit OpPhi.
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
; CHECK:      OpBranchConditional {{%[0-9]+}} [[PRE:%[0-9]+]] {{%[0-9]+}}
; CHECK-NEXT: [[PRE]] = OpLabel
; CHECK-NEXT: [[HASCOLS:%[0-9]+]] = OpSGreaterThan %bool %3 %uint_0
; CHECK-NEXT: OpBranch [[ROW:%[0-9]+]]
; CHECK-NEXT: [[ROW]] = OpLabel
; CHECK-NEXT: [[TOTAL:%[0-9]+]] = OpPhi %uint %uint_0 [[PRE]] [[NEWTOTAL:%[0-9]+]] [[ROWEND:%[0-9]+]]
; CHECK:      OpBranchConditional [[HASCOLS]] {{%[0-9]+}} [[ROWEND]]
; CHECK:      OpSwitch {{%[0-9]+}} [[ROWEND]] 0 [[NEXT:%[0-9]+]] 7 [[NEXT]]
; CHECK-NEXT: [[NEXT]] = OpLabel
; CHECK:      [[ROWEND]] = OpLabel
; CHECK-NEXT: [[ROWSUM:%[0-9]+]] = OpPhi %uint %uint_0 [[ROW]] [[SUM:%[0-9]+]] [[NEXT]] [[SUM]] {{%[0-9]+}}
; CHECK-NEXT: [[NEWTOTAL]] = OpIAdd %uint [[ROWSUM]] [[TOTAL]]
; CHECK:      OpShiftRightArithmetic %uint {{%[0-9]+}} %uint_1
; CHECK:      OpSelect %bool {{%[0-9]+}} {{%[0-9]+}} %false
; CHECK:      OpPhi %uint %uint_4294967295 {{%[0-9]+}} %uint_4294967295 {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}}
; ModuleID = 'lit-tests/codegen/Inputs/loops_nested.cl'
source_filename = "lit-tests/codegen/Inputs/loops_nested.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define spir_kernel void @loops_nested(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
    #dbg_value(ptr addrspace(1) %0, !16, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_value(ptr addrspace(1) %1, !17, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_value(i32 %2, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_value(i32 %3, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_value(i32 %4, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_value(i32 0, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_value(i32 0, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  %6 = icmp sgt i32 %2, 0, !dbg !41
  br i1 %6, label %7, label %14, !dbg !42

7:                                                ; preds = %5
  %8 = icmp sgt i32 %3, 0
  br label %9, !dbg !42

9:                                                ; preds = %7, %36
  %10 = phi i32 [ 0, %7 ], [ %38, %36 ]
  %11 = phi i32 [ 0, %7 ], [ %39, %36 ]
    #dbg_value(i32 %10, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_value(i32 %11, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
    #dbg_value(i32 0, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_value(i32 0, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  br i1 %8, label %12, label %36, !dbg !45

12:                                               ; preds = %9
  %13 = mul nuw nsw i32 %11, %3
  br label %19, !dbg !45

14:                                               ; preds = %36, %5
  %15 = phi i32 [ 0, %5 ], [ %38, %36 ], !dbg !39
  store i32 %15, ptr addrspace(1) %1, align 4, !dbg !46, !tbaa !47
    #dbg_value(i32 0, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %16 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4, !dbg !51
  %17 = load i32, ptr addrspace(1) %16, align 4, !dbg !51, !tbaa !47
    #dbg_value(i32 %17, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %18 = icmp eq i32 %17, 1, !dbg !52
  br i1 %18, label %54, label %41, !dbg !53

19:                                               ; preds = %12, %33
  %20 = phi i32 [ 0, %12 ], [ %34, %33 ]
  %21 = phi i32 [ 0, %12 ], [ %32, %33 ]
    #dbg_value(i32 %20, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_value(i32 %21, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  %22 = add nuw nsw i32 %20, %13, !dbg !54
  %23 = zext nneg i32 %22 to i64, !dbg !55
  %24 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %23, !dbg !55
  %25 = load i32, ptr addrspace(1) %24, align 4, !dbg !55, !tbaa !47
    #dbg_value(i32 %25, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  %26 = icmp slt i32 %25, 0, !dbg !57
  %27 = icmp sgt i32 %25, 1000, !dbg !59
  %28 = select i1 %27, i32 5, i32 0, !dbg !59
  %29 = select i1 %26, i32 7, i32 %28, !dbg !59
  %30 = icmp ugt i32 %25, 1000, !dbg !59
  %31 = select i1 %30, i32 0, i32 %25, !dbg !59
  %32 = add nsw i32 %31, %21, !dbg !59
    #dbg_value(i32 %32, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  switch i32 %29, label %36 [
    i32 0, label %33
    i32 7, label %33
  ]

33:                                               ; preds = %19, %19
  %34 = add nuw nsw i32 %20, 1, !dbg !60
    #dbg_value(i32 %34, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_value(i32 %32, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  %35 = icmp slt i32 %34, %3, !dbg !61
  br i1 %35, label %19, label %36, !dbg !45, !llvm.loop !62

36:                                               ; preds = %19, %33, %9
  %37 = phi i32 [ 0, %9 ], [ %32, %33 ], [ %32, %19 ], !dbg !64
    #dbg_value(i32 %37, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  %38 = add nsw i32 %37, %10, !dbg !65
    #dbg_value(i32 %38, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %39 = add nuw nsw i32 %11, 1, !dbg !66
    #dbg_value(i32 %39, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  %40 = icmp slt i32 %39, %2, !dbg !41
  br i1 %40, label %9, label %14, !dbg !42, !llvm.loop !67

41:                                               ; preds = %14, %41
  %42 = phi i32 [ %49, %41 ], [ %17, %14 ]
  %43 = phi i32 [ %50, %41 ], [ 0, %14 ]
    #dbg_value(i32 %42, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_value(i32 %43, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %44 = and i32 %42, 1, !dbg !69
  %45 = icmp eq i32 %44, 0, !dbg !69
  %46 = mul nsw i32 %42, 3, !dbg !71
  %47 = add nsw i32 %46, 1, !dbg !71
  %48 = ashr exact i32 %42, 1, !dbg !71
  %49 = select i1 %45, i32 %48, i32 %47, !dbg !71
    #dbg_value(i32 %49, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %50 = add nuw nsw i32 %43, 1, !dbg !72
    #dbg_value(i32 %50, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %51 = icmp ne i32 %49, 1, !dbg !52
  %52 = icmp ult i32 %43, 63, !dbg !73
  %53 = select i1 %51, i1 %52, i1 false, !dbg !73
  br i1 %53, label %41, label %54, !dbg !53, !llvm.loop !74

54:                                               ; preds = %41, %14
  %55 = phi i32 [ 0, %14 ], [ %50, %41 ], !dbg !39
  store i32 %55, ptr addrspace(1) %16, align 4, !dbg !76, !tbaa !47
    #dbg_value(i32 0, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %56 = mul nsw i32 %3, %2
  %57 = tail call i32 @llvm.smax.i32(i32 %56, i32 3), !dbg !77
  %58 = add nsw i32 %57, -1, !dbg !77
  %59 = urem i32 %58, 3, !dbg !77
  %60 = sub nuw nsw i32 %58, %59, !dbg !77
    #dbg_value(i32 poison, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %61 = add nuw i32 %60, 3, !dbg !77
  %62 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 8, !dbg !78
  store i32 %61, ptr addrspace(1) %62, align 4, !dbg !79, !tbaa !47
    #dbg_value(ptr addrspace(1) %0, !80, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !89)
    #dbg_value(i32 %56, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !89)
    #dbg_value(i32 %4, !86, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !89)
    #dbg_value(i32 0, !87, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !91)
  %63 = icmp sgt i32 %56, 0, !dbg !92
  br i1 %63, label %64, label %73, !dbg !94

64:                                               ; preds = %54, %70
  %65 = phi i32 [ %71, %70 ], [ 0, %54 ]
    #dbg_value(i32 %65, !87, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !91)
  %66 = zext nneg i32 %65 to i64, !dbg !95
  %67 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %66, !dbg !95
  %68 = load i32, ptr addrspace(1) %67, align 4, !dbg !95, !tbaa !47
  %69 = icmp eq i32 %68, %4, !dbg !98
  br i1 %69, label %73, label %70, !dbg !99

70:                                               ; preds = %64
  %71 = add nuw nsw i32 %65, 1, !dbg !100
    #dbg_value(i32 %71, !87, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !91)
  %72 = icmp slt i32 %71, %56, !dbg !92
  br i1 %72, label %64, label %73, !dbg !94, !llvm.loop !101

73:                                               ; preds = %64, %70, %54
  %74 = phi i32 [ -1, %54 ], [ -1, %70 ], [ %65, %64 ]
  %75 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 12, !dbg !103
  store i32 %74, ptr addrspace(1) %75, align 4, !dbg !104, !tbaa !47
  ret void, !dbg !105
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/loops_nested.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8c0371eb307986eecbae0ae5a4b28738")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "loops_nested", scope: !1, file: !1, line: 10, type: !9, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !13, !13, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{!16, !17, !18, !19, !20, !21, !22, !24, !27, !29, !32, !33, !34}
!16 = !DILocalVariable(name: "m", arg: 1, scope: !8, file: !1, line: 10, type: !11)
!17 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 10, type: !14)
!18 = !DILocalVariable(name: "rows", arg: 3, scope: !8, file: !1, line: 10, type: !13)
!19 = !DILocalVariable(name: "cols", arg: 4, scope: !8, file: !1, line: 11, type: !13)
!20 = !DILocalVariable(name: "key", arg: 5, scope: !8, file: !1, line: 11, type: !13)
!21 = !DILocalVariable(name: "total", scope: !8, file: !1, line: 12, type: !13)
!22 = !DILocalVariable(name: "r", scope: !23, file: !1, line: 13, type: !13)
!23 = distinct !DILexicalBlock(scope: !8, file: !1, line: 13, column: 3)
!24 = !DILocalVariable(name: "rowsum", scope: !25, file: !1, line: 14, type: !13)
!25 = distinct !DILexicalBlock(scope: !26, file: !1, line: 13, column: 34)
!26 = distinct !DILexicalBlock(scope: !23, file: !1, line: 13, column: 3)
!27 = !DILocalVariable(name: "c", scope: !28, file: !1, line: 15, type: !13)
!28 = distinct !DILexicalBlock(scope: !25, file: !1, line: 15, column: 5)
!29 = !DILocalVariable(name: "v", scope: !30, file: !1, line: 16, type: !13)
!30 = distinct !DILexicalBlock(scope: !31, file: !1, line: 15, column: 36)
!31 = distinct !DILexicalBlock(scope: !28, file: !1, line: 15, column: 5)
!32 = !DILocalVariable(name: "steps", scope: !8, file: !1, line: 27, type: !13)
!33 = !DILocalVariable(name: "x", scope: !8, file: !1, line: 28, type: !13)
!34 = !DILocalVariable(name: "k", scope: !8, file: !1, line: 35, type: !13)
!35 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!36 = !{!"none", !"none", !"none", !"none", !"none"}
!37 = !{!"int*", !"int*", !"int", !"int", !"int"}
!38 = !{!"const", !"", !"", !"", !""}
!39 = !DILocation(line: 0, scope: !8)
!40 = !DILocation(line: 0, scope: !23)
!41 = !DILocation(line: 13, column: 21, scope: !26)
!42 = !DILocation(line: 13, column: 3, scope: !23)
!43 = !DILocation(line: 0, scope: !28)
!44 = !DILocation(line: 0, scope: !25)
!45 = !DILocation(line: 15, column: 5, scope: !28)
!46 = !DILocation(line: 25, column: 10, scope: !8)
!47 = !{!48, !48, i64 0}
!48 = !{!"int", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !DILocation(line: 28, column: 11, scope: !8)
!52 = !DILocation(line: 29, column: 12, scope: !8)
!53 = !DILocation(line: 29, column: 3, scope: !8)
!54 = !DILocation(line: 16, column: 26, scope: !30)
!55 = !DILocation(line: 16, column: 15, scope: !30)
!56 = !DILocation(line: 0, scope: !30)
!57 = !DILocation(line: 17, column: 13, scope: !58)
!58 = distinct !DILexicalBlock(scope: !30, file: !1, line: 17, column: 11)
!59 = !DILocation(line: 17, column: 11, scope: !30)
!60 = !DILocation(line: 15, column: 31, scope: !31)
!61 = !DILocation(line: 15, column: 23, scope: !31)
!62 = distinct !{!62, !45, !63}
!63 = !DILocation(line: 22, column: 5, scope: !28)
!64 = !DILocation(line: 14, column: 9, scope: !25)
!65 = !DILocation(line: 23, column: 11, scope: !25)
!66 = !DILocation(line: 13, column: 29, scope: !26)
!67 = distinct !{!67, !42, !68}
!68 = !DILocation(line: 24, column: 3, scope: !23)
!69 = !DILocation(line: 30, column: 12, scope: !70)
!70 = distinct !DILexicalBlock(scope: !8, file: !1, line: 29, column: 32)
!71 = !DILocation(line: 30, column: 9, scope: !70)
!72 = !DILocation(line: 31, column: 5, scope: !70)
!73 = !DILocation(line: 29, column: 17, scope: !8)
!74 = distinct !{!74, !53, !75}
!75 = !DILocation(line: 32, column: 3, scope: !8)
!76 = !DILocation(line: 33, column: 10, scope: !8)
!77 = !DILocation(line: 36, column: 3, scope: !8)
!78 = !DILocation(line: 39, column: 3, scope: !8)
!79 = !DILocation(line: 39, column: 10, scope: !8)
!80 = !DILocalVariable(name: "v", arg: 1, scope: !81, file: !1, line: 2, type: !11)
!81 = distinct !DISubprogram(name: "find_first", scope: !1, file: !1, line: 2, type: !82, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !84)
!82 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !83)
!83 = !{!13, !11, !13, !13}
!84 = !{!80, !85, !86, !87}
!85 = !DILocalVariable(name: "n", arg: 2, scope: !81, file: !1, line: 2, type: !13)
!86 = !DILocalVariable(name: "key", arg: 3, scope: !81, file: !1, line: 2, type: !13)
!87 = !DILocalVariable(name: "i", scope: !88, file: !1, line: 3, type: !13)
!88 = distinct !DILexicalBlock(scope: !81, file: !1, line: 3, column: 3)
!89 = !DILocation(line: 0, scope: !81, inlinedAt: !90)
!90 = distinct !DILocation(line: 40, column: 12, scope: !8)
!91 = !DILocation(line: 0, scope: !88, inlinedAt: !90)
!92 = !DILocation(line: 3, column: 21, scope: !93, inlinedAt: !90)
!93 = distinct !DILexicalBlock(scope: !88, file: !1, line: 3, column: 3)
!94 = !DILocation(line: 3, column: 3, scope: !88, inlinedAt: !90)
!95 = !DILocation(line: 4, column: 9, scope: !96, inlinedAt: !90)
!96 = distinct !DILexicalBlock(scope: !97, file: !1, line: 4, column: 9)
!97 = distinct !DILexicalBlock(scope: !93, file: !1, line: 3, column: 31)
!98 = !DILocation(line: 4, column: 14, scope: !96, inlinedAt: !90)
!99 = !DILocation(line: 4, column: 9, scope: !97, inlinedAt: !90)
!100 = !DILocation(line: 3, column: 26, scope: !93, inlinedAt: !90)
!101 = distinct !{!101, !94, !102}
!102 = !DILocation(line: 6, column: 3, scope: !88, inlinedAt: !90)
!103 = !DILocation(line: 40, column: 3, scope: !8)
!104 = !DILocation(line: 40, column: 10, scope: !8)
!105 = !DILocation(line: 41, column: 1, scope: !8)
