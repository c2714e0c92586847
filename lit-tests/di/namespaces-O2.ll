; Namespaces at -O2: DINamespace scopes and imported entities survive optimization; namespaced functions are inlined into the kernel and hidden_helper() folds into a DW_OP_constu 90 / DW_OP_xor expression on twice()'s parameter.
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
; CHECK: {{^}}; 61 nodes (57 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[CU:![0-9]+]] = distinct DICompileUnit(language: DW_LANG_C_plus_plus_14,{{.*}} isOptimized: true,{{.*}} emissionKind: FullDebug,{{.*}} retainedTypes: {!2}, globals: {!3, !9}, imports: {!13, !14},
; CHECK: {{^}}!4 = distinct DIGlobalVariable(name: "kDamping", scope: [[CONSTANTS:![0-9]+]], linkageName: "_ZN7physics9constants8kDampingE",{{.*}} line: 5, type: !7, isLocal: false, isDefinition: true,
; CHECK-NEXT: {{^}}[[CONSTANTS]] = DINamespace(scope: [[PHYSICS:![0-9]+]], name: "constants", exportSymbols: false){{$}}
; CHECK-NEXT: {{^}}[[PHYSICS]] = DINamespace(scope: null, name: "physics", exportSymbols: false){{$}}
; CHECK: {{^}}!13 = DIImportedEntity(tag: DW_TAG_imported_module, scope: [[CU]], entity: [[PHYSICS]], file: !1, line: 26, name: "", elements: {}){{$}}
; CHECK-NEXT: {{^}}!14 = DIImportedEntity(tag: DW_TAG_imported_declaration, scope: [[CU]], entity: [[CONSTANTS]], file: !1, line: 27, name: "pc", elements: {}){{$}}
; CHECK-NEXT: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "namespaces",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: [[CU]],{{.*}} retainedNodes: {!18, !19, !20, !26, !30, !34},
; CHECK: {{^}}!20 = DIImportedEntity(tag: DW_TAG_imported_declaration, scope: [[KERNEL]], entity: [[TWICE:![0-9]+]], file: !1, line: 30, name: "", elements: {}){{$}}
; CHECK-NEXT: {{^}}[[TWICE]] = distinct DISubprogram(scope: [[DETAIL:![0-9]+]], name: "twice", linkageName: "_ZN4math6detail5twiceEi",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: [[CU]],{{.*}} retainedNodes: {!25},
; CHECK-NEXT: {{^}}[[DETAIL]] = DINamespace(scope: !23, name: "detail", exportSymbols: false){{$}}
; CHECK: {{^}}[[BODY:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Body", scope: [[PHYSICS]],{{.*}} size: 64,{{.*}} elements: {!32, !33},{{.*}} identifier: "_ZTSN7physics4BodyE",
; CHECK: {{^}}!38 = DILocation(line: 0, column: 0, scope: [[FALL:![0-9]+]], inlinedAt: !45, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[FALL]] = distinct DISubprogram(scope: [[PHYSICS]], name: "fall", linkageName: "_ZN7physics4fallERU3AS4KNS_4BodyEf",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: [[CU]],{{.*}} retainedNodes: {!43, !44},
; CHECK: {{^}}!41 = DIDerivedType(tag: DW_TAG_reference_type,{{.*}} baseType: !42, size: 64,{{.*}} dwarfAddressSpace: 4,
; CHECK: {{^}}!51 = DIExpression(elements: (DW_OP_constu, 90, DW_OP_xor, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)){{$}}
; CHECK: {{^}}global @_ZN7physics9constants8kDampingE !dbg !3{{$}}
; CHECK-NEXT: {{^}}function @namespaces subprogram [[KERNEL]]: 1 blocks, 19 instructions, 19 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(%1, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !38{{$}}
; CHECK: {{^}}  llvm.dbg.value(%7, !25, !DIExpression(DW_OP_constu, 90, DW_OP_xor, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)) !dbg !49{{$}}
; ModuleID = 'lit-tests/di/Inputs/namespaces.clcpp'
source_filename = "lit-tests/di/Inputs/namespaces.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@_ZN7physics9constants8kDampingE = local_unnamed_addr addrspace(2) constant float 0x3FEF5C2900000000, align 4, !dbg !0

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define spir_kernel void @namespaces(ptr addrspace(1) nocapture noundef writeonly align 4 %0, float noundef %1) local_unnamed_addr #0 !dbg !23 !kernel_arg_addr_space !48 !kernel_arg_access_qual !49 !kernel_arg_type !50 !kernel_arg_base_type !50 !kernel_arg_type_qual !51 {
    #dbg_value(ptr addrspace(1) %0, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
    #dbg_value(float %1, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
  %3 = tail call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !53
    #dbg_value(i64 %3, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
    #dbg_value(ptr addrspace(4) undef, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
    #dbg_value(float %1, !61, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %4 = fmul float %1, 0xC0139EB860000000, !dbg !64
  %5 = tail call noundef float @llvm.fmuladd.f32(float %4, float %1, float 1.000000e+01), !dbg !64
  %6 = fmul float %5, 0x3FEF5C2900000000, !dbg !65
    #dbg_value(float %6, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
  %7 = trunc i64 %3 to i32, !dbg !66
    #dbg_value(i32 %7, !37, !DIExpression(DW_OP_constu, 90, DW_OP_xor, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !67)
  %8 = shl i32 %7, 1, !dbg !69
  %9 = xor i32 %8, 180, !dbg !69
  %10 = sitofp i32 %9 to float, !dbg !70
  %11 = fadd float %6, %10, !dbg !71
  %12 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %3, !dbg !72
  store float %11, ptr addrspace(1) %12, align 4, !dbg !73, !tbaa !74
  ret void, !dbg !78
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !79 spir_func noundef i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!6}
!llvm.module.flags = !{!16, !17, !18, !19}
!opencl.ocl.version = !{!20}
!opencl.cxx.version = !{!21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "kDamping", linkageName: "_ZN7physics9constants8kDampingE", scope: !2, file: !4, line: 5, type: !5, isLocal: false, isDefinition: true)
!2 = !DINamespace(name: "constants", scope: !3)
!3 = !DINamespace(name: "physics", scope: null)
!4 = !DIFile(filename: "lit-tests/di/Inputs/namespaces.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "2e926862d843e8275f01a52e70ac293a")
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !4, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !7, globals: !9, imports: !13, splitDebugInlining: false, nameTableKind: None)
!7 = !{!8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!0, !10}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression(DW_OP_constu, 1092416963, DW_OP_stack_value))
!11 = distinct !DIGlobalVariable(name: "kGravity", scope: !2, file: !4, line: 4, type: !12, isLocal: true, isDefinition: true)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!13 = !{!14, !15}
!14 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !6, entity: !3, file: !4, line: 26)
!15 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "pc", scope: !6, entity: !2, file: !4, line: 27)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{i32 3, i32 0}
!21 = !{i32 2021, i32 0}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "namespaces", scope: !4, file: !4, line: 29, type: !24, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !27)
!24 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !25)
!25 = !{null, !26, !5}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, dwarfAddressSpace: 1)
!27 = !{!28, !29, !30, !38, !42, !47}
!28 = !DILocalVariable(name: "out", arg: 1, scope: !23, file: !4, line: 29, type: !26)
!29 = !DILocalVariable(name: "t", arg: 2, scope: !23, file: !4, line: 29, type: !5)
!30 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !31, file: !4, line: 30)
!31 = distinct !DISubprogram(name: "twice", linkageName: "_ZN4math6detail5twiceEi", scope: !32, file: !4, line: 23, type: !34, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !36)
!32 = !DINamespace(name: "detail", scope: !33)
!33 = !DINamespace(name: "math", scope: null)
!34 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !35)
!35 = !{!8, !8}
!36 = !{!37}
!37 = !DILocalVariable(name: "v", arg: 1, scope: !31, file: !4, line: 23, type: !8)
!38 = !DILocalVariable(name: "i", scope: !23, file: !4, line: 31, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !40, line: 142, baseType: !41)
!40 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DILocalVariable(name: "b", scope: !23, file: !4, line: 32, type: !43)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Body", scope: !3, file: !4, line: 8, size: 64, flags: DIFlagTypePassByValue, elements: !44, identifier: "_ZTSN7physics4BodyE")
!44 = !{!45, !46}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !43, file: !4, line: 9, baseType: !5, size: 32)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !43, file: !4, line: 10, baseType: !5, size: 32, offset: 32)
!47 = !DILocalVariable(name: "h", scope: !23, file: !4, line: 33, type: !5)
!48 = !{i32 1, i32 0}
!49 = !{!"none", !"none"}
!50 = !{!"float*", !"float"}
!51 = !{!"", !""}
!52 = !DILocation(line: 0, scope: !23)
!53 = !DILocation(line: 31, column: 14, scope: !23)
!54 = !DILocalVariable(name: "b", arg: 1, scope: !55, file: !4, line: 13, type: !58)
!55 = distinct !DISubprogram(name: "fall", linkageName: "_ZN7physics4fallERU3AS4KNS_4BodyEf", scope: !3, file: !4, line: 13, type: !56, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !60)
!56 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !57)
!57 = !{!5, !58, !5}
!58 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !59, size: 64, dwarfAddressSpace: 4)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!60 = !{!54, !61}
!61 = !DILocalVariable(name: "t", arg: 2, scope: !55, file: !4, line: 13, type: !5)
!62 = !DILocation(line: 0, scope: !55, inlinedAt: !63)
!63 = distinct !DILocation(line: 33, column: 13, scope: !23)
!64 = !DILocation(line: 14, column: 14, scope: !55, inlinedAt: !63)
!65 = !DILocation(line: 33, column: 24, scope: !23)
!66 = !DILocation(line: 34, column: 53, scope: !23)
!67 = !DILocation(line: 0, scope: !31, inlinedAt: !68)
!68 = distinct !DILocation(line: 34, column: 16, scope: !23)
!69 = !DILocation(line: 23, column: 36, scope: !31, inlinedAt: !68)
!70 = !DILocation(line: 34, column: 16, scope: !23)
!71 = !DILocation(line: 34, column: 14, scope: !23)
!72 = !DILocation(line: 34, column: 3, scope: !23)
!73 = !DILocation(line: 34, column: 10, scope: !23)
!74 = !{!75, !75, i64 0}
!75 = !{!"float", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C++ TBAA"}
!78 = !DILocation(line: 35, column: 1, scope: !23)
!79 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !4, file: !4, line: 31, type: !80, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!80 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !81)
!81 = !{!41, !82}
!82 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
