// Issue 27: at -O2 clang reaches members at constant indices only through `i8` offsets.
// `p` is read first as an `int` (so its buffer holds ints) and then as a `float` at byte 4
// and 20 and a `float2` at 8 and 24 (lane by lane); `s` is indexed as a struct once, and its
// constant members are byte offsets that cross into later elements (`s[1].f` is `s + 52`,
// `s[2].a[2]` is `s + 136`).
typedef struct {
  int w;
  float c;
  float2 d;
} P;

struct S {
  int c;
  float f;
  float3 v;
  int a[3];
  int n;
};

kernel void struct_members(global float *out, constant P *p, global struct S *s,
                           global P *q) {
  int i = get_global_id(0);
  int w = p->w;
  float r = w + p->c + p[1].c * 2.0f;
  float2 d = p->d * p[1].d;
  r += d.x - d.y;
  r += s[i % 4].v.y;
  r += s[1].f + s[1].n + s[2].a[2] + s[3].c;
  out[i] = r;
  // Stores of an int and a float member through one buffer: one of them is an
  // `OpBitcast` of the other's element type.
  if (i == 0) {
    q[1].c = p[0].c * 3.0f;
    q[0].w = w + 5;
    q[1].d = p->d + 1.0f;
  }
}
