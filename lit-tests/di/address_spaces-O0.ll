; Address spaces at -O0: __constant global, kernel pointer params in global/local/constant spaces, private and generic pointers (dwarfAddressSpace 1/3/2/0/4).
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
; CHECK: {{^}}; 92 nodes (90 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!2 = DIGlobalVariableExpression(var: !3, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef)){{$}}
; CHECK-NEXT: {{^}}!3 = distinct DIGlobalVariable(name: "kTable", scope: !0,{{.*}} file: !1, line: 2, type: !4, isLocal: false, isDefinition: true,
; CHECK-NEXT: {{^}}!4 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[INT:![0-9]+]], size: 128,{{.*}} elements: {!6},
; CHECK-NEXT: {{^}}[[INT]] = DIBasicType(tag: DW_TAG_base_type, name: "int", size: 32, align: 0, encoding: DW_ATE_signed, flags: DIFlagZero){{$}}
; CHECK-NEXT: {{^}}!6 = DISubrange(count: i64 4, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "address_spaces",{{.*}} file: !1, line: 8, type: !9, scopeLine: 9,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0,
; CHECK-NEXT: {{^}}!9 = DISubroutineType(flags: DIFlagZero, cc: 199, types: {null, !10, !11, !12}){{$}}
; CHECK-NEXT: {{^}}!10 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[INT]], size: 64,{{.*}} flags: DIFlagZero,{{.*}} dwarfAddressSpace: 1,
; CHECK-NEXT: {{^}}!11 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[INT]], size: 64,{{.*}} flags: DIFlagZero,{{.*}} dwarfAddressSpace: 3,
; CHECK-NEXT: {{^}}!12 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[INT]], size: 64,{{.*}} flags: DIFlagZero,{{.*}} dwarfAddressSpace: 2,
; CHECK: {{^}}!17 = DILocalVariable(name: "l", arg: 2, scope: [[KERNEL]], file: !1, line: 8, type: !11,
; CHECK: {{^}}!35 = DILocalVariable(name: "pp", arg: 0, scope: [[KERNEL]], file: !1, line: 13, type: !36,
; CHECK-NEXT: {{^}}!36 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[INT]], size: 64,{{.*}} dwarfAddressSpace: 0,
; CHECK: {{^}}!53 = DILocalVariable(name: "gen",{{.*}} scope: [[KERNEL]],{{.*}} line: 17, type: !54,
; CHECK-NEXT: {{^}}!54 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[INT]], size: 64,{{.*}} dwarfAddressSpace: 4,
; CHECK: {{^}}!85 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: !86, size: 64,{{.*}} dwarfAddressSpace: 4,
; CHECK: {{^}}global @kTable !dbg !2{{$}}
; CHECK-NEXT: {{^}}function @address_spaces subprogram [[KERNEL]]: 1 blocks, 73 instructions, 59 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%14, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !52{{$}}
; CHECK: {{^}}function @read_generic subprogram !83: 1 blocks, 6 instructions, 4 with a location{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.declare(%2, !88, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !87{{$}}
; ModuleID = 'lit-tests/di/Inputs/address_spaces.cl'
source_filename = "lit-tests/di/Inputs/address_spaces.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@kTable = addrspace(2) constant [4 x i32] [i32 1, i32 2, i32 3, i32 5], align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @address_spaces(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1, ptr addrspace(2) noundef align 4 %2) #0 !dbg !15 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(3), align 8
  %6 = alloca ptr addrspace(2), align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(3), align 8
  %13 = alloca ptr addrspace(2), align 8
  %14 = alloca ptr addrspace(4), align 8
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
  store ptr addrspace(3) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
  store ptr addrspace(2) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
    #dbg_declare(ptr %7, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
  %15 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !37
  store i64 %15, ptr %7, align 8, !dbg !36
    #dbg_declare(ptr %8, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !40
  store i64 %16, ptr %8, align 8, !dbg !39
    #dbg_declare(ptr %9, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %17 = load ptr addrspace(2), ptr %6, align 8, !dbg !43
  %18 = load i64, ptr %7, align 8, !dbg !44
  %19 = urem i64 %18, 4, !dbg !45
  %20 = getelementptr inbounds i32, ptr addrspace(2) %17, i64 %19, !dbg !43
  %21 = load i32, ptr addrspace(2) %20, align 4, !dbg !43
  store i32 %21, ptr %9, align 4, !dbg !42
    #dbg_declare(ptr %10, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !48)
  store ptr %9, ptr %10, align 8, !dbg !48
    #dbg_declare(ptr %11, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %22 = load ptr addrspace(1), ptr %4, align 8, !dbg !51
  %23 = load i64, ptr %8, align 8, !dbg !52
  %24 = getelementptr inbounds i32, ptr addrspace(1) %22, i64 %23, !dbg !53
  store ptr addrspace(1) %24, ptr %11, align 8, !dbg !50
    #dbg_declare(ptr %12, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %25 = load ptr addrspace(3), ptr %5, align 8, !dbg !56
  %26 = load i64, ptr %7, align 8, !dbg !57
  %27 = getelementptr inbounds i32, ptr addrspace(3) %25, i64 %26, !dbg !58
  store ptr addrspace(3) %27, ptr %12, align 8, !dbg !55
    #dbg_declare(ptr %13, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %28 = load i64, ptr %7, align 8, !dbg !61
  %29 = urem i64 %28, 4, !dbg !62
  %30 = getelementptr inbounds [4 x i32], ptr addrspace(2) @kTable, i64 0, i64 %29, !dbg !63
  store ptr addrspace(2) %30, ptr %13, align 8, !dbg !60
    #dbg_declare(ptr %14, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
  %31 = load ptr addrspace(1), ptr %11, align 8, !dbg !67
  %32 = addrspacecast ptr addrspace(1) %31 to ptr addrspace(4), !dbg !67
  store ptr addrspace(4) %32, ptr %14, align 8, !dbg !66
  %33 = load ptr, ptr %10, align 8, !dbg !68
  call spir_func void @bump(ptr noundef %33) #5, !dbg !69
  %34 = load ptr addrspace(2), ptr %13, align 8, !dbg !70
  %35 = load i32, ptr addrspace(2) %34, align 4, !dbg !71
  %36 = load ptr addrspace(4), ptr %14, align 8, !dbg !72
  %37 = call spir_func i32 @read_generic(ptr addrspace(4) noundef %36) #5, !dbg !73
  %38 = add nsw i32 %35, %37, !dbg !74
  %39 = load ptr addrspace(3), ptr %12, align 8, !dbg !75
  store i32 %38, ptr addrspace(3) %39, align 4, !dbg !76
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !77
  %40 = load ptr addrspace(3), ptr %12, align 8, !dbg !78
  %41 = addrspacecast ptr addrspace(3) %40 to ptr addrspace(4), !dbg !78
  store ptr addrspace(4) %41, ptr %14, align 8, !dbg !79
  %42 = load ptr addrspace(4), ptr %14, align 8, !dbg !80
  %43 = call spir_func i32 @read_generic(ptr addrspace(4) noundef %42) #5, !dbg !81
  %44 = load ptr, ptr %10, align 8, !dbg !82
  %45 = addrspacecast ptr %44 to ptr addrspace(4), !dbg !82
  %46 = call spir_func i32 @read_generic(ptr addrspace(4) noundef %45) #5, !dbg !83
  %47 = add nsw i32 %43, %46, !dbg !84
  %48 = load ptr addrspace(1), ptr %11, align 8, !dbg !85
  store i32 %47, ptr addrspace(1) %48, align 4, !dbg !86
  ret void, !dbg !87
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func void @bump(ptr noundef %0) #2 !dbg !88 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !91, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !92)
  %3 = load ptr, ptr %2, align 8, !dbg !93
  %4 = load i32, ptr %3, align 4, !dbg !94
  %5 = add nsw i32 %4, 1, !dbg !94
  store i32 %5, ptr %3, align 4, !dbg !94
  ret void, !dbg !95
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @read_generic(ptr addrspace(4) noundef %0) #2 !dbg !96 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !101, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !102)
  %3 = load ptr addrspace(4), ptr %2, align 8, !dbg !103
  %4 = load i32, ptr addrspace(4) %3, align 4, !dbg !104
  ret i32 %4, !dbg !105
}

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12}
!opencl.ocl.version = !{!13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "kTable", scope: !2, file: !3, line: 2, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lit-tests/di/Inputs/address_spaces.cl", directory: ".", checksumkind: CSK_MD5, checksum: "cac3d47551b926b42886e59b4eb81921")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8}
!8 = !DISubrange(count: 4)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{i32 2, i32 0}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "address_spaces", scope: !3, file: !3, line: 8, type: !16, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!16 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !17)
!17 = !{null, !18, !19, !20}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 3)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 2)
!21 = !{}
!22 = !{i32 1, i32 3, i32 2}
!23 = !{!"none", !"none", !"none"}
!24 = !{!"int*", !"int*", !"int*"}
!25 = !{!"", !"", !"const"}
!26 = !DILocalVariable(name: "g", arg: 1, scope: !15, file: !3, line: 8, type: !18)
!27 = !DILocation(line: 8, column: 44, scope: !15)
!28 = !DILocalVariable(name: "l", arg: 2, scope: !15, file: !3, line: 8, type: !19)
!29 = !DILocation(line: 8, column: 60, scope: !15)
!30 = !DILocalVariable(name: "c", arg: 3, scope: !15, file: !3, line: 9, type: !20)
!31 = !DILocation(line: 9, column: 46, scope: !15)
!32 = !DILocalVariable(name: "lid", scope: !15, file: !3, line: 10, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !34, line: 142, baseType: !35)
!34 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DILocation(line: 10, column: 10, scope: !15)
!37 = !DILocation(line: 10, column: 16, scope: !15)
!38 = !DILocalVariable(name: "gid", scope: !15, file: !3, line: 11, type: !33)
!39 = !DILocation(line: 11, column: 10, scope: !15)
!40 = !DILocation(line: 11, column: 16, scope: !15)
!41 = !DILocalVariable(name: "priv", scope: !15, file: !3, line: 12, type: !6)
!42 = !DILocation(line: 12, column: 7, scope: !15)
!43 = !DILocation(line: 12, column: 14, scope: !15)
!44 = !DILocation(line: 12, column: 16, scope: !15)
!45 = !DILocation(line: 12, column: 20, scope: !15)
!46 = !DILocalVariable(name: "pp", scope: !15, file: !3, line: 13, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 0)
!48 = !DILocation(line: 13, column: 18, scope: !15)
!49 = !DILocalVariable(name: "gp", scope: !15, file: !3, line: 14, type: !18)
!50 = !DILocation(line: 14, column: 17, scope: !15)
!51 = !DILocation(line: 14, column: 22, scope: !15)
!52 = !DILocation(line: 14, column: 26, scope: !15)
!53 = !DILocation(line: 14, column: 24, scope: !15)
!54 = !DILocalVariable(name: "lp", scope: !15, file: !3, line: 15, type: !19)
!55 = !DILocation(line: 15, column: 16, scope: !15)
!56 = !DILocation(line: 15, column: 21, scope: !15)
!57 = !DILocation(line: 15, column: 25, scope: !15)
!58 = !DILocation(line: 15, column: 23, scope: !15)
!59 = !DILocalVariable(name: "cp", scope: !15, file: !3, line: 16, type: !20)
!60 = !DILocation(line: 16, column: 19, scope: !15)
!61 = !DILocation(line: 16, column: 32, scope: !15)
!62 = !DILocation(line: 16, column: 36, scope: !15)
!63 = !DILocation(line: 16, column: 25, scope: !15)
!64 = !DILocalVariable(name: "gen", scope: !15, file: !3, line: 17, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 4)
!66 = !DILocation(line: 17, column: 18, scope: !15)
!67 = !DILocation(line: 17, column: 24, scope: !15)
!68 = !DILocation(line: 19, column: 8, scope: !15)
!69 = !DILocation(line: 19, column: 3, scope: !15)
!70 = !DILocation(line: 20, column: 10, scope: !15)
!71 = !DILocation(line: 20, column: 9, scope: !15)
!72 = !DILocation(line: 20, column: 28, scope: !15)
!73 = !DILocation(line: 20, column: 15, scope: !15)
!74 = !DILocation(line: 20, column: 13, scope: !15)
!75 = !DILocation(line: 20, column: 4, scope: !15)
!76 = !DILocation(line: 20, column: 7, scope: !15)
!77 = !DILocation(line: 21, column: 3, scope: !15)
!78 = !DILocation(line: 22, column: 9, scope: !15)
!79 = !DILocation(line: 22, column: 7, scope: !15)
!80 = !DILocation(line: 23, column: 22, scope: !15)
!81 = !DILocation(line: 23, column: 9, scope: !15)
!82 = !DILocation(line: 23, column: 42, scope: !15)
!83 = !DILocation(line: 23, column: 29, scope: !15)
!84 = !DILocation(line: 23, column: 27, scope: !15)
!85 = !DILocation(line: 23, column: 4, scope: !15)
!86 = !DILocation(line: 23, column: 7, scope: !15)
!87 = !DILocation(line: 24, column: 1, scope: !15)
!88 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 6, type: !89, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!89 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !90)
!90 = !{null, !47}
!91 = !DILocalVariable(name: "p", arg: 1, scope: !88, file: !3, line: 6, type: !47)
!92 = !DILocation(line: 6, column: 33, scope: !88)
!93 = !DILocation(line: 6, column: 39, scope: !88)
!94 = !DILocation(line: 6, column: 41, scope: !88)
!95 = !DILocation(line: 6, column: 47, scope: !88)
!96 = distinct !DISubprogram(name: "read_generic", scope: !3, file: !3, line: 4, type: !97, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!97 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !98)
!98 = !{!6, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64, dwarfAddressSpace: 4)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!101 = !DILocalVariable(name: "p", arg: 1, scope: !96, file: !3, line: 4, type: !99)
!102 = !DILocation(line: 4, column: 36, scope: !96)
!103 = !DILocation(line: 4, column: 49, scope: !96)
!104 = !DILocation(line: 4, column: 48, scope: !96)
!105 = !DILocation(line: 4, column: 41, scope: !96)
