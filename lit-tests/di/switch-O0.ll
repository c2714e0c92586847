; Switch at -O0: the Op enumeration with its enumerators, enum-typed parameters and locals, and the switch body / braced case block as nested DILexicalBlocks scoping the case-local variable.
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
; CHECK: {{^}}; 82 nodes (81 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_OpenCL,{{.*}} emissionKind: FullDebug, enums: {[[OP:![0-9]+]]}, retainedTypes: {[[OP]], [[INT:![0-9]+]]},
; CHECK: {{^}}[[OP]] = DICompositeType(tag: DW_TAG_enumeration_type, name: "Op",{{.*}} file: !1, line: 2, baseType: !3, size: 32,{{.*}} elements: {!4, !5, !6, !7, !8},
; CHECK: {{^}}!4 = DIEnumerator(name: "OP_ADD", value: 0, isUnsigned: false){{$}}
; CHECK-NEXT: {{^}}!5 = DIEnumerator(name: "OP_SUB", value: 1, isUnsigned: false){{$}}
; CHECK-NEXT: {{^}}!6 = DIEnumerator(name: "OP_MUL", value: 2, isUnsigned: false){{$}}
; CHECK-NEXT: {{^}}!7 = DIEnumerator(name: "OP_NEG", value: 3, isUnsigned: false){{$}}
; CHECK-NEXT: {{^}}!8 = DIEnumerator(name: "OP_NOP", value: 4, isUnsigned: false){{$}}
; CHECK: {{^}}!27 = DILocalVariable(name: "op",{{.*}} scope: [[KERNEL:![0-9]+]],{{.*}} line: 30, type: [[OP]],
; CHECK: {{^}}[[APPLY:![0-9]+]] = distinct DISubprogram(scope: !1, name: "apply",{{.*}} line: 4, type: !42, scopeLine: 4,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0,
; CHECK-NEXT: {{^}}!42 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {[[INT]], [[OP]], [[INT]], [[INT]]}){{$}}
; CHECK: {{^}}!44 = DILocalVariable(name: "op", arg: 1, scope: [[APPLY]],{{.*}} line: 4, type: [[OP]],
; CHECK: {{^}}!50 = DILocalVariable(name: "r",{{.*}} scope: [[APPLY]],{{.*}} line: 5, type: [[INT]],
; CHECK: {{^}}[[SWITCH:![0-9]+]] = distinct DILexicalBlock(scope: [[APPLY]], file: !1, line: 6, column: 15){{$}}
; CHECK: {{^}}[[CASE:![0-9]+]] = distinct DILexicalBlock(scope: [[SWITCH]], file: !1, line: 13, column: 16){{$}}
; CHECK-NEXT: {{^}}!66 = DILocalVariable(name: "prod",{{.*}} scope: [[CASE]],{{.*}} line: 14, type: [[INT]],
; CHECK: {{^}}function @switch_ops subprogram [[KERNEL]]: 1 blocks, 31 instructions, 25 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%6, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !26{{$}}
; CHECK-NEXT: {{^}}function @apply subprogram [[APPLY]]: 7 blocks, 42 instructions, 34 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%8, !66, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !64{{$}}
; ModuleID = 'lit-tests/di/Inputs/switch.cl'
source_filename = "lit-tests/di/Inputs/switch.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @switch_ops(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !19 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_declare(ptr %5, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !38)
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !39
  store i64 %7, ptr %5, align 8, !dbg !38
    #dbg_declare(ptr %6, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %8 = load ptr addrspace(1), ptr %3, align 8, !dbg !42
  %9 = load i64, ptr %5, align 8, !dbg !43
  %10 = getelementptr inbounds i32, ptr addrspace(1) %8, i64 %9, !dbg !42
  %11 = load i32, ptr addrspace(1) %10, align 4, !dbg !42
  %12 = srem i32 %11, 5, !dbg !44
  store i32 %12, ptr %6, align 4, !dbg !41
  %13 = load i32, ptr %6, align 4, !dbg !45
  %14 = load ptr addrspace(1), ptr %4, align 8, !dbg !46
  %15 = load i64, ptr %5, align 8, !dbg !47
  %16 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 %15, !dbg !46
  %17 = load i32, ptr addrspace(1) %16, align 4, !dbg !46
  %18 = load i64, ptr %5, align 8, !dbg !48
  %19 = trunc i64 %18 to i32, !dbg !49
  %20 = call spir_func i32 @apply(i32 noundef %13, i32 noundef %17, i32 noundef %19) #4, !dbg !50
  %21 = load ptr addrspace(1), ptr %4, align 8, !dbg !51
  %22 = load i64, ptr %5, align 8, !dbg !52
  %23 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %22, !dbg !51
  store i32 %20, ptr addrspace(1) %23, align 4, !dbg !53
  ret void, !dbg !54
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @apply(i32 noundef %0, i32 noundef %1, i32 noundef %2) #2 !dbg !55 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !58, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
    #dbg_declare(ptr %7, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
  store i32 0, ptr %7, align 4, !dbg !65
  %9 = load i32, ptr %4, align 4, !dbg !66
  switch i32 %9, label %26 [
    i32 0, label %10
    i32 1, label %14
    i32 2, label %18
    i32 3, label %23
  ], !dbg !67

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4, !dbg !68
  %12 = load i32, ptr %6, align 4, !dbg !70
  %13 = add nsw i32 %11, %12, !dbg !71
  store i32 %13, ptr %7, align 4, !dbg !72
  br label %28, !dbg !73

14:                                               ; preds = %3
  %15 = load i32, ptr %5, align 4, !dbg !74
  %16 = load i32, ptr %6, align 4, !dbg !75
  %17 = sub nsw i32 %15, %16, !dbg !76
  store i32 %17, ptr %7, align 4, !dbg !77
  br label %28, !dbg !78

18:                                               ; preds = %3
    #dbg_declare(ptr %8, !79, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !81)
  %19 = load i32, ptr %5, align 4, !dbg !82
  %20 = load i32, ptr %6, align 4, !dbg !83
  %21 = mul nsw i32 %19, %20, !dbg !84
  store i32 %21, ptr %8, align 4, !dbg !81
  %22 = load i32, ptr %8, align 4, !dbg !85
  store i32 %22, ptr %7, align 4, !dbg !86
  br label %28, !dbg !87

23:                                               ; preds = %3
  %24 = load i32, ptr %5, align 4, !dbg !88
  %25 = sub nsw i32 0, %24, !dbg !89
  store i32 %25, ptr %5, align 4, !dbg !90
  br label %26, !dbg !91

26:                                               ; preds = %3, %23
  %27 = load i32, ptr %5, align 4, !dbg !92
  store i32 %27, ptr %7, align 4, !dbg !93
  br label %28, !dbg !94

28:                                               ; preds = %26, %18, %14, %10
  %29 = load i32, ptr %7, align 4, !dbg !95
  ret i32 %29, !dbg !96
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!13, !14, !15, !16}
!opencl.ocl.version = !{!17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !11, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/switch.cl", directory: ".", checksumkind: CSK_MD5, checksum: "4a9b4ca84e29b10c5b6fcb8b86a54a19")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Op", file: !1, line: 2, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8, !9, !10}
!6 = !DIEnumerator(name: "OP_ADD", value: 0)
!7 = !DIEnumerator(name: "OP_SUB", value: 1)
!8 = !DIEnumerator(name: "OP_MUL", value: 2)
!9 = !DIEnumerator(name: "OP_NEG", value: 3)
!10 = !DIEnumerator(name: "OP_NOP", value: 4)
!11 = !{!3, !12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{i32 2, i32 0}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "switch_ops", scope: !1, file: !1, line: 28, type: !20, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!20 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !21)
!21 = !{null, !22, !24}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, dwarfAddressSpace: 1)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!25 = !{}
!26 = !{i32 1, i32 1}
!27 = !{!"none", !"none"}
!28 = !{!"int*", !"int*"}
!29 = !{!"const", !""}
!30 = !DILocalVariable(name: "ops", arg: 1, scope: !19, file: !1, line: 28, type: !22)
!31 = !DILocation(line: 28, column: 46, scope: !19)
!32 = !DILocalVariable(name: "vals", arg: 2, scope: !19, file: !1, line: 28, type: !24)
!33 = !DILocation(line: 28, column: 65, scope: !19)
!34 = !DILocalVariable(name: "i", scope: !19, file: !1, line: 29, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !36, line: 142, baseType: !37)
!36 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!37 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DILocation(line: 29, column: 10, scope: !19)
!39 = !DILocation(line: 29, column: 14, scope: !19)
!40 = !DILocalVariable(name: "op", scope: !19, file: !1, line: 30, type: !3)
!41 = !DILocation(line: 30, column: 11, scope: !19)
!42 = !DILocation(line: 30, column: 26, scope: !19)
!43 = !DILocation(line: 30, column: 30, scope: !19)
!44 = !DILocation(line: 30, column: 33, scope: !19)
!45 = !DILocation(line: 31, column: 19, scope: !19)
!46 = !DILocation(line: 31, column: 23, scope: !19)
!47 = !DILocation(line: 31, column: 28, scope: !19)
!48 = !DILocation(line: 31, column: 37, scope: !19)
!49 = !DILocation(line: 31, column: 32, scope: !19)
!50 = !DILocation(line: 31, column: 13, scope: !19)
!51 = !DILocation(line: 31, column: 3, scope: !19)
!52 = !DILocation(line: 31, column: 8, scope: !19)
!53 = !DILocation(line: 31, column: 11, scope: !19)
!54 = !DILocation(line: 32, column: 1, scope: !19)
!55 = distinct !DISubprogram(name: "apply", scope: !1, file: !1, line: 4, type: !56, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !25)
!56 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !57)
!57 = !{!12, !3, !12, !12}
!58 = !DILocalVariable(name: "op", arg: 1, scope: !55, file: !1, line: 4, type: !3)
!59 = !DILocation(line: 4, column: 26, scope: !55)
!60 = !DILocalVariable(name: "a", arg: 2, scope: !55, file: !1, line: 4, type: !12)
!61 = !DILocation(line: 4, column: 34, scope: !55)
!62 = !DILocalVariable(name: "b", arg: 3, scope: !55, file: !1, line: 4, type: !12)
!63 = !DILocation(line: 4, column: 41, scope: !55)
!64 = !DILocalVariable(name: "r", scope: !55, file: !1, line: 5, type: !12)
!65 = !DILocation(line: 5, column: 7, scope: !55)
!66 = !DILocation(line: 6, column: 11, scope: !55)
!67 = !DILocation(line: 6, column: 3, scope: !55)
!68 = !DILocation(line: 8, column: 9, scope: !69)
!69 = distinct !DILexicalBlock(scope: !55, file: !1, line: 6, column: 15)
!70 = !DILocation(line: 8, column: 13, scope: !69)
!71 = !DILocation(line: 8, column: 11, scope: !69)
!72 = !DILocation(line: 8, column: 7, scope: !69)
!73 = !DILocation(line: 9, column: 5, scope: !69)
!74 = !DILocation(line: 11, column: 9, scope: !69)
!75 = !DILocation(line: 11, column: 13, scope: !69)
!76 = !DILocation(line: 11, column: 11, scope: !69)
!77 = !DILocation(line: 11, column: 7, scope: !69)
!78 = !DILocation(line: 12, column: 5, scope: !69)
!79 = !DILocalVariable(name: "prod", scope: !80, file: !1, line: 14, type: !12)
!80 = distinct !DILexicalBlock(scope: !69, file: !1, line: 13, column: 16)
!81 = !DILocation(line: 14, column: 9, scope: !80)
!82 = !DILocation(line: 14, column: 16, scope: !80)
!83 = !DILocation(line: 14, column: 20, scope: !80)
!84 = !DILocation(line: 14, column: 18, scope: !80)
!85 = !DILocation(line: 15, column: 9, scope: !80)
!86 = !DILocation(line: 15, column: 7, scope: !80)
!87 = !DILocation(line: 16, column: 5, scope: !80)
!88 = !DILocation(line: 19, column: 10, scope: !69)
!89 = !DILocation(line: 19, column: 9, scope: !69)
!90 = !DILocation(line: 19, column: 7, scope: !69)
!91 = !DILocation(line: 19, column: 5, scope: !69)
!92 = !DILocation(line: 22, column: 9, scope: !69)
!93 = !DILocation(line: 22, column: 7, scope: !69)
!94 = !DILocation(line: 23, column: 5, scope: !69)
!95 = !DILocation(line: 25, column: 10, scope: !55)
!96 = !DILocation(line: 25, column: 3, scope: !55)
