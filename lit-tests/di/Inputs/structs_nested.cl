// Theme: nested structs, struct members that are arrays and structs.
typedef struct Vec2 {
  float x;
  float y;
} Vec2;

struct Bounds {
  Vec2 lo;
  Vec2 hi;
};

struct Mesh {
  struct Bounds box;
  int vertex_count;
  float weights[4];
  Vec2 corners[2];
  struct {
    short level;
    char tag[3];
  } lod;
};

static float bounds_area(const struct Bounds *b) {
  return (b->hi.x - b->lo.x) * (b->hi.y - b->lo.y);
}

__kernel void mesh_area(__global struct Mesh *meshes, __global float *out) {
  size_t i = get_global_id(0);
  struct Mesh m = meshes[i];
  float w = 0.0f;
  for (int k = 0; k < 4; ++k)
    w += m.weights[k];
  m.box.hi = m.corners[1];
  m.lod.tag[0] = 'a';
  out[i] = bounds_area(&m.box) * w + (float)m.lod.level;
}
