#!/bin/bash
# Bounded memory of streamed sequences on the CPU backend, measured by the
# process's peak resident set (getrusage, printed by `fuselab run`):
#  1. the fixed overhead: a stream of two tiny elements;
#  2. a random stream of 1000 vectors of random lengths (about 8.8 GB of
#     f32), each summed and all binned into a histogram
#     (experiments/programs/stream_hist.fl), under --seq-memory 1GiB:
#     peak <= 1 GiB + overhead;
#  3. its flat twin (experiments/programs/flat/stream_hist_flat.fl: one
#     fold_seg and one scatter over the values as an array) under the same
#     cap: refused with "cannot allocate";
#  4. a 2 GiB lengths.npy + values.npy pair on disk, streamed by byte range
#     under --seq-memory 256MiB, checked against NumPy.
#   scripts/seq_memory.sh [FUSELAB] [WORK_DIR]
# FUSELAB defaults to ./target/release/fuselab; WORK_DIR (about 2 GiB of
# files) to a fresh temporary folder, removed at the end. Needs numpy.
set -euo pipefail
FUSELAB=$(realpath "${1:-./target/release/fuselab}")
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PROGRAM=$ROOT/experiments/programs/stream_hist.fl
FLAT=$ROOT/experiments/programs/flat/stream_hist_flat.fl
WORK=${2:-$(mktemp -d)}
mkdir -p "$WORK"
[ -n "${2:-}" ] || trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores; flags: $(grep -o -w 'avx512f\|avx2\|fma' /proc/cpuinfo | sort -u | tr '\n' ' ')"
echo "memory: $(free -g | awk '/Mem:/ {print $2}') GiB; $("$FUSELAB" --version 2>/dev/null || true)"
peak() { sed -n 's/^peak resident set: \([0-9]*\) bytes$/\1/p' "$1"; }
mib() { python3 -c "print(f'{$1/2**20:.1f} MiB')"; }

"$FUSELAB" run "$PROGRAM" --size b=16 --backend cpu --seq-length 2 --seq-extent 4 >/dev/null 2>tiny.err
base=$(peak tiny.err)
echo "1. overhead (two tiny elements): peak resident set $(mib "$base")"

start=$(date +%s.%N)
"$FUSELAB" run "$PROGRAM" --size b=16 --backend cpu --seq-length 1000 --seq-extent 4400000 --seq-memory 1GiB >big.out 2>big.err
end=$(date +%s.%N)
big=$(peak big.err)
bytes=$(sed -n 's/^streamed: `xs` (1000 elements, \([0-9]*\) bytes of values).*/\1/p' big.err)
echo "2. stream of 1000 elements, $bytes bytes ($(mib "$bytes")), --seq-memory 1GiB:"
echo "   peak resident set $(mib "$big"), over the overhead $(mib "$((big - base))"); wall $(python3 -c "print(f'{$end-$start:.1f} s')")"
grep -o 'sequence chunks.*' big.err | cut -c1-160 | sed 's/^/   /'
[ "$bytes" -ge $((8 << 30)) ] || { echo "FAIL: the stream is under 8 GiB"; exit 1; }
[ "$big" -le $(((1 << 30) + base)) ] || { echo "FAIL: peak over 1 GiB + overhead"; exit 1; }

if "$FUSELAB" run "$FLAT" --backend cpu --size b=16 --size m=1000 --size "k=$((bytes / 4))" --seq-memory 1GiB >flat.out 2>flat.err; then
  echo "FAIL: the flat program ran"; exit 1
fi
echo "3. the flat twin, the same values as an array, --seq-memory 1GiB: $(grep -o 'cannot allocate [0-9]* bytes for `values`' flat.err)"
grep -q 'cannot allocate' flat.err || { echo "FAIL: no cannot-allocate error"; cat flat.err; exit 1; }

python3 - <<'PY'
import numpy as np
rng = np.random.default_rng(7)
m, total = 1000, (2 << 30) // 4
cuts = np.sort(rng.integers(0, total + 1, m - 1))
lengths = np.diff(np.concatenate([[0], cuts, [total]])).astype(np.int64)
import os
os.makedirs("disk", exist_ok=True)
np.save("disk/lengths.npy", lengths)
values = np.lib.format.open_memmap("disk/values.npy", mode="w+", dtype=np.float32, shape=(total,))
step = 1 << 25
for lo in range(0, total, step):
    hi = min(total, lo + step)
    values[lo:hi] = rng.uniform(-1, 1, hi - lo).astype(np.float32)
values.flush()
np.save("disk/counts0.npy", np.zeros(16, dtype=np.int64))
PY
start=$(date +%s.%N)
"$FUSELAB" run "$PROGRAM" --backend cpu --input xs=disk --input counts0=disk/counts0.npy --seq-memory 256MiB --out out >disk.out 2>disk.err
end=$(date +%s.%N)
disk=$(peak disk.err)
echo "4. lengths.npy + values.npy on disk, $(stat -c %s disk/values.npy) bytes of values, --seq-memory 256MiB:"
echo "   peak resident set $(mib "$disk"), over the overhead $(mib "$((disk - base))"); wall $(python3 -c "print(f'{$end-$start:.1f} s')")"
[ "$disk" -le $(((256 << 20) + base)) ] || { echo "FAIL: peak over 256 MiB + overhead"; exit 1; }
python3 - <<'PY'
import numpy as np
lengths = np.load("disk/lengths.npy")
values = np.load("disk/values.npy", mmap_mode="r")
got = np.load("out/sums.npy")
starts = np.concatenate([[0], np.cumsum(lengths)])
worst, ok = 0.0, True
hist = np.zeros(16, dtype=np.int64)
for k in range(len(lengths)):
    v = np.asarray(values[starts[k]:starts[k + 1]])
    x = v.astype(np.float64)
    want, bound = x.sum(), len(x) * 2.0**-24 * np.abs(x).sum()
    err = abs(float(got[k]) - want)
    worst = max(worst, err / bound if bound else err)
    ok &= err <= bound or err == 0
    bins = np.floor((v + np.float32(4.0)) * np.float32(16) / np.float32(8.0)).astype(np.int64)
    hist += np.bincount(np.clip(bins, 0, 15), minlength=16)
same_hist = bool((np.load("out/hist.npy") == hist).all())
print(f"   NumPy (float64 sums): {'agrees' if ok else 'DISAGREES'}; largest error {worst:.2e} of the bound n*2^-24*sum|x|; histogram {'equal' if same_hist else 'DIFFERS'}")
raise SystemExit(0 if ok and same_hist else 1)
PY
