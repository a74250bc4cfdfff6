#!/usr/bin/env bash
# `make fuzz`: builds fuselab's libFuzzer targets on stable Rust (the
# sanitizer-coverage flags cargo-fuzz passes, without its nightly-only
# sanitizers) and runs each for a bounded time on its corpus
# fuzz/corpus/<target>/, which grows; then minimises the corpus (-merge=1).
# Crashes, timeouts and out-of-memory inputs go to fuzz/artifacts/<target>/.
# docs/reliability.md describes the targets and what a finding means.
#
# FUZZ_TIME     seconds per target (default 60: three minutes in all)
# FUZZ_TARGETS  the targets to run (default: parse npy pipeline)
# FUZZ_FORK     1: go on after a crash (libFuzzer's -fork=1 -ignore_crashes=1)
# FUZZ_ARGS     more libFuzzer flags
set -euo pipefail
cd "$(dirname "$0")"

time_per_target=${FUZZ_TIME:-60}
targets=${FUZZ_TARGETS:-parse npy pipeline}
triple=$(rustc -vV | sed -n 's/^host: //p')

# Built for an explicit --target so that these flags reach the fuzzed code
# but not build scripts or proc macros.
export RUSTFLAGS="-Cpasses=sancov-module \
-Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters \
-Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares \
--cfg fuzzing -Cdebug-assertions -Coverflow-checks"
cargo build --release --target "$triple" --bins

status=0
for t in $targets; do
    bin=target/$triple/release/$t
    mkdir -p "artifacts/$t" "corpus/$t"
    log=target/fuzz-$t.log
    before=$(find "corpus/$t" -type f | wc -l)
    flags=(-max_total_time="$time_per_target" -timeout=20 -rss_limit_mb=3072
        -malloc_limit_mb=2048 -print_final_stats=1 -artifact_prefix="artifacts/$t/")
    if [ "${FUZZ_FORK:-0}" = 1 ]; then
        flags+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
    fi
    # shellcheck disable=SC2086
    if ! "$bin" "${flags[@]}" ${FUZZ_ARGS:-} "corpus/$t" >"$log" 2>&1; then
        status=1
    fi
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    if [ -z "$execs" ]; then
        execs=$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#')
    fi
    # Minimise: keep the inputs that add coverage.
    rm -rf "corpus/$t.min" && mkdir "corpus/$t.min"
    "$bin" -merge=1 -timeout=20 -rss_limit_mb=3072 "corpus/$t.min" "corpus/$t" >>"$log" 2>&1 \
        && rm -rf "corpus/$t" && mv "corpus/$t.min" "corpus/$t" \
        || rm -rf "corpus/$t.min"
    after=$(find "corpus/$t" -type f | wc -l)
    found=$(find "artifacts/$t" -type f | wc -l)
    echo "fuzz $t: ${execs:-0} executions in ${time_per_target} s; corpus $before -> $after inputs; artifacts/$t: $found files (log: fuzz/$log)"
done
exit $status
