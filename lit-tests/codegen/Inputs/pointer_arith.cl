// Theme: pointer arithmetic, pointer difference, pointer casts between
// element types and pointer comparisons.
typedef struct Rec {
  int key;
  float val;
} Rec;

static __global const int *find_end(__global const int *p,
                                    __global const int *end) {
  while (p < end && *p != 0)
    ++p;
  return p;
}

__kernel void pointer_arith(__global const int *data, int n,
                            __global long *out, __global Rec *recs,
                            __global uchar *bytes) {
  __global const int *end = data + n;
  __global const int *stop = find_end(data, end);
  out[0] = stop - data;
  out[1] = end - stop;

  __global const Rec *r0 = recs + 1;
  __global const Rec *r1 = &recs[n - 1];
  out[2] = r1 - r0;

  __global float *as_float = (__global float *)data;
  __global uint *as_uint = (__global uint *)bytes;
  out[3] = (long)as_float[2] + (long)as_uint[1];
  __global uchar *raw = (__global uchar *)&recs[2];
  raw[4] = bytes[0];
  out[4] = (long)((__global uchar *)&recs[1].val - (__global uchar *)recs);
  out[5] = (long)(size_t)(data + 3) - (long)(size_t)data;
  out[6] = stop == end;
}
