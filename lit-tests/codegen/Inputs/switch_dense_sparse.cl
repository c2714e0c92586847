// Theme: switch statements with many dense cases and with sparse cases.
static int dense(int op, int a, int b) {
  switch (op) {
  case 0: return a + b;
  case 1: return a - b;
  case 2: return a * b;
  case 3: return a & b;
  case 4: return a | b;
  case 5: return a ^ b;
  case 6: return a << (b & 31);
  case 7: return a >> (b & 31);
  case 8: return -a;
  case 9: return ~b;
  case 10: return a > b ? a : b;
  case 11: return a < b ? a : b;
  default: return 0;
  }
}

static uint sparse(uint code) {
  uint r = 0;
  switch (code) {
  case 3: r = 30; break;
  case 17: r = 170; break;
  case 100: r = 1000; break;
  case 1024: r = 7; break;
  case 65535: r = 9; break;
  case 1000000: r = 11; break;
  case 0x80000000u: r = 13; break;
  default: r = code >> 4; break;
  }
  return r;
}

__kernel void switch_dense_sparse(__global const int *ops,
                                  __global const uint *codes,
                                  __global int *out) {
  size_t i = get_global_id(0);
  out[i] = dense(ops[i], (int)i, ops[i + 1]) + (int)sparse(codes[i]);
}
