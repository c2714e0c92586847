kernel void saxpy(global float *y, global const float *x, float a, int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = a * x[i] + y[i];
}
