// Theme: typedef chains, typedefs of pointers, arrays and structs.
typedef float real_t;
typedef real_t scalar_t;
typedef unsigned int index_t;
typedef __global scalar_t *buffer_ptr;
typedef float mat2_t[2][2];

typedef struct {
  scalar_t gain;
  index_t stride;
} Params;

static scalar_t apply(Params p, scalar_t v) {
  return v * p.gain;
}

__kernel void scale(buffer_ptr data, Params p) {
  index_t i = (index_t)get_global_id(0) * p.stride;
  mat2_t m = {{1.0f, 0.0f}, {0.0f, 1.0f}};
  real_t v = data[i];
  data[i] = apply(p, v) * m[0][0];
}
