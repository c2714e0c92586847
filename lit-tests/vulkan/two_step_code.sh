#!/usr/bin/env bash
# Compiles each OpenCL source with tools/nsdi-cc at one -O level for Vulkan, with -g0 (clang in
# one step) and with -g (the two-step compile: front end, address-space idiom removed from the
# debug records, optimizer; docs/RUNTIME.md), and compares the two LLVM modules' code with
# llvm-diff after opt -strip-debug. Prints one line per difference and a summary line with the
# number of sources compared and of fragment records the -g modules keep.
#
#   two_step_code.sh NSDI_CC OPT_LEVEL OUT_DIR SOURCE...
set -u
cc=$1 level=$2 out=$3
shift 3
mkdir -p "$out"
compared=0 fragments=0 differences=0
for src in "$@"; do
    stem=$(basename "${src%.*}")
    base="$out/$stem$level"
    "$cc" "$level" -g0 --target-env=vulkan1.2 --keep-ll="$base.g0.ll" "$src" -o "$base.g0.spv" 2>/dev/null || {
        echo "$stem $level: does not compile with -g0"; differences=$((differences + 1)); continue; }
    "$cc" "$level" -g --target-env=vulkan1.2 --keep-ll="$base.g.ll" "$src" -o "$base.g.spv" || {
        echo "$stem $level: compiles with -g0, not with -g"; differences=$((differences + 1)); continue; }
    # opt warns that it has no SPIR-V target machine; stripping needs none.
    opt-19 -strip-debug -S "$base.g0.ll" -o "$base.g0.code.ll" 2>/dev/null
    opt-19 -strip-debug -S "$base.g.ll" -o "$base.g.code.ll" 2>/dev/null
    if ! llvm-diff-19 "$base.g0.code.ll" "$base.g.code.ll" >"$base.diff" 2>&1; then
        echo "$stem $level: the code differs (-g0 vs -g):"
        head -20 "$base.diff"
        differences=$((differences + 1))
    fi
    compared=$((compared + 1))
    fragments=$((fragments + $(grep -c 'DW_OP_LLVM_fragment' "$base.g.ll")))
done
echo "$level: $compared compared, $differences differ, $fragments fragment records"
