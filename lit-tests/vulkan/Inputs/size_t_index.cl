// size_t arithmetic (32-bit by default for Vulkan): work-item sizes, an unsigned reversed
// index, a pointer moved past the end and indexed back with negative offsets.
kernel void size_t_index(global int *out, global const int *in) {
  size_t i = get_global_id(0);
  size_t n = get_global_size(0);
  size_t l = get_local_id(0), g = get_group_id(0), ls = get_local_size(0);
  global const int *last = in + (n - 1);
  int from_end = last[-(int)i];
  int prev = i > 0 ? in[i - 1] : -1;
  out[i] = in[n - 1 - i] + from_end + (g * ls + l == i ? 7 : 0) + prev * 1000;
}
