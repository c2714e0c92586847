// The two fixes the "undefined function" diagnostic names (issue 27): a `static inline`
// helper has a body at -O0, and so has a C99 `inline` one once an `extern` declaration in
// the file makes its definition the external one.
static inline int combine(int a, int b) { return a * 3 + b; }

inline int twice(int a) { return 2 * a; }
extern int twice(int a);

kernel void inline_fix(global int *out) {
  int i = get_global_id(0);
  out[i] = combine(i, 1) + twice(i - 5);
}
