// A struct buffer gathered with a computed size_t index; run with the default 32-bit size_t
// and with --size-t=64 (spirv64: 64-bit indices), which must agree.
typedef struct {
  int key;
  float val;
} KV;

kernel void wide_index(global KV *out, global const KV *in, int stride) {
  size_t i = get_global_id(0);
  size_t j = (i * (size_t)stride) % get_global_size(0);
  KV e = in[j];
  e.key += (int)i;
  e.val *= 2.0f;
  out[i] = e;
}
