// printf is OpenCL.std printf, with its format string in the constant address space.
__kernel void report(__global const float *v) {
  int i = (int)get_global_id(0);
  printf("item %d: %f\n", i, v[i]);
}
