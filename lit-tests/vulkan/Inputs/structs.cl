typedef struct {
  float x;
  float y;
  int tag;
} P;

P make(float a, int t) {
  P p;
  p.x = a;
  p.y = a * 2.0f;
  p.tag = t;
  return p;
}

kernel void structs(global P *out, global const P *in) {
  int i = get_global_id(0);
  P p = in[i];
  P q = make(p.x + p.y, p.tag + 1);
  out[i] = q;
}
