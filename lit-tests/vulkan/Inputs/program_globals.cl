// Program-scope `global` variables (OpenCL 2.0): one copy shared by every work-item, read and
// updated atomically; `bias` is never written (a Private constant), `max_seen` has no
// initializer (zero).
global int counter = 5;
global int hist[4] = {1, 2, 3, 4};
global float weights[4] = {0.5f, 1.5f, 2.5f, 3.5f};
global const int bias = 100;
global uint max_seen;

kernel void program_globals(global int *out, global const int *in) {
  int i = get_global_id(0);
  int v = in[i];
  int ticket = atomic_inc(&counter);
  atomic_add(&hist[v & 3], v);
  atomic_max(&max_seen, (uint)(v + 20));
  int seen = ticket >= 5 && ticket < 5 + (int)get_global_size(0);
  out[i] = (int)(weights[i & 3] * v) + bias + (seen ? 0 : 1000000);
}
