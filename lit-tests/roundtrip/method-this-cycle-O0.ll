; A method's `this` is the same `Node *` node as the struct's `next` member, which is on the
; struct <-> pointer cycle. Without forward references the back edge says 'void', and so does
; `this`: the round trip counts that as the documented degradation, not a difference. With them
; both name the struct.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: %nsdi-roundtrip %s %t.spv | FileCheck %s
; RUN: %nsdi-llc -g --spirv-ext=+all %s -o %t.fwd.spv
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-roundtrip %s %t.fwd.spv | FileCheck %s
; RUN: %nsdi-dump %t.spv | FileCheck %s --check-prefix=VOID
; RUN: %nsdi-dump %t.fwd.spv | FileCheck %s --check-prefix=FWD
; CHECK: 0 differences
; VOID: var this: ptr<generic>(void)
; FWD: var this: ptr<generic>(struct Node)
; ModuleID = 'lit-tests/roundtrip/Inputs/method-this-cycle.clcpp'
source_filename = "lit-tests/roundtrip/Inputs/method-this-cycle.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Node = type { i32, ptr addrspace(4) }

$_ZNU3AS44Node4bumpEi = comdat any

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define spir_kernel void @k(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #0 !dbg !9 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Node, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !20)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !22)
    #dbg_declare(ptr %5, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
  %6 = load i32, ptr %4, align 4, !dbg !34
  %7 = getelementptr inbounds %struct.Node, ptr %5, i32 0, i32 0, !dbg !35
  store i32 %6, ptr %7, align 8, !dbg !36
  %8 = getelementptr inbounds %struct.Node, ptr %5, i32 0, i32 1, !dbg !37
  store ptr addrspace(4) null, ptr %8, align 8, !dbg !38
  %9 = addrspacecast ptr %5 to ptr addrspace(4), !dbg !39
  %10 = call spir_func noundef i32 @_ZNU3AS44Node4bumpEi(ptr addrspace(4) noundef nonnull align 8 dereferenceable(16) %9, i32 noundef 3) #2, !dbg !40
  %11 = load ptr addrspace(1), ptr %3, align 8, !dbg !41
  %12 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 0, !dbg !41
  store i32 %10, ptr addrspace(1) %12, align 4, !dbg !42
  ret void, !dbg !43
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define linkonce_odr spir_func noundef i32 @_ZNU3AS44Node4bumpEi(ptr addrspace(4) noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #1 comdat align 2 !dbg !44 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !48)
  %5 = load ptr addrspace(4), ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !49
  %7 = getelementptr inbounds %struct.Node, ptr addrspace(4) %5, i32 0, i32 0, !dbg !50
  %8 = load i32, ptr addrspace(4) %7, align 8, !dbg !51
  %9 = add nsw i32 %8, %6, !dbg !51
  store i32 %9, ptr addrspace(4) %7, align 8, !dbg !51
  %10 = getelementptr inbounds %struct.Node, ptr addrspace(4) %5, i32 0, i32 0, !dbg !52
  %11 = load i32, ptr addrspace(4) %10, align 8, !dbg !52
  ret i32 %11, !dbg !53
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.cxx.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lit-tests/roundtrip/Inputs/method-this-cycle.clcpp", directory: ".", checksumkind: CSK_MD5, checksum: "15356a4f58fe7e5002433d230df20b0c")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 3, i32 0}
!7 = !{i32 2021, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 2, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!10 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !11)
!11 = !{null, !12, !13}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !{i32 1, i32 0}
!16 = !{!"none", !"none"}
!17 = !{!"int*", !"int"}
!18 = !{!"", !""}
!19 = !DILocalVariable(name: "out", arg: 1, scope: !9, file: !1, line: 2, type: !12)
!20 = !DILocation(line: 2, column: 31, scope: !9)
!21 = !DILocalVariable(name: "n", arg: 2, scope: !9, file: !1, line: 2, type: !13)
!22 = !DILocation(line: 2, column: 40, scope: !9)
!23 = !DILocalVariable(name: "a", scope: !9, file: !1, line: 2, type: !24)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !1, line: 1, size: 128, flags: DIFlagTypePassByValue, elements: !25, identifier: "_ZTS4Node")
!25 = !{!26, !27, !29}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !24, file: !1, line: 1, baseType: !13, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !24, file: !1, line: 1, baseType: !28, size: 64, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64, dwarfAddressSpace: 4)
!29 = !DISubprogram(name: "bump", linkageName: "_ZNU3AS44Node4bumpEi", scope: !24, file: !1, line: 1, type: !30, scopeLine: 1, flags: DIFlagPrototyped, spFlags: 0)
!30 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !31)
!31 = !{!13, !32, !13}
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 4)
!33 = !DILocation(line: 2, column: 50, scope: !9)
!34 = !DILocation(line: 2, column: 59, scope: !9)
!35 = !DILocation(line: 2, column: 55, scope: !9)
!36 = !DILocation(line: 2, column: 57, scope: !9)
!37 = !DILocation(line: 2, column: 64, scope: !9)
!38 = !DILocation(line: 2, column: 69, scope: !9)
!39 = !DILocation(line: 2, column: 83, scope: !9)
!40 = !DILocation(line: 2, column: 85, scope: !9)
!41 = !DILocation(line: 2, column: 74, scope: !9)
!42 = !DILocation(line: 2, column: 81, scope: !9)
!43 = !DILocation(line: 2, column: 94, scope: !9)
!44 = distinct !DISubprogram(name: "bump", linkageName: "_ZNU3AS44Node4bumpEi", scope: !24, file: !1, line: 1, type: !30, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !29, retainedNodes: !14)
!45 = !DILocalVariable(name: "this", arg: 1, scope: !44, type: !28, flags: DIFlagArtificial | DIFlagObjectPointer)
!46 = !DILocation(line: 0, scope: !44)
!47 = !DILocalVariable(name: "k", arg: 2, scope: !44, file: !1, line: 1, type: !13)
!48 = !DILocation(line: 1, column: 47, scope: !44)
!49 = !DILocation(line: 1, column: 57, scope: !44)
!50 = !DILocation(line: 1, column: 52, scope: !44)
!51 = !DILocation(line: 1, column: 54, scope: !44)
!52 = !DILocation(line: 1, column: 67, scope: !44)
!53 = !DILocation(line: 1, column: 60, scope: !44)
