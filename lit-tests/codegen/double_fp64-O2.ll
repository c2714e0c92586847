; Pins double support: Float64 and Vector16 (double8) capabilities, llvm.fmuladd.f64 / v3f64 as OpenCL.std fma, a double select as OpSelect %double with the negated value first, swizzles as OpVectorShuffle masks (poison lane = 0xFFFFFFFF), and the double8 splat (OpCompositeInsert + shuffle of zeros).
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
; CHECK-NEXT: OpCapability Vector16
; CHECK-NEXT: OpCapability Float64
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      [[X:%[0-9]+]] = OpLoad %double {{%[0-9]+}} Aligned 8
; CHECK-NEXT: [[P1:%[0-9]+]] = OpExtInst %double [[STD]] fma [[X]] %double_3 %double_n2
; CHECK:      [[NEG:%[0-9]+]] = OpFOrdLessThan %bool [[X]] %double_0
; CHECK-NEXT: [[NY:%[0-9]+]] = OpFNegate %double [[Y:%[0-9]+]]
; CHECK-NEXT: OpSelect %double [[NEG]] [[NY]] [[Y]]
; CHECK:      [[A:%[0-9]+]] = OpLoad %v4double {{%[0-9]+}} Aligned 32
; CHECK:      OpVectorShuffle %v3double [[A]] {{%[0-9]+}} 1 2 0
; CHECK:      [[F:%[0-9]+]] = OpExtInst %v3double [[STD]] fma
; CHECK-NEXT: OpVectorShuffle %v4double [[F]] {{%[0-9]+}} 0 1 2 4294967295
; CHECK:      [[V8:%[0-9]+]] = OpLoad %v8double {{%[0-9]+}} Aligned 64
; CHECK-NEXT: OpVectorShuffle %v8double [[V8]] {{%[0-9]+}} 7 6 5 4 3 2 1 0
; CHECK-NEXT: [[INS:%[0-9]+]] = OpCompositeInsert %v8double [[X]] {{%[0-9]+}} 0
; CHECK-NEXT: OpVectorShuffle %v8double [[INS]] {{%[0-9]+}} 0 0 0 0 0 0 0 0
; ModuleID = 'lit-tests/codegen/Inputs/double_fp64.cl'
source_filename = "lit-tests/codegen/Inputs/double_fp64.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @double_math(ptr addrspace(1) nocapture noundef align 8 %0, ptr addrspace(1) nocapture noundef align 16 %1, ptr addrspace(1) nocapture noundef align 32 %2, ptr addrspace(1) nocapture noundef align 32 %3, ptr addrspace(1) nocapture noundef align 64 %4) local_unnamed_addr #0 !dbg !15 !kernel_arg_addr_space !49 !kernel_arg_access_qual !50 !kernel_arg_type !51 !kernel_arg_base_type !52 !kernel_arg_type_qual !53 {
    #dbg_value(ptr addrspace(1) %0, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
    #dbg_value(ptr addrspace(1) %1, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
    #dbg_value(ptr addrspace(1) %2, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
    #dbg_value(ptr addrspace(1) %3, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
    #dbg_value(ptr addrspace(1) %4, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !55
    #dbg_value(i64 %6, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %7 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %6, !dbg !56
  %8 = load double, ptr addrspace(1) %7, align 8, !dbg !56, !tbaa !57
    #dbg_value(double %8, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
    #dbg_value(double %8, !61, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
  %9 = tail call double @llvm.fmuladd.f64(double %8, double 3.000000e+00, double -2.000000e+00), !dbg !68
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %8, double 5.000000e-01), !dbg !69
  %11 = tail call noundef double @llvm.fmuladd.f64(double %10, double %8, double -1.000000e+00), !dbg !70
  %12 = tail call double @llvm.fmuladd.f64(double %8, double %8, double 1.000000e+00), !dbg !71
  %13 = fdiv double %11, %12, !dbg !72
    #dbg_value(double %13, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %14 = fcmp olt double %8, 0.000000e+00, !dbg !73
  %15 = fneg double %13, !dbg !74
  %16 = select i1 %14, double %15, double %13, !dbg !74
  store double %16, ptr addrspace(1) %7, align 8, !dbg !75, !tbaa !57
  %17 = getelementptr inbounds <2 x double>, ptr addrspace(1) %1, i64 %6, !dbg !76
    #dbg_value(<2 x double> undef, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %18 = load double, ptr addrspace(1) %17, align 16, !dbg !77
  %19 = getelementptr inbounds i8, ptr addrspace(1) %17, i64 8, !dbg !78
  %20 = load double, ptr addrspace(1) %19, align 8, !dbg !78
  %21 = fadd double %18, %20, !dbg !79
  %22 = insertelement <2 x double> poison, double %21, i64 0, !dbg !80
  %23 = fsub double %18, %20, !dbg !81
  %24 = insertelement <2 x double> %22, double %23, i64 1, !dbg !80
  store <2 x double> %24, ptr addrspace(1) %17, align 16, !dbg !82, !tbaa !83
  %25 = getelementptr inbounds <3 x double>, ptr addrspace(1) %2, i64 %6, !dbg !84
  %26 = load <4 x double>, ptr addrspace(1) %25, align 32, !dbg !84
  %27 = getelementptr i8, ptr addrspace(1) %25, i64 32, !dbg !85
  %28 = load <4 x double>, ptr addrspace(1) %27, align 32, !dbg !85
  %29 = shufflevector <4 x double> %26, <4 x double> poison, <3 x i32> <i32 1, i32 2, i32 0>, !dbg !86
  %30 = shufflevector <4 x double> %28, <4 x double> poison, <3 x i32> <i32 2, i32 0, i32 1>, !dbg !94
  %31 = shufflevector <4 x double> %26, <4 x double> poison, <3 x i32> <i32 2, i32 0, i32 1>, !dbg !95
  %32 = shufflevector <4 x double> %28, <4 x double> poison, <3 x i32> <i32 1, i32 2, i32 0>, !dbg !96
  %33 = fneg <3 x double> %31, !dbg !97
  %34 = fmul <3 x double> %32, %33, !dbg !97
  %35 = tail call <3 x double> @llvm.fmuladd.v3f64(<3 x double> %29, <3 x double> %30, <3 x double> %34), !dbg !97
  %36 = shufflevector <3 x double> %35, <3 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !98
  store <4 x double> %36, ptr addrspace(1) %25, align 32, !dbg !98, !tbaa !83
  %37 = getelementptr inbounds <4 x double>, ptr addrspace(1) %3, i64 %6, !dbg !99
  %38 = load <4 x double>, ptr addrspace(1) %37, align 32, !dbg !99, !tbaa !83
    #dbg_value(<4 x double> %38, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %39 = extractelement <4 x double> %38, i64 0, !dbg !100
  %40 = extractelement <4 x double> %38, i64 1, !dbg !101
  %41 = extractelement <4 x double> %38, i64 2, !dbg !102
  %42 = tail call double @llvm.fmuladd.f64(double %39, double %40, double %41), !dbg !103
  %43 = insertelement <4 x double> %38, double %42, i64 3, !dbg !104
    #dbg_value(<4 x double> %43, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %44 = fdiv <4 x double> %43, <double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00>, !dbg !105
  store <4 x double> %44, ptr addrspace(1) %37, align 32, !dbg !106, !tbaa !83
  %45 = getelementptr inbounds <8 x double>, ptr addrspace(1) %4, i64 %6, !dbg !107
  %46 = load <8 x double>, ptr addrspace(1) %45, align 64, !dbg !107, !tbaa !83
    #dbg_value(<8 x double> %46, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %47 = shufflevector <8 x double> %46, <8 x double> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !108
  %48 = insertelement <8 x double> poison, double %8, i64 0, !dbg !109
  %49 = shufflevector <8 x double> %48, <8 x double> poison, <8 x i32> zeroinitializer, !dbg !109
  %50 = fadd <8 x double> %49, %47, !dbg !110
  store <8 x double> %50, ptr addrspace(1) %45, align 64, !dbg !111, !tbaa !83
  ret void, !dbg !112
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !113 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x double> @llvm.fmuladd.v3f64(<3 x double>, <3 x double>, <3 x double>) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12}
!opencl.ocl.version = !{!13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/double_fp64.cl", directory: ".", checksumkind: CSK_MD5, checksum: "36e28a7dae157e7e5920ccf3488c693f")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "double8", file: !4, line: 227, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, flags: DIFlagVector, elements: !7)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 8)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{i32 2, i32 0}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "double_math", scope: !1, file: !1, line: 12, type: !16, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !35)
!16 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !17)
!17 = !{null, !18, !19, !24, !29, !34}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, dwarfAddressSpace: 1)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "double2", file: !4, line: 224, baseType: !21)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 2)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, dwarfAddressSpace: 1)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "double3", file: !4, line: 225, baseType: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, flags: DIFlagVector, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 3)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64, dwarfAddressSpace: 1)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "double4", file: !4, line: 226, baseType: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, flags: DIFlagVector, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 4)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!35 = !{!36, !37, !38, !39, !40, !41, !44, !45, !46, !47, !48}
!36 = !DILocalVariable(name: "d", arg: 1, scope: !15, file: !1, line: 12, type: !18)
!37 = !DILocalVariable(name: "d2", arg: 2, scope: !15, file: !1, line: 12, type: !19)
!38 = !DILocalVariable(name: "d3", arg: 3, scope: !15, file: !1, line: 13, type: !24)
!39 = !DILocalVariable(name: "d4", arg: 4, scope: !15, file: !1, line: 13, type: !29)
!40 = !DILocalVariable(name: "d8", arg: 5, scope: !15, file: !1, line: 14, type: !34)
!41 = !DILocalVariable(name: "i", scope: !15, file: !1, line: 15, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !43)
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DILocalVariable(name: "x", scope: !15, file: !1, line: 16, type: !6)
!45 = !DILocalVariable(name: "y", scope: !15, file: !1, line: 17, type: !6)
!46 = !DILocalVariable(name: "v2", scope: !15, file: !1, line: 20, type: !20)
!47 = !DILocalVariable(name: "v4", scope: !15, file: !1, line: 25, type: !30)
!48 = !DILocalVariable(name: "v8", scope: !15, file: !1, line: 29, type: !3)
!49 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!50 = !{!"none", !"none", !"none", !"none", !"none"}
!51 = !{!"double*", !"double2*", !"double3*", !"double4*", !"double8*"}
!52 = !{!"double*", !"double __attribute__((ext_vector_type(2)))*", !"double __attribute__((ext_vector_type(3)))*", !"double __attribute__((ext_vector_type(4)))*", !"double __attribute__((ext_vector_type(8)))*"}
!53 = !{!"", !"", !"", !"", !""}
!54 = !DILocation(line: 0, scope: !15)
!55 = !DILocation(line: 15, column: 14, scope: !15)
!56 = !DILocation(line: 16, column: 14, scope: !15)
!57 = !{!58, !58, i64 0}
!58 = !{!"double", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = !DILocalVariable(name: "x", arg: 1, scope: !62, file: !1, line: 4, type: !6)
!62 = distinct !DISubprogram(name: "poly", scope: !1, file: !1, line: 4, type: !63, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !65)
!63 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !64)
!64 = !{!6, !6}
!65 = !{!61}
!66 = !DILocation(line: 0, scope: !62, inlinedAt: !67)
!67 = distinct !DILocation(line: 17, column: 14, scope: !15)
!68 = !DILocation(line: 5, column: 20, scope: !62, inlinedAt: !67)
!69 = !DILocation(line: 5, column: 31, scope: !62, inlinedAt: !67)
!70 = !DILocation(line: 5, column: 42, scope: !62, inlinedAt: !67)
!71 = !DILocation(line: 17, column: 31, scope: !15)
!72 = !DILocation(line: 17, column: 22, scope: !15)
!73 = !DILocation(line: 18, column: 12, scope: !15)
!74 = !DILocation(line: 18, column: 10, scope: !15)
!75 = !DILocation(line: 18, column: 8, scope: !15)
!76 = !DILocation(line: 20, column: 16, scope: !15)
!77 = !DILocation(line: 21, column: 21, scope: !15)
!78 = !DILocation(line: 21, column: 28, scope: !15)
!79 = !DILocation(line: 21, column: 26, scope: !15)
!80 = !DILocation(line: 21, column: 20, scope: !15)
!81 = !DILocation(line: 21, column: 39, scope: !15)
!82 = !DILocation(line: 21, column: 9, scope: !15)
!83 = !{!59, !59, i64 0}
!84 = !DILocation(line: 23, column: 21, scope: !15)
!85 = !DILocation(line: 23, column: 28, scope: !15)
!86 = !DILocation(line: 9, column: 10, scope: !87, inlinedAt: !93)
!87 = distinct !DISubprogram(name: "cross_ish", scope: !1, file: !1, line: 8, type: !88, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !90)
!88 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !89)
!89 = !{!25, !25, !25}
!90 = !{!91, !92}
!91 = !DILocalVariable(name: "a", arg: 1, scope: !87, file: !1, line: 8, type: !25)
!92 = !DILocalVariable(name: "b", arg: 2, scope: !87, file: !1, line: 8, type: !25)
!93 = distinct !DILocation(line: 23, column: 11, scope: !15)
!94 = !DILocation(line: 9, column: 18, scope: !87, inlinedAt: !93)
!95 = !DILocation(line: 9, column: 26, scope: !87, inlinedAt: !93)
!96 = !DILocation(line: 9, column: 34, scope: !87, inlinedAt: !93)
!97 = !DILocation(line: 9, column: 24, scope: !87, inlinedAt: !93)
!98 = !DILocation(line: 23, column: 9, scope: !15)
!99 = !DILocation(line: 25, column: 16, scope: !15)
!100 = !DILocation(line: 26, column: 10, scope: !15)
!101 = !DILocation(line: 26, column: 17, scope: !15)
!102 = !DILocation(line: 26, column: 24, scope: !15)
!103 = !DILocation(line: 26, column: 22, scope: !15)
!104 = !DILocation(line: 26, column: 8, scope: !15)
!105 = !DILocation(line: 27, column: 14, scope: !15)
!106 = !DILocation(line: 27, column: 9, scope: !15)
!107 = !DILocation(line: 29, column: 16, scope: !15)
!108 = !DILocation(line: 30, column: 11, scope: !15)
!109 = !DILocation(line: 30, column: 26, scope: !15)
!110 = !DILocation(line: 30, column: 24, scope: !15)
!111 = !DILocation(line: 30, column: 9, scope: !15)
!112 = !DILocation(line: 31, column: 1, scope: !15)
!113 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 15, type: !114, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !115)
!115 = !{!43, !116}
!116 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
