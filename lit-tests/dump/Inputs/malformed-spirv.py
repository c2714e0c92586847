"""Writes one malformed SPIR-V module for lit-tests/dump/malformed.test (generated, nothing binary
committed).

usage: malformed-spirv.py OUT.spv CASE

  nsdi-operands     a DebugTypeBasic with one operand (the grammar wants 3 or 4)
  nsdi-unknown      an NSDI instruction number the set does not have (999)
  nsdi-twice        two NSDI instructions with the same result id
  bad-operand       an OpTypeInt with no operands (rspirv's decoder fails inside it)
"""
import struct
import sys

SET = "NonSemantic.Shader.DebugInfo.100"


def inst(opcode, *operands):
    return [(len(operands) + 1) << 16 | opcode] + list(operands)


def string(s):
    b = s.encode() + b"\0"
    b += b"\0" * (-len(b) % 4)
    return list(struct.unpack("<%dI" % (len(b) // 4), b))


def module(case):
    body = inst(17, 4)  # OpCapability Addresses
    body += inst(17, 6)  # OpCapability Kernel
    body += inst(11, 1, *string(SET))  # %1 = OpExtInstImport
    body += inst(14, 2, 2)  # OpMemoryModel Physical64 OpenCL
    body += inst(19, 2)  # %2 = OpTypeVoid
    if case == "nsdi-operands":
        body += inst(12, 2, 3, 1, 2, 4)  # %3 = OpExtInst %void %1 DebugTypeBasic %4
    elif case == "nsdi-unknown":
        body += inst(12, 2, 3, 1, 999)
    elif case == "nsdi-twice":
        body += inst(12, 2, 3, 1, 0)  # DebugInfoNone
        body += inst(12, 2, 3, 1, 0)
    elif case == "bad-operand":
        body += inst(21, 5)  # %5 = OpTypeInt, no width or signedness
    else:
        sys.exit("unknown case " + case)
    return [0x07230203, 0x00010000, 0, 10, 0] + body


words = module(sys.argv[2])
with open(sys.argv[1], "wb") as f:
    f.write(struct.pack("<%dI" % len(words), *words))
