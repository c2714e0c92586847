; Unions at -O2: the Tagged struct with its anonymous union member survives while the float_bits() helper and the Bits union are optimized away entirely; remaining kernel parameters/locals are dbg.value records.
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
; CHECK: {{^}}; 44 nodes (43 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_OpenCL,{{.*}} isOptimized: true,{{.*}} emissionKind: FullDebug,{{.*}} retainedTypes: {[[INT:![0-9]+]]},
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "unions",{{.*}} line: 22,{{.*}} scopeLine: 23,{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!19, !20, !21, !22, !25},
; CHECK-NEXT: {{^}}!4 = DISubroutineType(flags: DIFlagZero, cc: 199, types: {null, !5, !8, !12}){{$}}
; CHECK: {{^}}!12 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[TAGGED:![0-9]+]], size: 64,{{.*}} dwarfAddressSpace: 1,
; CHECK-NEXT: {{^}}[[TAGGED]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Tagged",{{.*}} line: 8,{{.*}} size: 64,{{.*}} elements: {!14, !15},
; CHECK: {{^}}!15 = DIDerivedType(tag: DW_TAG_member, name: "value", scope: [[TAGGED]],{{.*}} line: 13, baseType: [[ANONU:![0-9]+]], size: 32,{{.*}} offset: 32,
; CHECK-NEXT: {{^}}[[ANONU]] = distinct DICompositeType(tag: DW_TAG_union_type, name: "", scope: [[TAGGED]],{{.*}} line: 10,{{.*}} size: 32,{{.*}} elements: {!17, !18},
; CHECK-NEXT: {{^}}!17 = DIDerivedType(tag: DW_TAG_member, name: "i", scope: [[ANONU]],{{.*}} baseType: [[INT]], size: 32,{{.*}} offset: 0,
; CHECK-NEXT: {{^}}!18 = DIDerivedType(tag: DW_TAG_member, name: "f", scope: [[ANONU]],{{.*}} baseType: [[FLOAT:![0-9]+]], size: 32,{{.*}} offset: 0,
; CHECK: {{^}}!25 = DILocalVariable(name: "t",{{.*}} scope: [[KERNEL]],{{.*}} line: 25, type: [[TAGGED]],
; CHECK: {{^}}!42 = DISubprogram(scope: !1, name: "get_global_id", linkageName: "_Z13get_global_idj",{{.*}} flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized,
; CHECK: {{^}}function @unions subprogram [[KERNEL]]: 3 blocks, 22 instructions, 22 with a location{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%0, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !26{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%1, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !26{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%2, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !26{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%4, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !26{{$}}
; ModuleID = 'lit-tests/di/Inputs/unions.cl'
source_filename = "lit-tests/di/Inputs/unions.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Tagged = type { i32, %union.anon }
%union.anon = type { i32 }

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @unions(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !37 !kernel_arg_access_qual !38 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
    #dbg_value(ptr addrspace(1) %0, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
    #dbg_value(ptr addrspace(1) %1, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
    #dbg_value(ptr addrspace(1) %2, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !42
    #dbg_value(i64 %4, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  %5 = trunc i64 %4 to i32, !dbg !43
  %6 = and i32 %5, 1, !dbg !43
  %7 = icmp eq i32 %6, 0, !dbg !44
  br i1 %7, label %11, label %8, !dbg !46

8:                                                ; preds = %3
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4, !dbg !47
  %10 = load i32, ptr addrspace(1) %9, align 4, !dbg !47, !tbaa !48
  br label %11, !dbg !52

11:                                               ; preds = %3, %8
  %12 = phi i32 [ %10, %8 ], [ %5, %3 ], !dbg !53
  %13 = getelementptr inbounds %struct.Tagged, ptr addrspace(1) %2, i64 %4, !dbg !54
  store i32 %6, ptr addrspace(1) %13, align 4, !dbg !55, !tbaa !56
  %14 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 4, !dbg !55
  store i32 %12, ptr addrspace(1) %14, align 4, !dbg !55, !tbaa !58
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4, !dbg !59
  %16 = load i32, ptr addrspace(1) %15, align 4, !dbg !59, !tbaa !48
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4, !dbg !60
  store i32 %16, ptr addrspace(1) %17, align 4, !dbg !61, !tbaa !56
  ret void, !dbg !62
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !63 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/unions.cl", directory: ".", checksumkind: CSK_MD5, checksum: "6ca19fc68577c34571c96cc03644eea9")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "unions", scope: !1, file: !1, line: 22, type: !11, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !29)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !16, !20}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, dwarfAddressSpace: 1)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !18, line: 129, baseType: !19)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, dwarfAddressSpace: 1)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tagged", file: !1, line: 8, size: 64, elements: !22)
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !21, file: !1, line: 9, baseType: !3, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !21, file: !1, line: 13, baseType: !25, size: 32, offset: 32)
!25 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !21, file: !1, line: 10, size: 32, elements: !26)
!26 = !{!27, !28}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !25, file: !1, line: 11, baseType: !3, size: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !25, file: !1, line: 12, baseType: !15, size: 32)
!29 = !{!30, !31, !32, !33, !36}
!30 = !DILocalVariable(name: "in", arg: 1, scope: !10, file: !1, line: 22, type: !13)
!31 = !DILocalVariable(name: "out", arg: 2, scope: !10, file: !1, line: 22, type: !16)
!32 = !DILocalVariable(name: "tags", arg: 3, scope: !10, file: !1, line: 23, type: !20)
!33 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 24, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !18, line: 142, baseType: !35)
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DILocalVariable(name: "t", scope: !10, file: !1, line: 25, type: !21)
!37 = !{i32 1, i32 1, i32 1}
!38 = !{!"none", !"none", !"none"}
!39 = !{!"float*", !"uint*", !"struct Tagged*"}
!40 = !{!"const", !"", !""}
!41 = !DILocation(line: 0, scope: !10)
!42 = !DILocation(line: 24, column: 14, scope: !10)
!43 = !DILocation(line: 26, column: 12, scope: !10)
!44 = !DILocation(line: 27, column: 7, scope: !45)
!45 = distinct !DILexicalBlock(scope: !10, file: !1, line: 27, column: 7)
!46 = !DILocation(line: 27, column: 7, scope: !10)
!47 = !DILocation(line: 28, column: 17, scope: !45)
!48 = !{!49, !49, i64 0}
!49 = !{!"float", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocation(line: 28, column: 5, scope: !45)
!53 = !DILocation(line: 0, scope: !45)
!54 = !DILocation(line: 31, column: 3, scope: !10)
!55 = !DILocation(line: 31, column: 13, scope: !10)
!56 = !{!57, !57, i64 0}
!57 = !{!"int", !50, i64 0}
!58 = !{!50, !50, i64 0}
!59 = !DILocation(line: 32, column: 23, scope: !10)
!60 = !DILocation(line: 32, column: 3, scope: !10)
!61 = !DILocation(line: 32, column: 10, scope: !10)
!62 = !DILocation(line: 33, column: 1, scope: !10)
!63 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 24, type: !64, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!64 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !65)
!65 = !{!35, !19}
