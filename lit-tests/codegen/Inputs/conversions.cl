// Theme: explicit and implicit conversions between integer, float, double
// and half types, widening/narrowing and bool to int.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void conversions(__global const float *f, __global const int *i32,
                          __global const double *d, __global half *h,
                          __global float4 *f4, __global int4 *i4,
                          __global long *out, __global uchar *bytes) {
  size_t g = get_global_id(0);
  float x = f[g];
  int n = i32[g];
  double dd = d[g];

  int a = convert_int(x);
  int b = convert_int_sat_rte(x * 1000.0f);
  float c = (float)n;
  float e = convert_float((uint)n);
  double wd = (double)x;
  float nf = (float)dd;
  half hh = (half)x;
  float fromh = (float)h[g];
  h[g] = (half)(fromh + c);
  vstore_half(x, g, h);

  f4[g] = convert_float4(i4[g]) + convert_float4(convert_uint4(f4[g]));
  i4[g] = convert_int4_sat(f4[g] * 2.0f);

  char nar8 = (char)n;
  short nar16 = (short)n;
  uchar sat8 = convert_uchar_sat(n);
  long sw = (long)n;
  ulong zw = (ulong)(uint)n;
  int isbig = x > 10.0f;
  int fromb = (int)(n != 0);
  bytes[g] = sat8 + (uchar)nar8;
  out[g] = a + b + (long)c + (long)e + (long)(wd * 2.0) + (long)nf +
           (long)(float)hh + nar16 + sw + (long)zw + isbig + fromb +
           (long)(ulong)(dd > 0.0) + (long)(uint)convert_ushort_sat(n);
}
