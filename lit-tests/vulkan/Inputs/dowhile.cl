kernel void dowhile(global int *out, global const int *in) {
  int i = get_global_id(0);
  int x = in[i] + 1;
  int digits = 0;
  do {
    digits++;
    x /= 3;
    if (digits > 3 && (i & 1))
      break;
  } while (x != 0);
  out[i] = digits;
}
