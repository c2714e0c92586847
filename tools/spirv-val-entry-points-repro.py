#!/usr/bin/env python3
"""Upstream reproducer: spirv-val's time grows with entry points x module-scope instructions.

    python3 tools/spirv-val-entry-points-repro.py [--sizes 1000,4000,10000] [--runs 3]
                                                  [--spirv-val PATH]
    python3 tools/spirv-val-entry-points-repro.py --write N OUT.spv [--one-entry-point]
                                                  [--no-constants]

Writes, for each N, a valid SPIR-V 1.0 Kernel module with N empty `void()` functions and N
`OpConstant`s (0, 1, ..., N-1) of one `int` type at module scope, every function an
`OpEntryPoint Kernel` ("k0", "k1", ...), and two controls: the same module without the
constants, and the same module with only the first function an entry point (the others are
ordinary functions, which a Kernel module may have). It times `spirv-val` on each (CPU seconds
of the child, user + system, the minimum of --runs runs: wall time on a shared machine says
little) and prints one row per N.

What it shows (docs/PERFORMANCE.md, "Upstream: spirv-val scans the module scope once per entry
point"): for every OpEntryPoint, ValidateEntryPoint (source/val/validate_mode_setting.cpp)
walks the module's instructions from the first to the first OpFunction, looking for an
`OpDecorate ... BuiltIn WorkgroupSize` or an `OpExecutionModeId ... LocalSizeId`, whatever the
execution model and environment. With E entry points and M module-scope instructions that is
E x M instruction visits: quadratic when both grow with the module, as they do in a compiler's
output (types, constants, decorations and debug info are module scope). The answer does not
depend on the entry point, so upstream could compute it once per module. The first control
(no constants) still has E module-scope OpEntryPoints, and the validator also compares each
entry point's name with every other's (E^2 string compares): its growth is that part; the
difference between the first two columns is the scan over the constants.

The module is written word by word here, so the script needs nothing but Python 3 and the
spirv-val under test (default: the project's pinned SPIRV-Tools 2025.5 wheel).
"""

import argparse
import os
import struct
import subprocess
import sys
import tempfile

MAGIC = 0x07230203
VERSION_1_0 = 0x00010000

OP_MEMORY_MODEL = 14
OP_ENTRY_POINT = 15
OP_CAPABILITY = 17
OP_TYPE_VOID = 19
OP_TYPE_INT = 21
OP_TYPE_FUNCTION = 33
OP_CONSTANT = 43
OP_FUNCTION = 54
OP_FUNCTION_END = 56
OP_LABEL = 248
OP_RETURN = 253

CAPABILITY_ADDRESSES = 4
CAPABILITY_KERNEL = 6
ADDRESSING_PHYSICAL64 = 2
MEMORY_OPENCL = 2
EXECUTION_MODEL_KERNEL = 6
FUNCTION_CONTROL_NONE = 0


def instruction(opcode, operands):
    """One instruction's words: the word count and opcode, then its operands."""
    return [(len(operands) + 1) << 16 | opcode] + operands


def string_words(text):
    """A literal string: UTF-8, NUL-terminated, padded with NULs to a whole word."""
    data = text.encode("utf-8") + b"\0"
    data += b"\0" * (-len(data) % 4)
    return list(struct.unpack("<%dI" % (len(data) // 4), data))


def module(n, one_entry_point, constants=True):
    """The words of a Kernel module with n functions and n constants (see the docstring)."""
    void, function_type, int_type = 1, 2, 3
    first_constant = 4
    first_function = first_constant + n
    first_label = first_function + n
    bound = first_label + n
    words = [MAGIC, VERSION_1_0, 0, bound, 0]
    words += instruction(OP_CAPABILITY, [CAPABILITY_ADDRESSES])
    words += instruction(OP_CAPABILITY, [CAPABILITY_KERNEL])
    words += instruction(OP_MEMORY_MODEL, [ADDRESSING_PHYSICAL64, MEMORY_OPENCL])
    for k in range(1 if one_entry_point else n):
        words += instruction(
            OP_ENTRY_POINT, [EXECUTION_MODEL_KERNEL, first_function + k] + string_words("k%d" % k)
        )
    words += instruction(OP_TYPE_VOID, [void])
    words += instruction(OP_TYPE_FUNCTION, [function_type, void])
    words += instruction(OP_TYPE_INT, [int_type, 32, 0])
    for k in range(n if constants else 0):
        words += instruction(OP_CONSTANT, [int_type, first_constant + k, k])
    for k in range(n):
        words += instruction(
            OP_FUNCTION, [void, first_function + k, FUNCTION_CONTROL_NONE, function_type]
        )
        words += instruction(OP_LABEL, [first_label + k])
        words += instruction(OP_RETURN, [])
        words += instruction(OP_FUNCTION_END, [])
    return words


def write(path, words):
    with open(path, "wb") as out:
        out.write(struct.pack("<%dI" % len(words), *words))


def cpu_seconds(spirv_val, path, runs):
    """The least CPU time (user + system) of `runs` spirv-val runs; exits if it rejects it."""
    best = None
    for _ in range(runs):
        proc = subprocess.Popen(
            [spirv_val, path], stdout=subprocess.PIPE, stderr=subprocess.STDOUT
        )
        output = proc.stdout.read()
        _, status, usage = os.wait4(proc.pid, 0)
        proc.stdout.close()
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit("spirv-val rejected %s: %s" % (path, output.decode(errors="replace").strip()))
        seconds = usage.ru_utime + usage.ru_stime
        best = seconds if best is None else min(best, seconds)
    return best


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(
        description="Time spirv-val on modules with N entry points and N module-scope constants."
    )
    parser.add_argument("--sizes", default="1000,4000,10000", help="comma-separated N")
    parser.add_argument("--runs", type=int, default=3, help="runs per module (the minimum is kept)")
    parser.add_argument(
        "--spirv-val",
        default=os.path.join(root, ".venv", "spirv-tools-bin", "spirv-val"),
        help="validator",
    )
    parser.add_argument("--write", nargs=2, metavar=("N", "OUT"), help="only write one module")
    parser.add_argument(
        "--one-entry-point", action="store_true", help="with --write: one entry point only"
    )
    parser.add_argument(
        "--no-constants", action="store_true", help="with --write: no module-scope constants"
    )
    args = parser.parse_args()

    if args.write:
        n = int(args.write[0])
        write(args.write[1], module(n, args.one_entry_point, not args.no_constants))
        return

    version = subprocess.run([args.spirv_val, "--version"], capture_output=True, text=True)
    print(version.stdout.splitlines()[0] if version.stdout else args.spirv_val)
    print("CPU seconds; E entry points, M constants at module scope")
    print("%9s  %16s  %16s  %16s" % ("N", "E = M = N", "E = N, M = 0", "E = 1, M = N"))
    variants = [("all", False, True), ("no-constants", False, False), ("one", True, True)]
    with tempfile.TemporaryDirectory() as tmp:
        for n in (int(s) for s in args.sizes.split(",")):
            times = []
            for label, one, constants in variants:
                path = os.path.join(tmp, "entry-points-%d-%s.spv" % (n, label))
                write(path, module(n, one, constants))
                times.append(cpu_seconds(args.spirv_val, path, args.runs))
            print("%9d  %16.3f  %16.3f  %16.3f" % (n, *times))
            sys.stdout.flush()


if __name__ == "__main__":
    main()
