// Theme: double precision scalars and vectors (cl_khr_fp64).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

static double poly(double x) {
  return ((3.0 * x - 2.0) * x + 0.5) * x - 1.0;
}

static double3 cross_ish(double3 a, double3 b) {
  return a.yzx * b.zxy - a.zxy * b.yzx;
}

__kernel void double_math(__global double *d, __global double2 *d2,
                          __global double3 *d3, __global double4 *d4,
                          __global double8 *d8) {
  size_t i = get_global_id(0);
  double x = d[i];
  double y = poly(x) / (x * x + 1.0);
  d[i] = x < 0.0 ? -y : y;

  double2 v2 = d2[i];
  d2[i] = (double2)(v2.x + v2.y, v2.x - v2.y);

  d3[i] = cross_ish(d3[i], d3[i + 1]);

  double4 v4 = d4[i];
  v4.w = v4.x * v4.y + v4.z;
  d4[i] = v4 / 3.0;

  double8 v8 = d8[i];
  d8[i] = v8.s76543210 + (double8)(x);
}
