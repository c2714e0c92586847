kernel void vectors(global float4 *out, global const float4 *a, global const float4 *b) {
  int i = get_global_id(0);
  float4 x = a[i];
  float4 y = b[i];
  float4 s = x * y + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  s.w = dot(x, y);
  out[i] = s.zyxw;
}
