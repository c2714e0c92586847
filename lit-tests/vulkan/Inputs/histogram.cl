kernel void histogram(global int *bins, global const int *in) {
  int i = get_global_id(0);
  atomic_inc(&bins[in[i] % 8]);
}
