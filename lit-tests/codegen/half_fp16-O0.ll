; Pins unoptimized half code: Float16/Vector16 without Float64, half helpers as OpFunction with %half/%v4half parameters, the `c > 1.0h` if as OpBranchConditional to an OpFDiv block, half8 sub-vector assignment as OpVectorShuffle widen + merge (8 9 10 11 4 5 6 7), and fmuladd on half/half2/half4 as OpenCL.std fma.
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
; CHECK-NEXT: OpCapability Float16
; CHECK-NOT:  OpCapability Float64
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability Int8
; CHECK:      OpFunctionCall %half %lerp_h {{%[0-9]+}} {{%[0-9]+}} %half_0x1pn2
; CHECK:      [[GT:%[0-9]+]] = OpFOrdGreaterThan %bool {{%[0-9]+}} %half_0x1p_0
; CHECK-NEXT: OpBranchConditional [[GT]] [[THEN:%[0-9a-z_]+]] [[END:%[0-9a-z_]+]]
; CHECK-NEXT: [[THEN]] = OpLabel
; CHECK:      OpFDiv %half {{%[0-9]+}} %half_0x1p_1
; CHECK:      [[END]] = OpLabel
; CHECK:      OpFunctionCall %v4half %scale_h4
; CHECK:      [[W:%[0-9]+]] = OpVectorShuffle %v8half {{%[0-9]+}} {{%[0-9]+}} 0 1 2 3 4294967295 4294967295 4294967295 4294967295
; CHECK-NEXT: OpVectorShuffle %v8half {{%[0-9]+}} [[W]] 8 9 10 11 4 5 6 7
; CHECK:      %lerp_h = OpFunction %half None
; CHECK:      OpExtInst %half {{%[0-9]+}} fma
; CHECK:      %scale_h4 = OpFunction %v4half None
; CHECK-NEXT: OpFunctionParameter %v4half
; CHECK-NEXT: OpFunctionParameter %half
; ModuleID = 'lit-tests/codegen/Inputs/half_fp16.cl'
source_filename = "lit-tests/codegen/Inputs/half_fp16.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @half_math(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 16 %3) #0 !dbg !10 !kernel_arg_addr_space !31 !kernel_arg_access_qual !32 !kernel_arg_type !33 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i64, align 8
  %10 = alloca half, align 2
  %11 = alloca half, align 2
  %12 = alloca half, align 2
  %13 = alloca <2 x half>, align 4
  %14 = alloca <2 x half>, align 4
  %15 = alloca <4 x half>, align 8
  %16 = alloca <8 x half>, align 16
  store ptr addrspace(1) %0, ptr %5, align 8
    #dbg_declare(ptr %5, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  store ptr addrspace(1) %1, ptr %6, align 8
    #dbg_declare(ptr %6, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  store ptr addrspace(1) %2, ptr %7, align 8
    #dbg_declare(ptr %7, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  store ptr addrspace(1) %3, ptr %8, align 8
    #dbg_declare(ptr %8, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_declare(ptr %9, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
  %17 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !48
  store i64 %17, ptr %9, align 8, !dbg !47
    #dbg_declare(ptr %10, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %18 = load ptr addrspace(1), ptr %5, align 8, !dbg !51
  %19 = load i64, ptr %9, align 8, !dbg !52
  %20 = getelementptr inbounds half, ptr addrspace(1) %18, i64 %19, !dbg !51
  %21 = load half, ptr addrspace(1) %20, align 2, !dbg !51
  store half %21, ptr %10, align 2, !dbg !50
    #dbg_declare(ptr %11, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %22 = load ptr addrspace(1), ptr %5, align 8, !dbg !55
  %23 = load i64, ptr %9, align 8, !dbg !56
  %24 = add i64 %23, 1, !dbg !57
  %25 = getelementptr inbounds half, ptr addrspace(1) %22, i64 %24, !dbg !55
  %26 = load half, ptr addrspace(1) %25, align 2, !dbg !55
  store half %26, ptr %11, align 2, !dbg !54
    #dbg_declare(ptr %12, !58, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  %27 = load half, ptr %10, align 2, !dbg !60
  %28 = load half, ptr %11, align 2, !dbg !61
  %29 = call spir_func half @lerp_h(half noundef %27, half noundef %28, half noundef 0xH3400) #5, !dbg !62
  store half %29, ptr %12, align 2, !dbg !59
  %30 = load half, ptr %12, align 2, !dbg !63
  %31 = fcmp ogt half %30, 0xH3C00, !dbg !65
  br i1 %31, label %32, label %35, !dbg !66

32:                                               ; preds = %4
  %33 = load half, ptr %12, align 2, !dbg !67
  %34 = fdiv half %33, 0xH4000, !dbg !68
  store half %34, ptr %12, align 2, !dbg !69
  br label %35, !dbg !70

35:                                               ; preds = %32, %4
  %36 = load half, ptr %12, align 2, !dbg !71
  %37 = fneg half %36, !dbg !72
  %38 = load ptr addrspace(1), ptr %5, align 8, !dbg !73
  %39 = load i64, ptr %9, align 8, !dbg !74
  %40 = getelementptr inbounds half, ptr addrspace(1) %38, i64 %39, !dbg !73
  store half %37, ptr addrspace(1) %40, align 2, !dbg !75
    #dbg_declare(ptr %13, !76, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %41 = load ptr addrspace(1), ptr %6, align 8, !dbg !78
  %42 = load i64, ptr %9, align 8, !dbg !79
  %43 = getelementptr inbounds <2 x half>, ptr addrspace(1) %41, i64 %42, !dbg !78
  %44 = load <2 x half>, ptr addrspace(1) %43, align 4, !dbg !78
  store <2 x half> %44, ptr %13, align 4, !dbg !77
  %45 = load <2 x half>, ptr %13, align 4, !dbg !80
  %46 = shufflevector <2 x half> %45, <2 x half> poison, <2 x i32> <i32 1, i32 0>, !dbg !80
  %47 = load half, ptr %10, align 2, !dbg !81
  %48 = insertelement <2 x half> poison, half %47, i32 0, !dbg !82
  %49 = load half, ptr %11, align 2, !dbg !83
  %50 = insertelement <2 x half> %48, half %49, i32 1, !dbg !82
  store <2 x half> %50, ptr %14, align 4, !dbg !84
  %51 = load <2 x half>, ptr %14, align 4, !dbg !84
  %52 = load <2 x half>, ptr %13, align 4, !dbg !85
  %53 = fneg <2 x half> %52, !dbg !86
  %54 = call <2 x half> @llvm.fmuladd.v2f16(<2 x half> %46, <2 x half> %51, <2 x half> %53), !dbg !86
  %55 = load ptr addrspace(1), ptr %6, align 8, !dbg !87
  %56 = load i64, ptr %9, align 8, !dbg !88
  %57 = getelementptr inbounds <2 x half>, ptr addrspace(1) %55, i64 %56, !dbg !87
  store <2 x half> %54, ptr addrspace(1) %57, align 4, !dbg !89
    #dbg_declare(ptr %15, !90, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !91)
  %58 = load ptr addrspace(1), ptr %7, align 8, !dbg !92
  %59 = load i64, ptr %9, align 8, !dbg !93
  %60 = getelementptr inbounds <4 x half>, ptr addrspace(1) %58, i64 %59, !dbg !92
  %61 = load <4 x half>, ptr addrspace(1) %60, align 8, !dbg !92
  store <4 x half> %61, ptr %15, align 8, !dbg !91
  %62 = load <4 x half>, ptr %15, align 8, !dbg !94
  %63 = load half, ptr %12, align 2, !dbg !95
  %64 = call spir_func <4 x half> @scale_h4(<4 x half> noundef %62, half noundef %63) #5, !dbg !96
  %65 = load ptr addrspace(1), ptr %7, align 8, !dbg !97
  %66 = load i64, ptr %9, align 8, !dbg !98
  %67 = getelementptr inbounds <4 x half>, ptr addrspace(1) %65, i64 %66, !dbg !97
  store <4 x half> %64, ptr addrspace(1) %67, align 8, !dbg !99
    #dbg_declare(ptr %16, !100, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !101)
  %68 = load ptr addrspace(1), ptr %8, align 8, !dbg !102
  %69 = load i64, ptr %9, align 8, !dbg !103
  %70 = getelementptr inbounds <8 x half>, ptr addrspace(1) %68, i64 %69, !dbg !102
  %71 = load <8 x half>, ptr addrspace(1) %70, align 16, !dbg !102
  store <8 x half> %71, ptr %16, align 16, !dbg !101
  %72 = load <8 x half>, ptr %16, align 16, !dbg !104
  %73 = shufflevector <8 x half> %72, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !104
  %74 = load <4 x half>, ptr %15, align 8, !dbg !105
  %75 = fadd <4 x half> %73, %74, !dbg !106
  %76 = load <8 x half>, ptr %16, align 16, !dbg !107
  %77 = shufflevector <4 x half> %75, <4 x half> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !107
  %78 = shufflevector <8 x half> %76, <8 x half> %77, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 4, i32 5, i32 6, i32 7>, !dbg !107
  store <8 x half> %78, ptr %16, align 16, !dbg !107
  %79 = load <8 x half>, ptr %16, align 16, !dbg !108
  %80 = fmul <8 x half> %79, <half 0xH3800, half 0xH3800, half 0xH3800, half 0xH3800, half 0xH3800, half 0xH3800, half 0xH3800, half 0xH3800>, !dbg !109
  %81 = load ptr addrspace(1), ptr %8, align 8, !dbg !110
  %82 = load i64, ptr %9, align 8, !dbg !111
  %83 = getelementptr inbounds <8 x half>, ptr addrspace(1) %81, i64 %82, !dbg !110
  store <8 x half> %80, ptr addrspace(1) %83, align 16, !dbg !112
  ret void, !dbg !113
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func half @lerp_h(half noundef %0, half noundef %1, half noundef %2) #2 !dbg !114 {
  %4 = alloca half, align 2
  %5 = alloca half, align 2
  %6 = alloca half, align 2
  store half %0, ptr %4, align 2
    #dbg_declare(ptr %4, !117, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !118)
  store half %1, ptr %5, align 2
    #dbg_declare(ptr %5, !119, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !120)
  store half %2, ptr %6, align 2
    #dbg_declare(ptr %6, !121, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !122)
  %7 = load half, ptr %4, align 2, !dbg !123
  %8 = load half, ptr %5, align 2, !dbg !124
  %9 = load half, ptr %4, align 2, !dbg !125
  %10 = fsub half %8, %9, !dbg !126
  %11 = load half, ptr %6, align 2, !dbg !127
  %12 = call half @llvm.fmuladd.f16(half %10, half %11, half %7), !dbg !128
  ret half %12, !dbg !129
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.fmuladd.v2f16(<2 x half>, <2 x half>, <2 x half>) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func <4 x half> @scale_h4(<4 x half> noundef %0, half noundef %1) #2 !dbg !130 {
  %3 = alloca <4 x half>, align 8
  %4 = alloca half, align 2
  %5 = alloca <4 x half>, align 8
  store <4 x half> %0, ptr %3, align 8
    #dbg_declare(ptr %3, !133, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !134)
  store half %1, ptr %4, align 2
    #dbg_declare(ptr %4, !135, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !136)
  %6 = load <4 x half>, ptr %3, align 8, !dbg !137
  %7 = load half, ptr %4, align 2, !dbg !138
  %8 = insertelement <4 x half> poison, half %7, i64 0, !dbg !138
  %9 = shufflevector <4 x half> %8, <4 x half> poison, <4 x i32> zeroinitializer, !dbg !138
  store <4 x half> <half 0xH3C00, half 0xH4000, half 0xH4200, half 0xH4400>, ptr %5, align 8, !dbg !139
  %10 = load <4 x half>, ptr %5, align 8, !dbg !139
  %11 = call <4 x half> @llvm.fmuladd.v4f16(<4 x half> %6, <4 x half> %9, <4 x half> %10), !dbg !140
  ret <4 x half> %11, !dbg !141
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x half> @llvm.fmuladd.v4f16(<4 x half>, <4 x half>, <4 x half>) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/half_fp16.cl", directory: ".", checksumkind: CSK_MD5, checksum: "d45934f9f50fdd1e7d1b160e23e65b2a")
!2 = !{!3}
!3 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "half_math", scope: !1, file: !1, line: 12, type: !11, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !30)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !14, !20, !25}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "half2", file: !16, line: 214, baseType: !17)
!16 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 32, flags: DIFlagVector, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, dwarfAddressSpace: 1)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "half4", file: !16, line: 216, baseType: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 64, flags: DIFlagVector, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 4)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, dwarfAddressSpace: 1)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "half8", file: !16, line: 217, baseType: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 8)
!30 = !{}
!31 = !{i32 1, i32 1, i32 1, i32 1}
!32 = !{!"none", !"none", !"none", !"none"}
!33 = !{!"half*", !"half2*", !"half4*", !"half8*"}
!34 = !{!"half*", !"half __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(4)))*", !"half __attribute__((ext_vector_type(8)))*"}
!35 = !{!"", !"", !"", !""}
!36 = !DILocalVariable(name: "hs", arg: 1, scope: !10, file: !1, line: 12, type: !13)
!37 = !DILocation(line: 12, column: 40, scope: !10)
!38 = !DILocalVariable(name: "h2", arg: 2, scope: !10, file: !1, line: 12, type: !14)
!39 = !DILocation(line: 12, column: 60, scope: !10)
!40 = !DILocalVariable(name: "h4", arg: 3, scope: !10, file: !1, line: 13, type: !20)
!41 = !DILocation(line: 13, column: 41, scope: !10)
!42 = !DILocalVariable(name: "h8", arg: 4, scope: !10, file: !1, line: 13, type: !25)
!43 = !DILocation(line: 13, column: 61, scope: !10)
!44 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 14, type: !45)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !16, line: 142, baseType: !46)
!46 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!47 = !DILocation(line: 14, column: 10, scope: !10)
!48 = !DILocation(line: 14, column: 14, scope: !10)
!49 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 15, type: !3)
!50 = !DILocation(line: 15, column: 8, scope: !10)
!51 = !DILocation(line: 15, column: 12, scope: !10)
!52 = !DILocation(line: 15, column: 15, scope: !10)
!53 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 16, type: !3)
!54 = !DILocation(line: 16, column: 8, scope: !10)
!55 = !DILocation(line: 16, column: 12, scope: !10)
!56 = !DILocation(line: 16, column: 15, scope: !10)
!57 = !DILocation(line: 16, column: 17, scope: !10)
!58 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 17, type: !3)
!59 = !DILocation(line: 17, column: 8, scope: !10)
!60 = !DILocation(line: 17, column: 19, scope: !10)
!61 = !DILocation(line: 17, column: 22, scope: !10)
!62 = !DILocation(line: 17, column: 12, scope: !10)
!63 = !DILocation(line: 18, column: 7, scope: !64)
!64 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 7)
!65 = !DILocation(line: 18, column: 9, scope: !64)
!66 = !DILocation(line: 18, column: 7, scope: !10)
!67 = !DILocation(line: 19, column: 9, scope: !64)
!68 = !DILocation(line: 19, column: 11, scope: !64)
!69 = !DILocation(line: 19, column: 7, scope: !64)
!70 = !DILocation(line: 19, column: 5, scope: !64)
!71 = !DILocation(line: 20, column: 12, scope: !10)
!72 = !DILocation(line: 20, column: 11, scope: !10)
!73 = !DILocation(line: 20, column: 3, scope: !10)
!74 = !DILocation(line: 20, column: 6, scope: !10)
!75 = !DILocation(line: 20, column: 9, scope: !10)
!76 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 22, type: !15)
!77 = !DILocation(line: 22, column: 9, scope: !10)
!78 = !DILocation(line: 22, column: 13, scope: !10)
!79 = !DILocation(line: 22, column: 16, scope: !10)
!80 = !DILocation(line: 23, column: 11, scope: !10)
!81 = !DILocation(line: 23, column: 26, scope: !10)
!82 = !DILocation(line: 23, column: 25, scope: !10)
!83 = !DILocation(line: 23, column: 29, scope: !10)
!84 = !DILocation(line: 23, column: 18, scope: !10)
!85 = !DILocation(line: 23, column: 34, scope: !10)
!86 = !DILocation(line: 23, column: 32, scope: !10)
!87 = !DILocation(line: 23, column: 3, scope: !10)
!88 = !DILocation(line: 23, column: 6, scope: !10)
!89 = !DILocation(line: 23, column: 9, scope: !10)
!90 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 25, type: !21)
!91 = !DILocation(line: 25, column: 9, scope: !10)
!92 = !DILocation(line: 25, column: 13, scope: !10)
!93 = !DILocation(line: 25, column: 16, scope: !10)
!94 = !DILocation(line: 26, column: 20, scope: !10)
!95 = !DILocation(line: 26, column: 23, scope: !10)
!96 = !DILocation(line: 26, column: 11, scope: !10)
!97 = !DILocation(line: 26, column: 3, scope: !10)
!98 = !DILocation(line: 26, column: 6, scope: !10)
!99 = !DILocation(line: 26, column: 9, scope: !10)
!100 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 28, type: !26)
!101 = !DILocation(line: 28, column: 9, scope: !10)
!102 = !DILocation(line: 28, column: 13, scope: !10)
!103 = !DILocation(line: 28, column: 16, scope: !10)
!104 = !DILocation(line: 29, column: 13, scope: !10)
!105 = !DILocation(line: 29, column: 23, scope: !10)
!106 = !DILocation(line: 29, column: 21, scope: !10)
!107 = !DILocation(line: 29, column: 11, scope: !10)
!108 = !DILocation(line: 30, column: 11, scope: !10)
!109 = !DILocation(line: 30, column: 13, scope: !10)
!110 = !DILocation(line: 30, column: 3, scope: !10)
!111 = !DILocation(line: 30, column: 6, scope: !10)
!112 = !DILocation(line: 30, column: 9, scope: !10)
!113 = !DILocation(line: 31, column: 1, scope: !10)
!114 = distinct !DISubprogram(name: "lerp_h", scope: !1, file: !1, line: 4, type: !115, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !30)
!115 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !116)
!116 = !{!3, !3, !3, !3}
!117 = !DILocalVariable(name: "a", arg: 1, scope: !114, file: !1, line: 4, type: !3)
!118 = !DILocation(line: 4, column: 25, scope: !114)
!119 = !DILocalVariable(name: "b", arg: 2, scope: !114, file: !1, line: 4, type: !3)
!120 = !DILocation(line: 4, column: 33, scope: !114)
!121 = !DILocalVariable(name: "t", arg: 3, scope: !114, file: !1, line: 4, type: !3)
!122 = !DILocation(line: 4, column: 41, scope: !114)
!123 = !DILocation(line: 5, column: 10, scope: !114)
!124 = !DILocation(line: 5, column: 15, scope: !114)
!125 = !DILocation(line: 5, column: 19, scope: !114)
!126 = !DILocation(line: 5, column: 17, scope: !114)
!127 = !DILocation(line: 5, column: 24, scope: !114)
!128 = !DILocation(line: 5, column: 12, scope: !114)
!129 = !DILocation(line: 5, column: 3, scope: !114)
!130 = distinct !DISubprogram(name: "scale_h4", scope: !1, file: !1, line: 8, type: !131, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !30)
!131 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !132)
!132 = !{!21, !21, !3}
!133 = !DILocalVariable(name: "v", arg: 1, scope: !130, file: !1, line: 8, type: !21)
!134 = !DILocation(line: 8, column: 29, scope: !130)
!135 = !DILocalVariable(name: "s", arg: 2, scope: !130, file: !1, line: 8, type: !3)
!136 = !DILocation(line: 8, column: 37, scope: !130)
!137 = !DILocation(line: 9, column: 10, scope: !130)
!138 = !DILocation(line: 9, column: 14, scope: !130)
!139 = !DILocation(line: 9, column: 18, scope: !130)
!140 = !DILocation(line: 9, column: 16, scope: !130)
!141 = !DILocation(line: 9, column: 3, scope: !130)
