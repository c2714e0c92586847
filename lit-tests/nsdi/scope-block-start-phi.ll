; At -O2 (a loop with OpPhis): every block starts with a DebugScope, placed after the block's
; OpPhis (OpPhi must come first): OpLabel, OpPhi..., DebugScope. Input: di/lexical_blocks-O2.ll.
; RUN: %nsdi-llc -g %S/../di/lexical_blocks-O2.ll -o %t.spv
; RUN: %nsdi-llc -g %S/../di/lexical_blocks-O2.ll --verify-roundtrip -o %t.roundtrip.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: [[SET:%[0-9]+]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; CHECK: %lexical_blocks = OpFunction
; CHECK: OpLabel
; CHECK-NEXT: DebugFunctionDefinition
; CHECK-NEXT: OpExtInst %void [[SET]] DebugScope
; The loop body: two phis, then the scope.
; CHECK: OpLabel
; CHECK-NEXT: OpPhi
; CHECK-NEXT: OpPhi
; CHECK-NEXT: OpExtInst %void [[SET]] DebugScope
; The exit block: one phi, then the scope.
; CHECK: OpLabel
; CHECK-NEXT: OpPhi
; CHECK-NEXT: OpExtInst %void [[SET]] DebugScope
; CHECK: OpFunctionEnd

; Every OpLabel is followed (after its phis, and the entry's DebugFunctionDefinition) by a
; DebugScope: as many DebugScopes right after the block prologue as there are blocks.
; RUN: spirv-dis %t.spv | grep -c "OpLabel" > %t.labels
; RUN: spirv-dis %t.spv | grep -v "OpPhi\|DebugFunctionDefinition" | grep -A1 "OpLabel" | grep -c DebugScope > %t.scopes
; RUN: cmp %t.labels %t.scopes
