; Inheritance at -O0: DW_TAG_inheritance members for single, multiple, private and protected bases (offsets, DIFlagProtected), base-class member functions, and the Derived constructor/method definitions with this pointers.
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
; CHECK: {{^}}; 151 nodes (150 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[DERIVED:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_class_type, name: "Derived",{{.*}} line: 21,{{.*}} size: 128,{{.*}} flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: {!5, !20, !27, !30},{{.*}} identifier: "_ZTS7Derived",
; CHECK-NEXT: {{^}}!5 = DIDerivedType(tag: DW_TAG_inheritance,{{.*}} scope: [[DERIVED]],{{.*}} baseType: [[CIRCLE:![0-9]+]],{{.*}} offset: 0, flags: DIFlagZero, extraData: i32 0,
; CHECK-NEXT: {{^}}[[CIRCLE]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Circle",{{.*}} line: 12,{{.*}} size: 96,{{.*}} flags: DIFlagTypePassByValue, elements: {!7, !15, !16},{{.*}} identifier: "_ZTS6Circle",
; CHECK-NEXT: {{^}}!7 = DIDerivedType(tag: DW_TAG_inheritance,{{.*}} scope: [[CIRCLE]],{{.*}} baseType: [[SHAPE:![0-9]+]],{{.*}} offset: 0, flags: DIFlagZero, extraData: i32 0,
; CHECK-NEXT: {{^}}[[SHAPE]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Shape",{{.*}} line: 2,{{.*}} size: 64,{{.*}} flags: DIFlagTypePassByValue, elements: {!9, !10, !11},{{.*}} identifier: "_ZTS5Shape",
; CHECK: {{^}}!15 = DIDerivedType(tag: DW_TAG_member, name: "radius", scope: [[CIRCLE]],{{.*}} baseType: !2, size: 32,{{.*}} offset: 64,
; CHECK: {{^}}!20 = DIDerivedType(tag: DW_TAG_inheritance,{{.*}} scope: [[DERIVED]],{{.*}} baseType: [[NAMED:![0-9]+]],{{.*}} offset: 96, flags: DIFlagProtected, extraData: i32 0,
; CHECK-NEXT: {{^}}[[NAMED]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Named",{{.*}} line: 7,{{.*}} size: 32,{{.*}} flags: DIFlagTypePassByValue, elements: {!22, !23},{{.*}} identifier: "_ZTS5Named",
; CHECK: {{^}}!27 = DISubprogram(scope: [[DERIVED]], name: "Derived", linkageName: "",{{.*}} line: 23, type: !28,{{.*}} flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagZero,
; CHECK: {{^}}!30 = DISubprogram(scope: [[DERIVED]], name: "score", linkageName: "_ZNU3AS4K7Derived5scoreEv",{{.*}} flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagZero,
; CHECK: {{^}}[[LABELED:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Labeled",{{.*}} line: 17,{{.*}} size: 128,{{.*}} flags: DIFlagTypePassByValue, elements: {!58, !59, !60},{{.*}} identifier: "_ZTS7Labeled",
; CHECK-NEXT: {{^}}!58 = DIDerivedType(tag: DW_TAG_inheritance,{{.*}} scope: [[LABELED]],{{.*}} baseType: [[SHAPE]],{{.*}} offset: 0, flags: DIFlagZero, extraData: i32 0,
; CHECK-NEXT: {{^}}!59 = DIDerivedType(tag: DW_TAG_inheritance,{{.*}} scope: [[LABELED]],{{.*}} baseType: [[NAMED]],{{.*}} offset: 64, flags: DIFlagZero, extraData: i32 0,
; CHECK-NEXT: {{^}}!60 = DIDerivedType(tag: DW_TAG_member, name: "label", scope: [[LABELED]],{{.*}} baseType: !61, size: 32,{{.*}} offset: 96,
; CHECK: {{^}}[[CTOR:![0-9]+]] = distinct DISubprogram(scope: [[DERIVED]], name: "Derived", linkageName: "_ZNU3AS47DerivedC2Efi",{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0,{{.*}} declaration: !27,
; CHECK: {{^}}!97 = DILocalVariable(name: "this", arg: 1, scope: [[CTOR]],{{.*}} type: !98, flags: DIFlagArtificial | DIFlagObjectPointer,
; CHECK: {{^}}!116 = distinct DISubprogram(scope: [[CIRCLE]], name: "area", linkageName: "_ZNU3AS4K6Circle4areaEv",{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition,{{.*}} declaration: !16,
; CHECK: {{^}}function @inheritance subprogram !34: 1 blocks, 56 instructions, 50 with a location{{$}}
; CHECK: {{^}}function @_ZNU3AS47DerivedC2Efi subprogram [[CTOR]]: 1 blocks, 23 instructions, 16 with a location{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.declare(%4, !97, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !96{{$}}
; ModuleID = 'lit-tests/di/Inputs/inheritance.clcpp'
source_filename = "lit-tests/di/Inputs/inheritance.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Circle = type { %struct.Shape, float }
%struct.Shape = type { float, float }
%struct.Labeled = type { %struct.Shape, %struct.Named, [4 x i8] }
%struct.Named = type { i32 }
%class.Derived = type { %struct.Circle, %struct.Named }

$_ZNU3AS47DerivedC2Efi = comdat any

$_ZNU3AS4K6Circle4areaEv = comdat any

$_ZNU3AS4K5Shape12origin_dist2Ev = comdat any

$_ZNU3AS4K5Named3tagEv = comdat any

$_ZNU3AS4K7Derived5scoreEv = comdat any

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define spir_kernel void @inheritance(ptr addrspace(1) noundef align 4 %0) #0 !dbg !51 !kernel_arg_addr_space !56 !kernel_arg_access_qual !57 !kernel_arg_type !58 !kernel_arg_base_type !58 !kernel_arg_type_qual !59 {
  %2 = alloca ptr addrspace(1), align 8
  %3 = alloca i64, align 8
  %4 = alloca %struct.Circle, align 4
  %5 = alloca %struct.Labeled, align 4
  %6 = alloca %class.Derived, align 4
  store ptr addrspace(1) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
    #dbg_declare(ptr %3, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
  %7 = call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !67
  store i64 %7, ptr %3, align 8, !dbg !66
    #dbg_declare(ptr %4, !68, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !69)
  %8 = getelementptr inbounds %struct.Shape, ptr %4, i32 0, i32 0, !dbg !70
  store float 1.000000e+00, ptr %8, align 4, !dbg !71
  %9 = getelementptr inbounds %struct.Shape, ptr %4, i32 0, i32 1, !dbg !72
  store float 2.000000e+00, ptr %9, align 4, !dbg !73
  %10 = load i64, ptr %3, align 8, !dbg !74
  %11 = uitofp i64 %10 to float, !dbg !74
  %12 = getelementptr inbounds %struct.Circle, ptr %4, i32 0, i32 1, !dbg !75
  store float %11, ptr %12, align 4, !dbg !76
    #dbg_declare(ptr %5, !77, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !87)
  %13 = getelementptr inbounds %struct.Shape, ptr %5, i32 0, i32 0, !dbg !88
  store float 5.000000e-01, ptr %13, align 4, !dbg !89
  %14 = getelementptr inbounds %struct.Shape, ptr %5, i32 0, i32 1, !dbg !90
  store float 5.000000e-01, ptr %14, align 4, !dbg !91
  %15 = load i64, ptr %3, align 8, !dbg !92
  %16 = trunc i64 %15 to i32, !dbg !92
  %17 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !93
  %18 = getelementptr inbounds %struct.Named, ptr %17, i32 0, i32 0, !dbg !94
  store i32 %16, ptr %18, align 4, !dbg !95
  %19 = getelementptr inbounds %struct.Labeled, ptr %5, i32 0, i32 2, !dbg !96
  %20 = getelementptr inbounds [4 x i8], ptr %19, i64 0, i64 0, !dbg !97
  store i8 76, ptr %20, align 4, !dbg !98
    #dbg_declare(ptr %6, !99, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !100)
  %21 = addrspacecast ptr %6 to ptr addrspace(4), !dbg !100
  call spir_func void @_ZNU3AS47DerivedC2Efi(ptr addrspace(4) noundef nonnull align 4 dereferenceable(16) %21, float noundef 2.000000e+00, i32 noundef 3) #5, !dbg !100
  %22 = addrspacecast ptr %4 to ptr addrspace(4), !dbg !101
  %23 = call spir_func noundef float @_ZNU3AS4K6Circle4areaEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(12) %22) #5, !dbg !102
  %24 = addrspacecast ptr %4 to ptr addrspace(4), !dbg !103
  %25 = call spir_func noundef float @_ZNU3AS4K5Shape12origin_dist2Ev(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %24) #5, !dbg !104
  %26 = fadd float %23, %25, !dbg !105
  %27 = addrspacecast ptr %5 to ptr addrspace(4), !dbg !106
  %28 = getelementptr inbounds i8, ptr addrspace(4) %27, i64 8, !dbg !106
  %29 = call spir_func noundef i32 @_ZNU3AS4K5Named3tagEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(4) %28) #5, !dbg !107
  %30 = sitofp i32 %29 to float, !dbg !106
  %31 = fadd float %26, %30, !dbg !108
  %32 = addrspacecast ptr %5 to ptr addrspace(4), !dbg !109
  %33 = call spir_func noundef float @_ZNU3AS4K5Shape12origin_dist2Ev(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %32) #5, !dbg !110
  %34 = fadd float %31, %33, !dbg !111
  %35 = addrspacecast ptr %6 to ptr addrspace(4), !dbg !112
  %36 = call spir_func noundef float @_ZNU3AS4K7Derived5scoreEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(16) %35) #5, !dbg !113
  %37 = fadd float %34, %36, !dbg !114
  %38 = load ptr addrspace(1), ptr %2, align 8, !dbg !115
  %39 = load i64, ptr %3, align 8, !dbg !116
  %40 = getelementptr inbounds float, ptr addrspace(1) %38, i64 %39, !dbg !115
  store float %37, ptr addrspace(1) %40, align 4, !dbg !117
  ret void, !dbg !118
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func noundef i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func void @_ZNU3AS47DerivedC2Efi(ptr addrspace(4) noundef nonnull align 4 dereferenceable(16) %0, float noundef %1, i32 noundef %2) unnamed_addr #2 comdat align 2 !dbg !119 {
  %4 = alloca ptr addrspace(4), align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !120, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !122)
  store float %1, ptr %5, align 4
    #dbg_declare(ptr %5, !123, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !124)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !125, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !126)
  %7 = load ptr addrspace(4), ptr %4, align 8
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12, !dbg !127
  %9 = load float, ptr %5, align 4, !dbg !128
  %10 = getelementptr inbounds %struct.Circle, ptr addrspace(4) %7, i32 0, i32 1, !dbg !130
  store float %9, ptr addrspace(4) %10, align 4, !dbg !131
  %11 = getelementptr inbounds %struct.Shape, ptr addrspace(4) %7, i32 0, i32 1, !dbg !132
  store float 0.000000e+00, ptr addrspace(4) %11, align 4, !dbg !133
  %12 = getelementptr inbounds %struct.Shape, ptr addrspace(4) %7, i32 0, i32 0, !dbg !134
  store float 0.000000e+00, ptr addrspace(4) %12, align 4, !dbg !135
  %13 = load i32, ptr %6, align 4, !dbg !136
  %14 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12, !dbg !137
  %15 = getelementptr inbounds %struct.Named, ptr addrspace(4) %14, i32 0, i32 0, !dbg !137
  store i32 %13, ptr addrspace(4) %15, align 4, !dbg !138
  ret void, !dbg !139
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_ZNU3AS4K6Circle4areaEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(12) %0) #2 comdat align 2 !dbg !140 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !141, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !143)
  %3 = load ptr addrspace(4), ptr %2, align 8
  %4 = getelementptr inbounds %struct.Circle, ptr addrspace(4) %3, i32 0, i32 1, !dbg !144
  %5 = load float, ptr addrspace(4) %4, align 4, !dbg !144
  %6 = fmul float 0x400921FA00000000, %5, !dbg !145
  %7 = getelementptr inbounds %struct.Circle, ptr addrspace(4) %3, i32 0, i32 1, !dbg !146
  %8 = load float, ptr addrspace(4) %7, align 4, !dbg !146
  %9 = fmul float %6, %8, !dbg !147
  ret float %9, !dbg !148
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_ZNU3AS4K5Shape12origin_dist2Ev(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %0) #2 comdat align 2 !dbg !149 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !150, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !152)
  %3 = load ptr addrspace(4), ptr %2, align 8
  %4 = getelementptr inbounds %struct.Shape, ptr addrspace(4) %3, i32 0, i32 0, !dbg !153
  %5 = load float, ptr addrspace(4) %4, align 4, !dbg !153
  %6 = getelementptr inbounds %struct.Shape, ptr addrspace(4) %3, i32 0, i32 0, !dbg !154
  %7 = load float, ptr addrspace(4) %6, align 4, !dbg !154
  %8 = getelementptr inbounds %struct.Shape, ptr addrspace(4) %3, i32 0, i32 1, !dbg !155
  %9 = load float, ptr addrspace(4) %8, align 4, !dbg !155
  %10 = getelementptr inbounds %struct.Shape, ptr addrspace(4) %3, i32 0, i32 1, !dbg !156
  %11 = load float, ptr addrspace(4) %10, align 4, !dbg !156
  %12 = fmul float %9, %11, !dbg !157
  %13 = call float @llvm.fmuladd.f32(float %5, float %7, float %12), !dbg !158
  ret float %13, !dbg !159
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_ZNU3AS4K5Named3tagEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 !dbg !160 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !161, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !163)
  %3 = load ptr addrspace(4), ptr %2, align 8
  %4 = getelementptr inbounds %struct.Named, ptr addrspace(4) %3, i32 0, i32 0, !dbg !164
  %5 = load i32, ptr addrspace(4) %4, align 4, !dbg !164
  %6 = mul nsw i32 %5, 31, !dbg !165
  ret i32 %6, !dbg !166
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_ZNU3AS4K7Derived5scoreEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(16) %0) #2 comdat align 2 !dbg !167 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !168, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !170)
  %3 = load ptr addrspace(4), ptr %2, align 8
  %4 = call spir_func noundef float @_ZNU3AS4K6Circle4areaEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(12) %3) #5, !dbg !171
  %5 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 12, !dbg !172
  %6 = call spir_func noundef i32 @_ZNU3AS4K5Named3tagEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(4) %5) #5, !dbg !172
  %7 = sitofp i32 %6 to float, !dbg !172
  %8 = fadd float %4, %7, !dbg !173
  ret float %8, !dbg !174
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!44, !45, !46, !47}
!opencl.ocl.version = !{!48}
!opencl.cxx.version = !{!49}
!llvm.ident = !{!50}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/inheritance.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "f99748854cf6025080c16400a109774f")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Derived", file: !1, line: 21, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !6, identifier: "_ZTS7Derived")
!6 = !{!7, !26, !35, !39}
!7 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !5, baseType: !8, extraData: i32 0)
!8 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Circle", file: !1, line: 12, size: 96, flags: DIFlagTypePassByValue, elements: !9, identifier: "_ZTS6Circle")
!9 = !{!10, !20, !21}
!10 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !8, baseType: !11, extraData: i32 0)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !1, line: 2, size: 64, flags: DIFlagTypePassByValue, elements: !12, identifier: "_ZTS5Shape")
!12 = !{!13, !14, !15}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !11, file: !1, line: 3, baseType: !3, size: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !11, file: !1, line: 3, baseType: !3, size: 32, offset: 32)
!15 = !DISubprogram(name: "origin_dist2", linkageName: "_ZNU3AS4K5Shape12origin_dist2Ev", scope: !11, file: !1, line: 4, type: !16, scopeLine: 4, flags: DIFlagPrototyped, spFlags: 0)
!16 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !17)
!17 = !{!3, !18}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "radius", scope: !8, file: !1, line: 13, baseType: !3, size: 32, offset: 64)
!21 = !DISubprogram(name: "area", linkageName: "_ZNU3AS4K6Circle4areaEv", scope: !8, file: !1, line: 14, type: !22, scopeLine: 14, flags: DIFlagPrototyped, spFlags: 0)
!22 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !23)
!23 = !{!3, !24}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!26 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !5, baseType: !27, offset: 96, flags: DIFlagProtected, extraData: i32 0)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Named", file: !1, line: 7, size: 32, flags: DIFlagTypePassByValue, elements: !28, identifier: "_ZTS5Named")
!28 = !{!29, !30}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !27, file: !1, line: 8, baseType: !4, size: 32)
!30 = !DISubprogram(name: "tag", linkageName: "_ZNU3AS4K5Named3tagEv", scope: !27, file: !1, line: 9, type: !31, scopeLine: 9, flags: DIFlagPrototyped, spFlags: 0)
!31 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !32)
!32 = !{!4, !33}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!35 = !DISubprogram(name: "Derived", scope: !5, file: !1, line: 23, type: !36, scopeLine: 23, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!36 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !37)
!37 = !{null, !38, !3, !4}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!39 = !DISubprogram(name: "score", linkageName: "_ZNU3AS4K7Derived5scoreEv", scope: !5, file: !1, line: 24, type: !40, scopeLine: 24, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!40 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !41)
!41 = !{!3, !42}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 7, !"frame-pointer", i32 2}
!48 = !{i32 3, i32 0}
!49 = !{i32 2021, i32 0}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = distinct !DISubprogram(name: "inheritance", scope: !1, file: !1, line: 27, type: !52, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !55)
!52 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !53)
!53 = !{null, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!55 = !{}
!56 = !{i32 1}
!57 = !{!"none"}
!58 = !{!"float*"}
!59 = !{!""}
!60 = !DILocalVariable(name: "out", arg: 1, scope: !51, file: !1, line: 27, type: !54)
!61 = !DILocation(line: 27, column: 43, scope: !51)
!62 = !DILocalVariable(name: "i", scope: !51, file: !1, line: 28, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !64, line: 142, baseType: !65)
!64 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !DILocation(line: 28, column: 10, scope: !51)
!67 = !DILocation(line: 28, column: 14, scope: !51)
!68 = !DILocalVariable(name: "c", scope: !51, file: !1, line: 29, type: !8)
!69 = !DILocation(line: 29, column: 10, scope: !51)
!70 = !DILocation(line: 30, column: 5, scope: !51)
!71 = !DILocation(line: 30, column: 7, scope: !51)
!72 = !DILocation(line: 31, column: 5, scope: !51)
!73 = !DILocation(line: 31, column: 7, scope: !51)
!74 = !DILocation(line: 32, column: 33, scope: !51)
!75 = !DILocation(line: 32, column: 5, scope: !51)
!76 = !DILocation(line: 32, column: 12, scope: !51)
!77 = !DILocalVariable(name: "l", scope: !51, file: !1, line: 33, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Labeled", file: !1, line: 17, size: 128, flags: DIFlagTypePassByValue, elements: !79, identifier: "_ZTS7Labeled")
!79 = !{!80, !81, !82}
!80 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !78, baseType: !11, extraData: i32 0)
!81 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !78, baseType: !27, offset: 64, extraData: i32 0)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !78, file: !1, line: 18, baseType: !83, size: 32, offset: 96)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 32, elements: !85)
!84 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!85 = !{!86}
!86 = !DISubrange(count: 4)
!87 = !DILocation(line: 33, column: 11, scope: !51)
!88 = !DILocation(line: 34, column: 5, scope: !51)
!89 = !DILocation(line: 34, column: 7, scope: !51)
!90 = !DILocation(line: 35, column: 5, scope: !51)
!91 = !DILocation(line: 35, column: 7, scope: !51)
!92 = !DILocation(line: 36, column: 27, scope: !51)
!93 = !DILocation(line: 36, column: 3, scope: !51)
!94 = !DILocation(line: 36, column: 5, scope: !51)
!95 = !DILocation(line: 36, column: 8, scope: !51)
!96 = !DILocation(line: 37, column: 5, scope: !51)
!97 = !DILocation(line: 37, column: 3, scope: !51)
!98 = !DILocation(line: 37, column: 14, scope: !51)
!99 = !DILocalVariable(name: "d", scope: !51, file: !1, line: 38, type: !5)
!100 = !DILocation(line: 38, column: 11, scope: !51)
!101 = !DILocation(line: 39, column: 12, scope: !51)
!102 = !DILocation(line: 39, column: 14, scope: !51)
!103 = !DILocation(line: 39, column: 23, scope: !51)
!104 = !DILocation(line: 39, column: 25, scope: !51)
!105 = !DILocation(line: 39, column: 21, scope: !51)
!106 = !DILocation(line: 39, column: 42, scope: !51)
!107 = !DILocation(line: 39, column: 44, scope: !51)
!108 = !DILocation(line: 39, column: 40, scope: !51)
!109 = !DILocation(line: 39, column: 52, scope: !51)
!110 = !DILocation(line: 39, column: 54, scope: !51)
!111 = !DILocation(line: 39, column: 50, scope: !51)
!112 = !DILocation(line: 40, column: 12, scope: !51)
!113 = !DILocation(line: 40, column: 14, scope: !51)
!114 = !DILocation(line: 39, column: 69, scope: !51)
!115 = !DILocation(line: 39, column: 3, scope: !51)
!116 = !DILocation(line: 39, column: 7, scope: !51)
!117 = !DILocation(line: 39, column: 10, scope: !51)
!118 = !DILocation(line: 41, column: 1, scope: !51)
!119 = distinct !DISubprogram(name: "Derived", linkageName: "_ZNU3AS47DerivedC2Efi", scope: !5, file: !1, line: 23, type: !36, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !35, retainedNodes: !55)
!120 = !DILocalVariable(name: "this", arg: 1, scope: !119, type: !121, flags: DIFlagArtificial | DIFlagObjectPointer)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, dwarfAddressSpace: 4)
!122 = !DILocation(line: 0, scope: !119)
!123 = !DILocalVariable(name: "r", arg: 2, scope: !119, file: !1, line: 23, type: !3)
!124 = !DILocation(line: 23, column: 17, scope: !119)
!125 = !DILocalVariable(name: "i", arg: 3, scope: !119, file: !1, line: 23, type: !4)
!126 = !DILocation(line: 23, column: 24, scope: !119)
!127 = !DILocation(line: 23, column: 27, scope: !119)
!128 = !DILocation(line: 23, column: 38, scope: !129)
!129 = distinct !DILexicalBlock(scope: !119, file: !1, line: 23, column: 27)
!130 = !DILocation(line: 23, column: 29, scope: !129)
!131 = !DILocation(line: 23, column: 36, scope: !129)
!132 = !DILocation(line: 23, column: 45, scope: !129)
!133 = !DILocation(line: 23, column: 47, scope: !129)
!134 = !DILocation(line: 23, column: 41, scope: !129)
!135 = !DILocation(line: 23, column: 43, scope: !129)
!136 = !DILocation(line: 23, column: 60, scope: !129)
!137 = !DILocation(line: 23, column: 55, scope: !129)
!138 = !DILocation(line: 23, column: 58, scope: !129)
!139 = !DILocation(line: 23, column: 63, scope: !119)
!140 = distinct !DISubprogram(name: "area", linkageName: "_ZNU3AS4K6Circle4areaEv", scope: !8, file: !1, line: 14, type: !22, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !21, retainedNodes: !55)
!141 = !DILocalVariable(name: "this", arg: 1, scope: !140, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, dwarfAddressSpace: 4)
!143 = !DILocation(line: 0, scope: !140)
!144 = !DILocation(line: 14, column: 42, scope: !140)
!145 = !DILocation(line: 14, column: 40, scope: !140)
!146 = !DILocation(line: 14, column: 51, scope: !140)
!147 = !DILocation(line: 14, column: 49, scope: !140)
!148 = !DILocation(line: 14, column: 24, scope: !140)
!149 = distinct !DISubprogram(name: "origin_dist2", linkageName: "_ZNU3AS4K5Shape12origin_dist2Ev", scope: !11, file: !1, line: 4, type: !16, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !15, retainedNodes: !55)
!150 = !DILocalVariable(name: "this", arg: 1, scope: !149, type: !151, flags: DIFlagArtificial | DIFlagObjectPointer)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, dwarfAddressSpace: 4)
!152 = !DILocation(line: 0, scope: !149)
!153 = !DILocation(line: 4, column: 39, scope: !149)
!154 = !DILocation(line: 4, column: 43, scope: !149)
!155 = !DILocation(line: 4, column: 47, scope: !149)
!156 = !DILocation(line: 4, column: 51, scope: !149)
!157 = !DILocation(line: 4, column: 49, scope: !149)
!158 = !DILocation(line: 4, column: 45, scope: !149)
!159 = !DILocation(line: 4, column: 32, scope: !149)
!160 = distinct !DISubprogram(name: "tag", linkageName: "_ZNU3AS4K5Named3tagEv", scope: !27, file: !1, line: 9, type: !31, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !30, retainedNodes: !55)
!161 = !DILocalVariable(name: "this", arg: 1, scope: !160, type: !162, flags: DIFlagArtificial | DIFlagObjectPointer)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64, dwarfAddressSpace: 4)
!163 = !DILocation(line: 0, scope: !160)
!164 = !DILocation(line: 9, column: 28, scope: !160)
!165 = !DILocation(line: 9, column: 31, scope: !160)
!166 = !DILocation(line: 9, column: 21, scope: !160)
!167 = distinct !DISubprogram(name: "score", linkageName: "_ZNU3AS4K7Derived5scoreEv", scope: !5, file: !1, line: 24, type: !40, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !39, retainedNodes: !55)
!168 = !DILocalVariable(name: "this", arg: 1, scope: !167, type: !169, flags: DIFlagArtificial | DIFlagObjectPointer)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, dwarfAddressSpace: 4)
!170 = !DILocation(line: 0, scope: !167)
!171 = !DILocation(line: 24, column: 32, scope: !167)
!172 = !DILocation(line: 24, column: 41, scope: !167)
!173 = !DILocation(line: 24, column: 39, scope: !167)
!174 = !DILocation(line: 24, column: 25, scope: !167)
