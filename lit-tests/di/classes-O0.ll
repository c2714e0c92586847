; Class with methods at -O0: class/struct composites, static data members, member function declarations and definitions, and artificial this pointers.
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
; CHECK: {{^}}; 144 nodes (143 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[COUNTER:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_class_type, name: "Counter",{{.*}} file: !1, line: 2,{{.*}} size: 64,{{.*}} flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: {!3, !6, !7, !8, !9, !12, !14, !18},{{.*}} identifier: "_ZTS7Counter",
; CHECK-NEXT: {{^}}!3 = DIDerivedType(tag: DW_TAG_variable, name: "kMax", scope: [[COUNTER]],{{.*}} line: 10, baseType: !4,{{.*}} flags: DIFlagPublic | DIFlagStaticMember, extraData: i32 1000,
; CHECK: {{^}}!6 = DIDerivedType(tag: DW_TAG_variable, name: "kMin", scope: [[COUNTER]],{{.*}} line: 11,{{.*}} flags: DIFlagPublic | DIFlagStaticMember, extraData: i32 -1000,
; CHECK-NEXT: {{^}}!7 = DIDerivedType(tag: DW_TAG_member, name: "value_", scope: [[COUNTER]],{{.*}} size: 32,{{.*}} offset: 0,
; CHECK-NEXT: {{^}}!8 = DIDerivedType(tag: DW_TAG_member, name: "step_", scope: [[COUNTER]],{{.*}} size: 32,{{.*}} offset: 32,
; CHECK-NEXT: {{^}}!9 = DISubprogram(scope: [[COUNTER]], name: "Counter", linkageName: "",{{.*}} line: 4,{{.*}} flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagZero,
; CHECK: {{^}}!11 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[COUNTER]], size: 64,{{.*}} flags: DIFlagArtificial | DIFlagObjectPointer,{{.*}} dwarfAddressSpace: 4,
; CHECK-NEXT: {{^}}!12 = DISubprogram(scope: [[COUNTER]], name: "advance", linkageName: "_ZNU3AS47Counter7advanceEv",{{.*}} flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagZero,
; CHECK: {{^}}!14 = DISubprogram(scope: [[COUNTER]], name: "value", linkageName: "_ZNU3AS4K7Counter5valueEv",{{.*}} flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagZero,
; CHECK: {{^}}!18 = DISubprogram(scope: [[COUNTER]], name: "clamp", linkageName: "_ZNU3AS47Counter5clampEi",{{.*}} flags: DIFlagPublic | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagZero,
; CHECK: {{^}}[[STATS:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Stats",{{.*}} size: 64,{{.*}} flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: {!21, !23, !24, !27},{{.*}} identifier: "_ZTS5Stats",
; CHECK: {{^}}!24 = DISubprogram(scope: [[STATS]], name: "add", linkageName: "_ZNU3AS45Stats3addEf",{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagZero,
; CHECK: {{^}}[[CTOR:![0-9]+]] = distinct DISubprogram(scope: [[COUNTER]], name: "Counter", linkageName: "_ZNU3AS47CounterC2Eii",{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0,{{.*}} declaration: !9,
; CHECK: {{^}}!84 = DILocalVariable(name: "this", arg: 1, scope: [[CTOR]],{{.*}} type: !85, flags: DIFlagArtificial | DIFlagObjectPointer,
; CHECK-NEXT: {{^}}!85 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[COUNTER]], size: 64,{{.*}} flags: DIFlagZero,{{.*}} dwarfAddressSpace: 4,
; CHECK: {{^}}!122 = distinct DISubprogram(scope: [[COUNTER]], name: "clamp", linkageName: "_ZNU3AS47Counter5clampEi",{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition,{{.*}} declaration: !18,
; CHECK: {{^}}[[VALUE:![0-9]+]] = distinct DISubprogram(scope: [[COUNTER]], name: "value", linkageName: "_ZNU3AS4K7Counter5valueEv",{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition,{{.*}} declaration: !14,
; CHECK: {{^}}!131 = DILocalVariable(name: "this", arg: 1, scope: [[VALUE]], file: null, line: 0, type: !132, flags: DIFlagArtificial | DIFlagObjectPointer,
; CHECK: {{^}}function @classes subprogram !31: 5 blocks, 57 instructions, 47 with a location{{$}}
; CHECK: {{^}}function @_ZNU3AS47CounterC2Eii subprogram [[CTOR]]: 1 blocks, 17 instructions, 10 with a location{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.declare(%4, !84, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !83{{$}}
; ModuleID = 'lit-tests/di/Inputs/classes.clcpp'
source_filename = "lit-tests/di/Inputs/classes.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%class.Counter = type { i32, i32 }
%struct.Stats = type { float, i32 }

$_ZNU3AS47CounterC2Eii = comdat any

$_ZNU3AS45StatsC2Ev = comdat any

$_ZNU3AS47Counter7advanceEv = comdat any

$_ZNU3AS45Stats3addEf = comdat any

$_ZNU3AS47Counter5clampEi = comdat any

$_ZNU3AS4K7Counter5valueEv = comdat any

$_ZNU3AS4K5Stats4meanEv = comdat any

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define spir_kernel void @classes(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !dbg !47 !kernel_arg_addr_space !54 !kernel_arg_access_qual !55 !kernel_arg_type !56 !kernel_arg_base_type !56 !kernel_arg_type_qual !57 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca %class.Counter, align 4
  %8 = alloca %struct.Stats, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !58, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
    #dbg_declare(ptr %7, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
  %11 = addrspacecast ptr %7 to ptr addrspace(4), !dbg !65
  call spir_func void @_ZNU3AS47CounterC2Eii(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %11, i32 noundef 0, i32 noundef 2) #3, !dbg !65
    #dbg_declare(ptr %8, !66, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  %12 = addrspacecast ptr %8 to ptr addrspace(4), !dbg !67
  call spir_func void @_ZNU3AS45StatsC2Ev(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %12) #3, !dbg !67
    #dbg_declare(ptr %9, !68, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  store i32 0, ptr %9, align 4, !dbg !70
  br label %13, !dbg !71

13:                                               ; preds = %25, %3
  %14 = load i32, ptr %9, align 4, !dbg !72
  %15 = load i32, ptr %6, align 4, !dbg !74
  %16 = icmp slt i32 %14, %15, !dbg !75
  br i1 %16, label %17, label %28, !dbg !76

17:                                               ; preds = %13
  %18 = addrspacecast ptr %7 to ptr addrspace(4), !dbg !77
  call spir_func void @_ZNU3AS47Counter7advanceEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %18) #3, !dbg !79
  %19 = addrspacecast ptr %8 to ptr addrspace(4), !dbg !80
  %20 = load ptr addrspace(1), ptr %4, align 8, !dbg !81
  %21 = load i32, ptr %9, align 4, !dbg !82
  %22 = sext i32 %21 to i64, !dbg !81
  %23 = getelementptr inbounds float, ptr addrspace(1) %20, i64 %22, !dbg !81
  %24 = load float, ptr addrspace(1) %23, align 4, !dbg !81
  call spir_func void @_ZNU3AS45Stats3addEf(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %19, float noundef %24) #3, !dbg !83
  br label %25, !dbg !84

25:                                               ; preds = %17
  %26 = load i32, ptr %9, align 4, !dbg !85
  %27 = add nsw i32 %26, 1, !dbg !85
  store i32 %27, ptr %9, align 4, !dbg !85
  br label %13, !dbg !86, !llvm.loop !87

28:                                               ; preds = %13
    #dbg_declare(ptr %10, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !91)
  %29 = addrspacecast ptr %7 to ptr addrspace(4), !dbg !92
  %30 = call spir_func noundef i32 @_ZNU3AS4K7Counter5valueEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %29) #3, !dbg !93
  %31 = call spir_func noundef i32 @_ZNU3AS47Counter5clampEi(i32 noundef %30) #3, !dbg !94
  store i32 %31, ptr %10, align 4, !dbg !91
  %32 = addrspacecast ptr %8 to ptr addrspace(4), !dbg !95
  %33 = call spir_func noundef float @_ZNU3AS4K5Stats4meanEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %32) #3, !dbg !96
  %34 = load i32, ptr %10, align 4, !dbg !97
  %35 = sitofp i32 %34 to float, !dbg !97
  %36 = fadd float %33, %35, !dbg !98
  %37 = fadd float %36, -1.000000e+03, !dbg !99
  %38 = fadd float %37, 1.000000e+03, !dbg !100
  %39 = load ptr addrspace(1), ptr %5, align 8, !dbg !101
  %40 = call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !102
  %41 = getelementptr inbounds float, ptr addrspace(1) %39, i64 %40, !dbg !101
  store float %38, ptr addrspace(1) %41, align 4, !dbg !103
  ret void, !dbg !104
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func void @_ZNU3AS47CounterC2Eii(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #1 comdat align 2 !dbg !105 {
  %4 = alloca ptr addrspace(4), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !106, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !108)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !109, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !110)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !111, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !112)
  %7 = load ptr addrspace(4), ptr %4, align 8
  %8 = getelementptr inbounds %class.Counter, ptr addrspace(4) %7, i32 0, i32 0, !dbg !113
  %9 = load i32, ptr %5, align 4, !dbg !114
  store i32 %9, ptr addrspace(4) %8, align 4, !dbg !113
  %10 = getelementptr inbounds %class.Counter, ptr addrspace(4) %7, i32 0, i32 1, !dbg !115
  %11 = load i32, ptr %6, align 4, !dbg !116
  store i32 %11, ptr addrspace(4) %10, align 4, !dbg !115
  ret void, !dbg !117
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func void @_ZNU3AS45StatsC2Ev(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 !dbg !118 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !122, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !124)
  %3 = load ptr addrspace(4), ptr %2, align 8
  %4 = getelementptr inbounds %struct.Stats, ptr addrspace(4) %3, i32 0, i32 0, !dbg !125
  store float 0.000000e+00, ptr addrspace(4) %4, align 4, !dbg !125
  %5 = getelementptr inbounds %struct.Stats, ptr addrspace(4) %3, i32 0, i32 1, !dbg !126
  store i32 0, ptr addrspace(4) %5, align 4, !dbg !126
  ret void, !dbg !127
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func void @_ZNU3AS47Counter7advanceEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %0) #1 comdat align 2 !dbg !128 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !129, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !130)
  %3 = load ptr addrspace(4), ptr %2, align 8
  %4 = getelementptr inbounds %class.Counter, ptr addrspace(4) %3, i32 0, i32 1, !dbg !131
  %5 = load i32, ptr addrspace(4) %4, align 4, !dbg !131
  %6 = getelementptr inbounds %class.Counter, ptr addrspace(4) %3, i32 0, i32 0, !dbg !132
  %7 = load i32, ptr addrspace(4) %6, align 4, !dbg !133
  %8 = add nsw i32 %7, %5, !dbg !133
  store i32 %8, ptr addrspace(4) %6, align 4, !dbg !133
  ret void, !dbg !134
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func void @_ZNU3AS45Stats3addEf(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %0, float noundef %1) #1 comdat align 2 !dbg !135 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca float, align 4
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !136, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !137)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !138, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !139)
  %5 = load ptr addrspace(4), ptr %3, align 8
  %6 = load float, ptr %4, align 4, !dbg !140
  %7 = getelementptr inbounds %struct.Stats, ptr addrspace(4) %5, i32 0, i32 0, !dbg !141
  %8 = load float, ptr addrspace(4) %7, align 4, !dbg !142
  %9 = fadd float %8, %6, !dbg !142
  store float %9, ptr addrspace(4) %7, align 4, !dbg !142
  %10 = getelementptr inbounds %struct.Stats, ptr addrspace(4) %5, i32 0, i32 1, !dbg !143
  %11 = load i32, ptr addrspace(4) %10, align 4, !dbg !144
  %12 = add nsw i32 %11, 1, !dbg !144
  store i32 %12, ptr addrspace(4) %10, align 4, !dbg !144
  ret void, !dbg !145
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_ZNU3AS47Counter5clampEi(i32 noundef %0) #1 comdat align 2 !dbg !146 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !147, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !148)
  %3 = load i32, ptr %2, align 4, !dbg !149
  %4 = icmp sgt i32 %3, 1000, !dbg !150
  br i1 %4, label %5, label %6, !dbg !149

5:                                                ; preds = %1
  br label %8, !dbg !149

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !151
  br label %8, !dbg !149

8:                                                ; preds = %6, %5
  %9 = phi i32 [ 1000, %5 ], [ %7, %6 ], !dbg !149
  ret i32 %9, !dbg !152
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_ZNU3AS4K7Counter5valueEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %0) #1 comdat align 2 !dbg !153 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !154, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !156)
  %3 = load ptr addrspace(4), ptr %2, align 8
  %4 = getelementptr inbounds %class.Counter, ptr addrspace(4) %3, i32 0, i32 0, !dbg !157
  %5 = load i32, ptr addrspace(4) %4, align 4, !dbg !157
  ret i32 %5, !dbg !158
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_ZNU3AS4K5Stats4meanEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %0) #1 comdat align 2 !dbg !159 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !160, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !162)
  %3 = load ptr addrspace(4), ptr %2, align 8
  %4 = getelementptr inbounds %struct.Stats, ptr addrspace(4) %3, i32 0, i32 1, !dbg !163
  %5 = load i32, ptr addrspace(4) %4, align 4, !dbg !163
  %6 = icmp ne i32 %5, 0, !dbg !163
  br i1 %6, label %7, label %14, !dbg !163

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.Stats, ptr addrspace(4) %3, i32 0, i32 0, !dbg !164
  %9 = load float, ptr addrspace(4) %8, align 4, !dbg !164
  %10 = getelementptr inbounds %struct.Stats, ptr addrspace(4) %3, i32 0, i32 1, !dbg !165
  %11 = load i32, ptr addrspace(4) %10, align 4, !dbg !165
  %12 = sitofp i32 %11 to float, !dbg !165
  %13 = fdiv float %9, %12, !dbg !166, !fpmath !167
  br label %15, !dbg !163

14:                                               ; preds = %1
  br label %15, !dbg !163

15:                                               ; preds = %14, %7
  %16 = phi float [ %13, %7 ], [ 0.000000e+00, %14 ], !dbg !163
  ret float %16, !dbg !168
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func noundef i64 @_Z13get_global_idj(i32 noundef) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind }
attributes #4 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!40, !41, !42, !43}
!opencl.ocl.version = !{!44}
!opencl.cxx.version = !{!45}
!llvm.ident = !{!46}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/classes.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "3046fee8e7c44beb81adfb81d1873531")
!2 = !{!3, !26}
!3 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Counter", file: !1, line: 2, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !4, identifier: "_ZTS7Counter")
!4 = !{!5, !8, !9, !10, !11, !15, !18, !23}
!5 = !DIDerivedType(tag: DW_TAG_variable, name: "kMax", scope: !3, file: !1, line: 10, baseType: !6, flags: DIFlagPublic | DIFlagStaticMember, extraData: i32 1000)
!6 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_variable, name: "kMin", scope: !3, file: !1, line: 11, baseType: !6, flags: DIFlagPublic | DIFlagStaticMember, extraData: i32 -1000)
!9 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !3, file: !1, line: 14, baseType: !7, size: 32)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "step_", scope: !3, file: !1, line: 15, baseType: !7, size: 32, offset: 32)
!11 = !DISubprogram(name: "Counter", scope: !3, file: !1, line: 4, type: !12, scopeLine: 4, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!12 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !13)
!13 = !{null, !14, !7, !7}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!15 = !DISubprogram(name: "advance", linkageName: "_ZNU3AS47Counter7advanceEv", scope: !3, file: !1, line: 6, type: !16, scopeLine: 6, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!16 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !17)
!17 = !{null, !14}
!18 = !DISubprogram(name: "value", linkageName: "_ZNU3AS4K7Counter5valueEv", scope: !3, file: !1, line: 7, type: !19, scopeLine: 7, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!19 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !20)
!20 = !{!7, !21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!23 = !DISubprogram(name: "clamp", linkageName: "_ZNU3AS47Counter5clampEi", scope: !3, file: !1, line: 8, type: !24, scopeLine: 8, flags: DIFlagPublic | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!24 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !25)
!25 = !{!7, !7}
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Stats", file: !1, line: 18, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !27, identifier: "_ZTS5Stats")
!27 = !{!28, !30, !31, !35}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !26, file: !1, line: 19, baseType: !29, size: 32)
!29 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !26, file: !1, line: 20, baseType: !7, size: 32, offset: 32)
!31 = !DISubprogram(name: "add", linkageName: "_ZNU3AS45Stats3addEf", scope: !26, file: !1, line: 22, type: !32, scopeLine: 22, flags: DIFlagPrototyped, spFlags: 0)
!32 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !33)
!33 = !{null, !34, !29}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!35 = !DISubprogram(name: "mean", linkageName: "_ZNU3AS4K5Stats4meanEv", scope: !26, file: !1, line: 26, type: !36, scopeLine: 26, flags: DIFlagPrototyped, spFlags: 0)
!36 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !37)
!37 = !{!29, !38}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!39 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 7, !"frame-pointer", i32 2}
!44 = !{i32 3, i32 0}
!45 = !{i32 2021, i32 0}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "classes", scope: !1, file: !1, line: 29, type: !48, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !53)
!48 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !49)
!49 = !{null, !50, !52, !7}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, dwarfAddressSpace: 1)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, dwarfAddressSpace: 1)
!53 = !{}
!54 = !{i32 1, i32 1, i32 0}
!55 = !{!"none", !"none", !"none"}
!56 = !{!"float*", !"float*", !"int"}
!57 = !{!"const", !"", !""}
!58 = !DILocalVariable(name: "in", arg: 1, scope: !47, file: !1, line: 29, type: !50)
!59 = !DILocation(line: 29, column: 45, scope: !47)
!60 = !DILocalVariable(name: "out", arg: 2, scope: !47, file: !1, line: 29, type: !52)
!61 = !DILocation(line: 29, column: 65, scope: !47)
!62 = !DILocalVariable(name: "n", arg: 3, scope: !47, file: !1, line: 29, type: !7)
!63 = !DILocation(line: 29, column: 74, scope: !47)
!64 = !DILocalVariable(name: "c", scope: !47, file: !1, line: 30, type: !3)
!65 = !DILocation(line: 30, column: 11, scope: !47)
!66 = !DILocalVariable(name: "s", scope: !47, file: !1, line: 31, type: !26)
!67 = !DILocation(line: 31, column: 9, scope: !47)
!68 = !DILocalVariable(name: "i", scope: !69, file: !1, line: 32, type: !7)
!69 = distinct !DILexicalBlock(scope: !47, file: !1, line: 32, column: 3)
!70 = !DILocation(line: 32, column: 12, scope: !69)
!71 = !DILocation(line: 32, column: 8, scope: !69)
!72 = !DILocation(line: 32, column: 19, scope: !73)
!73 = distinct !DILexicalBlock(scope: !69, file: !1, line: 32, column: 3)
!74 = !DILocation(line: 32, column: 23, scope: !73)
!75 = !DILocation(line: 32, column: 21, scope: !73)
!76 = !DILocation(line: 32, column: 3, scope: !69)
!77 = !DILocation(line: 33, column: 5, scope: !78)
!78 = distinct !DILexicalBlock(scope: !73, file: !1, line: 32, column: 31)
!79 = !DILocation(line: 33, column: 7, scope: !78)
!80 = !DILocation(line: 34, column: 5, scope: !78)
!81 = !DILocation(line: 34, column: 11, scope: !78)
!82 = !DILocation(line: 34, column: 14, scope: !78)
!83 = !DILocation(line: 34, column: 7, scope: !78)
!84 = !DILocation(line: 35, column: 3, scope: !78)
!85 = !DILocation(line: 32, column: 26, scope: !73)
!86 = !DILocation(line: 32, column: 3, scope: !73)
!87 = distinct !{!87, !76, !88, !89}
!88 = !DILocation(line: 35, column: 3, scope: !69)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !DILocalVariable(name: "v", scope: !47, file: !1, line: 36, type: !7)
!91 = !DILocation(line: 36, column: 7, scope: !47)
!92 = !DILocation(line: 36, column: 26, scope: !47)
!93 = !DILocation(line: 36, column: 28, scope: !47)
!94 = !DILocation(line: 36, column: 11, scope: !47)
!95 = !DILocation(line: 37, column: 27, scope: !47)
!96 = !DILocation(line: 37, column: 29, scope: !47)
!97 = !DILocation(line: 37, column: 38, scope: !47)
!98 = !DILocation(line: 37, column: 36, scope: !47)
!99 = !DILocation(line: 37, column: 40, scope: !47)
!100 = !DILocation(line: 37, column: 56, scope: !47)
!101 = !DILocation(line: 37, column: 3, scope: !47)
!102 = !DILocation(line: 37, column: 7, scope: !47)
!103 = !DILocation(line: 37, column: 25, scope: !47)
!104 = !DILocation(line: 38, column: 1, scope: !47)
!105 = distinct !DISubprogram(name: "Counter", linkageName: "_ZNU3AS47CounterC2Eii", scope: !3, file: !1, line: 4, type: !12, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !11, retainedNodes: !53)
!106 = !DILocalVariable(name: "this", arg: 1, scope: !105, type: !107, flags: DIFlagArtificial | DIFlagObjectPointer)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 4)
!108 = !DILocation(line: 0, scope: !105)
!109 = !DILocalVariable(name: "start", arg: 2, scope: !105, file: !1, line: 4, type: !7)
!110 = !DILocation(line: 4, column: 15, scope: !105)
!111 = !DILocalVariable(name: "step", arg: 3, scope: !105, file: !1, line: 4, type: !7)
!112 = !DILocation(line: 4, column: 26, scope: !105)
!113 = !DILocation(line: 4, column: 34, scope: !105)
!114 = !DILocation(line: 4, column: 41, scope: !105)
!115 = !DILocation(line: 4, column: 49, scope: !105)
!116 = !DILocation(line: 4, column: 55, scope: !105)
!117 = !DILocation(line: 4, column: 62, scope: !105)
!118 = distinct !DISubprogram(name: "Stats", linkageName: "_ZNU3AS45StatsC2Ev", scope: !26, file: !1, line: 18, type: !119, scopeLine: 18, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !121, retainedNodes: !53)
!119 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !120)
!120 = !{null, !34}
!121 = !DISubprogram(name: "Stats", scope: !26, type: !119, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!122 = !DILocalVariable(name: "this", arg: 1, scope: !118, type: !123, flags: DIFlagArtificial | DIFlagObjectPointer)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, dwarfAddressSpace: 4)
!124 = !DILocation(line: 0, scope: !118)
!125 = !DILocation(line: 19, column: 9, scope: !118)
!126 = !DILocation(line: 20, column: 7, scope: !118)
!127 = !DILocation(line: 18, column: 8, scope: !118)
!128 = distinct !DISubprogram(name: "advance", linkageName: "_ZNU3AS47Counter7advanceEv", scope: !3, file: !1, line: 6, type: !16, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !15, retainedNodes: !53)
!129 = !DILocalVariable(name: "this", arg: 1, scope: !128, type: !107, flags: DIFlagArtificial | DIFlagObjectPointer)
!130 = !DILocation(line: 0, scope: !128)
!131 = !DILocation(line: 6, column: 30, scope: !128)
!132 = !DILocation(line: 6, column: 20, scope: !128)
!133 = !DILocation(line: 6, column: 27, scope: !128)
!134 = !DILocation(line: 6, column: 37, scope: !128)
!135 = distinct !DISubprogram(name: "add", linkageName: "_ZNU3AS45Stats3addEf", scope: !26, file: !1, line: 22, type: !32, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !31, retainedNodes: !53)
!136 = !DILocalVariable(name: "this", arg: 1, scope: !135, type: !123, flags: DIFlagArtificial | DIFlagObjectPointer)
!137 = !DILocation(line: 0, scope: !135)
!138 = !DILocalVariable(name: "v", arg: 2, scope: !135, file: !1, line: 22, type: !29)
!139 = !DILocation(line: 22, column: 18, scope: !135)
!140 = !DILocation(line: 23, column: 12, scope: !135)
!141 = !DILocation(line: 23, column: 5, scope: !135)
!142 = !DILocation(line: 23, column: 9, scope: !135)
!143 = !DILocation(line: 24, column: 7, scope: !135)
!144 = !DILocation(line: 24, column: 5, scope: !135)
!145 = !DILocation(line: 25, column: 3, scope: !135)
!146 = distinct !DISubprogram(name: "clamp", linkageName: "_ZNU3AS47Counter5clampEi", scope: !3, file: !1, line: 8, type: !24, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !23, retainedNodes: !53)
!147 = !DILocalVariable(name: "v", arg: 1, scope: !146, file: !1, line: 8, type: !7)
!148 = !DILocation(line: 8, column: 24, scope: !146)
!149 = !DILocation(line: 8, column: 36, scope: !146)
!150 = !DILocation(line: 8, column: 38, scope: !146)
!151 = !DILocation(line: 8, column: 54, scope: !146)
!152 = !DILocation(line: 8, column: 29, scope: !146)
!153 = distinct !DISubprogram(name: "value", linkageName: "_ZNU3AS4K7Counter5valueEv", scope: !3, file: !1, line: 7, type: !19, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !18, retainedNodes: !53)
!154 = !DILocalVariable(name: "this", arg: 1, scope: !153, type: !155, flags: DIFlagArtificial | DIFlagObjectPointer)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, dwarfAddressSpace: 4)
!156 = !DILocation(line: 0, scope: !153)
!157 = !DILocation(line: 7, column: 30, scope: !153)
!158 = !DILocation(line: 7, column: 23, scope: !153)
!159 = distinct !DISubprogram(name: "mean", linkageName: "_ZNU3AS4K5Stats4meanEv", scope: !26, file: !1, line: 26, type: !36, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !35, retainedNodes: !53)
!160 = !DILocalVariable(name: "this", arg: 1, scope: !159, type: !161, flags: DIFlagArtificial | DIFlagObjectPointer)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, dwarfAddressSpace: 4)
!162 = !DILocation(line: 0, scope: !159)
!163 = !DILocation(line: 26, column: 31, scope: !159)
!164 = !DILocation(line: 26, column: 39, scope: !159)
!165 = !DILocation(line: 26, column: 45, scope: !159)
!166 = !DILocation(line: 26, column: 43, scope: !159)
!167 = !{float 2.500000e+00}
!168 = !DILocation(line: 26, column: 24, scope: !159)
