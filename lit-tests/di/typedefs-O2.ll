; Typedefs at -O2: typedef chains and the byval Params struct survive optimization; apply() is inlined with its byval parameter kept as a dbg.declare of the incoming pointer.
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
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "scale",{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!15, !16, !17, !18, !21},
; CHECK: {{^}}[[BUFPTR:![0-9]+]] = DIDerivedType(tag: DW_TAG_typedef, name: "buffer_ptr",{{.*}} line: 5, baseType: !7,
; CHECK: {{^}}[[SCALAR:![0-9]+]] = DIDerivedType(tag: DW_TAG_typedef, name: "scalar_t",{{.*}} line: 3, baseType: [[REAL:![0-9]+]],
; CHECK-NEXT: {{^}}[[REAL]] = DIDerivedType(tag: DW_TAG_typedef, name: "real_t",{{.*}} line: 2, baseType: !10,
; CHECK: {{^}}[[PARAMS:![0-9]+]] = DIDerivedType(tag: DW_TAG_typedef, name: "Params",{{.*}} line: 11, baseType: [[ANON:![0-9]+]],
; CHECK-NEXT: {{^}}[[ANON]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "",{{.*}} line: 8,{{.*}} size: 64,{{.*}} elements: {!13, !14},
; CHECK: {{^}}!16 = DILocalVariable(name: "p", arg: 2, scope: [[KERNEL]],{{.*}} type: [[PARAMS]],
; CHECK: {{^}}!19 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: !10, size: 128,{{.*}} elements: {!20, !20},
; CHECK: {{^}}!21 = DILocalVariable(name: "v",{{.*}} scope: [[KERNEL]],{{.*}} line: 20, type: [[REAL]],
; CHECK: {{^}}!30 = DILocation(line: 13, column: 30, scope: [[APPLY:![0-9]+]], inlinedAt: !35, isImplicitCode: false){{$}}
; CHECK-NEXT: {{^}}[[APPLY]] = distinct DISubprogram(scope: !1, name: "apply",{{.*}} line: 13, type: !32,{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!33, !34},
; CHECK-NEXT: {{^}}!32 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {[[SCALAR]], [[PARAMS]], [[SCALAR]]}){{$}}
; CHECK-NEXT: {{^}}!33 = DILocalVariable(name: "p", arg: 1, scope: [[APPLY]],{{.*}} type: [[PARAMS]],
; CHECK-NEXT: {{^}}!34 = DILocalVariable(name: "v", arg: 2, scope: [[APPLY]],{{.*}} type: [[SCALAR]],
; CHECK-NEXT: {{^}}!35 = distinct DILocation(line: 21, column: 13, scope: [[KERNEL]], inlinedAt: null, isImplicitCode: false){{$}}
; CHECK: {{^}}function @scale subprogram [[KERNEL]]: 1 blocks, 18 instructions, 18 with a location{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%0, !15, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !22{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.declare(%1, !16, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !24{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%7, !17, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !22{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%10, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !22{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.declare(%1, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !30{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%10, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !36{{$}}
; ModuleID = 'lit-tests/di/Inputs/typedefs.cl'
source_filename = "lit-tests/di/Inputs/typedefs.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Params = type { float, i32 }

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @scale(ptr addrspace(1) nocapture noundef align 4 %0, ptr nocapture noundef readonly byval(%struct.Params) align 4 %1) local_unnamed_addr #0 !dbg !11 !kernel_arg_addr_space !33 !kernel_arg_access_qual !34 !kernel_arg_type !35 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
    #dbg_value(ptr addrspace(1) %0, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !38)
    #dbg_declare(ptr %1, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !40
  %4 = trunc i64 %3 to i32, !dbg !41
  %5 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !42
  %6 = load i32, ptr %5, align 4, !dbg !42, !tbaa !43
  %7 = mul i32 %6, %4, !dbg !49
    #dbg_value(i32 %7, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !38)
  %8 = zext i32 %7 to i64, !dbg !50
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %8, !dbg !50
  %10 = load float, ptr addrspace(1) %9, align 4, !dbg !50, !tbaa !51
    #dbg_value(float %10, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !38)
    #dbg_declare(ptr %1, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
    #dbg_value(float %10, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %11 = load float, ptr %1, align 4, !dbg !61, !tbaa !62
  %12 = fmul float %10, %11, !dbg !63
  store float %12, ptr addrspace(1) %9, align 4, !dbg !64, !tbaa !51
  ret void, !dbg !65
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !66 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8}
!opencl.ocl.version = !{!9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/typedefs.cl", directory: ".", checksumkind: CSK_MD5, checksum: "884001af757871247f38db483df64ff2")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "index_t", file: !1, line: 4, baseType: !4)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{i32 2, i32 0}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 17, type: !12, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !24)
!12 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !13)
!13 = !{null, !14, !19}
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "buffer_ptr", file: !1, line: 5, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "scalar_t", file: !1, line: 3, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "real_t", file: !1, line: 2, baseType: !18)
!18 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "Params", file: !1, line: 11, baseType: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 8, size: 64, elements: !21)
!21 = !{!22, !23}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "gain", scope: !20, file: !1, line: 9, baseType: !16, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "stride", scope: !20, file: !1, line: 10, baseType: !3, size: 32, offset: 32)
!24 = !{!25, !26, !27, !28, !32}
!25 = !DILocalVariable(name: "data", arg: 1, scope: !11, file: !1, line: 17, type: !14)
!26 = !DILocalVariable(name: "p", arg: 2, scope: !11, file: !1, line: 17, type: !19)
!27 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 18, type: !3)
!28 = !DILocalVariable(name: "m", scope: !11, file: !1, line: 19, type: !29)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 128, elements: !30)
!30 = !{!31, !31}
!31 = !DISubrange(count: 2)
!32 = !DILocalVariable(name: "v", scope: !11, file: !1, line: 20, type: !17)
!33 = !{i32 1, i32 0}
!34 = !{!"none", !"none"}
!35 = !{!"scalar_t*", !"Params"}
!36 = !{!"float*", !"Params"}
!37 = !{!"", !""}
!38 = !DILocation(line: 0, scope: !11)
!39 = !DILocation(line: 17, column: 45, scope: !11)
!40 = !DILocation(line: 18, column: 24, scope: !11)
!41 = !DILocation(line: 18, column: 15, scope: !11)
!42 = !DILocation(line: 18, column: 45, scope: !11)
!43 = !{!44, !48, i64 4}
!44 = !{!"", !45, i64 0, !48, i64 4}
!45 = !{!"float", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !{!"int", !46, i64 0}
!49 = !DILocation(line: 18, column: 41, scope: !11)
!50 = !DILocation(line: 20, column: 14, scope: !11)
!51 = !{!45, !45, i64 0}
!52 = !DILocalVariable(name: "p", arg: 1, scope: !53, file: !1, line: 13, type: !19)
!53 = distinct !DISubprogram(name: "apply", scope: !1, file: !1, line: 13, type: !54, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !56)
!54 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !55)
!55 = !{!16, !19, !16}
!56 = !{!52, !57}
!57 = !DILocalVariable(name: "v", arg: 2, scope: !53, file: !1, line: 13, type: !16)
!58 = !DILocation(line: 13, column: 30, scope: !53, inlinedAt: !59)
!59 = distinct !DILocation(line: 21, column: 13, scope: !11)
!60 = !DILocation(line: 0, scope: !53, inlinedAt: !59)
!61 = !DILocation(line: 14, column: 16, scope: !53, inlinedAt: !59)
!62 = !{!44, !45, i64 0}
!63 = !DILocation(line: 14, column: 12, scope: !53, inlinedAt: !59)
!64 = !DILocation(line: 21, column: 11, scope: !11)
!65 = !DILocation(line: 22, column: 1, scope: !11)
!66 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 18, type: !67, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!67 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !68)
!68 = !{!69, !4}
!69 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
