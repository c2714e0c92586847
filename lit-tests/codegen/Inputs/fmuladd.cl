// Theme: a*b+c patterns contracted into llvm.fmuladd (default FP contraction
// in OpenCL), scalar and vector, float and double.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

static float horner(float x, __constant float *coef, int n) {
  float r = coef[0];
  for (int i = 1; i < n; ++i)
    r = r * x + coef[i];
  return r;
}

__constant float kCoef[5] = {1.0f, -0.5f, 0.25f, -0.125f, 0.0625f};

__kernel void fmuladd(__global const float *a, __global const float *b,
                      __global float *c, __global float4 *v,
                      __global double *d) {
  size_t i = get_global_id(0);
  c[i] = a[i] * b[i] + c[i];
  c[i + 1] = a[i] * b[i] - c[i + 1];
  c[i + 2] = horner(a[i], kCoef, 5);
  float4 p = v[i];
  v[i] = p * p.wzyx + (float4)(0.5f);
  d[i] = d[i] * d[i + 1] + 1.0;
}
