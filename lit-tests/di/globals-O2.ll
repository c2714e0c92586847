; Program-scope globals at -O2: the same global variable expressions survive optimization; the unrolled accumulation loop is tracked by dbg.value records (constant i32 induction values and the running sum).
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
; CHECK: {{^}}; 60 nodes (57 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[CU:![0-9]+]] = distinct DICompileUnit(language: DW_LANG_OpenCL,{{.*}} isOptimized: true,{{.*}} emissionKind: FullDebug,{{.*}} globals: {!2, !8, !15, !17, !20, !24},
; CHECK: {{^}}!2 = DIGlobalVariableExpression(var: !3, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef)){{$}}
; CHECK-NEXT: {{^}}!3 = distinct DIGlobalVariable(name: "kCoeffs", scope: [[CU]],{{.*}} line: 7, type: !4, isLocal: false, isDefinition: true,
; CHECK: {{^}}!9 = distinct DIGlobalVariable(name: "kDefaultTuning", scope: [[CU]],{{.*}} line: 8, type: [[TUNING:![0-9]+]], isLocal: false, isDefinition: true,
; CHECK: {{^}}!15 = DIGlobalVariableExpression(var: !16, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef)){{$}}
; CHECK-NEXT: {{^}}!16 = distinct DIGlobalVariable(name: "kScale", scope: [[CU]],{{.*}} line: 9, type: [[INT:![0-9]+]], isLocal: false, isDefinition: true,
; CHECK: {{^}}!24 = DIGlobalVariableExpression(var: !25, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef)){{$}}
; CHECK-NEXT: {{^}}!25 = distinct DIGlobalVariable(name: "g_tuning", scope: [[CU]],{{.*}} line: 13, type: [[TUNING]], isLocal: false, isDefinition: true,
; CHECK-NEXT: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "globals",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: [[CU]],{{.*}} retainedNodes: {!29, !30, !34, !35},
; CHECK: {{^}}!34 = DILocalVariable(name: "acc",{{.*}} scope: [[KERNEL]],{{.*}} line: 17, type: [[FLOAT:![0-9]+]],
; CHECK-NEXT: {{^}}!35 = DILocalVariable(name: "k",{{.*}} scope: !36,{{.*}} line: 18, type: [[INT]],
; CHECK: {{^}}global @kCoeffs !dbg !2{{$}}
; CHECK: {{^}}global @g_tuning !dbg !24{{$}}
; CHECK-NEXT: {{^}}function @globals subprogram [[KERNEL]]: 3 blocks, 41 instructions, 39 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(i32 0, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !40{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(i32 0, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !40{{$}}
; CHECK: {{^}}  llvm.dbg.value(%5, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !37{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(i32 1, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !40{{$}}
; CHECK: {{^}}  llvm.dbg.value(i32 5, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !40{{$}}
; ModuleID = 'lit-tests/di/Inputs/globals.cl'
source_filename = "lit-tests/di/Inputs/globals.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Tuning = type { i32, float }

@kCoeffs = local_unnamed_addr addrspace(2) constant [5 x float] [float 0x3FB99999A0000000, float 0x3FC99999A0000000, float 0x3FD99999A0000000, float 0x3FC99999A0000000, float 0x3FB99999A0000000], align 4, !dbg !0
@kDefaultTuning = local_unnamed_addr addrspace(2) constant %struct.Tuning { i32 16, float 0x3F1A36E2E0000000 }, align 4, !dbg !5
@kScale = local_unnamed_addr addrspace(2) constant i32 3, align 4, !dbg !14
@g_call_count = local_unnamed_addr addrspace(1) global i32 0, align 4, !dbg !16
@g_history = local_unnamed_addr addrspace(1) global [8 x float] [float 1.000000e+00, float 2.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00], align 4, !dbg !18
@g_tuning = local_unnamed_addr addrspace(1) global %struct.Tuning { i32 8, float 0x3F50624DE0000000 }, align 4, !dbg !23

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none)
define spir_kernel void @globals(ptr addrspace(1) nocapture noundef align 4 %0) local_unnamed_addr #0 !dbg !34 !kernel_arg_addr_space !47 !kernel_arg_access_qual !48 !kernel_arg_type !49 !kernel_arg_base_type !49 !kernel_arg_type_qual !50 {
    #dbg_value(ptr addrspace(1) %0, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !52
    #dbg_value(i64 %2, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
    #dbg_value(float 0.000000e+00, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
    #dbg_value(i32 0, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  %3 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %2
  %4 = load float, ptr addrspace(1) %3, align 4, !tbaa !54
    #dbg_value(i32 0, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
    #dbg_value(float 0.000000e+00, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
    #dbg_value(i32 0, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
    #dbg_value(float 0.000000e+00, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  %5 = tail call float @llvm.fmuladd.f32(float %4, float 0x3FB99999A0000000, float 0.000000e+00), !dbg !58
    #dbg_value(float %5, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
    #dbg_value(i32 1, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  %6 = tail call float @llvm.fmuladd.f32(float %4, float 0x3FC99999A0000000, float %5), !dbg !58
    #dbg_value(float %6, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
    #dbg_value(i32 2, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  %7 = tail call float @llvm.fmuladd.f32(float %4, float 0x3FD99999A0000000, float %6), !dbg !58
    #dbg_value(float %7, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
    #dbg_value(i32 3, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  %8 = tail call float @llvm.fmuladd.f32(float %4, float 0x3FC99999A0000000, float %7), !dbg !58
    #dbg_value(float %8, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
    #dbg_value(i32 4, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  %9 = tail call float @llvm.fmuladd.f32(float %4, float 0x3FB99999A0000000, float %8), !dbg !58
    #dbg_value(float %9, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
    #dbg_value(i32 5, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  %10 = icmp eq i64 %2, 0, !dbg !60
  br i1 %10, label %11, label %17, !dbg !62

11:                                               ; preds = %1
  %12 = load i32, ptr addrspace(1) @g_call_count, align 4, !dbg !63, !tbaa !65
  %13 = add nsw i32 %12, 3, !dbg !63
  store i32 %13, ptr addrspace(1) @g_call_count, align 4, !dbg !63, !tbaa !65
  %14 = and i32 %13, 7, !dbg !67
  %15 = zext nneg i32 %14 to i64, !dbg !68
  %16 = getelementptr inbounds [8 x float], ptr addrspace(1) @g_history, i64 0, i64 %15, !dbg !68
  store float %9, ptr addrspace(1) %16, align 4, !dbg !69, !tbaa !54
  store i32 16, ptr addrspace(1) @g_tuning, align 4, !dbg !70, !tbaa !71
  br label %17, !dbg !73

17:                                               ; preds = %11, %1
  %18 = load float, ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @g_tuning, i64 4), align 4, !dbg !74, !tbaa !75
  %19 = fmul float %9, %18, !dbg !76
  store float %19, ptr addrspace(1) %3, align 4, !dbg !77, !tbaa !54
  ret void, !dbg !78
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !79 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31}
!opencl.ocl.version = !{!32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "kCoeffs", scope: !2, file: !3, line: 7, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
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
!34 = distinct !DISubprogram(name: "globals", scope: !3, file: !3, line: 15, type: !35, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !38)
!35 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !36)
!36 = !{null, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!38 = !{!39, !40, !44, !45}
!39 = !DILocalVariable(name: "data", arg: 1, scope: !34, file: !3, line: 15, type: !37)
!40 = !DILocalVariable(name: "i", scope: !34, file: !3, line: 16, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !42, line: 142, baseType: !43)
!42 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DILocalVariable(name: "acc", scope: !34, file: !3, line: 17, type: !13)
!45 = !DILocalVariable(name: "k", scope: !46, file: !3, line: 18, type: !11)
!46 = distinct !DILexicalBlock(scope: !34, file: !3, line: 18, column: 3)
!47 = !{i32 1}
!48 = !{!"none"}
!49 = !{!"float*"}
!50 = !{!""}
!51 = !DILocation(line: 0, scope: !34)
!52 = !DILocation(line: 16, column: 14, scope: !34)
!53 = !DILocation(line: 0, scope: !46)
!54 = !{!55, !55, i64 0}
!55 = !{!"float", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 19, column: 9, scope: !59)
!59 = distinct !DILexicalBlock(scope: !46, file: !3, line: 18, column: 3)
!60 = !DILocation(line: 20, column: 9, scope: !61)
!61 = distinct !DILexicalBlock(scope: !34, file: !3, line: 20, column: 7)
!62 = !DILocation(line: 20, column: 7, scope: !34)
!63 = !DILocation(line: 21, column: 18, scope: !64)
!64 = distinct !DILexicalBlock(scope: !61, file: !3, line: 20, column: 15)
!65 = !{!66, !66, i64 0}
!66 = !{!"int", !56, i64 0}
!67 = !DILocation(line: 22, column: 28, scope: !64)
!68 = !DILocation(line: 22, column: 5, scope: !64)
!69 = !DILocation(line: 22, column: 33, scope: !64)
!70 = !DILocation(line: 23, column: 25, scope: !64)
!71 = !{!72, !66, i64 0}
!72 = !{!"Tuning", !66, i64 0, !55, i64 4}
!73 = !DILocation(line: 24, column: 3, scope: !64)
!74 = !DILocation(line: 25, column: 28, scope: !34)
!75 = !{!72, !55, i64 4}
!76 = !DILocation(line: 25, column: 17, scope: !34)
!77 = !DILocation(line: 25, column: 11, scope: !34)
!78 = !DILocation(line: 26, column: 1, scope: !34)
!79 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 16, type: !80, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!80 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !81)
!81 = !{!43, !82}
!82 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
