; Pins unoptimized call chains: every helper (top, middle, leaf, store_result, exported_helper) as its own OpFunction with parameter types from the IR (pointer as %_ptr_CrossWorkgroup_uchar, size_t as %ulong), OpFunctionCall for each call, (int)i as OpUConvert, (float)i as OpConvertSToF, Linkage with an Export decoration on exported_helper only (the internal helpers and the kernel carry none), and leaf's a*b+1 as OpenCL.std fma.
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
; CHECK:      OpCapability Addresses
; CHECK-NEXT: OpCapability Linkage
; CHECK-NEXT: OpCapability Kernel
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK-NOT:  LinkageAttributes
; CHECK:      OpDecorate %exported_helper LinkageAttributes "exported_helper" Export
; CHECK-NOT:  LinkageAttributes
; CHECK:      %exported_helper = OpFunction %uint None
; CHECK:      %noinline_calls = OpFunction %void None
; CHECK:      OpFunctionCall %float %top
; CHECK:      OpFunctionCall %void %store_result
; CHECK:      [[T:%[0-9]+]] = OpUConvert %uint
; CHECK:      OpFunctionCall %uint %exported_helper [[T]]
; CHECK:      %store_result = OpFunction %void None
; CHECK-NEXT: OpFunctionParameter %_ptr_CrossWorkgroup_uchar
; CHECK-NEXT: OpFunctionParameter %ulong
; CHECK-NEXT: OpFunctionParameter %float
; CHECK:      %middle = OpFunction %float None
; CHECK:      [[F:%[0-9]+]] = OpConvertSToF %float
; CHECK-NEXT: OpFunctionCall %float %leaf {{%[0-9]+}} [[F]]
; CHECK:      OpExtInst %float [[STD]] fma {{%[0-9]+}} {{%[0-9]+}} %float_1
; ModuleID = 'lit-tests/codegen/Inputs/noinline_calls.cl'
source_filename = "lit-tests/codegen/Inputs/noinline_calls.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_func i32 @exported_helper(i32 noundef %0, i32 noundef %1) #0 !dbg !11 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !15, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !16)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !17, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !18)
  %5 = load i32, ptr %3, align 4, !dbg !19
  %6 = mul nsw i32 %5, 31, !dbg !20
  %7 = load i32, ptr %4, align 4, !dbg !21
  %8 = add nsw i32 %6, %7, !dbg !22
  ret i32 %8, !dbg !23
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @noinline_calls(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #1 !dbg !24 !kernel_arg_addr_space !31 !kernel_arg_access_qual !32 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !34 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
    #dbg_declare(ptr %5, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
  store ptr addrspace(1) %1, ptr %6, align 8
    #dbg_declare(ptr %6, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !38)
  store ptr addrspace(1) %2, ptr %7, align 8
    #dbg_declare(ptr %7, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !42)
    #dbg_declare(ptr %9, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !48
  store i64 %11, ptr %9, align 8, !dbg !47
    #dbg_declare(ptr %10, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %12 = load ptr addrspace(1), ptr %5, align 8, !dbg !51
  %13 = load i64, ptr %9, align 8, !dbg !52
  %14 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %13, !dbg !51
  %15 = load float, ptr addrspace(1) %14, align 4, !dbg !51
  %16 = load i32, ptr %8, align 4, !dbg !53
  %17 = call spir_func float @top(float noundef %15, i32 noundef %16) #5, !dbg !54
  store float %17, ptr %10, align 4, !dbg !50
  %18 = load ptr addrspace(1), ptr %6, align 8, !dbg !55
  %19 = load i64, ptr %9, align 8, !dbg !56
  %20 = load float, ptr %10, align 4, !dbg !57
  call spir_func void @store_result(ptr addrspace(1) noundef %18, i64 noundef %19, float noundef %20) #5, !dbg !58
  %21 = load i64, ptr %9, align 8, !dbg !59
  %22 = trunc i64 %21 to i32, !dbg !60
  %23 = load i32, ptr %8, align 4, !dbg !61
  %24 = call spir_func i32 @exported_helper(i32 noundef %22, i32 noundef %23) #5, !dbg !62
  %25 = load ptr addrspace(1), ptr %7, align 8, !dbg !63
  %26 = load i64, ptr %9, align 8, !dbg !64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %25, i64 %26, !dbg !63
  store i32 %24, ptr addrspace(1) %27, align 4, !dbg !65
  ret void, !dbg !66
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @top(float noundef %0, i32 noundef %1) #0 !dbg !67 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store float %0, ptr %3, align 4
    #dbg_declare(ptr %3, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !73)
  %5 = load float, ptr %3, align 4, !dbg !74
  %6 = load i32, ptr %4, align 4, !dbg !75
  %7 = call spir_func float @middle(float noundef %5, i32 noundef %6) #5, !dbg !76
  %8 = load float, ptr %3, align 4, !dbg !77
  %9 = load float, ptr %3, align 4, !dbg !78
  %10 = call spir_func float @leaf(float noundef %8, float noundef %9) #5, !dbg !79
  %11 = fsub float %7, %10, !dbg !80
  ret float %11, !dbg !81
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func void @store_result(ptr addrspace(1) noundef %0, i64 noundef %1, float noundef %2) #0 !dbg !82 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i64, align 8
  %6 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !87, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !88)
  store float %2, ptr %6, align 4
    #dbg_declare(ptr %6, !89, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !90)
  %7 = load float, ptr %6, align 4, !dbg !91
  %8 = load ptr addrspace(1), ptr %4, align 8, !dbg !92
  %9 = load i64, ptr %5, align 8, !dbg !93
  %10 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %9, !dbg !92
  store float %7, ptr addrspace(1) %10, align 4, !dbg !94
  ret void, !dbg !95
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @middle(float noundef %0, i32 noundef %1) #0 !dbg !96 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float %0, ptr %3, align 4
    #dbg_declare(ptr %3, !97, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !98)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !99, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !100)
    #dbg_declare(ptr %5, !101, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !102)
  store float 0.000000e+00, ptr %5, align 4, !dbg !102
    #dbg_declare(ptr %6, !103, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !105)
  store i32 0, ptr %6, align 4, !dbg !105
  br label %7, !dbg !106

7:                                                ; preds = %18, %2
  %8 = load i32, ptr %6, align 4, !dbg !107
  %9 = load i32, ptr %4, align 4, !dbg !109
  %10 = icmp slt i32 %8, %9, !dbg !110
  br i1 %10, label %11, label %21, !dbg !111

11:                                               ; preds = %7
  %12 = load float, ptr %3, align 4, !dbg !112
  %13 = load i32, ptr %6, align 4, !dbg !113
  %14 = sitofp i32 %13 to float, !dbg !114
  %15 = call spir_func float @leaf(float noundef %12, float noundef %14) #5, !dbg !115
  %16 = load float, ptr %5, align 4, !dbg !116
  %17 = fadd float %16, %15, !dbg !116
  store float %17, ptr %5, align 4, !dbg !116
  br label %18, !dbg !117

18:                                               ; preds = %11
  %19 = load i32, ptr %6, align 4, !dbg !118
  %20 = add nsw i32 %19, 1, !dbg !118
  store i32 %20, ptr %6, align 4, !dbg !118
  br label %7, !dbg !119, !llvm.loop !120

21:                                               ; preds = %7
  %22 = load float, ptr %5, align 4, !dbg !122
  ret float %22, !dbg !123
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @leaf(float noundef %0, float noundef %1) #0 !dbg !124 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
    #dbg_declare(ptr %3, !127, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !128)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !129, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !130)
  %5 = load float, ptr %3, align 4, !dbg !131
  %6 = load float, ptr %4, align 4, !dbg !132
  %7 = call float @llvm.fmuladd.f32(float %5, float %6, float 1.000000e+00), !dbg !133
  ret float %7, !dbg !134
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8}
!opencl.ocl.version = !{!9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/noinline_calls.cl", directory: ".", checksumkind: CSK_MD5, checksum: "0e5540d861b39c5ba48c6181cd914767")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{i32 2, i32 0}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "exported_helper", scope: !1, file: !1, line: 18, type: !12, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!12 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !13)
!13 = !{!3, !3, !3}
!14 = !{}
!15 = !DILocalVariable(name: "a", arg: 1, scope: !11, file: !1, line: 18, type: !3)
!16 = !DILocation(line: 18, column: 51, scope: !11)
!17 = !DILocalVariable(name: "b", arg: 2, scope: !11, file: !1, line: 18, type: !3)
!18 = !DILocation(line: 18, column: 58, scope: !11)
!19 = !DILocation(line: 19, column: 10, scope: !11)
!20 = !DILocation(line: 19, column: 12, scope: !11)
!21 = !DILocation(line: 19, column: 19, scope: !11)
!22 = !DILocation(line: 19, column: 17, scope: !11)
!23 = !DILocation(line: 19, column: 3, scope: !11)
!24 = distinct !DISubprogram(name: "noinline_calls", scope: !1, file: !1, line: 26, type: !25, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!25 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !26)
!26 = !{null, !27, !29, !30, !3}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64, dwarfAddressSpace: 1)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 1)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!31 = !{i32 1, i32 1, i32 1, i32 0}
!32 = !{!"none", !"none", !"none", !"none"}
!33 = !{!"float*", !"float*", !"int*", !"int"}
!34 = !{!"const", !"", !"", !""}
!35 = !DILocalVariable(name: "in", arg: 1, scope: !24, file: !1, line: 26, type: !27)
!36 = !DILocation(line: 26, column: 52, scope: !24)
!37 = !DILocalVariable(name: "out", arg: 2, scope: !24, file: !1, line: 26, type: !29)
!38 = !DILocation(line: 26, column: 72, scope: !24)
!39 = !DILocalVariable(name: "iout", arg: 3, scope: !24, file: !1, line: 27, type: !30)
!40 = !DILocation(line: 27, column: 44, scope: !24)
!41 = !DILocalVariable(name: "n", arg: 4, scope: !24, file: !1, line: 27, type: !3)
!42 = !DILocation(line: 27, column: 54, scope: !24)
!43 = !DILocalVariable(name: "i", scope: !24, file: !1, line: 28, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !45, line: 142, baseType: !46)
!45 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!46 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!47 = !DILocation(line: 28, column: 10, scope: !24)
!48 = !DILocation(line: 28, column: 14, scope: !24)
!49 = !DILocalVariable(name: "v", scope: !24, file: !1, line: 29, type: !4)
!50 = !DILocation(line: 29, column: 9, scope: !24)
!51 = !DILocation(line: 29, column: 17, scope: !24)
!52 = !DILocation(line: 29, column: 20, scope: !24)
!53 = !DILocation(line: 29, column: 24, scope: !24)
!54 = !DILocation(line: 29, column: 13, scope: !24)
!55 = !DILocation(line: 30, column: 16, scope: !24)
!56 = !DILocation(line: 30, column: 21, scope: !24)
!57 = !DILocation(line: 30, column: 24, scope: !24)
!58 = !DILocation(line: 30, column: 3, scope: !24)
!59 = !DILocation(line: 31, column: 34, scope: !24)
!60 = !DILocation(line: 31, column: 29, scope: !24)
!61 = !DILocation(line: 31, column: 37, scope: !24)
!62 = !DILocation(line: 31, column: 13, scope: !24)
!63 = !DILocation(line: 31, column: 3, scope: !24)
!64 = !DILocation(line: 31, column: 8, scope: !24)
!65 = !DILocation(line: 31, column: 11, scope: !24)
!66 = !DILocation(line: 32, column: 1, scope: !24)
!67 = distinct !DISubprogram(name: "top", scope: !1, file: !1, line: 22, type: !68, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!68 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !69)
!69 = !{!4, !4, !3}
!70 = !DILocalVariable(name: "x", arg: 1, scope: !67, file: !1, line: 22, type: !4)
!71 = !DILocation(line: 22, column: 24, scope: !67)
!72 = !DILocalVariable(name: "n", arg: 2, scope: !67, file: !1, line: 22, type: !3)
!73 = !DILocation(line: 22, column: 31, scope: !67)
!74 = !DILocation(line: 23, column: 17, scope: !67)
!75 = !DILocation(line: 23, column: 20, scope: !67)
!76 = !DILocation(line: 23, column: 10, scope: !67)
!77 = !DILocation(line: 23, column: 30, scope: !67)
!78 = !DILocation(line: 23, column: 33, scope: !67)
!79 = !DILocation(line: 23, column: 25, scope: !67)
!80 = !DILocation(line: 23, column: 23, scope: !67)
!81 = !DILocation(line: 23, column: 3, scope: !67)
!82 = distinct !DISubprogram(name: "store_result", scope: !1, file: !1, line: 13, type: !83, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!83 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !84)
!84 = !{null, !29, !44, !4}
!85 = !DILocalVariable(name: "out", arg: 1, scope: !82, file: !1, line: 13, type: !29)
!86 = !DILocation(line: 13, column: 68, scope: !82)
!87 = !DILocalVariable(name: "i", arg: 2, scope: !82, file: !1, line: 14, type: !44)
!88 = !DILocation(line: 14, column: 59, scope: !82)
!89 = !DILocalVariable(name: "v", arg: 3, scope: !82, file: !1, line: 14, type: !4)
!90 = !DILocation(line: 14, column: 68, scope: !82)
!91 = !DILocation(line: 15, column: 12, scope: !82)
!92 = !DILocation(line: 15, column: 3, scope: !82)
!93 = !DILocation(line: 15, column: 7, scope: !82)
!94 = !DILocation(line: 15, column: 10, scope: !82)
!95 = !DILocation(line: 16, column: 1, scope: !82)
!96 = distinct !DISubprogram(name: "middle", scope: !1, file: !1, line: 6, type: !68, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!97 = !DILocalVariable(name: "x", arg: 1, scope: !96, file: !1, line: 6, type: !4)
!98 = !DILocation(line: 6, column: 53, scope: !96)
!99 = !DILocalVariable(name: "n", arg: 2, scope: !96, file: !1, line: 6, type: !3)
!100 = !DILocation(line: 6, column: 60, scope: !96)
!101 = !DILocalVariable(name: "acc", scope: !96, file: !1, line: 7, type: !4)
!102 = !DILocation(line: 7, column: 9, scope: !96)
!103 = !DILocalVariable(name: "i", scope: !104, file: !1, line: 8, type: !3)
!104 = distinct !DILexicalBlock(scope: !96, file: !1, line: 8, column: 3)
!105 = !DILocation(line: 8, column: 12, scope: !104)
!106 = !DILocation(line: 8, column: 8, scope: !104)
!107 = !DILocation(line: 8, column: 19, scope: !108)
!108 = distinct !DILexicalBlock(scope: !104, file: !1, line: 8, column: 3)
!109 = !DILocation(line: 8, column: 23, scope: !108)
!110 = !DILocation(line: 8, column: 21, scope: !108)
!111 = !DILocation(line: 8, column: 3, scope: !104)
!112 = !DILocation(line: 9, column: 17, scope: !108)
!113 = !DILocation(line: 9, column: 27, scope: !108)
!114 = !DILocation(line: 9, column: 20, scope: !108)
!115 = !DILocation(line: 9, column: 12, scope: !108)
!116 = !DILocation(line: 9, column: 9, scope: !108)
!117 = !DILocation(line: 9, column: 5, scope: !108)
!118 = !DILocation(line: 8, column: 26, scope: !108)
!119 = !DILocation(line: 8, column: 3, scope: !108)
!120 = distinct !{!120, !111, !121}
!121 = !DILocation(line: 9, column: 28, scope: !104)
!122 = !DILocation(line: 10, column: 10, scope: !96)
!123 = !DILocation(line: 10, column: 3, scope: !96)
!124 = distinct !DISubprogram(name: "leaf", scope: !1, file: !1, line: 2, type: !125, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!125 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !126)
!126 = !{!4, !4, !4}
!127 = !DILocalVariable(name: "x", arg: 1, scope: !124, file: !1, line: 2, type: !4)
!128 = !DILocation(line: 2, column: 51, scope: !124)
!129 = !DILocalVariable(name: "y", arg: 2, scope: !124, file: !1, line: 2, type: !4)
!130 = !DILocation(line: 2, column: 60, scope: !124)
!131 = !DILocation(line: 3, column: 10, scope: !124)
!132 = !DILocation(line: 3, column: 14, scope: !124)
!133 = !DILocation(line: 3, column: 16, scope: !124)
!134 = !DILocation(line: 3, column: 3, scope: !124)
