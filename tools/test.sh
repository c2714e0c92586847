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
# One cargo profile (release) for this command and tools/run-example.sh, so a newcomer's second
# command reuses the first one's build (issue 31).
echo "== cargo build --release (from a clean clone: a few minutes on 2 cores)"
cargo build --workspace --release --quiet
echo "== cargo test --release"
cargo test --workspace --release --quiet 2>&1 | tee target/cargo-test.log
echo "== the producer example without LLVM"
# Built last: lit checks this binary links no LLVM (cargo test built it with the feature on).
cargo build -p nsdi --no-default-features --example handwritten_compute --release --quiet
echo "== nsdi-llc's validation of every lit input's -g and +all output"
bash tools/validate-all.sh target/release/nsdi-llc
echo "== lit"
set +e
# One line per finished test (no -s), so a long run shows progress.
NSDI_TARGET_DIR="$root/target/release" .venv/bin/lit -v lit-tests 2>&1 | tee target/lit.log
lit_status=${PIPESTATUS[0]}
set -e
passed=$(sed -nE 's/^ *Passed *: *([0-9]+).*/\1/p' target/lit.log | tail -1)
failed=$(sed -nE 's/^ *Failed *: *([0-9]+).*/\1/p' target/lit.log | tail -1)
unit_passed=$(awk '/^test result:/ {for (i = 1; i < NF; i++) if ($(i+1) ~ /^passed/) s += $i} END {print s + 0}' target/cargo-test.log)
unit_failed=$(awk '/^test result:/ {for (i = 1; i < NF; i++) if ($(i+1) ~ /^failed/) s += $i} END {print s + 0}' target/cargo-test.log)
echo "unit: ${unit_passed:-0} passed, ${unit_failed:-0} failed"
echo "lit: ${passed:-0} passed, ${failed:-0} failed"
exit "$lit_status"
