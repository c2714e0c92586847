#!/usr/bin/env python3
"""Compiles each kernel in Inputs/ with tools/nsdi-cc at -O0/-O2 and -g0/-g/-gline-tables-only
for vulkan1.2, validates it (spirv-val --target-env vulkan1.2), runs it with nsdi-run on
lavapipe (validation layer on) and compares the buffers with a reference computed here in
Python, independently of the compiler; the buffers must also be identical across the three
debug levels. Usage: run_kernels.py ROOT [NAME...] (ROOT: the repository)."""
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
    return k


def run_one(name, spec, opt, g):
    src, buffers, scalars, expect, tol = spec[:5]
    local_args = spec[5] if len(spec) > 5 else {}
    src = os.path.join(root, "lit-tests", "vulkan", "Inputs", src)
    with tempfile.TemporaryDirectory() as d:
        spv, js = os.path.join(d, "k.spv"), os.path.join(d, "k.json")
        cc = [os.path.join(root, "tools", "nsdi-cc"), opt, g, "--target-env=vulkan1.2",
              "--reflect=" + js, src, "-o", spv]
        for step in (cc, [os.path.join(root, ".venv", "bin", "spirv-val"), "--target-env",
                          "vulkan1.2", spv]):
            r = subprocess.run(step, capture_output=True, text=True)
            if r.returncode:
                return False, (r.stderr or r.stdout).strip()[-400:]
        cmd = [os.path.join(tgt, "nsdi-run"), spv, "--reflect", js, "--groups", str(GROUPS),
               "--local", str(LOCAL), "--validation"]
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
    for a, want in expect.items():
        got = out.get(str(a), [])
        if len(got) != len(want):
            return False, "buffer %d: %d values, want %d" % (a, len(got), len(want))
        for n, (x, y) in enumerate(zip(got, want)):
            bad = x != y if tol is None else abs(x - y) > tol * max(1.0, abs(y))
            if bad:
                return False, "buffer %d[%d]: got %r, want %r" % (a, n, x, y)
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
