; Pins unoptimized fmuladd: llvm.fmuladd.f32/v4f32/f64 as OpenCL.std fma, the __constant kCoef global bitcast to %_ptr_UniformConstant_uchar and passed to horner(), whose __constant parameter loads go through %_ptr_UniformConstant_float (OpInBoundsPtrAccessChain + OpLoad Aligned 4), and the wzyx OpVectorShuffle.
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
; CHECK-NEXT: OpCapability Float64
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      %kCoef = OpVariable %_ptr_UniformConstant__arr_float_uint_5 UniformConstant
; CHECK:      OpExtInst %float [[STD]] fma
; CHECK:      [[NEG:%[0-9]+]] = OpFNegate %float
; CHECK-NEXT: OpExtInst %float [[STD]] fma {{%[0-9]+}} {{%[0-9]+}} [[NEG]]
; CHECK:      [[K:%[0-9]+]] = OpBitcast %_ptr_UniformConstant_uchar %kCoef
; CHECK-NEXT: OpFunctionCall %float %horner {{%[0-9]+}} [[K]] %uint_5
; CHECK:      OpVectorShuffle %v4float {{%[0-9]+}} {{%[0-9]+}} 3 2 1 0
; CHECK-NEXT: OpExtInst %v4float [[STD]] fma
; CHECK:      OpExtInst %double [[STD]] fma {{%[0-9]+}} {{%[0-9]+}} %double_1
; CHECK:      %horner = OpFunction %float None
; CHECK-NEXT: OpFunctionParameter %float
; CHECK-NEXT: OpFunctionParameter %_ptr_UniformConstant_uchar
; CHECK:      [[E:%[0-9]+]] = OpInBoundsPtrAccessChain %_ptr_UniformConstant_float {{%[0-9]+}} {{%[0-9]+}}
; CHECK:      OpLoad %float {{%[0-9]+}} Aligned 4
; CHECK:      OpExtInst %float [[STD]] fma
; ModuleID = 'lit-tests/codegen/Inputs/fmuladd.cl'
source_filename = "lit-tests/codegen/Inputs/fmuladd.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@kCoef = addrspace(2) constant [5 x float] [float 1.000000e+00, float -5.000000e-01, float 2.500000e-01, float -1.250000e-01, float 6.250000e-02], align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @fmuladd(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 16 %3, ptr addrspace(1) noundef align 8 %4) #0 !dbg !21 !kernel_arg_addr_space !31 !kernel_arg_access_qual !32 !kernel_arg_type !33 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca i64, align 8
  %12 = alloca <4 x float>, align 16
  store ptr addrspace(1) %0, ptr %6, align 8
    #dbg_declare(ptr %6, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  store ptr addrspace(1) %1, ptr %7, align 8
    #dbg_declare(ptr %7, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  store ptr addrspace(1) %2, ptr %8, align 8
    #dbg_declare(ptr %8, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  store ptr addrspace(1) %3, ptr %9, align 8
    #dbg_declare(ptr %9, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  store ptr addrspace(1) %4, ptr %10, align 8
    #dbg_declare(ptr %10, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
    #dbg_declare(ptr %11, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !50
  store i64 %13, ptr %11, align 8, !dbg !49
  %14 = load ptr addrspace(1), ptr %6, align 8, !dbg !51
  %15 = load i64, ptr %11, align 8, !dbg !52
  %16 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %15, !dbg !51
  %17 = load float, ptr addrspace(1) %16, align 4, !dbg !51
  %18 = load ptr addrspace(1), ptr %7, align 8, !dbg !53
  %19 = load i64, ptr %11, align 8, !dbg !54
  %20 = getelementptr inbounds float, ptr addrspace(1) %18, i64 %19, !dbg !53
  %21 = load float, ptr addrspace(1) %20, align 4, !dbg !53
  %22 = load ptr addrspace(1), ptr %8, align 8, !dbg !55
  %23 = load i64, ptr %11, align 8, !dbg !56
  %24 = getelementptr inbounds float, ptr addrspace(1) %22, i64 %23, !dbg !55
  %25 = load float, ptr addrspace(1) %24, align 4, !dbg !55
  %26 = call float @llvm.fmuladd.f32(float %17, float %21, float %25), !dbg !57
  %27 = load ptr addrspace(1), ptr %8, align 8, !dbg !58
  %28 = load i64, ptr %11, align 8, !dbg !59
  %29 = getelementptr inbounds float, ptr addrspace(1) %27, i64 %28, !dbg !58
  store float %26, ptr addrspace(1) %29, align 4, !dbg !60
  %30 = load ptr addrspace(1), ptr %6, align 8, !dbg !61
  %31 = load i64, ptr %11, align 8, !dbg !62
  %32 = getelementptr inbounds float, ptr addrspace(1) %30, i64 %31, !dbg !61
  %33 = load float, ptr addrspace(1) %32, align 4, !dbg !61
  %34 = load ptr addrspace(1), ptr %7, align 8, !dbg !63
  %35 = load i64, ptr %11, align 8, !dbg !64
  %36 = getelementptr inbounds float, ptr addrspace(1) %34, i64 %35, !dbg !63
  %37 = load float, ptr addrspace(1) %36, align 4, !dbg !63
  %38 = load ptr addrspace(1), ptr %8, align 8, !dbg !65
  %39 = load i64, ptr %11, align 8, !dbg !66
  %40 = add i64 %39, 1, !dbg !67
  %41 = getelementptr inbounds float, ptr addrspace(1) %38, i64 %40, !dbg !65
  %42 = load float, ptr addrspace(1) %41, align 4, !dbg !65
  %43 = fneg float %42, !dbg !68
  %44 = call float @llvm.fmuladd.f32(float %33, float %37, float %43), !dbg !68
  %45 = load ptr addrspace(1), ptr %8, align 8, !dbg !69
  %46 = load i64, ptr %11, align 8, !dbg !70
  %47 = add i64 %46, 1, !dbg !71
  %48 = getelementptr inbounds float, ptr addrspace(1) %45, i64 %47, !dbg !69
  store float %44, ptr addrspace(1) %48, align 4, !dbg !72
  %49 = load ptr addrspace(1), ptr %6, align 8, !dbg !73
  %50 = load i64, ptr %11, align 8, !dbg !74
  %51 = getelementptr inbounds float, ptr addrspace(1) %49, i64 %50, !dbg !73
  %52 = load float, ptr addrspace(1) %51, align 4, !dbg !73
  %53 = call spir_func float @horner(float noundef %52, ptr addrspace(2) noundef @kCoef, i32 noundef 5) #5, !dbg !75
  %54 = load ptr addrspace(1), ptr %8, align 8, !dbg !76
  %55 = load i64, ptr %11, align 8, !dbg !77
  %56 = add i64 %55, 2, !dbg !78
  %57 = getelementptr inbounds float, ptr addrspace(1) %54, i64 %56, !dbg !76
  store float %53, ptr addrspace(1) %57, align 4, !dbg !79
    #dbg_declare(ptr %12, !80, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !81)
  %58 = load ptr addrspace(1), ptr %9, align 8, !dbg !82
  %59 = load i64, ptr %11, align 8, !dbg !83
  %60 = getelementptr inbounds <4 x float>, ptr addrspace(1) %58, i64 %59, !dbg !82
  %61 = load <4 x float>, ptr addrspace(1) %60, align 16, !dbg !82
  store <4 x float> %61, ptr %12, align 16, !dbg !81
  %62 = load <4 x float>, ptr %12, align 16, !dbg !84
  %63 = load <4 x float>, ptr %12, align 16, !dbg !85
  %64 = shufflevector <4 x float> %63, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !85
  %65 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %62, <4 x float> %64, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>), !dbg !86
  %66 = load ptr addrspace(1), ptr %9, align 8, !dbg !87
  %67 = load i64, ptr %11, align 8, !dbg !88
  %68 = getelementptr inbounds <4 x float>, ptr addrspace(1) %66, i64 %67, !dbg !87
  store <4 x float> %65, ptr addrspace(1) %68, align 16, !dbg !89
  %69 = load ptr addrspace(1), ptr %10, align 8, !dbg !90
  %70 = load i64, ptr %11, align 8, !dbg !91
  %71 = getelementptr inbounds double, ptr addrspace(1) %69, i64 %70, !dbg !90
  %72 = load double, ptr addrspace(1) %71, align 8, !dbg !90
  %73 = load ptr addrspace(1), ptr %10, align 8, !dbg !92
  %74 = load i64, ptr %11, align 8, !dbg !93
  %75 = add i64 %74, 1, !dbg !94
  %76 = getelementptr inbounds double, ptr addrspace(1) %73, i64 %75, !dbg !92
  %77 = load double, ptr addrspace(1) %76, align 8, !dbg !92
  %78 = call double @llvm.fmuladd.f64(double %72, double %77, double 1.000000e+00), !dbg !95
  %79 = load ptr addrspace(1), ptr %10, align 8, !dbg !96
  %80 = load i64, ptr %11, align 8, !dbg !97
  %81 = getelementptr inbounds double, ptr addrspace(1) %79, i64 %80, !dbg !96
  store double %78, ptr addrspace(1) %81, align 8, !dbg !98
  ret void, !dbg !99
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @horner(float noundef %0, ptr addrspace(2) noundef %1, i32 noundef %2) #3 !dbg !100 {
  %4 = alloca float, align 4
  %5 = alloca ptr addrspace(2), align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store float %0, ptr %4, align 4
    #dbg_declare(ptr %4, !105, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !106)
  store ptr addrspace(2) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !107, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !108)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !109, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !110)
    #dbg_declare(ptr %7, !111, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !112)
  %9 = load ptr addrspace(2), ptr %5, align 8, !dbg !113
  %10 = getelementptr inbounds float, ptr addrspace(2) %9, i64 0, !dbg !113
  %11 = load float, ptr addrspace(2) %10, align 4, !dbg !113
  store float %11, ptr %7, align 4, !dbg !112
    #dbg_declare(ptr %8, !114, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !116)
  store i32 1, ptr %8, align 4, !dbg !116
  br label %12, !dbg !117

12:                                               ; preds = %25, %3
  %13 = load i32, ptr %8, align 4, !dbg !118
  %14 = load i32, ptr %6, align 4, !dbg !120
  %15 = icmp slt i32 %13, %14, !dbg !121
  br i1 %15, label %16, label %28, !dbg !122

16:                                               ; preds = %12
  %17 = load float, ptr %7, align 4, !dbg !123
  %18 = load float, ptr %4, align 4, !dbg !124
  %19 = load ptr addrspace(2), ptr %5, align 8, !dbg !125
  %20 = load i32, ptr %8, align 4, !dbg !126
  %21 = sext i32 %20 to i64, !dbg !125
  %22 = getelementptr inbounds float, ptr addrspace(2) %19, i64 %21, !dbg !125
  %23 = load float, ptr addrspace(2) %22, align 4, !dbg !125
  %24 = call float @llvm.fmuladd.f32(float %17, float %18, float %23), !dbg !127
  store float %24, ptr %7, align 4, !dbg !128
  br label %25, !dbg !129

25:                                               ; preds = %16
  %26 = load i32, ptr %8, align 4, !dbg !130
  %27 = add nsw i32 %26, 1, !dbg !130
  store i32 %27, ptr %8, align 4, !dbg !130
  br label %12, !dbg !131, !llvm.loop !132

28:                                               ; preds = %12
  %29 = load float, ptr %7, align 4, !dbg !134
  ret float %29, !dbg !135
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18}
!opencl.ocl.version = !{!19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "kCoef", scope: !2, file: !3, line: 12, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lit-tests/codegen/Inputs/fmuladd.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8a1f292d43fb1d2a172f704276a958cc")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !6, line: 209, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, flags: DIFlagVector, elements: !9)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !{!0}
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !13)
!13 = !{!14}
!14 = !DISubrange(count: 5)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{i32 2, i32 0}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "fmuladd", scope: !3, file: !3, line: 14, type: !22, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!22 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !23)
!23 = !{null, !24, !24, !26, !27, !28}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, dwarfAddressSpace: 1)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, dwarfAddressSpace: 1)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, dwarfAddressSpace: 1)
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !{}
!31 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!32 = !{!"none", !"none", !"none", !"none", !"none"}
!33 = !{!"float*", !"float*", !"float*", !"float4*", !"double*"}
!34 = !{!"float*", !"float*", !"float*", !"float __attribute__((ext_vector_type(4)))*", !"double*"}
!35 = !{!"const", !"const", !"", !"", !""}
!36 = !DILocalVariable(name: "a", arg: 1, scope: !21, file: !3, line: 14, type: !24)
!37 = !DILocation(line: 14, column: 45, scope: !21)
!38 = !DILocalVariable(name: "b", arg: 2, scope: !21, file: !3, line: 14, type: !24)
!39 = !DILocation(line: 14, column: 70, scope: !21)
!40 = !DILocalVariable(name: "c", arg: 3, scope: !21, file: !3, line: 15, type: !26)
!41 = !DILocation(line: 15, column: 39, scope: !21)
!42 = !DILocalVariable(name: "v", arg: 4, scope: !21, file: !3, line: 15, type: !27)
!43 = !DILocation(line: 15, column: 59, scope: !21)
!44 = !DILocalVariable(name: "d", arg: 5, scope: !21, file: !3, line: 16, type: !28)
!45 = !DILocation(line: 16, column: 40, scope: !21)
!46 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 17, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 142, baseType: !48)
!48 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!49 = !DILocation(line: 17, column: 10, scope: !21)
!50 = !DILocation(line: 17, column: 14, scope: !21)
!51 = !DILocation(line: 18, column: 10, scope: !21)
!52 = !DILocation(line: 18, column: 12, scope: !21)
!53 = !DILocation(line: 18, column: 17, scope: !21)
!54 = !DILocation(line: 18, column: 19, scope: !21)
!55 = !DILocation(line: 18, column: 24, scope: !21)
!56 = !DILocation(line: 18, column: 26, scope: !21)
!57 = !DILocation(line: 18, column: 22, scope: !21)
!58 = !DILocation(line: 18, column: 3, scope: !21)
!59 = !DILocation(line: 18, column: 5, scope: !21)
!60 = !DILocation(line: 18, column: 8, scope: !21)
!61 = !DILocation(line: 19, column: 14, scope: !21)
!62 = !DILocation(line: 19, column: 16, scope: !21)
!63 = !DILocation(line: 19, column: 21, scope: !21)
!64 = !DILocation(line: 19, column: 23, scope: !21)
!65 = !DILocation(line: 19, column: 28, scope: !21)
!66 = !DILocation(line: 19, column: 30, scope: !21)
!67 = !DILocation(line: 19, column: 32, scope: !21)
!68 = !DILocation(line: 19, column: 26, scope: !21)
!69 = !DILocation(line: 19, column: 3, scope: !21)
!70 = !DILocation(line: 19, column: 5, scope: !21)
!71 = !DILocation(line: 19, column: 7, scope: !21)
!72 = !DILocation(line: 19, column: 12, scope: !21)
!73 = !DILocation(line: 20, column: 21, scope: !21)
!74 = !DILocation(line: 20, column: 23, scope: !21)
!75 = !DILocation(line: 20, column: 14, scope: !21)
!76 = !DILocation(line: 20, column: 3, scope: !21)
!77 = !DILocation(line: 20, column: 5, scope: !21)
!78 = !DILocation(line: 20, column: 7, scope: !21)
!79 = !DILocation(line: 20, column: 12, scope: !21)
!80 = !DILocalVariable(name: "p", scope: !21, file: !3, line: 21, type: !5)
!81 = !DILocation(line: 21, column: 10, scope: !21)
!82 = !DILocation(line: 21, column: 14, scope: !21)
!83 = !DILocation(line: 21, column: 16, scope: !21)
!84 = !DILocation(line: 22, column: 10, scope: !21)
!85 = !DILocation(line: 22, column: 14, scope: !21)
!86 = !DILocation(line: 22, column: 21, scope: !21)
!87 = !DILocation(line: 22, column: 3, scope: !21)
!88 = !DILocation(line: 22, column: 5, scope: !21)
!89 = !DILocation(line: 22, column: 8, scope: !21)
!90 = !DILocation(line: 23, column: 10, scope: !21)
!91 = !DILocation(line: 23, column: 12, scope: !21)
!92 = !DILocation(line: 23, column: 17, scope: !21)
!93 = !DILocation(line: 23, column: 19, scope: !21)
!94 = !DILocation(line: 23, column: 21, scope: !21)
!95 = !DILocation(line: 23, column: 26, scope: !21)
!96 = !DILocation(line: 23, column: 3, scope: !21)
!97 = !DILocation(line: 23, column: 5, scope: !21)
!98 = !DILocation(line: 23, column: 8, scope: !21)
!99 = !DILocation(line: 24, column: 1, scope: !21)
!100 = distinct !DISubprogram(name: "horner", scope: !3, file: !3, line: 5, type: !101, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!101 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !102)
!102 = !{!8, !8, !103, !104}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 2)
!104 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!105 = !DILocalVariable(name: "x", arg: 1, scope: !100, file: !3, line: 5, type: !8)
!106 = !DILocation(line: 5, column: 27, scope: !100)
!107 = !DILocalVariable(name: "coef", arg: 2, scope: !100, file: !3, line: 5, type: !103)
!108 = !DILocation(line: 5, column: 48, scope: !100)
!109 = !DILocalVariable(name: "n", arg: 3, scope: !100, file: !3, line: 5, type: !104)
!110 = !DILocation(line: 5, column: 58, scope: !100)
!111 = !DILocalVariable(name: "r", scope: !100, file: !3, line: 6, type: !8)
!112 = !DILocation(line: 6, column: 9, scope: !100)
!113 = !DILocation(line: 6, column: 13, scope: !100)
!114 = !DILocalVariable(name: "i", scope: !115, file: !3, line: 7, type: !104)
!115 = distinct !DILexicalBlock(scope: !100, file: !3, line: 7, column: 3)
!116 = !DILocation(line: 7, column: 12, scope: !115)
!117 = !DILocation(line: 7, column: 8, scope: !115)
!118 = !DILocation(line: 7, column: 19, scope: !119)
!119 = distinct !DILexicalBlock(scope: !115, file: !3, line: 7, column: 3)
!120 = !DILocation(line: 7, column: 23, scope: !119)
!121 = !DILocation(line: 7, column: 21, scope: !119)
!122 = !DILocation(line: 7, column: 3, scope: !115)
!123 = !DILocation(line: 8, column: 9, scope: !119)
!124 = !DILocation(line: 8, column: 13, scope: !119)
!125 = !DILocation(line: 8, column: 17, scope: !119)
!126 = !DILocation(line: 8, column: 22, scope: !119)
!127 = !DILocation(line: 8, column: 15, scope: !119)
!128 = !DILocation(line: 8, column: 7, scope: !119)
!129 = !DILocation(line: 8, column: 5, scope: !119)
!130 = !DILocation(line: 7, column: 26, scope: !119)
!131 = !DILocation(line: 7, column: 3, scope: !119)
!132 = distinct !{!132, !122, !133}
!133 = !DILocation(line: 8, column: 23, scope: !115)
!134 = !DILocation(line: 9, column: 10, scope: !100)
!135 = !DILocation(line: 9, column: 3, scope: !100)
