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


# The directory hand-written IR in Inputs/ir names its source files in (DIFile), mapped to the
# directory the `.ll` is in: the debug info then names the real `.cl`.
IR_INPUTS = "/nsdi-renderdoc-inputs"


def build_dir(root):
    return os.environ.get("NSDI_TARGET_DIR", os.path.join(root, "target", "release"))


def compile_kernel(root, src, out_dir, opt, name, flags=()):
    """A `.cl`/`.clcpp` through tools/nsdi-cc at `opt`; a `.ll` (IR written as clang would, where
    clang loses what the case needs) through nsdi-llc, `opt` being the level it was made at."""
    spv = os.path.join(out_dir, name + ".spv")
    refl = os.path.join(out_dir, name + ".json")
    if src.endswith(".ll"):
        run([os.path.join(build_dir(root), "nsdi-llc"), "-g", "--target-env=vulkan1.2",
             "--reflect", refl, "--fdebug-prefix-map=%s=%s" % (IR_INPUTS, os.path.dirname(src))]
            + list(flags) + [src, "-o", spv])
    else:
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
    exe = os.path.join(build_dir(root), "nsdi-run")
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


def combine_structures(variables):
    """The variables as qrenderdoc's shader viewer lists them (ShaderViewer::combineStructures):
    source variables whose names share a prefix before a `.` or `[` (`b.w`, `b.v`: the parts of
    one variable a DebugValue's Indexes name) become one node named by the prefix, its children
    named by the rest (`w`, `v`; `[1]` for an element), combined again below; a prefix only one
    variable has is left as it is."""
    groups = {}
    for name in variables:
        cut = min([k for k in (name.find("."), name.find("[")) if k > 0], default=-1)
        if cut > 0:
            groups.setdefault(name[:cut], []).append(name)
    out = {}
    for name, value in variables.items():
        cut = min([k for k in (name.find("."), name.find("[")) if k > 0], default=-1)
        prefix = name[:cut] if cut > 0 else None
        if prefix is None or len(groups[prefix]) < 2:
            out[name] = value
            continue
        parts = {n[cut:].lstrip("."): variables[n] for n in groups[prefix]}
        out[prefix] = combine_structures(parts)
    return out


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
                    step["vars"] = combine_structures(step["vars"])
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
