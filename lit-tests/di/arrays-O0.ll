; Arrays at -O0: 1-D, 2-D and 3-D array composites with DISubrange counts, an array of typedef'd structs, and an array parameter decayed to a pointer.
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
; CHECK: {{^}}; 139 nodes (138 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_OpenCL,{{.*}} emissionKind: FullDebug,{{.*}} retainedTypes: {[[FLOAT:![0-9]+]], !3},
; CHECK: {{^}}[[CELLT:![0-9]+]] = DIDerivedType(tag: DW_TAG_typedef, name: "Cell",{{.*}} file: !1, line: 5, baseType: [[CELL:![0-9]+]],
; CHECK-NEXT: {{^}}[[CELL]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Cell",{{.*}} file: !1, line: 2,{{.*}} size: 64,{{.*}} elements: {!11, !13},
; CHECK: {{^}}!13 = DIDerivedType(tag: DW_TAG_member, name: "energy", scope: [[CELL]],{{.*}} baseType: [[FLOAT]], size: 32,{{.*}} offset: 32,
; CHECK: {{^}}!26 = DILocalVariable(name: "hist",{{.*}} scope: [[KERNEL:![0-9]+]],{{.*}} line: 16, type: !27,
; CHECK-NEXT: {{^}}!27 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[INT:![0-9]+]], size: 256,{{.*}} elements: {!28},
; CHECK-NEXT: {{^}}!28 = DISubrange(count: i64 8, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}!31 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[FLOAT]], size: 384,{{.*}} elements: {!32, !33},
; CHECK-NEXT: {{^}}!32 = DISubrange(count: i64 3, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK-NEXT: {{^}}!33 = DISubrange(count: i64 4, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}!36 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: !3, size: 64,{{.*}} elements: {!37, !37, !37},
; CHECK-NEXT: {{^}}!37 = DISubrange(count: i64 2, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}!40 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[CELLT]], size: 256,{{.*}} elements: {!33},
; CHECK: {{^}}!114 = distinct DISubprogram(scope: !1, name: "row_sum",{{.*}} line: 7, type: !115,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0,
; CHECK: {{^}}!116 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: !117, size: 64,{{.*}} dwarfAddressSpace: 0,
; CHECK: {{^}}!119 = DILocalVariable(name: "row", arg: 1, scope: !114,{{.*}} line: 7, type: !116,
; CHECK: {{^}}function @arrays subprogram [[KERNEL]]: 13 blocks, 114 instructions, 102 with a location{{$}}
; CHECK: {{^}}function @row_sum subprogram !114: 5 blocks, 28 instructions, 24 with a location{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.declare(%2, !119, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !118{{$}}
; ModuleID = 'lit-tests/di/Inputs/arrays.cl'
source_filename = "lit-tests/di/Inputs/arrays.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Cell = type { i32, float }

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @arrays(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !11 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i64, align 8
  %6 = alloca [8 x i32], align 4
  %7 = alloca [3 x [4 x float]], align 4
  %8 = alloca [2 x [2 x [2 x i8]]], align 1
  %9 = alloca [4 x %struct.Cell], align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
    #dbg_declare(ptr %5, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !38
  store i64 %13, ptr %5, align 8, !dbg !37
    #dbg_declare(ptr %6, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 32, i1 false), !dbg !43
    #dbg_declare(ptr %7, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
    #dbg_declare(ptr %8, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
    #dbg_declare(ptr %9, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
    #dbg_declare(ptr %10, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  store i32 0, ptr %10, align 4, !dbg !61
  br label %14, !dbg !62

14:                                               ; preds = %37, %2
  %15 = load i32, ptr %10, align 4, !dbg !63
  %16 = icmp slt i32 %15, 3, !dbg !65
  br i1 %16, label %17, label %40, !dbg !66

17:                                               ; preds = %14
    #dbg_declare(ptr %11, !67, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !69)
  store i32 0, ptr %11, align 4, !dbg !69
  br label %18, !dbg !70

18:                                               ; preds = %33, %17
  %19 = load i32, ptr %11, align 4, !dbg !71
  %20 = icmp slt i32 %19, 4, !dbg !73
  br i1 %20, label %21, label %36, !dbg !74

21:                                               ; preds = %18
  %22 = load i32, ptr %10, align 4, !dbg !75
  %23 = mul nsw i32 %22, 4, !dbg !76
  %24 = load i32, ptr %11, align 4, !dbg !77
  %25 = add nsw i32 %23, %24, !dbg !78
  %26 = sitofp i32 %25 to float, !dbg !79
  %27 = load i32, ptr %10, align 4, !dbg !80
  %28 = sext i32 %27 to i64, !dbg !81
  %29 = getelementptr inbounds [3 x [4 x float]], ptr %7, i64 0, i64 %28, !dbg !81
  %30 = load i32, ptr %11, align 4, !dbg !82
  %31 = sext i32 %30 to i64, !dbg !81
  %32 = getelementptr inbounds [4 x float], ptr %29, i64 0, i64 %31, !dbg !81
  store float %26, ptr %32, align 4, !dbg !83
  br label %33, !dbg !81

33:                                               ; preds = %21
  %34 = load i32, ptr %11, align 4, !dbg !84
  %35 = add nsw i32 %34, 1, !dbg !84
  store i32 %35, ptr %11, align 4, !dbg !84
  br label %18, !dbg !85, !llvm.loop !86

36:                                               ; preds = %18
  br label %37, !dbg !87

37:                                               ; preds = %36
  %38 = load i32, ptr %10, align 4, !dbg !88
  %39 = add nsw i32 %38, 1, !dbg !88
  store i32 %39, ptr %10, align 4, !dbg !88
  br label %14, !dbg !89, !llvm.loop !90

40:                                               ; preds = %14
    #dbg_declare(ptr %12, !92, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !94)
  store i32 0, ptr %12, align 4, !dbg !94
  br label %41, !dbg !95

41:                                               ; preds = %65, %40
  %42 = load i32, ptr %12, align 4, !dbg !96
  %43 = icmp slt i32 %42, 4, !dbg !98
  br i1 %43, label %44, label %68, !dbg !99

44:                                               ; preds = %41
  %45 = load i32, ptr %12, align 4, !dbg !100
  %46 = sext i32 %45 to i64, !dbg !102
  %47 = getelementptr inbounds [4 x %struct.Cell], ptr %9, i64 0, i64 %46, !dbg !102
  %48 = load ptr addrspace(1), ptr %4, align 8, !dbg !103
  %49 = load i64, ptr %5, align 8, !dbg !104
  %50 = mul i64 %49, 4, !dbg !105
  %51 = load i32, ptr %12, align 4, !dbg !106
  %52 = sext i32 %51 to i64, !dbg !106
  %53 = add i64 %50, %52, !dbg !107
  %54 = getelementptr inbounds %struct.Cell, ptr addrspace(1) %48, i64 %53, !dbg !103
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %47, ptr addrspace(1) align 4 %54, i64 8, i1 false), !dbg !103
  %55 = load i32, ptr %12, align 4, !dbg !108
  %56 = sext i32 %55 to i64, !dbg !109
  %57 = getelementptr inbounds [4 x %struct.Cell], ptr %9, i64 0, i64 %56, !dbg !109
  %58 = getelementptr inbounds %struct.Cell, ptr %57, i32 0, i32 0, !dbg !110
  %59 = load i32, ptr %58, align 4, !dbg !110
  %60 = and i32 %59, 7, !dbg !111
  %61 = sext i32 %60 to i64, !dbg !112
  %62 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %61, !dbg !112
  %63 = load i32, ptr %62, align 4, !dbg !113
  %64 = add nsw i32 %63, 1, !dbg !113
  store i32 %64, ptr %62, align 4, !dbg !113
  br label %65, !dbg !114

65:                                               ; preds = %44
  %66 = load i32, ptr %12, align 4, !dbg !115
  %67 = add nsw i32 %66, 1, !dbg !115
  store i32 %67, ptr %12, align 4, !dbg !115
  br label %41, !dbg !116, !llvm.loop !117

68:                                               ; preds = %41
  %69 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 1, !dbg !119
  %70 = load i32, ptr %69, align 4, !dbg !119
  %71 = trunc i32 %70 to i8, !dbg !120
  %72 = getelementptr inbounds [2 x [2 x [2 x i8]]], ptr %8, i64 0, i64 1, !dbg !121
  %73 = getelementptr inbounds [2 x [2 x i8]], ptr %72, i64 0, i64 0, !dbg !121
  %74 = getelementptr inbounds [2 x i8], ptr %73, i64 0, i64 1, !dbg !121
  store i8 %71, ptr %74, align 1, !dbg !122
  %75 = getelementptr inbounds [3 x [4 x float]], ptr %7, i64 0, i64 1, !dbg !123
  %76 = getelementptr inbounds [4 x float], ptr %75, i64 0, i64 0, !dbg !123
  %77 = call spir_func float @row_sum(ptr noundef %76) #6, !dbg !124
  %78 = getelementptr inbounds [4 x %struct.Cell], ptr %9, i64 0, i64 0, !dbg !125
  %79 = getelementptr inbounds %struct.Cell, ptr %78, i32 0, i32 1, !dbg !126
  %80 = load float, ptr %79, align 4, !dbg !126
  %81 = fadd float %77, %80, !dbg !127
  %82 = getelementptr inbounds [2 x [2 x [2 x i8]]], ptr %8, i64 0, i64 1, !dbg !128
  %83 = getelementptr inbounds [2 x [2 x i8]], ptr %82, i64 0, i64 0, !dbg !128
  %84 = getelementptr inbounds [2 x i8], ptr %83, i64 0, i64 1, !dbg !128
  %85 = load i8, ptr %84, align 1, !dbg !128
  %86 = sitofp i8 %85 to float, !dbg !129
  %87 = fadd float %81, %86, !dbg !130
  %88 = load ptr addrspace(1), ptr %3, align 8, !dbg !131
  %89 = load i64, ptr %5, align 8, !dbg !132
  %90 = getelementptr inbounds float, ptr addrspace(1) %88, i64 %89, !dbg !131
  store float %87, ptr addrspace(1) %90, align 4, !dbg !133
  ret void, !dbg !134
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @row_sum(ptr noundef %0) #4 !dbg !135 {
  %2 = alloca ptr, align 8
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !140, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !141)
    #dbg_declare(ptr %3, !142, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !143)
  store float 0.000000e+00, ptr %3, align 4, !dbg !143
    #dbg_declare(ptr %4, !144, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !146)
  store i32 0, ptr %4, align 4, !dbg !146
  br label %5, !dbg !147

5:                                                ; preds = %16, %1
  %6 = load i32, ptr %4, align 4, !dbg !148
  %7 = icmp slt i32 %6, 4, !dbg !150
  br i1 %7, label %8, label %19, !dbg !151

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 8, !dbg !152
  %10 = load i32, ptr %4, align 4, !dbg !153
  %11 = sext i32 %10 to i64, !dbg !152
  %12 = getelementptr inbounds float, ptr %9, i64 %11, !dbg !152
  %13 = load float, ptr %12, align 4, !dbg !152
  %14 = load float, ptr %3, align 4, !dbg !154
  %15 = fadd float %14, %13, !dbg !154
  store float %15, ptr %3, align 4, !dbg !154
  br label %16, !dbg !155

16:                                               ; preds = %8
  %17 = load i32, ptr %4, align 4, !dbg !156
  %18 = add nsw i32 %17, 1, !dbg !156
  store i32 %18, ptr %4, align 4, !dbg !156
  br label %5, !dbg !157, !llvm.loop !158

19:                                               ; preds = %5
  %20 = load float, ptr %3, align 4, !dbg !160
  ret float %20, !dbg !161
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8}
!opencl.ocl.version = !{!9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/arrays.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8454bc09487db6e0cd3bc6df3f6c29a1")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{i32 2, i32 0}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "arrays", scope: !1, file: !1, line: 14, type: !12, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!12 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !13)
!13 = !{null, !14, !15}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "Cell", file: !1, line: 5, baseType: !18)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Cell", file: !1, line: 2, size: 64, elements: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !18, file: !1, line: 3, baseType: !21, size: 32)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "energy", scope: !18, file: !1, line: 4, baseType: !3, size: 32, offset: 32)
!23 = !{}
!24 = !{i32 1, i32 1}
!25 = !{!"none", !"none"}
!26 = !{!"float*", !"Cell*"}
!27 = !{!"float*", !"struct Cell*"}
!28 = !{!"", !"const"}
!29 = !DILocalVariable(name: "out", arg: 1, scope: !11, file: !1, line: 14, type: !14)
!30 = !DILocation(line: 14, column: 38, scope: !11)
!31 = !DILocalVariable(name: "cells", arg: 2, scope: !11, file: !1, line: 14, type: !15)
!32 = !DILocation(line: 14, column: 64, scope: !11)
!33 = !DILocalVariable(name: "gid", scope: !11, file: !1, line: 15, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !35, line: 142, baseType: !36)
!35 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !DILocation(line: 15, column: 10, scope: !11)
!38 = !DILocation(line: 15, column: 16, scope: !11)
!39 = !DILocalVariable(name: "hist", scope: !11, file: !1, line: 16, type: !40)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 256, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 8)
!43 = !DILocation(line: 16, column: 7, scope: !11)
!44 = !DILocalVariable(name: "grid", scope: !11, file: !1, line: 17, type: !45)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 384, elements: !46)
!46 = !{!47, !48}
!47 = !DISubrange(count: 3)
!48 = !DISubrange(count: 4)
!49 = !DILocation(line: 17, column: 9, scope: !11)
!50 = !DILocalVariable(name: "cube", scope: !11, file: !1, line: 18, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !52)
!52 = !{!53, !53, !53}
!53 = !DISubrange(count: 2)
!54 = !DILocation(line: 18, column: 8, scope: !11)
!55 = !DILocalVariable(name: "local_cells", scope: !11, file: !1, line: 19, type: !56)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 256, elements: !57)
!57 = !{!48}
!58 = !DILocation(line: 19, column: 8, scope: !11)
!59 = !DILocalVariable(name: "r", scope: !60, file: !1, line: 21, type: !21)
!60 = distinct !DILexicalBlock(scope: !11, file: !1, line: 21, column: 3)
!61 = !DILocation(line: 21, column: 12, scope: !60)
!62 = !DILocation(line: 21, column: 8, scope: !60)
!63 = !DILocation(line: 21, column: 19, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !1, line: 21, column: 3)
!65 = !DILocation(line: 21, column: 21, scope: !64)
!66 = !DILocation(line: 21, column: 3, scope: !60)
!67 = !DILocalVariable(name: "c", scope: !68, file: !1, line: 22, type: !21)
!68 = distinct !DILexicalBlock(scope: !64, file: !1, line: 22, column: 5)
!69 = !DILocation(line: 22, column: 14, scope: !68)
!70 = !DILocation(line: 22, column: 10, scope: !68)
!71 = !DILocation(line: 22, column: 21, scope: !72)
!72 = distinct !DILexicalBlock(scope: !68, file: !1, line: 22, column: 5)
!73 = !DILocation(line: 22, column: 23, scope: !72)
!74 = !DILocation(line: 22, column: 5, scope: !68)
!75 = !DILocation(line: 23, column: 28, scope: !72)
!76 = !DILocation(line: 23, column: 30, scope: !72)
!77 = !DILocation(line: 23, column: 36, scope: !72)
!78 = !DILocation(line: 23, column: 34, scope: !72)
!79 = !DILocation(line: 23, column: 20, scope: !72)
!80 = !DILocation(line: 23, column: 12, scope: !72)
!81 = !DILocation(line: 23, column: 7, scope: !72)
!82 = !DILocation(line: 23, column: 15, scope: !72)
!83 = !DILocation(line: 23, column: 18, scope: !72)
!84 = !DILocation(line: 22, column: 28, scope: !72)
!85 = !DILocation(line: 22, column: 5, scope: !72)
!86 = distinct !{!86, !74, !87}
!87 = !DILocation(line: 23, column: 37, scope: !68)
!88 = !DILocation(line: 21, column: 26, scope: !64)
!89 = !DILocation(line: 21, column: 3, scope: !64)
!90 = distinct !{!90, !66, !91}
!91 = !DILocation(line: 23, column: 37, scope: !60)
!92 = !DILocalVariable(name: "k", scope: !93, file: !1, line: 25, type: !21)
!93 = distinct !DILexicalBlock(scope: !11, file: !1, line: 25, column: 3)
!94 = !DILocation(line: 25, column: 12, scope: !93)
!95 = !DILocation(line: 25, column: 8, scope: !93)
!96 = !DILocation(line: 25, column: 19, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !1, line: 25, column: 3)
!98 = !DILocation(line: 25, column: 21, scope: !97)
!99 = !DILocation(line: 25, column: 3, scope: !93)
!100 = !DILocation(line: 26, column: 17, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !1, line: 25, column: 31)
!102 = !DILocation(line: 26, column: 5, scope: !101)
!103 = !DILocation(line: 26, column: 22, scope: !101)
!104 = !DILocation(line: 26, column: 28, scope: !101)
!105 = !DILocation(line: 26, column: 32, scope: !101)
!106 = !DILocation(line: 26, column: 38, scope: !101)
!107 = !DILocation(line: 26, column: 36, scope: !101)
!108 = !DILocation(line: 27, column: 22, scope: !101)
!109 = !DILocation(line: 27, column: 10, scope: !101)
!110 = !DILocation(line: 27, column: 25, scope: !101)
!111 = !DILocation(line: 27, column: 31, scope: !101)
!112 = !DILocation(line: 27, column: 5, scope: !101)
!113 = !DILocation(line: 27, column: 35, scope: !101)
!114 = !DILocation(line: 28, column: 3, scope: !101)
!115 = !DILocation(line: 25, column: 26, scope: !97)
!116 = !DILocation(line: 25, column: 3, scope: !97)
!117 = distinct !{!117, !99, !118}
!118 = !DILocation(line: 28, column: 3, scope: !93)
!119 = !DILocation(line: 29, column: 25, scope: !11)
!120 = !DILocation(line: 29, column: 19, scope: !11)
!121 = !DILocation(line: 29, column: 3, scope: !11)
!122 = !DILocation(line: 29, column: 17, scope: !11)
!123 = !DILocation(line: 30, column: 22, scope: !11)
!124 = !DILocation(line: 30, column: 14, scope: !11)
!125 = !DILocation(line: 30, column: 33, scope: !11)
!126 = !DILocation(line: 30, column: 48, scope: !11)
!127 = !DILocation(line: 30, column: 31, scope: !11)
!128 = !DILocation(line: 30, column: 64, scope: !11)
!129 = !DILocation(line: 30, column: 57, scope: !11)
!130 = !DILocation(line: 30, column: 55, scope: !11)
!131 = !DILocation(line: 30, column: 3, scope: !11)
!132 = !DILocation(line: 30, column: 7, scope: !11)
!133 = !DILocation(line: 30, column: 12, scope: !11)
!134 = !DILocation(line: 31, column: 1, scope: !11)
!135 = distinct !DISubprogram(name: "row_sum", scope: !1, file: !1, line: 7, type: !136, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!136 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !137)
!137 = !{!3, !138}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64, dwarfAddressSpace: 0)
!139 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!140 = !DILocalVariable(name: "row", arg: 1, scope: !135, file: !1, line: 7, type: !138)
!141 = !DILocation(line: 7, column: 34, scope: !135)
!142 = !DILocalVariable(name: "s", scope: !135, file: !1, line: 8, type: !3)
!143 = !DILocation(line: 8, column: 9, scope: !135)
!144 = !DILocalVariable(name: "j", scope: !145, file: !1, line: 9, type: !21)
!145 = distinct !DILexicalBlock(scope: !135, file: !1, line: 9, column: 3)
!146 = !DILocation(line: 9, column: 12, scope: !145)
!147 = !DILocation(line: 9, column: 8, scope: !145)
!148 = !DILocation(line: 9, column: 19, scope: !149)
!149 = distinct !DILexicalBlock(scope: !145, file: !1, line: 9, column: 3)
!150 = !DILocation(line: 9, column: 21, scope: !149)
!151 = !DILocation(line: 9, column: 3, scope: !145)
!152 = !DILocation(line: 10, column: 10, scope: !149)
!153 = !DILocation(line: 10, column: 14, scope: !149)
!154 = !DILocation(line: 10, column: 7, scope: !149)
!155 = !DILocation(line: 10, column: 5, scope: !149)
!156 = !DILocation(line: 9, column: 26, scope: !149)
!157 = !DILocation(line: 9, column: 3, scope: !149)
!158 = distinct !{!158, !151, !159}
!159 = !DILocation(line: 10, column: 15, scope: !145)
!160 = !DILocation(line: 11, column: 10, scope: !135)
!161 = !DILocation(line: 11, column: 3, scope: !135)
