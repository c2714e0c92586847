; A library module without a kernel: Linkage, no OpEntryPoint, Export on the external function
; definitions and the __global variable, nothing on the static helper (clamp_index).
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
; CHECK-NOT:  OpEntryPoint
; CHECK:      OpDecorate %calls LinkageAttributes "calls" Export
; CHECK:      OpDecorate %scale LinkageAttributes "scale" Export
; CHECK:      OpDecorate %pick LinkageAttributes "pick" Export
; CHECK-NOT:  LinkageAttributes
; CHECK:      %calls = OpVariable %_ptr_CrossWorkgroup_uint CrossWorkgroup %uint_0
; ModuleID = 'lit-tests/library/Inputs/no_kernel.cl'
source_filename = "lit-tests/library/Inputs/no_kernel.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@calls = addrspace(1) global i32 0, align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_func float @scale(float noundef %0, float noundef %1) #0 !dbg !12 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
    #dbg_declare(ptr %3, !17, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !18)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !20)
  %5 = load i32, ptr addrspace(1) @calls, align 4, !dbg !21
  %6 = add nsw i32 %5, 1, !dbg !21
  store i32 %6, ptr addrspace(1) @calls, align 4, !dbg !21
  %7 = load float, ptr %3, align 4, !dbg !22
  %8 = load float, ptr %4, align 4, !dbg !23
  %9 = fmul float %7, %8, !dbg !24
  ret float %9, !dbg !25
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_func i32 @pick(ptr addrspace(1) noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !26 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
  %7 = load ptr addrspace(1), ptr %4, align 8, !dbg !37
  %8 = load i32, ptr %5, align 4, !dbg !38
  %9 = load i32, ptr %6, align 4, !dbg !39
  %10 = call spir_func i32 @clamp_index(i32 noundef %8, i32 noundef %9) #1, !dbg !40
  %11 = sext i32 %10 to i64, !dbg !37
  %12 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %11, !dbg !37
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !37
  ret i32 %13, !dbg !41
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @clamp_index(i32 noundef %0, i32 noundef %1) #0 !dbg !42 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !48)
  %5 = load i32, ptr %3, align 4, !dbg !49
  %6 = icmp slt i32 %5, 0, !dbg !50
  br i1 %6, label %7, label %8, !dbg !49

7:                                                ; preds = %2
  br label %19, !dbg !49

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4, !dbg !51
  %10 = load i32, ptr %4, align 4, !dbg !52
  %11 = icmp sge i32 %9, %10, !dbg !53
  br i1 %11, label %12, label %15, !dbg !51

12:                                               ; preds = %8
  %13 = load i32, ptr %4, align 4, !dbg !54
  %14 = sub nsw i32 %13, 1, !dbg !55
  br label %17, !dbg !51

15:                                               ; preds = %8
  %16 = load i32, ptr %3, align 4, !dbg !56
  br label %17, !dbg !51

17:                                               ; preds = %15, %12
  %18 = phi i32 [ %14, %12 ], [ %16, %15 ], !dbg !51
  br label %19, !dbg !49

19:                                               ; preds = %17, %7
  %20 = phi i32 [ 0, %7 ], [ %18, %17 ], !dbg !49
  ret i32 %20, !dbg !57
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9}
!opencl.ocl.version = !{!10}
!llvm.ident = !{!11}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "calls", scope: !2, file: !3, line: 2, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lit-tests/library/Inputs/no_kernel.cl", directory: ".", checksumkind: CSK_MD5, checksum: "38e1051e79d30be694db4452da666f6d")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{i32 2, i32 0}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "scale", scope: !3, file: !3, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !16)
!13 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !14)
!14 = !{!15, !15, !15}
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !{}
!17 = !DILocalVariable(name: "x", arg: 1, scope: !12, file: !3, line: 8, type: !15)
!18 = !DILocation(line: 8, column: 19, scope: !12)
!19 = !DILocalVariable(name: "k", arg: 2, scope: !12, file: !3, line: 8, type: !15)
!20 = !DILocation(line: 8, column: 28, scope: !12)
!21 = !DILocation(line: 9, column: 9, scope: !12)
!22 = !DILocation(line: 10, column: 10, scope: !12)
!23 = !DILocation(line: 10, column: 14, scope: !12)
!24 = !DILocation(line: 10, column: 12, scope: !12)
!25 = !DILocation(line: 10, column: 3, scope: !12)
!26 = distinct !DISubprogram(name: "pick", scope: !3, file: !3, line: 13, type: !27, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !16)
!27 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !28)
!28 = !{!5, !29, !5, !5}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64, dwarfAddressSpace: 1)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!31 = !DILocalVariable(name: "table", arg: 1, scope: !26, file: !3, line: 13, type: !29)
!32 = !DILocation(line: 13, column: 30, scope: !26)
!33 = !DILocalVariable(name: "i", arg: 2, scope: !26, file: !3, line: 13, type: !5)
!34 = !DILocation(line: 13, column: 41, scope: !26)
!35 = !DILocalVariable(name: "n", arg: 3, scope: !26, file: !3, line: 13, type: !5)
!36 = !DILocation(line: 13, column: 48, scope: !26)
!37 = !DILocation(line: 14, column: 10, scope: !26)
!38 = !DILocation(line: 14, column: 28, scope: !26)
!39 = !DILocation(line: 14, column: 31, scope: !26)
!40 = !DILocation(line: 14, column: 16, scope: !26)
!41 = !DILocation(line: 14, column: 3, scope: !26)
!42 = distinct !DISubprogram(name: "clamp_index", scope: !3, file: !3, line: 4, type: !43, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !16)
!43 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !44)
!44 = !{!5, !5, !5}
!45 = !DILocalVariable(name: "i", arg: 1, scope: !42, file: !3, line: 4, type: !5)
!46 = !DILocation(line: 4, column: 28, scope: !42)
!47 = !DILocalVariable(name: "n", arg: 2, scope: !42, file: !3, line: 4, type: !5)
!48 = !DILocation(line: 4, column: 35, scope: !42)
!49 = !DILocation(line: 5, column: 10, scope: !42)
!50 = !DILocation(line: 5, column: 12, scope: !42)
!51 = !DILocation(line: 5, column: 23, scope: !42)
!52 = !DILocation(line: 5, column: 28, scope: !42)
!53 = !DILocation(line: 5, column: 25, scope: !42)
!54 = !DILocation(line: 5, column: 32, scope: !42)
!55 = !DILocation(line: 5, column: 34, scope: !42)
!56 = !DILocation(line: 5, column: 40, scope: !42)
!57 = !DILocation(line: 5, column: 3, scope: !42)
