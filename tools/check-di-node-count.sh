#!/usr/bin/env bash
# Checks that nsdi-llc --dump-di sees every DI node LLVM sees: the numbered node count in the
# dump's first line equals the number of `!N = [distinct ]!DI...` records llvm-dis prints for the
# same module (DIExpression is printed inline by LLVM and counted separately by the dump).
# Usage: check-di-node-count.sh FILE.ll|FILE.bc   (nsdi-llc and llvm-dis on PATH)
set -euo pipefail
file=$1
llvm=$(llvm-as < "$file" | llvm-dis | grep -cE '^![0-9]+ = (distinct )?!DI' || true)
ours=$(nsdi-llc --dump-di "$file" | sed -nE 's/^; [0-9]+ nodes \(([0-9]+) numbered\).*/\1/p;q')
if [ "$llvm" != "$ours" ]; then
  echo "node count mismatch for $file: llvm-dis prints $llvm DI records, nsdi-llc sees $ours" >&2
  exit 1
fi
echo "DI node count $ours matches llvm-dis"
