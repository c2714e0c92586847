; Pins unoptimized pointer arithmetic: a helper returning %_ptr_CrossWorkgroup_uchar, pointer differences as OpConvertPtrToU + OpISub + OpSDiv by the element size (4 for int, 8 for Rec), Rec GEPs via %_ptr_CrossWorkgroup_struct_Rec and &recs[1].val as a (0, 1) access chain to %_ptr_CrossWorkgroup_float, `stop == end` as OpIEqual on addresses, and the && loop condition as OpPhi %bool with %false.
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
; CHECK-NEXT: OpCapability Int8
; CHECK:      [[STOP:%[0-9]+]] = OpFunctionCall %_ptr_CrossWorkgroup_uchar %find_end
; CHECK:      [[A:%[0-9]+]] = OpConvertPtrToU %ulong
; CHECK-NEXT: [[B:%[0-9]+]] = OpConvertPtrToU %ulong
; CHECK-NEXT: [[D:%[0-9]+]] = OpISub %ulong [[A]] [[B]]
; CHECK-NEXT: OpSDiv %ulong [[D]] %ulong_4
; CHECK:      OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_struct_Rec {{%[0-9]+}} %ulong_1
; CHECK:      OpSDiv %ulong {{%[0-9]+}} %ulong_8
; CHECK:      OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_float {{%[0-9]+}} %ulong_2
; CHECK:      OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_float {{%[0-9]+}} %uint_0 %uint_1
; CHECK:      [[EQ:%[0-9]+]] = OpIEqual %bool
; CHECK-NEXT: OpSelect %uint [[EQ]] %uint_1 %uint_0
; CHECK:      %find_end = OpFunction %_ptr_CrossWorkgroup_uchar None
; CHECK:      OpULessThan %bool
; CHECK:      OpPhi %bool %false
; CHECK:      OpReturnValue
; ModuleID = 'lit-tests/codegen/Inputs/pointer_arith.cl'
source_filename = "lit-tests/codegen/Inputs/pointer_arith.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Rec = type { i32, float }

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pointer_arith(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 1 %4) #0 !dbg !21 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !37 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(1), align 8
  %15 = alloca ptr addrspace(1), align 8
  %16 = alloca ptr addrspace(1), align 8
  %17 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %6, align 8
    #dbg_declare(ptr %6, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  store i32 %1, ptr %7, align 4
    #dbg_declare(ptr %7, !42, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  store ptr addrspace(1) %2, ptr %8, align 8
    #dbg_declare(ptr %8, !44, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  store ptr addrspace(1) %3, ptr %9, align 8
    #dbg_declare(ptr %9, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
  store ptr addrspace(1) %4, ptr %10, align 8
    #dbg_declare(ptr %10, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
    #dbg_declare(ptr %11, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  %18 = load ptr addrspace(1), ptr %6, align 8, !dbg !52
  %19 = load i32, ptr %7, align 4, !dbg !53
  %20 = sext i32 %19 to i64, !dbg !54
  %21 = getelementptr inbounds i32, ptr addrspace(1) %18, i64 %20, !dbg !54
  store ptr addrspace(1) %21, ptr %11, align 8, !dbg !51
    #dbg_declare(ptr %12, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  %22 = load ptr addrspace(1), ptr %6, align 8, !dbg !57
  %23 = load ptr addrspace(1), ptr %11, align 8, !dbg !58
  %24 = call spir_func ptr addrspace(1) @find_end(ptr addrspace(1) noundef %22, ptr addrspace(1) noundef %23) #2, !dbg !59
  store ptr addrspace(1) %24, ptr %12, align 8, !dbg !56
  %25 = load ptr addrspace(1), ptr %12, align 8, !dbg !60
  %26 = load ptr addrspace(1), ptr %6, align 8, !dbg !61
  %27 = ptrtoint ptr addrspace(1) %25 to i64, !dbg !62
  %28 = ptrtoint ptr addrspace(1) %26 to i64, !dbg !62
  %29 = sub i64 %27, %28, !dbg !62
  %30 = sdiv exact i64 %29, 4, !dbg !62
  %31 = load ptr addrspace(1), ptr %8, align 8, !dbg !63
  %32 = getelementptr inbounds i64, ptr addrspace(1) %31, i64 0, !dbg !63
  store i64 %30, ptr addrspace(1) %32, align 8, !dbg !64
  %33 = load ptr addrspace(1), ptr %11, align 8, !dbg !65
  %34 = load ptr addrspace(1), ptr %12, align 8, !dbg !66
  %35 = ptrtoint ptr addrspace(1) %33 to i64, !dbg !67
  %36 = ptrtoint ptr addrspace(1) %34 to i64, !dbg !67
  %37 = sub i64 %35, %36, !dbg !67
  %38 = sdiv exact i64 %37, 4, !dbg !67
  %39 = load ptr addrspace(1), ptr %8, align 8, !dbg !68
  %40 = getelementptr inbounds i64, ptr addrspace(1) %39, i64 1, !dbg !68
  store i64 %38, ptr addrspace(1) %40, align 8, !dbg !69
    #dbg_declare(ptr %13, !70, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !73)
  %41 = load ptr addrspace(1), ptr %9, align 8, !dbg !74
  %42 = getelementptr inbounds %struct.Rec, ptr addrspace(1) %41, i64 1, !dbg !75
  store ptr addrspace(1) %42, ptr %13, align 8, !dbg !73
    #dbg_declare(ptr %14, !76, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !77)
  %43 = load ptr addrspace(1), ptr %9, align 8, !dbg !78
  %44 = load i32, ptr %7, align 4, !dbg !79
  %45 = sub nsw i32 %44, 1, !dbg !80
  %46 = sext i32 %45 to i64, !dbg !78
  %47 = getelementptr inbounds %struct.Rec, ptr addrspace(1) %43, i64 %46, !dbg !78
  store ptr addrspace(1) %47, ptr %14, align 8, !dbg !77
  %48 = load ptr addrspace(1), ptr %14, align 8, !dbg !81
  %49 = load ptr addrspace(1), ptr %13, align 8, !dbg !82
  %50 = ptrtoint ptr addrspace(1) %48 to i64, !dbg !83
  %51 = ptrtoint ptr addrspace(1) %49 to i64, !dbg !83
  %52 = sub i64 %50, %51, !dbg !83
  %53 = sdiv exact i64 %52, 8, !dbg !83
  %54 = load ptr addrspace(1), ptr %8, align 8, !dbg !84
  %55 = getelementptr inbounds i64, ptr addrspace(1) %54, i64 2, !dbg !84
  store i64 %53, ptr addrspace(1) %55, align 8, !dbg !85
    #dbg_declare(ptr %15, !86, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !87)
  %56 = load ptr addrspace(1), ptr %6, align 8, !dbg !88
  store ptr addrspace(1) %56, ptr %15, align 8, !dbg !87
    #dbg_declare(ptr %16, !89, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !90)
  %57 = load ptr addrspace(1), ptr %10, align 8, !dbg !91
  store ptr addrspace(1) %57, ptr %16, align 8, !dbg !90
  %58 = load ptr addrspace(1), ptr %15, align 8, !dbg !92
  %59 = getelementptr inbounds float, ptr addrspace(1) %58, i64 2, !dbg !92
  %60 = load float, ptr addrspace(1) %59, align 4, !dbg !92
  %61 = fptosi float %60 to i64, !dbg !93
  %62 = load ptr addrspace(1), ptr %16, align 8, !dbg !94
  %63 = getelementptr inbounds i32, ptr addrspace(1) %62, i64 1, !dbg !94
  %64 = load i32, ptr addrspace(1) %63, align 4, !dbg !94
  %65 = zext i32 %64 to i64, !dbg !95
  %66 = add nsw i64 %61, %65, !dbg !96
  %67 = load ptr addrspace(1), ptr %8, align 8, !dbg !97
  %68 = getelementptr inbounds i64, ptr addrspace(1) %67, i64 3, !dbg !97
  store i64 %66, ptr addrspace(1) %68, align 8, !dbg !98
    #dbg_declare(ptr %17, !99, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !100)
  %69 = load ptr addrspace(1), ptr %9, align 8, !dbg !101
  %70 = getelementptr inbounds %struct.Rec, ptr addrspace(1) %69, i64 2, !dbg !101
  store ptr addrspace(1) %70, ptr %17, align 8, !dbg !100
  %71 = load ptr addrspace(1), ptr %10, align 8, !dbg !102
  %72 = getelementptr inbounds i8, ptr addrspace(1) %71, i64 0, !dbg !102
  %73 = load i8, ptr addrspace(1) %72, align 1, !dbg !102
  %74 = load ptr addrspace(1), ptr %17, align 8, !dbg !103
  %75 = getelementptr inbounds i8, ptr addrspace(1) %74, i64 4, !dbg !103
  store i8 %73, ptr addrspace(1) %75, align 1, !dbg !104
  %76 = load ptr addrspace(1), ptr %9, align 8, !dbg !105
  %77 = getelementptr inbounds %struct.Rec, ptr addrspace(1) %76, i64 1, !dbg !105
  %78 = getelementptr inbounds %struct.Rec, ptr addrspace(1) %77, i32 0, i32 1, !dbg !106
  %79 = load ptr addrspace(1), ptr %9, align 8, !dbg !107
  %80 = ptrtoint ptr addrspace(1) %78 to i64, !dbg !108
  %81 = ptrtoint ptr addrspace(1) %79 to i64, !dbg !108
  %82 = sub i64 %80, %81, !dbg !108
  %83 = load ptr addrspace(1), ptr %8, align 8, !dbg !109
  %84 = getelementptr inbounds i64, ptr addrspace(1) %83, i64 4, !dbg !109
  store i64 %82, ptr addrspace(1) %84, align 8, !dbg !110
  %85 = load ptr addrspace(1), ptr %6, align 8, !dbg !111
  %86 = getelementptr inbounds i32, ptr addrspace(1) %85, i64 3, !dbg !112
  %87 = ptrtoint ptr addrspace(1) %86 to i64, !dbg !113
  %88 = load ptr addrspace(1), ptr %6, align 8, !dbg !114
  %89 = ptrtoint ptr addrspace(1) %88 to i64, !dbg !115
  %90 = sub nsw i64 %87, %89, !dbg !116
  %91 = load ptr addrspace(1), ptr %8, align 8, !dbg !117
  %92 = getelementptr inbounds i64, ptr addrspace(1) %91, i64 5, !dbg !117
  store i64 %90, ptr addrspace(1) %92, align 8, !dbg !118
  %93 = load ptr addrspace(1), ptr %12, align 8, !dbg !119
  %94 = load ptr addrspace(1), ptr %11, align 8, !dbg !120
  %95 = icmp eq ptr addrspace(1) %93, %94, !dbg !121
  %96 = zext i1 %95 to i32, !dbg !121
  %97 = sext i32 %96 to i64, !dbg !119
  %98 = load ptr addrspace(1), ptr %8, align 8, !dbg !122
  %99 = getelementptr inbounds i64, ptr addrspace(1) %98, i64 6, !dbg !122
  store i64 %97, ptr addrspace(1) %99, align 8, !dbg !123
  ret void, !dbg !124
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func ptr addrspace(1) @find_end(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #1 !dbg !125 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !128, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !129)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !130, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !131)
  br label %5, !dbg !132

5:                                                ; preds = %15, %2
  %6 = load ptr addrspace(1), ptr %3, align 8, !dbg !133
  %7 = load ptr addrspace(1), ptr %4, align 8, !dbg !134
  %8 = icmp ult ptr addrspace(1) %6, %7, !dbg !135
  br i1 %8, label %9, label %13, !dbg !136

9:                                                ; preds = %5
  %10 = load ptr addrspace(1), ptr %3, align 8, !dbg !137
  %11 = load i32, ptr addrspace(1) %10, align 4, !dbg !138
  %12 = icmp ne i32 %11, 0, !dbg !139
  br label %13

13:                                               ; preds = %9, %5
  %14 = phi i1 [ false, %5 ], [ %12, %9 ], !dbg !140
  br i1 %14, label %15, label %18, !dbg !132

15:                                               ; preds = %13
  %16 = load ptr addrspace(1), ptr %3, align 8, !dbg !141
  %17 = getelementptr inbounds i32, ptr addrspace(1) %16, i32 1, !dbg !141
  store ptr addrspace(1) %17, ptr %3, align 8, !dbg !141
  br label %5, !dbg !132, !llvm.loop !142

18:                                               ; preds = %13
  %19 = load ptr addrspace(1), ptr %3, align 8, !dbg !144
  ret ptr addrspace(1) %19, !dbg !145
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!15, !16, !17, !18}
!opencl.ocl.version = !{!19}
!llvm.ident = !{!20}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/codegen/Inputs/pointer_arith.cl", directory: ".", checksumkind: CSK_MD5, checksum: "ca1d46312443e3453e91159388fbf60d")
!2 = !{!3, !5, !9, !10, !13}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, dwarfAddressSpace: 1)
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64, dwarfAddressSpace: 1)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !7, line: 129, baseType: !8)
!7 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!8 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !7, line: 119, baseType: !12)
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !7, line: 142, baseType: !14)
!14 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{i32 2, i32 0}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "pointer_arith", scope: !1, file: !1, line: 15, type: !22, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !34)
!22 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !23)
!23 = !{null, !24, !26, !27, !28, !10}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, dwarfAddressSpace: 1)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, dwarfAddressSpace: 1)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, dwarfAddressSpace: 1)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "Rec", file: !1, line: 6, baseType: !30)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rec", file: !1, line: 3, size: 64, elements: !31)
!31 = !{!32, !33}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !30, file: !1, line: 4, baseType: !26, size: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !30, file: !1, line: 5, baseType: !4, size: 32, offset: 32)
!34 = !{}
!35 = !{i32 1, i32 0, i32 1, i32 1, i32 1}
!36 = !{!"none", !"none", !"none", !"none", !"none"}
!37 = !{!"int*", !"int", !"long*", !"Rec*", !"uchar*"}
!38 = !{!"int*", !"int", !"long*", !"struct Rec*", !"uchar*"}
!39 = !{!"const", !"", !"", !"", !""}
!40 = !DILocalVariable(name: "data", arg: 1, scope: !21, file: !1, line: 15, type: !24)
!41 = !DILocation(line: 15, column: 49, scope: !21)
!42 = !DILocalVariable(name: "n", arg: 2, scope: !21, file: !1, line: 15, type: !26)
!43 = !DILocation(line: 15, column: 59, scope: !21)
!44 = !DILocalVariable(name: "out", arg: 3, scope: !21, file: !1, line: 16, type: !27)
!45 = !DILocation(line: 16, column: 44, scope: !21)
!46 = !DILocalVariable(name: "recs", arg: 4, scope: !21, file: !1, line: 16, type: !28)
!47 = !DILocation(line: 16, column: 63, scope: !21)
!48 = !DILocalVariable(name: "bytes", arg: 5, scope: !21, file: !1, line: 17, type: !10)
!49 = !DILocation(line: 17, column: 45, scope: !21)
!50 = !DILocalVariable(name: "end", scope: !21, file: !1, line: 18, type: !24)
!51 = !DILocation(line: 18, column: 23, scope: !21)
!52 = !DILocation(line: 18, column: 29, scope: !21)
!53 = !DILocation(line: 18, column: 36, scope: !21)
!54 = !DILocation(line: 18, column: 34, scope: !21)
!55 = !DILocalVariable(name: "stop", scope: !21, file: !1, line: 19, type: !24)
!56 = !DILocation(line: 19, column: 23, scope: !21)
!57 = !DILocation(line: 19, column: 39, scope: !21)
!58 = !DILocation(line: 19, column: 45, scope: !21)
!59 = !DILocation(line: 19, column: 30, scope: !21)
!60 = !DILocation(line: 20, column: 12, scope: !21)
!61 = !DILocation(line: 20, column: 19, scope: !21)
!62 = !DILocation(line: 20, column: 17, scope: !21)
!63 = !DILocation(line: 20, column: 3, scope: !21)
!64 = !DILocation(line: 20, column: 10, scope: !21)
!65 = !DILocation(line: 21, column: 12, scope: !21)
!66 = !DILocation(line: 21, column: 18, scope: !21)
!67 = !DILocation(line: 21, column: 16, scope: !21)
!68 = !DILocation(line: 21, column: 3, scope: !21)
!69 = !DILocation(line: 21, column: 10, scope: !21)
!70 = !DILocalVariable(name: "r0", scope: !21, file: !1, line: 23, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64, dwarfAddressSpace: 1)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!73 = !DILocation(line: 23, column: 23, scope: !21)
!74 = !DILocation(line: 23, column: 28, scope: !21)
!75 = !DILocation(line: 23, column: 33, scope: !21)
!76 = !DILocalVariable(name: "r1", scope: !21, file: !1, line: 24, type: !71)
!77 = !DILocation(line: 24, column: 23, scope: !21)
!78 = !DILocation(line: 24, column: 29, scope: !21)
!79 = !DILocation(line: 24, column: 34, scope: !21)
!80 = !DILocation(line: 24, column: 36, scope: !21)
!81 = !DILocation(line: 25, column: 12, scope: !21)
!82 = !DILocation(line: 25, column: 17, scope: !21)
!83 = !DILocation(line: 25, column: 15, scope: !21)
!84 = !DILocation(line: 25, column: 3, scope: !21)
!85 = !DILocation(line: 25, column: 10, scope: !21)
!86 = !DILocalVariable(name: "as_float", scope: !21, file: !1, line: 27, type: !3)
!87 = !DILocation(line: 27, column: 19, scope: !21)
!88 = !DILocation(line: 27, column: 48, scope: !21)
!89 = !DILocalVariable(name: "as_uint", scope: !21, file: !1, line: 28, type: !5)
!90 = !DILocation(line: 28, column: 18, scope: !21)
!91 = !DILocation(line: 28, column: 45, scope: !21)
!92 = !DILocation(line: 29, column: 18, scope: !21)
!93 = !DILocation(line: 29, column: 12, scope: !21)
!94 = !DILocation(line: 29, column: 38, scope: !21)
!95 = !DILocation(line: 29, column: 32, scope: !21)
!96 = !DILocation(line: 29, column: 30, scope: !21)
!97 = !DILocation(line: 29, column: 3, scope: !21)
!98 = !DILocation(line: 29, column: 10, scope: !21)
!99 = !DILocalVariable(name: "raw", scope: !21, file: !1, line: 30, type: !10)
!100 = !DILocation(line: 30, column: 19, scope: !21)
!101 = !DILocation(line: 30, column: 44, scope: !21)
!102 = !DILocation(line: 31, column: 12, scope: !21)
!103 = !DILocation(line: 31, column: 3, scope: !21)
!104 = !DILocation(line: 31, column: 10, scope: !21)
!105 = !DILocation(line: 32, column: 38, scope: !21)
!106 = !DILocation(line: 32, column: 46, scope: !21)
!107 = !DILocation(line: 32, column: 70, scope: !21)
!108 = !DILocation(line: 32, column: 50, scope: !21)
!109 = !DILocation(line: 32, column: 3, scope: !21)
!110 = !DILocation(line: 32, column: 10, scope: !21)
!111 = !DILocation(line: 33, column: 27, scope: !21)
!112 = !DILocation(line: 33, column: 32, scope: !21)
!113 = !DILocation(line: 33, column: 18, scope: !21)
!114 = !DILocation(line: 33, column: 53, scope: !21)
!115 = !DILocation(line: 33, column: 45, scope: !21)
!116 = !DILocation(line: 33, column: 37, scope: !21)
!117 = !DILocation(line: 33, column: 3, scope: !21)
!118 = !DILocation(line: 33, column: 10, scope: !21)
!119 = !DILocation(line: 34, column: 12, scope: !21)
!120 = !DILocation(line: 34, column: 20, scope: !21)
!121 = !DILocation(line: 34, column: 17, scope: !21)
!122 = !DILocation(line: 34, column: 3, scope: !21)
!123 = !DILocation(line: 34, column: 10, scope: !21)
!124 = !DILocation(line: 35, column: 1, scope: !21)
!125 = distinct !DISubprogram(name: "find_end", scope: !1, file: !1, line: 8, type: !126, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !34)
!126 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !127)
!127 = !{!24, !24, !24}
!128 = !DILocalVariable(name: "p", arg: 1, scope: !125, file: !1, line: 8, type: !24)
!129 = !DILocation(line: 8, column: 57, scope: !125)
!130 = !DILocalVariable(name: "end", arg: 2, scope: !125, file: !1, line: 9, type: !24)
!131 = !DILocation(line: 9, column: 57, scope: !125)
!132 = !DILocation(line: 10, column: 3, scope: !125)
!133 = !DILocation(line: 10, column: 10, scope: !125)
!134 = !DILocation(line: 10, column: 14, scope: !125)
!135 = !DILocation(line: 10, column: 12, scope: !125)
!136 = !DILocation(line: 10, column: 18, scope: !125)
!137 = !DILocation(line: 10, column: 22, scope: !125)
!138 = !DILocation(line: 10, column: 21, scope: !125)
!139 = !DILocation(line: 10, column: 24, scope: !125)
!140 = !DILocation(line: 0, scope: !125)
!141 = !DILocation(line: 11, column: 5, scope: !125)
!142 = distinct !{!142, !132, !143}
!143 = !DILocation(line: 11, column: 7, scope: !125)
!144 = !DILocation(line: 12, column: 10, scope: !125)
!145 = !DILocation(line: 12, column: 3, scope: !125)
