; Address spaces at -O2: optimized kernel with pointers in every address space, helpers inlined (inlinedAt), dbg.value of pointers and a DW_OP_deref expression for a promoted local.
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
; CHECK: {{^}}; 75 nodes (72 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_OpenCL,{{.*}} isOptimized: true,{{.*}} emissionKind: FullDebug,{{.*}} globals: {!2},
; CHECK: {{^}}!3 = distinct DIGlobalVariable(name: "kTable", scope: !0,{{.*}} file: !1, line: 2, type: !4, isLocal: false, isDefinition: true,
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "address_spaces",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!13, !14, !15, !16, !20, !21, !22, !24, !25, !26, !27},
; CHECK: {{^}}!10 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[INT:![0-9]+]], size: 64,{{.*}} dwarfAddressSpace: 1,
; CHECK-NEXT: {{^}}!11 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[INT]], size: 64,{{.*}} dwarfAddressSpace: 3,
; CHECK-NEXT: {{^}}!12 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[INT]], size: 64,{{.*}} dwarfAddressSpace: 2,
; CHECK: {{^}}!22 = DILocalVariable(name: "pp",{{.*}} scope: [[KERNEL]],{{.*}} line: 13, type: !23,
; CHECK-NEXT: {{^}}!23 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[INT]], size: 64,{{.*}} dwarfAddressSpace: 0,
; CHECK: {{^}}!28 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[INT]], size: 64,{{.*}} dwarfAddressSpace: 4,
; CHECK: {{^}}!39 = DIExpression(elements: (DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_deref)){{$}}
; CHECK-NEXT: {{^}}!40 = DILocation(line: 0, column: 0, scope: [[BUMP:![0-9]+]], inlinedAt: !44, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[BUMP]] = distinct DISubprogram(scope: !1, name: "bump",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!43},
; CHECK: {{^}}!50 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: !51, size: 64,{{.*}} dwarfAddressSpace: 4,
; CHECK: {{^}}!53 = distinct DILocation(line: 20, column: 15, scope: [[KERNEL]], inlinedAt: null, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}!54 = DILocation(line: 4, column: 48, scope: [[READ:![0-9]+]], inlinedAt: !53, isImplicitCode: false){{$}}
; CHECK: {{^}}!71 = DISubprogram(scope: !1, name: "barrier", linkageName: "_Z7barrierj",{{.*}} line: 21,{{.*}} flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized,
; CHECK: {{^}}function @address_spaces subprogram [[KERNEL]]: 1 blocks, 37 instructions, 37 with a location{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%0, !13, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !29{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%1, !14, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !29{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%2, !15, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !29{{$}}
; CHECK: {{^}}  llvm.dbg.value(undef, !21, !DIExpression(DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_deref)) !dbg !29{{$}}
; CHECK: {{^}}  llvm.dbg.value(%12, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !47{{$}}
; ModuleID = 'lit-tests/di/Inputs/address_spaces.cl'
source_filename = "lit-tests/di/Inputs/address_spaces.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@kTable = local_unnamed_addr addrspace(2) constant [4 x i32] [i32 1, i32 2, i32 3, i32 5], align 4, !dbg !0

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @address_spaces(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, ptr addrspace(2) nocapture noundef readonly align 4 %2) local_unnamed_addr #0 !dbg !15 !kernel_arg_addr_space !38 !kernel_arg_access_qual !39 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
    #dbg_value(ptr addrspace(1) %0, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_value(ptr addrspace(3) %1, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_value(ptr addrspace(2) %2, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !43
    #dbg_value(i64 %4, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !44
    #dbg_value(i64 %5, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %6 = and i64 %4, 3, !dbg !45
  %7 = getelementptr inbounds i32, ptr addrspace(2) %2, i64 %6, !dbg !46
  %8 = load i32, ptr addrspace(2) %7, align 4, !dbg !46, !tbaa !47
    #dbg_value(i32 %8, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_value(ptr undef, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %9 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5, !dbg !51
    #dbg_value(ptr addrspace(1) %9, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %10 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %4, !dbg !52
    #dbg_value(ptr addrspace(3) %10, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %11 = getelementptr inbounds [4 x i32], ptr addrspace(2) @kTable, i64 0, i64 %6, !dbg !53
    #dbg_value(ptr addrspace(2) %11, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %12 = addrspacecast ptr addrspace(1) %9 to ptr addrspace(4), !dbg !54
    #dbg_value(ptr addrspace(4) %12, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_value(ptr undef, !30, !DIExpression(DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_deref), !42)
    #dbg_value(ptr undef, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %13 = add nsw i32 %8, 1, !dbg !62
  %14 = load i32, ptr addrspace(2) %11, align 4, !dbg !63, !tbaa !47
    #dbg_value(ptr addrspace(4) %12, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  %15 = load i32, ptr addrspace(4) %12, align 4, !dbg !73, !tbaa !47
  %16 = add nsw i32 %15, %14, !dbg !74
  store i32 %16, ptr addrspace(3) %10, align 4, !dbg !75, !tbaa !47
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !76
  %17 = addrspacecast ptr addrspace(3) %10 to ptr addrspace(4), !dbg !77
    #dbg_value(ptr addrspace(4) %17, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_value(ptr addrspace(4) %17, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !78)
  %18 = load i32, ptr addrspace(4) %17, align 4, !dbg !80, !tbaa !47
    #dbg_value(ptr addrspace(4) undef, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !81)
  %19 = add nsw i32 %13, %18, !dbg !83
  store i32 %19, ptr addrspace(1) %9, align 4, !dbg !84, !tbaa !47
  ret void, !dbg !85
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !86 spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !90 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !91 spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12}
!opencl.ocl.version = !{!13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "kTable", scope: !2, file: !3, line: 2, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
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
!15 = distinct !DISubprogram(name: "address_spaces", scope: !3, file: !3, line: 8, type: !16, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!16 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !17)
!17 = !{null, !18, !19, !20}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 3)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 2)
!21 = !{!22, !23, !24, !25, !29, !30, !31, !33, !34, !35, !36}
!22 = !DILocalVariable(name: "g", arg: 1, scope: !15, file: !3, line: 8, type: !18)
!23 = !DILocalVariable(name: "l", arg: 2, scope: !15, file: !3, line: 8, type: !19)
!24 = !DILocalVariable(name: "c", arg: 3, scope: !15, file: !3, line: 9, type: !20)
!25 = !DILocalVariable(name: "lid", scope: !15, file: !3, line: 10, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !27, line: 142, baseType: !28)
!27 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!28 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!29 = !DILocalVariable(name: "gid", scope: !15, file: !3, line: 11, type: !26)
!30 = !DILocalVariable(name: "priv", scope: !15, file: !3, line: 12, type: !6)
!31 = !DILocalVariable(name: "pp", scope: !15, file: !3, line: 13, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 0)
!33 = !DILocalVariable(name: "gp", scope: !15, file: !3, line: 14, type: !18)
!34 = !DILocalVariable(name: "lp", scope: !15, file: !3, line: 15, type: !19)
!35 = !DILocalVariable(name: "cp", scope: !15, file: !3, line: 16, type: !20)
!36 = !DILocalVariable(name: "gen", scope: !15, file: !3, line: 17, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 4)
!38 = !{i32 1, i32 3, i32 2}
!39 = !{!"none", !"none", !"none"}
!40 = !{!"int*", !"int*", !"int*"}
!41 = !{!"", !"", !"const"}
!42 = !DILocation(line: 0, scope: !15)
!43 = !DILocation(line: 10, column: 16, scope: !15)
!44 = !DILocation(line: 11, column: 16, scope: !15)
!45 = !DILocation(line: 12, column: 20, scope: !15)
!46 = !DILocation(line: 12, column: 14, scope: !15)
!47 = !{!48, !48, i64 0}
!48 = !{!"int", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !DILocation(line: 14, column: 24, scope: !15)
!52 = !DILocation(line: 15, column: 23, scope: !15)
!53 = !DILocation(line: 16, column: 25, scope: !15)
!54 = !DILocation(line: 17, column: 24, scope: !15)
!55 = !DILocalVariable(name: "p", arg: 1, scope: !56, file: !3, line: 6, type: !32)
!56 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 6, type: !57, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !59)
!57 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !58)
!58 = !{null, !32}
!59 = !{!55}
!60 = !DILocation(line: 0, scope: !56, inlinedAt: !61)
!61 = distinct !DILocation(line: 19, column: 3, scope: !15)
!62 = !DILocation(line: 6, column: 41, scope: !56, inlinedAt: !61)
!63 = !DILocation(line: 20, column: 9, scope: !15)
!64 = !DILocalVariable(name: "p", arg: 1, scope: !65, file: !3, line: 4, type: !68)
!65 = distinct !DISubprogram(name: "read_generic", scope: !3, file: !3, line: 4, type: !66, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!66 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !67)
!67 = !{!6, !68}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64, dwarfAddressSpace: 4)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!70 = !{!64}
!71 = !DILocation(line: 0, scope: !65, inlinedAt: !72)
!72 = distinct !DILocation(line: 20, column: 15, scope: !15)
!73 = !DILocation(line: 4, column: 48, scope: !65, inlinedAt: !72)
!74 = !DILocation(line: 20, column: 13, scope: !15)
!75 = !DILocation(line: 20, column: 7, scope: !15)
!76 = !DILocation(line: 21, column: 3, scope: !15)
!77 = !DILocation(line: 22, column: 9, scope: !15)
!78 = !DILocation(line: 0, scope: !65, inlinedAt: !79)
!79 = distinct !DILocation(line: 23, column: 9, scope: !15)
!80 = !DILocation(line: 4, column: 48, scope: !65, inlinedAt: !79)
!81 = !DILocation(line: 0, scope: !65, inlinedAt: !82)
!82 = distinct !DILocation(line: 23, column: 29, scope: !15)
!83 = !DILocation(line: 23, column: 27, scope: !15)
!84 = !DILocation(line: 23, column: 7, scope: !15)
!85 = !DILocation(line: 24, column: 1, scope: !15)
!86 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !3, file: !3, line: 10, type: !87, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !88)
!88 = !{!28, !89}
!89 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!90 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 11, type: !87, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!91 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !3, file: !3, line: 21, type: !92, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !93)
!93 = !{null, !94}
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !27, line: 372, baseType: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !27, line: 129, baseType: !89)
