// Packed structs in a buffer (issue 27): Vulkan buffer layouts have no unaligned member and no
// array stride that is not a multiple of the element's alignment.
#if defined(VEC)
// `v` at byte 4, where a float2 needs 8 (scalarBlockLayout would allow it; not assumed).
typedef struct __attribute__((packed)) {
  float f;
  float2 v;
} R;
#elif defined(TAIL)
// Aligned members, but 12 bytes: an array of it would have stride 12 with 8-byte alignment.
typedef struct __attribute__((packed)) {
  float2 v;
  float f;
} R;
#else
// `x` at byte 1.
typedef struct __attribute__((packed)) {
  char tag;
  int x;
  float f;
} R;
#endif

kernel void packed_buffer(global float *out, global R *r) {
  int i = get_global_id(0);
  out[i] = r[i].f;
}
