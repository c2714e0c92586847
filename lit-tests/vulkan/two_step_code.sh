#!/usr/bin/env bash
# Compiles each OpenCL source at one -O level for Vulkan with clang-19 in one step (-g0, the
# flags tools/nsdi-cc gives clang) and with tools/nsdi-cc -g0 and -g (the two-step compile:
# front end, address-space idiom removed from the debug records, optimizer; docs/RUNTIME.md),
# and compares the LLVM modules' code with llvm-diff after opt -strip-debug: one step against
# nsdi-cc -g, nsdi-cc -g0 against nsdi-cc -g. Prints one line per difference and a summary line
# with the number of sources compared and of fragment records the -g modules keep.
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
    case "$src" in *.clcpp) lang=(-cl-std=clc++2021 -x clcpp) ;; *) lang=(-cl-std=CL2.0 -x cl) ;; esac
    clang-19 "${lang[@]}" -fno-discard-value-names -target spirv32-unknown-unknown "$level" -g0 \
        -fno-slp-vectorize -emit-llvm -S -c -o "$base.one.ll" "$src" 2>/dev/null
    # opt warns that it has no SPIR-V target machine; stripping needs none.
    for m in one g0 g; do
        opt-19 -strip-debug -S "$base.$m.ll" -o "$base.$m.code.ll" 2>/dev/null
    done
    for pair in "one g" "g0 g"; do
        read -r left right <<<"$pair"
        if ! llvm-diff-19 "$base.$left.code.ll" "$base.$right.code.ll" >"$base.$left-$right.diff" 2>&1; then
            echo "$stem $level: the code differs ($left vs $right):"
            head -20 "$base.$left-$right.diff"
            differences=$((differences + 1))
        fi
    done
    compared=$((compared + 1))
    fragments=$((fragments + $(grep -c 'DW_OP_LLVM_fragment' "$base.g.ll")))
done
echo "$level: $compared compared, $differences differ, $fragments fragment records"
