// Theme: integer and float comparisons, ternaries and the select() builtin.
static int classify(float x) {
  return x < 0.0f ? -1 : (x > 0.0f ? 1 : 0);
}

static uint umax3(uint a, uint b, uint c) {
  uint m = a > b ? a : b;
  return m > c ? m : c;
}

__kernel void compare_select(__global const int *a, __global const int *b,
                             __global const float *f, __global int *out,
                             __global float4 *fv, __global int4 *iv) {
  size_t i = get_global_id(0);
  int x = a[i];
  int y = b[i];
  int lt = x < y;
  int le = x <= y;
  int eq = x == y;
  int ne = (uint)x != (uint)y;
  int ult = (uint)x < (uint)y;
  float g = f[i];
  int fne = g != g;
  int fge = g >= 1.5f;
  out[i] = lt + 2 * le + 4 * eq + 8 * ne + 16 * ult + 32 * fne + 64 * fge +
           classify(g) + (int)umax3((uint)x, (uint)y, 7u);

  int s = select(x, y, (int)(x > 0));
  out[i + 1] = s;

  float4 p = fv[i];
  float4 q = fv[i + 1];
  int4 mask = isgreater(p, q);
  fv[i] = select(q, p, mask);
  int4 c = iv[i];
  iv[i] = select(c, -c, c < (int4)(0));
}
