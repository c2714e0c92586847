// Theme: OpenCL 1.x and 2.0 atomics on __global and __local memory.
__kernel void atomics(__global int *counter, __global volatile atomic_int *hits,
                      __global uint *maxv, __global const uint *in) {
  __local int local_count;
  size_t gid = get_global_id(0);
  size_t lid = get_local_id(0);

  if (lid == 0)
    local_count = 0;
  barrier(CLK_LOCAL_MEM_FENCE);

  uint v = in[gid];
  atomic_inc(&local_count);
  atomic_max(maxv, v);
  int prev = atomic_fetch_add_explicit(hits, 1, memory_order_relaxed,
                                       memory_scope_device);
  barrier(CLK_LOCAL_MEM_FENCE);

  if (lid == 0)
    atomic_add(counter, local_count + (prev & 0));
}
