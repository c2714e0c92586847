; DebugImportedEntity: name, tag (DW_TAG_imported_module -> ImportedModule 0, otherwise
; ImportedDeclaration 1), source, entity, line, column 0, parent. `using namespace physics;`
; imports the namespace (a named DebugLexicalBlock); `namespace pc = physics;` is a named
; declaration of it; `using physics::fall;` names the function's DebugFunctionDeclaration.
; RUN: %nsdi-llc -g %s -o %t.spv
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK-DAG: [[PATH:%[0-9]+]] = OpString "/nsdi-lit-nonexistent/using.clcpp"
; CHECK-DAG: [[PHYSICS:%[0-9]+]] = OpString "physics"
; CHECK-DAG: [[PC:%[0-9]+]] = OpString "pc"
; CHECK-DAG: [[FALL:%[0-9]+]] = OpString "fall"
; CHECK-DAG: [[FALLLINK:%[0-9]+]] = OpString "_ZN7physics4fallEf"
; CHECK-DAG: [[EMPTY:%[0-9]+]] = OpString ""
; CHECK-DAG: [[SRC:%[0-9]+]] = OpExtInst %void [[SET]] DebugSource [[PATH]]
; CHECK-DAG: [[CU:%[0-9]+]] = OpExtInst %void [[SET]] DebugCompilationUnit %uint_100 %uint_5 [[SRC]] %uint_6
; CHECK: [[NS:%[0-9]+]] = OpExtInst %void [[SET]] DebugLexicalBlock [[SRC]] %uint_0 %uint_0 [[CU]] [[PHYSICS]]{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugImportedEntity [[EMPTY]] %uint_0 [[SRC]] [[NS]] %uint_6 %uint_0 [[CU]]{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugImportedEntity [[PC]] %uint_1 [[SRC]] [[NS]] %uint_7 %uint_0 [[CU]]{{$}}
; CHECK: [[DECL:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunctionDeclaration [[FALL]] {{%[0-9]+}} [[SRC]] %uint_3 %uint_0 [[NS]] [[FALLLINK]] %uint_128{{$}}
; CHECK-NEXT: {{%[0-9]+}} = OpExtInst %void [[SET]] DebugImportedEntity [[EMPTY]] %uint_1 [[SRC]] [[DECL]] %uint_8 %uint_0 [[CU]]{{$}}
; CHECK-NOT: DebugImportedEntity

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, imports: !4)
!1 = !DIFile(filename: "using.clcpp", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!5, !6, !7}
!5 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !8, file: !1, line: 6)
!6 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "pc", scope: !0, entity: !8, file: !1, line: 7)
!7 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !9, file: !1, line: 8)
!8 = !DINamespace(name: "physics", scope: null)
!9 = !DISubprogram(name: "fall", linkageName: "_ZN7physics4fallEf", scope: !8, file: !1, line: 3, type: !10, flags: DIFlagPrototyped, spFlags: 0)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12}
!12 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !91, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 11, column: 1, scope: !90)
!93 = !{null}
