# NumPy twin of normalise2.fl (Robinson et al. 2014, scan variant): xs divided by
# its sum, and by the sum of its prefix sums (integer division; inputs are
# non-negative, so floor and truncation agree).
import numpy as np

try:
    from numba import prange
except ImportError:
    prange = range


def twin(xs, np=np):
    sum1 = np.sum(xs)
    sum2 = np.sum(np.cumsum(xs))
    return {"ys1": xs // sum1, "ys2": xs // sum2}


FUSED = ("ys1", "ys2")


def fused(xs):
    n = xs.shape[0]
    # One pass for both folds and the scan between them.
    sum1 = 0
    sum2 = 0
    for i in range(n):
        sum1 += xs[i]
        sum2 += sum1
    # One pass for both maps.
    ys1 = np.empty_like(xs)
    ys2 = np.empty_like(xs)
    for i in prange(n):
        ys1[i] = xs[i] // sum1
        ys2[i] = xs[i] // sum2
    return (ys1, ys2)
