// Theme: float/int vectors of 2, 3, 4, 8 and 16 lanes with swizzles.
__kernel void float_swizzles(__global float2 *f2, __global float3 *f3,
                             __global float4 *f4, __global float8 *f8,
                             __global float16 *f16, __global float *out) {
  size_t i = get_global_id(0);
  float2 a = f2[i];
  float3 b = f3[i];
  float4 c = f4[i];
  float8 d = f8[i];
  float16 e = f16[i];

  f2[i] = a.yx;
  f3[i] = (float3)(b.z, b.xy) + b.zzz;
  c.xw = c.wx;
  c.y = a.x;
  f4[i] = c.zyxw;
  d.hi = d.lo * c;
  f8[i] = d;
  e.s0123 = e.sfedc;
  e.even = e.odd * 2.0f;
  f16[i] = e;
  out[i] = a.x + b.y + c.z + d.s7 + e.sa;
}

__kernel void int_swizzles(__global int2 *i2, __global int3 *i3,
                           __global int4 *i4, __global int8 *i8,
                           __global int16 *i16, uint k) {
  size_t g = get_global_id(0);
  int4 v = i4[g];
  int8 w = i8[g];
  int16 x = i16[g];
  i2[g] = v.xz + v.yw;
  i3[g] = i3[g].zxy - (int3)(1, 2, 3);
  v[k & 3] = w[(k + 1) & 7];
  i4[g] = v;
  i8[g] = (int8)(v.wzyx, w.s0246);
  x.hi = x.lo ^ w;
  i16[g] = x.s0123456789abcdef + x.s02468ace13579bdf;
}
