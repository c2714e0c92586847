kernel void o2_values(global int *out, global const int *in) {
  int i = get_global_id(0);
  int a = in[i];
  long w = a;
  long g = get_global_id(0) * 3 + 2;
  int j = g;
  out[(j - 2) / 3] = (int)(w >> 1) + a;
}
