kernel void lexical_block(global int *out, global const int *in) {
  int i = get_global_id(0);
  int r = in[i];
  if (r > 1) {
    int t = r * 3;
    r = t - 1;
  }
  out[i] = r;
}
