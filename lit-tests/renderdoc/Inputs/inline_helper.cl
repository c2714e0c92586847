static int scale(int v, int f) {
  int w = v * f;
  return w + 1;
}

kernel void inline_helper(global int *out, global const int *in, int f) {
  int i = get_global_id(0);
  int r = scale(in[i], f);
  out[i] = r;
}
