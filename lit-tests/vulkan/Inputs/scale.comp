#version 450
// dst[i] = src[i] * k + c in GLSL (nsdi-runtime's example; glslang's NSDI with -gVS).
layout(local_size_x = 16) in;
layout(set = 0, binding = 0) readonly buffer Src { float src[]; };
layout(set = 0, binding = 1) buffer Dst { float dst[]; };
layout(push_constant) uniform Args { float k; float c; } args;
void main() {
  uint i = gl_GlobalInvocationID.x;
  dst[i] = src[i] * args.k + args.c;
}
