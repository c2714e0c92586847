; Pins pointer arithmetic: pointer OpPhi on %_ptr_CrossWorkgroup_uchar, pointer icmp ult/eq and ptrtoint as OpConvertPtrToU + integer compare/subtract, pointer difference scaled with OpShiftRightArithmetic, the non-inbounds `&recs[n - 1]` GEPs (struct-typed, then i8 -8) as OpPtrAccessChain rather than OpInBoundsPtrAccessChain, negative i8 offsets as a 64-bit constant index, and loads through reinterpreted element types (float from int*, uint from uchar*).
; RUN: %nsdi-llc --g0 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %nsdi-llc -g --verify-roundtrip %s -o %t.g.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.g.spv
; RUN: llvm-spirv -r %t.g.spv -o %t.g.rev.bc
; RUN: %nsdi-llc -g --spirv-ext=+all --verify-roundtrip %s -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-llc -gline-tables-only --verify-roundtrip %s -o %t.lt.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.lt.spv
; RUN: llvm-spirv -r %t.lt.spv -o %t.lt.rev.bc
; ROUNDTRIP: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; CHECK:      OpCapability Kernel
; CHECK-NOT:  OpCapability Float64
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability Int8
; CHECK:      [[END:%[0-9]+]] = OpBitcast %_ptr_CrossWorkgroup_uchar {{%[0-9]+}}
; CHECK:      [[P:%[0-9]+]] = OpPhi %_ptr_CrossWorkgroup_uchar [[NEXT:%[0-9]+]] [[LATCH:%[0-9]+]] %0 [[ENTRY:%[0-9]+]]
; CHECK:      [[NEXT]] = OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_uchar [[P]] %ulong_4
; CHECK-NEXT: [[A:%[0-9]+]] = OpConvertPtrToU %ulong [[NEXT]]
; CHECK-NEXT: [[B:%[0-9]+]] = OpConvertPtrToU %ulong [[END]]
; CHECK-NEXT: OpULessThan %bool [[A]] [[B]]
; CHECK:      [[STOP:%[0-9]+]] = OpPhi %_ptr_CrossWorkgroup_uchar %0 [[ENTRY]] [[P]] {{%[0-9]+}} [[NEXT]] [[LATCH]]
; CHECK-NEXT: [[S:%[0-9]+]] = OpConvertPtrToU %ulong [[STOP]]
; CHECK-NEXT: [[D:%[0-9]+]] = OpConvertPtrToU %ulong %0
; CHECK-NEXT: [[DIFF:%[0-9]+]] = OpISub %ulong [[S]] [[D]]
; CHECK-NEXT: OpShiftRightArithmetic %ulong [[DIFF]] %ulong_2
; CHECK:      = OpPtrAccessChain %_ptr_CrossWorkgroup_struct_Rec {{%[0-9]+}} {{%[0-9]+}}
; CHECK:      = OpPtrAccessChain %_ptr_CrossWorkgroup_uchar {{%[0-9]+}} %ulong_18446744073709551608
; CHECK:      [[BYTE:%[0-9]+]] = OpLoad %uchar %4 Aligned 1
; CHECK-NEXT: [[R:%[0-9]+]] = OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_uchar %3 %ulong_20
; CHECK-NEXT: OpStore [[R]] [[BYTE]] Aligned 4
; ModuleID = 'lit-tests/codegen/Inputs/pointer_arith.cl'
source_filename = "lit-tests/codegen/Inputs/pointer_arith.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Rec = type { i32, float }

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define spir_kernel void @pointer_arith(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef writeonly align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) nocapture noundef readonly align 1 %4) local_unnamed_addr #0 !dbg !21 !kernel_arg_addr_space !49 !kernel_arg_access_qual !50 !kernel_arg_type !51 !kernel_arg_base_type !52 !kernel_arg_type_qual !53 {
    #dbg_value(ptr addrspace(1) %0, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
    #dbg_value(i32 %1, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
    #dbg_value(ptr addrspace(1) %2, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
    #dbg_value(ptr addrspace(1) %3, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
    #dbg_value(ptr addrspace(1) %4, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %6 = sext i32 %1 to i64, !dbg !55
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6, !dbg !55
    #dbg_value(ptr addrspace(1) %7, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
    #dbg_value(ptr addrspace(1) %0, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
    #dbg_value(ptr addrspace(1) %7, !61, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %8 = icmp sgt i32 %1, 0, !dbg !64
  br i1 %8, label %9, label %16, !dbg !65

9:                                                ; preds = %5, %13
  %10 = phi ptr addrspace(1) [ %14, %13 ], [ %0, %5 ]
    #dbg_value(ptr addrspace(1) %10, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %11 = load i32, ptr addrspace(1) %10, align 4, !dbg !66, !tbaa !67
  %12 = icmp eq i32 %11, 0, !dbg !71
  br i1 %12, label %16, label %13, !dbg !72

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 4, !dbg !73
    #dbg_value(ptr addrspace(1) %14, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %15 = icmp ult ptr addrspace(1) %14, %7, !dbg !64
  br i1 %15, label %9, label %16, !dbg !65, !llvm.loop !74

16:                                               ; preds = %9, %13, %5
  %17 = phi ptr addrspace(1) [ %0, %5 ], [ %10, %9 ], [ %14, %13 ]
    #dbg_value(ptr addrspace(1) %17, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %18 = ptrtoint ptr addrspace(1) %17 to i64, !dbg !76
  %19 = ptrtoint ptr addrspace(1) %0 to i64, !dbg !76
  %20 = sub i64 %18, %19, !dbg !76
  %21 = ashr exact i64 %20, 2, !dbg !76
  store i64 %21, ptr addrspace(1) %2, align 8, !dbg !77, !tbaa !78
  %22 = ptrtoint ptr addrspace(1) %7 to i64, !dbg !80
  %23 = sub i64 %22, %18, !dbg !80
  %24 = ashr exact i64 %23, 2, !dbg !80
  %25 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 8, !dbg !81
  store i64 %24, ptr addrspace(1) %25, align 8, !dbg !82, !tbaa !78
  %26 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 8, !dbg !83
    #dbg_value(ptr addrspace(1) %26, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %27 = getelementptr %struct.Rec, ptr addrspace(1) %3, i64 %6, !dbg !84
  %28 = getelementptr i8, ptr addrspace(1) %27, i64 -8, !dbg !84
    #dbg_value(ptr addrspace(1) %28, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %29 = ptrtoint ptr addrspace(1) %28 to i64, !dbg !85
  %30 = ptrtoint ptr addrspace(1) %26 to i64, !dbg !85
  %31 = sub i64 %29, %30, !dbg !85
  %32 = ashr exact i64 %31, 3, !dbg !85
  %33 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 16, !dbg !86
  store i64 %32, ptr addrspace(1) %33, align 8, !dbg !87, !tbaa !78
    #dbg_value(ptr addrspace(1) %0, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
    #dbg_value(ptr addrspace(1) %4, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %34 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8, !dbg !88
  %35 = load float, ptr addrspace(1) %34, align 4, !dbg !88, !tbaa !89
  %36 = fptosi float %35 to i64, !dbg !91
  %37 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 4, !dbg !92
  %38 = load i32, ptr addrspace(1) %37, align 4, !dbg !92, !tbaa !67
  %39 = zext i32 %38 to i64, !dbg !93
  %40 = add nsw i64 %39, %36, !dbg !94
  %41 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 24, !dbg !95
  store i64 %40, ptr addrspace(1) %41, align 8, !dbg !96, !tbaa !78
    #dbg_value(ptr addrspace(1) %3, !48, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !54)
  %42 = load i8, ptr addrspace(1) %4, align 1, !dbg !97, !tbaa !98
  %43 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 20, !dbg !99
  store i8 %42, ptr addrspace(1) %43, align 4, !dbg !100, !tbaa !98
  %44 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 32, !dbg !101
  store i64 12, ptr addrspace(1) %44, align 8, !dbg !102, !tbaa !78
  %45 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 40, !dbg !103
  store i64 12, ptr addrspace(1) %45, align 8, !dbg !104, !tbaa !78
  %46 = icmp eq ptr addrspace(1) %17, %7, !dbg !105
  %47 = zext i1 %46 to i64, !dbg !106
  %48 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 48, !dbg !107
  store i64 %47, ptr addrspace(1) %48, align 8, !dbg !108, !tbaa !78
  ret void, !dbg !109
}

attributes #0 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!15, !16, !17, !18}
!opencl.ocl.version = !{!19}
!llvm.ident = !{!20}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/pointer_arith.cl", directory: ".", checksumkind: CSK_MD5, checksum: "ca1d46312443e3453e91159388fbf60d")
!2 = !{!3, !5, !9, !10, !13}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 1)
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 1)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !7, line: 129, baseType: !8)
!7 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!8 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !7, line: 119, baseType: !12)
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !7, line: 142, baseType: !14)
!14 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{i32 2, i32 0}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "pointer_arith", scope: !1, file: !1, line: 15, type: !22, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !34)
!22 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !23)
!23 = !{null, !24, !26, !27, !28, !10}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, dwarfAddressSpace: 1)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, dwarfAddressSpace: 1)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, dwarfAddressSpace: 1)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "Rec", file: !1, line: 6, baseType: !30)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rec", file: !1, line: 3, size: 64, elements: !31)
!31 = !{!32, !33}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !30, file: !1, line: 4, baseType: !26, size: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !30, file: !1, line: 5, baseType: !4, size: 32, offset: 32)
!34 = !{!35, !36, !37, !38, !39, !40, !41, !42, !45, !46, !47, !48}
!35 = !DILocalVariable(name: "data", arg: 1, scope: !21, file: !1, line: 15, type: !24)
!36 = !DILocalVariable(name: "n", arg: 2, scope: !21, file: !1, line: 15, type: !26)
!37 = !DILocalVariable(name: "out", arg: 3, scope: !21, file: !1, line: 16, type: !27)
!38 = !DILocalVariable(name: "recs", arg: 4, scope: !21, file: !1, line: 16, type: !28)
!39 = !DILocalVariable(name: "bytes", arg: 5, scope: !21, file: !1, line: 17, type: !10)
!40 = !DILocalVariable(name: "end", scope: !21, file: !1, line: 18, type: !24)
!41 = !DILocalVariable(name: "stop", scope: !21, file: !1, line: 19, type: !24)
!42 = !DILocalVariable(name: "r0", scope: !21, file: !1, line: 23, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64, dwarfAddressSpace: 1)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!45 = !DILocalVariable(name: "r1", scope: !21, file: !1, line: 24, type: !43)
!46 = !DILocalVariable(name: "as_float", scope: !21, file: !1, line: 27, type: !3)
!47 = !DILocalVariable(name: "as_uint", scope: !21, file: !1, line: 28, type: !5)
!48 = !DILocalVariable(name: "raw", scope: !21, file: !1, line: 30, type: !10)
!49 = !{i32 1, i32 0, i32 1, i32 1, i32 1}
!50 = !{!"none", !"none", !"none", !"none", !"none"}
!51 = !{!"int*", !"int", !"long*", !"Rec*", !"uchar*"}
!52 = !{!"int*", !"int", !"long*", !"struct Rec*", !"uchar*"}
!53 = !{!"const", !"", !"", !"", !""}
!54 = !DILocation(line: 0, scope: !21)
!55 = !DILocation(line: 18, column: 34, scope: !21)
!56 = !DILocalVariable(name: "p", arg: 1, scope: !57, file: !1, line: 8, type: !24)
!57 = distinct !DISubprogram(name: "find_end", scope: !1, file: !1, line: 8, type: !58, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !60)
!58 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !59)
!59 = !{!24, !24, !24}
!60 = !{!56, !61}
!61 = !DILocalVariable(name: "end", arg: 2, scope: !57, file: !1, line: 9, type: !24)
!62 = !DILocation(line: 0, scope: !57, inlinedAt: !63)
!63 = distinct !DILocation(line: 19, column: 30, scope: !21)
!64 = !DILocation(line: 10, column: 12, scope: !57, inlinedAt: !63)
!65 = !DILocation(line: 10, column: 18, scope: !57, inlinedAt: !63)
!66 = !DILocation(line: 10, column: 21, scope: !57, inlinedAt: !63)
!67 = !{!68, !68, i64 0}
!68 = !{!"int", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !DILocation(line: 10, column: 24, scope: !57, inlinedAt: !63)
!72 = !DILocation(line: 10, column: 3, scope: !57, inlinedAt: !63)
!73 = !DILocation(line: 11, column: 5, scope: !57, inlinedAt: !63)
!74 = distinct !{!74, !72, !75}
!75 = !DILocation(line: 11, column: 7, scope: !57, inlinedAt: !63)
!76 = !DILocation(line: 20, column: 17, scope: !21)
!77 = !DILocation(line: 20, column: 10, scope: !21)
!78 = !{!79, !79, i64 0}
!79 = !{!"long", !69, i64 0}
!80 = !DILocation(line: 21, column: 16, scope: !21)
!81 = !DILocation(line: 21, column: 3, scope: !21)
!82 = !DILocation(line: 21, column: 10, scope: !21)
!83 = !DILocation(line: 23, column: 33, scope: !21)
!84 = !DILocation(line: 24, column: 29, scope: !21)
!85 = !DILocation(line: 25, column: 15, scope: !21)
!86 = !DILocation(line: 25, column: 3, scope: !21)
!87 = !DILocation(line: 25, column: 10, scope: !21)
!88 = !DILocation(line: 29, column: 18, scope: !21)
!89 = !{!90, !90, i64 0}
!90 = !{!"float", !69, i64 0}
!91 = !DILocation(line: 29, column: 12, scope: !21)
!92 = !DILocation(line: 29, column: 38, scope: !21)
!93 = !DILocation(line: 29, column: 32, scope: !21)
!94 = !DILocation(line: 29, column: 30, scope: !21)
!95 = !DILocation(line: 29, column: 3, scope: !21)
!96 = !DILocation(line: 29, column: 10, scope: !21)
!97 = !DILocation(line: 31, column: 12, scope: !21)
!98 = !{!69, !69, i64 0}
!99 = !DILocation(line: 31, column: 3, scope: !21)
!100 = !DILocation(line: 31, column: 10, scope: !21)
!101 = !DILocation(line: 32, column: 3, scope: !21)
!102 = !DILocation(line: 32, column: 10, scope: !21)
!103 = !DILocation(line: 33, column: 3, scope: !21)
!104 = !DILocation(line: 33, column: 10, scope: !21)
!105 = !DILocation(line: 34, column: 17, scope: !21)
!106 = !DILocation(line: 34, column: 12, scope: !21)
!107 = !DILocation(line: 34, column: 3, scope: !21)
!108 = !DILocation(line: 34, column: 10, scope: !21)
!109 = !DILocation(line: 35, column: 1, scope: !21)
