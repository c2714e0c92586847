// Sub-group votes, broadcasts (a constant lane and a uniform computed one), float and 64-bit
// reductions and scans, a scan in a uniform loop and a sub-group barrier on global memory.
__kernel void subgroup_vote(__global uint *lanes, __global int *votes, __global float *f,
                            __global long *l, __global ulong *ul, __global const float *x,
                            __global const long *y, int threshold) {
  size_t gid = get_global_id(0);
  uint lane = get_sub_group_local_id();
  lanes[gid * 2] = get_sub_group_id();
  lanes[gid * 2 + 1] = lane;
  float v = x[gid];
  long w = y[gid];
  votes[gid * 4 + 0] = sub_group_all(v > threshold);
  votes[gid * 4 + 1] = sub_group_any(v > threshold);
  votes[gid * 4 + 2] = sub_group_broadcast((int)lane * 3 + 1, 1);
  uint last = get_sub_group_size() - 1;
  votes[gid * 4 + 3] = sub_group_broadcast((int)v, last);
  f[gid * 6 + 0] = sub_group_reduce_add(v);
  f[gid * 6 + 1] = sub_group_reduce_min(v);
  f[gid * 6 + 2] = sub_group_reduce_max(v);
  f[gid * 6 + 3] = sub_group_scan_inclusive_add(v);
  float low = sub_group_scan_exclusive_min(v);
  float high = sub_group_scan_exclusive_max(v);
  // Lane 0 gets the identities, +inf and -inf, which the JSON output cannot carry.
  f[gid * 6 + 4] = lane == 0 ? -1.0f : low;
  f[gid * 6 + 5] = lane == 0 ? -2.0f : high;
  long acc = 0;
  for (int k = 0; k < threshold % 4 + 1; ++k)
    acc += sub_group_scan_inclusive_add(w + k);
  l[gid * 3 + 0] = acc;
  l[gid * 3 + 1] = sub_group_reduce_min(w);
  l[gid * 3 + 2] = sub_group_broadcast(w, 0);
  ulong uw = (ulong)w;
  ul[gid * 3 + 0] = sub_group_reduce_max(uw);
  ul[gid * 3 + 1] = sub_group_scan_exclusive_min(uw);
  ul[gid * 3 + 2] = sub_group_scan_inclusive_max(uw);
  // Each lane publishes, the sub-group waits, then reads its right neighbour's value.
  __global long *mine = l + 3 * get_global_size(0);
  mine[gid] = w * 2;
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_sub_group);
  mine[get_global_size(0) + gid] = lane == last ? -7 : mine[gid + 1];
}
