// Relational builtins returning booleans (1 for scalars, -1 per vector lane) on NaN, infinities,
// zeros, subnormals and normal numbers given as bit patterns.
kernel void relational(global int *out, global const int *bits) {
  int i = get_global_id(0);
  float x = as_float(bits[i]);
  float y = as_float(bits[(i + 1) % 64]);
  int r = isnan(x) + 2 * isinf(x) + 4 * isfinite(x) + 8 * isnormal(x) + 16 * signbit(x) +
          32 * isless(x, y) + 64 * isunordered(x, y) + 128 * isordered(x, y) +
          256 * islessgreater(x, y) + 512 * isequal(x, y) + 1024 * isnotequal(x, y) +
          2048 * isgreaterequal(x, y);
  float4 v = (float4)(x, y, x * y, x - y);
  int4 m = isnan(v);
  int4 f = isfinite(v);
  r += 4096 * (-m.x - m.y - m.z - m.w);
  r += 65536 * any(m) + 131072 * all(f) + 262144 * any(signbit(v));
  out[i] = r;
}
