; Arrays at -O2: array composites and subranges survive optimization; the unrolled loop counter is described by constant dbg.value records and hist stays a dbg.declare.
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
; CHECK: {{^}}; 62 nodes (61 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "arrays",{{.*}} line: 14,{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!14, !15, !16, !20, !23, !27, !30, !32, !34, !37},
; CHECK: {{^}}!20 = DILocalVariable(name: "hist",{{.*}} scope: [[KERNEL]],{{.*}} line: 16, type: !21,
; CHECK-NEXT: {{^}}!21 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[INT:![0-9]+]], size: 256,{{.*}} elements: {!22},
; CHECK: {{^}}!24 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[FLOAT:![0-9]+]], size: 384,{{.*}} elements: {!25, !26},
; CHECK-NEXT: {{^}}!25 = DISubrange(count: i64 3, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK-NEXT: {{^}}!26 = DISubrange(count: i64 4, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}!28 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: !3, size: 64,{{.*}} elements: {!29, !29, !29},
; CHECK-NEXT: {{^}}!29 = DISubrange(count: i64 2, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}!31 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: !9, size: 256,{{.*}} elements: {!26},
; CHECK: {{^}}!37 = DILocalVariable(name: "k",{{.*}} scope: [[KLOOP:![0-9]+]],{{.*}} line: 25, type: [[INT]],
; CHECK-NEXT: {{^}}[[KLOOP]] = distinct DILexicalBlock(scope: [[KERNEL]], file: !1, line: 25, column: 3){{$}}
; CHECK: {{^}}!59 = DISubprogram(scope: !1, name: "get_global_id", linkageName: "_Z13get_global_idj",{{.*}} flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized,
; CHECK: {{^}}function @arrays subprogram [[KERNEL]]: 1 blocks, 56 instructions, 55 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(%4, !16, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !39{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.declare(%3, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !42{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(i32 0, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !44{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(i32 0, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !44{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(i32 1, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !44{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(i32 2, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !44{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(i32 3, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !44{{$}}
; ModuleID = 'lit-tests/di/Inputs/arrays.cl'
source_filename = "lit-tests/di/Inputs/arrays.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @arrays(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1) local_unnamed_addr #0 !dbg !11 !kernel_arg_addr_space !53 !kernel_arg_access_qual !54 !kernel_arg_type !55 !kernel_arg_base_type !56 !kernel_arg_type_qual !57 {
  %3 = alloca [8 x i32], align 4
    #dbg_value(ptr addrspace(1) %0, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
    #dbg_value(ptr addrspace(1) %1, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
    #dbg_value(i64 %4, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #4, !dbg !59
    #dbg_declare(ptr %3, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %3, i8 0, i64 32, i1 false), !dbg !60
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !61
    #dbg_value(i32 0, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
    #dbg_value(i32 0, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %5 = shl i64 %4, 5, !dbg !63
  %6 = getelementptr i8, ptr addrspace(1) %1, i64 %5, !dbg !63
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !63
  %8 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 4, !dbg !63
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !63
  %10 = and i32 %7, 7, !dbg !66
  %11 = zext nneg i32 %10 to i64, !dbg !67
  %12 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %11, !dbg !67
  %13 = load i32, ptr %12, align 4, !dbg !68, !tbaa !69
  %14 = add nsw i32 %13, 1, !dbg !68
  store i32 %14, ptr %12, align 4, !dbg !68, !tbaa !69
    #dbg_value(i32 1, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %15 = getelementptr i8, ptr addrspace(1) %6, i64 8, !dbg !63
  %16 = load i64, ptr addrspace(1) %15, align 4, !dbg !63
  %17 = and i64 %16, 7, !dbg !67
  %18 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %17, !dbg !67
  %19 = load i32, ptr %18, align 4, !dbg !68, !tbaa !69
  %20 = add nsw i32 %19, 1, !dbg !68
  store i32 %20, ptr %18, align 4, !dbg !68, !tbaa !69
    #dbg_value(i32 2, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %21 = getelementptr i8, ptr addrspace(1) %6, i64 16, !dbg !63
  %22 = load i64, ptr addrspace(1) %21, align 4, !dbg !63
  %23 = and i64 %22, 7, !dbg !67
  %24 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %23, !dbg !67
  %25 = load i32, ptr %24, align 4, !dbg !68, !tbaa !69
  %26 = add nsw i32 %25, 1, !dbg !68
  store i32 %26, ptr %24, align 4, !dbg !68, !tbaa !69
    #dbg_value(i32 3, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %27 = getelementptr i8, ptr addrspace(1) %6, i64 24, !dbg !63
  %28 = load i64, ptr addrspace(1) %27, align 4, !dbg !63
  %29 = and i64 %28, 7, !dbg !67
  %30 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %29, !dbg !67
  %31 = load i32, ptr %30, align 4, !dbg !68, !tbaa !69
  %32 = add nsw i32 %31, 1, !dbg !68
  store i32 %32, ptr %30, align 4, !dbg !68, !tbaa !69
    #dbg_value(i32 4, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %33 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !73
  %34 = load i32, ptr %33, align 4, !dbg !73, !tbaa !69
  %35 = trunc i32 %34 to i8, !dbg !74
  %36 = fadd float %9, 2.200000e+01, !dbg !75
  %37 = sitofp i8 %35 to float, !dbg !76
  %38 = fadd float %36, %37, !dbg !77
  %39 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4, !dbg !78
  store float %38, ptr addrspace(1) %39, align 4, !dbg !79, !tbaa !80
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #4, !dbg !82
  ret void, !dbg !82
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !83 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8}
!opencl.ocl.version = !{!9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/arrays.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8454bc09487db6e0cd3bc6df3f6c29a1")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{i32 2, i32 0}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "arrays", scope: !1, file: !1, line: 14, type: !12, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !23)
!12 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !13)
!13 = !{null, !14, !15}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "Cell", file: !1, line: 5, baseType: !18)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Cell", file: !1, line: 2, size: 64, elements: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !18, file: !1, line: 3, baseType: !21, size: 32)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "energy", scope: !18, file: !1, line: 4, baseType: !3, size: 32, offset: 32)
!23 = !{!24, !25, !26, !30, !34, !39, !43, !46, !48, !51}
!24 = !DILocalVariable(name: "out", arg: 1, scope: !11, file: !1, line: 14, type: !14)
!25 = !DILocalVariable(name: "cells", arg: 2, scope: !11, file: !1, line: 14, type: !15)
!26 = !DILocalVariable(name: "gid", scope: !11, file: !1, line: 15, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !28, line: 142, baseType: !29)
!28 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!29 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DILocalVariable(name: "hist", scope: !11, file: !1, line: 16, type: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 256, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 8)
!34 = !DILocalVariable(name: "grid", scope: !11, file: !1, line: 17, type: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 384, elements: !36)
!36 = !{!37, !38}
!37 = !DISubrange(count: 3)
!38 = !DISubrange(count: 4)
!39 = !DILocalVariable(name: "cube", scope: !11, file: !1, line: 18, type: !40)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !41)
!41 = !{!42, !42, !42}
!42 = !DISubrange(count: 2)
!43 = !DILocalVariable(name: "local_cells", scope: !11, file: !1, line: 19, type: !44)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 256, elements: !45)
!45 = !{!38}
!46 = !DILocalVariable(name: "r", scope: !47, file: !1, line: 21, type: !21)
!47 = distinct !DILexicalBlock(scope: !11, file: !1, line: 21, column: 3)
!48 = !DILocalVariable(name: "c", scope: !49, file: !1, line: 22, type: !21)
!49 = distinct !DILexicalBlock(scope: !50, file: !1, line: 22, column: 5)
!50 = distinct !DILexicalBlock(scope: !47, file: !1, line: 21, column: 3)
!51 = !DILocalVariable(name: "k", scope: !52, file: !1, line: 25, type: !21)
!52 = distinct !DILexicalBlock(scope: !11, file: !1, line: 25, column: 3)
!53 = !{i32 1, i32 1}
!54 = !{!"none", !"none"}
!55 = !{!"float*", !"Cell*"}
!56 = !{!"float*", !"struct Cell*"}
!57 = !{!"", !"const"}
!58 = !DILocation(line: 0, scope: !11)
!59 = !DILocation(line: 16, column: 3, scope: !11)
!60 = !DILocation(line: 16, column: 7, scope: !11)
!61 = !DILocation(line: 15, column: 16, scope: !11)
!62 = !DILocation(line: 0, scope: !52)
!63 = !DILocation(line: 26, column: 22, scope: !64)
!64 = distinct !DILexicalBlock(scope: !65, file: !1, line: 25, column: 31)
!65 = distinct !DILexicalBlock(scope: !52, file: !1, line: 25, column: 3)
!66 = !DILocation(line: 27, column: 31, scope: !64)
!67 = !DILocation(line: 27, column: 5, scope: !64)
!68 = !DILocation(line: 27, column: 35, scope: !64)
!69 = !{!70, !70, i64 0}
!70 = !{!"int", !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C/C++ TBAA"}
!73 = !DILocation(line: 29, column: 25, scope: !11)
!74 = !DILocation(line: 29, column: 19, scope: !11)
!75 = !DILocation(line: 30, column: 31, scope: !11)
!76 = !DILocation(line: 30, column: 57, scope: !11)
!77 = !DILocation(line: 30, column: 55, scope: !11)
!78 = !DILocation(line: 30, column: 3, scope: !11)
!79 = !DILocation(line: 30, column: 12, scope: !11)
!80 = !{!81, !81, i64 0}
!81 = !{!"float", !71, i64 0}
!82 = !DILocation(line: 31, column: 1, scope: !11)
!83 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 15, type: !84, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !85)
!85 = !{!29, !86}
!86 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
