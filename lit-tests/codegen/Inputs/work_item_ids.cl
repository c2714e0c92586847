// Theme: work-item query builtins and reqd_work_group_size(8,4,1).
__kernel __attribute__((reqd_work_group_size(8, 4, 1))) void
work_item_ids(__global uint *out) {
  size_t gx = get_global_id(0);
  size_t gy = get_global_id(1);
  size_t gw = get_global_size(0);
  size_t idx = gy * gw + gx;
  uint dims = get_work_dim();
  uint r = 0;
  r += (uint)get_local_id(0) + 8u * (uint)get_local_id(1);
  r += (uint)get_group_id(0) * 100u + (uint)get_group_id(1) * 10000u;
  r += (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
  r += (uint)(get_num_groups(0) + get_num_groups(1) + get_num_groups(2));
  r += (uint)get_global_size(1) + (uint)get_global_offset(0);
  r += (uint)get_enqueued_local_size(0) + (uint)get_global_linear_id();
  r += (uint)get_local_linear_id();
  out[idx] = r + dims;
}

__kernel void work_item_dims(__global ulong *out) {
  size_t g = get_global_id(0);
  for (uint d = 0; d < 3; ++d)
    out[g * 3 + d] = get_global_id(d) ^ get_local_size(d);
}
