// Read-only buffers: `__constant` and `__global const` pointees the kernel does not write
// through are NonWritable; a `const` pointee written through a cast stays writable.
kernel void readonly(global float *out, global const float *in, constant float *scale,
                     global const int *shifted, global const float *unused) {
  size_t i = get_global_id(0);
  ((global int *)shifted)[i] = (int)i;
  out[i] = in[i] * scale[0];
}
