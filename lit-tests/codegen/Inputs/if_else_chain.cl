// Theme: if / else-if / else chains over integer and float conditions.
static float tier(float score) {
  float bonus;
  if (score >= 90.0f) {
    bonus = 4.0f;
  } else if (score >= 75.0f) {
    bonus = 3.0f;
  } else if (score >= 50.0f) {
    bonus = 2.0f;
  } else if (score >= 25.0f) {
    bonus = 1.0f;
  } else {
    bonus = 0.0f;
  }
  return bonus;
}

__kernel void if_else_chain(__global const float *scores,
                            __global const int *flags, __global float *out) {
  size_t i = get_global_id(0);
  float s = scores[i];
  int fl = flags[i];
  float r = tier(s);
  if (fl & 1) {
    if (fl & 2)
      r *= 2.0f;
    else
      r += 0.5f;
  } else if (fl & 4) {
    r = -r;
  }
  if (r > 5.0f && (fl & 8) != 0)
    r = 5.0f;
  else if (r < -5.0f || fl == 0)
    r = 0.0f;
  out[i] = r;
}
