// Theme: early returns from helpers and from the kernel itself.
static int checked_div(int a, int b, __global int *err) {
  if (b == 0) {
    *err = 1;
    return 0;
  }
  if (a == INT_MIN && b == -1) {
    *err = 2;
    return INT_MAX;
  }
  return a / b;
}

static float safe_log_ratio(float x, float y) {
  if (x <= 0.0f)
    return -1.0f;
  if (y <= 0.0f)
    return -2.0f;
  if (x == y)
    return 0.0f;
  return log(x / y);
}

__kernel void early_return(__global const int *a, __global const int *b,
                           __global int *q, __global int *err,
                           __global float *r, uint n) {
  size_t i = get_global_id(0);
  if (i >= n)
    return;
  err[i] = 0;
  q[i] = checked_div(a[i], b[i], &err[i]);
  if (err[i] != 0)
    return;
  r[i] = safe_log_ratio((float)a[i], (float)b[i]);
}
