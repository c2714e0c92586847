// vstore_half forms Vulkan cannot round as asked: toward +/- infinity (FPRoundingMode allows
// only RTE and RTZ) and into local memory (the decoration applies to buffer stores only).
__kernel void half_rounding(__global float *out, __global half *h, __global const float *x,
                            __local half *tile) {
  size_t i = get_global_id(0);
#ifdef LOCAL
  vstore_half(x[i], get_local_id(0), tile);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = vload_half(15 - get_local_id(0), tile);
#else
  vstore_half_rtp(x[i], i, h);
#endif
}
