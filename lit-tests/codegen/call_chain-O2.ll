; Pins the inlined helper chain: float4 GEP as OpInBoundsPtrAccessChain on %_ptr_CrossWorkgroup_v4float, i8 GEPs on the canonical pointer, llvm.fmuladd as OpenCL.std fma, uitofp as OpConvertUToF, splats as OpCompositeInsert into OpUndef + OpVectorShuffle 0 0 0 0, sqrt builtin, and loop OpPhi pairs.
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
; CHECK:      OpEntryPoint Kernel %call_chain "call_chain"{{$}}
; CHECK:      [[UNDEF:%[0-9]+]] = OpUndef %v4float
; CHECK:      [[ENTRY:%[0-9]+]] = OpLabel
; CHECK-NEXT: [[POS:%[0-9]+]] = OpSGreaterThan %bool %1 %uint_0
; CHECK-NEXT: OpBranchConditional [[POS]] [[LOOP:%[0-9]+]] [[EXIT:%[0-9]+]]
; CHECK:      OpPhi %float [[SQ:%[0-9]+]] [[LOOP]] %float_0 [[ENTRY]]
; CHECK:      OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_v4float
; CHECK:      [[X:%[0-9]+]] = OpLoad %float {{%[0-9]+}} Aligned 16
; CHECK:      OpExtInst %float [[STD]] fma [[X]] [[X]]
; CHECK:      OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_uchar {{%[0-9]+}} %ulong_4
; CHECK:      OpConvertUToF %float
; CHECK:      [[INS:%[0-9]+]] = OpCompositeInsert %v4float {{%[0-9]+}} [[UNDEF]] 0
; CHECK-NEXT: OpVectorShuffle %v4float [[INS]] [[UNDEF]] 0 0 0 0
; CHECK:      OpExtInst %float [[STD]] sqrt
; CHECK:      OpFDiv %v4float
; ModuleID = 'lit-tests/codegen/Inputs/call_chain.cl'
source_filename = "lit-tests/codegen/Inputs/call_chain.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define spir_kernel void @call_chain(ptr addrspace(1) nocapture noundef align 16 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !15 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
    #dbg_value(ptr addrspace(1) %0, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_value(i32 %1, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_value(ptr addrspace(1) %2, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_value(ptr addrspace(1) %0, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_value(i32 %1, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_value(ptr addrspace(4) undef, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_value(i32 0, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %4 = icmp sgt i32 %1, 0, !dbg !58
  br i1 %4, label %5, label %52, !dbg !59

5:                                                ; preds = %3, %5
  %6 = phi float [ %25, %5 ], [ 0.000000e+00, %3 ], !dbg !60
  %7 = phi float [ %24, %5 ], [ 0.000000e+00, %3 ], !dbg !60
  %8 = phi i32 [ %26, %5 ], [ 0, %3 ]
    #dbg_value(i32 %8, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %9 = zext nneg i32 %8 to i64, !dbg !60
  %10 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %9, !dbg !60
    #dbg_value(<4 x float> undef, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %11 = load float, ptr addrspace(1) %10, align 16, !dbg !62
    #dbg_value(ptr addrspace(4) undef, !63, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !69)
    #dbg_value(float %11, !68, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !69)
  %12 = fadd float %7, %11, !dbg !71
  %13 = tail call float @llvm.fmuladd.f32(float %11, float %11, float %6), !dbg !72
  %14 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 4, !dbg !73
  %15 = load float, ptr addrspace(1) %14, align 4, !dbg !73
    #dbg_value(ptr addrspace(4) undef, !63, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !74)
    #dbg_value(float %15, !68, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !74)
  %16 = fadd float %15, %12, !dbg !76
  %17 = tail call float @llvm.fmuladd.f32(float %15, float %15, float %13), !dbg !77
  %18 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 8, !dbg !78
  %19 = load float, ptr addrspace(1) %18, align 8, !dbg !78
    #dbg_value(ptr addrspace(4) undef, !63, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !79)
    #dbg_value(float %19, !68, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !79)
  %20 = fadd float %19, %16, !dbg !81
  %21 = tail call float @llvm.fmuladd.f32(float %19, float %19, float %17), !dbg !82
  %22 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 12, !dbg !83
  %23 = load float, ptr addrspace(1) %22, align 4, !dbg !83
    #dbg_value(ptr addrspace(4) undef, !63, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !84)
    #dbg_value(float %23, !68, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !84)
  %24 = fadd float %23, %20, !dbg !86
  %25 = tail call float @llvm.fmuladd.f32(float %23, float %23, float %21), !dbg !87
  %26 = add nuw nsw i32 %8, 1, !dbg !88
    #dbg_value(i32 %26, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %27 = icmp slt i32 %26, %1, !dbg !58
  br i1 %27, label %5, label %28, !dbg !59, !llvm.loop !89

28:                                               ; preds = %5
  %29 = shl i32 %1, 2, !dbg !59
  %30 = uitofp i32 %29 to float
  %31 = fdiv float %24, %30, !fpmath !91
  %32 = insertelement <4 x float> poison, float %31, i64 0
  %33 = shufflevector <4 x float> %32, <4 x float> poison, <4 x i32> zeroinitializer
  %34 = fdiv float %25, %30, !fpmath !91
  %35 = fneg float %31
  %36 = tail call float @llvm.fmuladd.f32(float %35, float %31, float %34)
  %37 = fadd float %36, 0x3EB0C6F7A0000000
  br label %38, !dbg !92

38:                                               ; preds = %28, %38
  %39 = phi i32 [ %48, %38 ], [ 0, %28 ]
    #dbg_value(i32 %39, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !93)
  %40 = zext nneg i32 %39 to i64, !dbg !94
  %41 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %40, !dbg !94
  %42 = load <4 x float>, ptr addrspace(1) %41, align 16, !dbg !94, !tbaa !96
    #dbg_value(<4 x float> %42, !99, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !107)
    #dbg_value(ptr addrspace(4) undef, !106, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !107)
  %43 = fsub <4 x float> %42, %33, !dbg !109
    #dbg_value(ptr addrspace(4) undef, !110, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !116)
    #dbg_value(float %31, !115, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !116)
  %44 = tail call spir_func float @_Z4sqrtf(float noundef %37) #3, !dbg !118, !fpmath !119
  %45 = insertelement <4 x float> poison, float %44, i64 0, !dbg !118
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !118
  %47 = fdiv <4 x float> %43, %46, !dbg !120, !fpmath !91
  store <4 x float> %47, ptr addrspace(1) %41, align 16, !dbg !121, !tbaa !96
  %48 = add nuw nsw i32 %39, 1, !dbg !122
    #dbg_value(i32 %48, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !93)
  %49 = icmp slt i32 %48, %1, !dbg !123
  br i1 %49, label %38, label %50, !dbg !92, !llvm.loop !124

50:                                               ; preds = %38
  %51 = uitofp i32 %29 to float, !dbg !126
  br label %52, !dbg !126

52:                                               ; preds = %3, %50
  %53 = phi float [ %24, %50 ], [ 0.000000e+00, %3 ], !dbg !39
  %54 = phi float [ %25, %50 ], [ 0.000000e+00, %3 ], !dbg !39
  %55 = phi float [ %51, %50 ], [ 0.000000e+00, %3 ], !dbg !39
    #dbg_value(ptr addrspace(4) undef, !110, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !128)
  %56 = fdiv float %53, %55, !dbg !129, !fpmath !91
    #dbg_value(float %56, !115, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !128)
  %57 = fdiv float %54, %55, !dbg !130, !fpmath !91
  %58 = fneg float %56, !dbg !131
  %59 = tail call float @llvm.fmuladd.f32(float %58, float %56, float %57), !dbg !131
  store float %59, ptr addrspace(1) %2, align 4, !dbg !132, !tbaa !133
  ret void, !dbg !135
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !136 spir_func float @_Z4sqrtf(float noundef) local_unnamed_addr #2

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12}
!opencl.ocl.version = !{!13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/call_chain.cl", directory: ".", checksumkind: CSK_MD5, checksum: "a2154ab98f9e08dc24295c67ef61d754")
!2 = !{!3, !6}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !4, line: 209, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !7)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 4)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{i32 2, i32 0}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "call_chain", scope: !1, file: !1, line: 36, type: !16, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!16 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !17)
!17 = !{null, !18, !19, !20}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 1)
!21 = !{!22, !23, !24, !25}
!22 = !DILocalVariable(name: "data", arg: 1, scope: !15, file: !1, line: 36, type: !18)
!23 = !DILocalVariable(name: "n", arg: 2, scope: !15, file: !1, line: 36, type: !19)
!24 = !DILocalVariable(name: "var", arg: 3, scope: !15, file: !1, line: 36, type: !20)
!25 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 37, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "Stats", file: !1, line: 7, baseType: !27)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Stats", file: !1, line: 3, size: 96, elements: !28)
!28 = !{!29, !30, !31}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !27, file: !1, line: 4, baseType: !6, size: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "sq", scope: !27, file: !1, line: 5, baseType: !6, size: 32, offset: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !27, file: !1, line: 6, baseType: !32, size: 32, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 129, baseType: !33)
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !{i32 1, i32 0, i32 1}
!35 = !{!"none", !"none", !"none"}
!36 = !{!"float4*", !"int", !"float*"}
!37 = !{!"float __attribute__((ext_vector_type(4)))*", !"int", !"float*"}
!38 = !{!"", !"", !""}
!39 = !DILocation(line: 0, scope: !15)
!40 = !DILocalVariable(name: "data", arg: 1, scope: !41, file: !1, line: 24, type: !18)
!41 = distinct !DISubprogram(name: "process", scope: !1, file: !1, line: 24, type: !42, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !45)
!42 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !43)
!43 = !{null, !18, !19, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, dwarfAddressSpace: 4)
!45 = !{!40, !46, !47, !48, !50, !53}
!46 = !DILocalVariable(name: "n", arg: 2, scope: !41, file: !1, line: 24, type: !19)
!47 = !DILocalVariable(name: "s", arg: 3, scope: !41, file: !1, line: 24, type: !44)
!48 = !DILocalVariable(name: "i", scope: !49, file: !1, line: 25, type: !19)
!49 = distinct !DILexicalBlock(scope: !41, file: !1, line: 25, column: 3)
!50 = !DILocalVariable(name: "v", scope: !51, file: !1, line: 26, type: !3)
!51 = distinct !DILexicalBlock(scope: !52, file: !1, line: 25, column: 31)
!52 = distinct !DILexicalBlock(scope: !49, file: !1, line: 25, column: 3)
!53 = !DILocalVariable(name: "i", scope: !54, file: !1, line: 32, type: !19)
!54 = distinct !DILexicalBlock(scope: !41, file: !1, line: 32, column: 3)
!55 = !DILocation(line: 0, scope: !41, inlinedAt: !56)
!56 = distinct !DILocation(line: 38, column: 3, scope: !15)
!57 = !DILocation(line: 0, scope: !49, inlinedAt: !56)
!58 = !DILocation(line: 25, column: 21, scope: !52, inlinedAt: !56)
!59 = !DILocation(line: 25, column: 3, scope: !49, inlinedAt: !56)
!60 = !DILocation(line: 26, column: 16, scope: !51, inlinedAt: !56)
!61 = !DILocation(line: 0, scope: !51, inlinedAt: !56)
!62 = !DILocation(line: 27, column: 18, scope: !51, inlinedAt: !56)
!63 = !DILocalVariable(name: "s", arg: 1, scope: !64, file: !1, line: 9, type: !44)
!64 = distinct !DISubprogram(name: "stats_add", scope: !1, file: !1, line: 9, type: !65, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !67)
!65 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !66)
!66 = !{null, !44, !6}
!67 = !{!63, !68}
!68 = !DILocalVariable(name: "v", arg: 2, scope: !64, file: !1, line: 9, type: !6)
!69 = !DILocation(line: 0, scope: !64, inlinedAt: !70)
!70 = distinct !DILocation(line: 27, column: 5, scope: !51, inlinedAt: !56)
!71 = !DILocation(line: 10, column: 10, scope: !64, inlinedAt: !70)
!72 = !DILocation(line: 11, column: 9, scope: !64, inlinedAt: !70)
!73 = !DILocation(line: 28, column: 18, scope: !51, inlinedAt: !56)
!74 = !DILocation(line: 0, scope: !64, inlinedAt: !75)
!75 = distinct !DILocation(line: 28, column: 5, scope: !51, inlinedAt: !56)
!76 = !DILocation(line: 10, column: 10, scope: !64, inlinedAt: !75)
!77 = !DILocation(line: 11, column: 9, scope: !64, inlinedAt: !75)
!78 = !DILocation(line: 29, column: 18, scope: !51, inlinedAt: !56)
!79 = !DILocation(line: 0, scope: !64, inlinedAt: !80)
!80 = distinct !DILocation(line: 29, column: 5, scope: !51, inlinedAt: !56)
!81 = !DILocation(line: 10, column: 10, scope: !64, inlinedAt: !80)
!82 = !DILocation(line: 11, column: 9, scope: !64, inlinedAt: !80)
!83 = !DILocation(line: 30, column: 18, scope: !51, inlinedAt: !56)
!84 = !DILocation(line: 0, scope: !64, inlinedAt: !85)
!85 = distinct !DILocation(line: 30, column: 5, scope: !51, inlinedAt: !56)
!86 = !DILocation(line: 10, column: 10, scope: !64, inlinedAt: !85)
!87 = !DILocation(line: 11, column: 9, scope: !64, inlinedAt: !85)
!88 = !DILocation(line: 25, column: 26, scope: !52, inlinedAt: !56)
!89 = distinct !{!89, !59, !90}
!90 = !DILocation(line: 31, column: 3, scope: !49, inlinedAt: !56)
!91 = !{float 2.500000e+00}
!92 = !DILocation(line: 32, column: 3, scope: !54, inlinedAt: !56)
!93 = !DILocation(line: 0, scope: !54, inlinedAt: !56)
!94 = !DILocation(line: 33, column: 21, scope: !95, inlinedAt: !56)
!95 = distinct !DILexicalBlock(scope: !54, file: !1, line: 32, column: 3)
!96 = !{!97, !97, i64 0}
!97 = !{!"omnipotent char", !98, i64 0}
!98 = !{!"Simple C/C++ TBAA"}
!99 = !DILocalVariable(name: "v", arg: 1, scope: !100, file: !1, line: 20, type: !3)
!100 = distinct !DISubprogram(name: "norm4", scope: !1, file: !1, line: 20, type: !101, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !105)
!101 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !102)
!102 = !{!3, !3, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64, dwarfAddressSpace: 4)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!105 = !{!99, !106}
!106 = !DILocalVariable(name: "s", arg: 2, scope: !100, file: !1, line: 20, type: !103)
!107 = !DILocation(line: 0, scope: !100, inlinedAt: !108)
!108 = distinct !DILocation(line: 33, column: 15, scope: !95, inlinedAt: !56)
!109 = !DILocation(line: 21, column: 13, scope: !100, inlinedAt: !108)
!110 = !DILocalVariable(name: "s", arg: 1, scope: !111, file: !1, line: 15, type: !103)
!111 = distinct !DISubprogram(name: "stats_var", scope: !1, file: !1, line: 15, type: !112, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !114)
!112 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !113)
!113 = !{!6, !103}
!114 = !{!110, !115}
!115 = !DILocalVariable(name: "m", scope: !111, file: !1, line: 16, type: !6)
!116 = !DILocation(line: 0, scope: !111, inlinedAt: !117)
!117 = distinct !DILocation(line: 21, column: 54, scope: !100, inlinedAt: !108)
!118 = !DILocation(line: 21, column: 49, scope: !100, inlinedAt: !108)
!119 = !{float 3.000000e+00}
!120 = !DILocation(line: 21, column: 47, scope: !100, inlinedAt: !108)
!121 = !DILocation(line: 33, column: 13, scope: !95, inlinedAt: !56)
!122 = !DILocation(line: 32, column: 26, scope: !95, inlinedAt: !56)
!123 = !DILocation(line: 32, column: 21, scope: !95, inlinedAt: !56)
!124 = distinct !{!124, !92, !125}
!125 = !DILocation(line: 33, column: 31, scope: !54, inlinedAt: !56)
!126 = !DILocation(line: 16, column: 22, scope: !111, inlinedAt: !127)
!127 = distinct !DILocation(line: 39, column: 12, scope: !15)
!128 = !DILocation(line: 0, scope: !111, inlinedAt: !127)
!129 = !DILocation(line: 16, column: 20, scope: !111, inlinedAt: !127)
!130 = !DILocation(line: 17, column: 16, scope: !111, inlinedAt: !127)
!131 = !DILocation(line: 17, column: 30, scope: !111, inlinedAt: !127)
!132 = !DILocation(line: 39, column: 10, scope: !15)
!133 = !{!134, !134, i64 0}
!134 = !{!"float", !97, i64 0}
!135 = !DILocation(line: 40, column: 1, scope: !15)
!136 = !DISubprogram(name: "sqrt", linkageName: "_Z4sqrtf", scope: !1, file: !1, line: 21, type: !137, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !138)
!138 = !{!6, !6}
