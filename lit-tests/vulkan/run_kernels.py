#!/usr/bin/env python3
"""Compiles each kernel in Inputs/ at -O0/-O2 and -g0/-g/-gline-tables-only for Vulkan,
validates it (spirv-val --target-env vulkan1.2), runs it with nsdi-run on lavapipe and compares
the buffers with a reference computed here. Usage: run_kernels.py ROOT (the repository)."""
import json, math, os, subprocess, sys, tempfile

root = sys.argv[1]
tgt = os.path.join(root, "target", "debug")
N = 64
KERNELS = {
    "saxpy": (["0=f32:64:iota", "1=f32:64:const=2"], ["2=0.5", "3=50"],
              lambda: {"0": [0.5 * 2 + i if i < 50 else float(i) for i in range(N)]}),
    "switch": ([f"0=i32:{N}:zero"], [],
               lambda: {"0": [[10, i * 3, 7, -i, 7][i % 5] for i in range(N)]}),
    "math": ([f"0=f32:{N}:zero", f"1=f32:{N}:iota"], [],
             lambda: {"0": [math.sqrt(i) + max(i, 3.0) + math.floor(i * 0.5) for i in range(N)]}),
    "atomics": (["0=i32:1:zero", f"1=i32:{N}:iota"], [],
                lambda: {"0": [sum(i for i in range(N) if i % 3 == 0)]}),
}
failures = 0
runs = 0
env = dict(os.environ)
for name, (buffers, scalars, ref) in KERNELS.items():
    src = os.path.join(root, "lit-tests", "vulkan", "Inputs", name + ".cl")
    expect = ref()
    for opt in ("-O0", "-O2"):
        for g in ("-g0", "-g", "-gline-tables-only"):
            with tempfile.TemporaryDirectory() as d:
                ll, spv, js = (os.path.join(d, "k" + e) for e in (".ll", ".spv", ".json"))
                subprocess.run(["clang-19", "-cl-std=CL2.0", "-fno-discard-value-names",
                                "-target", "spirv64-unknown-unknown", opt, "-g", "-emit-llvm",
                                "-S", "-c", src, "-o", ll], check=True)
                steps = [[os.path.join(tgt, "nsdi-llc"), "--target-env=vulkan1.2", g, ll,
                          "-o", spv, "--reflect=" + js],
                         [os.path.join(root, ".venv", "bin", "spirv-val"), "--target-env",
                          "vulkan1.2", spv]]
                ok = all(subprocess.run(s, env=env).returncode == 0 for s in steps)
                out = None
                if ok:
                    cmd = [os.path.join(tgt, "nsdi-run"), spv, "--reflect", js, "--groups", str(N // 16),
                           "--local", "16", "--validation"]
                    cmd += [a for b in buffers for a in ("--buffer", b)]
                    cmd += [a for s in scalars for a in ("--scalar", s)]
                    r = subprocess.run(cmd, env=env, capture_output=True, text=True)
                    ok = r.returncode == 0
                    out = json.loads(r.stdout) if ok else r.stderr[-500:]
                if ok:
                    for k, v in expect.items():
                        got = out.get(k, [])[: len(v)]
                        if any(abs(a - b) > 1e-4 * max(1, abs(b)) for a, b in zip(got, v)) or len(got) != len(v):
                            ok = False
                            out = f"buffer {k}: got {got[:8]}..., want {v[:8]}..."
                runs += 1
                if not ok:
                    failures += 1
                    print(f"FAIL {name} {opt} {g}: {out}")
print(f"vulkan kernels: {runs - failures}/{runs} compiled, validated, ran and matched")
sys.exit(1 if failures else 0)
