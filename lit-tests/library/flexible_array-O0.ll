; A flexible array member at -O0: the struct type { i32, [0 x float] } is refused with a reason
; (SPIR-V arrays have at least one element), one line naming the instruction and its source line,
; and no output file.
; RUN: not %nsdi-llc -g %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s
; RUN: not test -e %t.spv
; CHECK: nsdi-llc: error: [[FILE]]: unsupported type '[0 x float]': SPIR-V arrays have at least one element (runtime arrays need the Shader capability); index the element type through a pointer instead in '%10 = getelementptr ptr addrspace(1)' at lit-tests/library/Inputs/flexible_array.cl:9:26 (function @sum_packet)
; ModuleID = 'lit-tests/library/Inputs/flexible_array.cl'
source_filename = "lit-tests/library/Inputs/flexible_array.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.packet = type { i32, [0 x float] }

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @sum_packet(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !8 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !28)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
    #dbg_declare(ptr %5, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  store float 0.000000e+00, ptr %5, align 4, !dbg !32
    #dbg_declare(ptr %6, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
  store i32 0, ptr %6, align 4, !dbg !35
  br label %7, !dbg !36

7:                                                ; preds = %22, %2
  %8 = load i32, ptr %6, align 4, !dbg !37
  %9 = load ptr addrspace(1), ptr %3, align 8, !dbg !39
  %10 = getelementptr inbounds %struct.packet, ptr addrspace(1) %9, i32 0, i32 0, !dbg !40
  %11 = load i32, ptr addrspace(1) %10, align 4, !dbg !40
  %12 = icmp slt i32 %8, %11, !dbg !41
  br i1 %12, label %13, label %25, !dbg !42

13:                                               ; preds = %7
  %14 = load ptr addrspace(1), ptr %3, align 8, !dbg !43
  %15 = getelementptr inbounds %struct.packet, ptr addrspace(1) %14, i32 0, i32 1, !dbg !44
  %16 = load i32, ptr %6, align 4, !dbg !45
  %17 = sext i32 %16 to i64, !dbg !43
  %18 = getelementptr inbounds [0 x float], ptr addrspace(1) %15, i64 0, i64 %17, !dbg !43
  %19 = load float, ptr addrspace(1) %18, align 4, !dbg !43
  %20 = load float, ptr %5, align 4, !dbg !46
  %21 = fadd float %20, %19, !dbg !46
  store float %21, ptr %5, align 4, !dbg !46
  br label %22, !dbg !47

22:                                               ; preds = %13
  %23 = load i32, ptr %6, align 4, !dbg !48
  %24 = add nsw i32 %23, 1, !dbg !48
  store i32 %24, ptr %6, align 4, !dbg !48
  br label %7, !dbg !49, !llvm.loop !50

25:                                               ; preds = %7
  %26 = load float, ptr %5, align 4, !dbg !52
  %27 = load ptr addrspace(1), ptr %4, align 8, !dbg !53
  store float %26, ptr addrspace(1) %27, align 4, !dbg !54
  ret void, !dbg !55
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/library/Inputs/flexible_array.cl", directory: ".", checksumkind: CSK_MD5, checksum: "73ffb43edd004600e2504d4cb3bdf5eb")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "sum_packet", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !21}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packet", file: !1, line: 2, size: 32, elements: !13)
!13 = !{!14, !16}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !12, file: !1, line: 3, baseType: !15, size: 32)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !12, file: !1, line: 4, baseType: !17, offset: 32)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, elements: !19)
!18 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!19 = !{!20}
!20 = !DISubrange(count: -1)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64, dwarfAddressSpace: 1)
!22 = !{}
!23 = !{i32 1, i32 1}
!24 = !{!"none", !"none"}
!25 = !{!"struct packet*", !"float*"}
!26 = !{!"", !""}
!27 = !DILocalVariable(name: "p", arg: 1, scope: !8, file: !1, line: 7, type: !11)
!28 = !DILocation(line: 7, column: 50, scope: !8)
!29 = !DILocalVariable(name: "out", arg: 2, scope: !8, file: !1, line: 7, type: !21)
!30 = !DILocation(line: 7, column: 69, scope: !8)
!31 = !DILocalVariable(name: "s", scope: !8, file: !1, line: 8, type: !18)
!32 = !DILocation(line: 8, column: 9, scope: !8)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 9, type: !15)
!34 = distinct !DILexicalBlock(scope: !8, file: !1, line: 9, column: 3)
!35 = !DILocation(line: 9, column: 12, scope: !34)
!36 = !DILocation(line: 9, column: 8, scope: !34)
!37 = !DILocation(line: 9, column: 19, scope: !38)
!38 = distinct !DILexicalBlock(scope: !34, file: !1, line: 9, column: 3)
!39 = !DILocation(line: 9, column: 23, scope: !38)
!40 = !DILocation(line: 9, column: 26, scope: !38)
!41 = !DILocation(line: 9, column: 21, scope: !38)
!42 = !DILocation(line: 9, column: 3, scope: !34)
!43 = !DILocation(line: 10, column: 10, scope: !38)
!44 = !DILocation(line: 10, column: 13, scope: !38)
!45 = !DILocation(line: 10, column: 18, scope: !38)
!46 = !DILocation(line: 10, column: 7, scope: !38)
!47 = !DILocation(line: 10, column: 5, scope: !38)
!48 = !DILocation(line: 9, column: 34, scope: !38)
!49 = !DILocation(line: 9, column: 3, scope: !38)
!50 = distinct !{!50, !42, !51}
!51 = !DILocation(line: 10, column: 19, scope: !34)
!52 = !DILocation(line: 11, column: 10, scope: !8)
!53 = !DILocation(line: 11, column: 4, scope: !8)
!54 = !DILocation(line: 11, column: 8, scope: !8)
!55 = !DILocation(line: 12, column: 1, scope: !8)
