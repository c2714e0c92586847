; Pins allocas as entry-block OpVariable Function + OpBitcast to the canonical uchar pointer, legacy atomics on __local/__global int (Device scope, SeqCst|storage semantics, cmpxchg Value before Comparator), C11 atomic_fetch_add_explicit on a generic pointer, and barrier(CLK_LOCAL_MEM_FENCE).
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
; CHECK:      [[LIDVAR:%[0-9]+]] = OpVariable %_ptr_Function_ulong Function
; CHECK:      [[LIDADDR:%[0-9]+]] = OpBitcast %_ptr_Function_uchar [[LIDVAR]]
; CHECK:      [[LIDS:%[0-9]+]] = OpLoad %v3ulong %__spirv_BuiltInLocalInvocationId
; CHECK-NEXT: [[LID:%[0-9]+]] = OpCompositeExtract %ulong [[LIDS]] 0
; CHECK-NEXT: [[LIDP:%[0-9]+]] = OpBitcast %_ptr_Function_ulong [[LIDADDR]]
; CHECK-NEXT: OpStore [[LIDP]] [[LID]] Aligned 8
; CHECK:      OpControlBarrier %uint_2 %uint_2 %uint_272
; CHECK:      OpAtomicSMax %uint {{%[0-9]+}} %uint_1 %uint_272 {{%[0-9]+}}
; CHECK:      OpAtomicCompareExchange %uint {{%[0-9]+}} %uint_1 %uint_272 %uint_272 %uint_0 %uint_1000
; CHECK:      OpAtomicCompareExchange %uint {{%[0-9]+}} %uint_1 %uint_528 %uint_528 %uint_1 %uint_0
; CHECK:      OpAtomicExchange %uint {{%[0-9]+}} %uint_1 %uint_528 %uint_0
; CHECK:      OpAtomicIAdd %uint {{%[0-9]+}} %uint_1 %uint_768 {{%[0-9]+}}
; CHECK:      OpAtomicIAdd %uint {{%[0-9]+}} %uint_2 %uint_784 %uint_1
; ModuleID = 'lit-tests/codegen/Inputs/atomics_global_local.cl'
source_filename = "lit-tests/codegen/Inputs/atomics_global_local.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@atomics_global_local.lsum = internal addrspace(3) global i32 undef, align 4, !dbg !0
@atomics_global_local.lmax = internal addrspace(3) global i32 undef, align 4, !dbg !32
@atomics_global_local.lcount = internal addrspace(3) global i32 undef, align 4, !dbg !34

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @atomics_global_local(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5) #0 !dbg !2 !kernel_arg_addr_space !43 !kernel_arg_access_qual !44 !kernel_arg_type !45 !kernel_arg_base_type !46 !kernel_arg_type_qual !47 {
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
    #dbg_declare(ptr %7, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  store ptr addrspace(1) %1, ptr %8, align 8
    #dbg_declare(ptr %8, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  store ptr addrspace(1) %2, ptr %9, align 8
    #dbg_declare(ptr %9, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  store ptr addrspace(1) %3, ptr %10, align 8
    #dbg_declare(ptr %10, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  store ptr addrspace(1) %4, ptr %11, align 8
    #dbg_declare(ptr %11, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  store ptr addrspace(1) %5, ptr %12, align 8
    #dbg_declare(ptr %12, !58, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_declare(ptr %13, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
  %16 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !64
  store i64 %16, ptr %13, align 8, !dbg !63
    #dbg_declare(ptr %14, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
  %17 = load ptr addrspace(1), ptr %12, align 8, !dbg !67
  %18 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !68
  %19 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %18, !dbg !67
  %20 = load i32, ptr addrspace(1) %19, align 4, !dbg !67
  store i32 %20, ptr %14, align 4, !dbg !66
  %21 = load i64, ptr %13, align 8, !dbg !69
  %22 = icmp eq i64 %21, 0, !dbg !71
  br i1 %22, label %23, label %24, !dbg !72

23:                                               ; preds = %6
  store i32 0, ptr addrspace(3) @atomics_global_local.lsum, align 4, !dbg !73
  store i32 -2147483648, ptr addrspace(3) @atomics_global_local.lmax, align 4, !dbg !75
  store i32 0, ptr addrspace(3) @atomics_global_local.lcount, align 4, !dbg !76
  br label %24, !dbg !77

24:                                               ; preds = %23, %6
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !78
  %25 = load i32, ptr %14, align 4, !dbg !79
  %26 = call spir_func i32 @_Z10atomic_addPU3AS3Vii(ptr addrspace(3) noundef @atomics_global_local.lsum, i32 noundef %25) #4, !dbg !80
  %27 = load i32, ptr %14, align 4, !dbg !81
  %28 = call spir_func i32 @_Z10atomic_maxPU3AS3Vii(ptr addrspace(3) noundef @atomics_global_local.lmax, i32 noundef %27) #4, !dbg !82
  %29 = call spir_func i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef @atomics_global_local.lcount) #4, !dbg !83
    #dbg_declare(ptr %15, !84, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !85)
  %30 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS3Viii(ptr addrspace(3) noundef @atomics_global_local.lcount, i32 noundef 1000, i32 noundef 0) #4, !dbg !86
  store i32 %30, ptr %15, align 4, !dbg !85
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !87
  %31 = load i64, ptr %13, align 8, !dbg !88
  %32 = icmp eq i64 %31, 0, !dbg !90
  br i1 %32, label %33, label %50, !dbg !91

33:                                               ; preds = %24
  %34 = load ptr addrspace(1), ptr %7, align 8, !dbg !92
  %35 = load i32, ptr addrspace(3) @atomics_global_local.lsum, align 4, !dbg !94
  %36 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %34, i32 noundef %35) #4, !dbg !95
  %37 = load ptr addrspace(1), ptr %8, align 8, !dbg !96
  %38 = load i32, ptr addrspace(3) @atomics_global_local.lmax, align 4, !dbg !97
  %39 = call spir_func i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) noundef %37, i32 noundef %38) #4, !dbg !98
  %40 = load ptr addrspace(1), ptr %10, align 8, !dbg !99
  %41 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %40) #4, !dbg !100
  br label %42, !dbg !101

42:                                               ; preds = %46, %33
  %43 = load ptr addrspace(1), ptr %9, align 8, !dbg !102
  %44 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %43, i32 noundef 0, i32 noundef 1) #4, !dbg !103
  %45 = icmp ne i32 %44, 0, !dbg !104
  br i1 %45, label %46, label %47, !dbg !101

46:                                               ; preds = %42
  br label %42, !dbg !101, !llvm.loop !105

47:                                               ; preds = %42
  %48 = load ptr addrspace(1), ptr %9, align 8, !dbg !107
  %49 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1) noundef %48, i32 noundef 0) #4, !dbg !108
  br label %50, !dbg !109

50:                                               ; preds = %47, %24
  %51 = load ptr addrspace(1), ptr %11, align 8, !dbg !110
  %52 = addrspacecast ptr addrspace(1) %51 to ptr addrspace(4), !dbg !110
  %53 = load i32, ptr %15, align 4, !dbg !111
  %54 = add nsw i32 %53, 1, !dbg !112
  %55 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4) noundef %52, i32 noundef %54, i32 noundef 0) #4, !dbg !113
  %56 = load ptr addrspace(1), ptr %11, align 8, !dbg !114
  %57 = addrspacecast ptr addrspace(1) %56 to ptr addrspace(4), !dbg !114
  %58 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef %57, i32 noundef 1, i32 noundef 5, i32 noundef 1) #4, !dbg !115
  ret void, !dbg !116
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS3Vii(ptr addrspace(3) noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_maxPU3AS3Vii(ptr addrspace(3) noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS3Viii(ptr addrspace(3) noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4) noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!13}
!llvm.module.flags = !{!37, !38, !39, !40}
!opencl.ocl.version = !{!41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "lsum", scope: !2, file: !3, line: 7, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "atomics_global_local", scope: !3, file: !3, line: 3, type: !4, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !13, retainedNodes: !36)
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
!13 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !14, globals: !31, splitDebugInlining: false, nameTableKind: None)
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
!36 = !{}
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 7, !"frame-pointer", i32 2}
!41 = !{i32 2, i32 0}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!44 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!45 = !{!"int*", !"int*", !"int*", !"int*", !"atomic_int*", !"int*"}
!46 = !{!"int*", !"int*", !"int*", !"int*", !"_Atomic(int)*", !"int*"}
!47 = !{!"", !"", !"", !"", !"", !"const"}
!48 = !DILocalVariable(name: "gsum", arg: 1, scope: !2, file: !3, line: 3, type: !6)
!49 = !DILocation(line: 3, column: 50, scope: !2)
!50 = !DILocalVariable(name: "gmax", arg: 2, scope: !2, file: !3, line: 3, type: !6)
!51 = !DILocation(line: 3, column: 70, scope: !2)
!52 = !DILocalVariable(name: "glock", arg: 3, scope: !2, file: !3, line: 4, type: !6)
!53 = !DILocation(line: 4, column: 50, scope: !2)
!54 = !DILocalVariable(name: "gcount", arg: 4, scope: !2, file: !3, line: 4, type: !6)
!55 = !DILocation(line: 4, column: 71, scope: !2)
!56 = !DILocalVariable(name: "ahits", arg: 5, scope: !2, file: !3, line: 5, type: !8)
!57 = !DILocation(line: 5, column: 57, scope: !2)
!58 = !DILocalVariable(name: "in", arg: 6, scope: !2, file: !3, line: 6, type: !11)
!59 = !DILocation(line: 6, column: 56, scope: !2)
!60 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 10, type: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !16, line: 142, baseType: !62)
!62 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!63 = !DILocation(line: 10, column: 10, scope: !2)
!64 = !DILocation(line: 10, column: 16, scope: !2)
!65 = !DILocalVariable(name: "v", scope: !2, file: !3, line: 11, type: !7)
!66 = !DILocation(line: 11, column: 7, scope: !2)
!67 = !DILocation(line: 11, column: 11, scope: !2)
!68 = !DILocation(line: 11, column: 14, scope: !2)
!69 = !DILocation(line: 12, column: 7, scope: !70)
!70 = distinct !DILexicalBlock(scope: !2, file: !3, line: 12, column: 7)
!71 = !DILocation(line: 12, column: 11, scope: !70)
!72 = !DILocation(line: 12, column: 7, scope: !2)
!73 = !DILocation(line: 13, column: 10, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !3, line: 12, column: 17)
!75 = !DILocation(line: 14, column: 10, scope: !74)
!76 = !DILocation(line: 15, column: 12, scope: !74)
!77 = !DILocation(line: 16, column: 3, scope: !74)
!78 = !DILocation(line: 17, column: 3, scope: !2)
!79 = !DILocation(line: 19, column: 21, scope: !2)
!80 = !DILocation(line: 19, column: 3, scope: !2)
!81 = !DILocation(line: 20, column: 21, scope: !2)
!82 = !DILocation(line: 20, column: 3, scope: !2)
!83 = !DILocation(line: 21, column: 3, scope: !2)
!84 = !DILocalVariable(name: "old", scope: !2, file: !3, line: 22, type: !7)
!85 = !DILocation(line: 22, column: 7, scope: !2)
!86 = !DILocation(line: 22, column: 13, scope: !2)
!87 = !DILocation(line: 23, column: 3, scope: !2)
!88 = !DILocation(line: 25, column: 7, scope: !89)
!89 = distinct !DILexicalBlock(scope: !2, file: !3, line: 25, column: 7)
!90 = !DILocation(line: 25, column: 11, scope: !89)
!91 = !DILocation(line: 25, column: 7, scope: !2)
!92 = !DILocation(line: 26, column: 16, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !3, line: 25, column: 17)
!94 = !DILocation(line: 26, column: 22, scope: !93)
!95 = !DILocation(line: 26, column: 5, scope: !93)
!96 = !DILocation(line: 27, column: 16, scope: !93)
!97 = !DILocation(line: 27, column: 22, scope: !93)
!98 = !DILocation(line: 27, column: 5, scope: !93)
!99 = !DILocation(line: 28, column: 16, scope: !93)
!100 = !DILocation(line: 28, column: 5, scope: !93)
!101 = !DILocation(line: 29, column: 5, scope: !93)
!102 = !DILocation(line: 29, column: 27, scope: !93)
!103 = !DILocation(line: 29, column: 12, scope: !93)
!104 = !DILocation(line: 29, column: 40, scope: !93)
!105 = distinct !{!105, !101, !106}
!106 = !DILocation(line: 30, column: 7, scope: !93)
!107 = !DILocation(line: 31, column: 17, scope: !93)
!108 = !DILocation(line: 31, column: 5, scope: !93)
!109 = !DILocation(line: 32, column: 3, scope: !93)
!110 = !DILocation(line: 33, column: 29, scope: !2)
!111 = !DILocation(line: 33, column: 36, scope: !2)
!112 = !DILocation(line: 33, column: 40, scope: !2)
!113 = !DILocation(line: 33, column: 3, scope: !2)
!114 = !DILocation(line: 34, column: 29, scope: !2)
!115 = !DILocation(line: 34, column: 3, scope: !2)
!116 = !DILocation(line: 36, column: 1, scope: !2)
