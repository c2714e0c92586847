// 8- and 16-bit integers (issue 27): arithmetic that wraps at the type's width, signed and
// unsigned division and remainder, shifts, a comparison and conversions, in buffers of char,
// uchar, short and ushort, and a char scalar argument (an 8-bit push constant).
__kernel void narrow_ints(__global char *c_out, __global short *s_out, __global ushort *u_out,
                          __global const uchar *a, __global const short *b, char bias) {
  size_t i = get_global_id(0);
  uchar x = a[i];
  short y = b[i];
  char c = (char)(x * 3 + bias);
  c = c / 3 + (char)(x >> 2) - (c < 0 ? 1 : 0);
  c_out[i] = c;
  short s = (short)(y * y) - (short)(x << 7);
  s = s / 7 + s % 5;
  s_out[i] = s;
  ushort u = (ushort)(y * 1000);
  u_out[i] = (ushort)(u / 3 + (x ^ 0x5a));
}
