; C++ for OpenCL: functions declared in another unit have mangled names (_Z6helperf,
; _ZN3geo4distEDv2_fS0_) that are not builtins, so they are Import, not "unknown builtin". At -O0
; the template instance twice<float> is linkonce_odr: Export, or LinkOnceODR with
; SPV_KHR_linkonce_odr under --spirv-ext=+all.
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
; RUN: spirv-dis %t.fwd.spv | FileCheck %s --check-prefix=ALL
; RUN: %nsdi-llc -gline-tables-only --verify-roundtrip %s -o %t.lt.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.lt.spv
; RUN: llvm-spirv -r %t.lt.spv -o %t.lt.rev.bc
; RUN: %nsdi-llc -g --spirv-ext=+SPV_KHR_linkonce_odr %s -o %t.odr.spv
; RUN: spirv-val %t.odr.spv
; RUN: llvm-spirv -r %t.odr.spv -o %t.odr.rev.bc
; RUN: llvm-dis %t.odr.rev.bc -o - | FileCheck %s --check-prefix=REVERSE
; REVERSE-DAG: declare spir_func float @_ZN3geo4distEDv2_fS0_(<2 x float>, <2 x float>)
; REVERSE-DAG: declare spir_func float @_Z6helperf(float)
; REVERSE-DAG: define linkonce_odr spir_func float @_Z5twiceIfET_S0_(float
; ROUNDTRIP: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; CHECK:      OpCapability Addresses
; CHECK-NEXT: OpCapability Linkage
; CHECK-NEXT: OpCapability Kernel
; CHECK-NOT:  OpExtension "SPV_KHR_linkonce_odr"
; CHECK:      OpDecorate %_ZN3geo4distEDv2_fS0_ LinkageAttributes "_ZN3geo4distEDv2_fS0_" Import
; CHECK:      OpDecorate %_Z6helperf LinkageAttributes "_Z6helperf" Import
; CHECK:      OpDecorate %_Z5twiceIfET_S0_ LinkageAttributes "_Z5twiceIfET_S0_" Export
; CHECK:      OpFunctionCall %float %_ZN3geo4distEDv2_fS0_
; CHECK:      OpFunctionCall %float %_Z6helperf
; CHECK:      OpFunctionCall %float %_Z5twiceIfET_S0_
; ALL:        OpCapability Linkage
; ALL:        OpExtension "SPV_KHR_linkonce_odr"
; ALL:        OpDecorate %_Z5twiceIfET_S0_ LinkageAttributes "_Z5twiceIfET_S0_" LinkOnceODR
; ModuleID = 'lit-tests/library/Inputs/cxx_imports.clcpp'
source_filename = "lit-tests/library/Inputs/cxx_imports.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

$_Z5twiceIfET_S0_ = comdat any

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define spir_kernel void @cxx_imports(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 8 %1) #0 !dbg !9 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !28)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
    #dbg_declare(ptr %5, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %6 = call spir_func noundef i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !35
  store i64 %6, ptr %5, align 8, !dbg !34
  %7 = load ptr addrspace(1), ptr %4, align 8, !dbg !36
  %8 = load i64, ptr %5, align 8, !dbg !37
  %9 = getelementptr inbounds <2 x float>, ptr addrspace(1) %7, i64 %8, !dbg !36
  %10 = load <2 x float>, ptr addrspace(1) %9, align 8, !dbg !36
  %11 = load ptr addrspace(1), ptr %4, align 8, !dbg !38
  %12 = load i64, ptr %5, align 8, !dbg !39
  %13 = add i64 %12, 1, !dbg !40
  %14 = getelementptr inbounds <2 x float>, ptr addrspace(1) %11, i64 %13, !dbg !38
  %15 = load <2 x float>, ptr addrspace(1) %14, align 8, !dbg !38
  %16 = call spir_func noundef float @_ZN3geo4distEDv2_fS0_(<2 x float> noundef %10, <2 x float> noundef %15) #5, !dbg !41
  %17 = call spir_func noundef float @_Z6helperf(float noundef %16) #5, !dbg !42
  %18 = call spir_func noundef float @_Z5twiceIfET_S0_(float noundef %17) #5, !dbg !43
  %19 = load ptr addrspace(1), ptr %3, align 8, !dbg !44
  %20 = load i64, ptr %5, align 8, !dbg !45
  %21 = getelementptr inbounds float, ptr addrspace(1) %19, i64 %20, !dbg !44
  store float %18, ptr addrspace(1) %21, align 4, !dbg !46
  ret void, !dbg !47
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func noundef i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef float @_Z5twiceIfET_S0_(float noundef %0) #2 comdat !dbg !48 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
    #dbg_declare(ptr %2, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  %3 = load float, ptr %2, align 4, !dbg !55
  %4 = load float, ptr %2, align 4, !dbg !56
  %5 = fadd float %3, %4, !dbg !57
  ret float %5, !dbg !58
}

; Function Attrs: convergent nounwind
declare spir_func noundef float @_Z6helperf(float noundef) #3

; Function Attrs: convergent nounwind
declare spir_func noundef float @_ZN3geo4distEDv2_fS0_(<2 x float> noundef, <2 x float> noundef) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.cxx.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/library/Inputs/cxx_imports.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "dc72713d328a19488c48db3a65984919")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 3, i32 0}
!7 = !{i32 2021, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "cxx_imports", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!10 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !11)
!11 = !{null, !12, !14}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !17, line: 207, baseType: !18)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 64, flags: DIFlagVector, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 2)
!21 = !{}
!22 = !{i32 1, i32 1}
!23 = !{!"none", !"none"}
!24 = !{!"float*", !"float2*"}
!25 = !{!"float*", !"float __attribute__((ext_vector_type(2)))*"}
!26 = !{!"", !"const"}
!27 = !DILocalVariable(name: "out", arg: 1, scope: !9, file: !1, line: 10, type: !12)
!28 = !DILocation(line: 10, column: 43, scope: !9)
!29 = !DILocalVariable(name: "p", arg: 2, scope: !9, file: !1, line: 10, type: !14)
!30 = !DILocation(line: 10, column: 71, scope: !9)
!31 = !DILocalVariable(name: "i", scope: !9, file: !1, line: 11, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !17, line: 142, baseType: !33)
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DILocation(line: 11, column: 10, scope: !9)
!35 = !DILocation(line: 11, column: 14, scope: !9)
!36 = !DILocation(line: 12, column: 35, scope: !9)
!37 = !DILocation(line: 12, column: 37, scope: !9)
!38 = !DILocation(line: 12, column: 41, scope: !9)
!39 = !DILocation(line: 12, column: 43, scope: !9)
!40 = !DILocation(line: 12, column: 45, scope: !9)
!41 = !DILocation(line: 12, column: 25, scope: !9)
!42 = !DILocation(line: 12, column: 18, scope: !9)
!43 = !DILocation(line: 12, column: 12, scope: !9)
!44 = !DILocation(line: 12, column: 3, scope: !9)
!45 = !DILocation(line: 12, column: 7, scope: !9)
!46 = !DILocation(line: 12, column: 10, scope: !9)
!47 = !DILocation(line: 13, column: 1, scope: !9)
!48 = distinct !DISubprogram(name: "twice<float>", linkageName: "_Z5twiceIfET_S0_", scope: !1, file: !1, line: 8, type: !49, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !51, retainedNodes: !21)
!49 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !50)
!50 = !{!13, !13}
!51 = !{!52}
!52 = !DITemplateTypeParameter(name: "T", type: !13)
!53 = !DILocalVariable(name: "x", arg: 1, scope: !48, file: !1, line: 8, type: !13)
!54 = !DILocation(line: 8, column: 33, scope: !48)
!55 = !DILocation(line: 8, column: 45, scope: !48)
!56 = !DILocation(line: 8, column: 49, scope: !48)
!57 = !DILocation(line: 8, column: 47, scope: !48)
!58 = !DILocation(line: 8, column: 38, scope: !48)
