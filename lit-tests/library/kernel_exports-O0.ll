; A kernel module that exports a helper and a __constant table: both Linkage and an entry point;
; the kernel and the static helper carry no LinkageAttributes.
; RUN: %nsdi-llc --g0 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %nsdi-llc -g --verify-roundtrip %s -o %t.g.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.g.spv
; RUN: llvm-spirv -r %t.g.spv -o %t.g.rev.bc
; RUN: spirv-dis %t.g.spv | FileCheck %s
; RUN: %nsdi-llc -g --spirv-ext=+all --verify-roundtrip %s -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.fwd.spv
; RUN: spirv-dis %t.fwd.spv | FileCheck %s --check-prefix=CHECK
; RUN: %nsdi-llc -gline-tables-only --verify-roundtrip %s -o %t.lt.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.lt.spv
; RUN: llvm-spirv -r %t.lt.spv -o %t.lt.rev.bc
; ROUNDTRIP: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; CHECK:      OpCapability Addresses
; CHECK-NEXT: OpCapability Linkage
; CHECK-NEXT: OpCapability Kernel
; CHECK:      OpEntryPoint Kernel %mix "mix"
; CHECK-NOT:  LinkageAttributes
; CHECK:      OpDecorate %weights LinkageAttributes "weights" Export
; CHECK:      OpDecorate %blend LinkageAttributes "blend" Export
; CHECK-NOT:  LinkageAttributes
; CHECK:      %blend = OpFunction %float None
; ModuleID = 'lit-tests/library/Inputs/kernel_exports.cl'
source_filename = "lit-tests/library/Inputs/kernel_exports.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@weights = addrspace(2) constant [4 x float] [float 1.250000e-01, float 2.500000e-01, float 2.500000e-01, float 3.750000e-01], align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_func float @blend(float noundef %0, float noundef %1, i32 noundef %2) #0 !dbg !17 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  store float %0, ptr %4, align 4
    #dbg_declare(ptr %4, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !22)
  store float %1, ptr %5, align 4
    #dbg_declare(ptr %5, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !26)
    #dbg_declare(ptr %7, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !28)
  %8 = load i32, ptr %6, align 4, !dbg !29
  %9 = call spir_func float @weight(i32 noundef %8) #4, !dbg !30
  store float %9, ptr %7, align 4, !dbg !28
  %10 = load float, ptr %4, align 4, !dbg !31
  %11 = load float, ptr %7, align 4, !dbg !32
  %12 = load float, ptr %5, align 4, !dbg !33
  %13 = load float, ptr %7, align 4, !dbg !34
  %14 = fsub float 1.000000e+00, %13, !dbg !35
  %15 = fmul float %12, %14, !dbg !36
  %16 = call float @llvm.fmuladd.f32(float %10, float %11, float %15), !dbg !37
  ret float %16, !dbg !38
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @weight(i32 noundef %0) #0 !dbg !39 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %3 = load i32, ptr %2, align 4, !dbg !44
  %4 = and i32 %3, 3, !dbg !45
  %5 = sext i32 %4 to i64, !dbg !46
  %6 = getelementptr inbounds [4 x float], ptr addrspace(2) @weights, i64 0, i64 %5, !dbg !46
  %7 = load float, ptr addrspace(2) %6, align 4, !dbg !46
  ret float %7, !dbg !47
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @mix(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #2 !dbg !48 !kernel_arg_addr_space !54 !kernel_arg_access_qual !55 !kernel_arg_type !56 !kernel_arg_base_type !56 !kernel_arg_type_qual !57 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !58, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  store ptr addrspace(1) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
    #dbg_declare(ptr %7, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !69
  store i64 %8, ptr %7, align 8, !dbg !68
  %9 = load ptr addrspace(1), ptr %5, align 8, !dbg !70
  %10 = load i64, ptr %7, align 8, !dbg !71
  %11 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %10, !dbg !70
  %12 = load float, ptr addrspace(1) %11, align 4, !dbg !70
  %13 = load ptr addrspace(1), ptr %6, align 8, !dbg !72
  %14 = load i64, ptr %7, align 8, !dbg !73
  %15 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %14, !dbg !72
  %16 = load float, ptr addrspace(1) %15, align 4, !dbg !72
  %17 = load i64, ptr %7, align 8, !dbg !74
  %18 = trunc i64 %17 to i32, !dbg !75
  %19 = call spir_func float @blend(float noundef %12, float noundef %16, i32 noundef %18) #4, !dbg !76
  %20 = load ptr addrspace(1), ptr %4, align 8, !dbg !77
  %21 = load i64, ptr %7, align 8, !dbg !78
  %22 = getelementptr inbounds float, ptr addrspace(1) %20, i64 %21, !dbg !77
  store float %19, ptr addrspace(1) %22, align 4, !dbg !79
  ret void, !dbg !80
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14}
!opencl.ocl.version = !{!15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "weights", scope: !2, file: !3, line: 3, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lit-tests/library/Inputs/kernel_exports.cl", directory: ".", checksumkind: CSK_MD5, checksum: "c93fe39d8ee01dd047007f8312997c61")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !9)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{i32 2, i32 0}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "blend", scope: !3, file: !3, line: 7, type: !18, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !19)
!19 = !{!8, !8, !8, !5}
!20 = !{}
!21 = !DILocalVariable(name: "a", arg: 1, scope: !17, file: !3, line: 7, type: !8)
!22 = !DILocation(line: 7, column: 19, scope: !17)
!23 = !DILocalVariable(name: "b", arg: 2, scope: !17, file: !3, line: 7, type: !8)
!24 = !DILocation(line: 7, column: 28, scope: !17)
!25 = !DILocalVariable(name: "i", arg: 3, scope: !17, file: !3, line: 7, type: !5)
!26 = !DILocation(line: 7, column: 35, scope: !17)
!27 = !DILocalVariable(name: "w", scope: !17, file: !3, line: 8, type: !8)
!28 = !DILocation(line: 8, column: 9, scope: !17)
!29 = !DILocation(line: 8, column: 20, scope: !17)
!30 = !DILocation(line: 8, column: 13, scope: !17)
!31 = !DILocation(line: 9, column: 10, scope: !17)
!32 = !DILocation(line: 9, column: 14, scope: !17)
!33 = !DILocation(line: 9, column: 18, scope: !17)
!34 = !DILocation(line: 9, column: 30, scope: !17)
!35 = !DILocation(line: 9, column: 28, scope: !17)
!36 = !DILocation(line: 9, column: 20, scope: !17)
!37 = !DILocation(line: 9, column: 16, scope: !17)
!38 = !DILocation(line: 9, column: 3, scope: !17)
!39 = distinct !DISubprogram(name: "weight", scope: !3, file: !3, line: 5, type: !40, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !20)
!40 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !41)
!41 = !{!8, !5}
!42 = !DILocalVariable(name: "i", arg: 1, scope: !39, file: !3, line: 5, type: !5)
!43 = !DILocation(line: 5, column: 25, scope: !39)
!44 = !DILocation(line: 5, column: 45, scope: !39)
!45 = !DILocation(line: 5, column: 47, scope: !39)
!46 = !DILocation(line: 5, column: 37, scope: !39)
!47 = !DILocation(line: 5, column: 30, scope: !39)
!48 = distinct !DISubprogram(name: "mix", scope: !3, file: !3, line: 12, type: !49, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!49 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !50)
!50 = !{null, !51, !52, !52}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 1)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64, dwarfAddressSpace: 1)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!54 = !{i32 1, i32 1, i32 1}
!55 = !{!"none", !"none", !"none"}
!56 = !{!"float*", !"float*", !"float*"}
!57 = !{!"", !"const", !"const"}
!58 = !DILocalVariable(name: "out", arg: 1, scope: !48, file: !3, line: 12, type: !51)
!59 = !DILocation(line: 12, column: 35, scope: !48)
!60 = !DILocalVariable(name: "a", arg: 2, scope: !48, file: !3, line: 12, type: !52)
!61 = !DILocation(line: 12, column: 62, scope: !48)
!62 = !DILocalVariable(name: "b", arg: 3, scope: !48, file: !3, line: 12, type: !52)
!63 = !DILocation(line: 12, column: 87, scope: !48)
!64 = !DILocalVariable(name: "i", scope: !48, file: !3, line: 13, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !66, line: 142, baseType: !67)
!66 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!67 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!68 = !DILocation(line: 13, column: 10, scope: !48)
!69 = !DILocation(line: 13, column: 14, scope: !48)
!70 = !DILocation(line: 14, column: 18, scope: !48)
!71 = !DILocation(line: 14, column: 20, scope: !48)
!72 = !DILocation(line: 14, column: 24, scope: !48)
!73 = !DILocation(line: 14, column: 26, scope: !48)
!74 = !DILocation(line: 14, column: 35, scope: !48)
!75 = !DILocation(line: 14, column: 30, scope: !48)
!76 = !DILocation(line: 14, column: 12, scope: !48)
!77 = !DILocation(line: 14, column: 3, scope: !48)
!78 = !DILocation(line: 14, column: 7, scope: !48)
!79 = !DILocation(line: 14, column: 10, scope: !48)
!80 = !DILocation(line: 15, column: 1, scope: !48)
