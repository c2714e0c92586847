; A vector wider than 16 components is refused with what to do instead.
; RUN: not %nsdi-llc %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; RUN: not test -e %t.spv
; CHECK: nsdi-llc: error: [[FILE]]: unsupported type '<32 x float>': OpenCL SPIR-V vectors have 2, 3, 4, 8 or 16 components; split the vector or use an array in '%v = load <32 x float>' (function @k)
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %v = load <32 x float>, ptr addrspace(1) %p, align 128
  store <32 x float> %v, ptr addrspace(1) %q, align 128
  ret void
}
