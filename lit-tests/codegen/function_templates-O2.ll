; Pins inlined template instantiations for int, float and short: clamp_to as llvm.smin/smax -> OpenCL.std s_min/s_max on %uint and %ushort (negative bound -9 as 4294967287), the float specialization's -0.0f zero kept as a distinct OpConstant -0 in the OpSelect chain, and Int16 for short.
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
; CHECK-NEXT: OpCapability Int16
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG:  %float_n0 = OpConstant %float -0{{$}}
; CHECK-DAG:  %float_0 = OpConstant %float 0{{$}}
; CHECK:      [[I:%[0-9]+]] = OpLoad %uint {{%[0-9]+}} Aligned 4
; CHECK:      [[S:%[0-9]+]] = OpLoad %ushort {{%[0-9]+}} Aligned 2
; CHECK-NEXT: [[MIN:%[0-9]+]] = OpExtInst %uint [[STD]] s_min [[I]] %uint_91
; CHECK-NEXT: [[MAX:%[0-9]+]] = OpExtInst %uint [[STD]] s_max [[MIN]] %uint_4294967287
; CHECK-NEXT: OpIAdd %uint [[MAX]] %uint_9
; CHECK:      [[LT:%[0-9]+]] = OpFOrdLessThan %bool [[SUM:%[0-9]+]] %float_0
; CHECK-NEXT: [[GT:%[0-9]+]] = OpFOrdGreaterThan %bool [[SUM]] %float_100
; CHECK-NEXT: [[HI:%[0-9]+]] = OpSelect %float [[GT]] %float_100 [[SUM]]
; CHECK-NEXT: OpSelect %float [[LT]] %float_n0 [[HI]]
; CHECK:      [[S3:%[0-9]+]] = OpIAdd %ushort [[S]] %ushort_3
; CHECK-NEXT: [[SMIN:%[0-9]+]] = OpExtInst %ushort [[STD]] s_min [[S3]] %ushort_100
; CHECK-NEXT: OpExtInst %ushort [[STD]] s_max [[SMIN]] %ushort_0
; ModuleID = 'lit-tests/codegen/Inputs/function_templates.clcpp'
source_filename = "lit-tests/codegen/Inputs/function_templates.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @function_templates(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 2 %2) local_unnamed_addr #0 !dbg !13 !kernel_arg_addr_space !66 !kernel_arg_access_qual !67 !kernel_arg_type !68 !kernel_arg_base_type !68 !kernel_arg_type_qual !69 {
    #dbg_value(ptr addrspace(1) %0, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(ptr addrspace(1) %1, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(ptr addrspace(1) %2, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  %4 = tail call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !71
    #dbg_value(i64 %4, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4, !dbg !72
  %6 = load i32, ptr addrspace(1) %5, align 4, !dbg !72, !tbaa !73
  %7 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %4, !dbg !77
  %8 = load float, ptr addrspace(1) %7, align 4, !dbg !77, !tbaa !78
  %9 = getelementptr inbounds i16, ptr addrspace(1) %2, i64 %4, !dbg !80
  %10 = load i16, ptr addrspace(1) %9, align 2, !dbg !80, !tbaa !81
    #dbg_value(ptr addrspace(1) %0, !83, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !92)
    #dbg_value(ptr addrspace(4) undef, !89, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !92)
    #dbg_value(i64 %4, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !92)
    #dbg_value(i32 %6, !94, !DIExpression(DW_OP_plus_uconst, 9, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !101)
    #dbg_value(i32 0, !99, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !101)
    #dbg_value(i32 100, !100, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !101)
  %11 = tail call i32 @llvm.smin.i32(i32 %6, i32 91), !dbg !103
  %12 = tail call i32 @llvm.smax.i32(i32 %11, i32 -9), !dbg !103
  %13 = add nsw i32 %12, 9, !dbg !103
  store i32 %13, ptr addrspace(1) %5, align 4, !dbg !104, !tbaa !73
    #dbg_value(ptr addrspace(1) %1, !105, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !114)
    #dbg_value(ptr addrspace(4) undef, !111, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !114)
    #dbg_value(i64 %4, !112, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !114)
    #dbg_value(ptr addrspace(4) undef, !116, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !123)
    #dbg_value(float 0.000000e+00, !119, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !123)
    #dbg_value(i32 0, !120, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !125)
    #dbg_value(i32 0, !120, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !125)
    #dbg_value(float 0.000000e+00, !119, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !123)
  %14 = fadd float %8, 0.000000e+00, !dbg !126
    #dbg_value(float %14, !119, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !123)
    #dbg_value(i32 1, !120, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !125)
  %15 = fadd float %14, 5.000000e-01, !dbg !126
    #dbg_value(float %15, !119, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !123)
    #dbg_value(i32 2, !120, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !125)
  %16 = fadd float %15, 2.500000e-01, !dbg !126
    #dbg_value(float %16, !119, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !123)
    #dbg_value(i32 3, !120, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !125)
  %17 = fadd float %16, 1.250000e-01, !dbg !126
    #dbg_value(float %17, !119, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !123)
    #dbg_value(i32 4, !120, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !125)
    #dbg_value(float %17, !128, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !135)
    #dbg_value(float -0.000000e+00, !133, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !135)
    #dbg_value(float 1.000000e+02, !134, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !135)
  %18 = fcmp olt float %17, 0.000000e+00, !dbg !137
  %19 = fcmp ogt float %17, 1.000000e+02, !dbg !138
  %20 = select i1 %19, float 1.000000e+02, float %17, !dbg !138
  %21 = select i1 %18, float -0.000000e+00, float %20, !dbg !138
  store float %21, ptr addrspace(1) %7, align 4, !dbg !139, !tbaa !78
    #dbg_value(ptr addrspace(1) %2, !140, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !149)
    #dbg_value(ptr addrspace(4) undef, !146, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !149)
    #dbg_value(i64 %4, !147, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !149)
    #dbg_value(ptr addrspace(4) undef, !151, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !158)
    #dbg_value(i16 0, !154, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !158)
    #dbg_value(i32 0, !155, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !160)
    #dbg_value(i32 0, !155, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !160)
    #dbg_value(i16 0, !154, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !158)
    #dbg_value(i16 %10, !154, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !158)
    #dbg_value(i32 1, !155, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !160)
    #dbg_value(i16 %10, !154, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !158)
    #dbg_value(i32 2, !155, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !160)
    #dbg_value(i16 %10, !154, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !158)
    #dbg_value(i32 3, !155, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !160)
  %22 = add i16 %10, 3, !dbg !161
    #dbg_value(i16 %22, !154, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !158)
    #dbg_value(i32 4, !155, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !160)
    #dbg_value(i16 %22, !163, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !170)
    #dbg_value(i16 0, !168, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !170)
    #dbg_value(i16 100, !169, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !170)
  %23 = tail call i16 @llvm.smin.i16(i16 %22, i16 100), !dbg !172
  %24 = tail call i16 @llvm.smax.i16(i16 %23, i16 0), !dbg !172
  store i16 %24, ptr addrspace(1) %9, align 2, !dbg !173, !tbaa !81
  ret void, !dbg !174
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !175 spir_func noundef i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9}
!opencl.ocl.version = !{!10}
!opencl.cxx.version = !{!11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/function_templates.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "6d9d657ef7d10b0d7f80211db8617f26")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{i32 3, i32 0}
!11 = !{i32 2021, i32 0}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "function_templates", scope: !1, file: !1, line: 29, type: !14, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!14 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !15)
!15 = !{null, !16, !17, !18}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 1)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, dwarfAddressSpace: 1)
!19 = !{!20, !21, !22, !23, !27, !42, !54}
!20 = !DILocalVariable(name: "ii", arg: 1, scope: !13, file: !1, line: 29, type: !16)
!21 = !DILocalVariable(name: "ff", arg: 2, scope: !13, file: !1, line: 29, type: !17)
!22 = !DILocalVariable(name: "ss", arg: 3, scope: !13, file: !1, line: 30, type: !18)
!23 = !DILocalVariable(name: "i", scope: !13, file: !1, line: 31, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !25, line: 142, baseType: !26)
!25 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!26 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!27 = !DILocalVariable(name: "a", scope: !13, file: !1, line: 32, type: !28)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "SmallArray<int, 4>", file: !1, line: 6, size: 128, flags: DIFlagTypePassByValue, elements: !29, templateParams: !39, identifier: "_ZTS10SmallArrayIiLi4EE")
!29 = !{!30, !34}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !28, file: !1, line: 7, baseType: !31, size: 128)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 4)
!34 = !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K10SmallArrayIiLi4EE3sumEv", scope: !28, file: !1, line: 8, type: !35, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!35 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !36)
!36 = !{!3, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!39 = !{!40, !41}
!40 = !DITemplateTypeParameter(name: "T", type: !3)
!41 = !DITemplateValueParameter(name: "N", type: !3, value: i32 4)
!42 = !DILocalVariable(name: "b", scope: !13, file: !1, line: 33, type: !43)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "SmallArray<float, 4>", file: !1, line: 6, size: 128, flags: DIFlagTypePassByValue, elements: !44, templateParams: !52, identifier: "_ZTS10SmallArrayIfLi4EE")
!44 = !{!45, !47}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !43, file: !1, line: 7, baseType: !46, size: 128)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !32)
!47 = !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K10SmallArrayIfLi4EE3sumEv", scope: !43, file: !1, line: 8, type: !48, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !49)
!49 = !{!4, !50}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!52 = !{!53, !41}
!53 = !DITemplateTypeParameter(name: "T", type: !4)
!54 = !DILocalVariable(name: "c", scope: !13, file: !1, line: 34, type: !55)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "SmallArray<short, 4>", file: !1, line: 6, size: 64, flags: DIFlagTypePassByValue, elements: !56, templateParams: !64, identifier: "_ZTS10SmallArrayIsLi4EE")
!56 = !{!57, !59}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !55, file: !1, line: 7, baseType: !58, size: 64)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 64, elements: !32)
!59 = !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K10SmallArrayIsLi4EE3sumEv", scope: !55, file: !1, line: 8, type: !60, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!60 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !61)
!61 = !{!5, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !55)
!64 = !{!65, !41}
!65 = !DITemplateTypeParameter(name: "T", type: !5)
!66 = !{i32 1, i32 1, i32 1}
!67 = !{!"none", !"none", !"none"}
!68 = !{!"int*", !"float*", !"short*"}
!69 = !{!"", !"", !""}
!70 = !DILocation(line: 0, scope: !13)
!71 = !DILocation(line: 31, column: 14, scope: !13)
!72 = !DILocation(line: 32, column: 28, scope: !13)
!73 = !{!74, !74, i64 0}
!74 = !{!"int", !75, i64 0}
!75 = !{!"omnipotent char", !76, i64 0}
!76 = !{!"Simple C++ TBAA"}
!77 = !DILocation(line: 33, column: 30, scope: !13)
!78 = !{!79, !79, i64 0}
!79 = !{!"float", !75, i64 0}
!80 = !DILocation(line: 34, column: 30, scope: !13)
!81 = !{!82, !82, i64 0}
!82 = !{!"short", !75, i64 0}
!83 = !DILocalVariable(name: "dst", arg: 1, scope: !84, file: !1, line: 25, type: !16)
!84 = distinct !DISubprogram(name: "fill<int>", linkageName: "_Z4fillIiEvPU3AS1T_RK10SmallArrayIS0_Li4EEm", scope: !1, file: !1, line: 25, type: !85, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !91, retainedNodes: !88)
!85 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !86)
!86 = !{null, !16, !87, !24}
!87 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !38, size: 64, dwarfAddressSpace: 4)
!88 = !{!83, !89, !90}
!89 = !DILocalVariable(name: "a", arg: 2, scope: !84, file: !1, line: 25, type: !87)
!90 = !DILocalVariable(name: "i", arg: 3, scope: !84, file: !1, line: 25, type: !24)
!91 = !{!40}
!92 = !DILocation(line: 0, scope: !84, inlinedAt: !93)
!93 = distinct !DILocation(line: 35, column: 3, scope: !13)
!94 = !DILocalVariable(name: "v", arg: 1, scope: !95, file: !1, line: 2, type: !3)
!95 = distinct !DISubprogram(name: "clamp_to<int>", linkageName: "_Z8clamp_toIiET_S0_S0_S0_", scope: !1, file: !1, line: 2, type: !96, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !91, retainedNodes: !98)
!96 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !97)
!97 = !{!3, !3, !3, !3}
!98 = !{!94, !99, !100}
!99 = !DILocalVariable(name: "lo", arg: 2, scope: !95, file: !1, line: 2, type: !3)
!100 = !DILocalVariable(name: "hi", arg: 3, scope: !95, file: !1, line: 2, type: !3)
!101 = !DILocation(line: 0, scope: !95, inlinedAt: !102)
!102 = distinct !DILocation(line: 26, column: 12, scope: !84, inlinedAt: !93)
!103 = !DILocation(line: 3, column: 10, scope: !95, inlinedAt: !102)
!104 = !DILocation(line: 26, column: 10, scope: !84, inlinedAt: !93)
!105 = !DILocalVariable(name: "dst", arg: 1, scope: !106, file: !1, line: 25, type: !17)
!106 = distinct !DISubprogram(name: "fill<float>", linkageName: "_Z4fillIfEvPU3AS1T_RK10SmallArrayIS0_Li4EEm", scope: !1, file: !1, line: 25, type: !107, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !113, retainedNodes: !110)
!107 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !108)
!108 = !{null, !17, !109, !24}
!109 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !51, size: 64, dwarfAddressSpace: 4)
!110 = !{!105, !111, !112}
!111 = !DILocalVariable(name: "a", arg: 2, scope: !106, file: !1, line: 25, type: !109)
!112 = !DILocalVariable(name: "i", arg: 3, scope: !106, file: !1, line: 25, type: !24)
!113 = !{!53}
!114 = !DILocation(line: 0, scope: !106, inlinedAt: !115)
!115 = distinct !DILocation(line: 36, column: 3, scope: !13)
!116 = !DILocalVariable(name: "this", arg: 1, scope: !117, type: !122, flags: DIFlagArtificial | DIFlagObjectPointer)
!117 = distinct !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K10SmallArrayIfLi4EE3sumEv", scope: !43, file: !1, line: 8, type: !48, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !47, retainedNodes: !118)
!118 = !{!116, !119, !120}
!119 = !DILocalVariable(name: "s", scope: !117, file: !1, line: 9, type: !4)
!120 = !DILocalVariable(name: "i", scope: !121, file: !1, line: 10, type: !3)
!121 = distinct !DILexicalBlock(scope: !117, file: !1, line: 10, column: 5)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!123 = !DILocation(line: 0, scope: !117, inlinedAt: !124)
!124 = distinct !DILocation(line: 26, column: 26, scope: !106, inlinedAt: !115)
!125 = !DILocation(line: 0, scope: !121, inlinedAt: !124)
!126 = !DILocation(line: 11, column: 9, scope: !127, inlinedAt: !124)
!127 = distinct !DILexicalBlock(scope: !121, file: !1, line: 10, column: 5)
!128 = !DILocalVariable(name: "v", arg: 1, scope: !129, file: !1, line: 2, type: !4)
!129 = distinct !DISubprogram(name: "clamp_to<float>", linkageName: "_Z8clamp_toIfET_S0_S0_S0_", scope: !1, file: !1, line: 2, type: !130, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !113, retainedNodes: !132)
!130 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !131)
!131 = !{!4, !4, !4, !4}
!132 = !{!128, !133, !134}
!133 = !DILocalVariable(name: "lo", arg: 2, scope: !129, file: !1, line: 2, type: !4)
!134 = !DILocalVariable(name: "hi", arg: 3, scope: !129, file: !1, line: 2, type: !4)
!135 = !DILocation(line: 0, scope: !129, inlinedAt: !136)
!136 = distinct !DILocation(line: 26, column: 12, scope: !106, inlinedAt: !115)
!137 = !DILocation(line: 3, column: 12, scope: !129, inlinedAt: !136)
!138 = !DILocation(line: 3, column: 10, scope: !129, inlinedAt: !136)
!139 = !DILocation(line: 26, column: 10, scope: !106, inlinedAt: !115)
!140 = !DILocalVariable(name: "dst", arg: 1, scope: !141, file: !1, line: 25, type: !18)
!141 = distinct !DISubprogram(name: "fill<short>", linkageName: "_Z4fillIsEvPU3AS1T_RK10SmallArrayIS0_Li4EEm", scope: !1, file: !1, line: 25, type: !142, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !148, retainedNodes: !145)
!142 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !143)
!143 = !{null, !18, !144, !24}
!144 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !63, size: 64, dwarfAddressSpace: 4)
!145 = !{!140, !146, !147}
!146 = !DILocalVariable(name: "a", arg: 2, scope: !141, file: !1, line: 25, type: !144)
!147 = !DILocalVariable(name: "i", arg: 3, scope: !141, file: !1, line: 25, type: !24)
!148 = !{!65}
!149 = !DILocation(line: 0, scope: !141, inlinedAt: !150)
!150 = distinct !DILocation(line: 37, column: 3, scope: !13)
!151 = !DILocalVariable(name: "this", arg: 1, scope: !152, type: !157, flags: DIFlagArtificial | DIFlagObjectPointer)
!152 = distinct !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K10SmallArrayIsLi4EE3sumEv", scope: !55, file: !1, line: 8, type: !60, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !59, retainedNodes: !153)
!153 = !{!151, !154, !155}
!154 = !DILocalVariable(name: "s", scope: !152, file: !1, line: 9, type: !5)
!155 = !DILocalVariable(name: "i", scope: !156, file: !1, line: 10, type: !3)
!156 = distinct !DILexicalBlock(scope: !152, file: !1, line: 10, column: 5)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!158 = !DILocation(line: 0, scope: !152, inlinedAt: !159)
!159 = distinct !DILocation(line: 26, column: 26, scope: !141, inlinedAt: !150)
!160 = !DILocation(line: 0, scope: !156, inlinedAt: !159)
!161 = !DILocation(line: 11, column: 9, scope: !162, inlinedAt: !159)
!162 = distinct !DILexicalBlock(scope: !156, file: !1, line: 10, column: 5)
!163 = !DILocalVariable(name: "v", arg: 1, scope: !164, file: !1, line: 2, type: !5)
!164 = distinct !DISubprogram(name: "clamp_to<short>", linkageName: "_Z8clamp_toIsET_S0_S0_S0_", scope: !1, file: !1, line: 2, type: !165, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !148, retainedNodes: !167)
!165 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !166)
!166 = !{!5, !5, !5, !5}
!167 = !{!163, !168, !169}
!168 = !DILocalVariable(name: "lo", arg: 2, scope: !164, file: !1, line: 2, type: !5)
!169 = !DILocalVariable(name: "hi", arg: 3, scope: !164, file: !1, line: 2, type: !5)
!170 = !DILocation(line: 0, scope: !164, inlinedAt: !171)
!171 = distinct !DILocation(line: 26, column: 12, scope: !141, inlinedAt: !150)
!172 = !DILocation(line: 3, column: 10, scope: !164, inlinedAt: !171)
!173 = !DILocation(line: 26, column: 10, scope: !141, inlinedAt: !150)
!174 = !DILocation(line: 38, column: 1, scope: !13)
!175 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 31, type: !176, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!176 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !177)
!177 = !{!26, !178}
!178 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
