; Atomics at -O0: memory_order/memory_scope enums from the OpenCL header, the volatile atomic_int (DW_TAG_atomic_type) parameter, and a function-scope __local variable as a local-to-kernel global in address space 3.
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
; CHECK: {{^}}; 79 nodes (77 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_OpenCL,{{.*}} emissionKind: FullDebug, enums: {!2, !10},{{.*}} globals: {!16},
; CHECK: {{^}}!2 = DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order",{{.*}} file: !3, line: 422, baseType: [[UINT:![0-9]+]], size: 32,{{.*}} elements: {!5, !6, !7, !8, !9},
; CHECK: {{^}}!5 = DIEnumerator(name: "memory_order_relaxed", value: 0, isUnsigned: false){{$}}
; CHECK-NEXT: {{^}}!6 = DIEnumerator(name: "memory_order_acquire", value: 2, isUnsigned: false){{$}}
; CHECK: {{^}}!10 = DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_scope",{{.*}} line: 388, baseType: [[UINT]], size: 32,{{.*}} elements: {!11, !12, !13, !14, !15},
; CHECK: {{^}}!13 = DIEnumerator(name: "memory_scope_device", value: 2, isUnsigned: false){{$}}
; CHECK: {{^}}!16 = DIGlobalVariableExpression(var: !17, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef)){{$}}
; CHECK-NEXT: {{^}}!17 = distinct DIGlobalVariable(name: "local_count", scope: [[KERNEL:![0-9]+]],{{.*}} file: !1, line: 4, type: [[INT:![0-9]+]], isLocal: true, isDefinition: true,
; CHECK-NEXT: {{^}}[[KERNEL]] = distinct DISubprogram(scope: !1, name: "atomics",{{.*}} line: 2, type: !19, scopeLine: 3,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0,
; CHECK-NEXT: {{^}}!19 = DISubroutineType(flags: DIFlagZero, cc: 199, types: {null, !20, !22, !26, !28}){{$}}
; CHECK: {{^}}!22 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: !23, size: 64,{{.*}} dwarfAddressSpace: 1,
; CHECK-NEXT: {{^}}!23 = DIDerivedType(tag: DW_TAG_volatile_type,{{.*}} baseType: !24,
; CHECK-NEXT: {{^}}!24 = DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int",{{.*}} file: !1, line: 0, baseType: !25,
; CHECK-NEXT: {{^}}!25 = DIDerivedType(tag: DW_TAG_atomic_type,{{.*}} baseType: [[INT]],
; CHECK: {{^}}!35 = DILocalVariable(name: "hits", arg: 2, scope: [[KERNEL]],{{.*}} line: 2, type: !22,
; CHECK: {{^}}global @atomics.local_count !dbg !16{{$}}
; CHECK-NEXT: {{^}}function @atomics subprogram [[KERNEL]]: 5 blocks, 55 instructions, 43 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%6, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !34{{$}}
; ModuleID = 'lit-tests/di/Inputs/atomics.cl'
source_filename = "lit-tests/di/Inputs/atomics.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@atomics.local_count = internal addrspace(3) global i32 undef, align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @atomics(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #0 !dbg !2 !kernel_arg_addr_space !42 !kernel_arg_access_qual !43 !kernel_arg_type !44 !kernel_arg_base_type !45 !kernel_arg_type_qual !46 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
    #dbg_declare(ptr %5, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !48)
  store ptr addrspace(1) %1, ptr %6, align 8
    #dbg_declare(ptr %6, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  store ptr addrspace(1) %2, ptr %7, align 8
    #dbg_declare(ptr %7, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
  store ptr addrspace(1) %3, ptr %8, align 8
    #dbg_declare(ptr %8, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
    #dbg_declare(ptr %9, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !59
  store i64 %13, ptr %9, align 8, !dbg !58
    #dbg_declare(ptr %10, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %14 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !62
  store i64 %14, ptr %10, align 8, !dbg !61
  %15 = load i64, ptr %10, align 8, !dbg !63
  %16 = icmp eq i64 %15, 0, !dbg !65
  br i1 %16, label %17, label %18, !dbg !66

17:                                               ; preds = %4
  store i32 0, ptr addrspace(3) @atomics.local_count, align 4, !dbg !67
  br label %18, !dbg !68

18:                                               ; preds = %17, %4
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !69
    #dbg_declare(ptr %11, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  %19 = load ptr addrspace(1), ptr %8, align 8, !dbg !72
  %20 = load i64, ptr %9, align 8, !dbg !73
  %21 = getelementptr inbounds i32, ptr addrspace(1) %19, i64 %20, !dbg !72
  %22 = load i32, ptr addrspace(1) %21, align 4, !dbg !72
  store i32 %22, ptr %11, align 4, !dbg !71
  %23 = call spir_func i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef @atomics.local_count) #4, !dbg !74
  %24 = load ptr addrspace(1), ptr %7, align 8, !dbg !75
  %25 = load i32, ptr %11, align 4, !dbg !76
  %26 = call spir_func i32 @_Z10atomic_maxPU3AS1Vjj(ptr addrspace(1) noundef %24, i32 noundef %25) #4, !dbg !77
    #dbg_declare(ptr %12, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !79)
  %27 = load ptr addrspace(1), ptr %6, align 8, !dbg !80
  %28 = addrspacecast ptr addrspace(1) %27 to ptr addrspace(4), !dbg !80
  %29 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef %28, i32 noundef 1, i32 noundef 0, i32 noundef 2) #4, !dbg !81
  store i32 %29, ptr %12, align 4, !dbg !79
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !82
  %30 = load i64, ptr %10, align 8, !dbg !83
  %31 = icmp eq i64 %30, 0, !dbg !85
  br i1 %31, label %32, label %39, !dbg !86

32:                                               ; preds = %18
  %33 = load ptr addrspace(1), ptr %5, align 8, !dbg !87
  %34 = load i32, ptr addrspace(3) @atomics.local_count, align 4, !dbg !88
  %35 = load i32, ptr %12, align 4, !dbg !89
  %36 = and i32 %35, 0, !dbg !90
  %37 = add nsw i32 %34, %36, !dbg !91
  %38 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %33, i32 noundef %37) #4, !dbg !92
  br label %39, !dbg !92

39:                                               ; preds = %32, %18
  ret void, !dbg !93
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_maxPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!36, !37, !38, !39}
!opencl.ocl.version = !{!40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "local_count", scope: !2, file: !3, line: 4, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "atomics", scope: !3, file: !3, line: 2, type: !4, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !18, retainedNodes: !35)
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
!18 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !19, globals: !34, splitDebugInlining: false, nameTableKind: None)
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
!35 = !{}
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 7, !"frame-pointer", i32 2}
!40 = !{i32 2, i32 0}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = !{i32 1, i32 1, i32 1, i32 1}
!43 = !{!"none", !"none", !"none", !"none"}
!44 = !{!"int*", !"atomic_int*", !"uint*", !"uint*"}
!45 = !{!"int*", !"_Atomic(int)*", !"uint*", !"uint*"}
!46 = !{!"", !"volatile", !"", !"const"}
!47 = !DILocalVariable(name: "counter", arg: 1, scope: !2, file: !3, line: 2, type: !6)
!48 = !DILocation(line: 2, column: 37, scope: !2)
!49 = !DILocalVariable(name: "hits", arg: 2, scope: !2, file: !3, line: 2, type: !8)
!50 = !DILocation(line: 2, column: 76, scope: !2)
!51 = !DILocalVariable(name: "maxv", arg: 3, scope: !2, file: !3, line: 3, type: !12)
!52 = !DILocation(line: 3, column: 38, scope: !2)
!53 = !DILocalVariable(name: "in", arg: 4, scope: !2, file: !3, line: 3, type: !16)
!54 = !DILocation(line: 3, column: 65, scope: !2)
!55 = !DILocalVariable(name: "gid", scope: !2, file: !3, line: 5, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !14, line: 142, baseType: !57)
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = !DILocation(line: 5, column: 10, scope: !2)
!59 = !DILocation(line: 5, column: 16, scope: !2)
!60 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 6, type: !56)
!61 = !DILocation(line: 6, column: 10, scope: !2)
!62 = !DILocation(line: 6, column: 16, scope: !2)
!63 = !DILocation(line: 8, column: 7, scope: !64)
!64 = distinct !DILexicalBlock(scope: !2, file: !3, line: 8, column: 7)
!65 = !DILocation(line: 8, column: 11, scope: !64)
!66 = !DILocation(line: 8, column: 7, scope: !2)
!67 = !DILocation(line: 9, column: 17, scope: !64)
!68 = !DILocation(line: 9, column: 5, scope: !64)
!69 = !DILocation(line: 10, column: 3, scope: !2)
!70 = !DILocalVariable(name: "v", scope: !2, file: !3, line: 12, type: !13)
!71 = !DILocation(line: 12, column: 8, scope: !2)
!72 = !DILocation(line: 12, column: 12, scope: !2)
!73 = !DILocation(line: 12, column: 15, scope: !2)
!74 = !DILocation(line: 13, column: 3, scope: !2)
!75 = !DILocation(line: 14, column: 14, scope: !2)
!76 = !DILocation(line: 14, column: 20, scope: !2)
!77 = !DILocation(line: 14, column: 3, scope: !2)
!78 = !DILocalVariable(name: "prev", scope: !2, file: !3, line: 15, type: !7)
!79 = !DILocation(line: 15, column: 7, scope: !2)
!80 = !DILocation(line: 15, column: 40, scope: !2)
!81 = !DILocation(line: 15, column: 14, scope: !2)
!82 = !DILocation(line: 17, column: 3, scope: !2)
!83 = !DILocation(line: 19, column: 7, scope: !84)
!84 = distinct !DILexicalBlock(scope: !2, file: !3, line: 19, column: 7)
!85 = !DILocation(line: 19, column: 11, scope: !84)
!86 = !DILocation(line: 19, column: 7, scope: !2)
!87 = !DILocation(line: 20, column: 16, scope: !84)
!88 = !DILocation(line: 20, column: 25, scope: !84)
!89 = !DILocation(line: 20, column: 40, scope: !84)
!90 = !DILocation(line: 20, column: 45, scope: !84)
!91 = !DILocation(line: 20, column: 37, scope: !84)
!92 = !DILocation(line: 20, column: 5, scope: !84)
!93 = !DILocation(line: 21, column: 1, scope: !2)
