; Pins contracted a*b+c (llvm.fmuladd.f32/v4f32/f64) as OpenCL.std fma with operands in order (fneg'd addend for a*b-c), the __constant kCoef array as a Constant-decorated UniformConstant OpVariable with an OpConstantComposite initializer, and the p.wzyx swizzle as OpVectorShuffle 3 2 1 0.
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
; CHECK-NEXT: OpCapability Float64
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      OpDecorate %kCoef Alignment 4
; CHECK-NEXT: OpDecorate %kCoef Constant
; CHECK:      [[INIT:%[0-9]+]] = OpConstantComposite %_arr_float_uint_5 %float_1 %float_n0_5 %float_0_25 %float_n0_125 %float_0_0625
; CHECK-NEXT: %kCoef = OpVariable %_ptr_UniformConstant__arr_float_uint_5 UniformConstant [[INIT]]
; CHECK:      [[A:%[0-9]+]] = OpLoad %float {{%[0-9]+}} Aligned 4
; CHECK:      [[B:%[0-9]+]] = OpLoad %float {{%[0-9]+}} Aligned 4
; CHECK:      [[C:%[0-9]+]] = OpLoad %float {{%[0-9]+}} Aligned 4
; CHECK-NEXT: OpExtInst %float [[STD]] fma [[A]] [[B]] [[C]]
; CHECK:      [[NC:%[0-9]+]] = OpFNegate %float
; CHECK-NEXT: OpExtInst %float [[STD]] fma {{%[0-9]+}} {{%[0-9]+}} [[NC]]
; CHECK:      [[P:%[0-9]+]] = OpLoad %v4float {{%[0-9]+}} Aligned 16
; CHECK-NEXT: [[R:%[0-9]+]] = OpVectorShuffle %v4float [[P]] {{%[0-9]+}} 3 2 1 0
; CHECK-NEXT: OpExtInst %v4float [[STD]] fma [[P]] [[R]]
; CHECK:      OpExtInst %double [[STD]] fma {{%[0-9]+}} {{%[0-9]+}} %double_1
; ModuleID = 'lit-tests/codegen/Inputs/fmuladd.cl'
source_filename = "lit-tests/codegen/Inputs/fmuladd.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@kCoef = local_unnamed_addr addrspace(2) constant [5 x float] [float 1.000000e+00, float -5.000000e-01, float 2.500000e-01, float -1.250000e-01, float 6.250000e-02], align 4, !dbg !0

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @fmuladd(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef align 16 %3, ptr addrspace(1) nocapture noundef align 8 %4) local_unnamed_addr #0 !dbg !21 !kernel_arg_addr_space !40 !kernel_arg_access_qual !41 !kernel_arg_type !42 !kernel_arg_base_type !43 !kernel_arg_type_qual !44 {
    #dbg_value(ptr addrspace(1) %0, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
    #dbg_value(ptr addrspace(1) %1, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
    #dbg_value(ptr addrspace(1) %2, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
    #dbg_value(ptr addrspace(1) %3, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
    #dbg_value(ptr addrspace(1) %4, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !46
    #dbg_value(i64 %6, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  %7 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %6, !dbg !47
  %8 = load float, ptr addrspace(1) %7, align 4, !dbg !47, !tbaa !48
  %9 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %6, !dbg !52
  %10 = load float, ptr addrspace(1) %9, align 4, !dbg !52, !tbaa !48
  %11 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %6, !dbg !53
  %12 = load float, ptr addrspace(1) %11, align 4, !dbg !53, !tbaa !48
  %13 = tail call float @llvm.fmuladd.f32(float %8, float %10, float %12), !dbg !54
  store float %13, ptr addrspace(1) %11, align 4, !dbg !55, !tbaa !48
  %14 = load float, ptr addrspace(1) %7, align 4, !dbg !56, !tbaa !48
  %15 = load float, ptr addrspace(1) %9, align 4, !dbg !57, !tbaa !48
  %16 = add i64 %6, 1, !dbg !58
  %17 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %16, !dbg !59
  %18 = load float, ptr addrspace(1) %17, align 4, !dbg !59, !tbaa !48
  %19 = fneg float %18, !dbg !60
  %20 = tail call float @llvm.fmuladd.f32(float %14, float %15, float %19), !dbg !60
  store float %20, ptr addrspace(1) %17, align 4, !dbg !61, !tbaa !48
  %21 = load float, ptr addrspace(1) %7, align 4, !dbg !62, !tbaa !48
    #dbg_value(float %21, !63, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
    #dbg_value(ptr addrspace(2) @kCoef, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
    #dbg_value(i32 5, !71, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
    #dbg_value(float 1.000000e+00, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
    #dbg_value(i32 1, !73, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_value(i32 1, !73, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_value(float 1.000000e+00, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
  %22 = fadd float %21, -5.000000e-01, !dbg !78
    #dbg_value(float %22, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
    #dbg_value(i32 2, !73, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %23 = tail call float @llvm.fmuladd.f32(float %22, float %21, float 2.500000e-01), !dbg !78
    #dbg_value(float %23, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
    #dbg_value(i32 3, !73, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %24 = tail call float @llvm.fmuladd.f32(float %23, float %21, float -1.250000e-01), !dbg !78
    #dbg_value(float %24, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
    #dbg_value(i32 4, !73, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %25 = tail call noundef float @llvm.fmuladd.f32(float %24, float %21, float 6.250000e-02), !dbg !78
    #dbg_value(float %25, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
    #dbg_value(i32 5, !73, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %26 = getelementptr i8, ptr addrspace(1) %11, i64 8, !dbg !80
  store float %25, ptr addrspace(1) %26, align 4, !dbg !81, !tbaa !48
  %27 = getelementptr inbounds <4 x float>, ptr addrspace(1) %3, i64 %6, !dbg !82
  %28 = load <4 x float>, ptr addrspace(1) %27, align 16, !dbg !82, !tbaa !83
    #dbg_value(<4 x float> %28, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  %29 = shufflevector <4 x float> %28, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !84
  %30 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %28, <4 x float> %29, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>), !dbg !85
  store <4 x float> %30, ptr addrspace(1) %27, align 16, !dbg !86, !tbaa !83
  %31 = getelementptr inbounds double, ptr addrspace(1) %4, i64 %6, !dbg !87
  %32 = load double, ptr addrspace(1) %31, align 8, !dbg !87, !tbaa !88
  %33 = getelementptr inbounds double, ptr addrspace(1) %4, i64 %16, !dbg !90
  %34 = load double, ptr addrspace(1) %33, align 8, !dbg !90, !tbaa !88
  %35 = tail call double @llvm.fmuladd.f64(double %32, double %34, double 1.000000e+00), !dbg !91
  store double %35, ptr addrspace(1) %31, align 8, !dbg !92, !tbaa !88
  ret void, !dbg !93
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !94 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18}
!opencl.ocl.version = !{!19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "kCoef", scope: !2, file: !3, line: 12, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lit-tests/codegen/Inputs/fmuladd.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8a1f292d43fb1d2a172f704276a958cc")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !6, line: 209, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, flags: DIFlagVector, elements: !9)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !{!0}
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !13)
!13 = !{!14}
!14 = !DISubrange(count: 5)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{i32 2, i32 0}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "fmuladd", scope: !3, file: !3, line: 14, type: !22, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!22 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !23)
!23 = !{null, !24, !24, !26, !27, !28}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, dwarfAddressSpace: 1)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, dwarfAddressSpace: 1)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, dwarfAddressSpace: 1)
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !{!31, !32, !33, !34, !35, !36, !39}
!31 = !DILocalVariable(name: "a", arg: 1, scope: !21, file: !3, line: 14, type: !24)
!32 = !DILocalVariable(name: "b", arg: 2, scope: !21, file: !3, line: 14, type: !24)
!33 = !DILocalVariable(name: "c", arg: 3, scope: !21, file: !3, line: 15, type: !26)
!34 = !DILocalVariable(name: "v", arg: 4, scope: !21, file: !3, line: 15, type: !27)
!35 = !DILocalVariable(name: "d", arg: 5, scope: !21, file: !3, line: 16, type: !28)
!36 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 17, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 142, baseType: !38)
!38 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!39 = !DILocalVariable(name: "p", scope: !21, file: !3, line: 21, type: !5)
!40 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!41 = !{!"none", !"none", !"none", !"none", !"none"}
!42 = !{!"float*", !"float*", !"float*", !"float4*", !"double*"}
!43 = !{!"float*", !"float*", !"float*", !"float __attribute__((ext_vector_type(4)))*", !"double*"}
!44 = !{!"const", !"const", !"", !"", !""}
!45 = !DILocation(line: 0, scope: !21)
!46 = !DILocation(line: 17, column: 14, scope: !21)
!47 = !DILocation(line: 18, column: 10, scope: !21)
!48 = !{!49, !49, i64 0}
!49 = !{!"float", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocation(line: 18, column: 17, scope: !21)
!53 = !DILocation(line: 18, column: 24, scope: !21)
!54 = !DILocation(line: 18, column: 22, scope: !21)
!55 = !DILocation(line: 18, column: 8, scope: !21)
!56 = !DILocation(line: 19, column: 14, scope: !21)
!57 = !DILocation(line: 19, column: 21, scope: !21)
!58 = !DILocation(line: 19, column: 32, scope: !21)
!59 = !DILocation(line: 19, column: 28, scope: !21)
!60 = !DILocation(line: 19, column: 26, scope: !21)
!61 = !DILocation(line: 19, column: 12, scope: !21)
!62 = !DILocation(line: 20, column: 21, scope: !21)
!63 = !DILocalVariable(name: "x", arg: 1, scope: !64, file: !3, line: 5, type: !8)
!64 = distinct !DISubprogram(name: "horner", scope: !3, file: !3, line: 5, type: !65, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!65 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !66)
!66 = !{!8, !8, !67, !68}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 2)
!68 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!69 = !{!63, !70, !71, !72, !73}
!70 = !DILocalVariable(name: "coef", arg: 2, scope: !64, file: !3, line: 5, type: !67)
!71 = !DILocalVariable(name: "n", arg: 3, scope: !64, file: !3, line: 5, type: !68)
!72 = !DILocalVariable(name: "r", scope: !64, file: !3, line: 6, type: !8)
!73 = !DILocalVariable(name: "i", scope: !74, file: !3, line: 7, type: !68)
!74 = distinct !DILexicalBlock(scope: !64, file: !3, line: 7, column: 3)
!75 = !DILocation(line: 0, scope: !64, inlinedAt: !76)
!76 = distinct !DILocation(line: 20, column: 14, scope: !21)
!77 = !DILocation(line: 0, scope: !74, inlinedAt: !76)
!78 = !DILocation(line: 8, column: 15, scope: !79, inlinedAt: !76)
!79 = distinct !DILexicalBlock(scope: !74, file: !3, line: 7, column: 3)
!80 = !DILocation(line: 20, column: 3, scope: !21)
!81 = !DILocation(line: 20, column: 12, scope: !21)
!82 = !DILocation(line: 21, column: 14, scope: !21)
!83 = !{!50, !50, i64 0}
!84 = !DILocation(line: 22, column: 14, scope: !21)
!85 = !DILocation(line: 22, column: 21, scope: !21)
!86 = !DILocation(line: 22, column: 8, scope: !21)
!87 = !DILocation(line: 23, column: 10, scope: !21)
!88 = !{!89, !89, i64 0}
!89 = !{!"double", !50, i64 0}
!90 = !DILocation(line: 23, column: 17, scope: !21)
!91 = !DILocation(line: 23, column: 26, scope: !21)
!92 = !DILocation(line: 23, column: 8, scope: !21)
!93 = !DILocation(line: 24, column: 1, scope: !21)
!94 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 17, type: !95, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!95 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !96)
!96 = !{!38, !97}
!97 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
