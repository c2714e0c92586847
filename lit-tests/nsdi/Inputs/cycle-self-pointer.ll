; Input for cycle-self-pointer-*.test: struct Node { int v; struct Node *next; } as a kernel local.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.Node = type { i32, ptr }

define spir_kernel void @k() !dbg !90 {
  %n = alloca %struct.Node, align 8
    #dbg_declare(ptr %n, !10, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !92)
  store i32 1, ptr %n, align 8, !dbg !92
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "list.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !DILocalVariable(name: "n", scope: !90, file: !1, line: 6, type: !11)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !1, line: 1, size: 128, elements: !12)
!12 = !{!13, !14}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !11, file: !1, line: 2, baseType: !15, size: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !11, file: !1, line: 3, baseType: !16, size: 64, offset: 64)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 0)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 5, type: !91, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 6, column: 15, scope: !90)
!93 = !{null}
