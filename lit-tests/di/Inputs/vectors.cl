// Theme: OpenCL vector types (float2/float4/int4/uchar16/half8).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

__kernel void vectors(__global float4 *f4, __global int4 *i4,
                      __global float2 *f2, __global half8 *h8,
                      __global uchar16 *u16) {
  size_t i = get_global_id(0);
  float4 a = f4[i];
  int4 b = i4[i];
  float2 c = f2[i];
  half8 h = h8[i];
  uchar16 u = u16[i];

  float4 sum = a + convert_float4(b);
  sum.xy += c;
  h = h * (half)2.0;
  u.s0 = (uchar)b.w;

  f4[i] = sum;
  i4[i] = b.wzyx;
  h8[i] = h;
  u16[i] = u;
}
