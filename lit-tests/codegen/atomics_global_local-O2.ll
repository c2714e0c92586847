; Pins legacy atomic_add/max/inc/cmpxchg/xchg on __local and __global int (Device scope, SeqCst|Workgroup/CrossWorkgroupMemory semantics, cmpxchg Value before Comparator), C11 atomic_fetch_add_explicit through a generic pointer (order/scope arguments), and barrier(CLK_LOCAL_MEM_FENCE).
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
; CHECK-NEXT: OpCapability GenericPointer
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: OpMemoryModel Physical64 OpenCL
; CHECK-NEXT: OpEntryPoint Kernel %atomics_global_local "atomics_global_local" %__spirv_BuiltInGlobalInvocationId %__spirv_BuiltInLocalInvocationId
; CHECK:      [[V:%[0-9]+]] = OpLoad %uint {{%[0-9]+}} Aligned 4
; CHECK:      OpControlBarrier %uint_2 %uint_2 %uint_272
; CHECK:      OpAtomicIAdd %uint {{%[0-9]+}} %uint_1 %uint_272 [[V]]
; CHECK:      OpAtomicSMax %uint {{%[0-9]+}} %uint_1 %uint_272 [[V]]
; CHECK:      OpAtomicIIncrement %uint {{%[0-9]+}} %uint_1 %uint_272
; CHECK:      [[OLD:%[0-9]+]] = OpAtomicCompareExchange %uint {{%[0-9]+}} %uint_1 %uint_272 %uint_272 %uint_0 %uint_1000
; CHECK:      OpAtomicCompareExchange %uint {{%[0-9]+}} %uint_1 %uint_528 %uint_528 %uint_1 %uint_0
; CHECK:      OpAtomicExchange %uint {{%[0-9]+}} %uint_1 %uint_528 %uint_0
; CHECK:      [[GEN:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uchar
; CHECK-NEXT: [[INC:%[0-9]+]] = OpIAdd %uint [[OLD]] %uint_1
; CHECK-NEXT: [[P:%[0-9]+]] = OpBitcast %_ptr_Generic_uint [[GEN]]
; CHECK-NEXT: OpAtomicIAdd %uint [[P]] %uint_1 %uint_768 [[INC]]
; CHECK:      OpAtomicIAdd %uint {{%[0-9]+}} %uint_2 %uint_784 %uint_1
; ModuleID = 'lit-tests/codegen/Inputs/atomics_global_local.cl'
source_filename = "lit-tests/codegen/Inputs/atomics_global_local.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@atomics_global_local.lsum = internal addrspace(3) global i32 undef, align 4, !dbg !0
@atomics_global_local.lmax = internal addrspace(3) global i32 undef, align 4, !dbg !32
@atomics_global_local.lcount = internal addrspace(3) global i32 undef, align 4, !dbg !34

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @atomics_global_local(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) nocapture noundef readonly align 4 %5) local_unnamed_addr #0 !dbg !2 !kernel_arg_addr_space !54 !kernel_arg_access_qual !55 !kernel_arg_type !56 !kernel_arg_base_type !57 !kernel_arg_type_qual !58 {
    #dbg_value(ptr addrspace(1) %0, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(ptr addrspace(1) %1, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(ptr addrspace(1) %2, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(ptr addrspace(1) %3, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(ptr addrspace(1) %4, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(ptr addrspace(1) %5, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  %7 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !60
    #dbg_value(i64 %7, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  %8 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !61
  %9 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %8, !dbg !62
  %10 = load i32, ptr addrspace(1) %9, align 4, !dbg !62, !tbaa !63
    #dbg_value(i32 %10, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  %11 = icmp eq i64 %7, 0, !dbg !67
  br i1 %11, label %12, label %13, !dbg !69

12:                                               ; preds = %6
  store i32 0, ptr addrspace(3) @atomics_global_local.lsum, align 4, !dbg !70, !tbaa !63
  store i32 -2147483648, ptr addrspace(3) @atomics_global_local.lmax, align 4, !dbg !72, !tbaa !63
  store i32 0, ptr addrspace(3) @atomics_global_local.lcount, align 4, !dbg !73, !tbaa !63
  br label %13, !dbg !74

13:                                               ; preds = %12, %6
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !75
  %14 = tail call spir_func i32 @_Z10atomic_addPU3AS3Vii(ptr addrspace(3) noundef @atomics_global_local.lsum, i32 noundef %10) #4, !dbg !76
  %15 = tail call spir_func i32 @_Z10atomic_maxPU3AS3Vii(ptr addrspace(3) noundef @atomics_global_local.lmax, i32 noundef %10) #4, !dbg !77
  %16 = tail call spir_func i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef @atomics_global_local.lcount) #4, !dbg !78
  %17 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS3Viii(ptr addrspace(3) noundef @atomics_global_local.lcount, i32 noundef 1000, i32 noundef 0) #4, !dbg !79
    #dbg_value(i32 %17, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !80
  br i1 %11, label %18, label %29, !dbg !81

18:                                               ; preds = %13
  %19 = load i32, ptr addrspace(3) @atomics_global_local.lsum, align 4, !dbg !82, !tbaa !63
  %20 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %0, i32 noundef %19) #4, !dbg !85
  %21 = load i32, ptr addrspace(3) @atomics_global_local.lmax, align 4, !dbg !86, !tbaa !63
  %22 = tail call spir_func i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) noundef %1, i32 noundef %21) #4, !dbg !87
  %23 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %3) #4, !dbg !88
  br label %24, !dbg !89

24:                                               ; preds = %24, %18
  %25 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %2, i32 noundef 0, i32 noundef 1) #4, !dbg !90
  %26 = icmp eq i32 %25, 0, !dbg !91
  br i1 %26, label %27, label %24, !dbg !89, !llvm.loop !92

27:                                               ; preds = %24
  %28 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1) noundef %2, i32 noundef 0) #4, !dbg !94
  br label %29, !dbg !95

29:                                               ; preds = %27, %13
  %30 = addrspacecast ptr addrspace(1) %4 to ptr addrspace(4), !dbg !96
  %31 = add nsw i32 %17, 1, !dbg !97
  %32 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4) noundef %30, i32 noundef %31, i32 noundef 0) #4, !dbg !98
  %33 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef %30, i32 noundef 1, i32 noundef 5, i32 noundef 1) #4, !dbg !99
  ret void, !dbg !100
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !101 spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !104 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !105 spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !110 spir_func i32 @_Z10atomic_addPU3AS3Vii(ptr addrspace(3) noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !115 spir_func i32 @_Z10atomic_maxPU3AS3Vii(ptr addrspace(3) noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !116 spir_func i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !119 spir_func i32 @_Z14atomic_cmpxchgPU3AS3Viii(ptr addrspace(3) noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !122 spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !126 spir_func i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !127 spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !130 spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !133 spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !134 spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4) noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !139 spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!13}
!llvm.module.flags = !{!48, !49, !50, !51}
!opencl.ocl.version = !{!52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "lsum", scope: !2, file: !3, line: 7, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "atomics_global_local", scope: !3, file: !3, line: 3, type: !4, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !36)
!3 = !DIFile(filename: "lit-tests/codegen/Inputs/atomics_global_local.cl", directory: ".", checksumkind: CSK_MD5, checksum: "0d593c5848cb107e474205eec1f49c2d")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !6, !6, !6, !8, !11}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, dwarfAddressSpace: 1)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !3, baseType: !10)
!10 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !7)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!13 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !14, globals: !31, splitDebugInlining: false, nameTableKind: None)
!14 = !{!15, !24}
!15 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !16, line: 422, baseType: !17, size: 32, elements: !18)
!16 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!17 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!18 = !{!19, !20, !21, !22, !23}
!19 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!20 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!21 = !DIEnumerator(name: "memory_order_release", value: 3)
!22 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!23 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!24 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_scope", file: !16, line: 388, baseType: !17, size: 32, elements: !25)
!25 = !{!26, !27, !28, !29, !30}
!26 = !DIEnumerator(name: "memory_scope_work_item", value: 0)
!27 = !DIEnumerator(name: "memory_scope_work_group", value: 1)
!28 = !DIEnumerator(name: "memory_scope_device", value: 2)
!29 = !DIEnumerator(name: "memory_scope_all_svm_devices", value: 3)
!30 = !DIEnumerator(name: "memory_scope_sub_group", value: 4)
!31 = !{!0, !32, !34}
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!33 = distinct !DIGlobalVariable(name: "lmax", scope: !2, file: !3, line: 8, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!35 = distinct !DIGlobalVariable(name: "lcount", scope: !2, file: !3, line: 9, type: !7, isLocal: true, isDefinition: true)
!36 = !{!37, !38, !39, !40, !41, !42, !43, !46, !47}
!37 = !DILocalVariable(name: "gsum", arg: 1, scope: !2, file: !3, line: 3, type: !6)
!38 = !DILocalVariable(name: "gmax", arg: 2, scope: !2, file: !3, line: 3, type: !6)
!39 = !DILocalVariable(name: "glock", arg: 3, scope: !2, file: !3, line: 4, type: !6)
!40 = !DILocalVariable(name: "gcount", arg: 4, scope: !2, file: !3, line: 4, type: !6)
!41 = !DILocalVariable(name: "ahits", arg: 5, scope: !2, file: !3, line: 5, type: !8)
!42 = !DILocalVariable(name: "in", arg: 6, scope: !2, file: !3, line: 6, type: !11)
!43 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 10, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !16, line: 142, baseType: !45)
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DILocalVariable(name: "v", scope: !2, file: !3, line: 11, type: !7)
!47 = !DILocalVariable(name: "old", scope: !2, file: !3, line: 22, type: !7)
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 7, !"frame-pointer", i32 2}
!52 = !{i32 2, i32 0}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!55 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!56 = !{!"int*", !"int*", !"int*", !"int*", !"atomic_int*", !"int*"}
!57 = !{!"int*", !"int*", !"int*", !"int*", !"_Atomic(int)*", !"int*"}
!58 = !{!"", !"", !"", !"", !"", !"const"}
!59 = !DILocation(line: 0, scope: !2)
!60 = !DILocation(line: 10, column: 16, scope: !2)
!61 = !DILocation(line: 11, column: 14, scope: !2)
!62 = !DILocation(line: 11, column: 11, scope: !2)
!63 = !{!64, !64, i64 0}
!64 = !{!"int", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocation(line: 12, column: 11, scope: !68)
!68 = distinct !DILexicalBlock(scope: !2, file: !3, line: 12, column: 7)
!69 = !DILocation(line: 12, column: 7, scope: !2)
!70 = !DILocation(line: 13, column: 10, scope: !71)
!71 = distinct !DILexicalBlock(scope: !68, file: !3, line: 12, column: 17)
!72 = !DILocation(line: 14, column: 10, scope: !71)
!73 = !DILocation(line: 15, column: 12, scope: !71)
!74 = !DILocation(line: 16, column: 3, scope: !71)
!75 = !DILocation(line: 17, column: 3, scope: !2)
!76 = !DILocation(line: 19, column: 3, scope: !2)
!77 = !DILocation(line: 20, column: 3, scope: !2)
!78 = !DILocation(line: 21, column: 3, scope: !2)
!79 = !DILocation(line: 22, column: 13, scope: !2)
!80 = !DILocation(line: 23, column: 3, scope: !2)
!81 = !DILocation(line: 25, column: 7, scope: !2)
!82 = !DILocation(line: 26, column: 22, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 25, column: 17)
!84 = distinct !DILexicalBlock(scope: !2, file: !3, line: 25, column: 7)
!85 = !DILocation(line: 26, column: 5, scope: !83)
!86 = !DILocation(line: 27, column: 22, scope: !83)
!87 = !DILocation(line: 27, column: 5, scope: !83)
!88 = !DILocation(line: 28, column: 5, scope: !83)
!89 = !DILocation(line: 29, column: 5, scope: !83)
!90 = !DILocation(line: 29, column: 12, scope: !83)
!91 = !DILocation(line: 29, column: 40, scope: !83)
!92 = distinct !{!92, !89, !93}
!93 = !DILocation(line: 30, column: 7, scope: !83)
!94 = !DILocation(line: 31, column: 5, scope: !83)
!95 = !DILocation(line: 32, column: 3, scope: !83)
!96 = !DILocation(line: 33, column: 29, scope: !2)
!97 = !DILocation(line: 33, column: 40, scope: !2)
!98 = !DILocation(line: 33, column: 3, scope: !2)
!99 = !DILocation(line: 34, column: 3, scope: !2)
!100 = !DILocation(line: 36, column: 1, scope: !2)
!101 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !3, file: !3, line: 10, type: !102, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !103)
!103 = !{!45, !17}
!104 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 11, type: !102, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !3, file: !3, line: 17, type: !106, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !107)
!107 = !{null, !108}
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !16, line: 372, baseType: !109)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !16, line: 129, baseType: !17)
!110 = !DISubprogram(name: "atomic_add", linkageName: "_Z10atomic_addPU3AS3Vii", scope: !3, file: !3, line: 19, type: !111, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !112)
!112 = !{!7, !113, !7}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64, dwarfAddressSpace: 3)
!114 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !7)
!115 = !DISubprogram(name: "atomic_max", linkageName: "_Z10atomic_maxPU3AS3Vii", scope: !3, file: !3, line: 20, type: !111, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DISubprogram(name: "atomic_inc", linkageName: "_Z10atomic_incPU3AS3Vi", scope: !3, file: !3, line: 21, type: !117, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!117 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !118)
!118 = !{!7, !113}
!119 = !DISubprogram(name: "atomic_cmpxchg", linkageName: "_Z14atomic_cmpxchgPU3AS3Viii", scope: !3, file: !3, line: 22, type: !120, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!120 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !121)
!121 = !{!7, !113, !7, !7}
!122 = !DISubprogram(name: "atomic_add", linkageName: "_Z10atomic_addPU3AS1Vii", scope: !3, file: !3, line: 26, type: !123, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !124)
!124 = !{!7, !125, !7}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64, dwarfAddressSpace: 1)
!126 = !DISubprogram(name: "atomic_max", linkageName: "_Z10atomic_maxPU3AS1Vii", scope: !3, file: !3, line: 27, type: !123, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubprogram(name: "atomic_inc", linkageName: "_Z10atomic_incPU3AS1Vi", scope: !3, file: !3, line: 28, type: !128, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !129)
!129 = !{!7, !125}
!130 = !DISubprogram(name: "atomic_cmpxchg", linkageName: "_Z14atomic_cmpxchgPU3AS1Viii", scope: !3, file: !3, line: 29, type: !131, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !132)
!132 = !{!7, !125, !7, !7}
!133 = !DISubprogram(name: "atomic_xchg", linkageName: "_Z11atomic_xchgPU3AS1Vii", scope: !3, file: !3, line: 31, type: !123, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!134 = !DISubprogram(name: "atomic_fetch_add_explicit", linkageName: "_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order", scope: !3, file: !3, line: 33, type: !135, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !136)
!136 = !{!7, !137, !7, !15}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64, dwarfAddressSpace: 4)
!138 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!139 = !DISubprogram(name: "atomic_fetch_add_explicit", linkageName: "_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope", scope: !3, file: !3, line: 34, type: !140, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !141)
!141 = !{!7, !137, !7, !15, !24}
