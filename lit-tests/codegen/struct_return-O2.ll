; Pins inlined struct returns: scan()'s MinMax fields as four loop OpPhis (INT_MAX/INT_MIN/0 seeds), min/max(int) as s_min/s_max, sext to long as OpSConvert, the Pair swap as an i64 load split with OpUConvert + OpShiftRightLogical 32 and two i32 stores, and %struct_Pair GEP.
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
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      [[ENTRY:%[0-9]+]] = OpLabel
; CHECK:      OpBranchConditional {{%[0-9]+}} [[LOOP:%[0-9]+]] [[EXIT:%[0-9]+]]
; CHECK-NEXT: [[LOOP]] = OpLabel
; CHECK-NEXT: OpPhi %uint {{%[0-9]+}} [[LOOP]] %uint_0 [[ENTRY]]
; CHECK-NEXT: [[LO:%[0-9]+]] = OpPhi %uint [[NLO:%[0-9]+]] [[LOOP]] %uint_2147483647 [[ENTRY]]
; CHECK-NEXT: [[HI:%[0-9]+]] = OpPhi %uint [[NHI:%[0-9]+]] [[LOOP]] %uint_2147483648 [[ENTRY]]
; CHECK-NEXT: OpPhi %ulong {{%[0-9]+}} [[LOOP]] %ulong_0 [[ENTRY]]
; CHECK:      [[X:%[0-9]+]] = OpLoad %uint
; CHECK-NEXT: [[NLO]] = OpExtInst %uint [[STD]] s_min [[LO]] [[X]]
; CHECK-NEXT: [[NHI]] = OpExtInst %uint [[STD]] s_max [[HI]] [[X]]
; CHECK:      OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_struct_Pair
; CHECK:      [[P:%[0-9]+]] = OpLoad %ulong {{%[0-9]+}} Aligned 4
; CHECK-NEXT: [[A:%[0-9]+]] = OpUConvert %uint [[P]]
; CHECK-NEXT: [[SH:%[0-9]+]] = OpShiftRightLogical %ulong [[P]] %ulong_32
; CHECK-NEXT: OpUConvert %uint [[SH]]
; ModuleID = 'lit-tests/codegen/Inputs/struct_return.cl'
source_filename = "lit-tests/codegen/Inputs/struct_return.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Pair = type { float, float }

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define spir_kernel void @struct_return(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef writeonly align 8 %2, ptr addrspace(1) nocapture noundef align 4 %3) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !39 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 {
    #dbg_value(ptr addrspace(1) %0, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
    #dbg_value(i32 %1, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
    #dbg_value(ptr addrspace(1) %2, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
    #dbg_value(ptr addrspace(1) %3, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !45
    #dbg_value(i64 %5, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
    #dbg_value(ptr addrspace(1) %0, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_value(i32 %1, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_value(i32 0, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(i32 0, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %6 = icmp sgt i32 %1, 0, !dbg !58
  br i1 %6, label %7, label %21, !dbg !60

7:                                                ; preds = %4, %7
  %8 = phi i32 [ %19, %7 ], [ 0, %4 ]
  %9 = phi i32 [ %15, %7 ], [ 2147483647, %4 ]
  %10 = phi i32 [ %16, %7 ], [ -2147483648, %4 ]
  %11 = phi i64 [ %18, %7 ], [ 0, %4 ]
    #dbg_value(i32 %8, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %12 = zext nneg i32 %8 to i64, !dbg !61
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12, !dbg !61
  %14 = load i32, ptr addrspace(1) %13, align 4, !dbg !61, !tbaa !63, !noalias !67
  %15 = tail call spir_func i32 @_Z3minii(i32 noundef %9, i32 noundef %14) #2, !dbg !70
  %16 = tail call spir_func i32 @_Z3maxii(i32 noundef %10, i32 noundef %14) #2, !dbg !71
  %17 = sext i32 %14 to i64, !dbg !72
  %18 = add nsw i64 %11, %17, !dbg !73
  %19 = add nuw nsw i32 %8, 1, !dbg !74
    #dbg_value(i32 %19, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %20 = icmp slt i32 %19, %1, !dbg !58
  br i1 %20, label %7, label %21, !dbg !60, !llvm.loop !75

21:                                               ; preds = %7, %4
  %22 = phi i64 [ 0, %4 ], [ %18, %7 ]
  %23 = phi i32 [ -2147483648, %4 ], [ %16, %7 ]
  %24 = phi i32 [ 2147483647, %4 ], [ %15, %7 ]
  %25 = sext i32 %24 to i64, !dbg !77
  store i64 %25, ptr addrspace(1) %2, align 8, !dbg !78, !tbaa !79
  %26 = sext i32 %23 to i64, !dbg !81
  %27 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 8, !dbg !82
  store i64 %26, ptr addrspace(1) %27, align 8, !dbg !83, !tbaa !79
  %28 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 16, !dbg !84
  store i64 %22, ptr addrspace(1) %28, align 8, !dbg !85, !tbaa !79
  %29 = getelementptr inbounds %struct.Pair, ptr addrspace(1) %3, i64 %5, !dbg !86
  %30 = load i64, ptr addrspace(1) %29, align 4, !dbg !87
  %31 = trunc i64 %30 to i32, !dbg !87
  %32 = lshr i64 %30, 32, !dbg !87
  %33 = trunc nuw i64 %32 to i32, !dbg !87
  store i32 %33, ptr addrspace(1) %29, align 4, !dbg !87
  %34 = getelementptr inbounds i8, ptr addrspace(1) %29, i64 4, !dbg !87
  store i32 %31, ptr addrspace(1) %34, align 4, !dbg !87
  ret void, !dbg !88
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !89 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !93 spir_func i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !96 spir_func i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/struct_return.cl", directory: ".", checksumkind: CSK_MD5, checksum: "fcaa7c6e9b9a9b77dba378242827dda7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "struct_return", scope: !1, file: !1, line: 31, type: !9, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !23)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !13, !14, !16}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, dwarfAddressSpace: 1)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "Pair", file: !1, line: 11, baseType: !18)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !1, line: 8, size: 64, elements: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !18, file: !1, line: 9, baseType: !21, size: 32)
!21 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !18, file: !1, line: 10, baseType: !21, size: 32, offset: 32)
!23 = !{!24, !25, !26, !27, !28, !32}
!24 = !DILocalVariable(name: "v", arg: 1, scope: !8, file: !1, line: 31, type: !11)
!25 = !DILocalVariable(name: "n", arg: 2, scope: !8, file: !1, line: 31, type: !13)
!26 = !DILocalVariable(name: "out", arg: 3, scope: !8, file: !1, line: 31, type: !14)
!27 = !DILocalVariable(name: "pairs", arg: 4, scope: !8, file: !1, line: 32, type: !16)
!28 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 33, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !30, line: 142, baseType: !31)
!30 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!31 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!32 = !DILocalVariable(name: "m", scope: !8, file: !1, line: 34, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "MinMax", file: !1, line: 6, baseType: !34)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "MinMax", file: !1, line: 2, size: 128, elements: !35)
!35 = !{!36, !37, !38}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !34, file: !1, line: 3, baseType: !13, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !34, file: !1, line: 4, baseType: !13, size: 32, offset: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !34, file: !1, line: 5, baseType: !15, size: 64, offset: 64)
!39 = !{i32 1, i32 0, i32 1, i32 1}
!40 = !{!"none", !"none", !"none", !"none"}
!41 = !{!"int*", !"int", !"long*", !"Pair*"}
!42 = !{!"int*", !"int", !"long*", !"struct Pair*"}
!43 = !{!"const", !"", !"", !""}
!44 = !DILocation(line: 0, scope: !8)
!45 = !DILocation(line: 33, column: 14, scope: !8)
!46 = !DILocalVariable(name: "v", arg: 1, scope: !47, file: !1, line: 13, type: !11)
!47 = distinct !DISubprogram(name: "scan", scope: !1, file: !1, line: 13, type: !48, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !50)
!48 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !49)
!49 = !{!33, !11, !13}
!50 = !{!46, !51, !52, !53}
!51 = !DILocalVariable(name: "n", arg: 2, scope: !47, file: !1, line: 13, type: !13)
!52 = !DILocalVariable(name: "r", scope: !47, file: !1, line: 14, type: !33)
!53 = !DILocalVariable(name: "i", scope: !54, file: !1, line: 18, type: !13)
!54 = distinct !DILexicalBlock(scope: !47, file: !1, line: 18, column: 3)
!55 = !DILocation(line: 0, scope: !47, inlinedAt: !56)
!56 = distinct !DILocation(line: 34, column: 14, scope: !8)
!57 = !DILocation(line: 0, scope: !54, inlinedAt: !56)
!58 = !DILocation(line: 18, column: 21, scope: !59, inlinedAt: !56)
!59 = distinct !DILexicalBlock(scope: !54, file: !1, line: 18, column: 3)
!60 = !DILocation(line: 18, column: 3, scope: !54, inlinedAt: !56)
!61 = !DILocation(line: 19, column: 22, scope: !62, inlinedAt: !56)
!62 = distinct !DILexicalBlock(scope: !59, file: !1, line: 18, column: 31)
!63 = !{!64, !64, i64 0}
!64 = !{!"int", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !{!68}
!68 = distinct !{!68, !69, !"scan: argument 0"}
!69 = distinct !{!69, !"scan"}
!70 = !DILocation(line: 19, column: 12, scope: !62, inlinedAt: !56)
!71 = !DILocation(line: 20, column: 12, scope: !62, inlinedAt: !56)
!72 = !DILocation(line: 21, column: 14, scope: !62, inlinedAt: !56)
!73 = !DILocation(line: 21, column: 11, scope: !62, inlinedAt: !56)
!74 = !DILocation(line: 18, column: 26, scope: !59, inlinedAt: !56)
!75 = distinct !{!75, !60, !76}
!76 = !DILocation(line: 22, column: 3, scope: !54, inlinedAt: !56)
!77 = !DILocation(line: 35, column: 12, scope: !8)
!78 = !DILocation(line: 35, column: 10, scope: !8)
!79 = !{!80, !80, i64 0}
!80 = !{!"long", !65, i64 0}
!81 = !DILocation(line: 36, column: 12, scope: !8)
!82 = !DILocation(line: 36, column: 3, scope: !8)
!83 = !DILocation(line: 36, column: 10, scope: !8)
!84 = !DILocation(line: 37, column: 3, scope: !8)
!85 = !DILocation(line: 37, column: 10, scope: !8)
!86 = !DILocation(line: 38, column: 3, scope: !8)
!87 = !DILocation(line: 38, column: 14, scope: !8)
!88 = !DILocation(line: 39, column: 1, scope: !8)
!89 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 33, type: !90, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !91)
!91 = !{!31, !92}
!92 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!93 = !DISubprogram(name: "min", linkageName: "_Z3minii", scope: !1, file: !1, line: 19, type: !94, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!94 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !95)
!95 = !{!13, !13, !13}
!96 = !DISubprogram(name: "max", linkageName: "_Z3maxii", scope: !1, file: !1, line: 20, type: !94, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
