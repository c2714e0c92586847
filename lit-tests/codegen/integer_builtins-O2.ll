; Pins integer builtins mapped to OpenCL.std by the mangled argument signedness (abs/min/max/mul_hi/add_sat/sub_sat/mad24/abs_diff -> s_* for int, u_* for uint, e.g. hadd(uint) -> u_hadd), clz/popcount/rotate on int, long and int4, and the long results truncated with OpUConvert.
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
; CHECK:      [[X:%[0-9]+]] = OpLoad %uint
; CHECK:      [[Y:%[0-9]+]] = OpLoad %uint
; CHECK:      [[Z:%[0-9]+]] = OpLoad %ulong
; CHECK-NEXT: OpExtInst %uint [[STD]] s_abs [[X]]
; CHECK-NEXT: OpExtInst %uint [[STD]] s_min [[X]] %uint_4294967291
; CHECK-NEXT: OpExtInst %uint [[STD]] s_max [[X]] %uint_5
; CHECK-NEXT: OpExtInst %uint [[STD]] u_min [[Y]] %uint_100
; CHECK:      [[PC:%[0-9]+]] = OpExtInst %ulong [[STD]] popcount [[Z]]
; CHECK-NEXT: OpUConvert %uint [[PC]]
; CHECK:      OpExtInst %uint [[STD]] u_mul_hi [[Y]] %uint_2654435769
; CHECK-NEXT: OpExtInst %uint [[STD]] s_mul_hi [[X]] %uint_4294967289
; CHECK-NEXT: OpExtInst %uint [[STD]] s_add_sat [[X]] %uint_2147483392
; CHECK-NEXT: OpExtInst %uint [[STD]] u_add_sat [[Y]] %uint_4294967040
; CHECK:      OpExtInst %uint [[STD]] s_mad24 [[X]] %uint_3 %uint_1
; CHECK:      OpExtInst %v4uint [[STD]] rotate
; ModuleID = 'lit-tests/codegen/Inputs/integer_builtins.cl'
source_filename = "lit-tests/codegen/Inputs/integer_builtins.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @integer_builtins(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 8 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef align 16 %4) local_unnamed_addr #0 !dbg !19 !kernel_arg_addr_space !45 !kernel_arg_access_qual !46 !kernel_arg_type !47 !kernel_arg_base_type !48 !kernel_arg_type_qual !49 {
    #dbg_value(ptr addrspace(1) %0, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
    #dbg_value(ptr addrspace(1) %1, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
    #dbg_value(ptr addrspace(1) %2, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
    #dbg_value(ptr addrspace(1) %3, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
    #dbg_value(ptr addrspace(1) %4, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !51
    #dbg_value(i64 %6, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6, !dbg !52
  %8 = load i32, ptr addrspace(1) %7, align 4, !dbg !52, !tbaa !53
    #dbg_value(i32 %8, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %9 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6, !dbg !57
  %10 = load i32, ptr addrspace(1) %9, align 4, !dbg !57, !tbaa !53
    #dbg_value(i32 %10, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %11 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %6, !dbg !58
  %12 = load i64, ptr addrspace(1) %11, align 8, !dbg !58, !tbaa !59
    #dbg_value(i64 %12, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
    #dbg_value(i32 0, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %13 = tail call spir_func i32 @_Z3absi(i32 noundef %8) #2, !dbg !61
    #dbg_value(i32 %13, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %14 = tail call spir_func i32 @_Z3minii(i32 noundef %8, i32 noundef -5) #2, !dbg !62
  %15 = tail call spir_func i32 @_Z3maxii(i32 noundef %8, i32 noundef 5) #2, !dbg !63
    #dbg_value(i32 poison, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %16 = tail call spir_func i32 @_Z3minjj(i32 noundef %10, i32 noundef 100) #2, !dbg !64
  %17 = tail call spir_func i32 @_Z3maxjj(i32 noundef %10, i32 noundef 3) #2, !dbg !65
    #dbg_value(i32 poison, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %18 = tail call spir_func i32 @_Z3clzj(i32 noundef %10) #2, !dbg !66
  %19 = tail call spir_func i32 @_Z8popcountj(i32 noundef %10) #2, !dbg !67
  %20 = tail call spir_func i64 @_Z8popcountl(i64 noundef %12) #2, !dbg !68
  %21 = trunc i64 %20 to i32, !dbg !69
    #dbg_value(i32 poison, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %22 = tail call spir_func i32 @_Z6rotatejj(i32 noundef %10, i32 noundef 7) #2, !dbg !70
  %23 = tail call spir_func i32 @_Z6rotateii(i32 noundef %8, i32 noundef 3) #2, !dbg !71
  %24 = xor i32 %23, %22, !dbg !72
    #dbg_value(i32 poison, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %25 = tail call spir_func i32 @_Z6mul_hijj(i32 noundef %10, i32 noundef -1640531527) #2, !dbg !73
  %26 = tail call spir_func i32 @_Z6mul_hiii(i32 noundef %8, i32 noundef -7) #2, !dbg !74
    #dbg_value(i32 poison, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %27 = tail call spir_func i32 @_Z7add_satii(i32 noundef %8, i32 noundef 2147483392) #2, !dbg !75
  %28 = tail call spir_func i32 @_Z7add_satjj(i32 noundef %10, i32 noundef -256) #2, !dbg !76
    #dbg_value(i32 poison, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %29 = tail call spir_func i32 @_Z7sub_satii(i32 noundef %8, i32 noundef 2147483647) #2, !dbg !77
  %30 = tail call spir_func i32 @_Z4haddjj(i32 noundef %10, i32 noundef 12) #2, !dbg !78
    #dbg_value(i32 poison, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %31 = tail call spir_func i32 @_Z5mad24iii(i32 noundef %8, i32 noundef 3, i32 noundef 1) #2, !dbg !79
  %32 = sub nsw i32 0, %8, !dbg !80
  %33 = tail call spir_func i32 @_Z8abs_diffii(i32 noundef %8, i32 noundef %32) #2, !dbg !81
    #dbg_value(i32 poison, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %34 = tail call spir_func i64 @_Z3clzl(i64 noundef %12) #2, !dbg !82
  %35 = trunc i64 %34 to i32, !dbg !83
  %36 = tail call spir_func i64 @_Z3absl(i64 noundef %12) #2, !dbg !84
  %37 = lshr i64 %36, 32, !dbg !85
  %38 = trunc nuw i64 %37 to i32, !dbg !86
  %39 = add i32 %14, %13, !dbg !87
  %40 = add i32 %39, %15, !dbg !88
  %41 = add i32 %40, %16, !dbg !89
  %42 = add i32 %41, %17, !dbg !90
  %43 = add i32 %42, %18, !dbg !91
  %44 = add i32 %43, %19, !dbg !92
  %45 = add i32 %44, %21, !dbg !93
  %46 = add i32 %45, %24, !dbg !94
  %47 = add i32 %46, %25, !dbg !95
  %48 = add i32 %47, %26, !dbg !96
  %49 = add i32 %48, %27, !dbg !97
  %50 = add i32 %49, %28, !dbg !98
  %51 = add i32 %50, %29, !dbg !99
  %52 = add i32 %51, %30, !dbg !100
  %53 = add i32 %52, %31, !dbg !101
  %54 = add i32 %53, %33, !dbg !102
  %55 = add i32 %54, %35, !dbg !103
  %56 = add i32 %55, %38, !dbg !104
    #dbg_value(i32 %56, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %57 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %6, !dbg !105
  store i32 %56, ptr addrspace(1) %57, align 4, !dbg !106, !tbaa !53
  %58 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %4, i64 %6, !dbg !107
  %59 = load <4 x i32>, ptr addrspace(1) %58, align 16, !dbg !107, !tbaa !108
    #dbg_value(<4 x i32> %59, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %60 = tail call spir_func <4 x i32> @_Z3absDv4_i(<4 x i32> noundef %59) #2, !dbg !109
  %61 = icmp ugt <4 x i32> %60, <i32 8, i32 8, i32 8, i32 8>, !dbg !110
  %62 = sub <4 x i32> zeroinitializer, %59, !dbg !111
  %63 = select <4 x i1> %61, <4 x i32> %59, <4 x i32> %62, !dbg !109
  %64 = tail call spir_func <4 x i32> @_Z3maxDv4_iS_(<4 x i32> noundef %63, <4 x i32> noundef zeroinitializer) #2, !dbg !112
  %65 = tail call spir_func <4 x i32> @_Z8popcountDv4_i(<4 x i32> noundef %59) #2, !dbg !113
  %66 = add <4 x i32> %65, %64, !dbg !114
  %67 = tail call spir_func <4 x i32> @_Z6rotateDv4_iS_(<4 x i32> noundef %59, <4 x i32> noundef <i32 1, i32 2, i32 3, i32 4>) #2, !dbg !115
  %68 = add <4 x i32> %66, %67, !dbg !116
  %69 = tail call spir_func <4 x i32> @_Z3clzDv4_i(<4 x i32> noundef %59) #2, !dbg !117
  %70 = add <4 x i32> %68, %69, !dbg !118
  store <4 x i32> %70, ptr addrspace(1) %58, align 16, !dbg !119, !tbaa !108
  ret void, !dbg !120
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !121 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !124 spir_func i32 @_Z3absi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !127 spir_func i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !130 spir_func i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !131 spir_func i32 @_Z3minjj(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !134 spir_func i32 @_Z3maxjj(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !135 spir_func i32 @_Z3clzj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !138 spir_func i32 @_Z8popcountj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !139 spir_func i64 @_Z8popcountl(i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !142 spir_func i32 @_Z6rotatejj(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !143 spir_func i32 @_Z6rotateii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !144 spir_func i32 @_Z6mul_hijj(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !145 spir_func i32 @_Z6mul_hiii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !146 spir_func i32 @_Z7add_satii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !147 spir_func i32 @_Z7add_satjj(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !148 spir_func i32 @_Z7sub_satii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !149 spir_func i32 @_Z4haddjj(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !150 spir_func i32 @_Z5mad24iii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !153 spir_func i32 @_Z8abs_diffii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !156 spir_func i64 @_Z3clzl(i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !157 spir_func i64 @_Z3absl(i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !160 spir_func <4 x i32> @_Z3maxDv4_iS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !163 spir_func <4 x i32> @_Z3absDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !167 spir_func <4 x i32> @_Z8popcountDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !170 spir_func <4 x i32> @_Z6rotateDv4_iS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !171 spir_func <4 x i32> @_Z3clzDv4_i(<4 x i32> noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!13, !14, !15, !16}
!opencl.ocl.version = !{!17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/integer_builtins.cl", directory: ".", checksumkind: CSK_MD5, checksum: "b94b6a1ab7c7733cf61d451762ecd102")
!2 = !{!3, !6, !10}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 129, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint4", file: !4, line: 194, baseType: !7)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector, elements: !8)
!8 = !{!9}
!9 = !DISubrange(count: 4)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !4, line: 189, baseType: !11)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, flags: DIFlagVector, elements: !8)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{i32 2, i32 0}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "integer_builtins", scope: !1, file: !1, line: 3, type: !20, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !31)
!20 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !21)
!21 = !{null, !22, !24, !26, !29, !30}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, dwarfAddressSpace: 1)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, dwarfAddressSpace: 1)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, dwarfAddressSpace: 1)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!28 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, dwarfAddressSpace: 1)
!31 = !{!32, !33, !34, !35, !36, !37, !40, !41, !42, !43, !44}
!32 = !DILocalVariable(name: "a", arg: 1, scope: !19, file: !1, line: 3, type: !22)
!33 = !DILocalVariable(name: "b", arg: 2, scope: !19, file: !1, line: 3, type: !24)
!34 = !DILocalVariable(name: "c", arg: 3, scope: !19, file: !1, line: 4, type: !26)
!35 = !DILocalVariable(name: "out", arg: 4, scope: !19, file: !1, line: 4, type: !29)
!36 = !DILocalVariable(name: "v", arg: 5, scope: !19, file: !1, line: 5, type: !30)
!37 = !DILocalVariable(name: "i", scope: !19, file: !1, line: 6, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !39)
!39 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!40 = !DILocalVariable(name: "x", scope: !19, file: !1, line: 7, type: !12)
!41 = !DILocalVariable(name: "y", scope: !19, file: !1, line: 8, type: !3)
!42 = !DILocalVariable(name: "z", scope: !19, file: !1, line: 9, type: !28)
!43 = !DILocalVariable(name: "r", scope: !19, file: !1, line: 10, type: !3)
!44 = !DILocalVariable(name: "w", scope: !19, file: !1, line: 23, type: !10)
!45 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!46 = !{!"none", !"none", !"none", !"none", !"none"}
!47 = !{!"int*", !"uint*", !"long*", !"uint*", !"int4*"}
!48 = !{!"int*", !"uint*", !"long*", !"uint*", !"int __attribute__((ext_vector_type(4)))*"}
!49 = !{!"const", !"const", !"const", !"", !""}
!50 = !DILocation(line: 0, scope: !19)
!51 = !DILocation(line: 6, column: 14, scope: !19)
!52 = !DILocation(line: 7, column: 11, scope: !19)
!53 = !{!54, !54, i64 0}
!54 = !{!"int", !55, i64 0}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !DILocation(line: 8, column: 12, scope: !19)
!58 = !DILocation(line: 9, column: 12, scope: !19)
!59 = !{!60, !60, i64 0}
!60 = !{!"long", !55, i64 0}
!61 = !DILocation(line: 11, column: 8, scope: !19)
!62 = !DILocation(line: 12, column: 14, scope: !19)
!63 = !DILocation(line: 12, column: 33, scope: !19)
!64 = !DILocation(line: 13, column: 8, scope: !19)
!65 = !DILocation(line: 13, column: 23, scope: !19)
!66 = !DILocation(line: 14, column: 8, scope: !19)
!67 = !DILocation(line: 14, column: 17, scope: !19)
!68 = !DILocation(line: 14, column: 37, scope: !19)
!69 = !DILocation(line: 14, column: 31, scope: !19)
!70 = !DILocation(line: 15, column: 8, scope: !19)
!71 = !DILocation(line: 15, column: 30, scope: !19)
!72 = !DILocation(line: 15, column: 22, scope: !19)
!73 = !DILocation(line: 16, column: 8, scope: !19)
!74 = !DILocation(line: 16, column: 39, scope: !19)
!75 = !DILocation(line: 17, column: 14, scope: !19)
!76 = !DILocation(line: 17, column: 39, scope: !19)
!77 = !DILocation(line: 18, column: 14, scope: !19)
!78 = !DILocation(line: 18, column: 36, scope: !19)
!79 = !DILocation(line: 19, column: 14, scope: !19)
!80 = !DILocation(line: 19, column: 49, scope: !19)
!81 = !DILocation(line: 19, column: 37, scope: !19)
!82 = !DILocation(line: 20, column: 14, scope: !19)
!83 = !DILocation(line: 20, column: 8, scope: !19)
!84 = !DILocation(line: 20, column: 30, scope: !19)
!85 = !DILocation(line: 20, column: 37, scope: !19)
!86 = !DILocation(line: 20, column: 23, scope: !19)
!87 = !DILocation(line: 20, column: 21, scope: !19)
!88 = !DILocation(line: 19, column: 29, scope: !19)
!89 = !DILocation(line: 18, column: 34, scope: !19)
!90 = !DILocation(line: 17, column: 37, scope: !19)
!91 = !DILocation(line: 16, column: 31, scope: !19)
!92 = !DILocation(line: 14, column: 15, scope: !19)
!93 = !DILocation(line: 14, column: 29, scope: !19)
!94 = !DILocation(line: 13, column: 21, scope: !19)
!95 = !DILocation(line: 12, column: 25, scope: !19)
!96 = !DILocation(line: 12, column: 5, scope: !19)
!97 = !DILocation(line: 13, column: 5, scope: !19)
!98 = !DILocation(line: 14, column: 5, scope: !19)
!99 = !DILocation(line: 15, column: 5, scope: !19)
!100 = !DILocation(line: 16, column: 5, scope: !19)
!101 = !DILocation(line: 17, column: 5, scope: !19)
!102 = !DILocation(line: 18, column: 5, scope: !19)
!103 = !DILocation(line: 19, column: 5, scope: !19)
!104 = !DILocation(line: 20, column: 5, scope: !19)
!105 = !DILocation(line: 21, column: 3, scope: !19)
!106 = !DILocation(line: 21, column: 10, scope: !19)
!107 = !DILocation(line: 23, column: 12, scope: !19)
!108 = !{!55, !55, i64 0}
!109 = !DILocation(line: 24, column: 14, scope: !19)
!110 = !DILocation(line: 24, column: 27, scope: !19)
!111 = !DILocation(line: 24, column: 46, scope: !19)
!112 = !DILocation(line: 24, column: 10, scope: !19)
!113 = !DILocation(line: 24, column: 63, scope: !19)
!114 = !DILocation(line: 24, column: 61, scope: !19)
!115 = !DILocation(line: 25, column: 10, scope: !19)
!116 = !DILocation(line: 24, column: 75, scope: !19)
!117 = !DILocation(line: 25, column: 42, scope: !19)
!118 = !DILocation(line: 25, column: 40, scope: !19)
!119 = !DILocation(line: 24, column: 8, scope: !19)
!120 = !DILocation(line: 26, column: 1, scope: !19)
!121 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 6, type: !122, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !123)
!123 = !{!39, !5}
!124 = !DISubprogram(name: "abs", linkageName: "_Z3absi", scope: !1, file: !1, line: 11, type: !125, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !126)
!126 = !{!5, !12}
!127 = !DISubprogram(name: "min", linkageName: "_Z3minii", scope: !1, file: !1, line: 12, type: !128, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !129)
!129 = !{!12, !12, !12}
!130 = !DISubprogram(name: "max", linkageName: "_Z3maxii", scope: !1, file: !1, line: 12, type: !128, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DISubprogram(name: "min", linkageName: "_Z3minjj", scope: !1, file: !1, line: 13, type: !132, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !133)
!133 = !{!5, !5, !5}
!134 = !DISubprogram(name: "max", linkageName: "_Z3maxjj", scope: !1, file: !1, line: 13, type: !132, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !DISubprogram(name: "clz", linkageName: "_Z3clzj", scope: !1, file: !1, line: 14, type: !136, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!136 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !137)
!137 = !{!5, !5}
!138 = !DISubprogram(name: "popcount", linkageName: "_Z8popcountj", scope: !1, file: !1, line: 14, type: !136, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!139 = !DISubprogram(name: "popcount", linkageName: "_Z8popcountl", scope: !1, file: !1, line: 14, type: !140, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !141)
!141 = !{!28, !28}
!142 = !DISubprogram(name: "rotate", linkageName: "_Z6rotatejj", scope: !1, file: !1, line: 15, type: !132, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!143 = !DISubprogram(name: "rotate", linkageName: "_Z6rotateii", scope: !1, file: !1, line: 15, type: !128, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubprogram(name: "mul_hi", linkageName: "_Z6mul_hijj", scope: !1, file: !1, line: 16, type: !132, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DISubprogram(name: "mul_hi", linkageName: "_Z6mul_hiii", scope: !1, file: !1, line: 16, type: !128, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DISubprogram(name: "add_sat", linkageName: "_Z7add_satii", scope: !1, file: !1, line: 17, type: !128, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubprogram(name: "add_sat", linkageName: "_Z7add_satjj", scope: !1, file: !1, line: 17, type: !132, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DISubprogram(name: "sub_sat", linkageName: "_Z7sub_satii", scope: !1, file: !1, line: 18, type: !128, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubprogram(name: "hadd", linkageName: "_Z4haddjj", scope: !1, file: !1, line: 18, type: !132, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DISubprogram(name: "mad24", linkageName: "_Z5mad24iii", scope: !1, file: !1, line: 19, type: !151, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!151 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !152)
!152 = !{!12, !12, !12, !12}
!153 = !DISubprogram(name: "abs_diff", linkageName: "_Z8abs_diffii", scope: !1, file: !1, line: 19, type: !154, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !155)
!155 = !{!5, !12, !12}
!156 = !DISubprogram(name: "clz", linkageName: "_Z3clzl", scope: !1, file: !1, line: 20, type: !140, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DISubprogram(name: "abs", linkageName: "_Z3absl", scope: !1, file: !1, line: 20, type: !158, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !159)
!159 = !{!39, !28}
!160 = !DISubprogram(name: "max", linkageName: "_Z3maxDv4_iS_", scope: !1, file: !1, line: 24, type: !161, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !162)
!162 = !{!11, !11, !11}
!163 = !DISubprogram(name: "abs", linkageName: "_Z3absDv4_i", scope: !1, file: !1, line: 24, type: !164, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !165)
!165 = !{!166, !11}
!166 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, flags: DIFlagVector, elements: !8)
!167 = !DISubprogram(name: "popcount", linkageName: "_Z8popcountDv4_i", scope: !1, file: !1, line: 24, type: !168, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!168 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !169)
!169 = !{!11, !11}
!170 = !DISubprogram(name: "rotate", linkageName: "_Z6rotateDv4_iS_", scope: !1, file: !1, line: 25, type: !161, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !DISubprogram(name: "clz", linkageName: "_Z3clzDv4_i", scope: !1, file: !1, line: 25, type: !168, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
