#!/usr/bin/env bash
# Compiles each OpenCL source at one -O level with clang-19 in one step (-g0, the flags
# tools/nsdi-cc gives clang) and with tools/nsdi-cc -g0 and -g (the two-step compile: front end,
# address-space idiom removed from the debug records, optimizer; docs/RUNTIME.md), and compares
# the LLVM modules' code with llvm-diff after opt -strip-debug: one step against nsdi-cc -g,
# nsdi-cc -g0 against nsdi-cc -g. Prints one line per difference and a summary line with the
# number of sources compared and of fragment records the -g modules keep.
#
# With TRANSLATOR (the Kernel flavour, `--target-env=opencl`), SPIRV-LLVM-Translator's reader
# (`llvm-spirv -r`) must also read every -g module nsdi-cc wrote; the summary counts them, and the
# sources the flavour refuses at -g0 as "not implemented" (sub-group functions).
#
#   two_step_code.sh NSDI_CC OPT_LEVEL OUT_DIR TARGET_ENV TRANSLATOR|- SOURCE...
set -u
cc=$1 level=$2 out=$3 env=$4 translator=$5
shift 5
mkdir -p "$out"
case "$env" in
    opencl) target=spirv64-unknown-unknown vectorize=() ;;
    # After -O<n>, which would turn the SLP vectorizer back on.
    *) target=spirv32-unknown-unknown vectorize=(-fno-slp-vectorize) ;;
esac
compared=0 fragments=0 differences=0 read_back=0 refused=0
for src in "$@"; do
    stem=$(basename "${src%.*}")
    base="$out/$stem$level"
    if ! "$cc" "$level" -g0 --target-env="$env" --keep-ll="$base.g0.ll" "$src" -o "$base.g0.spv" 2>"$base.g0.log"; then
        # The Kernel flavour refuses what it does not implement (sub-group functions), with
        # and without debug info alike; any other refusal is a difference.
        if [ "$env" = opencl ] && grep -q "not implemented" "$base.g0.log"; then
            refused=$((refused + 1))
        else
            echo "$stem $level: does not compile with -g0"; differences=$((differences + 1))
        fi
        continue
    fi
    "$cc" "$level" -g --target-env="$env" --keep-ll="$base.g.ll" "$src" -o "$base.g.spv" || {
        echo "$stem $level: compiles with -g0, not with -g"; differences=$((differences + 1)); continue; }
    case "$src" in *.clcpp) lang=(-cl-std=clc++2021 -x clcpp) ;; *) lang=(-cl-std=CL2.0 -x cl) ;; esac
    clang-19 "${lang[@]}" -fno-discard-value-names -target "$target" "$level" -g0 \
        "${vectorize[@]}" -emit-llvm -S -c -o "$base.one.ll" "$src" 2>/dev/null
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
    if [ "$translator" != - ]; then
        if "$translator" -r "$base.g.spv" -o "$base.g.back.bc" >"$base.back.log" 2>&1; then
            read_back=$((read_back + 1))
        else
            echo "$stem $level: llvm-spirv -r refuses the -g module: $(head -1 "$base.back.log")"
        fi
    fi
    compared=$((compared + 1))
    fragments=$((fragments + $(grep -c 'DW_OP_LLVM_fragment' "$base.g.ll")))
done
if [ "$translator" != - ]; then
    echo "$level: $compared compared, $differences differ, $fragments fragment records, $read_back read back by llvm-spirv -r, $refused refused"
else
    echo "$level: $compared compared, $differences differ, $fragments fragment records"
fi
