// Theme: OpenCL math builtins on float scalars and vectors.
__kernel void math_builtins(__global const float *in, __global float *out,
                            __global float4 *v4) {
  size_t i = get_global_id(0);
  float x = in[i];
  float y = in[i + 1];
  float z = in[i + 2];
  float r = 0.0f;
  r += sqrt(fabs(x));
  r += fma(x, y, z);
  r += mad(y, z, x);
  r += sin(x) * cos(y);
  r += exp(y) - log(fabs(z) + 1.0f);
  r += pow(fabs(x), y);
  r += floor(x) + ceil(y);
  r += fmin(x, y) - fmax(y, z);
  r += clamp(z, -1.0f, 1.0f);
  r += mix(x, y, 0.25f);
  r += rsqrt(fabs(y) + 1.0f) + native_exp(x) + exp2(z) + log2(fabs(x) + 2.0f);
  r += trunc(z) + round(x) + copysign(y, z) + fmod(x, 3.0f);
  out[i] = r;

  float4 a = v4[i];
  float4 b = v4[i + 1];
  float4 c = sqrt(fabs(a)) + fma(a, b, (float4)(1.0f));
  c = clamp(c, (float4)(0.0f), (float4)(10.0f));
  c = mix(c, b, (float4)(0.5f)) + sin(a) + floor(b);
  v4[i] = fmax(c, fmin(a, b));
}
