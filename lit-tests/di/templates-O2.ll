; Templates at -O2: class template instantiations keep their template parameters (incl. the template template parameter), all template functions are folded or inlined (shifted<true, 2U> with bool/unsigned value parameters), and sum_all() results become constant dbg.value records.
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
; CHECK: {{^}}; 68 nodes (67 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "templates",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!8, !9, !10, !14, !25, !44, !45},
; CHECK: {{^}}[[FVF3:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "FixedVec<float, 3>",{{.*}} size: 96,{{.*}} elements: {!16, !19},{{.*}} templateParams: {!23, !24}, identifier: "_ZTS8FixedVecIfLi3EE",
; CHECK: {{^}}!19 = DISubprogram(scope: [[FVF3]], name: "sum", linkageName: "_ZNU3AS4K8FixedVecIfLi3EE3sumEv",{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagOptimized,
; CHECK: {{^}}!23 = DITemplateTypeParameter(name: "T", type: [[FLOAT:![0-9]+]], defaulted: false){{$}}
; CHECK-NEXT: {{^}}!24 = DITemplateValueParameter(tag: DW_TAG_template_value_parameter, name: "N", type: [[INT:![0-9]+]], defaulted: false, value: i32 3){{$}}
; CHECK: {{^}}[[WRAPPER:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Wrapper<FixedVec, int, 2>",{{.*}} size: 64,{{.*}} elements: {!27, !38},{{.*}} templateParams: {!42, !43, !37}, identifier: "_ZTS7WrapperI8FixedVeciLi2EE",
; CHECK: {{^}}[[FVI2:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "FixedVec<int, 2>",{{.*}} size: 64,{{.*}} elements: {!29, !32},{{.*}} templateParams: {!36, !37}, identifier: "_ZTS8FixedVecIiLi2EE",
; CHECK: {{^}}!36 = DITemplateTypeParameter(name: "T", type: [[INT]], defaulted: false){{$}}
; CHECK-NEXT: {{^}}!37 = DITemplateValueParameter(tag: DW_TAG_template_value_parameter, name: "N", type: [[INT]], defaulted: false, value: i32 2){{$}}
; CHECK: {{^}}!42 = DITemplateValueParameter(tag: DW_TAG_GNU_template_template_param, name: "Container", type: null, defaulted: false, value: "FixedVec"){{$}}
; CHECK-NEXT: {{^}}!43 = DITemplateTypeParameter(name: "E", type: [[INT]], defaulted: false){{$}}
; CHECK: {{^}}!52 = DILocation(line: 0, column: 0, scope: [[SHIFTED:![0-9]+]], inlinedAt: !60, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[SHIFTED]] = distinct DISubprogram(scope: !1, name: "shifted<true, 2U>", linkageName: "_Z7shiftedILb1ELj2EEii",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: {!56, !58},{{.*}} retainedNodes: {!55},
; CHECK: {{^}}!55 = DILocalVariable(name: "v", arg: 1, scope: [[SHIFTED]], file: !1, line: 24, type: [[INT]], flags: DIFlagZero, align: 0, annotations: {}){{$}}
; CHECK-NEXT: {{^}}!56 = DITemplateValueParameter(tag: DW_TAG_template_value_parameter, name: "Flag", type: !57, defaulted: false, value: i1 true){{$}}
; CHECK-NEXT: {{^}}!57 = DIBasicType(tag: DW_TAG_base_type, name: "bool", size: 8, align: 0, encoding: DW_ATE_boolean, flags: DIFlagZero){{$}}
; CHECK-NEXT: {{^}}!58 = DITemplateValueParameter(tag: DW_TAG_template_value_parameter, name: "Shift", type: !59, defaulted: false, value: i32 2){{$}}
; CHECK: {{^}}function @templates subprogram [[KERNEL]]: 1 blocks, 15 instructions, 15 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(i32 3, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !46{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%5, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !52{{$}}
; ModuleID = 'lit-tests/di/Inputs/templates.clcpp'
source_filename = "lit-tests/di/Inputs/templates.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define spir_kernel void @templates(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !12 !kernel_arg_addr_space !67 !kernel_arg_access_qual !68 !kernel_arg_type !69 !kernel_arg_base_type !69 !kernel_arg_type_qual !70 {
    #dbg_value(ptr addrspace(1) %0, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(ptr addrspace(1) %1, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  %3 = tail call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !72
    #dbg_value(i64 %3, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(float 6.000000e+00, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i32 3, !66, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  %4 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %3, !dbg !73
  store float 1.200000e+01, ptr addrspace(1) %4, align 4, !dbg !74, !tbaa !75
  %5 = trunc i64 %3 to i32, !dbg !79
    #dbg_value(i32 %5, !80, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !90)
  %6 = shl i32 %5, 2, !dbg !92
  %7 = add nsw i32 %6, 13, !dbg !93
  %8 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %3, !dbg !94
  store i32 %7, ptr addrspace(1) %8, align 4, !dbg !95, !tbaa !96
  ret void, !dbg !98
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !99 spir_func noundef i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8}
!opencl.ocl.version = !{!9}
!opencl.cxx.version = !{!10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/templates.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "67ca30086187bcffc6b389bc5a03fc9a")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{i32 3, i32 0}
!10 = !{i32 2021, i32 0}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "templates", scope: !1, file: !1, line: 28, type: !13, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!13 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !14)
!14 = !{null, !15, !16}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 1)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!17 = !{!18, !19, !20, !24, !39, !65, !66}
!18 = !DILocalVariable(name: "fout", arg: 1, scope: !12, file: !1, line: 28, type: !15)
!19 = !DILocalVariable(name: "iout", arg: 2, scope: !12, file: !1, line: 28, type: !16)
!20 = !DILocalVariable(name: "i", scope: !12, file: !1, line: 29, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !22, line: 142, baseType: !23)
!22 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DILocalVariable(name: "fv", scope: !12, file: !1, line: 30, type: !25)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "FixedVec<float, 3>", file: !1, line: 3, size: 96, flags: DIFlagTypePassByValue, elements: !26, templateParams: !36, identifier: "_ZTS8FixedVecIfLi3EE")
!26 = !{!27, !31}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !25, file: !1, line: 4, baseType: !28, size: 96)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 3)
!31 = !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K8FixedVecIfLi3EE3sumEv", scope: !25, file: !1, line: 5, type: !32, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!32 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !33)
!33 = !{!4, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!35 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!36 = !{!37, !38}
!37 = !DITemplateTypeParameter(name: "T", type: !4)
!38 = !DITemplateValueParameter(name: "N", type: !3, value: i32 3)
!39 = !DILocalVariable(name: "w", scope: !12, file: !1, line: 31, type: !40)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wrapper<FixedVec, int, 2>", file: !1, line: 19, size: 64, flags: DIFlagTypePassByValue, elements: !41, templateParams: !62, identifier: "_ZTS7WrapperI8FixedVeciLi2EE")
!41 = !{!42, !57}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !40, file: !1, line: 20, baseType: !43, size: 64)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "FixedVec<int, 2>", file: !1, line: 3, size: 64, flags: DIFlagTypePassByValue, elements: !44, templateParams: !54, identifier: "_ZTS8FixedVecIiLi2EE")
!44 = !{!45, !49}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !43, file: !1, line: 4, baseType: !46, size: 64)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 64, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 2)
!49 = !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K8FixedVecIiLi2EE3sumEv", scope: !43, file: !1, line: 5, type: !50, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!50 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !51)
!51 = !{!3, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!54 = !{!55, !56}
!55 = !DITemplateTypeParameter(name: "T", type: !3)
!56 = !DITemplateValueParameter(name: "N", type: !3, value: i32 2)
!57 = !DISubprogram(name: "total", linkageName: "_ZNU3AS4K7WrapperI8FixedVeciLi2EE5totalEv", scope: !40, file: !1, line: 21, type: !58, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!58 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !59)
!59 = !{!3, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!62 = !{!63, !64, !56}
!63 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_template_param, name: "Container", value: !"FixedVec")
!64 = !DITemplateTypeParameter(name: "E", type: !3)
!65 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 32, type: !4)
!66 = !DILocalVariable(name: "b", scope: !12, file: !1, line: 33, type: !3)
!67 = !{i32 1, i32 1}
!68 = !{!"none", !"none"}
!69 = !{!"float*", !"int*"}
!70 = !{!"", !""}
!71 = !DILocation(line: 0, scope: !12)
!72 = !DILocation(line: 29, column: 14, scope: !12)
!73 = !DILocation(line: 34, column: 3, scope: !12)
!74 = !DILocation(line: 34, column: 11, scope: !12)
!75 = !{!76, !76, i64 0}
!76 = !{!"float", !77, i64 0}
!77 = !{!"omnipotent char", !78, i64 0}
!78 = !{!"Simple C++ TBAA"}
!79 = !DILocation(line: 35, column: 60, scope: !12)
!80 = !DILocalVariable(name: "v", arg: 1, scope: !81, file: !1, line: 24, type: !3)
!81 = distinct !DISubprogram(name: "shifted<true, 2U>", linkageName: "_Z7shiftedILb1ELj2EEii", scope: !1, file: !1, line: 24, type: !82, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !85, retainedNodes: !84)
!82 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !83)
!83 = !{!3, !3}
!84 = !{!80}
!85 = !{!86, !88}
!86 = !DITemplateValueParameter(name: "Flag", type: !87, value: i1 true)
!87 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!88 = !DITemplateValueParameter(name: "Shift", type: !89, value: i32 2)
!89 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!90 = !DILocation(line: 0, scope: !81, inlinedAt: !91)
!91 = distinct !DILocation(line: 35, column: 29, scope: !12)
!92 = !DILocation(line: 25, column: 20, scope: !81, inlinedAt: !91)
!93 = !DILocation(line: 35, column: 64, scope: !12)
!94 = !DILocation(line: 35, column: 3, scope: !12)
!95 = !DILocation(line: 35, column: 11, scope: !12)
!96 = !{!97, !97, i64 0}
!97 = !{!"int", !77, i64 0}
!98 = !DILocation(line: 37, column: 1, scope: !12)
!99 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 29, type: !100, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !101)
!101 = !{!23, !89}
