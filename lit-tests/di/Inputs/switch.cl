// Theme: switch statements with fallthrough, default and scoped cases.
enum Op { OP_ADD, OP_SUB, OP_MUL, OP_NEG, OP_NOP };

static int apply(enum Op op, int a, int b) {
  int r = 0;
  switch (op) {
  case OP_ADD:
    r = a + b;
    break;
  case OP_SUB:
    r = a - b;
    break;
  case OP_MUL: {
    int prod = a * b;
    r = prod;
    break;
  }
  case OP_NEG:
    a = -a;
    __attribute__((fallthrough));
  default:
    r = a;
    break;
  }
  return r;
}

__kernel void switch_ops(__global const int *ops, __global int *vals) {
  size_t i = get_global_id(0);
  enum Op op = (enum Op)(ops[i] % 5);
  vals[i] = apply(op, vals[i], (int)i);
}
