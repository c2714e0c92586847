#!/usr/bin/env bash
# The README's first command: set up, build, compile the bundled OpenCL C kernel with clang-19 -g,
# compile that to SPIR-V with NSDI debug info, validate it and show what was emitted.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
bash tools/setup.sh
echo "== cargo build --release (from a clean clone: a few minutes on 2 cores; tools/test.sh reuses it)"
cargo build --workspace --release --quiet
out=target/example
mkdir -p "$out"
example=${1:-examples/particles.cl}
name=$(basename "${example%.*}")
llc=target/release/nsdi-llc

echo "== clang-19 -g: $example -> $out/$name.ll"
clang-19 --target=spirv64-unknown-unknown -cl-std=CL2.0 -Xclang -finclude-default-header \
  -g -gdwarf-5 -O0 -S -emit-llvm -fdebug-compilation-dir=. "$example" -o "$out/$name.ll"

echo "== nsdi-llc --dump-di: the debug-info graph nsdi imported (first lines; full dump in $out/$name.di.txt)"
$llc --dump-di "$out/$name.ll" > "$out/$name.di.txt"
head -8 "$out/$name.di.txt" | cut -c1-150
PATH="$root/target/release:/usr/lib/llvm-19/bin:$PATH" bash tools/check-di-node-count.sh "$out/$name.ll"

echo "== nsdi-llc -g $out/$name.ll -o $out/$name.spv"
$llc -g --remarks "$out/$name.ll" -o "$out/$name.spv"
echo "== spirv-val $out/$name.spv"
.venv/bin/spirv-val "$out/$name.spv" && echo "valid"

echo "== what was emitted (spirv-dis; NonSemantic.Shader.DebugInfo.100 instructions, source text elided)"
.venv/bin/spirv-dis "$out/$name.spv" -o "$out/$name.spvasm"
grep -E "Op(Capability|Extension|ExtInstImport|EntryPoint)" "$out/$name.spvasm"
grep -E "OpExtInst(WithForwardRefsKHR)? %void %[0-9a-z_]+ Debug" "$out/$name.spvasm" \
  | awk '{print $6}' | sort | uniq -c | sort -rn | awk '{printf "  %5d %s\n", $1, $2}'
echo "== the line table of the kernel (first 12 DebugScope/DebugLine)"
awk '/OpFunction /{f=$0} /DebugScope|DebugLine|DebugNoLine/ && f ~ /step_particles/ && n++ < 12 {print}' "$out/$name.spvasm"
echo "== full disassembly: $out/$name.spvasm"
