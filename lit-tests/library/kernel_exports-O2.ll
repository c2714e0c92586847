; A kernel module that exports a helper and a __constant table: both Linkage and an entry point;
; the kernel and the static helper carry no LinkageAttributes.
; RUN: %nsdi-llc --g0 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %nsdi-llc -g --verify-roundtrip %s -o %t.g.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.g.spv
; RUN: llvm-spirv -r %t.g.spv -o %t.g.rev.bc
; RUN: spirv-dis %t.g.spv | FileCheck %s
; RUN: %nsdi-llc -g --spirv-ext=+all --verify-roundtrip %s -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.fwd.spv
; RUN: spirv-dis %t.fwd.spv | FileCheck %s --check-prefix=CHECK
; RUN: %nsdi-llc -gline-tables-only --verify-roundtrip %s -o %t.lt.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.lt.spv
; RUN: llvm-spirv -r %t.lt.spv -o %t.lt.rev.bc
; ROUNDTRIP: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; CHECK:      OpCapability Addresses
; CHECK-NEXT: OpCapability Linkage
; CHECK-NEXT: OpCapability Kernel
; CHECK:      OpEntryPoint Kernel %mix "mix"
; CHECK-NOT:  LinkageAttributes
; CHECK:      OpDecorate %weights LinkageAttributes "weights" Export
; CHECK:      OpDecorate %blend LinkageAttributes "blend" Export
; CHECK-NOT:  LinkageAttributes
; CHECK:      %blend = OpFunction %float None
; ModuleID = 'lit-tests/library/Inputs/kernel_exports.cl'
source_filename = "lit-tests/library/Inputs/kernel_exports.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@weights = local_unnamed_addr addrspace(2) constant [4 x float] [float 1.250000e-01, float 2.500000e-01, float 2.500000e-01, float 3.750000e-01], align 4, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define spir_func float @blend(float noundef %0, float noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !17 {
    #dbg_value(float %0, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !25)
    #dbg_value(float %1, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !25)
    #dbg_value(i32 %2, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !25)
    #dbg_value(i32 %2, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %4 = and i32 %2, 3, !dbg !33
  %5 = zext nneg i32 %4 to i64, !dbg !34
  %6 = getelementptr inbounds [4 x float], ptr addrspace(2) @weights, i64 0, i64 %5, !dbg !34
  %7 = load float, ptr addrspace(2) %6, align 4, !dbg !34, !tbaa !35
    #dbg_value(float %7, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !25)
  %8 = fsub float 1.000000e+00, %7, !dbg !39
  %9 = fmul float %8, %1, !dbg !40
  %10 = tail call float @llvm.fmuladd.f32(float %0, float %7, float %9), !dbg !41
  ret float %10, !dbg !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @mix(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2) local_unnamed_addr #2 !dbg !43 !kernel_arg_addr_space !57 !kernel_arg_access_qual !58 !kernel_arg_type !59 !kernel_arg_base_type !59 !kernel_arg_type_qual !60 {
    #dbg_value(ptr addrspace(1) %0, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
    #dbg_value(ptr addrspace(1) %1, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
    #dbg_value(ptr addrspace(1) %2, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !62
    #dbg_value(i64 %4, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %5 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %4, !dbg !63
  %6 = load float, ptr addrspace(1) %5, align 4, !dbg !63, !tbaa !35
  %7 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %4, !dbg !64
  %8 = load float, ptr addrspace(1) %7, align 4, !dbg !64, !tbaa !35
    #dbg_value(float %6, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
    #dbg_value(float %8, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
    #dbg_value(i64 %4, !23, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !65)
    #dbg_value(i64 %4, !26, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !67)
  %9 = and i64 %4, 3, !dbg !69
  %10 = getelementptr inbounds [4 x float], ptr addrspace(2) @weights, i64 0, i64 %9, !dbg !69
  %11 = load float, ptr addrspace(2) %10, align 4, !dbg !69, !tbaa !35
    #dbg_value(float %11, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
  %12 = fsub float 1.000000e+00, %11, !dbg !70
  %13 = fmul float %8, %12, !dbg !71
  %14 = tail call float @llvm.fmuladd.f32(float %6, float %11, float %13), !dbg !72
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4, !dbg !73
  store float %14, ptr addrspace(1) %15, align 4, !dbg !74, !tbaa !35
  ret void, !dbg !75
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !76 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14}
!opencl.ocl.version = !{!15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "weights", scope: !2, file: !3, line: 3, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lit-tests/library/Inputs/kernel_exports.cl", directory: ".", checksumkind: CSK_MD5, checksum: "c93fe39d8ee01dd047007f8312997c61")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !9)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{i32 2, i32 0}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "blend", scope: !3, file: !3, line: 7, type: !18, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !19)
!19 = !{!8, !8, !8, !5}
!20 = !{!21, !22, !23, !24}
!21 = !DILocalVariable(name: "a", arg: 1, scope: !17, file: !3, line: 7, type: !8)
!22 = !DILocalVariable(name: "b", arg: 2, scope: !17, file: !3, line: 7, type: !8)
!23 = !DILocalVariable(name: "i", arg: 3, scope: !17, file: !3, line: 7, type: !5)
!24 = !DILocalVariable(name: "w", scope: !17, file: !3, line: 8, type: !8)
!25 = !DILocation(line: 0, scope: !17)
!26 = !DILocalVariable(name: "i", arg: 1, scope: !27, file: !3, line: 5, type: !5)
!27 = distinct !DISubprogram(name: "weight", scope: !3, file: !3, line: 5, type: !28, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!28 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !29)
!29 = !{!8, !5}
!30 = !{!26}
!31 = !DILocation(line: 0, scope: !27, inlinedAt: !32)
!32 = distinct !DILocation(line: 8, column: 13, scope: !17)
!33 = !DILocation(line: 5, column: 47, scope: !27, inlinedAt: !32)
!34 = !DILocation(line: 5, column: 37, scope: !27, inlinedAt: !32)
!35 = !{!36, !36, i64 0}
!36 = !{!"float", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 9, column: 28, scope: !17)
!40 = !DILocation(line: 9, column: 20, scope: !17)
!41 = !DILocation(line: 9, column: 16, scope: !17)
!42 = !DILocation(line: 9, column: 3, scope: !17)
!43 = distinct !DISubprogram(name: "mix", scope: !3, file: !3, line: 12, type: !44, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!44 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !45)
!45 = !{null, !46, !47, !47}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64, dwarfAddressSpace: 1)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!49 = !{!50, !51, !52, !53}
!50 = !DILocalVariable(name: "out", arg: 1, scope: !43, file: !3, line: 12, type: !46)
!51 = !DILocalVariable(name: "a", arg: 2, scope: !43, file: !3, line: 12, type: !47)
!52 = !DILocalVariable(name: "b", arg: 3, scope: !43, file: !3, line: 12, type: !47)
!53 = !DILocalVariable(name: "i", scope: !43, file: !3, line: 13, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !55, line: 142, baseType: !56)
!55 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!56 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!57 = !{i32 1, i32 1, i32 1}
!58 = !{!"none", !"none", !"none"}
!59 = !{!"float*", !"float*", !"float*"}
!60 = !{!"", !"const", !"const"}
!61 = !DILocation(line: 0, scope: !43)
!62 = !DILocation(line: 13, column: 14, scope: !43)
!63 = !DILocation(line: 14, column: 18, scope: !43)
!64 = !DILocation(line: 14, column: 24, scope: !43)
!65 = !DILocation(line: 0, scope: !17, inlinedAt: !66)
!66 = distinct !DILocation(line: 14, column: 12, scope: !43)
!67 = !DILocation(line: 0, scope: !27, inlinedAt: !68)
!68 = distinct !DILocation(line: 8, column: 13, scope: !17, inlinedAt: !66)
!69 = !DILocation(line: 5, column: 37, scope: !27, inlinedAt: !68)
!70 = !DILocation(line: 9, column: 28, scope: !17, inlinedAt: !66)
!71 = !DILocation(line: 9, column: 20, scope: !17, inlinedAt: !66)
!72 = !DILocation(line: 9, column: 16, scope: !17, inlinedAt: !66)
!73 = !DILocation(line: 14, column: 3, scope: !43)
!74 = !DILocation(line: 14, column: 10, scope: !43)
!75 = !DILocation(line: 15, column: 1, scope: !43)
!76 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 13, type: !77, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !78)
!78 = !{!56, !79}
!79 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
