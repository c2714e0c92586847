#!/usr/bin/env python3
"""Reads `spirv-dis --raw-id` text on stdin and prints one line per OpName, in module order:
the name, what its target is (the defining opcode; OpVariable with its storage class) and the
OpName of the function the target is defined in (`module` for a module-scope target).

Ids differ between two compilations of the same code at different debug levels (NSDI takes ids
of its own), so ids are left out: two modules that name the same things in the same order
print the same lines.
"""
import re
import sys

DEFINITION = re.compile(r"^\s*%(\d+) = (Op\w+)(.*)$")
NAME = re.compile(r'^\s*OpName %(\d+) "(.*)"$')

names = []
kind = {}
function_of = {}
current = None
for line in sys.stdin:
    line = line.rstrip("\n")
    m = NAME.match(line)
    if m:
        names.append((m.group(1), m.group(2)))
        continue
    m = DEFINITION.match(line)
    if m:
        result, opcode, rest = m.groups()
        if opcode == "OpFunction":
            current = result
        if opcode == "OpVariable":
            opcode += " " + rest.split()[1]
        kind[result] = opcode
        function_of[result] = current
    elif line.strip() == "OpFunctionEnd":
        current = None

name_of = dict(names)
for target, name in names:
    function = function_of.get(target)
    where = "module" if function is None or function == target else name_of.get(function, "?")
    print('"%s" %s in %s' % (name, kind.get(target, "undefined"), where))
