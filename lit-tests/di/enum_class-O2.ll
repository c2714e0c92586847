; Scoped enums at -O2: the enumeration composites and enumerators, and enum-typed locals described by constant dbg.value records (i32 1 for LegacyB, i64 4294967296 for Wide::Big).
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
; CHECK: {{^}}; 58 nodes (57 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_C_plus_plus_14,{{.*}} isOptimized: true,{{.*}} emissionKind: FullDebug, enums: {[[CHANNEL:![0-9]+]], [[LEVEL:![0-9]+]], [[LEGACY:![0-9]+]], [[WIDE:![0-9]+]]}, retainedTypes: {!20, !21},
; CHECK: {{^}}[[CHANNEL]] = DICompositeType(tag: DW_TAG_enumeration_type, name: "Channel",{{.*}} baseType: !3, size: 8,{{.*}} flags: DIFlagEnumClass, elements: {!4, !5, !6, !7},{{.*}} identifier: "_ZTS7Channel",
; CHECK: {{^}}[[LEVEL]] = DICompositeType(tag: DW_TAG_enumeration_type, name: "Level",{{.*}} baseType: !9, size: 16,{{.*}} flags: DIFlagEnumClass, elements: {!10, !11, !12},{{.*}} identifier: "_ZTS5Level",
; CHECK: {{^}}!10 = DIEnumerator(name: "Low", value: -1, isUnsigned: false){{$}}
; CHECK: {{^}}[[LEGACY]] = DICompositeType(tag: DW_TAG_enumeration_type, name: "Legacy",{{.*}} baseType: !14, size: 32,{{.*}} flags: DIFlagZero, elements: {!15, !16},{{.*}} identifier: "_ZTS6Legacy",
; CHECK: {{^}}!16 = DIEnumerator(name: "LegacyB", value: 1, isUnsigned: true){{$}}
; CHECK-NEXT: {{^}}[[WIDE]] = DICompositeType(tag: DW_TAG_enumeration_type, name: "Wide",{{.*}} baseType: !18, size: 64,{{.*}} flags: DIFlagEnumClass, elements: {!19},{{.*}} identifier: "_ZTS4Wide",
; CHECK: {{^}}!19 = DIEnumerator(name: "Big", value: 4294967296, isUnsigned: true){{$}}
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "enum_class",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!29, !30, !31, !34, !35, !36, !37, !38, !43},
; CHECK: {{^}}!36 = DILocalVariable(name: "lg",{{.*}} scope: [[KERNEL]],{{.*}} line: 20, type: [[LEGACY]],
; CHECK-NEXT: {{^}}!37 = DILocalVariable(name: "w",{{.*}} scope: [[KERNEL]],{{.*}} line: 21, type: [[WIDE]],
; CHECK: {{^}}!39 = DIDerivedType(tag: DW_TAG_typedef, name: "pixel",{{.*}} file: !1, line: 9, baseType: !40,
; CHECK: {{^}}!41 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: !42, size: 32,{{.*}} flags: DIFlagVector, elements: {!27},
; CHECK: {{^}}function @enum_class subprogram [[KERNEL]]: 1 blocks, 25 instructions, 24 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(poison, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !44{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(poison, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !44{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(i32 1, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !44{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(i64 4294967296, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !44{{$}}
; ModuleID = 'lit-tests/di/Inputs/enum_class.clcpp'
source_filename = "lit-tests/di/Inputs/enum_class.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @enum_class(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1) local_unnamed_addr #0 !dbg !35 !kernel_arg_addr_space !60 !kernel_arg_access_qual !61 !kernel_arg_type !62 !kernel_arg_base_type !63 !kernel_arg_type_qual !64 {
    #dbg_value(ptr addrspace(1) %0, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
    #dbg_value(ptr addrspace(1) %1, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
  %3 = tail call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !66
    #dbg_value(i64 %3, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
    #dbg_value(i8 poison, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
  %4 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %3, !dbg !67
  %5 = load i32, ptr addrspace(1) %4, align 4, !dbg !67, !tbaa !68
    #dbg_value(i16 poison, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
    #dbg_value(i32 1, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
    #dbg_value(i64 4294967296, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
  %6 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %0, i64 %3, !dbg !72
  %7 = load <4 x i8>, ptr addrspace(1) %6, align 4, !dbg !72, !tbaa !73
    #dbg_value(<4 x i8> %7, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
    #dbg_value(i32 poison, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
  %8 = and i64 %3, 1, !dbg !74
  %9 = icmp eq i64 %8, 0, !dbg !74
  %10 = insertelement <4 x i8> %7, i8 -1, i64 0
  %11 = select i1 %9, <4 x i8> %7, <4 x i8> %10, !dbg !76
    #dbg_value(i16 poison, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
    #dbg_value(<4 x i8> %11, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
  store <4 x i8> %11, ptr addrspace(1) %6, align 4, !dbg !77, !tbaa !73
  %12 = icmp slt i32 %5, 1, !dbg !78
  %13 = select i1 %12, i32 1, i32 3, !dbg !78
  store i32 %13, ptr addrspace(1) %4, align 4, !dbg !79, !tbaa !68
  ret void, !dbg !80
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !81 spir_func noundef i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!28, !29, !30, !31}
!opencl.ocl.version = !{!32}
!opencl.cxx.version = !{!33}
!llvm.ident = !{!34}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !25, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/enum_class.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "db4e257cf9cb90beb8999df9ca0e2cc2")
!2 = !{!3, !10, !16, !21}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Channel", file: !1, line: 3, baseType: !4, size: 8, flags: DIFlagEnumClass, elements: !5, identifier: "_ZTS7Channel")
!4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6, !7, !8, !9}
!6 = !DIEnumerator(name: "Red", value: 1, isUnsigned: true)
!7 = !DIEnumerator(name: "Green", value: 2, isUnsigned: true)
!8 = !DIEnumerator(name: "Blue", value: 4, isUnsigned: true)
!9 = !DIEnumerator(name: "Alpha", value: 8, isUnsigned: true)
!10 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Level", file: !1, line: 4, baseType: !11, size: 16, flags: DIFlagEnumClass, elements: !12, identifier: "_ZTS5Level")
!11 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!12 = !{!13, !14, !15}
!13 = !DIEnumerator(name: "Low", value: -1)
!14 = !DIEnumerator(name: "Mid", value: 0)
!15 = !DIEnumerator(name: "High", value: 1)
!16 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Legacy", file: !1, line: 5, baseType: !17, size: 32, elements: !18, identifier: "_ZTS6Legacy")
!17 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!18 = !{!19, !20}
!19 = !DIEnumerator(name: "LegacyA", value: 0, isUnsigned: true)
!20 = !DIEnumerator(name: "LegacyB", value: 1, isUnsigned: true)
!21 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Wide", file: !1, line: 6, baseType: !22, size: 64, flags: DIFlagEnumClass, elements: !23, identifier: "_ZTS4Wide")
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !{!24}
!24 = !DIEnumerator(name: "Big", value: 4294967296, isUnsigned: true)
!25 = !{!26, !27}
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "channel_mask", file: !1, line: 8, baseType: !17)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{i32 3, i32 0}
!33 = !{i32 2021, i32 0}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "enum_class", scope: !1, file: !1, line: 16, type: !36, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !44)
!36 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !37)
!37 = !{null, !38, !43}
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptr_to<pixel>", file: !1, line: 10, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64, dwarfAddressSpace: 1)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, flags: DIFlagVector, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 4)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, dwarfAddressSpace: 1)
!44 = !{!45, !46, !47, !50, !51, !52, !53, !54, !59}
!45 = !DILocalVariable(name: "pixels", arg: 1, scope: !35, file: !1, line: 16, type: !38)
!46 = !DILocalVariable(name: "levels", arg: 2, scope: !35, file: !1, line: 16, type: !43)
!47 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 17, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !49, line: 142, baseType: !22)
!49 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!50 = !DILocalVariable(name: "ch", scope: !35, file: !1, line: 18, type: !3)
!51 = !DILocalVariable(name: "lv", scope: !35, file: !1, line: 19, type: !10)
!52 = !DILocalVariable(name: "lg", scope: !35, file: !1, line: 20, type: !16)
!53 = !DILocalVariable(name: "w", scope: !35, file: !1, line: 21, type: !21)
!54 = !DILocalVariable(name: "p", scope: !35, file: !1, line: 22, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "pixel", file: !1, line: 9, baseType: !56)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar4", file: !49, line: 174, baseType: !57)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 32, flags: DIFlagVector, elements: !41)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !49, line: 119, baseType: !4)
!59 = !DILocalVariable(name: "m", scope: !35, file: !1, line: 23, type: !27)
!60 = !{i32 1, i32 1}
!61 = !{!"none", !"none"}
!62 = !{!"unsigned char __attribute__((ext_vector_type(4)))*", !"int*"}
!63 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"int*"}
!64 = !{!"", !""}
!65 = !DILocation(line: 0, scope: !35)
!66 = !DILocation(line: 17, column: 14, scope: !35)
!67 = !DILocation(line: 19, column: 14, scope: !35)
!68 = !{!69, !69, i64 0}
!69 = !{!"int", !70, i64 0}
!70 = !{!"omnipotent char", !71, i64 0}
!71 = !{!"Simple C++ TBAA"}
!72 = !DILocation(line: 22, column: 13, scope: !35)
!73 = !{!70, !70, i64 0}
!74 = !DILocation(line: 24, column: 7, scope: !75)
!75 = distinct !DILexicalBlock(scope: !35, file: !1, line: 24, column: 7)
!76 = !DILocation(line: 24, column: 7, scope: !35)
!77 = !DILocation(line: 26, column: 13, scope: !35)
!78 = !DILocation(line: 27, column: 41, scope: !35)
!79 = !DILocation(line: 27, column: 13, scope: !35)
!80 = !DILocation(line: 28, column: 1, scope: !35)
!81 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 17, type: !82, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !83)
!83 = !{!22, !17}
