// Theme: geometric builtins: dot, length, distance, normalize, cross.
typedef struct Ray {
  float4 origin;
  float4 dir;
} Ray;

static float hit_sphere(const Ray *ray, float3 center, float radius) {
  float3 oc = ray->origin.xyz - center;
  float3 d = normalize(ray->dir.xyz);
  float b = dot(oc, d);
  float c = dot(oc, oc) - radius * radius;
  float disc = b * b - c;
  return disc < 0.0f ? -1.0f : -b - sqrt(disc);
}

__kernel void geometric_builtins(__global const float4 *a,
                                 __global const float4 *b,
                                 __global float4 *n, __global float *len,
                                 __global float2 *d2) {
  size_t i = get_global_id(0);
  float4 p = a[i];
  float4 q = b[i];
  float4 x = cross(p, q);
  n[i] = normalize(x);
  float3 x3 = cross(p.xyz, q.xyz);
  len[i] = length(p) + distance(p, q) + length(x3) + dot(p.xy, q.xy);
  float2 u = d2[i];
  d2[i] = normalize(u) * fast_length(u);
  Ray ray = {p, q};
  len[i + 1] = hit_sphere(&ray, (float3)(0.0f, 0.0f, -5.0f), 1.0f);
}
