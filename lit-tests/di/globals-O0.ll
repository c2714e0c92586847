; Program-scope globals at -O0: __constant and __global variables (arrays, typedef'd struct, scalars) as DIGlobalVariableExpressions with address-space expressions (DW_OP_constu 2 / 1), listed in the CU and attached to the IR globals.
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
; CHECK: {{^}}; 78 nodes (75 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[CU:![0-9]+]] = distinct DICompileUnit(language: DW_LANG_OpenCL,{{.*}} emissionKind: FullDebug,{{.*}} globals: {!2, !8, !15, !17, !20, !24},
; CHECK: {{^}}!2 = DIGlobalVariableExpression(var: !3, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef)){{$}}
; CHECK-NEXT: {{^}}!3 = distinct DIGlobalVariable(name: "kCoeffs", scope: [[CU]], linkageName: "", file: !1, line: 7, type: !4, isLocal: false, isDefinition: true,
; CHECK-NEXT: {{^}}!4 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[FLOAT:![0-9]+]], size: 160,{{.*}} elements: {!6},
; CHECK: {{^}}!6 = DISubrange(count: i64 5, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}!8 = DIGlobalVariableExpression(var: !9, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef)){{$}}
; CHECK-NEXT: {{^}}!9 = distinct DIGlobalVariable(name: "kDefaultTuning", scope: [[CU]],{{.*}} line: 8, type: [[TUNING:![0-9]+]], isLocal: false, isDefinition: true,
; CHECK-NEXT: {{^}}[[TUNING]] = DIDerivedType(tag: DW_TAG_typedef, name: "Tuning",{{.*}} file: !1, line: 5, baseType: !11,
; CHECK-NEXT: {{^}}!11 = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Tuning",{{.*}} line: 2,{{.*}} size: 64,{{.*}} elements: {!12, !14},
; CHECK: {{^}}!16 = distinct DIGlobalVariable(name: "kScale", scope: [[CU]],{{.*}} line: 9, type: [[INT:![0-9]+]], isLocal: false, isDefinition: true,
; CHECK-NEXT: {{^}}!17 = DIGlobalVariableExpression(var: !18, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef)){{$}}
; CHECK-NEXT: {{^}}!18 = distinct DIGlobalVariable(name: "g_call_count", scope: [[CU]],{{.*}} line: 11, type: [[INT]], isLocal: false, isDefinition: true,
; CHECK: {{^}}!21 = distinct DIGlobalVariable(name: "g_history", scope: [[CU]],{{.*}} line: 12, type: !22, isLocal: false, isDefinition: true,
; CHECK-NEXT: {{^}}!22 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[FLOAT]], size: 256,{{.*}} elements: {!23},
; CHECK-NEXT: {{^}}!23 = DISubrange(count: i64 8, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}!25 = distinct DIGlobalVariable(name: "g_tuning", scope: [[CU]],{{.*}} line: 13, type: [[TUNING]], isLocal: false, isDefinition: true,
; CHECK: {{^}}global @kCoeffs !dbg !2{{$}}
; CHECK-NEXT: {{^}}global @kDefaultTuning !dbg !8{{$}}
; CHECK-NEXT: {{^}}global @kScale !dbg !15{{$}}
; CHECK-NEXT: {{^}}global @g_call_count !dbg !17{{$}}
; CHECK-NEXT: {{^}}global @g_history !dbg !20{{$}}
; CHECK-NEXT: {{^}}global @g_tuning !dbg !24{{$}}
; CHECK-NEXT: {{^}}function @globals subprogram !26: 7 blocks, 56 instructions, 51 with a location{{$}}
; ModuleID = 'lit-tests/di/Inputs/globals.cl'
source_filename = "lit-tests/di/Inputs/globals.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Tuning = type { i32, float }

@kCoeffs = addrspace(2) constant [5 x float] [float 0x3FB99999A0000000, float 0x3FC99999A0000000, float 0x3FD99999A0000000, float 0x3FC99999A0000000, float 0x3FB99999A0000000], align 4, !dbg !0
@kDefaultTuning = addrspace(2) constant %struct.Tuning { i32 16, float 0x3F1A36E2E0000000 }, align 4, !dbg !5
@kScale = addrspace(2) constant i32 3, align 4, !dbg !14
@g_call_count = addrspace(1) global i32 0, align 4, !dbg !16
@g_history = addrspace(1) global [8 x float] [float 1.000000e+00, float 2.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00], align 4, !dbg !18
@g_tuning = addrspace(1) global %struct.Tuning { i32 8, float 0x3F50624DE0000000 }, align 4, !dbg !23
@kScale.const = private unnamed_addr addrspace(2) constant i32 3, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @globals(ptr addrspace(1) noundef align 4 %0) #0 !dbg !34 !kernel_arg_addr_space !39 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 {
  %2 = alloca ptr addrspace(1), align 8
  %3 = alloca i64, align 8
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
    #dbg_declare(ptr %3, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !50
  store i64 %6, ptr %3, align 8, !dbg !49
    #dbg_declare(ptr %4, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
  store float 0.000000e+00, ptr %4, align 4, !dbg !52
    #dbg_declare(ptr %5, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  store i32 0, ptr %5, align 4, !dbg !55
  br label %7, !dbg !56

7:                                                ; preds = %21, %1
  %8 = load i32, ptr %5, align 4, !dbg !57
  %9 = icmp slt i32 %8, 5, !dbg !59
  br i1 %9, label %10, label %24, !dbg !60

10:                                               ; preds = %7
  %11 = load i32, ptr %5, align 4, !dbg !61
  %12 = sext i32 %11 to i64, !dbg !62
  %13 = getelementptr inbounds [5 x float], ptr addrspace(2) @kCoeffs, i64 0, i64 %12, !dbg !62
  %14 = load float, ptr addrspace(2) %13, align 4, !dbg !62
  %15 = load ptr addrspace(1), ptr %2, align 8, !dbg !63
  %16 = load i64, ptr %3, align 8, !dbg !64
  %17 = getelementptr inbounds float, ptr addrspace(1) %15, i64 %16, !dbg !63
  %18 = load float, ptr addrspace(1) %17, align 4, !dbg !63
  %19 = load float, ptr %4, align 4, !dbg !65
  %20 = call float @llvm.fmuladd.f32(float %14, float %18, float %19), !dbg !65
  store float %20, ptr %4, align 4, !dbg !65
  br label %21, !dbg !66

21:                                               ; preds = %10
  %22 = load i32, ptr %5, align 4, !dbg !67
  %23 = add nsw i32 %22, 1, !dbg !67
  store i32 %23, ptr %5, align 4, !dbg !67
  br label %7, !dbg !68, !llvm.loop !69

24:                                               ; preds = %7
  %25 = load i64, ptr %3, align 8, !dbg !71
  %26 = icmp eq i64 %25, 0, !dbg !73
  br i1 %26, label %27, label %36, !dbg !74

27:                                               ; preds = %24
  %28 = load i32, ptr addrspace(2) @kScale.const, align 4, !dbg !75
  %29 = load i32, ptr addrspace(1) @g_call_count, align 4, !dbg !77
  %30 = add nsw i32 %29, %28, !dbg !77
  store i32 %30, ptr addrspace(1) @g_call_count, align 4, !dbg !77
  %31 = load float, ptr %4, align 4, !dbg !78
  %32 = load i32, ptr addrspace(1) @g_call_count, align 4, !dbg !79
  %33 = and i32 %32, 7, !dbg !80
  %34 = sext i32 %33 to i64, !dbg !81
  %35 = getelementptr inbounds [8 x float], ptr addrspace(1) @g_history, i64 0, i64 %34, !dbg !81
  store float %31, ptr addrspace(1) %35, align 4, !dbg !82
  store i32 16, ptr addrspace(1) @g_tuning, align 4, !dbg !83
  br label %36, !dbg !84

36:                                               ; preds = %27, %24
  %37 = load float, ptr %4, align 4, !dbg !85
  %38 = load float, ptr addrspace(1) getelementptr inbounds (%struct.Tuning, ptr addrspace(1) @g_tuning, i32 0, i32 1), align 4, !dbg !86
  %39 = fmul float %37, %38, !dbg !87
  %40 = load ptr addrspace(1), ptr %2, align 8, !dbg !88
  %41 = load i64, ptr %3, align 8, !dbg !89
  %42 = getelementptr inbounds float, ptr addrspace(1) %40, i64 %41, !dbg !88
  store float %39, ptr addrspace(1) %42, align 4, !dbg !90
  ret void, !dbg !91
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31}
!opencl.ocl.version = !{!32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "kCoeffs", scope: !2, file: !3, line: 7, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lit-tests/di/Inputs/globals.cl", directory: ".", checksumkind: CSK_MD5, checksum: "0c997f4699ef8c0759ce1419c8b4798c")
!4 = !{!0, !5, !14, !16, !18, !23}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!6 = distinct !DIGlobalVariable(name: "kDefaultTuning", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "Tuning", file: !3, line: 5, baseType: !8)
!8 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tuning", file: !3, line: 2, size: 64, elements: !9)
!9 = !{!10, !12}
!10 = !DIDerivedType(tag: DW_TAG_member, name: "iterations", scope: !8, file: !3, line: 3, baseType: !11, size: 32)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "tolerance", scope: !8, file: !3, line: 4, baseType: !13, size: 32, offset: 32)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!15 = distinct !DIGlobalVariable(name: "kScale", scope: !2, file: !3, line: 9, type: !11, isLocal: false, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef))
!17 = distinct !DIGlobalVariable(name: "g_call_count", scope: !2, file: !3, line: 11, type: !11, isLocal: false, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef))
!19 = distinct !DIGlobalVariable(name: "g_history", scope: !2, file: !3, line: 12, type: !20, isLocal: false, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 256, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 8)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef))
!24 = distinct !DIGlobalVariable(name: "g_tuning", scope: !2, file: !3, line: 13, type: !7, isLocal: false, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 160, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 5)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{i32 2, i32 0}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "globals", scope: !3, file: !3, line: 15, type: !35, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!35 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !36)
!36 = !{null, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!38 = !{}
!39 = !{i32 1}
!40 = !{!"none"}
!41 = !{!"float*"}
!42 = !{!""}
!43 = !DILocalVariable(name: "data", arg: 1, scope: !34, file: !3, line: 15, type: !37)
!44 = !DILocation(line: 15, column: 39, scope: !34)
!45 = !DILocalVariable(name: "i", scope: !34, file: !3, line: 16, type: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !47, line: 142, baseType: !48)
!47 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!48 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!49 = !DILocation(line: 16, column: 10, scope: !34)
!50 = !DILocation(line: 16, column: 14, scope: !34)
!51 = !DILocalVariable(name: "acc", scope: !34, file: !3, line: 17, type: !13)
!52 = !DILocation(line: 17, column: 9, scope: !34)
!53 = !DILocalVariable(name: "k", scope: !54, file: !3, line: 18, type: !11)
!54 = distinct !DILexicalBlock(scope: !34, file: !3, line: 18, column: 3)
!55 = !DILocation(line: 18, column: 12, scope: !54)
!56 = !DILocation(line: 18, column: 8, scope: !54)
!57 = !DILocation(line: 18, column: 19, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !3, line: 18, column: 3)
!59 = !DILocation(line: 18, column: 21, scope: !58)
!60 = !DILocation(line: 18, column: 3, scope: !54)
!61 = !DILocation(line: 19, column: 20, scope: !58)
!62 = !DILocation(line: 19, column: 12, scope: !58)
!63 = !DILocation(line: 19, column: 25, scope: !58)
!64 = !DILocation(line: 19, column: 30, scope: !58)
!65 = !DILocation(line: 19, column: 9, scope: !58)
!66 = !DILocation(line: 19, column: 5, scope: !58)
!67 = !DILocation(line: 18, column: 26, scope: !58)
!68 = !DILocation(line: 18, column: 3, scope: !58)
!69 = distinct !{!69, !60, !70}
!70 = !DILocation(line: 19, column: 31, scope: !54)
!71 = !DILocation(line: 20, column: 7, scope: !72)
!72 = distinct !DILexicalBlock(scope: !34, file: !3, line: 20, column: 7)
!73 = !DILocation(line: 20, column: 9, scope: !72)
!74 = !DILocation(line: 20, column: 7, scope: !34)
!75 = !DILocation(line: 21, column: 21, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !3, line: 20, column: 15)
!77 = !DILocation(line: 21, column: 18, scope: !76)
!78 = !DILocation(line: 22, column: 35, scope: !76)
!79 = !DILocation(line: 22, column: 15, scope: !76)
!80 = !DILocation(line: 22, column: 28, scope: !76)
!81 = !DILocation(line: 22, column: 5, scope: !76)
!82 = !DILocation(line: 22, column: 33, scope: !76)
!83 = !DILocation(line: 23, column: 25, scope: !76)
!84 = !DILocation(line: 24, column: 3, scope: !76)
!85 = !DILocation(line: 25, column: 13, scope: !34)
!86 = !DILocation(line: 25, column: 28, scope: !34)
!87 = !DILocation(line: 25, column: 17, scope: !34)
!88 = !DILocation(line: 25, column: 3, scope: !34)
!89 = !DILocation(line: 25, column: 8, scope: !34)
!90 = !DILocation(line: 25, column: 11, scope: !34)
!91 = !DILocation(line: 26, column: 1, scope: !34)
