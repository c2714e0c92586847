#!/usr/bin/env bash
# Runs one cargo-fuzz target (docs/TESTING.md, "Fuzzing"). Not part of CI: CI smoke-runs the same
# bodies through `cargo test` (tools/nsdi-testkit).
#
#   bash tools/fuzz.sh TARGET [SECONDS|-runs=N] [LIBFUZZER_ARG...]
#
#   TARGET   spirv_reader | ir_import | di_graph
#   SECONDS  run time (-max_total_time; default 60); or -runs=N for N executions
#   LIBFUZZER_ARG...  passed on, e.g. -seed=1, -fork=1 -ignore_crashes=1, -max_len=65536
#
# Installs cargo-fuzz (and the nightly toolchain) when missing, prepares fuzz/corpus/TARGET from
# the repository (ir_import: every lit-tests/**/*.ll and examples/particles.ll, with the IR
# dictionary fuzz/ir.dict; spirv_reader: those compiled by nsdi-llc with -g and with -g
# --spirv-ext=+all, the ones up to 16 KiB, plus glslang's lit-tests/dump/Inputs/scale.spv;
# -max_len=16384), runs one fuzzing process, and prints the number of executions. Crashes go to
# fuzz/artifacts/TARGET/, the run's log to fuzz/artifacts/TARGET.log; corpus/ and artifacts/ are
# not committed. ir_import also reaches LLVM crashes (docs/TESTING.md): add -fork=1
# -ignore_crashes=1 to keep fuzzing past them.
#
# Environment: NSDI_FUZZ_SANITIZER (default none: LLVM is a prebuilt shared library, see
# docs/TESTING.md), NSDI_FUZZ_TOOLCHAIN (default nightly).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

usage() {
  sed -n '5,9p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  exit 2
}
[ $# -ge 1 ] || usage
target=$1
shift
case "$target" in
  spirv_reader | ir_import | di_graph) ;;
  *) echo "fuzz.sh: unknown target '$target' (spirv_reader, ir_import, di_graph)" >&2; exit 2 ;;
esac
limit=(-max_total_time=60)
if [ $# -ge 1 ]; then
  case "$1" in
    -runs=*) limit=("$1"); shift ;;
    '' | *[!0-9]*) ;;
    *) limit=("-max_total_time=$1"); shift ;;
  esac
fi
toolchain=${NSDI_FUZZ_TOOLCHAIN:-nightly}
sanitizer=${NSDI_FUZZ_SANITIZER:-none}

if ! rustup toolchain list | grep -q "^$toolchain"; then
  echo "fuzz.sh: installing the $toolchain toolchain" >&2
  rustup toolchain install "$toolchain" --profile minimal
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "fuzz.sh: installing cargo-fuzz" >&2
  cargo install cargo-fuzz --locked
fi

corpus=fuzz/corpus/$target
artifacts=fuzz/artifacts/$target
mkdir -p "$corpus" "$artifacts"
# Seed names are derived from their paths, so preparing again refreshes rather than duplicates.
seed_name() { echo "seed-$(echo "$1" | tr '/' '_')"; }
mapfile -t inputs < <(find lit-tests examples -name '*.ll' -not -path '*/Output/*' | sort)
case "$target" in
  ir_import)
    for f in "${inputs[@]}"; do cp "$f" "$corpus/$(seed_name "$f")"; done
    extra=(-dict=fuzz/ir.dict)
    ;;
  spirv_reader)
    cargo build --quiet -p nsdi-llc
    llc=target/debug/nsdi-llc
    for f in "${inputs[@]}"; do
      name=$(seed_name "${f%.ll}")
      "$llc" -g "$f" -o "$corpus/$name.spv" 2>/dev/null || rm -f "$corpus/$name.spv"
      "$llc" -g --spirv-ext=+all "$f" -o "$corpus/$name.fwd.spv" 2>/dev/null ||
        rm -f "$corpus/$name.fwd.spv"
    done
    cp lit-tests/dump/Inputs/scale.spv "$corpus/$(seed_name lit-tests/dump/Inputs/scale.spv)"
    # The -O0 kernels compile to 30-60 KiB: 3-4 times slower per execution than the small
    # hand-written cases, and no more coverage. Keep seeds up to 16 KiB (about 130 files).
    find "$corpus" -name 'seed-*' -size +16k -delete
    extra=(-max_len=16384)
    ;;
  di_graph)
    # Bytes are choices (tools/nsdi-testkit/src/di_graph.rs): no seeds needed; short inputs make small graphs.
    extra=(-max_len=512)
    ;;
esac
echo "fuzz.sh: $target: $(find "$corpus" -type f | wc -l) corpus files in $corpus" >&2

log=fuzz/artifacts/$target.log
touch "$log.start"
set +e
# cargo-fuzz prints a crashing input as a byte list: keep the screen readable, the log complete.
cargo "+$toolchain" fuzz run --sanitizer "$sanitizer" "$target" "$corpus" -- \
  -print_final_stats=1 "${extra[@]}" "${limit[@]}" "$@" 2>&1 |
  tee "$log" | cut -c1-300
status=${PIPESTATUS[0]}
set -e
# One process: its final stats; -fork=N: the parent's last "#RUNS: cov: ..." line.
runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$log" | tail -1)
[ -n "$runs" ] || runs=$(sed -nE 's/^#([0-9]+): cov:.*/\1/p' "$log" | tail -1)
found=$(find "$artifacts" \( -name 'crash-*' -o -name 'oom-*' -o -name 'timeout-*' \) \
  -newer "$log.start" 2>/dev/null | wc -l)
echo "fuzz.sh: $target: ${runs:-?} executions, $found new crash/oom/timeout files in $artifacts, exit $status (log: $log)"
exit "$status"
