; Null types. A subprogram without a `type:` (a definition, and a method declaration its class
; lists with forward references): DebugFunction's Type must be a DebugTypeFunction, so both
; name the empty `void()` one. The method named a 'void' DebugTypeBasic, which spirv-val
; refuses ("Type must be a result id of DebugTypeFunction"); the checker expected 'void' for
; the definition, where the emitter writes `fn[]() -> void`. Where a null type is a type
; operand (a typedef of void), NSDI has no "none" spirv-val accepts (OpTypeVoid and
; DebugInfoNone are both refused): the unsized 'void' DebugTypeBasic. A trailing null in a
; subroutine's types (C's `...`) is no parameter.
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.spv
; RUN: %nsdi-dump %t.spv | FileCheck %s
; RUN: %nsdi-llc -g --spirv-ext=+all %s --verify-roundtrip -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP-FWD
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-dump %t.fwd.spv | FileCheck %s --check-prefixes=CHECK,FWD
; ROUNDTRIP: nsdi-llc: round trip: compared 9 nodes, 4 instructions: 0 differences
; ROUNDTRIP-FWD: nsdi-llc: round trip: compared 10 nodes, 4 instructions: 0 differences

; CHECK:      types:
; CHECK-NEXT:   fn[0]() -> void  =  [[EMPTY:%[0-9]+]] DebugTypeFunction: Flags: 0, Return Type: %{{[0-9]+$}}
; CHECK:        void  =  [[VOID:%[0-9]+]] DebugTypeBasic: Name: "void", Size: 0, Encoding: 0 (unspecified), Flags: 0
; CHECK-NEXT:   V  =  %{{[0-9]+}} DebugTypedef: Name: "V", Base Type: [[VOID]] (void), Source: %{{[0-9]+}} (/nsdi-lit-nonexistent/null.clcpp), Line: 5, Column: 0, Parent: %{{[0-9]+}} (unit)
; CHECK-NEXT:   fn[0](int) -> int  =  %{{[0-9]+}} DebugTypeFunction: Flags: 0, Return Type: [[INT:%[0-9]+]] (int), Parameter Types: [[INT]] (int){{$}}
; CHECK:      functions:
; CHECK-NEXT:   %{{[0-9]+}} DebugFunction g  /nsdi-lit-nonexistent/null.clcpp:8  defines %{{[0-9]+}} g  flags definition
; CHECK-NEXT:     type fn[0]() -> void
; CHECK-NEXT:   %{{[0-9]+}} DebugFunction k  /nsdi-lit-nonexistent/null.clcpp:1  defines %{{[0-9]+}} k  flags definition|prototyped
; CHECK-NEXT:     type fn[0]() -> void
; FWD-NEXT:     %{{[0-9]+}} DebugFunction method  /nsdi-lit-nonexistent/null.clcpp:4  no definition  flags 0
; FWD-NEXT:       type fn[0]() -> void
; CHECK-NEXT: global variables:

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func void @g() !dbg !30 {
  ret void, !dbg !32
}
define spir_kernel void @k() !dbg !90 {
  call void @g(), !dbg !92
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4)
!1 = !DIFile(filename: "null.clcpp", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 2, column: 1, scope: !90)
!93 = !{null}
!4 = !{!5, !40, !41}
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 3, size: 32, elements: !6, identifier: "_ZTS1S")
!6 = !{!7, !8}
!7 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !5, file: !1, line: 3, baseType: !10, size: 32)
!8 = !DISubprogram(name: "method", linkageName: "_ZN1S6methodEv", scope: !5, file: !1, line: 4, type: null, scopeLine: 4, spFlags: 0)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 8, type: null, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !0)
!32 = !DILocation(line: 9, column: 1, scope: !30)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "V", file: !1, line: 5, baseType: null)
!41 = !DISubroutineType(types: !42)
!42 = !{!10, !10, null}
