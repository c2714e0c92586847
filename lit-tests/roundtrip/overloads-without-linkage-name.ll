; Overloaded methods known by name only: clang writes a constructor's (and destructor's)
; declaration without a linkageName, and an implicit one on the class's own line, so the
; default, copy and move constructors of `S` share the checker's key ("S") and line. With
; --spirv-ext=+all the class lists all three, each a DebugFunctionDeclaration of its own type;
; the checker paired every one with the first "S" and reported the copy and move
; constructors' types as the default's plus an extra reference parameter ("`+all` C++
; methods: a member function's type gains an extra reference parameter", issue 26). The
; NSDI was right; the checker now pairs each DISubprogram once, preferring the one of the
; same type.
; RUN: %nsdi-llc -g --spirv-ext=+all --verify-roundtrip %s -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val %t.fwd.spv
; RUN: %nsdi-dump %t.fwd.spv | FileCheck %s --check-prefix=DUMP
; RUN: %nsdi-roundtrip --level full --mutate --validator %validator %s %t.fwd.spv | FileCheck %s --check-prefix=MUTATE
; Without forward references no class lists a method, and these declarations are not written.
; RUN: %nsdi-llc -g --verify-roundtrip %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val %t.spv
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc

; VERIFY: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences

; DUMP: DebugFunction S {{.*}}no definition
; DUMP-NEXT: type fn[0](ptr[artificial|object-pointer]<private>(struct S)) -> void
; DUMP: DebugFunction S {{.*}}no definition
; DUMP-NEXT: type fn[0](ptr[artificial|object-pointer]<private>(struct S), ref<private>(const(struct S))) -> void
; DUMP: DebugFunction S {{.*}}no definition
; DUMP-NEXT: type fn[0](ptr[artificial|object-pointer]<private>(struct S), rref<private>(struct S)) -> void
; DUMP: DebugFunction ~S {{.*}}no definition
; DUMP-NEXT: type fn[0](ptr[artificial|object-pointer]<private>(struct S)) -> void

; MUTATE: mutation test: {{[0-9]+}} mutations ({{[0-9]+}} semantic, {{[0-9]+}} not); detected {{[0-9]+}} (checker {{[0-9]+}}, reader {{[0-9]+}}, validator {{[0-9]+}}): 100.0%
; MUTATE-NOT: undetected

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

%struct.S = type { i32 }

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !40 {
  %s = alloca %struct.S, align 4
    #dbg_declare(ptr %s, !60, !DIExpression(), !42)
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !42
  ret void, !dbg !42
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "overloads.clcpp", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !DISubroutineType(types: !23)
!23 = !{null}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !21, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!42 = !DILocation(line: 11, column: 3, scope: !40)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !46, identifier: "_ZTS1S")
!46 = !{!47, !48, !52, !56, !62}
!62 = !DISubprogram(name: "~S", scope: !45, file: !1, line: 1, type: !49, scopeLine: 1, flags: DIFlagPrototyped, spFlags: 0)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !45, file: !1, line: 1, baseType: !34, size: 32)
!48 = !DISubprogram(name: "S", scope: !45, file: !1, line: 1, type: !49, scopeLine: 1, flags: DIFlagPrototyped, spFlags: 0)
!49 = !DISubroutineType(types: !50)
!50 = !{null, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!52 = !DISubprogram(name: "S", scope: !45, file: !1, line: 1, type: !53, scopeLine: 1, flags: DIFlagPrototyped, spFlags: 0)
!53 = !DISubroutineType(types: !54)
!54 = !{null, !51, !55}
!55 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!56 = !DISubprogram(name: "S", scope: !45, file: !1, line: 1, type: !57, scopeLine: 1, flags: DIFlagPrototyped, spFlags: 0)
!57 = !DISubroutineType(types: !58)
!58 = !{null, !51, !61}
!61 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !45, size: 64)
!60 = !DILocalVariable(name: "s", scope: !40, file: !1, line: 11, type: !45)
