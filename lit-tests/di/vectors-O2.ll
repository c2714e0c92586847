; Vector types at -O2: the DIFlagVector composites and their typedefs survive optimization, convert_float4 is declared with vector parameter/return types, and every vector param/local gets a dbg.value.
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
; CHECK: {{^}}; 68 nodes (67 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "vectors",{{.*}} scopeLine: 6,{{.*}} flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0,{{.*}} retainedNodes: {!29, !30, !31, !32, !33, !34, !37, !38, !39, !40, !41, !42},
; CHECK: {{^}}[[FLOAT4:![0-9]+]] = DIDerivedType(tag: DW_TAG_typedef, name: "float4",{{.*}} line: 209, baseType: [[F4VEC:![0-9]+]],
; CHECK-NEXT: {{^}}[[F4VEC]] = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: !11, size: 128,{{.*}} flags: DIFlagVector, elements: {!12},
; CHECK: {{^}}[[I4VEC:![0-9]+]] = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: !16, size: 128,{{.*}} flags: DIFlagVector, elements: {!12},
; CHECK: {{^}}!19 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: !11, size: 64,{{.*}} flags: DIFlagVector, elements: {!20},
; CHECK: {{^}}!23 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[HALF:![0-9]+]], size: 128,{{.*}} flags: DIFlagVector, elements: {!24},
; CHECK-NEXT: {{^}}!24 = DISubrange(count: i64 8, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}!27 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[UCHAR:![0-9]+]], size: 128,{{.*}} flags: DIFlagVector, elements: {!28},
; CHECK-NEXT: {{^}}!28 = DISubrange(count: i64 16, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}!40 = DILocalVariable(name: "h",{{.*}} scope: [[KERNEL]],{{.*}} line: 11, type: !22,
; CHECK: {{^}}!42 = DILocalVariable(name: "sum",{{.*}} scope: [[KERNEL]],{{.*}} line: 14, type: [[FLOAT4]],
; CHECK: {{^}}!66 = DISubprogram(scope: !1, name: "convert_float4", linkageName: "_Z14convert_float4Dv4_i",{{.*}} line: 14, type: !67,{{.*}} flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized,
; CHECK-NEXT: {{^}}!67 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {[[F4VEC]], [[I4VEC]]}){{$}}
; CHECK-NEXT: {{^}}function @vectors subprogram [[KERNEL]]: 1 blocks, 41 instructions, 41 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.value(%14, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !43{{$}}
; CHECK: {{^}}  llvm.dbg.value(%18, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !43{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%22, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !43{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.value(%23, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !43{{$}}
; ModuleID = 'lit-tests/di/Inputs/vectors.cl'
source_filename = "lit-tests/di/Inputs/vectors.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @vectors(ptr addrspace(1) nocapture noundef align 16 %0, ptr addrspace(1) nocapture noundef align 16 %1, ptr addrspace(1) nocapture noundef readonly align 8 %2, ptr addrspace(1) nocapture noundef align 16 %3, ptr addrspace(1) nocapture noundef align 16 %4) local_unnamed_addr #0 !dbg !13 !kernel_arg_addr_space !56 !kernel_arg_access_qual !57 !kernel_arg_type !58 !kernel_arg_base_type !59 !kernel_arg_type_qual !60 {
    #dbg_value(ptr addrspace(1) %0, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
    #dbg_value(ptr addrspace(1) %1, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
    #dbg_value(ptr addrspace(1) %2, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
    #dbg_value(ptr addrspace(1) %3, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
    #dbg_value(ptr addrspace(1) %4, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !62
    #dbg_value(i64 %6, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %7 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %6, !dbg !63
  %8 = load <4 x float>, ptr addrspace(1) %7, align 16, !dbg !63, !tbaa !64
    #dbg_value(<4 x float> %8, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %9 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %1, i64 %6, !dbg !67
  %10 = load <4 x i32>, ptr addrspace(1) %9, align 16, !dbg !67, !tbaa !64
    #dbg_value(<4 x i32> %10, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %11 = getelementptr inbounds <2 x float>, ptr addrspace(1) %2, i64 %6, !dbg !68
  %12 = load <2 x float>, ptr addrspace(1) %11, align 8, !dbg !68, !tbaa !64
    #dbg_value(<2 x float> %12, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %13 = getelementptr inbounds <8 x half>, ptr addrspace(1) %3, i64 %6, !dbg !69
  %14 = load <8 x half>, ptr addrspace(1) %13, align 16, !dbg !69, !tbaa !64
    #dbg_value(<8 x half> %14, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %15 = getelementptr inbounds <16 x i8>, ptr addrspace(1) %4, i64 %6, !dbg !70
  %16 = load <16 x i8>, ptr addrspace(1) %15, align 16, !dbg !70, !tbaa !64
    #dbg_value(<16 x i8> %16, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %17 = tail call spir_func <4 x float> @_Z14convert_float4Dv4_i(<4 x i32> noundef %10) #2, !dbg !71
  %18 = fadd <4 x float> %8, %17, !dbg !72
    #dbg_value(<4 x float> %18, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %19 = shufflevector <4 x float> %18, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !73
  %20 = fadd <2 x float> %12, %19, !dbg !73
  %21 = shufflevector <2 x float> %20, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !73
  %22 = shufflevector <4 x float> %21, <4 x float> %18, <4 x i32> <i32 0, i32 1, i32 6, i32 7>, !dbg !73
    #dbg_value(<4 x float> %22, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %23 = fmul <8 x half> %14, <half 0xH4000, half 0xH4000, half 0xH4000, half 0xH4000, half 0xH4000, half 0xH4000, half 0xH4000, half 0xH4000>, !dbg !74
    #dbg_value(<8 x half> %23, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %24 = bitcast <4 x i32> %10 to <16 x i8>, !dbg !75
  %25 = shufflevector <16 x i8> %16, <16 x i8> %24, <16 x i32> <i32 28, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !76
    #dbg_value(<16 x i8> %25, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  store <4 x float> %22, ptr addrspace(1) %7, align 16, !dbg !77, !tbaa !64
  %26 = shufflevector <4 x i32> %10, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !78
  store <4 x i32> %26, ptr addrspace(1) %9, align 16, !dbg !79, !tbaa !64
  store <8 x half> %23, ptr addrspace(1) %13, align 16, !dbg !80, !tbaa !64
  store <16 x i8> %25, ptr addrspace(1) %15, align 16, !dbg !81, !tbaa !64
  ret void, !dbg !82
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !83 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !87 spir_func <4 x float> @_Z14convert_float4Dv4_i(<4 x i32> noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10}
!opencl.ocl.version = !{!11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/vectors.cl", directory: ".", checksumkind: CSK_MD5, checksum: "a7b774312db479277a0d91b60a94b420")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !5, line: 119, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!6 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{i32 2, i32 0}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "vectors", scope: !1, file: !1, line: 4, type: !14, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !41)
!14 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !15)
!15 = !{null, !16, !22, !26, !31, !36}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, dwarfAddressSpace: 1)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !5, line: 209, baseType: !18)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 128, flags: DIFlagVector, elements: !20)
!19 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, dwarfAddressSpace: 1)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !5, line: 189, baseType: !24)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 128, flags: DIFlagVector, elements: !20)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, dwarfAddressSpace: 1)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !5, line: 207, baseType: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 64, flags: DIFlagVector, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 2)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64, dwarfAddressSpace: 1)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "half8", file: !5, line: 217, baseType: !33)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 8)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, dwarfAddressSpace: 1)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar16", file: !5, line: 176, baseType: !38)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, flags: DIFlagVector, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 16)
!41 = !{!42, !43, !44, !45, !46, !47, !50, !51, !52, !53, !54, !55}
!42 = !DILocalVariable(name: "f4", arg: 1, scope: !13, file: !1, line: 4, type: !16)
!43 = !DILocalVariable(name: "i4", arg: 2, scope: !13, file: !1, line: 4, type: !22)
!44 = !DILocalVariable(name: "f2", arg: 3, scope: !13, file: !1, line: 5, type: !26)
!45 = !DILocalVariable(name: "h8", arg: 4, scope: !13, file: !1, line: 5, type: !31)
!46 = !DILocalVariable(name: "u16", arg: 5, scope: !13, file: !1, line: 6, type: !36)
!47 = !DILocalVariable(name: "i", scope: !13, file: !1, line: 7, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 142, baseType: !49)
!49 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!50 = !DILocalVariable(name: "a", scope: !13, file: !1, line: 8, type: !17)
!51 = !DILocalVariable(name: "b", scope: !13, file: !1, line: 9, type: !23)
!52 = !DILocalVariable(name: "c", scope: !13, file: !1, line: 10, type: !27)
!53 = !DILocalVariable(name: "h", scope: !13, file: !1, line: 11, type: !32)
!54 = !DILocalVariable(name: "u", scope: !13, file: !1, line: 12, type: !37)
!55 = !DILocalVariable(name: "sum", scope: !13, file: !1, line: 14, type: !17)
!56 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!57 = !{!"none", !"none", !"none", !"none", !"none"}
!58 = !{!"float4*", !"int4*", !"float2*", !"half8*", !"uchar16*"}
!59 = !{!"float __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(8)))*", !"uchar __attribute__((ext_vector_type(16)))*"}
!60 = !{!"", !"", !"", !"", !""}
!61 = !DILocation(line: 0, scope: !13)
!62 = !DILocation(line: 7, column: 14, scope: !13)
!63 = !DILocation(line: 8, column: 14, scope: !13)
!64 = !{!65, !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocation(line: 9, column: 12, scope: !13)
!68 = !DILocation(line: 10, column: 14, scope: !13)
!69 = !DILocation(line: 11, column: 13, scope: !13)
!70 = !DILocation(line: 12, column: 15, scope: !13)
!71 = !DILocation(line: 14, column: 20, scope: !13)
!72 = !DILocation(line: 14, column: 18, scope: !13)
!73 = !DILocation(line: 15, column: 10, scope: !13)
!74 = !DILocation(line: 16, column: 9, scope: !13)
!75 = !DILocation(line: 17, column: 10, scope: !13)
!76 = !DILocation(line: 17, column: 8, scope: !13)
!77 = !DILocation(line: 19, column: 9, scope: !13)
!78 = !DILocation(line: 20, column: 11, scope: !13)
!79 = !DILocation(line: 20, column: 9, scope: !13)
!80 = !DILocation(line: 21, column: 9, scope: !13)
!81 = !DILocation(line: 22, column: 10, scope: !13)
!82 = !DILocation(line: 23, column: 1, scope: !13)
!83 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 7, type: !84, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !85)
!85 = !{!49, !86}
!86 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!87 = !DISubprogram(name: "convert_float4", linkageName: "_Z14convert_float4Dv4_i", scope: !1, file: !1, line: 14, type: !88, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!88 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !89)
!89 = !{!18, !24}
