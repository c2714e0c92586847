// Theme: helpers returning structs by value, struct arguments by value.
typedef struct MinMax {
  int lo;
  int hi;
  long sum;
} MinMax;

typedef struct Pair {
  float a;
  float b;
} Pair;

static MinMax scan(__global const int *v, int n) {
  MinMax r;
  r.lo = INT_MAX;
  r.hi = INT_MIN;
  r.sum = 0;
  for (int i = 0; i < n; ++i) {
    r.lo = min(r.lo, v[i]);
    r.hi = max(r.hi, v[i]);
    r.sum += v[i];
  }
  return r;
}

static Pair swap_pair(Pair p) {
  Pair q = {p.b, p.a};
  return q;
}

__kernel void struct_return(__global const int *v, int n, __global long *out,
                            __global Pair *pairs) {
  size_t i = get_global_id(0);
  MinMax m = scan(v, n);
  out[0] = m.lo;
  out[1] = m.hi;
  out[2] = m.sum;
  pairs[i] = swap_pair(pairs[i]);
}
