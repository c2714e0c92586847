; Switch at -O2: apply() inlined into the kernel with its switch/case lexical blocks re-parented under the inlined subprogram, and per-case dbg.value records for r, a and the case-local prod.
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
; CHECK: {{^}}; 54 nodes (53 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[OP:![0-9]+]] = DICompositeType(tag: DW_TAG_enumeration_type, name: "Op",{{.*}} baseType: !3, size: 32,{{.*}} elements: {!4, !5, !6, !7, !8},
; CHECK: {{^}}!7 = DIEnumerator(name: "OP_NEG", value: 3, isUnsigned: false){{$}}
; CHECK: {{^}}!21 = DILocalVariable(name: "op",{{.*}} scope: [[KERNEL:![0-9]+]],{{.*}} line: 30, type: [[OP]],
; CHECK: {{^}}!29 = DILocation(line: 0, column: 0, scope: [[APPLY:![0-9]+]], inlinedAt: !39, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[APPLY]] = distinct DISubprogram(scope: !1, name: "apply",{{.*}} line: 4, type: !31,{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!32, !33, !34, !35, !36},
; CHECK-NEXT: {{^}}!31 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {[[INT:![0-9]+]], [[OP]], [[INT]], [[INT]]}){{$}}
; CHECK-NEXT: {{^}}!32 = DILocalVariable(name: "op", arg: 1, scope: [[APPLY]],{{.*}} type: [[OP]],
; CHECK: {{^}}!35 = DILocalVariable(name: "r",{{.*}} scope: [[APPLY]],{{.*}} line: 5, type: [[INT]],
; CHECK-NEXT: {{^}}!36 = DILocalVariable(name: "prod",{{.*}} scope: [[CASE:![0-9]+]],{{.*}} line: 14, type: [[INT]],
; CHECK-NEXT: {{^}}[[CASE]] = distinct DILexicalBlock(scope: [[SWITCH:![0-9]+]], file: !1, line: 13, column: 16){{$}}
; CHECK-NEXT: {{^}}[[SWITCH]] = distinct DILexicalBlock(scope: [[APPLY]], file: !1, line: 6, column: 15){{$}}
; CHECK-NEXT: {{^}}!39 = distinct DILocation(line: 31, column: 13, scope: [[KERNEL]], inlinedAt: null, isImplicitCode: false){{$}}
; CHECK: {{^}}!45 = DILocation(line: 14, column: 18, scope: [[CASE]], inlinedAt: !39, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}!46 = DILocation(line: 0, column: 0, scope: [[CASE]], inlinedAt: !39, isImplicitCode: false){{$}}
; CHECK: {{^}}function @switch_ops subprogram [[KERNEL]]: 6 blocks, 33 instructions, 32 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(%6, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !29{{$}}
; CHECK: {{^}}  llvm.dbg.value(i32 0, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !29{{$}}
; CHECK: {{^}}  llvm.dbg.value(%15, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !46{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%15, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !29{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%17, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !29{{$}}
; ModuleID = 'lit-tests/di/Inputs/switch.cl'
source_filename = "lit-tests/di/Inputs/switch.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @switch_ops(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1) local_unnamed_addr #0 !dbg !19 !kernel_arg_addr_space !33 !kernel_arg_access_qual !34 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 {
    #dbg_value(ptr addrspace(1) %0, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
    #dbg_value(ptr addrspace(1) %1, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !38
    #dbg_value(i64 %3, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  %4 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3, !dbg !39
  %5 = load i32, ptr addrspace(1) %4, align 4, !dbg !39, !tbaa !40
  %6 = srem i32 %5, 5, !dbg !44
    #dbg_value(i32 %6, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  %7 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %3, !dbg !45
  %8 = load i32, ptr addrspace(1) %7, align 4, !dbg !45, !tbaa !40
  %9 = trunc i64 %3 to i32, !dbg !46
    #dbg_value(i32 %6, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
    #dbg_value(i32 %8, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
    #dbg_value(i32 %9, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
    #dbg_value(i32 0, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  switch i32 %6, label %18 [
    i32 0, label %10
    i32 1, label %12
    i32 2, label %14
    i32 3, label %16
  ], !dbg !60

10:                                               ; preds = %2
  %11 = add nsw i32 %8, %9, !dbg !61
    #dbg_value(i32 %11, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  br label %18, !dbg !62

12:                                               ; preds = %2
  %13 = sub nsw i32 %8, %9, !dbg !63
    #dbg_value(i32 %13, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  br label %18, !dbg !64

14:                                               ; preds = %2
  %15 = mul nsw i32 %8, %9, !dbg !65
    #dbg_value(i32 %15, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(i32 %15, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  br label %18

16:                                               ; preds = %2
  %17 = sub nsw i32 0, %8, !dbg !67
    #dbg_value(i32 %17, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  br label %18, !dbg !68

18:                                               ; preds = %2, %10, %12, %14, %16
  %19 = phi i32 [ %15, %14 ], [ %13, %12 ], [ %11, %10 ], [ %8, %2 ], [ %17, %16 ], !dbg !69
    #dbg_value(i32 %19, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  store i32 %19, ptr addrspace(1) %7, align 4, !dbg !70, !tbaa !40
  ret void, !dbg !71
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !72 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!13, !14, !15, !16}
!opencl.ocl.version = !{!17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !11, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/switch.cl", directory: ".", checksumkind: CSK_MD5, checksum: "4a9b4ca84e29b10c5b6fcb8b86a54a19")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Op", file: !1, line: 2, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8, !9, !10}
!6 = !DIEnumerator(name: "OP_ADD", value: 0)
!7 = !DIEnumerator(name: "OP_SUB", value: 1)
!8 = !DIEnumerator(name: "OP_MUL", value: 2)
!9 = !DIEnumerator(name: "OP_NEG", value: 3)
!10 = !DIEnumerator(name: "OP_NOP", value: 4)
!11 = !{!3, !12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{i32 2, i32 0}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "switch_ops", scope: !1, file: !1, line: 28, type: !20, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !25)
!20 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !21)
!21 = !{null, !22, !24}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, dwarfAddressSpace: 1)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!25 = !{!26, !27, !28, !32}
!26 = !DILocalVariable(name: "ops", arg: 1, scope: !19, file: !1, line: 28, type: !22)
!27 = !DILocalVariable(name: "vals", arg: 2, scope: !19, file: !1, line: 28, type: !24)
!28 = !DILocalVariable(name: "i", scope: !19, file: !1, line: 29, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !30, line: 142, baseType: !31)
!30 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!31 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!32 = !DILocalVariable(name: "op", scope: !19, file: !1, line: 30, type: !3)
!33 = !{i32 1, i32 1}
!34 = !{!"none", !"none"}
!35 = !{!"int*", !"int*"}
!36 = !{!"const", !""}
!37 = !DILocation(line: 0, scope: !19)
!38 = !DILocation(line: 29, column: 14, scope: !19)
!39 = !DILocation(line: 30, column: 26, scope: !19)
!40 = !{!41, !41, i64 0}
!41 = !{!"int", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocation(line: 30, column: 33, scope: !19)
!45 = !DILocation(line: 31, column: 23, scope: !19)
!46 = !DILocation(line: 31, column: 32, scope: !19)
!47 = !DILocalVariable(name: "op", arg: 1, scope: !48, file: !1, line: 4, type: !3)
!48 = distinct !DISubprogram(name: "apply", scope: !1, file: !1, line: 4, type: !49, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !51)
!49 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !50)
!50 = !{!12, !3, !12, !12}
!51 = !{!47, !52, !53, !54, !55}
!52 = !DILocalVariable(name: "a", arg: 2, scope: !48, file: !1, line: 4, type: !12)
!53 = !DILocalVariable(name: "b", arg: 3, scope: !48, file: !1, line: 4, type: !12)
!54 = !DILocalVariable(name: "r", scope: !48, file: !1, line: 5, type: !12)
!55 = !DILocalVariable(name: "prod", scope: !56, file: !1, line: 14, type: !12)
!56 = distinct !DILexicalBlock(scope: !57, file: !1, line: 13, column: 16)
!57 = distinct !DILexicalBlock(scope: !48, file: !1, line: 6, column: 15)
!58 = !DILocation(line: 0, scope: !48, inlinedAt: !59)
!59 = distinct !DILocation(line: 31, column: 13, scope: !19)
!60 = !DILocation(line: 6, column: 3, scope: !48, inlinedAt: !59)
!61 = !DILocation(line: 8, column: 11, scope: !57, inlinedAt: !59)
!62 = !DILocation(line: 9, column: 5, scope: !57, inlinedAt: !59)
!63 = !DILocation(line: 11, column: 11, scope: !57, inlinedAt: !59)
!64 = !DILocation(line: 12, column: 5, scope: !57, inlinedAt: !59)
!65 = !DILocation(line: 14, column: 18, scope: !56, inlinedAt: !59)
!66 = !DILocation(line: 0, scope: !56, inlinedAt: !59)
!67 = !DILocation(line: 19, column: 9, scope: !57, inlinedAt: !59)
!68 = !DILocation(line: 19, column: 5, scope: !57, inlinedAt: !59)
!69 = !DILocation(line: 0, scope: !57, inlinedAt: !59)
!70 = !DILocation(line: 31, column: 11, scope: !19)
!71 = !DILocation(line: 32, column: 1, scope: !19)
!72 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 29, type: !73, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !74)
!74 = !{!31, !4}
