// Issue 27: a packed struct (12 bytes, where unpacked it would take 16) in private memory:
// Function storage has no layout, so the Vulkan type carries no Kernel-only CPacked. (In a
// buffer it is refused: refusals.test.)
typedef struct __attribute__((packed)) {
  float2 v;
  float w;
} Rec;

kernel void packed_private(global float *out, global const float *in) {
  int i = get_global_id(0);
  Rec r[2];
  r[0].v = (float2)(in[i], in[i] * 2.0f);
  r[0].w = 3.0f;
  r[1] = r[0];
  r[1].w += r[0].v.y;
  out[i] = r[1].v.x + r[1].w + sizeof(Rec);
}
