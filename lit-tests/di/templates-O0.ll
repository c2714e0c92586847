; Templates at -O0: class template instantiations with type and non-type DITemplate parameters, a template template parameter (DW_TAG_GNU_template_template_param naming FixedVec), variadic packs as DW_TAG_GNU_template_parameter_pack tuples, bool/unsigned value parameters (shifted<true> instantiated with the default Shift = 2), and the instantiated function definitions.
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
; CHECK: {{^}}; 198 nodes (197 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[FVF3:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "FixedVec<float, 3>",{{.*}} line: 3,{{.*}} size: 96,{{.*}} flags: DIFlagTypePassByValue, elements: {!22, !25},{{.*}} templateParams: {[[TFLOAT:![0-9]+]], !30}, identifier: "_ZTS8FixedVecIfLi3EE",
; CHECK: {{^}}[[TFLOAT]] = DITemplateTypeParameter(name: "T", type: [[FLOAT:![0-9]+]], defaulted: false){{$}}
; CHECK-NEXT: {{^}}!30 = DITemplateValueParameter(tag: DW_TAG_template_value_parameter, name: "N", type: [[INT:![0-9]+]], defaulted: false, value: i32 3){{$}}
; CHECK: {{^}}[[WRAPPER:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Wrapper<FixedVec, int, 2>",{{.*}} line: 19,{{.*}} size: 64,{{.*}} flags: DIFlagTypePassByValue, elements: {!34, !45},{{.*}} templateParams: {!49, !50, [[N2:![0-9]+]]}, identifier: "_ZTS7WrapperI8FixedVeciLi2EE",
; CHECK: {{^}}[[FVI2:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "FixedVec<int, 2>",{{.*}} size: 64,{{.*}} elements: {!36, !39},{{.*}} templateParams: {[[TINT:![0-9]+]], [[N2]]}, identifier: "_ZTS8FixedVecIiLi2EE",
; CHECK: {{^}}[[TINT]] = DITemplateTypeParameter(name: "T", type: [[INT]], defaulted: false){{$}}
; CHECK-NEXT: {{^}}[[N2]] = DITemplateValueParameter(tag: DW_TAG_template_value_parameter, name: "N", type: [[INT]], defaulted: false, value: i32 2){{$}}
; CHECK: {{^}}!49 = DITemplateValueParameter(tag: DW_TAG_GNU_template_template_param, name: "Container", type: null, defaulted: false, value: "FixedVec"){{$}}
; CHECK-NEXT: {{^}}!50 = DITemplateTypeParameter(name: "E", type: [[INT]], defaulted: false){{$}}
; CHECK: {{^}}!77 = distinct DISubprogram(scope: !1, name: "sum_all<float, float, float>", linkageName: "_Z7sum_allIfJffEET_S0_DpT0_",{{.*}} line: 14,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: {[[TFLOAT]], !79},
; CHECK: {{^}}!79 = DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Rest", type: null, defaulted: false, value: {[[PACKF:![0-9]+]], [[PACKF]]}){{$}}
; CHECK-NEXT: {{^}}[[PACKF]] = DITemplateTypeParameter(name: "", type: [[FLOAT]], defaulted: false){{$}}
; CHECK: {{^}}!91 = distinct DISubprogram(scope: !1, name: "sum_all<int, int>", linkageName: "_Z7sum_allIiJiEET_S0_DpT0_",{{.*}} templateParams: {[[TINT]], !93},
; CHECK: {{^}}!93 = DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Rest", type: null, defaulted: false, value: {!94}){{$}}
; CHECK-NEXT: {{^}}!94 = DITemplateTypeParameter(name: "", type: [[INT]], defaulted: false){{$}}
; CHECK: {{^}}!134 = distinct DISubprogram(scope: !1, name: "shifted<true, 2U>", linkageName: "_Z7shiftedILb1ELj2EEii",{{.*}} line: 24,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition,{{.*}} templateParams: {!136, !138},
; CHECK: {{^}}!136 = DITemplateValueParameter(tag: DW_TAG_template_value_parameter, name: "Flag", type: !137, defaulted: false, value: i1 true){{$}}
; CHECK: {{^}}!138 = DITemplateValueParameter(tag: DW_TAG_template_value_parameter, name: "Shift", type: !139, defaulted: false, value: i32 2){{$}}
; CHECK: {{^}}!145 = distinct DISubprogram(scope: !1, name: "shifted<false, 1U>", linkageName: "_Z7shiftedILb0ELj1EEii",{{.*}} templateParams: {!146, !147},
; CHECK-NEXT: {{^}}!146 = DITemplateValueParameter(tag: DW_TAG_template_value_parameter, name: "Flag", type: !137, defaulted: false, value: i1 false){{$}}
; CHECK-NEXT: {{^}}!147 = DITemplateValueParameter(tag: DW_TAG_template_value_parameter, name: "Shift", type: !139, defaulted: false, value: i32 1){{$}}
; CHECK: {{^}}function @_Z7sum_allIfJffEET_S0_DpT0_ subprogram !77: 1 blocks, 15 instructions, 9 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%5, !84, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !83{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.declare(%6, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !83{{$}}
; ModuleID = 'lit-tests/di/Inputs/templates.clcpp'
source_filename = "lit-tests/di/Inputs/templates.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.FixedVec = type { [3 x float] }
%struct.Wrapper = type { %struct.FixedVec.0 }
%struct.FixedVec.0 = type { [2 x i32] }

$_Z7sum_allIfJffEET_S0_DpT0_ = comdat any

$_Z7sum_allIiJiEET_S0_DpT0_ = comdat any

$_ZNU3AS4K8FixedVecIfLi3EE3sumEv = comdat any

$_ZNU3AS4K7WrapperI8FixedVeciLi2EE5totalEv = comdat any

$_Z7shiftedILb1ELj2EEii = comdat any

$_Z7shiftedILb0ELj1EEii = comdat any

$_Z7sum_allIfJfEET_S0_DpT0_ = comdat any

$_Z7sum_allIfET_S0_ = comdat any

$_Z7sum_allIiET_S0_ = comdat any

$_ZNU3AS4K8FixedVecIiLi2EE3sumEv = comdat any

@__const.templates.fv = private unnamed_addr addrspace(2) constant %struct.FixedVec { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00] }, align 4
@__const.templates.w = private unnamed_addr addrspace(2) constant %struct.Wrapper { %struct.FixedVec.0 { [2 x i32] [i32 4, i32 5] } }, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define spir_kernel void @templates(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !12 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.FixedVec, align 4
  %7 = alloca %struct.Wrapper, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !23)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !25)
    #dbg_declare(ptr %5, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  %10 = call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !31
  store i64 %10, ptr %5, align 8, !dbg !30
    #dbg_declare(ptr %6, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
  call void @llvm.memcpy.p0.p2.i64(ptr align 4 %6, ptr addrspace(2) align 4 @__const.templates.fv, i64 12, i1 false), !dbg !47
    #dbg_declare(ptr %7, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !74)
  call void @llvm.memcpy.p0.p2.i64(ptr align 4 %7, ptr addrspace(2) align 4 @__const.templates.w, i64 8, i1 false), !dbg !74
    #dbg_declare(ptr %8, !75, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !76)
  %11 = call spir_func noundef float @_Z7sum_allIfJffEET_S0_DpT0_(float noundef 1.000000e+00, float noundef 2.000000e+00, float noundef 3.000000e+00) #5, !dbg !77
  store float %11, ptr %8, align 4, !dbg !76
    #dbg_declare(ptr %9, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !79)
  %12 = call spir_func noundef i32 @_Z7sum_allIiJiEET_S0_DpT0_(i32 noundef 1, i32 noundef 2) #5, !dbg !80
  store i32 %12, ptr %9, align 4, !dbg !79
  %13 = addrspacecast ptr %6 to ptr addrspace(4), !dbg !81
  %14 = call spir_func noundef float @_ZNU3AS4K8FixedVecIfLi3EE3sumEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(12) %13) #5, !dbg !82
  %15 = load float, ptr %8, align 4, !dbg !83
  %16 = fadd float %14, %15, !dbg !84
  %17 = load ptr addrspace(1), ptr %3, align 8, !dbg !85
  %18 = load i64, ptr %5, align 8, !dbg !86
  %19 = getelementptr inbounds float, ptr addrspace(1) %17, i64 %18, !dbg !85
  store float %16, ptr addrspace(1) %19, align 4, !dbg !87
  %20 = addrspacecast ptr %7 to ptr addrspace(4), !dbg !88
  %21 = call spir_func noundef i32 @_ZNU3AS4K7WrapperI8FixedVeciLi2EE5totalEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %20) #5, !dbg !89
  %22 = load i32, ptr %9, align 4, !dbg !90
  %23 = add nsw i32 %21, %22, !dbg !91
  %24 = load i64, ptr %5, align 8, !dbg !92
  %25 = trunc i64 %24 to i32, !dbg !92
  %26 = call spir_func noundef i32 @_Z7shiftedILb1ELj2EEii(i32 noundef %25) #5, !dbg !93
  %27 = add nsw i32 %23, %26, !dbg !94
  %28 = call spir_func noundef i32 @_Z7shiftedILb0ELj1EEii(i32 noundef 1) #5, !dbg !95
  %29 = add nsw i32 %27, %28, !dbg !96
  %30 = load ptr addrspace(1), ptr %4, align 8, !dbg !97
  %31 = load i64, ptr %5, align 8, !dbg !98
  %32 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %31, !dbg !97
  store i32 %29, ptr addrspace(1) %32, align 4, !dbg !99
  ret void, !dbg !100
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func noundef i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p2.i64(ptr noalias nocapture writeonly, ptr addrspace(2) noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_Z7sum_allIfJffEET_S0_DpT0_(float noundef %0, float noundef %1, float noundef %2) #3 comdat !dbg !101 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store float %0, ptr %4, align 4
    #dbg_declare(ptr %4, !108, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !109)
  store float %1, ptr %5, align 4
    #dbg_declare(ptr %5, !110, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !111)
  store float %2, ptr %6, align 4
    #dbg_declare(ptr %6, !112, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !111)
  %7 = load float, ptr %4, align 4, !dbg !113
  %8 = load float, ptr %5, align 4, !dbg !114
  %9 = load float, ptr %6, align 4, !dbg !114
  %10 = call spir_func noundef float @_Z7sum_allIfJfEET_S0_DpT0_(float noundef %8, float noundef %9) #5, !dbg !115
  %11 = fadd float %7, %10, !dbg !116
  ret float %11, !dbg !117
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_Z7sum_allIiJiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1) #3 comdat !dbg !118 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !125, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !126)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !127, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !128)
  %5 = load i32, ptr %3, align 4, !dbg !129
  %6 = load i32, ptr %4, align 4, !dbg !130
  %7 = call spir_func noundef i32 @_Z7sum_allIiET_S0_(i32 noundef %6) #5, !dbg !131
  %8 = add nsw i32 %5, %7, !dbg !132
  ret i32 %8, !dbg !133
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_ZNU3AS4K8FixedVecIfLi3EE3sumEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(12) %0) #3 comdat align 2 !dbg !134 {
  %2 = alloca ptr addrspace(4), align 8
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !135, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !137)
  %5 = load ptr addrspace(4), ptr %2, align 8
    #dbg_declare(ptr %3, !138, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !139)
  store float 0.000000e+00, ptr %3, align 4, !dbg !139
    #dbg_declare(ptr %4, !140, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !142)
  store i32 0, ptr %4, align 4, !dbg !142
  br label %6, !dbg !143

6:                                                ; preds = %17, %1
  %7 = load i32, ptr %4, align 4, !dbg !144
  %8 = icmp slt i32 %7, 3, !dbg !146
  br i1 %8, label %9, label %20, !dbg !147

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.FixedVec, ptr addrspace(4) %5, i32 0, i32 0, !dbg !148
  %11 = load i32, ptr %4, align 4, !dbg !149
  %12 = sext i32 %11 to i64, !dbg !148
  %13 = getelementptr inbounds [3 x float], ptr addrspace(4) %10, i64 0, i64 %12, !dbg !148
  %14 = load float, ptr addrspace(4) %13, align 4, !dbg !148
  %15 = load float, ptr %3, align 4, !dbg !150
  %16 = fadd float %15, %14, !dbg !150
  store float %16, ptr %3, align 4, !dbg !150
  br label %17, !dbg !151

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4, !dbg !152
  %19 = add nsw i32 %18, 1, !dbg !152
  store i32 %19, ptr %4, align 4, !dbg !152
  br label %6, !dbg !153, !llvm.loop !154

20:                                               ; preds = %6
  %21 = load float, ptr %3, align 4, !dbg !157
  ret float %21, !dbg !158
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_ZNU3AS4K7WrapperI8FixedVeciLi2EE5totalEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %0) #3 comdat align 2 !dbg !159 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !160, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !162)
  %3 = load ptr addrspace(4), ptr %2, align 8
  %4 = getelementptr inbounds %struct.Wrapper, ptr addrspace(4) %3, i32 0, i32 0, !dbg !163
  %5 = call spir_func noundef i32 @_ZNU3AS4K8FixedVecIiLi2EE3sumEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %4) #5, !dbg !164
  ret i32 %5, !dbg !165
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_Z7shiftedILb1ELj2EEii(i32 noundef %0) #3 comdat !dbg !166 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !174, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !175)
  %3 = load i32, ptr %2, align 4, !dbg !176
  %4 = shl i32 %3, 2, !dbg !177
  ret i32 %4, !dbg !178
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_Z7shiftedILb0ELj1EEii(i32 noundef %0) #3 comdat !dbg !179 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !183, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !184)
  %3 = load i32, ptr %2, align 4, !dbg !185
  ret i32 %3, !dbg !186
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_Z7sum_allIfJfEET_S0_DpT0_(float noundef %0, float noundef %1) #3 comdat !dbg !187 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
    #dbg_declare(ptr %3, !193, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !194)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !195, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !196)
  %5 = load float, ptr %3, align 4, !dbg !197
  %6 = load float, ptr %4, align 4, !dbg !198
  %7 = call spir_func noundef float @_Z7sum_allIfET_S0_(float noundef %6) #5, !dbg !199
  %8 = fadd float %5, %7, !dbg !200
  ret float %8, !dbg !201
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_Z7sum_allIfET_S0_(float noundef %0) #3 comdat !dbg !202 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
    #dbg_declare(ptr %2, !206, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !207)
  %3 = load float, ptr %2, align 4, !dbg !208
  ret float %3, !dbg !209
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_Z7sum_allIiET_S0_(i32 noundef %0) #3 comdat !dbg !210 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !212, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !213)
  %3 = load i32, ptr %2, align 4, !dbg !214
  ret i32 %3, !dbg !215
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_ZNU3AS4K8FixedVecIiLi2EE3sumEv(ptr addrspace(4) noundef nonnull align 4 dereferenceable(8) %0) #3 comdat align 2 !dbg !216 {
  %2 = alloca ptr addrspace(4), align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !217, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !219)
  %5 = load ptr addrspace(4), ptr %2, align 8
    #dbg_declare(ptr %3, !220, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !221)
  store i32 0, ptr %3, align 4, !dbg !221
    #dbg_declare(ptr %4, !222, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !224)
  store i32 0, ptr %4, align 4, !dbg !224
  br label %6, !dbg !225

6:                                                ; preds = %17, %1
  %7 = load i32, ptr %4, align 4, !dbg !226
  %8 = icmp slt i32 %7, 2, !dbg !228
  br i1 %8, label %9, label %20, !dbg !229

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.FixedVec.0, ptr addrspace(4) %5, i32 0, i32 0, !dbg !230
  %11 = load i32, ptr %4, align 4, !dbg !231
  %12 = sext i32 %11 to i64, !dbg !230
  %13 = getelementptr inbounds [2 x i32], ptr addrspace(4) %10, i64 0, i64 %12, !dbg !230
  %14 = load i32, ptr addrspace(4) %13, align 4, !dbg !230
  %15 = load i32, ptr %3, align 4, !dbg !232
  %16 = add nsw i32 %15, %14, !dbg !232
  store i32 %16, ptr %3, align 4, !dbg !232
  br label %17, !dbg !233

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4, !dbg !234
  %19 = add nsw i32 %18, 1, !dbg !234
  store i32 %19, ptr %4, align 4, !dbg !234
  br label %6, !dbg !235, !llvm.loop !236

20:                                               ; preds = %6
  %21 = load i32, ptr %3, align 4, !dbg !238
  ret i32 %21, !dbg !239
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8}
!opencl.ocl.version = !{!9}
!opencl.cxx.version = !{!10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/templates.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "67ca30086187bcffc6b389bc5a03fc9a")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{i32 3, i32 0}
!10 = !{i32 2021, i32 0}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "templates", scope: !1, file: !1, line: 28, type: !13, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!13 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !14)
!14 = !{null, !15, !16}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 1)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!17 = !{}
!18 = !{i32 1, i32 1}
!19 = !{!"none", !"none"}
!20 = !{!"float*", !"int*"}
!21 = !{!"", !""}
!22 = !DILocalVariable(name: "fout", arg: 1, scope: !12, file: !1, line: 28, type: !15)
!23 = !DILocation(line: 28, column: 41, scope: !12)
!24 = !DILocalVariable(name: "iout", arg: 2, scope: !12, file: !1, line: 28, type: !16)
!25 = !DILocation(line: 28, column: 61, scope: !12)
!26 = !DILocalVariable(name: "i", scope: !12, file: !1, line: 29, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !28, line: 142, baseType: !29)
!28 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!29 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DILocation(line: 29, column: 10, scope: !12)
!31 = !DILocation(line: 29, column: 14, scope: !12)
!32 = !DILocalVariable(name: "fv", scope: !12, file: !1, line: 30, type: !33)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "FixedVec<float, 3>", file: !1, line: 3, size: 96, flags: DIFlagTypePassByValue, elements: !34, templateParams: !44, identifier: "_ZTS8FixedVecIfLi3EE")
!34 = !{!35, !39}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !33, file: !1, line: 4, baseType: !36, size: 96)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 3)
!39 = !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K8FixedVecIfLi3EE3sumEv", scope: !33, file: !1, line: 5, type: !40, scopeLine: 5, flags: DIFlagPrototyped, spFlags: 0)
!40 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !41)
!41 = !{!4, !42}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!44 = !{!45, !46}
!45 = !DITemplateTypeParameter(name: "T", type: !4)
!46 = !DITemplateValueParameter(name: "N", type: !3, value: i32 3)
!47 = !DILocation(line: 30, column: 22, scope: !12)
!48 = !DILocalVariable(name: "w", scope: !12, file: !1, line: 31, type: !49)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Wrapper<FixedVec, int, 2>", file: !1, line: 19, size: 64, flags: DIFlagTypePassByValue, elements: !50, templateParams: !71, identifier: "_ZTS7WrapperI8FixedVeciLi2EE")
!50 = !{!51, !66}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !49, file: !1, line: 20, baseType: !52, size: 64)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "FixedVec<int, 2>", file: !1, line: 3, size: 64, flags: DIFlagTypePassByValue, elements: !53, templateParams: !63, identifier: "_ZTS8FixedVecIiLi2EE")
!53 = !{!54, !58}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !52, file: !1, line: 4, baseType: !55, size: 64)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 64, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 2)
!58 = !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K8FixedVecIiLi2EE3sumEv", scope: !52, file: !1, line: 5, type: !59, scopeLine: 5, flags: DIFlagPrototyped, spFlags: 0)
!59 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !60)
!60 = !{!3, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!62 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!63 = !{!64, !65}
!64 = !DITemplateTypeParameter(name: "T", type: !3)
!65 = !DITemplateValueParameter(name: "N", type: !3, value: i32 2)
!66 = !DISubprogram(name: "total", linkageName: "_ZNU3AS4K7WrapperI8FixedVeciLi2EE5totalEv", scope: !49, file: !1, line: 21, type: !67, scopeLine: 21, flags: DIFlagPrototyped, spFlags: 0)
!67 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !68)
!68 = !{!3, !69}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!70 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!71 = !{!72, !73, !65}
!72 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_template_param, name: "Container", value: !"FixedVec")
!73 = !DITemplateTypeParameter(name: "E", type: !3)
!74 = !DILocation(line: 31, column: 29, scope: !12)
!75 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 32, type: !4)
!76 = !DILocation(line: 32, column: 9, scope: !12)
!77 = !DILocation(line: 32, column: 13, scope: !12)
!78 = !DILocalVariable(name: "b", scope: !12, file: !1, line: 33, type: !3)
!79 = !DILocation(line: 33, column: 7, scope: !12)
!80 = !DILocation(line: 33, column: 11, scope: !12)
!81 = !DILocation(line: 34, column: 13, scope: !12)
!82 = !DILocation(line: 34, column: 16, scope: !12)
!83 = !DILocation(line: 34, column: 24, scope: !12)
!84 = !DILocation(line: 34, column: 22, scope: !12)
!85 = !DILocation(line: 34, column: 3, scope: !12)
!86 = !DILocation(line: 34, column: 8, scope: !12)
!87 = !DILocation(line: 34, column: 11, scope: !12)
!88 = !DILocation(line: 35, column: 13, scope: !12)
!89 = !DILocation(line: 35, column: 15, scope: !12)
!90 = !DILocation(line: 35, column: 25, scope: !12)
!91 = !DILocation(line: 35, column: 23, scope: !12)
!92 = !DILocation(line: 35, column: 60, scope: !12)
!93 = !DILocation(line: 35, column: 29, scope: !12)
!94 = !DILocation(line: 35, column: 27, scope: !12)
!95 = !DILocation(line: 36, column: 13, scope: !12)
!96 = !DILocation(line: 35, column: 64, scope: !12)
!97 = !DILocation(line: 35, column: 3, scope: !12)
!98 = !DILocation(line: 35, column: 8, scope: !12)
!99 = !DILocation(line: 35, column: 11, scope: !12)
!100 = !DILocation(line: 37, column: 1, scope: !12)
!101 = distinct !DISubprogram(name: "sum_all<float, float, float>", linkageName: "_Z7sum_allIfJffEET_S0_DpT0_", scope: !1, file: !1, line: 14, type: !102, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !104, retainedNodes: !17)
!102 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !103)
!103 = !{!4, !4, !4, !4}
!104 = !{!45, !105}
!105 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Rest", value: !106)
!106 = !{!107, !107}
!107 = !DITemplateTypeParameter(type: !4)
!108 = !DILocalVariable(name: "first", arg: 1, scope: !101, file: !1, line: 14, type: !4)
!109 = !DILocation(line: 14, column: 53, scope: !101)
!110 = !DILocalVariable(name: "rest", arg: 2, scope: !101, file: !1, line: 14, type: !4)
!111 = !DILocation(line: 14, column: 68, scope: !101)
!112 = !DILocalVariable(name: "rest", arg: 3, scope: !101, file: !1, line: 14, type: !4)
!113 = !DILocation(line: 15, column: 10, scope: !101)
!114 = !DILocation(line: 15, column: 26, scope: !101)
!115 = !DILocation(line: 15, column: 18, scope: !101)
!116 = !DILocation(line: 15, column: 16, scope: !101)
!117 = !DILocation(line: 15, column: 3, scope: !101)
!118 = distinct !DISubprogram(name: "sum_all<int, int>", linkageName: "_Z7sum_allIiJiEET_S0_DpT0_", scope: !1, file: !1, line: 14, type: !119, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !121, retainedNodes: !17)
!119 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !120)
!120 = !{!3, !3, !3}
!121 = !{!64, !122}
!122 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Rest", value: !123)
!123 = !{!124}
!124 = !DITemplateTypeParameter(type: !3)
!125 = !DILocalVariable(name: "first", arg: 1, scope: !118, file: !1, line: 14, type: !3)
!126 = !DILocation(line: 14, column: 53, scope: !118)
!127 = !DILocalVariable(name: "rest", arg: 2, scope: !118, file: !1, line: 14, type: !3)
!128 = !DILocation(line: 14, column: 68, scope: !118)
!129 = !DILocation(line: 15, column: 10, scope: !118)
!130 = !DILocation(line: 15, column: 26, scope: !118)
!131 = !DILocation(line: 15, column: 18, scope: !118)
!132 = !DILocation(line: 15, column: 16, scope: !118)
!133 = !DILocation(line: 15, column: 3, scope: !118)
!134 = distinct !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K8FixedVecIfLi3EE3sumEv", scope: !33, file: !1, line: 5, type: !40, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !39, retainedNodes: !17)
!135 = !DILocalVariable(name: "this", arg: 1, scope: !134, type: !136, flags: DIFlagArtificial | DIFlagObjectPointer)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!137 = !DILocation(line: 0, scope: !134)
!138 = !DILocalVariable(name: "s", scope: !134, file: !1, line: 6, type: !4)
!139 = !DILocation(line: 6, column: 7, scope: !134)
!140 = !DILocalVariable(name: "k", scope: !141, file: !1, line: 7, type: !3)
!141 = distinct !DILexicalBlock(scope: !134, file: !1, line: 7, column: 5)
!142 = !DILocation(line: 7, column: 14, scope: !141)
!143 = !DILocation(line: 7, column: 10, scope: !141)
!144 = !DILocation(line: 7, column: 21, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !1, line: 7, column: 5)
!146 = !DILocation(line: 7, column: 23, scope: !145)
!147 = !DILocation(line: 7, column: 5, scope: !141)
!148 = !DILocation(line: 8, column: 12, scope: !145)
!149 = !DILocation(line: 8, column: 17, scope: !145)
!150 = !DILocation(line: 8, column: 9, scope: !145)
!151 = !DILocation(line: 8, column: 7, scope: !145)
!152 = !DILocation(line: 7, column: 28, scope: !145)
!153 = !DILocation(line: 7, column: 5, scope: !145)
!154 = distinct !{!154, !147, !155, !156}
!155 = !DILocation(line: 8, column: 18, scope: !141)
!156 = !{!"llvm.loop.mustprogress"}
!157 = !DILocation(line: 9, column: 12, scope: !134)
!158 = !DILocation(line: 9, column: 5, scope: !134)
!159 = distinct !DISubprogram(name: "total", linkageName: "_ZNU3AS4K7WrapperI8FixedVeciLi2EE5totalEv", scope: !49, file: !1, line: 21, type: !67, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !66, retainedNodes: !17)
!160 = !DILocalVariable(name: "this", arg: 1, scope: !159, type: !161, flags: DIFlagArtificial | DIFlagObjectPointer)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!162 = !DILocation(line: 0, scope: !159)
!163 = !DILocation(line: 21, column: 28, scope: !159)
!164 = !DILocation(line: 21, column: 34, scope: !159)
!165 = !DILocation(line: 21, column: 21, scope: !159)
!166 = distinct !DISubprogram(name: "shifted<true, 2U>", linkageName: "_Z7shiftedILb1ELj2EEii", scope: !1, file: !1, line: 24, type: !167, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !169, retainedNodes: !17)
!167 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !168)
!168 = !{!3, !3}
!169 = !{!170, !172}
!170 = !DITemplateValueParameter(name: "Flag", type: !171, value: i1 true)
!171 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!172 = !DITemplateValueParameter(name: "Shift", type: !173, value: i32 2)
!173 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!174 = !DILocalVariable(name: "v", arg: 1, scope: !166, file: !1, line: 24, type: !3)
!175 = !DILocation(line: 24, column: 59, scope: !166)
!176 = !DILocation(line: 25, column: 18, scope: !166)
!177 = !DILocation(line: 25, column: 20, scope: !166)
!178 = !DILocation(line: 25, column: 3, scope: !166)
!179 = distinct !DISubprogram(name: "shifted<false, 1U>", linkageName: "_Z7shiftedILb0ELj1EEii", scope: !1, file: !1, line: 24, type: !167, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !180, retainedNodes: !17)
!180 = !{!181, !182}
!181 = !DITemplateValueParameter(name: "Flag", type: !171, value: i1 false)
!182 = !DITemplateValueParameter(name: "Shift", type: !173, value: i32 1)
!183 = !DILocalVariable(name: "v", arg: 1, scope: !179, file: !1, line: 24, type: !3)
!184 = !DILocation(line: 24, column: 59, scope: !179)
!185 = !DILocation(line: 25, column: 32, scope: !179)
!186 = !DILocation(line: 25, column: 3, scope: !179)
!187 = distinct !DISubprogram(name: "sum_all<float, float>", linkageName: "_Z7sum_allIfJfEET_S0_DpT0_", scope: !1, file: !1, line: 14, type: !188, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !190, retainedNodes: !17)
!188 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !189)
!189 = !{!4, !4, !4}
!190 = !{!45, !191}
!191 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Rest", value: !192)
!192 = !{!107}
!193 = !DILocalVariable(name: "first", arg: 1, scope: !187, file: !1, line: 14, type: !4)
!194 = !DILocation(line: 14, column: 53, scope: !187)
!195 = !DILocalVariable(name: "rest", arg: 2, scope: !187, file: !1, line: 14, type: !4)
!196 = !DILocation(line: 14, column: 68, scope: !187)
!197 = !DILocation(line: 15, column: 10, scope: !187)
!198 = !DILocation(line: 15, column: 26, scope: !187)
!199 = !DILocation(line: 15, column: 18, scope: !187)
!200 = !DILocation(line: 15, column: 16, scope: !187)
!201 = !DILocation(line: 15, column: 3, scope: !187)
!202 = distinct !DISubprogram(name: "sum_all<float>", linkageName: "_Z7sum_allIfET_S0_", scope: !1, file: !1, line: 13, type: !203, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !205, retainedNodes: !17)
!203 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !204)
!204 = !{!4, !4}
!205 = !{!45}
!206 = !DILocalVariable(name: "v", arg: 1, scope: !202, file: !1, line: 13, type: !4)
!207 = !DILocation(line: 13, column: 35, scope: !202)
!208 = !DILocation(line: 13, column: 47, scope: !202)
!209 = !DILocation(line: 13, column: 40, scope: !202)
!210 = distinct !DISubprogram(name: "sum_all<int>", linkageName: "_Z7sum_allIiET_S0_", scope: !1, file: !1, line: 13, type: !167, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !211, retainedNodes: !17)
!211 = !{!64}
!212 = !DILocalVariable(name: "v", arg: 1, scope: !210, file: !1, line: 13, type: !3)
!213 = !DILocation(line: 13, column: 35, scope: !210)
!214 = !DILocation(line: 13, column: 47, scope: !210)
!215 = !DILocation(line: 13, column: 40, scope: !210)
!216 = distinct !DISubprogram(name: "sum", linkageName: "_ZNU3AS4K8FixedVecIiLi2EE3sumEv", scope: !52, file: !1, line: 5, type: !59, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !58, retainedNodes: !17)
!217 = !DILocalVariable(name: "this", arg: 1, scope: !216, type: !218, flags: DIFlagArtificial | DIFlagObjectPointer)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!219 = !DILocation(line: 0, scope: !216)
!220 = !DILocalVariable(name: "s", scope: !216, file: !1, line: 6, type: !3)
!221 = !DILocation(line: 6, column: 7, scope: !216)
!222 = !DILocalVariable(name: "k", scope: !223, file: !1, line: 7, type: !3)
!223 = distinct !DILexicalBlock(scope: !216, file: !1, line: 7, column: 5)
!224 = !DILocation(line: 7, column: 14, scope: !223)
!225 = !DILocation(line: 7, column: 10, scope: !223)
!226 = !DILocation(line: 7, column: 21, scope: !227)
!227 = distinct !DILexicalBlock(scope: !223, file: !1, line: 7, column: 5)
!228 = !DILocation(line: 7, column: 23, scope: !227)
!229 = !DILocation(line: 7, column: 5, scope: !223)
!230 = !DILocation(line: 8, column: 12, scope: !227)
!231 = !DILocation(line: 8, column: 17, scope: !227)
!232 = !DILocation(line: 8, column: 9, scope: !227)
!233 = !DILocation(line: 8, column: 7, scope: !227)
!234 = !DILocation(line: 7, column: 28, scope: !227)
!235 = !DILocation(line: 7, column: 5, scope: !227)
!236 = distinct !{!236, !229, !237, !156}
!237 = !DILocation(line: 8, column: 18, scope: !223)
!238 = !DILocation(line: 9, column: 12, scope: !216)
!239 = !DILocation(line: 9, column: 5, scope: !216)
