; Pins unoptimized generic pointers: the private array initializer as OpCopyMemorySized from the UniformConstant __const global, __global/__local/private pointers passed to generic helpers via OpPtrCastToGeneric, a phi of a constant-expression addrspacecast materialized in its predecessor block, to_global/to_local as OpGenericCastToPtrExplicit, the explicit (__global int *) cast as OpGenericCastToPtr, and null checks via OpConvertPtrToU.
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
; CHECK:      [[INIT:%[0-9]+]] = OpBitcast %_ptr_UniformConstant_uchar %__const_generic_pointers_priv
; CHECK-NEXT: OpCopyMemorySized {{%[0-9]+}} [[INIT]] %ulong_12
; CHECK:      OpControlBarrier %uint_2 %uint_2 %uint_272
; CHECK:      [[G:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uchar
; CHECK-NEXT: OpFunctionCall %uint %sum3 [[G]]
; CHECK:      [[L:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uchar
; CHECK-NEXT: OpFunctionCall %uint %sum3 [[L]]
; CHECK:      OpBranchConditional {{%[0-9]+}} [[ODD:%[0-9]+]] [[EVEN:%[0-9]+]]
; CHECK-NEXT: [[EVEN]] = OpLabel
; CHECK:      [[LCAST:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uchar
; CHECK-NEXT: OpBranch [[JOIN:%[0-9]+]]
; CHECK:      [[JOIN]] = OpLabel
; CHECK-NEXT: OpPhi %_ptr_Generic_uchar {{%[0-9]+}} [[ODD]] [[LCAST]] [[EVEN]]
; CHECK:      OpGenericCastToPtrExplicit %_ptr_CrossWorkgroup_uchar {{%[0-9]+}} CrossWorkgroup
; CHECK:      OpGenericCastToPtr %_ptr_CrossWorkgroup_uchar
; ModuleID = 'lit-tests/codegen/Inputs/generic_pointers.cl'
source_filename = "lit-tests/codegen/Inputs/generic_pointers.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@generic_pointers.l = internal addrspace(3) global [4 x i32] undef, align 4, !dbg !0
@__const.generic_pointers.priv = private unnamed_addr addrspace(2) constant [3 x i32] [i32 1, i32 2, i32 3], align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @generic_pointers(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !2 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca [3 x i32], align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr addrspace(4), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(3), align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
    #dbg_declare(ptr %5, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  call void @llvm.memcpy.p0.p2.i64(ptr align 4 %5, ptr addrspace(2) align 4 @__const.generic_pointers.priv, i64 12, i1 false), !dbg !34
    #dbg_declare(ptr %6, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %13 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5, !dbg !40
  store i64 %13, ptr %6, align 8, !dbg !39
  %14 = load i64, ptr %6, align 8, !dbg !41
  %15 = icmp ult i64 %14, 4, !dbg !43
  br i1 %15, label %16, label %23, !dbg !44

16:                                               ; preds = %2
  %17 = load ptr addrspace(1), ptr %3, align 8, !dbg !45
  %18 = load i64, ptr %6, align 8, !dbg !46
  %19 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %18, !dbg !45
  %20 = load i32, ptr addrspace(1) %19, align 4, !dbg !45
  %21 = load i64, ptr %6, align 8, !dbg !47
  %22 = getelementptr inbounds [4 x i32], ptr addrspace(3) @generic_pointers.l, i64 0, i64 %21, !dbg !48
  store i32 %20, ptr addrspace(3) %22, align 4, !dbg !49
  br label %23, !dbg !48

23:                                               ; preds = %16, %2
  call spir_func void @_Z7barrierj(i32 noundef 1) #6, !dbg !50
    #dbg_declare(ptr %7, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
  %24 = load ptr addrspace(1), ptr %3, align 8, !dbg !53
  %25 = addrspacecast ptr addrspace(1) %24 to ptr addrspace(4), !dbg !53
  %26 = call spir_func i32 @sum3(ptr addrspace(4) noundef %25) #6, !dbg !54
  %27 = call spir_func i32 @sum3(ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @generic_pointers.l to ptr addrspace(4))) #6, !dbg !55
  %28 = add nsw i32 %26, %27, !dbg !56
  %29 = getelementptr inbounds [3 x i32], ptr %5, i64 0, i64 0, !dbg !57
  %30 = addrspacecast ptr %29 to ptr addrspace(4), !dbg !57
  %31 = call spir_func i32 @sum3(ptr addrspace(4) noundef %30) #6, !dbg !58
  %32 = add nsw i32 %28, %31, !dbg !59
  store i32 %32, ptr %7, align 4, !dbg !52
  %33 = load ptr addrspace(1), ptr %3, align 8, !dbg !60
  %34 = getelementptr inbounds i32, ptr addrspace(1) %33, i64 1, !dbg !60
  %35 = addrspacecast ptr addrspace(1) %34 to ptr addrspace(4), !dbg !61
  %36 = load i32, ptr %7, align 4, !dbg !62
  call spir_func void @bump(ptr addrspace(4) noundef %35, i32 noundef %36) #6, !dbg !63
  %37 = getelementptr inbounds [3 x i32], ptr %5, i64 0, i64 0, !dbg !64
  %38 = addrspacecast ptr %37 to ptr addrspace(4), !dbg !65
  call spir_func void @bump(ptr addrspace(4) noundef %38, i32 noundef 1) #6, !dbg !66
    #dbg_declare(ptr %8, !67, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  %39 = load i64, ptr %6, align 8, !dbg !69
  %40 = and i64 %39, 1, !dbg !70
  %41 = icmp ne i64 %40, 0, !dbg !70
  br i1 %41, label %42, label %45, !dbg !71

42:                                               ; preds = %23
  %43 = load ptr addrspace(1), ptr %3, align 8, !dbg !72
  %44 = addrspacecast ptr addrspace(1) %43 to ptr addrspace(4), !dbg !73
  br label %46, !dbg !71

45:                                               ; preds = %23
  br label %46, !dbg !71

46:                                               ; preds = %45, %42
  %47 = phi ptr addrspace(4) [ %44, %42 ], [ addrspacecast (ptr addrspace(3) @generic_pointers.l to ptr addrspace(4)), %45 ], !dbg !71
  store ptr addrspace(4) %47, ptr %8, align 8, !dbg !68
    #dbg_declare(ptr %9, !74, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
  %48 = load ptr addrspace(4), ptr %8, align 8, !dbg !76
  %49 = call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %48), !dbg !76
  store ptr addrspace(1) %49, ptr %9, align 8, !dbg !75
    #dbg_declare(ptr %10, !77, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !79)
  %50 = load ptr addrspace(4), ptr %8, align 8, !dbg !80
  %51 = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %50), !dbg !80
  store ptr addrspace(3) %51, ptr %10, align 8, !dbg !79
    #dbg_declare(ptr %11, !81, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !82)
  %52 = load ptr addrspace(1), ptr %9, align 8, !dbg !83
  %53 = icmp ne ptr addrspace(1) %52, null, !dbg !83
  br i1 %53, label %54, label %55, !dbg !83

54:                                               ; preds = %46
  br label %60, !dbg !83

55:                                               ; preds = %46
  %56 = load ptr addrspace(3), ptr %10, align 8, !dbg !84
  %57 = icmp ne ptr addrspace(3) %56, null, !dbg !84
  %58 = zext i1 %57 to i64, !dbg !84
  %59 = select i1 %57, i32 2, i32 0, !dbg !84
  br label %60, !dbg !83

60:                                               ; preds = %55, %54
  %61 = phi i32 [ 1, %54 ], [ %59, %55 ], !dbg !83
  store i32 %61, ptr %11, align 4, !dbg !82
    #dbg_declare(ptr %12, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
  %62 = load ptr addrspace(1), ptr %3, align 8, !dbg !87
  %63 = addrspacecast ptr addrspace(1) %62 to ptr addrspace(4), !dbg !88
  %64 = addrspacecast ptr addrspace(4) %63 to ptr addrspace(1), !dbg !89
  store ptr addrspace(1) %64, ptr %12, align 8, !dbg !86
  %65 = load i32, ptr %7, align 4, !dbg !90
  %66 = load i32, ptr %11, align 4, !dbg !91
  %67 = add nsw i32 %65, %66, !dbg !92
  %68 = load ptr addrspace(1), ptr %12, align 8, !dbg !93
  %69 = load i32, ptr addrspace(1) %68, align 4, !dbg !94
  %70 = add nsw i32 %67, %69, !dbg !95
  %71 = getelementptr inbounds [3 x i32], ptr %5, i64 0, i64 0, !dbg !96
  %72 = load i32, ptr %71, align 4, !dbg !96
  %73 = add nsw i32 %70, %72, !dbg !97
  %74 = load ptr addrspace(1), ptr %4, align 8, !dbg !98
  %75 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !99
  %76 = getelementptr inbounds i32, ptr addrspace(1) %74, i64 %75, !dbg !98
  store i32 %73, ptr addrspace(1) %76, align 4, !dbg !100
  ret void, !dbg !101
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p2.i64(ptr noalias nocapture writeonly, ptr addrspace(2) noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @sum3(ptr addrspace(4) noundef %0) #4 !dbg !102 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !105, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !106)
  %3 = load ptr addrspace(4), ptr %2, align 8, !dbg !107
  %4 = getelementptr inbounds i32, ptr addrspace(4) %3, i64 0, !dbg !107
  %5 = load i32, ptr addrspace(4) %4, align 4, !dbg !107
  %6 = load ptr addrspace(4), ptr %2, align 8, !dbg !108
  %7 = getelementptr inbounds i32, ptr addrspace(4) %6, i64 1, !dbg !108
  %8 = load i32, ptr addrspace(4) %7, align 4, !dbg !108
  %9 = add nsw i32 %5, %8, !dbg !109
  %10 = load ptr addrspace(4), ptr %2, align 8, !dbg !110
  %11 = getelementptr inbounds i32, ptr addrspace(4) %10, i64 2, !dbg !110
  %12 = load i32, ptr addrspace(4) %11, align 4, !dbg !110
  %13 = add nsw i32 %9, %12, !dbg !111
  ret i32 %13, !dbg !112
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func void @bump(ptr addrspace(4) noundef %0, i32 noundef %1) #4 !dbg !113 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !116, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !117)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !118, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !119)
  %5 = load i32, ptr %4, align 4, !dbg !120
  %6 = load ptr addrspace(4), ptr %3, align 8, !dbg !121
  %7 = load i32, ptr addrspace(4) %6, align 4, !dbg !122
  %8 = add nsw i32 %7, %5, !dbg !122
  store i32 %8, ptr addrspace(4) %6, align 4, !dbg !122
  ret void, !dbg !123
}

declare spir_func ptr addrspace(1) @__to_global(ptr addrspace(4))

declare spir_func ptr addrspace(3) @__to_local(ptr addrspace(4))

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!16, !17, !18, !19}
!opencl.ocl.version = !{!20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "l", scope: !2, file: !3, line: 12, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "generic_pointers", scope: !3, file: !3, line: 11, type: !4, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8, retainedNodes: !12)
!3 = !DIFile(filename: "lit-tests/codegen/Inputs/generic_pointers.cl", directory: ".", checksumkind: CSK_MD5, checksum: "5e3a075e75513f8dcd80ba06165f967f")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !6}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !9, globals: !11, splitDebugInlining: false, nameTableKind: None)
!9 = !{!10, !6}
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 4)
!11 = !{!0}
!12 = !{}
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 4)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{i32 2, i32 0}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = !{i32 1, i32 1}
!23 = !{!"none", !"none"}
!24 = !{!"int*", !"int*"}
!25 = !{!"", !""}
!26 = !DILocalVariable(name: "g", arg: 1, scope: !2, file: !3, line: 11, type: !6)
!27 = !DILocation(line: 11, column: 46, scope: !2)
!28 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 11, type: !6)
!29 = !DILocation(line: 11, column: 63, scope: !2)
!30 = !DILocalVariable(name: "priv", scope: !2, file: !3, line: 13, type: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 96, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 3)
!34 = !DILocation(line: 13, column: 7, scope: !2)
!35 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 14, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !37, line: 142, baseType: !38)
!37 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!38 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!39 = !DILocation(line: 14, column: 10, scope: !2)
!40 = !DILocation(line: 14, column: 16, scope: !2)
!41 = !DILocation(line: 15, column: 7, scope: !42)
!42 = distinct !DILexicalBlock(scope: !2, file: !3, line: 15, column: 7)
!43 = !DILocation(line: 15, column: 11, scope: !42)
!44 = !DILocation(line: 15, column: 7, scope: !2)
!45 = !DILocation(line: 16, column: 14, scope: !42)
!46 = !DILocation(line: 16, column: 16, scope: !42)
!47 = !DILocation(line: 16, column: 7, scope: !42)
!48 = !DILocation(line: 16, column: 5, scope: !42)
!49 = !DILocation(line: 16, column: 12, scope: !42)
!50 = !DILocation(line: 17, column: 3, scope: !2)
!51 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 19, type: !7)
!52 = !DILocation(line: 19, column: 7, scope: !2)
!53 = !DILocation(line: 19, column: 16, scope: !2)
!54 = !DILocation(line: 19, column: 11, scope: !2)
!55 = !DILocation(line: 19, column: 21, scope: !2)
!56 = !DILocation(line: 19, column: 19, scope: !2)
!57 = !DILocation(line: 19, column: 36, scope: !2)
!58 = !DILocation(line: 19, column: 31, scope: !2)
!59 = !DILocation(line: 19, column: 29, scope: !2)
!60 = !DILocation(line: 20, column: 9, scope: !2)
!61 = !DILocation(line: 20, column: 8, scope: !2)
!62 = !DILocation(line: 20, column: 15, scope: !2)
!63 = !DILocation(line: 20, column: 3, scope: !2)
!64 = !DILocation(line: 21, column: 9, scope: !2)
!65 = !DILocation(line: 21, column: 8, scope: !2)
!66 = !DILocation(line: 21, column: 3, scope: !2)
!67 = !DILocalVariable(name: "gen", scope: !2, file: !3, line: 23, type: !10)
!68 = !DILocation(line: 23, column: 8, scope: !2)
!69 = !DILocation(line: 23, column: 15, scope: !2)
!70 = !DILocation(line: 23, column: 19, scope: !2)
!71 = !DILocation(line: 23, column: 14, scope: !2)
!72 = !DILocation(line: 23, column: 33, scope: !2)
!73 = !DILocation(line: 23, column: 26, scope: !2)
!74 = !DILocalVariable(name: "back", scope: !2, file: !3, line: 24, type: !6)
!75 = !DILocation(line: 24, column: 17, scope: !2)
!76 = !DILocation(line: 24, column: 34, scope: !2)
!77 = !DILocalVariable(name: "lback", scope: !2, file: !3, line: 25, type: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 3)
!79 = !DILocation(line: 25, column: 16, scope: !2)
!80 = !DILocation(line: 25, column: 33, scope: !2)
!81 = !DILocalVariable(name: "tag", scope: !2, file: !3, line: 26, type: !7)
!82 = !DILocation(line: 26, column: 7, scope: !2)
!83 = !DILocation(line: 26, column: 13, scope: !2)
!84 = !DILocation(line: 26, column: 25, scope: !2)
!85 = !DILocalVariable(name: "cast_back", scope: !2, file: !3, line: 27, type: !6)
!86 = !DILocation(line: 27, column: 17, scope: !2)
!87 = !DILocation(line: 27, column: 52, scope: !2)
!88 = !DILocation(line: 27, column: 45, scope: !2)
!89 = !DILocation(line: 27, column: 29, scope: !2)
!90 = !DILocation(line: 28, column: 27, scope: !2)
!91 = !DILocation(line: 28, column: 31, scope: !2)
!92 = !DILocation(line: 28, column: 29, scope: !2)
!93 = !DILocation(line: 28, column: 38, scope: !2)
!94 = !DILocation(line: 28, column: 37, scope: !2)
!95 = !DILocation(line: 28, column: 35, scope: !2)
!96 = !DILocation(line: 28, column: 50, scope: !2)
!97 = !DILocation(line: 28, column: 48, scope: !2)
!98 = !DILocation(line: 28, column: 3, scope: !2)
!99 = !DILocation(line: 28, column: 7, scope: !2)
!100 = !DILocation(line: 28, column: 25, scope: !2)
!101 = !DILocation(line: 29, column: 1, scope: !2)
!102 = distinct !DISubprogram(name: "sum3", scope: !3, file: !3, line: 3, type: !103, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !8, retainedNodes: !12)
!103 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !104)
!104 = !{!7, !10}
!105 = !DILocalVariable(name: "p", arg: 1, scope: !102, file: !3, line: 3, type: !10)
!106 = !DILocation(line: 3, column: 22, scope: !102)
!107 = !DILocation(line: 4, column: 10, scope: !102)
!108 = !DILocation(line: 4, column: 17, scope: !102)
!109 = !DILocation(line: 4, column: 15, scope: !102)
!110 = !DILocation(line: 4, column: 24, scope: !102)
!111 = !DILocation(line: 4, column: 22, scope: !102)
!112 = !DILocation(line: 4, column: 3, scope: !102)
!113 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 7, type: !114, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !8, retainedNodes: !12)
!114 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !115)
!115 = !{null, !10, !7}
!116 = !DILocalVariable(name: "p", arg: 1, scope: !113, file: !3, line: 7, type: !10)
!117 = !DILocation(line: 7, column: 23, scope: !113)
!118 = !DILocalVariable(name: "by", arg: 2, scope: !113, file: !3, line: 7, type: !7)
!119 = !DILocation(line: 7, column: 30, scope: !113)
!120 = !DILocation(line: 8, column: 9, scope: !113)
!121 = !DILocation(line: 8, column: 4, scope: !113)
!122 = !DILocation(line: 8, column: 6, scope: !113)
!123 = !DILocation(line: 9, column: 1, scope: !113)
