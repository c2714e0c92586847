__kernel void broken(__global int *out) { out[0] = undeclared_name; }
