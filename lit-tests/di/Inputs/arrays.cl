// Theme: 1-D, 2-D and 3-D arrays, arrays of structs, arrays as params.
typedef struct Cell {
  int state;
  float energy;
} Cell;

static float row_sum(const float row[4]) {
  float s = 0.0f;
  for (int j = 0; j < 4; ++j)
    s += row[j];
  return s;
}

__kernel void arrays(__global float *out, __global const Cell *cells) {
  size_t gid = get_global_id(0);
  int hist[8] = {0};
  float grid[3][4];
  char cube[2][2][2];
  Cell local_cells[4];

  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 4; ++c)
      grid[r][c] = (float)(r * 4 + c);

  for (int k = 0; k < 4; ++k) {
    local_cells[k] = cells[gid * 4 + k];
    hist[local_cells[k].state & 7]++;
  }
  cube[1][0][1] = (char)hist[1];
  out[gid] = row_sum(grid[1]) + local_cells[0].energy + (float)cube[1][0][1];
}
