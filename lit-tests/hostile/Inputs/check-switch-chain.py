"""Checks a chain of OpSwitch (spirv-dis text on stdin) against the switch-chain case of
hostile-ir.py: following the chain from the first switch, every case value reaches the block
the source sent it to, anything else the original default, no OpSwitch is over the limit.

usage: spirv-dis OUT.spv | check-switch-chain.py N
Prints `switch chain: S switches, C cases, all targets as in the source`.
"""
import re
import sys


def main():
    n = int(sys.argv[1])
    text = sys.stdin.read()
    block = None
    switches, bodies = {}, {}
    for line in text.splitlines():
        line = line.strip()
        m = re.match(r"(%\w+) = OpLabel", line)
        if m:
            block = m.group(1)
            bodies[block] = []
            continue
        if block is not None:
            bodies[block].append(line)
        if line.startswith("OpSwitch"):
            parts = line.split()
            selector, default, rest = parts[1], parts[2], parts[3:]
            cases = {int(rest[i]): rest[i + 1] for i in range(0, len(rest), 2)}
            switches[block] = (default, cases)
    if not switches:
        sys.exit("no OpSwitch")
    # -g0 names no blocks: %done stores, %a starts with the phi of 5s, %b only branches.
    names = {}
    for label, body in bodies.items():
        if any(" OpStore " in f" {l} " for l in body):
            names[label] = "done"
        elif body and "OpPhi" in body[0] and "%uint_5" in body[0]:
            names[label] = "a"
        elif len(body) == 1 and body[0].startswith("OpBranch "):
            names[label] = "b"
    first = [b for b in switches if not any(d == b for d, _ in switches.values())]
    if len(first) != 1:
        sys.exit(f"not one chain: heads {first}")
    mapping, order, head = {}, [], first[0]
    while head in switches:
        default, cases = switches[head]
        if len(cases) > 16383:
            sys.exit(f"{head}: {len(cases)} cases, over SPIR-V's universal limit of 16,383")
        for value, target in cases.items():
            mapping.setdefault(value, target)
        order.append(head)
        head = default
    final_default = names.get(head, head)
    if final_default != "done":
        sys.exit(f"the chain ends at {final_default}, not done")
    for i in range(n):
        want = "done" if i % 3 == 2 else ("a" if i % 2 == 0 else "b")
        got = names.get(mapping.get(i * 7), "the default")
        if got != want and not (want == "done" and got == "the default"):
            sys.exit(f"case {i * 7}: reaches {got}, the source sends it to {want}")
    if len(mapping) != n:
        sys.exit(f"{len(mapping)} case values, the source has {n}")
    print(f"switch chain: {len(order)} switches, {n} cases, all targets as in the source")


main()
