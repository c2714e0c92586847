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
    names = dict(re.findall(r"OpName (%\w+) \"(\w+)\"", text))
    block = None
    switches = {}
    for line in text.splitlines():
        line = line.strip()
        m = re.match(r"(%\w+) = OpLabel", line)
        if m:
            block = m.group(1)
        elif line.startswith("OpSwitch"):
            parts = line.split()
            selector, default, rest = parts[1], parts[2], parts[3:]
            cases = {int(rest[i]): rest[i + 1] for i in range(0, len(rest), 2)}
            switches[block] = (default, cases)
    if not switches:
        sys.exit("no OpSwitch")
    first = [b for b in switches if not any(d == b for d, _ in switches.values())]
    if len(first) != 1:
        sys.exit(f"not one chain: heads {first}")
    mapping, order, head = {}, [], first[0]
    while head in switches:
        default, cases = switches[head]
        if len(cases) > 21844:
            sys.exit(f"{head}: {len(cases)} cases, over 21,844")
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
