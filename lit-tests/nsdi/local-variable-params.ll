; DebugLocalVariable: name, type, source, line, column 0, parent scope, flags, and Arg Number
; for a parameter (1-based; none for a local). A local in a lexical block has the block as parent;
; an artificial `this` keeps its flags (FlagArtificial 0x20 | FlagObjectPointer 0x100 = 288).
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/locals.cl"
; CHECK-DAG: [[XN:%[0-9]+]] = OpString "x"
; CHECK-DAG: [[YN:%[0-9]+]] = OpString "y"
; CHECK-DAG: [[THISN:%[0-9]+]] = OpString "this"
; CHECK-DAG: [[TMPN:%[0-9]+]] = OpString "tmp"
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]
; CHECK-DAG: [[INT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic {{%[0-9]+}} %uint_32 %uint_4 %uint_0
; CHECK-DAG: [[FLOAT:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic {{%[0-9]+}} %uint_32 %uint_3 %uint_0
; CHECK-DAG: [[PTR:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypePointer [[INT]] %uint_8 %uint_0
; CHECK-DAG: [[F:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunction
; CHECK-DAG: [[BLOCK:%[0-9]+]] = OpExtInst %void [[SET]] DebugLexicalBlock [[SRC]] %uint_3 %uint_5 [[F]]{{$}}
; CHECK-DAG: OpExtInst %void [[SET]] DebugLocalVariable [[THISN]] [[PTR]] [[SRC]] %uint_0 %uint_0 [[F]] %uint_288 %uint_1{{$}}
; CHECK-DAG: OpExtInst %void [[SET]] DebugLocalVariable [[XN]] [[INT]] [[SRC]] %uint_1 %uint_0 [[F]] %uint_0 %uint_2{{$}}
; CHECK-DAG: OpExtInst %void [[SET]] DebugLocalVariable [[YN]] [[FLOAT]] [[SRC]] %uint_1 %uint_0 [[F]] %uint_0 %uint_3{{$}}
; CHECK-DAG: OpExtInst %void [[SET]] DebugLocalVariable [[TMPN]] [[FLOAT]] [[SRC]] %uint_4 %uint_0 [[BLOCK]] %uint_0{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func float @f(ptr addrspace(4) %this, i32 %x, float %y) !dbg !10 {
    #dbg_value(ptr addrspace(4) %this, !19, !DIExpression(), !30)
    #dbg_value(i32 %x, !20, !DIExpression(), !30)
    #dbg_value(float %y, !21, !DIExpression(), !30)
    #dbg_value(float %y, !22, !DIExpression(), !31)
  ret float %y, !dbg !31
}

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "locals.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !13, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{!16, !17, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 4)
!18 = distinct !DILexicalBlock(scope: !10, file: !1, line: 3, column: 5)
!19 = !DILocalVariable(name: "this", arg: 1, scope: !10, type: !17, flags: DIFlagArtificial | DIFlagObjectPointer)
!20 = !DILocalVariable(name: "x", arg: 2, scope: !10, file: !1, line: 1, type: !15)
!21 = !DILocalVariable(name: "y", arg: 3, scope: !10, file: !1, line: 1, type: !16)
!22 = !DILocalVariable(name: "tmp", scope: !18, file: !1, line: 4, type: !16)
!30 = !DILocation(line: 1, column: 1, scope: !10)
!31 = !DILocation(line: 4, column: 7, scope: !18)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !91, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 11, column: 1, scope: !90)
!93 = !{null}
