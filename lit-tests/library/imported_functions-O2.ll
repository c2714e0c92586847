; Functions of another translation unit called from a kernel: body-less OpFunctions with Import
; linkage, called with OpFunctionCall.
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
; CHECK:      OpEntryPoint Kernel %use_remote "use_remote"
; CHECK:      OpDecorate %remote_sum LinkageAttributes "remote_sum" Import
; CHECK:      OpDecorate %remote_scale LinkageAttributes "remote_scale" Import
; CHECK-NOT:  LinkageAttributes
; CHECK:      %remote_sum = OpFunction %uint None
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: OpFunctionEnd
; CHECK:      OpFunctionCall %uint %remote_sum
; CHECK:      OpFunctionCall %float %remote_scale
; ModuleID = 'lit-tests/library/Inputs/imported_functions.cl'
source_filename = "lit-tests/library/Inputs/imported_functions.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @use_remote(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
    #dbg_value(ptr addrspace(1) %0, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
    #dbg_value(ptr addrspace(1) %1, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
    #dbg_value(i32 %2, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !30
    #dbg_value(i64 %4, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
  %5 = tail call spir_func i32 @remote_sum(ptr addrspace(1) noundef %1, i32 noundef %2) #4, !dbg !31
  %6 = sitofp i32 %5 to float, !dbg !32
  %7 = tail call spir_func float @remote_scale(float noundef %6) #4, !dbg !33
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4, !dbg !34
  store float %7, ptr addrspace(1) %8, align 4, !dbg !35, !tbaa !36
  ret void, !dbg !40
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !41 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !45 spir_func float @remote_scale(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !48 spir_func i32 @remote_sum(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/library/Inputs/imported_functions.cl", directory: ".", checksumkind: CSK_MD5, checksum: "3149584e7340fab75fcf564a6ee447d3")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "use_remote", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !14, !16}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18, !19, !20, !21}
!18 = !DILocalVariable(name: "out", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!19 = !DILocalVariable(name: "in", arg: 2, scope: !10, file: !1, line: 5, type: !14)
!20 = !DILocalVariable(name: "n", arg: 3, scope: !10, file: !1, line: 5, type: !16)
!21 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 6, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !23, line: 142, baseType: !24)
!23 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !{i32 1, i32 1, i32 0}
!26 = !{!"none", !"none", !"none"}
!27 = !{!"float*", !"int*", !"int"}
!28 = !{!"", !"const", !""}
!29 = !DILocation(line: 0, scope: !10)
!30 = !DILocation(line: 6, column: 14, scope: !10)
!31 = !DILocation(line: 7, column: 32, scope: !10)
!32 = !DILocation(line: 7, column: 25, scope: !10)
!33 = !DILocation(line: 7, column: 12, scope: !10)
!34 = !DILocation(line: 7, column: 3, scope: !10)
!35 = !DILocation(line: 7, column: 10, scope: !10)
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 8, column: 1, scope: !10)
!41 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 6, type: !42, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!42 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !43)
!43 = !{!24, !44}
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !DISubprogram(name: "remote_scale", scope: !1, file: !1, line: 2, type: !46, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!46 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !47)
!47 = !{!3, !3}
!48 = !DISubprogram(name: "remote_sum", scope: !1, file: !1, line: 3, type: !49, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!49 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !50)
!50 = !{!16, !14, !16}
