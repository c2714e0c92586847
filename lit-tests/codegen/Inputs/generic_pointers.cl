// Theme: generic address space: passing __global, __local and private
// pointers to helpers taking generic `int *`, explicit address-space casts.
static int sum3(int *p) {
  return p[0] + p[1] + p[2];
}

static void bump(int *p, int by) {
  *p += by;
}

__kernel void generic_pointers(__global int *g, __global int *out) {
  __local int l[4];
  int priv[3] = {1, 2, 3};
  size_t lid = get_local_id(0);
  if (lid < 4)
    l[lid] = g[lid];
  barrier(CLK_LOCAL_MEM_FENCE);

  int s = sum3(g) + sum3(l) + sum3(priv);
  bump(&g[1], s);
  bump(&priv[0], 1);

  int *gen = (lid & 1) ? (int *)g : (int *)l;
  __global int *back = to_global(gen);
  __local int *lback = to_local(gen);
  int tag = back ? 1 : (lback ? 2 : 0);
  __global int *cast_back = (__global int *)(int *)g;
  out[get_global_id(0)] = s + tag + *cast_back + priv[0];
}
