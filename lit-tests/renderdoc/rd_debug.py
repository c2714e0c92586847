"""Drives RenderDoc 1.24 headlessly on one Vulkan kernel: compiles it with tools/nsdi-cc, runs it
with nsdi-run under `renderdoccmd capture` (nsdi-run brackets the dispatch with the in-application
API), opens the capture with the `renderdoc` Python module (Debian's /usr/bin/python3 only),
debugs one invocation with DebugThread/ContinueDebug and returns each step's source file, line,
call frames and source variables with their values."""
import glob
import json
import os
import subprocess
import sys

try:
    import renderdoc as rd
except ImportError as e:  # the test fails: tools/setup.sh installs python3-renderdoc
    sys.exit("FAIL: no renderdoc Python module for %s (%s): run tools/setup.sh and use /usr/bin/python3"
             % (sys.executable, e))


def lavapipe_env():
    env = dict(os.environ)
    icds = sorted(glob.glob("/usr/share/vulkan/icd.d/lvp_icd*.json"))
    if icds:
        env["VK_ICD_FILENAMES"] = icds[0]
    return env


def run(cmd, **kw):
    p = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if p.returncode != 0:
        raise RuntimeError("%s: exit %d\n%s%s" % (" ".join(cmd), p.returncode, p.stdout, p.stderr))
    return p.stdout


def compile_kernel(root, src, out_dir, opt, name, flags=()):
    spv = os.path.join(out_dir, name + ".spv")
    refl = os.path.join(out_dir, name + ".json")
    run([os.path.join(root, "tools", "nsdi-cc"), opt, "-g", "--target-env=vulkan1.2",
         "--reflect=" + refl] + list(flags) + [src, "-o", spv])
    run([os.path.join(root, ".venv", "bin", "spirv-val"), "--target-env", "vulkan1.2", spv])
    return spv, refl


def capture(root, spv, refl, out_dir, name, run_args):
    """Runs nsdi-run under renderdoccmd capture; returns (capture path, buffers as JSON)."""
    template = os.path.join(out_dir, name)
    for old in glob.glob(template + "*.rdc"):
        os.remove(old)
    result = os.path.join(out_dir, name + ".out.json")
    exe = os.path.join(os.environ.get("NSDI_TARGET_DIR", os.path.join(root, "target", "release")), "nsdi-run")
    out = run(["renderdoccmd", "capture", "-w", "-d", out_dir, "-c", template, exe, spv,
               "--reflect", refl, "-o", result] + run_args, env=lavapipe_env())
    caps = sorted(glob.glob(template + "*.rdc"))
    if len(caps) != 1:
        raise RuntimeError("expected one capture for %s, found %s\n%s" % (name, caps, out))
    with open(result) as f:
        return caps[0], json.load(f)


def value_of(var):
    """A ShaderVariable as Python: a scalar, a list (vector) or a dict (struct)."""
    if len(var.members):
        return {m.name: value_of(m) for m in var.members}
    n = var.rows * var.columns
    if var.type == rd.VarType.Float:
        xs = [var.value.f32v[i] for i in range(n)]
    elif var.type in (rd.VarType.UInt, rd.VarType.Bool):
        xs = [var.value.u32v[i] for i in range(n)]
    elif var.type == rd.VarType.SInt:
        xs = [var.value.s32v[i] for i in range(n)]
    elif var.type == rd.VarType.SLong:
        xs = [var.value.s64v[i] for i in range(n)]
    elif var.type == rd.VarType.ULong:
        xs = [var.value.u64v[i] for i in range(n)]
    elif var.type in (rd.VarType.ReadWriteResource, rd.VarType.ReadOnlyResource):
        return "<resource>"
    else:
        return "<%s>" % var.type
    return xs[0] if n == 1 else xs


def mapped_value(mapping, vals):
    refs = list(mapping.variables)
    if not refs:
        return None
    names = {r.name for r in refs}
    if len(names) == 1 and len(refs) > 1:
        whole = vals.get(refs[0].name)
        if whole is None:
            return None
        v = value_of(whole)
        if isinstance(v, list):
            return [v[r.component] if r.component < len(v) else None for r in refs]
        return v
    if len(refs) == 1:
        whole = vals.get(refs[0].name)
        return None if whole is None else value_of(whole)
    return [value_of(vals[r.name]) if r.name in vals else None for r in refs]


class Debugged:
    def __init__(self, files, steps, debuggable, status, source_vars):
        self.files, self.steps, self.debuggable = files, steps, debuggable
        self.status, self.source_vars = status, source_vars

    def lines(self):
        """The source line sequence a person steps through: consecutive repeats collapsed,
        steps without a line (0) left out."""
        seq = []
        for s in self.steps:
            if s["line"] > 0 and (not seq or seq[-1] != s["line"]):
                seq.append(s["line"])
        return seq


def debug(cap_path, group, thread, max_steps=5000):
    cap = rd.OpenCaptureFile()
    res = cap.OpenFile(cap_path, "", None)
    if res != rd.ResultCode.Succeeded:
        raise RuntimeError("OpenFile %s: %s" % (cap_path, res))
    res, ctrl = cap.OpenCapture(rd.ReplayOptions(), None)
    if res != rd.ResultCode.Succeeded:
        raise RuntimeError("OpenCapture: %s" % res)
    try:
        def walk(actions):
            for a in actions:
                yield a
                yield from walk(a.children)
        disp = [a for a in walk(ctrl.GetRootActions()) if a.flags & rd.ActionFlags.Dispatch]
        if len(disp) != 1:
            raise RuntimeError("expected one dispatch, found %d" % len(disp))
        ctrl.SetFrameEvent(disp[0].eventId, True)
        refl = ctrl.GetPipelineState().GetShaderReflection(rd.ShaderStage.Compute)
        di = refl.debugInfo
        files = [f.filename for f in di.files]
        trace = ctrl.DebugThread(tuple(group), tuple(thread))
        if trace is None or trace.debugger is None:
            raise RuntimeError("DebugThread refused: %s" % di.debugStatus)
        info = {i.instruction: i for i in trace.instInfo}
        vals = {}
        steps = []
        for v in trace.constantBlocks:
            vals[v.name] = v
        for v in trace.readOnlyResources:
            vals[v.name] = v
        for v in trace.readWriteResources:
            vals[v.name] = v
        while len(steps) < max_steps:
            states = ctrl.ContinueDebug(trace.debugger)
            if not states:
                break
            for s in states:
                for c in s.changes:
                    vals[c.after.name] = c.after
                ii = info.get(s.nextInstruction)
                step = {"inst": s.nextInstruction, "line": 0, "file": None,
                        "frames": list(s.callstack), "vars": {}}
                if ii is not None:
                    li = ii.lineInfo
                    step["line"] = li.lineStart
                    if 0 <= li.fileIndex < len(files):
                        step["file"] = files[li.fileIndex]
                    for m in ii.sourceVars:
                        step["vars"][m.name] = mapped_value(m, vals)
                steps.append(step)
        ctrl.FreeTrace(trace)
        return Debugged(files, steps, di.debuggable, di.debugStatus,
                        [m.name for m in trace.sourceVars])
    finally:
        ctrl.Shutdown()
        cap.Shutdown()


def init():
    rd.InitialiseReplay(rd.GlobalEnvironment(), [])


def shutdown():
    rd.ShutdownReplay()
