// C11 atomics with explicit orders and scopes on global and local memory, and a
// compare-exchange loop (relaxed: lavapipe 22.3 loses updates in a CAS loop whose exchange is
// acq_rel across a 16-wide workgroup, docs/VULKAN.md).
kernel void c11_atomics(global int *counters, global const int *in, global int *seen) {
  int v = in[get_global_id(0)];
  global atomic_int *c = (global atomic_int *)counters;
  local atomic_int slots;
  atomic_fetch_add_explicit(&c[0], v, memory_order_relaxed, memory_scope_device);
  atomic_fetch_max_explicit(&c[1], v, memory_order_acq_rel, memory_scope_device);
  atomic_fetch_min_explicit(&c[2], v, memory_order_seq_cst);
  atomic_fetch_or(&c[3], 1 << (v & 15));
  atomic_fetch_sub_explicit(&c[4], v, memory_order_release, memory_scope_all_svm_devices);
  int expected = atomic_load_explicit(&c[5], memory_order_acquire, memory_scope_device);
  while (!atomic_compare_exchange_strong_explicit(&c[5], &expected, expected + 2 * v + 1,
                                                  memory_order_relaxed, memory_order_relaxed,
                                                  memory_scope_device))
    ;
  if (get_local_id(0) == 0)
    atomic_store_explicit(&slots, 0, memory_order_release, memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  int mine = atomic_fetch_add_explicit(&slots, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_exchange(&c[6], 7);
  barrier(CLK_LOCAL_MEM_FENCE);
  seen[get_global_id(0)] =
      atomic_load_explicit(&slots, memory_order_relaxed, memory_scope_work_group) * 100 +
      (mine < (int)get_local_size(0) ? 1 : 0);
}
