; ModuleID = 'examples/particles.cl'
source_filename = "examples/particles.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Particle = type { <4 x float>, <4 x float>, float, i32, [8 x i8] }

@kDrag = addrspace(2) constant [3 x float] [float 0x3F847AE140000000, float 0x3FA99999A0000000, float 0x3FC99999A0000000], align 4, !dbg !0
@kGravity = addrspace(2) constant <4 x float> <float 0.000000e+00, float 0xC0239EB860000000, float 0.000000e+00, float 0.000000e+00>, align 16, !dbg !16

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @step_particles(ptr addrspace(1) noundef align 16 %0, float noundef %1, i32 noundef %2) #0 !dbg !32 !kernel_arg_addr_space !44 !kernel_arg_access_qual !45 !kernel_arg_type !46 !kernel_arg_base_type !47 !kernel_arg_type_qual !48 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Particle, align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca <4 x float>, align 16
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  store float %1, ptr %5, align 4
    #dbg_declare(ptr %5, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
    #dbg_declare(ptr %7, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  %14 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !57
  %15 = trunc i64 %14 to i32, !dbg !58
  store i32 %15, ptr %7, align 4, !dbg !56
  %16 = load i32, ptr %7, align 4, !dbg !59
  %17 = load i32, ptr %6, align 4, !dbg !61
  %18 = icmp sge i32 %16, %17, !dbg !62
  br i1 %18, label %19, label %20, !dbg !63

19:                                               ; preds = %3
  br label %76, !dbg !64

20:                                               ; preds = %3
    #dbg_declare(ptr %8, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !66)
  %21 = load ptr addrspace(1), ptr %4, align 8, !dbg !67
  %22 = load i32, ptr %7, align 4, !dbg !68
  %23 = sext i32 %22 to i64, !dbg !67
  %24 = getelementptr inbounds %struct.Particle, ptr addrspace(1) %21, i64 %23, !dbg !67
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %8, ptr addrspace(1) align 16 %24, i64 48, i1 false), !dbg !67
    #dbg_declare(ptr %9, !69, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  %25 = getelementptr inbounds %struct.Particle, ptr %8, i32 0, i32 3, !dbg !71
  %26 = load i32, ptr %25, align 4, !dbg !71
  %27 = call spir_func i32 @kind_of(i32 noundef %26) #6, !dbg !72
  store i32 %27, ptr %9, align 4, !dbg !70
    #dbg_declare(ptr %10, !73, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
  store i32 4, ptr %10, align 4, !dbg !75
    #dbg_declare(ptr %11, !76, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %28 = load float, ptr %5, align 4, !dbg !78
  %29 = fdiv float %28, 4.000000e+00, !dbg !79, !fpmath !80
  store float %29, ptr %11, align 4, !dbg !77
    #dbg_declare(ptr %12, !81, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
  store i32 0, ptr %12, align 4, !dbg !83
  br label %30, !dbg !84

30:                                               ; preds = %68, %20
  %31 = load i32, ptr %12, align 4, !dbg !85
  %32 = icmp slt i32 %31, 4, !dbg !87
  br i1 %32, label %33, label %71, !dbg !88

33:                                               ; preds = %30
    #dbg_declare(ptr %13, !89, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !91)
  %34 = addrspacecast ptr %8 to ptr addrspace(4), !dbg !92
  %35 = load float, ptr %11, align 4, !dbg !93
  %36 = load i32, ptr %9, align 4, !dbg !94
  %37 = call spir_func <4 x float> @gravity_step(ptr addrspace(4) noundef %34, float noundef %35, i32 noundef %36) #6, !dbg !95
  store <4 x float> %37, ptr %13, align 16, !dbg !91
  %38 = load <4 x float>, ptr %13, align 16, !dbg !96
  %39 = getelementptr inbounds %struct.Particle, ptr %8, i32 0, i32 1, !dbg !97
  store <4 x float> %38, ptr %39, align 16, !dbg !98
  %40 = load <4 x float>, ptr %13, align 16, !dbg !99
  %41 = load float, ptr %11, align 4, !dbg !100
  %42 = insertelement <4 x float> poison, float %41, i64 0, !dbg !100
  %43 = shufflevector <4 x float> %42, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !100
  %44 = getelementptr inbounds %struct.Particle, ptr %8, i32 0, i32 0, !dbg !101
  %45 = load <4 x float>, ptr %44, align 16, !dbg !102
  %46 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %40, <4 x float> %43, <4 x float> %45), !dbg !102
  store <4 x float> %46, ptr %44, align 16, !dbg !102
  %47 = getelementptr inbounds %struct.Particle, ptr %8, i32 0, i32 0, !dbg !103
  %48 = load <4 x float>, ptr %47, align 16, !dbg !105
  %49 = extractelement <4 x float> %48, i64 1, !dbg !105
  %50 = fcmp olt float %49, 0.000000e+00, !dbg !106
  br i1 %50, label %51, label %67, !dbg !107

51:                                               ; preds = %33
  %52 = getelementptr inbounds %struct.Particle, ptr %8, i32 0, i32 0, !dbg !108
  %53 = load <4 x float>, ptr %52, align 16, !dbg !110
  %54 = extractelement <4 x float> %53, i64 1, !dbg !110
  %55 = fneg float %54, !dbg !111
  %56 = getelementptr inbounds %struct.Particle, ptr %8, i32 0, i32 0, !dbg !112
  %57 = load <4 x float>, ptr %56, align 16, !dbg !113
  %58 = insertelement <4 x float> %57, float %55, i64 1, !dbg !113
  store <4 x float> %58, ptr %56, align 16, !dbg !113
  %59 = getelementptr inbounds %struct.Particle, ptr %8, i32 0, i32 1, !dbg !114
  %60 = load <4 x float>, ptr %59, align 16, !dbg !115
  %61 = extractelement <4 x float> %60, i64 1, !dbg !115
  %62 = fneg float %61, !dbg !116
  %63 = fmul float %62, 5.000000e-01, !dbg !117
  %64 = getelementptr inbounds %struct.Particle, ptr %8, i32 0, i32 1, !dbg !118
  %65 = load <4 x float>, ptr %64, align 16, !dbg !119
  %66 = insertelement <4 x float> %65, float %63, i64 1, !dbg !119
  store <4 x float> %66, ptr %64, align 16, !dbg !119
  br label %67, !dbg !120

67:                                               ; preds = %51, %33
  br label %68, !dbg !121

68:                                               ; preds = %67
  %69 = load i32, ptr %12, align 4, !dbg !122
  %70 = add nsw i32 %69, 1, !dbg !122
  store i32 %70, ptr %12, align 4, !dbg !122
  br label %30, !dbg !123, !llvm.loop !124

71:                                               ; preds = %30
  %72 = load ptr addrspace(1), ptr %4, align 8, !dbg !126
  %73 = load i32, ptr %7, align 4, !dbg !127
  %74 = sext i32 %73 to i64, !dbg !126
  %75 = getelementptr inbounds %struct.Particle, ptr addrspace(1) %72, i64 %74, !dbg !126
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 16 %75, ptr align 16 %8, i64 48, i1 false), !dbg !128
  br label %76, !dbg !129

76:                                               ; preds = %71, %19
  ret void, !dbg !129
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @kind_of(i32 noundef %0) #3 !dbg !130 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !133, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !134)
  %3 = load i32, ptr %2, align 4, !dbg !135
  %4 = srem i32 %3, 3, !dbg !136
  ret i32 %4, !dbg !137
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func <4 x float> @gravity_step(ptr addrspace(4) noundef %0, float noundef %1, i32 noundef %2) #3 !dbg !138 {
  %4 = alloca ptr addrspace(4), align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca <4 x float>, align 16
  %8 = alloca float, align 4
  store ptr addrspace(4) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !143, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !144)
  store float %1, ptr %5, align 4
    #dbg_declare(ptr %5, !145, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !146)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !147, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !148)
    #dbg_declare(ptr %7, !149, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !150)
  %9 = load <4 x float>, ptr addrspace(2) @kGravity, align 16, !dbg !151
  store <4 x float> %9, ptr %7, align 16, !dbg !150
    #dbg_declare(ptr %8, !152, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !153)
  %10 = load i32, ptr %6, align 4, !dbg !154
  %11 = zext i32 %10 to i64, !dbg !155
  %12 = getelementptr inbounds [3 x float], ptr addrspace(2) @kDrag, i64 0, i64 %11, !dbg !155
  %13 = load float, ptr addrspace(2) %12, align 4, !dbg !155
  store float %13, ptr %8, align 4, !dbg !153
  %14 = load ptr addrspace(4), ptr %4, align 8, !dbg !156
  %15 = getelementptr inbounds %struct.Particle, ptr addrspace(4) %14, i32 0, i32 2, !dbg !158
  %16 = load float, ptr addrspace(4) %15, align 16, !dbg !158
  %17 = fcmp ogt float %16, 0.000000e+00, !dbg !159
  br i1 %17, label %18, label %32, !dbg !160

18:                                               ; preds = %3
  %19 = load ptr addrspace(4), ptr %4, align 8, !dbg !161
  %20 = getelementptr inbounds %struct.Particle, ptr addrspace(4) %19, i32 0, i32 1, !dbg !163
  %21 = load <4 x float>, ptr addrspace(4) %20, align 16, !dbg !163
  %22 = load float, ptr %8, align 4, !dbg !164
  %23 = load ptr addrspace(4), ptr %4, align 8, !dbg !165
  %24 = getelementptr inbounds %struct.Particle, ptr addrspace(4) %23, i32 0, i32 2, !dbg !166
  %25 = load float, ptr addrspace(4) %24, align 16, !dbg !166
  %26 = fdiv float %22, %25, !dbg !167, !fpmath !80
  %27 = insertelement <4 x float> poison, float %26, i64 0, !dbg !168
  %28 = shufflevector <4 x float> %27, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !168
  %29 = load <4 x float>, ptr %7, align 16, !dbg !169
  %30 = fneg <4 x float> %21, !dbg !169
  %31 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %30, <4 x float> %28, <4 x float> %29), !dbg !169
  store <4 x float> %31, ptr %7, align 16, !dbg !169
  br label %32, !dbg !170

32:                                               ; preds = %18, %3
  %33 = load ptr addrspace(4), ptr %4, align 8, !dbg !171
  %34 = getelementptr inbounds %struct.Particle, ptr addrspace(4) %33, i32 0, i32 1, !dbg !172
  %35 = load <4 x float>, ptr addrspace(4) %34, align 16, !dbg !172
  %36 = load <4 x float>, ptr %7, align 16, !dbg !173
  %37 = load float, ptr %5, align 4, !dbg !174
  %38 = insertelement <4 x float> poison, float %37, i64 0, !dbg !174
  %39 = shufflevector <4 x float> %38, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !174
  %40 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %36, <4 x float> %39, <4 x float> %35), !dbg !175
  ret <4 x float> %40, !dbg !176
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29}
!opencl.ocl.version = !{!30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "kDrag", scope: !2, file: !3, line: 21, type: !23, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !11, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "examples/particles.cl", directory: ".", checksumkind: CSK_MD5, checksum: "be50d236527fab1879dd0fe0ddcb1a4b")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "ParticleKind", file: !3, line: 7, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10}
!8 = !DIEnumerator(name: "KIND_DUST", value: 0)
!9 = !DIEnumerator(name: "KIND_SPARK", value: 1)
!10 = !DIEnumerator(name: "KIND_SMOKE", value: 2)
!11 = !{!12, !13, !14}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "ParticleKind", file: !3, line: 11, baseType: !5)
!15 = !{!0, !16}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!17 = distinct !DIGlobalVariable(name: "kGravity", scope: !2, file: !3, line: 23, type: !18, isLocal: false, isDefinition: true)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !19, line: 209, baseType: !20)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, flags: DIFlagVector, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 4)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 96, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 3)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{i32 2, i32 0}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "step_particles", scope: !3, file: !3, line: 38, type: !33, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !43)
!33 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !34)
!34 = !{null, !35, !13, !12}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64, dwarfAddressSpace: 1)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "Particle", file: !3, line: 18, baseType: !37)
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Particle", file: !3, line: 13, size: 384, elements: !38)
!38 = !{!39, !40, !41, !42}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !37, file: !3, line: 14, baseType: !18, size: 128)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "vel", scope: !37, file: !3, line: 15, baseType: !18, size: 128, offset: 128)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !37, file: !3, line: 16, baseType: !13, size: 32, offset: 256)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !37, file: !3, line: 17, baseType: !12, size: 32, offset: 288)
!43 = !{}
!44 = !{i32 1, i32 0, i32 0}
!45 = !{!"none", !"none", !"none"}
!46 = !{!"Particle*", !"float", !"int"}
!47 = !{!"struct Particle*", !"float", !"int"}
!48 = !{!"", !"", !""}
!49 = !DILocalVariable(name: "ps", arg: 1, scope: !32, file: !3, line: 38, type: !35)
!50 = !DILocation(line: 38, column: 49, scope: !32)
!51 = !DILocalVariable(name: "dt", arg: 2, scope: !32, file: !3, line: 38, type: !13)
!52 = !DILocation(line: 38, column: 59, scope: !32)
!53 = !DILocalVariable(name: "n", arg: 3, scope: !32, file: !3, line: 38, type: !12)
!54 = !DILocation(line: 38, column: 67, scope: !32)
!55 = !DILocalVariable(name: "gid", scope: !32, file: !3, line: 39, type: !12)
!56 = !DILocation(line: 39, column: 7, scope: !32)
!57 = !DILocation(line: 39, column: 18, scope: !32)
!58 = !DILocation(line: 39, column: 13, scope: !32)
!59 = !DILocation(line: 40, column: 7, scope: !60)
!60 = distinct !DILexicalBlock(scope: !32, file: !3, line: 40, column: 7)
!61 = !DILocation(line: 40, column: 14, scope: !60)
!62 = !DILocation(line: 40, column: 11, scope: !60)
!63 = !DILocation(line: 40, column: 7, scope: !32)
!64 = !DILocation(line: 41, column: 5, scope: !60)
!65 = !DILocalVariable(name: "p", scope: !32, file: !3, line: 43, type: !36)
!66 = !DILocation(line: 43, column: 12, scope: !32)
!67 = !DILocation(line: 43, column: 16, scope: !32)
!68 = !DILocation(line: 43, column: 19, scope: !32)
!69 = !DILocalVariable(name: "kind", scope: !32, file: !3, line: 44, type: !14)
!70 = !DILocation(line: 44, column: 16, scope: !32)
!71 = !DILocation(line: 44, column: 33, scope: !32)
!72 = !DILocation(line: 44, column: 23, scope: !32)
!73 = !DILocalVariable(name: "substeps", scope: !32, file: !3, line: 45, type: !74)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!75 = !DILocation(line: 45, column: 13, scope: !32)
!76 = !DILocalVariable(name: "h", scope: !32, file: !3, line: 46, type: !13)
!77 = !DILocation(line: 46, column: 9, scope: !32)
!78 = !DILocation(line: 46, column: 13, scope: !32)
!79 = !DILocation(line: 46, column: 16, scope: !32)
!80 = !{float 2.500000e+00}
!81 = !DILocalVariable(name: "s", scope: !82, file: !3, line: 48, type: !12)
!82 = distinct !DILexicalBlock(scope: !32, file: !3, line: 48, column: 3)
!83 = !DILocation(line: 48, column: 12, scope: !82)
!84 = !DILocation(line: 48, column: 8, scope: !82)
!85 = !DILocation(line: 48, column: 19, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !3, line: 48, column: 3)
!87 = !DILocation(line: 48, column: 21, scope: !86)
!88 = !DILocation(line: 48, column: 3, scope: !82)
!89 = !DILocalVariable(name: "v", scope: !90, file: !3, line: 49, type: !18)
!90 = distinct !DILexicalBlock(scope: !86, file: !3, line: 48, column: 38)
!91 = !DILocation(line: 49, column: 12, scope: !90)
!92 = !DILocation(line: 49, column: 29, scope: !90)
!93 = !DILocation(line: 49, column: 33, scope: !90)
!94 = !DILocation(line: 49, column: 36, scope: !90)
!95 = !DILocation(line: 49, column: 16, scope: !90)
!96 = !DILocation(line: 50, column: 13, scope: !90)
!97 = !DILocation(line: 50, column: 7, scope: !90)
!98 = !DILocation(line: 50, column: 11, scope: !90)
!99 = !DILocation(line: 51, column: 14, scope: !90)
!100 = !DILocation(line: 51, column: 18, scope: !90)
!101 = !DILocation(line: 51, column: 7, scope: !90)
!102 = !DILocation(line: 51, column: 11, scope: !90)
!103 = !DILocation(line: 52, column: 11, scope: !104)
!104 = distinct !DILexicalBlock(scope: !90, file: !3, line: 52, column: 9)
!105 = !DILocation(line: 52, column: 9, scope: !104)
!106 = !DILocation(line: 52, column: 17, scope: !104)
!107 = !DILocation(line: 52, column: 9, scope: !90)
!108 = !DILocation(line: 53, column: 20, scope: !109)
!109 = distinct !DILexicalBlock(scope: !104, file: !3, line: 52, column: 25)
!110 = !DILocation(line: 53, column: 18, scope: !109)
!111 = !DILocation(line: 53, column: 17, scope: !109)
!112 = !DILocation(line: 53, column: 9, scope: !109)
!113 = !DILocation(line: 53, column: 15, scope: !109)
!114 = !DILocation(line: 54, column: 20, scope: !109)
!115 = !DILocation(line: 54, column: 18, scope: !109)
!116 = !DILocation(line: 54, column: 17, scope: !109)
!117 = !DILocation(line: 54, column: 26, scope: !109)
!118 = !DILocation(line: 54, column: 9, scope: !109)
!119 = !DILocation(line: 54, column: 15, scope: !109)
!120 = !DILocation(line: 55, column: 5, scope: !109)
!121 = !DILocation(line: 56, column: 3, scope: !90)
!122 = !DILocation(line: 48, column: 33, scope: !86)
!123 = !DILocation(line: 48, column: 3, scope: !86)
!124 = distinct !{!124, !88, !125}
!125 = !DILocation(line: 56, column: 3, scope: !82)
!126 = !DILocation(line: 58, column: 3, scope: !32)
!127 = !DILocation(line: 58, column: 6, scope: !32)
!128 = !DILocation(line: 58, column: 13, scope: !32)
!129 = !DILocation(line: 59, column: 1, scope: !32)
!130 = distinct !DISubprogram(name: "kind_of", scope: !3, file: !3, line: 34, type: !131, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !43)
!131 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !132)
!132 = !{!14, !12}
!133 = !DILocalVariable(name: "id", arg: 1, scope: !130, file: !3, line: 34, type: !12)
!134 = !DILocation(line: 34, column: 33, scope: !130)
!135 = !DILocation(line: 35, column: 25, scope: !130)
!136 = !DILocation(line: 35, column: 28, scope: !130)
!137 = !DILocation(line: 35, column: 3, scope: !130)
!138 = distinct !DISubprogram(name: "gravity_step", scope: !3, file: !3, line: 25, type: !139, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !43)
!139 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !140)
!140 = !{!18, !141, !13, !14}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64, dwarfAddressSpace: 4)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!143 = !DILocalVariable(name: "p", arg: 1, scope: !138, file: !3, line: 25, type: !141)
!144 = !DILocation(line: 25, column: 44, scope: !138)
!145 = !DILocalVariable(name: "dt", arg: 2, scope: !138, file: !3, line: 25, type: !13)
!146 = !DILocation(line: 25, column: 53, scope: !138)
!147 = !DILocalVariable(name: "kind", arg: 3, scope: !138, file: !3, line: 25, type: !14)
!148 = !DILocation(line: 25, column: 70, scope: !138)
!149 = !DILocalVariable(name: "accel", scope: !138, file: !3, line: 26, type: !18)
!150 = !DILocation(line: 26, column: 10, scope: !138)
!151 = !DILocation(line: 26, column: 18, scope: !138)
!152 = !DILocalVariable(name: "drag", scope: !138, file: !3, line: 27, type: !13)
!153 = !DILocation(line: 27, column: 9, scope: !138)
!154 = !DILocation(line: 27, column: 22, scope: !138)
!155 = !DILocation(line: 27, column: 16, scope: !138)
!156 = !DILocation(line: 28, column: 7, scope: !157)
!157 = distinct !DILexicalBlock(scope: !138, file: !3, line: 28, column: 7)
!158 = !DILocation(line: 28, column: 10, scope: !157)
!159 = !DILocation(line: 28, column: 15, scope: !157)
!160 = !DILocation(line: 28, column: 7, scope: !138)
!161 = !DILocation(line: 29, column: 14, scope: !162)
!162 = distinct !DILexicalBlock(scope: !157, file: !3, line: 28, column: 23)
!163 = !DILocation(line: 29, column: 17, scope: !162)
!164 = !DILocation(line: 29, column: 24, scope: !162)
!165 = !DILocation(line: 29, column: 31, scope: !162)
!166 = !DILocation(line: 29, column: 34, scope: !162)
!167 = !DILocation(line: 29, column: 29, scope: !162)
!168 = !DILocation(line: 29, column: 23, scope: !162)
!169 = !DILocation(line: 29, column: 11, scope: !162)
!170 = !DILocation(line: 30, column: 3, scope: !162)
!171 = !DILocation(line: 31, column: 10, scope: !138)
!172 = !DILocation(line: 31, column: 13, scope: !138)
!173 = !DILocation(line: 31, column: 19, scope: !138)
!174 = !DILocation(line: 31, column: 27, scope: !138)
!175 = !DILocation(line: 31, column: 17, scope: !138)
!176 = !DILocation(line: 31, column: 3, scope: !138)
