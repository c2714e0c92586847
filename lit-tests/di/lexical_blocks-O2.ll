; Lexical blocks at -O2: block-scoped locals keep their DILexicalBlock scopes after optimization; the unrolled while loop is described with dbg.value incl. !DIArgList operands and DW_OP_LLVM_arg/DW_OP_xor stack-value expressions.
; RUN: %nsdi-llc --dump-di %s | FileCheck %s
; RUN: %check-di-node-count %s | FileCheck %s --check-prefix=COUNT
; RUN: %nsdi-llc -g --verify-roundtrip %s -o %t.g.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.g.spv
; RUN: llvm-spirv -r %t.g.spv -o %t.g.rev.bc
; RUN: %nsdi-llc -g --spirv-ext=+all --verify-roundtrip %s -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-llc -gline-tables-only --verify-roundtrip %s -o %t.lt.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.lt.spv
; RUN: llvm-spirv -r %t.lt.spv -o %t.lt.rev.bc
; ROUNDTRIP: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; COUNT: DI node count {{[0-9]+}} matches llvm-dis
; CHECK: {{^}}; 59 nodes (56 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "lexical_blocks",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!8, !9, !10, !11, !12, !14, !17, !20, !22, !25, !27, !29, !30},
; CHECK: {{^}}!11 = DILocalVariable(name: "total",{{.*}} scope: [[KERNEL]],{{.*}} line: 4, type: !6,
; CHECK-NEXT: {{^}}!12 = DILocalVariable(name: "i",{{.*}} scope: [[FOR_I:![0-9]+]],{{.*}} line: 5, type: !6,
; CHECK-NEXT: {{^}}[[FOR_I]] = distinct DILexicalBlock(scope: [[KERNEL]], file: !1, line: 5, column: 3){{$}}
; CHECK: {{^}}!17 = DILocalVariable(name: "doubled",{{.*}} scope: !18,{{.*}} line: 8,
; CHECK-NEXT: {{^}}!18 = distinct DILexicalBlock(scope: !19, file: !1, line: 7, column: 16){{$}}
; CHECK-NEXT: {{^}}!19 = distinct DILexicalBlock(scope: !15, file: !1, line: 7, column: 9){{$}}
; CHECK: {{^}}!27 = DILocalVariable(name: "scoped",{{.*}} scope: [[BLOCK:![0-9]+]],{{.*}} line: 19,
; CHECK-NEXT: {{^}}[[BLOCK]] = distinct DILexicalBlock(scope: [[KERNEL]], file: !1, line: 18, column: 3){{$}}
; CHECK-NEXT: {{^}}!29 = DILocalVariable(name: "k",{{.*}} scope: [[BLOCK]],{{.*}} line: 20,
; CHECK-NEXT: {{^}}!30 = DILocalVariable(name: "inner",{{.*}} scope: [[WHILE_BODY:![0-9]+]],{{.*}} line: 22,
; CHECK-NEXT: {{^}}[[WHILE_BODY]] = distinct DILexicalBlock(scope: [[BLOCK]], file: !1, line: 21, column: 19){{$}}
; CHECK: {{^}}!41 = DIExpression(elements: (DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)){{$}}
; CHECK: {{^}}!43 = DIExpression(elements: (DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)){{$}}
; CHECK: {{^}}function @lexical_blocks subprogram [[KERNEL]]: 3 blocks, 47 instructions, 45 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(%7, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !39{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%7, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !40{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(!DIArgList(%6, %7), !11, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)) !dbg !32{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(i32 1, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !39{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%8, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !40{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(!DIArgList(%7, %6, %8), !11, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)) !dbg !32{{$}}
; ModuleID = 'lit-tests/di/Inputs/lexical_blocks.cl'
source_filename = "lit-tests/di/Inputs/lexical_blocks.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define spir_kernel void @lexical_blocks(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !40 !kernel_arg_access_qual !41 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 {
    #dbg_value(ptr addrspace(1) %0, !16, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
    #dbg_value(ptr addrspace(1) %1, !17, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
    #dbg_value(i32 %2, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
    #dbg_value(i32 0, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
    #dbg_value(i32 0, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  %4 = icmp sgt i32 %2, 0, !dbg !46
  br i1 %4, label %15, label %5, !dbg !47

5:                                                ; preds = %15, %3
  %6 = phi i32 [ 0, %3 ], [ %26, %15 ], !dbg !48
  %7 = sdiv i32 %6, 2, !dbg !49
    #dbg_value(i32 %7, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
    #dbg_value(i32 %7, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
    #dbg_value(!DIArgList(i32 %6, i32 %7), !19, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !44)
    #dbg_value(i32 1, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %8 = add nsw i32 %7, 1, !dbg !52
    #dbg_value(i32 %8, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
    #dbg_value(!DIArgList(i32 %7, i32 %6, i32 %8), !19, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !44)
    #dbg_value(i32 2, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %9 = add nsw i32 %7, 2, !dbg !52
    #dbg_value(i32 %9, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  %10 = xor i32 %8, %9, !dbg !53
  %11 = xor i32 %10, %7, !dbg !53
  %12 = xor i32 %11, %6, !dbg !53
    #dbg_value(i32 %12, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
    #dbg_value(i32 3, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %13 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !54
  %14 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %13, !dbg !55
  store i32 %12, ptr addrspace(1) %14, align 4, !dbg !56, !tbaa !57
  ret void, !dbg !61

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %26, %15 ], [ 0, %3 ]
  %17 = phi i32 [ %27, %15 ], [ 0, %3 ]
    #dbg_value(i32 %16, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
    #dbg_value(i32 %17, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  %18 = zext nneg i32 %17 to i64, !dbg !62
  %19 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18, !dbg !62
  %20 = load i32, ptr addrspace(1) %19, align 4, !dbg !62, !tbaa !57
    #dbg_value(i32 %20, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
  %21 = icmp sgt i32 %20, 0, !dbg !64
  %22 = add nsw i32 %20, %16, !dbg !65
  %23 = shl i32 %20, 2, !dbg !65
  %24 = add i32 %16, 1, !dbg !65
  %25 = add i32 %24, %23, !dbg !65
  %26 = select i1 %21, i32 %25, i32 %22, !dbg !65
    #dbg_value(i32 %26, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  %27 = add nuw nsw i32 %17, 1, !dbg !66
    #dbg_value(i32 %27, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  %28 = icmp slt i32 %27, %2, !dbg !46
  br i1 %28, label %15, label %5, !dbg !47, !llvm.loop !67
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !69 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/lexical_blocks.cl", directory: ".", checksumkind: CSK_MD5, checksum: "0e7ec7c6d72022c7c3ffe1e6b8b31180")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "lexical_blocks", scope: !1, file: !1, line: 2, type: !9, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{!16, !17, !18, !19, !20, !22, !25, !28, !30, !33, !35, !37, !38}
!16 = !DILocalVariable(name: "in", arg: 1, scope: !8, file: !1, line: 2, type: !11)
!17 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 2, type: !14)
!18 = !DILocalVariable(name: "n", arg: 3, scope: !8, file: !1, line: 3, type: !13)
!19 = !DILocalVariable(name: "total", scope: !8, file: !1, line: 4, type: !13)
!20 = !DILocalVariable(name: "i", scope: !21, file: !1, line: 5, type: !13)
!21 = distinct !DILexicalBlock(scope: !8, file: !1, line: 5, column: 3)
!22 = !DILocalVariable(name: "v", scope: !23, file: !1, line: 6, type: !13)
!23 = distinct !DILexicalBlock(scope: !24, file: !1, line: 5, column: 31)
!24 = distinct !DILexicalBlock(scope: !21, file: !1, line: 5, column: 3)
!25 = !DILocalVariable(name: "doubled", scope: !26, file: !1, line: 8, type: !13)
!26 = distinct !DILexicalBlock(scope: !27, file: !1, line: 7, column: 16)
!27 = distinct !DILexicalBlock(scope: !23, file: !1, line: 7, column: 9)
!28 = !DILocalVariable(name: "j", scope: !29, file: !1, line: 9, type: !13)
!29 = distinct !DILexicalBlock(scope: !26, file: !1, line: 9, column: 7)
!30 = !DILocalVariable(name: "step", scope: !31, file: !1, line: 10, type: !13)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 9, column: 35)
!32 = distinct !DILexicalBlock(scope: !29, file: !1, line: 9, column: 7)
!33 = !DILocalVariable(name: "negated", scope: !34, file: !1, line: 14, type: !13)
!34 = distinct !DILexicalBlock(scope: !27, file: !1, line: 13, column: 12)
!35 = !DILocalVariable(name: "scoped", scope: !36, file: !1, line: 19, type: !13)
!36 = distinct !DILexicalBlock(scope: !8, file: !1, line: 18, column: 3)
!37 = !DILocalVariable(name: "k", scope: !36, file: !1, line: 20, type: !13)
!38 = !DILocalVariable(name: "inner", scope: !39, file: !1, line: 22, type: !13)
!39 = distinct !DILexicalBlock(scope: !36, file: !1, line: 21, column: 19)
!40 = !{i32 1, i32 1, i32 0}
!41 = !{!"none", !"none", !"none"}
!42 = !{!"int*", !"int*", !"int"}
!43 = !{!"const", !"", !""}
!44 = !DILocation(line: 0, scope: !8)
!45 = !DILocation(line: 0, scope: !21)
!46 = !DILocation(line: 5, column: 21, scope: !24)
!47 = !DILocation(line: 5, column: 3, scope: !21)
!48 = !DILocation(line: 4, column: 7, scope: !8)
!49 = !DILocation(line: 19, column: 24, scope: !36)
!50 = !DILocation(line: 0, scope: !36)
!51 = !DILocation(line: 0, scope: !39)
!52 = !DILocation(line: 22, column: 26, scope: !39)
!53 = !DILocation(line: 23, column: 13, scope: !39)
!54 = !DILocation(line: 27, column: 7, scope: !8)
!55 = !DILocation(line: 27, column: 3, scope: !8)
!56 = !DILocation(line: 27, column: 25, scope: !8)
!57 = !{!58, !58, i64 0}
!58 = !{!"int", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = !DILocation(line: 28, column: 1, scope: !8)
!62 = !DILocation(line: 6, column: 13, scope: !23)
!63 = !DILocation(line: 0, scope: !23)
!64 = !DILocation(line: 7, column: 11, scope: !27)
!65 = !DILocation(line: 7, column: 9, scope: !23)
!66 = !DILocation(line: 5, column: 26, scope: !24)
!67 = distinct !{!67, !47, !68}
!68 = !DILocation(line: 17, column: 3, scope: !21)
!69 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 27, type: !70, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!70 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !71)
!71 = !{!72, !73}
!72 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
