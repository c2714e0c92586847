// Theme: bit manipulation idioms that -O2 turns into llvm.fshl/fshr,
// llvm.bswap, llvm.abs, llvm.smax/smin/umax/umin intrinsics; clang
// builtins that map straight to llvm.ctpop / llvm.cttz.
static uint rotl32(uint x, uint r) {
  return (x << (r & 31u)) | (x >> ((32u - r) & 31u));
}

static uint rotr_by_5(uint x) { return (x >> 5) | (x << 27); }

static uint bswap32(uint x) {
  return (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
}

static ushort bswap16(ushort x) { return (ushort)((x >> 8) | (x << 8)); }

static int popcount_loop(uint x) {
  int c = 0;
  while (x) {
    x &= x - 1u;
    ++c;
  }
  return c;
}

__kernel void bit_intrinsics(__global const uint *in, __global const int *s,
                             __global uint *out, __global int *sout,
                             __global ushort *h) {
  size_t i = get_global_id(0);
  uint x = in[i];
  int a = s[i];
  int b = s[i + 1];
  out[i] = rotl32(x, in[i + 1]) ^ rotr_by_5(x) ^ bswap32(x) +
           (uint)popcount_loop(x) +
           (uint)__builtin_popcount(in[i + 2]) +
           (uint)__builtin_ctz(x | 0x80000000u);
  int iabs = a < 0 ? -a : a;
  int smax = a > b ? a : b;
  int smin = a < b ? a : b;
  uint umin = x < 1000u ? x : 1000u;
  uint umax = x > in[i + 1] ? x : in[i + 1];
  sout[i] = iabs + smax - smin + (int)umin + (int)umax;
  h[i] = bswap16(h[i]);
}
