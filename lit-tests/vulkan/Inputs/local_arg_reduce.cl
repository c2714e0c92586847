// Tree reduction in a `local float *` argument (a Workgroup array sized by a spec constant).
kernel void local_arg_reduce(global float *sums, global const float *in,
                             local float *scratch) {
  int l = get_local_id(0);
  int n = get_local_size(0);
  scratch[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = n / 2; s > 0; s >>= 1) {
    if (l < s)
      scratch[l] += scratch[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    sums[get_group_id(0)] = scratch[0];
}
