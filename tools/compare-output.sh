#!/usr/bin/env bash
# Byte-identity check for refactors: compiles every lit input and the bundled example with the
# nsdi-llc of a given commit and with the one of the working tree, in every debug mode (and the
# Vulkan flavour's for the Vulkan and RenderDoc inputs), and
# compares the SPIR-V bytes, the remarks and the exit status.
#
#   bash tools/compare-output.sh [COMMIT]      (default: HEAD)
#
# Both binaries run from the same path with the same arguments and output name, because
# DebugEntryPoint records the command line. Prints one line per difference and a summary;
# exits 1 when anything differs.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
base=${1:-HEAD}
base_sha=$(git rev-parse --verify "$base^{commit}")

work="$root/target/compare-output"
base_tree="$work/tree-$base_sha"
mkdir -p "$work"

# The baseline: a detached worktree of the commit, built once and kept.
if [ ! -x "$work/nsdi-llc-$base_sha" ]; then
    if [ ! -d "$base_tree" ]; then
        git worktree add --detach --force "$base_tree" "$base_sha" >/dev/null 2>&1
    fi
    echo "compare-output: building nsdi-llc at ${base_sha:0:12}" >&2
    # Without in-process validation (it decides whether to write, not what): no SPIRV-Tools
    # build for each baseline.
    CARGO_TARGET_DIR="$work/target-base" cargo build --release --quiet \
        --manifest-path "$base_tree/Cargo.toml" -p nsdi-llc --no-default-features
    cp "$work/target-base/release/nsdi-llc" "$work/nsdi-llc-$base_sha"
    git worktree remove --force "$base_tree" >/dev/null 2>&1 || true
fi
echo "compare-output: building nsdi-llc of the working tree" >&2
# Its own target directory: the user's target/release/nsdi-llc keeps its validation.
CARGO_TARGET_DIR="$work/target-new" cargo build --release --quiet -p nsdi-llc --no-default-features
cp "$work/target-new/release/nsdi-llc" "$work/nsdi-llc-new"

run="$work/run"
mkdir -p "$run"
modes=("-g" "-g --spirv-ext=+all" "--gline-tables-only" "--g0" "-g --remarks" "-g --spirv-ext=+all --inlined-variables")

inputs=()
while IFS= read -r f; do inputs+=("$f"); done < <(
    find lit-tests -name '*.ll' -not -path '*/Inputs/*' | sort
    echo examples/particles.ll
)

# The Vulkan and RenderDoc tests compile OpenCL sources at test time: their LLVM IR, made here
# as tools/nsdi-cc makes it (-O0 and -O2 with -g; nsdi-llc's modes strip what they do not use).
vulkan_ir="target/compare-output/vulkan-ir"
rm -rf "$vulkan_ir"
mkdir -p "$vulkan_ir"
while IFS= read -r source; do
    case $source in *.clcpp) std=-cl-std=clc++2021 ;; *) std=-cl-std=CL2.0 ;; esac
    stem=$(echo "${source%.*}" | tr '/' '_')
    for opt in -O0 -O2; do
        clang-19 "$std" -fno-discard-value-names -target spirv64-unknown-unknown "$opt" -g \
            -fno-slp-vectorize -emit-llvm -S -c "$source" -o "$vulkan_ir/vulkan-$stem$opt.ll" 2>/dev/null \
            || rm -f "$vulkan_ir/vulkan-$stem$opt.ll"
    done
done < <(find lit-tests/vulkan/Inputs lit-tests/renderdoc/Inputs \( -name '*.cl' -o -name '*.clcpp' \) | sort)
while IFS= read -r f; do inputs+=("$f"); done < <(find "$vulkan_ir" -name '*.ll' | sort)

compiled=0
differences=0
# Runs one binary as "$run/nsdi-llc" so the recorded command line is the same for both.
compile() {
    local binary=$1 input=$2 mode=$3 tag=$4
    cp "$binary" "$run/nsdi-llc"
    rm -f "$run/out.spv"
    set +e
    # shellcheck disable=SC2086 # the mode is a list of flags
    (cd "$run" && ./nsdi-llc $mode "$root/$input" -o out.spv) >"$run/$tag.stdout" 2>"$run/$tag.stderr"
    echo $? >"$run/$tag.status"
    set -e
    if [ -f "$run/out.spv" ]; then mv "$run/out.spv" "$run/$tag.spv"; else rm -f "$run/$tag.spv"; fi
}

vulkan_modes=("-g --target-env=vulkan1.3" "-gline-tables-only --target-env=vulkan1.2"
    "--g0 --target-env=vulkan1.2" "-g --remarks --target-env=vulkan1.2")

for input in "${inputs[@]}"; do
    input_modes=("${modes[@]}")
    case $input in
        */vulkan/* | */renderdoc/*) input_modes+=("${vulkan_modes[@]}") ;;
        */vulkan-ir/*) input_modes=("${vulkan_modes[@]}") ;;
    esac
    for mode in "${input_modes[@]}"; do
        compile "$work/nsdi-llc-$base_sha" "$input" "$mode" base
        compile "$work/nsdi-llc-new" "$input" "$mode" new
        compiled=$((compiled + 1))
        for part in status stdout stderr spv; do
            if [ -f "$run/base.$part" ] || [ -f "$run/new.$part" ]; then
                if ! cmp -s "$run/base.$part" "$run/new.$part"; then
                    echo "DIFFERENT $part: $input [$mode]"
                    differences=$((differences + 1))
                fi
            fi
        done
    done
done
echo "compare-output: $compiled compilations (${#inputs[@]} inputs x ${#modes[@]} modes, ${#vulkan_modes[@]} more for Vulkan inputs) against ${base_sha:0:12}: $differences differences"
[ "$differences" -eq 0 ]
