struct P { float x; int tag; };

__attribute__((noinline)) static float take(struct P p, int k) {
  float r = p.x * k;
  return r + p.tag;
}

kernel void pointer_spaces(global float *out, constant float *in, local float *tmp, int n) {
  int i = get_global_id(0);
  float priv[2] = { in[i], 1.0f };
  float *pp = &priv[1];
  local float *lp = &tmp[get_local_id(0)];
  *lp = *pp + n;
  struct P p = { in[i], n };
  out[i] = take(p, n) + *lp;
}
