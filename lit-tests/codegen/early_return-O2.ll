; Pins early-return control flow: OpBranchConditional true/false targets (i >= n exits to the shared return block), blocks in reverse post-order, a 3-input OpPhi with INT_MAX/0 constants and a 4-input float OpPhi, the i1 `and` as OpLogicalAnd, sdiv as OpSDiv, zext of n as OpUConvert and log() as OpenCL.std log.
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
; CHECK:      [[N:%[0-9]+]] = OpUConvert %ulong %5
; CHECK-NEXT: [[INRANGE:%[0-9]+]] = OpULessThan %bool {{%[0-9]+}} [[N]]
; CHECK-NEXT: OpBranchConditional [[INRANGE]] {{%[0-9]+}} [[RET:%[0-9]+]]
; CHECK:      [[BZERO:%[0-9]+]] = OpIEqual %bool {{%[0-9]+}} %uint_0
; CHECK-NEXT: OpBranchConditional [[BZERO]] [[DIV0:%[0-9]+]] {{%[0-9]+}}
; CHECK:      [[BOTH:%[0-9]+]] = OpLogicalAnd %bool
; CHECK-NEXT: OpBranchConditional [[BOTH]] [[OVF:%[0-9]+]] [[DIV:%[0-9]+]]
; CHECK:      [[Q:%[0-9]+]] = OpSDiv %uint
; CHECK:      OpPhi %uint %uint_0 [[DIV0]] %uint_2147483647 [[OVF]] [[Q]] [[DIV]]
; CHECK:      [[OK:%[0-9]+]] = OpIEqual %bool {{%[0-9]+}} %uint_0
; CHECK-NEXT: OpBranchConditional [[OK]] {{%[0-9]+}} [[RET]]
; CHECK:      [[LOG:%[0-9]+]] = OpExtInst %float [[STD]] log
; CHECK:      OpPhi %float [[LOG]] {{%[0-9]+}} %float_n1 {{%[0-9]+}} %float_n2 {{%[0-9]+}} %float_0 {{%[0-9]+}}
; CHECK:      [[RET]] = OpLabel
; CHECK-NEXT: OpReturn
; ModuleID = 'lit-tests/codegen/Inputs/early_return.cl'
source_filename = "lit-tests/codegen/Inputs/early_return.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @early_return(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !31 !kernel_arg_access_qual !32 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !34 {
    #dbg_value(ptr addrspace(1) %0, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
    #dbg_value(ptr addrspace(1) %1, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
    #dbg_value(ptr addrspace(1) %2, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
    #dbg_value(ptr addrspace(1) %3, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
    #dbg_value(ptr addrspace(1) %4, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
    #dbg_value(i32 %5, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !36
    #dbg_value(i64 %7, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
  %8 = zext i32 %5 to i64, !dbg !37
  %9 = icmp ult i64 %7, %8, !dbg !39
  br i1 %9, label %10, label %46, !dbg !40

10:                                               ; preds = %6
  %11 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %7, !dbg !41
  store i32 0, ptr addrspace(1) %11, align 4, !dbg !42, !tbaa !43
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7, !dbg !47
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !47, !tbaa !43
  %14 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7, !dbg !48
  %15 = load i32, ptr addrspace(1) %14, align 4, !dbg !48, !tbaa !43
    #dbg_value(i32 %13, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
    #dbg_value(i32 %15, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
    #dbg_value(ptr addrspace(1) %11, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  %16 = icmp eq i32 %15, 0, !dbg !58
  br i1 %16, label %17, label %18, !dbg !60

17:                                               ; preds = %10
  store i32 1, ptr addrspace(1) %11, align 4, !dbg !61, !tbaa !43
  br label %25, !dbg !63

18:                                               ; preds = %10
  %19 = icmp eq i32 %13, -2147483648, !dbg !64
  %20 = icmp eq i32 %15, -1
  %21 = and i1 %19, %20, !dbg !66
  br i1 %21, label %22, label %23, !dbg !66

22:                                               ; preds = %18
  store i32 2, ptr addrspace(1) %11, align 4, !dbg !67, !tbaa !43
  br label %25, !dbg !69

23:                                               ; preds = %18
  %24 = sdiv i32 %13, %15, !dbg !70
  br label %25, !dbg !71

25:                                               ; preds = %17, %22, %23
  %26 = phi i32 [ 0, %17 ], [ 2147483647, %22 ], [ %24, %23 ], !dbg !56
  %27 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7, !dbg !72
  store i32 %26, ptr addrspace(1) %27, align 4, !dbg !73, !tbaa !43
  %28 = load i32, ptr addrspace(1) %11, align 4, !dbg !74, !tbaa !43
  %29 = icmp eq i32 %28, 0, !dbg !76
  br i1 %29, label %30, label %46, !dbg !77

30:                                               ; preds = %25
  %31 = load i32, ptr addrspace(1) %12, align 4, !dbg !78, !tbaa !43
  %32 = sitofp i32 %31 to float, !dbg !79
  %33 = load i32, ptr addrspace(1) %14, align 4, !dbg !80, !tbaa !43
  %34 = sitofp i32 %33 to float, !dbg !81
    #dbg_value(float %32, !82, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !88)
    #dbg_value(float %34, !87, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !88)
  %35 = icmp sgt i32 %31, 0, !dbg !90
  br i1 %35, label %36, label %43, !dbg !92

36:                                               ; preds = %30
  %37 = icmp sgt i32 %33, 0, !dbg !93
  br i1 %37, label %38, label %43, !dbg !95

38:                                               ; preds = %36
  %39 = fcmp oeq float %32, %34, !dbg !96
  br i1 %39, label %43, label %40, !dbg !98

40:                                               ; preds = %38
  %41 = fdiv float %32, %34, !dbg !99, !fpmath !100
  %42 = tail call spir_func float @_Z3logf(float noundef %41) #2, !dbg !101
  br label %43, !dbg !102

43:                                               ; preds = %30, %36, %38, %40
  %44 = phi float [ %42, %40 ], [ -1.000000e+00, %30 ], [ -2.000000e+00, %36 ], [ 0.000000e+00, %38 ], !dbg !88
  %45 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %7, !dbg !103
  store float %44, ptr addrspace(1) %45, align 4, !dbg !104, !tbaa !105
  br label %46, !dbg !107

46:                                               ; preds = %25, %6, %43
  ret void, !dbg !107
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !108 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !111 spir_func float @_Z3logf(float noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/early_return.cl", directory: ".", checksumkind: CSK_MD5, checksum: "1a35e8ac01d7801d9846901ee712ca94")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "early_return", scope: !1, file: !1, line: 24, type: !11, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
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
!21 = !{!22, !23, !24, !25, !26, !27, !28}
!22 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 24, type: !13)
!23 = !DILocalVariable(name: "b", arg: 2, scope: !10, file: !1, line: 24, type: !13)
!24 = !DILocalVariable(name: "q", arg: 3, scope: !10, file: !1, line: 25, type: !16)
!25 = !DILocalVariable(name: "err", arg: 4, scope: !10, file: !1, line: 25, type: !16)
!26 = !DILocalVariable(name: "r", arg: 5, scope: !10, file: !1, line: 26, type: !17)
!27 = !DILocalVariable(name: "n", arg: 6, scope: !10, file: !1, line: 26, type: !18)
!28 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 27, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !19, line: 142, baseType: !30)
!30 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!31 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!32 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!33 = !{!"int*", !"int*", !"int*", !"int*", !"float*", !"uint"}
!34 = !{!"const", !"const", !"", !"", !"", !""}
!35 = !DILocation(line: 0, scope: !10)
!36 = !DILocation(line: 27, column: 14, scope: !10)
!37 = !DILocation(line: 28, column: 12, scope: !38)
!38 = distinct !DILexicalBlock(scope: !10, file: !1, line: 28, column: 7)
!39 = !DILocation(line: 28, column: 9, scope: !38)
!40 = !DILocation(line: 28, column: 7, scope: !10)
!41 = !DILocation(line: 30, column: 3, scope: !10)
!42 = !DILocation(line: 30, column: 10, scope: !10)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 31, column: 22, scope: !10)
!48 = !DILocation(line: 31, column: 28, scope: !10)
!49 = !DILocalVariable(name: "a", arg: 1, scope: !50, file: !1, line: 2, type: !15)
!50 = distinct !DISubprogram(name: "checked_div", scope: !1, file: !1, line: 2, type: !51, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !53)
!51 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !52)
!52 = !{!15, !15, !15, !16}
!53 = !{!49, !54, !55}
!54 = !DILocalVariable(name: "b", arg: 2, scope: !50, file: !1, line: 2, type: !15)
!55 = !DILocalVariable(name: "err", arg: 3, scope: !50, file: !1, line: 2, type: !16)
!56 = !DILocation(line: 0, scope: !50, inlinedAt: !57)
!57 = distinct !DILocation(line: 31, column: 10, scope: !10)
!58 = !DILocation(line: 3, column: 9, scope: !59, inlinedAt: !57)
!59 = distinct !DILexicalBlock(scope: !50, file: !1, line: 3, column: 7)
!60 = !DILocation(line: 3, column: 7, scope: !50, inlinedAt: !57)
!61 = !DILocation(line: 4, column: 10, scope: !62, inlinedAt: !57)
!62 = distinct !DILexicalBlock(scope: !59, file: !1, line: 3, column: 15)
!63 = !DILocation(line: 5, column: 5, scope: !62, inlinedAt: !57)
!64 = !DILocation(line: 7, column: 9, scope: !65, inlinedAt: !57)
!65 = distinct !DILexicalBlock(scope: !50, file: !1, line: 7, column: 7)
!66 = !DILocation(line: 7, column: 20, scope: !65, inlinedAt: !57)
!67 = !DILocation(line: 8, column: 10, scope: !68, inlinedAt: !57)
!68 = distinct !DILexicalBlock(scope: !65, file: !1, line: 7, column: 32)
!69 = !DILocation(line: 9, column: 5, scope: !68, inlinedAt: !57)
!70 = !DILocation(line: 11, column: 12, scope: !50, inlinedAt: !57)
!71 = !DILocation(line: 11, column: 3, scope: !50, inlinedAt: !57)
!72 = !DILocation(line: 31, column: 3, scope: !10)
!73 = !DILocation(line: 31, column: 8, scope: !10)
!74 = !DILocation(line: 32, column: 7, scope: !75)
!75 = distinct !DILexicalBlock(scope: !10, file: !1, line: 32, column: 7)
!76 = !DILocation(line: 32, column: 14, scope: !75)
!77 = !DILocation(line: 32, column: 7, scope: !10)
!78 = !DILocation(line: 34, column: 32, scope: !10)
!79 = !DILocation(line: 34, column: 25, scope: !10)
!80 = !DILocation(line: 34, column: 45, scope: !10)
!81 = !DILocation(line: 34, column: 38, scope: !10)
!82 = !DILocalVariable(name: "x", arg: 1, scope: !83, file: !1, line: 14, type: !3)
!83 = distinct !DISubprogram(name: "safe_log_ratio", scope: !1, file: !1, line: 14, type: !84, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !86)
!84 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !85)
!85 = !{!3, !3, !3}
!86 = !{!82, !87}
!87 = !DILocalVariable(name: "y", arg: 2, scope: !83, file: !1, line: 14, type: !3)
!88 = !DILocation(line: 0, scope: !83, inlinedAt: !89)
!89 = distinct !DILocation(line: 34, column: 10, scope: !10)
!90 = !DILocation(line: 15, column: 9, scope: !91, inlinedAt: !89)
!91 = distinct !DILexicalBlock(scope: !83, file: !1, line: 15, column: 7)
!92 = !DILocation(line: 15, column: 7, scope: !83, inlinedAt: !89)
!93 = !DILocation(line: 17, column: 9, scope: !94, inlinedAt: !89)
!94 = distinct !DILexicalBlock(scope: !83, file: !1, line: 17, column: 7)
!95 = !DILocation(line: 17, column: 7, scope: !83, inlinedAt: !89)
!96 = !DILocation(line: 19, column: 9, scope: !97, inlinedAt: !89)
!97 = distinct !DILexicalBlock(scope: !83, file: !1, line: 19, column: 7)
!98 = !DILocation(line: 19, column: 7, scope: !83, inlinedAt: !89)
!99 = !DILocation(line: 21, column: 16, scope: !83, inlinedAt: !89)
!100 = !{float 2.500000e+00}
!101 = !DILocation(line: 21, column: 10, scope: !83, inlinedAt: !89)
!102 = !DILocation(line: 21, column: 3, scope: !83, inlinedAt: !89)
!103 = !DILocation(line: 34, column: 3, scope: !10)
!104 = !DILocation(line: 34, column: 8, scope: !10)
!105 = !{!106, !106, i64 0}
!106 = !{!"float", !45, i64 0}
!107 = !DILocation(line: 35, column: 1, scope: !10)
!108 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 27, type: !109, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !110)
!110 = !{!30, !20}
!111 = !DISubprogram(name: "log", linkageName: "_Z3logf", scope: !1, file: !1, line: 21, type: !112, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !113)
!113 = !{!3, !3}
