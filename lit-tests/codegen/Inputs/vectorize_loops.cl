// Theme: simple counted loops without overflow hazards that -O2 unrolls or
// vectorizes (SAXPY, reductions, fixed-trip-count inner loops).
__kernel void saxpy_loop(__global float *restrict y,
                         __global const float *restrict x, float a, int n) {
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}

__kernel void sum_reduce(__global const int *restrict in,
                         __global int *restrict out, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += in[i];
  out[0] = s;
}

__kernel void hinted_unroll(__global float *restrict out,
                            __global const float *restrict in, int n) {
  __attribute__((opencl_unroll_hint(4)))
  for (int i = 0; i < n; ++i)
    out[i] = in[i] * 2.0f + 1.0f;
}

__kernel void fixed_unroll(__global const uint *restrict in,
                           __global uint *restrict out) {
  size_t g = get_global_id(0);
  uint acc = 0;
  for (int k = 0; k < 8; ++k)
    acc += in[g * 8 + k] << k;
  out[g] = acc;
  uint table[16];
  for (int k = 0; k < 16; ++k)
    table[k] = (uint)k * 3u;
  out[g + 1] = table[acc & 15];
}
