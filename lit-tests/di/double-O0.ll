; Doubles at -O0: double and long base types, a struct with a double2 member (typedef of a DIFlagVector array composite) at its 128-bit offset, and double pointers.
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
; CHECK: {{^}}; 91 nodes (90 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_OpenCL,{{.*}} emissionKind: FullDebug,{{.*}} retainedTypes: {[[DOUBLE:![0-9]+]]},
; CHECK: {{^}}[[DOUBLE]] = DIBasicType(tag: DW_TAG_base_type, name: "double", size: 64, align: 0, encoding: DW_ATE_float, flags: DIFlagZero){{$}}
; CHECK-NEXT: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "reduce_double",{{.*}} line: 14, type: !4, scopeLine: 15,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0,
; CHECK: {{^}}!5 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: !6, size: 64,{{.*}} dwarfAddressSpace: 1,
; CHECK-NEXT: {{^}}!6 = DIDerivedType(tag: DW_TAG_const_type,{{.*}} baseType: [[DOUBLE]],
; CHECK: {{^}}!18 = DIDerivedType(tag: DW_TAG_typedef, name: "Accum",{{.*}} file: !1, line: 8, baseType: [[ACCUM:![0-9]+]],
; CHECK-NEXT: {{^}}[[ACCUM]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Accum",{{.*}} file: !1, line: 4,{{.*}} size: 384,{{.*}} elements: {!20, !21, !26},
; CHECK-NEXT: {{^}}!20 = DIDerivedType(tag: DW_TAG_member, name: "sum", scope: [[ACCUM]],{{.*}} line: 5, baseType: [[DOUBLE]], size: 64,{{.*}} offset: 0,
; CHECK-NEXT: {{^}}!21 = DIDerivedType(tag: DW_TAG_member, name: "minmax", scope: [[ACCUM]],{{.*}} line: 6, baseType: !22, size: 128,{{.*}} offset: 128,
; CHECK-NEXT: {{^}}!22 = DIDerivedType(tag: DW_TAG_typedef, name: "double2",{{.*}} file: !23, line: 224, baseType: !24,
; CHECK: {{^}}!24 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[DOUBLE]], size: 128,{{.*}} flags: DIFlagVector, elements: {!25},
; CHECK-NEXT: {{^}}!25 = DISubrange(count: i64 2, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK-NEXT: {{^}}!26 = DIDerivedType(tag: DW_TAG_member, name: "count", scope: [[ACCUM]],{{.*}} line: 7, baseType: !27, size: 64,{{.*}} offset: 256,
; CHECK-NEXT: {{^}}!27 = DIBasicType(tag: DW_TAG_base_type, name: "long", size: 64, align: 0, encoding: DW_ATE_signed, flags: DIFlagZero){{$}}
; CHECK: {{^}}!39 = DILocalVariable(name: "v",{{.*}} scope: !38,{{.*}} line: 18, type: [[DOUBLE]],
; CHECK: {{^}}function @reduce_double subprogram [[KERNEL]]: 5 blocks, 83 instructions, 74 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%9, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !37{{$}}
; CHECK-NEXT: {{^}}function @mean subprogram !76: 4 blocks, 20 instructions, 18 with a location{{$}}
; ModuleID = 'lit-tests/di/Inputs/double.cl'
source_filename = "lit-tests/di/Inputs/double.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Accum = type { double, <2 x double>, i64, [8 x i8] }

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @reduce_double(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, i32 noundef %2) #0 !dbg !10 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Accum, align 16
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !23)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !25)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
    #dbg_declare(ptr %7, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  call void @llvm.memset.p0.i64(ptr align 16 %7, i8 0, i64 48, i1 false), !dbg !41
  %10 = getelementptr inbounds { double, <2 x double>, i64 }, ptr %7, i32 0, i32 1, !dbg !41
  %11 = getelementptr inbounds <2 x double>, ptr %10, i32 0, i32 0, !dbg !41
  store double 1.000000e+300, ptr %11, align 16, !dbg !41
  %12 = getelementptr inbounds <2 x double>, ptr %10, i32 0, i32 1, !dbg !41
  store double -1.000000e+300, ptr %12, align 8, !dbg !41
    #dbg_declare(ptr %8, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  store i32 0, ptr %8, align 4, !dbg !44
  br label %13, !dbg !45

13:                                               ; preds = %46, %3
  %14 = load i32, ptr %8, align 4, !dbg !46
  %15 = load i32, ptr %6, align 4, !dbg !48
  %16 = icmp slt i32 %14, %15, !dbg !49
  br i1 %16, label %17, label %49, !dbg !50

17:                                               ; preds = %13
    #dbg_declare(ptr %9, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  %18 = load ptr addrspace(1), ptr %4, align 8, !dbg !54
  %19 = load i32, ptr %8, align 4, !dbg !55
  %20 = sext i32 %19 to i64, !dbg !54
  %21 = getelementptr inbounds double, ptr addrspace(1) %18, i64 %20, !dbg !54
  %22 = load double, ptr addrspace(1) %21, align 8, !dbg !54
  store double %22, ptr %9, align 8, !dbg !53
  %23 = load double, ptr %9, align 8, !dbg !56
  %24 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 0, !dbg !57
  %25 = load double, ptr %24, align 16, !dbg !58
  %26 = fadd double %25, %23, !dbg !58
  store double %26, ptr %24, align 16, !dbg !58
  %27 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 1, !dbg !59
  %28 = load <2 x double>, ptr %27, align 16, !dbg !60
  %29 = extractelement <2 x double> %28, i64 0, !dbg !60
  %30 = load double, ptr %9, align 8, !dbg !61
  %31 = call spir_func double @_Z4fmindd(double noundef %29, double noundef %30) #4, !dbg !62
  %32 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 1, !dbg !63
  %33 = load <2 x double>, ptr %32, align 16, !dbg !64
  %34 = insertelement <2 x double> %33, double %31, i64 0, !dbg !64
  store <2 x double> %34, ptr %32, align 16, !dbg !64
  %35 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 1, !dbg !65
  %36 = load <2 x double>, ptr %35, align 16, !dbg !66
  %37 = extractelement <2 x double> %36, i64 1, !dbg !66
  %38 = load double, ptr %9, align 8, !dbg !67
  %39 = call spir_func double @_Z4fmaxdd(double noundef %37, double noundef %38) #4, !dbg !68
  %40 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 1, !dbg !69
  %41 = load <2 x double>, ptr %40, align 16, !dbg !70
  %42 = insertelement <2 x double> %41, double %39, i64 1, !dbg !70
  store <2 x double> %42, ptr %40, align 16, !dbg !70
  %43 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 2, !dbg !71
  %44 = load i64, ptr %43, align 16, !dbg !72
  %45 = add nsw i64 %44, 1, !dbg !72
  store i64 %45, ptr %43, align 16, !dbg !72
  br label %46, !dbg !73

46:                                               ; preds = %17
  %47 = load i32, ptr %8, align 4, !dbg !74
  %48 = add nsw i32 %47, 1, !dbg !74
  store i32 %48, ptr %8, align 4, !dbg !74
  br label %13, !dbg !75, !llvm.loop !76

49:                                               ; preds = %13
  %50 = addrspacecast ptr %7 to ptr addrspace(4), !dbg !78
  %51 = call spir_func double @mean(ptr addrspace(4) noundef %50) #5, !dbg !79
  %52 = load ptr addrspace(1), ptr %5, align 8, !dbg !80
  %53 = getelementptr inbounds double, ptr addrspace(1) %52, i64 0, !dbg !80
  store double %51, ptr addrspace(1) %53, align 8, !dbg !81
  %54 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 1, !dbg !82
  %55 = load <2 x double>, ptr %54, align 16, !dbg !83
  %56 = extractelement <2 x double> %55, i64 0, !dbg !83
  %57 = load ptr addrspace(1), ptr %5, align 8, !dbg !84
  %58 = getelementptr inbounds double, ptr addrspace(1) %57, i64 1, !dbg !84
  store double %56, ptr addrspace(1) %58, align 8, !dbg !85
  %59 = getelementptr inbounds %struct.Accum, ptr %7, i32 0, i32 1, !dbg !86
  %60 = load <2 x double>, ptr %59, align 16, !dbg !87
  %61 = extractelement <2 x double> %60, i64 1, !dbg !87
  %62 = load ptr addrspace(1), ptr %5, align 8, !dbg !88
  %63 = getelementptr inbounds double, ptr addrspace(1) %62, i64 2, !dbg !88
  store double %61, ptr addrspace(1) %63, align 8, !dbg !89
  ret void, !dbg !90
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func double @_Z4fmindd(double noundef, double noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func double @_Z4fmaxdd(double noundef, double noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func double @mean(ptr addrspace(4) noundef %0) #3 !dbg !91 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !96, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !97)
  %3 = load ptr addrspace(4), ptr %2, align 8, !dbg !98
  %4 = getelementptr inbounds %struct.Accum, ptr addrspace(4) %3, i32 0, i32 2, !dbg !99
  %5 = load i64, ptr addrspace(4) %4, align 16, !dbg !99
  %6 = icmp ne i64 %5, 0, !dbg !98
  br i1 %6, label %7, label %16, !dbg !98

7:                                                ; preds = %1
  %8 = load ptr addrspace(4), ptr %2, align 8, !dbg !100
  %9 = getelementptr inbounds %struct.Accum, ptr addrspace(4) %8, i32 0, i32 0, !dbg !101
  %10 = load double, ptr addrspace(4) %9, align 16, !dbg !101
  %11 = load ptr addrspace(4), ptr %2, align 8, !dbg !102
  %12 = getelementptr inbounds %struct.Accum, ptr addrspace(4) %11, i32 0, i32 2, !dbg !103
  %13 = load i64, ptr addrspace(4) %12, align 16, !dbg !103
  %14 = sitofp i64 %13 to double, !dbg !104
  %15 = fdiv double %10, %14, !dbg !105
  br label %17, !dbg !98

16:                                               ; preds = %1
  br label %17, !dbg !98

17:                                               ; preds = %16, %7
  %18 = phi double [ %15, %7 ], [ 0.000000e+00, %16 ], !dbg !98
  ret double %18, !dbg !106
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/double.cl", directory: ".", checksumkind: CSK_MD5, checksum: "9fe4e8f8646303cc03d576d499d69b93")
!2 = !{!3}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "reduce_double", scope: !1, file: !1, line: 14, type: !11, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !15, !16}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{}
!18 = !{i32 1, i32 1, i32 0}
!19 = !{!"none", !"none", !"none"}
!20 = !{!"double*", !"double*", !"int"}
!21 = !{!"const", !"", !""}
!22 = !DILocalVariable(name: "in", arg: 1, scope: !10, file: !1, line: 14, type: !13)
!23 = !DILocation(line: 14, column: 52, scope: !10)
!24 = !DILocalVariable(name: "out", arg: 2, scope: !10, file: !1, line: 14, type: !15)
!25 = !DILocation(line: 14, column: 73, scope: !10)
!26 = !DILocalVariable(name: "n", arg: 3, scope: !10, file: !1, line: 15, type: !16)
!27 = !DILocation(line: 15, column: 33, scope: !10)
!28 = !DILocalVariable(name: "acc", scope: !10, file: !1, line: 16, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "Accum", file: !1, line: 8, baseType: !30)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Accum", file: !1, line: 4, size: 384, elements: !31)
!31 = !{!32, !33, !39}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !30, file: !1, line: 5, baseType: !3, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "minmax", scope: !30, file: !1, line: 6, baseType: !34, size: 128, offset: 128)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "double2", file: !35, line: 224, baseType: !36)
!35 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 2)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !30, file: !1, line: 7, baseType: !40, size: 64, offset: 256)
!40 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!41 = !DILocation(line: 16, column: 9, scope: !10)
!42 = !DILocalVariable(name: "k", scope: !43, file: !1, line: 17, type: !16)
!43 = distinct !DILexicalBlock(scope: !10, file: !1, line: 17, column: 3)
!44 = !DILocation(line: 17, column: 12, scope: !43)
!45 = !DILocation(line: 17, column: 8, scope: !43)
!46 = !DILocation(line: 17, column: 19, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !1, line: 17, column: 3)
!48 = !DILocation(line: 17, column: 23, scope: !47)
!49 = !DILocation(line: 17, column: 21, scope: !47)
!50 = !DILocation(line: 17, column: 3, scope: !43)
!51 = !DILocalVariable(name: "v", scope: !52, file: !1, line: 18, type: !3)
!52 = distinct !DILexicalBlock(scope: !47, file: !1, line: 17, column: 31)
!53 = !DILocation(line: 18, column: 12, scope: !52)
!54 = !DILocation(line: 18, column: 16, scope: !52)
!55 = !DILocation(line: 18, column: 19, scope: !52)
!56 = !DILocation(line: 19, column: 16, scope: !52)
!57 = !DILocation(line: 19, column: 9, scope: !52)
!58 = !DILocation(line: 19, column: 13, scope: !52)
!59 = !DILocation(line: 20, column: 29, scope: !52)
!60 = !DILocation(line: 20, column: 25, scope: !52)
!61 = !DILocation(line: 20, column: 39, scope: !52)
!62 = !DILocation(line: 20, column: 20, scope: !52)
!63 = !DILocation(line: 20, column: 9, scope: !52)
!64 = !DILocation(line: 20, column: 18, scope: !52)
!65 = !DILocation(line: 21, column: 29, scope: !52)
!66 = !DILocation(line: 21, column: 25, scope: !52)
!67 = !DILocation(line: 21, column: 39, scope: !52)
!68 = !DILocation(line: 21, column: 20, scope: !52)
!69 = !DILocation(line: 21, column: 9, scope: !52)
!70 = !DILocation(line: 21, column: 18, scope: !52)
!71 = !DILocation(line: 22, column: 9, scope: !52)
!72 = !DILocation(line: 22, column: 14, scope: !52)
!73 = !DILocation(line: 23, column: 3, scope: !52)
!74 = !DILocation(line: 17, column: 26, scope: !47)
!75 = !DILocation(line: 17, column: 3, scope: !47)
!76 = distinct !{!76, !50, !77}
!77 = !DILocation(line: 23, column: 3, scope: !43)
!78 = !DILocation(line: 24, column: 17, scope: !10)
!79 = !DILocation(line: 24, column: 12, scope: !10)
!80 = !DILocation(line: 24, column: 3, scope: !10)
!81 = !DILocation(line: 24, column: 10, scope: !10)
!82 = !DILocation(line: 25, column: 16, scope: !10)
!83 = !DILocation(line: 25, column: 12, scope: !10)
!84 = !DILocation(line: 25, column: 3, scope: !10)
!85 = !DILocation(line: 25, column: 10, scope: !10)
!86 = !DILocation(line: 26, column: 16, scope: !10)
!87 = !DILocation(line: 26, column: 12, scope: !10)
!88 = !DILocation(line: 26, column: 3, scope: !10)
!89 = !DILocation(line: 26, column: 10, scope: !10)
!90 = !DILocation(line: 27, column: 1, scope: !10)
!91 = distinct !DISubprogram(name: "mean", scope: !1, file: !1, line: 10, type: !92, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!92 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !93)
!93 = !{!3, !94}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64, dwarfAddressSpace: 4)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!96 = !DILocalVariable(name: "a", arg: 1, scope: !91, file: !1, line: 10, type: !94)
!97 = !DILocation(line: 10, column: 33, scope: !91)
!98 = !DILocation(line: 11, column: 10, scope: !91)
!99 = !DILocation(line: 11, column: 13, scope: !91)
!100 = !DILocation(line: 11, column: 21, scope: !91)
!101 = !DILocation(line: 11, column: 24, scope: !91)
!102 = !DILocation(line: 11, column: 38, scope: !91)
!103 = !DILocation(line: 11, column: 41, scope: !91)
!104 = !DILocation(line: 11, column: 30, scope: !91)
!105 = !DILocation(line: 11, column: 28, scope: !91)
!106 = !DILocation(line: 11, column: 3, scope: !91)
