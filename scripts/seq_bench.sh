#!/bin/bash
# Sequence programs against their flat twins: every sequence program of the
# suite (experiments/programs/*_seq.fl and stream_hist.fl) benchmarked with
# `fuselab bench --twin` on the CPU, the program and its flat twin
# (experiments/programs/flat/) on the same inputs in the same repetitions,
# at the shapes below. Prints a markdown table: per program and strategy,
# the medians and the ratio sequence / flat, beside the ratio seed 002's
# Table 7.1 reports for Accelerate with sequences over plain Accelerate.
#   scripts/seq_bench.sh [FUSELAB] [REPS]
# FUSELAB defaults to target/release/fuselab (`cargo build --release -p
# experiments`), REPS to 5.
set -euo pipefail
cd "$(dirname "$0")/.."
FUSELAB=${1:-target/release/fuselab}
REPS=${2:-5}
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores; flags: $(grep -o -w 'avx512f\|avx2\|fma' /proc/cpuinfo | sort -u | tr '\n' ' ')"
echo "$("$FUSELAB" --version 2>/dev/null || echo fuselab), $(date -u +%Y-%m-%d), --reps $REPS, strategies none and ilp"
echo
# program | flat twin | arguments | seed 002's ratio (Table 7.1: Accelerate
# with sequences over Accelerate; "-" where the seed has no such program)
CASES=(
  "smvm_seq|smvm_flat|--size n=262144 --seq-length 262144 --seq-extent 64|1.42"
  "mvm_seq|mvm_flat|--size n=1024 --seq-length 32768|-"
  "pagerank_seq|pagerank_flat|--size n=1000000 --seq-length 64 --seq-extent 500000|1.91"
  "audio_seq|audio_flat|--size n=16777216 --size w=1024|0.31"
  "stream_hist|stream_hist_flat|--size b=16 --seq-length 1000 --seq-extent 131072|-"
)
echo "| program | shape | strategy | sequence median ms | flat median ms | sequence / flat | seed 002 |"
echo "|---|---|---|---|---|---|---|"
for case in "${CASES[@]}"; do
  IFS='|' read -r program twin args seed <<<"$case"
  # shellcheck disable=SC2086
  "$FUSELAB" bench "experiments/programs/$program.fl" --twin "experiments/programs/flat/$twin.fl" \
    $args --reps "$REPS" --strategies none,ilp --format json 2>/dev/null |
    python3 -c '
import json, sys
program, args, seed = sys.argv[1:]
r = json.load(sys.stdin)
twin = {row["strategy"]: row for row in r["twin"]["rows"]}
for s in r["strategies"]:
    t = twin[s["strategy"]]
    name, ms, flat = s["strategy"], s["run_ms"]["median"], t["run_ms"]["median"]
    ratio = t["program_over_twin"]
    print(f"| {program} | {args} | {name} | {ms:.1f} | {flat:.1f} | {ratio:.2f} | {seed} |")
' "$program" "$args" "$seed"
done
