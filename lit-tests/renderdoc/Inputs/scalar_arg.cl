kernel void scalar_arg(global float *out, global const int *in, int n, float s) {
  int i = get_global_id(0);
  int a = in[i] * 2;
  int b = a + n;
  out[i] = (float)b * s;
}
