; Unions at -O0: a named typedef'd union whose members all sit at offset 0 (incl. a uchar array member), an anonymous union as a struct member at offset 32, and union-typed locals.
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
; CHECK: {{^}}; 80 nodes (79 numbered), dwarf version 5, debug info version 3{{$}}
; CHECK: {{^}}[[TAGGED:![0-9]+]] = distinct DICompositeType(tag: DW_TAG_structure_type, name: "Tagged",{{.*}} line: 8,{{.*}} size: 64,{{.*}} elements: {!14, !15},
; CHECK-NEXT: {{^}}!14 = DIDerivedType(tag: DW_TAG_member, name: "kind", scope: [[TAGGED]],{{.*}} baseType: [[INT:![0-9]+]], size: 32,{{.*}} offset: 0,
; CHECK-NEXT: {{^}}!15 = DIDerivedType(tag: DW_TAG_member, name: "value", scope: [[TAGGED]],{{.*}} line: 13, baseType: [[ANONU:![0-9]+]], size: 32,{{.*}} offset: 32,
; CHECK-NEXT: {{^}}[[ANONU]] = distinct DICompositeType(tag: DW_TAG_union_type, name: "", scope: [[TAGGED]], file: !1, line: 10,{{.*}} size: 32,{{.*}} flags: DIFlagZero, elements: {!17, !18},{{.*}} identifier: "",
; CHECK-NEXT: {{^}}!17 = DIDerivedType(tag: DW_TAG_member, name: "i", scope: [[ANONU]],{{.*}} baseType: [[INT]], size: 32,{{.*}} offset: 0,
; CHECK-NEXT: {{^}}!18 = DIDerivedType(tag: DW_TAG_member, name: "f", scope: [[ANONU]],{{.*}} baseType: [[FLOAT:![0-9]+]], size: 32,{{.*}} offset: 0,
; CHECK: {{^}}!32 = DILocalVariable(name: "t",{{.*}} scope: !3,{{.*}} line: 25, type: [[TAGGED]],
; CHECK: {{^}}[[FBITS:![0-9]+]] = distinct DISubprogram(scope: !1, name: "float_bits",{{.*}} line: 16, type: !62,{{.*}} flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0,
; CHECK-NEXT: {{^}}!62 = DISubroutineType(flags: DIFlagZero, cc: 198, types: {!9, [[FLOAT]]}){{$}}
; CHECK: {{^}}!66 = DILocalVariable(name: "b",{{.*}} scope: [[FBITS]],{{.*}} line: 17, type: !67,
; CHECK-NEXT: {{^}}!67 = DIDerivedType(tag: DW_TAG_typedef, name: "Bits",{{.*}} file: !1, line: 6, baseType: [[BITS:![0-9]+]],
; CHECK-NEXT: {{^}}[[BITS]] = distinct DICompositeType(tag: DW_TAG_union_type, name: "Bits",{{.*}} file: !1, line: 2,{{.*}} size: 32,{{.*}} flags: DIFlagZero, elements: {!69, !70, !71},{{.*}} identifier: "",
; CHECK-NEXT: {{^}}!69 = DIDerivedType(tag: DW_TAG_member, name: "f", scope: [[BITS]],{{.*}} baseType: [[FLOAT]], size: 32,{{.*}} offset: 0,
; CHECK-NEXT: {{^}}!70 = DIDerivedType(tag: DW_TAG_member, name: "u", scope: [[BITS]],{{.*}} baseType: !9, size: 32,{{.*}} offset: 0,
; CHECK-NEXT: {{^}}!71 = DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: [[BITS]],{{.*}} baseType: !72, size: 32,{{.*}} offset: 0,
; CHECK-NEXT: {{^}}!72 = DICompositeType(tag: DW_TAG_array_type,{{.*}} baseType: !73, size: 32,{{.*}} elements: {!75},
; CHECK-NEXT: {{^}}!73 = DIDerivedType(tag: DW_TAG_typedef, name: "uchar",{{.*}} baseType: !74,
; CHECK: {{^}}!75 = DISubrange(count: i64 4, lowerBound: null, upperBound: null, stride: null){{$}}
; CHECK: {{^}}function @float_bits subprogram [[FBITS]]: 1 blocks, 9 instructions, 6 with a location{{$}}
; CHECK: {{^}}  llvm.dbg.declare(%3, !66, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)) !dbg !65{{$}}
; ModuleID = 'lit-tests/di/Inputs/unions.cl'
source_filename = "lit-tests/di/Inputs/unions.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Tagged = type { i32, %union.anon }
%union.anon = type { i32 }
%union.Bits = type { float }

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @unions(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !dbg !10 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i64, align 8
  %8 = alloca %struct.Tagged, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
    #dbg_declare(ptr %4, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
  store ptr addrspace(1) %1, ptr %5, align 8
    #dbg_declare(ptr %5, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  store ptr addrspace(1) %2, ptr %6, align 8
    #dbg_declare(ptr %6, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
    #dbg_declare(ptr %7, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !44
  store i64 %9, ptr %7, align 8, !dbg !43
    #dbg_declare(ptr %8, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %10 = load i64, ptr %7, align 8, !dbg !47
  %11 = and i64 %10, 1, !dbg !48
  %12 = trunc i64 %11 to i32, !dbg !49
  %13 = getelementptr inbounds %struct.Tagged, ptr %8, i32 0, i32 0, !dbg !50
  store i32 %12, ptr %13, align 4, !dbg !51
  %14 = getelementptr inbounds %struct.Tagged, ptr %8, i32 0, i32 0, !dbg !52
  %15 = load i32, ptr %14, align 4, !dbg !52
  %16 = icmp ne i32 %15, 0, !dbg !54
  br i1 %16, label %17, label %23, !dbg !55

17:                                               ; preds = %3
  %18 = load ptr addrspace(1), ptr %4, align 8, !dbg !56
  %19 = load i64, ptr %7, align 8, !dbg !57
  %20 = getelementptr inbounds float, ptr addrspace(1) %18, i64 %19, !dbg !56
  %21 = load float, ptr addrspace(1) %20, align 4, !dbg !56
  %22 = getelementptr inbounds %struct.Tagged, ptr %8, i32 0, i32 1, !dbg !58
  store float %21, ptr %22, align 4, !dbg !59
  br label %27, !dbg !60

23:                                               ; preds = %3
  %24 = load i64, ptr %7, align 8, !dbg !61
  %25 = trunc i64 %24 to i32, !dbg !62
  %26 = getelementptr inbounds %struct.Tagged, ptr %8, i32 0, i32 1, !dbg !63
  store i32 %25, ptr %26, align 4, !dbg !64
  br label %27

27:                                               ; preds = %23, %17
  %28 = load ptr addrspace(1), ptr %6, align 8, !dbg !65
  %29 = load i64, ptr %7, align 8, !dbg !66
  %30 = getelementptr inbounds %struct.Tagged, ptr addrspace(1) %28, i64 %29, !dbg !65
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 4 %30, ptr align 4 %8, i64 8, i1 false), !dbg !67
  %31 = load ptr addrspace(1), ptr %4, align 8, !dbg !68
  %32 = load i64, ptr %7, align 8, !dbg !69
  %33 = getelementptr inbounds float, ptr addrspace(1) %31, i64 %32, !dbg !68
  %34 = load float, ptr addrspace(1) %33, align 4, !dbg !68
  %35 = call spir_func i32 @float_bits(float noundef %34) #5, !dbg !70
  %36 = load ptr addrspace(1), ptr %5, align 8, !dbg !71
  %37 = load i64, ptr %7, align 8, !dbg !72
  %38 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 %37, !dbg !71
  store i32 %35, ptr addrspace(1) %38, align 4, !dbg !73
  ret void, !dbg !74
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @float_bits(float noundef %0) #3 !dbg !75 {
  %2 = alloca float, align 4
  %3 = alloca %union.Bits, align 4
  store float %0, ptr %2, align 4
    #dbg_declare(ptr %2, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !79)
    #dbg_declare(ptr %3, !80, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !92)
  %4 = load float, ptr %2, align 4, !dbg !93
  store float %4, ptr %3, align 4, !dbg !94
  %5 = load i32, ptr %3, align 4, !dbg !95
  ret i32 %5, !dbg !96
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/di/Inputs/unions.cl", directory: ".", checksumkind: CSK_MD5, checksum: "6ca19fc68577c34571c96cc03644eea9")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "unions", scope: !1, file: !1, line: 22, type: !11, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !29)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !16, !20}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, dwarfAddressSpace: 1)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !18, line: 129, baseType: !19)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, dwarfAddressSpace: 1)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Tagged", file: !1, line: 8, size: 64, elements: !22)
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !21, file: !1, line: 9, baseType: !3, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !21, file: !1, line: 13, baseType: !25, size: 32, offset: 32)
!25 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !21, file: !1, line: 10, size: 32, elements: !26)
!26 = !{!27, !28}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !25, file: !1, line: 11, baseType: !3, size: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !25, file: !1, line: 12, baseType: !15, size: 32)
!29 = !{}
!30 = !{i32 1, i32 1, i32 1}
!31 = !{!"none", !"none", !"none"}
!32 = !{!"float*", !"uint*", !"struct Tagged*"}
!33 = !{!"const", !"", !""}
!34 = !DILocalVariable(name: "in", arg: 1, scope: !10, file: !1, line: 22, type: !13)
!35 = !DILocation(line: 22, column: 44, scope: !10)
!36 = !DILocalVariable(name: "out", arg: 2, scope: !10, file: !1, line: 22, type: !16)
!37 = !DILocation(line: 22, column: 63, scope: !10)
!38 = !DILocalVariable(name: "tags", arg: 3, scope: !10, file: !1, line: 23, type: !20)
!39 = !DILocation(line: 23, column: 46, scope: !10)
!40 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 24, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !18, line: 142, baseType: !42)
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DILocation(line: 24, column: 10, scope: !10)
!44 = !DILocation(line: 24, column: 14, scope: !10)
!45 = !DILocalVariable(name: "t", scope: !10, file: !1, line: 25, type: !21)
!46 = !DILocation(line: 25, column: 17, scope: !10)
!47 = !DILocation(line: 26, column: 18, scope: !10)
!48 = !DILocation(line: 26, column: 20, scope: !10)
!49 = !DILocation(line: 26, column: 12, scope: !10)
!50 = !DILocation(line: 26, column: 5, scope: !10)
!51 = !DILocation(line: 26, column: 10, scope: !10)
!52 = !DILocation(line: 27, column: 9, scope: !53)
!53 = distinct !DILexicalBlock(scope: !10, file: !1, line: 27, column: 7)
!54 = !DILocation(line: 27, column: 7, scope: !53)
!55 = !DILocation(line: 27, column: 7, scope: !10)
!56 = !DILocation(line: 28, column: 17, scope: !53)
!57 = !DILocation(line: 28, column: 20, scope: !53)
!58 = !DILocation(line: 28, column: 7, scope: !53)
!59 = !DILocation(line: 28, column: 15, scope: !53)
!60 = !DILocation(line: 28, column: 5, scope: !53)
!61 = !DILocation(line: 30, column: 22, scope: !53)
!62 = !DILocation(line: 30, column: 17, scope: !53)
!63 = !DILocation(line: 30, column: 7, scope: !53)
!64 = !DILocation(line: 30, column: 15, scope: !53)
!65 = !DILocation(line: 31, column: 3, scope: !10)
!66 = !DILocation(line: 31, column: 8, scope: !10)
!67 = !DILocation(line: 31, column: 13, scope: !10)
!68 = !DILocation(line: 32, column: 23, scope: !10)
!69 = !DILocation(line: 32, column: 26, scope: !10)
!70 = !DILocation(line: 32, column: 12, scope: !10)
!71 = !DILocation(line: 32, column: 3, scope: !10)
!72 = !DILocation(line: 32, column: 7, scope: !10)
!73 = !DILocation(line: 32, column: 10, scope: !10)
!74 = !DILocation(line: 33, column: 1, scope: !10)
!75 = distinct !DISubprogram(name: "float_bits", scope: !1, file: !1, line: 16, type: !76, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !29)
!76 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !77)
!77 = !{!17, !15}
!78 = !DILocalVariable(name: "x", arg: 1, scope: !75, file: !1, line: 16, type: !15)
!79 = !DILocation(line: 16, column: 30, scope: !75)
!80 = !DILocalVariable(name: "b", scope: !75, file: !1, line: 17, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bits", file: !1, line: 6, baseType: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Bits", file: !1, line: 2, size: 32, elements: !83)
!83 = !{!84, !85, !86}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !82, file: !1, line: 3, baseType: !15, size: 32)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !82, file: !1, line: 4, baseType: !17, size: 32)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !82, file: !1, line: 5, baseType: !87, size: 32)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 32, elements: !90)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !18, line: 119, baseType: !89)
!89 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!90 = !{!91}
!91 = !DISubrange(count: 4)
!92 = !DILocation(line: 17, column: 8, scope: !75)
!93 = !DILocation(line: 18, column: 9, scope: !75)
!94 = !DILocation(line: 18, column: 7, scope: !75)
!95 = !DILocation(line: 19, column: 12, scope: !75)
!96 = !DILocation(line: 19, column: 3, scope: !75)
