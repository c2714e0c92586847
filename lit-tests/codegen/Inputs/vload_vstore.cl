// Theme: vload4/vstore4 (plus vload2/vstore8/vload3) on global, local and
// private memory.
__kernel void vload_vstore(__global const float *in, __global float *out,
                           __global const int *iin, __global int *iout) {
  __local float tmp[64];
  size_t i = get_global_id(0);
  size_t l = get_local_id(0) % 16;
  float4 a = vload4(i, in);
  float4 b = vload4(0, in + 3);
  vstore4(a * b, l, tmp);
  barrier(CLK_LOCAL_MEM_FENCE);
  float4 c = vload4(15 - l, tmp);
  vstore4(c + a, i, out);

  int4 x = vload4(i, iin);
  int2 y = vload2(i, iin + 1);
  int3 z = vload3(i, iin);
  int8 w = (int8)(x, (int4)(y, z.xy));
  vstore8(w, i, iout);

  float priv[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  float4 p = vload4(1, priv);
  vstore4(p, 0, priv);
  out[i + 1] = priv[(int)a.x & 7];
}
