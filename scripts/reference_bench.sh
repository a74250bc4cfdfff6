#!/bin/bash
# The reference interpreter at real sizes: every suite program
# (experiments/programs/*.fl) at its `-- bench-sizes:` header, run by
# `fuselab run --backend reference` on its seeded random inputs, printing
# each run's wall time, its CPU time (user + system: what the run itself
# took where other processes share the cores) and its peak memory
# (resident set), from /usr/bin/time.
# With a second binary, each program runs on both, one after the other
# (columns 1 and 2).
#   scripts/reference_bench.sh [FUSELAB [OTHER_FUSELAB]] [-- PROGRAM...]
# FUSELAB defaults to target/release/fuselab (`cargo build --release -p
# experiments`). LIMIT (CPU seconds, default 600) stops a run that takes
# longer (`ulimit -t`); it prints as `>LIMIT`. The time includes checking
# the program and making its inputs, which take a small part of it.
set -u
cd "$(dirname "$0")/.."
BINS=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do BINS+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
[ ${#BINS[@]} -eq 0 ] && BINS=(target/release/fuselab)
LIMIT=${LIMIT:-600}
if [ $# -gt 0 ]; then
  PROGRAMS=()
  for p in "$@"; do PROGRAMS+=("experiments/programs/$p.fl"); done
else
  PROGRAMS=(experiments/programs/*.fl)
fi
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores"
for i in "${!BINS[@]}"; do echo "$((i + 1)): ${BINS[$i]}"; done
printf '%-22s %-34s' program sizes
for i in "${!BINS[@]}"; do printf ' %8s %8s %9s' "s ($((i + 1)))" "cpu ($((i + 1)))" "MiB ($((i + 1)))"; done
echo
for p in "${PROGRAMS[@]}"; do
  name=$(basename "$p" .fl)
  sizes=$(sed -n 's/^-- bench-sizes: *//p' "$p")
  args=()
  for kv in $sizes; do args+=(--size "$kv"); done
  printf '%-22s %-34s' "$name" "$sizes"
  for b in "${BINS[@]}"; do
    t=$(mktemp)
    /usr/bin/time -f '%e %U %S %M' -o "$t" bash -c 'ulimit -t "$0"; exec "$@"' "$LIMIT" \
      "$b" run "$p" "${args[@]}" --backend reference >/dev/null 2>"$t.err"
    rc=$?
    read -r secs user sys kib < <(tail -1 "$t")
    cpu=$(echo "$user + $sys" | bc)
    # SIGXCPU at the limit (or SIGKILL past it).
    if [ $rc -eq 152 ] || [ $rc -eq 137 ]; then
      printf ' %8s %8s %9s' ">$LIMIT" "-" "-"
    elif [ $rc -ne 0 ]; then
      printf ' %8s %8s %9s' "exit $rc" "$cpu" "$((kib / 1024))"
      sed 's/^/    /' "$t.err" | tail -3 >&2
    else
      printf ' %8s %8s %9s' "$secs" "$cpu" "$((kib / 1024))"
    fi
    rm -f "$t" "$t.err"
  done
  echo
done
