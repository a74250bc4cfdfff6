# NumPy twin of saxpy.fl: z = a * x + y (BLAS level 1), with a a rank-0 float32.
import numpy as np

try:
    from numba import prange
except ImportError:
    prange = range


def twin(a, xs, ys, np=np):
    return {"zs": a * xs + ys}


FUSED = ("zs",)


def fused(a, xs, ys):
    s = a[()]
    zs = np.empty_like(xs)
    for i in prange(xs.shape[0]):
        zs[i] = s * xs[i] + ys[i]
    return (zs,)
