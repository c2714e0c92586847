// Theme: inlined call chains (kernel -> helper -> helper).
static inline __attribute__((always_inline)) float square(float v) {
  float r = v * v;
  return r;
}

static inline __attribute__((always_inline)) float length2(float2 p) {
  float sx = square(p.x);
  float sy = square(p.y);
  return sx + sy;
}

static inline float clamp_unit(float v) {
  float lo = 0.0f;
  return v < lo ? lo : (v > 1.0f ? 1.0f : v);
}

__kernel void inline_chain(__global const float2 *pts, __global float *out) {
  size_t i = get_global_id(0);
  float2 p = pts[i];
  float d2 = length2(p);
  out[i] = clamp_unit(d2);
}
