#!/usr/bin/env python3
"""Runs the twins of a suite program: its NumPy twin, and JAX and numba when
they are installed. One home for what a twin is and for how its values are
compared with fuselab's; `fuselab bench --peers` and the twin tests call it.

A twin file is `experiments/programs/NAME.py` next to `NAME.fl`:

    import numpy as np

    def twin(xs, ys, np=np):     # keyword arguments named as the def's parameters
        return {"zs": xs + ys}   # one entry per output file fuselab writes

- `twin(**inputs)` takes NumPy arrays (a rank-0 parameter is a 0-d array)
  and returns a dict from the names of fuselab's output files (`run --out`:
  `zs`, `q.0` and `q.1` for the two components of an array of pairs,
  `result` for a scalar) to arrays with fuselab's element types.
- A sequence parameter (`xs: seq [?]f32`) is a list of its elements: each
  an array, or a tuple of component arrays where the element is a tuple of
  arrays or an array of tuples (`seq [?](i64, f32)`: `(cols, vals)`); a
  sequence result is returned as such a list.
- `np` is the array namespace: the JAX peer calls the twin with
  `np=jax.numpy` under `jax.jit`. A twin that does not trace under JAX (it
  writes in place, or loops in Python) may define `jax_twin(**inputs, np)`
  written for JAX instead, or `NO_JAX = "why"` (a Python loop of thousands
  of steps, which jax.jit would unroll): the JAX peer then reports it
  missing; otherwise it reports the trace error.
- `fused(**inputs)`, optional: a hand-fused loop nest for numba (compiled
  with `numba.njit(parallel=True)`, `numba.prange` for parallel loops), that
  returns the outputs as a tuple in the order of the module's `FUSED` (a
  tuple of output names).

Commands (inputs are the `.npy` files of a folder, one per parameter, and
a subfolder of element files per sequence parameter, as
`fuselab run --save-inputs` writes them):

    harness.py check TWIN.py INPUTS WANT
        run the NumPy twin once and compare with the `.npy` files of WANT;
        exit 1 with one line per mismatch
    harness.py bench TWIN.py INPUTS WANT --peer numpy|jax|numba --reps R
        one warm-up call, then R timed calls (each with new outputs); print
        one JSON object: {"peer", "status": "ok"|"missing"|"error",
        "detail", "run_ms": [...], "mismatch": [...]}
"""

import argparse
import importlib.util
import inspect
import json
import pathlib
import sys
import time

import numpy

# Relative tolerance per float type; the absolute tolerance is the same
# times the largest magnitude of the expected array (sums of many terms in
# another order, and cancellation, err relative to the terms, not to the
# result).
RTOL = {"float32": 1e-3, "float64": 1e-9}


def load_module(path):
    spec = importlib.util.spec_from_file_location(pathlib.Path(path).stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load_folder(folder):
    """The `.npy` files of a folder by name, and each subfolder (a sequence)
    as a list of its elements."""
    folder = pathlib.Path(folder)
    out = {p.name[: -len(".npy")]: numpy.load(p) for p in sorted(folder.glob("*.npy"))}
    for sub in sorted(p for p in folder.iterdir() if p.is_dir()):
        out[sub.name] = load_sequence(sub)
    return out


def load_sequence(folder):
    """A sequence as `run --save-inputs` and `run --out` write it: element k
    is `k.npy`, or `k.0.npy`, `k.1.npy`, .. for an element of a tuple of
    arrays (a tuple of arrays here)."""
    parts = {}
    for p in folder.glob("*.npy"):
        k, _, j = p.name[: -len(".npy")].partition(".")
        if not k.isdigit() or not (j == "" or j.isdigit()):
            raise ValueError(f"{p}: not an element file (k.npy or k.j.npy)")
        parts.setdefault(int(k), {})[int(j) if j else None] = numpy.load(p)
    if sorted(parts) != list(range(len(parts))):
        raise ValueError(f"{folder}: element files are not numbered 0, 1, ..")
    return [part[None] if None in part else tuple(part[j] for j in sorted(part)) for _, part in sorted(parts.items())]


def mismatches(got, want):
    """Lines naming each output of `got` (a dict of arrays) that differs from
    `want`'s, and each name that only one of them has."""
    out = []
    for name in sorted(set(want) - set(got)):
        out.append(f"{name}: fuselab writes it, the twin returns no `{name}`")
    for name in sorted(set(got) - set(want)):
        out.append(f"{name}: the twin returns it, fuselab writes no `{name}`")
    for name in sorted(set(got) & set(want)):
        if isinstance(want[name], list):
            out.extend(sequence_mismatches(name, got[name], want[name]))
            continue
        g, w = numpy.asarray(got[name]), want[name]
        if g.dtype != w.dtype:
            out.append(f"{name}: element type {g.dtype}, fuselab's is {w.dtype}")
        elif g.shape != w.shape:
            out.append(f"{name}: shape {g.shape}, fuselab's is {w.shape}")
        elif w.dtype.kind == "f":
            rtol = RTOL.get(w.dtype.name, 1e-3)
            finite = numpy.abs(w[numpy.isfinite(w)])
            atol = rtol * (float(finite.max()) if finite.size else 0.0)
            close = numpy.isclose(g, w, rtol=rtol, atol=atol, equal_nan=True)
            if not close.all():
                i = tuple(int(k) for k in numpy.argwhere(~close)[0])
                out.append(
                    f"{name}: {int((~close).sum())} of {w.size} elements differ (rtol {rtol}, atol {atol:.3g});"
                    f" first at {list(i)}: twin {g[i]!r}, fuselab {w[i]!r}"
                )
        else:
            bad = g != w
            if bad.any():
                i = tuple(int(k) for k in numpy.argwhere(bad)[0])
                out.append(
                    f"{name}: {int(bad.sum())} of {w.size} elements differ;"
                    f" first at {list(i)}: twin {g[i]!r}, fuselab {w[i]!r}"
                )
    return out


def sequence_mismatches(name, got, want):
    """Lines for a sequence output: `want` a list of elements (arrays, or
    tuples of arrays), compared element by element as `NAME[k]`."""
    if not isinstance(got, (list, tuple)):
        return [f"{name}: fuselab writes a sequence, the twin returns {type(got).__name__}, not a list"]
    if len(got) != len(want):
        return [f"{name}: {len(got)} elements, fuselab's sequence has {len(want)}"]
    out = []
    for k, (g, w) in enumerate(zip(got, want)):
        if isinstance(w, tuple):
            g = tuple(g) if isinstance(g, (list, tuple)) else (g,)
            out.extend(mismatches({f"{name}[{k}].{j}": x for j, x in enumerate(g)}, {f"{name}[{k}].{j}": x for j, x in enumerate(w)}))
        else:
            out.extend(mismatches({f"{name}[{k}]": g}, {f"{name}[{k}]": w}))
    return out


def as_numpy(outputs, what):
    if not isinstance(outputs, dict):
        raise TypeError(f"{what} returned {type(outputs).__name__}, not a dict of output names to arrays")
    return {k: v if isinstance(v, (list, tuple)) else numpy.asarray(v) for k, v in outputs.items()}


def numpy_peer(module, inputs):
    return lambda: module.twin(**inputs), lambda out: as_numpy(out, "twin")


def jax_peer(module, inputs):
    import jax

    jax.config.update("jax_enable_x64", True)
    import jax.numpy as jnp

    source = getattr(module, "jax_twin", None) or module.twin
    fn = jax.jit(lambda kw: source(**kw, np=jnp))
    args = {k: jax.device_put(v) for k, v in inputs.items()}

    def call():
        out = fn(args)
        jax.block_until_ready(out)
        return out

    return call, lambda out: as_numpy(out, "the JAX twin")


def numba_peer(module, inputs):
    import numba

    names = tuple(getattr(module, "FUSED"))
    fn = numba.njit(parallel=True)(module.fused)
    params = list(inspect.signature(module.fused).parameters)
    args = [inputs[p] for p in params]

    def collect(out):
        out = out if isinstance(out, tuple) else (out,)
        return dict(zip(names, (numpy.asarray(o) for o in out)))

    return lambda: fn(*args), collect


PEERS = {"numpy": numpy_peer, "jax": jax_peer, "numba": numba_peer}
# What a missing peer lacks: the module that must import.
NEEDS = {"numpy": "numpy", "jax": "jax", "numba": "numba"}


def bench(args):
    result = {"peer": args.peer, "status": "ok", "detail": "", "run_ms": [], "mismatch": []}
    if importlib.util.find_spec(NEEDS[args.peer]) is None:
        result.update(status="missing", detail=f"{NEEDS[args.peer]} is not installed (make peers)")
        return result
    try:
        module = load_module(args.twin)
        if args.peer == "numba" and not hasattr(module, "fused"):
            result.update(status="missing", detail="the twin file has no hand-fused `fused` for numba")
            return result
        if args.peer == "jax" and hasattr(module, "NO_JAX") and not hasattr(module, "jax_twin"):
            result.update(status="missing", detail=f"no JAX twin: {module.NO_JAX}")
            return result
        inputs = load_folder(args.inputs)
        call, collect = PEERS[args.peer](module, inputs)
        out = call()  # warm-up: compiles JAX and numba
        for _ in range(args.reps):
            start = time.perf_counter()
            out = call()
            result["run_ms"].append((time.perf_counter() - start) * 1e3)
        result["mismatch"] = mismatches(collect(out), load_folder(args.want))
    except Exception as e:  # a peer that fails is reported, not fatal
        result.update(status="error", detail=f"{type(e).__name__}: {e}".splitlines()[0][:400])
    return result


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("check", help="compare the NumPy twin with fuselab's outputs")
    b = sub.add_parser("bench", help="time one peer and compare its outputs")
    for q in (c, b):
        q.add_argument("twin")
        q.add_argument("inputs")
        q.add_argument("want")
    b.add_argument("--peer", choices=sorted(PEERS), required=True)
    b.add_argument("--reps", type=int, default=5)
    args = p.parse_args()
    if args.command == "check":
        module = load_module(args.twin)
        got = as_numpy(module.twin(**load_folder(args.inputs)), "twin")
        bad = mismatches(got, load_folder(args.want))
        for line in bad:
            print(f"{args.twin}: {line}")
        return 1 if bad else 0
    print(json.dumps(bench(args)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
