; Doubles at -O2: the Accum struct and double2 vector type, the static helper mean() inlined into the kernel, fmin/fmax builtin declarations taking doubles, and loop dbg.value records.
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
; CHECK: {{^}}; 65 nodes (64 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[DOUBLE:![0-9]+]] = DIBasicType(tag: DW_TAG_base_type, name: "double", size: 64, align: 0, encoding: DW_ATE_float, flags: DIFlagZero){{$}}
; CHECK-NEXT: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "reduce_double",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!9, !10, !11, !12, !23, !25},
; CHECK: {{^}}[[ACCUM:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Accum",{{.*}} size: 384,{{.*}} elements: {!15, !16, !21},
; CHECK: {{^}}!16 = DIDerivedType(tag: DW_TAG_member, name: "minmax", scope: [[ACCUM]],{{.*}} baseType: !17, size: 128,{{.*}} offset: 128,
; CHECK: {{^}}!19 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[DOUBLE]], size: 128,{{.*}} flags: DIFlagVector, elements: {!20},
; CHECK: {{^}}!21 = DIDerivedType(tag: DW_TAG_member, name: "count", scope: [[ACCUM]],{{.*}} baseType: !22, size: 64,{{.*}} offset: 256,
; CHECK: {{^}}!25 = DILocalVariable(name: "v",{{.*}} scope: !26,{{.*}} line: 18, type: [[DOUBLE]],
; CHECK: {{^}}!33 = DILocation(line: 0, column: 0, scope: [[MEAN:![0-9]+]], inlinedAt: !39, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[MEAN]] = distinct DISubprogram(scope: !1, name: "mean",{{.*}} line: 10,{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!38},
; CHECK: {{^}}!38 = DILocalVariable(name: "a", arg: 1, scope: [[MEAN]],{{.*}} type: !36,
; CHECK: {{^}}!42 = DILocation(line: 11, column: 10, scope: [[MEAN]], inlinedAt: !39, isImplicitCode: false){{$}}
; CHECK: {{^}}!62 = DISubprogram(scope: !1, name: "fmin", linkageName: "_Z4fmindd",{{.*}} line: 20, type: !63,{{.*}} flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized,
; CHECK-NEXT: {{^}}!63 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {[[DOUBLE]], [[DOUBLE]], [[DOUBLE]]}){{$}}
; CHECK: {{^}}function @reduce_double subprogram [[KERNEL]]: 4 blocks, 39 instructions, 35 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(i32 0, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !30{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(undef, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !33{{$}}
; CHECK: {{^}}  llvm.dbg.value(%21, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !52{{$}}
; ModuleID = 'lit-tests/di/Inputs/double.cl'
source_filename = "lit-tests/di/Inputs/double.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define spir_kernel void @reduce_double(ptr addrspace(1) nocapture noundef readonly align 8 %0, ptr addrspace(1) nocapture noundef writeonly align 8 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !39 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 {
    #dbg_value(ptr addrspace(1) %0, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_value(ptr addrspace(1) %1, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_value(i32 %2, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_value(i32 0, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  %4 = icmp sgt i32 %2, 0, !dbg !45
  br i1 %4, label %15, label %8, !dbg !46

5:                                                ; preds = %15
    #dbg_value(ptr addrspace(4) undef, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %6 = uitofp i32 %2 to double, !dbg !56
  %7 = fdiv double %22, %6, !dbg !57
  br label %8, !dbg !58

8:                                                ; preds = %3, %5
  %9 = phi <2 x double> [ %28, %5 ], [ <double 1.000000e+300, double -1.000000e+300>, %3 ]
  %10 = phi double [ %7, %5 ], [ 0.000000e+00, %3 ], !dbg !58
  store double %10, ptr addrspace(1) %1, align 8, !dbg !59, !tbaa !60
  %11 = extractelement <2 x double> %9, i64 0, !dbg !64
  %12 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 8, !dbg !65
  store double %11, ptr addrspace(1) %12, align 8, !dbg !66, !tbaa !60
  %13 = extractelement <2 x double> %9, i64 1, !dbg !67
  %14 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 16, !dbg !68
  store double %13, ptr addrspace(1) %14, align 8, !dbg !69, !tbaa !60
  ret void, !dbg !70

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %29, %15 ], [ 0, %3 ]
  %17 = phi <2 x double> [ %28, %15 ], [ <double 1.000000e+300, double -1.000000e+300>, %3 ]
  %18 = phi double [ %22, %15 ], [ 0.000000e+00, %3 ]
    #dbg_value(i32 %16, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  %19 = zext nneg i32 %16 to i64, !dbg !71
  %20 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %19, !dbg !71
  %21 = load double, ptr addrspace(1) %20, align 8, !dbg !71, !tbaa !60
    #dbg_value(double %21, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !72)
  %22 = fadd double %18, %21, !dbg !73
  %23 = extractelement <2 x double> %17, i64 0, !dbg !74
  %24 = tail call spir_func double @_Z4fmindd(double noundef %23, double noundef %21) #2, !dbg !75
  %25 = insertelement <2 x double> poison, double %24, i64 0, !dbg !76
  %26 = extractelement <2 x double> %17, i64 1, !dbg !77
  %27 = tail call spir_func double @_Z4fmaxdd(double noundef %26, double noundef %21) #2, !dbg !78
  %28 = insertelement <2 x double> %25, double %27, i64 1, !dbg !79
  %29 = add nuw nsw i32 %16, 1, !dbg !80
    #dbg_value(i32 %29, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  %30 = icmp slt i32 %29, %2, !dbg !45
  br i1 %30, label %15, label %5, !dbg !46, !llvm.loop !81
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !83 spir_func double @_Z4fmindd(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !86 spir_func double @_Z4fmaxdd(double noundef, double noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/double.cl", directory: ".", checksumkind: CSK_MD5, checksum: "9fe4e8f8646303cc03d576d499d69b93")
!2 = !{!3}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "reduce_double", scope: !1, file: !1, line: 14, type: !11, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !15, !16}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18, !19, !20, !21, !34, !36}
!18 = !DILocalVariable(name: "in", arg: 1, scope: !10, file: !1, line: 14, type: !13)
!19 = !DILocalVariable(name: "out", arg: 2, scope: !10, file: !1, line: 14, type: !15)
!20 = !DILocalVariable(name: "n", arg: 3, scope: !10, file: !1, line: 15, type: !16)
!21 = !DILocalVariable(name: "acc", scope: !10, file: !1, line: 16, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "Accum", file: !1, line: 8, baseType: !23)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Accum", file: !1, line: 4, size: 384, elements: !24)
!24 = !{!25, !26, !32}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !23, file: !1, line: 5, baseType: !3, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "minmax", scope: !23, file: !1, line: 6, baseType: !27, size: 128, offset: 128)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "double2", file: !28, line: 224, baseType: !29)
!28 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 2)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !23, file: !1, line: 7, baseType: !33, size: 64, offset: 256)
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !DILocalVariable(name: "k", scope: !35, file: !1, line: 17, type: !16)
!35 = distinct !DILexicalBlock(scope: !10, file: !1, line: 17, column: 3)
!36 = !DILocalVariable(name: "v", scope: !37, file: !1, line: 18, type: !3)
!37 = distinct !DILexicalBlock(scope: !38, file: !1, line: 17, column: 31)
!38 = distinct !DILexicalBlock(scope: !35, file: !1, line: 17, column: 3)
!39 = !{i32 1, i32 1, i32 0}
!40 = !{!"none", !"none", !"none"}
!41 = !{!"double*", !"double*", !"int"}
!42 = !{!"const", !"", !""}
!43 = !DILocation(line: 0, scope: !10)
!44 = !DILocation(line: 0, scope: !35)
!45 = !DILocation(line: 17, column: 21, scope: !38)
!46 = !DILocation(line: 17, column: 3, scope: !35)
!47 = !DILocalVariable(name: "a", arg: 1, scope: !48, file: !1, line: 10, type: !51)
!48 = distinct !DISubprogram(name: "mean", scope: !1, file: !1, line: 10, type: !49, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !53)
!49 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !50)
!50 = !{!3, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64, dwarfAddressSpace: 4)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!53 = !{!47}
!54 = !DILocation(line: 0, scope: !48, inlinedAt: !55)
!55 = distinct !DILocation(line: 24, column: 12, scope: !10)
!56 = !DILocation(line: 11, column: 30, scope: !48, inlinedAt: !55)
!57 = !DILocation(line: 11, column: 28, scope: !48, inlinedAt: !55)
!58 = !DILocation(line: 11, column: 10, scope: !48, inlinedAt: !55)
!59 = !DILocation(line: 24, column: 10, scope: !10)
!60 = !{!61, !61, i64 0}
!61 = !{!"double", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 25, column: 12, scope: !10)
!65 = !DILocation(line: 25, column: 3, scope: !10)
!66 = !DILocation(line: 25, column: 10, scope: !10)
!67 = !DILocation(line: 26, column: 12, scope: !10)
!68 = !DILocation(line: 26, column: 3, scope: !10)
!69 = !DILocation(line: 26, column: 10, scope: !10)
!70 = !DILocation(line: 27, column: 1, scope: !10)
!71 = !DILocation(line: 18, column: 16, scope: !37)
!72 = !DILocation(line: 0, scope: !37)
!73 = !DILocation(line: 19, column: 13, scope: !37)
!74 = !DILocation(line: 20, column: 25, scope: !37)
!75 = !DILocation(line: 20, column: 20, scope: !37)
!76 = !DILocation(line: 20, column: 18, scope: !37)
!77 = !DILocation(line: 21, column: 25, scope: !37)
!78 = !DILocation(line: 21, column: 20, scope: !37)
!79 = !DILocation(line: 21, column: 18, scope: !37)
!80 = !DILocation(line: 17, column: 26, scope: !38)
!81 = distinct !{!81, !46, !82}
!82 = !DILocation(line: 23, column: 3, scope: !35)
!83 = !DISubprogram(name: "fmin", linkageName: "_Z4fmindd", scope: !1, file: !1, line: 20, type: !84, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !85)
!85 = !{!3, !3, !3}
!86 = !DISubprogram(name: "fmax", linkageName: "_Z4fmaxdd", scope: !1, file: !1, line: 21, type: !84, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
