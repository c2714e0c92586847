; A pointer to a function type whose return and parameter types are that function type itself
; (`!10 = !DISubroutineType(types: !{!10, !10})`, which LLVM's verifier accepts). With forward
; references the DebugTypeFunction names its own result id: that is a forward reference too
; (the id is defined by this very instruction), but the writer took the id off its pending list
; before looking at the operands and wrote a plain OpExtInst, which spirv-val refuses ("ID has
; not been defined"; the in-process validator refused the valid input). It is now an
; OpExtInstWithForwardRefsKHR; without the extension both operands name 'void', as every back
; edge does.
; RUN: %nsdi-llc -g --spirv-ext=+all %s --verify-roundtrip -o %t.fwd.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.fwd.spv
; RUN: spirv-dis %t.fwd.spv | FileCheck %s --check-prefix=FWD
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.spv 2>&1 | FileCheck %s --check-prefix=ROUNDTRIP
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=VOID
; ROUNDTRIP: nsdi-llc: round trip: compared {{[0-9]+}} nodes, 3 instructions: 0 differences
; FWD: OpExtension "SPV_KHR_relaxed_extended_instruction"
; FWD: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; FWD: [[FN:%[0-9]+]] = OpExtInstWithForwardRefsKHR %void [[SET]] DebugTypeFunction %uint_0 [[FN]] [[FN]]{{$}}
; FWD-NEXT: [[PTR:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypePointer [[FN]] %uint_7 %uint_0{{$}}
; FWD: DebugLocalVariable {{%[0-9]+}} [[PTR]]
; VOID: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; VOID: [[VOIDTY:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeBasic {{%[0-9]+}} %uint_0 %uint_0 %uint_0{{$}}
; VOID-NEXT: [[FN:%[0-9]+]] = OpExtInst %void [[SET]] DebugTypeFunction %uint_0 [[VOIDTY]] [[VOIDTY]]{{$}}
; VOID-NEXT: OpExtInst %void [[SET]] DebugTypePointer [[FN]] %uint_7 %uint_0{{$}}
; VOID-NOT: OpExtInstWithForwardRefsKHR

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !5 {
entry:
  %v = alloca ptr, align 8
  call void @llvm.dbg.declare(metadata ptr %v, metadata !9, metadata !DIExpression()), !dbg !8
  ret void, !dbg !8
}
declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.cl", directory: "/nsdi-lit-nonexistent")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 3, scope: !5)
!9 = !DILocalVariable(name: "v", scope: !5, file: !1, line: 2, type: !11)
!10 = !DISubroutineType(types: !12)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!12 = !{!10, !10}
