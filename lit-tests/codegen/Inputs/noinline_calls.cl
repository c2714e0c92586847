// Theme: non-inlined helpers (noinline) in a non-recursive call chain.
__attribute__((noinline)) static float leaf(float x, float y) {
  return x * y + 1.0f;
}

__attribute__((noinline)) static float middle(float x, int n) {
  float acc = 0.0f;
  for (int i = 0; i < n; ++i)
    acc += leaf(x, (float)i);
  return acc;
}

__attribute__((noinline)) static void store_result(__global float *out,
                                                   size_t i, float v) {
  out[i] = v;
}

__attribute__((noinline)) int exported_helper(int a, int b) {
  return a * 31 + b;
}

static float top(float x, int n) {
  return middle(x, n) - leaf(x, x);
}

__kernel void noinline_calls(__global const float *in, __global float *out,
                             __global int *iout, int n) {
  size_t i = get_global_id(0);
  float v = top(in[i], n);
  store_result(out, i, v);
  iout[i] = exported_helper((int)i, n);
}
