// Theme: locals declared in nested lexical blocks and loop scopes.
__kernel void lexical_blocks(__global const int *in, __global int *out,
                             int n) {
  int total = 0;
  for (int i = 0; i < n; ++i) {
    int v = in[i];
    if (v > 0) {
      int doubled = v * 2;
      for (int j = 0; j < 2; ++j) {
        int step = doubled + j;
        total += step;
      }
    } else {
      int negated = -v;
      total -= negated;
    }
  }
  {
    int scoped = total / 2;
    int k = 0;
    while (k < 3) {
      int inner = scoped + k;
      total ^= inner;
      ++k;
    }
  }
  out[get_global_id(0)] = total;
}
