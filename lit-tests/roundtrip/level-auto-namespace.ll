; A function in a namespace, with no variables and no types but its `void()` (LLVM's
; namespace_function_definition test, made an OpenCL C++ module). `nsdi-roundtrip` without
; --level decides from the binary how it was built; it took a -g binary with no variables and
; no types beyond function types for line tables only, and expected the unit as the
; function's parent: `parent "unit > ns ns (...)" != "unit"`. A namespace (a named
; DebugLexicalBlock), a function nested in a scope other than its unit, or a second or
; non-empty function type now say -g too; the line-tables-only binary of the same module is
; still read as one.
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val %t.spv
; RUN: %nsdi-roundtrip %s %t.spv | FileCheck %s --check-prefix=AUTO
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=PARENT
; RUN: %nsdi-llc -g --spirv-ext=+all %s -o %t.fwd.spv
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-roundtrip %s %t.fwd.spv | FileCheck %s --check-prefix=AUTO
; RUN: %nsdi-llc -gline-tables-only %s -o %t.lines.spv
; RUN: spirv-val %t.lines.spv
; RUN: %nsdi-roundtrip %s %t.lines.spv | FileCheck %s --check-prefix=AUTO-LINES
; RUN: not %nsdi-roundtrip --level full %s %t.lines.spv | FileCheck %s --check-prefix=LINES-AS-FULL
; VERIFY: nsdi-llc: round trip: compared 3 nodes, 2 instructions: 0 differences
; AUTO: compared 3 nodes, 2 instructions: 0 differences
; AUTO-LINES: compared 3 nodes, 2 instructions: 0 differences
; LINES-AS-FULL: fn _ZN2ns4funcEv: parent "unit" != "unit > ns ns (/nsdi-lit-nonexistent/namespace_function_definition.clcpp:0:0)" (nsdi != llvm)
; PARENT-DAG: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; PARENT-DAG: [[NSNAME:%[0-9]+]] = OpString "ns"
; PARENT-DAG: [[FNAME:%[0-9]+]] = OpString "func"
; PARENT: [[NS:%[0-9]+]] = OpExtInst %void [[SET]] DebugLexicalBlock {{%[0-9]+}} %uint_0 %uint_0 {{%[0-9]+}} [[NSNAME]]{{$}}
; PARENT: DebugFunction [[FNAME]] {{%[0-9]+}} {{%[0-9]+}} %uint_2 %uint_0 [[NS]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func void @_ZN2ns4funcEv() !dbg !4 {
entry:
  ret void, !dbg !11
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, producer: "hand-written", isOptimized: false, emissionKind: FullDebug, file: !1)
!1 = !DIFile(filename: "namespace_function_definition.clcpp", directory: "/nsdi-lit-nonexistent")
!4 = distinct !DISubprogram(name: "func", linkageName: "_ZN2ns4funcEv", scope: !5, file: !1, line: 2, type: !6, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DINamespace(name: "ns", scope: null)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !{i32 2, !"Dwarf Version", i32 4}
!9 = !{i32 1, !"Debug Info Version", i32 3}
!11 = !DILocation(line: 3, scope: !4)
