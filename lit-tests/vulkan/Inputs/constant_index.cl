// Issue 27: clang -O0 indexes program-scope arrays by a constant in the load's or store's
// operand (`getelementptr ([3 x float], @g, 0, 1)`), for `constant` tables, a `constant`
// struct's array member and a `local` array (stores, an atomic) alike.
constant float g[3] = {1.5f, 2.0f, 3.25f};
constant int2 pairs[2] = {(int2)(7, 8), (int2)(9, 10)};
struct Coef {
  float a;
  float b[2];
};
constant struct Coef coef = {0.5f, {4.0f, -1.0f}};

kernel void constant_index(global float *out, global int *hits) {
  local int counts[2];
  int i = get_global_id(0);
  int l = get_local_id(0);
  if (l == 0) {
    counts[0] = 0;
    counts[1] = 0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_inc(&counts[1]);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = g[1] * i + g[2] + pairs[1].y + coef.b[1] + g[i % 3];
  if (l == 0)
    hits[get_group_id(0)] = counts[1];
}
