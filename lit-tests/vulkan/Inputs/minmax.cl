kernel void minmax(global int *mm, global const int *in) {
  int v = in[get_global_id(0)];
  atomic_min(&mm[0], v);
  atomic_max(&mm[1], v);
  atomic_or(&mm[2], 1 << (v % 31));
}
