; LLVM linkage types to LinkageAttributes, as LLVM's SPIR-V backend decides them: internal and
; private get none, hidden definitions none, declarations and available_externally Import
; (without initializer), common/weak/linkonce/external Export, linkonce_odr Export or, with
; SPV_KHR_linkonce_odr, LinkOnceODR. Unused declarations emit nothing; the kernel gets none.
; RUN: %nsdi-llc --g0 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefixes=CHECK,NOEXT
; RUN: %nsdi-llc --g0 --spirv-ext=+SPV_KHR_linkonce_odr %s -o %t.odr.spv
; RUN: spirv-val %t.odr.spv
; RUN: spirv-dis %t.odr.spv | FileCheck %s --check-prefixes=CHECK,ODR
; RUN: %nsdi-llc -g --spirv-ext=+all %s -o %t.all.spv 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: spirv-val %t.all.spv
; WARN: nsdi-llc: warning: {{.*}}: -g given but the module has no debug info (no llvm.dbg.cu); emitting none
; CHECK:      OpCapability Linkage
; NOEXT-NOT:  OpExtension "SPV_KHR_linkonce_odr"
; ODR:        OpExtension "SPV_KHR_linkonce_odr"
; CHECK-NOT:  LinkageAttributes "internal_var"
; CHECK-NOT:  LinkageAttributes "hidden_fn"
; CHECK-NOT:  LinkageAttributes "unused_decl"
; CHECK-NOT:  LinkageAttributes "k"
; CHECK-DAG:  OpDecorate %ae LinkageAttributes "ae" Import
; CHECK-DAG:  OpDecorate %ext LinkageAttributes "ext" Import
; CHECK-DAG:  OpDecorate %common_var LinkageAttributes "common_var" Export
; CHECK-DAG:  OpDecorate %weak_fn LinkageAttributes "weak_fn" Export
; CHECK-DAG:  OpDecorate %external_fn LinkageAttributes "external_fn" Export
; NOEXT-DAG:  OpDecorate %odr_fn LinkageAttributes "odr_fn" Export
; ODR-DAG:    OpDecorate %odr_fn LinkageAttributes "odr_fn" LinkOnceODR
; CHECK-DAG:  OpDecorate %imported LinkageAttributes "imported" Import
; CHECK:      %ae = OpVariable %_ptr_CrossWorkgroup_uint CrossWorkgroup{{$}}
target triple = "spirv64-unknown-unknown"

@ae = available_externally addrspace(1) global i32 79, align 4
@ext = external addrspace(1) global i32
@common_var = common addrspace(1) global i32 0, align 4
@internal_var = internal addrspace(1) global i32 5, align 4

declare spir_func void @imported(i32)
declare spir_func void @unused_decl()

define hidden spir_func i32 @hidden_fn(i32 %x) {
entry:
  ret i32 %x
}

define weak spir_func i32 @weak_fn(i32 %x) {
entry:
  %v = load i32, ptr addrspace(1) @internal_var, align 4
  %s = add i32 %x, %v
  ret i32 %s
}

define linkonce_odr spir_func i32 @odr_fn(i32 %x) {
entry:
  ret i32 %x
}

define spir_func i32 @external_fn() {
entry:
  %a = load i32, ptr addrspace(1) @ae, align 4
  %b = load i32, ptr addrspace(1) @ext, align 4
  %c = load i32, ptr addrspace(1) @common_var, align 4
  %h = call spir_func i32 @hidden_fn(i32 %a)
  %w = call spir_func i32 @weak_fn(i32 %b)
  %o = call spir_func i32 @odr_fn(i32 %c)
  call spir_func void @imported(i32 %o)
  %s = add i32 %h, %w
  ret i32 %s
}

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %v = call spir_func i32 @external_fn()
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
