kernel void private_array(global int *out, global const int *in) {
  int i = get_global_id(0);
  int t[8];
  for (int k = 0; k < 8; k++)
    t[k] = in[(i + k) % 64] * (k + 1);
  int best = t[0];
  for (int k = 1; k < 8; k++)
    if (t[k] > best)
      best = t[k];
  out[i] = best - t[i % 8];
}
