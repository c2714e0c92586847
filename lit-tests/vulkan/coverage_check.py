"""Line coverage end to end on lavapipe (coverage-lines.test).

Compiles Inputs/coverage/kernels.cl at one optimization level and counter width with
`nsdi-llc --coverage=lines`, validates it, runs each kernel on lavapipe through
`nsdi-run --coverage-out`, merges the counter files with `nsdi-cov`, and compares every `DA`
line (and every function's `FNDA` call count) of the LCOV with a count computed here from the
inputs: each source line carries a
`@label`, and `expected_label_counts` says how often a line with that label runs. A `DA`
line without a label, a count that differs, or a labelled kernel line missing from the
report is an error. Prints one summary line per configuration.
"""

import glob
import json
import os
import re
import subprocess
import sys

INPUTS = [3, 6, 1, 9, 2, 5, 13, 4, 7, 8, 1, 11, 2, 16, 10, 5]
THREADS = len(INPUTS)


def expected_label_counts(values):
    """How often a line of each label runs when every kernel runs once per value."""
    return {
        "once": len(values),
        "body": sum(values),  # do-while: n iterations for n >= 1
        "then": sum(1 for v in values if v > 5),
        "else": sum(1 for v in values if v <= 5),
        "early": sum(1 for v in values if v % 4 == 1),
        "late": sum(1 for v in values if v % 4 != 1),
        "helper": 2 * len(values),  # two calls per work-item
    }


def run(cmd, **kw):
    result = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if result.returncode != 0:
        sys.exit(f"FAILED: {' '.join(cmd)}\n{result.stdout}{result.stderr}")
    return result.stdout


def sweep(repo, work):
    """Every Vulkan and RenderDoc lit kernel, -O0 and -O2, with line and function coverage:
    nsdi-cc compiles it (in-process validation where built with it) and spirv-val accepts it."""
    sources = sorted(glob.glob(os.path.join(repo, "lit-tests", "vulkan", "Inputs", "*.cl*"))
                     + glob.glob(os.path.join(repo, "lit-tests", "renderdoc", "Inputs", "*.cl*")))
    os.makedirs(work, exist_ok=True)
    out = os.path.join(work, "sweep.spv")
    for source in sources:
        for opt in ("0", "2"):
            run([os.path.join(repo, "tools", "nsdi-cc"), f"-O{opt}", "-gline-tables-only",
                 "--target-env=vulkan1.2", "--coverage=lines,functions", source, "-o", out])
            run(["spirv-val", "--target-env", "vulkan1.2", out])
    print(f"sweep: {len(sources)} kernels x 2 levels instrumented and valid")
    return 0


def main():
    if sys.argv[1] == "--sweep":
        return sweep(sys.argv[2], sys.argv[3])
    repo, work, opt, width = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
    tools = os.environ.get("NSDI_TARGET_DIR", os.path.join(repo, "target", "release"))
    source = os.path.join(repo, "lit-tests", "vulkan", "Inputs", "coverage", "kernels.cl")
    os.makedirs(work, exist_ok=True)
    base = os.path.join(work, f"k-O{opt}-w{width}")
    run(["clang-19", "-cl-std=CL2.0", "-fno-discard-value-names", "-target",
         "spirv64-unknown-unknown", "-x", "cl", f"-O{opt}", "-gline-tables-only",
         "-fno-slp-vectorize", "-emit-llvm", "-S", "-c", source, "-o", base + ".ll"])
    run([os.path.join(tools, "nsdi-llc"), base + ".ll", "-gline-tables-only",
         "--target-env=vulkan1.2", "--coverage=lines,functions", f"--coverage-counter-width={width}",
         f"--coverage-manifest={base}.manifest.json", f"--reflect={base}.reflect.json",
         "-o", base + ".spv"])
    run(["spirv-val", "--target-env", "vulkan1.2", base + ".spv"])
    manifest = json.load(open(base + ".manifest.json"))
    assert manifest["element_stride"] == int(width) // 8, manifest["element_stride"]

    values = json.dumps(INPUTS).replace(" ", "")
    kernels = {
        "loops": ["--buffer", "0=i32:16:zero", "--buffer", f"1=i32:16:{values}"],
        "branches": ["--buffer", "0=i32:16:zero", "--buffer", "1=i32:1:zero",
                     "--buffer", f"2=i32:16:{values}"],
        "early": ["--buffer", "0=i32:16:zero", "--buffer", "1=i32:1:zero",
                  "--buffer", f"2=i32:16:{values}"],
        "inlined": ["--buffer", "0=i32:16:zero", "--buffer", f"1=i32:16:{values}"],
    }
    counter_files = []
    for name, buffers in kernels.items():
        counters = f"{base}.{name}.bin"
        run([os.path.join(tools, "nsdi-run"), base + ".spv", "--reflect", base + ".reflect.json",
             "--entry", name, *buffers, "--groups", str(THREADS), "--local", "1",
             "--coverage-out", counters])
        counter_files.append(counters)
    lcov = base + ".lcov"
    run([os.path.join(tools, "nsdi-cov"), "--manifest", base + ".manifest.json",
         *counter_files, "-o", lcov])

    labels = {}
    with open(source) as f:
        for number, text in enumerate(f, 1):
            m = re.search(r"// @(\w+)", text)
            if m:
                labels[number] = m.group(1)
    expected = expected_label_counts(INPUTS)
    got = {}
    calls = {}
    for line in open(lcov):
        if line.startswith("DA:"):
            number, count = map(int, line[3:].split(","))
            got[number] = count
        elif line.startswith("FNDA:"):
            count, name = line[5:].strip().split(",")
            calls[name] = int(count)
    # Each kernel runs once per work-item; the helper is called twice per work-item.
    expected_calls = {name: THREADS for name in kernels}
    expected_calls["twice_plus"] = 2 * THREADS
    errors = []
    for number, count in sorted(got.items()):
        label = labels.get(number)
        if label is None:
            errors.append(f"line {number}: counted {count}, but the line has no label")
        elif count != expected[label]:
            errors.append(f"line {number} (@{label}): counted {count}, expected {expected[label]}")
    # Lines that must have code at every level: each kernel's body statements.
    for number, label in labels.items():
        if label in ("body", "then", "else", "early", "late", "helper") and number not in got:
            errors.append(f"line {number} (@{label}): missing from the report")
    if calls != expected_calls:
        errors.append(f"FNDA {sorted(calls.items())}, expected {sorted(expected_calls.items())}")
    for e in errors:
        print(f"O{opt} w{width}: {e}")
    print(f"O{opt} w{width}: {len(got)} lines and {len(calls)} functions checked, "
          f"{len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
