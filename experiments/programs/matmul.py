# NumPy twin of matmul.fl: the product of two float32 matrices.
import numpy as np

try:
    from numba import prange
except ImportError:
    prange = range


def twin(a, b, np=np):
    return {"c": np.matmul(a, b)}


FUSED = ("c",)


def fused(a, b):
    # The fused nest: one dot product per output element, b read by column.
    n, k = a.shape
    m = b.shape[1]
    c = np.empty((n, m), dtype=np.float32)
    for i in prange(n):
        for j in range(m):
            s = np.float32(0.0)
            for kk in range(k):
                s += a[i, kk] * b[kk, j]
            c[i, j] = s
    return (c,)
