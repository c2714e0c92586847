kernel void local_reverse(global int *data) {
  local int tile[16];
  int l = get_local_id(0);
  int g = get_global_id(0);
  tile[l] = data[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  data[g] = tile[15 - l] + (int)get_group_id(0) * 1000;
}
