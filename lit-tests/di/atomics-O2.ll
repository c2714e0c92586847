; Atomics at -O2: declarations of the atomic builtins called from the kernel (volatile/atomic pointer parameter types in local, global and generic address spaces) and dbg.value for every parameter and local.
; RUN: %nsdi-llc --dump-di %s | FileCheck %s
; RUN: %check-di-node-count %s | FileCheck %s --check-prefix=COUNT
; RUN: %nsdi-llc -g --verify-roundtrip %s -o %t.g.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.g.spv
; RUN: llvm-spirv -r %t.g.spv -o %t.g.rev.bc
; RUN: %nsdi-llc -g --spirv-ext=+all --verify-roundtrip %s -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-llc -gline-tables-only --verify-roundtrip %s -o %t.lt.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.lt.spv
; RUN: llvm-spirv -r %t.lt.spv -o %t.lt.rev.bc
; ROUNDTRIP: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; COUNT: DI node count {{[0-9]+}} matches llvm-dis
; CHECK: {{^}}; 83 nodes (81 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!17 = distinct DIGlobalVariable(name: "local_count", scope: [[KERNEL:![0-9]+]],{{.*}} file: !1, line: 4, type: [[INT:![0-9]+]], isLocal: true, isDefinition: true,
; CHECK-NEXT: {{^}}[[KERNEL]] = distinct DISubprogram(scope: !1, name: "atomics",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!30, !31, !32, !33, !34, !37, !38, !39},
; CHECK: {{^}}!23 = DIDerivedType(tag: DW_TAG_volatile_type,{{.*}} baseType: !24,
; CHECK-NEXT: {{^}}!24 = DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int",{{.*}} file: !1, line: 0, baseType: [[ATOMIC:![0-9]+]],
; CHECK-NEXT: {{^}}[[ATOMIC]] = DIDerivedType(tag: DW_TAG_atomic_type,{{.*}} baseType: [[INT]],
; CHECK: {{^}}!68 = DISubprogram(scope: !1, name: "atomic_inc", linkageName: "_Z10atomic_incPU3AS3Vi",{{.*}} line: 13, type: !69,{{.*}} flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized,
; CHECK-NEXT: {{^}}!69 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {[[INT]], !70}){{$}}
; CHECK-NEXT: {{^}}!70 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: !71, size: 64,{{.*}} dwarfAddressSpace: 3,
; CHECK-NEXT: {{^}}!71 = DIDerivedType(tag: DW_TAG_volatile_type,{{.*}} baseType: [[INT]],
; CHECK: {{^}}!76 = DISubprogram(scope: !1, name: "atomic_fetch_add_explicit", linkageName: "_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope",{{.*}} line: 15, type: !77,{{.*}} flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized,
; CHECK-NEXT: {{^}}!77 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {[[INT]], !78, [[INT]], !2, !10}){{$}}
; CHECK-NEXT: {{^}}!78 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: !79, size: 64,{{.*}} dwarfAddressSpace: 4,
; CHECK-NEXT: {{^}}!79 = DIDerivedType(tag: DW_TAG_volatile_type,{{.*}} baseType: [[ATOMIC]],
; CHECK-NEXT: {{^}}!80 = DISubprogram(scope: !1, name: "atomic_add", linkageName: "_Z10atomic_addPU3AS1Vii",{{.*}} line: 20,{{.*}} flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized,
; CHECK: {{^}}global @atomics.local_count !dbg !16{{$}}
; CHECK-NEXT: {{^}}function @atomics subprogram [[KERNEL]]: 5 blocks, 27 instructions, 27 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(%1, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !41{{$}}
; CHECK: {{^}}  llvm.dbg.value(%15, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !41{{$}}
; ModuleID = 'lit-tests/di/Inputs/atomics.cl'
source_filename = "lit-tests/di/Inputs/atomics.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@atomics.local_count = internal addrspace(3) global i32 undef, align 4, !dbg !0

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @atomics(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3) local_unnamed_addr #0 !dbg !2 !kernel_arg_addr_space !52 !kernel_arg_access_qual !53 !kernel_arg_type !54 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 {
    #dbg_value(ptr addrspace(1) %0, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(ptr addrspace(1) %1, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(ptr addrspace(1) %2, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(ptr addrspace(1) %3, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !58
    #dbg_value(i64 %5, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %6 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !59
    #dbg_value(i64 %6, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %7 = icmp eq i64 %6, 0, !dbg !60
  br i1 %7, label %8, label %9, !dbg !62

8:                                                ; preds = %4
  store i32 0, ptr addrspace(3) @atomics.local_count, align 4, !dbg !63, !tbaa !64
  br label %9, !dbg !68

9:                                                ; preds = %8, %4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !69
  %10 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %5, !dbg !70
  %11 = load i32, ptr addrspace(1) %10, align 4, !dbg !70, !tbaa !64
    #dbg_value(i32 %11, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %12 = tail call spir_func i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef @atomics.local_count) #4, !dbg !71
  %13 = tail call spir_func i32 @_Z10atomic_maxPU3AS1Vjj(ptr addrspace(1) noundef %2, i32 noundef %11) #4, !dbg !72
  %14 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4), !dbg !73
  %15 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef %14, i32 noundef 1, i32 noundef 0, i32 noundef 2) #4, !dbg !74
    #dbg_value(i32 %15, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !75
  br i1 %7, label %16, label %19, !dbg !76

16:                                               ; preds = %9
  %17 = load i32, ptr addrspace(3) @atomics.local_count, align 4, !dbg !77, !tbaa !64
  %18 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %0, i32 noundef %17) #4, !dbg !79
  br label %19, !dbg !79

19:                                               ; preds = %16, %9
  ret void, !dbg !80
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !81 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !84 spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !85 spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !89 spir_func i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !94 spir_func i32 @_Z10atomic_maxPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !99 spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !104 spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!46, !47, !48, !49}
!opencl.ocl.version = !{!50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "local_count", scope: !2, file: !3, line: 4, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "atomics", scope: !3, file: !3, line: 2, type: !4, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !35)
!3 = !DIFile(filename: "lit-tests/di/Inputs/atomics.cl", directory: ".", checksumkind: CSK_MD5, checksum: "e187139c6ff78906ee6400227b0983a1")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !8, !12, !16}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, dwarfAddressSpace: 1)
!9 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !3, baseType: !11)
!11 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !7)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !14, line: 129, baseType: !15)
!14 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!15 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, dwarfAddressSpace: 1)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!18 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !19, globals: !34, splitDebugInlining: false, nameTableKind: None)
!19 = !{!20, !27}
!20 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !14, line: 422, baseType: !15, size: 32, elements: !21)
!21 = !{!22, !23, !24, !25, !26}
!22 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!23 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!24 = !DIEnumerator(name: "memory_order_release", value: 3)
!25 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!26 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!27 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_scope", file: !14, line: 388, baseType: !15, size: 32, elements: !28)
!28 = !{!29, !30, !31, !32, !33}
!29 = !DIEnumerator(name: "memory_scope_work_item", value: 0)
!30 = !DIEnumerator(name: "memory_scope_work_group", value: 1)
!31 = !DIEnumerator(name: "memory_scope_device", value: 2)
!32 = !DIEnumerator(name: "memory_scope_all_svm_devices", value: 3)
!33 = !DIEnumerator(name: "memory_scope_sub_group", value: 4)
!34 = !{!0}
!35 = !{!36, !37, !38, !39, !40, !43, !44, !45}
!36 = !DILocalVariable(name: "counter", arg: 1, scope: !2, file: !3, line: 2, type: !6)
!37 = !DILocalVariable(name: "hits", arg: 2, scope: !2, file: !3, line: 2, type: !8)
!38 = !DILocalVariable(name: "maxv", arg: 3, scope: !2, file: !3, line: 3, type: !12)
!39 = !DILocalVariable(name: "in", arg: 4, scope: !2, file: !3, line: 3, type: !16)
!40 = !DILocalVariable(name: "gid", scope: !2, file: !3, line: 5, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !14, line: 142, baseType: !42)
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 6, type: !41)
!44 = !DILocalVariable(name: "v", scope: !2, file: !3, line: 12, type: !13)
!45 = !DILocalVariable(name: "prev", scope: !2, file: !3, line: 15, type: !7)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 7, !"frame-pointer", i32 2}
!50 = !{i32 2, i32 0}
!51 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!52 = !{i32 1, i32 1, i32 1, i32 1}
!53 = !{!"none", !"none", !"none", !"none"}
!54 = !{!"int*", !"atomic_int*", !"uint*", !"uint*"}
!55 = !{!"int*", !"_Atomic(int)*", !"uint*", !"uint*"}
!56 = !{!"", !"volatile", !"", !"const"}
!57 = !DILocation(line: 0, scope: !2)
!58 = !DILocation(line: 5, column: 16, scope: !2)
!59 = !DILocation(line: 6, column: 16, scope: !2)
!60 = !DILocation(line: 8, column: 11, scope: !61)
!61 = distinct !DILexicalBlock(scope: !2, file: !3, line: 8, column: 7)
!62 = !DILocation(line: 8, column: 7, scope: !2)
!63 = !DILocation(line: 9, column: 17, scope: !61)
!64 = !{!65, !65, i64 0}
!65 = !{!"int", !66, i64 0}
!66 = !{!"omnipotent char", !67, i64 0}
!67 = !{!"Simple C/C++ TBAA"}
!68 = !DILocation(line: 9, column: 5, scope: !61)
!69 = !DILocation(line: 10, column: 3, scope: !2)
!70 = !DILocation(line: 12, column: 12, scope: !2)
!71 = !DILocation(line: 13, column: 3, scope: !2)
!72 = !DILocation(line: 14, column: 3, scope: !2)
!73 = !DILocation(line: 15, column: 40, scope: !2)
!74 = !DILocation(line: 15, column: 14, scope: !2)
!75 = !DILocation(line: 17, column: 3, scope: !2)
!76 = !DILocation(line: 19, column: 7, scope: !2)
!77 = !DILocation(line: 20, column: 25, scope: !78)
!78 = distinct !DILexicalBlock(scope: !2, file: !3, line: 19, column: 7)
!79 = !DILocation(line: 20, column: 5, scope: !78)
!80 = !DILocation(line: 21, column: 1, scope: !2)
!81 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 5, type: !82, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !83)
!83 = !{!42, !15}
!84 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !3, file: !3, line: 6, type: !82, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !3, file: !3, line: 10, type: !86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !87)
!87 = !{null, !88}
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !14, line: 372, baseType: !13)
!89 = !DISubprogram(name: "atomic_inc", linkageName: "_Z10atomic_incPU3AS3Vi", scope: !3, file: !3, line: 13, type: !90, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !91)
!91 = !{!7, !92}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64, dwarfAddressSpace: 3)
!93 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !7)
!94 = !DISubprogram(name: "atomic_max", linkageName: "_Z10atomic_maxPU3AS1Vjj", scope: !3, file: !3, line: 14, type: !95, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!95 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !96)
!96 = !{!15, !97, !15}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64, dwarfAddressSpace: 1)
!98 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !15)
!99 = !DISubprogram(name: "atomic_fetch_add_explicit", linkageName: "_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope", scope: !3, file: !3, line: 15, type: !100, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !101)
!101 = !{!7, !102, !7, !20, !27}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64, dwarfAddressSpace: 4)
!103 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !11)
!104 = !DISubprogram(name: "atomic_add", linkageName: "_Z10atomic_addPU3AS1Vii", scope: !3, file: !3, line: 20, type: !105, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !106)
!106 = !{!7, !107, !7}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64, dwarfAddressSpace: 1)
