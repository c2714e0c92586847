; Pointers to data members at -O0: DW_TAG_ptr_to_member_type nodes (64-bit, class in extraData) behind FieldPtr/IntFieldPtr using-aliases, the member layouts they point into, and a const reference parameter.
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
; CHECK: {{^}}; 109 nodes (108 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[SAMPLE:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Sample",{{.*}} line: 3,{{.*}} size: 96,{{.*}} flags: DIFlagTypePassByValue, elements: {!23, !24, !25, !26},{{.*}} identifier: "_ZTS6Sample",
; CHECK: {{^}}!24 = DIDerivedType(tag: DW_TAG_member, name: "b", scope: [[SAMPLE]],{{.*}} baseType: [[FLOAT:![0-9]+]], size: 32,{{.*}} offset: 32,
; CHECK-NEXT: {{^}}!25 = DIDerivedType(tag: DW_TAG_member, name: "c", scope: [[SAMPLE]],{{.*}} baseType: [[FLOAT]], size: 32,{{.*}} offset: 64,
; CHECK-NEXT: {{^}}!26 = DISubprogram(scope: [[SAMPLE]], name: "weighted", linkageName: "_ZNU3AS4K6Sample8weightedEf",{{.*}} line: 7,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagZero,
; CHECK: {{^}}!43 = DILocalVariable(name: "field",{{.*}} scope: [[KERNEL:![0-9]+]],{{.*}} line: 23, type: [[FIELDPTR:![0-9]+]],
; CHECK-NEXT: {{^}}[[FIELDPTR]] = DIDerivedType(tag: DW_TAG_typedef, name: "FieldPtr",{{.*}} file: !1, line: 15, baseType: !45,
; CHECK-NEXT: {{^}}!45 = DIDerivedType(tag: DW_TAG_ptr_to_member_type,{{.*}} baseType: [[FLOAT]], size: 64,{{.*}} flags: DIFlagZero, extraData: [[SAMPLE]], dwarfAddressSpace: null,
; CHECK: {{^}}!50 = DILocalVariable(name: "bound",{{.*}} scope: [[KERNEL]],{{.*}} line: 24, type: !51,
; CHECK-NEXT: {{^}}!51 = DIDerivedType(tag: DW_TAG_typedef, name: "IntFieldPtr",{{.*}} line: 16, baseType: !52,
; CHECK-NEXT: {{^}}!52 = DIDerivedType(tag: DW_TAG_ptr_to_member_type,{{.*}} baseType: !2, size: 64,{{.*}} flags: DIFlagZero, extraData: [[HOLDER:![0-9]+]],
; CHECK-NEXT: {{^}}[[HOLDER]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Holder",{{.*}} line: 10,{{.*}} size: 64,{{.*}} flags: DIFlagTypePassByValue, elements: {!54, !55},{{.*}} identifier: "_ZTS6Holder",
; CHECK: {{^}}!55 = DIDerivedType(tag: DW_TAG_member, name: "limit", scope: [[HOLDER]],{{.*}} baseType: !2, size: 32,{{.*}} offset: 32,
; CHECK: {{^}}!85 = distinct DISubprogram(scope: !1, name: "pick", linkageName: "_ZL4pickRU3AS4K6SampleMS_f",{{.*}} line: 18, type: !86,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition,
; CHECK-NEXT: {{^}}!86 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {[[FLOAT]], !87, [[FIELDPTR]]}){{$}}
; CHECK-NEXT: {{^}}!87 = DIDerivedType(tag: DW_TAG_reference_type,{{.*}} baseType: !29, size: 64,{{.*}} dwarfAddressSpace: 4,
; CHECK: {{^}}!91 = DILocalVariable(name: "f", arg: 2, scope: !85,{{.*}} line: 18, type: [[FIELDPTR]],
; CHECK: {{^}}function @ptr_to_member subprogram [[KERNEL]]: 1 blocks, 84 instructions, 74 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%7, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !42{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.declare(%8, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !49{{$}}
; CHECK: {{^}}function @_ZL4pickRU3AS4K6SampleMS_f subprogram !85: 1 blocks, 11 instructions, 7 with a location{{$}}
; ModuleID = 'lit-tests/di/Inputs/ptr_to_member.clcpp'
source_filename = "lit-tests/di/Inputs/ptr_to_member.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Sample = type { float, float, float }
%struct.Holder = type { i32, i32 }

$_ZNU3AS4K6Sample8weightedEf = comdat any

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define spir_kernel void @ptr_to_member(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !11 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.Sample, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca %struct.Holder, align 4
  %10 = alloca ptr addrspace(4), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !26)
    #dbg_declare(ptr %5, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %11 = call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !32
  store i64 %11, ptr %5, align 8, !dbg !31
    #dbg_declare(ptr %6, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  %12 = getelementptr inbounds %struct.Sample, ptr %6, i32 0, i32 0, !dbg !45
  %13 = load ptr addrspace(1), ptr %3, align 8, !dbg !46
  %14 = load i64, ptr %5, align 8, !dbg !47
  %15 = mul i64 3, %14, !dbg !48
  %16 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %15, !dbg !46
  %17 = load float, ptr addrspace(1) %16, align 4, !dbg !46
  store float %17, ptr %12, align 4, !dbg !45
  %18 = getelementptr inbounds %struct.Sample, ptr %6, i32 0, i32 1, !dbg !45
  %19 = load ptr addrspace(1), ptr %3, align 8, !dbg !49
  %20 = load i64, ptr %5, align 8, !dbg !50
  %21 = mul i64 3, %20, !dbg !51
  %22 = add i64 %21, 1, !dbg !52
  %23 = getelementptr inbounds float, ptr addrspace(1) %19, i64 %22, !dbg !49
  %24 = load float, ptr addrspace(1) %23, align 4, !dbg !49
  store float %24, ptr %18, align 4, !dbg !45
  %25 = getelementptr inbounds %struct.Sample, ptr %6, i32 0, i32 2, !dbg !45
  %26 = load ptr addrspace(1), ptr %3, align 8, !dbg !53
  %27 = load i64, ptr %5, align 8, !dbg !54
  %28 = mul i64 3, %27, !dbg !55
  %29 = add i64 %28, 2, !dbg !56
  %30 = getelementptr inbounds float, ptr addrspace(1) %26, i64 %29, !dbg !53
  %31 = load float, ptr addrspace(1) %30, align 4, !dbg !53
  store float %31, ptr %25, align 4, !dbg !45
    #dbg_declare(ptr %7, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %32 = load i64, ptr %5, align 8, !dbg !61
  %33 = and i64 %32, 1, !dbg !62
  %34 = icmp ne i64 %33, 0, !dbg !63
  %35 = zext i1 %34 to i64, !dbg !63
  %36 = select i1 %34, i64 4, i64 8, !dbg !63
  store i64 %36, ptr %7, align 8, !dbg !60
    #dbg_declare(ptr %8, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  %37 = load i64, ptr %5, align 8, !dbg !72
  %38 = and i64 %37, 2, !dbg !73
  %39 = icmp ne i64 %38, 0, !dbg !74
  %40 = zext i1 %39 to i64, !dbg !74
  %41 = select i1 %39, i64 0, i64 4, !dbg !74
  store i64 %41, ptr %8, align 8, !dbg !71
    #dbg_declare(ptr %9, !75, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !76)
  %42 = getelementptr inbounds %struct.Holder, ptr %9, i32 0, i32 0, !dbg !77
  %43 = load i64, ptr %5, align 8, !dbg !78
  %44 = trunc i64 %43 to i32, !dbg !78
  store i32 %44, ptr %42, align 4, !dbg !77
  %45 = getelementptr inbounds %struct.Holder, ptr %9, i32 0, i32 1, !dbg !77
  store i32 16, ptr %45, align 4, !dbg !77
    #dbg_declare(ptr %10, !79, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !81)
  %46 = addrspacecast ptr %6 to ptr addrspace(4), !dbg !82
  store ptr addrspace(4) %46, ptr %10, align 8, !dbg !81
  %47 = addrspacecast ptr %6 to ptr addrspace(4), !dbg !83
  %48 = load i64, ptr %7, align 8, !dbg !84
  %49 = call spir_func noundef float @_ZL4pickRU3AS4K6SampleMS_f(ptr addrspace(4) noundef align 4 dereferenceable(12) %47, i64 %48) #4, !dbg !85
  %50 = load ptr addrspace(4), ptr %10, align 8, !dbg !86
  %51 = load i64, ptr %7, align 8, !dbg !87
  %52 = getelementptr inbounds i8, ptr addrspace(4) %50, i64 %51, !dbg !88
  %53 = load float, ptr addrspace(4) %52, align 4, !dbg !88
  %54 = fadd float %49, %53, !dbg !89
  %55 = addrspacecast ptr %6 to ptr addrspace(4), !dbg !90
  %56 = call spir_func noundef float @_ZNU3AS4K6Sample8weightedEf(ptr addrspace(4) noundef nonnull align 4 dereferenceable(12) %55, float noundef 5.000000e-01) #4, !dbg !91
  %57 = fadd float %54, %56, !dbg !92
  %58 = load i64, ptr %8, align 8, !dbg !93
  %59 = getelementptr inbounds i8, ptr %9, i64 %58, !dbg !94
  %60 = load i32, ptr %59, align 4, !dbg !94
  %61 = sitofp i32 %60 to float, !dbg !95
  %62 = fadd float %57, %61, !dbg !96
  %63 = load ptr addrspace(1), ptr %4, align 8, !dbg !97
  %64 = load i64, ptr %5, align 8, !dbg !98
  %65 = getelementptr inbounds float, ptr addrspace(1) %63, i64 %64, !dbg !97
  store float %62, ptr addrspace(1) %65, align 4, !dbg !99
  ret void, !dbg !100
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func noundef i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define internal spir_func noundef float @_ZL4pickRU3AS4K6SampleMS_f(ptr addrspace(4) noundef align 4 dereferenceable(12) %0, i64 %1) #2 !dbg !101 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca i64, align 8
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !105, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !106)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !107, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !108)
  %5 = load ptr addrspace(4), ptr %3, align 8, !dbg !109
  %6 = load i64, ptr %4, align 8, !dbg !110
  %7 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 %6, !dbg !111
  %8 = load float, ptr addrspace(4) %7, align 4, !dbg !111
  ret float %8, !dbg !112
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_ZNU3AS4K6Sample8weightedEf(ptr addrspace(4) noundef nonnull align 4 dereferenceable(12) %0, float noundef %1) #2 comdat align 2 !dbg !113 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca float, align 4
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !114, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !115)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !116, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !117)
  %5 = load ptr addrspace(4), ptr %3, align 8
  %6 = getelementptr inbounds %struct.Sample, ptr addrspace(4) %5, i32 0, i32 0, !dbg !118
  %7 = load float, ptr addrspace(4) %6, align 4, !dbg !118
  %8 = getelementptr inbounds %struct.Sample, ptr addrspace(4) %5, i32 0, i32 1, !dbg !119
  %9 = load float, ptr addrspace(4) %8, align 4, !dbg !119
  %10 = fadd float %7, %9, !dbg !120
  %11 = getelementptr inbounds %struct.Sample, ptr addrspace(4) %5, i32 0, i32 2, !dbg !121
  %12 = load float, ptr addrspace(4) %11, align 4, !dbg !121
  %13 = fadd float %10, %12, !dbg !122
  %14 = load float, ptr %4, align 4, !dbg !123
  %15 = fmul float %13, %14, !dbg !124
  ret float %15, !dbg !125
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
!1 = !DIFile(filename: "lit-tests/di/Inputs/ptr_to_member.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "6f095c9561152062c5083a329817743f")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 3, i32 0}
!9 = !{i32 2021, i32 0}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "ptr_to_member", scope: !1, file: !1, line: 20, type: !12, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!12 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !13)
!13 = !{null, !14, !17}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!18 = !{}
!19 = !{i32 1, i32 1}
!20 = !{!"none", !"none"}
!21 = !{!"float*", !"float*"}
!22 = !{!"const", !""}
!23 = !DILocalVariable(name: "in", arg: 1, scope: !11, file: !1, line: 20, type: !14)
!24 = !DILocation(line: 20, column: 51, scope: !11)
!25 = !DILocalVariable(name: "out", arg: 2, scope: !11, file: !1, line: 20, type: !17)
!26 = !DILocation(line: 20, column: 71, scope: !11)
!27 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 21, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !29, line: 142, baseType: !30)
!29 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!30 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!31 = !DILocation(line: 21, column: 10, scope: !11)
!32 = !DILocation(line: 21, column: 14, scope: !11)
!33 = !DILocalVariable(name: "s", scope: !11, file: !1, line: 22, type: !34)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Sample", file: !1, line: 3, size: 96, flags: DIFlagTypePassByValue, elements: !35, identifier: "_ZTS6Sample")
!35 = !{!36, !37, !38, !39}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !34, file: !1, line: 4, baseType: !16, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !34, file: !1, line: 5, baseType: !16, size: 32, offset: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !34, file: !1, line: 6, baseType: !16, size: 32, offset: 64)
!39 = !DISubprogram(name: "weighted", linkageName: "_ZNU3AS4K6Sample8weightedEf", scope: !34, file: !1, line: 7, type: !40, scopeLine: 7, flags: DIFlagPrototyped, spFlags: 0)
!40 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !41)
!41 = !{!16, !42, !16}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!44 = !DILocation(line: 22, column: 10, scope: !11)
!45 = !DILocation(line: 22, column: 14, scope: !11)
!46 = !DILocation(line: 22, column: 15, scope: !11)
!47 = !DILocation(line: 22, column: 22, scope: !11)
!48 = !DILocation(line: 22, column: 20, scope: !11)
!49 = !DILocation(line: 22, column: 26, scope: !11)
!50 = !DILocation(line: 22, column: 33, scope: !11)
!51 = !DILocation(line: 22, column: 31, scope: !11)
!52 = !DILocation(line: 22, column: 35, scope: !11)
!53 = !DILocation(line: 22, column: 41, scope: !11)
!54 = !DILocation(line: 22, column: 48, scope: !11)
!55 = !DILocation(line: 22, column: 46, scope: !11)
!56 = !DILocation(line: 22, column: 50, scope: !11)
!57 = !DILocalVariable(name: "field", scope: !11, file: !1, line: 23, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "FieldPtr", file: !1, line: 15, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !16, size: 64, extraData: !34)
!60 = !DILocation(line: 23, column: 12, scope: !11)
!61 = !DILocation(line: 23, column: 21, scope: !11)
!62 = !DILocation(line: 23, column: 23, scope: !11)
!63 = !DILocation(line: 23, column: 20, scope: !11)
!64 = !DILocalVariable(name: "bound", scope: !11, file: !1, line: 24, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "IntFieldPtr", file: !1, line: 16, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !3, size: 64, extraData: !67)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !1, line: 10, size: 64, flags: DIFlagTypePassByValue, elements: !68, identifier: "_ZTS6Holder")
!68 = !{!69, !70}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !67, file: !1, line: 11, baseType: !3, size: 32)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "limit", scope: !67, file: !1, line: 12, baseType: !3, size: 32, offset: 32)
!71 = !DILocation(line: 24, column: 15, scope: !11)
!72 = !DILocation(line: 24, column: 24, scope: !11)
!73 = !DILocation(line: 24, column: 26, scope: !11)
!74 = !DILocation(line: 24, column: 23, scope: !11)
!75 = !DILocalVariable(name: "h", scope: !11, file: !1, line: 25, type: !67)
!76 = !DILocation(line: 25, column: 10, scope: !11)
!77 = !DILocation(line: 25, column: 14, scope: !11)
!78 = !DILocation(line: 25, column: 32, scope: !11)
!79 = !DILocalVariable(name: "ps", scope: !11, file: !1, line: 26, type: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, dwarfAddressSpace: 4)
!81 = !DILocation(line: 26, column: 17, scope: !11)
!82 = !DILocation(line: 26, column: 22, scope: !11)
!83 = !DILocation(line: 27, column: 17, scope: !11)
!84 = !DILocation(line: 27, column: 20, scope: !11)
!85 = !DILocation(line: 27, column: 12, scope: !11)
!86 = !DILocation(line: 27, column: 29, scope: !11)
!87 = !DILocation(line: 27, column: 34, scope: !11)
!88 = !DILocation(line: 27, column: 31, scope: !11)
!89 = !DILocation(line: 27, column: 27, scope: !11)
!90 = !DILocation(line: 27, column: 42, scope: !11)
!91 = !DILocation(line: 27, column: 44, scope: !11)
!92 = !DILocation(line: 27, column: 40, scope: !11)
!93 = !DILocation(line: 27, column: 64, scope: !11)
!94 = !DILocation(line: 27, column: 62, scope: !11)
!95 = !DILocation(line: 27, column: 61, scope: !11)
!96 = !DILocation(line: 27, column: 59, scope: !11)
!97 = !DILocation(line: 27, column: 3, scope: !11)
!98 = !DILocation(line: 27, column: 7, scope: !11)
!99 = !DILocation(line: 27, column: 10, scope: !11)
!100 = !DILocation(line: 28, column: 1, scope: !11)
!101 = distinct !DISubprogram(name: "pick", linkageName: "_ZL4pickRU3AS4K6SampleMS_f", scope: !1, file: !1, line: 18, type: !102, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!102 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !103)
!103 = !{!16, !104, !58}
!104 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !43, size: 64, dwarfAddressSpace: 4)
!105 = !DILocalVariable(name: "s", arg: 1, scope: !101, file: !1, line: 18, type: !104)
!106 = !DILocation(line: 18, column: 33, scope: !101)
!107 = !DILocalVariable(name: "f", arg: 2, scope: !101, file: !1, line: 18, type: !58)
!108 = !DILocation(line: 18, column: 45, scope: !101)
!109 = !DILocation(line: 18, column: 57, scope: !101)
!110 = !DILocation(line: 18, column: 60, scope: !101)
!111 = !DILocation(line: 18, column: 58, scope: !101)
!112 = !DILocation(line: 18, column: 50, scope: !101)
!113 = distinct !DISubprogram(name: "weighted", linkageName: "_ZNU3AS4K6Sample8weightedEf", scope: !34, file: !1, line: 7, type: !40, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !39, retainedNodes: !18)
!114 = !DILocalVariable(name: "this", arg: 1, scope: !113, type: !80, flags: DIFlagArtificial | DIFlagObjectPointer)
!115 = !DILocation(line: 0, scope: !113)
!116 = !DILocalVariable(name: "w", arg: 2, scope: !113, file: !1, line: 7, type: !16)
!117 = !DILocation(line: 7, column: 24, scope: !113)
!118 = !DILocation(line: 7, column: 43, scope: !113)
!119 = !DILocation(line: 7, column: 47, scope: !113)
!120 = !DILocation(line: 7, column: 45, scope: !113)
!121 = !DILocation(line: 7, column: 51, scope: !113)
!122 = !DILocation(line: 7, column: 49, scope: !113)
!123 = !DILocation(line: 7, column: 56, scope: !113)
!124 = !DILocation(line: 7, column: 54, scope: !113)
!125 = !DILocation(line: 7, column: 35, scope: !113)
