"""Line, function and branch coverage end to end on lavapipe (coverage-lines.test).

Compiles Inputs/coverage/kernels.cl at one optimization level and counter width with
`nsdi-llc --coverage=lines,functions,branches`, validates it, runs each kernel on lavapipe
through `nsdi-run --coverage-out`, merges the counter files with `nsdi-cov`, and compares
every `DA` line, every function's `FNDA` call count and every line's `BRDA` arms of the LCOV
with counts computed here from the inputs: each source line carries a `@label`, and
`expected_label_counts` says how often a line with that label runs; a line with branch sites
carries `@br=NAME`, and `expected_branches` gives the arm counts of its sites. A `DA` or
`BRDA` line without a label, a count that differs, or a labelled kernel line missing from the
report is an error. Arms are compared as a set per site: which arm is "true" depends on how
the structurizer and LLVM's canonicalization oriented the condition, not on the source.
Prints one summary line per configuration.

The sixteen work-items run as one work-group of 16 (on lavapipe two sub-groups of 8), so the
sub-group aggregation of the counters (`--coverage-aggregate`, the optional fifth argument:
`subgroup`, the default, or `none`) counts invocations that reach a marker together and
invocations that diverge at a branch.
"""

import glob
import json
import os
import re
import subprocess
import sys

INPUTS = [3, 6, 1, 9, 2, 5, 13, 4, 7, 8, 1, 11, 2, 16, 10, 5]
THREADS = len(INPUTS)


def first_index(values, v):
    """The search kernel's trip count minus one: the position of the first match."""
    return values.index(v)


def expected_label_counts(values, opt):
    """How often a line of each label runs when every kernel runs once per value."""
    n = len(values)
    trips = [v % 4 for v in values]  # the counted kernel's loop
    return {
        "once": n,
        "body": sum(values),  # do-while: n iterations for n >= 1
        "then": sum(1 for v in values if v > 5),
        "else": sum(1 for v in values if v <= 5),
        "early": sum(1 for v in values if v % 4 == 1),
        "late": sum(1 for v in values if v % 4 != 1),
        "helper": 2 * n,  # two calls per work-item
        "times4": 4 * n,
        "lt4": sum(1 for v in values if v < 4),
        "ge4": sum(1 for v in values if v >= 4),
        "mid": sum(1 for v in values if 4 <= v < 10),
        "ge10": sum(1 for v in values if v >= 10),
        "mod0": sum(1 for v in values if v % 4 == 0),
        "mod1": sum(1 for v in values if v % 4 == 1),
        "mod2": sum(1 for v in values if v % 4 == 2),
        "mod3": sum(1 for v in values if v % 4 == 3),
        "probe": sum(first_index(values, v) + 1 for v in values),
        "miss": sum(first_index(values, v) for v in values),
        "never": 0,
        "over": sum(1 for v in values if v > 6) + sum(1 for v in values if 2 * v > 9),
        "under": sum(1 for v in values if v <= 6) + sum(1 for v in values if 2 * v <= 9),
        # The for line: -O0 tests the condition once more than the body runs (and its
        # initialization and increment are pieces of the same line); -O2's rotated loop tests
        # at the bottom, behind a guard that runs once per work-item.
        "forhead": sum(trips) + n if opt == "0" else max(sum(trips), n),
        "forbody": sum(trips),
        "g129": sum(1 for v in values if v in (1, 2, 9)),
        "g5": sum(1 for v in values if v == 5),
        "gother": sum(1 for v in values if v not in (1, 2, 9, 5)),
    }


def expected_branches(values, opt):
    """Per branch label, the arm counts of the line's sites (each a sorted tuple)."""
    n = len(values)
    trips = [v % 4 for v in values]
    entered = sum(1 for t in trips if t > 0)

    def count(pred):
        return sum(1 for v in values if pred(v))

    def arms(a, b):
        return tuple(sorted((a, b)))

    return {
        # do-while: the test runs once per iteration and fails once per work-item.
        "loop_n": [arms(sum(values) - n, n)],
        "gt5": [arms(count(lambda v: v > 5), count(lambda v: v <= 5))],
        "mod4is1": [arms(count(lambda v: v % 4 == 1), count(lambda v: v % 4 != 1))],
        "fixed4": [arms(3 * n, n)],
        "lt4": [arms(count(lambda v: v < 4), count(lambda v: v >= 4))],
        "lt10": [arms(count(lambda v: 4 <= v < 10), count(lambda v: v >= 10))],
        "found": [arms(n, sum(first_index(values, v) for v in values))],
        # The search loop's test runs once per miss and never fails: every value is found.
        "search_loop": [arms(sum(first_index(values, v) for v in values), 0)],
        # One arm per case target: the default (v % 4 == 3 here), then cases 0, 1 and 2.
        "cases": [tuple(sorted(count(lambda v, r=r: v % 4 == r) for r in range(4)))],
        # Cases that share a target are one arm; a case that goes to the default's target is
        # the default's arm. -O0 gives `case 7:` a block of its own that falls through into
        # the default's, so there it is an arm of its own.
        "grouped": [tuple(sorted((count(lambda v: v in (1, 2, 9)), count(lambda v: v == 5))
                                 + ((count(lambda v: v == 7),
                                     count(lambda v: v not in (1, 2, 9, 5, 7)))
                                    if opt == "0" else
                                    (count(lambda v: v not in (1, 2, 9, 5)),))))],
        # Both inlined copies of the helper's test add up.
        "capped": [arms(count(lambda v: v > 6) + count(lambda v: 2 * v > 9),
                        count(lambda v: v <= 6) + count(lambda v: 2 * v <= 9))],
        # -O0: one test per iteration plus the failing one. -O2: the guard (enter or not),
        # then the bottom test (again or leave) once per iteration of an entered loop.
        "for_n": ([arms(sum(trips), n)] if opt == "0"
                  else sorted([arms(entered, n - entered), arms(sum(trips) - entered, entered)])),
    }


def run(cmd, **kw):
    result = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if result.returncode != 0:
        sys.exit(f"FAILED: {' '.join(cmd)}\n{result.stdout}{result.stderr}")
    return result.stdout


def sweep(repo, work):
    """Every Vulkan and RenderDoc lit kernel, -O0 and -O2, with line, function and branch coverage:
    nsdi-cc compiles it (in-process validation where built with it) and spirv-val accepts it."""
    sources = sorted(glob.glob(os.path.join(repo, "lit-tests", "vulkan", "Inputs", "*.cl*"))
                     + glob.glob(os.path.join(repo, "lit-tests", "renderdoc", "Inputs", "*.cl*")))
    os.makedirs(work, exist_ok=True)
    out = os.path.join(work, "sweep.spv")
    for source in sources:
        for opt in ("0", "2"):
            run([os.path.join(repo, "tools", "nsdi-cc"), f"-O{opt}", "-gline-tables-only",
                 "--target-env=vulkan1.2", "--coverage=lines,functions,branches", source, "-o", out])
            run(["spirv-val", "--target-env", "vulkan1.2", out])
    print(f"sweep: {len(sources)} kernels x 2 levels instrumented and valid")
    return 0


def line_table(path):
    """The function bodies of a `spirv-dis --raw-id` listing as the debugger sees them: one line
    per instruction that is not debug info, with the DebugScope and DebugLine operands in
    effect there, and the coverage counter code left out — the sub-group aggregation's
    selections (from the ballots to the join label; the join continues the split block, so
    phis naming it name the block again) and the per-invocation adds (an OpAccessChain right
    before an OpAtomicIAdd; the kernels' own atomics go too) and arm selects (every OpSelect).
    A DebugScope or DebugLine is compared by its operands, not its id (the split copies them)."""
    lines = open(path).read().splitlines()
    start = next(i for i, l in enumerate(lines) if " OpFunction " in l)
    lines = [l.strip() for l in lines[start:]]
    renames = {}  # join label -> the block it continues
    out = []
    scope = line = None
    block = None
    i = 0
    while i < len(lines):
        text = lines[i]
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        if "OpGroupNonUniformBallot " in text or (
                " = OpLogicalNot " in text and "OpGroupNonUniformBallot " in nxt):
            merge = next(j for j in range(i, len(lines)) if lines[j].startswith("OpSelectionMerge"))
            join = lines[merge].split()[1]
            end = next(j for j in range(merge, len(lines)) if lines[j] == f"{join} = OpLabel")
            renames[join] = renames.get(block, block)
            scope = line = None  # a new block
            i = end + 1
            continue
        if " = OpAccessChain " in text and " OpAtomicIAdd " in nxt:
            i += 2
            continue
        if " = OpSelect " in text:
            i += 1
            continue
        words = text.split()
        if " DebugScope " in text or " DebugNoScope" in text:
            scope = words[words.index("OpExtInst") + 3:] if " DebugScope " in text else None
            line = None if " DebugNoScope" in text else line
        elif " DebugLine " in text or " DebugNoLine" in text:
            line = words[words.index("OpExtInst") + 3:] if " DebugLine " in text else None
        else:
            if text.endswith("= OpLabel"):
                block = words[0]
                scope = line = None
            if " = OpPhi " in text:
                head, pairs = words[:4], words[4:]
                for k in range(1, len(pairs), 2):
                    pairs[k] = renames.get(pairs[k], pairs[k])
                text = " ".join(head + pairs)
            out.append(f"{text}  ;; scope {scope} line {line}")
        i += 1
    # A phi may name a join before the split block's listing reaches it (a loop header's phi
    # naming its latch): renamed in a second pass.
    fixed = []
    for text in out:
        if " = OpPhi " in text:
            body, state = text.split("  ;; ")
            words = body.split()
            for k in range(5, len(words), 2):
                words[k] = renames.get(words[k], words[k])
            text = " ".join(words) + "  ;; " + state
        fixed.append(text)
    print("\n".join(fixed))
    return 0


def main():
    if sys.argv[1] == "--sweep":
        return sweep(sys.argv[2], sys.argv[3])
    if sys.argv[1] == "--line-table":
        return line_table(sys.argv[2])
    repo, work, opt, width = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
    aggregate = sys.argv[5] if len(sys.argv) > 5 else "subgroup"
    tools = os.environ.get("NSDI_TARGET_DIR", os.path.join(repo, "target", "release"))
    source = os.path.join(repo, "lit-tests", "vulkan", "Inputs", "coverage", "kernels.cl")
    os.makedirs(work, exist_ok=True)
    config = f"O{opt} w{width}" + ("" if aggregate == "subgroup" else f" {aggregate}")
    base = os.path.join(work, f"k-O{opt}-w{width}" + ("" if aggregate == "subgroup" else f"-{aggregate}"))
    run(["clang-19", "-cl-std=CL2.0", "-fno-discard-value-names", "-target",
         "spirv64-unknown-unknown", "-x", "cl", f"-O{opt}", "-gline-tables-only",
         "-fno-slp-vectorize", "-emit-llvm", "-S", "-c", source, "-o", base + ".ll"])
    run([os.path.join(tools, "nsdi-llc"), base + ".ll", "-gline-tables-only",
         "--target-env=vulkan1.2", "--coverage=lines,functions,branches",
         f"--coverage-counter-width={width}", f"--coverage-aggregate={aggregate}",
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
        "fixed_trip": ["--buffer", "0=i32:16:zero", "--buffer", f"1=i32:16:{values}"],
        "chain": ["--buffer", "0=i32:4:zero", "--buffer", f"1=i32:16:{values}"],
        "cases": ["--buffer", "0=i32:4:zero", "--buffer", f"1=i32:16:{values}"],
        "search": ["--buffer", "0=i32:16:zero", "--buffer", f"1=i32:16:{values}"],
        "capped_twice": ["--buffer", "0=i32:16:zero", "--buffer", "1=i32:1:zero",
                         "--buffer", f"2=i32:16:{values}"],
        "counted": ["--buffer", "0=i32:16:zero", "--buffer", f"1=i32:16:{values}"],
        "grouped": ["--buffer", "0=i32:4:zero", "--buffer", f"1=i32:16:{values}"],
    }
    counter_files = []
    for name, buffers in kernels.items():
        counters = f"{base}.{name}.bin"
        run([os.path.join(tools, "nsdi-run"), base + ".spv", "--reflect", base + ".reflect.json",
             "--entry", name, *buffers, "--groups", "1", "--local", str(THREADS),
             "--coverage-out", counters])
        counter_files.append(counters)
    lcov = base + ".lcov"
    run([os.path.join(tools, "nsdi-cov"), "--manifest", base + ".manifest.json",
         *counter_files, "-o", lcov])

    labels = {}
    branch_labels = {}
    braces = set()  # lines that only close a block: code there at some levels only
    with open(source) as f:
        for number, text in enumerate(f, 1):
            m = re.search(r"// @(\w+)", text)
            if m:
                labels[number] = m.group(1)
                if text[:m.start()].strip() == "}":
                    braces.add(number)
            m = re.search(r"@br=(\w+)", text)
            if m:
                branch_labels[number] = m.group(1)
    expected = expected_label_counts(INPUTS, opt)
    expected_arms = expected_branches(INPUTS, opt)
    got = {}
    calls = {}
    sites = {}  # (line, block) -> arm counts
    for line in open(lcov):
        if line.startswith("DA:"):
            number, count = map(int, line[3:].split(","))
            got[number] = count
        elif line.startswith("FNDA:"):
            count, name = line[5:].strip().split(",")
            calls[name] = int(count)
        elif line.startswith("BRDA:"):
            number, block, _arm, taken = line[5:].strip().split(",")
            # "-": the site never ran, so neither arm did.
            sites.setdefault((int(number), int(block)), []).append(0 if taken == "-" else int(taken))
    # Each kernel runs once per work-item; the helpers are called twice per work-item.
    expected_calls = {name: THREADS for name in kernels}
    expected_calls["twice_plus"] = 2 * THREADS
    expected_calls["capped"] = 2 * THREADS
    errors = []
    got_arms = {}
    for (number, _block), counts in sorted(sites.items()):
        got_arms.setdefault(number, []).append(tuple(sorted(counts)))
    for number, arm_sets in sorted(got_arms.items()):
        name = branch_labels.get(number)
        if name is None:
            errors.append(f"line {number}: branch sites {arm_sets}, but the line has no @br label")
        elif sorted(arm_sets) != expected_arms[name]:
            errors.append(f"line {number} (@br={name}): arms {sorted(arm_sets)}, "
                          f"expected {expected_arms[name]}")
    for number, name in branch_labels.items():
        if number not in got_arms:
            errors.append(f"line {number} (@br={name}): no branch site in the report")
    for number, count in sorted(got.items()):
        label = labels.get(number)
        if label is None:
            errors.append(f"line {number}: counted {count}, but the line has no label")
        elif count != expected[label]:
            errors.append(f"line {number} (@{label}): counted {count}, expected {expected[label]}")
    # Lines that must have code at every level: each kernel's body statements.
    for number, label in labels.items():
        if label in ("body", "then", "else", "early", "late", "helper", "times4", "lt4", "mid",
                     "ge10", "mod0", "mod1", "mod2", "mod3", "probe", "miss", "over", "under",
                     "forbody", "g129", "g5", "gother") and number not in got and number not in braces:
            errors.append(f"line {number} (@{label}): missing from the report")
    if calls != expected_calls:
        errors.append(f"FNDA {sorted(calls.items())}, expected {sorted(expected_calls.items())}")
    for e in errors:
        print(f"{config}: {e}")
    arm_count = sum(len(c) for c in sites.values())
    print(f"{config}: {len(got)} lines, {len(calls)} functions and {arm_count} branch arms "
          f"checked, {len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
