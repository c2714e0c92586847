#!/usr/bin/env python3
"""The round-trip checker on every Vulkan output of the test kernels (issue 26): each kernel of
lit-tests/vulkan/Inputs and lit-tests/renderdoc/Inputs, compiled by tools/nsdi-cc (clang-19)
for vulkan1.2 at -O0/-O2 with -g, -gline-tables-only and -g0.

Usage: vulkan_roundtrip.py verify ROOT OUTDIR LLC
           nsdi-llc --verify-roundtrip on each output (the checker with the Vulkan rules of
           docs/ROUNDTRIP.md, then the spec lint); one `DIFFERS name: first line` per output
           that fails, then the count.
       vulkan_roundtrip.py mutate ROOT OUTDIR LLC ROUNDTRIP VALIDATOR
           the checker's mutation test (nsdi-roundtrip --mutate) on each -g and
           -gline-tables-only output; the kill rate over all of them, each undetected mutation,
           and the outputs that hold unreferenced expressions."""
import concurrent.futures
import glob
import os
import re
import subprocess
import sys

LEVELS = {"verify": ["-g", "-gline-tables-only", "-g0"], "mutate": ["-g", "-gline-tables-only"]}
MUTATION = re.compile(
    r"mutation test: (\d+) mutations \((\d+) semantic, (\d+) not\); detected (\d+) "
    r"\(checker (\d+), reader (\d+), validator (\d+)\)")


def kernels(root):
    found = []
    for d in ["lit-tests/vulkan/Inputs", "lit-tests/renderdoc/Inputs"]:
        for ext in ["cl", "clcpp"]:
            found += glob.glob(os.path.join(root, d, "*." + ext))
    return sorted(found, key=lambda p: (os.path.basename(p), p))


def compile_ll(root, llc, src, out, opt, level):
    """The IR nsdi-cc gives nsdi-llc (kept), and nsdi-cc's own exit status."""
    name = "%s%s%s" % (os.path.splitext(os.path.basename(src))[0], opt, level)
    ll = os.path.join(out, name + ".ll")
    env = dict(os.environ, NSDI_LLC=llc)
    cc = subprocess.run([os.path.join(root, "tools", "nsdi-cc"), opt, level, "--target-env=vulkan1.2",
                         "--keep-ll=" + ll, src, "-o", os.path.join(out, name + ".cc.spv")],
                        capture_output=True, text=True, env=env)
    return name, ll, cc


def verify(root, out, llc, src, opt, level):
    name, ll, cc = compile_ll(root, llc, src, out, opt, level)
    if cc.returncode != 0:
        return name, "nsdi-cc failed: " + (cc.stderr.strip().splitlines() or ["?"])[-1]
    r = subprocess.run([llc, "--target-env=vulkan1.2", level, "--verify-roundtrip", ll,
                        "-o", os.path.join(out, name + ".spv")], capture_output=True, text=True)
    if r.returncode == 0:
        return name, None
    errors = [l for l in r.stderr.splitlines() if "error:" in l]
    first = errors[0] if errors else r.stderr.strip()
    # Machine paths out: the output's name says which input it is.
    first = re.sub(r"^\S+\.ll: ", "", first.split("error: ", 1)[-1])
    return name, re.sub(r"\S*/(lit-tests/)", r"\1", first)


def mutate(root, out, llc, roundtrip, validator, src, opt, level):
    name, ll, cc = compile_ll(root, llc, src, out, opt, level)
    if cc.returncode != 0:
        return name, None, ["nsdi-cc failed"]
    spv = os.path.join(out, name + ".cc.spv")
    r = subprocess.run([roundtrip, "--level", "full" if level == "-g" else "line-tables", "--mutate",
                        "--validator", validator, "--max", "1000", ll, spv],
                       capture_output=True, text=True)
    m = MUTATION.search(r.stdout)
    if not m:
        why = re.sub(r"^nsdi-roundtrip: error: \S+\.spv: ", "", (r.stderr or r.stdout).strip())
        return name, None, [re.sub(r"\S*/(lit-tests/)", r"\1", why)]
    notes = [l.strip() for l in r.stdout.splitlines() if l.startswith("  ")]
    return name, [int(x) for x in m.groups()], notes


def main():
    mode, root, out = sys.argv[1], sys.argv[2], sys.argv[3]
    os.makedirs(out, exist_ok=True)
    jobs = [(src, opt, level) for src in kernels(root) for opt in ["-O0", "-O2"]
            for level in LEVELS[mode]]
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        if mode == "verify":
            llc = sys.argv[4]
            results = list(pool.map(lambda j: verify(root, out, llc, *j), jobs))
            differ = [(n, e) for n, e in results if e]
            for name, error in differ:
                print("DIFFERS %s: %s" % (name, error))
            print("verify-roundtrip: %d outputs (%d kernels x -O0/-O2 x -g/-gline-tables-only/-g0), "
                  "%d pass, %d differ" % (len(results), len(jobs) // 6, len(results) - len(differ),
                                          len(differ)))
            return 1 if differ else 0
        llc, roundtrip, validator = sys.argv[4:7]
        results = list(pool.map(lambda j: mutate(root, out, llc, roundtrip, validator, *j), jobs))
    totals = [0] * 7
    tested = 0
    for name, counts, notes in results:
        if counts is None:
            print("NOT TESTED %s: %s" % (name, notes[0] if notes else "?"))
            continue
        tested += 1
        totals = [a + b for a, b in zip(totals, counts)]
        for note in notes:
            print("%s %s" % (name, note))
    mutations, semantic, _, detected, checker, reader, validator = totals
    rate = 100.0 * detected / semantic if semantic else 100.0
    print("vulkan mutation test: %d outputs, %d mutations (%d semantic); detected %d "
          "(checker %d, reader %d, validator %d): %.1f%%"
          % (tested, mutations, semantic, detected, checker, reader, validator, rate))
    return 0


if __name__ == "__main__":
    sys.exit(main())
