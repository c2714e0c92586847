// Sub-group reductions and inclusive/exclusive scans (add, min, max) of int and uint: signed
// and unsigned min/max differ on values past 2^31, and the int sums wrap.
__kernel void subgroup_reduce(__global uint *lanes, __global int *si, __global uint *ui,
                              __global const int *a, __global const uint *b) {
  size_t gid = get_global_id(0);
  lanes[gid * 2] = get_sub_group_id();
  lanes[gid * 2 + 1] = get_sub_group_local_id();
  int x = a[gid];
  uint y = b[gid];
  __global int *s = si + gid * 9;
  s[0] = sub_group_reduce_add(x);
  s[1] = sub_group_reduce_min(x);
  s[2] = sub_group_reduce_max(x);
  s[3] = sub_group_scan_inclusive_add(x);
  s[4] = sub_group_scan_inclusive_min(x);
  s[5] = sub_group_scan_inclusive_max(x);
  s[6] = sub_group_scan_exclusive_add(x);
  s[7] = sub_group_scan_exclusive_min(x);
  s[8] = sub_group_scan_exclusive_max(x);
  __global uint *u = ui + gid * 9;
  u[0] = sub_group_reduce_add(y);
  u[1] = sub_group_reduce_min(y);
  u[2] = sub_group_reduce_max(y);
  u[3] = sub_group_scan_inclusive_add(y);
  u[4] = sub_group_scan_inclusive_min(y);
  u[5] = sub_group_scan_inclusive_max(y);
  u[6] = sub_group_scan_exclusive_add(y);
  u[7] = sub_group_scan_exclusive_min(y);
  u[8] = sub_group_scan_exclusive_max(y);
}
