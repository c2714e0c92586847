; A mangled OpenCL function the backend does not know (a subgroup builtin).
; RUN: not %nsdi-llc %s -o %t.spv 2>&1 | FileCheck %s -DFILE=%s --match-full-lines --implicit-check-not={{.}}
; CHECK: nsdi-llc: error: [[FILE]]: unsupported call to unknown builtin '_Z17sub_group_barrierj' (OpenCL sub-group function 'sub_group_barrier', not implemented) in 'call @_Z17sub_group_barrierj' (function @k)

define spir_kernel void @k() {
entry:
  call spir_func void @_Z17sub_group_barrierj(i32 1)
  ret void
}

declare spir_func void @_Z17sub_group_barrierj(i32)
