; Local memory at -O2: the kernel-scope __local tile global, barrier/work_group_barrier builtin declarations, and the fully unrolled tree reduction whose stride is tracked by constant i64 dbg.value records (32 down to 0).
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
; CHECK: {{^}}; 70 nodes (68 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!2 = DIGlobalVariableExpression(var: !3, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef)){{$}}
; CHECK-NEXT: {{^}}!3 = distinct DIGlobalVariable(name: "tile", scope: [[KERNEL:![0-9]+]],{{.*}} file: !1, line: 6, type: !26, isLocal: true, isDefinition: true,
; CHECK-NEXT: {{^}}[[KERNEL]] = distinct DISubprogram(scope: !1, name: "local_reduce",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!11, !12, !13, !14, !18, !19, !21},
; CHECK: {{^}}!10 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[FLOAT:![0-9]+]], size: 64,{{.*}} dwarfAddressSpace: 3,
; CHECK: {{^}}!13 = DILocalVariable(name: "scratch", arg: 3, scope: [[KERNEL]],{{.*}} type: !10,
; CHECK: {{^}}!19 = DILocalVariable(name: "stride",{{.*}} scope: [[FOR:![0-9]+]],{{.*}} line: 14, type: !15,
; CHECK-NEXT: {{^}}[[FOR]] = distinct DILexicalBlock(scope: [[KERNEL]], file: !1, line: 14, column: 3){{$}}
; CHECK: {{^}}!26 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[FLOAT]], size: 2048,{{.*}} elements: {!27},
; CHECK-NEXT: {{^}}!27 = DISubrange(count: i64 64, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}!64 = DISubprogram(scope: !1, name: "barrier", linkageName: "_Z7barrierj",{{.*}} line: 12, type: !65,{{.*}} flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized,
; CHECK-NEXT: {{^}}!65 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {null, !66}){{$}}
; CHECK-NEXT: {{^}}!66 = DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags",{{.*}} line: 372, baseType: !67,
; CHECK: {{^}}!69 = DISubprogram(scope: !1, name: "work_group_barrier", linkageName: "_Z18work_group_barrierj",{{.*}} line: 26, type: !65,{{.*}} flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized,
; CHECK-NEXT: {{^}}global @local_reduce.tile !dbg !2{{$}}
; CHECK-NEXT: {{^}}function @local_reduce subprogram [[KERNEL]]: 15 blocks, 96 instructions, 96 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(i64 32, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !39{{$}}
; CHECK: {{^}}  llvm.dbg.value(%14, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !44{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(i64 16, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !39{{$}}
; CHECK: {{^}}  llvm.dbg.value(%52, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !44{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(i64 0, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !39{{$}}
; ModuleID = 'lit-tests/di/Inputs/local_barrier.cl'
source_filename = "lit-tests/di/Inputs/local_barrier.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@local_reduce.tile = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4, !dbg !0

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @local_reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !2 !kernel_arg_addr_space !38 !kernel_arg_access_qual !39 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
    #dbg_value(ptr addrspace(1) %0, !14, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_value(ptr addrspace(1) %1, !15, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_value(ptr addrspace(3) %2, !16, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !43
    #dbg_value(i64 poison, !17, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !44
    #dbg_value(i64 %5, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %6 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %5, !dbg !45
  %7 = load float, ptr addrspace(1) %6, align 4, !dbg !45, !tbaa !46
  %8 = getelementptr inbounds [64 x float], ptr addrspace(3) @local_reduce.tile, i64 0, i64 %4, !dbg !50
  store float %7, ptr addrspace(3) %8, align 4, !dbg !51, !tbaa !46
  %9 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %4, !dbg !52
  store float 0.000000e+00, ptr addrspace(3) %9, align 4, !dbg !53, !tbaa !46
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !54
    #dbg_value(i64 32, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_value(i64 32, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %10 = icmp ult i64 %4, 32, !dbg !56
  br i1 %10, label %11, label %17, !dbg !57

11:                                               ; preds = %3
  %12 = or disjoint i64 %4, 32, !dbg !58
  %13 = getelementptr inbounds [64 x float], ptr addrspace(3) @local_reduce.tile, i64 0, i64 %12, !dbg !59
  %14 = load float, ptr addrspace(3) %13, align 4, !dbg !59, !tbaa !46
    #dbg_value(float %14, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %15 = load float, ptr addrspace(3) %8, align 4, !dbg !61, !tbaa !46
  %16 = fadd float %14, %15, !dbg !61
  store float %16, ptr addrspace(3) %8, align 4, !dbg !61, !tbaa !46
  br label %17, !dbg !62

17:                                               ; preds = %11, %3
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !63
    #dbg_value(i64 16, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %18 = icmp ult i64 %4, 16, !dbg !56
  br i1 %18, label %19, label %25, !dbg !57

19:                                               ; preds = %17
  %20 = or disjoint i64 %4, 16, !dbg !58
  %21 = getelementptr inbounds [64 x float], ptr addrspace(3) @local_reduce.tile, i64 0, i64 %20, !dbg !59
  %22 = load float, ptr addrspace(3) %21, align 4, !dbg !59, !tbaa !46
    #dbg_value(float %22, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %23 = load float, ptr addrspace(3) %8, align 4, !dbg !61, !tbaa !46
  %24 = fadd float %22, %23, !dbg !61
  store float %24, ptr addrspace(3) %8, align 4, !dbg !61, !tbaa !46
  br label %25, !dbg !62

25:                                               ; preds = %19, %17
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !63
    #dbg_value(i64 8, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %26 = icmp ult i64 %4, 8, !dbg !56
  br i1 %26, label %27, label %33, !dbg !57

27:                                               ; preds = %25
  %28 = or disjoint i64 %4, 8, !dbg !58
  %29 = getelementptr inbounds [64 x float], ptr addrspace(3) @local_reduce.tile, i64 0, i64 %28, !dbg !59
  %30 = load float, ptr addrspace(3) %29, align 4, !dbg !59, !tbaa !46
    #dbg_value(float %30, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %31 = load float, ptr addrspace(3) %8, align 4, !dbg !61, !tbaa !46
  %32 = fadd float %30, %31, !dbg !61
  store float %32, ptr addrspace(3) %8, align 4, !dbg !61, !tbaa !46
  br label %33, !dbg !62

33:                                               ; preds = %27, %25
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !63
    #dbg_value(i64 4, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %34 = icmp ult i64 %4, 4, !dbg !56
  br i1 %34, label %35, label %41, !dbg !57

35:                                               ; preds = %33
  %36 = or disjoint i64 %4, 4, !dbg !58
  %37 = getelementptr inbounds [64 x float], ptr addrspace(3) @local_reduce.tile, i64 0, i64 %36, !dbg !59
  %38 = load float, ptr addrspace(3) %37, align 4, !dbg !59, !tbaa !46
    #dbg_value(float %38, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %39 = load float, ptr addrspace(3) %8, align 4, !dbg !61, !tbaa !46
  %40 = fadd float %38, %39, !dbg !61
  store float %40, ptr addrspace(3) %8, align 4, !dbg !61, !tbaa !46
  br label %41, !dbg !62

41:                                               ; preds = %35, %33
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !63
    #dbg_value(i64 2, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %42 = icmp ult i64 %4, 2, !dbg !56
  br i1 %42, label %43, label %49, !dbg !57

43:                                               ; preds = %41
  %44 = or disjoint i64 %4, 2, !dbg !58
  %45 = getelementptr inbounds [64 x float], ptr addrspace(3) @local_reduce.tile, i64 0, i64 %44, !dbg !59
  %46 = load float, ptr addrspace(3) %45, align 4, !dbg !59, !tbaa !46
    #dbg_value(float %46, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %47 = load float, ptr addrspace(3) %8, align 4, !dbg !61, !tbaa !46
  %48 = fadd float %46, %47, !dbg !61
  store float %48, ptr addrspace(3) %8, align 4, !dbg !61, !tbaa !46
  br label %49, !dbg !62

49:                                               ; preds = %43, %41
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !63
    #dbg_value(i64 1, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %50 = icmp eq i64 %4, 0, !dbg !56
  br i1 %50, label %51, label %55, !dbg !57

51:                                               ; preds = %49
  %52 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @local_reduce.tile, i64 4), align 4, !dbg !59, !tbaa !46
    #dbg_value(float %52, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %53 = load float, ptr addrspace(3) %8, align 4, !dbg !61, !tbaa !46
  %54 = fadd float %52, %53, !dbg !61
  store float %54, ptr addrspace(3) %8, align 4, !dbg !61, !tbaa !46
  br label %55, !dbg !62

55:                                               ; preds = %51, %49
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !63
    #dbg_value(i64 0, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  %56 = icmp eq i64 %4, 0, !dbg !64
  br i1 %56, label %57, label %61, !dbg !66

57:                                               ; preds = %55
  %58 = load float, ptr addrspace(3) @local_reduce.tile, align 4, !dbg !67, !tbaa !46
  store float %58, ptr addrspace(3) %2, align 4, !dbg !69, !tbaa !46
  %59 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !70
  %60 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %59, !dbg !71
  store float %58, ptr addrspace(1) %60, align 4, !dbg !72, !tbaa !46
  br label %61, !dbg !73

61:                                               ; preds = %57, %55
  tail call spir_func void @_Z18work_group_barrierj(i32 noundef 3) #4, !dbg !74
  ret void, !dbg !75
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !76 spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !80 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !81 spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !86 spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !87 spir_func void @_Z18work_group_barrierj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!32, !33, !34, !35}
!opencl.ocl.version = !{!36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 6, type: !29, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "local_reduce", scope: !3, file: !3, line: 4, type: !4, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !13)
!3 = !DIFile(filename: "lit-tests/di/Inputs/local_barrier.cl", directory: ".", checksumkind: CSK_MD5, checksum: "6eb83d80db3dc3d22a7fd9d6bee081f9")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !9, !10}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 3)
!11 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !12, splitDebugInlining: false, nameTableKind: None)
!12 = !{!0}
!13 = !{!14, !15, !16, !17, !21, !22, !24}
!14 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 4, type: !6)
!15 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 4, type: !9)
!16 = !DILocalVariable(name: "scratch", arg: 3, scope: !2, file: !3, line: 5, type: !10)
!17 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 7, type: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !19, line: 142, baseType: !20)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!20 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!21 = !DILocalVariable(name: "gid", scope: !2, file: !3, line: 8, type: !18)
!22 = !DILocalVariable(name: "stride", scope: !23, file: !3, line: 14, type: !18)
!23 = distinct !DILexicalBlock(scope: !2, file: !3, line: 14, column: 3)
!24 = !DILocalVariable(name: "partner", scope: !25, file: !3, line: 16, type: !8)
!25 = distinct !DILexicalBlock(scope: !26, file: !3, line: 15, column: 23)
!26 = distinct !DILexicalBlock(scope: !27, file: !3, line: 15, column: 9)
!27 = distinct !DILexicalBlock(scope: !28, file: !3, line: 14, column: 58)
!28 = distinct !DILexicalBlock(scope: !23, file: !3, line: 14, column: 3)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 64)
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 7, !"frame-pointer", i32 2}
!36 = !{i32 2, i32 0}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = !{i32 1, i32 1, i32 3}
!39 = !{!"none", !"none", !"none"}
!40 = !{!"float*", !"float*", !"float*"}
!41 = !{!"const", !"", !""}
!42 = !DILocation(line: 0, scope: !2)
!43 = !DILocation(line: 7, column: 16, scope: !2)
!44 = !DILocation(line: 8, column: 16, scope: !2)
!45 = !DILocation(line: 10, column: 15, scope: !2)
!46 = !{!47, !47, i64 0}
!47 = !{!"float", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = !DILocation(line: 10, column: 3, scope: !2)
!51 = !DILocation(line: 10, column: 13, scope: !2)
!52 = !DILocation(line: 11, column: 3, scope: !2)
!53 = !DILocation(line: 11, column: 16, scope: !2)
!54 = !DILocation(line: 12, column: 3, scope: !2)
!55 = !DILocation(line: 0, scope: !23)
!56 = !DILocation(line: 15, column: 13, scope: !26)
!57 = !DILocation(line: 15, column: 9, scope: !27)
!58 = !DILocation(line: 16, column: 32, scope: !25)
!59 = !DILocation(line: 16, column: 23, scope: !25)
!60 = !DILocation(line: 0, scope: !25)
!61 = !DILocation(line: 17, column: 17, scope: !25)
!62 = !DILocation(line: 18, column: 5, scope: !25)
!63 = !DILocation(line: 19, column: 5, scope: !27)
!64 = !DILocation(line: 22, column: 11, scope: !65)
!65 = distinct !DILexicalBlock(scope: !2, file: !3, line: 22, column: 7)
!66 = !DILocation(line: 22, column: 7, scope: !2)
!67 = !DILocation(line: 23, column: 18, scope: !68)
!68 = distinct !DILexicalBlock(scope: !65, file: !3, line: 22, column: 17)
!69 = !DILocation(line: 23, column: 16, scope: !68)
!70 = !DILocation(line: 24, column: 9, scope: !68)
!71 = !DILocation(line: 24, column: 5, scope: !68)
!72 = !DILocation(line: 24, column: 26, scope: !68)
!73 = !DILocation(line: 25, column: 3, scope: !68)
!74 = !DILocation(line: 26, column: 3, scope: !2)
!75 = !DILocation(line: 27, column: 1, scope: !2)
!76 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !3, file: !3, line: 7, type: !77, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !78)
!78 = !{!20, !79}
!79 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!80 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 8, type: !77, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!81 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !3, file: !3, line: 12, type: !82, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !83)
!83 = !{null, !84}
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !19, line: 372, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !19, line: 129, baseType: !79)
!86 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !3, file: !3, line: 24, type: !77, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !DISubprogram(name: "work_group_barrier", linkageName: "_Z18work_group_barrierj", scope: !3, file: !3, line: 26, type: !82, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
