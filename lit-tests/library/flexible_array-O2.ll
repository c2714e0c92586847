; A flexible array member at -O2: clang addresses the data through an i8 offset and a
; getelementptr over [0 x float], whose leading index steps over zero-sized arrays; the rest
; indexes float directly, so no zero-length array type is made.
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
; CHECK-NOT:  OpTypeArray
; CHECK:      %sum_packet = OpFunction %void None
; CHECK:      OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_uchar {{%[0-9]+}} %ulong_4
; CHECK:      [[DATA:%[0-9]+]] = OpBitcast %_ptr_CrossWorkgroup_float
; CHECK-NEXT: OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_float [[DATA]] {{%[0-9]+}}{{$}}
; ModuleID = 'lit-tests/library/Inputs/flexible_array.cl'
source_filename = "lit-tests/library/Inputs/flexible_array.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define spir_kernel void @sum_packet(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
    #dbg_value(ptr addrspace(1) %0, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
    #dbg_value(ptr addrspace(1) %1, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
    #dbg_value(float 0.000000e+00, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
    #dbg_value(i32 0, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  %3 = load i32, ptr addrspace(1) %0, align 4, !tbaa !34
    #dbg_value(i32 0, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(float 0.000000e+00, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  %4 = icmp sgt i32 %3, 0, !dbg !38
  br i1 %4, label %5, label %7, !dbg !40

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  br label %9, !dbg !40

7:                                                ; preds = %9, %2
  %8 = phi float [ 0.000000e+00, %2 ], [ %15, %9 ], !dbg !32
  store float %8, ptr addrspace(1) %1, align 4, !dbg !41, !tbaa !42
  ret void, !dbg !44

9:                                                ; preds = %5, %9
  %10 = phi i32 [ 0, %5 ], [ %16, %9 ]
  %11 = phi float [ 0.000000e+00, %5 ], [ %15, %9 ]
    #dbg_value(i32 %10, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_value(float %11, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  %12 = zext nneg i32 %10 to i64, !dbg !45
  %13 = getelementptr inbounds [0 x float], ptr addrspace(1) %6, i64 0, i64 %12, !dbg !45
  %14 = load float, ptr addrspace(1) %13, align 4, !dbg !45, !tbaa !42
  %15 = fadd float %11, %14, !dbg !46
    #dbg_value(float %15, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  %16 = add nuw nsw i32 %10, 1, !dbg !47
    #dbg_value(i32 %16, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  %17 = icmp slt i32 %16, %3, !dbg !38
  br i1 %17, label %9, label %7, !dbg !40, !llvm.loop !48
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/library/Inputs/flexible_array.cl", directory: ".", checksumkind: CSK_MD5, checksum: "73ffb43edd004600e2504d4cb3bdf5eb")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "sum_packet", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !21}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packet", file: !1, line: 2, size: 32, elements: !13)
!13 = !{!14, !16}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !12, file: !1, line: 3, baseType: !15, size: 32)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !12, file: !1, line: 4, baseType: !17, offset: 32)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, elements: !19)
!18 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!19 = !{!20}
!20 = !DISubrange(count: -1)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64, dwarfAddressSpace: 1)
!22 = !{!23, !24, !25, !26}
!23 = !DILocalVariable(name: "p", arg: 1, scope: !8, file: !1, line: 7, type: !11)
!24 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 7, type: !21)
!25 = !DILocalVariable(name: "s", scope: !8, file: !1, line: 8, type: !18)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 9, type: !15)
!27 = distinct !DILexicalBlock(scope: !8, file: !1, line: 9, column: 3)
!28 = !{i32 1, i32 1}
!29 = !{!"none", !"none"}
!30 = !{!"struct packet*", !"float*"}
!31 = !{!"", !""}
!32 = !DILocation(line: 0, scope: !8)
!33 = !DILocation(line: 0, scope: !27)
!34 = !{!35, !35, i64 0}
!35 = !{!"int", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !DILocation(line: 9, column: 21, scope: !39)
!39 = distinct !DILexicalBlock(scope: !27, file: !1, line: 9, column: 3)
!40 = !DILocation(line: 9, column: 3, scope: !27)
!41 = !DILocation(line: 11, column: 8, scope: !8)
!42 = !{!43, !43, i64 0}
!43 = !{!"float", !36, i64 0}
!44 = !DILocation(line: 12, column: 1, scope: !8)
!45 = !DILocation(line: 10, column: 10, scope: !39)
!46 = !DILocation(line: 10, column: 7, scope: !39)
!47 = !DILocation(line: 9, column: 34, scope: !39)
!48 = distinct !{!48, !40, !49}
!49 = !DILocation(line: 10, column: 19, scope: !27)
