kernel void mathk(global float *out, global const float *in) {
  int i = get_global_id(0);
  float x = in[i];
  out[i] = sqrt(x) + fmax(x, 3.0f) + floor(x * 0.5f);
}
