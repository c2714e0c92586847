; C++ for OpenCL: functions declared in another unit have mangled names (_Z6helperf,
; _ZN3geo4distEDv2_fS0_) that are not builtins, so they are Import, not "unknown builtin". At -O0
; the template instance twice<float> is linkonce_odr: Export, or LinkOnceODR with
; SPV_KHR_linkonce_odr under --spirv-ext=+all.
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
; CHECK-NOT:  OpExtension "SPV_KHR_linkonce_odr"
; CHECK:      OpDecorate %_ZN3geo4distEDv2_fS0_ LinkageAttributes "_ZN3geo4distEDv2_fS0_" Import
; CHECK:      OpDecorate %_Z6helperf LinkageAttributes "_Z6helperf" Import
; CHECK-NOT:  LinkageAttributes
; CHECK:      OpFunctionCall %float %_ZN3geo4distEDv2_fS0_
; CHECK:      OpFunctionCall %float %_Z6helperf
; ModuleID = 'lit-tests/library/Inputs/cxx_imports.clcpp'
source_filename = "lit-tests/library/Inputs/cxx_imports.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress norecurse nounwind
define spir_kernel void @cxx_imports(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
    #dbg_value(ptr addrspace(1) %0, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
    #dbg_value(ptr addrspace(1) %1, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  %3 = tail call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !33
    #dbg_value(i64 %3, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  %4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %1, i64 %3, !dbg !34
  %5 = load <2 x float>, ptr addrspace(1) %4, align 8, !dbg !34, !tbaa !35
  %6 = getelementptr i8, ptr addrspace(1) %4, i64 8, !dbg !38
  %7 = load <2 x float>, ptr addrspace(1) %6, align 8, !dbg !38, !tbaa !35
  %8 = tail call spir_func noundef float @_ZN3geo4distEDv2_fS0_(<2 x float> noundef %5, <2 x float> noundef %7) #4, !dbg !39
  %9 = tail call spir_func noundef float @_Z6helperf(float noundef %8) #4, !dbg !40
    #dbg_value(float %9, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !48)
  %10 = fadd float %9, %9, !dbg !50
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %3, !dbg !51
  store float %10, ptr addrspace(1) %11, align 4, !dbg !52, !tbaa !53
  ret void, !dbg !55
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !56 spir_func noundef i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !60 spir_func noundef float @_Z6helperf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !61 spir_func noundef float @_ZN3geo4distEDv2_fS0_(<2 x float> noundef, <2 x float> noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.cxx.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/library/Inputs/cxx_imports.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "dc72713d328a19488c48db3a65984919")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 3, i32 0}
!7 = !{i32 2021, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "cxx_imports", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!10 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !11)
!11 = !{null, !12, !14}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !17, line: 207, baseType: !18)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 64, flags: DIFlagVector, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 2)
!21 = !{!22, !23, !24}
!22 = !DILocalVariable(name: "out", arg: 1, scope: !9, file: !1, line: 10, type: !12)
!23 = !DILocalVariable(name: "p", arg: 2, scope: !9, file: !1, line: 10, type: !14)
!24 = !DILocalVariable(name: "i", scope: !9, file: !1, line: 11, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !17, line: 142, baseType: !26)
!26 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!27 = !{i32 1, i32 1}
!28 = !{!"none", !"none"}
!29 = !{!"float*", !"float2*"}
!30 = !{!"float*", !"float __attribute__((ext_vector_type(2)))*"}
!31 = !{!"", !"const"}
!32 = !DILocation(line: 0, scope: !9)
!33 = !DILocation(line: 11, column: 14, scope: !9)
!34 = !DILocation(line: 12, column: 35, scope: !9)
!35 = !{!36, !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C++ TBAA"}
!38 = !DILocation(line: 12, column: 41, scope: !9)
!39 = !DILocation(line: 12, column: 25, scope: !9)
!40 = !DILocation(line: 12, column: 18, scope: !9)
!41 = !DILocalVariable(name: "x", arg: 1, scope: !42, file: !1, line: 8, type: !13)
!42 = distinct !DISubprogram(name: "twice<float>", linkageName: "_Z5twiceIfET_S0_", scope: !1, file: !1, line: 8, type: !43, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !46, retainedNodes: !45)
!43 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !44)
!44 = !{!13, !13}
!45 = !{!41}
!46 = !{!47}
!47 = !DITemplateTypeParameter(name: "T", type: !13)
!48 = !DILocation(line: 0, scope: !42, inlinedAt: !49)
!49 = distinct !DILocation(line: 12, column: 12, scope: !9)
!50 = !DILocation(line: 8, column: 47, scope: !42, inlinedAt: !49)
!51 = !DILocation(line: 12, column: 3, scope: !9)
!52 = !DILocation(line: 12, column: 10, scope: !9)
!53 = !{!54, !54, i64 0}
!54 = !{!"float", !36, i64 0}
!55 = !DILocation(line: 13, column: 1, scope: !9)
!56 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 11, type: !57, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !58)
!58 = !{!26, !59}
!59 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!60 = !DISubprogram(name: "helper", linkageName: "_Z6helperf", scope: !1, file: !1, line: 3, type: !43, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!61 = !DISubprogram(name: "dist", linkageName: "_ZN3geo4distEDv2_fS0_", scope: !62, file: !1, line: 5, type: !63, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!62 = !DINamespace(name: "geo", scope: null)
!63 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !64)
!64 = !{!13, !16, !16}
