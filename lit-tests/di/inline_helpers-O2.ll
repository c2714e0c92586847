; Inlining at -O2: length2(), both square() calls and clamp_unit() all inlined into the kernel -- distinct call-site DILocations, nested inlinedAt chains, and dbg.value records for the inlined parameters and locals.
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
; CHECK: {{^}}; 55 nodes (54 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "inline_chain",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!12, !13, !14, !17, !18},
; CHECK: {{^}}!23 = DILocation(line: 0, column: 0, scope: [[LENGTH2:![0-9]+]], inlinedAt: [[CALLSITE1:![0-9]+]], isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[LENGTH2]] = distinct DISubprogram(scope: !1, name: "length2",{{.*}} line: 7,{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!26, !27, !28},
; CHECK: {{^}}[[CALLSITE1]] = distinct DILocation(line: 21, column: 14, scope: [[KERNEL]], inlinedAt: null, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}!30 = DILocation(line: 8, column: 21, scope: [[LENGTH2]], inlinedAt: [[CALLSITE1]], isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}!31 = DILocation(line: 0, column: 0, scope: [[SQUARE:![0-9]+]], inlinedAt: [[CALLSITE2:![0-9]+]], isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[SQUARE]] = distinct DISubprogram(scope: !1, name: "square",{{.*}} line: 2,{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!34, !35},
; CHECK: {{^}}[[CALLSITE2]] = distinct DILocation(line: 8, column: 14, scope: [[LENGTH2]], inlinedAt: [[CALLSITE1]], isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}!37 = DILocation(line: 3, column: 15, scope: [[SQUARE]], inlinedAt: [[CALLSITE2]], isImplicitCode: false){{$}}
; CHECK: {{^}}!39 = DILocation(line: 0, column: 0, scope: [[SQUARE]], inlinedAt: [[CALLSITE3:![0-9]+]], isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[CALLSITE3]] = distinct DILocation(line: 9, column: 14, scope: [[LENGTH2]], inlinedAt: [[CALLSITE1]], isImplicitCode: false){{$}}
; CHECK: {{^}}!43 = DILocation(line: 0, column: 0, scope: [[CLAMP:![0-9]+]], inlinedAt: [[CALLSITE4:![0-9]+]], isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[CLAMP]] = distinct DISubprogram(scope: !1, name: "clamp_unit",{{.*}} line: 13,{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!45, !46},
; CHECK: {{^}}[[CALLSITE4]] = distinct DILocation(line: 22, column: 12, scope: [[KERNEL]], inlinedAt: null, isImplicitCode: false){{$}}
; CHECK: {{^}}function @inline_chain subprogram [[KERNEL]]: 1 blocks, 27 instructions, 27 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(undef, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !23{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%5, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !31{{$}}
; CHECK: {{^}}  llvm.dbg.value(%8, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !39{{$}}
; CHECK: {{^}}  llvm.dbg.value(%10, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !19{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%10, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !43{{$}}
; ModuleID = 'lit-tests/di/Inputs/inline_helpers.cl'
source_filename = "lit-tests/di/Inputs/inline_helpers.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @inline_chain(ptr addrspace(1) nocapture noundef readonly align 8 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
    #dbg_value(ptr addrspace(1) %0, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(ptr addrspace(1) %1, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !34
    #dbg_value(i64 %3, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  %4 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %3, !dbg !35
    #dbg_value(<2 x float> undef, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(<2 x float> undef, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %5 = load float, ptr addrspace(1) %4, align 8, !dbg !45
    #dbg_value(float %5, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
  %6 = fmul float %5, %5, !dbg !54
    #dbg_value(float %6, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
    #dbg_value(float %6, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %7 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 4, !dbg !55
  %8 = load float, ptr addrspace(1) %7, align 4, !dbg !55
    #dbg_value(float %8, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  %9 = fmul float %8, %8, !dbg !58
    #dbg_value(float %9, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
    #dbg_value(float %9, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %10 = fadd float %6, %9, !dbg !59
    #dbg_value(float %10, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(float %10, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !64)
    #dbg_value(float 0.000000e+00, !63, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !64)
  %11 = fcmp ogt float %10, 1.000000e+00, !dbg !66
  %12 = select i1 %11, float 1.000000e+00, float %10, !dbg !66
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %3, !dbg !67
  store float %12, ptr addrspace(1) %13, align 4, !dbg !68, !tbaa !69
  ret void, !dbg !73
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !74 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/inline_helpers.cl", directory: ".", checksumkind: CSK_MD5, checksum: "fdfbdf618987e4d4e21bbe576ca01a0a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "inline_chain", scope: !1, file: !1, line: 18, type: !9, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !19}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !14, line: 207, baseType: !15)
!14 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64, flags: DIFlagVector, elements: !17)
!16 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!17 = !{!18}
!18 = !DISubrange(count: 2)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!20 = !{!21, !22, !23, !26, !27}
!21 = !DILocalVariable(name: "pts", arg: 1, scope: !8, file: !1, line: 18, type: !11)
!22 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 18, type: !19)
!23 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 19, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !14, line: 142, baseType: !25)
!25 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!26 = !DILocalVariable(name: "p", scope: !8, file: !1, line: 20, type: !13)
!27 = !DILocalVariable(name: "d2", scope: !8, file: !1, line: 21, type: !16)
!28 = !{i32 1, i32 1}
!29 = !{!"none", !"none"}
!30 = !{!"float2*", !"float*"}
!31 = !{!"float __attribute__((ext_vector_type(2)))*", !"float*"}
!32 = !{!"const", !""}
!33 = !DILocation(line: 0, scope: !8)
!34 = !DILocation(line: 19, column: 14, scope: !8)
!35 = !DILocation(line: 20, column: 14, scope: !8)
!36 = !DILocalVariable(name: "p", arg: 1, scope: !37, file: !1, line: 7, type: !13)
!37 = distinct !DISubprogram(name: "length2", scope: !1, file: !1, line: 7, type: !38, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !40)
!38 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !39)
!39 = !{!16, !13}
!40 = !{!36, !41, !42}
!41 = !DILocalVariable(name: "sx", scope: !37, file: !1, line: 8, type: !16)
!42 = !DILocalVariable(name: "sy", scope: !37, file: !1, line: 9, type: !16)
!43 = !DILocation(line: 0, scope: !37, inlinedAt: !44)
!44 = distinct !DILocation(line: 21, column: 14, scope: !8)
!45 = !DILocation(line: 8, column: 21, scope: !37, inlinedAt: !44)
!46 = !DILocalVariable(name: "v", arg: 1, scope: !47, file: !1, line: 2, type: !16)
!47 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 2, type: !48, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !50)
!48 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !49)
!49 = !{!16, !16}
!50 = !{!46, !51}
!51 = !DILocalVariable(name: "r", scope: !47, file: !1, line: 3, type: !16)
!52 = !DILocation(line: 0, scope: !47, inlinedAt: !53)
!53 = distinct !DILocation(line: 8, column: 14, scope: !37, inlinedAt: !44)
!54 = !DILocation(line: 3, column: 15, scope: !47, inlinedAt: !53)
!55 = !DILocation(line: 9, column: 21, scope: !37, inlinedAt: !44)
!56 = !DILocation(line: 0, scope: !47, inlinedAt: !57)
!57 = distinct !DILocation(line: 9, column: 14, scope: !37, inlinedAt: !44)
!58 = !DILocation(line: 3, column: 15, scope: !47, inlinedAt: !57)
!59 = !DILocation(line: 10, column: 13, scope: !37, inlinedAt: !44)
!60 = !DILocalVariable(name: "v", arg: 1, scope: !61, file: !1, line: 13, type: !16)
!61 = distinct !DISubprogram(name: "clamp_unit", scope: !1, file: !1, line: 13, type: !48, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !62)
!62 = !{!60, !63}
!63 = !DILocalVariable(name: "lo", scope: !61, file: !1, line: 14, type: !16)
!64 = !DILocation(line: 0, scope: !61, inlinedAt: !65)
!65 = distinct !DILocation(line: 22, column: 12, scope: !8)
!66 = !DILocation(line: 15, column: 10, scope: !61, inlinedAt: !65)
!67 = !DILocation(line: 22, column: 3, scope: !8)
!68 = !DILocation(line: 22, column: 10, scope: !8)
!69 = !{!70, !70, i64 0}
!70 = !{!"float", !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C/C++ TBAA"}
!73 = !DILocation(line: 23, column: 1, scope: !8)
!74 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 19, type: !75, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !76)
!76 = !{!25, !77}
!77 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
