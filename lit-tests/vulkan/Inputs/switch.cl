kernel void sw(global int *out) {
  int i = get_global_id(0);
  int r;
  switch (i % 5) {
  case 0: r = 10; break;
  case 1: r = i * 3; break;
  case 3: r = -i; break;
  default: r = 7;
  }
  out[i] = r;
}
