#!/bin/bash
# A before/after benchmark of `ilp` on the CPU backend, both sides in one run:
# `fuselab bench` of softmax_rows (8192 x 4096) and nbody (n = 4096) with two
# release binaries, printing each side's median run and the ratio.
#   scripts/bench_before_after.sh OLD_FUSELAB NEW_FUSELAB
# e.g. OLD from `git worktree add /tmp/old 34dcd6d && cd /tmp/old &&
# cargo build --release`, NEW = ./target/release/fuselab.
set -e
OLD=${1:?usage: $0 OLD_FUSELAB NEW_FUSELAB}
NEW=${2:?usage: $0 OLD_FUSELAB NEW_FUSELAB}
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2); flags: $(grep -o 'avx512[a-z]*\|avx2\|fma' /proc/cpuinfo | sort -u | tr '\n' ' ')"
run() { # bin program sizes...
  local bin=$1 prog=$2; shift 2
  $bin bench experiments/programs/$prog.fl "$@" --strategies ilp --reps 5 --format json 2>/dev/null
}
for case in "softmax_rows --size m=8192 --size n=4096" "nbody --size n=4096"; do
  set -- $case
  prog=$1; shift
  old=$(run "$OLD" $prog "$@")
  new=$(run "$NEW" $prog "$@")
  python3 - "$prog" "$old" "$new" <<'PY'
import json, sys
prog, old, new = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
def ms(j, s): return next(x for x in j['strategies'] if x['strategy'] == s)['run_ms']['median']
def nests(j, s): return next(x for x in j['strategies'] if x['strategy'] == s)['nests']
print(f"{prog} {old['sizes']}: threads {new['threads']}")
print(f"  before: none {ms(old,'none'):8.1f} ms, ilp {ms(old,'ilp'):8.1f} ms ({nests(old,'ilp')} nests)")
print(f"  after:  none {ms(new,'none'):8.1f} ms, ilp {ms(new,'ilp'):8.1f} ms ({nests(new,'ilp')} nests)")
print(f"  ilp before/after: {ms(old,'ilp')/ms(new,'ilp'):.2f}x")
PY
done
