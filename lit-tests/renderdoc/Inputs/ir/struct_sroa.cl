struct Blend {
  float w;
  float v;
  int i;
};

float mix_blend(struct Blend b) {
  float r = b.w * b.v;
  return r + (float)b.i;
}

kernel void struct_sroa(global float *out, global const float *in, float w) {
  int i = get_global_id(0);
  struct Blend b = {w, in[i], i};
  out[i] = mix_blend(b);
}
