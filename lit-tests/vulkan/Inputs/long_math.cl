// 64-bit integers the source asks for: the module declares Int64 (and only then), while
// the indices stay 32-bit.
kernel void long_math(global long *out, global const int *in) {
  int i = get_global_id(0);
  long v = (long)in[i] * 3000000000L;
  ulong h = (ulong)v ^ ((ulong)v >> 17);
  out[i] = v + (long)(h % 1000003UL);
}
