; printf is OpenCL.std printf; its format string stays a UniformConstant byte array, passed as a
; UniformConstant uchar pointer. No Linkage: nothing is imported or exported.
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
; CHECK-NEXT: OpCapability Kernel
; CHECK-NOT:  OpCapability Linkage
; CHECK:      [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK-NOT:  LinkageAttributes
; CHECK:      %_str = OpVariable %_ptr_UniformConstant__arr_uchar_uint_13 UniformConstant
; CHECK:      [[FMT:%[0-9]+]] = OpBitcast %_ptr_UniformConstant_uchar %_str
; CHECK-NEXT: OpExtInst %uint [[STD]] printf [[FMT]] {{%[0-9]+}} {{%[0-9]+}}
; ModuleID = 'lit-tests/library/Inputs/printf.cl'
source_filename = "lit-tests/library/Inputs/printf.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [13 x i8] c"item %d: %f\0A\00", align 1, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @report(ptr addrspace(1) noundef align 4 %0) #0 !dbg !17 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %2 = alloca ptr addrspace(1), align 8
  %3 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
    #dbg_declare(ptr %3, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  %4 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !32
  %5 = trunc i64 %4 to i32, !dbg !33
  store i32 %5, ptr %3, align 4, !dbg !31
  %6 = load i32, ptr %3, align 4, !dbg !34
  %7 = load ptr addrspace(1), ptr %2, align 8, !dbg !35
  %8 = load i32, ptr %3, align 4, !dbg !36
  %9 = sext i32 %8 to i64, !dbg !35
  %10 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %9, !dbg !35
  %11 = load float, ptr addrspace(1) %10, align 4, !dbg !35
  %12 = fpext float %11 to double, !dbg !35
  %13 = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str, i32 noundef %6, double noundef %12) #4, !dbg !37
  ret void, !dbg !38
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @printf(ptr addrspace(2) noundef, ...) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14}
!opencl.ocl.version = !{!15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 4, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "lit-tests/library/Inputs/printf.cl", directory: ".", checksumkind: CSK_MD5, checksum: "be219ff2c341182a71fe55d9a7ebb7ee")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{i32 2, i32 0}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "report", scope: !2, file: !2, line: 2, type: !18, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !19)
!19 = !{null, !20}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, dwarfAddressSpace: 1)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!22 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!23 = !{}
!24 = !{i32 1}
!25 = !{!"none"}
!26 = !{!"float*"}
!27 = !{!"const"}
!28 = !DILocalVariable(name: "v", arg: 1, scope: !17, file: !2, line: 2, type: !20)
!29 = !DILocation(line: 2, column: 44, scope: !17)
!30 = !DILocalVariable(name: "i", scope: !17, file: !2, line: 3, type: !9)
!31 = !DILocation(line: 3, column: 7, scope: !17)
!32 = !DILocation(line: 3, column: 16, scope: !17)
!33 = !DILocation(line: 3, column: 11, scope: !17)
!34 = !DILocation(line: 4, column: 27, scope: !17)
!35 = !DILocation(line: 4, column: 30, scope: !17)
!36 = !DILocation(line: 4, column: 32, scope: !17)
!37 = !DILocation(line: 4, column: 3, scope: !17)
!38 = !DILocation(line: 5, column: 1, scope: !17)
