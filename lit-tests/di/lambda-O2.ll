; Lambdas at -O2: every lambda call operator inlined into the kernel (closure-class scopes, DISPFlagOptimized definitions with declarations and auto template parameters), with dbg.value for captures and the inlined call operators' arguments.
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
; CHECK: {{^}}; 97 nodes (96 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[SCALED:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_class_type, name: "", scope: [[KERNEL:![0-9]+]],{{.*}} line: 7,{{.*}} size: 32,{{.*}} flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: {!20},
; CHECK: {{^}}[[ACCUM:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_class_type, name: "", scope: [[KERNEL]],{{.*}} line: 8,{{.*}} size: 64,{{.*}} flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: {!23},
; CHECK: {{^}}!24 = DIDerivedType(tag: DW_TAG_reference_type,{{.*}} baseType: !7, size: 64,{{.*}} dwarfAddressSpace: 0,
; CHECK: {{^}}[[MAXOF:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_class_type, name: "", scope: [[KERNEL]],{{.*}} line: 9,{{.*}} size: 8,{{.*}} flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: {},
; CHECK: {{^}}!38 = DILocation(line: 0, column: 0, scope: [[CALLII:![0-9]+]], inlinedAt: !50, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[CALLII]] = distinct DISubprogram(scope: [[MAXOF]], name: "operator()<int, int>", linkageName: "_ZZ6lambdaENU3AS4K3$_0clIiiEEDaT_T0_",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized,{{.*}} templateParams: {!44, !45}, declaration: !43, retainedNodes: {!46, !48, !49},
; CHECK: {{^}}!43 = DISubprogram(scope: [[MAXOF]], name: "operator()<int, int>", linkageName: "",{{.*}} flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized,{{.*}} templateParams: {!44, !45},
; CHECK-NEXT: {{^}}!44 = DITemplateTypeParameter(name: "a:auto", type: !2, defaulted: false){{$}}
; CHECK-NEXT: {{^}}!45 = DITemplateTypeParameter(name: "b:auto", type: !2, defaulted: false){{$}}
; CHECK: {{^}}[[CALLFF:![0-9]+]] = distinct DISubprogram(scope: [[MAXOF]], name: "operator()<float, float>", linkageName: "_ZZ6lambdaENU3AS4K3$_0clIffEEDaT_T0_",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized,{{.*}} templateParams: {!56, !57}, declaration: !55,
; CHECK: {{^}}!56 = DITemplateTypeParameter(name: "a:auto", type: !7, defaulted: false){{$}}
; CHECK-NEXT: {{^}}!57 = DITemplateTypeParameter(name: "b:auto", type: !7, defaulted: false){{$}}
; CHECK: {{^}}[[SCALEDOP:![0-9]+]] = distinct DISubprogram(scope: [[SCALED]], name: "operator()", linkageName: "_ZZ6lambdaENU3AS4K3$_1clEf",{{.*}} line: 7,{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized,{{.*}} declaration: !75, retainedNodes: {!76, !78},
; CHECK: {{^}}[[ACCUMOP:![0-9]+]] = distinct DISubprogram(scope: [[ACCUM]], name: "operator()", linkageName: "_ZZ6lambdaENU3AS4K3$_2clEf",{{.*}} line: 8,{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized,{{.*}} declaration: !86, retainedNodes: {!87, !89},
; CHECK: {{^}}function @lambda subprogram [[KERNEL]]: 3 blocks, 44 instructions, 42 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(i32 0, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !33{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(poison, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !38{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(i32 3, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !38{{$}}
; CHECK: {{^}}  llvm.dbg.value(%7, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !52{{$}}
; CHECK: {{^}}  llvm.dbg.value(undef, !76, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !70{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%20, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !70{{$}}
; ModuleID = 'lit-tests/di/Inputs/lambda.clcpp'
source_filename = "lit-tests/di/Inputs/lambda.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define spir_kernel void @lambda(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !11 !kernel_arg_addr_space !43 !kernel_arg_access_qual !44 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !46 {
    #dbg_value(ptr addrspace(1) %0, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
    #dbg_value(ptr addrspace(1) %1, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
    #dbg_value(i32 %2, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
  %4 = tail call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !48
    #dbg_value(i64 %4, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
    #dbg_value(float 2.000000e+00, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
    #dbg_value(float 0.000000e+00, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
    #dbg_value(i32 0, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %5 = icmp sgt i32 %2, 0, !dbg !50
  br i1 %5, label %15, label %6, !dbg !52

6:                                                ; preds = %15, %3
  %7 = phi float [ 0.000000e+00, %3 ], [ %22, %15 ], !dbg !47
  %8 = trunc i64 %4 to i32, !dbg !53
    #dbg_value(ptr addrspace(4) poison, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
    #dbg_value(i32 3, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
    #dbg_value(i32 %8, !66, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  %9 = tail call noundef i32 @llvm.smax.i32(i32 %8, i32 3), !dbg !70
    #dbg_value(i32 %9, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
    #dbg_value(float %7, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
    #dbg_value(ptr addrspace(4) poison, !71, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !82)
    #dbg_value(float %7, !80, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !82)
    #dbg_value(float 0.000000e+00, !81, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !82)
  %10 = fcmp ogt float %7, 0.000000e+00, !dbg !84
  %11 = select i1 %10, float %7, float 0.000000e+00, !dbg !85
  %12 = uitofp nneg i32 %9 to float, !dbg !86
  %13 = fadd float %11, %12, !dbg !87
  %14 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %4, !dbg !88
  store float %13, ptr addrspace(1) %14, align 4, !dbg !89, !tbaa !90
  ret void, !dbg !94

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %23, %15 ], [ 0, %3 ]
  %17 = phi float [ %22, %15 ], [ 0.000000e+00, %3 ]
    #dbg_value(i32 %16, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %18 = zext nneg i32 %16 to i64, !dbg !95
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18, !dbg !95
  %20 = load float, ptr addrspace(1) %19, align 4, !dbg !95, !tbaa !90
    #dbg_value(ptr addrspace(4) undef, !96, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !106)
    #dbg_value(float %20, !104, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !106)
  %21 = fmul float %20, 2.000000e+00, !dbg !108
    #dbg_value(ptr addrspace(4) undef, !109, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !119)
    #dbg_value(float %21, !117, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !119)
  %22 = fadd float %17, %21, !dbg !121
  %23 = add nuw nsw i32 %16, 1, !dbg !122
    #dbg_value(i32 %23, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %24 = icmp slt i32 %23, %2, !dbg !50
  br i1 %24, label %15, label %6, !dbg !52, !llvm.loop !123
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !126 spir_func noundef i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!opencl.cxx.version = !{!9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/lambda.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "b24d79edfc28aa2c9d9b359e3925d783")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 3, i32 0}
!9 = !{i32 2021, i32 0}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "lambda", scope: !1, file: !1, line: 2, type: !12, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!12 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !13)
!13 = !{null, !14, !17, !3}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!18 = !{!19, !20, !21, !22, !26, !27, !28, !32, !37, !40, !42}
!19 = !DILocalVariable(name: "in", arg: 1, scope: !11, file: !1, line: 2, type: !14)
!20 = !DILocalVariable(name: "out", arg: 2, scope: !11, file: !1, line: 2, type: !17)
!21 = !DILocalVariable(name: "n", arg: 3, scope: !11, file: !1, line: 2, type: !3)
!22 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 3, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !24, line: 142, baseType: !25)
!24 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!25 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!26 = !DILocalVariable(name: "scale", scope: !11, file: !1, line: 4, type: !16)
!27 = !DILocalVariable(name: "total", scope: !11, file: !1, line: 5, type: !16)
!28 = !DILocalVariable(name: "scaled", scope: !11, file: !1, line: 7, type: !29)
!29 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !11, file: !1, line: 7, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !30)
!30 = !{!31}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !29, file: !1, line: 7, baseType: !16, size: 32)
!32 = !DILocalVariable(name: "accumulate", scope: !11, file: !1, line: 8, type: !33)
!33 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !11, file: !1, line: 8, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !34)
!34 = !{!35}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !33, file: !1, line: 8, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !16, size: 64, dwarfAddressSpace: 0)
!37 = !DILocalVariable(name: "max_of", scope: !11, file: !1, line: 9, type: !38)
!38 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !11, file: !1, line: 9, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !39)
!39 = !{}
!40 = !DILocalVariable(name: "k", scope: !41, file: !1, line: 11, type: !3)
!41 = distinct !DILexicalBlock(scope: !11, file: !1, line: 11, column: 3)
!42 = !DILocalVariable(name: "best", scope: !11, file: !1, line: 14, type: !3)
!43 = !{i32 1, i32 1, i32 0}
!44 = !{!"none", !"none", !"none"}
!45 = !{!"float*", !"float*", !"int"}
!46 = !{!"const", !"", !""}
!47 = !DILocation(line: 0, scope: !11)
!48 = !DILocation(line: 3, column: 14, scope: !11)
!49 = !DILocation(line: 0, scope: !41)
!50 = !DILocation(line: 11, column: 21, scope: !51)
!51 = distinct !DILexicalBlock(scope: !41, file: !1, line: 11, column: 3)
!52 = !DILocation(line: 11, column: 3, scope: !41)
!53 = !DILocation(line: 14, column: 41, scope: !11)
!54 = !DILocalVariable(name: "this", arg: 1, scope: !55, type: !67, flags: DIFlagArtificial | DIFlagObjectPointer)
!55 = distinct !DISubprogram(name: "operator()<int, int>", linkageName: "_ZZ6lambdaENU3AS4K3$_0clIiiEEDaT_T0_", scope: !38, file: !1, line: 9, type: !56, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !61, declaration: !60, retainedNodes: !64)
!56 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !57)
!57 = !{!3, !58, !3, !3}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!60 = !DISubprogram(name: "operator()<int, int>", scope: !38, file: !1, line: 9, type: !56, scopeLine: 9, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !61)
!61 = !{!62, !63}
!62 = !DITemplateTypeParameter(name: "a:auto", type: !3)
!63 = !DITemplateTypeParameter(name: "b:auto", type: !3)
!64 = !{!54, !65, !66}
!65 = !DILocalVariable(name: "a", arg: 2, scope: !55, file: !1, line: 9, type: !3)
!66 = !DILocalVariable(name: "b", arg: 3, scope: !55, file: !1, line: 9, type: !3)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64, dwarfAddressSpace: 4)
!68 = !DILocation(line: 0, scope: !55, inlinedAt: !69)
!69 = distinct !DILocation(line: 14, column: 14, scope: !11)
!70 = !DILocation(line: 9, column: 45, scope: !55, inlinedAt: !69)
!71 = !DILocalVariable(name: "this", arg: 1, scope: !72, type: !67, flags: DIFlagArtificial | DIFlagObjectPointer)
!72 = distinct !DISubprogram(name: "operator()<float, float>", linkageName: "_ZZ6lambdaENU3AS4K3$_0clIffEEDaT_T0_", scope: !38, file: !1, line: 9, type: !73, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !76, declaration: !75, retainedNodes: !79)
!73 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !74)
!74 = !{!16, !58, !16, !16}
!75 = !DISubprogram(name: "operator()<float, float>", scope: !38, file: !1, line: 9, type: !73, scopeLine: 9, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !76)
!76 = !{!77, !78}
!77 = !DITemplateTypeParameter(name: "a:auto", type: !16)
!78 = !DITemplateTypeParameter(name: "b:auto", type: !16)
!79 = !{!71, !80, !81}
!80 = !DILocalVariable(name: "a", arg: 2, scope: !72, file: !1, line: 9, type: !16)
!81 = !DILocalVariable(name: "b", arg: 3, scope: !72, file: !1, line: 9, type: !16)
!82 = !DILocation(line: 0, scope: !72, inlinedAt: !83)
!83 = distinct !DILocation(line: 15, column: 12, scope: !11)
!84 = !DILocation(line: 9, column: 47, scope: !72, inlinedAt: !83)
!85 = !DILocation(line: 9, column: 45, scope: !72, inlinedAt: !83)
!86 = !DILocation(line: 15, column: 34, scope: !11)
!87 = !DILocation(line: 15, column: 32, scope: !11)
!88 = !DILocation(line: 15, column: 3, scope: !11)
!89 = !DILocation(line: 15, column: 10, scope: !11)
!90 = !{!91, !91, i64 0}
!91 = !{!"float", !92, i64 0}
!92 = !{!"omnipotent char", !93, i64 0}
!93 = !{!"Simple C++ TBAA"}
!94 = !DILocation(line: 16, column: 1, scope: !11)
!95 = !DILocation(line: 12, column: 23, scope: !51)
!96 = !DILocalVariable(name: "this", arg: 1, scope: !97, type: !105, flags: DIFlagArtificial | DIFlagObjectPointer)
!97 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ6lambdaENU3AS4K3$_1clEf", scope: !29, file: !1, line: 7, type: !98, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !102, retainedNodes: !103)
!98 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !99)
!99 = !{!16, !100, !16}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!102 = !DISubprogram(name: "operator()", scope: !29, file: !1, line: 7, type: !98, scopeLine: 7, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!103 = !{!96, !104}
!104 = !DILocalVariable(name: "v", arg: 2, scope: !97, file: !1, line: 7, type: !16)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64, dwarfAddressSpace: 4)
!106 = !DILocation(line: 0, scope: !97, inlinedAt: !107)
!107 = distinct !DILocation(line: 12, column: 16, scope: !51)
!108 = !DILocation(line: 7, column: 45, scope: !97, inlinedAt: !107)
!109 = !DILocalVariable(name: "this", arg: 1, scope: !110, type: !118, flags: DIFlagArtificial | DIFlagObjectPointer)
!110 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ6lambdaENU3AS4K3$_2clEf", scope: !33, file: !1, line: 8, type: !111, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !115, retainedNodes: !116)
!111 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !112)
!112 = !{null, !113, !16}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!115 = !DISubprogram(name: "operator()", scope: !33, file: !1, line: 8, type: !111, scopeLine: 8, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!116 = !{!109, !117}
!117 = !DILocalVariable(name: "v", arg: 2, scope: !110, file: !1, line: 8, type: !16)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64, dwarfAddressSpace: 4)
!119 = !DILocation(line: 0, scope: !110, inlinedAt: !120)
!120 = distinct !DILocation(line: 12, column: 5, scope: !51)
!121 = !DILocation(line: 8, column: 47, scope: !110, inlinedAt: !120)
!122 = !DILocation(line: 11, column: 26, scope: !51)
!123 = distinct !{!123, !52, !124, !125}
!124 = !DILocation(line: 12, column: 29, scope: !41)
!125 = !{!"llvm.loop.mustprogress"}
!126 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 3, type: !127, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !128)
!128 = !{!25, !129}
!129 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
