// Two `local` arguments of different types (int and float2), and a local atomic on one.
kernel void local_args2(global float *out, global const int *in, local int *keys,
                        local float2 *pairs, local int *count) {
  int l = get_local_id(0);
  int n = get_local_size(0);
  int v = in[get_global_id(0)];
  keys[l] = v * 2;
  pairs[l] = (float2)((float)v, (float)l);
  if (l == 0)
    count[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (v % 3 == 0)
    atomic_inc(&count[0]);
  barrier(CLK_LOCAL_MEM_FENCE);
  int r = n - 1 - l;
  out[get_global_id(0)] = keys[r] + pairs[r].x * 0.5f + pairs[(l + 1) % n].y + count[0] * 1000;
}
