kernel void ids(global int *out) {
  int g = get_global_id(0);
  out[g] = (int)get_group_id(0) * 10000 + (int)get_local_id(0) * 100 + (int)get_local_size(0) +
           (int)get_num_groups(0) * 1000000 + (int)get_global_size(0) * 0;
}
