kernel void loop_exits(global int *out, global const int *in) {
  int i = get_global_id(0);
  int x = in[i];
  int acc = 0;
  for (int j = 0; j < 6; j++) {
    int a = x + j;
    if (a == 7)
      continue;
    int b = a * 2;
    if (b > 40) {
      break;
    }
    acc += b;
    int c = acc + 1;
    acc = c - 1;
  }
  out[i] = acc;
}
