// Theme: program-scope __global and __constant variables with initializers.
typedef struct Config {
  int iterations;
  float scale;
  float4 bias;
  short flags[3];
} Config;

__constant int kPrimes[8] = {2, 3, 5, 7, 11, 13, 17, 19};
__constant float kPi = 3.14159265f;
__constant Config kConfig = {4, 0.5f, (float4)(1.0f, 2.0f, 3.0f, 4.0f),
                             {1, 0, 1}};
__constant char kName[] = "codegen";

__global int gCounter = 42;
__global float gTable[4] = {0.0f, 0.25f, 0.5f, 0.75f};
__global Config gConfig = {2, 1.5f, (float4)(0.0f), {7, 8, 9}};
__global long gZeros[16];

__kernel void program_globals(__global float *out, int k) {
  size_t i = get_global_id(0);
  float acc = kPi * (float)kPrimes[k & 7];
  for (int it = 0; it < kConfig.iterations; ++it)
    acc = acc * kConfig.scale + gTable[it & 3];
  out[i] = acc + kConfig.bias.y + gConfig.bias.x + (float)kName[k & 7];
  gCounter += 1;
  gConfig.flags[k % 3] = (short)(gConfig.flags[0] + kConfig.flags[2]);
  gZeros[i & 15] = (long)gCounter;
}
