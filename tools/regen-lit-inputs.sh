#!/usr/bin/env bash
# Regenerate the checked-in LLVM IR test inputs from their OpenCL sources.
#
#   lit-tests/<area>/Inputs/<name>.cl     -> lit-tests/<area>/<name>-O0.ll
#                                            lit-tests/<area>/<name>-O2.ll
#   lit-tests/<area>/Inputs/<name>.clcpp  -> (same, compiled as C++ for OpenCL)
#   examples/particles.cl                 -> examples/particles.ll (O0 only)
#
# Hand-written lit test headers are preserved: if an existing .ll file has a
# block of lines before the clang output (which always starts with
# "; ModuleID =") and that block contains a "; RUN:" line, the block is kept
# verbatim and the fresh clang output is appended after it.
#
# The script always runs from the repository root and passes repository-
# relative input paths to clang, so ModuleID/source_filename/DIFile are stable.
#
# Environment:
#   CLANG   compiler to use (default: clang-19); must be clang 19.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "${script_dir}/.." && pwd)"
cd "${repo_root}"

CLANG="${CLANG:-clang-19}"

if ! command -v "${CLANG}" >/dev/null 2>&1; then
  echo "error: ${CLANG} not found (set CLANG=...)" >&2
  exit 1
fi
if ! "${CLANG}" --version | head -n 1 | grep -q 'clang version 19\.'; then
  echo "error: ${CLANG} is not clang 19: $("${CLANG}" --version | head -n 1)" >&2
  exit 1
fi

common_flags=(
  --target=spirv64-unknown-unknown
  -Xclang -finclude-default-header
  -g -gdwarf-5
  -S -emit-llvm
  -fdebug-compilation-dir=.
)
ocl_c_flags=(-cl-std=CL2.0)
ocl_cpp_flags=(-x clcpp -cl-std=clc++2021)

tmp_dir="$(mktemp -d "${TMPDIR:-/tmp}/regen-lit-inputs.XXXXXX")"
trap 'rm -rf "${tmp_dir}"' EXIT

# Print the test header of an existing .ll file (may print nothing): every
# line before the first "; ModuleID =" line, but only if that block contains
# a "; RUN:" line.
extract_header() {
  local file="$1"
  [[ -f "${file}" ]] || return 0
  awk '
    /^; ModuleID = / { found = 1; exit }
    { lines[n++] = $0; if ($0 ~ /^; RUN:/) has_run = 1 }
    END {
      if (!has_run) exit
      if (!found) {
        # No clang output in the file: keep only the leading comment block.
        for (i = 0; i < n && lines[i] ~ /^;/; i++) print lines[i]
        exit
      }
      for (i = 0; i < n; i++) print lines[i]
    }
  ' "${file}"
}

# compile <source> <output .ll> <opt level> <lang: c|cpp>
compile() {
  local src="$1" out="$2" opt="$3" lang="$4"
  local lang_flags
  if [[ "${lang}" == cpp ]]; then
    lang_flags=("${ocl_cpp_flags[@]}")
  else
    lang_flags=("${ocl_c_flags[@]}")
  fi

  local raw="${tmp_dir}/raw.ll" header="${tmp_dir}/header" new="${tmp_dir}/new.ll"
  "${CLANG}" "${common_flags[@]}" "${lang_flags[@]}" "-${opt}" \
    "${src}" -o "${raw}"

  if ! head -n 1 "${raw}" | grep -q '^; ModuleID = '; then
    echo "error: unexpected clang output for ${src} (no leading ModuleID)" >&2
    exit 1
  fi

  extract_header "${out}" >"${header}"
  if [[ ! -s "${header}" && -s "${out}" ]] &&
    ! head -n 1 "${out}" | grep -q '^; ModuleID = '; then
    echo "warning: ${out}: dropping leading lines without a '; RUN:' line" >&2
  fi
  cat "${header}" "${raw}" >"${new}"
  mv "${new}" "${out}"

  local note=""
  if [[ -s "${header}" ]]; then
    note=" (kept $(wc -l <"${header}") header lines)"
  fi
  echo "wrote ${out}${note}"
}

shopt -s nullglob

# Step 1: lit test inputs, O0 and O2.
sources=(lit-tests/*/Inputs/*.cl lit-tests/*/Inputs/*.clcpp)
if [[ ${#sources[@]} -eq 0 ]]; then
  echo "error: no sources found under lit-tests/*/Inputs" >&2
  exit 1
fi
# Stable order regardless of glob/locale differences.
mapfile -t sources < <(printf '%s\n' "${sources[@]}" | LC_ALL=C sort)

for src in "${sources[@]}"; do
  inputs_dir="$(dirname "${src}")"
  area_dir="$(dirname "${inputs_dir}")"
  file="$(basename "${src}")"
  case "${file}" in
    *.clcpp) name="${file%.clcpp}"; lang=cpp ;;
    *.cl) name="${file%.cl}"; lang=c ;;
  esac
  for opt in O0 O2; do
    compile "${src}" "${area_dir}/${name}-${opt}.ll" "${opt}" "${lang}"
  done
done

# Step 2: the bundled example (O0 only).
compile examples/particles.cl examples/particles.ll O0 c
