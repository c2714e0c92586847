; Pins unoptimized struct passing: MinMax returned through an sret pointer parameter (%_ptr_Function_uchar) that scan() writes via (0, field) access chains, the Pair argument copied into clang's 8-byte temporary with OpCopyMemorySized before the call (how the byval parameter itself is passed is not pinned), the swapped result copied back to pairs[i], and min/max(int) as s_min/s_max.
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
; CHECK:      OpFunctionCall %void %scan [[M:%[0-9]+]]
; CHECK:      OpInBoundsPtrAccessChain %_ptr_Function_ulong {{%[0-9]+}} %uint_0 %uint_2
; CHECK:      OpCopyMemorySized {{%[0-9]+}} {{%[0-9]+}} %ulong_8
; CHECK:      OpFunctionCall %void %swap_pair [[RES:%[0-9]+]] {{%[0-9]+}}
; CHECK-NEXT: OpCopyMemorySized {{%[0-9]+}} [[RES]] %ulong_8
; CHECK:      %scan = OpFunction %void None
; CHECK-NEXT: OpFunctionParameter %_ptr_Function_uchar
; CHECK-NEXT: OpFunctionParameter %_ptr_CrossWorkgroup_uchar
; CHECK-NEXT: OpFunctionParameter %uint
; CHECK:      OpStore {{%[0-9]+}} %uint_2147483647 Aligned 8
; CHECK:      OpExtInst %uint [[STD]] s_min
; CHECK:      OpExtInst %uint [[STD]] s_max
; CHECK:      %swap_pair = OpFunction %void None
; CHECK-NEXT: OpFunctionParameter %_ptr_Function_uchar
; CHECK-NEXT: OpFunctionParameter %_ptr_Function_uchar
; ModuleID = 'lit-tests/codegen/Inputs/struct_return.cl'
source_filename = "lit-tests/codegen/Inputs/struct_return.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.MinMax = type { i32, i32, i64 }
%struct.Pair = type { float, float }

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @struct_return(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 4 %3) #0 !dbg !8 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i64, align 8
  %10 = alloca %struct.MinMax, align 8
  %11 = alloca %struct.Pair, align 4
  %12 = alloca %struct.Pair, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
    #dbg_declare(ptr %5, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  store ptr addrspace(1) %2, ptr %7, align 8
    #dbg_declare(ptr %7, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  store ptr addrspace(1) %3, ptr %8, align 8
    #dbg_declare(ptr %8, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
    #dbg_declare(ptr %9, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !42
  store i64 %13, ptr %9, align 8, !dbg !41
    #dbg_declare(ptr %10, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %14 = load ptr addrspace(1), ptr %5, align 8, !dbg !51
  %15 = load i32, ptr %6, align 4, !dbg !52
  call spir_func void @scan(ptr dead_on_unwind writable sret(%struct.MinMax) align 8 %10, ptr addrspace(1) noundef %14, i32 noundef %15) #5, !dbg !53
  %16 = getelementptr inbounds %struct.MinMax, ptr %10, i32 0, i32 0, !dbg !54
  %17 = load i32, ptr %16, align 8, !dbg !54
  %18 = sext i32 %17 to i64, !dbg !55
  %19 = load ptr addrspace(1), ptr %7, align 8, !dbg !56
  %20 = getelementptr inbounds i64, ptr addrspace(1) %19, i64 0, !dbg !56
  store i64 %18, ptr addrspace(1) %20, align 8, !dbg !57
  %21 = getelementptr inbounds %struct.MinMax, ptr %10, i32 0, i32 1, !dbg !58
  %22 = load i32, ptr %21, align 4, !dbg !58
  %23 = sext i32 %22 to i64, !dbg !59
  %24 = load ptr addrspace(1), ptr %7, align 8, !dbg !60
  %25 = getelementptr inbounds i64, ptr addrspace(1) %24, i64 1, !dbg !60
  store i64 %23, ptr addrspace(1) %25, align 8, !dbg !61
  %26 = getelementptr inbounds %struct.MinMax, ptr %10, i32 0, i32 2, !dbg !62
  %27 = load i64, ptr %26, align 8, !dbg !62
  %28 = load ptr addrspace(1), ptr %7, align 8, !dbg !63
  %29 = getelementptr inbounds i64, ptr addrspace(1) %28, i64 2, !dbg !63
  store i64 %27, ptr addrspace(1) %29, align 8, !dbg !64
  %30 = load ptr addrspace(1), ptr %8, align 8, !dbg !65
  %31 = load i64, ptr %9, align 8, !dbg !66
  %32 = getelementptr inbounds %struct.Pair, ptr addrspace(1) %30, i64 %31, !dbg !65
  %33 = load ptr addrspace(1), ptr %8, align 8, !dbg !67
  %34 = load i64, ptr %9, align 8, !dbg !68
  %35 = getelementptr inbounds %struct.Pair, ptr addrspace(1) %33, i64 %34, !dbg !67
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %12, ptr addrspace(1) align 4 %35, i64 8, i1 false), !dbg !69
  call spir_func void @swap_pair(ptr dead_on_unwind writable sret(%struct.Pair) align 4 %11, ptr noundef byval(%struct.Pair) align 4 %12) #5, !dbg !69
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 4 %32, ptr align 4 %11, i64 8, i1 false), !dbg !69
  ret void, !dbg !70
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func void @scan(ptr dead_on_unwind noalias writable sret(%struct.MinMax) align 8 %0, ptr addrspace(1) noundef %1, i32 noundef %2) #2 !dbg !71 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !74, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
  store i32 %2, ptr %5, align 4
    #dbg_declare(ptr %5, !76, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_declare(ptr %0, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !79)
  %7 = getelementptr inbounds %struct.MinMax, ptr %0, i32 0, i32 0, !dbg !80
  store i32 2147483647, ptr %7, align 8, !dbg !81
  %8 = getelementptr inbounds %struct.MinMax, ptr %0, i32 0, i32 1, !dbg !82
  store i32 -2147483648, ptr %8, align 4, !dbg !83
  %9 = getelementptr inbounds %struct.MinMax, ptr %0, i32 0, i32 2, !dbg !84
  store i64 0, ptr %9, align 8, !dbg !85
    #dbg_declare(ptr %6, !86, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !88)
  store i32 0, ptr %6, align 4, !dbg !88
  br label %10, !dbg !89

10:                                               ; preds = %42, %3
  %11 = load i32, ptr %6, align 4, !dbg !90
  %12 = load i32, ptr %5, align 4, !dbg !92
  %13 = icmp slt i32 %11, %12, !dbg !93
  br i1 %13, label %14, label %45, !dbg !94

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct.MinMax, ptr %0, i32 0, i32 0, !dbg !95
  %16 = load i32, ptr %15, align 8, !dbg !95
  %17 = load ptr addrspace(1), ptr %4, align 8, !dbg !97
  %18 = load i32, ptr %6, align 4, !dbg !98
  %19 = sext i32 %18 to i64, !dbg !97
  %20 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %19, !dbg !97
  %21 = load i32, ptr addrspace(1) %20, align 4, !dbg !97
  %22 = call spir_func i32 @_Z3minii(i32 noundef %16, i32 noundef %21) #4, !dbg !99
  %23 = getelementptr inbounds %struct.MinMax, ptr %0, i32 0, i32 0, !dbg !100
  store i32 %22, ptr %23, align 8, !dbg !101
  %24 = getelementptr inbounds %struct.MinMax, ptr %0, i32 0, i32 1, !dbg !102
  %25 = load i32, ptr %24, align 4, !dbg !102
  %26 = load ptr addrspace(1), ptr %4, align 8, !dbg !103
  %27 = load i32, ptr %6, align 4, !dbg !104
  %28 = sext i32 %27 to i64, !dbg !103
  %29 = getelementptr inbounds i32, ptr addrspace(1) %26, i64 %28, !dbg !103
  %30 = load i32, ptr addrspace(1) %29, align 4, !dbg !103
  %31 = call spir_func i32 @_Z3maxii(i32 noundef %25, i32 noundef %30) #4, !dbg !105
  %32 = getelementptr inbounds %struct.MinMax, ptr %0, i32 0, i32 1, !dbg !106
  store i32 %31, ptr %32, align 4, !dbg !107
  %33 = load ptr addrspace(1), ptr %4, align 8, !dbg !108
  %34 = load i32, ptr %6, align 4, !dbg !109
  %35 = sext i32 %34 to i64, !dbg !108
  %36 = getelementptr inbounds i32, ptr addrspace(1) %33, i64 %35, !dbg !108
  %37 = load i32, ptr addrspace(1) %36, align 4, !dbg !108
  %38 = sext i32 %37 to i64, !dbg !108
  %39 = getelementptr inbounds %struct.MinMax, ptr %0, i32 0, i32 2, !dbg !110
  %40 = load i64, ptr %39, align 8, !dbg !111
  %41 = add nsw i64 %40, %38, !dbg !111
  store i64 %41, ptr %39, align 8, !dbg !111
  br label %42, !dbg !112

42:                                               ; preds = %14
  %43 = load i32, ptr %6, align 4, !dbg !113
  %44 = add nsw i32 %43, 1, !dbg !113
  store i32 %44, ptr %6, align 4, !dbg !113
  br label %10, !dbg !114, !llvm.loop !115

45:                                               ; preds = %10
  ret void, !dbg !117
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func void @swap_pair(ptr dead_on_unwind noalias writable sret(%struct.Pair) align 4 %0, ptr noundef byval(%struct.Pair) align 4 %1) #2 !dbg !118 {
    #dbg_declare(ptr %1, !121, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !122)
    #dbg_declare(ptr %0, !123, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !124)
  %3 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0, !dbg !125
  %4 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 1, !dbg !126
  %5 = load float, ptr %4, align 4, !dbg !126
  store float %5, ptr %3, align 4, !dbg !125
  %6 = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 1, !dbg !125
  %7 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 0, !dbg !127
  %8 = load float, ptr %7, align 4, !dbg !127
  store float %8, ptr %6, align 4, !dbg !125
  ret void, !dbg !128
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z3minii(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z3maxii(i32 noundef, i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/struct_return.cl", directory: ".", checksumkind: CSK_MD5, checksum: "fcaa7c6e9b9a9b77dba378242827dda7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "struct_return", scope: !1, file: !1, line: 31, type: !9, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !13, !14, !16}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, dwarfAddressSpace: 1)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "Pair", file: !1, line: 11, baseType: !18)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !1, line: 8, size: 64, elements: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !18, file: !1, line: 9, baseType: !21, size: 32)
!21 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !18, file: !1, line: 10, baseType: !21, size: 32, offset: 32)
!23 = !{}
!24 = !{i32 1, i32 0, i32 1, i32 1}
!25 = !{!"none", !"none", !"none", !"none"}
!26 = !{!"int*", !"int", !"long*", !"Pair*"}
!27 = !{!"int*", !"int", !"long*", !"struct Pair*"}
!28 = !{!"const", !"", !"", !""}
!29 = !DILocalVariable(name: "v", arg: 1, scope: !8, file: !1, line: 31, type: !11)
!30 = !DILocation(line: 31, column: 49, scope: !8)
!31 = !DILocalVariable(name: "n", arg: 2, scope: !8, file: !1, line: 31, type: !13)
!32 = !DILocation(line: 31, column: 56, scope: !8)
!33 = !DILocalVariable(name: "out", arg: 3, scope: !8, file: !1, line: 31, type: !14)
!34 = !DILocation(line: 31, column: 74, scope: !8)
!35 = !DILocalVariable(name: "pairs", arg: 4, scope: !8, file: !1, line: 32, type: !16)
!36 = !DILocation(line: 32, column: 44, scope: !8)
!37 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 33, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !39, line: 142, baseType: !40)
!39 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!40 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!41 = !DILocation(line: 33, column: 10, scope: !8)
!42 = !DILocation(line: 33, column: 14, scope: !8)
!43 = !DILocalVariable(name: "m", scope: !8, file: !1, line: 34, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "MinMax", file: !1, line: 6, baseType: !45)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "MinMax", file: !1, line: 2, size: 128, elements: !46)
!46 = !{!47, !48, !49}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !45, file: !1, line: 3, baseType: !13, size: 32)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !45, file: !1, line: 4, baseType: !13, size: 32, offset: 32)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !45, file: !1, line: 5, baseType: !15, size: 64, offset: 64)
!50 = !DILocation(line: 34, column: 10, scope: !8)
!51 = !DILocation(line: 34, column: 19, scope: !8)
!52 = !DILocation(line: 34, column: 22, scope: !8)
!53 = !DILocation(line: 34, column: 14, scope: !8)
!54 = !DILocation(line: 35, column: 14, scope: !8)
!55 = !DILocation(line: 35, column: 12, scope: !8)
!56 = !DILocation(line: 35, column: 3, scope: !8)
!57 = !DILocation(line: 35, column: 10, scope: !8)
!58 = !DILocation(line: 36, column: 14, scope: !8)
!59 = !DILocation(line: 36, column: 12, scope: !8)
!60 = !DILocation(line: 36, column: 3, scope: !8)
!61 = !DILocation(line: 36, column: 10, scope: !8)
!62 = !DILocation(line: 37, column: 14, scope: !8)
!63 = !DILocation(line: 37, column: 3, scope: !8)
!64 = !DILocation(line: 37, column: 10, scope: !8)
!65 = !DILocation(line: 38, column: 3, scope: !8)
!66 = !DILocation(line: 38, column: 9, scope: !8)
!67 = !DILocation(line: 38, column: 24, scope: !8)
!68 = !DILocation(line: 38, column: 30, scope: !8)
!69 = !DILocation(line: 38, column: 14, scope: !8)
!70 = !DILocation(line: 39, column: 1, scope: !8)
!71 = distinct !DISubprogram(name: "scan", scope: !1, file: !1, line: 13, type: !72, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!72 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !73)
!73 = !{!44, !11, !13}
!74 = !DILocalVariable(name: "v", arg: 1, scope: !71, file: !1, line: 13, type: !11)
!75 = !DILocation(line: 13, column: 40, scope: !71)
!76 = !DILocalVariable(name: "n", arg: 2, scope: !71, file: !1, line: 13, type: !13)
!77 = !DILocation(line: 13, column: 47, scope: !71)
!78 = !DILocalVariable(name: "r", scope: !71, file: !1, line: 14, type: !44)
!79 = !DILocation(line: 14, column: 10, scope: !71)
!80 = !DILocation(line: 15, column: 5, scope: !71)
!81 = !DILocation(line: 15, column: 8, scope: !71)
!82 = !DILocation(line: 16, column: 5, scope: !71)
!83 = !DILocation(line: 16, column: 8, scope: !71)
!84 = !DILocation(line: 17, column: 5, scope: !71)
!85 = !DILocation(line: 17, column: 9, scope: !71)
!86 = !DILocalVariable(name: "i", scope: !87, file: !1, line: 18, type: !13)
!87 = distinct !DILexicalBlock(scope: !71, file: !1, line: 18, column: 3)
!88 = !DILocation(line: 18, column: 12, scope: !87)
!89 = !DILocation(line: 18, column: 8, scope: !87)
!90 = !DILocation(line: 18, column: 19, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !1, line: 18, column: 3)
!92 = !DILocation(line: 18, column: 23, scope: !91)
!93 = !DILocation(line: 18, column: 21, scope: !91)
!94 = !DILocation(line: 18, column: 3, scope: !87)
!95 = !DILocation(line: 19, column: 18, scope: !96)
!96 = distinct !DILexicalBlock(scope: !91, file: !1, line: 18, column: 31)
!97 = !DILocation(line: 19, column: 22, scope: !96)
!98 = !DILocation(line: 19, column: 24, scope: !96)
!99 = !DILocation(line: 19, column: 12, scope: !96)
!100 = !DILocation(line: 19, column: 7, scope: !96)
!101 = !DILocation(line: 19, column: 10, scope: !96)
!102 = !DILocation(line: 20, column: 18, scope: !96)
!103 = !DILocation(line: 20, column: 22, scope: !96)
!104 = !DILocation(line: 20, column: 24, scope: !96)
!105 = !DILocation(line: 20, column: 12, scope: !96)
!106 = !DILocation(line: 20, column: 7, scope: !96)
!107 = !DILocation(line: 20, column: 10, scope: !96)
!108 = !DILocation(line: 21, column: 14, scope: !96)
!109 = !DILocation(line: 21, column: 16, scope: !96)
!110 = !DILocation(line: 21, column: 7, scope: !96)
!111 = !DILocation(line: 21, column: 11, scope: !96)
!112 = !DILocation(line: 22, column: 3, scope: !96)
!113 = !DILocation(line: 18, column: 26, scope: !91)
!114 = !DILocation(line: 18, column: 3, scope: !91)
!115 = distinct !{!115, !94, !116}
!116 = !DILocation(line: 22, column: 3, scope: !87)
!117 = !DILocation(line: 23, column: 3, scope: !71)
!118 = distinct !DISubprogram(name: "swap_pair", scope: !1, file: !1, line: 26, type: !119, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!119 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !120)
!120 = !{!17, !17}
!121 = !DILocalVariable(name: "p", arg: 1, scope: !118, file: !1, line: 26, type: !17)
!122 = !DILocation(line: 26, column: 28, scope: !118)
!123 = !DILocalVariable(name: "q", scope: !118, file: !1, line: 27, type: !17)
!124 = !DILocation(line: 27, column: 8, scope: !118)
!125 = !DILocation(line: 27, column: 12, scope: !118)
!126 = !DILocation(line: 27, column: 15, scope: !118)
!127 = !DILocation(line: 27, column: 20, scope: !118)
!128 = !DILocation(line: 28, column: 3, scope: !118)
