; Pins llvm.bswap.i32/i16 expanded to mask+shift+or, llvm.fshl rotates to OpenCL.std rotate (amount masked by 31), ctpop/cttz/umin/abs to OpenCL.std, the popcount loop's OpPhi pairs, and Int16 for ushort.
; RUN: %nsdi-llc --g0 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %nsdi-llc -g --verify-roundtrip %s -o %t.g.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.g.spv
; RUN: llvm-spirv -r %t.g.spv -o %t.g.rev.bc
; RUN: %nsdi-llc -g --spirv-ext=+all --verify-roundtrip %s -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-llc -gline-tables-only --verify-roundtrip %s -o %t.lt.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.lt.spv
; RUN: llvm-spirv -r %t.lt.spv -o %t.lt.rev.bc
; ROUNDTRIP: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; CHECK:      OpCapability Kernel
; CHECK-NOT:  OpCapability Float64
; CHECK-NEXT: OpCapability Int64
; CHECK-NEXT: OpCapability Int16
; CHECK-NEXT: OpCapability Int8
; CHECK-NEXT: [[STD:%[0-9]+]] = OpExtInstImport "OpenCL.std"
; CHECK:      [[X:%[0-9]+]] = OpLoad %uint {{%[0-9]+}} Aligned 4
; CHECK:      [[C:%[0-9]+]] = OpPhi %uint [[CNEXT:%[0-9]+]] [[LOOP:%[0-9]+]] %uint_0 [[ENTRY:%[0-9]+]]
; CHECK-NEXT: OpPhi %uint [[XNEXT:%[0-9]+]] [[LOOP]] [[X]] [[ENTRY]]
; CHECK:      OpPhi %uint %uint_0 [[ENTRY]] [[CNEXT]] [[LOOP]]
; CHECK-NEXT: [[B0:%[0-9]+]] = OpBitwiseAnd %uint [[X]] %uint_255
; CHECK-NEXT: OpShiftLeftLogical %uint [[B0]] %uint_24
; CHECK:      [[B3:%[0-9]+]] = OpBitwiseAnd %uint [[X]] %uint_4278190080
; CHECK-NEXT: OpShiftRightLogical %uint [[B3]] %uint_24
; CHECK:      [[AMT:%[0-9]+]] = OpBitwiseAnd %uint {{%[0-9]+}} %uint_31
; CHECK-NEXT: OpExtInst %uint [[STD]] rotate [[X]] [[AMT]]
; CHECK:      OpExtInst %uint [[STD]] popcount
; CHECK:      OpExtInst %uint [[STD]] ctz
; CHECK:      OpExtInst %uint [[STD]] u_min [[X]] %uint_1000
; CHECK:      OpShiftLeftLogical %ushort {{%[0-9]+}} %ushort_8
; ModuleID = 'lit-tests/codegen/Inputs/bit_intrinsics.cl'
source_filename = "lit-tests/codegen/Inputs/bit_intrinsics.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define spir_kernel void @bit_intrinsics(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef align 2 %4) local_unnamed_addr #0 !dbg !15 !kernel_arg_addr_space !42 !kernel_arg_access_qual !43 !kernel_arg_type !44 !kernel_arg_base_type !44 !kernel_arg_type_qual !45 {
    #dbg_value(ptr addrspace(1) %0, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
    #dbg_value(ptr addrspace(1) %1, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
    #dbg_value(ptr addrspace(1) %2, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
    #dbg_value(ptr addrspace(1) %3, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
    #dbg_value(ptr addrspace(1) %4, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !47
    #dbg_value(i64 %6, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6, !dbg !48
  %8 = load i32, ptr addrspace(1) %7, align 4, !dbg !48, !tbaa !49
    #dbg_value(i32 %8, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %9 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6, !dbg !53
  %10 = load i32, ptr addrspace(1) %9, align 4, !dbg !53, !tbaa !49
    #dbg_value(i32 %10, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %11 = add i64 %6, 1, !dbg !54
  %12 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %11, !dbg !55
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !55, !tbaa !49
    #dbg_value(i32 %13, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11, !dbg !56
  %15 = load i32, ptr addrspace(1) %14, align 4, !dbg !56, !tbaa !49
    #dbg_value(i32 %8, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
    #dbg_value(i32 %15, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
    #dbg_value(i32 %8, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(i32 %8, !72, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
    #dbg_value(i32 %8, !77, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
    #dbg_value(i32 0, !82, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
  %16 = icmp eq i32 %8, 0, !dbg !85
  br i1 %16, label %24, label %17, !dbg !85

17:                                               ; preds = %5, %17
  %18 = phi i32 [ %22, %17 ], [ 0, %5 ]
  %19 = phi i32 [ %21, %17 ], [ %8, %5 ]
    #dbg_value(i32 %18, !82, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
    #dbg_value(i32 %19, !77, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
  %20 = add i32 %19, -1, !dbg !86
  %21 = and i32 %20, %19, !dbg !88
    #dbg_value(i32 %21, !77, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
  %22 = add nuw nsw i32 %18, 1, !dbg !89
    #dbg_value(i32 %22, !82, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
  %23 = icmp eq i32 %21, 0, !dbg !85
  br i1 %23, label %24, label %17, !dbg !85, !llvm.loop !90

24:                                               ; preds = %17, %5
  %25 = phi i32 [ 0, %5 ], [ %22, %17 ], !dbg !83
  %26 = tail call noundef i32 @llvm.bswap.i32(i32 %8), !dbg !92
  %27 = tail call noundef i32 @llvm.fshl.i32(i32 %8, i32 %8, i32 %15), !dbg !93
  %28 = tail call noundef i32 @llvm.fshl.i32(i32 %8, i32 %8, i32 27), !dbg !94
  %29 = xor i32 %27, %28, !dbg !95
  %30 = getelementptr i8, ptr addrspace(1) %7, i64 8, !dbg !96
  %31 = load i32, ptr addrspace(1) %30, align 4, !dbg !96, !tbaa !49
  %32 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %31), !dbg !97
  %33 = or i32 %8, -2147483648, !dbg !98
  %34 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %33, i1 true), !dbg !99
  %35 = add i32 %34, %26, !dbg !100
  %36 = add i32 %35, %25, !dbg !101
  %37 = add i32 %36, %32, !dbg !102
  %38 = xor i32 %29, %37, !dbg !103
  %39 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %6, !dbg !104
  store i32 %38, ptr addrspace(1) %39, align 4, !dbg !105, !tbaa !49
    #dbg_value(i32 poison, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
    #dbg_value(i32 poison, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
    #dbg_value(i32 poison, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
    #dbg_value(i32 poison, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %40 = load i32, ptr addrspace(1) %14, align 4, !dbg !106, !tbaa !49
  %41 = tail call i32 @llvm.umax.i32(i32 %8, i32 %40), !dbg !107
  %42 = tail call i32 @llvm.umin.i32(i32 %8, i32 1000), !dbg !108
    #dbg_value(i32 %42, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %43 = tail call i32 @llvm.smin.i32(i32 %10, i32 %13), !dbg !109
    #dbg_value(i32 %43, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %44 = tail call i32 @llvm.smax.i32(i32 %10, i32 %13), !dbg !110
    #dbg_value(i32 %44, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %45 = tail call i32 @llvm.abs.i32(i32 %10, i1 true), !dbg !111
    #dbg_value(i32 %45, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
    #dbg_value(i32 %41, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %46 = add nuw i32 %45, %42, !dbg !112
  %47 = add i32 %46, %44, !dbg !113
  %48 = sub i32 %47, %43, !dbg !114
  %49 = add nsw i32 %48, %41, !dbg !115
  %50 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %6, !dbg !116
  store i32 %49, ptr addrspace(1) %50, align 4, !dbg !117, !tbaa !49
  %51 = getelementptr inbounds i16, ptr addrspace(1) %4, i64 %6, !dbg !118
  %52 = load i16, ptr addrspace(1) %51, align 2, !dbg !118, !tbaa !119
    #dbg_value(i16 %52, !121, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !126)
  %53 = tail call noundef i16 @llvm.bswap.i16(i16 %52), !dbg !128
  store i16 %53, ptr addrspace(1) %51, align 2, !dbg !129, !tbaa !119
  ret void, !dbg !130
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !131 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #3

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12}
!opencl.ocl.version = !{!13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/bit_intrinsics.cl", directory: ".", checksumkind: CSK_MD5, checksum: "f798c49d84cf04708df139f082cd579d")
!2 = !{!3, !6, !7}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 129, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "ushort", file: !4, line: 124, baseType: !8)
!8 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{i32 2, i32 0}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "bit_intrinsics", scope: !1, file: !1, line: 25, type: !16, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !25)
!16 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !17)
!17 = !{null, !18, !20, !22, !23, !24}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, dwarfAddressSpace: 1)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 1)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 1)
!25 = !{!26, !27, !28, !29, !30, !31, !34, !35, !36, !37, !38, !39, !40, !41}
!26 = !DILocalVariable(name: "in", arg: 1, scope: !15, file: !1, line: 25, type: !18)
!27 = !DILocalVariable(name: "s", arg: 2, scope: !15, file: !1, line: 25, type: !20)
!28 = !DILocalVariable(name: "out", arg: 3, scope: !15, file: !1, line: 26, type: !22)
!29 = !DILocalVariable(name: "sout", arg: 4, scope: !15, file: !1, line: 26, type: !23)
!30 = !DILocalVariable(name: "h", arg: 5, scope: !15, file: !1, line: 27, type: !24)
!31 = !DILocalVariable(name: "i", scope: !15, file: !1, line: 28, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !33)
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DILocalVariable(name: "x", scope: !15, file: !1, line: 29, type: !3)
!35 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 30, type: !6)
!36 = !DILocalVariable(name: "b", scope: !15, file: !1, line: 31, type: !6)
!37 = !DILocalVariable(name: "iabs", scope: !15, file: !1, line: 36, type: !6)
!38 = !DILocalVariable(name: "smax", scope: !15, file: !1, line: 37, type: !6)
!39 = !DILocalVariable(name: "smin", scope: !15, file: !1, line: 38, type: !6)
!40 = !DILocalVariable(name: "umin", scope: !15, file: !1, line: 39, type: !3)
!41 = !DILocalVariable(name: "umax", scope: !15, file: !1, line: 40, type: !3)
!42 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!43 = !{!"none", !"none", !"none", !"none", !"none"}
!44 = !{!"uint*", !"int*", !"uint*", !"int*", !"ushort*"}
!45 = !{!"const", !"const", !"", !"", !""}
!46 = !DILocation(line: 0, scope: !15)
!47 = !DILocation(line: 28, column: 14, scope: !15)
!48 = !DILocation(line: 29, column: 12, scope: !15)
!49 = !{!50, !50, i64 0}
!50 = !{!"int", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 30, column: 11, scope: !15)
!54 = !DILocation(line: 31, column: 15, scope: !15)
!55 = !DILocation(line: 31, column: 11, scope: !15)
!56 = !DILocation(line: 32, column: 22, scope: !15)
!57 = !DILocalVariable(name: "x", arg: 1, scope: !58, file: !1, line: 4, type: !3)
!58 = distinct !DISubprogram(name: "rotl32", scope: !1, file: !1, line: 4, type: !59, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !61)
!59 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !60)
!60 = !{!3, !3, !3}
!61 = !{!57, !62}
!62 = !DILocalVariable(name: "r", arg: 2, scope: !58, file: !1, line: 4, type: !3)
!63 = !DILocation(line: 0, scope: !58, inlinedAt: !64)
!64 = distinct !DILocation(line: 32, column: 12, scope: !15)
!65 = !DILocalVariable(name: "x", arg: 1, scope: !66, file: !1, line: 8, type: !3)
!66 = distinct !DISubprogram(name: "rotr_by_5", scope: !1, file: !1, line: 8, type: !67, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !69)
!67 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !68)
!68 = !{!3, !3}
!69 = !{!65}
!70 = !DILocation(line: 0, scope: !66, inlinedAt: !71)
!71 = distinct !DILocation(line: 32, column: 35, scope: !15)
!72 = !DILocalVariable(name: "x", arg: 1, scope: !73, file: !1, line: 10, type: !3)
!73 = distinct !DISubprogram(name: "bswap32", scope: !1, file: !1, line: 10, type: !67, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !74)
!74 = !{!72}
!75 = !DILocation(line: 0, scope: !73, inlinedAt: !76)
!76 = distinct !DILocation(line: 32, column: 50, scope: !15)
!77 = !DILocalVariable(name: "x", arg: 1, scope: !78, file: !1, line: 16, type: !3)
!78 = distinct !DISubprogram(name: "popcount_loop", scope: !1, file: !1, line: 16, type: !79, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !81)
!79 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !80)
!80 = !{!6, !3}
!81 = !{!77, !82}
!82 = !DILocalVariable(name: "c", scope: !78, file: !1, line: 17, type: !6)
!83 = !DILocation(line: 0, scope: !78, inlinedAt: !84)
!84 = distinct !DILocation(line: 33, column: 18, scope: !15)
!85 = !DILocation(line: 18, column: 3, scope: !78, inlinedAt: !84)
!86 = !DILocation(line: 19, column: 12, scope: !87, inlinedAt: !84)
!87 = distinct !DILexicalBlock(scope: !78, file: !1, line: 18, column: 13)
!88 = !DILocation(line: 19, column: 7, scope: !87, inlinedAt: !84)
!89 = !DILocation(line: 20, column: 5, scope: !87, inlinedAt: !84)
!90 = distinct !{!90, !85, !91}
!91 = !DILocation(line: 21, column: 3, scope: !78, inlinedAt: !84)
!92 = !DILocation(line: 11, column: 68, scope: !73, inlinedAt: !76)
!93 = !DILocation(line: 5, column: 27, scope: !58, inlinedAt: !64)
!94 = !DILocation(line: 8, column: 49, scope: !66, inlinedAt: !71)
!95 = !DILocation(line: 32, column: 33, scope: !15)
!96 = !DILocation(line: 34, column: 37, scope: !15)
!97 = !DILocation(line: 34, column: 18, scope: !15)
!98 = !DILocation(line: 35, column: 34, scope: !15)
!99 = !DILocation(line: 35, column: 18, scope: !15)
!100 = !DILocation(line: 32, column: 61, scope: !15)
!101 = !DILocation(line: 33, column: 35, scope: !15)
!102 = !DILocation(line: 34, column: 48, scope: !15)
!103 = !DILocation(line: 32, column: 48, scope: !15)
!104 = !DILocation(line: 32, column: 3, scope: !15)
!105 = !DILocation(line: 32, column: 10, scope: !15)
!106 = !DILocation(line: 40, column: 19, scope: !15)
!107 = !DILocation(line: 40, column: 15, scope: !15)
!108 = !DILocation(line: 39, column: 15, scope: !15)
!109 = !DILocation(line: 38, column: 14, scope: !15)
!110 = !DILocation(line: 37, column: 14, scope: !15)
!111 = !DILocation(line: 36, column: 14, scope: !15)
!112 = !DILocation(line: 41, column: 18, scope: !15)
!113 = !DILocation(line: 41, column: 25, scope: !15)
!114 = !DILocation(line: 41, column: 32, scope: !15)
!115 = !DILocation(line: 41, column: 44, scope: !15)
!116 = !DILocation(line: 41, column: 3, scope: !15)
!117 = !DILocation(line: 41, column: 11, scope: !15)
!118 = !DILocation(line: 42, column: 18, scope: !15)
!119 = !{!120, !120, i64 0}
!120 = !{!"short", !51, i64 0}
!121 = !DILocalVariable(name: "x", arg: 1, scope: !122, file: !1, line: 14, type: !7)
!122 = distinct !DISubprogram(name: "bswap16", scope: !1, file: !1, line: 14, type: !123, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !125)
!123 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !124)
!124 = !{!7, !7}
!125 = !{!121}
!126 = !DILocation(line: 0, scope: !122, inlinedAt: !127)
!127 = distinct !DILocation(line: 42, column: 10, scope: !15)
!128 = !DILocation(line: 14, column: 60, scope: !122, inlinedAt: !127)
!129 = !DILocation(line: 42, column: 8, scope: !15)
!130 = !DILocation(line: 43, column: 1, scope: !15)
!131 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 28, type: !132, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !133)
!133 = !{!33, !5}
