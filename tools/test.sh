#!/usr/bin/env bash
# The one test command (README, CI): set-up, format and lint checks, unit tests, lit tests.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
bash tools/setup.sh

echo "== cargo fmt --check"
cargo fmt --all -- --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets --quiet -- -D warnings
echo "== cargo doc (every public item documented, no broken links)"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps -p nsdi --quiet
echo "== cargo build (nsdi-llc validates in process: SPIRV-Tools is built from source, once)"
cargo build --workspace --quiet
echo "== cargo test"
cargo test --workspace --quiet 2>&1 | tee target/cargo-test.log
echo "== the producer example without LLVM"
# Built last: lit checks this binary links no LLVM (cargo test built it with the feature on).
cargo build -p nsdi --no-default-features --example handwritten_compute --quiet
echo "== in-process validation of every lit input's -g and +all output"
bash tools/validate-all.sh target/debug/nsdi-llc
echo "== lit"
set +e
.venv/bin/lit -sv lit-tests 2>&1 | tee target/lit.log
lit_status=${PIPESTATUS[0]}
set -e
passed=$(sed -nE 's/^ *Passed *: *([0-9]+).*/\1/p' target/lit.log | tail -1)
failed=$(sed -nE 's/^ *Failed *: *([0-9]+).*/\1/p' target/lit.log | tail -1)
unit_passed=$(awk '/^test result:/ {for (i = 1; i < NF; i++) if ($(i+1) ~ /^passed/) s += $i} END {print s + 0}' target/cargo-test.log)
unit_failed=$(awk '/^test result:/ {for (i = 1; i < NF; i++) if ($(i+1) ~ /^failed/) s += $i} END {print s + 0}' target/cargo-test.log)
echo "unit: ${unit_passed:-0} passed, ${unit_failed:-0} failed"
echo "lit: ${passed:-0} passed, ${failed:-0} failed"
exit "$lit_status"
