kernel void loop_break(global int *out, global const int *in, int n) {
  int i = get_global_id(0);
  int acc = 0;
  for (int j = 0; j < n; j++) {
    int v = in[(i + j) % 64];
    if (v % 7 == 3)
      continue;
    if (acc > 200)
      break;
    acc += v;
  }
  out[i] = acc;
}
