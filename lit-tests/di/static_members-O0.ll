; Static data members at -O0: constexpr/const/out-of-line static members (DIFlagStaticMember with extraData constants), the out-of-line __global definition linked to its in-class declaration, and static members of class template instantiations with template parameters.
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
; CHECK: {{^}}; 73 nodes (71 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_C_plus_plus_14,{{.*}} emissionKind: FullDebug,{{.*}} retainedTypes: {[[INT:![0-9]+]], [[REGISTRY:![0-9]+]], [[LIMITSI:![0-9]+]], [[LIMITSF:![0-9]+]]}, globals: {!27},
; CHECK: {{^}}[[REGISTRY]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Registry",{{.*}} line: 3,{{.*}} size: 32,{{.*}} flags: DIFlagTypePassByValue, elements: {!4, !6, [[HITSDECL:![0-9]+]], !8, !13, !14},{{.*}} identifier: "_ZTS8Registry",
; CHECK-NEXT: {{^}}!4 = DIDerivedType(tag: DW_TAG_variable, name: "kSlots", scope: [[REGISTRY]],{{.*}} line: 4, baseType: !5,{{.*}} flags: DIFlagStaticMember, extraData: i32 4,
; CHECK: {{^}}!6 = DIDerivedType(tag: DW_TAG_variable, name: "kVersion", scope: [[REGISTRY]],{{.*}} line: 5, baseType: !5,{{.*}} flags: DIFlagStaticMember, extraData: i32 7,
; CHECK-NEXT: {{^}}[[HITSDECL]] = DIDerivedType(tag: DW_TAG_variable, name: "hits", scope: [[REGISTRY]],{{.*}} line: 6, baseType: [[INT]],{{.*}} flags: DIFlagStaticMember, extraData: null,
; CHECK-NEXT: {{^}}!8 = DIDerivedType(tag: DW_TAG_variable, name: "kScale", scope: [[REGISTRY]],{{.*}} line: 7, baseType: !9,{{.*}} flags: DIFlagStaticMember, extraData: null,
; CHECK: {{^}}!10 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: !11, size: 128,{{.*}} elements: {!12},
; CHECK: {{^}}!13 = DIDerivedType(tag: DW_TAG_member, name: "slot", scope: [[REGISTRY]],{{.*}} baseType: [[INT]], size: 32,{{.*}} offset: 0,
; CHECK: {{^}}[[LIMITSI]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Limits<int>",{{.*}} line: 16,{{.*}} size: 8,{{.*}} flags: DIFlagTypePassByValue, elements: {!19, !20},{{.*}} templateParams: {!21}, identifier: "_ZTS6LimitsIiE",
; CHECK-NEXT: {{^}}!19 = DIDerivedType(tag: DW_TAG_variable, name: "kLow", scope: [[LIMITSI]],{{.*}} baseType: !5,{{.*}} flags: DIFlagStaticMember, extraData: null,
; CHECK-NEXT: {{^}}!20 = DIDerivedType(tag: DW_TAG_variable, name: "kHigh", scope: [[LIMITSI]],{{.*}} baseType: !5,{{.*}} flags: DIFlagStaticMember, extraData: i32 255,
; CHECK-NEXT: {{^}}!21 = DITemplateTypeParameter(name: "T", type: [[INT]], defaulted: false){{$}}
; CHECK-NEXT: {{^}}[[LIMITSF]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Limits<float>",{{.*}} line: 16,{{.*}} size: 8,{{.*}} flags: DIFlagTypePassByValue, elements: {!23, !25},{{.*}} templateParams: {!26}, identifier: "_ZTS6LimitsIfE",
; CHECK-NEXT: {{^}}!23 = DIDerivedType(tag: DW_TAG_variable, name: "kLow", scope: [[LIMITSF]],{{.*}} baseType: !24,{{.*}} flags: DIFlagStaticMember, extraData: float 0.000000e+00,
; CHECK: {{^}}!26 = DITemplateTypeParameter(name: "T", type: !11, defaulted: false){{$}}
; CHECK-NEXT: {{^}}!27 = DIGlobalVariableExpression(var: !28, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef)){{$}}
; CHECK-NEXT: {{^}}!28 = distinct DIGlobalVariable(name: "hits", scope: !0, linkageName: "_ZN8Registry4hitsE", file: !1, line: 14, type: [[INT]], isLocal: false, isDefinition: true, declaration: [[HITSDECL]],
; CHECK: {{^}}!66 = distinct DISubprogram(scope: [[REGISTRY]], name: "lookup", linkageName: "_ZNU3AS4K8Registry6lookupEv",{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0,{{.*}} declaration: !14,
; CHECK: {{^}}global @_ZN8Registry4hitsE !dbg !27{{$}}
; CHECK-NEXT: {{^}}function @static_members subprogram !30: 3 blocks, 40 instructions, 34 with a location{{$}}
; ModuleID = 'lit-tests/di/Inputs/static_members.clcpp'
source_filename = "lit-tests/di/Inputs/static_members.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Registry = type { i32 }

$_ZNU3AS4K8Registry6lookupEv = comdat any

@_ZN8Registry4hitsE = addrspace(1) global i32 0, align 4, !dbg !0
@_ZN8Registry6kScaleE.const = private unnamed_addr addrspace(2) constant [4 x float] [float 1.000000e+00, float 5.000000e-01, float 2.500000e-01, float 1.250000e-01], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define spir_kernel void @static_members(ptr addrspace(1) noundef align 4 %0) #0 !dbg !45 !kernel_arg_addr_space !50 !kernel_arg_access_qual !51 !kernel_arg_type !52 !kernel_arg_base_type !52 !kernel_arg_type_qual !53 {
  %2 = alloca ptr addrspace(1), align 8
  %3 = alloca i64, align 8
  %4 = alloca %struct.Registry, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_declare(ptr %3, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %7 = call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !61
  store i64 %7, ptr %3, align 8, !dbg !60
    #dbg_declare(ptr %4, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
  %8 = getelementptr inbounds %struct.Registry, ptr %4, i32 0, i32 0, !dbg !64
  %9 = load i64, ptr %3, align 8, !dbg !65
  %10 = trunc i64 %9 to i32, !dbg !65
  store i32 %10, ptr %8, align 4, !dbg !64
    #dbg_declare(ptr %5, !66, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  %11 = addrspacecast ptr %4 to ptr addrspace(4), !dbg !68
  %12 = call spir_func noundef i32 @_ZNU3AS4K8Registry6lookupEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(4) %11) #5, !dbg !69
  store i32 %12, ptr %5, align 4, !dbg !67
  %13 = load i64, ptr %3, align 8, !dbg !70
  %14 = icmp eq i64 %13, 0, !dbg !72
  br i1 %14, label %15, label %18, !dbg !73

15:                                               ; preds = %1
  %16 = load i32, ptr addrspace(1) @_ZN8Registry4hitsE, align 4, !dbg !74
  %17 = add nsw i32 %16, 7, !dbg !74
  store i32 %17, ptr addrspace(1) @_ZN8Registry4hitsE, align 4, !dbg !74
  br label %18, !dbg !75

18:                                               ; preds = %15, %1
    #dbg_declare(ptr %6, !76, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  store i32 255, ptr %6, align 4, !dbg !77
  %19 = load i32, ptr %5, align 4, !dbg !78
  %20 = sext i32 %19 to i64, !dbg !79
  %21 = getelementptr inbounds [4 x float], ptr addrspace(2) @_ZN8Registry6kScaleE.const, i64 0, i64 %20, !dbg !79
  %22 = load float, ptr addrspace(2) %21, align 4, !dbg !79
  %23 = load i32, ptr %6, align 4, !dbg !80
  %24 = sitofp i32 %23 to float, !dbg !80
  %25 = call float @llvm.fmuladd.f32(float %22, float %24, float 0.000000e+00), !dbg !81
  %26 = load ptr addrspace(1), ptr %2, align 8, !dbg !82
  %27 = load i64, ptr %3, align 8, !dbg !83
  %28 = getelementptr inbounds float, ptr addrspace(1) %26, i64 %27, !dbg !82
  store float %25, ptr addrspace(1) %28, align 4, !dbg !84
  ret void, !dbg !85
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func noundef i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_ZNU3AS4K8Registry6lookupEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(4) %0) #2 comdat align 2 !dbg !86 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !87, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !89)
  %3 = load ptr addrspace(4), ptr %2, align 8
  %4 = getelementptr inbounds %struct.Registry, ptr addrspace(4) %3, i32 0, i32 0, !dbg !90
  %5 = load i32, ptr addrspace(4) %4, align 4, !dbg !90
  %6 = srem i32 %5, 4, !dbg !91
  ret i32 %6, !dbg !92
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!38, !39, !40, !41}
!opencl.ocl.version = !{!42}
!opencl.cxx.version = !{!43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "hits", linkageName: "_ZN8Registry4hitsE", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true, declaration: !11)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !37, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lit-tests/di/Inputs/static_members.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "492635637ddeeec73dfa25ca3518b0df")
!4 = !{!5, !6, !24, !30}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !3, line: 3, size: 32, flags: DIFlagTypePassByValue, elements: !7, identifier: "_ZTS8Registry")
!7 = !{!8, !10, !11, !12, !18, !19}
!8 = !DIDerivedType(tag: DW_TAG_variable, name: "kSlots", scope: !6, file: !3, line: 4, baseType: !9, flags: DIFlagStaticMember, extraData: i32 4)
!9 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!10 = !DIDerivedType(tag: DW_TAG_variable, name: "kVersion", scope: !6, file: !3, line: 5, baseType: !9, flags: DIFlagStaticMember, extraData: i32 7)
!11 = !DIDerivedType(tag: DW_TAG_variable, name: "hits", scope: !6, file: !3, line: 6, baseType: !5, flags: DIFlagStaticMember)
!12 = !DIDerivedType(tag: DW_TAG_variable, name: "kScale", scope: !6, file: !3, line: 7, baseType: !13, flags: DIFlagStaticMember)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, elements: !16)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !{!17}
!17 = !DISubrange(count: 4)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !6, file: !3, line: 10, baseType: !5, size: 32)
!19 = !DISubprogram(name: "lookup", linkageName: "_ZNU3AS4K8Registry6lookupEv", scope: !6, file: !3, line: 11, type: !20, scopeLine: 11, flags: DIFlagPrototyped, spFlags: 0)
!20 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !21)
!21 = !{!5, !22}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Limits<int>", file: !3, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !25, templateParams: !28, identifier: "_ZTS6LimitsIiE")
!25 = !{!26, !27}
!26 = !DIDerivedType(tag: DW_TAG_variable, name: "kLow", scope: !24, file: !3, line: 17, baseType: !9, flags: DIFlagStaticMember)
!27 = !DIDerivedType(tag: DW_TAG_variable, name: "kHigh", scope: !24, file: !3, line: 18, baseType: !9, flags: DIFlagStaticMember, extraData: i32 255)
!28 = !{!29}
!29 = !DITemplateTypeParameter(name: "T", type: !5)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Limits<float>", file: !3, line: 16, size: 8, flags: DIFlagTypePassByValue, elements: !31, templateParams: !35, identifier: "_ZTS6LimitsIfE")
!31 = !{!32, !34}
!32 = !DIDerivedType(tag: DW_TAG_variable, name: "kLow", scope: !30, file: !3, line: 17, baseType: !33, flags: DIFlagStaticMember, extraData: float 0.000000e+00)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!34 = !DIDerivedType(tag: DW_TAG_variable, name: "kHigh", scope: !30, file: !3, line: 18, baseType: !33, flags: DIFlagStaticMember)
!35 = !{!36}
!36 = !DITemplateTypeParameter(name: "T", type: !15)
!37 = !{!0}
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 7, !"frame-pointer", i32 2}
!42 = !{i32 3, i32 0}
!43 = !{i32 2021, i32 0}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "static_members", scope: !3, file: !3, line: 21, type: !46, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !49)
!46 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !47)
!47 = !{null, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!49 = !{}
!50 = !{i32 1}
!51 = !{!"none"}
!52 = !{!"float*"}
!53 = !{!""}
!54 = !DILocalVariable(name: "out", arg: 1, scope: !45, file: !3, line: 21, type: !48)
!55 = !DILocation(line: 21, column: 46, scope: !45)
!56 = !DILocalVariable(name: "i", scope: !45, file: !3, line: 22, type: !57)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !58, line: 142, baseType: !59)
!58 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !DILocation(line: 22, column: 10, scope: !45)
!61 = !DILocation(line: 22, column: 14, scope: !45)
!62 = !DILocalVariable(name: "r", scope: !45, file: !3, line: 23, type: !6)
!63 = !DILocation(line: 23, column: 12, scope: !45)
!64 = !DILocation(line: 23, column: 13, scope: !45)
!65 = !DILocation(line: 23, column: 31, scope: !45)
!66 = !DILocalVariable(name: "s", scope: !45, file: !3, line: 24, type: !5)
!67 = !DILocation(line: 24, column: 7, scope: !45)
!68 = !DILocation(line: 24, column: 11, scope: !45)
!69 = !DILocation(line: 24, column: 13, scope: !45)
!70 = !DILocation(line: 25, column: 7, scope: !71)
!71 = distinct !DILexicalBlock(scope: !45, file: !3, line: 25, column: 7)
!72 = !DILocation(line: 25, column: 9, scope: !71)
!73 = !DILocation(line: 25, column: 7, scope: !45)
!74 = !DILocation(line: 26, column: 20, scope: !71)
!75 = !DILocation(line: 26, column: 5, scope: !71)
!76 = !DILocalVariable(name: "hi", scope: !45, file: !3, line: 27, type: !5)
!77 = !DILocation(line: 27, column: 7, scope: !45)
!78 = !DILocation(line: 28, column: 29, scope: !45)
!79 = !DILocation(line: 28, column: 12, scope: !45)
!80 = !DILocation(line: 28, column: 34, scope: !45)
!81 = !DILocation(line: 28, column: 37, scope: !45)
!82 = !DILocation(line: 28, column: 3, scope: !45)
!83 = !DILocation(line: 28, column: 7, scope: !45)
!84 = !DILocation(line: 28, column: 10, scope: !45)
!85 = !DILocation(line: 29, column: 1, scope: !45)
!86 = distinct !DISubprogram(name: "lookup", linkageName: "_ZNU3AS4K8Registry6lookupEv", scope: !6, file: !3, line: 11, type: !20, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !49)
!87 = !DILocalVariable(name: "this", arg: 1, scope: !86, type: !88, flags: DIFlagArtificial | DIFlagObjectPointer)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, dwarfAddressSpace: 4)
!89 = !DILocation(line: 0, scope: !86)
!90 = !DILocation(line: 11, column: 31, scope: !86)
!91 = !DILocation(line: 11, column: 36, scope: !86)
!92 = !DILocation(line: 11, column: 24, scope: !86)
