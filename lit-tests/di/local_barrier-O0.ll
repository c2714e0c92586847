; Local memory at -O0: a kernel-scope __local array as a local-to-unit global scoped to the kernel (DW_OP_constu 3 address space expression), a __local pointer parameter (dwarfAddressSpace 3), and block-scoped reduction locals.
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
; CHECK: {{^}}; 85 nodes (83 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_OpenCL,{{.*}} emissionKind: FullDebug,{{.*}} globals: {!2},
; CHECK: {{^}}!2 = DIGlobalVariableExpression(var: !3, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef)){{$}}
; CHECK-NEXT: {{^}}!3 = distinct DIGlobalVariable(name: "tile", scope: [[KERNEL:![0-9]+]],{{.*}} file: !1, line: 6, type: !11, isLocal: true, isDefinition: true,
; CHECK-NEXT: {{^}}[[KERNEL]] = distinct DISubprogram(scope: !1, name: "local_reduce",{{.*}} line: 4, type: !5, scopeLine: 5,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0,
; CHECK-NEXT: {{^}}!5 = DISubroutineType(flags: DIFlagZero, cc: 199, types: {null, !6, !9, !10}){{$}}
; CHECK: {{^}}!10 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[FLOAT:![0-9]+]], size: 64,{{.*}} dwarfAddressSpace: 3,
; CHECK-NEXT: {{^}}!11 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[FLOAT]], size: 2048,{{.*}} elements: {!12},
; CHECK-NEXT: {{^}}!12 = DISubrange(count: i64 64, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK-NEXT: {{^}}!13 = DIExpression(elements: (DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef)){{$}}
; CHECK: {{^}}!20 = DILocalVariable(name: "scratch", arg: 3, scope: [[KERNEL]],{{.*}} line: 5, type: !10,
; CHECK: {{^}}[[FOR:![0-9]+]] = distinct DILexicalBlock(scope: [[KERNEL]], file: !1, line: 14, column: 3){{$}}
; CHECK-NEXT: {{^}}!41 = DILocalVariable(name: "stride",{{.*}} scope: [[FOR]],{{.*}} line: 14, type: !23,
; CHECK: {{^}}!55 = DILocalVariable(name: "partner",{{.*}} scope: !54,{{.*}} line: 16, type: [[FLOAT]],
; CHECK: {{^}}global @local_reduce.tile !dbg !2{{$}}
; CHECK-NEXT: {{^}}function @local_reduce subprogram [[KERNEL]]: 9 blocks, 78 instructions, 68 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%6, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !19{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%9, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !39{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.declare(%10, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !53{{$}}
; ModuleID = 'lit-tests/di/Inputs/local_barrier.cl'
source_filename = "lit-tests/di/Inputs/local_barrier.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@local_reduce.tile = internal addrspace(3) global [64 x float] undef, align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @local_reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #0 !dbg !2 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(3), align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !28)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  store ptr addrspace(3) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
    #dbg_declare(ptr %7, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  %11 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !38
  store i64 %11, ptr %7, align 8, !dbg !37
    #dbg_declare(ptr %8, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !41
  store i64 %12, ptr %8, align 8, !dbg !40
  %13 = load ptr addrspace(1), ptr %4, align 8, !dbg !42
  %14 = load i64, ptr %8, align 8, !dbg !43
  %15 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %14, !dbg !42
  %16 = load float, ptr addrspace(1) %15, align 4, !dbg !42
  %17 = load i64, ptr %7, align 8, !dbg !44
  %18 = getelementptr inbounds [64 x float], ptr addrspace(3) @local_reduce.tile, i64 0, i64 %17, !dbg !45
  store float %16, ptr addrspace(3) %18, align 4, !dbg !46
  %19 = load ptr addrspace(3), ptr %6, align 8, !dbg !47
  %20 = load i64, ptr %7, align 8, !dbg !48
  %21 = getelementptr inbounds float, ptr addrspace(3) %19, i64 %20, !dbg !47
  store float 0.000000e+00, ptr addrspace(3) %21, align 4, !dbg !49
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !50
    #dbg_declare(ptr %9, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  store i64 32, ptr %9, align 8, !dbg !53
  br label %22, !dbg !54

22:                                               ; preds = %41, %3
  %23 = load i64, ptr %9, align 8, !dbg !55
  %24 = icmp ugt i64 %23, 0, !dbg !57
  br i1 %24, label %25, label %44, !dbg !58

25:                                               ; preds = %22
  %26 = load i64, ptr %7, align 8, !dbg !59
  %27 = load i64, ptr %9, align 8, !dbg !62
  %28 = icmp ult i64 %26, %27, !dbg !63
  br i1 %28, label %29, label %40, !dbg !64

29:                                               ; preds = %25
    #dbg_declare(ptr %10, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  %30 = load i64, ptr %7, align 8, !dbg !68
  %31 = load i64, ptr %9, align 8, !dbg !69
  %32 = add i64 %30, %31, !dbg !70
  %33 = getelementptr inbounds [64 x float], ptr addrspace(3) @local_reduce.tile, i64 0, i64 %32, !dbg !71
  %34 = load float, ptr addrspace(3) %33, align 4, !dbg !71
  store float %34, ptr %10, align 4, !dbg !67
  %35 = load float, ptr %10, align 4, !dbg !72
  %36 = load i64, ptr %7, align 8, !dbg !73
  %37 = getelementptr inbounds [64 x float], ptr addrspace(3) @local_reduce.tile, i64 0, i64 %36, !dbg !74
  %38 = load float, ptr addrspace(3) %37, align 4, !dbg !75
  %39 = fadd float %38, %35, !dbg !75
  store float %39, ptr addrspace(3) %37, align 4, !dbg !75
  br label %40, !dbg !76

40:                                               ; preds = %29, %25
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !77
  br label %41, !dbg !78

41:                                               ; preds = %40
  %42 = load i64, ptr %9, align 8, !dbg !79
  %43 = lshr i64 %42, 1, !dbg !79
  store i64 %43, ptr %9, align 8, !dbg !79
  br label %22, !dbg !80, !llvm.loop !81

44:                                               ; preds = %22
  %45 = load i64, ptr %7, align 8, !dbg !83
  %46 = icmp eq i64 %45, 0, !dbg !85
  br i1 %46, label %47, label %57, !dbg !86

47:                                               ; preds = %44
  %48 = load float, ptr addrspace(3) @local_reduce.tile, align 4, !dbg !87
  %49 = load ptr addrspace(3), ptr %6, align 8, !dbg !89
  %50 = getelementptr inbounds float, ptr addrspace(3) %49, i64 0, !dbg !89
  store float %48, ptr addrspace(3) %50, align 4, !dbg !90
  %51 = load ptr addrspace(3), ptr %6, align 8, !dbg !91
  %52 = getelementptr inbounds float, ptr addrspace(3) %51, i64 0, !dbg !91
  %53 = load float, ptr addrspace(3) %52, align 4, !dbg !91
  %54 = load ptr addrspace(1), ptr %5, align 8, !dbg !92
  %55 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !93
  %56 = getelementptr inbounds float, ptr addrspace(1) %54, i64 %55, !dbg !92
  store float %53, ptr addrspace(1) %56, align 4, !dbg !94
  br label %57, !dbg !95

57:                                               ; preds = %47, %44
  call spir_func void @_Z18work_group_barrierj(i32 noundef 3) #4, !dbg !96
  ret void, !dbg !97
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z18work_group_barrierj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!17, !18, !19, !20}
!opencl.ocl.version = !{!21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 6, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "local_reduce", scope: !3, file: !3, line: 4, type: !4, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !11, retainedNodes: !13)
!3 = !DIFile(filename: "lit-tests/di/Inputs/local_barrier.cl", directory: ".", checksumkind: CSK_MD5, checksum: "6eb83d80db3dc3d22a7fd9d6bee081f9")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !9, !10}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 3)
!11 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !12, splitDebugInlining: false, nameTableKind: None)
!12 = !{!0}
!13 = !{}
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 64)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{i32 2, i32 0}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = !{i32 1, i32 1, i32 3}
!24 = !{!"none", !"none", !"none"}
!25 = !{!"float*", !"float*", !"float*"}
!26 = !{!"const", !"", !""}
!27 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 4, type: !6)
!28 = !DILocation(line: 4, column: 50, scope: !2)
!29 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 4, type: !9)
!30 = !DILocation(line: 4, column: 70, scope: !2)
!31 = !DILocalVariable(name: "scratch", arg: 3, scope: !2, file: !3, line: 5, type: !10)
!32 = !DILocation(line: 5, column: 43, scope: !2)
!33 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 7, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !35, line: 142, baseType: !36)
!35 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !DILocation(line: 7, column: 10, scope: !2)
!38 = !DILocation(line: 7, column: 16, scope: !2)
!39 = !DILocalVariable(name: "gid", scope: !2, file: !3, line: 8, type: !34)
!40 = !DILocation(line: 8, column: 10, scope: !2)
!41 = !DILocation(line: 8, column: 16, scope: !2)
!42 = !DILocation(line: 10, column: 15, scope: !2)
!43 = !DILocation(line: 10, column: 18, scope: !2)
!44 = !DILocation(line: 10, column: 8, scope: !2)
!45 = !DILocation(line: 10, column: 3, scope: !2)
!46 = !DILocation(line: 10, column: 13, scope: !2)
!47 = !DILocation(line: 11, column: 3, scope: !2)
!48 = !DILocation(line: 11, column: 11, scope: !2)
!49 = !DILocation(line: 11, column: 16, scope: !2)
!50 = !DILocation(line: 12, column: 3, scope: !2)
!51 = !DILocalVariable(name: "stride", scope: !52, file: !3, line: 14, type: !34)
!52 = distinct !DILexicalBlock(scope: !2, file: !3, line: 14, column: 3)
!53 = !DILocation(line: 14, column: 15, scope: !52)
!54 = !DILocation(line: 14, column: 8, scope: !52)
!55 = !DILocation(line: 14, column: 32, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !3, line: 14, column: 3)
!57 = !DILocation(line: 14, column: 39, scope: !56)
!58 = !DILocation(line: 14, column: 3, scope: !52)
!59 = !DILocation(line: 15, column: 9, scope: !60)
!60 = distinct !DILexicalBlock(scope: !61, file: !3, line: 15, column: 9)
!61 = distinct !DILexicalBlock(scope: !56, file: !3, line: 14, column: 58)
!62 = !DILocation(line: 15, column: 15, scope: !60)
!63 = !DILocation(line: 15, column: 13, scope: !60)
!64 = !DILocation(line: 15, column: 9, scope: !61)
!65 = !DILocalVariable(name: "partner", scope: !66, file: !3, line: 16, type: !8)
!66 = distinct !DILexicalBlock(scope: !60, file: !3, line: 15, column: 23)
!67 = !DILocation(line: 16, column: 13, scope: !66)
!68 = !DILocation(line: 16, column: 28, scope: !66)
!69 = !DILocation(line: 16, column: 34, scope: !66)
!70 = !DILocation(line: 16, column: 32, scope: !66)
!71 = !DILocation(line: 16, column: 23, scope: !66)
!72 = !DILocation(line: 17, column: 20, scope: !66)
!73 = !DILocation(line: 17, column: 12, scope: !66)
!74 = !DILocation(line: 17, column: 7, scope: !66)
!75 = !DILocation(line: 17, column: 17, scope: !66)
!76 = !DILocation(line: 18, column: 5, scope: !66)
!77 = !DILocation(line: 19, column: 5, scope: !61)
!78 = !DILocation(line: 20, column: 3, scope: !61)
!79 = !DILocation(line: 14, column: 51, scope: !56)
!80 = !DILocation(line: 14, column: 3, scope: !56)
!81 = distinct !{!81, !58, !82}
!82 = !DILocation(line: 20, column: 3, scope: !52)
!83 = !DILocation(line: 22, column: 7, scope: !84)
!84 = distinct !DILexicalBlock(scope: !2, file: !3, line: 22, column: 7)
!85 = !DILocation(line: 22, column: 11, scope: !84)
!86 = !DILocation(line: 22, column: 7, scope: !2)
!87 = !DILocation(line: 23, column: 18, scope: !88)
!88 = distinct !DILexicalBlock(scope: !84, file: !3, line: 22, column: 17)
!89 = !DILocation(line: 23, column: 5, scope: !88)
!90 = !DILocation(line: 23, column: 16, scope: !88)
!91 = !DILocation(line: 24, column: 28, scope: !88)
!92 = !DILocation(line: 24, column: 5, scope: !88)
!93 = !DILocation(line: 24, column: 9, scope: !88)
!94 = !DILocation(line: 24, column: 26, scope: !88)
!95 = !DILocation(line: 25, column: 3, scope: !88)
!96 = !DILocation(line: 26, column: 3, scope: !2)
!97 = !DILocation(line: 27, column: 1, scope: !2)
