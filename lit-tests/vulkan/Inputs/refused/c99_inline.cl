// A C99 `inline` definition is only an inline hint: without optimization clang emits the call
// and no body for `combine` (issue 27).
inline int combine(int a, int b) { return a * 3 + b; }

kernel void c99_inline(global int *out) {
  int i = get_global_id(0);
  out[i] = combine(i, 1);
}
