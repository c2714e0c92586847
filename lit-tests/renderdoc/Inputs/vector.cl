kernel void vector(global float4 *out, global const float4 *in) {
  int i = get_global_id(0);
  float4 v = in[i];
  float4 w = v * 2.0f + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  out[i] = w;
}
