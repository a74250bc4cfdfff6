#!/usr/bin/env bash
# Builds and runs scripts/floors.c: what hand-written C reaches on this
# machine for the kernels whose `ilp` misses the bandwidth bound
# (docs/results/cpu-backend.md, "`ilp` against the peers on each instruction
# set"). A measurement, not a test.
# Usage: scripts/floors.sh [THREADS]   (default 2; needs gcc and AVX2)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if ! grep -qw avx2 /proc/cpuinfo; then
    echo "floors.sh: this CPU has no AVX2 (the transposes use its intrinsics)" >&2
    exit 2
fi
bin="$(mktemp -d)/floors"
trap 'rm -rf "$(dirname "$bin")"' EXIT
gcc -O3 -march=native -fopenmp -o "$bin" "$here/floors.c"
echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), flags:" \
    "$(grep -m1 -ow -e avx512f -e avx512dq -e avx512vl -e avx2 -e fma -e sse4_2 /proc/cpuinfo | sort -u | tr '\n' ' ')"
OMP_NUM_THREADS="${1:-2}" OMP_PROC_BIND=spread "$bin"
