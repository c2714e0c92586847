; Lexical blocks at -O0: the nesting chain of distinct DILexicalBlocks (for/if/else/inner for/plain block/while) with their line and column, and each local variable scoped to its innermost block.
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
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "lexical_blocks",{{.*}} line: 2, type: !3, scopeLine: 3,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0,
; CHECK: {{^}}!16 = DILocalVariable(name: "total", arg: 0, scope: [[KERNEL]],{{.*}} line: 4, type: !6,
; CHECK: {{^}}[[FOR_I:![0-9]+]] = distinct DILexicalBlock(scope: [[KERNEL]], file: !1, line: 5, column: 3){{$}}
; CHECK-NEXT: {{^}}!19 = DILocalVariable(name: "i", arg: 0, scope: [[FOR_I]],{{.*}} line: 5, type: !6,
; CHECK: {{^}}[[FOR_I_BODY:![0-9]+]] = distinct DILexicalBlock(scope: [[FOR_I]], file: !1, line: 5, column: 3){{$}}
; CHECK: {{^}}[[LOOP_BODY:![0-9]+]] = distinct DILexicalBlock(scope: [[FOR_I_BODY]], file: !1, line: 5, column: 31){{$}}
; CHECK-NEXT: {{^}}!28 = DILocalVariable(name: "v",{{.*}} scope: [[LOOP_BODY]],{{.*}} line: 6,
; CHECK: {{^}}[[IF:![0-9]+]] = distinct DILexicalBlock(scope: [[LOOP_BODY]], file: !1, line: 7, column: 9){{$}}
; CHECK: {{^}}[[THEN:![0-9]+]] = distinct DILexicalBlock(scope: [[IF]], file: !1, line: 7, column: 16){{$}}
; CHECK-NEXT: {{^}}!37 = DILocalVariable(name: "doubled",{{.*}} scope: [[THEN]],{{.*}} line: 8,
; CHECK: {{^}}[[FOR_J:![0-9]+]] = distinct DILexicalBlock(scope: [[THEN]], file: !1, line: 9, column: 7){{$}}
; CHECK-NEXT: {{^}}!42 = DILocalVariable(name: "j",{{.*}} scope: [[FOR_J]],{{.*}} line: 9,
; CHECK: {{^}}[[FOR_J_BODY:![0-9]+]] = distinct DILexicalBlock(scope: [[FOR_J]], file: !1, line: 9, column: 7){{$}}
; CHECK: {{^}}[[FOR_J_INNER:![0-9]+]] = distinct DILexicalBlock(scope: [[FOR_J_BODY]], file: !1, line: 9, column: 35){{$}}
; CHECK-NEXT: {{^}}!50 = DILocalVariable(name: "step",{{.*}} scope: [[FOR_J_INNER]],{{.*}} line: 10,
; CHECK: {{^}}[[ELSE:![0-9]+]] = distinct DILexicalBlock(scope: [[IF]], file: !1, line: 13, column: 12){{$}}
; CHECK-NEXT: {{^}}!63 = DILocalVariable(name: "negated",{{.*}} scope: [[ELSE]],{{.*}} line: 14,
; CHECK: {{^}}[[BLOCK:![0-9]+]] = distinct DILexicalBlock(scope: [[KERNEL]], file: !1, line: 18, column: 3){{$}}
; CHECK-NEXT: {{^}}!74 = DILocalVariable(name: "scoped",{{.*}} scope: [[BLOCK]],{{.*}} line: 19,
; CHECK: {{^}}!78 = DILocalVariable(name: "k",{{.*}} scope: [[BLOCK]],{{.*}} line: 20,
; CHECK: {{^}}[[WHILE_BODY:![0-9]+]] = distinct DILexicalBlock(scope: [[BLOCK]], file: !1, line: 21, column: 19){{$}}
; CHECK-NEXT: {{^}}!84 = DILocalVariable(name: "inner",{{.*}} scope: [[WHILE_BODY]],{{.*}} line: 22,
; CHECK: {{^}}function @lexical_blocks subprogram [[KERNEL]]: 15 blocks, 106 instructions, 89 with a location{{$}}
; ModuleID = 'lit-tests/di/Inputs/lexical_blocks.cl'
source_filename = "lit-tests/di/Inputs/lexical_blocks.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @lexical_blocks(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !21)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !23)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !25)
    #dbg_declare(ptr %7, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
  store i32 0, ptr %7, align 4, !dbg !27
    #dbg_declare(ptr %8, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  store i32 0, ptr %8, align 4, !dbg !30
  br label %17, !dbg !31

17:                                               ; preds = %53, %3
  %18 = load i32, ptr %8, align 4, !dbg !32
  %19 = load i32, ptr %6, align 4, !dbg !34
  %20 = icmp slt i32 %18, %19, !dbg !35
  br i1 %20, label %21, label %56, !dbg !36

21:                                               ; preds = %17
    #dbg_declare(ptr %9, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %22 = load ptr addrspace(1), ptr %4, align 8, !dbg !40
  %23 = load i32, ptr %8, align 4, !dbg !41
  %24 = sext i32 %23 to i64, !dbg !40
  %25 = getelementptr inbounds i32, ptr addrspace(1) %22, i64 %24, !dbg !40
  %26 = load i32, ptr addrspace(1) %25, align 4, !dbg !40
  store i32 %26, ptr %9, align 4, !dbg !39
  %27 = load i32, ptr %9, align 4, !dbg !42
  %28 = icmp sgt i32 %27, 0, !dbg !44
  br i1 %28, label %29, label %46, !dbg !45

29:                                               ; preds = %21
    #dbg_declare(ptr %10, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !48)
  %30 = load i32, ptr %9, align 4, !dbg !49
  %31 = mul nsw i32 %30, 2, !dbg !50
  store i32 %31, ptr %10, align 4, !dbg !48
    #dbg_declare(ptr %11, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  store i32 0, ptr %11, align 4, !dbg !53
  br label %32, !dbg !54

32:                                               ; preds = %42, %29
  %33 = load i32, ptr %11, align 4, !dbg !55
  %34 = icmp slt i32 %33, 2, !dbg !57
  br i1 %34, label %35, label %45, !dbg !58

35:                                               ; preds = %32
    #dbg_declare(ptr %12, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %36 = load i32, ptr %10, align 4, !dbg !62
  %37 = load i32, ptr %11, align 4, !dbg !63
  %38 = add nsw i32 %36, %37, !dbg !64
  store i32 %38, ptr %12, align 4, !dbg !61
  %39 = load i32, ptr %12, align 4, !dbg !65
  %40 = load i32, ptr %7, align 4, !dbg !66
  %41 = add nsw i32 %40, %39, !dbg !66
  store i32 %41, ptr %7, align 4, !dbg !66
  br label %42, !dbg !67

42:                                               ; preds = %35
  %43 = load i32, ptr %11, align 4, !dbg !68
  %44 = add nsw i32 %43, 1, !dbg !68
  store i32 %44, ptr %11, align 4, !dbg !68
  br label %32, !dbg !69, !llvm.loop !70

45:                                               ; preds = %32
  br label %52, !dbg !72

46:                                               ; preds = %21
    #dbg_declare(ptr %13, !73, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
  %47 = load i32, ptr %9, align 4, !dbg !76
  %48 = sub nsw i32 0, %47, !dbg !77
  store i32 %48, ptr %13, align 4, !dbg !75
  %49 = load i32, ptr %13, align 4, !dbg !78
  %50 = load i32, ptr %7, align 4, !dbg !79
  %51 = sub nsw i32 %50, %49, !dbg !79
  store i32 %51, ptr %7, align 4, !dbg !79
  br label %52

52:                                               ; preds = %46, %45
  br label %53, !dbg !80

53:                                               ; preds = %52
  %54 = load i32, ptr %8, align 4, !dbg !81
  %55 = add nsw i32 %54, 1, !dbg !81
  store i32 %55, ptr %8, align 4, !dbg !81
  br label %17, !dbg !82, !llvm.loop !83

56:                                               ; preds = %17
    #dbg_declare(ptr %14, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !87)
  %57 = load i32, ptr %7, align 4, !dbg !88
  %58 = sdiv i32 %57, 2, !dbg !89
  store i32 %58, ptr %14, align 4, !dbg !87
    #dbg_declare(ptr %15, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !91)
  store i32 0, ptr %15, align 4, !dbg !91
  br label %59, !dbg !92

59:                                               ; preds = %62, %56
  %60 = load i32, ptr %15, align 4, !dbg !93
  %61 = icmp slt i32 %60, 3, !dbg !94
  br i1 %61, label %62, label %71, !dbg !92

62:                                               ; preds = %59
    #dbg_declare(ptr %16, !95, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !97)
  %63 = load i32, ptr %14, align 4, !dbg !98
  %64 = load i32, ptr %15, align 4, !dbg !99
  %65 = add nsw i32 %63, %64, !dbg !100
  store i32 %65, ptr %16, align 4, !dbg !97
  %66 = load i32, ptr %16, align 4, !dbg !101
  %67 = load i32, ptr %7, align 4, !dbg !102
  %68 = xor i32 %67, %66, !dbg !102
  store i32 %68, ptr %7, align 4, !dbg !102
  %69 = load i32, ptr %15, align 4, !dbg !103
  %70 = add nsw i32 %69, 1, !dbg !103
  store i32 %70, ptr %15, align 4, !dbg !103
  br label %59, !dbg !92, !llvm.loop !104

71:                                               ; preds = %59
  %72 = load i32, ptr %7, align 4, !dbg !106
  %73 = load ptr addrspace(1), ptr %5, align 8, !dbg !107
  %74 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !108
  %75 = getelementptr inbounds i32, ptr addrspace(1) %73, i64 %74, !dbg !107
  store i32 %72, ptr addrspace(1) %75, align 4, !dbg !109
  ret void, !dbg !110
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/lexical_blocks.cl", directory: ".", checksumkind: CSK_MD5, checksum: "0e7ec7c6d72022c7c3ffe1e6b8b31180")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "lexical_blocks", scope: !1, file: !1, line: 2, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !14, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!15 = !{}
!16 = !{i32 1, i32 1, i32 0}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"int"}
!19 = !{!"const", !"", !""}
!20 = !DILocalVariable(name: "in", arg: 1, scope: !8, file: !1, line: 2, type: !11)
!21 = !DILocation(line: 2, column: 50, scope: !8)
!22 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 2, type: !14)
!23 = !DILocation(line: 2, column: 68, scope: !8)
!24 = !DILocalVariable(name: "n", arg: 3, scope: !8, file: !1, line: 3, type: !13)
!25 = !DILocation(line: 3, column: 34, scope: !8)
!26 = !DILocalVariable(name: "total", scope: !8, file: !1, line: 4, type: !13)
!27 = !DILocation(line: 4, column: 7, scope: !8)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 5, type: !13)
!29 = distinct !DILexicalBlock(scope: !8, file: !1, line: 5, column: 3)
!30 = !DILocation(line: 5, column: 12, scope: !29)
!31 = !DILocation(line: 5, column: 8, scope: !29)
!32 = !DILocation(line: 5, column: 19, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 5, column: 3)
!34 = !DILocation(line: 5, column: 23, scope: !33)
!35 = !DILocation(line: 5, column: 21, scope: !33)
!36 = !DILocation(line: 5, column: 3, scope: !29)
!37 = !DILocalVariable(name: "v", scope: !38, file: !1, line: 6, type: !13)
!38 = distinct !DILexicalBlock(scope: !33, file: !1, line: 5, column: 31)
!39 = !DILocation(line: 6, column: 9, scope: !38)
!40 = !DILocation(line: 6, column: 13, scope: !38)
!41 = !DILocation(line: 6, column: 16, scope: !38)
!42 = !DILocation(line: 7, column: 9, scope: !43)
!43 = distinct !DILexicalBlock(scope: !38, file: !1, line: 7, column: 9)
!44 = !DILocation(line: 7, column: 11, scope: !43)
!45 = !DILocation(line: 7, column: 9, scope: !38)
!46 = !DILocalVariable(name: "doubled", scope: !47, file: !1, line: 8, type: !13)
!47 = distinct !DILexicalBlock(scope: !43, file: !1, line: 7, column: 16)
!48 = !DILocation(line: 8, column: 11, scope: !47)
!49 = !DILocation(line: 8, column: 21, scope: !47)
!50 = !DILocation(line: 8, column: 23, scope: !47)
!51 = !DILocalVariable(name: "j", scope: !52, file: !1, line: 9, type: !13)
!52 = distinct !DILexicalBlock(scope: !47, file: !1, line: 9, column: 7)
!53 = !DILocation(line: 9, column: 16, scope: !52)
!54 = !DILocation(line: 9, column: 12, scope: !52)
!55 = !DILocation(line: 9, column: 23, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !1, line: 9, column: 7)
!57 = !DILocation(line: 9, column: 25, scope: !56)
!58 = !DILocation(line: 9, column: 7, scope: !52)
!59 = !DILocalVariable(name: "step", scope: !60, file: !1, line: 10, type: !13)
!60 = distinct !DILexicalBlock(scope: !56, file: !1, line: 9, column: 35)
!61 = !DILocation(line: 10, column: 13, scope: !60)
!62 = !DILocation(line: 10, column: 20, scope: !60)
!63 = !DILocation(line: 10, column: 30, scope: !60)
!64 = !DILocation(line: 10, column: 28, scope: !60)
!65 = !DILocation(line: 11, column: 18, scope: !60)
!66 = !DILocation(line: 11, column: 15, scope: !60)
!67 = !DILocation(line: 12, column: 7, scope: !60)
!68 = !DILocation(line: 9, column: 30, scope: !56)
!69 = !DILocation(line: 9, column: 7, scope: !56)
!70 = distinct !{!70, !58, !71}
!71 = !DILocation(line: 12, column: 7, scope: !52)
!72 = !DILocation(line: 13, column: 5, scope: !47)
!73 = !DILocalVariable(name: "negated", scope: !74, file: !1, line: 14, type: !13)
!74 = distinct !DILexicalBlock(scope: !43, file: !1, line: 13, column: 12)
!75 = !DILocation(line: 14, column: 11, scope: !74)
!76 = !DILocation(line: 14, column: 22, scope: !74)
!77 = !DILocation(line: 14, column: 21, scope: !74)
!78 = !DILocation(line: 15, column: 16, scope: !74)
!79 = !DILocation(line: 15, column: 13, scope: !74)
!80 = !DILocation(line: 17, column: 3, scope: !38)
!81 = !DILocation(line: 5, column: 26, scope: !33)
!82 = !DILocation(line: 5, column: 3, scope: !33)
!83 = distinct !{!83, !36, !84}
!84 = !DILocation(line: 17, column: 3, scope: !29)
!85 = !DILocalVariable(name: "scoped", scope: !86, file: !1, line: 19, type: !13)
!86 = distinct !DILexicalBlock(scope: !8, file: !1, line: 18, column: 3)
!87 = !DILocation(line: 19, column: 9, scope: !86)
!88 = !DILocation(line: 19, column: 18, scope: !86)
!89 = !DILocation(line: 19, column: 24, scope: !86)
!90 = !DILocalVariable(name: "k", scope: !86, file: !1, line: 20, type: !13)
!91 = !DILocation(line: 20, column: 9, scope: !86)
!92 = !DILocation(line: 21, column: 5, scope: !86)
!93 = !DILocation(line: 21, column: 12, scope: !86)
!94 = !DILocation(line: 21, column: 14, scope: !86)
!95 = !DILocalVariable(name: "inner", scope: !96, file: !1, line: 22, type: !13)
!96 = distinct !DILexicalBlock(scope: !86, file: !1, line: 21, column: 19)
!97 = !DILocation(line: 22, column: 11, scope: !96)
!98 = !DILocation(line: 22, column: 19, scope: !96)
!99 = !DILocation(line: 22, column: 28, scope: !96)
!100 = !DILocation(line: 22, column: 26, scope: !96)
!101 = !DILocation(line: 23, column: 16, scope: !96)
!102 = !DILocation(line: 23, column: 13, scope: !96)
!103 = !DILocation(line: 24, column: 7, scope: !96)
!104 = distinct !{!104, !92, !105}
!105 = !DILocation(line: 25, column: 5, scope: !86)
!106 = !DILocation(line: 27, column: 27, scope: !8)
!107 = !DILocation(line: 27, column: 3, scope: !8)
!108 = !DILocation(line: 27, column: 7, scope: !8)
!109 = !DILocation(line: 27, column: 25, scope: !8)
!110 = !DILocation(line: 28, column: 1, scope: !8)
