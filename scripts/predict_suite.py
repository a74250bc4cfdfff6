#!/usr/bin/env python3
"""How well `bench`'s predicted times (experiments/src/predict.rs) match
the measured ones over the suite: every program of experiments/programs at
its `-- bench-sizes:` header, every strategy but `exhaustive`.

Usage: scripts/predict_suite.py [--fuselab BIN] [--reps R] [--threads T]
                                [--objective OBJ] [--programs F,F,..]
                                [--out FILE.json]
       scripts/predict_suite.py --merge FILE.json [FILE.json ..]

Per program it runs `fuselab bench FILE --format json` and compares each
strategy's time inside nest functions with its prediction. It prints, per
program, the rank correlation (Spearman) of predicted and measured strategy
times, whether the prediction orders every two strategies whose measured
times differ by more than NOISE the same way, and the median |log
(measured / predicted)|; then the same over the suite and per nest. Then,
per program, `ilp`'s time (under `--objective`, passed to `bench`) over
the fastest other strategy's and over `none`'s, with the programs where
it is more than NOISE slower. A benchmark: it judges nothing and always
exits 0 once the runs are done. It lists the nests furthest from their prediction (each row keeps its
nests' measured and predicted times). Each program's row keeps the share
of the CPU time the host took while
it was timed (`bench`'s `steal`); the programs timed with more than
STEAL of it are named. `--out` keeps the rows; `--merge` prints
the same from kept rows alone, a later file's row of a program replacing
an earlier one's (rerun some programs with `--programs`, then merge).
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
# A program timed while the host took more than this share of the CPU
# time (steal) is named: its times are disturbed.
STEAL = 0.05
# Nests faster than this (milliseconds) are left out of the per-nest
# ratios: their time is the call's overhead, not their bytes.
SMALLEST_NEST_MS = 0.05


def bench_sizes(path):
    for line in path.read_text().splitlines():
        m = re.match(r"--\s*bench-sizes:\s*(.*)", line)
        if m:
            return [s for s in re.split(r"[,\s]+", m.group(1)) if s]
    return None


def clusterings(fuselab, path, sizes, strategies, objective):
    """Each strategy's clusters (`fuse --emit clusters` at the sizes): two
    strategies with the same text run the same code, so a measured
    difference between them is the machine's noise, not the strategy's."""
    out = {}
    for strategy in strategies:
        cmd = [fuselab, "fuse", str(path), "--strategy", strategy, "--emit", "clusters",
               "--objective", objective]
        for s in sizes:
            cmd += ["--size", s]
        run = subprocess.run(cmd, capture_output=True, text=True)
        out[strategy] = run.stdout if run.returncode == 0 else None
    return out


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
    """(pairs judged, pairs the prediction orders as measured, pairs judged
    whose predictions tie). A pair is judged where the measured times
    differ by more than NOISE; a tie in the prediction is never right (two
    strategies with the same bytes and operations: the same code, or a
    difference the model does not see)."""
    judged = right = ties = 0
    n = len(measured)
    for i in range(n):
        for j in range(i + 1, n):
            a, b = measured[i], measured[j]
            if max(a, b) <= NOISE * min(a, b):
                continue
            judged += 1
            if predicted[i] == predicted[j]:
                ties += 1
            elif (a < b) == (predicted[i] < predicted[j]):
                right += 1
    return judged, right, ties


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fuselab", default=str(ROOT / "target/release/fuselab"))
    ap.add_argument("--reps", default="3")
    ap.add_argument("--threads", default="0")
    ap.add_argument("--objective", default="traffic")
    ap.add_argument("--programs", default="")
    ap.add_argument("--out", default="")
    ap.add_argument("--merge", nargs="+", default=None, metavar="FILE.json")
    args = ap.parse_args()
    if args.merge:
        rows = merged(args.merge)
        for r in rows:
            if "clusterings" not in r and r.get("nests_ms"):
                f = ROOT / "experiments/programs" / f"{r['program']}.fl"
                r["clusterings"] = clusterings(args.fuselab, f, bench_sizes(f) or [],
                                               list(r["nests_ms"]), r.get("objective", args.objective))
        objectives = sorted({r.get("objective", "traffic") for r in rows})
        if len(objectives) > 1:
            sys.exit(f"--merge: files of different objectives ({', '.join(objectives)})")
        summarise(rows, objectives[0] if objectives else args.objective)
        return
    files = sorted((ROOT / "experiments/programs").glob("*.fl"))
    if args.programs:
        wanted = set(args.programs.split(","))
        files = [f for f in files if f.stem in wanted]
    rows = []
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
        names, measured, predicted, nests = [], [], [], []
        for s in report["strategies"]:
            nest_pred = s.get("nest_predicted_ms")
            if nest_pred is not None:
                for k, (m, p) in enumerate(zip(s["nest_ms"], nest_pred)):
                    if m >= SMALLEST_NEST_MS and p > 0:
                        nests.append([s["strategy"], k, m, p])
            if s.get("predicted_ms") and s["predicted_ms"] > 0:
                names.append(s["strategy"])
                measured.append(s["nests_ms"])
                predicted.append(s["predicted_ms"])
        judged, right, _ = ordered_pairs(measured, predicted)
        every = {s["strategy"]: s["nests_ms"] for s in report["strategies"]}
        best = {s["strategy"]: s["run_ms"]["min"] for s in report["strategies"]}
        rows.append({
            "clusterings": clusterings(args.fuselab, f, sizes, list(every), args.objective),
            "nests_ms": every,
            "best_run_ms": best,
            "program": f.stem,
            "strategies": names,
            "measured_ms": measured,
            "predicted_ms": predicted,
            "spearman": spearman(measured, predicted),
            "pairs_judged": judged,
            "pairs_right": right,
            "median_abs_log_ratio": statistics.median(
                [abs(math.log(m / p)) for m, p in zip(measured, predicted)]) if names else None,
            "nests": nests,
            "objective": args.objective,
            "cpu": report.get("cpu"),
            "threads": report.get("threads"),
            "steal": report.get("steal"),
        })
    if args.out:
        pathlib.Path(args.out).write_text(json.dumps(rows, indent=1))
    summarise(rows, args.objective)


def merged(paths):
    """The rows of earlier runs' --out files, a later file's row replacing
    an earlier one of the same program (a rerun of some programs)."""
    by_program = {}
    for path in paths:
        for r in json.loads(pathlib.Path(path).read_text()):
            by_program[r["program"]] = r
    return [by_program[k] for k in sorted(by_program)]


def nest_abs_logs(row):
    """|log(measured / predicted)| of each nest a row kept (rows of files
    written before the rows kept their nests have only these figures)."""
    if "nests" in row:
        return [abs(math.log(m / p)) for _, _, m, p in row["nests"]]
    return row.get("nest_abs_log_ratios", [])


def worst_nests(rows, count=12):
    """The nests furthest from their prediction, each with its program,
    strategy and place in the run (`bench`'s `nest_ms` order), where the
    rows kept them."""
    kept = [(r["program"], *n) for r in rows for n in r.get("nests", [])]
    if not kept:
        return
    kept.sort(key=lambda n: -abs(math.log(n[3] / n[4])))
    print(f"the {min(count, len(kept))} nests furthest from their prediction (measured / predicted ms):")
    for program, strategy, k, m, p in kept[:count]:
        print(f"  {program:<20} {strategy:<9} nest {k:<4} {m:9.3f} / {p:9.3f}  {m / p:6.2f}x")


def summarise(rows, objective):
    """Prints the per-program table, the suite's figures, and ilp against
    the other strategies."""
    nest_logs = [x for r in rows for x in nest_abs_logs(r)]
    strategy_logs = [abs(math.log(m / p)) for r in rows if r.get("strategies")
                     for m, p in zip(r["measured_ms"], r["predicted_ms"])]
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
    # The same without the pairs whose predictions tie.
    untied = [ordered_pairs(r["measured_ms"], r["predicted_ms"]) for r in predicted_rows]
    untied_right = sum(1 for j, ok, t in untied if ok == j - t)
    ties = sum(t for _, _, t in untied)
    judged = sum(r["pairs_judged"] for r in predicted_rows)
    right = sum(r["pairs_right"] for r in predicted_rows)
    rhos = [r["spearman"] for r in predicted_rows if r["spearman"] is not None]
    print(f"programs with a prediction: {len(predicted_rows)} of {len(rows)}")
    print(f"programs whose every judged pair is ordered right: {all_right} of {len(predicted_rows)}")
    print(f"pairs ordered right: {right} of {judged} (pairs whose measured times differ by more than {NOISE}x)")
    print(f"without the {ties} judged pairs whose predictions tie: every pair right in "
          f"{untied_right} of {len(predicted_rows)} programs, {right} of {judged - ties} pairs")
    wrong = [r["program"] for r, (j, ok, t) in zip(predicted_rows, untied) if ok != j - t]
    print(f"programs with an untied pair ordered wrong: {' '.join(wrong) or '-'}")
    if rhos:
        print(f"median Spearman over programs: {statistics.median(rhos):.2f}")
    steals = [(r["program"], r["steal"]) for r in predicted_rows if r.get("steal") is not None]
    if steals:
        busy = [f"{p} ({x:.0%})" for p, x in steals if x > STEAL]
        print(f"the host's steal while each program was timed: median {statistics.median(x for _, x in steals):.1%}; "
              f"more than {STEAL:.0%} on {len(busy)} of {len(steals)}: {' '.join(busy) or '-'}")
    if strategy_logs:
        print(f"median |log(measured/predicted)| per strategy: log {math.exp(statistics.median(strategy_logs)):.2f}")
    if nest_logs:
        print(f"median |log(measured/predicted)| per nest (nests of {SMALLEST_NEST_MS} ms or more): "
              f"log {math.exp(statistics.median(nest_logs)):.2f} over {len(nest_logs)} nests")
    worst_nests(rows)
    print()
    ilp_table(rows, "nests_ms", f"ilp (--objective {objective}) against the others, "
              "median time inside nests (ms)")
    if any("best_run_ms" in r for r in rows):
        print()
        ilp_table(rows, "best_run_ms", f"ilp (--objective {objective}) against the others, "
                  "best whole run (ms; the figure other processes disturb least)")


def ilp_table(rows, key, title):
    """Per program, ilp's time (`key` of the rows) over the fastest other
    strategy's and over none's, and the programs where it is more than
    NOISE slower. Strategies with ilp's clustering run its code: they are
    one program, timed as the best of them (`same` lists them), and the
    fastest other is the fastest strategy with another clustering."""
    print(title)
    print("program              ilp ms   fastest other        ilp/fastest  ilp/none  same clustering as ilp")
    slower, slower_than_none, judged = [], [], 0
    for r in rows:
        every = r.get(key) or {}
        if "ilp" not in every or "none" not in every:
            continue
        code = r.get("clusterings") or {}
        same = [k for k in every if k != "ilp" and code.get(k) is not None
                and code.get(k) == code.get("ilp")]
        ilp = min(every[k] for k in ["ilp"] + same)
        others = {k: v for k, v in every.items() if k != "ilp" and k not in same}
        none = ilp if "none" in same else every["none"]
        if not others or ilp <= 0:
            continue
        fastest = min(others, key=others.get)
        over, over_none = ilp / others[fastest], ilp / none
        judged += 1
        if over > NOISE:
            slower.append(r["program"])
        if over_none > NOISE:
            slower_than_none.append(r["program"])
        print(f"{r['program']:<20} {ilp:>7.2f}  {fastest:<8} {others[fastest]:>8.2f}  "
              f"{over:>10.2f}x  {over_none:>7.2f}x  {' '.join(same)}")
    print(f"programs where ilp is more than {NOISE}x slower than the fastest other: "
          f"{len(slower)} of {judged} {' '.join(slower)}")
    print(f"programs where ilp is more than {NOISE}x slower than none: "
          f"{len(slower_than_none)} of {judged} {' '.join(slower_than_none)}")


if __name__ == "__main__":
    main()
