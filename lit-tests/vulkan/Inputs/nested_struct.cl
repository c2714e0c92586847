typedef struct {
  int a[3];
  float s;
} Rec;

kernel void nested_struct(global Rec *out, global const Rec *in) {
  int i = get_global_id(0);
  Rec r = in[i];
  int sum = 0;
  for (int k = 0; k < 3; k++) {
    sum += r.a[k];
    r.a[k] = r.a[k] * 2 + k;
  }
  r.s = r.s * 0.5f + (float)sum;
  out[i] = r;
}
