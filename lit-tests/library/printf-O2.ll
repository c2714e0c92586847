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

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @report(ptr addrspace(1) nocapture noundef readonly align 4 %0) local_unnamed_addr #0 !dbg !17 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
    #dbg_value(ptr addrspace(1) %0, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !31
  %3 = trunc i64 %2 to i32, !dbg !32
    #dbg_value(i32 %3, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  %4 = sext i32 %3 to i64, !dbg !33
  %5 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4, !dbg !33
  %6 = load float, ptr addrspace(1) %5, align 4, !dbg !33, !tbaa !34
  %7 = fpext float %6 to double, !dbg !33
  %8 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str, i32 noundef %3, double noundef %7) #4, !dbg !38
  ret void, !dbg !39
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !40 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nofree nounwind
declare !dbg !45 spir_func noundef i32 @printf(ptr addrspace(2) nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { convergent nofree norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!7 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{i32 2, i32 0}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "report", scope: !2, file: !2, line: 2, type: !18, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !19)
!19 = !{null, !20}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, dwarfAddressSpace: 1)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!22 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!23 = !{!24, !25}
!24 = !DILocalVariable(name: "v", arg: 1, scope: !17, file: !2, line: 2, type: !20)
!25 = !DILocalVariable(name: "i", scope: !17, file: !2, line: 3, type: !9)
!26 = !{i32 1}
!27 = !{!"none"}
!28 = !{!"float*"}
!29 = !{!"const"}
!30 = !DILocation(line: 0, scope: !17)
!31 = !DILocation(line: 3, column: 16, scope: !17)
!32 = !DILocation(line: 3, column: 11, scope: !17)
!33 = !DILocation(line: 4, column: 30, scope: !17)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !DILocation(line: 4, column: 3, scope: !17)
!39 = !DILocation(line: 5, column: 1, scope: !17)
!40 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !2, file: !2, line: 3, type: !41, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!41 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !42)
!42 = !{!43, !44}
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !DISubprogram(name: "printf", scope: !46, file: !46, line: 687, type: !47, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!46 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!47 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !48)
!48 = !{!9, !49, null}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64, dwarfAddressSpace: 2)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
