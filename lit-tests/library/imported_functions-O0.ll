; Functions of another translation unit called from a kernel: body-less OpFunctions with Import
; linkage, called with OpFunctionCall.
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
; CHECK:      OpEntryPoint Kernel %use_remote "use_remote"
; CHECK:      OpDecorate %remote_sum LinkageAttributes "remote_sum" Import
; CHECK:      OpDecorate %remote_scale LinkageAttributes "remote_scale" Import
; CHECK-NOT:  LinkageAttributes
; CHECK:      %remote_sum = OpFunction %uint None
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: OpFunctionEnd
; CHECK:      OpFunctionCall %uint %remote_sum
; CHECK:      OpFunctionCall %float %remote_scale
; ModuleID = 'lit-tests/library/Inputs/imported_functions.cl'
source_filename = "lit-tests/library/Inputs/imported_functions.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @use_remote(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !dbg !10 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !23)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !25)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
    #dbg_declare(ptr %7, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !33
  store i64 %8, ptr %7, align 8, !dbg !32
  %9 = load ptr addrspace(1), ptr %5, align 8, !dbg !34
  %10 = load i32, ptr %6, align 4, !dbg !35
  %11 = call spir_func i32 @remote_sum(ptr addrspace(1) noundef %9, i32 noundef %10) #4, !dbg !36
  %12 = sitofp i32 %11 to float, !dbg !37
  %13 = call spir_func float @remote_scale(float noundef %12) #4, !dbg !38
  %14 = load ptr addrspace(1), ptr %4, align 8, !dbg !39
  %15 = load i64, ptr %7, align 8, !dbg !40
  %16 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %15, !dbg !39
  store float %13, ptr addrspace(1) %16, align 4, !dbg !41
  ret void, !dbg !42
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func float @remote_scale(float noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @remote_sum(ptr addrspace(1) noundef, i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/library/Inputs/imported_functions.cl", directory: ".", checksumkind: CSK_MD5, checksum: "3149584e7340fab75fcf564a6ee447d3")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "use_remote", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !14, !16}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{}
!18 = !{i32 1, i32 1, i32 0}
!19 = !{!"none", !"none", !"none"}
!20 = !{!"float*", !"int*", !"int"}
!21 = !{!"", !"const", !""}
!22 = !DILocalVariable(name: "out", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!23 = !DILocation(line: 5, column: 42, scope: !10)
!24 = !DILocalVariable(name: "in", arg: 2, scope: !10, file: !1, line: 5, type: !14)
!25 = !DILocation(line: 5, column: 67, scope: !10)
!26 = !DILocalVariable(name: "n", arg: 3, scope: !10, file: !1, line: 5, type: !16)
!27 = !DILocation(line: 5, column: 75, scope: !10)
!28 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 6, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !30, line: 142, baseType: !31)
!30 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!31 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!32 = !DILocation(line: 6, column: 10, scope: !10)
!33 = !DILocation(line: 6, column: 14, scope: !10)
!34 = !DILocation(line: 7, column: 43, scope: !10)
!35 = !DILocation(line: 7, column: 47, scope: !10)
!36 = !DILocation(line: 7, column: 32, scope: !10)
!37 = !DILocation(line: 7, column: 25, scope: !10)
!38 = !DILocation(line: 7, column: 12, scope: !10)
!39 = !DILocation(line: 7, column: 3, scope: !10)
!40 = !DILocation(line: 7, column: 7, scope: !10)
!41 = !DILocation(line: 7, column: 10, scope: !10)
!42 = !DILocation(line: 8, column: 1, scope: !10)
