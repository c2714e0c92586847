kernel void convert(global float *f, global int *n, global const int *in) {
  int i = get_global_id(0);
  float x = (float)in[i] / 3.0f;
  f[i] = x + (float)(uint)(in[i] * 7);
  n[i] = (int)(x * 10.0f) + (int)floor(-x);
}
