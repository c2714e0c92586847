#version 450
// A small compute shader compiled by glslangValidator -V -gVS into scale.spv
// (third-party NSDI for lit-tests/dump/glslang.test).
layout(local_size_x = 64) in;

struct Item {
    vec4 pos;
    float weight;
};

layout(std430, binding = 0) buffer Items {
    Item items[];
};

layout(push_constant) uniform Params {
    float factor;
} params;

float scaled(float w) {
    float s = w * params.factor;
    return s;
}

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i < 1024u) {
        float w = scaled(items[i].weight);
        items[i].pos *= w;
    }
}
