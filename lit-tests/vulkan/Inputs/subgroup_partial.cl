// Work-groups that fill their last sub-group only partly (run with 12 work-items a group):
// that sub-group's size, and its reductions over the work-items it has.
__kernel void subgroup_partial(__global uint *info, __global int *sums, __global const int *in) {
  size_t gid = get_global_id(0);
  info[gid * 4 + 0] = get_sub_group_size();
  info[gid * 4 + 1] = get_max_sub_group_size();
  info[gid * 4 + 2] = get_sub_group_id();
  info[gid * 4 + 3] = get_sub_group_local_id();
  int v = in[gid];
  sums[gid * 2] = sub_group_reduce_add(v);
  sums[gid * 2 + 1] = sub_group_scan_exclusive_add(v);
}
