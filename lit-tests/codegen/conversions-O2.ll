; Pins conversion opcodes by signedness (convert_int_sat_rte -> OpConvertFToS + SaturatedConversion/FPRoundingMode RTE, (float)int vs convert_float(uint) -> OpConvertSToF/OpConvertUToF, convert_uchar_sat/ushort_sat(int) -> OpSatConvertSToU, fpext -> OpFConvert), vstore_half as OpenCL.std vstore_half, and Float16/Float16Buffer/Float64/Int16 capabilities.
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
; CHECK-NEXT: OpCapability Float16Buffer
; CHECK-NEXT: OpCapability Float16
; CHECK-NEXT: OpCapability Float64
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability Int16
; CHECK-NEXT: OpCapability GenericPointer
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      OpDecorate [[SATRTE:%[0-9]+]] SaturatedConversion
; CHECK-NEXT: OpDecorate [[SATRTE]] FPRoundingMode RTE
; CHECK:      [[X:%[0-9]+]] = OpLoad %float
; CHECK:      [[N:%[0-9]+]] = OpLoad %uint
; CHECK:      [[SATRTE]] = OpConvertFToS %uint
; CHECK-NEXT: OpConvertSToF %float [[N]]
; CHECK-NEXT: OpConvertUToF %float [[N]]
; CHECK-NEXT: OpFConvert %double [[X]]
; CHECK:      OpExtInst %void [[STD]] vstore_half [[X]]
; CHECK:      OpSatConvertSToU %uchar [[N]]
; CHECK:      OpSatConvertSToU %ushort [[N]]
; ModuleID = 'lit-tests/codegen/Inputs/conversions.cl'
source_filename = "lit-tests/codegen/Inputs/conversions.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @conversions(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 8 %2, ptr addrspace(1) noundef align 2 %3, ptr addrspace(1) nocapture noundef align 16 %4, ptr addrspace(1) nocapture noundef align 16 %5, ptr addrspace(1) nocapture noundef writeonly align 8 %6, ptr addrspace(1) nocapture noundef writeonly align 1 %7) local_unnamed_addr #0 !dbg !23 !kernel_arg_addr_space !72 !kernel_arg_access_qual !73 !kernel_arg_type !74 !kernel_arg_base_type !75 !kernel_arg_type_qual !76 {
    #dbg_value(ptr addrspace(1) %0, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_value(ptr addrspace(1) %1, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_value(ptr addrspace(1) %2, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_value(ptr addrspace(1) %3, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_value(ptr addrspace(1) %4, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_value(ptr addrspace(1) %5, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_value(ptr addrspace(1) %6, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_value(ptr addrspace(1) %7, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %9 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !78
    #dbg_value(i64 %9, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %10 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %9, !dbg !79
  %11 = load float, ptr addrspace(1) %10, align 4, !dbg !79, !tbaa !80
    #dbg_value(float %11, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %12 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %9, !dbg !84
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !84, !tbaa !85
    #dbg_value(i32 %13, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %14 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %9, !dbg !87
  %15 = load double, ptr addrspace(1) %14, align 8, !dbg !87, !tbaa !88
    #dbg_value(double %15, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %16 = tail call spir_func i32 @_Z11convert_intf(float noundef %11) #3, !dbg !90
    #dbg_value(i32 %16, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %17 = fmul float %11, 1.000000e+03, !dbg !91
  %18 = tail call spir_func i32 @_Z19convert_int_sat_rtef(float noundef %17) #3, !dbg !92
    #dbg_value(i32 %18, !58, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %19 = sitofp i32 %13 to float, !dbg !93
    #dbg_value(float %19, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %20 = tail call spir_func float @_Z13convert_floatj(i32 noundef %13) #3, !dbg !94
    #dbg_value(float %20, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %21 = fpext float %11 to double, !dbg !95
    #dbg_value(double %21, !61, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %22 = fptrunc double %15 to float, !dbg !96
    #dbg_value(float %22, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %23 = fptrunc float %11 to half, !dbg !97
    #dbg_value(half %23, !63, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %24 = getelementptr inbounds half, ptr addrspace(1) %3, i64 %9, !dbg !98
  %25 = load half, ptr addrspace(1) %24, align 2, !dbg !98, !tbaa !99
  %26 = fpext half %25 to float, !dbg !101
    #dbg_value(float %26, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %27 = fadd float %19, %26, !dbg !102
  %28 = fptrunc float %27 to half, !dbg !103
  store half %28, ptr addrspace(1) %24, align 2, !dbg !104, !tbaa !99
  %29 = addrspacecast ptr addrspace(1) %3 to ptr addrspace(4), !dbg !105
  tail call spir_func void @_Z11vstore_halffmPU3AS4Dh(float noundef %11, i64 noundef %9, ptr addrspace(4) noundef %29) #4, !dbg !106
  %30 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %5, i64 %9, !dbg !107
  %31 = load <4 x i32>, ptr addrspace(1) %30, align 16, !dbg !107, !tbaa !108
  %32 = tail call spir_func <4 x float> @_Z14convert_float4Dv4_i(<4 x i32> noundef %31) #3, !dbg !109
  %33 = getelementptr inbounds <4 x float>, ptr addrspace(1) %4, i64 %9, !dbg !110
  %34 = load <4 x float>, ptr addrspace(1) %33, align 16, !dbg !110, !tbaa !108
  %35 = tail call spir_func <4 x i32> @_Z13convert_uint4Dv4_f(<4 x float> noundef %34) #3, !dbg !111
  %36 = tail call spir_func <4 x float> @_Z14convert_float4Dv4_j(<4 x i32> noundef %35) #3, !dbg !112
  %37 = fadd <4 x float> %32, %36, !dbg !113
  store <4 x float> %37, ptr addrspace(1) %33, align 16, !dbg !114, !tbaa !108
  %38 = fmul <4 x float> %37, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !115
  %39 = tail call spir_func <4 x i32> @_Z16convert_int4_satDv4_f(<4 x float> noundef %38) #3, !dbg !116
  store <4 x i32> %39, ptr addrspace(1) %30, align 16, !dbg !117, !tbaa !108
    #dbg_value(i32 %13, !65, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !77)
  %40 = trunc i32 %13 to i16, !dbg !118
    #dbg_value(i16 %40, !66, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %41 = tail call spir_func zeroext i8 @_Z17convert_uchar_sati(i32 noundef %13) #3, !dbg !119
    #dbg_value(i8 %41, !67, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %42 = sext i32 %13 to i64, !dbg !120
    #dbg_value(i64 %42, !68, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %43 = zext i32 %13 to i64, !dbg !121
    #dbg_value(i64 %43, !69, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %44 = fcmp ogt float %11, 1.000000e+01, !dbg !122
    #dbg_value(i1 %44, !70, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !77)
  %45 = icmp ne i32 %13, 0, !dbg !123
    #dbg_value(i1 %45, !71, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !77)
  %46 = trunc i32 %13 to i8, !dbg !124
  %47 = add i8 %41, %46, !dbg !124
  %48 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 %9, !dbg !125
  store i8 %47, ptr addrspace(1) %48, align 1, !dbg !126, !tbaa !108
  %49 = add nsw i32 %18, %16, !dbg !127
  %50 = sext i32 %49 to i64, !dbg !128
  %51 = fptosi float %19 to i64, !dbg !129
  %52 = fptosi float %20 to i64, !dbg !130
  %53 = fmul double %21, 2.000000e+00, !dbg !131
  %54 = fptosi double %53 to i64, !dbg !132
  %55 = fptosi float %22 to i64, !dbg !133
  %56 = fptosi half %23 to i64, !dbg !134
  %57 = sext i16 %40 to i64, !dbg !135
  %58 = zext i1 %44 to i64, !dbg !136
  %59 = zext i1 %45 to i64, !dbg !137
  %60 = fcmp ogt double %15, 0.000000e+00, !dbg !138
  %61 = zext i1 %60 to i64, !dbg !139
  %62 = tail call spir_func zeroext i16 @_Z18convert_ushort_sati(i32 noundef %13) #3, !dbg !140
  %63 = zext i16 %62 to i64, !dbg !141
  %64 = add i64 %42, %56, !dbg !142
  %65 = add i64 %64, %43, !dbg !143
  %66 = add i64 %65, %58, !dbg !144
  %67 = add i64 %66, %51, !dbg !145
  %68 = add i64 %67, %54, !dbg !146
  %69 = add i64 %68, %57, !dbg !147
  %70 = add i64 %69, %59, !dbg !148
  %71 = add i64 %70, %55, !dbg !149
  %72 = add i64 %71, %61, !dbg !150
  %73 = add i64 %72, %50, !dbg !151
  %74 = add i64 %73, %52, !dbg !152
  %75 = add nsw i64 %74, %63, !dbg !153
  %76 = getelementptr inbounds i64, ptr addrspace(1) %6, i64 %9, !dbg !154
  store i64 %75, ptr addrspace(1) %76, align 8, !dbg !155, !tbaa !156
  ret void, !dbg !158
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !159 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !162 spir_func i32 @_Z11convert_intf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !165 spir_func i32 @_Z19convert_int_sat_rtef(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !166 spir_func float @_Z13convert_floatj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !169 spir_func void @_Z11vstore_halffmPU3AS4Dh(float noundef, i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !173 spir_func <4 x float> @_Z14convert_float4Dv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !176 spir_func <4 x float> @_Z14convert_float4Dv4_j(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !180 spir_func <4 x i32> @_Z13convert_uint4Dv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !183 spir_func <4 x i32> @_Z16convert_int4_satDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !186 spir_func zeroext i8 @_Z17convert_uchar_sati(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !189 spir_func zeroext i16 @_Z18convert_ushort_sati(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!17, !18, !19, !20}
!opencl.ocl.version = !{!21}
!llvm.ident = !{!22}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/conversions.cl", directory: ".", checksumkind: CSK_MD5, checksum: "dcb859c2bbef2f24a25343a5d06d2065")
!2 = !{!3, !4, !7, !8, !9, !10, !11, !12, !14, !15}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !5, line: 129, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "ulong", file: !5, line: 134, baseType: !13)
!13 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !5, line: 119, baseType: !16)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{i32 2, i32 0}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "conversions", scope: !1, file: !1, line: 6, type: !24, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !43)
!24 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !25)
!25 = !{null, !26, !28, !30, !32, !33, !38, !41, !42}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, dwarfAddressSpace: 1)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, dwarfAddressSpace: 1)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64, dwarfAddressSpace: 1)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64, dwarfAddressSpace: 1)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !5, line: 209, baseType: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 4)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, dwarfAddressSpace: 1)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !5, line: 189, baseType: !40)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, flags: DIFlagVector, elements: !36)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!43 = !{!44, !45, !46, !47, !48, !49, !50, !51, !52, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71}
!44 = !DILocalVariable(name: "f", arg: 1, scope: !23, file: !1, line: 6, type: !26)
!45 = !DILocalVariable(name: "i32", arg: 2, scope: !23, file: !1, line: 6, type: !28)
!46 = !DILocalVariable(name: "d", arg: 3, scope: !23, file: !1, line: 7, type: !30)
!47 = !DILocalVariable(name: "h", arg: 4, scope: !23, file: !1, line: 7, type: !32)
!48 = !DILocalVariable(name: "f4", arg: 5, scope: !23, file: !1, line: 8, type: !33)
!49 = !DILocalVariable(name: "i4", arg: 6, scope: !23, file: !1, line: 8, type: !38)
!50 = !DILocalVariable(name: "out", arg: 7, scope: !23, file: !1, line: 9, type: !41)
!51 = !DILocalVariable(name: "bytes", arg: 8, scope: !23, file: !1, line: 9, type: !42)
!52 = !DILocalVariable(name: "g", scope: !23, file: !1, line: 10, type: !53)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 142, baseType: !13)
!54 = !DILocalVariable(name: "x", scope: !23, file: !1, line: 11, type: !3)
!55 = !DILocalVariable(name: "n", scope: !23, file: !1, line: 12, type: !14)
!56 = !DILocalVariable(name: "dd", scope: !23, file: !1, line: 13, type: !7)
!57 = !DILocalVariable(name: "a", scope: !23, file: !1, line: 15, type: !14)
!58 = !DILocalVariable(name: "b", scope: !23, file: !1, line: 16, type: !14)
!59 = !DILocalVariable(name: "c", scope: !23, file: !1, line: 17, type: !3)
!60 = !DILocalVariable(name: "e", scope: !23, file: !1, line: 18, type: !3)
!61 = !DILocalVariable(name: "wd", scope: !23, file: !1, line: 19, type: !7)
!62 = !DILocalVariable(name: "nf", scope: !23, file: !1, line: 20, type: !3)
!63 = !DILocalVariable(name: "hh", scope: !23, file: !1, line: 21, type: !8)
!64 = !DILocalVariable(name: "fromh", scope: !23, file: !1, line: 22, type: !3)
!65 = !DILocalVariable(name: "nar8", scope: !23, file: !1, line: 29, type: !9)
!66 = !DILocalVariable(name: "nar16", scope: !23, file: !1, line: 30, type: !10)
!67 = !DILocalVariable(name: "sat8", scope: !23, file: !1, line: 31, type: !15)
!68 = !DILocalVariable(name: "sw", scope: !23, file: !1, line: 32, type: !11)
!69 = !DILocalVariable(name: "zw", scope: !23, file: !1, line: 33, type: !12)
!70 = !DILocalVariable(name: "isbig", scope: !23, file: !1, line: 34, type: !14)
!71 = !DILocalVariable(name: "fromb", scope: !23, file: !1, line: 35, type: !14)
!72 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!73 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!74 = !{!"float*", !"int*", !"double*", !"half*", !"float4*", !"int4*", !"long*", !"uchar*"}
!75 = !{!"float*", !"int*", !"double*", !"half*", !"float __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"long*", !"uchar*"}
!76 = !{!"const", !"const", !"const", !"", !"", !"", !"", !""}
!77 = !DILocation(line: 0, scope: !23)
!78 = !DILocation(line: 10, column: 14, scope: !23)
!79 = !DILocation(line: 11, column: 13, scope: !23)
!80 = !{!81, !81, i64 0}
!81 = !{!"float", !82, i64 0}
!82 = !{!"omnipotent char", !83, i64 0}
!83 = !{!"Simple C/C++ TBAA"}
!84 = !DILocation(line: 12, column: 11, scope: !23)
!85 = !{!86, !86, i64 0}
!86 = !{!"int", !82, i64 0}
!87 = !DILocation(line: 13, column: 15, scope: !23)
!88 = !{!89, !89, i64 0}
!89 = !{!"double", !82, i64 0}
!90 = !DILocation(line: 15, column: 11, scope: !23)
!91 = !DILocation(line: 16, column: 33, scope: !23)
!92 = !DILocation(line: 16, column: 11, scope: !23)
!93 = !DILocation(line: 17, column: 13, scope: !23)
!94 = !DILocation(line: 18, column: 13, scope: !23)
!95 = !DILocation(line: 19, column: 15, scope: !23)
!96 = !DILocation(line: 20, column: 14, scope: !23)
!97 = !DILocation(line: 21, column: 13, scope: !23)
!98 = !DILocation(line: 22, column: 24, scope: !23)
!99 = !{!100, !100, i64 0}
!100 = !{!"half", !82, i64 0}
!101 = !DILocation(line: 22, column: 17, scope: !23)
!102 = !DILocation(line: 23, column: 23, scope: !23)
!103 = !DILocation(line: 23, column: 10, scope: !23)
!104 = !DILocation(line: 23, column: 8, scope: !23)
!105 = !DILocation(line: 24, column: 21, scope: !23)
!106 = !DILocation(line: 24, column: 3, scope: !23)
!107 = !DILocation(line: 26, column: 26, scope: !23)
!108 = !{!82, !82, i64 0}
!109 = !DILocation(line: 26, column: 11, scope: !23)
!110 = !DILocation(line: 26, column: 64, scope: !23)
!111 = !DILocation(line: 26, column: 50, scope: !23)
!112 = !DILocation(line: 26, column: 35, scope: !23)
!113 = !DILocation(line: 26, column: 33, scope: !23)
!114 = !DILocation(line: 26, column: 9, scope: !23)
!115 = !DILocation(line: 27, column: 34, scope: !23)
!116 = !DILocation(line: 27, column: 11, scope: !23)
!117 = !DILocation(line: 27, column: 9, scope: !23)
!118 = !DILocation(line: 30, column: 17, scope: !23)
!119 = !DILocation(line: 31, column: 16, scope: !23)
!120 = !DILocation(line: 32, column: 13, scope: !23)
!121 = !DILocation(line: 33, column: 14, scope: !23)
!122 = !DILocation(line: 34, column: 17, scope: !23)
!123 = !DILocation(line: 35, column: 23, scope: !23)
!124 = !DILocation(line: 36, column: 14, scope: !23)
!125 = !DILocation(line: 36, column: 3, scope: !23)
!126 = !DILocation(line: 36, column: 12, scope: !23)
!127 = !DILocation(line: 37, column: 14, scope: !23)
!128 = !DILocation(line: 37, column: 12, scope: !23)
!129 = !DILocation(line: 37, column: 20, scope: !23)
!130 = !DILocation(line: 37, column: 30, scope: !23)
!131 = !DILocation(line: 37, column: 50, scope: !23)
!132 = !DILocation(line: 37, column: 40, scope: !23)
!133 = !DILocation(line: 37, column: 59, scope: !23)
!134 = !DILocation(line: 38, column: 12, scope: !23)
!135 = !DILocation(line: 38, column: 30, scope: !23)
!136 = !DILocation(line: 38, column: 54, scope: !23)
!137 = !DILocation(line: 38, column: 62, scope: !23)
!138 = !DILocation(line: 39, column: 29, scope: !23)
!139 = !DILocation(line: 39, column: 18, scope: !23)
!140 = !DILocation(line: 39, column: 50, scope: !23)
!141 = !DILocation(line: 39, column: 38, scope: !23)
!142 = !DILocation(line: 37, column: 18, scope: !23)
!143 = !DILocation(line: 37, column: 28, scope: !23)
!144 = !DILocation(line: 37, column: 38, scope: !23)
!145 = !DILocation(line: 37, column: 57, scope: !23)
!146 = !DILocation(line: 37, column: 68, scope: !23)
!147 = !DILocation(line: 38, column: 28, scope: !23)
!148 = !DILocation(line: 38, column: 36, scope: !23)
!149 = !DILocation(line: 38, column: 41, scope: !23)
!150 = !DILocation(line: 38, column: 52, scope: !23)
!151 = !DILocation(line: 38, column: 60, scope: !23)
!152 = !DILocation(line: 38, column: 68, scope: !23)
!153 = !DILocation(line: 39, column: 36, scope: !23)
!154 = !DILocation(line: 37, column: 3, scope: !23)
!155 = !DILocation(line: 37, column: 10, scope: !23)
!156 = !{!157, !157, i64 0}
!157 = !{!"long", !82, i64 0}
!158 = !DILocation(line: 40, column: 1, scope: !23)
!159 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 10, type: !160, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !161)
!161 = !{!13, !6}
!162 = !DISubprogram(name: "convert_int", linkageName: "_Z11convert_intf", scope: !1, file: !1, line: 15, type: !163, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !164)
!164 = !{!14, !3}
!165 = !DISubprogram(name: "convert_int_sat_rte", linkageName: "_Z19convert_int_sat_rtef", scope: !1, file: !1, line: 16, type: !163, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DISubprogram(name: "convert_float", linkageName: "_Z13convert_floatj", scope: !1, file: !1, line: 18, type: !167, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !168)
!168 = !{!3, !6}
!169 = !DISubprogram(name: "vstore_half", linkageName: "_Z11vstore_halffmPU3AS4Dh", scope: !1, file: !1, line: 24, type: !170, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !171)
!171 = !{null, !3, !13, !172}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 4)
!173 = !DISubprogram(name: "convert_float4", linkageName: "_Z14convert_float4Dv4_i", scope: !1, file: !1, line: 26, type: !174, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !175)
!175 = !{!35, !40}
!176 = !DISubprogram(name: "convert_float4", linkageName: "_Z14convert_float4Dv4_j", scope: !1, file: !1, line: 26, type: !177, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !178)
!178 = !{!35, !179}
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !36)
!180 = !DISubprogram(name: "convert_uint4", linkageName: "_Z13convert_uint4Dv4_f", scope: !1, file: !1, line: 26, type: !181, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!181 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !182)
!182 = !{!179, !35}
!183 = !DISubprogram(name: "convert_int4_sat", linkageName: "_Z16convert_int4_satDv4_f", scope: !1, file: !1, line: 27, type: !184, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !185)
!185 = !{!40, !35}
!186 = !DISubprogram(name: "convert_uchar_sat", linkageName: "_Z17convert_uchar_sati", scope: !1, file: !1, line: 31, type: !187, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!187 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !188)
!188 = !{!16, !14}
!189 = !DISubprogram(name: "convert_ushort_sat", linkageName: "_Z18convert_ushort_sati", scope: !1, file: !1, line: 39, type: !190, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!190 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !191)
!191 = !{!192, !14}
!192 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
