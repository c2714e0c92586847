#!/usr/bin/env python3
"""Upstream reproducer: spirv-val's time grows with the square of the OpNames sharing one string.

    python3 tools/spirv-val-names-repro.py [--sizes 1000,10000,100000] [--runs 3]
                                           [--spirv-val PATH]
    python3 tools/spirv-val-names-repro.py --write N OUT.spv [--distinct]

Writes, for each N, a valid SPIR-V 1.0 module that declares N `OpConstant`s of one `int` type
(0, 1, ..., N-1; Shader and Linkage capabilities, so no entry point is needed), each with an
`OpName`: every name is "a", and, as the control, every name is different ("a0", "a1", ...).
(Constants, not variables: SPIR-V allows at most 65,535 global variables.)
Both modules have the same instructions and nearly the same size. It times `spirv-val` on each
(wall seconds, the minimum of --runs runs) and prints one row per N.

What it shows (docs/PERFORMANCE.md, "Upstream: SPIRV-Tools' friendly-name mapper is
quadratic"): the validator builds a FriendlyNameMapper for its messages before it validates,
and FriendlyNameMapper::SaveName (source/name_mapper.cpp) makes each name unique by trying
"a_0", "a_1", ... from 0 until one is free. The k-th "a" tries k candidates, so N equal names
cost N^2/2 string builds and hash-set inserts, while N different names cost N.

The module is written word by word here, so the script needs nothing but Python 3 and the
spirv-val under test (default: the project's pinned SPIRV-Tools 2025.5 wheel, .venv/bin).
"""

import argparse
import os
import struct
import subprocess
import sys
import tempfile
import time

MAGIC = 0x07230203
VERSION_1_0 = 0x00010000

OP_NAME = 5
OP_MEMORY_MODEL = 14
OP_CAPABILITY = 17
OP_TYPE_INT = 21
OP_CONSTANT = 43

CAPABILITY_SHADER = 1
CAPABILITY_LINKAGE = 5
ADDRESSING_LOGICAL = 0
MEMORY_GLSL450 = 1


def instruction(opcode, operands):
    """One instruction's words: the word count and opcode, then its operands."""
    return [(len(operands) + 1) << 16 | opcode] + operands


def string_words(text):
    """A literal string: UTF-8, NUL-terminated, padded with NULs to a whole word."""
    data = text.encode("utf-8") + b"\0"
    data += b"\0" * (-len(data) % 4)
    return list(struct.unpack("<%dI" % (len(data) // 4), data))


def module(n, distinct):
    """The words of a module with `n` named int constants."""
    int_type, first_constant = 1, 2
    bound = first_constant + n
    words = [MAGIC, VERSION_1_0, 0, bound, 0]
    words += instruction(OP_CAPABILITY, [CAPABILITY_SHADER])
    words += instruction(OP_CAPABILITY, [CAPABILITY_LINKAGE])
    words += instruction(OP_MEMORY_MODEL, [ADDRESSING_LOGICAL, MEMORY_GLSL450])
    for k in range(n):
        name = "a%d" % k if distinct else "a"
        words += instruction(OP_NAME, [first_constant + k] + string_words(name))
    words += instruction(OP_TYPE_INT, [int_type, 32, 0])
    for k in range(n):
        words += instruction(OP_CONSTANT, [int_type, first_constant + k, k])
    return words


def write(path, words):
    with open(path, "wb") as out:
        out.write(struct.pack("<%dI" % len(words), *words))


def time_validation(spirv_val, path, runs):
    """The fastest of `runs` spirv-val runs on `path`, in wall seconds; exits if it rejects it."""
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run([spirv_val, path], capture_output=True, text=True)
        elapsed = time.perf_counter() - start
        if done.returncode != 0:
            sys.exit("spirv-val rejected %s: %s" % (path, (done.stderr or done.stdout).strip()))
        best = elapsed if best is None else min(best, elapsed)
    return best


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(
        description="Time spirv-val on modules with N OpNames of one string (and N different ones)."
    )
    parser.add_argument("--sizes", default="1000,10000,100000", help="comma-separated N")
    parser.add_argument("--runs", type=int, default=3, help="runs per module (the minimum is kept)")
    parser.add_argument(
        "--spirv-val", default=os.path.join(root, ".venv", "bin", "spirv-val"), help="validator"
    )
    parser.add_argument("--write", nargs=2, metavar=("N", "OUT"), help="only write one module")
    parser.add_argument("--distinct", action="store_true", help="with --write: different names")
    args = parser.parse_args()

    if args.write:
        write(args.write[1], module(int(args.write[0]), args.distinct))
        return

    version = subprocess.run([args.spirv_val, "--version"], capture_output=True, text=True)
    print(version.stdout.splitlines()[0] if version.stdout else args.spirv_val)
    print("%9s  %14s  %14s  %10s" % ("N", "one name (s)", "N names (s)", "ratio"))
    with tempfile.TemporaryDirectory() as tmp:
        for n in (int(s) for s in args.sizes.split(",")):
            times = []
            for distinct in (False, True):
                path = os.path.join(tmp, "names-%d-%s.spv" % (n, "distinct" if distinct else "same"))
                write(path, module(n, distinct))
                times.append(time_validation(args.spirv_val, path, args.runs))
            print("%9d  %14.3f  %14.3f  %10.1f" % (n, times[0], times[1], times[0] / times[1]))
            sys.stdout.flush()


if __name__ == "__main__":
    main()
