// Theme: C enums (named, typedef'd, with negative and explicit values).
enum Color { RED, GREEN = 5, BLUE };

typedef enum {
  MODE_OFF = -1,
  MODE_LOW = 0,
  MODE_HIGH = 100
} Mode;

enum Flags { FLAG_NONE = 0x0, FLAG_A = 0x1, FLAG_B = 0x2, FLAG_AB = 0x3 };

static int color_weight(enum Color c) {
  return c == RED ? 1 : (c == GREEN ? 2 : 3);
}

__kernel void classify(__global const int *in, __global int *out) {
  size_t i = get_global_id(0);
  enum Color c = (enum Color)(in[i] % 3);
  Mode m = in[i] > 10 ? MODE_HIGH : MODE_LOW;
  enum Flags f = FLAG_NONE;
  if (in[i] & 1)
    f = FLAG_A;
  out[i] = color_weight(c) + (int)m + (int)f;
}
