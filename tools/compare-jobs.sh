#!/usr/bin/env bash
# The thread count does not change the output: compiles every lit input (lit-tests/**/*.ll,
# Inputs included) with nsdi-llc -j 1 and -j 4 in each debug mode (and in the Vulkan flavour
# for the Vulkan and RenderDoc inputs) and fails unless each pair wrote the same bytes, or
# refused alike (same exit status, same message). Validation is left to validate-all.sh.
#
#   bash tools/compare-jobs.sh NSDI_LLC
set -uo pipefail
llc=$1
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
same=0 refused=0 differ=0
while IFS= read -r input; do
  modes=("-g" "-g0" "-gline-tables-only" "-g --spirv-ext=+all")
  case $input in
    */vulkan/* | */renderdoc/*) modes+=("-g --target-env=vulkan1.3" "-gline-tables-only --target-env=vulkan1.2") ;;
  esac
  for mode in "${modes[@]}"; do
    for jobs in 1 4; do
      # shellcheck disable=SC2086 # the mode is a list of flags
      "$llc" -j "$jobs" --no-verify $mode "$input" -o "$work/out-$jobs.spv" \
        >"$work/stdout-$jobs" 2>"$work/err-$jobs"
      echo $? >"$work/status-$jobs"
      [ -e "$work/out-$jobs.spv" ] || : >"$work/out-$jobs.spv"
    done
    if cmp -s "$work/out-1.spv" "$work/out-4.spv" && cmp -s "$work/err-1" "$work/err-4" \
      && cmp -s "$work/status-1" "$work/status-4" && cmp -s "$work/stdout-1" "$work/stdout-4"; then
      if [ "$(cat "$work/status-1")" = 0 ]; then
        same=$((same + 1))
      else
        refused=$((refused + 1))
      fi
    else
      differ=$((differ + 1))
      echo "DIFFERENT: $input [$mode]: -j 1 and -j 4 disagree"
    fi
    rm -f "$work"/out-*.spv
  done
done < <(find "$root/lit-tests" -name '*.ll' | sort)
echo "compare-jobs: $same outputs byte-identical at -j 1 and -j 4, $refused refusals identical, $differ different"
[ "$differ" -eq 0 ] && [ "$same" -gt 0 ]
