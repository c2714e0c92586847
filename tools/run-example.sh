#!/usr/bin/env bash
# The README's first command: set up, build, compile the bundled OpenCL C kernel with clang-19
# and show what nsdi understood of it.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
bash tools/setup.sh
cargo build --workspace --release --quiet
out=target/example
mkdir -p "$out"
example=${1:-examples/particles.cl}
name=$(basename "${example%.*}")
echo "== clang-19 -g: $example -> $out/$name.ll"
clang-19 --target=spirv64-unknown-unknown -cl-std=CL2.0 -Xclang -finclude-default-header \
  -g -gdwarf-5 -O0 -S -emit-llvm -fdebug-compilation-dir=. "$example" -o "$out/$name.ll"
echo "== nsdi-llc --dump-di $out/$name.ll (the debug-info graph nsdi imported)"
target/release/nsdi-llc --dump-di "$out/$name.ll" | tee "$out/$name.di.txt" | cut -c1-160
echo "== DI node count check against llvm-dis"
PATH="$root/target/release:/usr/lib/llvm-19/bin:$PATH" bash tools/check-di-node-count.sh "$out/$name.ll"
