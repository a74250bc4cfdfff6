#!/usr/bin/env bash
# Installs what fuselab needs to build and test, and nothing when it is all
# there already (so it is fast to run before every `make test`):
#   - Debian packages (LLVM 19 for the later code-generation steps, graphviz
#     for cluster graphs, Python 3 and pip for the NumPy cross-checks,
#     chromium for the test that renders an experiment's HTML report,
#     slurm-wlm and munge for the tests that run sweeps as Slurm job arrays
#     on a one-node cluster, scripts/slurm-local.sh);
#   - NumPy, into the project-local folder .tools/py (on PYTHONPATH in tests).
#   - NVIDIA's PTX assembler (ptxas) and libdevice, from PyPI's
#     nvidia-cuda-nvcc-cu12 (pinned), into .tools/cuda: the PTX backend links
#     libdevice for exp, log, ...; its offline test runs ptxas on the PTX of
#     every suite program (no GPU needed).
#   - with --peers (`make peers`), also JAX and numba, the optional peers of
#     `fuselab bench --peers` and of a sweep's `peers`, into .tools/peers
#     (pinned; on PYTHONPATH after .tools/py, whose NumPy they share).
# Needs root or sudo only when a Debian package is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

peers=0
for arg in "$@"; do
  case "$arg" in
    --peers) peers=1 ;;
    *) echo "setup: unknown argument $arg (the one option: --peers)" >&2; exit 2 ;;
  esac
done

packages=(cmake libclang1-14 llvm-19-dev libpolly-19-dev libzstd-dev graphviz python3 python3-pip chromium slurm-wlm munge)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "setup: need root or sudo to install ${missing[*]}" >&2; exit 1; }
    sudo=(sudo)
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! command -v cargo >/dev/null; then
  echo "setup: cargo is not on PATH; install the Rust toolchain (https://rustup.rs) first" >&2
  exit 1
fi

# pip_into DIR STAMP PACKAGE..: installs the packages (no dependencies) into
# the fresh folder .tools/DIR and records STAMP in .tools/DIR/.stamp.
pip_into() {
  local dir=.tools/$1 stamp=$2
  shift 2
  rm -rf "$dir"
  mkdir -p .tools
  PIP_BREAK_SYSTEM_PACKAGES=1 PIP_ROOT_USER_ACTION=ignore \
    python3 -m pip install --quiet --disable-pip-version-check --no-deps --target "$dir" "$@"
  echo "$stamp" >"$dir/.stamp"
}

# NumPy's compiled parts fit one Python version: reinstall when python3 changes.
version=$(python3 -c 'import sys; print(sys.version.split()[0])')
if [ ! -d .tools/py/numpy ] || [ "$(cat .tools/py/.stamp 2>/dev/null)" != "$version" ]; then
  echo "setup: installing numpy for Python $version into .tools/py" >&2
  pip_into py "$version" numpy
fi

# ptxas and libdevice for the PTX backend (a wheel of NVIDIA's, no GPU needed).
cuda_version=12.8.93
if [ ! -x .tools/cuda/nvidia/cuda_nvcc/bin/ptxas ] ||
  [ ! -f .tools/cuda/nvidia/cuda_nvcc/nvvm/libdevice/libdevice.10.bc ] ||
  [ "$(cat .tools/cuda/.stamp 2>/dev/null)" != "$cuda_version" ]; then
  echo "setup: installing nvidia-cuda-nvcc-cu12 $cuda_version (ptxas, libdevice) into .tools/cuda" >&2
  pip_into cuda "$cuda_version" "nvidia-cuda-nvcc-cu12==$cuda_version"
fi

# The optional peers (--peers): JAX (CPU) and numba, their own dependencies
# but NumPy pinned beside them (--no-deps: NumPy comes from .tools/py).
peer_packages=(jax==0.10.2 jaxlib==0.10.2 ml_dtypes==0.6.0 opt_einsum==3.4.0 scipy==1.17.1 numba==0.68.1 llvmlite==0.50.0)
if ((peers)) && { [ ! -d .tools/peers/jax ] || [ "$(cat .tools/peers/.stamp 2>/dev/null)" != "$version ${peer_packages[*]}" ]; }; then
  echo "setup: installing the peers (${peer_packages[*]}) into .tools/peers" >&2
  pip_into peers "$version ${peer_packages[*]}" "${peer_packages[@]}"
fi
