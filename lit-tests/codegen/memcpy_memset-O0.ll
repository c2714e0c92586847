; Pins unoptimized struct copies and zero-init: `Big copy = src[i]` / `dst[i] = copy` as OpCopyMemorySized of 144 bytes in each direction, `int hist[256] = {0}` and `char buf[64]` memsets as OpCopyMemorySized from UniformConstant null arrays, make_big's sret struct as a %_ptr_Function_uchar parameter it memsets, and struct/array member GEPs with (0, field) indices.
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
; CHECK:      [[COPY:%[0-9]+]] = OpVariable %_ptr_Function_struct_Big Function
; CHECK:      [[COPYP:%[0-9]+]] = OpBitcast %_ptr_Function_uchar [[COPY]]
; CHECK:      [[SRC:%[0-9]+]] = OpBitcast %_ptr_CrossWorkgroup_uchar {{%[0-9]+}}
; CHECK-NEXT: OpCopyMemorySized [[COPYP]] [[SRC]] %ulong_144
; CHECK:      OpInBoundsPtrAccessChain %_ptr_Function_uint {{%[0-9]+}} %uint_0 %uint_1
; CHECK:      [[DST:%[0-9]+]] = OpBitcast %_ptr_CrossWorkgroup_uchar {{%[0-9]+}}
; CHECK-NEXT: OpCopyMemorySized [[DST]] [[COPYP]] %ulong_144
; CHECK-NEXT: OpCopyMemorySized {{%[0-9]+}} {{%[0-9]+}} %ulong_1024
; CHECK:      OpFunctionCall %void %make_big
; CHECK:      OpCopyMemorySized {{%[0-9]+}} {{%[0-9]+}} %ulong_64
; CHECK:      OpInBoundsPtrAccessChain %_ptr_Function_uchar {{%[0-9]+}} %uint_0 %uint_5
; CHECK:      OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup__arr_float_uint_32 {{%[0-9]+}} %uint_0 %uint_0
; CHECK:      %make_big = OpFunction %void None
; CHECK-NEXT: [[RET:%[0-9a-z_]+]] = OpFunctionParameter %_ptr_Function_uchar
; CHECK:      OpCopyMemorySized [[RET]] {{%[0-9]+}} %ulong_144
; ModuleID = 'lit-tests/codegen/Inputs/memcpy_memset.cl'
source_filename = "lit-tests/codegen/Inputs/memcpy_memset.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Big = type { [32 x float], i32, [12 x i8] }

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @memcpy_memset(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #0 !dbg !10 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca %struct.Big, align 4
  %11 = alloca [256 x i32], align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.Big, align 4
  %14 = alloca [64 x i8], align 1
  store ptr addrspace(1) %0, ptr %5, align 8
    #dbg_declare(ptr %5, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !38)
  store ptr addrspace(1) %1, ptr %6, align 8
    #dbg_declare(ptr %6, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  store ptr addrspace(1) %2, ptr %7, align 8
    #dbg_declare(ptr %7, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
    #dbg_declare(ptr %9, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !50
  store i64 %15, ptr %9, align 8, !dbg !49
    #dbg_declare(ptr %10, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
  %16 = load ptr addrspace(1), ptr %6, align 8, !dbg !53
  %17 = load i64, ptr %9, align 8, !dbg !54
  %18 = getelementptr inbounds %struct.Big, ptr addrspace(1) %16, i64 %17, !dbg !53
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %10, ptr addrspace(1) align 4 %18, i64 144, i1 false), !dbg !53
  %19 = getelementptr inbounds %struct.Big, ptr %10, i32 0, i32 1, !dbg !55
  %20 = load i32, ptr %19, align 4, !dbg !56
  %21 = add nsw i32 %20, 1, !dbg !56
  store i32 %21, ptr %19, align 4, !dbg !56
  %22 = load ptr addrspace(1), ptr %5, align 8, !dbg !57
  %23 = load i64, ptr %9, align 8, !dbg !58
  %24 = getelementptr inbounds %struct.Big, ptr addrspace(1) %22, i64 %23, !dbg !57
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 4 %24, ptr align 4 %10, i64 144, i1 false), !dbg !59
    #dbg_declare(ptr %11, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !64)
  call void @llvm.memset.p0.i64(ptr align 4 %11, i8 0, i64 1024, i1 false), !dbg !64
    #dbg_declare(ptr %12, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  store i32 0, ptr %12, align 4, !dbg !67
  br label %25, !dbg !68

25:                                               ; preds = %43, %4
  %26 = load i32, ptr %12, align 4, !dbg !69
  %27 = icmp slt i32 %26, 32, !dbg !71
  br i1 %27, label %28, label %46, !dbg !72

28:                                               ; preds = %25
  %29 = load ptr addrspace(1), ptr %6, align 8, !dbg !73
  %30 = load i64, ptr %9, align 8, !dbg !74
  %31 = getelementptr inbounds %struct.Big, ptr addrspace(1) %29, i64 %30, !dbg !73
  %32 = getelementptr inbounds %struct.Big, ptr addrspace(1) %31, i32 0, i32 0, !dbg !75
  %33 = load i32, ptr %12, align 4, !dbg !76
  %34 = sext i32 %33 to i64, !dbg !73
  %35 = getelementptr inbounds [32 x float], ptr addrspace(1) %32, i64 0, i64 %34, !dbg !73
  %36 = load float, ptr addrspace(1) %35, align 4, !dbg !73
  %37 = fptosi float %36 to i32, !dbg !77
  %38 = and i32 %37, 255, !dbg !78
  %39 = sext i32 %38 to i64, !dbg !79
  %40 = getelementptr inbounds [256 x i32], ptr %11, i64 0, i64 %39, !dbg !79
  %41 = load i32, ptr %40, align 4, !dbg !80
  %42 = add nsw i32 %41, 1, !dbg !80
  store i32 %42, ptr %40, align 4, !dbg !80
  br label %43, !dbg !79

43:                                               ; preds = %28
  %44 = load i32, ptr %12, align 4, !dbg !81
  %45 = add nsw i32 %44, 1, !dbg !81
  store i32 %45, ptr %12, align 4, !dbg !81
  br label %25, !dbg !82, !llvm.loop !83

46:                                               ; preds = %25
  %47 = load i32, ptr %8, align 4, !dbg !85
  %48 = and i32 %47, 255, !dbg !86
  %49 = sext i32 %48 to i64, !dbg !87
  %50 = getelementptr inbounds [256 x i32], ptr %11, i64 0, i64 %49, !dbg !87
  %51 = load i32, ptr %50, align 4, !dbg !87
  %52 = load ptr addrspace(1), ptr %7, align 8, !dbg !88
  %53 = load i64, ptr %9, align 8, !dbg !89
  %54 = getelementptr inbounds i32, ptr addrspace(1) %52, i64 %53, !dbg !88
  store i32 %51, ptr addrspace(1) %54, align 4, !dbg !90
    #dbg_declare(ptr %13, !91, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !92)
  %55 = load i32, ptr %8, align 4, !dbg !93
  call spir_func void @make_big(ptr dead_on_unwind writable sret(%struct.Big) align 4 %13, i32 noundef %55) #6, !dbg !94
  %56 = load ptr addrspace(1), ptr %5, align 8, !dbg !95
  %57 = load i64, ptr %9, align 8, !dbg !96
  %58 = add i64 %57, 1, !dbg !97
  %59 = getelementptr inbounds %struct.Big, ptr addrspace(1) %56, i64 %58, !dbg !95
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 4 %59, ptr align 4 %13, i64 144, i1 false), !dbg !98
    #dbg_declare(ptr %14, !99, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !103)
  call void @llvm.memset.p0.i64(ptr align 1 %14, i8 0, i64 64, i1 false), !dbg !103
  %60 = getelementptr inbounds [64 x i8], ptr %14, i32 0, i32 0, !dbg !103
  store i8 104, ptr %60, align 1, !dbg !103
  %61 = getelementptr inbounds [64 x i8], ptr %14, i32 0, i32 1, !dbg !103
  store i8 101, ptr %61, align 1, !dbg !103
  %62 = getelementptr inbounds [64 x i8], ptr %14, i32 0, i32 2, !dbg !103
  store i8 97, ptr %62, align 1, !dbg !103
  %63 = getelementptr inbounds [64 x i8], ptr %14, i32 0, i32 3, !dbg !103
  store i8 100, ptr %63, align 1, !dbg !103
  %64 = getelementptr inbounds [64 x i8], ptr %14, i32 0, i32 4, !dbg !103
  store i8 101, ptr %64, align 1, !dbg !103
  %65 = getelementptr inbounds [64 x i8], ptr %14, i32 0, i32 5, !dbg !103
  store i8 114, ptr %65, align 1, !dbg !103
  %66 = load i32, ptr %8, align 4, !dbg !104
  %67 = and i32 %66, 63, !dbg !105
  %68 = sext i32 %67 to i64, !dbg !106
  %69 = getelementptr inbounds [64 x i8], ptr %14, i64 0, i64 %68, !dbg !106
  %70 = load i8, ptr %69, align 1, !dbg !106
  %71 = sext i8 %70 to i32, !dbg !106
  %72 = load ptr addrspace(1), ptr %7, align 8, !dbg !107
  %73 = load i64, ptr %9, align 8, !dbg !108
  %74 = add i64 %73, 1, !dbg !109
  %75 = getelementptr inbounds i32, ptr addrspace(1) %72, i64 %74, !dbg !107
  store i32 %71, ptr addrspace(1) %75, align 4, !dbg !110
  ret void, !dbg !111
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func void @make_big(ptr dead_on_unwind noalias writable sret(%struct.Big) align 4 %0, i32 noundef %1) #4 !dbg !112 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !115, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !116)
    #dbg_declare(ptr %0, !117, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !118)
  call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 144, i1 false), !dbg !118
  %4 = load i32, ptr %3, align 4, !dbg !119
  %5 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 1, !dbg !120
  store i32 %4, ptr %5, align 4, !dbg !121
  %6 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0, !dbg !122
  %7 = load i32, ptr %3, align 4, !dbg !123
  %8 = and i32 %7, 31, !dbg !124
  %9 = sext i32 %8 to i64, !dbg !125
  %10 = getelementptr inbounds [32 x float], ptr %6, i64 0, i64 %9, !dbg !125
  store float 1.000000e+00, ptr %10, align 4, !dbg !126
  ret void, !dbg !127
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/memcpy_memset.cl", directory: ".", checksumkind: CSK_MD5, checksum: "9df750c9bfc11a6b8b738621b5354f73")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "memcpy_memset", scope: !1, file: !1, line: 16, type: !11, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !28, !30, !3}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "Big", file: !1, line: 7, baseType: !15)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Big", file: !1, line: 3, size: 1152, elements: !16)
!16 = !{!17, !22, !23}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !15, file: !1, line: 4, baseType: !18, size: 1024)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 1024, elements: !20)
!19 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!20 = !{!21}
!21 = !DISubrange(count: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !15, file: !1, line: 5, baseType: !3, size: 32, offset: 1024)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !15, file: !1, line: 6, baseType: !24, size: 96, offset: 1056)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 96, elements: !26)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !{!27}
!27 = !DISubrange(count: 12)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, dwarfAddressSpace: 1)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!31 = !{}
!32 = !{i32 1, i32 1, i32 1, i32 0}
!33 = !{!"none", !"none", !"none", !"none"}
!34 = !{!"Big*", !"Big*", !"int*", !"int"}
!35 = !{!"struct Big*", !"struct Big*", !"int*", !"int"}
!36 = !{!"", !"const", !"", !""}
!37 = !DILocalVariable(name: "dst", arg: 1, scope: !10, file: !1, line: 16, type: !13)
!38 = !DILocation(line: 16, column: 43, scope: !10)
!39 = !DILocalVariable(name: "src", arg: 2, scope: !10, file: !1, line: 16, type: !28)
!40 = !DILocation(line: 16, column: 68, scope: !10)
!41 = !DILocalVariable(name: "hist_out", arg: 3, scope: !10, file: !1, line: 17, type: !30)
!42 = !DILocation(line: 17, column: 43, scope: !10)
!43 = !DILocalVariable(name: "k", arg: 4, scope: !10, file: !1, line: 17, type: !3)
!44 = !DILocation(line: 17, column: 57, scope: !10)
!45 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 18, type: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !47, line: 142, baseType: !48)
!47 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!48 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!49 = !DILocation(line: 18, column: 10, scope: !10)
!50 = !DILocation(line: 18, column: 14, scope: !10)
!51 = !DILocalVariable(name: "copy", scope: !10, file: !1, line: 19, type: !14)
!52 = !DILocation(line: 19, column: 7, scope: !10)
!53 = !DILocation(line: 19, column: 14, scope: !10)
!54 = !DILocation(line: 19, column: 18, scope: !10)
!55 = !DILocation(line: 20, column: 8, scope: !10)
!56 = !DILocation(line: 20, column: 12, scope: !10)
!57 = !DILocation(line: 21, column: 3, scope: !10)
!58 = !DILocation(line: 21, column: 7, scope: !10)
!59 = !DILocation(line: 21, column: 12, scope: !10)
!60 = !DILocalVariable(name: "hist", scope: !10, file: !1, line: 23, type: !61)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 8192, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 256)
!64 = !DILocation(line: 23, column: 7, scope: !10)
!65 = !DILocalVariable(name: "j", scope: !66, file: !1, line: 24, type: !3)
!66 = distinct !DILexicalBlock(scope: !10, file: !1, line: 24, column: 3)
!67 = !DILocation(line: 24, column: 12, scope: !66)
!68 = !DILocation(line: 24, column: 8, scope: !66)
!69 = !DILocation(line: 24, column: 19, scope: !70)
!70 = distinct !DILexicalBlock(scope: !66, file: !1, line: 24, column: 3)
!71 = !DILocation(line: 24, column: 21, scope: !70)
!72 = !DILocation(line: 24, column: 3, scope: !66)
!73 = !DILocation(line: 25, column: 15, scope: !70)
!74 = !DILocation(line: 25, column: 19, scope: !70)
!75 = !DILocation(line: 25, column: 22, scope: !70)
!76 = !DILocation(line: 25, column: 24, scope: !70)
!77 = !DILocation(line: 25, column: 10, scope: !70)
!78 = !DILocation(line: 25, column: 27, scope: !70)
!79 = !DILocation(line: 25, column: 5, scope: !70)
!80 = !DILocation(line: 25, column: 34, scope: !70)
!81 = !DILocation(line: 24, column: 27, scope: !70)
!82 = !DILocation(line: 24, column: 3, scope: !70)
!83 = distinct !{!83, !72, !84}
!84 = !DILocation(line: 25, column: 37, scope: !66)
!85 = !DILocation(line: 26, column: 22, scope: !10)
!86 = !DILocation(line: 26, column: 24, scope: !10)
!87 = !DILocation(line: 26, column: 17, scope: !10)
!88 = !DILocation(line: 26, column: 3, scope: !10)
!89 = !DILocation(line: 26, column: 12, scope: !10)
!90 = !DILocation(line: 26, column: 15, scope: !10)
!91 = !DILocalVariable(name: "fresh", scope: !10, file: !1, line: 28, type: !14)
!92 = !DILocation(line: 28, column: 7, scope: !10)
!93 = !DILocation(line: 28, column: 24, scope: !10)
!94 = !DILocation(line: 28, column: 15, scope: !10)
!95 = !DILocation(line: 29, column: 3, scope: !10)
!96 = !DILocation(line: 29, column: 7, scope: !10)
!97 = !DILocation(line: 29, column: 9, scope: !10)
!98 = !DILocation(line: 29, column: 16, scope: !10)
!99 = !DILocalVariable(name: "buf", scope: !10, file: !1, line: 31, type: !100)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 512, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 64)
!103 = !DILocation(line: 31, column: 18, scope: !10)
!104 = !DILocation(line: 32, column: 25, scope: !10)
!105 = !DILocation(line: 32, column: 27, scope: !10)
!106 = !DILocation(line: 32, column: 21, scope: !10)
!107 = !DILocation(line: 32, column: 3, scope: !10)
!108 = !DILocation(line: 32, column: 12, scope: !10)
!109 = !DILocation(line: 32, column: 14, scope: !10)
!110 = !DILocation(line: 32, column: 19, scope: !10)
!111 = !DILocation(line: 33, column: 1, scope: !10)
!112 = distinct !DISubprogram(name: "make_big", scope: !1, file: !1, line: 9, type: !113, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !31)
!113 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !114)
!114 = !{!14, !3}
!115 = !DILocalVariable(name: "tag", arg: 1, scope: !112, file: !1, line: 9, type: !3)
!116 = !DILocation(line: 9, column: 25, scope: !112)
!117 = !DILocalVariable(name: "b", scope: !112, file: !1, line: 10, type: !14)
!118 = !DILocation(line: 10, column: 7, scope: !112)
!119 = !DILocation(line: 11, column: 11, scope: !112)
!120 = !DILocation(line: 11, column: 5, scope: !112)
!121 = !DILocation(line: 11, column: 9, scope: !112)
!122 = !DILocation(line: 12, column: 5, scope: !112)
!123 = !DILocation(line: 12, column: 7, scope: !112)
!124 = !DILocation(line: 12, column: 11, scope: !112)
!125 = !DILocation(line: 12, column: 3, scope: !112)
!126 = !DILocation(line: 12, column: 17, scope: !112)
!127 = !DILocation(line: 13, column: 3, scope: !112)
