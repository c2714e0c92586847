// Theme: double precision scalars and vectors (cl_khr_fp64).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

typedef struct Accum {
  double sum;
  double2 minmax;
  long count;
} Accum;

static double mean(const Accum *a) {
  return a->count ? a->sum / (double)a->count : 0.0;
}

__kernel void reduce_double(__global const double *in, __global double *out,
                            int n) {
  Accum acc = {0.0, (double2)(1e300, -1e300), 0};
  for (int k = 0; k < n; ++k) {
    double v = in[k];
    acc.sum += v;
    acc.minmax.x = fmin(acc.minmax.x, v);
    acc.minmax.y = fmax(acc.minmax.y, v);
    acc.count++;
  }
  out[0] = mean(&acc);
  out[1] = acc.minmax.x;
  out[2] = acc.minmax.y;
}
