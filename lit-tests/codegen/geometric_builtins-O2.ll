; Pins geometric builtins: cross/normalize/length/distance/fast_length as OpenCL.std instructions on float4/float3/float2, dot as core OpDot, .xyz/.xy as OpVectorShuffle of the float4 with OpUndef, the (-0,-0,5) float3 constant, and the hit_sphere ternary as OpBranchConditional + OpPhi with -1.
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
; CHECK:      [[OFF:%[0-9]+]] = OpConstantComposite %v3float %float_n0 %float_n0 %float_5
; CHECK:      [[P:%[0-9]+]] = OpLoad %v4float {{%[0-9]+}} Aligned 16
; CHECK:      [[Q:%[0-9]+]] = OpLoad %v4float {{%[0-9]+}} Aligned 16
; CHECK-NEXT: [[X:%[0-9]+]] = OpExtInst %v4float [[STD]] cross [[P]] [[Q]]
; CHECK-NEXT: OpExtInst %v4float [[STD]] normalize [[X]]
; CHECK:      [[P3:%[0-9]+]] = OpVectorShuffle %v3float [[P]] {{%[0-9]+}} 0 1 2
; CHECK:      OpExtInst %float [[STD]] length [[P]]
; CHECK-NEXT: OpExtInst %float [[STD]] distance [[P]] [[Q]]
; CHECK:      [[P2:%[0-9]+]] = OpVectorShuffle %v2float [[P]] {{%[0-9]+}} 0 1
; CHECK-NEXT: [[Q2:%[0-9]+]] = OpVectorShuffle %v2float [[Q]] {{%[0-9]+}} 0 1
; CHECK-NEXT: OpDot %float [[P2]] [[Q2]]
; CHECK:      OpFAdd %v3float [[P3]] [[OFF]]
; CHECK:      OpBranchConditional {{%[0-9]+}} [[JOIN:%[0-9]+]] [[HIT:%[0-9]+]]
; CHECK:      [[JOIN]] = OpLabel
; CHECK-NEXT: OpPhi %float {{%[0-9]+}} [[HIT]] %float_n1 {{%[0-9]+}}
; ModuleID = 'lit-tests/codegen/Inputs/geometric_builtins.cl'
source_filename = "lit-tests/codegen/Inputs/geometric_builtins.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @geometric_builtins(ptr addrspace(1) nocapture noundef readonly align 16 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef writeonly align 16 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef align 8 %4) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !50 !kernel_arg_access_qual !51 !kernel_arg_type !52 !kernel_arg_base_type !53 !kernel_arg_type_qual !54 {
    #dbg_value(ptr addrspace(1) %0, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_value(ptr addrspace(1) %1, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_value(ptr addrspace(1) %2, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_value(ptr addrspace(1) %3, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_value(ptr addrspace(1) %4, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !56
    #dbg_value(i64 %6, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %7 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %6, !dbg !57
  %8 = load <4 x float>, ptr addrspace(1) %7, align 16, !dbg !57, !tbaa !58
    #dbg_value(<4 x float> %8, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %9 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %6, !dbg !61
  %10 = load <4 x float>, ptr addrspace(1) %9, align 16, !dbg !61, !tbaa !58
    #dbg_value(<4 x float> %10, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %11 = tail call spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef %8, <4 x float> noundef %10) #3, !dbg !62
    #dbg_value(<4 x float> %11, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %12 = tail call spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %11) #3, !dbg !63
  %13 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %6, !dbg !64
  store <4 x float> %12, ptr addrspace(1) %13, align 16, !dbg !65, !tbaa !58
  %14 = shufflevector <4 x float> %8, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !66
  %15 = shufflevector <4 x float> %10, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !67
  %16 = tail call spir_func <3 x float> @_Z5crossDv3_fS_(<3 x float> noundef %14, <3 x float> noundef %15) #3, !dbg !68
  %17 = tail call spir_func float @_Z6lengthDv4_f(<4 x float> noundef %8) #3, !dbg !69
  %18 = tail call spir_func float @_Z8distanceDv4_fS_(<4 x float> noundef %8, <4 x float> noundef %10) #3, !dbg !70
  %19 = fadd float %17, %18, !dbg !71
  %20 = tail call spir_func float @_Z6lengthDv3_f(<3 x float> noundef %16) #3, !dbg !72
  %21 = fadd float %19, %20, !dbg !73
  %22 = shufflevector <4 x float> %8, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !74
  %23 = shufflevector <4 x float> %10, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !75
  %24 = tail call spir_func float @_Z3dotDv2_fS_(<2 x float> noundef %22, <2 x float> noundef %23) #3, !dbg !76
  %25 = fadd float %21, %24, !dbg !77
  %26 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %6, !dbg !78
  store float %25, ptr addrspace(1) %26, align 4, !dbg !79, !tbaa !80
  %27 = getelementptr inbounds <2 x float>, ptr addrspace(1) %4, i64 %6, !dbg !82
  %28 = load <2 x float>, ptr addrspace(1) %27, align 8, !dbg !82, !tbaa !58
    #dbg_value(<2 x float> %28, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %29 = tail call spir_func <2 x float> @_Z9normalizeDv2_f(<2 x float> noundef %28) #3, !dbg !83
  %30 = tail call spir_func float @_Z11fast_lengthDv2_f(<2 x float> noundef %28) #3, !dbg !84
  %31 = insertelement <2 x float> poison, float %30, i64 0, !dbg !84
  %32 = shufflevector <2 x float> %31, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !84
  %33 = fmul <2 x float> %29, %32, !dbg !85
  store <2 x float> %33, ptr addrspace(1) %27, align 8, !dbg !86, !tbaa !58
    #dbg_value(ptr addrspace(4) undef, !87, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !101)
    #dbg_value(float 1.000000e+00, !95, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !101)
  %34 = fadd <3 x float> %14, <float -0.000000e+00, float -0.000000e+00, float 5.000000e+00>, !dbg !103
  %35 = tail call spir_func <3 x float> @_Z9normalizeDv3_f(<3 x float> noundef %15) #3, !dbg !104
  %36 = tail call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %34, <3 x float> noundef %35) #3, !dbg !105
    #dbg_value(float %36, !98, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !101)
  %37 = tail call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %34, <3 x float> noundef %34) #3, !dbg !106
  %38 = fadd float %37, -1.000000e+00, !dbg !107
    #dbg_value(float %38, !99, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !101)
  %39 = fneg float %38, !dbg !108
  %40 = tail call float @llvm.fmuladd.f32(float %36, float %36, float %39), !dbg !108
    #dbg_value(float %40, !100, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !101)
  %41 = fcmp olt float %40, 0.000000e+00, !dbg !109
  br i1 %41, label %46, label %42, !dbg !110

42:                                               ; preds = %5
  %43 = fneg float %36, !dbg !111
  %44 = tail call spir_func float @_Z4sqrtf(float noundef %40) #3, !dbg !112, !fpmath !113
  %45 = fsub float %43, %44, !dbg !114
  br label %46, !dbg !110

46:                                               ; preds = %5, %42
  %47 = phi float [ %45, %42 ], [ -1.000000e+00, %5 ], !dbg !110
  %48 = getelementptr i8, ptr addrspace(1) %26, i64 4, !dbg !115
  store float %47, ptr addrspace(1) %48, align 4, !dbg !116, !tbaa !80
  ret void, !dbg !117
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !118 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !122 spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !125 spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !128 spir_func <3 x float> @_Z5crossDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !131 spir_func float @_Z6lengthDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !134 spir_func float @_Z8distanceDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !137 spir_func float @_Z6lengthDv3_f(<3 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !140 spir_func float @_Z3dotDv2_fS_(<2 x float> noundef, <2 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !143 spir_func <2 x float> @_Z9normalizeDv2_f(<2 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !146 spir_func float @_Z11fast_lengthDv2_f(<2 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !149 spir_func <3 x float> @_Z9normalizeDv3_f(<3 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !152 spir_func float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !155 spir_func float @_Z4sqrtf(float noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/geometric_builtins.cl", directory: ".", checksumkind: CSK_MD5, checksum: "6aa5421fa943cafbbfc46a3a809b9f54")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "geometric_builtins", scope: !1, file: !1, line: 16, type: !9, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !26)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !11, !19, !20, !21}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !14, line: 209, baseType: !15)
!14 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, flags: DIFlagVector, elements: !17)
!16 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, dwarfAddressSpace: 1)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !14, line: 207, baseType: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64, flags: DIFlagVector, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 2)
!26 = !{!27, !28, !29, !30, !31, !32, !35, !36, !37, !38, !43, !44}
!27 = !DILocalVariable(name: "a", arg: 1, scope: !8, file: !1, line: 16, type: !11)
!28 = !DILocalVariable(name: "b", arg: 2, scope: !8, file: !1, line: 17, type: !11)
!29 = !DILocalVariable(name: "n", arg: 3, scope: !8, file: !1, line: 18, type: !19)
!30 = !DILocalVariable(name: "len", arg: 4, scope: !8, file: !1, line: 18, type: !20)
!31 = !DILocalVariable(name: "d2", arg: 5, scope: !8, file: !1, line: 19, type: !21)
!32 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 20, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !14, line: 142, baseType: !34)
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DILocalVariable(name: "p", scope: !8, file: !1, line: 21, type: !13)
!36 = !DILocalVariable(name: "q", scope: !8, file: !1, line: 22, type: !13)
!37 = !DILocalVariable(name: "x", scope: !8, file: !1, line: 23, type: !13)
!38 = !DILocalVariable(name: "x3", scope: !8, file: !1, line: 25, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "float3", file: !14, line: 208, baseType: !40)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, flags: DIFlagVector, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 3)
!43 = !DILocalVariable(name: "u", scope: !8, file: !1, line: 27, type: !22)
!44 = !DILocalVariable(name: "ray", scope: !8, file: !1, line: 29, type: !45)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "Ray", file: !1, line: 5, baseType: !46)
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Ray", file: !1, line: 2, size: 256, elements: !47)
!47 = !{!48, !49}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "origin", scope: !46, file: !1, line: 3, baseType: !13, size: 128)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "dir", scope: !46, file: !1, line: 4, baseType: !13, size: 128, offset: 128)
!50 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!51 = !{!"none", !"none", !"none", !"none", !"none"}
!52 = !{!"float4*", !"float4*", !"float4*", !"float*", !"float2*"}
!53 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float*", !"float __attribute__((ext_vector_type(2)))*"}
!54 = !{!"const", !"const", !"", !"", !""}
!55 = !DILocation(line: 0, scope: !8)
!56 = !DILocation(line: 20, column: 14, scope: !8)
!57 = !DILocation(line: 21, column: 14, scope: !8)
!58 = !{!59, !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = !DILocation(line: 22, column: 14, scope: !8)
!62 = !DILocation(line: 23, column: 14, scope: !8)
!63 = !DILocation(line: 24, column: 10, scope: !8)
!64 = !DILocation(line: 24, column: 3, scope: !8)
!65 = !DILocation(line: 24, column: 8, scope: !8)
!66 = !DILocation(line: 25, column: 21, scope: !8)
!67 = !DILocation(line: 25, column: 28, scope: !8)
!68 = !DILocation(line: 25, column: 15, scope: !8)
!69 = !DILocation(line: 26, column: 12, scope: !8)
!70 = !DILocation(line: 26, column: 24, scope: !8)
!71 = !DILocation(line: 26, column: 22, scope: !8)
!72 = !DILocation(line: 26, column: 41, scope: !8)
!73 = !DILocation(line: 26, column: 39, scope: !8)
!74 = !DILocation(line: 26, column: 58, scope: !8)
!75 = !DILocation(line: 26, column: 64, scope: !8)
!76 = !DILocation(line: 26, column: 54, scope: !8)
!77 = !DILocation(line: 26, column: 52, scope: !8)
!78 = !DILocation(line: 26, column: 3, scope: !8)
!79 = !DILocation(line: 26, column: 10, scope: !8)
!80 = !{!81, !81, i64 0}
!81 = !{!"float", !59, i64 0}
!82 = !DILocation(line: 27, column: 14, scope: !8)
!83 = !DILocation(line: 28, column: 11, scope: !8)
!84 = !DILocation(line: 28, column: 26, scope: !8)
!85 = !DILocation(line: 28, column: 24, scope: !8)
!86 = !DILocation(line: 28, column: 9, scope: !8)
!87 = !DILocalVariable(name: "ray", arg: 1, scope: !88, file: !1, line: 7, type: !91)
!88 = distinct !DISubprogram(name: "hit_sphere", scope: !1, file: !1, line: 7, type: !89, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !93)
!89 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !90)
!90 = !{!16, !91, !39, !16}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64, dwarfAddressSpace: 4)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!93 = !{!87, !94, !95, !96, !97, !98, !99, !100}
!94 = !DILocalVariable(name: "center", arg: 2, scope: !88, file: !1, line: 7, type: !39)
!95 = !DILocalVariable(name: "radius", arg: 3, scope: !88, file: !1, line: 7, type: !16)
!96 = !DILocalVariable(name: "oc", scope: !88, file: !1, line: 8, type: !39)
!97 = !DILocalVariable(name: "d", scope: !88, file: !1, line: 9, type: !39)
!98 = !DILocalVariable(name: "b", scope: !88, file: !1, line: 10, type: !16)
!99 = !DILocalVariable(name: "c", scope: !88, file: !1, line: 11, type: !16)
!100 = !DILocalVariable(name: "disc", scope: !88, file: !1, line: 12, type: !16)
!101 = !DILocation(line: 0, scope: !88, inlinedAt: !102)
!102 = distinct !DILocation(line: 30, column: 16, scope: !8)
!103 = !DILocation(line: 8, column: 31, scope: !88, inlinedAt: !102)
!104 = !DILocation(line: 9, column: 14, scope: !88, inlinedAt: !102)
!105 = !DILocation(line: 10, column: 13, scope: !88, inlinedAt: !102)
!106 = !DILocation(line: 11, column: 13, scope: !88, inlinedAt: !102)
!107 = !DILocation(line: 11, column: 25, scope: !88, inlinedAt: !102)
!108 = !DILocation(line: 12, column: 22, scope: !88, inlinedAt: !102)
!109 = !DILocation(line: 13, column: 15, scope: !88, inlinedAt: !102)
!110 = !DILocation(line: 13, column: 10, scope: !88, inlinedAt: !102)
!111 = !DILocation(line: 13, column: 32, scope: !88, inlinedAt: !102)
!112 = !DILocation(line: 13, column: 37, scope: !88, inlinedAt: !102)
!113 = !{float 3.000000e+00}
!114 = !DILocation(line: 13, column: 35, scope: !88, inlinedAt: !102)
!115 = !DILocation(line: 30, column: 3, scope: !8)
!116 = !DILocation(line: 30, column: 14, scope: !8)
!117 = !DILocation(line: 31, column: 1, scope: !8)
!118 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 20, type: !119, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !120)
!120 = !{!34, !121}
!121 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!122 = !DISubprogram(name: "cross", linkageName: "_Z5crossDv4_fS_", scope: !1, file: !1, line: 23, type: !123, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !124)
!124 = !{!15, !15, !15}
!125 = !DISubprogram(name: "normalize", linkageName: "_Z9normalizeDv4_f", scope: !1, file: !1, line: 24, type: !126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !127)
!127 = !{!15, !15}
!128 = !DISubprogram(name: "cross", linkageName: "_Z5crossDv3_fS_", scope: !1, file: !1, line: 25, type: !129, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !130)
!130 = !{!40, !40, !40}
!131 = !DISubprogram(name: "length", linkageName: "_Z6lengthDv4_f", scope: !1, file: !1, line: 26, type: !132, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !133)
!133 = !{!16, !15}
!134 = !DISubprogram(name: "distance", linkageName: "_Z8distanceDv4_fS_", scope: !1, file: !1, line: 26, type: !135, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !136)
!136 = !{!16, !15, !15}
!137 = !DISubprogram(name: "length", linkageName: "_Z6lengthDv3_f", scope: !1, file: !1, line: 26, type: !138, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !139)
!139 = !{!16, !40}
!140 = !DISubprogram(name: "dot", linkageName: "_Z3dotDv2_fS_", scope: !1, file: !1, line: 26, type: !141, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !142)
!142 = !{!16, !23, !23}
!143 = !DISubprogram(name: "normalize", linkageName: "_Z9normalizeDv2_f", scope: !1, file: !1, line: 28, type: !144, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !145)
!145 = !{!23, !23}
!146 = !DISubprogram(name: "fast_length", linkageName: "_Z11fast_lengthDv2_f", scope: !1, file: !1, line: 28, type: !147, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !148)
!148 = !{!16, !23}
!149 = !DISubprogram(name: "normalize", linkageName: "_Z9normalizeDv3_f", scope: !1, file: !1, line: 9, type: !150, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !151)
!151 = !{!40, !40}
!152 = !DISubprogram(name: "dot", linkageName: "_Z3dotDv3_fS_", scope: !1, file: !1, line: 10, type: !153, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !154)
!154 = !{!16, !40, !40}
!155 = !DISubprogram(name: "sqrt", linkageName: "_Z4sqrtf", scope: !1, file: !1, line: 13, type: !156, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !157)
!157 = !{!16, !16}
