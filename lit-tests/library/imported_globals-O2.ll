; extern program-scope variables: module-scope OpVariables without initializer, Import linkage,
; in the storage class of their address space.
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
; CHECK:      OpDecorate %coeffs LinkageAttributes "coeffs" Import
; CHECK:      OpDecorate %shared_counter LinkageAttributes "shared_counter" Import
; CHECK-NOT:  LinkageAttributes
; CHECK:      %coeffs = OpVariable %_ptr_UniformConstant__arr_float_uint_8 UniformConstant{{$}}
; CHECK:      %shared_counter = OpVariable %_ptr_CrossWorkgroup_uint CrossWorkgroup{{$}}
; ModuleID = 'lit-tests/library/Inputs/imported_globals.cl'
source_filename = "lit-tests/library/Inputs/imported_globals.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@coeffs = external local_unnamed_addr addrspace(2) constant [8 x float], align 4
@shared_counter = external local_unnamed_addr addrspace(1) global i32, align 4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none)
define spir_kernel void @accumulate(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
    #dbg_value(ptr addrspace(1) %0, !15, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !25
    #dbg_value(i64 %2, !16, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
  %3 = and i64 %2, 7, !dbg !26
  %4 = getelementptr inbounds [8 x float], ptr addrspace(2) @coeffs, i64 0, i64 %3, !dbg !27
  %5 = load float, ptr addrspace(2) %4, align 4, !dbg !27, !tbaa !28
  %6 = load i32, ptr addrspace(1) @shared_counter, align 4, !dbg !32, !tbaa !33
  %7 = sitofp i32 %6 to float, !dbg !35
  %8 = fmul float %5, %7, !dbg !36
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %2, !dbg !37
  store float %8, ptr addrspace(1) %9, align 4, !dbg !38, !tbaa !28
  %10 = icmp eq i64 %2, 0, !dbg !39
  br i1 %10, label %11, label %13, !dbg !41

11:                                               ; preds = %1
  %12 = add nsw i32 %6, 1, !dbg !42
  store i32 %12, ptr addrspace(1) @shared_counter, align 4, !dbg !42, !tbaa !33
  br label %13, !dbg !43

13:                                               ; preds = %11, %1
  ret void, !dbg !44
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !45 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/library/Inputs/imported_globals.cl", directory: ".", checksumkind: CSK_MD5, checksum: "1d2fa1a58d5c1f437d767e994606f607")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "accumulate", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!14 = !{!15, !16}
!15 = !DILocalVariable(name: "out", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!16 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 6, type: !17)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !18, line: 142, baseType: !19)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!19 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!20 = !{i32 1}
!21 = !{!"none"}
!22 = !{!"float*"}
!23 = !{!""}
!24 = !DILocation(line: 0, scope: !10)
!25 = !DILocation(line: 6, column: 14, scope: !10)
!26 = !DILocation(line: 7, column: 21, scope: !10)
!27 = !DILocation(line: 7, column: 12, scope: !10)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C/C++ TBAA"}
!32 = !DILocation(line: 7, column: 35, scope: !10)
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !30, i64 0}
!35 = !DILocation(line: 7, column: 28, scope: !10)
!36 = !DILocation(line: 7, column: 26, scope: !10)
!37 = !DILocation(line: 7, column: 3, scope: !10)
!38 = !DILocation(line: 7, column: 10, scope: !10)
!39 = !DILocation(line: 8, column: 9, scope: !40)
!40 = distinct !DILexicalBlock(scope: !10, file: !1, line: 8, column: 7)
!41 = !DILocation(line: 8, column: 7, scope: !10)
!42 = !DILocation(line: 9, column: 20, scope: !40)
!43 = !DILocation(line: 9, column: 5, scope: !40)
!44 = !DILocation(line: 10, column: 1, scope: !10)
!45 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 6, type: !46, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!46 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !47)
!47 = !{!19, !48}
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
