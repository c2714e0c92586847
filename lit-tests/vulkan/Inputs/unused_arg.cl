// Two pointer arguments the kernel never uses, one between used ones: with --bindings=used
// they get no binding (clspv's interface) and `in` is binding 1.
kernel void unused_arg(global int *out, global const float *unused, global const int *in,
                       int k, global int *also_unused) {
  int i = get_global_id(0);
  out[i] = in[i] * k + i;
}
