// Coverage test kernels (lit-tests/vulkan/coverage-lines.test). Each line with code carries
// a `@label`; coverage_check.py counts, per label, how often the line runs for given inputs.

static int twice_plus(int x) {
  return 2 * x + 1; // @helper
}

kernel void loops(global int *out, global const int *in) {
  int i = get_global_id(0); // @once
  int n = in[i]; // @once
  int acc = 0; // @once
  int k = 0; // @once
  do { // @once
    acc += in[(k + i) % 16] * 3; // @body
    k++; // @body
  } while (k < n); // @body @br=loop_n
  out[i] = acc; // @once
} // @once

kernel void branches(global int *hi, global int *lo, global const int *in) {
  int i = get_global_id(0); // @once
  int v = in[i]; // @once
  if (v > 5) { // @once @br=gt5
    hi[i] = v * 2; // @then
  } else { // @then
    atomic_add(&lo[0], v + 7); // @else
  }
} // @once

kernel void early(global int *out, global int *flags, global const int *in) {
  int i = get_global_id(0); // @once
  int v = in[i]; // @once
  if (v % 4 == 1) { // @once @br=mod4is1
    atomic_add(&flags[0], 1); // @early
    return; // @early
  }
  out[i] = v * v; // @late
} // @once

kernel void inlined(global int *out, global const int *in) {
  int i = get_global_id(0); // @once
  int a = twice_plus(in[i]); // @once
  int b = twice_plus(a); // @once
  out[i] = a + b; // @once
} // @once

// A loop with a known trip count (4), written so that no level adds a guard.
kernel void fixed_trip(global int *out, global const int *in) {
  int i = get_global_id(0); // @once
  int acc = 0; // @once
  int j = 0; // @once
#pragma clang loop unroll(disable) vectorize(disable)
  do { // @once
    acc += in[(i + j) % 16]; // @times4
    j++; // @times4
  } while (j < 4); // @times4 @br=fixed4
  out[i] = acc; // @once
} // @once

// An if / else-if / else chain.
kernel void chain(global int *counts, global const int *in) {
  int i = get_global_id(0); // @once
  int v = in[i]; // @once
  if (v < 4) { // @once @br=lt4
    atomic_add(&counts[0], 1); // @lt4
  } else if (v < 10) { // @ge4 @br=lt10
    atomic_add(&counts[1], 2); // @mid
  } else { // @mid
    atomic_add(&counts[2], 3); // @ge10
  }
} // @once

// A switch: lowered before SPIR-V, still one branch site with an arm per case target.
kernel void cases(global int *counts, global const int *in) {
  int i = get_global_id(0); // @once
  int v = in[i]; // @once
  switch (v % 4) { // @once @br=cases
  case 0:
    atomic_add(&counts[0], 1); // @mod0
    break; // @mod0
  case 1:
    atomic_add(&counts[1], 3); // @mod1
    break; // @mod1
  case 2:
    atomic_add(&counts[2], 5); // @mod2
    break; // @mod2
  default:
    atomic_add(&counts[3], 7); // @mod3
    break; // @mod3
  }
} // @once

// A search loop that returns early: the trip count is the position of the first match. With
// two exits, the structurizer moves the loop test's branch into a block of no line; the test
// is still a branch site, counted where it is computed (every value is found: it never fails).
kernel void search(global int *out, global const int *in) {
  int i = get_global_id(0); // @once
  int v = in[i]; // @once
  int k = 0; // @once
#pragma clang loop unroll(disable) vectorize(disable)
  do { // @once
    if (in[k] == v) { // @probe @br=found
      out[i] = k; // @once
      return; // @once
    }
    k++; // @miss
  } while (k < 16); // @miss @br=search_loop
  out[i] = -1; // @never
} // @once

// A helper with a branch, called at two sites. `noinline` keeps -O2 from threading the two
// inlined copies into each other (which splits a line over exclusive paths, where the per-copy
// maximum undercounts); the Vulkan flavour inlines it afterwards, so both levels have two
// inlined copies of its branch, whose arms add up.
__attribute__((noinline)) static int capped(global int *hits, int x, int cap) {
  if (x > cap) { // @helper @br=capped
    atomic_add(&hits[0], 1); // @over
    return cap; // @over
  }
  return x + 1; // @under
} // @helper

kernel void capped_twice(global int *out, global int *hits, global const int *in) {
  int i = get_global_id(0); // @once
  int a = capped(hits, in[i], 6); // @once
  int b = capped(hits, in[i] * 2, 9); // @once
  out[i] = a + b; // @once
} // @once

// A counted loop that may run zero times (v % 4): -O2 guards it and tests at the bottom.
kernel void counted(global int *out, global const int *in) {
  int i = get_global_id(0); // @once
  int n = in[i] % 4; // @once
  int acc = 0; // @once
#pragma clang loop unroll(disable) vectorize(disable)
  for (int k = 0; k < n; k++) { // @forhead @br=for_n
    acc += in[(i + k) % 16] * k; // @forbody
  } // @forbody
  out[i] = acc; // @once
} // @once

// A switch whose cases share a target (1, 2 and 9: one edge, so one arm) and has a case that
// goes where the default goes (7, at -O2: the default's arm; -O0 gives it a block of its own
// that falls through into the default's, an arm of its own).
kernel void grouped(global int *counts, global const int *in) {
  int i = get_global_id(0); // @once
  int v = in[i]; // @once
  switch (v) { // @once @br=grouped
  case 1:
  case 2:
  case 9:
    atomic_add(&counts[0], 1); // @g129
    break; // @g129
  case 5:
    atomic_add(&counts[1], 3); // @g5
    break; // @g5
  case 7:
  default:
    atomic_add(&counts[2], 5); // @gother
    break; // @gother
  }
} // @once
