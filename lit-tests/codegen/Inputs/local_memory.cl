// Theme: __local arrays and __local kernel parameters with barriers.
#define TILE 64

__kernel void local_reduce(__global const float *in, __global float *out,
                           __local float *scratch) {
  size_t lid = get_local_id(0);
  size_t lsz = get_local_size(0);
  scratch[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = lsz / 2; s > 0; s >>= 1) {
    if (lid < s)
      scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = scratch[0];
}

__kernel void local_tile(__global const int *in, __global int *out) {
  __local int tile[TILE];
  __local int2 pairs[TILE / 2];
  size_t lid = get_local_id(0) % TILE;
  tile[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < TILE / 2)
    pairs[lid] = (int2)(tile[2 * lid], tile[2 * lid + 1]);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  int2 p = pairs[lid / 2];
  out[get_global_id(0)] = tile[TILE - 1 - lid] + p.x * p.y;
}
