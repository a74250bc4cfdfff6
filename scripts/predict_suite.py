#!/usr/bin/env python3
"""How well `bench`'s predicted times (experiments/src/predict.rs) match
the measured ones over the suite: every program of experiments/programs at
its `-- bench-sizes:` header, every strategy but `exhaustive`.

Usage: scripts/predict_suite.py [--fuselab BIN] [--reps R] [--threads T]
                                [--objective OBJ] [--programs F,F,..]
                                [--out FILE.json]

Per program it runs `fuselab bench FILE --format json` and compares each
strategy's time inside nest functions with its prediction. It prints, per
program, the rank correlation (Spearman) of predicted and measured strategy
times, whether the prediction orders every two strategies whose measured
times differ by more than NOISE the same way, and the median |log
(measured / predicted)|; then the same over the suite and per nest. Then,
per program, `ilp`'s time (under `--objective`, passed to `bench`) over
the fastest other strategy's and over `none`'s, with the programs where
it is more than NOISE slower. A benchmark: it judges nothing and always
exits 0 once the runs are done.
"""

import argparse
import json
import math
import pathlib
import re
import statistics
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Two measured times closer than this ratio are a tie: the order of the
# prediction is not judged there.
NOISE = 1.10
# Nests faster than this (milliseconds) are left out of the per-nest
# ratios: their time is the call's overhead, not their bytes.
SMALLEST_NEST_MS = 0.05


def bench_sizes(path):
    for line in path.read_text().splitlines():
        m = re.match(r"--\s*bench-sizes:\s*(.*)", line)
        if m:
            return [s for s in re.split(r"[,\s]+", m.group(1)) if s]
    return None


def ranks(xs):
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    r = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2.0
        i = j + 1
    return r


def spearman(xs, ys):
    if len(xs) < 2:
        return None
    rx, ry = ranks(xs), ranks(ys)
    mx, my = statistics.mean(rx), statistics.mean(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    sx = math.sqrt(sum((a - mx) ** 2 for a in rx))
    sy = math.sqrt(sum((b - my) ** 2 for b in ry))
    if sx == 0 or sy == 0:
        return None
    return cov / (sx * sy)


def ordered_pairs(measured, predicted):
    """(pairs judged, pairs the prediction orders as measured)."""
    judged = right = 0
    n = len(measured)
    for i in range(n):
        for j in range(i + 1, n):
            a, b = measured[i], measured[j]
            if max(a, b) <= NOISE * min(a, b):
                continue
            judged += 1
            if (a < b) == (predicted[i] < predicted[j]) and predicted[i] != predicted[j]:
                right += 1
    return judged, right


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fuselab", default=str(ROOT / "target/release/fuselab"))
    ap.add_argument("--reps", default="3")
    ap.add_argument("--threads", default="0")
    ap.add_argument("--objective", default="traffic")
    ap.add_argument("--programs", default="")
    ap.add_argument("--out", default="")
    args = ap.parse_args()
    files = sorted((ROOT / "experiments/programs").glob("*.fl"))
    if args.programs:
        wanted = set(args.programs.split(","))
        files = [f for f in files if f.stem in wanted]
    rows = []
    nest_logs = []
    strategy_logs = []
    for f in files:
        sizes = bench_sizes(f)
        if sizes is None:
            print(f"{f.stem}: no bench-sizes header, skipped", file=sys.stderr)
            continue
        cmd = [args.fuselab, "bench", str(f), "--format", "json", "--reps", args.reps,
               "--threads", args.threads, "--objective", args.objective]
        for s in sizes:
            cmd += ["--size", s]
        print(f"{f.stem}: {' '.join(cmd[1:])}", file=sys.stderr)
        run = subprocess.run(cmd, capture_output=True, text=True)
        if run.returncode != 0:
            print(f"{f.stem}: bench failed: {run.stderr.strip()[-300:]}", file=sys.stderr)
            rows.append({"program": f.stem, "error": run.stderr.strip()[-300:]})
            continue
        report = json.loads(run.stdout)
        names, measured, predicted = [], [], []
        for s in report["strategies"]:
            nest_pred = s.get("nest_predicted_ms")
            if nest_pred is not None:
                for m, p in zip(s["nest_ms"], nest_pred):
                    if m >= SMALLEST_NEST_MS and p > 0:
                        nest_logs.append(abs(math.log(m / p)))
            if s.get("predicted_ms") and s["predicted_ms"] > 0:
                names.append(s["strategy"])
                measured.append(s["nests_ms"])
                predicted.append(s["predicted_ms"])
                strategy_logs.append(abs(math.log(s["nests_ms"] / s["predicted_ms"])))
        judged, right = ordered_pairs(measured, predicted)
        every = {s["strategy"]: s["nests_ms"] for s in report["strategies"]}
        rows.append({
            "nests_ms": every,
            "program": f.stem,
            "strategies": names,
            "measured_ms": measured,
            "predicted_ms": predicted,
            "spearman": spearman(measured, predicted),
            "pairs_judged": judged,
            "pairs_right": right,
            "median_abs_log_ratio": statistics.median(
                [abs(math.log(m / p)) for m, p in zip(measured, predicted)]) if names else None,
            "cpu": report.get("cpu"),
            "threads": report.get("threads"),
        })
    print("program              strategies  spearman  pairs right  median measured/predicted")
    for r in rows:
        if "error" in r:
            print(f"{r['program']:<20} error")
            continue
        if not r["strategies"]:
            print(f"{r['program']:<20} no prediction")
            continue
        rho = "-" if r["spearman"] is None else f"{r['spearman']:.2f}"
        ratio = math.exp(r["median_abs_log_ratio"])
        print(f"{r['program']:<20} {len(r['strategies']):>10}  {rho:>8}  "
              f"{r['pairs_right']:>4} of {r['pairs_judged']:<4}  {ratio:.2f}x")
    predicted_rows = [r for r in rows if r.get("strategies")]
    all_right = sum(1 for r in predicted_rows if r["pairs_right"] == r["pairs_judged"])
    judged = sum(r["pairs_judged"] for r in predicted_rows)
    right = sum(r["pairs_right"] for r in predicted_rows)
    rhos = [r["spearman"] for r in predicted_rows if r["spearman"] is not None]
    print(f"programs with a prediction: {len(predicted_rows)} of {len(rows)}")
    print(f"programs whose every judged pair is ordered right: {all_right} of {len(predicted_rows)}")
    print(f"pairs ordered right: {right} of {judged} (pairs whose measured times differ by more than {NOISE}x)")
    if rhos:
        print(f"median Spearman over programs: {statistics.median(rhos):.2f}")
    if strategy_logs:
        print(f"median |log(measured/predicted)| per strategy: log {math.exp(statistics.median(strategy_logs)):.2f}")
    if nest_logs:
        print(f"median |log(measured/predicted)| per nest (nests of {SMALLEST_NEST_MS} ms or more): "
              f"log {math.exp(statistics.median(nest_logs)):.2f} over {len(nest_logs)} nests")
    print()
    print(f"ilp (--objective {args.objective}) against the others, time inside nests (ms)")
    print("program              ilp ms   fastest other        ilp/fastest  ilp/none")
    slower, slower_than_none, judged = [], [], 0
    for r in rows:
        every = r.get("nests_ms") or {}
        if "ilp" not in every or "none" not in every:
            continue
        others = {k: v for k, v in every.items() if k != "ilp"}
        fastest = min(others, key=others.get)
        ilp = every["ilp"]
        over, over_none = ilp / others[fastest], ilp / every["none"]
        judged += 1
        if over > NOISE:
            slower.append(r["program"])
        if over_none > NOISE:
            slower_than_none.append(r["program"])
        print(f"{r['program']:<20} {ilp:>7.2f}  {fastest:<8} {others[fastest]:>8.2f}  "
              f"{over:>10.2f}x  {over_none:>7.2f}x")
    print(f"programs where ilp is more than {NOISE}x slower than the fastest other: "
          f"{len(slower)} of {judged} {' '.join(slower)}")
    print(f"programs where ilp is more than {NOISE}x slower than none: "
          f"{len(slower_than_none)} of {judged} {' '.join(slower_than_none)}")
    if args.out:
        pathlib.Path(args.out).write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
