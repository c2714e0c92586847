#!/usr/bin/env python3
"""An audit of the Vulkan flavour's NSDI (issue 17). Lines and scopes: in every described function
(one with a DebugFunctionDefinition) of a `spirv-dis` listing, every block opens with a
DebugScope (after its OpPhis; the entry block's after the DebugFunctionDefinition) and every
instruction of a block comes after a DebugLine or DebugNoLine of that same block. NSDI lines and
scopes end with their block, but a debugger that reads the module linearly (RenderDoc) carries
the previous block's line into a block that sets none: a block the structurizer made (a flow
block, a split loop header, an exit) would show the line of whatever block precedes it.

Steps without a frame (issue 26): no code runs before the entry block's DebugScope (the
push-constant loads of the kernel's scalar arguments come after it, under DebugNoLine), and a
described function has no OpPhi: SPIR-V puts phis before their block's DebugScope, so a
debugger that steps on every instruction (RenderDoc) would show each outside any frame; the
Vulkan flavour keeps such values in Function variables.

Storage: every DebugDeclare names an OpVariable, never an OpAccessChain or OpBitcast of one
(a debugger reads the variable's whole storage from it; Vulkan functions are all inlined, so
no pointer parameter can be the storage).

Usage: nsdi_audit.py FILE.spvasm...          check listings
       nsdi_audit.py --compile ROOT OUTDIR   compile every kernel of lit-tests/vulkan/Inputs and
                                              lit-tests/renderdoc/Inputs at -O0/-O2 with -g and
                                              -gline-tables-only for vulkan1.2, then check each"""
import concurrent.futures
import glob
import os
import re
import subprocess
import sys

NSDI = '"NonSemantic.Shader.DebugInfo.100"'
EXEMPT_LEADING = {"OpPhi", "OpVariable", "OpLine", "OpNoLine"}


def parse(text):
    """(opcode, NSDI instruction name or None, the line) for each instruction."""
    sets = set()
    out = []
    for line in text.splitlines():
        s = line.strip()
        if not s or s.startswith(";"):
            continue
        body = s.split("=", 1)[1].strip() if re.match(r"^%\S+\s*=", s) else s
        words = body.split()
        op = words[0]
        if op == "OpExtInstImport" and NSDI in body:
            sets.add(s.split("=", 1)[0].strip())
        nsdi = None
        if op == "OpExtInst" and len(words) >= 4 and words[2] in sets:
            nsdi = words[3]
        out.append((op, nsdi, s))
    return out


def declares(insts, name):
    """Each DebugDeclare's storage operand must be an OpVariable."""
    defs = {}
    for op, _, s in insts:
        if "=" in s and re.match(r"^%\S+\s*=", s):
            defs[s.split("=", 1)[0].strip()] = op
    errors = []
    for op, nsdi, s in insts:
        if nsdi == "DebugDeclare":
            storage = s.split()[7]
            if defs.get(storage) != "OpVariable":
                errors.append("%s: DebugDeclare names %s, a %s, not an OpVariable: %s"
                              % (name, storage, defs.get(storage), s))
    return errors


def check(text, name):
    insts = parse(text)
    errors = declares(insts, name)
    functions = []
    cur = None
    for inst in insts:
        if inst[0] == "OpFunction":
            cur = [inst]
        elif cur is not None:
            cur.append(inst)
            if inst[0] == "OpFunctionEnd":
                functions.append(cur)
                cur = None
    for fn in functions:
        fname = fn[0][2].split("=")[0].strip()
        if not any(n == "DebugFunctionDefinition" for _, n, _ in fn):
            continue
        blocks = []
        for inst in fn:
            if inst[0] == "OpLabel":
                blocks.append([inst])
            elif blocks and inst[0] != "OpFunctionEnd":
                blocks[-1].append(inst)
        for k, block in enumerate(blocks):
            label = block[0][2].split("=")[0].strip()
            body = block[1:]
            at = 0
            while at < len(body) and body[at][0] in EXEMPT_LEADING:
                at += 1
            for op, _, s in body:
                if op == "OpPhi":
                    errors.append("%s %s %s: OpPhi, before the block's DebugScope (a step "
                                  "without a frame): %s" % (name, fname, label, s))
            if k == 0:
                defs = [j for j, (_, n, _) in enumerate(body) if n == "DebugFunctionDefinition"]
                if not defs:
                    errors.append("%s %s %s: entry block without DebugFunctionDefinition"
                                  % (name, fname, label))
                    continue
                if at < defs[0]:
                    errors.append("%s %s %s: code before the function's scope: %s"
                                  % (name, fname, label, body[at][2]))
                at = defs[0] + 1
            if at >= len(body) or body[at][1] != "DebugScope":
                first = body[at][2] if at < len(body) else "(end)"
                errors.append("%s %s %s: block does not open with a DebugScope: %s"
                              % (name, fname, label, first))
            located = False
            for op, nsdi, s in body[at:]:
                if nsdi in ("DebugLine", "DebugNoLine"):
                    located = True
                elif nsdi is None and not located:
                    errors.append("%s %s %s: no DebugLine/DebugNoLine before: %s"
                                  % (name, fname, label, s))
                    break
    return errors


def compile_one(root, out_dir, src, opt, g):
    base = os.path.join(out_dir, "%s.%s.%s" % (os.path.basename(src), opt.lstrip("-"), g.lstrip("-")))
    spv = base + ".spv"
    p = subprocess.run([os.path.join(root, "tools", "nsdi-cc"), opt, g, "--target-env=vulkan1.2",
                        src, "-o", spv], capture_output=True, text=True)
    if p.returncode:
        return 0, 0, ["FAIL %s %s %s: nsdi-cc: %s" % (src, opt, g, p.stderr.strip()[-400:])]
    p = subprocess.run([os.path.join(root, ".venv", "bin", "spirv-dis"), spv],
                       capture_output=True, text=True)
    if p.returncode:
        return 0, 0, ["FAIL %s: spirv-dis: %s" % (spv, p.stderr.strip())]
    listing = p.stdout
    # A file may hold several kernels: each must be a described function.
    kernels = listing.count(" OpEntryPoint ")
    functions = listing.count("DebugFunctionDefinition")
    return kernels, functions, ["FAIL " + e for e in check(listing, os.path.basename(base))]


def main():
    if sys.argv[1:2] == ["--compile"]:
        root, out_dir = sys.argv[2], sys.argv[3]
        os.makedirs(out_dir, exist_ok=True)
        srcs = sorted(glob.glob(os.path.join(root, "lit-tests", "vulkan", "Inputs", "*.cl*"))
                      + glob.glob(os.path.join(root, "lit-tests", "renderdoc", "Inputs", "*.cl*")))
        jobs = [(s, o, g) for s in srcs for o in ("-O0", "-O2") for g in ("-g", "-gline-tables-only")]
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as ex:
            results = list(ex.map(lambda j: compile_one(root, out_dir, *j), jobs))
        errors = [e for _, _, es in results for e in es]
        kernels = sum(k for k, _, _ in results)
        functions = sum(n for _, n, _ in results)
        for e in errors:
            print(e)
        print("nsdi audit: %d outputs, %d kernels, %d described functions, %d problems"
              % (len(jobs), kernels, functions, len(errors)))
        return 1 if errors or functions < kernels else 0
    errors = []
    for path in sys.argv[1:]:
        with open(path) as f:
            errors += check(f.read(), os.path.basename(path))
    for e in errors:
        print("FAIL " + e)
    print("nsdi audit: %d problems" % len(errors))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
