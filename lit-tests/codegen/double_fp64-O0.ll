; Pins unoptimized double code: Float64/Vector16 capabilities, double/double3 helpers as OpFunction returning %double/%v3double, llvm.fmuladd.f64 as OpenCL.std fma, the ternary as OpBranchConditional + OpPhi %double, double3 loads widened via OpVectorShuffle 0 1 2 (and back with a 0xFFFFFFFF lane), and the double8 reverse swizzle.
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
; CHECK-NEXT: OpCapability Vector16
; CHECK-NEXT: OpCapability Float64
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      OpFunctionCall %double %poly
; CHECK:      [[LT:%[0-9]+]] = OpFOrdLessThan %bool {{%[0-9]+}} %double_0
; CHECK-NEXT: OpBranchConditional [[LT]] [[NEG:%[0-9a-z_]+]] [[POS:%[0-9a-z_]+]]
; CHECK:      [[NEG]] = OpLabel
; CHECK:      [[NY:%[0-9]+]] = OpFNegate %double
; CHECK:      OpPhi %double [[NY]] [[NEG]] {{%[0-9]+}} [[POS]]
; CHECK:      OpVectorShuffle %v3double {{%[0-9]+}} {{%[0-9]+}} 0 1 2
; CHECK:      [[C:%[0-9]+]] = OpFunctionCall %v3double %cross_ish
; CHECK:      OpVectorShuffle %v4double [[C]] {{%[0-9]+}} 0 1 2 4294967295
; CHECK:      OpVectorShuffle %v8double {{%[0-9]+}} {{%[0-9]+}} 7 6 5 4 3 2 1 0
; CHECK:      %poly = OpFunction %double None
; CHECK:      OpExtInst %double [[STD]] fma %double_3 {{%[0-9]+}} %double_n2
; CHECK:      %cross_ish = OpFunction %v3double None
; CHECK:      OpExtInst %v3double [[STD]] fma
; ModuleID = 'lit-tests/codegen/Inputs/double_fp64.cl'
source_filename = "lit-tests/codegen/Inputs/double_fp64.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @double_math(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 32 %2, ptr addrspace(1) noundef align 32 %3, ptr addrspace(1) noundef align 64 %4) #0 !dbg !15 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca i64, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca <2 x double>, align 16
  %15 = alloca <2 x double>, align 16
  %16 = alloca <4 x double>, align 32
  %17 = alloca <8 x double>, align 64
  store ptr addrspace(1) %0, ptr %6, align 8
    #dbg_declare(ptr %6, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  store ptr addrspace(1) %1, ptr %7, align 8
    #dbg_declare(ptr %7, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  store ptr addrspace(1) %2, ptr %8, align 8
    #dbg_declare(ptr %8, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  store ptr addrspace(1) %3, ptr %9, align 8
    #dbg_declare(ptr %9, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !48)
  store ptr addrspace(1) %4, ptr %10, align 8
    #dbg_declare(ptr %10, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
    #dbg_declare(ptr %11, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %18 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !55
  store i64 %18, ptr %11, align 8, !dbg !54
    #dbg_declare(ptr %12, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %19 = load ptr addrspace(1), ptr %6, align 8, !dbg !58
  %20 = load i64, ptr %11, align 8, !dbg !59
  %21 = getelementptr inbounds double, ptr addrspace(1) %19, i64 %20, !dbg !58
  %22 = load double, ptr addrspace(1) %21, align 8, !dbg !58
  store double %22, ptr %12, align 8, !dbg !57
    #dbg_declare(ptr %13, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %23 = load double, ptr %12, align 8, !dbg !62
  %24 = call spir_func double @poly(double noundef %23) #5, !dbg !63
  %25 = load double, ptr %12, align 8, !dbg !64
  %26 = load double, ptr %12, align 8, !dbg !65
  %27 = call double @llvm.fmuladd.f64(double %25, double %26, double 1.000000e+00), !dbg !66
  %28 = fdiv double %24, %27, !dbg !67
  store double %28, ptr %13, align 8, !dbg !61
  %29 = load double, ptr %12, align 8, !dbg !68
  %30 = fcmp olt double %29, 0.000000e+00, !dbg !69
  br i1 %30, label %31, label %34, !dbg !68

31:                                               ; preds = %5
  %32 = load double, ptr %13, align 8, !dbg !70
  %33 = fneg double %32, !dbg !71
  br label %36, !dbg !68

34:                                               ; preds = %5
  %35 = load double, ptr %13, align 8, !dbg !72
  br label %36, !dbg !68

36:                                               ; preds = %34, %31
  %37 = phi double [ %33, %31 ], [ %35, %34 ], !dbg !68
  %38 = load ptr addrspace(1), ptr %6, align 8, !dbg !73
  %39 = load i64, ptr %11, align 8, !dbg !74
  %40 = getelementptr inbounds double, ptr addrspace(1) %38, i64 %39, !dbg !73
  store double %37, ptr addrspace(1) %40, align 8, !dbg !75
    #dbg_declare(ptr %14, !76, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %41 = load ptr addrspace(1), ptr %7, align 8, !dbg !78
  %42 = load i64, ptr %11, align 8, !dbg !79
  %43 = getelementptr inbounds <2 x double>, ptr addrspace(1) %41, i64 %42, !dbg !78
  %44 = load <2 x double>, ptr addrspace(1) %43, align 16, !dbg !78
  store <2 x double> %44, ptr %14, align 16, !dbg !77
  %45 = load <2 x double>, ptr %14, align 16, !dbg !80
  %46 = extractelement <2 x double> %45, i64 0, !dbg !80
  %47 = load <2 x double>, ptr %14, align 16, !dbg !81
  %48 = extractelement <2 x double> %47, i64 1, !dbg !81
  %49 = fadd double %46, %48, !dbg !82
  %50 = insertelement <2 x double> poison, double %49, i32 0, !dbg !83
  %51 = load <2 x double>, ptr %14, align 16, !dbg !84
  %52 = extractelement <2 x double> %51, i64 0, !dbg !84
  %53 = load <2 x double>, ptr %14, align 16, !dbg !85
  %54 = extractelement <2 x double> %53, i64 1, !dbg !85
  %55 = fsub double %52, %54, !dbg !86
  %56 = insertelement <2 x double> %50, double %55, i32 1, !dbg !83
  store <2 x double> %56, ptr %15, align 16, !dbg !87
  %57 = load <2 x double>, ptr %15, align 16, !dbg !87
  %58 = load ptr addrspace(1), ptr %7, align 8, !dbg !88
  %59 = load i64, ptr %11, align 8, !dbg !89
  %60 = getelementptr inbounds <2 x double>, ptr addrspace(1) %58, i64 %59, !dbg !88
  store <2 x double> %57, ptr addrspace(1) %60, align 16, !dbg !90
  %61 = load ptr addrspace(1), ptr %8, align 8, !dbg !91
  %62 = load i64, ptr %11, align 8, !dbg !92
  %63 = getelementptr inbounds <3 x double>, ptr addrspace(1) %61, i64 %62, !dbg !91
  %64 = load <4 x double>, ptr addrspace(1) %63, align 32, !dbg !91
  %65 = shufflevector <4 x double> %64, <4 x double> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !91
  %66 = load ptr addrspace(1), ptr %8, align 8, !dbg !93
  %67 = load i64, ptr %11, align 8, !dbg !94
  %68 = add i64 %67, 1, !dbg !95
  %69 = getelementptr inbounds <3 x double>, ptr addrspace(1) %66, i64 %68, !dbg !93
  %70 = load <4 x double>, ptr addrspace(1) %69, align 32, !dbg !93
  %71 = shufflevector <4 x double> %70, <4 x double> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !93
  %72 = call spir_func <3 x double> @cross_ish(<3 x double> noundef %65, <3 x double> noundef %71) #5, !dbg !96
  %73 = load ptr addrspace(1), ptr %8, align 8, !dbg !97
  %74 = load i64, ptr %11, align 8, !dbg !98
  %75 = getelementptr inbounds <3 x double>, ptr addrspace(1) %73, i64 %74, !dbg !97
  %76 = shufflevector <3 x double> %72, <3 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !99
  store <4 x double> %76, ptr addrspace(1) %75, align 32, !dbg !99
    #dbg_declare(ptr %16, !100, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !101)
  %77 = load ptr addrspace(1), ptr %9, align 8, !dbg !102
  %78 = load i64, ptr %11, align 8, !dbg !103
  %79 = getelementptr inbounds <4 x double>, ptr addrspace(1) %77, i64 %78, !dbg !102
  %80 = load <4 x double>, ptr addrspace(1) %79, align 32, !dbg !102
  store <4 x double> %80, ptr %16, align 32, !dbg !101
  %81 = load <4 x double>, ptr %16, align 32, !dbg !104
  %82 = extractelement <4 x double> %81, i64 0, !dbg !104
  %83 = load <4 x double>, ptr %16, align 32, !dbg !105
  %84 = extractelement <4 x double> %83, i64 1, !dbg !105
  %85 = load <4 x double>, ptr %16, align 32, !dbg !106
  %86 = extractelement <4 x double> %85, i64 2, !dbg !106
  %87 = call double @llvm.fmuladd.f64(double %82, double %84, double %86), !dbg !107
  %88 = load <4 x double>, ptr %16, align 32, !dbg !108
  %89 = insertelement <4 x double> %88, double %87, i64 3, !dbg !108
  store <4 x double> %89, ptr %16, align 32, !dbg !108
  %90 = load <4 x double>, ptr %16, align 32, !dbg !109
  %91 = fdiv <4 x double> %90, <double 3.000000e+00, double 3.000000e+00, double 3.000000e+00, double 3.000000e+00>, !dbg !110
  %92 = load ptr addrspace(1), ptr %9, align 8, !dbg !111
  %93 = load i64, ptr %11, align 8, !dbg !112
  %94 = getelementptr inbounds <4 x double>, ptr addrspace(1) %92, i64 %93, !dbg !111
  store <4 x double> %91, ptr addrspace(1) %94, align 32, !dbg !113
    #dbg_declare(ptr %17, !114, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !115)
  %95 = load ptr addrspace(1), ptr %10, align 8, !dbg !116
  %96 = load i64, ptr %11, align 8, !dbg !117
  %97 = getelementptr inbounds <8 x double>, ptr addrspace(1) %95, i64 %96, !dbg !116
  %98 = load <8 x double>, ptr addrspace(1) %97, align 64, !dbg !116
  store <8 x double> %98, ptr %17, align 64, !dbg !115
  %99 = load <8 x double>, ptr %17, align 64, !dbg !118
  %100 = shufflevector <8 x double> %99, <8 x double> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !118
  %101 = load double, ptr %12, align 8, !dbg !119
  %102 = insertelement <8 x double> poison, double %101, i64 0, !dbg !120
  %103 = shufflevector <8 x double> %102, <8 x double> poison, <8 x i32> zeroinitializer, !dbg !120
  %104 = fadd <8 x double> %100, %103, !dbg !121
  %105 = load ptr addrspace(1), ptr %10, align 8, !dbg !122
  %106 = load i64, ptr %11, align 8, !dbg !123
  %107 = getelementptr inbounds <8 x double>, ptr addrspace(1) %105, i64 %106, !dbg !122
  store <8 x double> %104, ptr addrspace(1) %107, align 64, !dbg !124
  ret void, !dbg !125
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func double @poly(double noundef %0) #2 !dbg !126 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !129, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !130)
  %3 = load double, ptr %2, align 8, !dbg !131
  %4 = call double @llvm.fmuladd.f64(double 3.000000e+00, double %3, double -2.000000e+00), !dbg !132
  %5 = load double, ptr %2, align 8, !dbg !133
  %6 = call double @llvm.fmuladd.f64(double %4, double %5, double 5.000000e-01), !dbg !134
  %7 = load double, ptr %2, align 8, !dbg !135
  %8 = call double @llvm.fmuladd.f64(double %6, double %7, double -1.000000e+00), !dbg !136
  ret double %8, !dbg !137
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func <3 x double> @cross_ish(<3 x double> noundef %0, <3 x double> noundef %1) #2 !dbg !138 {
  %3 = alloca <3 x double>, align 32
  %4 = alloca <3 x double>, align 32
  %5 = shufflevector <3 x double> %0, <3 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x double> %5, ptr %3, align 32
    #dbg_declare(ptr %3, !141, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !142)
  %6 = shufflevector <3 x double> %1, <3 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x double> %6, ptr %4, align 32
    #dbg_declare(ptr %4, !143, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !144)
  %7 = load <3 x double>, ptr %3, align 32, !dbg !145
  %8 = shufflevector <3 x double> %7, <3 x double> poison, <3 x i32> <i32 1, i32 2, i32 0>, !dbg !145
  %9 = load <3 x double>, ptr %4, align 32, !dbg !146
  %10 = shufflevector <3 x double> %9, <3 x double> poison, <3 x i32> <i32 2, i32 0, i32 1>, !dbg !146
  %11 = load <3 x double>, ptr %3, align 32, !dbg !147
  %12 = shufflevector <3 x double> %11, <3 x double> poison, <3 x i32> <i32 2, i32 0, i32 1>, !dbg !147
  %13 = load <3 x double>, ptr %4, align 32, !dbg !148
  %14 = shufflevector <3 x double> %13, <3 x double> poison, <3 x i32> <i32 1, i32 2, i32 0>, !dbg !148
  %15 = fmul <3 x double> %12, %14, !dbg !149
  %16 = fneg <3 x double> %15, !dbg !150
  %17 = call <3 x double> @llvm.fmuladd.v3f64(<3 x double> %8, <3 x double> %10, <3 x double> %16), !dbg !150
  ret <3 x double> %17, !dbg !151
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x double> @llvm.fmuladd.v3f64(<3 x double>, <3 x double>, <3 x double>) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12}
!opencl.ocl.version = !{!13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/double_fp64.cl", directory: ".", checksumkind: CSK_MD5, checksum: "36e28a7dae157e7e5920ccf3488c693f")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "double8", file: !4, line: 227, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, flags: DIFlagVector, elements: !7)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 8)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{i32 2, i32 0}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "double_math", scope: !1, file: !1, line: 12, type: !16, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !35)
!16 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !17)
!17 = !{null, !18, !19, !24, !29, !34}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, dwarfAddressSpace: 1)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "double2", file: !4, line: 224, baseType: !21)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, flags: DIFlagVector, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 2)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, dwarfAddressSpace: 1)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "double3", file: !4, line: 225, baseType: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, flags: DIFlagVector, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 3)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64, dwarfAddressSpace: 1)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "double4", file: !4, line: 226, baseType: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, flags: DIFlagVector, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 4)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!35 = !{}
!36 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!37 = !{!"none", !"none", !"none", !"none", !"none"}
!38 = !{!"double*", !"double2*", !"double3*", !"double4*", !"double8*"}
!39 = !{!"double*", !"double __attribute__((ext_vector_type(2)))*", !"double __attribute__((ext_vector_type(3)))*", !"double __attribute__((ext_vector_type(4)))*", !"double __attribute__((ext_vector_type(8)))*"}
!40 = !{!"", !"", !"", !"", !""}
!41 = !DILocalVariable(name: "d", arg: 1, scope: !15, file: !1, line: 12, type: !18)
!42 = !DILocation(line: 12, column: 44, scope: !15)
!43 = !DILocalVariable(name: "d2", arg: 2, scope: !15, file: !1, line: 12, type: !19)
!44 = !DILocation(line: 12, column: 65, scope: !15)
!45 = !DILocalVariable(name: "d3", arg: 3, scope: !15, file: !1, line: 13, type: !24)
!46 = !DILocation(line: 13, column: 45, scope: !15)
!47 = !DILocalVariable(name: "d4", arg: 4, scope: !15, file: !1, line: 13, type: !29)
!48 = !DILocation(line: 13, column: 67, scope: !15)
!49 = !DILocalVariable(name: "d8", arg: 5, scope: !15, file: !1, line: 14, type: !34)
!50 = !DILocation(line: 14, column: 45, scope: !15)
!51 = !DILocalVariable(name: "i", scope: !15, file: !1, line: 15, type: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !53)
!53 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!54 = !DILocation(line: 15, column: 10, scope: !15)
!55 = !DILocation(line: 15, column: 14, scope: !15)
!56 = !DILocalVariable(name: "x", scope: !15, file: !1, line: 16, type: !6)
!57 = !DILocation(line: 16, column: 10, scope: !15)
!58 = !DILocation(line: 16, column: 14, scope: !15)
!59 = !DILocation(line: 16, column: 16, scope: !15)
!60 = !DILocalVariable(name: "y", scope: !15, file: !1, line: 17, type: !6)
!61 = !DILocation(line: 17, column: 10, scope: !15)
!62 = !DILocation(line: 17, column: 19, scope: !15)
!63 = !DILocation(line: 17, column: 14, scope: !15)
!64 = !DILocation(line: 17, column: 25, scope: !15)
!65 = !DILocation(line: 17, column: 29, scope: !15)
!66 = !DILocation(line: 17, column: 31, scope: !15)
!67 = !DILocation(line: 17, column: 22, scope: !15)
!68 = !DILocation(line: 18, column: 10, scope: !15)
!69 = !DILocation(line: 18, column: 12, scope: !15)
!70 = !DILocation(line: 18, column: 21, scope: !15)
!71 = !DILocation(line: 18, column: 20, scope: !15)
!72 = !DILocation(line: 18, column: 25, scope: !15)
!73 = !DILocation(line: 18, column: 3, scope: !15)
!74 = !DILocation(line: 18, column: 5, scope: !15)
!75 = !DILocation(line: 18, column: 8, scope: !15)
!76 = !DILocalVariable(name: "v2", scope: !15, file: !1, line: 20, type: !20)
!77 = !DILocation(line: 20, column: 11, scope: !15)
!78 = !DILocation(line: 20, column: 16, scope: !15)
!79 = !DILocation(line: 20, column: 19, scope: !15)
!80 = !DILocation(line: 21, column: 21, scope: !15)
!81 = !DILocation(line: 21, column: 28, scope: !15)
!82 = !DILocation(line: 21, column: 26, scope: !15)
!83 = !DILocation(line: 21, column: 20, scope: !15)
!84 = !DILocation(line: 21, column: 34, scope: !15)
!85 = !DILocation(line: 21, column: 41, scope: !15)
!86 = !DILocation(line: 21, column: 39, scope: !15)
!87 = !DILocation(line: 21, column: 11, scope: !15)
!88 = !DILocation(line: 21, column: 3, scope: !15)
!89 = !DILocation(line: 21, column: 6, scope: !15)
!90 = !DILocation(line: 21, column: 9, scope: !15)
!91 = !DILocation(line: 23, column: 21, scope: !15)
!92 = !DILocation(line: 23, column: 24, scope: !15)
!93 = !DILocation(line: 23, column: 28, scope: !15)
!94 = !DILocation(line: 23, column: 31, scope: !15)
!95 = !DILocation(line: 23, column: 33, scope: !15)
!96 = !DILocation(line: 23, column: 11, scope: !15)
!97 = !DILocation(line: 23, column: 3, scope: !15)
!98 = !DILocation(line: 23, column: 6, scope: !15)
!99 = !DILocation(line: 23, column: 9, scope: !15)
!100 = !DILocalVariable(name: "v4", scope: !15, file: !1, line: 25, type: !30)
!101 = !DILocation(line: 25, column: 11, scope: !15)
!102 = !DILocation(line: 25, column: 16, scope: !15)
!103 = !DILocation(line: 25, column: 19, scope: !15)
!104 = !DILocation(line: 26, column: 10, scope: !15)
!105 = !DILocation(line: 26, column: 17, scope: !15)
!106 = !DILocation(line: 26, column: 24, scope: !15)
!107 = !DILocation(line: 26, column: 22, scope: !15)
!108 = !DILocation(line: 26, column: 8, scope: !15)
!109 = !DILocation(line: 27, column: 11, scope: !15)
!110 = !DILocation(line: 27, column: 14, scope: !15)
!111 = !DILocation(line: 27, column: 3, scope: !15)
!112 = !DILocation(line: 27, column: 6, scope: !15)
!113 = !DILocation(line: 27, column: 9, scope: !15)
!114 = !DILocalVariable(name: "v8", scope: !15, file: !1, line: 29, type: !3)
!115 = !DILocation(line: 29, column: 11, scope: !15)
!116 = !DILocation(line: 29, column: 16, scope: !15)
!117 = !DILocation(line: 29, column: 19, scope: !15)
!118 = !DILocation(line: 30, column: 11, scope: !15)
!119 = !DILocation(line: 30, column: 36, scope: !15)
!120 = !DILocation(line: 30, column: 26, scope: !15)
!121 = !DILocation(line: 30, column: 24, scope: !15)
!122 = !DILocation(line: 30, column: 3, scope: !15)
!123 = !DILocation(line: 30, column: 6, scope: !15)
!124 = !DILocation(line: 30, column: 9, scope: !15)
!125 = !DILocation(line: 31, column: 1, scope: !15)
!126 = distinct !DISubprogram(name: "poly", scope: !1, file: !1, line: 4, type: !127, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !35)
!127 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !128)
!128 = !{!6, !6}
!129 = !DILocalVariable(name: "x", arg: 1, scope: !126, file: !1, line: 4, type: !6)
!130 = !DILocation(line: 4, column: 27, scope: !126)
!131 = !DILocation(line: 5, column: 18, scope: !126)
!132 = !DILocation(line: 5, column: 20, scope: !126)
!133 = !DILocation(line: 5, column: 29, scope: !126)
!134 = !DILocation(line: 5, column: 31, scope: !126)
!135 = !DILocation(line: 5, column: 40, scope: !126)
!136 = !DILocation(line: 5, column: 42, scope: !126)
!137 = !DILocation(line: 5, column: 3, scope: !126)
!138 = distinct !DISubprogram(name: "cross_ish", scope: !1, file: !1, line: 8, type: !139, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !35)
!139 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !140)
!140 = !{!25, !25, !25}
!141 = !DILocalVariable(name: "a", arg: 1, scope: !138, file: !1, line: 8, type: !25)
!142 = !DILocation(line: 8, column: 34, scope: !138)
!143 = !DILocalVariable(name: "b", arg: 2, scope: !138, file: !1, line: 8, type: !25)
!144 = !DILocation(line: 8, column: 45, scope: !138)
!145 = !DILocation(line: 9, column: 10, scope: !138)
!146 = !DILocation(line: 9, column: 18, scope: !138)
!147 = !DILocation(line: 9, column: 26, scope: !138)
!148 = !DILocation(line: 9, column: 34, scope: !138)
!149 = !DILocation(line: 9, column: 32, scope: !138)
!150 = !DILocation(line: 9, column: 24, scope: !138)
!151 = !DILocation(line: 9, column: 3, scope: !138)
