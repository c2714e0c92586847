; An `available_externally` function definition: a copy of a function another module defines,
; there for the optimizer to inline. LLVM's code generators emit no code or debug info for
; it, and SPIR-V allows no body on the `Import` function it links to; nsdi wrote its body
; with `LinkageAttributes "ae" Import` and spirv-val refused the module ("Function definition
; (id 1) may not be decorated with Import Linkage type", so the validating nsdi-llc refused
; valid input). It is now the declaration it stands for: the kernel calls an `Import`
; function, and the copy's DISubprogram describes no code (the DWARF oracle agrees: LLVM's
; DWARF has no `ae` either).
; RUN: %nsdi-llc --g0 %s -o %t.g0.spv
; RUN: spirv-val %t.g0.spv
; RUN: spirv-dis %t.g0.spv | FileCheck %s
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: %nsdi-roundtrip --against-dwarf %s %t.spv | FileCheck %s --check-prefix=DWARF
; VERIFY: nsdi-llc: round trip: compared {{[0-9]+}} nodes, {{[0-9]+}} instructions: 0 differences
; CHECK:      OpDecorate %ae LinkageAttributes "ae" Import
; CHECK:      %ae = OpFunction %uint None
; CHECK-NEXT:   OpFunctionParameter %uint
; CHECK-NEXT:   OpFunctionEnd
; CHECK:      %k = OpFunction %void None
; CHECK:      OpFunctionCall %uint %ae %uint_1
; DWARF: compared {{[0-9]+}} DWARF facts: 1 differences (1 explained)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define available_externally spir_func i32 @ae(i32 %x) !dbg !20 {
  %y = add i32 %x, 1, !dbg !22
  ret i32 %y, !dbg !22
}

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !40 {
  %a = call spir_func i32 @ae(i32 1), !dbg !42
  store i32 %a, ptr addrspace(1) %p, align 4, !dbg !42
  ret void, !dbg !42
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!20 = distinct !DISubprogram(name: "ae", scope: !1, file: !1, line: 1, type: !21, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DISubroutineType(types: !23)
!22 = !DILocation(line: 2, column: 3, scope: !20)
!23 = !{null}
!40 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !21, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!42 = !DILocation(line: 11, column: 3, scope: !40)
