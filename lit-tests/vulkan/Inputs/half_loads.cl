// vload_half, vload_halfN, vloada_halfN and vloadN (issue 27): each reads the elements
// offset * N + k of the array its pointer points into (offset * 4 + k for vloada_half3), halves
// widened to float.
__kernel void half_loads(__global float *out, __global const half *h, __global const float *f) {
  size_t i = get_global_id(0);
  float s = vload_half(i, h);
  float2 v2 = vload_half2(i, h + 1);
  float4 v4 = vload_half4(i >> 1, h);
  float3 a3 = vloada_half3(i, h);
  float4 a4 = vloada_half4(i >> 2, h + 4);
  float4 g = vload4(i, f);
  float r = s + v2.x * 2.0f;
  r += v2.y * 4.0f;
  r += v4.w * 8.0f;
  r += v4.y * 16.0f;
  r += a3.z * 32.0f;
  r += a3.x * 64.0f;
  r += a4.z * 128.0f;
  r += g.y * 256.0f;
  out[i] = r + g.w;
}
