#!/usr/bin/env python3
"""Re-measures the CPU-speed table: for each program, `fuselab bench` of
`ilp` with the peers (NumPy, JAX, numba) at its bench sizes on the host's
instruction set, and `ilp` again with `--isa avx2` in the same run of this
script, and `ilp` once more with its outputs reused from run to run (the
bound's ratio without the page faults of new outputs, which the kernel
zeroes: work outside the program's own traffic); prints a Markdown table of
medians and ratios. Usage:
`PYTHONPATH=.tools/py:.tools/peers scripts/peer_table.py [PROGRAM ..]`."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FUSELAB = ROOT / "target" / "release" / "fuselab"
DEFAULT = ["nbody", "mandelbrot", "softmax_rows", "normalise2", "black_scholes",
           "filter_positive", "blur", "saxpy", "crystal", "transpose_maps",
           "flip_transpose", "reshape_fused", "gather_indices", "smith_waterman"]


def sizes(program):
    for line in (ROOT / "experiments" / "programs" / f"{program}.fl").read_text().splitlines():
        if line.startswith("-- bench-sizes:"):
            return line.split(":", 1)[1].split()
    raise SystemExit(f"{program}: no bench-sizes header")


def bench(program, *extra):
    args = [str(FUSELAB), *extra[:2], "bench", str(ROOT / "experiments" / "programs" / f"{program}.fl")]
    for kv in sizes(program):
        args += ["--size", kv]
    args += ["--strategies", "ilp", "--reps", "5", "--format", "json", *extra[2:]]
    out = subprocess.run(args, capture_output=True, text=True, timeout=1800)
    if out.returncode != 0:
        raise SystemExit(f"{program}: {out.stderr}")
    return json.loads(out.stdout)


def main():
    programs = sys.argv[1:] or DEFAULT
    rows = []
    cpu = None
    for p in programs:
        host = bench(p, "--isa", "host", "--peers", "numpy,jax,numba")
        avx2 = bench(p, "--isa", "avx2", "--fresh-outputs")
        reused = bench(p, "--isa", "host")["strategies"][-1]
        cpu = host.get("cpu")
        ilp = host["strategies"][-1]
        peers = {r["peer"]: r["run_ms"]["median"] for r in host.get("peers", [])
                 if r.get("status") == "ok" and r.get("run_ms")}
        best = min(peers.items(), key=lambda kv: kv[1]) if peers else None
        a2 = avx2["strategies"][-1]["run_ms"]["median"]
        h = ilp["run_ms"]["median"]
        bound = ilp.get("bound_ms")
        cell = lambda k: f"{peers[k]:.1f}" if k in peers else "-"
        rows.append(
            f"| {p} ({' '.join(sizes(p))}) | {h:.1f} | {a2:.1f} | {cell('numpy')} | {cell('jax')} | {cell('numba')} | "
            + (f"{h / best[1]:.2f}x {best[0]} | {a2 / best[1]:.2f}x" if best else "- | -")
            + (f" | {h / bound:.1f} | {reused['run_ms']['median'] / reused['bound_ms']:.1f} |"
               if bound else " | - | - |")
        )
        print(rows[-1], file=sys.stderr)
    print(f"CPU: {cpu}")
    print("| program | ilp host ms | ilp --isa avx2 ms | NumPy ms | JAX ms | numba ms | ilp/best peer (host) | (avx2) | ilp/bound | (reused outputs) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(r)


if __name__ == "__main__":
    main()
