// Theme: struct copies and large zero-initialised arrays that lower to
// llvm.memcpy / llvm.memset.
typedef struct Big {
  float v[32];
  int tag;
  char name[12];
} Big;

static Big make_big(int tag) {
  Big b = {{0.0f}, 0, {0}};
  b.tag = tag;
  b.v[tag & 31] = 1.0f;
  return b;
}

__kernel void memcpy_memset(__global Big *dst, __global const Big *src,
                            __global int *hist_out, int k) {
  size_t i = get_global_id(0);
  Big copy = src[i];
  copy.tag += 1;
  dst[i] = copy;

  int hist[256] = {0};
  for (int j = 0; j < 32; ++j)
    hist[(int)src[i].v[j] & 255] += 1;
  hist_out[i] = hist[k & 255];

  Big fresh = make_big(k);
  dst[i + 1] = fresh;

  __private char buf[64] = "header";
  hist_out[i + 1] = buf[k & 63];
}
