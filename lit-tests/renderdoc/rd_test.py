#!/usr/bin/python3
"""RenderDoc acceptance test of the Vulkan flavour's NSDI: for one kernel in Inputs/, compile
(tools/nsdi-cc), capture one dispatch on lavapipe (nsdi-run under renderdoccmd capture), replay
with RenderDoc's Python module, debug one invocation and assert what a person would see: the
source file, the line sequence of the first steps, the call frames at an inlined helper and
variables with values (computed here, independently of the compiler).

Usage: /usr/bin/python3 rd_test.py ROOT OUTDIR NAME [--dump]"""
import json
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rd_debug  # noqa: E402

INPUTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs")
GROUPS, LOCAL = 2, 4            # 8 invocations
GROUP, THREAD = 1, 2            # the one debugged: global id 6
GID = GROUP * LOCAL + THREAD
UNINIT = 0xCCCCCCCC             # RenderDoc's fill for memory nobody wrote in the simulation
INTS = [3 * k - 5 for k in range(16)]
FLOATS = [0.5 * k + 0.25 for k in range(64)]


def f32(v):
    return struct.unpack("<f", struct.pack("<f", v))[0]


def s32(v):
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v & 0x80000000 else v


# name -> (source, -O level, nsdi-run arguments, groups, local, thread in the group, expectations)
# expectations: lines = the first collapsed line sequence; at = {line: {var: value}} checked at
# the first step on that line whose variables include all of them after the line ran (i.e. at
# the first step of the following line); frames = {line: [innermost..outermost]}.
def cases():
    x = INTS[GID]
    c = {}
    fx = FLOATS[GID]
    c["struct_local"] = dict(
        src="struct_local.cl", opt="-O0",
        args=["--buffer", "0=f32:8:zero", "--buffer", "1=f32:8:" + json.dumps(FLOATS[:8])],
        lines=[8, 10, 11, 12, 13],
        after={8: {"i": GID}, 12: {"p": {"x": fx, "y": f32(fx * 2), "tag": GID + 7}}},
        out=("0", GID, f32(fx + fx * 2 + GID + 7)))
    c["lexical_block"] = dict(
        src="lexical_block.cl", opt="-O0",
        args=["--buffer", "0=i32:8:zero", "--buffer", "1=i32:8:" + json.dumps(INTS[:8])],
        lines=[2, 3, 4, 5, 6, 7, 8, 9],
        after={3: {"i": GID, "r": x}, 5: {"t": 3 * x}, 6: {"r": 3 * x - 1}},
        scoped={5: "t", 2: "!t"},
        out=("0", GID, 3 * x - 1 if x > 1 else x))
    acc = []
    a = 0
    for j in range(3):
        a += x + j
        acc.append(a)
    c["loop"] = dict(
        src="loop.cl", opt="-O0",
        args=["--buffer", "0=i32:8:zero", "--buffer", "1=i32:8:" + json.dumps(INTS[:8])],
        lines=[2, 3, 4, 5, 6, 4, 5, 6, 4, 5, 6, 4, 7, 8],
        after={3: {"acc": 0}},
        sequence={"acc": [0] + acc},
        out=("0", GID, a))
    # -O0: a loop with a continue and a break (structurizecfg adds Flow blocks and a guard):
    # after the body's last line (16) the next line is the increment (5), never a step back to
    # the `if` lines (10, 7) whose branches the Flow blocks replace.
    seq, acc3 = [2, 3, 4], 0
    for j in range(6):
        a = x + j
        seq += [5, 6, 7]
        if a == 7:
            continue
        b = a * 2
        seq += [9, 10]
        if b > 40:
            seq += [11]
            break
        acc3 += b
        seq += [13, 14, 15, 16]
    else:
        seq += [5]
    seq += [17, 18]
    c["loop_exits"] = dict(
        src="loop_exits.cl", opt="-O0",
        args=["--buffer", "0=i32:8:zero", "--buffer", "1=i32:8:" + json.dumps(INTS[:8])],
        lines=seq, whole_lines=True,
        out=("0", GID, acc3))
    f = 3
    c["inline_helper"] = dict(
        src="inline_helper.cl", opt="-O2",
        args=["--buffer", "0=i32:8:zero", "--buffer", "1=i32:8:" + json.dumps(INTS[:8]),
              "--scalar", "2=%d" % f],
        lines=[7, 8, 2, 3, 9, 10],
        # RenderDoc lists the call stack outermost first.
        frames={2: ["inline_helper", "scale"], 9: ["inline_helper"]},
        after={7: {"i": GID}},
        vars_at={2: {"f": f}},
        out=("0", GID, x * f + 1))
    # -O2: a helper with a loop, inlined: its frame is named after the helper (not the file),
    # its local s and the loop's k live in the helper's scopes.
    n = 3
    s = x
    for k in range(n):
        s = s32(s * 3 + k)
    c["inline_loop"] = dict(
        src="inline_loop.cl", opt="-O2",
        args=["--buffer", "0=i32:8:zero", "--buffer", "1=i32:8:" + json.dumps(INTS[:8]),
              "--scalar", "2=%d" % n],
        frames={4: ["inline_loop", "sum_to"], 12: ["inline_loop"]},
        vars_at={4: {"n": n}},
        out=("0", GID, s))
    # -O2: LLVM deletes the int conversions and describes i, w by a conversion of the value it
    # kept (DW_OP_LLVM_convert), g and j by arithmetic on it (DW_OP_mul, DW_OP_plus_uconst):
    # NSDI can only name the result as an id (the kept value itself or instructions written for
    # the DebugValue). Negative inputs: w's upper half shows what RenderDoc does with the sign
    # extension.
    neg = [-(3 * k + 7) for k in range(8)]
    y = neg[GID]
    c["o2_values"] = dict(
        # 64-bit size_t: the case is LLVM's description of a 32-bit value kept as the 64-bit
        # get_global_id (the default 32-bit size_t computes `g` in 32 bits, on line 5).
        src="o2_values.cl", opt="-O2", flags=["--size-t=64"],
        args=["--buffer", "0=i32:8:zero", "--buffer", "1=i32:8:" + json.dumps(neg)],
        lines=[2, 3, 6, 7, 8],
        # g and j: the kept get_global_id(0) times 3 plus 2 (and converted to 32 bits).
        after={2: {"i": GID}, 3: {"i": GID, "a": y, "g": 3 * GID + 2}, 6: {"j": 3 * GID + 2}},
        # RenderDoc 1.24 simulates OpSConvert as a copy (no sign extension: the TODO in its
        # spirv_debug.cpp), so the 64-bit w holds the 32-bit pattern of a; the module is right
        # (nsdi-run computes out with the same OpSConvert, checked below).
        exact_after={3: {"w": y & 0xFFFFFFFF}},
        out=("0", GID, (y >> 1) + y))
    # -O2: `struct Blend b = {w, in[i], i}` passed by value to a helper LLVM inlines; SROA splits
    # b into its members, which LLVM describes by one fragment record each. clang 19 in one step
    # writes none (docs/VULKAN.md); this case's IR is that output with the records added by hand
    # (Inputs/ir/struct_sroa.ll), struct_sroa_cc compiles the source in two steps (nsdi-cc):
    # b shows with its members' values in the kernel (line 15) and as the helper's parameter.
    w = 1.5
    v = FLOATS[GID]
    c["struct_sroa"] = dict(
        src="ir/struct_sroa.ll", source="ir/struct_sroa.cl", opt="-O2",
        args=["--buffer", "0=f32:8:zero", "--buffer", "1=f32:8:" + json.dumps(FLOATS[:8]),
              "--scalar", "2=%s" % w],
        lines=[13, 14, 8, 9, 15, 16],
        frames={8: ["struct_sroa", "mix_blend"], 15: ["struct_sroa"]},
        after={14: {"b": {"w": w, "v": v, "i": GID}}},
        vars_at={8: {"b": {"w": w, "v": v, "i": GID}}, 9: {"r": f32(w * v)}},
        out=("0", GID, f32(f32(w * v) + GID)))
    # The same kernel from its source through tools/nsdi-cc -O2 -g: the runtime's two-step clang
    # compile (docs/RUNTIME.md) keeps the fragment records the one-step compile loses.
    c["struct_sroa_cc"] = dict(c["struct_sroa"], src="ir/struct_sroa.cl")
    del c["struct_sroa_cc"]["source"]
    c["method"] = dict(
        src="method.clcpp", opt="-O0",
        args=["--buffer", "0=i32:8:zero", "--buffer", "1=i32:8:" + json.dumps(INTS[:8])],
        lines=[9, 11, 12, 4, 13, 14],
        frames={4: ["method", "add"], 13: ["method"]},
        after={11: {"a": {"total": 1}}},
        vars_at={4: {"v": x}, 13: {"a": {"total": 1 + 2 * x}}},
        out=("0", GID, 1 + 2 * x))
    v = FLOATS[4 * GID:4 * GID + 4]
    w = [f32(e * 2 + k + 1) for k, e in enumerate(v)]
    c["vector"] = dict(
        src="vector.cl", opt="-O0",
        args=["--buffer", "0=f32:32:zero", "--buffer", "1=f32:32:" + json.dumps(FLOATS[:32])],
        lines=[2, 3, 4, 5],
        after={3: {"v": v}, 4: {"w": w}},
        out=("0", 4 * GID + 3, w[3]))
    n, s = 5, 0.5
    c["scalar_arg"] = dict(
        src="scalar_arg.cl", opt="-O0",
        args=["--buffer", "0=f32:8:zero", "--buffer", "1=i32:8:" + json.dumps(INTS[:8]),
              "--scalar", "2=%d" % n, "--scalar", "3=%s" % s],
        lines=[2, 3, 4, 5],
        after={2: {"n": n, "s": s, "i": GID}, 3: {"a": 2 * x}, 4: {"b": 2 * x + n}},
        out=("0", GID, f32((2 * x + n) * s)))
    c["local_mem"] = dict(
        src="local_mem.cl", opt="-O0", groups=1, local=16, thread=5,
        args=["--buffer", "0=i32:16:zero", "--buffer", "1=i32:16:" + json.dumps(INTS)],
        lines=[3, 4, 5, 6, 7, 8],
        # RenderDoc simulates one invocation: tile[l + 1], written by another, reads 0xcc bytes.
        after={6: {"mine": INTS[5] + 100}, 7: {"other": UNINIT}},
        out=("0", 5, INTS[5] + 100 + INTS[6] + 100))
    return c


def main():
    root, out_dir, name = sys.argv[1], sys.argv[2], sys.argv[3]
    dump = "--dump" in sys.argv
    case = cases()[name]
    os.makedirs(out_dir, exist_ok=True)
    src = os.path.join(INPUTS, case["src"])
    spv, refl = rd_debug.compile_kernel(root, src, out_dir, case["opt"], name,
                                        case.get("flags", ()))
    groups, local = case.get("groups", GROUPS), case.get("local", LOCAL)
    thread = case.get("thread", THREAD)
    cap, result = rd_debug.capture(root, spv, refl, out_dir, name, case["args"] + [
        "--groups", str(groups), "--local", str(local)])
    rd_debug.init()
    try:
        d = rd_debug.debug(cap, (GROUP if groups > 1 else 0, 0, 0), (thread, 0, 0))
    finally:
        rd_debug.shutdown()
    print("%s: debuggable=%s files=%s source vars=%s" % (name, d.debuggable, d.files, d.source_vars))
    for s in d.steps:
        print("  step line %d %s frames %s %s" % (s["line"], os.path.basename(s["file"] or "-"),
                                                  s["frames"], json.dumps(s["vars"])))
    print("  lines %s" % d.lines())
    if dump:
        return 0
    # The source file the debug info names: the kernel's own, or the `.cl` an IR input describes.
    errors = check(case, d, result, os.path.join(INPUTS, case.get("source", case["src"])))
    for e in errors:
        print("FAIL %s: %s" % (name, e))
    if not errors:
        print("PASS %s" % name)
    return 1 if errors else 0


def close(a, b):
    if isinstance(a, dict) and isinstance(b, dict):
        return all(k in a and close(a[k], v) for k, v in b.items())
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(close(x, y) for x, y in zip(a, b))
    if isinstance(a, float) or isinstance(b, float):
        return isinstance(a, (int, float)) and abs(a - b) <= 1e-6 * max(1.0, abs(b))
    if isinstance(a, int) and isinstance(b, int):
        return (a - b) & 0xFFFFFFFF == 0     # RenderDoc may show an int as unsigned
    return a == b


def check(case, d, result, src):
    errors = []
    if not d.debuggable:
        errors.append("not debuggable: %s" % d.status)
    if os.path.basename(src) not in [os.path.basename(f) for f in d.files]:
        errors.append("source file %s not among %s" % (src, d.files))
    # Every step has a frame (issue 26, stepping noise): no OpPhi (SPIR-V puts phis before the
    # block's DebugScope; they are variables in the Vulkan flavour) and no prologue before
    # the function's scope. The one exception is RenderDoc's state after the entry point's
    # OpReturn, the last, where nothing runs.
    frameless = [k for k, s in enumerate(d.steps) if not s["frames"]]
    if frameless != [len(d.steps) - 1] or d.steps[-1]["line"] != 0:
        errors.append("steps without a frame %s of %d (only the last, after the return, may "
                      "have none)" % (frameless, len(d.steps)))
    stepped = [s for s in d.steps if s["line"] > 0]
    if not stepped:
        return errors + ["no step has a source line"]
    bad = {s["file"] for s in stepped} - {src}
    if bad:
        errors.append("steps in other files: %s" % sorted(map(str, bad)))
    if "lines" in case:
        got = d.lines() if case.get("whole_lines") else d.lines()[:len(case["lines"])]
        if got != case["lines"]:
            errors.append("line sequence %s, expected %s" % (got, case["lines"]))
    for line, frames in case.get("frames", {}).items():
        at = [s["frames"] for s in stepped if s["line"] == line]
        if not at:
            errors.append("never stopped on line %d" % line)
        elif at[0] != frames:
            errors.append("frames at line %d: %s, expected %s" % (line, at[0], frames))
    # `after`: the values once the line ran = at the first step after leaving it.
    exact = case.get("exact_after", {})
    for line, want, same in [(ln, w, close) for ln, w in case.get("after", {}).items()] + \
            [(ln, w, lambda a, b: a == b) for ln, w in exact.items()]:
        idx = [k for k, s in enumerate(stepped) if s["line"] == line]
        if not idx:
            errors.append("never stopped on line %d" % line)
            continue
        k = idx[0]
        while k < len(stepped) and stepped[k]["line"] == line:
            k += 1
        if k >= len(stepped):
            errors.append("no step after line %d" % line)
            continue
        got = stepped[k]["vars"]
        for var, val in want.items():
            if var not in got:
                errors.append("after line %d: no variable %s (have %s)" % (line, var, sorted(got)))
            elif not same(got[var], val):
                errors.append("after line %d: %s = %s, expected %s" % (line, var, got[var], val))
    for line, want in case.get("vars_at", {}).items():
        at = [s["vars"] for s in stepped if s["line"] == line]
        for var, val in want.items():
            if not at or var not in at[-1]:
                errors.append("at line %d: no variable %s" % (line, var))
            elif not close(at[-1][var], val):
                errors.append("at line %d: %s = %s, expected %s" % (line, var, at[-1][var], val))
    for line, rule in case.get("scoped", {}).items():
        at = [s["vars"] for s in stepped if s["line"] == line]
        var = rule.lstrip("!")
        if at and (var in at[0]) == rule.startswith("!"):
            errors.append("line %d: %s should %sbe in scope" % (line, var, "not " if rule[0] == "!" else ""))
    for var, seq in case.get("sequence", {}).items():
        got = []
        for s in stepped:
            v = s["vars"].get(var)
            if v is not None and s_uninit(v) is False and (not got or got[-1] != v):
                got.append(v)
        if got[:len(seq)] != seq:
            errors.append("values of %s: %s, expected %s" % (var, got, seq))
    buf, idx, val = case["out"]
    got = result.get(buf, [])
    if idx >= len(got) or not close(got[idx], val):
        errors.append("buffer %s[%d] = %s, expected %s" % (buf, idx, got[idx] if idx < len(got) else None, val))
    return errors


def s_uninit(v):
    return v in (UNINIT, s32(UNINIT))


if __name__ == "__main__":
    sys.exit(main())
