// A struct with a flexible array member: its type has a [0 x float] field.
struct packet {
  int count;
  float data[];
};

__kernel void sum_packet(__global struct packet *p, __global float *out) {
  float s = 0.0f;
  for (int i = 0; i < p->count; i++)
    s += p->data[i];
  *out = s;
}
