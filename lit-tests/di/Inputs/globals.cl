// Theme: program-scope __global and __constant variables with initializers.
typedef struct Tuning {
  int iterations;
  float tolerance;
} Tuning;

__constant float kCoeffs[5] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f};
__constant Tuning kDefaultTuning = {16, 1e-4f};
__constant int kScale = 3;

__global int g_call_count = 0;
__global float g_history[8] = {1.0f, 2.0f};
__global Tuning g_tuning = {8, 1e-3f};

__kernel void globals(__global float *data) {
  size_t i = get_global_id(0);
  float acc = 0.0f;
  for (int k = 0; k < 5; ++k)
    acc += kCoeffs[k] * data[i];
  if (i == 0) {
    g_call_count += kScale;
    g_history[g_call_count & 7] = acc;
    g_tuning.iterations = kDefaultTuning.iterations;
  }
  data[i] = acc * g_tuning.tolerance;
}
