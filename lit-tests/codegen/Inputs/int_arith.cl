// Theme: i8/i16/i32/i64 arithmetic, unsigned division/remainder and shifts.
static char arith_i8(char a, char b) {
  return (char)(a * b + a - b);
}

static short arith_i16(short a, short b) {
  return (short)((a << 3) - (b >> 1) + a * b);
}

static uint arith_u32(uint a, uint b) {
  uint q = a / (b | 1u);
  uint r = a % (b | 1u);
  return (q << 2) ^ (r >> 3) ^ (a >> (b & 31u));
}

static long arith_i64(long a, long b) {
  long d = a / (b | 1);
  long m = a % (b | 1);
  return (d << 5) - (m >> 2) + a * b;
}

static ulong arith_u64(ulong a, ulong b) {
  return (a / (b | 1ul)) + (a % (b | 1ul)) + (a >> (b & 63ul));
}

__kernel void int_arith(__global const char *c8, __global const short *s16,
                        __global const uint *u32, __global const long *i64,
                        __global const ulong *u64, __global long *out) {
  size_t i = get_global_id(0);
  char a8 = arith_i8(c8[2 * i], c8[2 * i + 1]);
  short a16 = arith_i16(s16[2 * i], s16[2 * i + 1]);
  uint a32 = arith_u32(u32[2 * i], u32[2 * i + 1]);
  long a64 = arith_i64(i64[2 * i], i64[2 * i + 1]);
  ulong b64 = arith_u64(u64[2 * i], u64[2 * i + 1]);
  uchar ub = (uchar)c8[i] / (uchar)3;
  ushort us = (ushort)s16[i] % (ushort)7;
  int neg = -(int)a32;
  out[i] = (long)a8 + (long)a16 + (long)a32 + a64 + (long)b64 + ub + us + neg;
}
