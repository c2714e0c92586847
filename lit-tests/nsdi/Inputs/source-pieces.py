#!/usr/bin/env python3
"""Checks how a DebugSource's text was split: reads a SPIR-V binary, finds the DebugSource
whose File is PATH, and prints the byte length of its Text and of every DebugSourceContinued
that follows it (module order, no other instruction in between), then whether the pieces
concatenate to the text in TEXT_FILE.

usage: source-pieces.py MODULE.spv PATH TEXT_FILE
"""
import struct
import sys

OP_STRING, OP_EXT_INST_IMPORT, OP_EXT_INST, OP_EXT_INST_FWD = 7, 11, 12, 4433
DEBUG_SOURCE, DEBUG_SOURCE_CONTINUED = 35, 102


def main():
    spv, path, text_file = sys.argv[1:4]
    data = open(spv, "rb").read()
    words = struct.unpack("<%dI" % (len(data) // 4), data)
    strings, insts, nsdi = {}, [], None
    i = 5
    while i < len(words):
        count, opcode = words[i] >> 16, words[i] & 0xFFFF
        operands = words[i + 1 : i + count]
        if opcode == OP_STRING:
            raw = struct.pack("<%dI" % (count - 2), *operands[1:])
            strings[operands[0]] = raw[: raw.index(b"\0")]
        elif opcode == OP_EXT_INST_IMPORT:
            raw = struct.pack("<%dI" % (count - 2), *operands[1:])
            if raw.startswith(b"NonSemantic.Shader.DebugInfo.100\0"):
                nsdi = operands[0]
        insts.append((opcode, operands))
        i += count
    pieces = None
    for n, (opcode, ops) in enumerate(insts):
        if opcode in (OP_EXT_INST, OP_EXT_INST_FWD) and ops[2] == nsdi and ops[3] == DEBUG_SOURCE:
            if strings.get(ops[4]) != path.encode():
                continue
            if len(ops) < 6:
                print("DebugSource without Text")
                return
            pieces = [strings[ops[5]]]
            for opcode2, ops2 in insts[n + 1 :]:
                if opcode2 == OP_EXT_INST and ops2[2] == nsdi and ops2[3] == DEBUG_SOURCE_CONTINUED:
                    pieces.append(strings[ops2[4]])
                else:
                    break
    if pieces is None:
        print("no DebugSource for", path)
        return
    for n, piece in enumerate(pieces):
        print("piece %d: %d bytes" % (n, len(piece)))
    expected = open(text_file, "rb").read()
    print("concatenation matches" if b"".join(pieces) == expected else "concatenation DIFFERS")
    for piece in pieces:
        piece.decode("utf-8")
    print("every piece is valid UTF-8")


main()
