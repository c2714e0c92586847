#!/usr/bin/env python3
"""Compiles each kernel in Inputs/ with tools/nsdi-cc at -O0/-O2 and -g0/-g/-gline-tables-only
for vulkan1.2, validates it (spirv-val --target-env vulkan1.2), runs it with nsdi-run on
lavapipe (validation layer on) and compares the buffers with a reference computed here in
Python, independently of the compiler; the buffers must also be identical across the three
debug levels. Every module must declare `Int64` exactly when its kernel is in INT64 (the
source asks for 64-bit integers): `size_t` is 32-bit by default. Usage: run_kernels.py ROOT
[NAME...] (ROOT: the repository)."""
import concurrent.futures
import json
import math
import os
import struct
import subprocess
import sys
import tempfile

root = sys.argv[1]
only = set(sys.argv[2:])
tgt = os.environ.get("NSDI_TARGET_DIR", os.path.join(root, "target", "release"))
N = 64          # work-items: 4 groups of 16
GROUPS, LOCAL = 4, 16
MASK = 0xFFFFFFFF


def i32(v):
    """Wraps to a C int."""
    v &= MASK
    return v - (1 << 32) if v & 0x80000000 else v


def cdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def cmod(a, b):
    return a - cdiv(a, b) * b


def f32(v):
    return struct.unpack("<f", struct.pack("<f", v))[0]


def raw_i32(fmt, records):
    """Structs as the kernel sees them: packed with `fmt`, read back as 32-bit words."""
    data = b"".join(struct.pack("<" + fmt, *r) for r in records)
    return list(struct.unpack("<%di" % (len(data) // 4), data))


# --- references ------------------------------------------------------------------------------
def ref_loop_break(inp, n):
    out = []
    for i in range(N):
        acc = 0
        for j in range(n):
            v = inp[(i + j) % 64]
            if v % 7 == 3:
                continue
            if acc > 200:
                break
            acc += v
        out.append(acc)
    return out


def ref_if_ladder(inp):
    out = []
    for i, v in enumerate(inp):
        if v < 5:
            c = 1
        elif v < 17:
            c = 2
        elif v < 30:
            c = 3 if i & 1 else 4
        elif v == 40:
            c = 5
        else:
            c = 6
        out.append(c * 100 + int(v))
    return out


def ref_helpers(inp):
    def poly(x):
        return x * x - 3 * x + min(max(x, 10), 20)
    return [poly(v) + (i % 4) ** 2 for i, v in enumerate(inp)]


def ref_vectors(a, b):
    out = []
    for i in range(N):
        x, y = a[4 * i:4 * i + 4], b[4 * i:4 * i + 4]
        s = [x[k] * y[k] + (k + 1) for k in range(4)]
        s[3] = sum(x[k] * y[k] for k in range(4))
        out += [s[2], s[1], s[0], s[3]]
    return out


def ref_intops(inp):
    out = []
    for v0 in inp:
        v = v0 - 30
        u = (v0 * 2654435761) & MASK
        r = i32(v << 2) ^ (v >> 1)
        r += cdiv(v, 3) + cmod(v, 5) + abs(v) + min(v, 7) + max(v, -7)
        r += (u >> 27) + u % 13
        r += min(max(v, -5), 5) + (v & 0x3C) + (v | 1)
        out.append(i32(r))
    return out


def ref_early_return(inp):
    out = []
    for v in inp:
        if v % 4 == 1:
            out.append(-1)
            continue
        k = 0
        while v > 1:
            v = v // 2 if v % 2 == 0 else 3 * v + 1
            k += 1
        out.append(k)
    return out


def ref_dowhile(inp):
    out = []
    for i, v in enumerate(inp):
        x, d = v + 1, 0
        while True:
            d += 1
            x //= 3
            if d > 3 and i & 1:
                break
            if x == 0:
                break
        out.append(d)
    return out


def ref_private_array(inp):
    out = []
    for i in range(N):
        t = [inp[(i + k) % 64] * (k + 1) for k in range(8)]
        out.append(max(t) - t[i % 8])
    return out


def ref_convert(inp):
    fs, ns = [], []
    for v in inp:
        x = f32(f32(v) / 3.0)
        fs.append(f32(x + f32((v * 7) & MASK)))
        ns.append(int(f32(x * 10.0)) + math.floor(-x))
    return fs, ns


def ref_math2(inp):
    out = []
    for v in inp:
        x = f32(v * f32(0.1))
        r = math.sin(x) + math.cos(x) * 2 + math.exp(x * 0.5) + math.log(x + 1) + (x + 1) ** 1.5
        r += abs(x - 3) + (x * x + 1) + min(max(x, 1), 4) + min(x, 2)
        out.append(r)
    return out


def ref_local_atomic(inp):
    return [sum(1 for v in inp[g * LOCAL:(g + 1) * LOCAL] if v % 2 == 0) for g in range(GROUPS)]


def ref_classes(inp):
    return [sum(inp[(i + k) % 64] for k in range(5)) // 5 for i in range(N)]


def ref_minmax(inp):
    bits = 0
    for v in inp:
        bits |= 1 << (v % 31)
    return [min(inp), max(inp), i32(bits)]


# name: (source, buffers {arg: (type, values)}, scalars {arg: value},
#        expected {arg: values}, tolerance or None for exact)
def ref_local_args2(inp):
    out = []
    for g in range(GROUPS):
        blk = inp[g * LOCAL:(g + 1) * LOCAL]
        count = sum(1 for v in blk if v % 3 == 0)
        for l in range(LOCAL):
            r = LOCAL - 1 - l
            out.append(blk[r] * 2 + f32(blk[r] * 0.5) + (l + 1) % LOCAL + count * 1000)
    return out


def ref_c11_atomics(inp):
    orbits = 0
    for v in inp:
        orbits |= 1 << (v & 15)
    return [sum(inp), max([-1000] + inp), min([1000] + inp), orbits, -sum(inp),
            sum(2 * v + 1 for v in inp), 7]


FLT_MAX = 3.4028234663852886e38


def f32_bits(b):
    return struct.unpack("<f", struct.pack("<I", b & MASK))[0]


def f32_round(v):
    if math.isnan(v) or math.isinf(v):
        return v
    if abs(v) > FLT_MAX:
        return math.copysign(math.inf, v)
    return f32(v)


def signbit(v):
    return math.copysign(1.0, v) < 0


def ref_relational(bits):
    out = []
    for i in range(N):
        x, y = f32_bits(bits[i]), f32_bits(bits[(i + 1) % 64])
        e = (bits[i] >> 23) & 0xFF
        nan = math.isnan(x)
        unord = nan or math.isnan(y)
        r = (nan + 2 * math.isinf(x) + 4 * math.isfinite(x) + 8 * (e not in (0, 0xFF)) +
             16 * signbit(x) + 32 * (x < y) + 64 * unord + 128 * (not unord) +
             256 * (x < y or x > y) + 512 * (x == y) + 1024 * (x != y) + 2048 * (x >= y))
        v = [x, y, f32_round(x * y), f32_round(x - y)]
        m = [math.isnan(a) for a in v]
        r += 4096 * sum(m)
        r += 65536 * any(m) + 131072 * all(math.isfinite(a) for a in v)
        r += 262144 * any(signbit(a) for a in v)
        out.append(i32(r))
    return out


def rel_inputs():
    def b(v):
        return struct.unpack("<i", struct.pack("<f", v))[0]
    special = [0x7FC00000, b(1.0), 0x7F800000, b(-2.5), -0x800000, b(3.0), 0, b(5.0),
               -0x80000000, b(-7.0), 1, b(100.0), i32(0x80000005), b(-100.0), i32(0xFFC00000),
               b(0.5), b(1e30), b(1e30), b(-1e30), b(2.0)]
    rest = [b(float(((i // 2) * 3) % 11 - 5) * 0.75) for i in range(N - len(special))]
    return special + rest


def struct_members_inputs():
    """`P` records (int w, float c, float2 d) and the 48-byte `struct S` (int c; float f;
    float3 v; int a[3]; int n) of struct_members.cl, with their padding words as 0."""
    p = [(5, 1.25, 0.5, -2.0), (-3, 2.5, 4.0, 0.75)]
    s = [(10 * k + 1, k * 0.5 + 0.25, 0, 0, k + 0.0, k + 0.5, k * 2.0, 0.0, k, 3 * k, 7 * k,
          100 + k) for k in range(4)]
    return p, s


def ref_struct_members(p, s):
    # s fields by index: 0 c, 1 f, 4-6 v, 8-10 a, 11 n.
    out = []
    for i in range(N):
        r = f32(f32(f32(p[0][0] + p[0][1]) + f32(p[1][1] * 2.0)))
        r = f32(r + f32(f32(p[0][2] * p[1][2]) - f32(p[0][3] * p[1][3])))
        r = f32(r + s[i % 4][5])
        r = f32(r + f32(f32(f32(s[1][1] + s[1][11]) + s[2][10]) + s[3][0]))
        out.append(r)
    q = raw_i32("ifff", [(p[0][0] + 5, 0.0, 0.0, 0.0),
                         (0, f32(p[0][1] * 3.0), p[0][2] + 1, p[0][3] + 1)])
    return out, q


def ref_pointer_compare(a, b, x, cols):
    """adi_kernel1's recurrence on each row (f32 at every step), and the pointer-compare bits."""
    b, x = list(b), list(x)
    for row in range(N):
        for c in range(row * cols + 1, (row + 1) * cols):
            x[c] = f32(x[c] - f32(f32(x[c - 1] * a[c]) / b[c - 1]))
            b[c] = f32(b[c] - f32(f32(a[c] * a[c]) / b[c - 1]))
    order = []
    for i in range(N):
        hi, at = i ^ 5, i % 4
        r = (i < hi) + 2 * (i == hi) + 4 * (hi >= i) + 8 * (i != 0) + 16 * (i <= 0)
        r += 32 * (1 > at) + 64 * (at == 1) + 128 + at
        order.append(r)
    return b, x, order


# --- sub-groups ------------------------------------------------------------------------------
# Which work-items form a sub-group is the device's choice (lavapipe: 8 consecutive ones), so
# the references take the layout from the kernel's own get_sub_group_id/_local_id outputs, after
# checking that it is one: per work-group, sub-group ids 0..n-1 and in each the lanes 0..k-1.
def sub_groups(ids, n, local):
    """ids: [sub-group id, lane] per work-item. The sub-groups as lists of global ids ordered
    by lane, or a string saying why the layout is none."""
    groups = {}
    for gid in range(n):
        sg, lane = ids[2 * gid], ids[2 * gid + 1]
        groups.setdefault((gid // local, sg), {})
        if lane in groups[(gid // local, sg)]:
            return "work-items %d and %d share sub-group %d lane %d" % (
                groups[(gid // local, sg)][lane], gid, sg, lane)
        groups[(gid // local, sg)][lane] = gid
    for (wg, sg), members in groups.items():
        if sorted(members) != list(range(len(members))):
            return "sub-group %d of work-group %d has lanes %r" % (sg, wg, sorted(members))
        if not (wg, 0) in groups or sg >= sum(1 for g in groups if g[0] == wg):
            return "work-group %d: sub-group ids are not 0..n-1" % wg
    return [[m[lane] for lane in range(len(m))] for _, m in sorted(groups.items())]


def sub_group_ops(values, groups, wrap):
    """Per work-item: reduce, inclusive and exclusive scans of add, min, max over its
    sub-group, in the kernel's output order; `wrap` brings a sum back into the type and
    `identities` are the exclusive scans' first values."""
    out = {}
    for members in groups:
        vals = [values[g] for g in members]
        for lane, g in enumerate(members):
            before, upto = vals[:lane], vals[:lane + 1]
            out[g] = ([wrap(sum(vals)), min(vals), max(vals),
                       wrap(sum(upto)), min(upto), max(upto)], before)
    return out


def ref_subgroup_ids(inp, local, n):
    def expect(out):
        info = out.get("0", [])
        ids = [v for g in range(n) for v in info[6 * g + 4:6 * g + 6]]
        groups = sub_groups(ids, n, local)
        if isinstance(groups, str) or not info:
            return {0: [groups]}
        width = info[1]  # get_max_sub_group_size of work-item 0
        count = -(-local // width)
        want_info, want_out = [0] * (6 * n), [0] * n
        for members in groups:
            for lane, g in enumerate(members):
                sg = ids[2 * g]
                want_info[6 * g:6 * g + 6] = [min(width, local - sg * width), min(width, local),
                                              count, count, sg, lane]
                want_out[g] = inp[members[len(members) - 1 - lane]]
        return {0: want_info, 1: want_out}
    return expect


def ref_subgroup_reduce(a, b):
    def expect(out):
        groups = sub_groups(out.get("0", []), N, LOCAL)
        if isinstance(groups, str):
            return {0: [groups]}
        si, ui = [0] * 9 * N, [0] * 9 * N
        for g, (ops, before) in sub_group_ops(a, groups, i32).items():
            si[9 * g:9 * g + 9] = ops + [i32(sum(before)), min(before, default=2**31 - 1),
                                         max(before, default=-2**31)]
        for g, (ops, before) in sub_group_ops(b, groups, lambda v: v & MASK).items():
            ui[9 * g:9 * g + 9] = ops + [sum(before) & MASK, min(before, default=MASK),
                                         max(before, default=0)]
        return {1: si, 2: ui}
    return expect


def ref_subgroup_vote(x, y, threshold):
    def i64(v):
        v &= (1 << 64) - 1
        return v - (1 << 64) if v >> 63 else v

    def expect(out):
        groups = sub_groups(out.get("0", []), N, LOCAL)
        if isinstance(groups, str):
            return {0: [groups]}
        votes, f, l, ul = [0] * 4 * N, [0.0] * 6 * N, [0] * 5 * N, [0] * 3 * N
        for members in groups:
            xs, ys = [x[g] for g in members], [y[g] for g in members]
            uys = [v & ((1 << 64) - 1) for v in ys]
            for lane, g in enumerate(members):
                votes[4 * g:4 * g + 4] = [int(all(v > threshold for v in xs)),
                                          int(any(v > threshold for v in xs)),
                                          1 * 3 + 1, int(xs[-1])]
                f[6 * g:6 * g + 6] = [sum(xs), min(xs), max(xs), sum(xs[:lane + 1]),
                                      min(xs[:lane]) if lane else -1.0,
                                      max(xs[:lane]) if lane else -2.0]
                acc = sum(i64(sum(v + k for v in ys[:lane + 1]))
                          for k in range(threshold % 4 + 1))
                l[3 * g:3 * g + 3] = [i64(acc), min(ys), ys[0]]
                # nsdi-run prints 64-bit buffers as signed.
                ul[3 * g:3 * g + 3] = [i64(max(uys)), i64(min(uys[:lane], default=-1)),
                                       i64(max(uys[:lane + 1]))]
                l[3 * N + g] = ys[lane] * 2
                l[4 * N + g] = -7 if lane == len(members) - 1 else y[g + 1] * 2
        return {1: votes, 2: f, 3: l, 4: ul}
    return expect


def ref_subgroup_partial(inp, local, n):
    def expect(out):
        info = out.get("0", [])
        ids = [v for g in range(n) for v in info[4 * g + 2:4 * g + 4]]
        groups = sub_groups(ids, n, local)
        if isinstance(groups, str) or not info:
            return {0: [groups]}
        width = info[1]
        want_info, sums = [0] * 4 * n, [0] * 2 * n
        for members in groups:
            vals = [inp[g] for g in members]
            for lane, g in enumerate(members):
                sg = ids[2 * g]
                want_info[4 * g:4 * g + 4] = [len(members), width, sg, lane]
                sums[2 * g:2 * g + 2] = [sum(vals), sum(vals[:lane])]
        return {0: want_info, 1: sums}
    return expect


def ref_subgroup_extended(inp):
    def expect(out):
        groups = sub_groups(out.get("0", []), N, LOCAL)
        if isinstance(groups, str):
            return {0: [groups]}
        r, m = [0] * 16 * N, [0] * 9 * N
        for members in groups:
            vals, size = [inp[g] for g in members], len(members)
            ballot = [int(cmod(v, 2) != 0) for v in vals]
            prod, xor, evens = 1, 0, [v for l, v in enumerate(vals) if l % 2 == 0]
            for v in vals:
                prod, xor = i32(prod * (cmod(v, 5) + 1)), xor ^ v
            for lane, g in enumerate(members):
                r[16 * g:16 * g + 16] = [
                    int(lane == 0), int(all(v > 0 for v in vals)),
                    int(any(v > 60 for v in vals)),
                    int(len({cdiv(v, 100) for v in vals}) == 1), vals[0],
                    vals[size - 1 - lane], vals[lane ^ 1],
                    vals[lane - 2] if lane >= 2 else -1,
                    vals[lane + 1] if lane + 1 < size else -1,
                    prod, i32(xor),
                    sum({1 << (q % 8) for q in range(lane + 1)}),
                    int(all(v != 0 for v in vals)),
                    sum(evens) if lane % 2 == 0 else -5,
                    max(evens[:lane // 2], default=-2**31) if lane % 2 == 0 else -5,
                    sum(ballot) * 100 + sum(ballot[:lane + 1]) * 10 + ballot[lane]]
                live = (1 << size) - 1
                m[9 * g:9 * g + 9] = [
                    sum(ballot[:lane]), ballot.index(1), size - 1 - ballot[::-1].index(1),
                    ballot[(lane + 1) % size], 1 << lane, (1 << lane) - 1,
                    (2 << lane) - 1, live & ~((1 << lane) - 1) & MASK,
                    live & ~((2 << lane) - 1) & MASK]
        return {1: r, 2: m}
    return expect


# Kernels dispatched with another shape than GROUPS x LOCAL: (groups, work-items a group).
DISPATCH_SHAPES = {"subgroup_partial": (4, 12)}


def ref_program_globals(inp):
    weights = [0.5, 1.5, 2.5, 3.5]
    out = [int(f32(weights[i & 3] * v)) + 100 for i, v in enumerate(inp)]
    hist = [b + 1 + sum(v for v in inp if v & 3 == b) for b in range(4)]
    wbits = [struct.unpack("<i", struct.pack("<f", w))[0] for w in weights]
    return out, [5 + N] + hist + wbits + [max(inp) + 20]


def ref_long_math(inp):
    out = []
    for v0 in inp:
        v = v0 * 3000000000
        u = v & 0xFFFFFFFFFFFFFFFF
        h = u ^ (u >> 17)
        r = (v + h % 1000003) & 0xFFFFFFFFFFFFFFFF
        out.append(r - (1 << 64) if r >> 63 else r)
    return out


def ref_wide_index(records, stride):
    out = []
    for i in range(N):
        key, val = records[(i * stride) % N]
        out.append((key + i, f32(val * 2)))
    return out


# Kernels whose source uses 64-bit integers: the only ones whose modules declare Int64.
INT64 = {"long_math", "wide_index_size_t64", "subgroup_vote", "double_arith"}


# --- 8/16-bit integers, half, double and the vector loads and stores (issue 27) ------------
def wrap(v, bits, signed):
    """Wraps to a C integer of `bits`."""
    v &= (1 << bits) - 1
    return v - (1 << bits) if signed and v >> (bits - 1) else v


def ref_narrow_ints(a, b, bias):
    cs, ss, us = [], [], []
    for x, y in zip(a, b):
        c = wrap(x * 3 + bias, 8, True)
        c = wrap(cdiv(c, 3) + (x >> 2) - (1 if c < 0 else 0), 8, True)
        cs.append(c)
        s = wrap(wrap(y * y, 16, True) - wrap(x << 7, 16, True), 16, True)
        ss.append(wrap(cdiv(s, 7) + cmod(s, 5), 16, True))
        u = wrap(y * 1000, 16, False)
        us.append(wrap(u // 3 + (x ^ 0x5A), 16, False))
    return cs, ss, us


def ref_narrow_local(a):
    sums, px = [], []
    for g in range(GROUPS):
        tile = [wrap(v * v, 16, True) for v in a[g * LOCAL:(g + 1) * LOCAL]]
        for l in range(LOCAL):
            t = 0
            for k in range(16):
                t = wrap(t + (tile[(l + k) % 16] >> (t & 3)), 16, True)
            sums.append(t)
    for v in a:
        px += [wrap(v + 1, 8, False), wrap(v * 2 + 2, 8, False), wrap((v >> 1) + 3, 8, False),
               wrap(255 + 4, 8, False)]
    return px, sums


def f16(v):
    """Rounded to the nearest half, ties to even (Python's own conversion)."""
    return struct.unpack("<e", struct.pack("<e", v))[0]


def f16_rtz(v):
    """Rounded to a half toward zero: the nearest half, one step back if it grew."""
    h = f16(v)
    if abs(h) > abs(v):
        bits = struct.unpack("<H", struct.pack("<e", h))[0] - 1
        h = struct.unpack("<e", struct.pack("<H", bits))[0]
    return h


def ref_half_arith(a, b):
    out, wide = [], []
    for x, y in zip(a, b):
        q = f16(f16(x * y) + 0.5)
        out.append(f16(q - max(x, y)))
        wide.append(f32(q * 2 + (1 if x < y else 0)))
    return out, wide


def ref_double_arith(a, scale):
    out, narrow = [], []
    for x in a:
        y = x * scale
        y = y - math.floor(y)
        out.append(y / 3.0 + float(int(x * 1000.0)))
        narrow.append(f32(x * 1e-3))
    return out, narrow


def ref_half_loads(h, f):
    out = []
    for i in range(N):
        v2 = h[2 * i + 1:2 * i + 3]
        v4 = h[4 * (i >> 1):4 * (i >> 1) + 4]
        a3 = h[4 * i:4 * i + 3]
        a4 = h[4 + 4 * (i >> 2):8 + 4 * (i >> 2)]
        g = f[4 * i:4 * i + 4]
        out.append(h[i] + v2[0] * 2 + v2[1] * 4 + v4[3] * 8 + v4[1] * 16 + a3[2] * 32 +
                   a3[0] * 64 + a4[2] * 128 + g[1] * 256 + g[3])
    return out


def ref_half_stores(x, d, a_init):
    h = [f16(v) for v in x] + [0.0] * 128
    q, a, dz, f4 = [], list(a_init), [], []
    for i, v in enumerate(x):
        h[64 + 2 * i:66 + 2 * i] = [f16(v), 1.0]
        q += [f16(v), f16(v * 2), f16(-v), f16(v + 1)]
        a[4 * i:4 * i + 3] = [f16(v * 0.5), f16(v), f16(v * 4)]
        dz += [f16_rtz(d[i]), f16_rtz(-d[i])]
        f4 += [v, 1.0, 2.0, 3.0]
    return h, [f16_rtz(v) for v in x], q, a, dz, f4


def half_inputs():
    """Floats a quarter of a half's step apart (ties to even both ways, and between), both
    signs, over four binades; doubles a little off them (2^-20), on either side. (Lavapipe,
    Mesa 22.3, converts a double to half through float: 2^-30 off, the float rounds to the
    tie and the half is wrong; the module asks for the direct conversion.)"""
    x = [(1 + (i % 16) / 4096.0) * (-1) ** (i // 16) * 2.0 ** (i // 16 - 2) for i in range(N)]
    d = [v + (i % 3 - 1) * 2.0 ** -20 for i, v in enumerate(x)]
    return x, d


def kernels():
    iota = list(range(N))
    k = {}
    k["saxpy"] = ("saxpy.cl", {0: ("f32", [float(i) for i in iota]), 1: ("f32", [2.0] * N)},
                  {2: 0.5, 3: 50}, {0: [0.5 * 2 + i if i < 50 else float(i) for i in iota]}, 1e-5)
    k["switch"] = ("switch.cl", {0: ("i32", [0] * N)}, {},
                   {0: [[10, i * 3, 7, -i, 7][i % 5] for i in iota]}, None)
    k["math"] = ("math.cl", {0: ("f32", [0.0] * N), 1: ("f32", [float(i) for i in iota])}, {},
                 {0: [math.sqrt(i) + max(i, 3.0) + math.floor(i * 0.5) for i in iota]}, 1e-5)
    k["atomics"] = ("atomics.cl", {0: ("i32", [0]), 1: ("i32", iota)}, {},
                    {0: [sum(i for i in iota if i % 3 == 0)]}, None)
    lb = [(i * 13 + 5) % 50 for i in iota]
    k["loop_break"] = ("loop_break.cl", {0: ("i32", [0] * N), 1: ("i32", lb)}, {2: 20},
                       {0: ref_loop_break(lb, 20)}, None)
    recs = [(i * 0.5, float(i), i) for i in iota]
    k["structs"] = ("structs.cl", {0: ("i32", [0] * 3 * N), 1: ("i32", raw_i32("ffi", recs))}, {},
                    {0: raw_i32("ffi", [(x + y, 2 * (x + y), t + 1) for x, y, t in recs])}, None)
    fl = [float(i) for i in iota]
    k["if_ladder"] = ("if_ladder.cl", {0: ("i32", [0] * N), 1: ("f32", fl)}, {},
                      {0: ref_if_ladder(fl)}, None)
    h = [i - 20 for i in iota]
    k["helpers"] = ("helpers.cl", {0: ("i32", [0] * N), 1: ("i32", h)}, {},
                    {0: ref_helpers(h)}, None)
    va = [float(i) for i in range(4 * N)]
    vb = [(i % 7) * 0.5 for i in range(4 * N)]
    k["vectors"] = ("vectors.cl", {0: ("f32", [0.0] * 4 * N), 1: ("f32", va), 2: ("f32", vb)}, {},
                    {0: ref_vectors(va, vb)}, 1e-5)
    k["local_reverse"] = ("local_reverse.cl", {0: ("i32", iota)}, {},
                          {0: [(i // LOCAL) * LOCAL + 15 - i % LOCAL + (i // LOCAL) * 1000
                               for i in iota]}, None)
    lr = [i * 3 % 17 for i in iota]
    k["local_reduce"] = ("local_reduce.cl", {0: ("i32", [0] * GROUPS), 1: ("i32", lr)}, {},
                         {0: [sum(lr[g * LOCAL:(g + 1) * LOCAL]) for g in range(GROUPS)]}, None)
    hi = [i * 7 + 3 for i in iota]
    k["histogram"] = ("histogram.cl", {0: ("i32", [0] * 8), 1: ("i32", hi)}, {},
                      {0: [sum(1 for v in hi if v % 8 == b) for b in range(8)]}, None)
    mi = [(i * 37 + 11) % 100 for i in iota]
    k["minmax"] = ("minmax.cl", {0: ("i32", [2147483647, -2147483648, 0]), 1: ("i32", mi)}, {},
                   {0: ref_minmax(mi)}, None)
    la = [i * i + 1 for i in iota]
    k["local_atomic"] = ("local_atomic.cl", {0: ("i32", [0] * GROUPS), 1: ("i32", la)}, {},
                         {0: ref_local_atomic(la)}, None)
    k["math2"] = ("math2.cl", {0: ("f32", [0.0] * N), 1: ("f32", fl)}, {},
                  {0: ref_math2(fl)}, 1e-4)
    io = [(i * 11) % 64 for i in iota]
    k["intops"] = ("intops.cl", {0: ("i32", [0] * N), 1: ("i32", io)}, {},
                   {0: ref_intops(io)}, None)
    ma, mb = fl, [float((i % 8) - (i // 8)) for i in iota]
    k["matmul"] = ("matmul.cl", {0: ("f32", [0.0] * N), 1: ("f32", ma), 2: ("f32", mb)}, {3: 8},
                   {0: [sum(ma[(i // 8) * 8 + q] * mb[q * 8 + i % 8] for q in range(8))
                        for i in iota]}, 1e-5)
    er = [i + 1 for i in iota]
    k["early_return"] = ("early_return.cl", {0: ("i32", [0] * N), 1: ("i32", er)}, {},
                         {0: ref_early_return(er)}, None)
    dw = [i * 5 for i in iota]
    k["dowhile"] = ("dowhile.cl", {0: ("i32", [0] * N), 1: ("i32", dw)}, {},
                    {0: ref_dowhile(dw)}, None)
    pa = [(i * 29) % 41 for i in iota]
    k["private_array"] = ("private_array.cl", {0: ("i32", [0] * N), 1: ("i32", pa)}, {},
                          {0: ref_private_array(pa)}, None)
    cv = [i * 3 - 50 for i in iota]
    cf, cn = ref_convert(cv)
    k["convert"] = ("convert.cl", {0: ("f32", [0.0] * N), 1: ("i32", [0] * N), 2: ("i32", cv)}, {},
                    {0: cf, 1: cn}, 1e-6)
    k["ids"] = ("ids.cl", {0: ("i32", [0] * N)}, {},
                {0: [(i // LOCAL) * 10000 + (i % LOCAL) * 100 + LOCAL + GROUPS * 1000000
                     for i in iota]}, None)
    nrec = [(i, i + 1, i + 2, float(i)) for i in iota]
    k["nested_struct"] = ("nested_struct.cl",
                          {0: ("i32", [0] * 4 * N), 1: ("i32", raw_i32("iiif", nrec))}, {},
                          {0: raw_i32("iiif", [(a * 2, b * 2 + 1, c * 2 + 2, s * 0.5 + a + b + c)
                                               for a, b, c, s in nrec])}, None)
    ci = [(i * 17) % 23 for i in iota]
    k["classes"] = ("classes.clcpp", {0: ("i32", [0] * N), 1: ("i32", ci)}, {},
                    {0: ref_classes(ci)}, None)
    ti = [i * 0.25 for i in iota]
    k["templates"] = ("templates.clcpp",
                      {0: ("f32", [0.0] * N), 1: ("f32", ti), 2: ("i32", [0] * N)}, {},
                      {0: [ti[i] * 3 + sum(ti[i % 60:i % 60 + 4]) for i in iota],
                       2: [3 * i - 6 for i in iota]}, 1e-5)
    # `local` pointer arguments: (..., {arg: element count}) sets their spec constants.
    lf = [float((i * 7) % 23) for i in iota]
    k["local_arg_reduce"] = ("local_arg_reduce.cl", {0: ("f32", [0.0] * GROUPS), 1: ("f32", lf)},
                             {}, {0: [sum(lf[g * LOCAL:(g + 1) * LOCAL]) for g in range(GROUPS)]},
                             1e-6, {2: LOCAL})
    l2 = [(i * 5 + 1) % 19 - 4 for i in iota]
    k["local_args2"] = ("local_args2.cl", {0: ("f32", [0.0] * N), 1: ("i32", l2)}, {},
                        {0: ref_local_args2(l2)}, 1e-6, {2: LOCAL, 3: LOCAL, 4: 1})
    ca = [(i * 7 + 3) % 50 - 10 for i in iota]
    k["c11_atomics"] = ("c11_atomics.cl",
                        {0: ("i32", [0, -1000, 1000, 0, 0, 0, 0]), 1: ("i32", ca),
                         2: ("i32", [0] * N)}, {},
                        {0: ref_c11_atomics(ca), 2: [LOCAL * 100 + 1] * N}, None)
    rb = rel_inputs()
    k["relational"] = ("relational.cl", {0: ("i32", [0] * N), 1: ("i32", rb)}, {},
                       {0: ref_relational(rb)}, None)
    # Issue 27's refusal classes.
    smp, sms = struct_members_inputs()
    sm_out, sm_q = ref_struct_members(smp, sms)
    k["struct_members"] = ("struct_members.cl",
                           {0: ("f32", [0.0] * N), 1: ("i32", raw_i32("ifff", smp)),
                            2: ("i32", raw_i32("ifiiffffiiii", sms)), 3: ("i32", [0] * 8)}, {},
                           {0: sm_out, 3: sm_q}, None)
    cg = [1.5, 2.0, 3.25]
    k["constant_index"] = ("constant_index.cl", {0: ("f32", [0.0] * N), 1: ("i32", [0] * GROUPS)},
                           {}, {0: [f32(f32(f32(f32(cg[1] * i) + cg[2]) + 10) - 1) + cg[i % 3]
                                    for i in iota],
                                1: [LOCAL] * GROUPS}, None)
    k["inline_fix"] = ("inline_fix.cl", {0: ("i32", [0] * N)}, {},
                       {0: [3 * i + 1 + 2 * (i - 5) for i in iota]}, None)
    cols = 32
    pa = [((q * 7) % 11) * 0.125 for q in range(N * cols)]
    pb = [2.0 + (q % 5) * 0.5 for q in range(N * cols)]
    px = [(q % 13) * 0.25 for q in range(N * cols)]
    pc_b, pc_x, pc_order = ref_pointer_compare(pa, pb, px, cols)
    k["pointer_compare"] = ("pointer_compare.cl",
                            {0: ("f32", pa), 1: ("f32", pb), 2: ("f32", px), 3: ("i32", [0] * N)},
                            {4: N}, {1: pc_b, 2: pc_x, 3: pc_order}, 1e-5)
    pp = [i * 0.5 - 3 for i in iota]
    k["packed_private"] = ("packed_private.cl", {0: ("f32", [0.0] * N), 1: ("f32", pp)}, {},
                           {0: [v + f32(3 + f32(v * 2)) + 12 for v in pp]}, None)
    # Sub-groups: each expectation is computed from the inputs once the kernel has said which
    # work-items share a sub-group (a callable given the output buffers).
    si = [(i * 7919) % 2001 - 1000 + (0x7FFF0000 if i % 13 == 5 else 0) for i in iota]
    k["subgroup_ids"] = ("subgroup_ids.cl", {0: ("i32", [0] * 6 * N), 1: ("i32", [0] * N),
                                             2: ("i32", si)}, {},
                         ref_subgroup_ids(si, LOCAL, N), None)
    su = [(i * 2654435761) & MASK for i in iota]
    k["subgroup_reduce"] = ("subgroup_reduce.cl",
                            {0: ("i32", [0] * 2 * N), 1: ("i32", [0] * 9 * N),
                             2: ("u32", [0] * 9 * N), 3: ("i32", si), 4: ("u32", su)}, {},
                            ref_subgroup_reduce(si, su), None)
    # Work-group 0 all above the threshold, 1 all below, 2 alternating, 3 one above.
    sx = [float([100 + i, i % 10, 100 * (i % 2), 100 if i == 53 else 1][i // LOCAL])
          for i in iota]
    sy = [(i * 0x100000001) * (-1 if i % 3 else 1) + (1 << 40) for i in iota]
    k["subgroup_vote"] = ("subgroup_vote.cl",
                          {0: ("i32", [0] * 2 * N), 1: ("i32", [0] * 4 * N),
                           2: ("f32", [0.0] * 6 * N), 3: ("i64", [0] * 5 * N),
                           4: ("u64", [0] * 3 * N), 5: ("f32", sx), 6: ("i64", sy)}, {7: 50},
                          ref_subgroup_vote(sx, sy, 50), None)
    # Work-group 3 all positive; work-group 2 with two values of another hundred.
    se = [((i * 37) % 91) - 20 + (200 if i in (37, 45) else 0) for i in iota]
    se = [abs(v) + 1 if i >= 48 else v for i, v in enumerate(se)]
    k["subgroup_extended"] = ("subgroup_extended.cl",
                              {0: ("i32", [0] * 2 * N), 1: ("i32", [0] * 16 * N),
                               2: ("u32", [0] * 9 * N), 3: ("i32", se)}, {},
                              ref_subgroup_extended(se), None)
    # 12 work-items a group: with 8-wide sub-groups (lavapipe) the second has 4.
    sp = [i * 3 - 20 for i in range(48)]
    k["subgroup_partial"] = ("subgroup_partial.cl", {0: ("i32", [0] * 4 * 48),
                                                     1: ("i32", [0] * 2 * 48), 2: ("i32", sp)},
                             {}, ref_subgroup_partial(sp, 12, 48), None)
    # Issue 27's interface: program-scope globals (the buffer printed as "program.globals"),
    # unused arguments with --bindings=used, 32-bit size_t and 64-bit on request.
    # (..., local_args, extra nsdi-cc flags)
    pg = [(i * 37 + 5) % 97 - 20 for i in iota]
    pg_out, pg_globals = ref_program_globals(pg)
    k["program_globals"] = ("program_globals.cl", {0: ("i32", [0] * N), 1: ("i32", pg)}, {},
                            {0: pg_out, "program.globals": pg_globals}, None)
    gs = [(i * 11) % 29 - 7 for i in iota]
    k["global_struct"] = ("global_struct.cl", {0: ("f32", [0.0] * N), 1: ("i32", gs)}, {},
                          {0: [v * 0.25 + 7 for v in gs],
                           "program.globals": [N, sum(gs), 0x3E800000, 7]}, None)
    ua = [i * 3 - 40 for i in iota]
    k["unused_arg"] = ("unused_arg.cl",
                       {0: ("i32", [0] * N), 1: ("f32", [1.5] * 4), 2: ("i32", ua),
                        4: ("i32", [9] * 4)}, {3: -3},
                       {0: [v * -3 + i for i, v in enumerate(ua)], 1: [1.5] * 4, 4: [9] * 4},
                       None, {}, ["--bindings=used"])
    si = [(i * 13) % 64 for i in iota]
    k["size_t_index"] = ("size_t_index.cl", {0: ("i32", [0] * N), 1: ("i32", si)}, {},
                         {0: [2 * si[N - 1 - i] + 7 + (si[i - 1] if i else -1) * 1000
                              for i in iota]}, None)
    lm = [i * 7919 - 250000 for i in iota]
    k["long_math"] = ("long_math.cl", {0: ("i64", [0] * N), 1: ("i32", lm)}, {},
                      {0: ref_long_math(lm)}, None)
    wr = [(i * 5 - 9, i * 0.75) for i in iota]
    wr_flat = raw_i32("if", wr)
    for name, flags in (("wide_index", []), ("wide_index_size_t64", ["--size-t=64"])):
        k[name] = ("wide_index.cl", {0: ("i32", [0] * 2 * N), 1: ("i32", wr_flat)}, {2: 7},
                   {0: raw_i32("if", ref_wide_index(wr, 7))}, None, {}, flags)
    # 8/16-bit integers, half, double, vector loads and stores (issue 27).
    na = [(i * 37 + 200) % 256 for i in iota]
    nb = [(i * 613) % 2000 - 1000 for i in iota]
    nc, ns, nu = ref_narrow_ints(na, nb, -5)
    k["narrow_ints"] = ("narrow_ints.cl",
                        {0: ("i8", [0] * N), 1: ("i16", [0] * N), 2: ("u16", [0] * N),
                         3: ("u8", na), 4: ("i16", nb)}, {5: -5},
                        {0: nc, 1: ns, 2: nu}, None)
    la8 = [(i * 53) % 256 - 128 for i in iota]
    lpx, lsums = ref_narrow_local(la8)
    k["narrow_local"] = ("narrow_local.cl",
                         {0: ("u8", [0] * 4 * N), 1: ("i16", [0] * N), 2: ("i8", la8)}, {},
                         {0: lpx, 1: lsums}, None)
    ha = [(i % 16) * 0.375 - 2.5 for i in iota]
    hb = [((i * 7) % 23) * 0.125 + 0.0625 for i in iota]
    ho, hw = ref_half_arith(ha, hb)
    k["half_arith"] = ("half_arith.cl",
                       {0: ("f16", [0.0] * N), 1: ("f32", [0.0] * N), 2: ("f16", ha),
                        3: ("f16", hb)}, {}, {0: ho, 1: hw}, None)
    # x = 45 * 0.37 - 7 is 9.649999999999999, x * 1000 is 9649.999999999998, (long) 9649:
    # 9650 until nsdi-run parsed buffer values to the nearest double (it read 9.65).
    da = [i * 0.37 - 7.0 for i in iota]
    do, dn = ref_double_arith(da, 1.25)
    k["double_arith"] = ("double_arith.cl",
                         {0: ("f64", [0.0] * N), 1: ("f32", [0.0] * N), 2: ("f64", da)},
                         {3: 1.25}, {0: do, 1: dn}, 1e-13)
    lh = [float((k * 5) % 97 - 40) for k in range(4 * N)]
    lf = [k * 0.5 for k in range(4 * N)]
    k["half_loads"] = ("half_loads.cl",
                       {0: ("f32", [0.0] * N), 1: ("f16", lh), 2: ("f32", lf)}, {},
                       {0: ref_half_loads(lh, lf)}, None)
    hx, hd = half_inputs()
    a_init = [7.0] * 4 * N
    sh, sz, sq, sa, sdz, sf4 = ref_half_stores(hx, hd, a_init)
    k["half_stores"] = ("half_stores.cl",
                        {0: ("f16", [0.0] * 3 * N), 1: ("f16", [0.0] * N),
                         2: ("f16", [0.0] * 4 * N), 3: ("f16", a_init),
                         4: ("f16", [0.0] * 2 * N), 5: ("f32", [0.0] * 4 * N),
                         6: ("f32", hx), 7: ("f64", hd)}, {},
                        {0: sh, 1: sz, 2: sq, 3: sa, 4: sdz, 5: sf4}, None)
    return k


def run_one(name, spec, opt, g):
    src, buffers, scalars, expect, tol = spec[:5]
    local_args = spec[5] if len(spec) > 5 else {}
    groups, local = DISPATCH_SHAPES.get(name, (GROUPS, LOCAL))
    flags = spec[6] if len(spec) > 6 else []
    src = os.path.join(root, "lit-tests", "vulkan", "Inputs", src)
    with tempfile.TemporaryDirectory() as d:
        spv, js = os.path.join(d, "k.spv"), os.path.join(d, "k.json")
        cc = [os.path.join(root, "tools", "nsdi-cc"), opt, g, "--target-env=vulkan1.2",
              "--reflect=" + js] + flags + [src, "-o", spv]
        for step in (cc, [os.path.join(root, ".venv", "bin", "spirv-val"), "--target-env",
                          "vulkan1.2", spv]):
            r = subprocess.run(step, capture_output=True, text=True)
            if r.returncode:
                return False, (r.stderr or r.stdout).strip()[-400:]
        r = subprocess.run([os.path.join(root, ".venv", "bin", "spirv-dis"), spv],
                           capture_output=True, text=True)
        if ("OpCapability Int64\n" in r.stdout) != (name in INT64):
            return False, "Int64 %s" % ("declared" if name not in INT64 else "missing")
        cmd = [os.path.join(tgt, "nsdi-run"), spv, "--reflect", js, "--groups", str(groups),
               "--local", str(local), "--validation"]
        for a, (ty, vals) in sorted(buffers.items()):
            cmd += ["--buffer", "%d=%s:%d:%s" % (a, ty, len(vals), json.dumps(vals))]
        for a, v in sorted(scalars.items()):
            cmd += ["--scalar", "%d=%s" % (a, v)]
        for a, v in sorted(local_args.items()):
            cmd += ["--local-arg", "%d=%d" % (a, v)]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode:
            return False, r.stderr.strip()[-400:]
        out = json.loads(r.stdout)
    if callable(expect):
        expect = expect(out)
    for a, want in expect.items():
        got = out.get(str(a), [])
        if len(got) != len(want):
            return False, "buffer %s: %d values, want %d" % (a, len(got), len(want))
        for n, (x, y) in enumerate(zip(got, want)):
            bad = x != y if tol is None else abs(x - y) > tol * max(1.0, abs(y))
            if bad:
                return False, "buffer %s[%d]: got %r, want %r" % (a, n, x, y)
    return True, out


def main():
    ks = {n: s for n, s in kernels().items() if not only or n in only}
    jobs = [(n, o, g) for n in ks for o in ("-O0", "-O2")
            for g in ("-g0", "-g", "-gline-tables-only")]
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda j: run_one(j[0], ks[j[0]], j[1], j[2]), jobs))
    failures = 0
    by_config = {}
    for (n, o, g), (ok, out) in zip(jobs, results):
        if not ok:
            failures += 1
            print("FAIL %s %s %s: %s" % (n, o, g, out))
            continue
        first = by_config.setdefault((n, o), (g, out))
        if first[1] != out:
            failures += 1
            print("FAIL %s %s %s: buffers differ from %s" % (n, o, g, first[0]))
    print("vulkan kernels: %d/%d compiled, validated, ran and matched (%d kernels x -O0/-O2 x "
          "-g0/-g/-gline-tables-only)" % (len(jobs) - failures, len(jobs), len(ks)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
