// Theme: integer builtins: abs, min/max, clz, popcount, rotate, mul_hi,
// add_sat, sub_sat, hadd, mad24.
__kernel void integer_builtins(__global const int *a, __global const uint *b,
                               __global const long *c, __global uint *out,
                               __global int4 *v) {
  size_t i = get_global_id(0);
  int x = a[i];
  uint y = b[i];
  long z = c[i];
  uint r = 0;
  r += abs(x);
  r += (uint)min(x, -5) + (uint)max(x, 5);
  r += min(y, 100u) + max(y, 3u);
  r += clz(y) + popcount(y) + (uint)popcount(z);
  r += rotate(y, 7u) ^ (uint)rotate(x, 3);
  r += mul_hi(y, 0x9E3779B9u) + (uint)mul_hi(x, -7);
  r += (uint)add_sat(x, 0x7fffff00) + add_sat(y, 0xffffff00u);
  r += (uint)sub_sat(x, INT_MAX) + hadd(y, 12u);
  r += (uint)mad24(x, 3, 1) + (uint)abs_diff(x, -x);
  r += (uint)clz(z) + (uint)(abs(z) >> 32);
  out[i] = r;

  int4 w = v[i];
  v[i] = max(abs(w).s0123 > (uint4)(8) ? w : -w, (int4)(0)) + popcount(w) +
         rotate(w, (int4)(1, 2, 3, 4)) + clz(w);
}
