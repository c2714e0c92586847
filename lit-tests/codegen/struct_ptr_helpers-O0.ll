; Pins unoptimized struct-by-pointer helpers: `Body local_copy = bodies[i]` and the write-back as 48-byte OpCopyMemorySized, &local_copy passed to helpers as OpPtrCastToGeneric, &bodies[i] passed as a CrossWorkgroup pointer, Body member GEPs (0, field) to %_ptr_Generic_v3float/uint/float, the `if (!b->alive) return` branch, and float3 math (fma, OpDot, widen/narrow shuffles).
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
; CHECK-NEXT: OpCapability GenericPointer
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      OpCopyMemorySized [[LOCAL:%[0-9]+]] {{%[0-9]+}} %ulong_48
; CHECK-NEXT: [[G:%[0-9]+]] = OpPtrCastToGeneric %_ptr_Generic_uchar [[LOCAL]]
; CHECK:      OpFunctionCall %void %integrate [[G]]
; CHECK:      OpCopyMemorySized {{%[0-9]+}} [[LOCAL]] %ulong_48
; CHECK:      OpFunctionCall %void %kill_if_low {{%[0-9]+}} %float_n100
; CHECK:      %integrate = OpFunction %void None
; CHECK:      OpInBoundsPtrAccessChain %_ptr_Generic_uint {{%[0-9]+}} %uint_0 %uint_3
; CHECK:      [[ALIVE:%[0-9]+]] = OpINotEqual %bool {{%[0-9]+}} %uint_0
; CHECK-NEXT: OpBranchConditional [[ALIVE]] [[BODY:%[0-9]+]] [[RET:%[0-9]+]]
; CHECK:      OpExtInst %float [[STD]] fma %float_n9_81000042
; CHECK:      %kinetic = OpFunction %float None
; CHECK:      OpDot %float
; CHECK:      %kill_if_low = OpFunction %void None
; CHECK-NEXT: OpFunctionParameter %_ptr_CrossWorkgroup_uchar
; ModuleID = 'lit-tests/codegen/Inputs/struct_ptr_helpers.cl'
source_filename = "lit-tests/codegen/Inputs/struct_ptr_helpers.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Body = type { <3 x float>, <3 x float>, float, i32, [8 x i8] }

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @struct_ptr_helpers(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 4 %1, float noundef %2) #0 !dbg !8 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca float, align 4
  %7 = alloca i64, align 8
  %8 = alloca %struct.Body, align 16
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
  store float %2, ptr %6, align 4
    #dbg_declare(ptr %6, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !38)
    #dbg_declare(ptr %7, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !43
  store i64 %9, ptr %7, align 8, !dbg !42
    #dbg_declare(ptr %8, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  %10 = load ptr addrspace(1), ptr %4, align 8, !dbg !46
  %11 = load i64, ptr %7, align 8, !dbg !47
  %12 = getelementptr inbounds %struct.Body, ptr addrspace(1) %10, i64 %11, !dbg !46
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %8, ptr addrspace(1) align 16 %12, i64 48, i1 false), !dbg !46
  %13 = addrspacecast ptr %8 to ptr addrspace(4), !dbg !48
  %14 = load float, ptr %6, align 4, !dbg !49
  call spir_func void @integrate(ptr addrspace(4) noundef %13, float noundef %14) #6, !dbg !50
  %15 = addrspacecast ptr %8 to ptr addrspace(4), !dbg !51
  %16 = call spir_func float @kinetic(ptr addrspace(4) noundef %15) #6, !dbg !52
  %17 = load ptr addrspace(1), ptr %5, align 8, !dbg !53
  %18 = load i64, ptr %7, align 8, !dbg !54
  %19 = getelementptr inbounds float, ptr addrspace(1) %17, i64 %18, !dbg !53
  store float %16, ptr addrspace(1) %19, align 4, !dbg !55
  %20 = load ptr addrspace(1), ptr %4, align 8, !dbg !56
  %21 = load i64, ptr %7, align 8, !dbg !57
  %22 = getelementptr inbounds %struct.Body, ptr addrspace(1) %20, i64 %21, !dbg !56
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 16 %22, ptr align 16 %8, i64 48, i1 false), !dbg !58
  %23 = load ptr addrspace(1), ptr %4, align 8, !dbg !59
  %24 = load i64, ptr %7, align 8, !dbg !60
  %25 = getelementptr inbounds %struct.Body, ptr addrspace(1) %23, i64 %24, !dbg !59
  call spir_func void @kill_if_low(ptr addrspace(1) noundef %25, float noundef -1.000000e+02) #6, !dbg !61
  ret void, !dbg !62
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func void @integrate(ptr addrspace(4) noundef %0, float noundef %1) #3 !dbg !63 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca float, align 4
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !67, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !69, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  %5 = load ptr addrspace(4), ptr %3, align 8, !dbg !71
  %6 = getelementptr inbounds %struct.Body, ptr addrspace(4) %5, i32 0, i32 3, !dbg !73
  %7 = load i32, ptr addrspace(4) %6, align 4, !dbg !73
  %8 = icmp ne i32 %7, 0, !dbg !71
  br i1 %8, label %10, label %9, !dbg !74

9:                                                ; preds = %2
  br label %32, !dbg !75

10:                                               ; preds = %2
  %11 = load float, ptr %4, align 4, !dbg !76
  %12 = load ptr addrspace(4), ptr %3, align 8, !dbg !77
  %13 = getelementptr inbounds %struct.Body, ptr addrspace(4) %12, i32 0, i32 1, !dbg !78
  %14 = load <3 x float>, ptr addrspace(4) %13, align 16, !dbg !79
  %15 = extractelement <3 x float> %14, i64 1, !dbg !79
  %16 = call float @llvm.fmuladd.f32(float 0xC0239EB860000000, float %11, float %15), !dbg !79
  %17 = load <3 x float>, ptr addrspace(4) %13, align 16, !dbg !79
  %18 = insertelement <3 x float> %17, float %16, i64 1, !dbg !79
  store <3 x float> %18, ptr addrspace(4) %13, align 16, !dbg !79
  %19 = load ptr addrspace(4), ptr %3, align 8, !dbg !80
  %20 = getelementptr inbounds %struct.Body, ptr addrspace(4) %19, i32 0, i32 1, !dbg !81
  %21 = load <4 x float>, ptr addrspace(4) %20, align 16, !dbg !81
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !81
  %23 = load float, ptr %4, align 4, !dbg !82
  %24 = insertelement <3 x float> poison, float %23, i64 0, !dbg !82
  %25 = shufflevector <3 x float> %24, <3 x float> poison, <3 x i32> zeroinitializer, !dbg !82
  %26 = load ptr addrspace(4), ptr %3, align 8, !dbg !83
  %27 = getelementptr inbounds %struct.Body, ptr addrspace(4) %26, i32 0, i32 0, !dbg !84
  %28 = load <4 x float>, ptr addrspace(4) %27, align 16, !dbg !85
  %29 = shufflevector <4 x float> %28, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !85
  %30 = call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %22, <3 x float> %25, <3 x float> %29), !dbg !85
  %31 = shufflevector <3 x float> %30, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !85
  store <4 x float> %31, ptr addrspace(4) %27, align 16, !dbg !85
  br label %32, !dbg !86

32:                                               ; preds = %10, %9
  ret void, !dbg !86
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @kinetic(ptr addrspace(4) noundef %0) #3 !dbg !87 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !92, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !93)
  %3 = load ptr addrspace(4), ptr %2, align 8, !dbg !94
  %4 = getelementptr inbounds %struct.Body, ptr addrspace(4) %3, i32 0, i32 2, !dbg !95
  %5 = load float, ptr addrspace(4) %4, align 16, !dbg !95
  %6 = fmul float 5.000000e-01, %5, !dbg !96
  %7 = load ptr addrspace(4), ptr %2, align 8, !dbg !97
  %8 = getelementptr inbounds %struct.Body, ptr addrspace(4) %7, i32 0, i32 1, !dbg !98
  %9 = load <4 x float>, ptr addrspace(4) %8, align 16, !dbg !98
  %10 = shufflevector <4 x float> %9, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !98
  %11 = load ptr addrspace(4), ptr %2, align 8, !dbg !99
  %12 = getelementptr inbounds %struct.Body, ptr addrspace(4) %11, i32 0, i32 1, !dbg !100
  %13 = load <4 x float>, ptr addrspace(4) %12, align 16, !dbg !100
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !100
  %15 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %10, <3 x float> noundef %14) #5, !dbg !101
  %16 = fmul float %6, %15, !dbg !102
  ret float %16, !dbg !103
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func void @kill_if_low(ptr addrspace(1) noundef %0, float noundef %1) #3 !dbg !104 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !107, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !108)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !109, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !110)
  %5 = load ptr addrspace(1), ptr %3, align 8, !dbg !111
  %6 = getelementptr inbounds %struct.Body, ptr addrspace(1) %5, i32 0, i32 0, !dbg !113
  %7 = load <3 x float>, ptr addrspace(1) %6, align 16, !dbg !111
  %8 = extractelement <3 x float> %7, i64 1, !dbg !111
  %9 = load float, ptr %4, align 4, !dbg !114
  %10 = fcmp olt float %8, %9, !dbg !115
  br i1 %10, label %11, label %14, !dbg !116

11:                                               ; preds = %2
  %12 = load ptr addrspace(1), ptr %3, align 8, !dbg !117
  %13 = getelementptr inbounds %struct.Body, ptr addrspace(1) %12, i32 0, i32 3, !dbg !118
  store i32 0, ptr addrspace(1) %13, align 4, !dbg !119
  br label %14, !dbg !117

14:                                               ; preds = %11, %2
  ret void, !dbg !120
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/struct_ptr_helpers.cl", directory: ".", checksumkind: CSK_MD5, checksum: "e3a613651ec80559981f1aaaa1730c58")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "struct_ptr_helpers", scope: !1, file: !1, line: 25, type: !9, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !27)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !26, !19}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "Body", file: !1, line: 7, baseType: !13)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Body", file: !1, line: 2, size: 384, elements: !14)
!14 = !{!15, !22, !23, !24}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !13, file: !1, line: 3, baseType: !16, size: 128)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "float3", file: !17, line: 208, baseType: !18)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 128, flags: DIFlagVector, elements: !20)
!19 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!20 = !{!21}
!21 = !DISubrange(count: 3)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "vel", scope: !13, file: !1, line: 4, baseType: !16, size: 128, offset: 128)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !13, file: !1, line: 5, baseType: !19, size: 32, offset: 256)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "alive", scope: !13, file: !1, line: 6, baseType: !25, size: 32, offset: 288)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, dwarfAddressSpace: 1)
!27 = !{}
!28 = !{i32 1, i32 1, i32 0}
!29 = !{!"none", !"none", !"none"}
!30 = !{!"Body*", !"float*", !"float"}
!31 = !{!"struct Body*", !"float*", !"float"}
!32 = !{!"", !"", !""}
!33 = !DILocalVariable(name: "bodies", arg: 1, scope: !8, file: !1, line: 25, type: !11)
!34 = !DILocation(line: 25, column: 49, scope: !8)
!35 = !DILocalVariable(name: "energy", arg: 2, scope: !8, file: !1, line: 25, type: !26)
!36 = !DILocation(line: 25, column: 73, scope: !8)
!37 = !DILocalVariable(name: "dt", arg: 3, scope: !8, file: !1, line: 26, type: !19)
!38 = !DILocation(line: 26, column: 40, scope: !8)
!39 = !DILocalVariable(name: "i", scope: !8, file: !1, line: 27, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !17, line: 142, baseType: !41)
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DILocation(line: 27, column: 10, scope: !8)
!43 = !DILocation(line: 27, column: 14, scope: !8)
!44 = !DILocalVariable(name: "local_copy", scope: !8, file: !1, line: 28, type: !12)
!45 = !DILocation(line: 28, column: 8, scope: !8)
!46 = !DILocation(line: 28, column: 21, scope: !8)
!47 = !DILocation(line: 28, column: 28, scope: !8)
!48 = !DILocation(line: 29, column: 13, scope: !8)
!49 = !DILocation(line: 29, column: 26, scope: !8)
!50 = !DILocation(line: 29, column: 3, scope: !8)
!51 = !DILocation(line: 30, column: 23, scope: !8)
!52 = !DILocation(line: 30, column: 15, scope: !8)
!53 = !DILocation(line: 30, column: 3, scope: !8)
!54 = !DILocation(line: 30, column: 10, scope: !8)
!55 = !DILocation(line: 30, column: 13, scope: !8)
!56 = !DILocation(line: 31, column: 3, scope: !8)
!57 = !DILocation(line: 31, column: 10, scope: !8)
!58 = !DILocation(line: 31, column: 15, scope: !8)
!59 = !DILocation(line: 32, column: 16, scope: !8)
!60 = !DILocation(line: 32, column: 23, scope: !8)
!61 = !DILocation(line: 32, column: 3, scope: !8)
!62 = !DILocation(line: 33, column: 1, scope: !8)
!63 = distinct !DISubprogram(name: "integrate", scope: !1, file: !1, line: 9, type: !64, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !27)
!64 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !65)
!65 = !{null, !66, !19}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 4)
!67 = !DILocalVariable(name: "b", arg: 1, scope: !63, file: !1, line: 9, type: !66)
!68 = !DILocation(line: 9, column: 29, scope: !63)
!69 = !DILocalVariable(name: "dt", arg: 2, scope: !63, file: !1, line: 9, type: !19)
!70 = !DILocation(line: 9, column: 38, scope: !63)
!71 = !DILocation(line: 10, column: 8, scope: !72)
!72 = distinct !DILexicalBlock(scope: !63, file: !1, line: 10, column: 7)
!73 = !DILocation(line: 10, column: 11, scope: !72)
!74 = !DILocation(line: 10, column: 7, scope: !63)
!75 = !DILocation(line: 11, column: 5, scope: !72)
!76 = !DILocation(line: 12, column: 23, scope: !63)
!77 = !DILocation(line: 12, column: 3, scope: !63)
!78 = !DILocation(line: 12, column: 6, scope: !63)
!79 = !DILocation(line: 12, column: 12, scope: !63)
!80 = !DILocation(line: 13, column: 13, scope: !63)
!81 = !DILocation(line: 13, column: 16, scope: !63)
!82 = !DILocation(line: 13, column: 22, scope: !63)
!83 = !DILocation(line: 13, column: 3, scope: !63)
!84 = !DILocation(line: 13, column: 6, scope: !63)
!85 = !DILocation(line: 13, column: 10, scope: !63)
!86 = !DILocation(line: 14, column: 1, scope: !63)
!87 = distinct !DISubprogram(name: "kinetic", scope: !1, file: !1, line: 16, type: !88, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !27)
!88 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !89)
!89 = !{!19, !90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64, dwarfAddressSpace: 4)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!92 = !DILocalVariable(name: "b", arg: 1, scope: !87, file: !1, line: 16, type: !90)
!93 = !DILocation(line: 16, column: 34, scope: !87)
!94 = !DILocation(line: 17, column: 17, scope: !87)
!95 = !DILocation(line: 17, column: 20, scope: !87)
!96 = !DILocation(line: 17, column: 15, scope: !87)
!97 = !DILocation(line: 17, column: 31, scope: !87)
!98 = !DILocation(line: 17, column: 34, scope: !87)
!99 = !DILocation(line: 17, column: 39, scope: !87)
!100 = !DILocation(line: 17, column: 42, scope: !87)
!101 = !DILocation(line: 17, column: 27, scope: !87)
!102 = !DILocation(line: 17, column: 25, scope: !87)
!103 = !DILocation(line: 17, column: 3, scope: !87)
!104 = distinct !DISubprogram(name: "kill_if_low", scope: !1, file: !1, line: 20, type: !105, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !27)
!105 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !106)
!106 = !{null, !11, !19}
!107 = !DILocalVariable(name: "b", arg: 1, scope: !104, file: !1, line: 20, type: !11)
!108 = !DILocation(line: 20, column: 40, scope: !104)
!109 = !DILocalVariable(name: "floor_y", arg: 2, scope: !104, file: !1, line: 20, type: !19)
!110 = !DILocation(line: 20, column: 49, scope: !104)
!111 = !DILocation(line: 21, column: 7, scope: !112)
!112 = distinct !DILexicalBlock(scope: !104, file: !1, line: 21, column: 7)
!113 = !DILocation(line: 21, column: 10, scope: !112)
!114 = !DILocation(line: 21, column: 18, scope: !112)
!115 = !DILocation(line: 21, column: 16, scope: !112)
!116 = !DILocation(line: 21, column: 7, scope: !104)
!117 = !DILocation(line: 22, column: 5, scope: !112)
!118 = !DILocation(line: 22, column: 8, scope: !112)
!119 = !DILocation(line: 22, column: 14, scope: !112)
!120 = !DILocation(line: 23, column: 1, scope: !104)
