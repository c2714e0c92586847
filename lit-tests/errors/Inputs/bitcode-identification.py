"""Rewrite the IDENTIFICATION_BLOCK of an LLVM bitcode file as if a newer LLVM had written it.

usage: bitcode-identification.py IN.bc OUT.bc PRODUCER EPOCH [MODULE_VERSION]

The block LLVM writes first (right after the 'BC' 0xC0DE magic) holds a producer string such as
'LLVM19.1.7' (char6 array) and an epoch (VBR6). The replacement block is written as LLVM writes it
(with the same arguments the output is byte-identical); the rest of the file is copied unchanged (blocks are 32-bit aligned, so the
module block after it is not disturbed). MODULE_VERSION (0..31) replaces the value of the
module block's first record, MODULE_CODE_VERSION (2 in every LLVM since 3.x).
"""
import sys


class Writer:
    def __init__(self):
        self.bits = []

    def fixed(self, value, width):
        self.bits += [(value >> i) & 1 for i in range(width)]

    def vbr(self, value, width):
        high = 1 << (width - 1)
        while value >= high:
            self.fixed((value & (high - 1)) | high, width)
            value >>= width - 1
        self.fixed(value, width)

    def align32(self):
        while len(self.bits) % 32:
            self.bits.append(0)

    def bytes(self):
        assert len(self.bits) % 8 == 0
        return bytes(
            sum(self.bits[i + j] << j for j in range(8)) for i in range(0, len(self.bits), 8)
        )


CHAR6 = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._"


def identification_block(producer, epoch):
    body = Writer()
    # DEFINE_ABBREV [literal 1 (STRING), array, char6], the block's first abbreviation (id 4)
    body.fixed(2, 5)
    body.vbr(3, 5)
    body.fixed(1, 1); body.vbr(1, 8)
    body.fixed(0, 1); body.fixed(3, 3)
    body.fixed(0, 1); body.fixed(4, 3)
    # record with abbrev 4: the producer string
    body.fixed(4, 5)
    body.vbr(len(producer), 6)
    for c in producer:
        body.fixed(CHAR6.index(c), 6)
    # DEFINE_ABBREV [literal 2 (EPOCH), vbr6], the block's second abbreviation (id 5)
    body.fixed(2, 5)
    body.vbr(2, 5)
    body.fixed(1, 1); body.vbr(2, 8)
    body.fixed(0, 1); body.fixed(2, 3); body.vbr(6, 5)
    # record with abbrev 5: the epoch
    body.fixed(5, 5)
    body.vbr(epoch, 6)
    # END_BLOCK
    body.fixed(0, 5)
    body.align32()
    return body


def main():
    data = open(sys.argv[1], "rb").read()
    producer, epoch = sys.argv[3], int(sys.argv[4])
    assert data[:4] == b"BC\xc0\xde", "not a raw bitcode file"
    # ENTER_SUBBLOCK(abbrev width 2) id 13 (IDENTIFICATION_BLOCK_ID), new abbrev width 5:
    # 0b01 | 13 << 2 | 5 << 10 = 0x1435, then 32-bit aligned, then the length in words.
    assert data[4:8] == b"\x35\x14\x00\x00", "no identification block first"
    old_words = int.from_bytes(data[8:12], "little")
    rest = data[12 + 4 * old_words :]
    body = identification_block(producer, epoch).bytes()
    out = data[:8] + (len(body) // 4).to_bytes(4, "little") + body + rest
    if len(sys.argv) > 5:
        out = bytearray(out)
        start = 12 + len(body)
        # ENTER_SUBBLOCK MODULE_BLOCK (8), abbrev width 3: 0b01 | 8 << 2 | 3 << 10 = 0x0c21.
        assert out[start : start + 4] == b"\x21\x0c\x00\x00", "no module block next"
        # Body at start + 8: UNABBREV_RECORD (3, 3 bits), code 1 (vbr6), 1 operand (vbr6),
        # then the version (vbr6) at bit 15.
        bit = (start + 8) * 8
        field = lambda at, width: sum(((out[(at + i) // 8] >> ((at + i) % 8)) & 1) << i for i in range(width))
        assert (field(bit, 3), field(bit + 3, 6), field(bit + 9, 6)) == (3, 1, 1), "no VERSION record"
        version = int(sys.argv[5])
        assert 0 <= version < 32
        for i in range(6):
            at = bit + 15 + i
            out[at // 8] = (out[at // 8] & ~(1 << (at % 8))) | (((version >> i) & 1) << (at % 8))
    open(sys.argv[2], "wb").write(out)


main()
