; DebugEntryPoint: one per kernel with debug info (not for other functions), naming the kernel's
; DebugFunction, the compile unit, the compiler signature "nsdi 0.1.0" and nsdi-llc's arguments
; without the program path and -o (an argument with a space is quoted): the bytes do not depend
; on where nsdi-llc is installed or where the output goes.
; RUN: %nsdi-llc -g --source-root "%S/a dir" %s -o %t.spv
; RUN: %nsdi-llc -g --source-root "%S/a dir" %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s -DFILE=%s -DOUT=%t.spv -DDIR=%S

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK: OpEntryPoint Kernel %first "first"
; CHECK: OpEntryPoint Kernel %second "second"
; CHECK-DAG: [[FIRST:%[0-9]+]] = OpString "first"
; CHECK-DAG: [[SECOND:%[0-9]+]] = OpString "second"
; CHECK-DAG: [[SIG:%[0-9]+]] = OpString "nsdi 0.1.0"
; CHECK-DAG: [[CMD:%[0-9]+]] = OpString "-g --source-root '[[DIR]]/a dir' [[FILE]]"
; CHECK: [[CU:%[0-9]+]] = OpExtInst %void [[SET]] DebugCompilationUnit
; CHECK-DAG: [[DF1:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunction [[FIRST]]
; CHECK-DAG: [[DF2:%[0-9]+]] = OpExtInst %void [[SET]] DebugFunction [[SECOND]]
; CHECK: OpExtInst %void [[SET]] DebugEntryPoint [[DF1]] [[CU]] [[SIG]] [[CMD]]{{$}}
; CHECK-NEXT: OpExtInst %void [[SET]] DebugEntryPoint [[DF2]] [[CU]] [[SIG]] [[CMD]]{{$}}
; CHECK-NOT: DebugEntryPoint

; RUN: spirv-dis %t.spv | grep -c DebugEntryPoint | FileCheck %s --check-prefix=COUNT
; COUNT: {{^}}2{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_func void @helper() !dbg !30 {
  ret void, !dbg !31
}

define spir_kernel void @first() !dbg !20 {
  call spir_func void @helper(), !dbg !22
  ret void, !dbg !22
}

define spir_kernel void @second() !dbg !40 {
  ret void, !dbg !41
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "entry.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!20 = distinct !DISubprogram(name: "first", scope: !1, file: !1, line: 5, type: !21, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !23)
!22 = !DILocation(line: 6, column: 1, scope: !20)
!23 = !{null}
!30 = distinct !DISubprogram(name: "helper", scope: !1, file: !1, line: 1, type: !32, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DILocation(line: 2, column: 1, scope: !30)
!32 = !DISubroutineType(types: !23)
!40 = distinct !DISubprogram(name: "second", scope: !1, file: !1, line: 8, type: !21, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!41 = !DILocation(line: 9, column: 1, scope: !40)
