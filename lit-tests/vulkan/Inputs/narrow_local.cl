// 8- and 16-bit integers in vectors and local memory (issue 27): a `local short` tile summed
// with data-dependent shifts, wrapping at 16 bits (a shift by `k & 3` lets -O2 vectorize the
// loop behind an `i4` test of the local id, a width the Vulkan flavour does not lower), and a
// uchar4 buffer written from a char buffer, wrapping at 8 bits.
__kernel void narrow_local(__global uchar4 *px, __global short *sums, __global const char *a) {
  __local short tile[16];
  size_t l = get_local_id(0), i = get_global_id(0);
  tile[l] = (short)(a[i] * a[i]);
  barrier(CLK_LOCAL_MEM_FENCE);
  short t = 0;
  for (int k = 0; k < 16; k++)
    t += tile[(l + k) % 16] >> (t & 3);
  sums[i] = t;
  uchar4 p = (uchar4)(a[i], a[i] * 2, a[i] >> 1, 255);
  px[i] = p + (uchar4)(1, 2, 3, 4);
}
