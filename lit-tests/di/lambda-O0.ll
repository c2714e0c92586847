; Lambdas at -O0: unnamed closure classes scoped to the kernel (by-value float capture, by-reference capture as DW_TAG_reference_type, empty generic lambda), their operator() definitions with declarations and this, and the generic lambda instantiations with auto template parameters.
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
; CHECK: {{^}}; 134 nodes (133 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!27 = DILocalVariable(name: "scaled",{{.*}} scope: [[KERNEL:![0-9]+]],{{.*}} line: 7, type: [[SCALED:![0-9]+]],
; CHECK-NEXT: {{^}}[[SCALED]] = distinct DICompositeType(tag: DW_TAG_class_type, name: "", scope: [[KERNEL]], file: !1, line: 7,{{.*}} size: 32,{{.*}} flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: {!29},{{.*}} identifier: "",
; CHECK-NEXT: {{^}}!29 = DIDerivedType(tag: DW_TAG_member, name: "scale", scope: [[SCALED]],{{.*}} line: 7, baseType: !7, size: 32,
; CHECK: {{^}}[[ACCUM:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_class_type, name: "", scope: [[KERNEL]],{{.*}} line: 8,{{.*}} size: 64,{{.*}} flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: {!35},
; CHECK-NEXT: {{^}}!35 = DIDerivedType(tag: DW_TAG_member, name: "total", scope: [[ACCUM]],{{.*}} baseType: !36, size: 64,
; CHECK-NEXT: {{^}}!36 = DIDerivedType(tag: DW_TAG_reference_type,{{.*}} baseType: !7, size: 64,{{.*}} dwarfAddressSpace: 0,
; CHECK: {{^}}[[MAXOF:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_class_type, name: "", scope: [[KERNEL]],{{.*}} line: 9,{{.*}} size: 8,{{.*}} flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: {},
; CHECK: {{^}}!69 = distinct DISubprogram(scope: [[ACCUM]], name: "operator()", linkageName: "_ZZ6lambdaENU3AS4K3$_1clEf",{{.*}} line: 8,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition,{{.*}} declaration: !73,
; CHECK: {{^}}!73 = DISubprogram(scope: [[ACCUM]], name: "operator()", linkageName: "",{{.*}} flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit,
; CHECK: {{^}}!75 = DILocalVariable(name: "this", arg: 1, scope: !69,{{.*}} type: !76, flags: DIFlagArtificial | DIFlagObjectPointer,
; CHECK: {{^}}[[CALLII:![0-9]+]] = distinct DISubprogram(scope: [[MAXOF]], name: "operator()<int, int>", linkageName: "_ZZ6lambdaENU3AS4K3$_0clIiiEEDaT_T0_",{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition,{{.*}} templateParams: {!102, !103}, declaration: !101,
; CHECK-NEXT: {{^}}!98 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {!2, !99, !2, !2}){{$}}
; CHECK: {{^}}!101 = DISubprogram(scope: [[MAXOF]], name: "operator()<int, int>", linkageName: "",{{.*}} flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit,{{.*}} templateParams: {!102, !103},
; CHECK-NEXT: {{^}}!102 = DITemplateTypeParameter(name: "a:auto", type: !2, defaulted: false){{$}}
; CHECK-NEXT: {{^}}!103 = DITemplateTypeParameter(name: "b:auto", type: !2, defaulted: false){{$}}
; CHECK: {{^}}!120 = DITemplateTypeParameter(name: "a:auto", type: !7, defaulted: false){{$}}
; CHECK-NEXT: {{^}}!121 = DITemplateTypeParameter(name: "b:auto", type: !7, defaulted: false){{$}}
; CHECK: {{^}}function @lambda subprogram [[KERNEL]]: 5 blocks, 70 instructions, 56 with a location{{$}}
; CHECK: {{^}}function @_ZZ6lambdaENU3AS4K3$_1clEf subprogram !69: 1 blocks, 14 instructions, 9 with a location{{$}}
; CHECK: {{^}}function @_ZZ6lambdaENU3AS4K3$_0clIiiEEDaT_T0_ subprogram [[CALLII]]: 4 blocks, 20 instructions, 13 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%5, !108, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !107{{$}}
; ModuleID = 'lit-tests/di/Inputs/lambda.clcpp'
source_filename = "lit-tests/di/Inputs/lambda.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%class.anon = type { float }
%class.anon.0 = type { ptr }
%class.anon.1 = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define spir_kernel void @lambda(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !dbg !11 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca %class.anon, align 4
  %11 = alloca %class.anon.0, align 8
  %12 = alloca %class.anon.1, align 1
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !26)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !28)
    #dbg_declare(ptr %7, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  %15 = call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !34
  store i64 %15, ptr %7, align 8, !dbg !33
    #dbg_declare(ptr %8, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
  store float 2.000000e+00, ptr %8, align 4, !dbg !36
    #dbg_declare(ptr %9, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !38)
  store float 0.000000e+00, ptr %9, align 4, !dbg !38
    #dbg_declare(ptr %10, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %16 = getelementptr inbounds %class.anon, ptr %10, i32 0, i32 0, !dbg !44
  %17 = load float, ptr %8, align 4, !dbg !45
  store float %17, ptr %16, align 4, !dbg !44
    #dbg_declare(ptr %11, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  %18 = getelementptr inbounds %class.anon.0, ptr %11, i32 0, i32 0, !dbg !52
  store ptr %9, ptr %18, align 8, !dbg !52
    #dbg_declare(ptr %12, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_declare(ptr %13, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  store i32 0, ptr %13, align 4, !dbg !58
  br label %19, !dbg !59

19:                                               ; preds = %32, %3
  %20 = load i32, ptr %13, align 4, !dbg !60
  %21 = load i32, ptr %6, align 4, !dbg !62
  %22 = icmp slt i32 %20, %21, !dbg !63
  br i1 %22, label %23, label %35, !dbg !64

23:                                               ; preds = %19
  %24 = addrspacecast ptr %11 to ptr addrspace(4), !dbg !65
  %25 = addrspacecast ptr %10 to ptr addrspace(4), !dbg !66
  %26 = load ptr addrspace(1), ptr %4, align 8, !dbg !67
  %27 = load i32, ptr %13, align 4, !dbg !68
  %28 = sext i32 %27 to i64, !dbg !67
  %29 = getelementptr inbounds float, ptr addrspace(1) %26, i64 %28, !dbg !67
  %30 = load float, ptr addrspace(1) %29, align 4, !dbg !67
  %31 = call spir_func noundef float @"_ZZ6lambdaENU3AS4K3$_2clEf"(ptr addrspace(4) noundef nonnull align 4 dereferenceable(4) %25, float noundef %30) #4, !dbg !66
  call spir_func void @"_ZZ6lambdaENU3AS4K3$_1clEf"(ptr addrspace(4) noundef nonnull align 8 dereferenceable(8) %24, float noundef %31) #4, !dbg !65
  br label %32, !dbg !65

32:                                               ; preds = %23
  %33 = load i32, ptr %13, align 4, !dbg !69
  %34 = add nsw i32 %33, 1, !dbg !69
  store i32 %34, ptr %13, align 4, !dbg !69
  br label %19, !dbg !70, !llvm.loop !71

35:                                               ; preds = %19
    #dbg_declare(ptr %14, !74, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
  %36 = addrspacecast ptr %12 to ptr addrspace(4), !dbg !76
  %37 = load i64, ptr %7, align 8, !dbg !77
  %38 = trunc i64 %37 to i32, !dbg !77
  %39 = call spir_func noundef i32 @"_ZZ6lambdaENU3AS4K3$_0clIiiEEDaT_T0_"(ptr addrspace(4) noundef nonnull align 1 dereferenceable(1) %36, i32 noundef 3, i32 noundef %38) #4, !dbg !76
  store i32 %39, ptr %14, align 4, !dbg !75
  %40 = addrspacecast ptr %12 to ptr addrspace(4), !dbg !78
  %41 = load float, ptr %9, align 4, !dbg !79
  %42 = call spir_func noundef float @"_ZZ6lambdaENU3AS4K3$_0clIffEEDaT_T0_"(ptr addrspace(4) noundef nonnull align 1 dereferenceable(1) %40, float noundef %41, float noundef 0.000000e+00) #4, !dbg !78
  %43 = load i32, ptr %14, align 4, !dbg !80
  %44 = sitofp i32 %43 to float, !dbg !80
  %45 = fadd float %42, %44, !dbg !81
  %46 = load ptr addrspace(1), ptr %5, align 8, !dbg !82
  %47 = load i64, ptr %7, align 8, !dbg !83
  %48 = getelementptr inbounds float, ptr addrspace(1) %46, i64 %47, !dbg !82
  store float %45, ptr addrspace(1) %48, align 4, !dbg !84
  ret void, !dbg !85
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func noundef i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define internal spir_func void @"_ZZ6lambdaENU3AS4K3$_1clEf"(ptr addrspace(4) noundef nonnull align 8 dereferenceable(8) %0, float noundef %1) #2 align 2 !dbg !86 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca float, align 4
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !92, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !94)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !95, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !96)
  %5 = load ptr addrspace(4), ptr %3, align 8
  %6 = load float, ptr %4, align 4, !dbg !97
  %7 = getelementptr inbounds %class.anon.0, ptr addrspace(4) %5, i32 0, i32 0, !dbg !98
  %8 = load ptr, ptr addrspace(4) %7, align 8, !dbg !98
  %9 = load float, ptr %8, align 4, !dbg !99
  %10 = fadd float %9, %6, !dbg !99
  store float %10, ptr %8, align 4, !dbg !99
  ret void, !dbg !100
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define internal spir_func noundef float @"_ZZ6lambdaENU3AS4K3$_2clEf"(ptr addrspace(4) noundef nonnull align 4 dereferenceable(4) %0, float noundef %1) #2 align 2 !dbg !101 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca float, align 4
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !107, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !109)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !110, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !111)
  %5 = load ptr addrspace(4), ptr %3, align 8
  %6 = load float, ptr %4, align 4, !dbg !112
  %7 = getelementptr inbounds %class.anon, ptr addrspace(4) %5, i32 0, i32 0, !dbg !113
  %8 = load float, ptr addrspace(4) %7, align 4, !dbg !113
  %9 = fmul float %6, %8, !dbg !114
  ret float %9, !dbg !115
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define internal spir_func noundef i32 @"_ZZ6lambdaENU3AS4K3$_0clIiiEEDaT_T0_"(ptr addrspace(4) noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1, i32 noundef %2) #2 align 2 !dbg !116 {
  %4 = alloca ptr addrspace(4), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !125, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !127)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !128, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !129)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !131)
  %7 = load ptr addrspace(4), ptr %4, align 8
  %8 = load i32, ptr %5, align 4, !dbg !132
  %9 = load i32, ptr %6, align 4, !dbg !133
  %10 = icmp sgt i32 %8, %9, !dbg !134
  br i1 %10, label %11, label %13, !dbg !132

11:                                               ; preds = %3
  %12 = load i32, ptr %5, align 4, !dbg !135
  br label %15, !dbg !132

13:                                               ; preds = %3
  %14 = load i32, ptr %6, align 4, !dbg !136
  br label %15, !dbg !132

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ], !dbg !132
  ret i32 %16, !dbg !137
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define internal spir_func noundef float @"_ZZ6lambdaENU3AS4K3$_0clIffEEDaT_T0_"(ptr addrspace(4) noundef nonnull align 1 dereferenceable(1) %0, float noundef %1, float noundef %2) #2 align 2 !dbg !138 {
  %4 = alloca ptr addrspace(4), align 8
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store ptr addrspace(4) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !145, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !146)
  store float %1, ptr %5, align 4
    #dbg_declare(ptr %5, !147, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !148)
  store float %2, ptr %6, align 4
    #dbg_declare(ptr %6, !149, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !150)
  %7 = load ptr addrspace(4), ptr %4, align 8
  %8 = load float, ptr %5, align 4, !dbg !151
  %9 = load float, ptr %6, align 4, !dbg !152
  %10 = fcmp ogt float %8, %9, !dbg !153
  br i1 %10, label %11, label %13, !dbg !151

11:                                               ; preds = %3
  %12 = load float, ptr %5, align 4, !dbg !154
  br label %15, !dbg !151

13:                                               ; preds = %3
  %14 = load float, ptr %6, align 4, !dbg !155
  br label %15, !dbg !151

15:                                               ; preds = %13, %11
  %16 = phi float [ %12, %11 ], [ %14, %13 ], !dbg !151
  ret float %16, !dbg !156
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!opencl.cxx.version = !{!9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/lambda.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "b24d79edfc28aa2c9d9b359e3925d783")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 3, i32 0}
!9 = !{i32 2021, i32 0}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "lambda", scope: !1, file: !1, line: 2, type: !12, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!12 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !13)
!13 = !{null, !14, !17, !3}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!18 = !{}
!19 = !{i32 1, i32 1, i32 0}
!20 = !{!"none", !"none", !"none"}
!21 = !{!"float*", !"float*", !"int"}
!22 = !{!"const", !"", !""}
!23 = !DILocalVariable(name: "in", arg: 1, scope: !11, file: !1, line: 2, type: !14)
!24 = !DILocation(line: 2, column: 44, scope: !11)
!25 = !DILocalVariable(name: "out", arg: 2, scope: !11, file: !1, line: 2, type: !17)
!26 = !DILocation(line: 2, column: 64, scope: !11)
!27 = !DILocalVariable(name: "n", arg: 3, scope: !11, file: !1, line: 2, type: !3)
!28 = !DILocation(line: 2, column: 73, scope: !11)
!29 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 3, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !31, line: 142, baseType: !32)
!31 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!32 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!33 = !DILocation(line: 3, column: 10, scope: !11)
!34 = !DILocation(line: 3, column: 14, scope: !11)
!35 = !DILocalVariable(name: "scale", scope: !11, file: !1, line: 4, type: !16)
!36 = !DILocation(line: 4, column: 9, scope: !11)
!37 = !DILocalVariable(name: "total", scope: !11, file: !1, line: 5, type: !16)
!38 = !DILocation(line: 5, column: 9, scope: !11)
!39 = !DILocalVariable(name: "scaled", scope: !11, file: !1, line: 7, type: !40)
!40 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !11, file: !1, line: 7, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !41)
!41 = !{!42}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !40, file: !1, line: 7, baseType: !16, size: 32)
!43 = !DILocation(line: 7, column: 8, scope: !11)
!44 = !DILocation(line: 7, column: 17, scope: !11)
!45 = !DILocation(line: 7, column: 18, scope: !11)
!46 = !DILocalVariable(name: "accumulate", scope: !11, file: !1, line: 8, type: !47)
!47 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !11, file: !1, line: 8, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !48)
!48 = !{!49}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !47, file: !1, line: 8, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !16, size: 64, dwarfAddressSpace: 0)
!51 = !DILocation(line: 8, column: 8, scope: !11)
!52 = !DILocation(line: 8, column: 21, scope: !11)
!53 = !DILocalVariable(name: "max_of", scope: !11, file: !1, line: 9, type: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !11, file: !1, line: 9, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !18)
!55 = !DILocation(line: 9, column: 8, scope: !11)
!56 = !DILocalVariable(name: "k", scope: !57, file: !1, line: 11, type: !3)
!57 = distinct !DILexicalBlock(scope: !11, file: !1, line: 11, column: 3)
!58 = !DILocation(line: 11, column: 12, scope: !57)
!59 = !DILocation(line: 11, column: 8, scope: !57)
!60 = !DILocation(line: 11, column: 19, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !1, line: 11, column: 3)
!62 = !DILocation(line: 11, column: 23, scope: !61)
!63 = !DILocation(line: 11, column: 21, scope: !61)
!64 = !DILocation(line: 11, column: 3, scope: !57)
!65 = !DILocation(line: 12, column: 5, scope: !61)
!66 = !DILocation(line: 12, column: 16, scope: !61)
!67 = !DILocation(line: 12, column: 23, scope: !61)
!68 = !DILocation(line: 12, column: 26, scope: !61)
!69 = !DILocation(line: 11, column: 26, scope: !61)
!70 = !DILocation(line: 11, column: 3, scope: !61)
!71 = distinct !{!71, !64, !72, !73}
!72 = !DILocation(line: 12, column: 29, scope: !57)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocalVariable(name: "best", scope: !11, file: !1, line: 14, type: !3)
!75 = !DILocation(line: 14, column: 7, scope: !11)
!76 = !DILocation(line: 14, column: 14, scope: !11)
!77 = !DILocation(line: 14, column: 41, scope: !11)
!78 = !DILocation(line: 15, column: 12, scope: !11)
!79 = !DILocation(line: 15, column: 19, scope: !11)
!80 = !DILocation(line: 15, column: 34, scope: !11)
!81 = !DILocation(line: 15, column: 32, scope: !11)
!82 = !DILocation(line: 15, column: 3, scope: !11)
!83 = !DILocation(line: 15, column: 7, scope: !11)
!84 = !DILocation(line: 15, column: 10, scope: !11)
!85 = !DILocation(line: 16, column: 1, scope: !11)
!86 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ6lambdaENU3AS4K3$_1clEf", scope: !47, file: !1, line: 8, type: !87, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !91, retainedNodes: !18)
!87 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !88)
!88 = !{null, !89, !16}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!90 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!91 = !DISubprogram(name: "operator()", scope: !47, file: !1, line: 8, type: !87, scopeLine: 8, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!92 = !DILocalVariable(name: "this", arg: 1, scope: !86, type: !93, flags: DIFlagArtificial | DIFlagObjectPointer)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64, dwarfAddressSpace: 4)
!94 = !DILocation(line: 0, scope: !86)
!95 = !DILocalVariable(name: "v", arg: 2, scope: !86, file: !1, line: 8, type: !16)
!96 = !DILocation(line: 8, column: 36, scope: !86)
!97 = !DILocation(line: 8, column: 50, scope: !86)
!98 = !DILocation(line: 8, column: 41, scope: !86)
!99 = !DILocation(line: 8, column: 47, scope: !86)
!100 = !DILocation(line: 8, column: 53, scope: !86)
!101 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ6lambdaENU3AS4K3$_2clEf", scope: !40, file: !1, line: 7, type: !102, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !106, retainedNodes: !18)
!102 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !103)
!103 = !{!16, !104, !16}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!106 = !DISubprogram(name: "operator()", scope: !40, file: !1, line: 7, type: !102, scopeLine: 7, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!107 = !DILocalVariable(name: "this", arg: 1, scope: !101, type: !108, flags: DIFlagArtificial | DIFlagObjectPointer)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64, dwarfAddressSpace: 4)
!109 = !DILocation(line: 0, scope: !101)
!110 = !DILocalVariable(name: "v", arg: 2, scope: !101, file: !1, line: 7, type: !16)
!111 = !DILocation(line: 7, column: 31, scope: !101)
!112 = !DILocation(line: 7, column: 43, scope: !101)
!113 = !DILocation(line: 7, column: 47, scope: !101)
!114 = !DILocation(line: 7, column: 45, scope: !101)
!115 = !DILocation(line: 7, column: 36, scope: !101)
!116 = distinct !DISubprogram(name: "operator()<int, int>", linkageName: "_ZZ6lambdaENU3AS4K3$_0clIiiEEDaT_T0_", scope: !54, file: !1, line: 9, type: !117, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !122, declaration: !121, retainedNodes: !18)
!117 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !118)
!118 = !{!3, !119, !3, !3}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!121 = !DISubprogram(name: "operator()<int, int>", scope: !54, file: !1, line: 9, type: !117, scopeLine: 9, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !122)
!122 = !{!123, !124}
!123 = !DITemplateTypeParameter(name: "a:auto", type: !3)
!124 = !DITemplateTypeParameter(name: "b:auto", type: !3)
!125 = !DILocalVariable(name: "this", arg: 1, scope: !116, type: !126, flags: DIFlagArtificial | DIFlagObjectPointer)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64, dwarfAddressSpace: 4)
!127 = !DILocation(line: 0, scope: !116)
!128 = !DILocalVariable(name: "a", arg: 2, scope: !116, file: !1, line: 9, type: !3)
!129 = !DILocation(line: 9, column: 25, scope: !116)
!130 = !DILocalVariable(name: "b", arg: 3, scope: !116, file: !1, line: 9, type: !3)
!131 = !DILocation(line: 9, column: 33, scope: !116)
!132 = !DILocation(line: 9, column: 45, scope: !116)
!133 = !DILocation(line: 9, column: 49, scope: !116)
!134 = !DILocation(line: 9, column: 47, scope: !116)
!135 = !DILocation(line: 9, column: 53, scope: !116)
!136 = !DILocation(line: 9, column: 57, scope: !116)
!137 = !DILocation(line: 9, column: 38, scope: !116)
!138 = distinct !DISubprogram(name: "operator()<float, float>", linkageName: "_ZZ6lambdaENU3AS4K3$_0clIffEEDaT_T0_", scope: !54, file: !1, line: 9, type: !139, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, templateParams: !142, declaration: !141, retainedNodes: !18)
!139 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !140)
!140 = !{!16, !119, !16, !16}
!141 = !DISubprogram(name: "operator()<float, float>", scope: !54, file: !1, line: 9, type: !139, scopeLine: 9, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !142)
!142 = !{!143, !144}
!143 = !DITemplateTypeParameter(name: "a:auto", type: !16)
!144 = !DITemplateTypeParameter(name: "b:auto", type: !16)
!145 = !DILocalVariable(name: "this", arg: 1, scope: !138, type: !126, flags: DIFlagArtificial | DIFlagObjectPointer)
!146 = !DILocation(line: 0, scope: !138)
!147 = !DILocalVariable(name: "a", arg: 2, scope: !138, file: !1, line: 9, type: !16)
!148 = !DILocation(line: 9, column: 25, scope: !138)
!149 = !DILocalVariable(name: "b", arg: 3, scope: !138, file: !1, line: 9, type: !16)
!150 = !DILocation(line: 9, column: 33, scope: !138)
!151 = !DILocation(line: 9, column: 45, scope: !138)
!152 = !DILocation(line: 9, column: 49, scope: !138)
!153 = !DILocation(line: 9, column: 47, scope: !138)
!154 = !DILocation(line: 9, column: 53, scope: !138)
!155 = !DILocation(line: 9, column: 57, scope: !138)
!156 = !DILocation(line: 9, column: 38, scope: !138)
