// A helper library with no kernel: exported functions and a variable, one static helper.
__global int calls = 0;

static int clamp_index(int i, int n) {
  return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

float scale(float x, float k) {
  calls += 1;
  return x * k;
}

int pick(__global const int *table, int i, int n) {
  return table[clamp_index(i, n)];
}
