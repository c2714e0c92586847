#version 450
// A second glslang input for nsdi-dump: a struct, a helper function, a loop, nested scopes.
layout(local_size_x = 64) in;

struct Particle {
    vec4 position;
    vec4 velocity;
};

layout(std430, binding = 0) buffer Particles {
    Particle particles[];
};

layout(push_constant) uniform Params {
    float dt;
    uint count;
} params;

vec4 integrate(vec4 position, vec4 velocity, float dt) {
    vec4 next = position + velocity * dt;
    return next;
}

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i >= params.count) {
        return;
    }
    Particle p = particles[i];
    for (int step = 0; step < 4; ++step) {
        float h = params.dt * 0.25;
        p.position = integrate(p.position, p.velocity, h);
    }
    particles[i] = p;
}
