// Sub-group functions the Vulkan flavour refuses (lit-tests/vulkan/subgroups.test), one per
// macro, and a clustered reduction, which compiles but needs a device feature lavapipe lacks.
__kernel void subgroup_unmapped(__global int *out, __global const int *in) {
  size_t i = get_global_id(0);
  int v = in[i];
#ifdef ROTATE
  out[i] = sub_group_rotate(v, 1);
#endif
#ifdef CLUSTER_SIZE
  out[i] = sub_group_clustered_reduce_add(v, in[0]);
#endif
#ifdef WORK_ITEM_SCOPE
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_work_item);
#endif
#ifdef FLAGS
  sub_group_barrier(v);
#endif
#ifdef CLUSTERED
  out[i] = sub_group_clustered_reduce_add(v, 4);
#endif
}
