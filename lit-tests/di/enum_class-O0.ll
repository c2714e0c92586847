; Scoped enums at -O0: DIFlagEnumClass enumerations over unsigned char/short/unsigned long with unsigned, negative and >32-bit enumerators, an unscoped C++ enum, and using-aliases (incl. an alias template) as typedefs.
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
; CHECK: {{^}}; 94 nodes (93 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_C_plus_plus_14,{{.*}} emissionKind: FullDebug, enums: {[[CHANNEL:![0-9]+]], [[LEVEL:![0-9]+]], [[LEGACY:![0-9]+]], [[WIDE:![0-9]+]]}, retainedTypes: {!20, !21},
; CHECK: {{^}}[[CHANNEL]] = DICompositeType(tag: DW_TAG_enumeration_type, name: "Channel",{{.*}} file: !1, line: 3, baseType: !3, size: 8,{{.*}} flags: DIFlagEnumClass, elements: {!4, !5, !6, !7},{{.*}} identifier: "_ZTS7Channel",
; CHECK-NEXT: {{^}}!3 = DIBasicType(tag: DW_TAG_base_type, name: "unsigned char", size: 8, align: 0, encoding: DW_ATE_unsigned_char, flags: DIFlagZero){{$}}
; CHECK-NEXT: {{^}}!4 = DIEnumerator(name: "Red", value: 1, isUnsigned: true){{$}}
; CHECK-NEXT: {{^}}!5 = DIEnumerator(name: "Green", value: 2, isUnsigned: true){{$}}
; CHECK-NEXT: {{^}}!6 = DIEnumerator(name: "Blue", value: 4, isUnsigned: true){{$}}
; CHECK-NEXT: {{^}}!7 = DIEnumerator(name: "Alpha", value: 8, isUnsigned: true){{$}}
; CHECK-NEXT: {{^}}[[LEVEL]] = DICompositeType(tag: DW_TAG_enumeration_type, name: "Level",{{.*}} line: 4, baseType: !9, size: 16,{{.*}} flags: DIFlagEnumClass, elements: {!10, !11, !12},{{.*}} identifier: "_ZTS5Level",
; CHECK: {{^}}!10 = DIEnumerator(name: "Low", value: -1, isUnsigned: false){{$}}
; CHECK-NEXT: {{^}}!11 = DIEnumerator(name: "Mid", value: 0, isUnsigned: false){{$}}
; CHECK-NEXT: {{^}}!12 = DIEnumerator(name: "High", value: 1, isUnsigned: false){{$}}
; CHECK-NEXT: {{^}}[[LEGACY]] = DICompositeType(tag: DW_TAG_enumeration_type, name: "Legacy",{{.*}} line: 5, baseType: !14, size: 32,{{.*}} flags: DIFlagZero, elements: {!15, !16},{{.*}} identifier: "_ZTS6Legacy",
; CHECK: {{^}}!15 = DIEnumerator(name: "LegacyA", value: 0, isUnsigned: true){{$}}
; CHECK: {{^}}[[WIDE]] = DICompositeType(tag: DW_TAG_enumeration_type, name: "Wide",{{.*}} line: 6, baseType: !18, size: 64,{{.*}} flags: DIFlagEnumClass, elements: {!19},{{.*}} identifier: "_ZTS4Wide",
; CHECK: {{^}}!19 = DIEnumerator(name: "Big", value: 4294967296, isUnsigned: true){{$}}
; CHECK: {{^}}!21 = DIDerivedType(tag: DW_TAG_typedef, name: "channel_mask",{{.*}} file: !1, line: 8, baseType: !14,
; CHECK: {{^}}!24 = DIDerivedType(tag: DW_TAG_typedef, name: "ptr_to<pixel>",{{.*}} file: !1, line: 10, baseType: !25,
; CHECK: {{^}}!40 = DILocalVariable(name: "ch",{{.*}} scope: [[KERNEL:![0-9]+]],{{.*}} line: 18, type: [[CHANNEL]],
; CHECK: {{^}}!45 = DILocalVariable(name: "lv",{{.*}} scope: [[KERNEL]],{{.*}} line: 19, type: [[LEVEL]],
; CHECK: {{^}}!87 = distinct DISubprogram(scope: !1, name: "mask_of", linkageName: "_ZL7mask_of7Channel",{{.*}} line: 12, type: !88,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition,
; CHECK-NEXT: {{^}}!88 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {!21, [[CHANNEL]]}){{$}}
; CHECK: {{^}}function @_ZL7mask_of7Channel subprogram !87: 1 blocks, 6 instructions, 4 with a location{{$}}
; ModuleID = 'lit-tests/di/Inputs/enum_class.clcpp'
source_filename = "lit-tests/di/Inputs/enum_class.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define spir_kernel void @enum_class(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !35 !kernel_arg_addr_space !45 !kernel_arg_access_qual !46 !kernel_arg_type !47 !kernel_arg_base_type !48 !kernel_arg_type_qual !49 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i64, align 8
  %6 = alloca i8, align 1
  %7 = alloca i16, align 2
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca <4 x i8>, align 4
  %11 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
    #dbg_declare(ptr %5, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %12 = call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !58
  store i64 %12, ptr %5, align 8, !dbg !57
    #dbg_declare(ptr %6, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %13 = load i64, ptr %5, align 8, !dbg !61
  %14 = and i64 %13, 1, !dbg !62
  %15 = icmp ne i64 %14, 0, !dbg !63
  %16 = zext i1 %15 to i64, !dbg !63
  %17 = select i1 %15, i8 1, i8 8, !dbg !63
  store i8 %17, ptr %6, align 1, !dbg !60
    #dbg_declare(ptr %7, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
  %18 = load ptr addrspace(1), ptr %4, align 8, !dbg !66
  %19 = load i64, ptr %5, align 8, !dbg !67
  %20 = getelementptr inbounds i32, ptr addrspace(1) %18, i64 %19, !dbg !66
  %21 = load i32, ptr addrspace(1) %20, align 4, !dbg !66
  %22 = icmp sgt i32 %21, 0, !dbg !68
  %23 = zext i1 %22 to i64, !dbg !66
  %24 = select i1 %22, i16 1, i16 -1, !dbg !66
  store i16 %24, ptr %7, align 2, !dbg !65
    #dbg_declare(ptr %8, !69, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  store i32 1, ptr %8, align 4, !dbg !70
    #dbg_declare(ptr %9, !71, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !72)
  store i64 4294967296, ptr %9, align 8, !dbg !72
    #dbg_declare(ptr %10, !73, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !78)
  %25 = load ptr addrspace(1), ptr %3, align 8, !dbg !79
  %26 = load i64, ptr %5, align 8, !dbg !80
  %27 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %25, i64 %26, !dbg !79
  %28 = load <4 x i8>, ptr addrspace(1) %27, align 4, !dbg !79
  store <4 x i8> %28, ptr %10, align 4, !dbg !78
    #dbg_declare(ptr %11, !81, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !82)
  %29 = load i8, ptr %6, align 1, !dbg !83
  %30 = call spir_func noundef i32 @_ZL7mask_of7Channel(i8 noundef zeroext %29) #4, !dbg !84
  store i32 %30, ptr %11, align 4, !dbg !82
  %31 = load i32, ptr %11, align 4, !dbg !85
  %32 = call spir_func noundef i32 @_ZL7mask_of7Channel(i8 noundef zeroext 1) #4, !dbg !87
  %33 = and i32 %31, %32, !dbg !88
  %34 = icmp ne i32 %33, 0, !dbg !85
  br i1 %34, label %35, label %38, !dbg !89

35:                                               ; preds = %2
  %36 = load <4 x i8>, ptr %10, align 4, !dbg !90
  %37 = insertelement <4 x i8> %36, i8 -1, i64 0, !dbg !90
  store <4 x i8> %37, ptr %10, align 4, !dbg !90
  br label %38, !dbg !91

38:                                               ; preds = %35, %2
  %39 = load <4 x i8>, ptr %10, align 4, !dbg !92
  %40 = load ptr addrspace(1), ptr %3, align 8, !dbg !93
  %41 = load i64, ptr %5, align 8, !dbg !94
  %42 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %40, i64 %41, !dbg !93
  store <4 x i8> %39, ptr addrspace(1) %42, align 4, !dbg !95
  %43 = load i16, ptr %7, align 2, !dbg !96
  %44 = sext i16 %43 to i32, !dbg !97
  %45 = load i32, ptr %8, align 4, !dbg !98
  %46 = add nsw i32 %44, %45, !dbg !99
  %47 = load i64, ptr %9, align 8, !dbg !100
  %48 = icmp eq i64 %47, 4294967296, !dbg !101
  %49 = zext i1 %48 to i32, !dbg !100
  %50 = add nsw i32 %46, %49, !dbg !102
  %51 = load ptr addrspace(1), ptr %4, align 8, !dbg !103
  %52 = load i64, ptr %5, align 8, !dbg !104
  %53 = getelementptr inbounds i32, ptr addrspace(1) %51, i64 %52, !dbg !103
  store i32 %50, ptr addrspace(1) %53, align 4, !dbg !105
  ret void, !dbg !106
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func noundef i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define internal spir_func noundef i32 @_ZL7mask_of7Channel(i8 noundef zeroext %0) #2 !dbg !107 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !110, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !111)
  %3 = load i8, ptr %2, align 1, !dbg !112
  %4 = zext i8 %3 to i32, !dbg !113
  ret i32 %4, !dbg !114
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!28, !29, !30, !31}
!opencl.ocl.version = !{!32}
!opencl.cxx.version = !{!33}
!llvm.ident = !{!34}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !25, splitDebugInlining: false, nameTableKind: None)
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
!35 = distinct !DISubprogram(name: "enum_class", scope: !1, file: !1, line: 16, type: !36, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !44)
!36 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !37)
!37 = !{null, !38, !43}
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptr_to<pixel>", file: !1, line: 10, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64, dwarfAddressSpace: 1)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, flags: DIFlagVector, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 4)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, dwarfAddressSpace: 1)
!44 = !{}
!45 = !{i32 1, i32 1}
!46 = !{!"none", !"none"}
!47 = !{!"unsigned char __attribute__((ext_vector_type(4)))*", !"int*"}
!48 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"int*"}
!49 = !{!"", !""}
!50 = !DILocalVariable(name: "pixels", arg: 1, scope: !35, file: !1, line: 16, type: !38)
!51 = !DILocation(line: 16, column: 40, scope: !35)
!52 = !DILocalVariable(name: "levels", arg: 2, scope: !35, file: !1, line: 16, type: !43)
!53 = !DILocation(line: 16, column: 62, scope: !35)
!54 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 17, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !56, line: 142, baseType: !22)
!56 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!57 = !DILocation(line: 17, column: 10, scope: !35)
!58 = !DILocation(line: 17, column: 14, scope: !35)
!59 = !DILocalVariable(name: "ch", scope: !35, file: !1, line: 18, type: !3)
!60 = !DILocation(line: 18, column: 11, scope: !35)
!61 = !DILocation(line: 18, column: 17, scope: !35)
!62 = !DILocation(line: 18, column: 19, scope: !35)
!63 = !DILocation(line: 18, column: 16, scope: !35)
!64 = !DILocalVariable(name: "lv", scope: !35, file: !1, line: 19, type: !10)
!65 = !DILocation(line: 19, column: 9, scope: !35)
!66 = !DILocation(line: 19, column: 14, scope: !35)
!67 = !DILocation(line: 19, column: 21, scope: !35)
!68 = !DILocation(line: 19, column: 24, scope: !35)
!69 = !DILocalVariable(name: "lg", scope: !35, file: !1, line: 20, type: !16)
!70 = !DILocation(line: 20, column: 10, scope: !35)
!71 = !DILocalVariable(name: "w", scope: !35, file: !1, line: 21, type: !21)
!72 = !DILocation(line: 21, column: 8, scope: !35)
!73 = !DILocalVariable(name: "p", scope: !35, file: !1, line: 22, type: !74)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "pixel", file: !1, line: 9, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar4", file: !56, line: 174, baseType: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 32, flags: DIFlagVector, elements: !41)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !56, line: 119, baseType: !4)
!78 = !DILocation(line: 22, column: 9, scope: !35)
!79 = !DILocation(line: 22, column: 13, scope: !35)
!80 = !DILocation(line: 22, column: 20, scope: !35)
!81 = !DILocalVariable(name: "m", scope: !35, file: !1, line: 23, type: !27)
!82 = !DILocation(line: 23, column: 16, scope: !35)
!83 = !DILocation(line: 23, column: 28, scope: !35)
!84 = !DILocation(line: 23, column: 20, scope: !35)
!85 = !DILocation(line: 24, column: 7, scope: !86)
!86 = distinct !DILexicalBlock(scope: !35, file: !1, line: 24, column: 7)
!87 = !DILocation(line: 24, column: 11, scope: !86)
!88 = !DILocation(line: 24, column: 9, scope: !86)
!89 = !DILocation(line: 24, column: 7, scope: !35)
!90 = !DILocation(line: 25, column: 9, scope: !86)
!91 = !DILocation(line: 25, column: 5, scope: !86)
!92 = !DILocation(line: 26, column: 15, scope: !35)
!93 = !DILocation(line: 26, column: 3, scope: !35)
!94 = !DILocation(line: 26, column: 10, scope: !35)
!95 = !DILocation(line: 26, column: 13, scope: !35)
!96 = !DILocation(line: 27, column: 32, scope: !35)
!97 = !DILocation(line: 27, column: 15, scope: !35)
!98 = !DILocation(line: 27, column: 38, scope: !35)
!99 = !DILocation(line: 27, column: 36, scope: !35)
!100 = !DILocation(line: 27, column: 60, scope: !35)
!101 = !DILocation(line: 27, column: 62, scope: !35)
!102 = !DILocation(line: 27, column: 41, scope: !35)
!103 = !DILocation(line: 27, column: 3, scope: !35)
!104 = !DILocation(line: 27, column: 10, scope: !35)
!105 = !DILocation(line: 27, column: 13, scope: !35)
!106 = !DILocation(line: 28, column: 1, scope: !35)
!107 = distinct !DISubprogram(name: "mask_of", linkageName: "_ZL7mask_of7Channel", scope: !1, file: !1, line: 12, type: !108, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !44)
!108 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !109)
!109 = !{!27, !3}
!110 = !DILocalVariable(name: "c", arg: 1, scope: !107, file: !1, line: 12, type: !3)
!111 = !DILocation(line: 12, column: 37, scope: !107)
!112 = !DILocation(line: 13, column: 36, scope: !107)
!113 = !DILocation(line: 13, column: 10, scope: !107)
!114 = !DILocation(line: 13, column: 3, scope: !107)
