// Theme: __local arrays/params, work-group barriers, tree reduction.
#define WG 64

__kernel void local_reduce(__global const float *in, __global float *out,
                           __local float *scratch) {
  __local float tile[WG];
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);

  tile[lid] = in[gid];
  scratch[lid] = 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);

  for (size_t stride = WG / 2; stride > 0; stride >>= 1) {
    if (lid < stride) {
      float partner = tile[lid + stride];
      tile[lid] += partner;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }

  if (lid == 0) {
    scratch[0] = tile[0];
    out[get_group_id(0)] = scratch[0];
  }
  work_group_barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
}
