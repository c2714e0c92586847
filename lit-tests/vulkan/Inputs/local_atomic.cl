kernel void local_atomic(global int *out, global const int *in) {
  local int count;
  int l = get_local_id(0);
  if (l == 0)
    count = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (in[get_global_id(0)] % 2 == 0)
    atomic_add(&count, 1);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0)
    out[get_group_id(0)] = count;
}
