# NumPy twin of heat.fl: 100 explicit steps of the 1-D heat equation,
# u + (l - 2u + r) / 4 with clamped ends.
import numpy as np

try:
    from numba import prange
except ImportError:
    prange = range


def twin(u0, np=np):
    u = u0
    for _ in range(100):
        p = np.pad(u, 1, mode="edge")
        u = p[1:-1] + 0.25 * (p[:-2] - 2.0 * p[1:-1] + p[2:])
    return {"cooled": u}


FUSED = ("cooled",)


def fused(u0):
    # One loop nest per step, as the fused program runs it.
    n = u0.shape[0]
    u = u0.copy()
    v = np.empty_like(u0)
    for _ in range(100):
        for i in prange(n):
            l = u[max(i - 1, 0)]
            c = u[i]
            r = u[min(i + 1, n - 1)]
            v[i] = c + 0.25 * (l - 2.0 * c + r)
        u, v = v, u
    return (u,)
