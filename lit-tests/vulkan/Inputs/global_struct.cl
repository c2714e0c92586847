// A program-scope `global` struct: two members updated atomically by every work-item, a
// third only read; the struct's layout in the program-globals buffer is OpenCL C's.
typedef struct {
  int count;
  int sum;
  float scale;
  int tag;
} Stats;

global Stats stats = {0, 0, 0.25f, 7};

kernel void global_struct(global float *out, global const int *in) {
  int i = get_global_id(0);
  atomic_inc(&stats.count);
  atomic_add(&stats.sum, in[i]);
  out[i] = in[i] * stats.scale + stats.tag;
}
