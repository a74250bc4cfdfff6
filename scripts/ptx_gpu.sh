#!/usr/bin/env bash
# The GPU check, in parallel: runs the `ptx_gpu` test binary (built with
# `cargo test --release -p experiments --test ptx_gpu --no-run`) once per
# case, JOBS cases at a time: the reference interpreter that checks each case
# is single-threaded and takes most of the time. The cases are those
# `BIN --list` names (`PROGRAM::STRATEGY` for every suite program and
# strategy, `PROGRAM::chunks` for the sequence programs, `division_by_zero`,
# `loop_statements`); those named after JOBS run first, then the rest.
#
# usage: scripts/ptx_gpu.sh BIN [JOBS [CASE...]]
#
# The binary reads the suite from the checkout it was built in
# (CARGO_MANIFEST_DIR): on another machine, link that path to this checkout.
# Prints each case's verdict as it ends, the failures' output, and a summary;
# exits 1 when a case failed or timed out (CASE_TIMEOUT seconds, default 300).
set -u
bin=${1:?usage: scripts/ptx_gpu.sh BIN [JOBS [CASE...]]}
jobs=${2:-$(nproc)}
shift $(( $# < 2 ? $# : 2 ))
root=$(cd "$(dirname "$0")/.." && pwd)
logs=$(mktemp -d)
cases=("$@")
mapfile -t listed < <("$bin" --list)
[ "${#listed[@]}" -gt 0 ] || { echo "ptx_gpu.sh: $bin --list named no case" >&2; exit 1; }
cases+=("${listed[@]}")
# Each case once, first mention first.
printf '%s\n' "${cases[@]}" | awk '!seen[$0]++' > "$logs/cases"
export bin logs timeout=${CASE_TIMEOUT:-300}
run_case() {
  local log="$logs/${1//:/_}.log"
  if timeout "$timeout" "$bin" "$1" > "$log" 2>&1 && grep -q "1 passed, 0 failed" "$log"; then
    echo "ok      $1"
  else
    echo "FAILED  $1"
  fi
}
export -f run_case
start=$(date +%s)
xargs -P "$jobs" -I{} bash -c 'run_case "$1"' _ {} < "$logs/cases" | tee "$logs/verdicts"
echo
for log in "$logs"/*.log; do
  if ! grep -q "1 passed, 0 failed" "$log"; then
    echo "---- $(basename "$log" .log)"
    grep -v "^stack backtrace\|^   *[0-9]*: \|^  *at " "$log" | head -40
  fi
done
ok=$(grep -c "^ok" "$logs/verdicts")
failed=$(grep -c "^FAILED" "$logs/verdicts")
echo "ptx_gpu.sh: $ok passed, $failed failed of $(wc -l < "$logs/cases") cases in $(( $(date +%s) - start )) s"
[ "$failed" -eq 0 ]
