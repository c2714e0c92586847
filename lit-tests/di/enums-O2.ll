; C enums at -O2: enumeration composites and enumerators (incl. MODE_OFF = -1), color_weight() inlined with an enum-typed parameter, and dbg.value records for enum locals.
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
; CHECK: {{^}}; 55 nodes (54 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_OpenCL,{{.*}} isOptimized: true,{{.*}} emissionKind: FullDebug, enums: {[[COLOR:![0-9]+]], [[MODE:![0-9]+]], [[FLAGS:![0-9]+]]}, retainedTypes: {[[COLOR]], !8},
; CHECK: {{^}}[[COLOR]] = DICompositeType(tag: DW_TAG_enumeration_type, name: "Color",{{.*}} baseType: !3, size: 32,{{.*}} elements: {!4, !5, !6},
; CHECK: {{^}}!5 = DIEnumerator(name: "GREEN", value: 5, isUnsigned: false){{$}}
; CHECK: {{^}}[[MODE]] = DICompositeType(tag: DW_TAG_enumeration_type, name: "", scope: null, file: !1, line: 4, baseType: !8, size: 32,{{.*}} elements: {!9, !10, !11},
; CHECK: {{^}}!9 = DIEnumerator(name: "MODE_OFF", value: -1, isUnsigned: false){{$}}
; CHECK: {{^}}!11 = DIEnumerator(name: "MODE_HIGH", value: 100, isUnsigned: false){{$}}
; CHECK-NEXT: {{^}}[[FLAGS]] = DICompositeType(tag: DW_TAG_enumeration_type, name: "Flags",{{.*}} baseType: !3, size: 32,{{.*}} elements: {!13, !14, !15, !16},
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "classify",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!22, !23, !24, !28, !29, !31},
; CHECK: {{^}}!29 = DILocalVariable(name: "m",{{.*}} scope: [[KERNEL]],{{.*}} line: 19, type: !30,
; CHECK-NEXT: {{^}}!30 = DIDerivedType(tag: DW_TAG_typedef, name: "Mode",{{.*}} file: !1, line: 8, baseType: [[MODE]],
; CHECK-NEXT: {{^}}!31 = DILocalVariable(name: "f",{{.*}} scope: [[KERNEL]],{{.*}} line: 20, type: [[FLAGS]],
; CHECK: {{^}}!41 = DILocation(line: 0, column: 0, scope: [[WEIGHT:![0-9]+]], inlinedAt: !45, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[WEIGHT]] = distinct DISubprogram(scope: !1, name: "color_weight",{{.*}} type: !43,{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!44},
; CHECK: {{^}}!44 = DILocalVariable(name: "c", arg: 1, scope: [[WEIGHT]], file: !1, line: 12, type: [[COLOR]], flags: DIFlagZero, align: 0, annotations: {}){{$}}
; CHECK: {{^}}function @classify subprogram [[KERNEL]]: 1 blocks, 22 instructions, 22 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(i32 0, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !32{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%9, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !32{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%6, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !41{{$}}
; ModuleID = 'lit-tests/di/Inputs/enums.cl'
source_filename = "lit-tests/di/Inputs/enums.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @classify(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !28 !kernel_arg_addr_space !45 !kernel_arg_access_qual !46 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !48 {
    #dbg_value(ptr addrspace(1) %0, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
    #dbg_value(ptr addrspace(1) %1, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !50
    #dbg_value(i64 %3, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %4 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3, !dbg !51
  %5 = load i32, ptr addrspace(1) %4, align 4, !dbg !51, !tbaa !52
  %6 = srem i32 %5, 3, !dbg !56
    #dbg_value(i32 %6, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %7 = icmp sgt i32 %5, 10, !dbg !57
  %8 = select i1 %7, i32 100, i32 0, !dbg !58
    #dbg_value(i32 %8, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
    #dbg_value(i32 0, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %9 = and i32 %5, 1, !dbg !59
    #dbg_value(i32 %9, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
    #dbg_value(i32 %6, !61, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
  %10 = icmp eq i32 %6, 0, !dbg !68
  %11 = select i1 %10, i32 1, i32 3, !dbg !69
  %12 = or disjoint i32 %8, %9, !dbg !70
  %13 = add nuw nsw i32 %12, %11, !dbg !71
  %14 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %3, !dbg !72
  store i32 %13, ptr addrspace(1) %14, align 4, !dbg !73, !tbaa !52
  ret void, !dbg !74
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !75 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!22, !23, !24, !25}
!opencl.ocl.version = !{!26}
!llvm.ident = !{!27}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !21, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/enums.cl", directory: ".", checksumkind: CSK_MD5, checksum: "ed2b7322002831e242531dcc7ba32f34")
!2 = !{!3, !9, !15}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", file: !1, line: 2, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8}
!6 = !DIEnumerator(name: "RED", value: 0)
!7 = !DIEnumerator(name: "GREEN", value: 5)
!8 = !DIEnumerator(name: "BLUE", value: 6)
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 4, baseType: !10, size: 32, elements: !11)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12, !13, !14}
!12 = !DIEnumerator(name: "MODE_OFF", value: -1)
!13 = !DIEnumerator(name: "MODE_LOW", value: 0)
!14 = !DIEnumerator(name: "MODE_HIGH", value: 100)
!15 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Flags", file: !1, line: 10, baseType: !4, size: 32, elements: !16)
!16 = !{!17, !18, !19, !20}
!17 = !DIEnumerator(name: "FLAG_NONE", value: 0)
!18 = !DIEnumerator(name: "FLAG_A", value: 1)
!19 = !DIEnumerator(name: "FLAG_B", value: 2)
!20 = !DIEnumerator(name: "FLAG_AB", value: 3)
!21 = !{!3, !10}
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{i32 2, i32 0}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "classify", scope: !1, file: !1, line: 16, type: !29, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !34)
!29 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !30)
!30 = !{null, !31, !33}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64, dwarfAddressSpace: 1)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, dwarfAddressSpace: 1)
!34 = !{!35, !36, !37, !41, !42, !44}
!35 = !DILocalVariable(name: "in", arg: 1, scope: !28, file: !1, line: 16, type: !31)
!36 = !DILocalVariable(name: "out", arg: 2, scope: !28, file: !1, line: 16, type: !33)
!37 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 17, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !39, line: 142, baseType: !40)
!39 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!40 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!41 = !DILocalVariable(name: "c", scope: !28, file: !1, line: 18, type: !3)
!42 = !DILocalVariable(name: "m", scope: !28, file: !1, line: 19, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "Mode", file: !1, line: 8, baseType: !9)
!44 = !DILocalVariable(name: "f", scope: !28, file: !1, line: 20, type: !15)
!45 = !{i32 1, i32 1}
!46 = !{!"none", !"none"}
!47 = !{!"int*", !"int*"}
!48 = !{!"const", !""}
!49 = !DILocation(line: 0, scope: !28)
!50 = !DILocation(line: 17, column: 14, scope: !28)
!51 = !DILocation(line: 18, column: 31, scope: !28)
!52 = !{!53, !53, i64 0}
!53 = !{!"int", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocation(line: 18, column: 37, scope: !28)
!57 = !DILocation(line: 19, column: 18, scope: !28)
!58 = !DILocation(line: 19, column: 12, scope: !28)
!59 = !DILocation(line: 21, column: 13, scope: !60)
!60 = distinct !DILexicalBlock(scope: !28, file: !1, line: 21, column: 7)
!61 = !DILocalVariable(name: "c", arg: 1, scope: !62, file: !1, line: 12, type: !3)
!62 = distinct !DISubprogram(name: "color_weight", scope: !1, file: !1, line: 12, type: !63, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !65)
!63 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !64)
!64 = !{!10, !3}
!65 = !{!61}
!66 = !DILocation(line: 0, scope: !62, inlinedAt: !67)
!67 = distinct !DILocation(line: 23, column: 12, scope: !28)
!68 = !DILocation(line: 13, column: 12, scope: !62, inlinedAt: !67)
!69 = !DILocation(line: 13, column: 10, scope: !62, inlinedAt: !67)
!70 = !DILocation(line: 23, column: 28, scope: !28)
!71 = !DILocation(line: 23, column: 37, scope: !28)
!72 = !DILocation(line: 23, column: 3, scope: !28)
!73 = !DILocation(line: 23, column: 10, scope: !28)
!74 = !DILocation(line: 24, column: 1, scope: !28)
!75 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 17, type: !76, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !77)
!77 = !{!40, !4}
