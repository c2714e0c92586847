; C enums at -O0: a named enum with implicit/explicit values, an anonymous typedef'd enum with negative values over int, a flags enum, and enum-typed locals and parameters.
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
; CHECK: {{^}}; 72 nodes (71 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_OpenCL,{{.*}} emissionKind: FullDebug, enums: {[[COLOR:![0-9]+]], [[MODE:![0-9]+]], [[FLAGS:![0-9]+]]}, retainedTypes: {[[COLOR]], !8},
; CHECK: {{^}}[[COLOR]] = DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", scope: null, file: !1, line: 2, baseType: !3, size: 32,{{.*}} flags: DIFlagZero, elements: {!4, !5, !6},{{.*}} identifier: "",
; CHECK-NEXT: {{^}}!3 = DIBasicType(tag: DW_TAG_base_type, name: "unsigned int", size: 32, align: 0, encoding: DW_ATE_unsigned, flags: DIFlagZero){{$}}
; CHECK-NEXT: {{^}}!4 = DIEnumerator(name: "RED", value: 0, isUnsigned: false){{$}}
; CHECK-NEXT: {{^}}!5 = DIEnumerator(name: "GREEN", value: 5, isUnsigned: false){{$}}
; CHECK-NEXT: {{^}}!6 = DIEnumerator(name: "BLUE", value: 6, isUnsigned: false){{$}}
; CHECK-NEXT: {{^}}[[MODE]] = DICompositeType(tag: DW_TAG_enumeration_type, name: "", scope: null, file: !1, line: 4, baseType: !8, size: 32,{{.*}} elements: {!9, !10, !11},
; CHECK: {{^}}!9 = DIEnumerator(name: "MODE_OFF", value: -1, isUnsigned: false){{$}}
; CHECK-NEXT: {{^}}!10 = DIEnumerator(name: "MODE_LOW", value: 0, isUnsigned: false){{$}}
; CHECK-NEXT: {{^}}!11 = DIEnumerator(name: "MODE_HIGH", value: 100, isUnsigned: false){{$}}
; CHECK-NEXT: {{^}}[[FLAGS]] = DICompositeType(tag: DW_TAG_enumeration_type, name: "Flags",{{.*}} line: 10, baseType: !3, size: 32,{{.*}} elements: {!13, !14, !15, !16},
; CHECK: {{^}}!16 = DIEnumerator(name: "FLAG_AB", value: 3, isUnsigned: false){{$}}
; CHECK: {{^}}!34 = DILocalVariable(name: "c",{{.*}} scope: [[KERNEL:![0-9]+]],{{.*}} line: 18, type: [[COLOR]],
; CHECK: {{^}}!39 = DILocalVariable(name: "m",{{.*}} scope: [[KERNEL]],{{.*}} line: 19, type: !40,
; CHECK-NEXT: {{^}}!40 = DIDerivedType(tag: DW_TAG_typedef, name: "Mode",{{.*}} file: !1, line: 8, baseType: [[MODE]],
; CHECK: {{^}}!45 = DILocalVariable(name: "f",{{.*}} scope: [[KERNEL]],{{.*}} line: 20, type: [[FLAGS]],
; CHECK: {{^}}!63 = distinct DISubprogram(scope: !1, name: "color_weight",{{.*}} line: 12, type: !64,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition,
; CHECK-NEXT: {{^}}!64 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {!8, [[COLOR]]}){{$}}
; CHECK: {{^}}!66 = DILocalVariable(name: "c", arg: 1, scope: !63,{{.*}} line: 12, type: [[COLOR]],
; CHECK: {{^}}function @classify subprogram [[KERNEL]]: 3 blocks, 51 instructions, 43 with a location{{$}}
; CHECK: {{^}}function @color_weight subprogram !63: 4 blocks, 14 instructions, 12 with a location{{$}}
; ModuleID = 'lit-tests/di/Inputs/enums.cl'
source_filename = "lit-tests/di/Inputs/enums.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @classify(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !28 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_declare(ptr %5, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !48
  store i64 %9, ptr %5, align 8, !dbg !47
    #dbg_declare(ptr %6, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %10 = load ptr addrspace(1), ptr %3, align 8, !dbg !51
  %11 = load i64, ptr %5, align 8, !dbg !52
  %12 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %11, !dbg !51
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !51
  %14 = srem i32 %13, 3, !dbg !53
  store i32 %14, ptr %6, align 4, !dbg !50
    #dbg_declare(ptr %7, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  %15 = load ptr addrspace(1), ptr %3, align 8, !dbg !57
  %16 = load i64, ptr %5, align 8, !dbg !58
  %17 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %16, !dbg !57
  %18 = load i32, ptr addrspace(1) %17, align 4, !dbg !57
  %19 = icmp sgt i32 %18, 10, !dbg !59
  %20 = zext i1 %19 to i64, !dbg !57
  %21 = select i1 %19, i32 100, i32 0, !dbg !57
  store i32 %21, ptr %7, align 4, !dbg !56
    #dbg_declare(ptr %8, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  store i32 0, ptr %8, align 4, !dbg !61
  %22 = load ptr addrspace(1), ptr %3, align 8, !dbg !62
  %23 = load i64, ptr %5, align 8, !dbg !64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %22, i64 %23, !dbg !62
  %25 = load i32, ptr addrspace(1) %24, align 4, !dbg !62
  %26 = and i32 %25, 1, !dbg !65
  %27 = icmp ne i32 %26, 0, !dbg !65
  br i1 %27, label %28, label %29, !dbg !66

28:                                               ; preds = %2
  store i32 1, ptr %8, align 4, !dbg !67
  br label %29, !dbg !68

29:                                               ; preds = %28, %2
  %30 = load i32, ptr %6, align 4, !dbg !69
  %31 = call spir_func i32 @color_weight(i32 noundef %30) #4, !dbg !70
  %32 = load i32, ptr %7, align 4, !dbg !71
  %33 = add nsw i32 %31, %32, !dbg !72
  %34 = load i32, ptr %8, align 4, !dbg !73
  %35 = add nsw i32 %33, %34, !dbg !74
  %36 = load ptr addrspace(1), ptr %4, align 8, !dbg !75
  %37 = load i64, ptr %5, align 8, !dbg !76
  %38 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 %37, !dbg !75
  store i32 %35, ptr addrspace(1) %38, align 4, !dbg !77
  ret void, !dbg !78
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @color_weight(i32 noundef %0) #2 !dbg !79 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !82, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
  %3 = load i32, ptr %2, align 4, !dbg !84
  %4 = icmp eq i32 %3, 0, !dbg !85
  br i1 %4, label %5, label %6, !dbg !84

5:                                                ; preds = %1
  br label %11, !dbg !84

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !86
  %8 = icmp eq i32 %7, 5, !dbg !87
  %9 = zext i1 %8 to i64, !dbg !86
  %10 = select i1 %8, i32 2, i32 3, !dbg !86
  br label %11, !dbg !84

11:                                               ; preds = %6, %5
  %12 = phi i32 [ 1, %5 ], [ %10, %6 ], !dbg !84
  ret i32 %12, !dbg !88
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!22, !23, !24, !25}
!opencl.ocl.version = !{!26}
!llvm.ident = !{!27}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !21, splitDebugInlining: false, nameTableKind: None)
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
!28 = distinct !DISubprogram(name: "classify", scope: !1, file: !1, line: 16, type: !29, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !34)
!29 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !30)
!30 = !{null, !31, !33}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64, dwarfAddressSpace: 1)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, dwarfAddressSpace: 1)
!34 = !{}
!35 = !{i32 1, i32 1}
!36 = !{!"none", !"none"}
!37 = !{!"int*", !"int*"}
!38 = !{!"const", !""}
!39 = !DILocalVariable(name: "in", arg: 1, scope: !28, file: !1, line: 16, type: !31)
!40 = !DILocation(line: 16, column: 44, scope: !28)
!41 = !DILocalVariable(name: "out", arg: 2, scope: !28, file: !1, line: 16, type: !33)
!42 = !DILocation(line: 16, column: 62, scope: !28)
!43 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 17, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !45, line: 142, baseType: !46)
!45 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!46 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!47 = !DILocation(line: 17, column: 10, scope: !28)
!48 = !DILocation(line: 17, column: 14, scope: !28)
!49 = !DILocalVariable(name: "c", scope: !28, file: !1, line: 18, type: !3)
!50 = !DILocation(line: 18, column: 14, scope: !28)
!51 = !DILocation(line: 18, column: 31, scope: !28)
!52 = !DILocation(line: 18, column: 34, scope: !28)
!53 = !DILocation(line: 18, column: 37, scope: !28)
!54 = !DILocalVariable(name: "m", scope: !28, file: !1, line: 19, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "Mode", file: !1, line: 8, baseType: !9)
!56 = !DILocation(line: 19, column: 8, scope: !28)
!57 = !DILocation(line: 19, column: 12, scope: !28)
!58 = !DILocation(line: 19, column: 15, scope: !28)
!59 = !DILocation(line: 19, column: 18, scope: !28)
!60 = !DILocalVariable(name: "f", scope: !28, file: !1, line: 20, type: !15)
!61 = !DILocation(line: 20, column: 14, scope: !28)
!62 = !DILocation(line: 21, column: 7, scope: !63)
!63 = distinct !DILexicalBlock(scope: !28, file: !1, line: 21, column: 7)
!64 = !DILocation(line: 21, column: 10, scope: !63)
!65 = !DILocation(line: 21, column: 13, scope: !63)
!66 = !DILocation(line: 21, column: 7, scope: !28)
!67 = !DILocation(line: 22, column: 7, scope: !63)
!68 = !DILocation(line: 22, column: 5, scope: !63)
!69 = !DILocation(line: 23, column: 25, scope: !28)
!70 = !DILocation(line: 23, column: 12, scope: !28)
!71 = !DILocation(line: 23, column: 35, scope: !28)
!72 = !DILocation(line: 23, column: 28, scope: !28)
!73 = !DILocation(line: 23, column: 44, scope: !28)
!74 = !DILocation(line: 23, column: 37, scope: !28)
!75 = !DILocation(line: 23, column: 3, scope: !28)
!76 = !DILocation(line: 23, column: 7, scope: !28)
!77 = !DILocation(line: 23, column: 10, scope: !28)
!78 = !DILocation(line: 24, column: 1, scope: !28)
!79 = distinct !DISubprogram(name: "color_weight", scope: !1, file: !1, line: 12, type: !80, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !34)
!80 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !81)
!81 = !{!10, !3}
!82 = !DILocalVariable(name: "c", arg: 1, scope: !79, file: !1, line: 12, type: !3)
!83 = !DILocation(line: 12, column: 36, scope: !79)
!84 = !DILocation(line: 13, column: 10, scope: !79)
!85 = !DILocation(line: 13, column: 12, scope: !79)
!86 = !DILocation(line: 13, column: 26, scope: !79)
!87 = !DILocation(line: 13, column: 28, scope: !79)
!88 = !DILocation(line: 13, column: 3, scope: !79)
