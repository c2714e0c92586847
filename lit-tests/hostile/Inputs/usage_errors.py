#!/usr/bin/env python3
"""Runs each tool with command-line mistakes and prints, per run, the exit code, the number of
lines on standard error and the line itself (usage-errors.test checks them). Arguments: the
tools' paths, in the order nsdi-llc, nsdi-dump, nsdi-roundtrip, nsdi-synth, nsdi-run, nsdi-cc."""
import os
import subprocess
import sys

llc, dump, roundtrip, synth, run, cc = sys.argv[1:7]
runs = [
    (llc, ["--bogus", "k.ll"]),
    (llc, []),
    (llc, ["k.ll", "-o"]),
    (llc, ["--target-env", "nowhere", "k.ll"]),
    (llc, ["--help"]),
    (dump, ["--bogus", "x.spv"]),
    (dump, []),
    (dump, ["--lines", "--dot", "x.spv"]),
    (dump, ["--help"]),
    (roundtrip, ["--bogus"]),
    (roundtrip, ["k.ll"]),
    (roundtrip, ["--help"]),
    (synth, ["--functions"]),
    (synth, ["--functions", "many"]),
    (synth, ["--help"]),
    (run, ["--bogus", "x.spv"]),
    (run, []),
    (run, ["x.spv", "--buffer"]),
    (run, ["--help"]),
    (cc, ["--bogus", "k.cl"]),
    (cc, []),
    (cc, ["k.cl", "-o"]),
]
for tool, args in runs:
    proc = subprocess.run([tool] + args, capture_output=True, text=True, stdin=subprocess.DEVNULL)
    shown = " ".join([os.path.basename(tool)] + args)
    if "--help" in args:
        printed = "usage printed" if "Usage:" in proc.stdout else "no usage: " + proc.stdout[:80]
        print(f"{shown}: exit {proc.returncode}, {printed}")
        continue
    lines = proc.stderr.splitlines()
    print(f"{shown}: exit {proc.returncode}, {len(lines)} line{'s' if len(lines) != 1 else ''}: "
          + " | ".join(lines))
