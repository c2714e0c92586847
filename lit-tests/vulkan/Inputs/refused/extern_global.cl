// A program-scope `global` declared here but defined elsewhere: Vulkan modules are not linked.
extern global int shared_total;

kernel void extern_global(global int *out) {
  out[get_global_id(0)] = shared_total;
}
