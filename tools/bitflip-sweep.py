#!/usr/bin/env python3
"""Bit-flip sweep: nsdi-llc -g on corrupted bitcode of our own kernels.

    python3 tools/bitflip-sweep.py [--seeds N] [--first S] [--timeout SECONDS] [--keep DIR]
    python3 tools/bitflip-sweep.py --write SEED OUT.bc     (one seed's input, for a regression test)

Compiles a few lit-tests/codegen kernels to bitcode with LLVM 19's llvm-as, then for each seed
picks one of them (seed mod the number of kernels), flips 1-8 bits at positions drawn from
Python's `random.Random(seed)` (deterministic: the same seed gives the same file everywhere),
and runs `nsdi-llc -g` on the result with a timeout. Every run is one of:

    valid    exit 0, and spirv-val accepts the output
    error    exit 1, stderr is one `nsdi-llc: error: <file>: <reason>` line (after any
             `nsdi-llc: warning:` lines), and no output file was left behind
    crash    a signal, an exit status above 1, empty or malformed stderr, or an exit 1 that left
             an output file
    hang     the timeout expired
    invalid  exit 0, but spirv-val rejects the output (or there is none)

Prints one line per crash, hang or invalid output (seed, kernel, flipped bits, what happened),
then `bitflip-sweep: N seeds: V valid, E errors, C crashes, H hangs, I invalid`. Exits 1 when
C + H + I > 0. `--llc` or `NSDI_TARGET_DIR` selects nsdi-llc (default target/release/nsdi-llc).
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KERNELS = [
    "lit-tests/codegen/fmuladd-O2.ll",
    "lit-tests/codegen/noinline_calls-O0.ll",
    "lit-tests/codegen/struct_ptr_helpers-O0.ll",
    "lit-tests/codegen/switch_dense_sparse-O2.ll",
]
LLVM_AS = "/usr/lib/llvm-19/bin/llvm-as"


def spirv_val():
    """The venv's spirv-val binary (cmeel installs a slow Python launcher beside it)."""
    venv = os.path.join(ROOT, ".venv")
    lib = os.path.join(venv, "lib")
    if os.path.isdir(lib):
        for python in sorted(os.listdir(lib)):
            native = os.path.join(lib, python, "site-packages", "cmeel.prefix", "bin", "spirv-val")
            if os.path.exists(native):
                return native
    return os.path.join(venv, "bin", "spirv-val")


def flip(data, seed):
    """A copy of `data` with 1-8 bits flipped, chosen by `seed`; the flipped bit offsets."""
    rng = random.Random(seed)
    out = bytearray(data)
    bits = sorted(rng.randrange(len(out) * 8) for _ in range(rng.randint(1, 8)))
    for bit in bits:
        out[bit // 8] ^= 1 << (bit % 8)
    return bytes(out), bits


def classify(llc, validator, path, out, timeout):
    """One run of `nsdi-llc -g path -o out`: (kind, detail)."""
    try:
        run = subprocess.run(
            [llc, "-g", path, "-o", out],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return "hang", f"no exit after {timeout} s"
    lines = run.stderr.decode("utf-8", "replace").splitlines()
    exists = os.path.exists(out)
    if run.returncode == 0:
        if not exists:
            return "invalid", "exit 0 without an output file"
        val = subprocess.run([validator, out], capture_output=True)
        if val.returncode != 0:
            reason = (val.stdout + val.stderr).decode("utf-8", "replace").strip().splitlines()
            return "invalid", "spirv-val: " + (reason[0] if reason else f"exit {val.returncode}")
        return "valid", ""
    if run.returncode < 0:
        return "crash", f"signal {-run.returncode}; stderr {lines[-3:]!r}"
    if run.returncode != 1:
        return "crash", f"exit {run.returncode}; stderr {lines[-3:]!r}"
    errors = [l for l in lines if not l.startswith("nsdi-llc: warning: ")]
    if len(errors) != 1 or not errors[0].startswith(f"nsdi-llc: error: {path}: "):
        return "crash", f"exit 1 with stderr {lines!r}"
    if exists:
        return "crash", "exit 1 left an output file"
    return "error", errors[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=500, help="number of seeds (500)")
    parser.add_argument("--first", type=int, default=1, help="first seed (1)")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds per run (30)")
    parser.add_argument("--keep", help="copy each crash/hang/invalid input into this directory")
    parser.add_argument("--llc", help="the nsdi-llc to run (default: $NSDI_TARGET_DIR/nsdi-llc)")
    parser.add_argument("--verbose", action="store_true", help="print every run")
    parser.add_argument("--write", nargs=2, metavar=("SEED", "OUT"), help="write one input, run nothing")
    args = parser.parse_args()

    target = os.environ.get("NSDI_TARGET_DIR", os.path.join(ROOT, "target", "release"))
    llc = args.llc or os.path.join(target, "nsdi-llc")
    validator = spirv_val()
    counts = {k: 0 for k in ["valid", "error", "crash", "hang", "invalid"]}
    with tempfile.TemporaryDirectory(prefix="nsdi-bitflip-") as work:
        bitcode = []
        for kernel in KERNELS:
            bc = os.path.join(work, os.path.basename(kernel)[: -len(".ll")] + ".bc")
            subprocess.run([LLVM_AS, os.path.join(ROOT, kernel), "-o", bc], check=True)
            with open(bc, "rb") as f:
                bitcode.append((kernel, f.read()))
        if args.write:
            seed = int(args.write[0])
            with open(args.write[1], "wb") as f:
                f.write(flip(bitcode[seed % len(bitcode)][1], seed)[0])
            return 0
        for seed in range(args.first, args.first + args.seeds):
            kernel, data = bitcode[seed % len(bitcode)]
            mutant, bits = flip(data, seed)
            path = os.path.join(work, f"seed-{seed}.bc")
            out = os.path.join(work, f"seed-{seed}.spv")
            with open(path, "wb") as f:
                f.write(mutant)
            kind, detail = classify(llc, validator, path, out, args.timeout)
            counts[kind] += 1
            if kind not in ("valid", "error") or args.verbose:
                name = os.path.basename(kernel)
                print(f"seed {seed} ({name}, bits {bits}): {kind}: {detail}", flush=True)
                if args.keep and kind not in ("valid", "error"):
                    os.makedirs(args.keep, exist_ok=True)
                    shutil.copy(path, os.path.join(args.keep, f"seed-{seed}.bc"))
            for p in (path, out):
                if os.path.exists(p):
                    os.remove(p)
    bad = counts["crash"] + counts["hang"] + counts["invalid"]
    print(
        f"bitflip-sweep: {args.seeds} seeds: {counts['valid']} valid, {counts['error']} errors, "
        f"{counts['crash']} crashes, {counts['hang']} hangs, {counts['invalid']} invalid"
    )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
