#!/usr/bin/env python3
"""spirv-opt 2025.5 on every Vulkan test output: each kernel of lit-tests/vulkan/Inputs and
lit-tests/renderdoc/Inputs, compiled by tools/nsdi-cc for vulkan1.2 at -O0 and -O2 with -g, goes
through spirv-opt with each pass set below; spirv-opt must exit 0 and its output must be
spirv-val clean. (--strip-debug/--strip-nonsemantic are left out: they crash on every
producer's NSDI in 2025.5, SPIRV-Tools #6344.) Usage: spirv_opt_matrix.py ROOT OUTDIR"""
import concurrent.futures
import glob
import os
import subprocess
import sys

root, out = sys.argv[1], sys.argv[2]
bindir = os.path.join(root, ".venv", "bin")
PASSES = [["-O"], ["--inline-entry-points-exhaustive"], ["--eliminate-dead-code-aggressive"],
          ["--merge-return"], ["--scalar-replacement"]]
srcs = sorted(glob.glob(os.path.join(root, "lit-tests", "vulkan", "Inputs", "*.cl*"))
              + glob.glob(os.path.join(root, "lit-tests", "renderdoc", "Inputs", "*.cl*")))
os.makedirs(out, exist_ok=True)


def one(src, opt):
    base = os.path.join(out, "%s.%s" % (os.path.basename(src), opt.lstrip("-")))
    spv = base + ".spv"
    p = subprocess.run([os.path.join(root, "tools", "nsdi-cc"), opt, "-g", "--target-env=vulkan1.2",
                        src, "-o", spv], capture_output=True, text=True)
    if p.returncode:
        return ["FAIL %s %s: nsdi-cc: %s" % (src, opt, p.stderr.strip()[-400:])]
    errs = []
    for k, passes in enumerate(PASSES):
        o = "%s.opt%d.spv" % (base, k)
        p = subprocess.run([os.path.join(bindir, "spirv-opt"), "--target-env=vulkan1.2"] + passes
                           + [spv, "-o", o], capture_output=True, text=True)
        if p.returncode:
            errs.append("FAIL %s %s spirv-opt %s: exit %d %s" % (os.path.basename(src), opt, passes[0],
                                                                p.returncode, p.stderr.strip()[-400:]))
            continue
        p = subprocess.run([os.path.join(bindir, "spirv-val"), "--target-env", "vulkan1.2", o],
                           capture_output=True, text=True)
        if p.returncode:
            errs.append("FAIL %s %s spirv-opt %s: spirv-val: %s" % (os.path.basename(src), opt, passes[0],
                                                                  (p.stdout + p.stderr).strip()[-600:]))
    return errs


jobs = [(s, o) for s in srcs for o in ("-O0", "-O2")]
fails = []
with concurrent.futures.ThreadPoolExecutor(2) as ex:
    for errs in ex.map(lambda j: one(*j), jobs):
        fails += errs
for f in fails:
    print(f)
total = len(jobs) * len(PASSES)
print("spirv-opt matrix: %d/%d passed (%d kernels x -O0/-O2 x %d pass sets)"
      % (total - len(fails), total, len(srcs), len(PASSES)))
sys.exit(1 if fails else 0)
