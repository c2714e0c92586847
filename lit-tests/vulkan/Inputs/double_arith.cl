// double arithmetic (Float64, issue 27): a double buffer and a double scalar argument, floor,
// division, conversions to long and float.
__kernel void double_arith(__global double *out, __global float *narrow, __global const double *a,
                           double scale) {
  size_t i = get_global_id(0);
  double x = a[i];
  double y = x * scale;
  y = y - floor(y);
  double z = y / 3.0;
  z = z + (double)(long)(x * 1000.0);
  out[i] = z;
  narrow[i] = (float)(x * 1e-3);
}
