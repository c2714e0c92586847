// Theme: half precision scalars and vectors (cl_khr_fp16).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

static half lerp_h(half a, half b, half t) {
  return a + (b - a) * t;
}

static half4 scale_h4(half4 v, half s) {
  return v * s + (half4)(1.0h, 2.0h, 3.0h, 4.0h);
}

__kernel void half_math(__global half *hs, __global half2 *h2,
                        __global half4 *h4, __global half8 *h8) {
  size_t i = get_global_id(0);
  half a = hs[i];
  half b = hs[i + 1];
  half c = lerp_h(a, b, 0.25h);
  if (c > 1.0h)
    c = c / 2.0h;
  hs[i] = -c;

  half2 p = h2[i];
  h2[i] = p.yx * (half2)(a, b) - p;

  half4 q = h4[i];
  h4[i] = scale_h4(q, c);

  half8 r = h8[i];
  r.s0123 = r.s4567 + q;
  h8[i] = r * (half)0.5h;
}
