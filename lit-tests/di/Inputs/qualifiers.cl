// Theme: const, volatile and restrict qualifiers on pointers and values.
typedef struct Config {
  const int limit;
  volatile int flag;
} Config;

static void saxpy(__global float *restrict y, __global const float *restrict x,
                  const float a, int n) {
  for (int k = 0; k < n; ++k)
    y[k] += a * x[k];
}

__kernel void qualifiers(__global float *restrict y,
                         __global const float *restrict x,
                         __global volatile int *status,
                         __global const Config *cfg) {
  const int n = cfg->limit;
  volatile int spin = 0;
  const float *const px = (const float *)x;
  saxpy(y, x, px[0], n);
  spin = cfg->flag;
  *status = spin;
}
