; Qualifiers at -O2: restrict/volatile/const type chains survive optimization, the volatile local stays a dbg.declare while other locals become dbg.value, and saxpy() is inlined with its restrict-qualified parameters and loop block.
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
; CHECK: {{^}}; 61 nodes (60 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "qualifiers",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!21, !22, !23, !24, !25, !26, !27},
; CHECK: {{^}}!7 = DIDerivedType(tag: DW_TAG_restrict_type,{{.*}} baseType: !8,
; CHECK: {{^}}!9 = DIDerivedType(tag: DW_TAG_restrict_type,{{.*}} baseType: !10,
; CHECK: {{^}}!12 = DIDerivedType(tag: DW_TAG_volatile_type,{{.*}} baseType: [[INT:![0-9]+]],
; CHECK: {{^}}!20 = DIDerivedType(tag: DW_TAG_member, name: "flag", scope: [[CONFIG:![0-9]+]],{{.*}} baseType: !12, size: 32,{{.*}} offset: 32,
; CHECK: {{^}}!26 = DILocalVariable(name: "spin",{{.*}} scope: [[KERNEL]],{{.*}} line: 18, type: !12,
; CHECK-NEXT: {{^}}!27 = DILocalVariable(name: "px",{{.*}} scope: [[KERNEL]],{{.*}} line: 19, type: !28,
; CHECK-NEXT: {{^}}!28 = DIDerivedType(tag: DW_TAG_const_type,{{.*}} baseType: !2,
; CHECK: {{^}}!37 = DILocation(line: 0, column: 0, scope: [[SAXPY:![0-9]+]], inlinedAt: !46, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[SAXPY]] = distinct DISubprogram(scope: !1, name: "saxpy",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!40, !41, !42, !43, !44},
; CHECK-NEXT: {{^}}!39 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {null, !7, !9, !3, [[INT]]}){{$}}
; CHECK: {{^}}[[FOR:![0-9]+]] = distinct DILexicalBlock(scope: [[SAXPY]], file: !1, line: 9, column: 3){{$}}
; CHECK-NEXT: {{^}}!46 = distinct DILocation(line: 20, column: 3, scope: [[KERNEL]], inlinedAt: null, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}!47 = DILocation(line: 0, column: 0, scope: [[FOR]], inlinedAt: !46, isImplicitCode: false){{$}}
; CHECK: {{^}}function @qualifiers subprogram [[KERNEL]]: 3 blocks, 42 instructions, 40 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%5, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !33{{$}}
; CHECK: {{^}}  llvm.dbg.value(%0, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !37{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%1, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !37{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%8, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !37{{$}}
; CHECK: {{^}}  llvm.dbg.value(i32 0, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !47{{$}}
; ModuleID = 'lit-tests/di/Inputs/qualifiers.cl'
source_filename = "lit-tests/di/Inputs/qualifiers.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define spir_kernel void @qualifiers(ptr addrspace(1) noalias nocapture noundef align 4 %0, ptr addrspace(1) noalias nocapture noundef readonly align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) local_unnamed_addr #0 !dbg !12 !kernel_arg_addr_space !39 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 {
  %5 = alloca i32, align 4
    #dbg_value(ptr addrspace(1) %0, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
    #dbg_value(ptr addrspace(1) %1, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
    #dbg_value(ptr addrspace(1) %2, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
    #dbg_value(ptr addrspace(1) %3, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  %6 = load i32, ptr addrspace(1) %3, align 4, !dbg !45, !tbaa !46
    #dbg_value(i32 %6, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !51
    #dbg_declare(ptr %5, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
  store volatile i32 0, ptr %5, align 4, !dbg !52, !tbaa !53
  %7 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4), !dbg !54
    #dbg_value(ptr addrspace(4) %7, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  %8 = load float, ptr addrspace(4) %7, align 4, !dbg !55, !tbaa !56
  tail call void @llvm.experimental.noalias.scope.decl(metadata !58), !dbg !61
  tail call void @llvm.experimental.noalias.scope.decl(metadata !62), !dbg !61
    #dbg_value(ptr addrspace(1) %0, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !74)
    #dbg_value(ptr addrspace(1) %1, !69, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !74)
    #dbg_value(float %8, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !74)
    #dbg_value(i32 %6, !71, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !74)
    #dbg_value(i32 0, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !76)
  %9 = icmp sgt i32 %6, 0, !dbg !77
  br i1 %9, label %10, label %20, !dbg !79

10:                                               ; preds = %4, %10
  %11 = phi i32 [ %18, %10 ], [ 0, %4 ]
    #dbg_value(i32 %11, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !76)
  %12 = zext nneg i32 %11 to i64, !dbg !80
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12, !dbg !80
  %14 = load float, ptr addrspace(1) %13, align 4, !dbg !80, !tbaa !56, !alias.scope !62, !noalias !58
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12, !dbg !81
  %16 = load float, ptr addrspace(1) %15, align 4, !dbg !82, !tbaa !56, !alias.scope !58, !noalias !62
  %17 = tail call float @llvm.fmuladd.f32(float %8, float %14, float %16), !dbg !82
  store float %17, ptr addrspace(1) %15, align 4, !dbg !82, !tbaa !56, !alias.scope !58, !noalias !62
  %18 = add nuw nsw i32 %11, 1, !dbg !83
    #dbg_value(i32 %18, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !76)
  %19 = icmp slt i32 %18, %6, !dbg !77
  br i1 %19, label %10, label %20, !dbg !79, !llvm.loop !84

20:                                               ; preds = %10, %4
  %21 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 4, !dbg !86
  %22 = load volatile i32, ptr addrspace(1) %21, align 4, !dbg !86, !tbaa !87
  store volatile i32 %22, ptr %5, align 4, !dbg !88, !tbaa !53
  %23 = load volatile i32, ptr %5, align 4, !dbg !89, !tbaa !53
  store volatile i32 %23, ptr addrspace(1) %2, align 4, !dbg !90, !tbaa !53
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !91
  ret void, !dbg !91
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9}
!opencl.ocl.version = !{!10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/qualifiers.cl", directory: ".", checksumkind: CSK_MD5, checksum: "4cb5cf41b3ab42aa30d5f417a416d3e3")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 4)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{i32 2, i32 0}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "qualifiers", scope: !1, file: !1, line: 13, type: !13, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !30)
!13 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !14)
!14 = !{null, !15, !17, !19, !22}
!15 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, dwarfAddressSpace: 1)
!17 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, dwarfAddressSpace: 1)
!20 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !21)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, dwarfAddressSpace: 1)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "Config", file: !1, line: 5, baseType: !25)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Config", file: !1, line: 2, size: 64, elements: !26)
!26 = !{!27, !29}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "limit", scope: !25, file: !1, line: 3, baseType: !28, size: 32)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "flag", scope: !25, file: !1, line: 4, baseType: !20, size: 32, offset: 32)
!30 = !{!31, !32, !33, !34, !35, !36, !37}
!31 = !DILocalVariable(name: "y", arg: 1, scope: !12, file: !1, line: 13, type: !15)
!32 = !DILocalVariable(name: "x", arg: 2, scope: !12, file: !1, line: 14, type: !17)
!33 = !DILocalVariable(name: "status", arg: 3, scope: !12, file: !1, line: 15, type: !19)
!34 = !DILocalVariable(name: "cfg", arg: 4, scope: !12, file: !1, line: 16, type: !22)
!35 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 17, type: !28)
!36 = !DILocalVariable(name: "spin", scope: !12, file: !1, line: 18, type: !20)
!37 = !DILocalVariable(name: "px", scope: !12, file: !1, line: 19, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!39 = !{i32 1, i32 1, i32 1, i32 1}
!40 = !{!"none", !"none", !"none", !"none"}
!41 = !{!"float*", !"float*", !"int*", !"Config*"}
!42 = !{!"float*", !"float*", !"int*", !"struct Config*"}
!43 = !{!"restrict", !"restrict const", !"volatile", !"const"}
!44 = !DILocation(line: 0, scope: !12)
!45 = !DILocation(line: 17, column: 22, scope: !12)
!46 = !{!47, !48, i64 0}
!47 = !{!"Config", !48, i64 0, !48, i64 4}
!48 = !{!"int", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !DILocation(line: 18, column: 3, scope: !12)
!52 = !DILocation(line: 18, column: 16, scope: !12)
!53 = !{!48, !48, i64 0}
!54 = !DILocation(line: 19, column: 27, scope: !12)
!55 = !DILocation(line: 20, column: 15, scope: !12)
!56 = !{!57, !57, i64 0}
!57 = !{!"float", !49, i64 0}
!58 = !{!59}
!59 = distinct !{!59, !60, !"saxpy: argument 0"}
!60 = distinct !{!60, !"saxpy"}
!61 = !DILocation(line: 20, column: 3, scope: !12)
!62 = !{!63}
!63 = distinct !{!63, !60, !"saxpy: argument 1"}
!64 = !DILocalVariable(name: "y", arg: 1, scope: !65, file: !1, line: 7, type: !15)
!65 = distinct !DISubprogram(name: "saxpy", scope: !1, file: !1, line: 7, type: !66, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !68)
!66 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !67)
!67 = !{null, !15, !17, !4, !21}
!68 = !{!64, !69, !70, !71, !72}
!69 = !DILocalVariable(name: "x", arg: 2, scope: !65, file: !1, line: 7, type: !17)
!70 = !DILocalVariable(name: "a", arg: 3, scope: !65, file: !1, line: 8, type: !4)
!71 = !DILocalVariable(name: "n", arg: 4, scope: !65, file: !1, line: 8, type: !21)
!72 = !DILocalVariable(name: "k", scope: !73, file: !1, line: 9, type: !21)
!73 = distinct !DILexicalBlock(scope: !65, file: !1, line: 9, column: 3)
!74 = !DILocation(line: 0, scope: !65, inlinedAt: !75)
!75 = distinct !DILocation(line: 20, column: 3, scope: !12)
!76 = !DILocation(line: 0, scope: !73, inlinedAt: !75)
!77 = !DILocation(line: 9, column: 21, scope: !78, inlinedAt: !75)
!78 = distinct !DILexicalBlock(scope: !73, file: !1, line: 9, column: 3)
!79 = !DILocation(line: 9, column: 3, scope: !73, inlinedAt: !75)
!80 = !DILocation(line: 10, column: 17, scope: !78, inlinedAt: !75)
!81 = !DILocation(line: 10, column: 5, scope: !78, inlinedAt: !75)
!82 = !DILocation(line: 10, column: 10, scope: !78, inlinedAt: !75)
!83 = !DILocation(line: 9, column: 26, scope: !78, inlinedAt: !75)
!84 = distinct !{!84, !79, !85}
!85 = !DILocation(line: 10, column: 20, scope: !73, inlinedAt: !75)
!86 = !DILocation(line: 21, column: 15, scope: !12)
!87 = !{!47, !48, i64 4}
!88 = !DILocation(line: 21, column: 8, scope: !12)
!89 = !DILocation(line: 22, column: 13, scope: !12)
!90 = !DILocation(line: 22, column: 11, scope: !12)
!91 = !DILocation(line: 23, column: 1, scope: !12)
