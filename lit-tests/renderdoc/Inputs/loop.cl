kernel void loop(global int *out, global const int *in) {
  int i = get_global_id(0);
  int acc = 0;
  for (int j = 0; j < 3; j++) {
    acc += in[i] + j;
  }
  out[i] = acc;
}
