// Theme: pointers into each OpenCL address space, incl. generic.
__constant int kTable[4] = {1, 2, 3, 5};

static int read_generic(const int *p) { return *p; }

static void bump(__private int *p) { *p += 1; }

__kernel void address_spaces(__global int *g, __local int *l,
                             __constant int *c) {
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  int priv = c[lid % 4];
  __private int *pp = &priv;
  __global int *gp = g + gid;
  __local int *lp = l + lid;
  __constant int *cp = &kTable[lid % 4];
  __generic int *gen = gp;

  bump(pp);
  *lp = *cp + read_generic(gen);
  barrier(CLK_LOCAL_MEM_FENCE);
  gen = lp;
  *gp = read_generic(gen) + read_generic(pp);
}
