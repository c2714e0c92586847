// Theme: a non-recursive chain of static helpers with mixed argument types
// (scalars, vectors, pointers, struct by pointer) including a void helper.
typedef struct Stats {
  float sum;
  float sq;
  uint n;
} Stats;

static void stats_add(Stats *s, float v) {
  s->sum += v;
  s->sq += v * v;
  s->n += 1u;
}

static float stats_var(const Stats *s) {
  float m = s->sum / (float)s->n;
  return s->sq / (float)s->n - m * m;
}

static float4 norm4(float4 v, const Stats *s) {
  return (v - (float4)(s->sum / (float)s->n)) / sqrt(stats_var(s) + 1e-6f);
}

static void process(__global float4 *data, int n, Stats *s) {
  for (int i = 0; i < n; ++i) {
    float4 v = data[i];
    stats_add(s, v.x);
    stats_add(s, v.y);
    stats_add(s, v.z);
    stats_add(s, v.w);
  }
  for (int i = 0; i < n; ++i)
    data[i] = norm4(data[i], s);
}

__kernel void call_chain(__global float4 *data, int n, __global float *var) {
  Stats s = {0.0f, 0.0f, 0u};
  process(data, n, &s);
  var[0] = stats_var(&s);
}
