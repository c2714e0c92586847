; Qualifiers at -O0: DW_TAG_restrict_type / DW_TAG_volatile_type / DW_TAG_const_type chains on pointer parameters and members, a const pointer-to-const local in the generic address space, and the qualified types reused by the saxpy() helper.
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
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_OpenCL,{{.*}} emissionKind: FullDebug,{{.*}} retainedTypes: {!2},
; CHECK: {{^}}!2 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: !3, size: 64,{{.*}} dwarfAddressSpace: 4,
; CHECK-NEXT: {{^}}!3 = DIDerivedType(tag: DW_TAG_const_type,{{.*}} baseType: [[FLOAT:![0-9]+]],
; CHECK: {{^}}!6 = DISubroutineType(flags: DIFlagZero, cc: 199, types: {null, !7, !9, !11, !14}){{$}}
; CHECK-NEXT: {{^}}!7 = DIDerivedType(tag: DW_TAG_restrict_type,{{.*}} baseType: !8, size: 0,{{.*}} dwarfAddressSpace: null,
; CHECK-NEXT: {{^}}!8 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[FLOAT]], size: 64,{{.*}} dwarfAddressSpace: 1,
; CHECK-NEXT: {{^}}!9 = DIDerivedType(tag: DW_TAG_restrict_type,{{.*}} baseType: !10,
; CHECK-NEXT: {{^}}!10 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: !3, size: 64,{{.*}} dwarfAddressSpace: 1,
; CHECK: {{^}}!12 = DIDerivedType(tag: DW_TAG_volatile_type,{{.*}} baseType: [[INT:![0-9]+]],
; CHECK: {{^}}[[CONFIG:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Config",{{.*}} line: 2,{{.*}} size: 64,{{.*}} elements: {!18, !20},
; CHECK-NEXT: {{^}}!18 = DIDerivedType(tag: DW_TAG_member, name: "limit", scope: [[CONFIG]],{{.*}} baseType: !19, size: 32,{{.*}} offset: 0,
; CHECK-NEXT: {{^}}!19 = DIDerivedType(tag: DW_TAG_const_type,{{.*}} baseType: [[INT]],
; CHECK-NEXT: {{^}}!20 = DIDerivedType(tag: DW_TAG_member, name: "flag", scope: [[CONFIG]],{{.*}} baseType: !12, size: 32,{{.*}} offset: 32,
; CHECK: {{^}}!31 = DILocalVariable(name: "n",{{.*}} scope: [[KERNEL:![0-9]+]],{{.*}} line: 17, type: !19,
; CHECK: {{^}}!35 = DILocalVariable(name: "spin",{{.*}} scope: [[KERNEL]],{{.*}} line: 18, type: !12,
; CHECK: {{^}}!37 = DILocalVariable(name: "px",{{.*}} scope: [[KERNEL]],{{.*}} line: 19, type: !38,
; CHECK-NEXT: {{^}}!38 = DIDerivedType(tag: DW_TAG_const_type,{{.*}} baseType: !2,
; CHECK: {{^}}[[SAXPY:![0-9]+]] = distinct DISubprogram(scope: !1, name: "saxpy",{{.*}} line: 7, type: !54, scopeLine: 8,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition,
; CHECK-NEXT: {{^}}!54 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {null, !7, !9, !3, [[INT]]}){{$}}
; CHECK: {{^}}function @saxpy subprogram [[SAXPY]]: 5 blocks, 39 instructions, 30 with a location{{$}}
; ModuleID = 'lit-tests/di/Inputs/qualifiers.cl'
source_filename = "lit-tests/di/Inputs/qualifiers.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Config = type { i32, i32 }

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @qualifiers(ptr addrspace(1) noalias noundef align 4 %0, ptr addrspace(1) noalias noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #0 !dbg !12 !kernel_arg_addr_space !31 !kernel_arg_access_qual !32 !kernel_arg_type !33 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr addrspace(4), align 8
  store ptr addrspace(1) %0, ptr %5, align 8
    #dbg_declare(ptr %5, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  store ptr addrspace(1) %1, ptr %6, align 8
    #dbg_declare(ptr %6, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  store ptr addrspace(1) %2, ptr %7, align 8
    #dbg_declare(ptr %7, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  store ptr addrspace(1) %3, ptr %8, align 8
    #dbg_declare(ptr %8, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_declare(ptr %9, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  %12 = load ptr addrspace(1), ptr %8, align 8, !dbg !46
  %13 = getelementptr inbounds %struct.Config, ptr addrspace(1) %12, i32 0, i32 0, !dbg !47
  %14 = load i32, ptr addrspace(1) %13, align 4, !dbg !47
  store i32 %14, ptr %9, align 4, !dbg !45
    #dbg_declare(ptr %10, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  store volatile i32 0, ptr %10, align 4, !dbg !49
    #dbg_declare(ptr %11, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
  %15 = load ptr addrspace(1), ptr %6, align 8, !dbg !53
  %16 = addrspacecast ptr addrspace(1) %15 to ptr addrspace(4), !dbg !54
  store ptr addrspace(4) %16, ptr %11, align 8, !dbg !52
  %17 = load ptr addrspace(1), ptr %5, align 8, !dbg !55
  %18 = load ptr addrspace(1), ptr %6, align 8, !dbg !56
  %19 = load ptr addrspace(4), ptr %11, align 8, !dbg !57
  %20 = getelementptr inbounds float, ptr addrspace(4) %19, i64 0, !dbg !57
  %21 = load float, ptr addrspace(4) %20, align 4, !dbg !57
  %22 = load i32, ptr %9, align 4, !dbg !58
  call spir_func void @saxpy(ptr addrspace(1) noundef %17, ptr addrspace(1) noundef %18, float noundef %21, i32 noundef %22) #3, !dbg !59
  %23 = load ptr addrspace(1), ptr %8, align 8, !dbg !60
  %24 = getelementptr inbounds %struct.Config, ptr addrspace(1) %23, i32 0, i32 1, !dbg !61
  %25 = load volatile i32, ptr addrspace(1) %24, align 4, !dbg !61
  store volatile i32 %25, ptr %10, align 4, !dbg !62
  %26 = load volatile i32, ptr %10, align 4, !dbg !63
  %27 = load ptr addrspace(1), ptr %7, align 8, !dbg !64
  store volatile i32 %26, ptr addrspace(1) %27, align 4, !dbg !65
  ret void, !dbg !66
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func void @saxpy(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, float noundef %2, i32 noundef %3) #1 !dbg !67 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
    #dbg_declare(ptr %5, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  store ptr addrspace(1) %1, ptr %6, align 8
    #dbg_declare(ptr %6, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !73)
  store float %2, ptr %7, align 4
    #dbg_declare(ptr %7, !74, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !76, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_declare(ptr %9, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !80)
  store i32 0, ptr %9, align 4, !dbg !80
  br label %10, !dbg !81

10:                                               ; preds = %27, %4
  %11 = load i32, ptr %9, align 4, !dbg !82
  %12 = load i32, ptr %8, align 4, !dbg !84
  %13 = icmp slt i32 %11, %12, !dbg !85
  br i1 %13, label %14, label %30, !dbg !86

14:                                               ; preds = %10
  %15 = load float, ptr %7, align 4, !dbg !87
  %16 = load ptr addrspace(1), ptr %6, align 8, !dbg !88
  %17 = load i32, ptr %9, align 4, !dbg !89
  %18 = sext i32 %17 to i64, !dbg !88
  %19 = getelementptr inbounds float, ptr addrspace(1) %16, i64 %18, !dbg !88
  %20 = load float, ptr addrspace(1) %19, align 4, !dbg !88
  %21 = load ptr addrspace(1), ptr %5, align 8, !dbg !90
  %22 = load i32, ptr %9, align 4, !dbg !91
  %23 = sext i32 %22 to i64, !dbg !90
  %24 = getelementptr inbounds float, ptr addrspace(1) %21, i64 %23, !dbg !90
  %25 = load float, ptr addrspace(1) %24, align 4, !dbg !92
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25), !dbg !92
  store float %26, ptr addrspace(1) %24, align 4, !dbg !92
  br label %27, !dbg !90

27:                                               ; preds = %14
  %28 = load i32, ptr %9, align 4, !dbg !93
  %29 = add nsw i32 %28, 1, !dbg !93
  store i32 %29, ptr %9, align 4, !dbg !93
  br label %10, !dbg !94, !llvm.loop !95

30:                                               ; preds = %10
  ret void, !dbg !97
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9}
!opencl.ocl.version = !{!10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/qualifiers.cl", directory: ".", checksumkind: CSK_MD5, checksum: "4cb5cf41b3ab42aa30d5f417a416d3e3")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 4)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{i32 2, i32 0}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "qualifiers", scope: !1, file: !1, line: 13, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !30)
!13 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !14)
!14 = !{null, !15, !17, !19, !22}
!15 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, dwarfAddressSpace: 1)
!17 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, dwarfAddressSpace: 1)
!20 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !21)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, dwarfAddressSpace: 1)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "Config", file: !1, line: 5, baseType: !25)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Config", file: !1, line: 2, size: 64, elements: !26)
!26 = !{!27, !29}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "limit", scope: !25, file: !1, line: 3, baseType: !28, size: 32)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "flag", scope: !25, file: !1, line: 4, baseType: !20, size: 32, offset: 32)
!30 = !{}
!31 = !{i32 1, i32 1, i32 1, i32 1}
!32 = !{!"none", !"none", !"none", !"none"}
!33 = !{!"float*", !"float*", !"int*", !"Config*"}
!34 = !{!"float*", !"float*", !"int*", !"struct Config*"}
!35 = !{!"restrict", !"restrict const", !"volatile", !"const"}
!36 = !DILocalVariable(name: "y", arg: 1, scope: !12, file: !1, line: 13, type: !15)
!37 = !DILocation(line: 13, column: 51, scope: !12)
!38 = !DILocalVariable(name: "x", arg: 2, scope: !12, file: !1, line: 14, type: !17)
!39 = !DILocation(line: 14, column: 57, scope: !12)
!40 = !DILocalVariable(name: "status", arg: 3, scope: !12, file: !1, line: 15, type: !19)
!41 = !DILocation(line: 15, column: 49, scope: !12)
!42 = !DILocalVariable(name: "cfg", arg: 4, scope: !12, file: !1, line: 16, type: !22)
!43 = !DILocation(line: 16, column: 49, scope: !12)
!44 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 17, type: !28)
!45 = !DILocation(line: 17, column: 13, scope: !12)
!46 = !DILocation(line: 17, column: 17, scope: !12)
!47 = !DILocation(line: 17, column: 22, scope: !12)
!48 = !DILocalVariable(name: "spin", scope: !12, file: !1, line: 18, type: !20)
!49 = !DILocation(line: 18, column: 16, scope: !12)
!50 = !DILocalVariable(name: "px", scope: !12, file: !1, line: 19, type: !51)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!52 = !DILocation(line: 19, column: 22, scope: !12)
!53 = !DILocation(line: 19, column: 42, scope: !12)
!54 = !DILocation(line: 19, column: 27, scope: !12)
!55 = !DILocation(line: 20, column: 9, scope: !12)
!56 = !DILocation(line: 20, column: 12, scope: !12)
!57 = !DILocation(line: 20, column: 15, scope: !12)
!58 = !DILocation(line: 20, column: 22, scope: !12)
!59 = !DILocation(line: 20, column: 3, scope: !12)
!60 = !DILocation(line: 21, column: 10, scope: !12)
!61 = !DILocation(line: 21, column: 15, scope: !12)
!62 = !DILocation(line: 21, column: 8, scope: !12)
!63 = !DILocation(line: 22, column: 13, scope: !12)
!64 = !DILocation(line: 22, column: 4, scope: !12)
!65 = !DILocation(line: 22, column: 11, scope: !12)
!66 = !DILocation(line: 23, column: 1, scope: !12)
!67 = distinct !DISubprogram(name: "saxpy", scope: !1, file: !1, line: 7, type: !68, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !30)
!68 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !69)
!69 = !{null, !15, !17, !4, !21}
!70 = !DILocalVariable(name: "y", arg: 1, scope: !67, file: !1, line: 7, type: !15)
!71 = !DILocation(line: 7, column: 44, scope: !67)
!72 = !DILocalVariable(name: "x", arg: 2, scope: !67, file: !1, line: 7, type: !17)
!73 = !DILocation(line: 7, column: 78, scope: !67)
!74 = !DILocalVariable(name: "a", arg: 3, scope: !67, file: !1, line: 8, type: !4)
!75 = !DILocation(line: 8, column: 31, scope: !67)
!76 = !DILocalVariable(name: "n", arg: 4, scope: !67, file: !1, line: 8, type: !21)
!77 = !DILocation(line: 8, column: 38, scope: !67)
!78 = !DILocalVariable(name: "k", scope: !79, file: !1, line: 9, type: !21)
!79 = distinct !DILexicalBlock(scope: !67, file: !1, line: 9, column: 3)
!80 = !DILocation(line: 9, column: 12, scope: !79)
!81 = !DILocation(line: 9, column: 8, scope: !79)
!82 = !DILocation(line: 9, column: 19, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !1, line: 9, column: 3)
!84 = !DILocation(line: 9, column: 23, scope: !83)
!85 = !DILocation(line: 9, column: 21, scope: !83)
!86 = !DILocation(line: 9, column: 3, scope: !79)
!87 = !DILocation(line: 10, column: 13, scope: !83)
!88 = !DILocation(line: 10, column: 17, scope: !83)
!89 = !DILocation(line: 10, column: 19, scope: !83)
!90 = !DILocation(line: 10, column: 5, scope: !83)
!91 = !DILocation(line: 10, column: 7, scope: !83)
!92 = !DILocation(line: 10, column: 10, scope: !83)
!93 = !DILocation(line: 9, column: 26, scope: !83)
!94 = !DILocation(line: 9, column: 3, scope: !83)
!95 = distinct !{!95, !86, !96}
!96 = !DILocation(line: 10, column: 20, scope: !79)
!97 = !DILocation(line: 11, column: 1, scope: !67)
