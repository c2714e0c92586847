// Functions defined in another translation unit, called from a kernel: imports.
float remote_scale(float x);
int remote_sum(__global const int *p, int n);

__kernel void use_remote(__global float *out, __global const int *in, int n) {
  size_t i = get_global_id(0);
  out[i] = remote_scale((float)remote_sum(in, n));
}
