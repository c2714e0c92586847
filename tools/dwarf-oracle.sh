#!/usr/bin/env bash
# The DWARF oracle on every lit input (docs/ROUNDTRIP.md, "The DWARF oracle"):
#   dwarf-oracle.sh NSDI-LLC NSDI-ROUNDTRIP LIT-DIR WORK-DIR
# compiles each lit-tests/**/*.ll with `nsdi-llc -g` and runs `nsdi-roundtrip --against-dwarf`
# on it. Inputs that do not compile, compile without debug info, or crash LLVM's own DWARF
# writer (valid DI it cannot emit, e.g. a definition without a `type:`) are skipped (counted).
# Prints one summary line; lists every unexplained difference and exits 1 when there is one.
set -uo pipefail
llc=$1 roundtrip=$2 lit=$3 work=$4
mkdir -p "$work"
checked=0 skipped=0 facts=0 explained=0 failed=0
while IFS= read -r input; do
  out="$work/$(echo "$input" | tr '/' '_').spv"
  if ! "$llc" -g "$input" -o "$out" >/dev/null 2>&1; then
    skipped=$((skipped + 1))
    continue
  fi
  report=$("$roundtrip" --against-dwarf --max 100000 "$input" "$out" 2>&1)
  status=$?
  if grep -q -e "imports no NonSemantic.Shader.DebugInfo.100" -e "LLVM's x86 codegen crashed" <<<"$report"; then
    skipped=$((skipped + 1))
    continue
  fi
  checked=$((checked + 1))
  summary=$(head -1 <<<"$report")
  if [[ $summary =~ ^compared\ ([0-9]+)\ DWARF\ facts:\ ([0-9]+)\ differences\ \(([0-9]+)\ explained\) ]]; then
    facts=$((facts + BASH_REMATCH[1]))
    explained=$((explained + BASH_REMATCH[3]))
  fi
  if [ "$status" != 0 ]; then
    failed=$((failed + 1))
    echo "$input:"
    sed 's/^/  /' <<<"$report"
  fi
done < <(find "$lit" -name '*.ll' | sort)
echo "dwarf oracle: $checked inputs ($skipped skipped), $facts DWARF facts, $explained explained differences, $failed inputs with unexplained differences"
[ "$failed" = 0 ]
