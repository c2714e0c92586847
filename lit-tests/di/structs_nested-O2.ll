; Nested structs at -O2: the Mesh/Bounds/Vec2 composite layout and anonymous lod struct are unchanged by optimization, bounds_area() is inlined, and the weight-sum loop is unrolled into dbg.value records.
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
; CHECK: {{^}}; 67 nodes (66 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "mesh_area",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!32, !33, !34, !38, !39, !40},
; CHECK: {{^}}[[MESH:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Mesh",{{.*}} size: 480,{{.*}} elements: {!7, !15, !17, !20, !23},
; CHECK: {{^}}[[BOUNDS:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Bounds",{{.*}} size: 128,{{.*}} elements: {!9, !14},
; CHECK: {{^}}!17 = DIDerivedType(tag: DW_TAG_member, name: "weights", scope: [[MESH]],{{.*}} baseType: !18, size: 128,{{.*}} offset: 160,
; CHECK: {{^}}!20 = DIDerivedType(tag: DW_TAG_member, name: "corners", scope: [[MESH]],{{.*}} baseType: !21, size: 128,{{.*}} offset: 288,
; CHECK: {{^}}!23 = DIDerivedType(tag: DW_TAG_member, name: "lod", scope: [[MESH]],{{.*}} baseType: [[LOD:![0-9]+]], size: 48,{{.*}} offset: 416,
; CHECK-NEXT: {{^}}[[LOD]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "", scope: [[MESH]],{{.*}} size: 48,{{.*}} elements: {!25, !27},
; CHECK: {{^}}!38 = DILocalVariable(name: "m",{{.*}} scope: [[KERNEL]],{{.*}} line: 29, type: [[MESH]],
; CHECK: {{^}}!40 = DILocalVariable(name: "k",{{.*}} scope: !41,{{.*}} line: 31, type: !16,
; CHECK-NEXT: {{^}}!41 = distinct DILexicalBlock(scope: [[KERNEL]], file: !1, line: 31, column: 3){{$}}
; CHECK: {{^}}!49 = DILocation(line: 0, column: 0, scope: [[AREA:![0-9]+]], inlinedAt: !55, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[AREA]] = distinct DISubprogram(scope: !1, name: "bounds_area",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!54},
; CHECK: {{^}}!54 = DILocalVariable(name: "b", arg: 1, scope: [[AREA]],{{.*}} type: !52,
; CHECK: {{^}}!56 = DILocation(line: 24, column: 17, scope: [[AREA]], inlinedAt: !55, isImplicitCode: false){{$}}
; CHECK: {{^}}function @mesh_area subprogram [[KERNEL]]: 1 blocks, 51 instructions, 51 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(i32 0, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !46{{$}}
; CHECK: {{^}}  llvm.dbg.value(%18, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !42{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(i32 1, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !46{{$}}
; CHECK: {{^}}  llvm.dbg.value(i32 4, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !46{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(undef, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !49{{$}}
; ModuleID = 'lit-tests/di/Inputs/structs_nested.cl'
source_filename = "lit-tests/di/Inputs/structs_nested.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Mesh = type { %struct.Bounds, i32, [4 x float], [2 x %struct.Vec2], %struct.anon }
%struct.Bounds = type { %struct.Vec2, %struct.Vec2 }
%struct.Vec2 = type { float, float }
%struct.anon = type { i16, [3 x i8] }

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @mesh_area(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !58 !kernel_arg_access_qual !59 !kernel_arg_type !60 !kernel_arg_base_type !60 !kernel_arg_type_qual !61 {
    #dbg_value(ptr addrspace(1) %0, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
    #dbg_value(ptr addrspace(1) %1, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !63
    #dbg_value(i64 %3, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %4 = getelementptr inbounds %struct.Mesh, ptr addrspace(1) %0, i64 %3, !dbg !64
  %5 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 20, !dbg !64
  %6 = load float, ptr addrspace(1) %5, align 4, !dbg !64
  %7 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 24, !dbg !64
  %8 = load float, ptr addrspace(1) %7, align 4, !dbg !64
  %9 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 28, !dbg !64
  %10 = load float, ptr addrspace(1) %9, align 4, !dbg !64
  %11 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 32, !dbg !64
  %12 = load float, ptr addrspace(1) %11, align 4, !dbg !64, !tbaa !65
  %13 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 44, !dbg !64
  %14 = load i64, ptr addrspace(1) %13, align 4, !dbg !64, !tbaa !65
  %15 = lshr i64 %14, 32, !dbg !64
  %16 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 52, !dbg !64
  %17 = load i16, ptr addrspace(1) %16, align 4, !dbg !64, !tbaa !68
    #dbg_value(float 0.000000e+00, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
    #dbg_value(i32 0, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(i32 0, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(float 0.000000e+00, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
    #dbg_value(i32 0, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(float 0.000000e+00, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
  %18 = fadd float %6, 0.000000e+00, !dbg !71
    #dbg_value(float %18, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
    #dbg_value(i32 1, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  %19 = fadd float %18, %8, !dbg !71
    #dbg_value(float %19, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
    #dbg_value(i32 2, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  %20 = fadd float %19, %10, !dbg !71
    #dbg_value(float %20, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
    #dbg_value(i32 3, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  %21 = fadd float %20, %12, !dbg !71
  %22 = load <2 x float>, ptr addrspace(1) %4, align 4, !dbg !64, !tbaa !73
  %23 = insertelement <2 x i64> poison, i64 %14, i64 0, !dbg !64
  %24 = insertelement <2 x i64> %23, i64 %15, i64 1, !dbg !64
  %25 = trunc <2 x i64> %24 to <2 x i32>, !dbg !64
    #dbg_value(float %21, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !62)
    #dbg_value(i32 4, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(ptr addrspace(4) undef, !75, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !82)
  %26 = bitcast <2 x i32> %25 to <2 x float>, !dbg !84
  %27 = fsub <2 x float> %26, %22, !dbg !85
  %28 = shufflevector <2 x float> %27, <2 x float> poison, <2 x i32> <i32 1, i32 poison>, !dbg !86
  %29 = fmul <2 x float> %27, %28, !dbg !86
  %30 = extractelement <2 x float> %29, i64 0, !dbg !86
  %31 = sitofp i16 %17 to float, !dbg !87
  %32 = tail call float @llvm.fmuladd.f32(float %30, float %21, float %31), !dbg !88
  %33 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %3, !dbg !89
  store float %32, ptr addrspace(1) %33, align 4, !dbg !90, !tbaa !73
  ret void, !dbg !91
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !92 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/structs_nested.cl", directory: ".", checksumkind: CSK_MD5, checksum: "c8bcdc4b4e512c7e21e4d917e42d9e86")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "mesh_area", scope: !1, file: !1, line: 27, type: !11, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !47)
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
!47 = !{!48, !49, !50, !54, !55, !56}
!48 = !DILocalVariable(name: "meshes", arg: 1, scope: !10, file: !1, line: 27, type: !13)
!49 = !DILocalVariable(name: "out", arg: 2, scope: !10, file: !1, line: 27, type: !46)
!50 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 28, type: !51)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !52, line: 142, baseType: !53)
!52 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!53 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!54 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 29, type: !14)
!55 = !DILocalVariable(name: "w", scope: !10, file: !1, line: 30, type: !3)
!56 = !DILocalVariable(name: "k", scope: !57, file: !1, line: 31, type: !27)
!57 = distinct !DILexicalBlock(scope: !10, file: !1, line: 31, column: 3)
!58 = !{i32 1, i32 1}
!59 = !{!"none", !"none"}
!60 = !{!"struct Mesh*", !"float*"}
!61 = !{!"", !""}
!62 = !DILocation(line: 0, scope: !10)
!63 = !DILocation(line: 28, column: 14, scope: !10)
!64 = !DILocation(line: 29, column: 19, scope: !10)
!65 = !{!66, !66, i64 0}
!66 = !{!"omnipotent char", !67, i64 0}
!67 = !{!"Simple C/C++ TBAA"}
!68 = !{!69, !69, i64 0}
!69 = !{!"short", !66, i64 0}
!70 = !DILocation(line: 0, scope: !57)
!71 = !DILocation(line: 32, column: 7, scope: !72)
!72 = distinct !DILexicalBlock(scope: !57, file: !1, line: 31, column: 3)
!73 = !{!74, !74, i64 0}
!74 = !{!"float", !66, i64 0}
!75 = !DILocalVariable(name: "b", arg: 1, scope: !76, file: !1, line: 23, type: !79)
!76 = distinct !DISubprogram(name: "bounds_area", scope: !1, file: !1, line: 23, type: !77, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !81)
!77 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !78)
!78 = !{!3, !79}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64, dwarfAddressSpace: 4)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!81 = !{!75}
!82 = !DILocation(line: 0, scope: !76, inlinedAt: !83)
!83 = distinct !DILocation(line: 35, column: 12, scope: !10)
!84 = !DILocation(line: 24, column: 17, scope: !76, inlinedAt: !83)
!85 = !DILocation(line: 24, column: 19, scope: !76, inlinedAt: !83)
!86 = !DILocation(line: 24, column: 30, scope: !76, inlinedAt: !83)
!87 = !DILocation(line: 35, column: 38, scope: !10)
!88 = !DILocation(line: 35, column: 36, scope: !10)
!89 = !DILocation(line: 35, column: 3, scope: !10)
!90 = !DILocation(line: 35, column: 10, scope: !10)
!91 = !DILocation(line: 36, column: 1, scope: !10)
!92 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 28, type: !93, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !94)
!94 = !{!53, !95}
!95 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
