; A library module without a kernel: Linkage, no OpEntryPoint, Export on the external function
; definitions and the __global variable, nothing on the static helper (clamp_index).
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
; CHECK-NOT:  OpEntryPoint
; CHECK:      OpDecorate %calls LinkageAttributes "calls" Export
; CHECK:      OpDecorate %scale LinkageAttributes "scale" Export
; CHECK:      OpDecorate %pick LinkageAttributes "pick" Export
; CHECK-NOT:  LinkageAttributes
; CHECK:      %calls = OpVariable %_ptr_CrossWorkgroup_uint CrossWorkgroup %uint_0
; ModuleID = 'lit-tests/library/Inputs/no_kernel.cl'
source_filename = "lit-tests/library/Inputs/no_kernel.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@calls = local_unnamed_addr addrspace(1) global i32 0, align 4, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define spir_func noundef float @scale(float noundef %0, float noundef %1) local_unnamed_addr #0 !dbg !12 {
    #dbg_value(float %0, !17, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !19)
    #dbg_value(float %1, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !19)
  %3 = load i32, ptr addrspace(1) @calls, align 4, !dbg !20, !tbaa !21
  %4 = add nsw i32 %3, 1, !dbg !20
  store i32 %4, ptr addrspace(1) @calls, align 4, !dbg !20, !tbaa !21
  %5 = fmul float %0, %1, !dbg !25
  ret float %5, !dbg !26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define spir_func i32 @pick(ptr addrspace(1) nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 !dbg !27 {
    #dbg_value(ptr addrspace(1) %0, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
    #dbg_value(i32 %1, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
    #dbg_value(i32 %2, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
    #dbg_value(i32 %1, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_value(i32 %2, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %4 = icmp slt i32 %1, 0, !dbg !45
  %5 = icmp slt i32 %1, %2, !dbg !46
  %6 = add nsw i32 %2, -1, !dbg !46
  %7 = select i1 %5, i32 %1, i32 %6, !dbg !46
  %8 = select i1 %4, i32 0, i32 %7, !dbg !46
  %9 = sext i32 %8 to i64, !dbg !47
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9, !dbg !47
  %11 = load i32, ptr addrspace(1) %10, align 4, !dbg !47, !tbaa !21
  ret i32 %11, !dbg !48
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9}
!opencl.ocl.version = !{!10}
!llvm.ident = !{!11}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "calls", scope: !2, file: !3, line: 2, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lit-tests/library/Inputs/no_kernel.cl", directory: ".", checksumkind: CSK_MD5, checksum: "38e1051e79d30be694db4452da666f6d")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{i32 2, i32 0}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "scale", scope: !3, file: !3, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !16)
!13 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !14)
!14 = !{!15, !15, !15}
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !{!17, !18}
!17 = !DILocalVariable(name: "x", arg: 1, scope: !12, file: !3, line: 8, type: !15)
!18 = !DILocalVariable(name: "k", arg: 2, scope: !12, file: !3, line: 8, type: !15)
!19 = !DILocation(line: 0, scope: !12)
!20 = !DILocation(line: 9, column: 9, scope: !12)
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C/C++ TBAA"}
!25 = !DILocation(line: 10, column: 12, scope: !12)
!26 = !DILocation(line: 10, column: 3, scope: !12)
!27 = distinct !DISubprogram(name: "pick", scope: !3, file: !3, line: 13, type: !28, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !32)
!28 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !29)
!29 = !{!5, !30, !5, !5}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64, dwarfAddressSpace: 1)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!32 = !{!33, !34, !35}
!33 = !DILocalVariable(name: "table", arg: 1, scope: !27, file: !3, line: 13, type: !30)
!34 = !DILocalVariable(name: "i", arg: 2, scope: !27, file: !3, line: 13, type: !5)
!35 = !DILocalVariable(name: "n", arg: 3, scope: !27, file: !3, line: 13, type: !5)
!36 = !DILocation(line: 0, scope: !27)
!37 = !DILocalVariable(name: "i", arg: 1, scope: !38, file: !3, line: 4, type: !5)
!38 = distinct !DISubprogram(name: "clamp_index", scope: !3, file: !3, line: 4, type: !39, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !41)
!39 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !40)
!40 = !{!5, !5, !5}
!41 = !{!37, !42}
!42 = !DILocalVariable(name: "n", arg: 2, scope: !38, file: !3, line: 4, type: !5)
!43 = !DILocation(line: 0, scope: !38, inlinedAt: !44)
!44 = distinct !DILocation(line: 14, column: 16, scope: !27)
!45 = !DILocation(line: 5, column: 12, scope: !38, inlinedAt: !44)
!46 = !DILocation(line: 5, column: 10, scope: !38, inlinedAt: !44)
!47 = !DILocation(line: 14, column: 10, scope: !27)
!48 = !DILocation(line: 14, column: 3, scope: !27)
