#!/usr/bin/env bash
# The walls between crates (ARCHITECTURE.md), checked with `cargo tree`
# (normal, build and dev dependencies alike): `ir` depends on none of our
# crates; `passes` depends on neither `reports` nor `interp`; `backend` does
# not depend on `interp`. Exits 1 naming each breach.
set -euo pipefail
cd "$(dirname "$0")/.."
ours="ir passes ilp interp backend experiments reports fuzz-core"
bad=0
deps_of() { cargo tree -q -p "$1" -e normal,build,dev --prefix none | awk '{print $1}' | sort -u; }
forbid() {
  local crate=$1; shift
  local have; have=$(deps_of "$crate")
  for d in "$@"; do
    if grep -qx "$d" <<<"$have"; then
      echo "wall broken: \`$crate\` depends on \`$d\`"; bad=1
    fi
  done
}
# shellcheck disable=SC2086
forbid ir $(tr ' ' '\n' <<<"$ours" | grep -vx ir)
forbid passes reports interp
forbid backend interp
[ "$bad" = 0 ] && echo "walls: ir depends on none of ours; passes on neither reports nor interp; backend not on interp"
exit "$bad"
