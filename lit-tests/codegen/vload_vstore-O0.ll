; Pins unoptimized vloadN/vstoreN: every pointer argument addrspacecast to generic with OpPtrCastToGeneric and bitcast to the element type (%_ptr_Generic_float / %_ptr_Generic_uint), OpenCL.std vloadn with the lane count as a literal (4, 2, 3) and vstoren (data, offset, pointer) incl. vstore8 on %v8uint, the __local tmp array and the private priv[8] (initialized by OpCopyMemorySized of 32 bytes) as arguments.
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
; CHECK-NOT:  OpCapability Float64
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability GenericPointer
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      [[G:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uchar
; CHECK-NEXT: [[GF:%[0-9]+]] = OpBitcast %_ptr_Generic_float [[G]]
; CHECK-NEXT: OpExtInst %v4float [[STD]] vloadn {{%[0-9]+}} [[GF]] 4
; CHECK:      OpExtInst %v4float [[STD]] vloadn %ulong_0 {{%[0-9]+}} 4
; CHECK:      [[TMP:%[0-9]+]] = OpBitcast %_ptr_Workgroup_uchar %vload_vstore_tmp
; CHECK:      OpExtInst %void [[STD]] vstoren
; CHECK:      OpExtInst %v2uint [[STD]] vloadn {{%[0-9]+}} {{%[0-9]+}} 2
; CHECK:      OpExtInst %v3uint [[STD]] vloadn {{%[0-9]+}} {{%[0-9]+}} 3
; CHECK:      [[IO:%[0-9]+]] = OpBitcast %_ptr_Generic_uint {{%[0-9]+}}
; CHECK-NEXT: OpExtInst %void [[STD]] vstoren {{%[0-9]+}} {{%[0-9]+}} [[IO]]
; CHECK:      OpCopyMemorySized {{%[0-9]+}} {{%[0-9]+}} %ulong_32
; CHECK:      OpExtInst %v4float [[STD]] vloadn %ulong_1 {{%[0-9]+}} 4
; CHECK:      OpExtInst %void [[STD]] vstoren {{%[0-9]+}} %ulong_0 {{%[0-9]+}}
; ModuleID = 'lit-tests/codegen/Inputs/vload_vstore.cl'
source_filename = "lit-tests/codegen/Inputs/vload_vstore.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@vload_vstore.tmp = internal addrspace(3) global [64 x float] undef, align 4, !dbg !0
@__const.vload_vstore.priv = private unnamed_addr addrspace(2) constant [8 x float] [float 0.000000e+00, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00], align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @vload_vstore(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #0 !dbg !2 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca <4 x float>, align 16
  %12 = alloca <4 x float>, align 16
  %13 = alloca <4 x float>, align 16
  %14 = alloca <4 x i32>, align 16
  %15 = alloca <2 x i32>, align 8
  %16 = alloca <3 x i32>, align 16
  %17 = alloca <8 x i32>, align 32
  %18 = alloca <8 x i32>, align 32
  %19 = alloca <4 x i32>, align 16
  %20 = alloca [8 x float], align 4
  %21 = alloca <4 x float>, align 16
  store ptr addrspace(1) %0, ptr %5, align 8
    #dbg_declare(ptr %5, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  store ptr addrspace(1) %1, ptr %6, align 8
    #dbg_declare(ptr %6, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  store ptr addrspace(1) %2, ptr %7, align 8
    #dbg_declare(ptr %7, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
  store ptr addrspace(1) %3, ptr %8, align 8
    #dbg_declare(ptr %8, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !38)
    #dbg_declare(ptr %9, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !44
  store i64 %22, ptr %9, align 8, !dbg !43
    #dbg_declare(ptr %10, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %23 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5, !dbg !47
  %24 = urem i64 %23, 16, !dbg !48
  store i64 %24, ptr %10, align 8, !dbg !46
    #dbg_declare(ptr %11, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %25 = load i64, ptr %9, align 8, !dbg !55
  %26 = load ptr addrspace(1), ptr %5, align 8, !dbg !56
  %27 = addrspacecast ptr addrspace(1) %26 to ptr addrspace(4), !dbg !56
  %28 = call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %25, ptr addrspace(4) noundef %27) #6, !dbg !57
  store <4 x float> %28, ptr %11, align 16, !dbg !54
    #dbg_declare(ptr %12, !58, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  %29 = load ptr addrspace(1), ptr %5, align 8, !dbg !60
  %30 = getelementptr inbounds float, ptr addrspace(1) %29, i64 3, !dbg !61
  %31 = addrspacecast ptr addrspace(1) %30 to ptr addrspace(4), !dbg !60
  %32 = call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef 0, ptr addrspace(4) noundef %31) #6, !dbg !62
  store <4 x float> %32, ptr %12, align 16, !dbg !59
  %33 = load <4 x float>, ptr %11, align 16, !dbg !63
  %34 = load <4 x float>, ptr %12, align 16, !dbg !64
  %35 = fmul <4 x float> %33, %34, !dbg !65
  %36 = load i64, ptr %10, align 8, !dbg !66
  call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef %35, i64 noundef %36, ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @vload_vstore.tmp to ptr addrspace(4))) #7, !dbg !67
  call spir_func void @_Z7barrierj(i32 noundef 1) #7, !dbg !68
    #dbg_declare(ptr %13, !69, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  %37 = load i64, ptr %10, align 8, !dbg !71
  %38 = sub i64 15, %37, !dbg !72
  %39 = call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %38, ptr addrspace(4) noundef addrspacecast (ptr addrspace(3) @vload_vstore.tmp to ptr addrspace(4))) #6, !dbg !73
  store <4 x float> %39, ptr %13, align 16, !dbg !70
  %40 = load <4 x float>, ptr %13, align 16, !dbg !74
  %41 = load <4 x float>, ptr %11, align 16, !dbg !75
  %42 = fadd <4 x float> %40, %41, !dbg !76
  %43 = load i64, ptr %9, align 8, !dbg !77
  %44 = load ptr addrspace(1), ptr %6, align 8, !dbg !78
  %45 = addrspacecast ptr addrspace(1) %44 to ptr addrspace(4), !dbg !78
  call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef %42, i64 noundef %43, ptr addrspace(4) noundef %45) #7, !dbg !79
    #dbg_declare(ptr %14, !80, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
  %46 = load i64, ptr %9, align 8, !dbg !84
  %47 = load ptr addrspace(1), ptr %7, align 8, !dbg !85
  %48 = addrspacecast ptr addrspace(1) %47 to ptr addrspace(4), !dbg !85
  %49 = call spir_func <4 x i32> @_Z6vload4mPU3AS4Ki(i64 noundef %46, ptr addrspace(4) noundef %48) #6, !dbg !86
  store <4 x i32> %49, ptr %14, align 16, !dbg !83
    #dbg_declare(ptr %15, !87, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !92)
  %50 = load i64, ptr %9, align 8, !dbg !93
  %51 = load ptr addrspace(1), ptr %7, align 8, !dbg !94
  %52 = getelementptr inbounds i32, ptr addrspace(1) %51, i64 1, !dbg !95
  %53 = addrspacecast ptr addrspace(1) %52 to ptr addrspace(4), !dbg !94
  %54 = call spir_func <2 x i32> @_Z6vload2mPU3AS4Ki(i64 noundef %50, ptr addrspace(4) noundef %53) #6, !dbg !96
  store <2 x i32> %54, ptr %15, align 8, !dbg !92
    #dbg_declare(ptr %16, !97, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !102)
  %55 = load i64, ptr %9, align 8, !dbg !103
  %56 = load ptr addrspace(1), ptr %7, align 8, !dbg !104
  %57 = addrspacecast ptr addrspace(1) %56 to ptr addrspace(4), !dbg !104
  %58 = call spir_func <3 x i32> @_Z6vload3mPU3AS4Ki(i64 noundef %55, ptr addrspace(4) noundef %57) #6, !dbg !105
  %59 = shufflevector <3 x i32> %58, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !102
  store <4 x i32> %59, ptr %16, align 16, !dbg !102
    #dbg_declare(ptr %17, !106, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !111)
  %60 = load <4 x i32>, ptr %14, align 16, !dbg !112
  %61 = shufflevector <4 x i32> %60, <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !113
  %62 = shufflevector <8 x i32> %61, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !113
  %63 = load <2 x i32>, ptr %15, align 8, !dbg !114
  %64 = shufflevector <2 x i32> %63, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !115
  %65 = shufflevector <4 x i32> %64, <4 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !115
  %66 = load <3 x i32>, ptr %16, align 16, !dbg !116
  %67 = shufflevector <3 x i32> %66, <3 x i32> poison, <2 x i32> <i32 0, i32 1>, !dbg !116
  %68 = shufflevector <2 x i32> %67, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !115
  %69 = shufflevector <4 x i32> %65, <4 x i32> %68, <4 x i32> <i32 0, i32 1, i32 4, i32 5>, !dbg !115
  store <4 x i32> %69, ptr %19, align 16, !dbg !117
  %70 = load <4 x i32>, ptr %19, align 16, !dbg !117
  %71 = shufflevector <4 x i32> %70, <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !113
  %72 = shufflevector <8 x i32> %62, <8 x i32> %71, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>, !dbg !113
  store <8 x i32> %72, ptr %18, align 32, !dbg !118
  %73 = load <8 x i32>, ptr %18, align 32, !dbg !118
  store <8 x i32> %73, ptr %17, align 32, !dbg !111
  %74 = load <8 x i32>, ptr %17, align 32, !dbg !119
  %75 = load i64, ptr %9, align 8, !dbg !120
  %76 = load ptr addrspace(1), ptr %8, align 8, !dbg !121
  %77 = addrspacecast ptr addrspace(1) %76 to ptr addrspace(4), !dbg !121
  call spir_func void @_Z7vstore8Dv8_imPU3AS4i(<8 x i32> noundef %74, i64 noundef %75, ptr addrspace(4) noundef %77) #7, !dbg !122
    #dbg_declare(ptr %20, !123, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !125)
  call void @llvm.memcpy.p0.p2.i64(ptr align 4 %20, ptr addrspace(2) align 4 @__const.vload_vstore.priv, i64 32, i1 false), !dbg !125
    #dbg_declare(ptr %21, !126, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !127)
  %78 = getelementptr inbounds [8 x float], ptr %20, i64 0, i64 0, !dbg !128
  %79 = addrspacecast ptr %78 to ptr addrspace(4), !dbg !128
  %80 = call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef 1, ptr addrspace(4) noundef %79) #6, !dbg !129
  store <4 x float> %80, ptr %21, align 16, !dbg !127
  %81 = load <4 x float>, ptr %21, align 16, !dbg !130
  %82 = getelementptr inbounds [8 x float], ptr %20, i64 0, i64 0, !dbg !131
  %83 = addrspacecast ptr %82 to ptr addrspace(4), !dbg !131
  call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef %81, i64 noundef 0, ptr addrspace(4) noundef %83) #7, !dbg !132
  %84 = load <4 x float>, ptr %11, align 16, !dbg !133
  %85 = extractelement <4 x float> %84, i64 0, !dbg !133
  %86 = fptosi float %85 to i32, !dbg !134
  %87 = and i32 %86, 7, !dbg !135
  %88 = sext i32 %87 to i64, !dbg !136
  %89 = getelementptr inbounds [8 x float], ptr %20, i64 0, i64 %88, !dbg !136
  %90 = load float, ptr %89, align 4, !dbg !136
  %91 = load ptr addrspace(1), ptr %6, align 8, !dbg !137
  %92 = load i64, ptr %9, align 8, !dbg !138
  %93 = add i64 %92, 1, !dbg !139
  %94 = getelementptr inbounds float, ptr addrspace(1) %91, i64 %93, !dbg !137
  store float %90, ptr addrspace(1) %94, align 4, !dbg !140
  ret void, !dbg !141
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(read)
declare spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef, ptr addrspace(4) noundef) #2

; Function Attrs: convergent nounwind
declare spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef, i64 noundef, ptr addrspace(4) noundef) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(read)
declare spir_func <4 x i32> @_Z6vload4mPU3AS4Ki(i64 noundef, ptr addrspace(4) noundef) #2

; Function Attrs: convergent nounwind willreturn memory(read)
declare spir_func <2 x i32> @_Z6vload2mPU3AS4Ki(i64 noundef, ptr addrspace(4) noundef) #2

; Function Attrs: convergent nounwind willreturn memory(read)
declare spir_func <3 x i32> @_Z6vload3mPU3AS4Ki(i64 noundef, ptr addrspace(4) noundef) #2

; Function Attrs: convergent nounwind
declare spir_func void @_Z7vstore8Dv8_imPU3AS4i(<8 x i32> noundef, i64 noundef, ptr addrspace(4) noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p2.i64(ptr noalias nocapture writeonly, ptr addrspace(2) noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(read) }
attributes #7 = { convergent nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!21, !22, !23, !24}
!opencl.ocl.version = !{!25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 3, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "tmp", scope: !2, file: !3, line: 5, type: !18, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "vload_vstore", scope: !3, file: !3, line: 3, type: !4, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, retainedNodes: !17)
!3 = !DIFile(filename: "lit-tests/codegen/Inputs/vload_vstore.cl", directory: ".", checksumkind: CSK_MD5, checksum: "87d4d9747e7c0ae5c976cf3cf1ff945f")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !9, !10, !13}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!14 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !16, splitDebugInlining: false, nameTableKind: None)
!15 = !{!12}
!16 = !{!0}
!17 = !{}
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 64)
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{i32 2, i32 0}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = !{i32 1, i32 1, i32 1, i32 1}
!28 = !{!"none", !"none", !"none", !"none"}
!29 = !{!"float*", !"float*", !"int*", !"int*"}
!30 = !{!"const", !"", !"const", !""}
!31 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 3, type: !6)
!32 = !DILocation(line: 3, column: 50, scope: !2)
!33 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 3, type: !9)
!34 = !DILocation(line: 3, column: 70, scope: !2)
!35 = !DILocalVariable(name: "iin", arg: 3, scope: !2, file: !3, line: 4, type: !10)
!36 = !DILocation(line: 4, column: 48, scope: !2)
!37 = !DILocalVariable(name: "iout", arg: 4, scope: !2, file: !3, line: 4, type: !13)
!38 = !DILocation(line: 4, column: 67, scope: !2)
!39 = !DILocalVariable(name: "i", scope: !2, file: !3, line: 6, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !41, line: 142, baseType: !42)
!41 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DILocation(line: 6, column: 10, scope: !2)
!44 = !DILocation(line: 6, column: 14, scope: !2)
!45 = !DILocalVariable(name: "l", scope: !2, file: !3, line: 7, type: !40)
!46 = !DILocation(line: 7, column: 10, scope: !2)
!47 = !DILocation(line: 7, column: 14, scope: !2)
!48 = !DILocation(line: 7, column: 30, scope: !2)
!49 = !DILocalVariable(name: "a", scope: !2, file: !3, line: 8, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !41, line: 209, baseType: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, flags: DIFlagVector, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 4)
!54 = !DILocation(line: 8, column: 10, scope: !2)
!55 = !DILocation(line: 8, column: 21, scope: !2)
!56 = !DILocation(line: 8, column: 24, scope: !2)
!57 = !DILocation(line: 8, column: 14, scope: !2)
!58 = !DILocalVariable(name: "b", scope: !2, file: !3, line: 9, type: !50)
!59 = !DILocation(line: 9, column: 10, scope: !2)
!60 = !DILocation(line: 9, column: 24, scope: !2)
!61 = !DILocation(line: 9, column: 27, scope: !2)
!62 = !DILocation(line: 9, column: 14, scope: !2)
!63 = !DILocation(line: 10, column: 11, scope: !2)
!64 = !DILocation(line: 10, column: 15, scope: !2)
!65 = !DILocation(line: 10, column: 13, scope: !2)
!66 = !DILocation(line: 10, column: 18, scope: !2)
!67 = !DILocation(line: 10, column: 3, scope: !2)
!68 = !DILocation(line: 11, column: 3, scope: !2)
!69 = !DILocalVariable(name: "c", scope: !2, file: !3, line: 12, type: !50)
!70 = !DILocation(line: 12, column: 10, scope: !2)
!71 = !DILocation(line: 12, column: 26, scope: !2)
!72 = !DILocation(line: 12, column: 24, scope: !2)
!73 = !DILocation(line: 12, column: 14, scope: !2)
!74 = !DILocation(line: 13, column: 11, scope: !2)
!75 = !DILocation(line: 13, column: 15, scope: !2)
!76 = !DILocation(line: 13, column: 13, scope: !2)
!77 = !DILocation(line: 13, column: 18, scope: !2)
!78 = !DILocation(line: 13, column: 21, scope: !2)
!79 = !DILocation(line: 13, column: 3, scope: !2)
!80 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 15, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !41, line: 189, baseType: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, flags: DIFlagVector, elements: !52)
!83 = !DILocation(line: 15, column: 8, scope: !2)
!84 = !DILocation(line: 15, column: 19, scope: !2)
!85 = !DILocation(line: 15, column: 22, scope: !2)
!86 = !DILocation(line: 15, column: 12, scope: !2)
!87 = !DILocalVariable(name: "y", scope: !2, file: !3, line: 16, type: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "int2", file: !41, line: 187, baseType: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, flags: DIFlagVector, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 2)
!92 = !DILocation(line: 16, column: 8, scope: !2)
!93 = !DILocation(line: 16, column: 19, scope: !2)
!94 = !DILocation(line: 16, column: 22, scope: !2)
!95 = !DILocation(line: 16, column: 26, scope: !2)
!96 = !DILocation(line: 16, column: 12, scope: !2)
!97 = !DILocalVariable(name: "z", scope: !2, file: !3, line: 17, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "int3", file: !41, line: 188, baseType: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, flags: DIFlagVector, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 3)
!102 = !DILocation(line: 17, column: 8, scope: !2)
!103 = !DILocation(line: 17, column: 19, scope: !2)
!104 = !DILocation(line: 17, column: 22, scope: !2)
!105 = !DILocation(line: 17, column: 12, scope: !2)
!106 = !DILocalVariable(name: "w", scope: !2, file: !3, line: 18, type: !107)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8", file: !41, line: 190, baseType: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 256, flags: DIFlagVector, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 8)
!111 = !DILocation(line: 18, column: 8, scope: !2)
!112 = !DILocation(line: 18, column: 19, scope: !2)
!113 = !DILocation(line: 18, column: 18, scope: !2)
!114 = !DILocation(line: 18, column: 29, scope: !2)
!115 = !DILocation(line: 18, column: 28, scope: !2)
!116 = !DILocation(line: 18, column: 32, scope: !2)
!117 = !DILocation(line: 18, column: 22, scope: !2)
!118 = !DILocation(line: 18, column: 12, scope: !2)
!119 = !DILocation(line: 19, column: 11, scope: !2)
!120 = !DILocation(line: 19, column: 14, scope: !2)
!121 = !DILocation(line: 19, column: 17, scope: !2)
!122 = !DILocation(line: 19, column: 3, scope: !2)
!123 = !DILocalVariable(name: "priv", scope: !2, file: !3, line: 21, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !109)
!125 = !DILocation(line: 21, column: 9, scope: !2)
!126 = !DILocalVariable(name: "p", scope: !2, file: !3, line: 22, type: !50)
!127 = !DILocation(line: 22, column: 10, scope: !2)
!128 = !DILocation(line: 22, column: 24, scope: !2)
!129 = !DILocation(line: 22, column: 14, scope: !2)
!130 = !DILocation(line: 23, column: 11, scope: !2)
!131 = !DILocation(line: 23, column: 17, scope: !2)
!132 = !DILocation(line: 23, column: 3, scope: !2)
!133 = !DILocation(line: 24, column: 26, scope: !2)
!134 = !DILocation(line: 24, column: 21, scope: !2)
!135 = !DILocation(line: 24, column: 30, scope: !2)
!136 = !DILocation(line: 24, column: 16, scope: !2)
!137 = !DILocation(line: 24, column: 3, scope: !2)
!138 = !DILocation(line: 24, column: 7, scope: !2)
!139 = !DILocation(line: 24, column: 9, scope: !2)
!140 = !DILocation(line: 24, column: 14, scope: !2)
!141 = !DILocation(line: 25, column: 1, scope: !2)
