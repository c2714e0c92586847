// Theme: unions (named, anonymous members, union inside struct).
typedef union Bits {
  float f;
  uint u;
  uchar bytes[4];
} Bits;

struct Tagged {
  int kind;
  union {
    int i;
    float f;
  } value;
};

static uint float_bits(float x) {
  Bits b;
  b.f = x;
  return b.u;
}

__kernel void unions(__global const float *in, __global uint *out,
                     __global struct Tagged *tags) {
  size_t i = get_global_id(0);
  struct Tagged t;
  t.kind = (int)(i & 1);
  if (t.kind)
    t.value.f = in[i];
  else
    t.value.i = (int)i;
  tags[i] = t;
  out[i] = float_bits(in[i]);
}
