kernel void if_ladder(global int *out, global const float *in) {
  int i = get_global_id(0);
  float v = in[i];
  int c;
  if (v < 5.0f)
    c = 1;
  else if (v < 17.0f)
    c = 2;
  else if (v < 30.0f)
    c = i & 1 ? 3 : 4;
  else if (v == 40.0f)
    c = 5;
  else
    c = 6;
  out[i] = c * 100 + (int)v;
}
