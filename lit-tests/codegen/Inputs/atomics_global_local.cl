// Theme: atomic_add/inc/cmpxchg/max on __global and __local int and
// atomic_fetch_add_explicit on atomic_int.
__kernel void atomics_global_local(__global int *gsum, __global int *gmax,
                                   __global int *glock, __global int *gcount,
                                   __global atomic_int *ahits,
                                   __global const int *in) {
  __local int lsum;
  __local int lmax;
  __local int lcount;
  size_t lid = get_local_id(0);
  int v = in[get_global_id(0)];
  if (lid == 0) {
    lsum = 0;
    lmax = INT_MIN;
    lcount = 0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);

  atomic_add(&lsum, v);
  atomic_max(&lmax, v);
  atomic_inc(&lcount);
  int old = atomic_cmpxchg(&lcount, 1000, 0);
  barrier(CLK_LOCAL_MEM_FENCE);

  if (lid == 0) {
    atomic_add(gsum, lsum);
    atomic_max(gmax, lmax);
    atomic_inc(gcount);
    while (atomic_cmpxchg(glock, 0, 1) != 0)
      ;
    atomic_xchg(glock, 0);
  }
  atomic_fetch_add_explicit(ahits, old + 1, memory_order_relaxed);
  atomic_fetch_add_explicit(ahits, 1, memory_order_seq_cst,
                            memory_scope_work_group);
}
