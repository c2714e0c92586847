kernel void count(global int *counter, global const int *in) {
  int i = get_global_id(0);
  if (in[i] % 3 == 0)
    atomic_add(counter, in[i]);
}
