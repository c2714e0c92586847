// vstore_half and its forms (issue 27): rounded to nearest even by default and with _rte,
// toward zero with _rtz; N lanes at offset * N (vstorea_half3 at offset * 4, the fourth half
// left as it was); from float and from double; and vstoreN of floats.
__kernel void half_stores(__global half *h, __global half *z, __global half *q, __global half *a,
                          __global half *dz, __global float *f4, __global const float *x,
                          __global const double *d) {
  size_t i = get_global_id(0);
  float v = x[i];
  vstore_half(v, i, h);
  vstore_half_rtz(v, i, z);
  vstore_half4((float4)(v, v * 2.0f, -v, v + 1.0f), i, q);
  vstorea_half3((float3)(v * 0.5f, v, v * 4.0f), i, a);
  vstore_half2_rtz((double2)(d[i], -d[i]), i, dz);
  vstore_half2_rte((float2)(v, 1.0f), i + 32, h);
  vstore4((float4)(v, 1.0f, 2.0f, 3.0f), i, f4);
}
