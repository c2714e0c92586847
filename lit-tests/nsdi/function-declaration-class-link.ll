; A method defined out of class whose definition's `this` points to a forward declaration of
; the class, not to the class listing the method (LLVM's DW_AT_specification test, made an
; OpenCL C++ module): nothing else names the class. With --spirv-ext=+all the emitter links a
; definition to its in-class declaration through the class's member list, so it left out the
; definition's Declaration operand; but the class was never written, so nothing linked them,
; and no forward reference was written, so the checker (which read the mode from the extension)
; expected the Declaration: "declaration "" != "decl fn _ZN3foo3barEv"". The class is now
; written whenever it is the link (it lists the definition, a forward reference), and the
; checker also takes a class listing a method as the forward-reference mode. Without
; forward references the definition names its DebugFunctionDeclaration, as before.
; RUN: %nsdi-llc -g --spirv-ext=+all %s --verify-roundtrip -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.fwd.spv
; RUN: spirv-dis %t.fwd.spv | FileCheck %s --check-prefix=FWD
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=DECL
; ROUNDTRIP: nsdi-llc: round trip: compared {{[0-9]+}} nodes, 4 instructions: 0 differences
; FWD: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; FWD-DAG: [[FOO:%[0-9]+]] = OpString "foo"
; FWD-DAG: [[BARNAME:%[0-9]+]] = OpString "bar"
; FWD: OpExtInst %void [[SET]] DebugTypeComposite [[FOO]] %uint_1 {{.*}} %uint_16{{$}}
; FWD: OpExtInstWithForwardRefsKHR %void [[SET]] DebugTypeComposite [[FOO]] %uint_0 {{%[0-9]+}} %uint_1 %uint_0 {{%[0-9]+}} [[FOO]] %uint_8 %uint_0 [[BAR:%[0-9]+]]{{$}}
; FWD: [[BAR]] = OpExtInst %void [[SET]] DebugFunction [[BARNAME]] {{%[0-9]+}} {{%[0-9]+}} %uint_4 %uint_0 {{%[0-9]+}} {{%[0-9]+}} %uint_136 %uint_4{{$}}
; FWD-NOT: DebugFunctionDeclaration
; DECL: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; DECL: [[DECL:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunctionDeclaration {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} %uint_2 %uint_0 {{%[0-9]+}} {{%[0-9]+}} %uint_128{{$}}
; DECL-NEXT: OpExtInst %void [[SET]] DebugFunction {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}} %uint_4 %uint_0 {{%[0-9]+}} {{%[0-9]+}} %uint_136 %uint_4 [[DECL]]{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@_ZZN3foo3barEvE1x = addrspace(2) constant i32 0, align 4, !dbg !0

define spir_func void @_ZN3foo3barEv() !dbg !2 {
entry:
  ret void, !dbg !17
}
define spir_kernel void @k() !dbg !30 {
  call void @_ZN3foo3barEv(), !dbg !32
  ret void, !dbg !32
}

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!16, !19}
!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 5, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "bar", linkageName: "_ZN3foo3barEv", scope: null, file: !3, line: 4, type: !4, isLocal: false, isDefinition: true, scopeLine: 4, virtualIndex: 6, flags: DIFlagPrototyped, isOptimized: false, unit: !8, declaration: !11)
!3 = !DIFile(filename: "spec.clcpp", directory: "/nsdi-lit-nonexistent")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, align: 64, flags: DIFlagArtificial)
!7 = !DICompositeType(tag: DW_TAG_structure_type, name: "foo", file: !3, line: 1, flags: DIFlagFwdDecl)
!8 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !3, producer: "clang version 3.0 ()", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !9, retainedTypes: !9, globals: !10, imports: !9)
!9 = !{}
!10 = !{!0}
!11 = !DISubprogram(name: "bar", linkageName: "_ZN3foo3barEv", scope: !12, file: !3, line: 2, type: !4, isLocal: false, isDefinition: false, scopeLine: 2, virtualIndex: 6, flags: DIFlagPrototyped, isOptimized: false)
!12 = !DICompositeType(tag: DW_TAG_class_type, name: "foo", file: !3, line: 1, size: 8, align: 8, elements: !13)
!13 = !{!11}
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "int", size: 32, align: 32, encoding: DW_ATE_signed)
!16 = !{i32 1, !"Debug Info Version", i32 3}
!19 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !DILocation(line: 6, column: 1, scope: !18)
!18 = distinct !DILexicalBlock(scope: !2, file: !3, line: 4, column: 17)
!30 = distinct !DISubprogram(name: "k", scope: !3, file: !3, line: 10, type: !31, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !8)
!31 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !9)
!32 = !DILocation(line: 11, column: 1, scope: !30)
