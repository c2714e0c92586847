struct P {
  float x;
  float y;
  int tag;
};

kernel void struct_local(global float *out, global const float *in) {
  int i = get_global_id(0);
  struct P p;
  p.x = in[i];
  p.y = p.x * 2.0f;
  p.tag = i + 7;
  out[i] = p.x + p.y + (float)p.tag;
}
