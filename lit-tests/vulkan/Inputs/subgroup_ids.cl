// Sub-group queries (cl_khr_subgroups) and a sub-group barrier ordering local memory: each
// sub-group reverses its values through `tile`, addressed by sub-group id and lane only.
__kernel void subgroup_ids(__global uint *info, __global int *out, __global const int *in) {
  __local int tile[64];
  size_t gid = get_global_id(0);
  uint sg = get_sub_group_id();
  uint lane = get_sub_group_local_id();
  uint size = get_sub_group_size();
  uint widest = get_max_sub_group_size();
  info[gid * 6 + 0] = size;
  info[gid * 6 + 1] = widest;
  info[gid * 6 + 2] = get_num_sub_groups();
  info[gid * 6 + 3] = get_enqueued_num_sub_groups();
  info[gid * 6 + 4] = sg;
  info[gid * 6 + 5] = lane;
  tile[sg * widest + lane] = in[gid];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[gid] = tile[sg * widest + (size - 1 - lane)];
}
