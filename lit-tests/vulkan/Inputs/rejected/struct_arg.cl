// A by-value struct kernel argument has no Vulkan binding: the lowering rejects it.
struct pair { int a, b; };
__kernel void take(__global int *out, struct pair p) { out[0] = p.a + p.b; }
