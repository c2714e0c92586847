; Nested structs at -O0: struct members that are structs, typedef'd structs, arrays of floats and of structs, and an anonymous struct member, with exact member sizes and bit offsets.
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
; CHECK: {{^}}; 107 nodes (106 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[MESH:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Mesh",{{.*}} file: !1, line: 12,{{.*}} size: 480,{{.*}} elements: {!7, !15, !17, !20, !23},
; CHECK-NEXT: {{^}}!7 = DIDerivedType(tag: DW_TAG_member, name: "box", scope: [[MESH]],{{.*}} line: 13, baseType: [[BOUNDS:![0-9]+]], size: 128,{{.*}} offset: 0,
; CHECK-NEXT: {{^}}[[BOUNDS]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Bounds",{{.*}} line: 7,{{.*}} size: 128,{{.*}} elements: {!9, !14},
; CHECK-NEXT: {{^}}!9 = DIDerivedType(tag: DW_TAG_member, name: "lo", scope: [[BOUNDS]],{{.*}} baseType: [[VEC2T:![0-9]+]], size: 64,{{.*}} offset: 0,
; CHECK-NEXT: {{^}}[[VEC2T]] = DIDerivedType(tag: DW_TAG_typedef, name: "Vec2",{{.*}} file: !1, line: 5, baseType: [[VEC2:![0-9]+]],
; CHECK-NEXT: {{^}}[[VEC2]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Vec2",{{.*}} line: 2,{{.*}} size: 64,{{.*}} elements: {!12, !13},
; CHECK: {{^}}!14 = DIDerivedType(tag: DW_TAG_member, name: "hi", scope: [[BOUNDS]],{{.*}} baseType: [[VEC2T]], size: 64,{{.*}} offset: 64,
; CHECK-NEXT: {{^}}!15 = DIDerivedType(tag: DW_TAG_member, name: "vertex_count", scope: [[MESH]],{{.*}} baseType: !16, size: 32,{{.*}} offset: 128,
; CHECK: {{^}}!17 = DIDerivedType(tag: DW_TAG_member, name: "weights", scope: [[MESH]],{{.*}} baseType: !18, size: 128,{{.*}} offset: 160,
; CHECK-NEXT: {{^}}!18 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[FLOAT:![0-9]+]], size: 128,{{.*}} elements: {!19},
; CHECK: {{^}}!20 = DIDerivedType(tag: DW_TAG_member, name: "corners", scope: [[MESH]],{{.*}} baseType: !21, size: 128,{{.*}} offset: 288,
; CHECK-NEXT: {{^}}!21 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[VEC2T]], size: 128,{{.*}} elements: {!22},
; CHECK: {{^}}!23 = DIDerivedType(tag: DW_TAG_member, name: "lod", scope: [[MESH]],{{.*}} line: 20, baseType: [[LOD:![0-9]+]], size: 48,{{.*}} offset: 416,
; CHECK-NEXT: {{^}}[[LOD]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "", scope: [[MESH]], file: !1, line: 17,{{.*}} size: 48,{{.*}} elements: {!25, !27},{{.*}} identifier: "",
; CHECK: {{^}}!27 = DIDerivedType(tag: DW_TAG_member, name: "tag", scope: [[LOD]],{{.*}} baseType: !28, size: 24,{{.*}} offset: 16,
; CHECK-NEXT: {{^}}!28 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: !29, size: 24,{{.*}} elements: {!30},
; CHECK: {{^}}!30 = DISubrange(count: i64 3, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}!88 = DIDerivedType(tag: DW_TAG_const_type,{{.*}} baseType: [[BOUNDS]],
; CHECK: {{^}}function @mesh_area subprogram [[KERNEL:![0-9]+]]: 5 blocks, 62 instructions, 54 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%6, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !43{{$}}
; ModuleID = 'lit-tests/di/Inputs/structs_nested.cl'
source_filename = "lit-tests/di/Inputs/structs_nested.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Mesh = type { %struct.Bounds, i32, [4 x float], [2 x %struct.Vec2], %struct.anon }
%struct.Bounds = type { %struct.Vec2, %struct.Vec2 }
%struct.Vec2 = type { float, float }
%struct.anon = type { i16, [3 x i8] }

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @mesh_area(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !10 !kernel_arg_addr_space !48 !kernel_arg_access_qual !49 !kernel_arg_type !50 !kernel_arg_base_type !50 !kernel_arg_type_qual !51 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.Mesh, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_declare(ptr %5, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !61
  store i64 %9, ptr %5, align 8, !dbg !60
    #dbg_declare(ptr %6, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
  %10 = load ptr addrspace(1), ptr %3, align 8, !dbg !64
  %11 = load i64, ptr %5, align 8, !dbg !65
  %12 = getelementptr inbounds %struct.Mesh, ptr addrspace(1) %10, i64 %11, !dbg !64
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %6, ptr addrspace(1) align 4 %12, i64 60, i1 false), !dbg !64
    #dbg_declare(ptr %7, !66, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  store float 0.000000e+00, ptr %7, align 4, !dbg !67
    #dbg_declare(ptr %8, !68, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  store i32 0, ptr %8, align 4, !dbg !70
  br label %13, !dbg !71

13:                                               ; preds = %24, %2
  %14 = load i32, ptr %8, align 4, !dbg !72
  %15 = icmp slt i32 %14, 4, !dbg !74
  br i1 %15, label %16, label %27, !dbg !75

16:                                               ; preds = %13
  %17 = getelementptr inbounds %struct.Mesh, ptr %6, i32 0, i32 2, !dbg !76
  %18 = load i32, ptr %8, align 4, !dbg !77
  %19 = sext i32 %18 to i64, !dbg !78
  %20 = getelementptr inbounds [4 x float], ptr %17, i64 0, i64 %19, !dbg !78
  %21 = load float, ptr %20, align 4, !dbg !78
  %22 = load float, ptr %7, align 4, !dbg !79
  %23 = fadd float %22, %21, !dbg !79
  store float %23, ptr %7, align 4, !dbg !79
  br label %24, !dbg !80

24:                                               ; preds = %16
  %25 = load i32, ptr %8, align 4, !dbg !81
  %26 = add nsw i32 %25, 1, !dbg !81
  store i32 %26, ptr %8, align 4, !dbg !81
  br label %13, !dbg !82, !llvm.loop !83

27:                                               ; preds = %13
  %28 = getelementptr inbounds %struct.Mesh, ptr %6, i32 0, i32 0, !dbg !85
  %29 = getelementptr inbounds %struct.Bounds, ptr %28, i32 0, i32 1, !dbg !86
  %30 = getelementptr inbounds %struct.Mesh, ptr %6, i32 0, i32 3, !dbg !87
  %31 = getelementptr inbounds [2 x %struct.Vec2], ptr %30, i64 0, i64 1, !dbg !88
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 4 %31, i64 8, i1 false), !dbg !88
  %32 = getelementptr inbounds %struct.Mesh, ptr %6, i32 0, i32 4, !dbg !89
  %33 = getelementptr inbounds %struct.anon, ptr %32, i32 0, i32 1, !dbg !90
  %34 = getelementptr inbounds [3 x i8], ptr %33, i64 0, i64 0, !dbg !91
  store i8 97, ptr %34, align 2, !dbg !92
  %35 = getelementptr inbounds %struct.Mesh, ptr %6, i32 0, i32 0, !dbg !93
  %36 = addrspacecast ptr %35 to ptr addrspace(4), !dbg !94
  %37 = call spir_func float @bounds_area(ptr addrspace(4) noundef %36) #6, !dbg !95
  %38 = load float, ptr %7, align 4, !dbg !96
  %39 = getelementptr inbounds %struct.Mesh, ptr %6, i32 0, i32 4, !dbg !97
  %40 = getelementptr inbounds %struct.anon, ptr %39, i32 0, i32 0, !dbg !98
  %41 = load i16, ptr %40, align 4, !dbg !98
  %42 = sitofp i16 %41 to float, !dbg !99
  %43 = call float @llvm.fmuladd.f32(float %37, float %38, float %42), !dbg !100
  %44 = load ptr addrspace(1), ptr %4, align 8, !dbg !101
  %45 = load i64, ptr %5, align 8, !dbg !102
  %46 = getelementptr inbounds float, ptr addrspace(1) %44, i64 %45, !dbg !101
  store float %43, ptr addrspace(1) %46, align 4, !dbg !103
  ret void, !dbg !104
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @bounds_area(ptr addrspace(4) noundef %0) #3 !dbg !105 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !110, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !111)
  %3 = load ptr addrspace(4), ptr %2, align 8, !dbg !112
  %4 = getelementptr inbounds %struct.Bounds, ptr addrspace(4) %3, i32 0, i32 1, !dbg !113
  %5 = getelementptr inbounds %struct.Vec2, ptr addrspace(4) %4, i32 0, i32 0, !dbg !114
  %6 = load float, ptr addrspace(4) %5, align 4, !dbg !114
  %7 = load ptr addrspace(4), ptr %2, align 8, !dbg !115
  %8 = getelementptr inbounds %struct.Bounds, ptr addrspace(4) %7, i32 0, i32 0, !dbg !116
  %9 = getelementptr inbounds %struct.Vec2, ptr addrspace(4) %8, i32 0, i32 0, !dbg !117
  %10 = load float, ptr addrspace(4) %9, align 4, !dbg !117
  %11 = fsub float %6, %10, !dbg !118
  %12 = load ptr addrspace(4), ptr %2, align 8, !dbg !119
  %13 = getelementptr inbounds %struct.Bounds, ptr addrspace(4) %12, i32 0, i32 1, !dbg !120
  %14 = getelementptr inbounds %struct.Vec2, ptr addrspace(4) %13, i32 0, i32 1, !dbg !121
  %15 = load float, ptr addrspace(4) %14, align 4, !dbg !121
  %16 = load ptr addrspace(4), ptr %2, align 8, !dbg !122
  %17 = getelementptr inbounds %struct.Bounds, ptr addrspace(4) %16, i32 0, i32 0, !dbg !123
  %18 = getelementptr inbounds %struct.Vec2, ptr addrspace(4) %17, i32 0, i32 1, !dbg !124
  %19 = load float, ptr addrspace(4) %18, align 4, !dbg !124
  %20 = fsub float %15, %19, !dbg !125
  %21 = fmul float %11, %20, !dbg !126
  ret float %21, !dbg !127
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/structs_nested.cl", directory: ".", checksumkind: CSK_MD5, checksum: "c8bcdc4b4e512c7e21e4d917e42d9e86")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "mesh_area", scope: !1, file: !1, line: 27, type: !11, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !47)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !46}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mesh", file: !1, line: 12, size: 480, elements: !15)
!15 = !{!16, !26, !28, !32, !36}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "box", scope: !14, file: !1, line: 13, baseType: !17, size: 128)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Bounds", file: !1, line: 7, size: 128, elements: !18)
!18 = !{!19, !25}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !17, file: !1, line: 8, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "Vec2", file: !1, line: 5, baseType: !21)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec2", file: !1, line: 2, size: 64, elements: !22)
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !21, file: !1, line: 3, baseType: !3, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !21, file: !1, line: 4, baseType: !3, size: 32, offset: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !17, file: !1, line: 9, baseType: !20, size: 64, offset: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "vertex_count", scope: !14, file: !1, line: 14, baseType: !27, size: 32, offset: 128)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "weights", scope: !14, file: !1, line: 15, baseType: !29, size: 128, offset: 160)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 4)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "corners", scope: !14, file: !1, line: 16, baseType: !33, size: 128, offset: 288)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 128, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 2)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "lod", scope: !14, file: !1, line: 20, baseType: !37, size: 48, offset: 416)
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !14, file: !1, line: 17, size: 48, elements: !38)
!38 = !{!39, !41}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !37, file: !1, line: 18, baseType: !40, size: 16)
!40 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !37, file: !1, line: 19, baseType: !42, size: 24, offset: 16)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 24, elements: !44)
!43 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!44 = !{!45}
!45 = !DISubrange(count: 3)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!47 = !{}
!48 = !{i32 1, i32 1}
!49 = !{!"none", !"none"}
!50 = !{!"struct Mesh*", !"float*"}
!51 = !{!"", !""}
!52 = !DILocalVariable(name: "meshes", arg: 1, scope: !10, file: !1, line: 27, type: !13)
!53 = !DILocation(line: 27, column: 47, scope: !10)
!54 = !DILocalVariable(name: "out", arg: 2, scope: !10, file: !1, line: 27, type: !46)
!55 = !DILocation(line: 27, column: 71, scope: !10)
!56 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 28, type: !57)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !58, line: 142, baseType: !59)
!58 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !DILocation(line: 28, column: 10, scope: !10)
!61 = !DILocation(line: 28, column: 14, scope: !10)
!62 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 29, type: !14)
!63 = !DILocation(line: 29, column: 15, scope: !10)
!64 = !DILocation(line: 29, column: 19, scope: !10)
!65 = !DILocation(line: 29, column: 26, scope: !10)
!66 = !DILocalVariable(name: "w", scope: !10, file: !1, line: 30, type: !3)
!67 = !DILocation(line: 30, column: 9, scope: !10)
!68 = !DILocalVariable(name: "k", scope: !69, file: !1, line: 31, type: !27)
!69 = distinct !DILexicalBlock(scope: !10, file: !1, line: 31, column: 3)
!70 = !DILocation(line: 31, column: 12, scope: !69)
!71 = !DILocation(line: 31, column: 8, scope: !69)
!72 = !DILocation(line: 31, column: 19, scope: !73)
!73 = distinct !DILexicalBlock(scope: !69, file: !1, line: 31, column: 3)
!74 = !DILocation(line: 31, column: 21, scope: !73)
!75 = !DILocation(line: 31, column: 3, scope: !69)
!76 = !DILocation(line: 32, column: 12, scope: !73)
!77 = !DILocation(line: 32, column: 20, scope: !73)
!78 = !DILocation(line: 32, column: 10, scope: !73)
!79 = !DILocation(line: 32, column: 7, scope: !73)
!80 = !DILocation(line: 32, column: 5, scope: !73)
!81 = !DILocation(line: 31, column: 26, scope: !73)
!82 = !DILocation(line: 31, column: 3, scope: !73)
!83 = distinct !{!83, !75, !84}
!84 = !DILocation(line: 32, column: 21, scope: !69)
!85 = !DILocation(line: 33, column: 5, scope: !10)
!86 = !DILocation(line: 33, column: 9, scope: !10)
!87 = !DILocation(line: 33, column: 16, scope: !10)
!88 = !DILocation(line: 33, column: 14, scope: !10)
!89 = !DILocation(line: 34, column: 5, scope: !10)
!90 = !DILocation(line: 34, column: 9, scope: !10)
!91 = !DILocation(line: 34, column: 3, scope: !10)
!92 = !DILocation(line: 34, column: 16, scope: !10)
!93 = !DILocation(line: 35, column: 27, scope: !10)
!94 = !DILocation(line: 35, column: 24, scope: !10)
!95 = !DILocation(line: 35, column: 12, scope: !10)
!96 = !DILocation(line: 35, column: 34, scope: !10)
!97 = !DILocation(line: 35, column: 47, scope: !10)
!98 = !DILocation(line: 35, column: 51, scope: !10)
!99 = !DILocation(line: 35, column: 38, scope: !10)
!100 = !DILocation(line: 35, column: 36, scope: !10)
!101 = !DILocation(line: 35, column: 3, scope: !10)
!102 = !DILocation(line: 35, column: 7, scope: !10)
!103 = !DILocation(line: 35, column: 10, scope: !10)
!104 = !DILocation(line: 36, column: 1, scope: !10)
!105 = distinct !DISubprogram(name: "bounds_area", scope: !1, file: !1, line: 23, type: !106, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !47)
!106 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !107)
!107 = !{!3, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64, dwarfAddressSpace: 4)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!110 = !DILocalVariable(name: "b", arg: 1, scope: !105, file: !1, line: 23, type: !108)
!111 = !DILocation(line: 23, column: 47, scope: !105)
!112 = !DILocation(line: 24, column: 11, scope: !105)
!113 = !DILocation(line: 24, column: 14, scope: !105)
!114 = !DILocation(line: 24, column: 17, scope: !105)
!115 = !DILocation(line: 24, column: 21, scope: !105)
!116 = !DILocation(line: 24, column: 24, scope: !105)
!117 = !DILocation(line: 24, column: 27, scope: !105)
!118 = !DILocation(line: 24, column: 19, scope: !105)
!119 = !DILocation(line: 24, column: 33, scope: !105)
!120 = !DILocation(line: 24, column: 36, scope: !105)
!121 = !DILocation(line: 24, column: 39, scope: !105)
!122 = !DILocation(line: 24, column: 43, scope: !105)
!123 = !DILocation(line: 24, column: 46, scope: !105)
!124 = !DILocation(line: 24, column: 49, scope: !105)
!125 = !DILocation(line: 24, column: 41, scope: !105)
!126 = !DILocation(line: 24, column: 30, scope: !105)
!127 = !DILocation(line: 24, column: 3, scope: !105)
