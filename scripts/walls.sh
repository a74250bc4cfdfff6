#!/usr/bin/env bash
# The walls between crates (ARCHITECTURE.md), checked with `cargo tree`:
# `ir` depends on none of our crates (its tests on `testkit` alone);
# `passes` depends on neither `reports` nor `interp`, and `backend` not on
# `interp` (normal, build and dev dependencies alike); no product crate
# depends on `testkit` or `proptest` outside its tests (normal and build
# dependencies). Inside `ir`, the layers lang < fusion < loops
# (scripts/module_walls.py). Exits 1 naming each breach.
set -euo pipefail
cd "$(dirname "$0")/.."
ours="ir passes ilp interp backend experiments reports testkit fuzz-core"
bad=0
deps_of() { cargo tree -q -p "$1" -e "$2" --prefix none | awk '{print $1}' | sort -u; }
# forbid KINDS CRATE DEP...: CRATE has none of DEP among its KINDS of
# dependencies (cargo tree's -e), however deep.
forbid_kinds() {
  local kinds=$1 crate=$2; shift 2
  local have; have=$(deps_of "$crate" "$kinds")
  for d in "$@"; do
    if grep -qx "$d" <<<"$have"; then
      echo "wall broken: \`$crate\` depends on \`$d\` ($kinds)"; bad=1
    fi
  done
}
forbid() { forbid_kinds normal,build,dev "$@"; }
# shellcheck disable=SC2086
forbid_kinds normal,build ir $(tr ' ' '\n' <<<"$ours" | grep -vx ir)
# Its tests use testkit (which uses passes) and nothing else of ours.
direct_dev=$(cargo tree -q -p ir -e dev --depth 1 --prefix none | awk '{print $1}' | sort -u)
for d in $ours; do
  case $d in ir | testkit) continue ;; esac
  if grep -qx "$d" <<<"$direct_dev"; then
    echo "wall broken: \`ir\`'s tests depend on \`$d\` (only testkit is allowed)"; bad=1
  fi
done
forbid passes reports interp
forbid backend interp
for product in ir passes ilp interp backend experiments reports; do
  forbid_kinds normal,build "$product" testkit proptest
done
python3 scripts/module_walls.py || bad=1
[ "$bad" = 0 ] && echo "walls: ir depends on none of ours (its tests on testkit); passes on neither reports nor interp; backend not on interp; no product crate on testkit or proptest"
exit "$bad"
