kernel void intops(global int *out, global const int *in) {
  int i = get_global_id(0);
  int v = in[i] - 30;
  uint u = (uint)in[i] * 2654435761u;
  int r = (v << 2) ^ (v >> 1);
  r += v / 3 + v % 5 + abs(v) + min(v, 7) + max(v, -7);
  r += (int)(u >> 27) + (int)(u % 13u);
  r += clamp(v, -5, 5) + (v & 0x3c) + (v | 1);
  out[i] = r;
}
