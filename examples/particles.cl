// Simple particle integrator used as the bundled example for nsdi-llc.
// Build (from the repository root):
//   clang-19 --target=spirv64-unknown-unknown -cl-std=CL2.0 \
//     -Xclang -finclude-default-header -g -gdwarf-5 -O0 -S -emit-llvm \
//     -fdebug-compilation-dir=. examples/particles.cl -o examples/particles.ll

typedef enum ParticleKind {
  KIND_DUST = 0,
  KIND_SPARK = 1,
  KIND_SMOKE = 2
} ParticleKind;

typedef struct Particle {
  float4 pos;
  float4 vel;
  float mass;
  int id;
} Particle;

// Per-kind drag coefficients, indexed by ParticleKind.
__constant float kDrag[3] = {0.01f, 0.05f, 0.20f};

__constant float4 kGravity = (float4)(0.0f, -9.81f, 0.0f, 0.0f);

static float4 gravity_step(const Particle *p, float dt, ParticleKind kind) {
  float4 accel = kGravity;
  float drag = kDrag[kind];
  if (p->mass > 0.0f) {
    accel -= p->vel * (drag / p->mass);
  }
  return p->vel + accel * dt;
}

static ParticleKind kind_of(int id) {
  return (ParticleKind)(id % 3);
}

__kernel void step_particles(__global Particle *ps, float dt, int n) {
  int gid = (int)get_global_id(0);
  if (gid >= n)
    return;

  Particle p = ps[gid];
  ParticleKind kind = kind_of(p.id);
  const int substeps = 4;
  float h = dt / (float)substeps;

  for (int s = 0; s < substeps; ++s) {
    float4 v = gravity_step(&p, h, kind);
    p.vel = v;
    p.pos += v * h;
    if (p.pos.y < 0.0f) {
      p.pos.y = -p.pos.y;
      p.vel.y = -p.vel.y * 0.5f;
    }
  }

  ps[gid] = p;
}
