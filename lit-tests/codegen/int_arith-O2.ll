; Pins integer arithmetic by width and signedness: i8/i16/i32/i64 ops on %uchar/%ushort/%uint/%ulong (Int8/Int16/Int64), udiv/sdiv/urem as OpUDiv/OpSDiv/OpUMod, ashr vs lshr as OpShiftRightArithmetic/OpShiftRightLogical, freeze as OpCopyObject, i8 GEP straight on the canonical pointer, and sext/zext to i64 as OpSConvert/OpUConvert.
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
; CHECK:      [[P8:%[0-9]+]] = OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_uchar %0 {{%[0-9]+}}
; CHECK-NEXT: OpLoad %uchar [[P8]] Aligned 1
; CHECK:      OpShiftRightArithmetic %ushort {{%[0-9]+}} %ushort_1
; CHECK:      [[FA:%[0-9]+]] = OpCopyObject %uint
; CHECK-NEXT: [[FB:%[0-9]+]] = OpCopyObject %uint
; CHECK-NEXT: OpUDiv %uint [[FA]] [[FB]]
; CHECK:      OpSDiv %ulong
; CHECK:      OpShiftRightArithmetic %ulong {{%[0-9]+}} %ulong_2
; CHECK:      OpUDiv %ulong
; CHECK:      OpUDiv %uchar {{%[0-9]+}} %uchar_3
; CHECK:      OpUMod %ushort {{%[0-9]+}} %ushort_7
; CHECK-NEXT: [[NEG:%[0-9]+]] = OpISub %uint %uint_0
; CHECK-NEXT: OpSConvert %ulong
; CHECK-NEXT: OpSConvert %ulong
; CHECK-NEXT: OpUConvert %ulong
; ModuleID = 'lit-tests/codegen/Inputs/int_arith.cl'
source_filename = "lit-tests/codegen/Inputs/int_arith.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @int_arith(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef readonly align 2 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 8 %3, ptr addrspace(1) nocapture noundef readonly align 8 %4, ptr addrspace(1) nocapture noundef writeonly align 8 %5) local_unnamed_addr #0 !dbg !18 !kernel_arg_addr_space !53 !kernel_arg_access_qual !54 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 {
    #dbg_value(ptr addrspace(1) %0, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(ptr addrspace(1) %1, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(ptr addrspace(1) %2, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(ptr addrspace(1) %3, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(ptr addrspace(1) %4, !41, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(ptr addrspace(1) %5, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !58
    #dbg_value(i64 %7, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %8 = shl i64 %7, 1, !dbg !59
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %8, !dbg !60
  %10 = load i8, ptr addrspace(1) %9, align 1, !dbg !60, !tbaa !61
  %11 = or disjoint i64 %8, 1, !dbg !64
  %12 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %11, !dbg !65
  %13 = load i8, ptr addrspace(1) %12, align 1, !dbg !65, !tbaa !61
    #dbg_value(i8 %10, !66, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !72)
    #dbg_value(i8 %13, !71, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !72)
  %14 = add i8 %13, 1, !dbg !74
  %15 = mul i8 %14, %10, !dbg !74
  %16 = sub i8 %15, %13, !dbg !75
    #dbg_value(i8 %16, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %17 = getelementptr inbounds i16, ptr addrspace(1) %1, i64 %8, !dbg !76
  %18 = load i16, ptr addrspace(1) %17, align 2, !dbg !76, !tbaa !77
  %19 = getelementptr inbounds i16, ptr addrspace(1) %1, i64 %11, !dbg !79
  %20 = load i16, ptr addrspace(1) %19, align 2, !dbg !79, !tbaa !77
    #dbg_value(i16 %18, !80, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
    #dbg_value(i16 %20, !85, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !86)
  %21 = shl i16 %18, 3, !dbg !88
  %22 = ashr i16 %20, 1, !dbg !89
  %23 = sub i16 %21, %22, !dbg !90
  %24 = mul i16 %20, %18, !dbg !91
  %25 = add i16 %23, %24, !dbg !92
    #dbg_value(i16 %25, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %26 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %8, !dbg !93
  %27 = load i32, ptr addrspace(1) %26, align 4, !dbg !93, !tbaa !94
  %28 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %11, !dbg !96
  %29 = load i32, ptr addrspace(1) %28, align 4, !dbg !96, !tbaa !94
    #dbg_value(i32 %27, !97, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !105)
    #dbg_value(i32 %29, !102, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !105)
  %30 = or i32 %29, 1, !dbg !107
  %31 = freeze i32 %27, !dbg !108
  %32 = freeze i32 %30, !dbg !108
  %33 = udiv i32 %31, %32, !dbg !108
    #dbg_value(i32 %33, !103, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !105)
  %34 = mul i32 %33, %32, !dbg !109
  %35 = sub i32 %31, %34, !dbg !109
    #dbg_value(i32 %35, !104, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !105)
  %36 = shl i32 %33, 2, !dbg !110
  %37 = lshr i32 %35, 3, !dbg !111
  %38 = and i32 %29, 31, !dbg !112
  %39 = lshr i32 %27, %38, !dbg !113
  %40 = xor i32 %36, %39, !dbg !114
  %41 = xor i32 %40, %37, !dbg !115
    #dbg_value(i32 %41, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %42 = getelementptr inbounds i64, ptr addrspace(1) %3, i64 %8, !dbg !116
  %43 = load i64, ptr addrspace(1) %42, align 8, !dbg !116, !tbaa !117
  %44 = getelementptr inbounds i64, ptr addrspace(1) %3, i64 %11, !dbg !119
  %45 = load i64, ptr addrspace(1) %44, align 8, !dbg !119, !tbaa !117
    #dbg_value(i64 %43, !120, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !128)
    #dbg_value(i64 %45, !125, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !128)
  %46 = or i64 %45, 1, !dbg !130
  %47 = freeze i64 %43, !dbg !131
  %48 = freeze i64 %46, !dbg !131
  %49 = sdiv i64 %47, %48, !dbg !131
    #dbg_value(i64 %49, !126, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !128)
  %50 = mul i64 %49, %48, !dbg !132
  %51 = sub i64 %47, %50, !dbg !132
    #dbg_value(i64 %51, !127, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !128)
  %52 = shl i64 %49, 5, !dbg !133
  %53 = ashr i64 %51, 2, !dbg !134
  %54 = mul nsw i64 %45, %43, !dbg !135
    #dbg_value(i64 poison, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %55 = getelementptr inbounds i64, ptr addrspace(1) %4, i64 %8, !dbg !136
  %56 = load i64, ptr addrspace(1) %55, align 8, !dbg !136, !tbaa !117
  %57 = getelementptr inbounds i64, ptr addrspace(1) %4, i64 %11, !dbg !137
  %58 = load i64, ptr addrspace(1) %57, align 8, !dbg !137, !tbaa !117
    #dbg_value(i64 %56, !138, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !144)
    #dbg_value(i64 %58, !143, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !144)
  %59 = or i64 %58, 1, !dbg !146
  %60 = freeze i64 %56, !dbg !147
  %61 = freeze i64 %59, !dbg !147
  %62 = udiv i64 %60, %61, !dbg !147
  %63 = mul i64 %62, %61, !dbg !148
  %64 = sub i64 %60, %63, !dbg !148
  %65 = and i64 %58, 63, !dbg !149
  %66 = lshr i64 %56, %65, !dbg !150
    #dbg_value(i64 poison, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %67 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %7, !dbg !151
  %68 = load i8, ptr addrspace(1) %67, align 1, !dbg !151, !tbaa !61
  %69 = udiv i8 %68, 3, !dbg !152
    #dbg_value(i8 %69, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %70 = getelementptr inbounds i16, ptr addrspace(1) %1, i64 %7, !dbg !153
  %71 = load i16, ptr addrspace(1) %70, align 2, !dbg !153, !tbaa !77
  %72 = urem i16 %71, 7, !dbg !154
    #dbg_value(i16 %72, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %73 = sub nsw i32 0, %41, !dbg !155
    #dbg_value(i32 %73, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  %74 = sext i8 %16 to i64, !dbg !156
  %75 = sext i16 %25 to i64, !dbg !157
  %76 = zext i32 %41 to i64, !dbg !158
  %77 = zext nneg i8 %69 to i64, !dbg !159
  %78 = zext nneg i16 %72 to i64, !dbg !160
  %79 = sext i32 %73 to i64, !dbg !161
  %80 = add nsw i64 %75, %74, !dbg !162
  %81 = add nsw i64 %80, %76, !dbg !163
  %82 = add i64 %81, %54, !dbg !164
  %83 = add i64 %82, %79, !dbg !165
  %84 = add i64 %83, %52, !dbg !166
  %85 = sub i64 %84, %53, !dbg !167
  %86 = add i64 %85, %62, !dbg !168
  %87 = add i64 %86, %66, !dbg !169
  %88 = add i64 %87, %64, !dbg !170
  %89 = add i64 %88, %77, !dbg !171
  %90 = add i64 %89, %78, !dbg !172
  %91 = getelementptr inbounds i64, ptr addrspace(1) %5, i64 %7, !dbg !173
  store i64 %90, ptr addrspace(1) %91, align 8, !dbg !174, !tbaa !117
  ret void, !dbg !175
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !176 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15}
!opencl.ocl.version = !{!16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/int_arith.cl", directory: ".", checksumkind: CSK_MD5, checksum: "6153263140cd75fa0bf53189788af64a")
!2 = !{!3, !6, !8, !9, !10, !11}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !4, line: 119, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "ushort", file: !4, line: 124, baseType: !7)
!7 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{i32 2, i32 0}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "int_arith", scope: !1, file: !1, line: 26, type: !19, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !36)
!19 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !20)
!20 = !{null, !21, !23, !25, !29, !31, !35}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, dwarfAddressSpace: 1)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64, dwarfAddressSpace: 1)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, dwarfAddressSpace: 1)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 129, baseType: !28)
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64, dwarfAddressSpace: 1)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64, dwarfAddressSpace: 1)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "ulong", file: !4, line: 134, baseType: !34)
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, dwarfAddressSpace: 1)
!36 = !{!37, !38, !39, !40, !41, !42, !43, !45, !46, !47, !48, !49, !50, !51, !52}
!37 = !DILocalVariable(name: "c8", arg: 1, scope: !18, file: !1, line: 26, type: !21)
!38 = !DILocalVariable(name: "s16", arg: 2, scope: !18, file: !1, line: 26, type: !23)
!39 = !DILocalVariable(name: "u32", arg: 3, scope: !18, file: !1, line: 27, type: !25)
!40 = !DILocalVariable(name: "i64", arg: 4, scope: !18, file: !1, line: 27, type: !29)
!41 = !DILocalVariable(name: "u64", arg: 5, scope: !18, file: !1, line: 28, type: !31)
!42 = !DILocalVariable(name: "out", arg: 6, scope: !18, file: !1, line: 28, type: !35)
!43 = !DILocalVariable(name: "i", scope: !18, file: !1, line: 29, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !34)
!45 = !DILocalVariable(name: "a8", scope: !18, file: !1, line: 30, type: !10)
!46 = !DILocalVariable(name: "a16", scope: !18, file: !1, line: 31, type: !11)
!47 = !DILocalVariable(name: "a32", scope: !18, file: !1, line: 32, type: !27)
!48 = !DILocalVariable(name: "a64", scope: !18, file: !1, line: 33, type: !9)
!49 = !DILocalVariable(name: "b64", scope: !18, file: !1, line: 34, type: !33)
!50 = !DILocalVariable(name: "ub", scope: !18, file: !1, line: 35, type: !3)
!51 = !DILocalVariable(name: "us", scope: !18, file: !1, line: 36, type: !6)
!52 = !DILocalVariable(name: "neg", scope: !18, file: !1, line: 37, type: !8)
!53 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!54 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!55 = !{!"char*", !"short*", !"uint*", !"long*", !"ulong*", !"long*"}
!56 = !{!"const", !"const", !"const", !"const", !"const", !""}
!57 = !DILocation(line: 0, scope: !18)
!58 = !DILocation(line: 29, column: 14, scope: !18)
!59 = !DILocation(line: 30, column: 27, scope: !18)
!60 = !DILocation(line: 30, column: 22, scope: !18)
!61 = !{!62, !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 30, column: 42, scope: !18)
!65 = !DILocation(line: 30, column: 33, scope: !18)
!66 = !DILocalVariable(name: "a", arg: 1, scope: !67, file: !1, line: 2, type: !10)
!67 = distinct !DISubprogram(name: "arith_i8", scope: !1, file: !1, line: 2, type: !68, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !70)
!68 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !69)
!69 = !{!10, !10, !10}
!70 = !{!66, !71}
!71 = !DILocalVariable(name: "b", arg: 2, scope: !67, file: !1, line: 2, type: !10)
!72 = !DILocation(line: 0, scope: !67, inlinedAt: !73)
!73 = distinct !DILocation(line: 30, column: 13, scope: !18)
!74 = !DILocation(line: 3, column: 23, scope: !67, inlinedAt: !73)
!75 = !DILocation(line: 3, column: 27, scope: !67, inlinedAt: !73)
!76 = !DILocation(line: 31, column: 25, scope: !18)
!77 = !{!78, !78, i64 0}
!78 = !{!"short", !62, i64 0}
!79 = !DILocation(line: 31, column: 37, scope: !18)
!80 = !DILocalVariable(name: "a", arg: 1, scope: !81, file: !1, line: 6, type: !11)
!81 = distinct !DISubprogram(name: "arith_i16", scope: !1, file: !1, line: 6, type: !82, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !84)
!82 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !83)
!83 = !{!11, !11, !11}
!84 = !{!80, !85}
!85 = !DILocalVariable(name: "b", arg: 2, scope: !81, file: !1, line: 6, type: !11)
!86 = !DILocation(line: 0, scope: !81, inlinedAt: !87)
!87 = distinct !DILocation(line: 31, column: 15, scope: !18)
!88 = !DILocation(line: 7, column: 21, scope: !81, inlinedAt: !87)
!89 = !DILocation(line: 7, column: 32, scope: !81, inlinedAt: !87)
!90 = !DILocation(line: 7, column: 27, scope: !81, inlinedAt: !87)
!91 = !DILocation(line: 7, column: 42, scope: !81, inlinedAt: !87)
!92 = !DILocation(line: 7, column: 38, scope: !81, inlinedAt: !87)
!93 = !DILocation(line: 32, column: 24, scope: !18)
!94 = !{!95, !95, i64 0}
!95 = !{!"int", !62, i64 0}
!96 = !DILocation(line: 32, column: 36, scope: !18)
!97 = !DILocalVariable(name: "a", arg: 1, scope: !98, file: !1, line: 10, type: !27)
!98 = distinct !DISubprogram(name: "arith_u32", scope: !1, file: !1, line: 10, type: !99, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !101)
!99 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !100)
!100 = !{!27, !27, !27}
!101 = !{!97, !102, !103, !104}
!102 = !DILocalVariable(name: "b", arg: 2, scope: !98, file: !1, line: 10, type: !27)
!103 = !DILocalVariable(name: "q", scope: !98, file: !1, line: 11, type: !27)
!104 = !DILocalVariable(name: "r", scope: !98, file: !1, line: 12, type: !27)
!105 = !DILocation(line: 0, scope: !98, inlinedAt: !106)
!106 = distinct !DILocation(line: 32, column: 14, scope: !18)
!107 = !DILocation(line: 11, column: 19, scope: !98, inlinedAt: !106)
!108 = !DILocation(line: 11, column: 14, scope: !98, inlinedAt: !106)
!109 = !DILocation(line: 12, column: 14, scope: !98, inlinedAt: !106)
!110 = !DILocation(line: 13, column: 13, scope: !98, inlinedAt: !106)
!111 = !DILocation(line: 13, column: 24, scope: !98, inlinedAt: !106)
!112 = !DILocation(line: 13, column: 41, scope: !98, inlinedAt: !106)
!113 = !DILocation(line: 13, column: 35, scope: !98, inlinedAt: !106)
!114 = !DILocation(line: 13, column: 19, scope: !98, inlinedAt: !106)
!115 = !DILocation(line: 13, column: 30, scope: !98, inlinedAt: !106)
!116 = !DILocation(line: 33, column: 24, scope: !18)
!117 = !{!118, !118, i64 0}
!118 = !{!"long", !62, i64 0}
!119 = !DILocation(line: 33, column: 36, scope: !18)
!120 = !DILocalVariable(name: "a", arg: 1, scope: !121, file: !1, line: 16, type: !9)
!121 = distinct !DISubprogram(name: "arith_i64", scope: !1, file: !1, line: 16, type: !122, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !124)
!122 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !123)
!123 = !{!9, !9, !9}
!124 = !{!120, !125, !126, !127}
!125 = !DILocalVariable(name: "b", arg: 2, scope: !121, file: !1, line: 16, type: !9)
!126 = !DILocalVariable(name: "d", scope: !121, file: !1, line: 17, type: !9)
!127 = !DILocalVariable(name: "m", scope: !121, file: !1, line: 18, type: !9)
!128 = !DILocation(line: 0, scope: !121, inlinedAt: !129)
!129 = distinct !DILocation(line: 33, column: 14, scope: !18)
!130 = !DILocation(line: 17, column: 19, scope: !121, inlinedAt: !129)
!131 = !DILocation(line: 17, column: 14, scope: !121, inlinedAt: !129)
!132 = !DILocation(line: 18, column: 14, scope: !121, inlinedAt: !129)
!133 = !DILocation(line: 19, column: 13, scope: !121, inlinedAt: !129)
!134 = !DILocation(line: 19, column: 24, scope: !121, inlinedAt: !129)
!135 = !DILocation(line: 19, column: 34, scope: !121, inlinedAt: !129)
!136 = !DILocation(line: 34, column: 25, scope: !18)
!137 = !DILocation(line: 34, column: 37, scope: !18)
!138 = !DILocalVariable(name: "a", arg: 1, scope: !139, file: !1, line: 22, type: !33)
!139 = distinct !DISubprogram(name: "arith_u64", scope: !1, file: !1, line: 22, type: !140, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !142)
!140 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !141)
!141 = !{!33, !33, !33}
!142 = !{!138, !143}
!143 = !DILocalVariable(name: "b", arg: 2, scope: !139, file: !1, line: 22, type: !33)
!144 = !DILocation(line: 0, scope: !139, inlinedAt: !145)
!145 = distinct !DILocation(line: 34, column: 15, scope: !18)
!146 = !DILocation(line: 23, column: 18, scope: !139, inlinedAt: !145)
!147 = !DILocation(line: 23, column: 13, scope: !139, inlinedAt: !145)
!148 = !DILocation(line: 23, column: 31, scope: !139, inlinedAt: !145)
!149 = !DILocation(line: 23, column: 55, scope: !139, inlinedAt: !145)
!150 = !DILocation(line: 23, column: 49, scope: !139, inlinedAt: !145)
!151 = !DILocation(line: 35, column: 21, scope: !18)
!152 = !DILocation(line: 35, column: 27, scope: !18)
!153 = !DILocation(line: 36, column: 23, scope: !18)
!154 = !DILocation(line: 36, column: 30, scope: !18)
!155 = !DILocation(line: 37, column: 13, scope: !18)
!156 = !DILocation(line: 38, column: 12, scope: !18)
!157 = !DILocation(line: 38, column: 23, scope: !18)
!158 = !DILocation(line: 38, column: 35, scope: !18)
!159 = !DILocation(line: 38, column: 65, scope: !18)
!160 = !DILocation(line: 38, column: 70, scope: !18)
!161 = !DILocation(line: 38, column: 75, scope: !18)
!162 = !DILocation(line: 23, column: 26, scope: !139, inlinedAt: !145)
!163 = !DILocation(line: 23, column: 44, scope: !139, inlinedAt: !145)
!164 = !DILocation(line: 19, column: 19, scope: !121, inlinedAt: !129)
!165 = !DILocation(line: 19, column: 30, scope: !121, inlinedAt: !129)
!166 = !DILocation(line: 38, column: 21, scope: !18)
!167 = !DILocation(line: 38, column: 33, scope: !18)
!168 = !DILocation(line: 38, column: 45, scope: !18)
!169 = !DILocation(line: 38, column: 51, scope: !18)
!170 = !DILocation(line: 38, column: 63, scope: !18)
!171 = !DILocation(line: 38, column: 68, scope: !18)
!172 = !DILocation(line: 38, column: 73, scope: !18)
!173 = !DILocation(line: 38, column: 3, scope: !18)
!174 = !DILocation(line: 38, column: 10, scope: !18)
!175 = !DILocation(line: 39, column: 1, scope: !18)
!176 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 29, type: !177, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !178)
!178 = !{!34, !28}
