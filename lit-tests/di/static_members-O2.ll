; Static data members at -O2: static member declarations and the out-of-line hits definition survive optimization, Registry::lookup() is inlined with its this pointer, and the constexpr kHigh value reaches a constant dbg.value.
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
; CHECK: {{^}}; 66 nodes (62 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_C_plus_plus_14,{{.*}} isOptimized: true,{{.*}} emissionKind: FullDebug,{{.*}} retainedTypes: {[[INT:![0-9]+]], [[REGISTRY:![0-9]+]], [[LIMITSI:![0-9]+]], !22}, globals: {!27},
; CHECK: {{^}}[[REGISTRY]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Registry",{{.*}} size: 32,{{.*}} flags: DIFlagTypePassByValue, elements: {!4, !6, [[HITSDECL:![0-9]+]], !8, !13, !14},{{.*}} identifier: "_ZTS8Registry",
; CHECK-NEXT: {{^}}!4 = DIDerivedType(tag: DW_TAG_variable, name: "kSlots", scope: [[REGISTRY]],{{.*}} baseType: !5,{{.*}} flags: DIFlagStaticMember, extraData: i32 4,
; CHECK: {{^}}[[HITSDECL]] = DIDerivedType(tag: DW_TAG_variable, name: "hits", scope: [[REGISTRY]],{{.*}} line: 6, baseType: [[INT]],{{.*}} flags: DIFlagStaticMember, extraData: null,
; CHECK: {{^}}[[LIMITSI]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Limits<int>",{{.*}} size: 8,{{.*}} flags: DIFlagTypePassByValue, elements: {!19, !20},{{.*}} templateParams: {!21}, identifier: "_ZTS6LimitsIiE",
; CHECK: {{^}}!20 = DIDerivedType(tag: DW_TAG_variable, name: "kHigh", scope: [[LIMITSI]],{{.*}} baseType: !5,{{.*}} flags: DIFlagStaticMember, extraData: i32 255,
; CHECK: {{^}}!23 = DIDerivedType(tag: DW_TAG_variable, name: "kLow", scope: !22,{{.*}} baseType: !24,{{.*}} flags: DIFlagStaticMember, extraData: float 0.000000e+00,
; CHECK: {{^}}!27 = DIGlobalVariableExpression(var: !28, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef)){{$}}
; CHECK-NEXT: {{^}}!28 = distinct DIGlobalVariable(name: "hits", scope: !0, linkageName: "_ZN8Registry4hitsE",{{.*}} line: 14, type: [[INT]], isLocal: false, isDefinition: true, declaration: [[HITSDECL]],
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "static_members",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!33, !34, !38, !39, !40},
; CHECK: {{^}}!40 = DILocalVariable(name: "hi",{{.*}} scope: [[KERNEL]],{{.*}} line: 27, type: [[INT]],
; CHECK: {{^}}!44 = DILocation(line: 0, column: 0, scope: [[LOOKUP:![0-9]+]], inlinedAt: !48, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[LOOKUP]] = distinct DISubprogram(scope: [[REGISTRY]], name: "lookup", linkageName: "_ZNU3AS4K8Registry6lookupEv",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} declaration: !14, retainedNodes: {!46},
; CHECK-NEXT: {{^}}!46 = DILocalVariable(name: "this", arg: 1, scope: [[LOOKUP]],{{.*}} type: !47, flags: DIFlagArtificial | DIFlagObjectPointer,
; CHECK: {{^}}!56 = DIExpression(elements: (DW_OP_constu, 4, DW_OP_mod, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)){{$}}
; CHECK: {{^}}global @_ZN8Registry4hitsE !dbg !27{{$}}
; CHECK-NEXT: {{^}}function @static_members subprogram [[KERNEL]]: 3 blocks, 23 instructions, 23 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(undef, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !44{{$}}
; CHECK: {{^}}  llvm.dbg.value(%8, !39, !DIExpression(DW_OP_constu, 4, DW_OP_mod, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value)) !dbg !41{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%9, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !41{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(i32 255, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !41{{$}}
; ModuleID = 'lit-tests/di/Inputs/static_members.clcpp'
source_filename = "lit-tests/di/Inputs/static_members.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@_ZN8Registry4hitsE = local_unnamed_addr addrspace(1) global i32 0, align 4, !dbg !0
@_ZN8Registry6kScaleE.const = private unnamed_addr addrspace(2) constant [4 x float] [float 1.000000e+00, float 5.000000e-01, float 2.500000e-01, float 1.250000e-01], align 4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none)
define spir_kernel void @static_members(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #0 !dbg !45 !kernel_arg_addr_space !58 !kernel_arg_access_qual !59 !kernel_arg_type !60 !kernel_arg_base_type !60 !kernel_arg_type_qual !61 {
    #dbg_value(ptr addrspace(1) %0, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %2 = tail call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !63
    #dbg_value(i64 %2, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
    #dbg_value(ptr addrspace(4) undef, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
    #dbg_value(i64 %2, !56, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 4, DW_OP_mod, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !62)
  %3 = icmp eq i64 %2, 0, !dbg !70
  br i1 %3, label %4, label %7, !dbg !72

4:                                                ; preds = %1
  %5 = load i32, ptr addrspace(1) @_ZN8Registry4hitsE, align 4, !dbg !73, !tbaa !74
  %6 = add nsw i32 %5, 7, !dbg !73
  store i32 %6, ptr addrspace(1) @_ZN8Registry4hitsE, align 4, !dbg !73, !tbaa !74
  br label %7, !dbg !78

7:                                                ; preds = %4, %1
  %8 = trunc i64 %2 to i32, !dbg !79
    #dbg_value(i32 %8, !56, !DIExpression(DW_OP_constu, 4, DW_OP_mod, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !62)
  %9 = srem i32 %8, 4, !dbg !80
    #dbg_value(i32 %9, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
    #dbg_value(i32 255, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %10 = sext i32 %9 to i64, !dbg !81
  %11 = getelementptr inbounds [4 x float], ptr addrspace(2) @_ZN8Registry6kScaleE.const, i64 0, i64 %10, !dbg !81
  %12 = load float, ptr addrspace(2) %11, align 4, !dbg !81, !tbaa !82
  %13 = tail call float @llvm.fmuladd.f32(float %12, float 2.550000e+02, float 0.000000e+00), !dbg !84
  %14 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %2, !dbg !85
  store float %13, ptr addrspace(1) %14, align 4, !dbg !86, !tbaa !82
  ret void, !dbg !87
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !88 spir_func noundef i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!38, !39, !40, !41}
!opencl.ocl.version = !{!42}
!opencl.cxx.version = !{!43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "hits", linkageName: "_ZN8Registry4hitsE", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true, declaration: !11)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !37, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lit-tests/di/Inputs/static_members.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "492635637ddeeec73dfa25ca3518b0df")
!4 = !{!5, !6, !24, !30}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !3, line: 3, size: 32, flags: DIFlagTypePassByValue, elements: !7, identifier: "_ZTS8Registry")
!7 = !{!8, !10, !11, !12, !18, !19}
!8 = !DIDerivedType(tag: DW_TAG_variable, name: "kSlots", scope: !6, file: !3, line: 4, baseType: !9, flags: DIFlagStaticMember, extraData: i32 4)
!9 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!10 = !DIDerivedType(tag: DW_TAG_variable, name: "kVersion", scope: !6, file: !3, line: 5, baseType: !9, flags: DIFlagStaticMember, extraData: i32 7)
!11 = !DIDerivedType(tag: DW_TAG_variable, name: "hits", scope: !6, file: !3, line: 6, baseType: !5, flags: DIFlagStaticMember)
!12 = !DIDerivedType(tag: DW_TAG_variable, name: "kScale", scope: !6, file: !3, line: 7, baseType: !13, flags: DIFlagStaticMember)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, elements: !16)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !{!17}
!17 = !DISubrange(count: 4)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !6, file: !3, line: 10, baseType: !5, size: 32)
!19 = !DISubprogram(name: "lookup", linkageName: "_ZNU3AS4K8Registry6lookupEv", scope: !6, file: !3, line: 11, type: !20, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!20 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !21)
!21 = !{!5, !22}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Limits<int>", file: !3, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !25, templateParams: !28, identifier: "_ZTS6LimitsIiE")
!25 = !{!26, !27}
!26 = !DIDerivedType(tag: DW_TAG_variable, name: "kLow", scope: !24, file: !3, line: 17, baseType: !9, flags: DIFlagStaticMember)
!27 = !DIDerivedType(tag: DW_TAG_variable, name: "kHigh", scope: !24, file: !3, line: 18, baseType: !9, flags: DIFlagStaticMember, extraData: i32 255)
!28 = !{!29}
!29 = !DITemplateTypeParameter(name: "T", type: !5)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Limits<float>", file: !3, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !31, templateParams: !35, identifier: "_ZTS6LimitsIfE")
!31 = !{!32, !34}
!32 = !DIDerivedType(tag: DW_TAG_variable, name: "kLow", scope: !30, file: !3, line: 17, baseType: !33, flags: DIFlagStaticMember, extraData: float 0.000000e+00)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!34 = !DIDerivedType(tag: DW_TAG_variable, name: "kHigh", scope: !30, file: !3, line: 18, baseType: !33, flags: DIFlagStaticMember)
!35 = !{!36}
!36 = !DITemplateTypeParameter(name: "T", type: !15)
!37 = !{!0}
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 7, !"frame-pointer", i32 2}
!42 = !{i32 3, i32 0}
!43 = !{i32 2021, i32 0}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "static_members", scope: !3, file: !3, line: 21, type: !46, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!46 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !47)
!47 = !{null, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!49 = !{!50, !51, !55, !56, !57}
!50 = !DILocalVariable(name: "out", arg: 1, scope: !45, file: !3, line: 21, type: !48)
!51 = !DILocalVariable(name: "i", scope: !45, file: !3, line: 22, type: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !53, line: 142, baseType: !54)
!53 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!54 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!55 = !DILocalVariable(name: "r", scope: !45, file: !3, line: 23, type: !6)
!56 = !DILocalVariable(name: "s", scope: !45, file: !3, line: 24, type: !5)
!57 = !DILocalVariable(name: "hi", scope: !45, file: !3, line: 27, type: !5)
!58 = !{i32 1}
!59 = !{!"none"}
!60 = !{!"float*"}
!61 = !{!""}
!62 = !DILocation(line: 0, scope: !45)
!63 = !DILocation(line: 22, column: 14, scope: !45)
!64 = !DILocalVariable(name: "this", arg: 1, scope: !65, type: !67, flags: DIFlagArtificial | DIFlagObjectPointer)
!65 = distinct !DISubprogram(name: "lookup", linkageName: "_ZNU3AS4K8Registry6lookupEv", scope: !6, file: !3, line: 11, type: !20, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !66)
!66 = !{!64}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, dwarfAddressSpace: 4)
!68 = !DILocation(line: 0, scope: !65, inlinedAt: !69)
!69 = distinct !DILocation(line: 24, column: 13, scope: !45)
!70 = !DILocation(line: 25, column: 9, scope: !71)
!71 = distinct !DILexicalBlock(scope: !45, file: !3, line: 25, column: 7)
!72 = !DILocation(line: 25, column: 7, scope: !45)
!73 = !DILocation(line: 26, column: 20, scope: !71)
!74 = !{!75, !75, i64 0}
!75 = !{!"int", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C++ TBAA"}
!78 = !DILocation(line: 26, column: 5, scope: !71)
!79 = !DILocation(line: 23, column: 31, scope: !45)
!80 = !DILocation(line: 11, column: 36, scope: !65, inlinedAt: !69)
!81 = !DILocation(line: 28, column: 12, scope: !45)
!82 = !{!83, !83, i64 0}
!83 = !{!"float", !76, i64 0}
!84 = !DILocation(line: 28, column: 37, scope: !45)
!85 = !DILocation(line: 28, column: 3, scope: !45)
!86 = !DILocation(line: 28, column: 10, scope: !45)
!87 = !DILocation(line: 29, column: 1, scope: !45)
!88 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 22, type: !89, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!89 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !90)
!90 = !{!54, !91}
!91 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
