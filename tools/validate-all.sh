#!/usr/bin/env bash
# nsdi-llc's own validation on every lit input: compiles each lit-tests/**/*.ll with nsdi-llc
# (built with its default `validate` feature: an output SPIRV-Tools rejects is not written), in -g and -g --spirv-ext=+all, and fails if any output was rejected as
# invalid SPIR-V. Inputs nsdi-llc refuses for other reasons (the error tests) are counted apart.
#
#   bash tools/validate-all.sh NSDI_LLC
set -uo pipefail
llc=$1
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
validated=0 refused=0 invalid=0
while IFS= read -r input; do
  for mode in "-g" "-g --spirv-ext=+all"; do
    # shellcheck disable=SC2086 # the mode is a list of flags
    if "$llc" $mode "$input" -o "$work/out.spv" 2>"$work/err"; then
      validated=$((validated + 1))
    elif grep -q "invalid SPIR-V" "$work/err"; then
      invalid=$((invalid + 1))
      echo "INVALID: $input [$mode]: $(head -1 "$work/err")"
    else
      refused=$((refused + 1))
    fi
  done
done < <(find "$root/lit-tests" -name '*.ll' -not -path '*/Inputs/*' | sort)
echo "validate-all: $validated outputs validated by nsdi-llc, $refused refused inputs, $invalid invalid"
[ "$invalid" -eq 0 ]
