// Theme: __builtin_unreachable() in a switch default and after an
// exhaustive if-chain.
static int decode(int op, int a, int b) {
  switch (op & 3) {
  case 0:
    return a + b;
  case 1:
    return a - b;
  case 2:
    return a * b;
  case 3:
    return a ^ b;
  default:
    __builtin_unreachable();
  }
}

static float pick(uint lane, float4 v) {
  if (lane == 0)
    return v.x;
  if (lane == 1)
    return v.y;
  if (lane == 2)
    return v.z;
  if (lane == 3)
    return v.w;
  __builtin_unreachable();
}

__kernel void unreachable_kernel(__global const int *ops, __global int *out,
                                 __global const float4 *vs,
                                 __global float *fout) {
  size_t i = get_global_id(0);
  out[i] = decode(ops[i], (int)i, ops[i + 1]);
  fout[i] = pick((uint)i & 3u, vs[i]);
}
