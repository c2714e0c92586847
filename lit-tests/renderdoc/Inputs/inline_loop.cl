static int sum_to(int v, int n) {
  int s = v;
  for (int k = 0; k < n; k++) {
    s = s * 3 + k;
  }
  return s;
}

kernel void inline_loop(global int *out, global const int *in, int n) {
  int i = get_global_id(0);
  int r = sum_to(in[i], n);
  out[i] = r;
}
