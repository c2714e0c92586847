kernel void local_mem(global int *out, global const int *in) {
  local int tile[16];
  int l = get_local_id(0);
  tile[l] = in[get_global_id(0)] + 100;
  barrier(CLK_LOCAL_MEM_FENCE);
  int mine = tile[l];
  int other = tile[(l + 1) % 16];
  out[get_global_id(0)] = mine + other;
}
