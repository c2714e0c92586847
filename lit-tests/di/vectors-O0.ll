; Vector types at -O0: float4/int4/float2/half8/uchar16 typedefs of DIFlagVector array composites with their element types, sizes and DISubrange counts (4/4/2/8/16), and vector-typed params and locals.
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
; CHECK: {{^}}; 96 nodes (95 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_OpenCL,{{.*}} emissionKind: FullDebug,{{.*}} retainedTypes: {[[HALF:![0-9]+]], [[UCHAR:![0-9]+]]},
; CHECK: {{^}}[[HALF]] = DIBasicType(tag: DW_TAG_base_type, name: "half", size: 16, align: 0, encoding: DW_ATE_float, flags: DIFlagZero){{$}}
; CHECK: {{^}}!7 = DISubroutineType(flags: DIFlagZero, cc: 199, types: {null, !8, !13, !17, !21, !25}){{$}}
; CHECK: {{^}}!9 = DIDerivedType(tag: DW_TAG_typedef, name: "float4",{{.*}} file: !4, line: 209, baseType: !10,
; CHECK-NEXT: {{^}}!10 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[FLOAT:![0-9]+]], size: 128,{{.*}} flags: DIFlagVector, elements: {[[COUNT4:![0-9]+]]},
; CHECK: {{^}}[[COUNT4]] = DISubrange(count: i64 4, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}!14 = DIDerivedType(tag: DW_TAG_typedef, name: "int4",{{.*}} line: 189, baseType: !15,
; CHECK-NEXT: {{^}}!15 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[INT:![0-9]+]], size: 128,{{.*}} flags: DIFlagVector, elements: {[[COUNT4]]},
; CHECK: {{^}}!19 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[FLOAT]], size: 64,{{.*}} flags: DIFlagVector, elements: {!20},
; CHECK-NEXT: {{^}}!20 = DISubrange(count: i64 2, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}!22 = DIDerivedType(tag: DW_TAG_typedef, name: "half8",{{.*}} line: 217, baseType: !23,
; CHECK-NEXT: {{^}}!23 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[HALF]], size: 128,{{.*}} flags: DIFlagVector, elements: {!24},
; CHECK-NEXT: {{^}}!24 = DISubrange(count: i64 8, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}!26 = DIDerivedType(tag: DW_TAG_typedef, name: "uchar16",{{.*}} line: 176, baseType: !27,
; CHECK-NEXT: {{^}}!27 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[UCHAR]], size: 128,{{.*}} flags: DIFlagVector, elements: {!28},
; CHECK-NEXT: {{^}}!28 = DISubrange(count: i64 16, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}!58 = DILocalVariable(name: "h",{{.*}} scope: [[KERNEL:![0-9]+]],{{.*}} line: 11, type: !22,
; CHECK: {{^}}!66 = DILocalVariable(name: "sum",{{.*}} scope: [[KERNEL]],{{.*}} line: 14, type: !9,
; CHECK: {{^}}function @vectors subprogram [[KERNEL]]: 1 blocks, 100 instructions, 83 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%15, !58, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !57{{$}}
; ModuleID = 'lit-tests/di/Inputs/vectors.cl'
source_filename = "lit-tests/di/Inputs/vectors.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @vectors(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 16 %3, ptr addrspace(1) noundef align 16 %4) #0 !dbg !13 !kernel_arg_addr_space !42 !kernel_arg_access_qual !43 !kernel_arg_type !44 !kernel_arg_base_type !45 !kernel_arg_type_qual !46 {
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca i64, align 8
  %12 = alloca <4 x float>, align 16
  %13 = alloca <4 x i32>, align 16
  %14 = alloca <2 x float>, align 8
  %15 = alloca <8 x half>, align 16
  %16 = alloca <16 x i8>, align 16
  %17 = alloca <4 x float>, align 16
  store ptr addrspace(1) %0, ptr %6, align 8
    #dbg_declare(ptr %6, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !48)
  store ptr addrspace(1) %1, ptr %7, align 8
    #dbg_declare(ptr %7, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  store ptr addrspace(1) %2, ptr %8, align 8
    #dbg_declare(ptr %8, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !52)
  store ptr addrspace(1) %3, ptr %9, align 8
    #dbg_declare(ptr %9, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  store ptr addrspace(1) %4, ptr %10, align 8
    #dbg_declare(ptr %10, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
    #dbg_declare(ptr %11, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !60)
  %18 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !61
  store i64 %18, ptr %11, align 8, !dbg !60
    #dbg_declare(ptr %12, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
  %19 = load ptr addrspace(1), ptr %6, align 8, !dbg !64
  %20 = load i64, ptr %11, align 8, !dbg !65
  %21 = getelementptr inbounds <4 x float>, ptr addrspace(1) %19, i64 %20, !dbg !64
  %22 = load <4 x float>, ptr addrspace(1) %21, align 16, !dbg !64
  store <4 x float> %22, ptr %12, align 16, !dbg !63
    #dbg_declare(ptr %13, !66, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  %23 = load ptr addrspace(1), ptr %7, align 8, !dbg !68
  %24 = load i64, ptr %11, align 8, !dbg !69
  %25 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %23, i64 %24, !dbg !68
  %26 = load <4 x i32>, ptr addrspace(1) %25, align 16, !dbg !68
  store <4 x i32> %26, ptr %13, align 16, !dbg !67
    #dbg_declare(ptr %14, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  %27 = load ptr addrspace(1), ptr %8, align 8, !dbg !72
  %28 = load i64, ptr %11, align 8, !dbg !73
  %29 = getelementptr inbounds <2 x float>, ptr addrspace(1) %27, i64 %28, !dbg !72
  %30 = load <2 x float>, ptr addrspace(1) %29, align 8, !dbg !72
  store <2 x float> %30, ptr %14, align 8, !dbg !71
    #dbg_declare(ptr %15, !74, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
  %31 = load ptr addrspace(1), ptr %9, align 8, !dbg !76
  %32 = load i64, ptr %11, align 8, !dbg !77
  %33 = getelementptr inbounds <8 x half>, ptr addrspace(1) %31, i64 %32, !dbg !76
  %34 = load <8 x half>, ptr addrspace(1) %33, align 16, !dbg !76
  store <8 x half> %34, ptr %15, align 16, !dbg !75
    #dbg_declare(ptr %16, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !79)
  %35 = load ptr addrspace(1), ptr %10, align 8, !dbg !80
  %36 = load i64, ptr %11, align 8, !dbg !81
  %37 = getelementptr inbounds <16 x i8>, ptr addrspace(1) %35, i64 %36, !dbg !80
  %38 = load <16 x i8>, ptr addrspace(1) %37, align 16, !dbg !80
  store <16 x i8> %38, ptr %16, align 16, !dbg !79
    #dbg_declare(ptr %17, !82, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
  %39 = load <4 x float>, ptr %12, align 16, !dbg !84
  %40 = load <4 x i32>, ptr %13, align 16, !dbg !85
  %41 = call spir_func <4 x float> @_Z14convert_float4Dv4_i(<4 x i32> noundef %40) #2, !dbg !86
  %42 = fadd <4 x float> %39, %41, !dbg !87
  store <4 x float> %42, ptr %17, align 16, !dbg !83
  %43 = load <2 x float>, ptr %14, align 8, !dbg !88
  %44 = load <4 x float>, ptr %17, align 16, !dbg !89
  %45 = shufflevector <4 x float> %44, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !89
  %46 = fadd <2 x float> %45, %43, !dbg !89
  %47 = load <4 x float>, ptr %17, align 16, !dbg !89
  %48 = shufflevector <2 x float> %46, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !89
  %49 = shufflevector <4 x float> %47, <4 x float> %48, <4 x i32> <i32 4, i32 5, i32 2, i32 3>, !dbg !89
  store <4 x float> %49, ptr %17, align 16, !dbg !89
  %50 = load <8 x half>, ptr %15, align 16, !dbg !90
  %51 = fmul <8 x half> %50, <half 0xH4000, half 0xH4000, half 0xH4000, half 0xH4000, half 0xH4000, half 0xH4000, half 0xH4000, half 0xH4000>, !dbg !91
  store <8 x half> %51, ptr %15, align 16, !dbg !92
  %52 = load <4 x i32>, ptr %13, align 16, !dbg !93
  %53 = extractelement <4 x i32> %52, i64 3, !dbg !93
  %54 = trunc i32 %53 to i8, !dbg !94
  %55 = load <16 x i8>, ptr %16, align 16, !dbg !95
  %56 = insertelement <16 x i8> %55, i8 %54, i64 0, !dbg !95
  store <16 x i8> %56, ptr %16, align 16, !dbg !95
  %57 = load <4 x float>, ptr %17, align 16, !dbg !96
  %58 = load ptr addrspace(1), ptr %6, align 8, !dbg !97
  %59 = load i64, ptr %11, align 8, !dbg !98
  %60 = getelementptr inbounds <4 x float>, ptr addrspace(1) %58, i64 %59, !dbg !97
  store <4 x float> %57, ptr addrspace(1) %60, align 16, !dbg !99
  %61 = load <4 x i32>, ptr %13, align 16, !dbg !100
  %62 = shufflevector <4 x i32> %61, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !100
  %63 = load ptr addrspace(1), ptr %7, align 8, !dbg !101
  %64 = load i64, ptr %11, align 8, !dbg !102
  %65 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %63, i64 %64, !dbg !101
  store <4 x i32> %62, ptr addrspace(1) %65, align 16, !dbg !103
  %66 = load <8 x half>, ptr %15, align 16, !dbg !104
  %67 = load ptr addrspace(1), ptr %9, align 8, !dbg !105
  %68 = load i64, ptr %11, align 8, !dbg !106
  %69 = getelementptr inbounds <8 x half>, ptr addrspace(1) %67, i64 %68, !dbg !105
  store <8 x half> %66, ptr addrspace(1) %69, align 16, !dbg !107
  %70 = load <16 x i8>, ptr %16, align 16, !dbg !108
  %71 = load ptr addrspace(1), ptr %10, align 8, !dbg !109
  %72 = load i64, ptr %11, align 8, !dbg !110
  %73 = getelementptr inbounds <16 x i8>, ptr addrspace(1) %71, i64 %72, !dbg !109
  store <16 x i8> %70, ptr addrspace(1) %73, align 16, !dbg !111
  ret void, !dbg !112
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z14convert_float4Dv4_i(<4 x i32> noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10}
!opencl.ocl.version = !{!11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/vectors.cl", directory: ".", checksumkind: CSK_MD5, checksum: "a7b774312db479277a0d91b60a94b420")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !5, line: 119, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!6 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{i32 2, i32 0}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "vectors", scope: !1, file: !1, line: 4, type: !14, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !41)
!14 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !15)
!15 = !{null, !16, !22, !26, !31, !36}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, dwarfAddressSpace: 1)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !5, line: 209, baseType: !18)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 128, flags: DIFlagVector, elements: !20)
!19 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, dwarfAddressSpace: 1)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !5, line: 189, baseType: !24)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 128, flags: DIFlagVector, elements: !20)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, dwarfAddressSpace: 1)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !5, line: 207, baseType: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 64, flags: DIFlagVector, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 2)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64, dwarfAddressSpace: 1)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "half8", file: !5, line: 217, baseType: !33)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 8)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, dwarfAddressSpace: 1)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar16", file: !5, line: 176, baseType: !38)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, flags: DIFlagVector, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 16)
!41 = !{}
!42 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!43 = !{!"none", !"none", !"none", !"none", !"none"}
!44 = !{!"float4*", !"int4*", !"float2*", !"half8*", !"uchar16*"}
!45 = !{!"float __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(8)))*", !"uchar __attribute__((ext_vector_type(16)))*"}
!46 = !{!"", !"", !"", !"", !""}
!47 = !DILocalVariable(name: "f4", arg: 1, scope: !13, file: !1, line: 4, type: !16)
!48 = !DILocation(line: 4, column: 40, scope: !13)
!49 = !DILocalVariable(name: "i4", arg: 2, scope: !13, file: !1, line: 4, type: !22)
!50 = !DILocation(line: 4, column: 59, scope: !13)
!51 = !DILocalVariable(name: "f2", arg: 3, scope: !13, file: !1, line: 5, type: !26)
!52 = !DILocation(line: 5, column: 40, scope: !13)
!53 = !DILocalVariable(name: "h8", arg: 4, scope: !13, file: !1, line: 5, type: !31)
!54 = !DILocation(line: 5, column: 60, scope: !13)
!55 = !DILocalVariable(name: "u16", arg: 5, scope: !13, file: !1, line: 6, type: !36)
!56 = !DILocation(line: 6, column: 41, scope: !13)
!57 = !DILocalVariable(name: "i", scope: !13, file: !1, line: 7, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 142, baseType: !59)
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !DILocation(line: 7, column: 10, scope: !13)
!61 = !DILocation(line: 7, column: 14, scope: !13)
!62 = !DILocalVariable(name: "a", scope: !13, file: !1, line: 8, type: !17)
!63 = !DILocation(line: 8, column: 10, scope: !13)
!64 = !DILocation(line: 8, column: 14, scope: !13)
!65 = !DILocation(line: 8, column: 17, scope: !13)
!66 = !DILocalVariable(name: "b", scope: !13, file: !1, line: 9, type: !23)
!67 = !DILocation(line: 9, column: 8, scope: !13)
!68 = !DILocation(line: 9, column: 12, scope: !13)
!69 = !DILocation(line: 9, column: 15, scope: !13)
!70 = !DILocalVariable(name: "c", scope: !13, file: !1, line: 10, type: !27)
!71 = !DILocation(line: 10, column: 10, scope: !13)
!72 = !DILocation(line: 10, column: 14, scope: !13)
!73 = !DILocation(line: 10, column: 17, scope: !13)
!74 = !DILocalVariable(name: "h", scope: !13, file: !1, line: 11, type: !32)
!75 = !DILocation(line: 11, column: 9, scope: !13)
!76 = !DILocation(line: 11, column: 13, scope: !13)
!77 = !DILocation(line: 11, column: 16, scope: !13)
!78 = !DILocalVariable(name: "u", scope: !13, file: !1, line: 12, type: !37)
!79 = !DILocation(line: 12, column: 11, scope: !13)
!80 = !DILocation(line: 12, column: 15, scope: !13)
!81 = !DILocation(line: 12, column: 19, scope: !13)
!82 = !DILocalVariable(name: "sum", scope: !13, file: !1, line: 14, type: !17)
!83 = !DILocation(line: 14, column: 10, scope: !13)
!84 = !DILocation(line: 14, column: 16, scope: !13)
!85 = !DILocation(line: 14, column: 35, scope: !13)
!86 = !DILocation(line: 14, column: 20, scope: !13)
!87 = !DILocation(line: 14, column: 18, scope: !13)
!88 = !DILocation(line: 15, column: 13, scope: !13)
!89 = !DILocation(line: 15, column: 10, scope: !13)
!90 = !DILocation(line: 16, column: 7, scope: !13)
!91 = !DILocation(line: 16, column: 9, scope: !13)
!92 = !DILocation(line: 16, column: 5, scope: !13)
!93 = !DILocation(line: 17, column: 17, scope: !13)
!94 = !DILocation(line: 17, column: 10, scope: !13)
!95 = !DILocation(line: 17, column: 8, scope: !13)
!96 = !DILocation(line: 19, column: 11, scope: !13)
!97 = !DILocation(line: 19, column: 3, scope: !13)
!98 = !DILocation(line: 19, column: 6, scope: !13)
!99 = !DILocation(line: 19, column: 9, scope: !13)
!100 = !DILocation(line: 20, column: 11, scope: !13)
!101 = !DILocation(line: 20, column: 3, scope: !13)
!102 = !DILocation(line: 20, column: 6, scope: !13)
!103 = !DILocation(line: 20, column: 9, scope: !13)
!104 = !DILocation(line: 21, column: 11, scope: !13)
!105 = !DILocation(line: 21, column: 3, scope: !13)
!106 = !DILocation(line: 21, column: 6, scope: !13)
!107 = !DILocation(line: 21, column: 9, scope: !13)
!108 = !DILocation(line: 22, column: 12, scope: !13)
!109 = !DILocation(line: 22, column: 3, scope: !13)
!110 = !DILocation(line: 22, column: 7, scope: !13)
!111 = !DILocation(line: 22, column: 10, scope: !13)
!112 = !DILocation(line: 23, column: 1, scope: !13)
