// Issue 27: pointer compares. `adi` is PolyBench/GPU's adi_kernel1 shape: at -O2 LLVM's
// loop-load elimination versions its loop on whether the rows of `X` and `B` overlap
// (`icmp ult ptr` between the two buffers); distinct buffers never alias, so the check folds.
// `order` compares pointers into one buffer (and into a private array) at -O0, where they are
// pointer variables: the access-chain indices decide.
#define COLS 32

kernel void pointer_compare(global float *A, global float *B, global float *X,
                            global int *order, int rows) {
  int i1 = get_global_id(0);
  if (i1 < rows) {
    for (int i2 = 1; i2 < COLS; i2++) {
      X[i1 * COLS + i2] = X[i1 * COLS + i2] -
                          X[i1 * COLS + (i2 - 1)] * A[i1 * COLS + i2] / B[i1 * COLS + (i2 - 1)];
      B[i1 * COLS + i2] = B[i1 * COLS + i2] -
                          A[i1 * COLS + i2] * A[i1 * COLS + i2] / B[i1 * COLS + (i2 - 1)];
    }
  }
  global int *lo = order + i1;
  global int *hi = order + (i1 ^ 5);
  global int *first = order;
  float t[4] = {0.0f, 1.0f, 2.0f, 3.0f};
  float *mid = &t[1];
  float *at = &t[i1 % 4];
  int r = (lo < hi) + 2 * (lo == hi) + 4 * (hi >= lo) + 8 * (first != lo) + 16 * (lo <= first);
  r += 32 * (mid > at) + 64 * (at == mid) + 128 * (lo != 0);
  order[i1] = r + (int)*at;
}
