# NumPy twin of histogram.fl: counts of xs in ten bins of width 10 over [0, 100);
# values outside are dropped.
import numpy as np


def twin(xs, np=np):
    ok = (xs >= 0) & (xs < 100)
    return {"counts": np.bincount(xs[ok] // 10, minlength=10).astype(np.int64)}


def jax_twin(xs, np=np):
    ok = (xs >= 0) & (xs < 100)
    bins = np.where(ok, xs // 10, 10)  # out-of-range values go to an 11th bin
    return {"counts": np.bincount(bins, length=11)[:10].astype(np.int64)}
