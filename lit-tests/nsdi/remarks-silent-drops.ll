; Every drop is a remark naming the node: a function without a DISubprogram loses the
; locations and debug records of code inlined into it; llvm.dbg.declare on an undefined
; address (location unknown), on a computed address or a global (written as DebugValue of the
; address with Deref); an array bound NSDI cannot name (a Fortran bound expression, a
; DIGenericSubrange) is count 0 (unknown). A constant upper bound with a constant lower bound is
; its count (10 - 1 + 1).
; RUN: %nsdi-llc -g --remarks %s -o %t.spv 2> %t.remarks
; RUN: %nsdi-llc -g %s --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK -DFILE=%s --match-full-lines < %t.remarks

; CHECK-DAG: DebugTypeArray {{%[0-9]+}} %uint_10{{$}}
; CHECK-DAG: DebugTypeArray {{%[0-9]+}} %uint_0{{$}}
; CHECK-DAG: DebugTypeArray {{%[0-9]+}} %uint_0 %uint_3{{$}}

; REMARK: nsdi-llc: remark: [[FILE]]: llvm.dbg.declare of 'u' on an undefined address: its location is unknown (DebugValue of an OpUndef)
; REMARK-NEXT: nsdi-llc: remark: [[FILE]]: llvm.dbg.declare of 'q' on a computed address: written as DebugValue of the address with Deref
; REMARK-NEXT: nsdi-llc: remark: [[FILE]]: llvm.dbg.declare of 'gv' on a global variable: written as DebugValue of the address with Deref
; REMARK-NEXT: nsdi-llc: remark: [[FILE]]: function 'nodbg' has no DISubprogram (no !dbg): its 1 located instructions and 1 debug records (inlined code) get no NSDI
; REMARK-NEXT: nsdi-llc: remark: [[FILE]]: a dimension (!{{[0-9]+}}) of array !{{[0-9]+}} has bounds NSDI cannot name (an expression or a DISubrange): its count is 0 (unknown)
; REMARK-NEXT: nsdi-llc: remark: [[FILE]]: a dimension (!{{[0-9]+}}) of array !{{[0-9]+}} has bounds NSDI cannot name (an expression or a DIGenericSubrange): its count is 0 (unknown)
; REMARK-NOT: {{.}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !90 {
  %pp = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %p, ptr %pp, align 8, !dbg !92
  %l = load ptr addrspace(1), ptr %pp, align 8, !dbg !92
  call void @llvm.dbg.declare(metadata ptr addrspace(1) undef, metadata !20, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.declare(metadata ptr addrspace(1) %l, metadata !21, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.declare(metadata ptr addrspace(1) @g, metadata !22, metadata !DIExpression()), !dbg !92
  call void @nodbg(), !dbg !92
  ret void, !dbg !92
}

define spir_func void @nodbg() {
  %x = add i32 1, 2, !dbg !96
  call void @llvm.dbg.value(metadata i32 %x, metadata !95, metadata !DIExpression()), !dbg !96
  ret void
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40)
!1 = !DIFile(filename: "drops.cl", directory: "/nsdi-lit-nonexistent")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "u", scope: !90, file: !1, line: 2, type: !5)
!21 = !DILocalVariable(name: "q", scope: !90, file: !1, line: 3, type: !5)
!22 = !DILocalVariable(name: "gv", scope: !90, file: !1, line: 4, type: !5)
!90 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !91, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!92 = !DILocation(line: 2, column: 1, scope: !90)
!93 = !{null}
!94 = distinct !DISubprogram(name: "helper", scope: !1, file: !1, line: 10, type: !91, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!95 = !DILocalVariable(name: "x", scope: !94, file: !1, line: 11, type: !5)
!96 = !DILocation(line: 11, column: 3, scope: !94, inlinedAt: !97)
!97 = !DILocation(line: 5, column: 1, scope: !94)
!40 = !{!41, !44, !47}
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !42)
!42 = !{!43}
!43 = !DISubrange(lowerBound: 1, upperBound: 10)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !45)
!45 = !{!46}
!46 = !DISubrange(lowerBound: 1, upperBound: !DIExpression(DW_OP_push_object_address, DW_OP_deref))
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !48)
!48 = !{!49, !50}
!49 = !DIGenericSubrange(lowerBound: !DIExpression(DW_OP_push_object_address, DW_OP_deref), upperBound: !DIExpression(DW_OP_push_object_address, DW_OP_deref), stride: !DIExpression(DW_OP_push_object_address, DW_OP_deref))
!50 = !DISubrange(count: 3)
