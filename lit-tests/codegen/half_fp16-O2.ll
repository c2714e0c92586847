; Pins half precision: Float16 (and Vector16 for half8) without Float64, half constants (0.25h, 1.0h, 0.5h) as hex-float OpConstant %half, llvm.fmuladd.f16/v2f16/v4f16 as OpenCL.std fma, the if as OpSelect %half, and half8 sub-vector assignment as two OpVectorShuffle (widen with 0xFFFFFFFF lanes, then merge lanes 12..15).
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
; CHECK-NEXT: OpCapability Float16
; CHECK-NOT:  OpCapability Float64
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      %half_0x1pn2 = OpConstant %half 0x1p-2
; CHECK:      [[A:%[0-9]+]] = OpLoad %half {{%[0-9]+}} Aligned 2
; CHECK:      [[B:%[0-9]+]] = OpLoad %half {{%[0-9]+}} Aligned 2
; CHECK-NEXT: [[D:%[0-9]+]] = OpFSub %half [[B]] [[A]]
; CHECK-NEXT: [[C:%[0-9]+]] = OpExtInst %half [[STD]] fma [[D]] %half_0x1pn2 [[A]]
; CHECK-NEXT: [[GT:%[0-9]+]] = OpFOrdGreaterThan %bool [[C]] %half_0x1p_0
; CHECK-NEXT: [[H:%[0-9]+]] = OpFMul %half [[C]] %half_0x1pn1
; CHECK-NEXT: OpSelect %half [[GT]] [[H]] [[C]]
; CHECK:      OpExtInst %v2half [[STD]] fma
; CHECK:      [[R:%[0-9]+]] = OpLoad %v8half {{%[0-9]+}} Aligned 16
; CHECK-NEXT: OpVectorShuffle %v4half [[R]] {{%[0-9]+}} 4 5 6 7
; CHECK:      [[W:%[0-9]+]] = OpVectorShuffle %v8half {{%[0-9]+}} {{%[0-9]+}} 0 1 2 3 4294967295 4294967295 4294967295 4294967295
; CHECK-NEXT: OpVectorShuffle %v8half [[W]] [[R]] 0 1 2 3 12 13 14 15
; ModuleID = 'lit-tests/codegen/Inputs/half_fp16.cl'
source_filename = "lit-tests/codegen/Inputs/half_fp16.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @half_math(ptr addrspace(1) nocapture noundef align 2 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 8 %2, ptr addrspace(1) nocapture noundef align 16 %3) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !44 !kernel_arg_access_qual !45 !kernel_arg_type !46 !kernel_arg_base_type !47 !kernel_arg_type_qual !48 {
    #dbg_value(ptr addrspace(1) %0, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
    #dbg_value(ptr addrspace(1) %1, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
    #dbg_value(ptr addrspace(1) %2, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
    #dbg_value(ptr addrspace(1) %3, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !50
    #dbg_value(i64 %5, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %6 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %5, !dbg !51
  %7 = load half, ptr addrspace(1) %6, align 2, !dbg !51, !tbaa !52
    #dbg_value(half %7, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %8 = getelementptr i8, ptr addrspace(1) %6, i64 2, !dbg !56
  %9 = load half, ptr addrspace(1) %8, align 2, !dbg !56, !tbaa !52
    #dbg_value(half %9, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
    #dbg_value(half %7, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !64)
    #dbg_value(half %9, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !64)
    #dbg_value(half 0xH3400, !63, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !64)
  %10 = fsub half %9, %7, !dbg !66
  %11 = tail call noundef half @llvm.fmuladd.f16(half %10, half 0xH3400, half %7), !dbg !67
    #dbg_value(half %11, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %12 = fcmp ogt half %11, 0xH3C00, !dbg !68
  %13 = fmul half %11, 0xH3800, !dbg !70
  %14 = select i1 %12, half %13, half %11, !dbg !70
    #dbg_value(half %14, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %15 = fneg half %14, !dbg !71
  store half %15, ptr addrspace(1) %6, align 2, !dbg !72, !tbaa !52
  %16 = getelementptr inbounds <2 x half>, ptr addrspace(1) %1, i64 %5, !dbg !73
  %17 = load <2 x half>, ptr addrspace(1) %16, align 4, !dbg !73, !tbaa !74
    #dbg_value(<2 x half> %17, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %18 = shufflevector <2 x half> %17, <2 x half> poison, <2 x i32> <i32 1, i32 0>, !dbg !75
  %19 = insertelement <2 x half> poison, half %7, i64 0, !dbg !76
  %20 = insertelement <2 x half> %19, half %9, i64 1, !dbg !76
  %21 = fneg <2 x half> %17, !dbg !77
  %22 = tail call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %18, <2 x half> %20, <2 x half> %21), !dbg !77
  store <2 x half> %22, ptr addrspace(1) %16, align 4, !dbg !78, !tbaa !74
  %23 = getelementptr inbounds <4 x half>, ptr addrspace(1) %2, i64 %5, !dbg !79
  %24 = load <4 x half>, ptr addrspace(1) %23, align 8, !dbg !79, !tbaa !74
    #dbg_value(<4 x half> %24, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
    #dbg_value(<4 x half> %24, !80, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
    #dbg_value(half %14, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
  %25 = insertelement <4 x half> poison, half %14, i64 0, !dbg !88
  %26 = shufflevector <4 x half> %25, <4 x half> poison, <4 x i32> zeroinitializer, !dbg !88
  %27 = tail call <4 x half> @llvm.fmuladd.v4f16(<4 x half> %24, <4 x half> %26, <4 x half> <half 0xH3C00, half 0xH4000, half 0xH4200, half 0xH4400>), !dbg !89
  store <4 x half> %27, ptr addrspace(1) %23, align 8, !dbg !90, !tbaa !74
  %28 = getelementptr inbounds <8 x half>, ptr addrspace(1) %3, i64 %5, !dbg !91
  %29 = load <8 x half>, ptr addrspace(1) %28, align 16, !dbg !91, !tbaa !74
    #dbg_value(<8 x half> %29, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %30 = shufflevector <8 x half> %29, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !92
  %31 = fadd <4 x half> %24, %30, !dbg !93
  %32 = shufflevector <4 x half> %31, <4 x half> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !94
  %33 = shufflevector <8 x half> %32, <8 x half> %29, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 12, i32 13, i32 14, i32 15>, !dbg !94
    #dbg_value(<8 x half> %33, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %34 = fmul <8 x half> %33, <half 0xH3800, half 0xH3800, half 0xH3800, half 0xH3800, half 0xH3800, half 0xH3800, half 0xH3800, half 0xH3800>, !dbg !95
  store <8 x half> %34, ptr addrspace(1) %28, align 16, !dbg !96, !tbaa !74
  ret void, !dbg !97
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !98 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.fmuladd.v2f16(<2 x half>, <2 x half>, <2 x half>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x half> @llvm.fmuladd.v4f16(<4 x half>, <4 x half>, <4 x half>) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/half_fp16.cl", directory: ".", checksumkind: CSK_MD5, checksum: "d45934f9f50fdd1e7d1b160e23e65b2a")
!2 = !{!3}
!3 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "half_math", scope: !1, file: !1, line: 12, type: !11, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !30)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !14, !20, !25}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "half2", file: !16, line: 214, baseType: !17)
!16 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 32, flags: DIFlagVector, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, dwarfAddressSpace: 1)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "half4", file: !16, line: 216, baseType: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 64, flags: DIFlagVector, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 4)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, dwarfAddressSpace: 1)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "half8", file: !16, line: 217, baseType: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 8)
!30 = !{!31, !32, !33, !34, !35, !38, !39, !40, !41, !42, !43}
!31 = !DILocalVariable(name: "hs", arg: 1, scope: !10, file: !1, line: 12, type: !13)
!32 = !DILocalVariable(name: "h2", arg: 2, scope: !10, file: !1, line: 12, type: !14)
!33 = !DILocalVariable(name: "h4", arg: 3, scope: !10, file: !1, line: 13, type: !20)
!34 = !DILocalVariable(name: "h8", arg: 4, scope: !10, file: !1, line: 13, type: !25)
!35 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 14, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !16, line: 142, baseType: !37)
!37 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 15, type: !3)
!39 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 16, type: !3)
!40 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 17, type: !3)
!41 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 22, type: !15)
!42 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 25, type: !21)
!43 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 28, type: !26)
!44 = !{i32 1, i32 1, i32 1, i32 1}
!45 = !{!"none", !"none", !"none", !"none"}
!46 = !{!"half*", !"half2*", !"half4*", !"half8*"}
!47 = !{!"half*", !"half __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(4)))*", !"half __attribute__((ext_vector_type(8)))*"}
!48 = !{!"", !"", !"", !""}
!49 = !DILocation(line: 0, scope: !10)
!50 = !DILocation(line: 14, column: 14, scope: !10)
!51 = !DILocation(line: 15, column: 12, scope: !10)
!52 = !{!53, !53, i64 0}
!53 = !{!"half", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocation(line: 16, column: 12, scope: !10)
!57 = !DILocalVariable(name: "a", arg: 1, scope: !58, file: !1, line: 4, type: !3)
!58 = distinct !DISubprogram(name: "lerp_h", scope: !1, file: !1, line: 4, type: !59, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !61)
!59 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !60)
!60 = !{!3, !3, !3, !3}
!61 = !{!57, !62, !63}
!62 = !DILocalVariable(name: "b", arg: 2, scope: !58, file: !1, line: 4, type: !3)
!63 = !DILocalVariable(name: "t", arg: 3, scope: !58, file: !1, line: 4, type: !3)
!64 = !DILocation(line: 0, scope: !58, inlinedAt: !65)
!65 = distinct !DILocation(line: 17, column: 12, scope: !10)
!66 = !DILocation(line: 5, column: 17, scope: !58, inlinedAt: !65)
!67 = !DILocation(line: 5, column: 12, scope: !58, inlinedAt: !65)
!68 = !DILocation(line: 18, column: 9, scope: !69)
!69 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 7)
!70 = !DILocation(line: 18, column: 7, scope: !10)
!71 = !DILocation(line: 20, column: 11, scope: !10)
!72 = !DILocation(line: 20, column: 9, scope: !10)
!73 = !DILocation(line: 22, column: 13, scope: !10)
!74 = !{!54, !54, i64 0}
!75 = !DILocation(line: 23, column: 11, scope: !10)
!76 = !DILocation(line: 23, column: 25, scope: !10)
!77 = !DILocation(line: 23, column: 32, scope: !10)
!78 = !DILocation(line: 23, column: 9, scope: !10)
!79 = !DILocation(line: 25, column: 13, scope: !10)
!80 = !DILocalVariable(name: "v", arg: 1, scope: !81, file: !1, line: 8, type: !21)
!81 = distinct !DISubprogram(name: "scale_h4", scope: !1, file: !1, line: 8, type: !82, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !84)
!82 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !83)
!83 = !{!21, !21, !3}
!84 = !{!80, !85}
!85 = !DILocalVariable(name: "s", arg: 2, scope: !81, file: !1, line: 8, type: !3)
!86 = !DILocation(line: 0, scope: !81, inlinedAt: !87)
!87 = distinct !DILocation(line: 26, column: 11, scope: !10)
!88 = !DILocation(line: 9, column: 14, scope: !81, inlinedAt: !87)
!89 = !DILocation(line: 9, column: 16, scope: !81, inlinedAt: !87)
!90 = !DILocation(line: 26, column: 9, scope: !10)
!91 = !DILocation(line: 28, column: 13, scope: !10)
!92 = !DILocation(line: 29, column: 13, scope: !10)
!93 = !DILocation(line: 29, column: 21, scope: !10)
!94 = !DILocation(line: 29, column: 11, scope: !10)
!95 = !DILocation(line: 30, column: 13, scope: !10)
!96 = !DILocation(line: 30, column: 9, scope: !10)
!97 = !DILocation(line: 31, column: 1, scope: !10)
!98 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 14, type: !99, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !100)
!100 = !{!37, !101}
!101 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
