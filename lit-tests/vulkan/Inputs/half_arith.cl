// half arithmetic (cl_khr_fp16, issue 27): products rounded to half, sums, differences, fmax,
// a comparison and conversions to float, in half buffers. One operation per statement: each
// result is rounded to half on its own (no contraction into a fused multiply-add).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void half_arith(__global half *out, __global float *wide, __global const half *a,
                         __global const half *b) {
  size_t i = get_global_id(0);
  half x = a[i], y = b[i];
  half p = x * y;
  half q = p + 0.5h;
  half m = fmax(x, y);
  out[i] = q - m;
  wide[i] = (float)q * 2.0f + (float)(x < y);
}
