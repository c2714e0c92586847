kernel void math2(global float *out, global const float *in) {
  int i = get_global_id(0);
  float x = in[i] * 0.1f;
  float r = sin(x) + cos(x) * 2.0f + exp(x * 0.5f) + log(x + 1.0f) + pow(x + 1.0f, 1.5f);
  r += fabs(x - 3.0f) + fma(x, x, 1.0f) + clamp(x, 1.0f, 4.0f) + fmin(x, 2.0f);
  out[i] = r;
}
