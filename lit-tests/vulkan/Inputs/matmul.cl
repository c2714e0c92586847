kernel void matmul(global float *c, global const float *a, global const float *b, int n) {
  int i = get_global_id(0);
  int row = i / n, col = i % n;
  float acc = 0.0f;
  for (int k = 0; k < n; k++)
    acc += a[row * n + k] * b[k * n + col];
  c[i] = acc;
}
