; An OpenCL 2.0 work-group collective the backend does not know (work_group_reduce_add):
; refused, with the source line, without -g too.
; RUN: not %nsdi-llc %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; RUN: not %nsdi-llc -g %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; CHECK: nsdi-llc: error: [[FILE]]: unsupported call to unknown builtin '_Z21work_group_reduce_addi' (OpenCL work-group function 'work_group_reduce_add', not implemented) in '%r = call @_Z21work_group_reduce_addi' at t.cl:4:11 (function @k)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %x) !dbg !5 {
entry:
  %r = call spir_func i32 @_Z21work_group_reduce_addi(i32 %x), !dbg !8
  store i32 %r, ptr addrspace(1) %out, align 4, !dbg !8
  ret void, !dbg !8
}

declare spir_func i32 @_Z21work_group_reduce_addi(i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.cl", directory: ".")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 4, column: 11, scope: !5)
