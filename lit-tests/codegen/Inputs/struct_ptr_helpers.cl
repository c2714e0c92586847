// Theme: structs passed by pointer to helper functions (private and global).
typedef struct Body {
  float3 pos;
  float3 vel;
  float mass;
  int alive;
} Body;

static void integrate(Body *b, float dt) {
  if (!b->alive)
    return;
  b->vel.y -= 9.81f * dt;
  b->pos += b->vel * dt;
}

static float kinetic(const Body *b) {
  return 0.5f * b->mass * dot(b->vel, b->vel);
}

static void kill_if_low(__global Body *b, float floor_y) {
  if (b->pos.y < floor_y)
    b->alive = 0;
}

__kernel void struct_ptr_helpers(__global Body *bodies, __global float *energy,
                                 float dt) {
  size_t i = get_global_id(0);
  Body local_copy = bodies[i];
  integrate(&local_copy, dt);
  energy[i] = kinetic(&local_copy);
  bodies[i] = local_copy;
  kill_if_low(&bodies[i], -100.0f);
}
