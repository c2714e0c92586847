// Two kernels in one file: nsdi-cc writes both; a host picks one when it loads the module.
kernel void add_one(global int *out, global const int *in) {
  size_t i = get_global_id(0);
  out[i] = in[i] + 1;
}

kernel void every_fourth(global int *out, global const int *in, int n) {
  int acc = 0;
  for (int i = 0; i < n; i++)
    if ((i & 3) == 0)
      acc += in[i];
  out[get_global_id(0)] = acc + (int)get_local_id(0);
}
