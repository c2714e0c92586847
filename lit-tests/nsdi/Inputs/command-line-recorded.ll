target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() !dbg !90 {
  ret void, !dbg !92
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, flags: "clang-19 -cl-std=CL2.0 -g -grecord-command-line k.cl")
!1 = !DIFile(filename: "k.cl", directory: "/nsdi-lit-nonexistent/build")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 2, column: 1, scope: !90)
!93 = !{null}
