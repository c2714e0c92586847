; Inlining at -O0: always_inline square() inlined twice into length2(), itself inlined into the kernel -- two-level inlinedAt chains, inlined parameters/locals declared via dbg.declare, and the non-inlined clamp_unit() kept as a function.
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
; CHECK: {{^}}; 80 nodes (79 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "inline_chain",{{.*}} line: 18, type: !3,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0,
; CHECK: {{^}}!6 = DIDerivedType(tag: DW_TAG_typedef, name: "float2",{{.*}} file: !7, line: 207, baseType: !8,
; CHECK: {{^}}!8 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: !9, size: 64,{{.*}} flags: DIFlagVector, elements: {!10},
; CHECK: {{^}}!29 = DILocation(line: 7, column: 67, scope: [[LENGTH2:![0-9]+]], inlinedAt: [[CALLSITE1:![0-9]+]], isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[LENGTH2]] = distinct DISubprogram(scope: !1, name: "length2",{{.*}} line: 7, type: !31,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0,
; CHECK-NEXT: {{^}}!31 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {!9, !6}){{$}}
; CHECK-NEXT: {{^}}[[CALLSITE1]] = distinct DILocation(line: 21, column: 14, scope: [[KERNEL]], inlinedAt: null, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}!33 = DILocalVariable(name: "p", arg: 1, scope: [[LENGTH2]], file: !1, line: 7, type: !6, flags: DIFlagZero, align: 0, annotations: {}){{$}}
; CHECK: {{^}}!37 = DILocation(line: 2, column: 65, scope: [[SQUARE:![0-9]+]], inlinedAt: [[CALLSITE2:![0-9]+]], isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[SQUARE]] = distinct DISubprogram(scope: !1, name: "square",{{.*}} line: 2, type: !39,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0,
; CHECK-NEXT: {{^}}!39 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {!9, !9}){{$}}
; CHECK-NEXT: {{^}}[[CALLSITE2]] = distinct DILocation(line: 8, column: 14, scope: [[LENGTH2]], inlinedAt: [[CALLSITE1]], isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}!41 = DILocalVariable(name: "v", arg: 1, scope: [[SQUARE]], file: !1, line: 2, type: !9, flags: DIFlagZero, align: 0, annotations: {}){{$}}
; CHECK: {{^}}!51 = DILocation(line: 2, column: 65, scope: [[SQUARE]], inlinedAt: [[CALLSITE3:![0-9]+]], isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[CALLSITE3]] = distinct DILocation(line: 9, column: 14, scope: [[LENGTH2]], inlinedAt: [[CALLSITE1]], isImplicitCode: false){{$}}
; CHECK: {{^}}!67 = distinct DISubprogram(scope: !1, name: "clamp_unit",{{.*}} line: 13, type: !39,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0,
; CHECK: {{^}}function @inline_chain subprogram [[KERNEL]]: 1 blocks, 64 instructions, 47 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%7, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !29{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%3, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !37{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%5, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !51{{$}}
; CHECK: {{^}}function @clamp_unit subprogram !67: 7 blocks, 22 instructions, 19 with a location{{$}}
; ModuleID = 'lit-tests/di/Inputs/inline_helpers.cl'
source_filename = "lit-tests/di/Inputs/inline_helpers.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @inline_chain(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !8 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca <2 x float>, align 8
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca i64, align 8
  %13 = alloca <2 x float>, align 8
  %14 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %10, align 8
    #dbg_declare(ptr %10, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
  store ptr addrspace(1) %1, ptr %11, align 8
    #dbg_declare(ptr %11, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
    #dbg_declare(ptr %12, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !34
  store i64 %15, ptr %12, align 8, !dbg !33
    #dbg_declare(ptr %13, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
  %16 = load ptr addrspace(1), ptr %10, align 8, !dbg !37
  %17 = load i64, ptr %12, align 8, !dbg !38
  %18 = getelementptr inbounds <2 x float>, ptr addrspace(1) %16, i64 %17, !dbg !37
  %19 = load <2 x float>, ptr addrspace(1) %18, align 8, !dbg !37
  store <2 x float> %19, ptr %13, align 8, !dbg !36
    #dbg_declare(ptr %14, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  %20 = load <2 x float>, ptr %13, align 8, !dbg !41
  store <2 x float> %20, ptr %7, align 8
    #dbg_declare(ptr %7, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
    #dbg_declare(ptr %8, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %21 = load <2 x float>, ptr %7, align 8, !dbg !50
  %22 = extractelement <2 x float> %21, i64 0, !dbg !50
  store float %22, ptr %3, align 4
    #dbg_declare(ptr %3, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_declare(ptr %4, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  %23 = load float, ptr %3, align 4, !dbg !59
  %24 = load float, ptr %3, align 4, !dbg !60
  %25 = fmul float %23, %24, !dbg !61
  store float %25, ptr %4, align 4, !dbg !58
  %26 = load float, ptr %4, align 4, !dbg !62
  store float %26, ptr %8, align 4, !dbg !49
    #dbg_declare(ptr %9, !63, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !64)
  %27 = load <2 x float>, ptr %7, align 8, !dbg !65
  %28 = extractelement <2 x float> %27, i64 1, !dbg !65
  store float %28, ptr %5, align 4
    #dbg_declare(ptr %5, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_declare(ptr %6, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  %29 = load float, ptr %5, align 4, !dbg !69
  %30 = load float, ptr %5, align 4, !dbg !70
  %31 = fmul float %29, %30, !dbg !71
  store float %31, ptr %6, align 4, !dbg !68
  %32 = load float, ptr %6, align 4, !dbg !72
  store float %32, ptr %9, align 4, !dbg !64
  %33 = load float, ptr %8, align 4, !dbg !73
  %34 = load float, ptr %9, align 4, !dbg !74
  %35 = fadd float %33, %34, !dbg !75
  store float %35, ptr %14, align 4, !dbg !40
  %36 = load float, ptr %14, align 4, !dbg !76
  %37 = call spir_func float @clamp_unit(float noundef %36) #4, !dbg !77
  %38 = load ptr addrspace(1), ptr %11, align 8, !dbg !78
  %39 = load i64, ptr %12, align 8, !dbg !79
  %40 = getelementptr inbounds float, ptr addrspace(1) %38, i64 %39, !dbg !78
  store float %37, ptr addrspace(1) %40, align 4, !dbg !80
  ret void, !dbg !81
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @clamp_unit(float noundef %0) #2 !dbg !82 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  store float %0, ptr %2, align 4
    #dbg_declare(ptr %2, !83, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !84)
    #dbg_declare(ptr %3, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
  store float 0.000000e+00, ptr %3, align 4, !dbg !86
  %4 = load float, ptr %2, align 4, !dbg !87
  %5 = load float, ptr %3, align 4, !dbg !88
  %6 = fcmp olt float %4, %5, !dbg !89
  br i1 %6, label %7, label %9, !dbg !87

7:                                                ; preds = %1
  %8 = load float, ptr %3, align 4, !dbg !90
  br label %17, !dbg !87

9:                                                ; preds = %1
  %10 = load float, ptr %2, align 4, !dbg !91
  %11 = fcmp ogt float %10, 1.000000e+00, !dbg !92
  br i1 %11, label %12, label %13, !dbg !91

12:                                               ; preds = %9
  br label %15, !dbg !91

13:                                               ; preds = %9
  %14 = load float, ptr %2, align 4, !dbg !93
  br label %15, !dbg !91

15:                                               ; preds = %13, %12
  %16 = phi float [ 1.000000e+00, %12 ], [ %14, %13 ], !dbg !91
  br label %17, !dbg !87

17:                                               ; preds = %15, %7
  %18 = phi float [ %8, %7 ], [ %16, %15 ], !dbg !87
  ret float %18, !dbg !94
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/inline_helpers.cl", directory: ".", checksumkind: CSK_MD5, checksum: "fdfbdf618987e4d4e21bbe576ca01a0a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "inline_chain", scope: !1, file: !1, line: 18, type: !9, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !19}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !14, line: 207, baseType: !15)
!14 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64, flags: DIFlagVector, elements: !17)
!16 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!17 = !{!18}
!18 = !DISubrange(count: 2)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!20 = !{}
!21 = !{i32 1, i32 1}
!22 = !{!"none", !"none"}
!23 = !{!"float2*", !"float*"}
!24 = !{!"float __attribute__((ext_vector_type(2)))*", !"float*"}
!25 = !{!"const", !""}
!26 = !DILocalVariable(name: "pts", arg: 1, scope: !8, file: !1, line: 18, type: !11)
!27 = !DILocation(line: 18, column: 51, scope: !8)
!28 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 18, type: !19)
!29 = !DILocation(line: 18, column: 72, scope: !8)
!30 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 19, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !14, line: 142, baseType: !32)
!32 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!33 = !DILocation(line: 19, column: 10, scope: !8)
!34 = !DILocation(line: 19, column: 14, scope: !8)
!35 = !DILocalVariable(name: "p", scope: !8, file: !1, line: 20, type: !13)
!36 = !DILocation(line: 20, column: 10, scope: !8)
!37 = !DILocation(line: 20, column: 14, scope: !8)
!38 = !DILocation(line: 20, column: 18, scope: !8)
!39 = !DILocalVariable(name: "d2", scope: !8, file: !1, line: 21, type: !16)
!40 = !DILocation(line: 21, column: 9, scope: !8)
!41 = !DILocation(line: 21, column: 22, scope: !8)
!42 = !DILocalVariable(name: "p", arg: 1, scope: !43, file: !1, line: 7, type: !13)
!43 = distinct !DISubprogram(name: "length2", scope: !1, file: !1, line: 7, type: !44, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!44 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !45)
!45 = !{!16, !13}
!46 = !DILocation(line: 7, column: 67, scope: !43, inlinedAt: !47)
!47 = distinct !DILocation(line: 21, column: 14, scope: !8)
!48 = !DILocalVariable(name: "sx", scope: !43, file: !1, line: 8, type: !16)
!49 = !DILocation(line: 8, column: 9, scope: !43, inlinedAt: !47)
!50 = !DILocation(line: 8, column: 21, scope: !43, inlinedAt: !47)
!51 = !DILocalVariable(name: "v", arg: 1, scope: !52, file: !1, line: 2, type: !16)
!52 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 2, type: !53, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!53 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !54)
!54 = !{!16, !16}
!55 = !DILocation(line: 2, column: 65, scope: !52, inlinedAt: !56)
!56 = distinct !DILocation(line: 8, column: 14, scope: !43, inlinedAt: !47)
!57 = !DILocalVariable(name: "r", scope: !52, file: !1, line: 3, type: !16)
!58 = !DILocation(line: 3, column: 9, scope: !52, inlinedAt: !56)
!59 = !DILocation(line: 3, column: 13, scope: !52, inlinedAt: !56)
!60 = !DILocation(line: 3, column: 17, scope: !52, inlinedAt: !56)
!61 = !DILocation(line: 3, column: 15, scope: !52, inlinedAt: !56)
!62 = !DILocation(line: 4, column: 10, scope: !52, inlinedAt: !56)
!63 = !DILocalVariable(name: "sy", scope: !43, file: !1, line: 9, type: !16)
!64 = !DILocation(line: 9, column: 9, scope: !43, inlinedAt: !47)
!65 = !DILocation(line: 9, column: 21, scope: !43, inlinedAt: !47)
!66 = !DILocation(line: 2, column: 65, scope: !52, inlinedAt: !67)
!67 = distinct !DILocation(line: 9, column: 14, scope: !43, inlinedAt: !47)
!68 = !DILocation(line: 3, column: 9, scope: !52, inlinedAt: !67)
!69 = !DILocation(line: 3, column: 13, scope: !52, inlinedAt: !67)
!70 = !DILocation(line: 3, column: 17, scope: !52, inlinedAt: !67)
!71 = !DILocation(line: 3, column: 15, scope: !52, inlinedAt: !67)
!72 = !DILocation(line: 4, column: 10, scope: !52, inlinedAt: !67)
!73 = !DILocation(line: 10, column: 10, scope: !43, inlinedAt: !47)
!74 = !DILocation(line: 10, column: 15, scope: !43, inlinedAt: !47)
!75 = !DILocation(line: 10, column: 13, scope: !43, inlinedAt: !47)
!76 = !DILocation(line: 22, column: 23, scope: !8)
!77 = !DILocation(line: 22, column: 12, scope: !8)
!78 = !DILocation(line: 22, column: 3, scope: !8)
!79 = !DILocation(line: 22, column: 7, scope: !8)
!80 = !DILocation(line: 22, column: 10, scope: !8)
!81 = !DILocation(line: 23, column: 1, scope: !8)
!82 = distinct !DISubprogram(name: "clamp_unit", scope: !1, file: !1, line: 13, type: !53, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!83 = !DILocalVariable(name: "v", arg: 1, scope: !82, file: !1, line: 13, type: !16)
!84 = !DILocation(line: 13, column: 38, scope: !82)
!85 = !DILocalVariable(name: "lo", scope: !82, file: !1, line: 14, type: !16)
!86 = !DILocation(line: 14, column: 9, scope: !82)
!87 = !DILocation(line: 15, column: 10, scope: !82)
!88 = !DILocation(line: 15, column: 14, scope: !82)
!89 = !DILocation(line: 15, column: 12, scope: !82)
!90 = !DILocation(line: 15, column: 19, scope: !82)
!91 = !DILocation(line: 15, column: 25, scope: !82)
!92 = !DILocation(line: 15, column: 27, scope: !82)
!93 = !DILocation(line: 15, column: 43, scope: !82)
!94 = !DILocation(line: 15, column: 3, scope: !82)
