; llvm.stacksave / llvm.stackrestore around a loop body (hand-edited from clang-19 -O0 output of
; a loop; clang emits them for block scopes with VLAs): without dynamic allocas there is no stack
; pointer to keep, so both lower to nothing, and the saved pointer gets no id.
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
; CHECK:      %stack_scope = OpFunction %void None
; CHECK-NOT:  OpUndef
; CHECK-NOT:  OpFunctionCall
; CHECK:      OpFunctionEnd
; ModuleID = 'stack.cl'
source_filename = "stack.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @stack_scope(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #0 !dbg !8 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !19)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !21)
    #dbg_declare(ptr %5, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
  store i32 0, ptr %5, align 4, !dbg !24
  br label %7, !dbg !25

7:                                                ; preds = %24, %2
  %8 = load i32, ptr %5, align 4, !dbg !26
  %9 = load i32, ptr %4, align 4, !dbg !28
  %10 = icmp slt i32 %8, %9, !dbg !29
  br i1 %10, label %11, label %27, !dbg !30

11:                                               ; preds = %7
    #dbg_declare(ptr %6, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  %saved = call ptr @llvm.stacksave.p0(), !dbg !34
  %12 = load ptr addrspace(1), ptr %3, align 8, !dbg !34
  %13 = load i32, ptr %5, align 4, !dbg !35
  %14 = sext i32 %13 to i64, !dbg !34
  %15 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %14, !dbg !34
  %16 = load i32, ptr addrspace(1) %15, align 4, !dbg !34
  %17 = mul nsw i32 %16, 2, !dbg !36
  store i32 %17, ptr %6, align 4, !dbg !33
  %18 = load i32, ptr %6, align 4, !dbg !37
  %19 = add nsw i32 %18, 1, !dbg !38
  %20 = load ptr addrspace(1), ptr %3, align 8, !dbg !39
  %21 = load i32, ptr %5, align 4, !dbg !40
  %22 = sext i32 %21 to i64, !dbg !39
  %23 = getelementptr inbounds i32, ptr addrspace(1) %20, i64 %22, !dbg !39
  store i32 %19, ptr addrspace(1) %23, align 4, !dbg !41
  call void @llvm.stackrestore.p0(ptr %saved), !dbg !42
  br label %24, !dbg !42

24:                                               ; preds = %11
  %25 = load i32, ptr %5, align 4, !dbg !43
  %26 = add nsw i32 %25, 1, !dbg !43
  store i32 %26, ptr %5, align 4, !dbg !43
  br label %7, !dbg !44, !llvm.loop !45

27:                                               ; preds = %7
  ret void, !dbg !47
}

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack.cl", directory: ".", checksumkind: CSK_MD5, checksum: "3b0742cc81faef25a3ce077b1691e9f7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "stack_scope", scope: !1, file: !1, line: 1, type: !9, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !12}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{}
!14 = !{i32 1, i32 0}
!15 = !{!"none", !"none"}
!16 = !{!"int*", !"int"}
!17 = !{!"", !""}
!18 = !DILocalVariable(name: "out", arg: 1, scope: !8, file: !1, line: 1, type: !11)
!19 = !DILocation(line: 1, column: 41, scope: !8)
!20 = !DILocalVariable(name: "n", arg: 2, scope: !8, file: !1, line: 1, type: !12)
!21 = !DILocation(line: 1, column: 50, scope: !8)
!22 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 2, type: !12)
!23 = distinct !DILexicalBlock(scope: !8, file: !1, line: 2, column: 3)
!24 = !DILocation(line: 2, column: 12, scope: !23)
!25 = !DILocation(line: 2, column: 8, scope: !23)
!26 = !DILocation(line: 2, column: 19, scope: !27)
!27 = distinct !DILexicalBlock(scope: !23, file: !1, line: 2, column: 3)
!28 = !DILocation(line: 2, column: 23, scope: !27)
!29 = !DILocation(line: 2, column: 21, scope: !27)
!30 = !DILocation(line: 2, column: 3, scope: !23)
!31 = !DILocalVariable(name: "t", scope: !32, file: !1, line: 3, type: !12)
!32 = distinct !DILexicalBlock(scope: !27, file: !1, line: 2, column: 31)
!33 = !DILocation(line: 3, column: 9, scope: !32)
!34 = !DILocation(line: 3, column: 13, scope: !32)
!35 = !DILocation(line: 3, column: 17, scope: !32)
!36 = !DILocation(line: 3, column: 20, scope: !32)
!37 = !DILocation(line: 4, column: 14, scope: !32)
!38 = !DILocation(line: 4, column: 16, scope: !32)
!39 = !DILocation(line: 4, column: 5, scope: !32)
!40 = !DILocation(line: 4, column: 9, scope: !32)
!41 = !DILocation(line: 4, column: 12, scope: !32)
!42 = !DILocation(line: 5, column: 3, scope: !32)
!43 = !DILocation(line: 2, column: 27, scope: !27)
!44 = !DILocation(line: 2, column: 3, scope: !27)
!45 = distinct !{!45, !30, !46}
!46 = !DILocation(line: 5, column: 3, scope: !23)
!47 = !DILocation(line: 6, column: 1, scope: !8)
