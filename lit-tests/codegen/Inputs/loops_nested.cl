// Theme: phi-producing loops: nested loops, early exit, break and continue.
static int find_first(__global const int *v, int n, int key) {
  for (int i = 0; i < n; ++i) {
    if (v[i] == key)
      return i;
  }
  return -1;
}

__kernel void loops_nested(__global const int *m, __global int *out, int rows,
                           int cols, int key) {
  int total = 0;
  for (int r = 0; r < rows; ++r) {
    int rowsum = 0;
    for (int c = 0; c < cols; ++c) {
      int v = m[r * cols + c];
      if (v < 0)
        continue;
      if (v > 1000)
        break;
      rowsum += v;
    }
    total += rowsum;
  }
  out[0] = total;

  int steps = 0;
  int x = out[1];
  while (x != 1 && steps < 64) {
    x = (x & 1) ? 3 * x + 1 : x >> 1;
    ++steps;
  }
  out[1] = steps;

  int k = 0;
  do {
    k += 3;
  } while (k < rows * cols);
  out[2] = k;
  out[3] = find_first(m, rows * cols, key);
}
