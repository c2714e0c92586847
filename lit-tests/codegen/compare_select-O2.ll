; Pins signed vs unsigned icmp opcodes (OpSLessThan/OpSGreaterThan/OpULessThan), fcmp uno as OpUnordered, zext i1 as OpSelect 1/0, select()/isgreater() builtins (OpenCL.std select in OpenCL operand order, vector relational as OpFOrdGreaterThan %v4bool + OpSelect -1/0), and llvm.umax as u_max.
; RUN: %nsdi-llc --g0 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %nsdi-llc -g --verify-roundtrip %s -o %t.g.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.g.spv
; RUN: llvm-spirv -r %t.g.spv -o %t.g.rev.bc
; RUN: %nsdi-llc -g --spirv-ext=+all --verify-roundtrip %s -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-llc -gline-tables-only --verify-roundtrip %s -o %t.lt.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.lt.spv
; RUN: llvm-spirv -r %t.lt.spv -o %t.lt.rev.bc
; ROUNDTRIP: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; CHECK:      OpCapability Kernel
; CHECK-NOT:  OpCapability Float64
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      [[ALLONES:%[0-9]+]] = OpConstantComposite %v4uint %uint_4294967295 %uint_4294967295 %uint_4294967295 %uint_4294967295
; CHECK:      [[X:%[0-9]+]] = OpLoad %uint
; CHECK:      [[Y:%[0-9]+]] = OpLoad %uint
; CHECK-NEXT: [[LT:%[0-9]+]] = OpSLessThan %bool [[X]] [[Y]]
; CHECK-NEXT: OpSelect %uint [[LT]] %uint_1 %uint_0
; CHECK-NEXT: OpSGreaterThan %bool [[X]] [[Y]]
; CHECK-NEXT: OpIEqual %bool [[X]] [[Y]]
; CHECK-NEXT: OpULessThan %bool [[X]] [[Y]]
; CHECK:      OpUnordered %bool {{%[0-9]+}} %float_0
; CHECK:      OpExtInst %uint [[STD]] select [[X]] [[Y]] {{%[0-9]+}}
; CHECK:      [[P:%[0-9]+]] = OpLoad %v4float
; CHECK:      [[Q:%[0-9]+]] = OpLoad %v4float
; CHECK:      [[ISG:%[0-9]+]] = OpFOrdGreaterThan %v4bool [[P]] [[Q]]
; CHECK-NEXT: [[M:%[0-9]+]] = OpSelect %v4uint [[ISG]] [[ALLONES]] {{%[0-9]+}}
; CHECK-NEXT: OpExtInst %v4float [[STD]] select [[Q]] [[P]] [[M]]
; ModuleID = 'lit-tests/codegen/Inputs/compare_select.cl'
source_filename = "lit-tests/codegen/Inputs/compare_select.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @compare_select(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef align 16 %4, ptr addrspace(1) nocapture noundef align 16 %5) local_unnamed_addr #0 !dbg !17 !kernel_arg_addr_space !55 !kernel_arg_access_qual !56 !kernel_arg_type !57 !kernel_arg_base_type !58 !kernel_arg_type_qual !59 {
    #dbg_value(ptr addrspace(1) %0, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
    #dbg_value(ptr addrspace(1) %1, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
    #dbg_value(ptr addrspace(1) %2, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
    #dbg_value(ptr addrspace(1) %3, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
    #dbg_value(ptr addrspace(1) %4, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
    #dbg_value(ptr addrspace(1) %5, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !61
    #dbg_value(i64 %7, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7, !dbg !62
  %9 = load i32, ptr addrspace(1) %8, align 4, !dbg !62, !tbaa !63
    #dbg_value(i32 %9, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %10 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7, !dbg !67
  %11 = load i32, ptr addrspace(1) %10, align 4, !dbg !67, !tbaa !63
    #dbg_value(i32 %11, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %12 = icmp slt i32 %9, %11, !dbg !68
  %13 = zext i1 %12 to i32, !dbg !68
    #dbg_value(i32 %13, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %14 = icmp sgt i32 %9, %11, !dbg !69
    #dbg_value(i1 %14, !43, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !60)
  %15 = icmp eq i32 %9, %11, !dbg !70
    #dbg_value(i1 %15, !44, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !60)
    #dbg_value(i1 %15, !45, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !60)
  %16 = icmp ult i32 %9, %11, !dbg !71
    #dbg_value(i1 %16, !46, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !60)
  %17 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %7, !dbg !72
  %18 = load float, ptr addrspace(1) %17, align 4, !dbg !72, !tbaa !73
    #dbg_value(float %18, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %19 = fcmp uno float %18, 0.000000e+00, !dbg !75
    #dbg_value(i1 %19, !48, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !60)
  %20 = fcmp oge float %18, 1.500000e+00, !dbg !76
    #dbg_value(i1 %20, !49, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !60)
  %21 = select i1 %14, i32 0, i32 2, !dbg !77
  %22 = select i1 %15, i32 4, i32 0, !dbg !78
  %23 = select i1 %15, i32 0, i32 8, !dbg !79
  %24 = select i1 %16, i32 16, i32 0, !dbg !80
  %25 = select i1 %19, i32 32, i32 0, !dbg !81
  %26 = select i1 %20, i32 64, i32 0, !dbg !82
    #dbg_value(float %18, !83, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !88)
  %27 = fcmp olt float %18, 0.000000e+00, !dbg !90
  %28 = fcmp ogt float %18, 0.000000e+00, !dbg !91
  %29 = zext i1 %28 to i32, !dbg !91
  %30 = select i1 %27, i32 -1, i32 %29, !dbg !91
    #dbg_value(i32 %9, !92, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !100)
    #dbg_value(i32 %11, !97, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !100)
    #dbg_value(i32 7, !98, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !100)
  %31 = tail call i32 @llvm.umax.i32(i32 %9, i32 %11), !dbg !102
    #dbg_value(i32 %31, !99, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !100)
  %32 = tail call noundef i32 @llvm.umax.i32(i32 %31, i32 7), !dbg !103
  %33 = or disjoint i32 %21, %13, !dbg !104
  %34 = or disjoint i32 %33, %22, !dbg !105
  %35 = or disjoint i32 %34, %23, !dbg !106
  %36 = or disjoint i32 %35, %24, !dbg !107
  %37 = add i32 %36, %32, !dbg !108
  %38 = add i32 %37, %25, !dbg !109
  %39 = add i32 %38, %26, !dbg !110
  %40 = add i32 %39, %30, !dbg !111
  %41 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %7, !dbg !112
  store i32 %40, ptr addrspace(1) %41, align 4, !dbg !113, !tbaa !63
  %42 = icmp sgt i32 %9, 0, !dbg !114
  %43 = zext i1 %42 to i32, !dbg !114
  %44 = tail call spir_func i32 @_Z6selectiii(i32 noundef %9, i32 noundef %11, i32 noundef %43) #3, !dbg !115
    #dbg_value(i32 %44, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %45 = add i64 %7, 1, !dbg !116
  %46 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %45, !dbg !117
  store i32 %44, ptr addrspace(1) %46, align 4, !dbg !118, !tbaa !63
  %47 = getelementptr inbounds <4 x float>, ptr addrspace(1) %4, i64 %7, !dbg !119
  %48 = load <4 x float>, ptr addrspace(1) %47, align 16, !dbg !119, !tbaa !120
    #dbg_value(<4 x float> %48, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %49 = getelementptr inbounds <4 x float>, ptr addrspace(1) %4, i64 %45, !dbg !121
  %50 = load <4 x float>, ptr addrspace(1) %49, align 16, !dbg !121, !tbaa !120
    #dbg_value(<4 x float> %50, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %51 = tail call spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef %48, <4 x float> noundef %50) #3, !dbg !122
    #dbg_value(<4 x i32> %51, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %52 = tail call spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %50, <4 x float> noundef %48, <4 x i32> noundef %51) #3, !dbg !123
  store <4 x float> %52, ptr addrspace(1) %47, align 16, !dbg !124, !tbaa !120
  %53 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %5, i64 %7, !dbg !125
  %54 = load <4 x i32>, ptr addrspace(1) %53, align 16, !dbg !125, !tbaa !120
    #dbg_value(<4 x i32> %54, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %55 = sub <4 x i32> zeroinitializer, %54, !dbg !126
  %56 = ashr <4 x i32> %54, <i32 31, i32 31, i32 31, i32 31>, !dbg !127
  %57 = tail call spir_func <4 x i32> @_Z6selectDv4_iS_S_(<4 x i32> noundef %54, <4 x i32> noundef %55, <4 x i32> noundef %56) #3, !dbg !128
  store <4 x i32> %57, ptr addrspace(1) %53, align 16, !dbg !129, !tbaa !120
  ret void, !dbg !130
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !131 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !134 spir_func i32 @_Z6selectiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !137 spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !140 spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !143 spir_func <4 x i32> @_Z6selectDv4_iS_S_(<4 x i32> noundef, <4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14}
!opencl.ocl.version = !{!15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/compare_select.cl", directory: ".", checksumkind: CSK_MD5, checksum: "bcd8a68feaac9c025eefaa4d5a70fac8")
!2 = !{!3, !6, !7}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 129, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !4, line: 189, baseType: !8)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !9)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{i32 2, i32 0}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "compare_select", scope: !1, file: !1, line: 11, type: !18, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !30)
!18 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !19)
!19 = !{null, !20, !20, !22, !25, !26, !29}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, dwarfAddressSpace: 1)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, dwarfAddressSpace: 1)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!24 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 1)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, dwarfAddressSpace: 1)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !4, line: 209, baseType: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 128, flags: DIFlagVector, elements: !9)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!30 = !{!31, !32, !33, !34, !35, !36, !37, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54}
!31 = !DILocalVariable(name: "a", arg: 1, scope: !17, file: !1, line: 11, type: !20)
!32 = !DILocalVariable(name: "b", arg: 2, scope: !17, file: !1, line: 11, type: !20)
!33 = !DILocalVariable(name: "f", arg: 3, scope: !17, file: !1, line: 12, type: !22)
!34 = !DILocalVariable(name: "out", arg: 4, scope: !17, file: !1, line: 12, type: !25)
!35 = !DILocalVariable(name: "fv", arg: 5, scope: !17, file: !1, line: 13, type: !26)
!36 = !DILocalVariable(name: "iv", arg: 6, scope: !17, file: !1, line: 13, type: !29)
!37 = !DILocalVariable(name: "i", scope: !17, file: !1, line: 14, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !39)
!39 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!40 = !DILocalVariable(name: "x", scope: !17, file: !1, line: 15, type: !6)
!41 = !DILocalVariable(name: "y", scope: !17, file: !1, line: 16, type: !6)
!42 = !DILocalVariable(name: "lt", scope: !17, file: !1, line: 17, type: !6)
!43 = !DILocalVariable(name: "le", scope: !17, file: !1, line: 18, type: !6)
!44 = !DILocalVariable(name: "eq", scope: !17, file: !1, line: 19, type: !6)
!45 = !DILocalVariable(name: "ne", scope: !17, file: !1, line: 20, type: !6)
!46 = !DILocalVariable(name: "ult", scope: !17, file: !1, line: 21, type: !6)
!47 = !DILocalVariable(name: "g", scope: !17, file: !1, line: 22, type: !24)
!48 = !DILocalVariable(name: "fne", scope: !17, file: !1, line: 23, type: !6)
!49 = !DILocalVariable(name: "fge", scope: !17, file: !1, line: 24, type: !6)
!50 = !DILocalVariable(name: "s", scope: !17, file: !1, line: 28, type: !6)
!51 = !DILocalVariable(name: "p", scope: !17, file: !1, line: 31, type: !27)
!52 = !DILocalVariable(name: "q", scope: !17, file: !1, line: 32, type: !27)
!53 = !DILocalVariable(name: "mask", scope: !17, file: !1, line: 33, type: !7)
!54 = !DILocalVariable(name: "c", scope: !17, file: !1, line: 35, type: !7)
!55 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!56 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!57 = !{!"int*", !"int*", !"float*", !"int*", !"float4*", !"int4*"}
!58 = !{!"int*", !"int*", !"float*", !"int*", !"float __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*"}
!59 = !{!"const", !"const", !"const", !"", !"", !""}
!60 = !DILocation(line: 0, scope: !17)
!61 = !DILocation(line: 14, column: 14, scope: !17)
!62 = !DILocation(line: 15, column: 11, scope: !17)
!63 = !{!64, !64, i64 0}
!64 = !{!"int", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocation(line: 16, column: 11, scope: !17)
!68 = !DILocation(line: 17, column: 14, scope: !17)
!69 = !DILocation(line: 18, column: 14, scope: !17)
!70 = !DILocation(line: 19, column: 14, scope: !17)
!71 = !DILocation(line: 21, column: 21, scope: !17)
!72 = !DILocation(line: 22, column: 13, scope: !17)
!73 = !{!74, !74, i64 0}
!74 = !{!"float", !65, i64 0}
!75 = !DILocation(line: 23, column: 15, scope: !17)
!76 = !DILocation(line: 24, column: 15, scope: !17)
!77 = !DILocation(line: 25, column: 19, scope: !17)
!78 = !DILocation(line: 25, column: 28, scope: !17)
!79 = !DILocation(line: 25, column: 37, scope: !17)
!80 = !DILocation(line: 25, column: 47, scope: !17)
!81 = !DILocation(line: 25, column: 58, scope: !17)
!82 = !DILocation(line: 25, column: 69, scope: !17)
!83 = !DILocalVariable(name: "x", arg: 1, scope: !84, file: !1, line: 2, type: !24)
!84 = distinct !DISubprogram(name: "classify", scope: !1, file: !1, line: 2, type: !85, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !87)
!85 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !86)
!86 = !{!6, !24}
!87 = !{!83}
!88 = !DILocation(line: 0, scope: !84, inlinedAt: !89)
!89 = distinct !DILocation(line: 26, column: 12, scope: !17)
!90 = !DILocation(line: 3, column: 12, scope: !84, inlinedAt: !89)
!91 = !DILocation(line: 3, column: 10, scope: !84, inlinedAt: !89)
!92 = !DILocalVariable(name: "a", arg: 1, scope: !93, file: !1, line: 6, type: !3)
!93 = distinct !DISubprogram(name: "umax3", scope: !1, file: !1, line: 6, type: !94, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !96)
!94 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !95)
!95 = !{!3, !3, !3, !3}
!96 = !{!92, !97, !98, !99}
!97 = !DILocalVariable(name: "b", arg: 2, scope: !93, file: !1, line: 6, type: !3)
!98 = !DILocalVariable(name: "c", arg: 3, scope: !93, file: !1, line: 6, type: !3)
!99 = !DILocalVariable(name: "m", scope: !93, file: !1, line: 7, type: !3)
!100 = !DILocation(line: 0, scope: !93, inlinedAt: !101)
!101 = distinct !DILocation(line: 26, column: 31, scope: !17)
!102 = !DILocation(line: 7, column: 12, scope: !93, inlinedAt: !101)
!103 = !DILocation(line: 8, column: 10, scope: !93, inlinedAt: !101)
!104 = !DILocation(line: 25, column: 64, scope: !17)
!105 = !DILocation(line: 25, column: 75, scope: !17)
!106 = !DILocation(line: 25, column: 53, scope: !17)
!107 = !DILocation(line: 25, column: 42, scope: !17)
!108 = !DILocation(line: 25, column: 15, scope: !17)
!109 = !DILocation(line: 25, column: 24, scope: !17)
!110 = !DILocation(line: 25, column: 33, scope: !17)
!111 = !DILocation(line: 26, column: 24, scope: !17)
!112 = !DILocation(line: 25, column: 3, scope: !17)
!113 = !DILocation(line: 25, column: 10, scope: !17)
!114 = !DILocation(line: 28, column: 32, scope: !17)
!115 = !DILocation(line: 28, column: 11, scope: !17)
!116 = !DILocation(line: 29, column: 9, scope: !17)
!117 = !DILocation(line: 29, column: 3, scope: !17)
!118 = !DILocation(line: 29, column: 14, scope: !17)
!119 = !DILocation(line: 31, column: 14, scope: !17)
!120 = !{!65, !65, i64 0}
!121 = !DILocation(line: 32, column: 14, scope: !17)
!122 = !DILocation(line: 33, column: 15, scope: !17)
!123 = !DILocation(line: 34, column: 11, scope: !17)
!124 = !DILocation(line: 34, column: 9, scope: !17)
!125 = !DILocation(line: 35, column: 12, scope: !17)
!126 = !DILocation(line: 36, column: 21, scope: !17)
!127 = !DILocation(line: 36, column: 27, scope: !17)
!128 = !DILocation(line: 36, column: 11, scope: !17)
!129 = !DILocation(line: 36, column: 9, scope: !17)
!130 = !DILocation(line: 37, column: 1, scope: !17)
!131 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 14, type: !132, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !133)
!133 = !{!39, !5}
!134 = !DISubprogram(name: "select", linkageName: "_Z6selectiii", scope: !1, file: !1, line: 28, type: !135, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !136)
!136 = !{!6, !6, !6, !6}
!137 = !DISubprogram(name: "isgreater", linkageName: "_Z9isgreaterDv4_fS_", scope: !1, file: !1, line: 33, type: !138, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !139)
!139 = !{!8, !28, !28}
!140 = !DISubprogram(name: "select", linkageName: "_Z6selectDv4_fS_Dv4_i", scope: !1, file: !1, line: 34, type: !141, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !142)
!142 = !{!28, !28, !28, !8}
!143 = !DISubprogram(name: "select", linkageName: "_Z6selectDv4_iS_S_", scope: !1, file: !1, line: 36, type: !144, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !145)
!145 = !{!8, !8, !8, !8}
