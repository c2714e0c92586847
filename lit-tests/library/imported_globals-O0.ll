; extern program-scope variables: module-scope OpVariables without initializer, Import linkage,
; in the storage class of their address space.
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
; CHECK:      OpDecorate %coeffs LinkageAttributes "coeffs" Import
; CHECK:      OpDecorate %shared_counter LinkageAttributes "shared_counter" Import
; CHECK-NOT:  LinkageAttributes
; CHECK:      %coeffs = OpVariable %_ptr_UniformConstant__arr_float_uint_8 UniformConstant{{$}}
; CHECK:      %shared_counter = OpVariable %_ptr_CrossWorkgroup_uint CrossWorkgroup{{$}}
; ModuleID = 'lit-tests/library/Inputs/imported_globals.cl'
source_filename = "lit-tests/library/Inputs/imported_globals.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@coeffs = external addrspace(2) constant [8 x float], align 4
@shared_counter = external addrspace(1) global i32, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @accumulate(ptr addrspace(1) noundef align 4 %0) #0 !dbg !10 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %2 = alloca ptr addrspace(1), align 8
  %3 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !20)
    #dbg_declare(ptr %3, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !25)
  %4 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !26
  store i64 %4, ptr %3, align 8, !dbg !25
  %5 = load i64, ptr %3, align 8, !dbg !27
  %6 = and i64 %5, 7, !dbg !28
  %7 = getelementptr inbounds [8 x float], ptr addrspace(2) @coeffs, i64 0, i64 %6, !dbg !29
  %8 = load float, ptr addrspace(2) %7, align 4, !dbg !29
  %9 = load i32, ptr addrspace(1) @shared_counter, align 4, !dbg !30
  %10 = sitofp i32 %9 to float, !dbg !31
  %11 = fmul float %8, %10, !dbg !32
  %12 = load ptr addrspace(1), ptr %2, align 8, !dbg !33
  %13 = load i64, ptr %3, align 8, !dbg !34
  %14 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %13, !dbg !33
  store float %11, ptr addrspace(1) %14, align 4, !dbg !35
  %15 = load i64, ptr %3, align 8, !dbg !36
  %16 = icmp eq i64 %15, 0, !dbg !38
  br i1 %16, label %17, label %20, !dbg !39

17:                                               ; preds = %1
  %18 = load i32, ptr addrspace(1) @shared_counter, align 4, !dbg !40
  %19 = add nsw i32 %18, 1, !dbg !40
  store i32 %19, ptr addrspace(1) @shared_counter, align 4, !dbg !40
  br label %20, !dbg !41

20:                                               ; preds = %17, %1
  ret void, !dbg !42
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/library/Inputs/imported_globals.cl", directory: ".", checksumkind: CSK_MD5, checksum: "1d2fa1a58d5c1f437d767e994606f607")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "accumulate", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!14 = !{}
!15 = !{i32 1}
!16 = !{!"none"}
!17 = !{!"float*"}
!18 = !{!""}
!19 = !DILocalVariable(name: "out", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!20 = !DILocation(line: 5, column: 42, scope: !10)
!21 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 6, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !23, line: 142, baseType: !24)
!23 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DILocation(line: 6, column: 10, scope: !10)
!26 = !DILocation(line: 6, column: 14, scope: !10)
!27 = !DILocation(line: 7, column: 19, scope: !10)
!28 = !DILocation(line: 7, column: 21, scope: !10)
!29 = !DILocation(line: 7, column: 12, scope: !10)
!30 = !DILocation(line: 7, column: 35, scope: !10)
!31 = !DILocation(line: 7, column: 28, scope: !10)
!32 = !DILocation(line: 7, column: 26, scope: !10)
!33 = !DILocation(line: 7, column: 3, scope: !10)
!34 = !DILocation(line: 7, column: 7, scope: !10)
!35 = !DILocation(line: 7, column: 10, scope: !10)
!36 = !DILocation(line: 8, column: 7, scope: !37)
!37 = distinct !DILexicalBlock(scope: !10, file: !1, line: 8, column: 7)
!38 = !DILocation(line: 8, column: 9, scope: !37)
!39 = !DILocation(line: 8, column: 7, scope: !10)
!40 = !DILocation(line: 9, column: 20, scope: !37)
!41 = !DILocation(line: 9, column: 5, scope: !37)
!42 = !DILocation(line: 10, column: 1, scope: !10)
