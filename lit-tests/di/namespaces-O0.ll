; Namespaces at -O0: nested (physics::constants, math::detail) and anonymous DINamespaces, namespace-scoped globals (incl. a constant folded into DW_OP_constu/DW_OP_stack_value), using-directive / namespace-alias / using-declaration DIImportedEntity nodes, and namespaced function definitions.
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
; CHECK: {{^}}; 82 nodes (79 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[CU:![0-9]+]] = distinct DICompileUnit(language: DW_LANG_C_plus_plus_14,{{.*}} emissionKind: FullDebug,{{.*}} retainedTypes: {!2}, globals: {!3, !9}, imports: {!13, !14},
; CHECK: {{^}}!3 = DIGlobalVariableExpression(var: !4, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef)){{$}}
; CHECK-NEXT: {{^}}!4 = distinct DIGlobalVariable(name: "kDamping", scope: [[CONSTANTS:![0-9]+]], linkageName: "_ZN7physics9constants8kDampingE", file: !1, line: 5, type: !7, isLocal: false, isDefinition: true,
; CHECK-NEXT: {{^}}[[CONSTANTS]] = DINamespace(scope: [[PHYSICS:![0-9]+]], name: "constants", exportSymbols: false){{$}}
; CHECK-NEXT: {{^}}[[PHYSICS]] = DINamespace(scope: null, name: "physics", exportSymbols: false){{$}}
; CHECK: {{^}}!9 = DIGlobalVariableExpression(var: !10, expr: !DIExpression(DW_OP_constu, 1092416963, DW_OP_stack_value)){{$}}
; CHECK-NEXT: {{^}}!10 = distinct DIGlobalVariable(name: "kGravity", scope: [[CONSTANTS]], linkageName: "",{{.*}} line: 4, type: !11, isLocal: true, isDefinition: true,
; CHECK: {{^}}!13 = DIImportedEntity(tag: DW_TAG_imported_module, scope: [[CU]], entity: [[PHYSICS]], file: !1, line: 26, name: "", elements: {}){{$}}
; CHECK-NEXT: {{^}}!14 = DIImportedEntity(tag: DW_TAG_imported_declaration, scope: [[CU]], entity: [[CONSTANTS]], file: !1, line: 27, name: "pc", elements: {}){{$}}
; CHECK-NEXT: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "namespaces",{{.*}} line: 29,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: [[CU]],{{.*}} retainedNodes: {!18},
; CHECK: {{^}}!18 = DIImportedEntity(tag: DW_TAG_imported_declaration, scope: [[KERNEL]], entity: [[TWICE:![0-9]+]], file: !1, line: 30, name: "", elements: {}){{$}}
; CHECK-NEXT: {{^}}[[TWICE]] = distinct DISubprogram(scope: [[DETAIL:![0-9]+]], name: "twice", linkageName: "_ZN4math6detail5twiceEi",{{.*}} line: 23,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: [[CU]],
; CHECK-NEXT: {{^}}[[DETAIL]] = DINamespace(scope: [[MATH:![0-9]+]], name: "detail", exportSymbols: false){{$}}
; CHECK-NEXT: {{^}}[[MATH]] = DINamespace(scope: null, name: "math", exportSymbols: false){{$}}
; CHECK: {{^}}[[BODY:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Body", scope: [[PHYSICS]],{{.*}} line: 8,{{.*}} size: 64,{{.*}} flags: DIFlagTypePassByValue, elements: {!37, !38},{{.*}} identifier: "_ZTSN7physics4BodyE",
; CHECK: {{^}}!55 = distinct DISubprogram(scope: [[PHYSICS]], name: "fall", linkageName: "_ZN7physics4fallERU3AS4KNS_4BodyEf",{{.*}} line: 13, type: !56,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition,
; CHECK: {{^}}!57 = DIDerivedType(tag: DW_TAG_reference_type,{{.*}} baseType: !58, size: 64,{{.*}} dwarfAddressSpace: 4,
; CHECK: {{^}}!75 = distinct DISubprogram(scope: [[ANON:![0-9]+]], name: "hidden_helper", linkageName: "_ZN12_GLOBAL__N_113hidden_helperEi",{{.*}} line: 19,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition,
; CHECK-NEXT: {{^}}[[ANON]] = DINamespace(scope: null, name: "", exportSymbols: false){{$}}
; CHECK: {{^}}global @_ZN7physics9constants8kDampingE !dbg !3{{$}}
; CHECK: {{^}}function @_ZN12_GLOBAL__N_113hidden_helperEi subprogram !75: 1 blocks, 6 instructions, 4 with a location{{$}}
; ModuleID = 'lit-tests/di/Inputs/namespaces.clcpp'
source_filename = "lit-tests/di/Inputs/namespaces.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%"struct.physics::Body" = type { float, float }

$_ZN7physics4fallERU3AS4KNS_4BodyEf = comdat any

$_ZN4math6detail5twiceEi = comdat any

@_ZN7physics9constants8kDampingE = addrspace(2) constant float 0x3FEF5C2900000000, align 4, !dbg !0
@__const.namespaces.b = private unnamed_addr addrspace(2) constant %"struct.physics::Body" { float 1.000000e+01, float 0.000000e+00 }, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define spir_kernel void @namespaces(ptr addrspace(1) noundef align 4 %0, float noundef %1) #0 !dbg !23 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca float, align 4
  %5 = alloca i64, align 8
  %6 = alloca %"struct.physics::Body", align 4
  %7 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_declare(ptr %5, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
  %8 = call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !48
  store i64 %8, ptr %5, align 8, !dbg !47
    #dbg_declare(ptr %6, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  call void @llvm.memcpy.p0.p2.i64(ptr align 4 %6, ptr addrspace(2) align 4 @__const.namespaces.b, i64 8, i1 false), !dbg !54
    #dbg_declare(ptr %7, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  %9 = addrspacecast ptr %6 to ptr addrspace(4), !dbg !57
  %10 = load float, ptr %4, align 4, !dbg !58
  %11 = call spir_func noundef float @_ZN7physics4fallERU3AS4KNS_4BodyEf(ptr addrspace(4) noundef align 4 dereferenceable(8) %9, float noundef %10) #6, !dbg !59
  %12 = load float, ptr addrspace(2) @_ZN7physics9constants8kDampingE, align 4, !dbg !60
  %13 = fmul float %11, %12, !dbg !61
  store float %13, ptr %7, align 4, !dbg !56
  %14 = load float, ptr %7, align 4, !dbg !62
  %15 = load i64, ptr %5, align 8, !dbg !63
  %16 = trunc i64 %15 to i32, !dbg !63
  %17 = call spir_func noundef i32 @_ZN12_GLOBAL__N_113hidden_helperEi(i32 noundef %16) #6, !dbg !64
  %18 = call spir_func noundef i32 @_ZN4math6detail5twiceEi(i32 noundef %17) #6, !dbg !65
  %19 = sitofp i32 %18 to float, !dbg !65
  %20 = fadd float %14, %19, !dbg !66
  %21 = load ptr addrspace(1), ptr %3, align 8, !dbg !67
  %22 = load i64, ptr %5, align 8, !dbg !68
  %23 = getelementptr inbounds float, ptr addrspace(1) %21, i64 %22, !dbg !67
  store float %20, ptr addrspace(1) %23, align 4, !dbg !69
  ret void, !dbg !70
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func noundef i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p2.i64(ptr noalias nocapture writeonly, ptr addrspace(2) noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_ZN7physics4fallERU3AS4KNS_4BodyEf(ptr addrspace(4) noundef align 4 dereferenceable(8) %0, float noundef %1) #3 comdat !dbg !71 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca float, align 4
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !76, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !79)
  %5 = load ptr addrspace(4), ptr %3, align 8, !dbg !80
  %6 = getelementptr inbounds %"struct.physics::Body", ptr addrspace(4) %5, i32 0, i32 0, !dbg !81
  %7 = load float, ptr addrspace(4) %6, align 4, !dbg !81
  %8 = load float, ptr %4, align 4, !dbg !82
  %9 = fmul float 0x40139EB860000000, %8, !dbg !83
  %10 = load float, ptr %4, align 4, !dbg !84
  %11 = fneg float %9, !dbg !85
  %12 = call float @llvm.fmuladd.f32(float %11, float %10, float %7), !dbg !85
  ret float %12, !dbg !86
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_ZN4math6detail5twiceEi(i32 noundef %0) #3 comdat !dbg !29 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !87, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !88)
  %3 = load i32, ptr %2, align 4, !dbg !89
  %4 = mul nsw i32 2, %3, !dbg !90
  ret i32 %4, !dbg !91
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define internal spir_func noundef i32 @_ZN12_GLOBAL__N_113hidden_helperEi(i32 noundef %0) #3 !dbg !92 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !94, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !95)
  %3 = load i32, ptr %2, align 4, !dbg !96
  %4 = xor i32 %3, 90, !dbg !97
  ret i32 %4, !dbg !98
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!6}
!llvm.module.flags = !{!16, !17, !18, !19}
!opencl.ocl.version = !{!20}
!opencl.cxx.version = !{!21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "kDamping", linkageName: "_ZN7physics9constants8kDampingE", scope: !2, file: !4, line: 5, type: !5, isLocal: false, isDefinition: true)
!2 = !DINamespace(name: "constants", scope: !3)
!3 = !DINamespace(name: "physics", scope: null)
!4 = !DIFile(filename: "lit-tests/di/Inputs/namespaces.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "2e926862d843e8275f01a52e70ac293a")
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !4, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !7, globals: !9, imports: !13, splitDebugInlining: false, nameTableKind: None)
!7 = !{!8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!0, !10}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression(DW_OP_constu, 1092416963, DW_OP_stack_value))
!11 = distinct !DIGlobalVariable(name: "kGravity", scope: !2, file: !4, line: 4, type: !12, isLocal: true, isDefinition: true)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!13 = !{!14, !15}
!14 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !6, entity: !3, file: !4, line: 26)
!15 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "pc", scope: !6, entity: !2, file: !4, line: 27)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{i32 3, i32 0}
!21 = !{i32 2021, i32 0}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "namespaces", scope: !4, file: !4, line: 29, type: !24, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6, retainedNodes: !27)
!24 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !25)
!25 = !{null, !26, !5}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, dwarfAddressSpace: 1)
!27 = !{!28}
!28 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !29, file: !4, line: 30)
!29 = distinct !DISubprogram(name: "twice", linkageName: "_ZN4math6detail5twiceEi", scope: !30, file: !4, line: 23, type: !32, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6, retainedNodes: !34)
!30 = !DINamespace(name: "detail", scope: !31)
!31 = !DINamespace(name: "math", scope: null)
!32 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !33)
!33 = !{!8, !8}
!34 = !{}
!35 = !{i32 1, i32 0}
!36 = !{!"none", !"none"}
!37 = !{!"float*", !"float"}
!38 = !{!"", !""}
!39 = !DILocalVariable(name: "out", arg: 1, scope: !23, file: !4, line: 29, type: !26)
!40 = !DILocation(line: 29, column: 42, scope: !23)
!41 = !DILocalVariable(name: "t", arg: 2, scope: !23, file: !4, line: 29, type: !5)
!42 = !DILocation(line: 29, column: 53, scope: !23)
!43 = !DILocalVariable(name: "i", scope: !23, file: !4, line: 31, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !45, line: 142, baseType: !46)
!45 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!46 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!47 = !DILocation(line: 31, column: 10, scope: !23)
!48 = !DILocation(line: 31, column: 14, scope: !23)
!49 = !DILocalVariable(name: "b", scope: !23, file: !4, line: 32, type: !50)
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Body", scope: !3, file: !4, line: 8, size: 64, flags: DIFlagTypePassByValue, elements: !51, identifier: "_ZTSN7physics4BodyE")
!51 = !{!52, !53}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !50, file: !4, line: 9, baseType: !5, size: 32)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !50, file: !4, line: 10, baseType: !5, size: 32, offset: 32)
!54 = !DILocation(line: 32, column: 8, scope: !23)
!55 = !DILocalVariable(name: "h", scope: !23, file: !4, line: 33, type: !5)
!56 = !DILocation(line: 33, column: 9, scope: !23)
!57 = !DILocation(line: 33, column: 18, scope: !23)
!58 = !DILocation(line: 33, column: 21, scope: !23)
!59 = !DILocation(line: 33, column: 13, scope: !23)
!60 = !DILocation(line: 33, column: 26, scope: !23)
!61 = !DILocation(line: 33, column: 24, scope: !23)
!62 = !DILocation(line: 34, column: 12, scope: !23)
!63 = !DILocation(line: 34, column: 53, scope: !23)
!64 = !DILocation(line: 34, column: 22, scope: !23)
!65 = !DILocation(line: 34, column: 16, scope: !23)
!66 = !DILocation(line: 34, column: 14, scope: !23)
!67 = !DILocation(line: 34, column: 3, scope: !23)
!68 = !DILocation(line: 34, column: 7, scope: !23)
!69 = !DILocation(line: 34, column: 10, scope: !23)
!70 = !DILocation(line: 35, column: 1, scope: !23)
!71 = distinct !DISubprogram(name: "fall", linkageName: "_ZN7physics4fallERU3AS4KNS_4BodyEf", scope: !3, file: !4, line: 13, type: !72, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6, retainedNodes: !34)
!72 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !73)
!73 = !{!5, !74, !5}
!74 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !75, size: 64, dwarfAddressSpace: 4)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!76 = !DILocalVariable(name: "b", arg: 1, scope: !71, file: !4, line: 13, type: !74)
!77 = !DILocation(line: 13, column: 31, scope: !71)
!78 = !DILocalVariable(name: "t", arg: 2, scope: !71, file: !4, line: 13, type: !5)
!79 = !DILocation(line: 13, column: 40, scope: !71)
!80 = !DILocation(line: 14, column: 10, scope: !71)
!81 = !DILocation(line: 14, column: 12, scope: !71)
!82 = !DILocation(line: 14, column: 45, scope: !71)
!83 = !DILocation(line: 14, column: 43, scope: !71)
!84 = !DILocation(line: 14, column: 49, scope: !71)
!85 = !DILocation(line: 14, column: 14, scope: !71)
!86 = !DILocation(line: 14, column: 3, scope: !71)
!87 = !DILocalVariable(name: "v", arg: 1, scope: !29, file: !4, line: 23, type: !8)
!88 = !DILocation(line: 23, column: 22, scope: !29)
!89 = !DILocation(line: 23, column: 38, scope: !29)
!90 = !DILocation(line: 23, column: 36, scope: !29)
!91 = !DILocation(line: 23, column: 27, scope: !29)
!92 = distinct !DISubprogram(name: "hidden_helper", linkageName: "_ZN12_GLOBAL__N_113hidden_helperEi", scope: !93, file: !4, line: 19, type: !32, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6, retainedNodes: !34)
!93 = !DINamespace(scope: null)
!94 = !DILocalVariable(name: "x", arg: 1, scope: !92, file: !4, line: 19, type: !8)
!95 = !DILocation(line: 19, column: 23, scope: !92)
!96 = !DILocation(line: 19, column: 35, scope: !92)
!97 = !DILocation(line: 19, column: 37, scope: !92)
!98 = !DILocation(line: 19, column: 28, scope: !92)
