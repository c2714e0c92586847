kernel void early_return(global int *out, global const int *in) {
  int i = get_global_id(0);
  int v = in[i];
  if (v % 4 == 1) {
    out[i] = -1;
    return;
  }
  int k = 0;
  while (v > 1) {
    v = v % 2 == 0 ? v / 2 : 3 * v + 1;
    k++;
  }
  out[i] = k;
}
