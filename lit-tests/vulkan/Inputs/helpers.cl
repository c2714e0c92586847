int sq(int x) { return x * x; }
int clampi(int x, int lo, int hi) { return x < lo ? lo : (x > hi ? hi : x); }
int poly(int x) { return sq(x) - 3 * x + clampi(x, 10, 20); }

kernel void helpers(global int *out, global const int *in) {
  int i = get_global_id(0);
  out[i] = poly(in[i]) + sq(i % 4);
}
