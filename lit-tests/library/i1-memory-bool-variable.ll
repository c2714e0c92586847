; i1 in memory (hand-edited from clang-19 -O0 output, which stores bool as i8): an i1 alloca and
; an i1 global are uchar variables; a store writes OpSelect 1/0, a load compares the byte with 0. (The first OpSelect is clang's
; own zext of the compare, left in the IR unused.)
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
; CHECK:      OpDecorate %ready LinkageAttributes "ready" Export
; CHECK:      %ready = OpVariable %_ptr_CrossWorkgroup_uchar CrossWorkgroup %uchar_1
; CHECK:      [[FLAG:%[0-9]+]] = OpVariable %_ptr_Function_uchar Function
; CHECK:      [[CMP:%[0-9]+]] = OpSLessThan %bool
; CHECK:      OpSelect %uchar [[CMP]] %uchar_1 %uchar_0
; CHECK-NEXT: [[B1:%[0-9]+]] = OpSelect %uchar [[CMP]] %uchar_1 %uchar_0
; CHECK-NEXT: OpStore {{%[0-9]+}} [[B1]] Aligned 1
; CHECK:      [[B2:%[0-9]+]] = OpSelect %uchar [[CMP]] %uchar_1 %uchar_0
; CHECK-NEXT: [[G:%[0-9]+]] = OpBitcast %_ptr_CrossWorkgroup_uchar %ready
; CHECK-NEXT: OpStore [[G]] [[B2]] Aligned 1
; CHECK:      [[L:%[0-9]+]] = OpLoad %uchar {{%[0-9]+}} Aligned 1
; CHECK-NEXT: {{%[0-9]+}} = OpINotEqual %bool [[L]] %uchar_0
; ModuleID = 'flags.cl'
source_filename = "flags.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@ready = addrspace(1) global i1 true, align 1

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @flags(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, i32 noundef %2) #0 !dbg !8 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i1, align 1
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !19)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !21)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !23)
    #dbg_declare(ptr %7, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !26)
  %8 = load i32, ptr %5, align 4, !dbg !27
  %9 = load i32, ptr %6, align 4, !dbg !28
  %10 = icmp slt i32 %8, %9, !dbg !29
  %11 = zext i1 %10 to i8, !dbg !26
  store i1 %10, ptr %7, align 1, !dbg !26
  store i1 %10, ptr addrspace(1) @ready, align 1, !dbg !26
  %12 = load i1, ptr %7, align 1, !dbg !30
  %ready = load i1, ptr addrspace(1) @ready, align 1, !dbg !30
  %13 = and i1 %12, %ready, !dbg !30
  %14 = zext i1 %13 to i64, !dbg !30
  %15 = select i1 %13, i32 1, i32 2, !dbg !30
  %16 = load ptr addrspace(1), ptr %4, align 8, !dbg !31
  %17 = getelementptr inbounds i32, ptr addrspace(1) %16, i64 0, !dbg !31
  store i32 %15, ptr addrspace(1) %17, align 4, !dbg !32
  ret void, !dbg !33
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "flags.cl", directory: ".", checksumkind: CSK_MD5, checksum: "dbc75f7872e65e264057dc5f99cee185")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "flags", scope: !1, file: !1, line: 1, type: !9, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !12, !12}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{}
!14 = !{i32 1, i32 0, i32 0}
!15 = !{!"none", !"none", !"none"}
!16 = !{!"int*", !"int", !"int"}
!17 = !{!"", !"", !""}
!18 = !DILocalVariable(name: "out", arg: 1, scope: !8, file: !1, line: 1, type: !11)
!19 = !DILocation(line: 1, column: 35, scope: !8)
!20 = !DILocalVariable(name: "a", arg: 2, scope: !8, file: !1, line: 1, type: !12)
!21 = !DILocation(line: 1, column: 44, scope: !8)
!22 = !DILocalVariable(name: "b", arg: 3, scope: !8, file: !1, line: 1, type: !12)
!23 = !DILocation(line: 1, column: 51, scope: !8)
!24 = !DILocalVariable(name: "f", scope: !8, file: !1, line: 2, type: !25)
!25 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!26 = !DILocation(line: 2, column: 8, scope: !8)
!27 = !DILocation(line: 2, column: 12, scope: !8)
!28 = !DILocation(line: 2, column: 16, scope: !8)
!29 = !DILocation(line: 2, column: 14, scope: !8)
!30 = !DILocation(line: 3, column: 12, scope: !8)
!31 = !DILocation(line: 3, column: 3, scope: !8)
!32 = !DILocation(line: 3, column: 10, scope: !8)
!33 = !DILocation(line: 4, column: 1, scope: !8)
