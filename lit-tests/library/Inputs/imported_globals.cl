// Program-scope variables defined in another unit: imported variables.
extern __global int shared_counter;
extern __constant float coeffs[8];

__kernel void accumulate(__global float *out) {
  size_t i = get_global_id(0);
  out[i] = coeffs[i & 7] * (float)shared_counter;
  if (i == 0)
    shared_counter += 1;
}
