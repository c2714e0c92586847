; A global in address space 0 is refused with the address spaces that work: its storage class
; would be Function, which SPIR-V forbids outside a function (the translator refuses it too).
; RUN: not %nsdi-llc %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; RUN: not test -e %t.spv
; CHECK: nsdi-llc: error: [[FILE]]: unsupported global in address space 0 (private): SPIR-V has no module-scope Function variables; declare it __global (addrspace(1)) or __constant (addrspace(2)) in global @G
target triple = "spirv64-unknown-unknown"

@G = global i32 7, align 4

define spir_func i32 @get() {
entry:
  %v = load i32, ptr @G, align 4
  ret i32 %v
}
