; Pins the if/else-if chain after -O2: fcmp ult as OpFUnordLessThan vs olt as OpFOrdLessThan, OpBranchConditional true/false targets, the 4-input OpPhi of constants per predecessor, `select i1 %c, i1 true, i1 %x` as OpSelect %bool with %true, and float OpSelect chains.
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
; CHECK:      [[C90:%[0-9]+]] = OpFUnordLessThan %bool [[S:%[0-9]+]] %float_90
; CHECK-NEXT: OpBranchConditional [[C90]] [[B75:%[0-9]+]] [[JOIN:%[0-9]+]]
; CHECK-NEXT: [[B75]] = OpLabel
; CHECK-NEXT: [[C75:%[0-9]+]] = OpFUnordLessThan %bool [[S]] %float_75
; CHECK-NEXT: OpBranchConditional [[C75]] [[B50:%[0-9]+]] [[JOIN]]
; CHECK-NEXT: [[B50]] = OpLabel
; CHECK-NEXT: [[C50:%[0-9]+]] = OpFUnordLessThan %bool [[S]] %float_50
; CHECK-NEXT: OpBranchConditional [[C50]] [[B25:%[0-9]+]] [[JOIN]]
; CHECK-NEXT: [[B25]] = OpLabel
; CHECK-NEXT: [[C25:%[0-9]+]] = OpFUnordLessThan %bool [[S]] %float_25
; CHECK-NEXT: [[T:%[0-9]+]] = OpSelect %float [[C25]] %float_0 %float_1
; CHECK:      [[JOIN]] = OpLabel
; CHECK-NEXT: OpPhi %float %float_4 [[ENTRY]] %float_3 [[B75]] %float_2 [[B50]] [[T]] [[B25]]
; CHECK:      [[LT:%[0-9]+]] = OpFOrdLessThan %bool {{%[0-9]+}} %float_n5
; CHECK:      OpSelect %bool [[LT]] %true {{%[0-9]+}}
; ModuleID = 'lit-tests/codegen/Inputs/if_else_chain.cl'
source_filename = "lit-tests/codegen/Inputs/if_else_chain.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @if_else_chain(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
    #dbg_value(ptr addrspace(1) %0, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(ptr addrspace(1) %1, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(ptr addrspace(1) %2, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !34
    #dbg_value(i64 %4, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  %5 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4, !dbg !35
  %6 = load float, ptr addrspace(1) %5, align 4, !dbg !35, !tbaa !36
    #dbg_value(float %6, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  %7 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4, !dbg !40
  %8 = load i32, ptr addrspace(1) %7, align 4, !dbg !40, !tbaa !41
    #dbg_value(i32 %8, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(float %6, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %9 = fcmp ult float %6, 9.000000e+01, !dbg !51
  br i1 %9, label %10, label %17, !dbg !53

10:                                               ; preds = %3
  %11 = fcmp ult float %6, 7.500000e+01, !dbg !54
  br i1 %11, label %12, label %17, !dbg !56

12:                                               ; preds = %10
  %13 = fcmp ult float %6, 5.000000e+01, !dbg !57
  br i1 %13, label %14, label %17, !dbg !59

14:                                               ; preds = %12
  %15 = fcmp ult float %6, 2.500000e+01, !dbg !60
  %16 = select i1 %15, float 0.000000e+00, float 1.000000e+00
  br label %17

17:                                               ; preds = %3, %10, %12, %14
  %18 = phi float [ 4.000000e+00, %3 ], [ 3.000000e+00, %10 ], [ 2.000000e+00, %12 ], [ %16, %14 ], !dbg !62
    #dbg_value(float %18, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
    #dbg_value(float %18, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  %19 = and i32 %8, 1, !dbg !63
  %20 = icmp eq i32 %19, 0, !dbg !63
  br i1 %20, label %28, label %21, !dbg !65

21:                                               ; preds = %17
  %22 = and i32 %8, 2, !dbg !66
  %23 = icmp eq i32 %22, 0, !dbg !66
  br i1 %23, label %26, label %24, !dbg !69

24:                                               ; preds = %21
  %25 = fmul float %18, 2.000000e+00, !dbg !70
    #dbg_value(float %25, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  br label %33, !dbg !71

26:                                               ; preds = %21
  %27 = fadd float %18, 5.000000e-01, !dbg !72
    #dbg_value(float %27, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  br label %33

28:                                               ; preds = %17
  %29 = and i32 %8, 4, !dbg !73
  %30 = icmp eq i32 %29, 0, !dbg !73
  %31 = fneg float %18
  %32 = select i1 %30, float %18, float %31, !dbg !75
  br label %33, !dbg !75

33:                                               ; preds = %28, %24, %26
  %34 = phi float [ %25, %24 ], [ %27, %26 ], [ %32, %28 ], !dbg !33
    #dbg_value(float %34, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  %35 = fcmp ule float %34, 5.000000e+00, !dbg !76
  %36 = and i32 %8, 8
  %37 = icmp eq i32 %36, 0
  %38 = select i1 %35, i1 true, i1 %37, !dbg !78
  %39 = fcmp olt float %34, -5.000000e+00, !dbg !78
  %40 = icmp eq i32 %8, 0, !dbg !78
  %41 = select i1 %39, i1 true, i1 %40, !dbg !78
  %42 = select i1 %41, float 0.000000e+00, float %34, !dbg !78
  %43 = select i1 %38, float %42, float 5.000000e+00, !dbg !78
    #dbg_value(float %43, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  %44 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %4, !dbg !79
  store float %43, ptr addrspace(1) %44, align 4, !dbg !80, !tbaa !36
  ret void, !dbg !81
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !82 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/if_else_chain.cl", directory: ".", checksumkind: CSK_MD5, checksum: "f7d72390e55178f0a26deb378d633497")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "if_else_chain", scope: !1, file: !1, line: 18, type: !9, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !17}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!18 = !{!19, !20, !21, !22, !26, !27, !28}
!19 = !DILocalVariable(name: "scores", arg: 1, scope: !8, file: !1, line: 18, type: !11)
!20 = !DILocalVariable(name: "flags", arg: 2, scope: !8, file: !1, line: 19, type: !14)
!21 = !DILocalVariable(name: "out", arg: 3, scope: !8, file: !1, line: 19, type: !17)
!22 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 20, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !24, line: 142, baseType: !25)
!24 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!25 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!26 = !DILocalVariable(name: "s", scope: !8, file: !1, line: 21, type: !13)
!27 = !DILocalVariable(name: "fl", scope: !8, file: !1, line: 22, type: !16)
!28 = !DILocalVariable(name: "r", scope: !8, file: !1, line: 23, type: !13)
!29 = !{i32 1, i32 1, i32 1}
!30 = !{!"none", !"none", !"none"}
!31 = !{!"float*", !"int*", !"float*"}
!32 = !{!"const", !"const", !""}
!33 = !DILocation(line: 0, scope: !8)
!34 = !DILocation(line: 20, column: 14, scope: !8)
!35 = !DILocation(line: 21, column: 13, scope: !8)
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 22, column: 12, scope: !8)
!41 = !{!42, !42, i64 0}
!42 = !{!"int", !38, i64 0}
!43 = !DILocalVariable(name: "score", arg: 1, scope: !44, file: !1, line: 2, type: !13)
!44 = distinct !DISubprogram(name: "tier", scope: !1, file: !1, line: 2, type: !45, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !47)
!45 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !46)
!46 = !{!13, !13}
!47 = !{!43, !48}
!48 = !DILocalVariable(name: "bonus", scope: !44, file: !1, line: 3, type: !13)
!49 = !DILocation(line: 0, scope: !44, inlinedAt: !50)
!50 = distinct !DILocation(line: 23, column: 13, scope: !8)
!51 = !DILocation(line: 4, column: 13, scope: !52, inlinedAt: !50)
!52 = distinct !DILexicalBlock(scope: !44, file: !1, line: 4, column: 7)
!53 = !DILocation(line: 4, column: 7, scope: !44, inlinedAt: !50)
!54 = !DILocation(line: 6, column: 20, scope: !55, inlinedAt: !50)
!55 = distinct !DILexicalBlock(scope: !52, file: !1, line: 6, column: 14)
!56 = !DILocation(line: 6, column: 14, scope: !52, inlinedAt: !50)
!57 = !DILocation(line: 8, column: 20, scope: !58, inlinedAt: !50)
!58 = distinct !DILexicalBlock(scope: !55, file: !1, line: 8, column: 14)
!59 = !DILocation(line: 8, column: 14, scope: !55, inlinedAt: !50)
!60 = !DILocation(line: 10, column: 20, scope: !61, inlinedAt: !50)
!61 = distinct !DILexicalBlock(scope: !58, file: !1, line: 10, column: 14)
!62 = !DILocation(line: 0, scope: !52, inlinedAt: !50)
!63 = !DILocation(line: 24, column: 10, scope: !64)
!64 = distinct !DILexicalBlock(scope: !8, file: !1, line: 24, column: 7)
!65 = !DILocation(line: 24, column: 7, scope: !8)
!66 = !DILocation(line: 25, column: 12, scope: !67)
!67 = distinct !DILexicalBlock(scope: !68, file: !1, line: 25, column: 9)
!68 = distinct !DILexicalBlock(scope: !64, file: !1, line: 24, column: 15)
!69 = !DILocation(line: 25, column: 9, scope: !68)
!70 = !DILocation(line: 26, column: 9, scope: !67)
!71 = !DILocation(line: 26, column: 7, scope: !67)
!72 = !DILocation(line: 28, column: 9, scope: !67)
!73 = !DILocation(line: 29, column: 17, scope: !74)
!74 = distinct !DILexicalBlock(scope: !64, file: !1, line: 29, column: 14)
!75 = !DILocation(line: 29, column: 14, scope: !64)
!76 = !DILocation(line: 32, column: 9, scope: !77)
!77 = distinct !DILexicalBlock(scope: !8, file: !1, line: 32, column: 7)
!78 = !DILocation(line: 32, column: 16, scope: !77)
!79 = !DILocation(line: 36, column: 3, scope: !8)
!80 = !DILocation(line: 36, column: 10, scope: !8)
!81 = !DILocation(line: 37, column: 1, scope: !8)
!82 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 20, type: !83, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!83 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !84)
!84 = !{!25, !85}
!85 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
