; Pins noinline helpers kept as separate OpFunctions (Linkage with an Export decoration on exported_helper only (the internal helpers and the kernel carry none) or LinkageAttributes for the internal helpers nor the external exported_helper definition), OpFunctionCall argument order and types (pointer, size_t, float), trunc i64 -> i32 as OpUConvert, and middle()'s loop OpPhi pairs with the early-exit OpPhi.
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
; CHECK:      OpCapability Addresses
; CHECK-NEXT: OpCapability Linkage
; CHECK-NEXT: OpCapability Kernel
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability Int8
; CHECK-NOT:  LinkageAttributes
; CHECK:      OpDecorate %exported_helper LinkageAttributes "exported_helper" Export
; CHECK-NOT:  LinkageAttributes
; CHECK:      %exported_helper = OpFunction %uint None
; CHECK:      OpIMul %uint {{%[0-9a-z_]+}} %uint_31
; CHECK:      %noinline_calls = OpFunction %void None
; CHECK:      [[X:%[0-9]+]] = OpLoad %float
; CHECK-NEXT: [[M:%[0-9]+]] = OpFunctionCall %float %middle [[X]] %3
; CHECK-NEXT: [[L:%[0-9]+]] = OpFunctionCall %float %leaf [[X]] [[X]]
; CHECK-NEXT: [[V:%[0-9]+]] = OpFSub %float [[M]] [[L]]
; CHECK-NEXT: OpFunctionCall %void %store_result {{%[0-9a-z_]+}} [[I:%[0-9]+]] [[V]]
; CHECK-NEXT: [[T:%[0-9]+]] = OpUConvert %uint [[I]]
; CHECK-NEXT: OpFunctionCall %uint %exported_helper [[T]] %3
; CHECK:      %middle = OpFunction %float None
; CHECK:      OpPhi %float {{%[0-9]+}} [[BODY:%[0-9]+]] %float_0 [[ENTRY:%[0-9]+]]
; CHECK:      OpPhi %float %float_0 [[ENTRY]] {{%[0-9]+}} [[BODY]]
; CHECK:      %leaf = OpFunction %float None
; ModuleID = 'lit-tests/codegen/Inputs/noinline_calls.cl'
source_filename = "lit-tests/codegen/Inputs/noinline_calls.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define spir_func i32 @exported_helper(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !11 {
    #dbg_value(i32 %0, !15, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !17)
    #dbg_value(i32 %1, !16, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !17)
  %3 = mul nsw i32 %0, 31, !dbg !18
  %4 = add nsw i32 %3, %1, !dbg !19
  ret i32 %4, !dbg !20
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define spir_kernel void @noinline_calls(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #1 !dbg !21 !kernel_arg_addr_space !38 !kernel_arg_access_qual !39 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
    #dbg_value(ptr addrspace(1) %0, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_value(ptr addrspace(1) %1, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_value(ptr addrspace(1) %2, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_value(i32 %3, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !43
    #dbg_value(i64 %5, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %6 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %5, !dbg !44
  %7 = load float, ptr addrspace(1) %6, align 4, !dbg !44, !tbaa !45
    #dbg_value(float %7, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_value(i32 %3, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %8 = tail call spir_func float @middle(float noundef %7, i32 noundef %3) #7, !dbg !57
  %9 = tail call spir_func float @leaf(float noundef %7, float noundef %7) #7, !dbg !58
  %10 = fsub float %8, %9, !dbg !59
    #dbg_value(float %10, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  tail call spir_func void @store_result(ptr addrspace(1) noundef %1, i64 noundef %5, float noundef %10) #7, !dbg !60
  %11 = trunc i64 %5 to i32, !dbg !61
  %12 = tail call spir_func i32 @exported_helper(i32 noundef %11, i32 noundef %3) #7, !dbg !62
  %13 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %5, !dbg !63
  store i32 %12, ptr addrspace(1) %13, align 4, !dbg !64, !tbaa !65
  ret void, !dbg !67
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !68 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define internal spir_func void @store_result(ptr addrspace(1) nocapture noundef writeonly %0, i64 noundef %1, float noundef %2) unnamed_addr #3 !dbg !72 {
    #dbg_value(ptr addrspace(1) %0, !76, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !79)
    #dbg_value(i64 %1, !77, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !79)
    #dbg_value(float %2, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !79)
  %4 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %1, !dbg !80
  store float %2, ptr addrspace(1) %4, align 4, !dbg !81, !tbaa !45
  ret void, !dbg !82
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal spir_func float @middle(float noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !83 {
    #dbg_value(float %0, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !90)
    #dbg_value(i32 %1, !86, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !90)
    #dbg_value(float 0.000000e+00, !87, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !90)
    #dbg_value(i32 0, !88, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !91)
  %3 = icmp sgt i32 %1, 0, !dbg !92
  br i1 %3, label %6, label %4, !dbg !94

4:                                                ; preds = %6, %2
  %5 = phi float [ 0.000000e+00, %2 ], [ %11, %6 ], !dbg !90
  ret float %5, !dbg !95

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %12, %6 ], [ 0, %2 ]
  %8 = phi float [ %11, %6 ], [ 0.000000e+00, %2 ]
    #dbg_value(i32 %7, !88, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !91)
    #dbg_value(float %8, !87, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !90)
  %9 = uitofp nneg i32 %7 to float, !dbg !96
  %10 = tail call spir_func float @leaf(float noundef %0, float noundef %9) #7, !dbg !97
  %11 = fadd float %8, %10, !dbg !98
    #dbg_value(float %11, !87, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !90)
  %12 = add nuw nsw i32 %7, 1, !dbg !99
    #dbg_value(i32 %12, !88, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !91)
  %13 = icmp slt i32 %12, %1, !dbg !92
  br i1 %13, label %6, label %4, !dbg !94, !llvm.loop !100
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal spir_func noundef float @leaf(float noundef %0, float noundef %1) unnamed_addr #0 !dbg !102 {
    #dbg_value(float %0, !106, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !108)
    #dbg_value(float %1, !107, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !108)
  %3 = tail call float @llvm.fmuladd.f32(float %0, float %1, float 1.000000e+00), !dbg !109
  ret float %3, !dbg !110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8}
!opencl.ocl.version = !{!9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/noinline_calls.cl", directory: ".", checksumkind: CSK_MD5, checksum: "0e5540d861b39c5ba48c6181cd914767")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{i32 2, i32 0}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "exported_helper", scope: !1, file: !1, line: 18, type: !12, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!12 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !13)
!13 = !{!3, !3, !3}
!14 = !{!15, !16}
!15 = !DILocalVariable(name: "a", arg: 1, scope: !11, file: !1, line: 18, type: !3)
!16 = !DILocalVariable(name: "b", arg: 2, scope: !11, file: !1, line: 18, type: !3)
!17 = !DILocation(line: 0, scope: !11)
!18 = !DILocation(line: 19, column: 12, scope: !11)
!19 = !DILocation(line: 19, column: 17, scope: !11)
!20 = !DILocation(line: 19, column: 3, scope: !11)
!21 = distinct !DISubprogram(name: "noinline_calls", scope: !1, file: !1, line: 26, type: !22, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !28)
!22 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !23)
!23 = !{null, !24, !26, !27, !3}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, dwarfAddressSpace: 1)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 1)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!28 = !{!29, !30, !31, !32, !33, !37}
!29 = !DILocalVariable(name: "in", arg: 1, scope: !21, file: !1, line: 26, type: !24)
!30 = !DILocalVariable(name: "out", arg: 2, scope: !21, file: !1, line: 26, type: !26)
!31 = !DILocalVariable(name: "iout", arg: 3, scope: !21, file: !1, line: 27, type: !27)
!32 = !DILocalVariable(name: "n", arg: 4, scope: !21, file: !1, line: 27, type: !3)
!33 = !DILocalVariable(name: "i", scope: !21, file: !1, line: 28, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !35, line: 142, baseType: !36)
!35 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !DILocalVariable(name: "v", scope: !21, file: !1, line: 29, type: !4)
!38 = !{i32 1, i32 1, i32 1, i32 0}
!39 = !{!"none", !"none", !"none", !"none"}
!40 = !{!"float*", !"float*", !"int*", !"int"}
!41 = !{!"const", !"", !"", !""}
!42 = !DILocation(line: 0, scope: !21)
!43 = !DILocation(line: 28, column: 14, scope: !21)
!44 = !DILocation(line: 29, column: 17, scope: !21)
!45 = !{!46, !46, i64 0}
!46 = !{!"float", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocalVariable(name: "x", arg: 1, scope: !50, file: !1, line: 22, type: !4)
!50 = distinct !DISubprogram(name: "top", scope: !1, file: !1, line: 22, type: !51, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !53)
!51 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !52)
!52 = !{!4, !4, !3}
!53 = !{!49, !54}
!54 = !DILocalVariable(name: "n", arg: 2, scope: !50, file: !1, line: 22, type: !3)
!55 = !DILocation(line: 0, scope: !50, inlinedAt: !56)
!56 = distinct !DILocation(line: 29, column: 13, scope: !21)
!57 = !DILocation(line: 23, column: 10, scope: !50, inlinedAt: !56)
!58 = !DILocation(line: 23, column: 25, scope: !50, inlinedAt: !56)
!59 = !DILocation(line: 23, column: 23, scope: !50, inlinedAt: !56)
!60 = !DILocation(line: 30, column: 3, scope: !21)
!61 = !DILocation(line: 31, column: 29, scope: !21)
!62 = !DILocation(line: 31, column: 13, scope: !21)
!63 = !DILocation(line: 31, column: 3, scope: !21)
!64 = !DILocation(line: 31, column: 11, scope: !21)
!65 = !{!66, !66, i64 0}
!66 = !{!"int", !47, i64 0}
!67 = !DILocation(line: 32, column: 1, scope: !21)
!68 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 28, type: !69, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!69 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !70)
!70 = !{!36, !71}
!71 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!72 = distinct !DISubprogram(name: "store_result", scope: !1, file: !1, line: 13, type: !73, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !75)
!73 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !74)
!74 = !{null, !26, !34, !4}
!75 = !{!76, !77, !78}
!76 = !DILocalVariable(name: "out", arg: 1, scope: !72, file: !1, line: 13, type: !26)
!77 = !DILocalVariable(name: "i", arg: 2, scope: !72, file: !1, line: 14, type: !34)
!78 = !DILocalVariable(name: "v", arg: 3, scope: !72, file: !1, line: 14, type: !4)
!79 = !DILocation(line: 0, scope: !72)
!80 = !DILocation(line: 15, column: 3, scope: !72)
!81 = !DILocation(line: 15, column: 10, scope: !72)
!82 = !DILocation(line: 16, column: 1, scope: !72)
!83 = distinct !DISubprogram(name: "middle", scope: !1, file: !1, line: 6, type: !51, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !84)
!84 = !{!85, !86, !87, !88}
!85 = !DILocalVariable(name: "x", arg: 1, scope: !83, file: !1, line: 6, type: !4)
!86 = !DILocalVariable(name: "n", arg: 2, scope: !83, file: !1, line: 6, type: !3)
!87 = !DILocalVariable(name: "acc", scope: !83, file: !1, line: 7, type: !4)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 8, type: !3)
!89 = distinct !DILexicalBlock(scope: !83, file: !1, line: 8, column: 3)
!90 = !DILocation(line: 0, scope: !83)
!91 = !DILocation(line: 0, scope: !89)
!92 = !DILocation(line: 8, column: 21, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !1, line: 8, column: 3)
!94 = !DILocation(line: 8, column: 3, scope: !89)
!95 = !DILocation(line: 10, column: 3, scope: !83)
!96 = !DILocation(line: 9, column: 20, scope: !93)
!97 = !DILocation(line: 9, column: 12, scope: !93)
!98 = !DILocation(line: 9, column: 9, scope: !93)
!99 = !DILocation(line: 8, column: 26, scope: !93)
!100 = distinct !{!100, !94, !101}
!101 = !DILocation(line: 9, column: 28, scope: !89)
!102 = distinct !DISubprogram(name: "leaf", scope: !1, file: !1, line: 2, type: !103, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !105)
!103 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !104)
!104 = !{!4, !4, !4}
!105 = !{!106, !107}
!106 = !DILocalVariable(name: "x", arg: 1, scope: !102, file: !1, line: 2, type: !4)
!107 = !DILocalVariable(name: "y", arg: 2, scope: !102, file: !1, line: 2, type: !4)
!108 = !DILocation(line: 0, scope: !102)
!109 = !DILocation(line: 3, column: 16, scope: !102)
!110 = !DILocation(line: 3, column: 3, scope: !102)
