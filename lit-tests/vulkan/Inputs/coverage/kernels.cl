// Coverage test kernels (lit-tests/vulkan/coverage-lines.test). Each line with code carries
// a `@label`; coverage_check.py counts, per label, how often the line runs for given inputs.

static int twice_plus(int x) {
  return 2 * x + 1; // @helper
}

kernel void loops(global int *out, global const int *in) {
  int i = get_global_id(0); // @once
  int n = in[i]; // @once
  int acc = 0; // @once
  int k = 0; // @once
  do { // @once
    acc += in[(k + i) % 16] * 3; // @body
    k++; // @body
  } while (k < n); // @body
  out[i] = acc; // @once
} // @once

kernel void branches(global int *hi, global int *lo, global const int *in) {
  int i = get_global_id(0); // @once
  int v = in[i]; // @once
  if (v > 5) { // @once
    hi[i] = v * 2; // @then
  } else { // @then
    atomic_add(&lo[0], v + 7); // @else
  }
} // @once

kernel void early(global int *out, global int *flags, global const int *in) {
  int i = get_global_id(0); // @once
  int v = in[i]; // @once
  if (v % 4 == 1) { // @once
    atomic_add(&flags[0], 1); // @early
    return; // @early
  }
  out[i] = v * v; // @late
} // @once

kernel void inlined(global int *out, global const int *in) {
  int i = get_global_id(0); // @once
  int a = twice_plus(in[i]); // @once
  int b = twice_plus(a); // @once
  out[i] = a + b; // @once
} // @once
