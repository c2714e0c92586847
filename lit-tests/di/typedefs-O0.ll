; Typedefs at -O0: a typedef chain (scalar_t -> real_t -> float), a typedef of an address-space-1 pointer, a typedef of an anonymous struct passed byval, a 2-D array typedef resolved to its array composite, and locals/params typed through each typedef.
; RUN: %nsdi-llc --dump-di %s | FileCheck %s
; RUN: %check-di-node-count %s | FileCheck %s --check-prefix=COUNT
; RUN: %nsdi-llc -g --verify-roundtrip %s -o %t.g.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.g.spv
; RUN: llvm-spirv -r %t.g.spv -o %t.g.rev.bc
; RUN: %nsdi-llc -g --spirv-ext=+all --verify-roundtrip %s -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-llc -gline-tables-only --verify-roundtrip %s -o %t.lt.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.lt.spv
; RUN: llvm-spirv -r %t.lt.spv -o %t.lt.rev.bc
; ROUNDTRIP: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; COUNT: DI node count {{[0-9]+}} matches llvm-dis
; CHECK: {{^}}; 52 nodes (51 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}!0 = distinct DICompileUnit(language: DW_LANG_OpenCL,{{.*}} emissionKind: FullDebug,{{.*}} retainedTypes: {[[INDEX:![0-9]+]]},
; CHECK: {{^}}[[INDEX]] = DIDerivedType(tag: DW_TAG_typedef, name: "index_t",{{.*}} file: !1, line: 4, baseType: !3,
; CHECK-NEXT: {{^}}!3 = DIBasicType(tag: DW_TAG_base_type, name: "unsigned int", size: 32, align: 0, encoding: DW_ATE_unsigned, flags: DIFlagZero){{$}}
; CHECK-NEXT: {{^}}[[KERNEL:![0-9]+]] = distinct DISubprogram(scope: !1, name: "scale",{{.*}} line: 17, type: !5,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0,
; CHECK-NEXT: {{^}}!5 = DISubroutineType(flags: DIFlagZero, cc: 199, types: {null, [[BUFPTR:![0-9]+]], [[PARAMS:![0-9]+]]}){{$}}
; CHECK-NEXT: {{^}}[[BUFPTR]] = DIDerivedType(tag: DW_TAG_typedef, name: "buffer_ptr",{{.*}} file: !1, line: 5, baseType: !7,
; CHECK-NEXT: {{^}}!7 = DIDerivedType(tag: DW_TAG_pointer_type,{{.*}} baseType: [[SCALAR:![0-9]+]], size: 64,{{.*}} dwarfAddressSpace: 1,
; CHECK-NEXT: {{^}}[[SCALAR]] = DIDerivedType(tag: DW_TAG_typedef, name: "scalar_t",{{.*}} file: !1, line: 3, baseType: [[REAL:![0-9]+]],
; CHECK-NEXT: {{^}}[[REAL]] = DIDerivedType(tag: DW_TAG_typedef, name: "real_t",{{.*}} file: !1, line: 2, baseType: [[FLOAT:![0-9]+]],
; CHECK: {{^}}[[PARAMS]] = DIDerivedType(tag: DW_TAG_typedef, name: "Params",{{.*}} file: !1, line: 11, baseType: [[ANON:![0-9]+]],
; CHECK-NEXT: {{^}}[[ANON]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "", scope: null, file: !1, line: 8,{{.*}} size: 64,{{.*}} elements: {!13, !14},{{.*}} identifier: "",
; CHECK-NEXT: {{^}}!13 = DIDerivedType(tag: DW_TAG_member, name: "gain", scope: [[ANON]],{{.*}} baseType: [[SCALAR]], size: 32,{{.*}} offset: 0,
; CHECK-NEXT: {{^}}!14 = DIDerivedType(tag: DW_TAG_member, name: "stride", scope: [[ANON]],{{.*}} baseType: [[INDEX]], size: 32,{{.*}} offset: 32,
; CHECK: {{^}}!19 = DILocalVariable(name: "p", arg: 2, scope: [[KERNEL]],{{.*}} line: 17, type: [[PARAMS]],
; CHECK: {{^}}!27 = DILocalVariable(name: "m",{{.*}} scope: [[KERNEL]],{{.*}} line: 19, type: !28,
; CHECK-NEXT: {{^}}!28 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: [[FLOAT]], size: 128,{{.*}} elements: {!29, !29},
; CHECK: {{^}}!31 = DILocalVariable(name: "v",{{.*}} scope: [[KERNEL]],{{.*}} line: 20, type: [[REAL]],
; CHECK: {{^}}!43 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {[[SCALAR]], [[PARAMS]], [[SCALAR]]}){{$}}
; CHECK: {{^}}function @scale subprogram [[KERNEL]]: 1 blocks, 35 instructions, 30 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%1, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !18{{$}}
; CHECK: {{^}}function @apply subprogram [[APPLY:![0-9]+]]: 1 blocks, 9 instructions, 7 with a location{{$}}
; CHECK-NEXT: {{^}}  llvm.dbg.declare(%0, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !44{{$}}
; ModuleID = 'lit-tests/di/Inputs/typedefs.cl'
source_filename = "lit-tests/di/Inputs/typedefs.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Params = type { float, i32 }

@__const.scale.m = private unnamed_addr addrspace(2) constant [2 x [2 x float]] [[2 x float] [float 1.000000e+00, float 0.000000e+00], [2 x float] [float 0.000000e+00, float 1.000000e+00]], align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @scale(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%struct.Params) align 4 %1) #0 !dbg !11 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  %5 = alloca [2 x [2 x float]], align 4
  %6 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
    #dbg_declare(ptr %1, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_declare(ptr %4, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !36
  %8 = trunc i64 %7 to i32, !dbg !37
  %9 = getelementptr inbounds %struct.Params, ptr %1, i32 0, i32 1, !dbg !38
  %10 = load i32, ptr %9, align 4, !dbg !38
  %11 = mul i32 %8, %10, !dbg !39
  store i32 %11, ptr %4, align 4, !dbg !35
    #dbg_declare(ptr %5, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  call void @llvm.memcpy.p0.p2.i64(ptr align 4 %5, ptr addrspace(2) align 4 @__const.scale.m, i64 16, i1 false), !dbg !44
    #dbg_declare(ptr %6, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %12 = load ptr addrspace(1), ptr %3, align 8, !dbg !47
  %13 = load i32, ptr %4, align 4, !dbg !48
  %14 = zext i32 %13 to i64, !dbg !47
  %15 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %14, !dbg !47
  %16 = load float, ptr addrspace(1) %15, align 4, !dbg !47
  store float %16, ptr %6, align 4, !dbg !46
  %17 = load float, ptr %6, align 4, !dbg !49
  %18 = call spir_func float @apply(ptr noundef byval(%struct.Params) align 4 %1, float noundef %17) #5, !dbg !50
  %19 = getelementptr inbounds [2 x [2 x float]], ptr %5, i64 0, i64 0, !dbg !51
  %20 = getelementptr inbounds [2 x float], ptr %19, i64 0, i64 0, !dbg !51
  %21 = load float, ptr %20, align 4, !dbg !51
  %22 = fmul float %18, %21, !dbg !52
  %23 = load ptr addrspace(1), ptr %3, align 8, !dbg !53
  %24 = load i32, ptr %4, align 4, !dbg !54
  %25 = zext i32 %24 to i64, !dbg !53
  %26 = getelementptr inbounds float, ptr addrspace(1) %23, i64 %25, !dbg !53
  store float %22, ptr addrspace(1) %26, align 4, !dbg !55
  ret void, !dbg !56
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p2.i64(ptr noalias nocapture writeonly, ptr addrspace(2) noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @apply(ptr noundef byval(%struct.Params) align 4 %0, float noundef %1) #3 !dbg !57 {
  %3 = alloca float, align 4
    #dbg_declare(ptr %0, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  store float %1, ptr %3, align 4
    #dbg_declare(ptr %3, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
  %4 = load float, ptr %3, align 4, !dbg !64
  %5 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 0, !dbg !65
  %6 = load float, ptr %5, align 4, !dbg !65
  %7 = fmul float %4, %6, !dbg !66
  ret float %7, !dbg !67
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8}
!opencl.ocl.version = !{!9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/typedefs.cl", directory: ".", checksumkind: CSK_MD5, checksum: "884001af757871247f38db483df64ff2")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "index_t", file: !1, line: 4, baseType: !4)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{i32 2, i32 0}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 17, type: !12, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !24)
!12 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !13)
!13 = !{null, !14, !19}
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "buffer_ptr", file: !1, line: 5, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "scalar_t", file: !1, line: 3, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "real_t", file: !1, line: 2, baseType: !18)
!18 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "Params", file: !1, line: 11, baseType: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 8, size: 64, elements: !21)
!21 = !{!22, !23}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "gain", scope: !20, file: !1, line: 9, baseType: !16, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "stride", scope: !20, file: !1, line: 10, baseType: !3, size: 32, offset: 32)
!24 = !{}
!25 = !{i32 1, i32 0}
!26 = !{!"none", !"none"}
!27 = !{!"scalar_t*", !"Params"}
!28 = !{!"float*", !"Params"}
!29 = !{!"", !""}
!30 = !DILocalVariable(name: "data", arg: 1, scope: !11, file: !1, line: 17, type: !14)
!31 = !DILocation(line: 17, column: 32, scope: !11)
!32 = !DILocalVariable(name: "p", arg: 2, scope: !11, file: !1, line: 17, type: !19)
!33 = !DILocation(line: 17, column: 45, scope: !11)
!34 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 18, type: !3)
!35 = !DILocation(line: 18, column: 11, scope: !11)
!36 = !DILocation(line: 18, column: 24, scope: !11)
!37 = !DILocation(line: 18, column: 15, scope: !11)
!38 = !DILocation(line: 18, column: 45, scope: !11)
!39 = !DILocation(line: 18, column: 41, scope: !11)
!40 = !DILocalVariable(name: "m", scope: !11, file: !1, line: 19, type: !41)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 128, elements: !42)
!42 = !{!43, !43}
!43 = !DISubrange(count: 2)
!44 = !DILocation(line: 19, column: 10, scope: !11)
!45 = !DILocalVariable(name: "v", scope: !11, file: !1, line: 20, type: !17)
!46 = !DILocation(line: 20, column: 10, scope: !11)
!47 = !DILocation(line: 20, column: 14, scope: !11)
!48 = !DILocation(line: 20, column: 19, scope: !11)
!49 = !DILocation(line: 21, column: 22, scope: !11)
!50 = !DILocation(line: 21, column: 13, scope: !11)
!51 = !DILocation(line: 21, column: 27, scope: !11)
!52 = !DILocation(line: 21, column: 25, scope: !11)
!53 = !DILocation(line: 21, column: 3, scope: !11)
!54 = !DILocation(line: 21, column: 8, scope: !11)
!55 = !DILocation(line: 21, column: 11, scope: !11)
!56 = !DILocation(line: 22, column: 1, scope: !11)
!57 = distinct !DISubprogram(name: "apply", scope: !1, file: !1, line: 13, type: !58, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!58 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !59)
!59 = !{!16, !19, !16}
!60 = !DILocalVariable(name: "p", arg: 1, scope: !57, file: !1, line: 13, type: !19)
!61 = !DILocation(line: 13, column: 30, scope: !57)
!62 = !DILocalVariable(name: "v", arg: 2, scope: !57, file: !1, line: 13, type: !16)
!63 = !DILocation(line: 13, column: 42, scope: !57)
!64 = !DILocation(line: 14, column: 10, scope: !57)
!65 = !DILocation(line: 14, column: 16, scope: !57)
!66 = !DILocation(line: 14, column: 12, scope: !57)
!67 = !DILocation(line: 14, column: 3, scope: !57)
