kernel void local_reduce(global int *sums, global const int *in) {
  local int part[16];
  int l = get_local_id(0);
  part[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = 8; s > 0; s >>= 1) {
    if (l < s)
      part[l] += part[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    sums[get_group_id(0)] = part[0];
}
